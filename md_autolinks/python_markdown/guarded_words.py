"""Finding, in inline source, the words that hold a link the guard may have to act on.

A word holding a needle is *hot* when something a later inline pattern consumes
(:mod:`.later_patterns`) stands in it where it may be inside a link, and the scanner may
find a link in it, unless every such candidate lies in source that a pattern ranked before
the guard takes whole (a code span, an inline link). Where it may be inside a link: after
the word's first needle, or anywhere before it when an ``@`` stands before the needle (an
email's local part, a URL's user info). Before a link's needle stand only a scheme's
letters and ``://`` and host labels, which hold nothing consumed; what stands before the
link itself the tree pass reads as the reference would, as the edge of an element where
emphasis took it (``*x*a.com``). The document gate reads a whole document's source this
way, and the guard each paragraph's inline data; both only need the first hot word, and
most needles of a page are in ``[text](https://...)``, so the common case costs a few
substring searches per needle.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from ..engine.needles import Alternative, Needle
from ..engine.scanners.base import Scanner
from .later_patterns import Consumed

_Search = Callable[..., "re.Match[str] | None"]
"""A compiled pattern's ``search``: ``search(data)`` or ``search(data, pos)``."""
WORD_END = re.compile(r"[ \t\n\r\f\v\x02<]")
"""Where a word ends: ASCII white space, a placeholder or ``<`` (raw HTML, a stashed span)."""
LINK_TEXT_REACH = 400
"""How far back a link's ``[``, or the start of a backtick's line, is looked for (a bound,
so that each needle costs the same however long the paragraph or line)."""


def word_start(data: str, at: int, floor: int = 0) -> int:
    """Where the word holding ``data[at]`` starts: after the last space or line break before
    it, and not before ``floor``."""
    return max(floor, data.rfind(" ", floor, at) + 1, data.rfind("\n", floor, at) + 1)


def hot_needle(
    scanner: Scanner, consumed: Consumed, data: str, start: int, stop: int | None = None
) -> int | None:
    """Where the first needle of ``scanner`` from ``start`` on (and before ``stop``) whose
    word is hot begins, if any. The word runs back to a space or line break and on to
    :data:`WORD_END`; it is hot when ``consumed`` finds something in it where a link may
    hold it (:func:`consumed_in_reach`), the scanner may find a link in it, and not only
    inside a code span or inline link (:func:`set_aside`).
    """
    floor = start
    for at, end in needle_words(scanner.needles, data, start, stop):
        begin = word_start(data, at, floor)
        if consumed_in_reach(consumed, data, begin, at, end) and _may_link(
            scanner, data, begin, end
        ):
            return at
        floor = end
    return None


def _may_link(scanner: Scanner, data: str, begin: int, end: int) -> bool:
    """Whether the scanner may find a link in the word ``data[begin:end]``, and not only in
    source set aside before the guard runs (:func:`set_aside`)."""
    return scanner.has_candidate(data, begin, end) and not set_aside(scanner, data, begin, end)


def consumed_in_reach(consumed: Consumed, data: str, begin: int, at: int, end: int) -> bool:
    """Whether ``consumed`` finds something in the word ``data[begin:end]`` that it may
    really take (:meth:`~.later_patterns.Consumed.acts`) after the word's first needle (at
    ``at``), or before it when an ``@`` stands between the word's start and the needle
    (module docstring)."""
    if consumed.acts(data, at, end):
        return True
    return data.rfind("@", begin, at) >= 0 and consumed.acts(data, begin, at)


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
        return _hot_word_at_consumed(scanner, consumed, data)
    searches = _followed_searches(
        scanner.needles.alternatives(data), consumed.pattern.pattern, consumed.firsts
    )
    for literal, search in searches:
        if literal is not None and literal not in data:
            continue
        floor = 0
        found = search(data)
        while found is not None:
            at = found.start()
            word_end = WORD_END.search(data, at + 1)
            end = word_end.start() if word_end else len(data)
            if consumed.acts(data, at, end) and _may_link(
                scanner, data, word_start(data, at, floor), end
            ):
                return True
            floor = end
            found = search(data, found.end())
    return False


def _hot_word_at_consumed(scanner: Scanner, consumed: Consumed, data: str) -> bool:
    """:func:`hot_needle`, read only where a needle is followed in its word by something
    ``consumed``, or an ``@`` by a needle in its stretch (both found by the engine's prefix
    search): every hot word holds one of the two, and most needles and marks are never
    seen in Python."""
    alternatives = scanner.needles.alternatives(data)
    searches = _followed_searches(alternatives, consumed.pattern.pattern, consumed.firsts)
    for literal, search in searches:
        if literal is not None and literal not in data:
            continue
        for begin, stop in _stretches(search, data):
            if hot_needle(scanner, consumed, data, begin, stop) is not None:
                return True
    if "@" not in data:
        return False
    for alternative in alternatives:
        for begin, stop in _stretches(_needle_after_at(alternative.pattern.pattern).search, data):
            if (
                consumed.search(data, begin, stop)
                and hot_needle(scanner, consumed, data, begin, stop) is not None
            ):
                return True
    return False


def _stretches(search: _Search, data: str) -> Iterator[tuple[int, int]]:
    """Where each stretch of ``data`` between spaces and line breaks that holds a match of
    ``search`` (a pattern's ``search``) starts and ends, each stretch given once."""
    stop = 0
    found = search(data)
    while found is not None:
        at = found.start()
        if at >= stop:
            begin = word_start(data, at, stop)
            stretch_end = _STRETCH_END.search(data, found.end())
            stop = stretch_end.start() if stretch_end else len(data)
            yield begin, stop
        found = search(data, found.end())


@lru_cache(maxsize=32)
def _needle_after_at(needle: str) -> re.Pattern[str]:
    """An ``@``, then the rest of its stretch up to a match of ``needle``, passing no other
    ``@`` (an email's or user info's host: most ``@`` of a page, mentions and decorators,
    have none)."""
    run = _run_to(needle, _STRETCH_END.pattern[1:-1] + "@")
    return re.compile(f"@{run}(?:{needle})")


_STRETCH_END = re.compile("[ \n]")


def hot_word_pattern(scanner: Scanner, consumed: Consumed) -> re.Pattern[str]:
    """A pattern that matches in every text where :func:`has_hot_word` is true: the
    searches that function starts from (each needle followed in its word by something
    ``consumed``, for every alternative of the needle, and, unless every kind of ``scanner``
    starts at its needle, an ``@``). It matches in fewer texts than the needle does, so a
    host that searches each run of text with it sees the needles of words with nothing
    consumed at C speed.
    """
    if not consumed.firsts:
        return re.compile("(?!)")
    searches = [
        (alternative.pattern.pattern, _after_needle(alternative.pattern.pattern, *_key(consumed)))
        for alternative in scanner.needles.general_alternatives()
    ]
    if not scanner.kinds <= scanner.LEAD_LETTERS_ONLY:
        searches.append(("@", ""))
    return _by_first_character(searches)


def _by_first_character(searches: list[tuple[str, str]]) -> re.Pattern[str]:
    """The alternation of the ``searches``, each a needle and the pattern that follows it.
    When every needle starts with a character or a class, it is written as a class of those
    characters and a lookbehind per search, so that the engine skips to those characters
    by its character-set prefix search (an alternation of groups is tried at every
    character: several times slower over a page of prose)."""
    splits = [_first_and_rest(needle) for needle, _ in searches]
    if any(split is None for split in splits):
        return re.compile("|".join(f"(?:(?:{needle}){after})" for needle, after in searches))
    firsts = [split for split in splits if split is not None]
    branches = "|".join(
        f"(?<=[{first}]){rest}{after}"
        for (first, rest), (_, after) in zip(firsts, searches, strict=True)
    )
    return re.compile(f"[{''.join(first for first, _ in firsts)}](?:{branches})")


def _key(consumed: Consumed) -> tuple[str, str]:
    return consumed.pattern.pattern, consumed.firsts


@lru_cache(maxsize=32)
def _followed_searches(
    alternatives: tuple[Alternative, ...], consumed: str, firsts: str
) -> tuple[tuple[str | None, _Search], ...]:
    """For each of a needle's ``alternatives`` (kept by their identity: the engine keeps each
    needle's alternatives for good), its literal text, if it is one, and the ``search`` of
    :func:`_followed_by`: a page without the literal needs no search (a regular expression
    search costs far more than a substring test, however short the page)."""
    return tuple(
        (alternative.literal, _followed_by(alternative.pattern.pattern, consumed, firsts).search)
        for alternative in alternatives
    )


@lru_cache(maxsize=32)
def _followed_by(needle: str, consumed: str, firsts: str) -> re.Pattern[str]:
    """A needle, then the rest of its word up to a match of ``consumed``, passing no other
    match of the needle (the search goes on from there, so a word holding many needles is
    read once: ``www.www.www...``)."""
    return re.compile(f"(?:{needle}){_after_needle(needle, consumed, firsts)}")


def _after_needle(needle: str, consumed: str, firsts: str) -> str:
    """What :func:`_followed_by` matches after the needle."""
    return _run_to(needle, WORD_END.pattern[1:-1], consumed, firsts) + f"(?:{consumed})"


def _run_to(needle: str, stops: str, consumed: str = "", firsts: str = "") -> str:
    """A pattern for the characters up to the next match of ``needle``, of ``consumed``
    (whose matches start with a character of ``firsts``; none when it is ``""``) or a
    character of ``stops`` (a character class's inside), which never backtracks: the
    lookaheads are tried only at characters of ``firsts`` and, where the needle starts with
    one character or a class, at that character."""
    split = _first_and_rest(needle)
    not_consumed = f"(?!{consumed})" if consumed else ""
    if split is None:
        passed = f"|{not_consumed}[{firsts}]" if firsts else ""
        return f"(?:(?!{needle})(?:[^{stops}{firsts}]{passed}))*+"
    first, _ = split
    return f"(?:[^{stops}{firsts}{first}]++|{not_consumed}(?!{needle})[{firsts}{first}])*+"


def _first_and_rest(needle: str) -> tuple[str, str] | None:
    """A needle pattern as what its first character may be (for a character class) and
    the pattern of the rest, when it starts with a plain or escaped character or a class
    (``://``, ``www\\.``, ``[.。]x``); else ``None``."""
    if needle[:1] == "[" and needle[1:2] not in ("^", "]"):
        close = needle.find("]", 1)
        if close > 0 and "\\" not in needle[1:close] and "[" not in needle[1:close]:
            return needle[1:close], needle[close + 1 :]
        return None
    if needle[:1] == "\\" and len(needle) > 1 and not needle[1].isalnum():
        return needle[:2], needle[2:]
    if needle[:1] and needle[0] not in "\\.^$*+?{}()|":
        return re.escape(needle[0]), needle[1:]
    return None


def needle_words(
    needle: Needle, data: str, start: int, stop: int | None = None
) -> Iterator[tuple[int, int]]:
    """Where each match of ``needle`` from ``start`` (and before ``stop``) begins, and where
    the rest of its word ends (:data:`WORD_END`); a word holding several matches is given
    once."""
    cursor = needle.cursor(data)
    position = start
    limit = len(data) if stop is None else stop
    while 0 <= (at := cursor.next_from(position)) < limit:
        word_end = WORD_END.search(data, at + 1)
        position = word_end.start() if word_end else len(data)
        yield at, position


def set_aside(scanner: Scanner, data: str, begin: int, end: int) -> bool:
    """Whether the word ``data[begin:end]`` holds a piece of source that a pattern ranked
    before the guard takes whole, and no candidate of ``scanner`` outside it: a code span
    (```http://a.com/_x_```) or an inline link or image (``[a](http://a.com/_x_)``, whose
    text the guard never reads either). Anything less certain reads as not: a backtick
    counts as opening a code span only when the backticks before it on its line pair up
    (Python-Markdown's code spans never cross a line), and a link only when its ``[`` is
    at most :data:`LINK_TEXT_REACH` characters back in the same paragraph, outside code,
    not escaped, with no ``]`` after it and no backtick up to its ``)``."""
    piece = _code_span(data, begin, end) or _inline_link(data, begin, end)
    if piece is None:
        return False
    start, stop = piece
    return not (scanner.has_candidate(data, begin, start) or scanner.has_candidate(data, stop, end))


_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _outside_code(data: str, at: int) -> bool:
    """Whether the backticks on ``at``'s line before it pair up as single-backtick code
    spans (an even number, none doubled or after a backslash); a line that starts more
    than :data:`LINK_TEXT_REACH` characters back reads as not (a bound on the work)."""
    line_start = data.rfind("\n", max(0, at - LINK_TEXT_REACH), at) + 1
    if line_start == 0 and at > LINK_TEXT_REACH:
        return False
    line = data[line_start:at]
    return line.count("`") % 2 == 0 and "``" not in line and "\\`" not in line


def _code_span(data: str, begin: int, end: int) -> tuple[int, int] | None:
    opener = data.find("`", begin, end)
    if opener < 0 or data[opener - 1 : opener] == "\\" or data[opener + 1 : opener + 2] == "`":
        return None
    close = data.find("`", opener + 1, end)
    if close < 0 or data[close + 1 : close + 2] == "`" or not _outside_code(data, opener):
        return None
    return opener, close + 1


def _inline_link(data: str, begin: int, end: int) -> tuple[int, int] | None:
    opener = data.find("](", begin, end)
    if opener < 0:
        return None
    close = data.find(")", opener + 2, end)
    if close < 0:
        return None
    bracket = data.rfind("[", max(0, opener - LINK_TEXT_REACH), opener)
    if bracket < 0 or data[bracket - 1 : bracket] == "\\" or data.find("]", bracket, opener) >= 0:
        return None
    if data.find("`", bracket, close) >= 0 or _BLANK_LINE.search(data, bracket, close):
        return None
    if not _outside_code(data, bracket):
        return None
    return max(begin, bracket), close + 1
