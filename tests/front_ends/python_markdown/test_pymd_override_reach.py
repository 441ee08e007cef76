"""Python-Markdown's tree pass reads a block's texts in document order for the bidi state
(docs/security.md#guaranteed): an override opened earlier in a block bars the links after
a stashed raw element or an attribute list, up to the block's end; each paragraph of a
block quote or a list item and each table cell is a block of its own. (The cases every
front end shares are in ``tests/cross/security/test_override_reach.py``.)"""

from __future__ import annotations

import markdown
import pytest

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
