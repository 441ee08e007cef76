"""Domains and link ends of GFM extended autolinks, as cmark-gfm's ``check_domain`` and
``autolink_delim`` read them (GFM spec section 6.9, "valid domain" and "extended autolink
path validation")."""

from __future__ import annotations

import re
from bisect import bisect_right

from .._cmark_punct import CMARK_PUNCTUATION_RANGES

_PUNCT_STARTS = tuple(start for start, _ in CMARK_PUNCTUATION_RANGES)
_PUNCT_ENDS = tuple(end for _, end in CMARK_PUNCTUATION_RANGES)
_UNICODE_SPACES = frozenset(
    {0x09, 0x0A, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000}
)
_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
ASCII_ALPHA = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_TRAILING_PUNCT = frozenset("?!.,:*_~'\"")
_URL_EXTENT = re.compile(r"[^\t\n\r <]*")
_PLAIN_DOMAIN = re.compile(r"[A-Za-z0-9.-]*")
_PLAIN_DOMAIN_BREAK = (_ASCII_PUNCT - frozenset("_\\-.")) | frozenset(" \t\n\r\x0c")
"""Characters at which the domain scan stops with nothing left to decide: a run of ASCII
letters, digits, dots and hyphens followed by one of them needs no character-wise scan."""


def is_cmark_host_char(char: str) -> bool:
    """cmark-gfm's ``is_valid_hostchar``: neither Unicode whitespace nor punctuation.

    ASCII control characters count as host characters, as in cmark-gfm.
    """
    code = ord(char)
    if code < 0x80:
        return char not in _ASCII_PUNCT and code not in _UNICODE_SPACES
    if code in _UNICODE_SPACES:
        return False
    index = bisect_right(_PUNCT_STARTS, code) - 1
    return index < 0 or code > _PUNCT_ENDS[index]


def _more_than_one_byte(text: str, index: int, end: int) -> bool:
    """Whether ``text[index:end]`` is at least two bytes long in UTF-8."""
    return index < end - 1 or (index == end - 1 and ord(text[index]) >= 0x80)


def check_domain(text: str, start: int, end: int, *, allow_short: bool) -> int:
    """Length of the valid domain at ``text[start:end]``, or 0 when there is none.

    GFM spec "valid domain", as cmark-gfm's ``check_domain`` applies it: segments of
    host characters, ``-`` and ``_`` separated by ``.``; no ``_`` in the last two
    segments unless there are more than ten dots (cmark-gfm's guard against
    quadratic time); www hosts need a dot, URL hosts do not (``allow_short``). The
    first character is taken as checked; a backslash skips the character after it.
    cmark-gfm walks bytes: its scan stops one byte before the end of the text, just
    after the first non-ASCII host character, and at once when the first character
    is not ASCII; all three are reproduced here.

    ``www.exa_mple.com`` -> 0; ``www.commonmark.org/help`` -> 18 (``www.commonmark.org``).
    """
    if ord(text[start]) >= 0x80:
        return 1 if allow_short else 0
    plain = _PLAIN_DOMAIN.match(text, start + 1, max(start + 1, end - 1))
    plain_end = plain.end() if plain else start + 1
    if plain_end < end - 1 and text[plain_end] in _PLAIN_DOMAIN_BREAK:
        if allow_short or "." in text[start + 1 : plain_end]:
            return plain_end - start
        return 0
    index = start + 1
    dots = underscores_before_last_dot = underscores_since_last_dot = 0
    while _more_than_one_byte(text, index, end):
        if text[index] == "\\" and (
            index < end - 2 or (index == end - 2 and ord(text[index + 1]) >= 0x80)
        ):
            index += 1
        char = text[index]
        if char == "_":
            underscores_since_last_dot += 1
        elif char == ".":
            underscores_before_last_dot = underscores_since_last_dot
            underscores_since_last_dot = 0
            dots += 1
        elif ord(char) >= 0x80:
            if is_cmark_host_char(char):
                index += 1
            break
        elif char != "-" and not is_cmark_host_char(char):
            break
        index += 1
    if (underscores_before_last_dot or underscores_since_last_dot) and dots <= 10:
        return 0
    if allow_short or dots:
        return index - start
    return 0


def trim_link_end(text: str, start: int, end: int) -> int:
    """Where a candidate ``text[start:end]`` really ends (``start`` when nothing is left).

    GFM "extended autolink path validation" as cmark-gfm's ``autolink_delim`` does
    it: ``<`` cuts the link; then, repeatedly from the end, ``? ! . , : * _ ~ ' "``
    are dropped, ``;`` is dropped and ``&`` + letters + ``;`` is dropped whole, and
    ``)`` is dropped while closing parentheses outnumber opening ones in the link.

    ``www.google.com/search?q=Markup+(business)))`` keeps one ``)``.
    """
    cut = text.find("<", start, end)
    if cut >= 0:
        end = cut
    opening = text.count("(", start, end)
    closing = text.count(")", start, end)
    while end > start:
        char = text[end - 1]
        if char in _TRAILING_PUNCT:
            end -= 1
        elif char == ")":
            if closing <= opening:
                return end
            closing -= 1
            end -= 1
        elif char == ";":
            back = end - 2
            while back > start and text[back] in ASCII_ALPHA:
                back -= 1
            end = back if back < end - 2 and text[back] == "&" else end - 1
        else:
            return end
    return end


_PLAIN_LINK = re.compile(r"([A-Za-z0-9][A-Za-z0-9.-]*+)(?:[/?#:][^\t\n\r <]*+)?+")
_TRIMMED_LAST = _TRAILING_PUNCT | frozenset(");")
_ENDS_AT_DOMAIN = frozenset(" \t\n\r<")


def plain_link_end(text: str, host: int, end: int) -> int | None:
    """Where a www or URL link whose host starts at ``host`` ends, when nothing is left to
    decide: an ASCII host of letters, digits, dots and hyphens that ends before the last
    character of the text, then white space, ``<``, or a path, query, fragment or port that
    runs to white space, ``<`` or the end and does not end in a character
    :func:`trim_link_end` drops. :func:`check_domain`, :func:`link_extent` and
    :func:`trim_link_end` give the same end for such a link; ``None`` otherwise.
    """
    plain = _PLAIN_LINK.match(text, host, end)
    if plain is None:
        return None
    domain_end, link_end = plain.end(1), plain.end()
    if domain_end >= end - 1 or text[link_end - 1] in _TRIMMED_LAST:
        return None
    if link_end == domain_end and text[domain_end] not in _ENDS_AT_DOMAIN:
        return None
    return link_end


def link_extent(text: str, index: int, end: int) -> int:
    """End of the run of characters that are neither ASCII whitespace nor ``<``."""
    match = _URL_EXTENT.match(text, index, end)
    return match.end() if match else index
