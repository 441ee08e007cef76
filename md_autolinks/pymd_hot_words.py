"""Finding, in inline source, the words that hold a link the guard may have to act on.

A word holding a needle is *hot* when something a later inline pattern consumes
(:mod:`.pymd_consumed`) stands in it, unless its needles all lie in source that a pattern
ranked before the guard takes whole (a code span, an inline link's destination). The
document gate reads a whole document's source this way, and the guard each paragraph's
inline data; both only need the first hot word, and most needles of a page are in
``[text](https://...)``, so the common case costs a few substring searches per needle.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from .needles import Needle
from .pymd_consumed import Consumed
from .scanners.base import Scanner

WORD_END = re.compile(r"[ \t\n\r\f\v\x02<]")
"""Where a word ends: ASCII white space, a placeholder or ``<`` (raw HTML, a stashed span)."""
LINK_TEXT_REACH = 400
"""How far back a link destination's ``[`` is looked for (a bound, so that each needle
costs the same however long the paragraph)."""


def hot_needle(scanner: Scanner, consumed: Consumed, data: str, start: int) -> int | None:
    """Where the first needle of ``scanner`` from ``start`` on whose word is hot begins,
    if any. The word runs back to a space or line break and on to :data:`WORD_END`; it
    is hot when ``consumed`` finds something in it, the scanner may find a link in it,
    and its needles do not all lie in a code span or link destination (:func:`set_aside`).
    """
    floor = start
    for at, end in needle_words(scanner.needles, data, start):
        begin = max(floor, data.rfind(" ", floor, at) + 1, data.rfind("\n", floor, at) + 1)
        if (
            consumed.search(data, begin, end)
            and scanner.has_candidate(data, begin, end)
            and not set_aside(scanner.needles, data, begin, at, end)
        ):
            return at
        floor = end
    return None


def has_hot_word(scanner: Scanner, consumed: Consumed, data: str) -> bool:
    """Whether :func:`hot_needle` would find a hot word in ``data``.

    When every kind of ``scanner`` starts at its needle or after a scheme's letters
    (:attr:`~.scanners.base.Scanner.LEAD_LETTERS_ONLY`), only what follows a needle in its
    word can be inside a link or decide it; one pattern per alternative of the needle then
    finds, by the engine's prefix search, only the needles followed in their word by a
    character something consumed starts with, and most words are never seen in Python.
    """
    if not consumed.firsts:
        return False
    if not scanner.kinds <= scanner.LEAD_LETTERS_ONLY:
        return hot_needle(scanner, consumed, data, 0) is not None
    for alternative in scanner.needles.alternatives(data):
        floor = 0
        for found in _followed_by(alternative.pattern.pattern, consumed.firsts).finditer(data):
            at = found.start()
            word_end = WORD_END.search(data, at + 1)
            end = word_end.start() if word_end else len(data)
            if consumed.pattern.search(data, at, end):
                begin = max(floor, data.rfind(" ", floor, at) + 1, data.rfind("\n", floor, at) + 1)
                if not set_aside(scanner.needles, data, begin, at, end):
                    return True
            floor = end
    return False


@lru_cache(maxsize=32)
def _followed_by(needle: str, firsts: str) -> re.Pattern[str]:
    """A needle, then the rest of its word up to one of the characters ``firsts``."""
    return re.compile(f"(?:{needle})[^{WORD_END.pattern[1:-1]}{firsts}]*+[{firsts}]")


def needle_words(needle: Needle, data: str, start: int) -> Iterator[tuple[int, int]]:
    """Where each match of ``needle`` from ``start`` begins, and where the rest of its word
    ends (:data:`WORD_END`); a word holding several matches is given once."""
    cursor = needle.cursor(data)
    position = start
    while (at := cursor.next_from(position)) >= 0:
        word_end = WORD_END.search(data, at + 1)
        position = word_end.start() if word_end else len(data)
        yield at, position


def set_aside(needle: Needle, data: str, begin: int, at: int, end: int) -> bool:
    """Whether the needles of the word ``data[begin:end]`` from ``at`` on all lie inside one
    piece of source that a pattern ranked before the guard takes whole: a code span written
    inside the word (```http://a.com/_x_```), or an inline link destination with its ``)``
    in the word and its ``[`` (not escaped, no ``]`` after it) at most
    :data:`LINK_TEXT_REACH` characters back in the same paragraph. Anything less certain
    reads as not."""
    close = _code_span_end(data, begin, at, end)
    if close < 0:
        close = _destination_end(data, begin, at, end)
    return close >= 0 and needle.find(data, close, end) < 0


def _code_span_end(data: str, begin: int, at: int, end: int) -> int:
    opener = data.rfind("`", begin, at)
    if opener < 0 or data.count("`", begin, opener) % 2 or data[opener - 1 : opener] == "\\":
        return -1
    close = data.find("`", at, end)
    if close < 0 or data[opener + 1] == "`" or data[close + 1 : close + 2] == "`":
        return -1
    return close


def _destination_end(data: str, begin: int, at: int, end: int) -> int:
    opener = data.rfind("](", begin, at)
    if opener < 0 or data.find(")", opener + 2, at) >= 0:
        return -1
    close = data.find(")", at, end)
    if close < 0:
        return -1
    bracket = data.rfind("[", max(0, opener - LINK_TEXT_REACH), opener)
    if bracket < 0 or data[bracket - 1 : bracket] == "\\":
        return -1
    if data.find("]", bracket, opener) >= 0 or data.find("\n\n", bracket, opener) >= 0:
        return -1
    return close
