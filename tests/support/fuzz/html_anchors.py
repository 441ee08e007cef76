"""Reading rendered HTML back: visible text, anchors and where each anchor sits.

Shared by the property, security and fuzz tests, which compare the output of
Python-Markdown with and without md-autolinks.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from dataclasses import dataclass
from html.parser import HTMLParser

import markdown

MODES = ("gfm", "md4c", "uts58")

#: The schemes each mode may put in a generated href (compared case-insensitively):
#: gfm links http(s)/ftp URLs, ``www.`` with ``http://``, emails with ``mailto:`` and
#: cmark-gfm's ``mailto:``/``xmpp:`` forms; md4c the same URL schemes and ``mailto:``;
#: uts58 http(s) URLs, scheme-less hosts with ``https://`` and emails with ``mailto:``.
ALLOWED_SCHEMES: dict[str, tuple[str, ...]] = {
    "gfm": ("http://", "https://", "ftp://", "mailto:", "xmpp:"),
    "md4c": ("http://", "https://", "ftp://", "mailto:"),
    "uts58": ("http://", "https://", "mailto:"),
}
#: gfm only: cmark-gfm writes an email's href as the text when ``mailto:`` or ``xmpp:`` is
#: part of it, and its rewind over local-part characters runs on past that protocol
#: (``p.mailto:a@b.com`` links to itself, scheme ``p.mailto``). Such an href begins with a
#: scheme ending in ``mailto`` or ``xmpp`` (where it would not, gfm mode adds ``mailto:``).
GFM_CMARK_EMAIL = re.compile(
    r"[A-Za-z][A-Za-z0-9.+\-]*?(?:mailto|xmpp):(?:[A-Za-z0-9.+_\-]|mailto:|xmpp:)*"
    r"@[A-Za-z0-9.+_\-/@]*\Z"
)
#: What ``encode_href`` leaves bare; everything else in a generated href is ``%XX``.
HREF_CHARS = re.compile(r"[A-Za-z0-9!#$%&'()*+,\-./:;=?@_~]*\Z")
_WHITE_SPACE = re.compile(r"\s+")
_VOID = frozenset({"br", "img", "hr", "input", "meta", "link", "wbr", "area", "col", "embed"})


@dataclass
class Anchor:
    """One ``<a>`` element: its attributes, its text and the open elements around it."""

    attrs: dict[str, str | None]
    ancestors: tuple[str, ...]
    text: str = ""

    @property
    def href(self) -> str | None:
        return self.attrs.get("href")


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.visible: list[str] = []
        self.anchors: list[Anchor] = []
        self.stack: list[str] = []
        self.open_anchors: list[Anchor] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            anchor = Anchor(dict(attrs), tuple(self.stack))
            self.anchors.append(anchor)
            self.open_anchors.append(anchor)
        if tag not in _VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        """Close ``tag`` and every element left open inside it (an unclosed raw ``<a>``
        ends with its paragraph)."""
        if tag not in self.stack:
            return
        while self.stack:
            closed = self.stack.pop()
            if closed == "a" and self.open_anchors:
                self.open_anchors.pop()
            if closed == tag:
                return

    def handle_data(self, data: str) -> None:
        self.visible.append(data)
        for anchor in self.open_anchors:
            anchor.text += data


@dataclass(frozen=True)
class Page:
    """Rendered HTML read back with :mod:`html.parser`."""

    html: str
    visible: str
    anchors: list[Anchor]


def read(rendered: str) -> Page:
    """The visible text (tags dropped, references decoded) and anchors of ``rendered``."""
    reader = _Reader()
    reader.feed(rendered)
    reader.close()
    return Page(rendered, "".join(reader.visible), reader.anchors)


def render(text: str, mode: str | None) -> str:
    """Python-Markdown's HTML for ``text``, with md-autolinks in ``mode`` (``None``: without)."""
    if mode is None:
        return markdown.markdown(text)
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )


def anchor_key(anchor: Anchor) -> tuple[str | None, str]:
    """An anchor's identity across the two renderings: href and squeezed text (a
    generated link may keep literal the ``*`` that closed emphasis in a host anchor)."""
    return anchor.href, squeeze_markup(anchor.text)


def generated_anchors(with_ext: Page, without: Page) -> list[Anchor]:
    """The anchors of ``with_ext`` that the page without the extension does not have.

    Host anchors keep their href when md-autolinks runs, and their text up to markup that a
    link kept literal; an unclosed raw ``<a>`` may even end elsewhere. So host anchors are
    matched by ``(href, squeezed text)`` first, then the rest by href alone; what is left
    over is what md-autolinks made.
    """
    host = Counter(anchor_key(anchor) for anchor in without.anchors)
    unmatched: list[Anchor] = []
    for anchor in with_ext.anchors:
        key = anchor_key(anchor)
        if host[key]:
            host[key] -= 1
        else:
            unmatched.append(anchor)
    host_hrefs = Counter(href for href, _ in host.elements())
    made: list[Anchor] = []
    for anchor in unmatched:
        if host_hrefs[anchor.href]:
            host_hrefs[anchor.href] -= 1
        else:
            made.append(anchor)
    return made


def missing_host_anchors(with_ext: Page, without: Page) -> list[str | None]:
    """Hrefs of anchors of the page without the extension that the page with it lost."""
    kept = Counter(anchor.href for anchor in with_ext.anchors)
    missing = Counter(anchor.href for anchor in without.anchors) - kept
    return sorted(missing.elements(), key=repr)


def fixpoint_unescape(text: str) -> str:
    """``text`` with character references decoded until nothing changes."""
    while True:
        decoded = html.unescape(text)
        if decoded == text:
            return text
        text = decoded


def squeeze_markup(text: str) -> str:
    """Visible text without the differences a link may rightly make to it.

    A link made from raw inline source (gfm www/URL, every uts58 kind) keeps ``*``, ``_``
    and ``~`` and entity references literal, as cmark-gfm does (``http://a.com/*x*``,
    ``www.a.com/?a&amp;b``); without the extension Markdown turns them into emphasis or
    characters. And Python-Markdown's prettifier turns a ``<br>`` tail that is only white
    space (as ``str.strip`` sees it, U+00A0 included) into ``"\n"``, so ``a  \n http://a.com``
    loses the space before the anchor. Marks are dropped, references decoded to a fixpoint
    and white-space runs written as one space, on both sides.
    """
    squeezed = fixpoint_unescape(text).translate({ord(mark): None for mark in "*_~"})
    return _WHITE_SPACE.sub(" ", squeezed)


_LEAKED_PLACEHOLDER = re.compile(" ?\x02?k?lzzwxh:[0-9]+\x03?")


def keeps_text(with_ext: str, without: str, source: str) -> bool:
    """Whether squeezed visible text ``with_ext`` keeps everything of ``without``.

    Equal texts keep it. Python-Markdown alone drops text in some emphasis runs
    (``http://a.com/*x**http://a.com/*x*`` renders without the last ``x``); where a link
    took those marks first, the extension's text has more. So ``without`` may also be
    a subsequence of ``with_ext`` whose extra characters all come from ``source``.
    Python-Markdown alone also leaks its own placeholders in some emphasis runs
    (``klzzwxh:0011``, at times without its ``k``), in place of the text they stood for;
    that text is no writer's, and is not asked for, while the text it hid may come back
    as a reader sees it (``&copy;`` as ``©``).
    """
    if with_ext == without:
        return True
    without = _LEAKED_PLACEHOLDER.sub("", without)
    rest = iter(with_ext)
    if not all(char in rest for char in without):
        return False
    extra = Counter(with_ext) - Counter(without)
    return not extra - (Counter(source) | Counter(fixpoint_unescape(source)))


def is_dangerous(href: str) -> bool:
    """Whether ``href`` reads as a script-capable scheme once controls and spaces are gone."""
    squeezed = "".join(ch for ch in fixpoint_unescape(href) if ch > " " and ch != "\x7f")
    return squeezed.lower().startswith(("javascript:", "data:", "vbscript:"))
