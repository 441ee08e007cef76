"""Invariants every mode's engine output must satisfy, shared by the fuzz target and tests."""

from __future__ import annotations

from md_autolinks import Link, find_links, format_url
from support.fuzz.html_anchors import (
    ALLOWED_SCHEMES,
    GFM_CMARK_EMAIL,
    HREF_CHARS,
    MODES,
    is_dangerous,
)


def check_href(href: str, mode: str) -> None:
    """A generated href: only bare-safe ASCII, an allowed scheme (in gfm, also cmark-gfm's
    email hrefs, see ``GFM_CMARK_EMAIL``), never a script scheme."""
    assert HREF_CHARS.match(href), href
    assert not is_dangerous(href), href
    if href.lower().startswith(ALLOWED_SCHEMES[mode]):
        return
    assert mode == "gfm" and GFM_CMARK_EMAIL.match(href), (mode, href)
    scheme, colon, _ = href.partition(":")
    assert not colon or scheme.endswith(("mailto", "xmpp")), href


def check_links(text: str, mode: str, links: list[Link]) -> None:
    """Spans sorted, non-overlapping, inside ``text``, matching their text; hrefs safe."""
    previous_end = 0
    for link in links:
        assert previous_end <= link.start < link.end <= len(text), (mode, text, link)
        assert text[link.start : link.end] == link.text, (mode, text, link)
        check_href(link.href, mode)
        previous_end = link.end


def check_text(text: str) -> None:
    """Run every mode and ``format_url`` on ``text`` and check their invariants."""
    for mode in MODES:
        check_links(text, mode, find_links(text, mode))
    formatted = format_url(text)
    assert isinstance(formatted, str)
