"""Neighbours: the extensions MkDocs users combine, each with md-autolinks in every mode.

Each row (``support.neighbour_extensions.NEIGHBOURS``) is a document using one neighbour (or
two that go together) and the exact page in each mode. What the rows pin: the neighbour's
markup survives (ids, attributes, ``<ins>``, ``<mark>``, ``<del>``, keys, emoji, task boxes,
tabs, details, footnote back references, abbreviations, smart quotes), nothing is linked inside
its code, math, attribute syntax or controls (``<label>``, ``<summary>``), and its closing
marks stay outside the link.
"""

from __future__ import annotations

import re

import markdown
import pytest

from support.neighbour_extensions import MATERIAL, MATERIAL_CONFIGS, NEIGHBOURS, SNIPPETS


def _configs(configs: dict[str, dict[str, object]], mode: str) -> dict[str, dict[str, object]]:
    placed = {
        name: {**config, "base_path": [SNIPPETS]} if "base_path" in config else config
        for name, config in configs.items()
    }
    return {**placed, "md_autolinks": {"mode": mode}}


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(("extensions", "configs", "source", "expected"), NEIGHBOURS)
def test_neighbour_markup_survives(
    mode: str,
    extensions: list[str],
    configs: dict[str, dict[str, object]],
    source: str,
    expected: dict[str, str],
) -> None:
    html = markdown.markdown(
        source, extensions=["md_autolinks", *extensions], extension_configs=_configs(configs, mode)
    )
    assert html == expected[mode]


def test_all_neighbours_together_change_nothing_but_the_links() -> None:
    """Every neighbour loaded at once, as an MkDocs Material site does: the page with
    md-autolinks is the page without it, with anchors around the links and nothing else.
    (Rows where a link is claimed before emphasis, ``http://a.com/*x*``, are left out: there
    the page differs on purpose, as in cmark-gfm.)"""
    sources = [str(row.values[2]) for row in NEIGHBOURS if row.id != "tabbed"]
    source = "\n\n".join(text for text in sources if "*x*" not in text)
    plain = markdown.markdown(source, extensions=MATERIAL, extension_configs=MATERIAL_CONFIGS)
    configs = {**MATERIAL_CONFIGS, "md_autolinks": {"mode": "gfm"}}
    linked = markdown.markdown(
        source, extensions=["md_autolinks", *MATERIAL], extension_configs=configs
    )
    assert _without_abbr(_strip_made_anchors(linked)) == _without_abbr(plain)
    assert linked.count("<abbr") == plain.count("<abbr") - 1


def _without_abbr(html: str) -> str:
    """Without ``abbr`` tags and smart apostrophes: a link's text is atomic, so ``abbr`` marks
    nothing in it (``HTML`` in ``http://w3.org/HTML/``) and smarty leaves its ``'`` (in
    ``http://a.com/it's``); there the pages differ on purpose."""
    return re.sub(r"</?abbr[^>]*>", "", html).replace("&rsquo;", "'")


def _strip_made_anchors(html: str) -> str:
    return re.sub(r'<a href="(?:https?://|mailto:)[^"]*">([^<]*)</a>', r"\1", html)


SYMBOLS = "See https://example.com/(c)/1/4/3rd and (c) 1/4 3rd."
SUBSTITUTED = "&copy; &frac14; 3<sup>rd</sup>."
LINKED_AS_TYPED = '<a href="https://example.com/(c)/1/4/3rd">https://example.com/(c)/1/4/3rd</a>'
MIRROR = "## Mirror at https://example.com/(c)/docs"
MIRROR_LINKED = (
    '<h2 id="mirror-at-httpsexamplecomcdocs">Mirror at '
    '<a href="https://example.com/(c)/docs">https://example.com/(c)/docs</a></h2>'
)
MIRROR_SUBSTITUTED = (
    '<h2 id="mirror-at-httpsexamplecomdocs">Mirror at https://example.com/&copy;/docs</h2>'
)


@pytest.mark.parametrize(
    ("extensions", "source", "expected"),
    [
        pytest.param(
            ["pymdownx.smartsymbols"], SYMBOLS,
            {
                "gfm": f"<p>See {LINKED_AS_TYPED} and {SUBSTITUTED}</p>",
                "md4c": "<p>See https://example.com/&copy;/&frac14;/3<sup>rd</sup> and "
                f"{SUBSTITUTED}</p>",
                "uts58": f"<p>See {LINKED_AS_TYPED} and {SUBSTITUTED}</p>",
            },
            id="smartsymbols-leave-link-text-as-typed",
        ),
        pytest.param(
            ["smarty"], "See https://example.com/a---b/c--d and a---b.",
            dict.fromkeys(
                ("gfm", "md4c", "uts58"),
                '<p>See <a href="https://example.com/a---b/c--d">https://example.com/a---b/c--d'
                "</a> and a&mdash;b.</p>",
            ),
            id="smarty-dashes-leave-link-text-as-typed",
        ),
        pytest.param(
            ["toc", "pymdownx.smartsymbols"], MIRROR,
            {"gfm": MIRROR_LINKED, "md4c": MIRROR_SUBSTITUTED, "uts58": MIRROR_LINKED},
            id="toc-id-from-link-text-as-typed",
        ),
    ],
)  # fmt: skip
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_link_text_is_kept_as_typed_for_neighbours(
    extensions: list[str], source: str, expected: dict[str, str], mode: str
) -> None:
    """A link's text is the address as typed (docs/python-markdown.md#link-text-is-kept-as-typed),
    so smartsymbols substitutes nothing in it, and a heading that holds a link gets its toc id
    from the text as typed (``(c)`` gives ``c``, not the ``&copy;`` smartsymbols makes of it
    without md-autolinks), nor smarty's dashes. md4c links no URL holding ``(``; where
    nothing is linked the page is the page without md-autolinks."""
    html = markdown.markdown(
        source,
        extensions=["md_autolinks", *extensions],
        extension_configs={"md_autolinks": {"mode": mode}},
    )
    assert html == expected[mode]
    if "<a " not in expected[mode]:
        assert html == markdown.markdown(source, extensions=extensions)


def test_uts58_email_takes_no_opening_mark_of_caret() -> None:
    """An email read from the source leaves out an opening ``^`` of pymdownx.caret that a
    ``^`` after it closes; a lone ``+`` or ``^`` stays in the address, as UTS #58 reads it
    (found by the stack oracle at MD_AUTOLINKS_DEEP=20)."""
    html = markdown.markdown(
        "see ^^me@a.org^^ and +me@b.org and ^x@y.org",
        extensions=["pymdownx.caret", "md_autolinks"],
        extension_configs={"md_autolinks": {"mode": "uts58"}},
    )
    assert html == (
        '<p>see <ins><a href="mailto:me@a.org">me@a.org</a></ins> and '
        '<a href="mailto:+me@b.org">+me@b.org</a> and '
        '<a href="mailto:%5Ex@y.org">^x@y.org</a></p>'
    )
