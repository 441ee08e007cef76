"""What the uts58 front-end tests compare the front ends with: the engine's links written as
the one paragraph both front ends make, and the two front ends at UTS #58's reference
level (``bare_domains: "all"``)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import markdown
from markdown_it import MarkdownIt

from md_autolinks import find_links
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


Rows = list[tuple[str, list[tuple[str, str]]]]
"""Test rows: a text, and the (link text, href) pairs uts58 makes of it."""


def _engine_at_defaults(text: str) -> str:
    links = [(link.text, link.href) for link in find_links(text, mode="uts58")]
    return expected_html(text, links)


def _python_markdown_at_defaults(text: str) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "uts58"}}
    )


def _markdown_it_at_defaults(text: str) -> str:
    return MarkdownIt("commonmark").use(autolinks_plugin, mode="uts58").render(text).rstrip("\n")


AT_DEFAULTS: dict[str, Callable[[str], str]] = {
    "engine": _engine_at_defaults,
    "python-markdown": _python_markdown_at_defaults,
    "markdown-it": _markdown_it_at_defaults,
}
"""uts58 at the default options, by front end: a text's paragraph as each writes it (the
engine's links written the way the two front ends write them)."""


def sphinx_mail(address: str) -> str:
    """An address as Sphinx's HTML writer hides it in an anchor: its href's ``@`` as
    ``%40`` and every ``.`` and ``@`` written as character references, its text's in spans."""
    href = address.replace("@", "&#37;&#52;&#48;").replace(".", "&#46;")
    text = address.replace(".", "<span>&#46;</span>").replace("@", "<span>&#64;</span>")
    return f'href="mailto:{href}">{text}</a>'


def myst_at_defaults(tmp_path: Path, rows: Rows) -> tuple[list[str], list[str]]:
    """Every row as a paragraph of one MyST page built by Sphinx in uts58 at the default
    options: the paragraphs built, and the paragraphs the rows expect (as Sphinx writes an
    anchor, an ``@`` of text and a mail address)."""
    from support.sphinx_projects import build, tiny_project

    project = tiny_project(
        tmp_path,
        "See nothing.",
        "\n\n".join(text for text, _ in rows),
        "md_autolinks_mode = 'uts58'",
    )
    page = (build(project) / "page.html").read_text(encoding="utf-8")
    texts = {text for text, _ in rows}
    built = [
        line
        for line in page.splitlines()
        if line.startswith("<p>") and html.unescape(re.sub("<[^>]*>", "", line)) in texts
    ]
    anchor = '<a class="reference external" href='
    expected = []
    for text, links in rows:
        paragraph = expected_html(text, links, anchor, "&#64;")
        for _, href in links:
            if href.startswith("mailto:"):
                address = href.removeprefix("mailto:")
                paragraph = paragraph.replace(f'href="{href}">{address}</a>', sphinx_mail(address))
        expected.append(paragraph)
    return built, expected
