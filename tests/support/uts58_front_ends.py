"""What the uts58 front-end tests compare the front ends with: the engine's links written as
the one paragraph both front ends make, and the two front ends at UTS #58's reference
level (``bare_domains: "all"``)."""

from __future__ import annotations

import html

import markdown
from markdown_it import MarkdownIt

from md_autolinks.markdown_it import autolinks_plugin


def expected_html(
    text: str, links: list[tuple[str, str]], anchor: str = "<a href=", at: str = "@"
) -> str:
    """The one paragraph both front ends write for ``text`` with ``links`` in it (Sphinx
    opens an anchor with ``anchor`` and writes an ``@`` of text as ``at``)."""

    def plain(piece: str) -> str:
        return html.escape(piece, quote=False).replace("@", at)

    pieces, position = [], 0
    for link_text, href in links:
        start = text.index(link_text, position)
        pieces.append(plain(text[position:start]))
        pieces.append(f'{anchor}"{html.escape(href)}">{html.escape(link_text, quote=False)}</a>')
        position = start + len(link_text)
    pieces.append(plain(text[position:]))
    return "<p>" + "".join(pieces) + "</p>"


def python_markdown(text: str, **options: object) -> str:
    config = {"mode": "uts58", "bare_domains": "all", **options}
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": config}
    )


def markdown_it(text: str, **options: object) -> str:
    parser = MarkdownIt("commonmark").use(
        autolinks_plugin, mode="uts58", bare_domains="all", **options
    )
    return parser.render(text).rstrip("\n")
