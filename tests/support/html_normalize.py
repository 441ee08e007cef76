"""The normalisation under which expected and produced HTML are compared.

Both sides are parsed with :mod:`html.parser` and written back canonically:

1. character references are decoded, in text and in attribute values
   (``&quot;`` and ``"``, ``&#x27;`` and ``'`` are the same character);
2. attributes are sorted by name; void elements lose their ``/`` (``<br />`` is ``<br>``);
3. hrefs and srcs are compared percent-encoded the way browsers send them
   (``http://google.com/å`` is ``http://google.com/%C3%A5``);
4. white space next to a block-level tag is dropped and other runs of white space
   become one space, except inside ``<pre>``.

Nothing else is changed: element names, nesting, text and link targets must match.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from md_autolinks.engine.hrefs import encode_href

BLOCK_TAGS = frozenset(
    {
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "dd",
        "details",
        "div",
        "dl",
        "dt",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "html",
        "li",
        "main",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
    }
)
VOID_TAGS = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }
)
_BLOCK_NAMES = "|".join(sorted(BLOCK_TAGS))
_SPACE = re.compile(r"\s+")


class _Canonical(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.pre_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        rendered = []
        for name, value in sorted(attrs):
            if value is None:
                rendered.append(f" {name}")
                continue
            written = encode_href(value) if name in ("href", "src") else value
            rendered.append(f' {name}="{written}"')
        self._tag(tag, f"<{tag}{''.join(rendered)}>")
        if tag == "pre":
            self.pre_depth += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID_TAGS:
            return
        if tag == "pre":
            self.pre_depth -= 1
        self._tag(tag, f"</{tag}>")

    def handle_data(self, data: str) -> None:
        self.parts.append(data if self.pre_depth else _SPACE.sub(" ", data))

    def handle_comment(self, data: str) -> None:
        self.parts.append(f"<!--{data}-->")

    def _tag(self, tag: str, rendered: str) -> None:
        if tag in BLOCK_TAGS and self.parts and not self.pre_depth:
            self.parts[-1] = self.parts[-1].rstrip(" ")
        self.parts.append(rendered)
        if tag in BLOCK_TAGS:
            self.parts.append("")

    def result(self) -> str:
        text = "".join(self.parts)
        text = re.sub(rf" *(</?(?:{_BLOCK_NAMES})\b)", r"\1", text)
        return re.sub(rf"((?:<|</)(?:{_BLOCK_NAMES})\b[^>]*>) +", r"\1", text).strip()


def normalize_html(html: str) -> str:
    """The canonical form of an HTML fragment (see the module docstring)."""
    parser = _Canonical()
    parser.feed(html)
    parser.close()
    return parser.result()


_ANCHOR = re.compile(r"<a( [^>]*)?>(.*?)</a>", re.DOTALL)
_HREF = re.compile(r' href="([^"]*)"')


def anchors(html: str) -> list[tuple[str, str]]:
    """``(href, text)`` of every anchor of normalised HTML, except in-page (``#``) links."""
    found = []
    for attributes, text in _ANCHOR.findall(normalize_html(html)):
        href = _HREF.search(attributes or "")
        target = href.group(1) if href else ""
        if not target.startswith("#"):
            found.append((target, text))
    return found
