"""Invariants every mode's engine output must satisfy, shared by the fuzz target and tests."""

from __future__ import annotations

from fuzz.html_anchors import (
    ALLOWED_SCHEMES,
    GFM_SCHEMELESS_EMAIL,
    HREF_CHARS,
    MODES,
    is_dangerous,
)
from md_autolinks import Link, find_links, format_url


def check_href(href: str, mode: str) -> None:
    """A generated href: only bare-safe ASCII, an allowed scheme (or, in gfm, cmark-gfm's
    scheme-less email form), never a script scheme."""
    assert HREF_CHARS.match(href), href
    in_scheme = href.lower().startswith(ALLOWED_SCHEMES[mode])
    assert in_scheme or (mode == "gfm" and GFM_SCHEMELESS_EMAIL.match(href)), (mode, href)
    assert ":" not in href or in_scheme, (mode, href)
    assert not is_dangerous(href), href


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
