"""The yardstick of issue 37: a page whose links are written by hand.

For each corpus page and mode, the links md-autolinks' markdown-it plugin makes on it are
written into its source as a writer would have written them (``<https://a.com>``,
``<me@a.com>``, ``[www.a.com](<https://www.a.com>)``): the parser's own cost for those links
is what rendering that page costs over the plain one. The plugin's added time, and
Python-Markdown's with md-autolinks, are then compared with it per repetition
(:func:`targets.added_at_most`).

The links are taken from one parser (markdown-it-py's commonmark preset with the plugin) and
used for both front ends; they are found in the source in order, and a link whose text the
source does not hold as written (an entity, an escape) stays bare.
"""

from __future__ import annotations

from collections.abc import Callable

Rewrite = Callable[[str], str]


def plugin_links(text: str, mode: str) -> list[tuple[str, str]]:
    """``(text, href)`` of each link the markdown-it plugin makes on ``text``, in order."""
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    parser = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    links: list[tuple[str, str]] = []
    for block in parser.parse(text):
        children = block.children or []
        for index, token in enumerate(children):
            if token.type == "link_open" and token.markup == "linkify":
                shown = children[index + 1].content if index + 1 < len(children) else ""
                links.append((shown, str(token.attrGet("href") or "")))
    return links


def written_by_hand(shown: str, href: str) -> str:
    """How a writer links ``shown`` to ``href`` in CommonMark: an autolink when the text is
    the URL or the address (CommonMark 6.5), else an inline link (6.3)."""
    autolink = shown == href or href == "mailto:" + shown
    if autolink and not any(char.isspace() or char in "<>" for char in shown):
        return f"<{shown}>"
    return f"[{shown}](<{href}>)"


def handwritten_page(text: str, links: list[tuple[str, str]]) -> str:
    """``text`` with each of ``links`` (in order) written by hand where its text stands."""
    pieces: list[str] = []
    position = 0
    for shown, href in links:
        found = text.find(shown, position) if shown else -1
        if found < 0:
            continue
        pieces += [text[position:found], written_by_hand(shown, href)]
        position = found + len(shown)
    pieces.append(text[position:])
    return "".join(pieces)


def handwritten_rewrite(mode: str) -> Rewrite:
    """A function from a page to the same page with ``mode``'s links written by hand; each
    page is rewritten once (in the untimed warm-up pass) and then looked up."""
    pages: dict[str, str] = {}

    def rewrite(text: str) -> str:
        page = pages.get(text)
        if page is None:
            page = pages[text] = handwritten_page(text, plugin_links(text, mode))
        return page

    return rewrite
