"""Python-Markdown's tree pass reads a block's texts in document order for the bidi state
(docs/security.md#guaranteed): an override opened earlier in a block bars the links after
a stashed raw element or an attribute list, up to the block's end; each paragraph of a
block quote or a list item and each table cell is a block of its own. (The cases every
front end shares are in ``tests/cross/security/test_override_reach.py``.)"""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.python_markdown.placeholders import Placeholders

RLO = "\u202e"


@pytest.mark.parametrize(
    ("source", "extensions", "html"),
    [
        (
            f"Pay <code>{RLO}</code> https://evil.com/x",
            [],
            f"<p>Pay <code>{RLO}</code> https://evil.com/x</p>",
        ),
        (
            f"a {RLO}*x* https://e.com/x\n{{: .c }}",
            ["attr_list"],
            f'<p class="c">a {RLO}<em>x</em> https://e.com/x</p>',
        ),
        (
            f"> a {RLO}*x*\n>\n> https://b.com/y",
            [],
            f"<blockquote>\n<p>a {RLO}<em>x</em></p>\n"
            '<p><a href="https://b.com/y">https://b.com/y</a></p>\n</blockquote>',
        ),
        (
            f"* a {RLO}*x*\n\n    https://b.com/y\n",
            [],
            f"<ul>\n<li>\n<p>a {RLO}<em>x</em></p>\n"
            '<p><a href="https://b.com/y">https://b.com/y</a></p>\n</li>\n</ul>',
        ),
        (
            f"| a {RLO}*x* | https://b.com/y |\n|---|---|\n| c {RLO} | https://d.com/z |",
            ["tables"],
            f"<table>\n<thead>\n<tr>\n<th>a {RLO}<em>x</em></th>\n"
            '<th><a href="https://b.com/y">https://b.com/y</a></th>\n</tr>\n</thead>\n'
            f"<tbody>\n<tr>\n<td>c {RLO}</td>\n"
            '<td><a href="https://d.com/z">https://d.com/z</a></td>\n</tr>\n</tbody>\n</table>',
        ),
    ],
)
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_an_override_reaches_to_its_blocks_end(
    mode: str, source: str, extensions: list[str], html: str
) -> None:
    rendered = markdown.markdown(
        source,
        extensions=["md_autolinks", *extensions],
        extension_configs={"md_autolinks": {"mode": mode}},
    )
    assert rendered == html


@pytest.mark.parametrize(
    ("source", "html"),
    [
        (
            "Pay &#x202e; https://evil.com/moc.lapyap.www//:sptth",
            "<p>Pay &#x202e; https://evil.com/moc.lapyap.www//:sptth</p>",
        ),
        ("Pay &#x202e;https://evil.com/x", "<p>Pay &#x202e;https://evil.com/x</p>"),
        (
            "Pay &#x202e; <b>x</b> https://evil.com/x",
            "<p>Pay &#x202e; <b>x</b> https://evil.com/x</p>",
        ),
        (
            "Pay &#x202e; https://a.com/x &#x202c; https://b.com/y",
            '<p>Pay &#x202e; https://a.com/x &#x202c; <a href="https://b.com/y">'
            "https://b.com/y</a></p>",
        ),
        (
            "Pay `&#x202e;` https://evil.com/x",
            '<p>Pay <code>&amp;#x202e;</code> <a href="https://evil.com/x">'
            "https://evil.com/x</a></p>",
        ),
        (
            "Pay <svg><text>&#x202e;</text></svg> https://evil.com/x",
            '<p>Pay <svg><text>&#x202e;</text></svg> <a href="https://evil.com/x">'
            "https://evil.com/x</a></p>",
        ),
        (
            "Pay &#x202e;\n\nhttps://evil.com/x",
            '<p>Pay &#x202e;</p>\n<p><a href="https://evil.com/x">https://evil.com/x</a></p>',
        ),
    ],
)
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_an_override_written_as_a_reference_counts_where_it_stands(
    mode: str, source: str, html: str
) -> None:
    """The stashed reference is the control where its placeholder stands: in its own run,
    across raw HTML, to a PDF written as one or the block's end; in a code span it is text
    (the code shows ``&amp;#x202e;``), inside raw ``<svg>`` embedded whole."""
    rendered = markdown.markdown(
        source, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    assert rendered == html


def test_a_page_without_a_numeric_reference_reads_no_placeholder_for_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A page whose source holds no ``&#`` pays nothing for references: no placeholder is
    decoded, though the page holds stashed entities and raw HTML."""

    def unexpected(self: Placeholders, written: str) -> str:
        raise AssertionError(written)

    monkeypatch.setattr(Placeholders, "numeric_reference", unexpected)
    rendered = markdown.markdown(
        f"Pay &amp; <b>{RLO}</b> &copy; https://evil.com/x", extensions=["md_autolinks"]
    )
    assert rendered == f"<p>Pay &amp; <b>{RLO}</b> &copy; https://evil.com/x</p>"
