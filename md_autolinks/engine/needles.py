"""Finding a scanner's needle fast.

A needle is an alternation of short patterns, one per kind of link (``://``, ``www\\.``,
``@`` and a domain...): text without a match holds no link. Python's regular expression
engine searches an alternation character by character, while a plain literal is found by
substring search and a pattern that starts with a literal by the engine's prefix search,
both several times faster. :class:`Needle` searches each alternative on its own and takes
the leftmost, which is where the alternation's leftmost match starts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_SYNTAX = frozenset("\\.^$*+?{}[]()|")


def _as_literal(pattern: str) -> str | None:
    """The text ``pattern`` matches when it is a plain literal (escapes allowed), else None."""
    chars: list[str] = []
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\" and index + 1 < len(pattern) and not pattern[index + 1].isalnum():
            chars.append(pattern[index + 1])
            index += 2
            continue
        if char in _SYNTAX:
            return None
        chars.append(char)
        index += 1
    return "".join(chars)


class Alternative:
    """One alternative of a needle: its literal text when it is one, and its pattern."""

    __slots__ = ("literal", "pattern")

    def __init__(self, pattern: str) -> None:
        self.literal = _as_literal(pattern)
        self.pattern = re.compile(pattern)

    def find(self, text: str, start: int, end: int) -> int:
        """Where its first match inside ``text[start:end]`` starts, or -1."""
        if self.literal is not None:
            return text.find(self.literal, start, end)
        found = self.pattern.search(text, start, end)
        return -1 if found is None else found.start()


class _Searches:
    """A needle's alternatives, and the same split into literals and patterns."""

    __slots__ = ("alternatives", "literals", "rest", "rest_marks")

    def __init__(self, patterns: Sequence[str]) -> None:
        self.alternatives = tuple(Alternative(part) for part in dict.fromkeys(patterns))
        self.literals = tuple(
            (_mark_of(part.literal), part.literal) for part in self.alternatives if part.literal
        )
        """Each literal with its first character of :data:`RARE_MARKS` (or ``""``, which
        every text holds)."""
        others = [part.pattern.pattern for part in self.alternatives if not part.literal]
        self.rest = re.compile("|".join(others)) if others else None
        """The alternatives that are not literals, as one pattern (usually just one)."""
        firsts = [_first_char(pattern) for pattern in others]
        self.rest_marks = "" if "" in firsts else "".join(dict.fromkeys(firsts))
        """The characters those alternatives start with, when each starts with a literal."""


def _whole_text_test(general: _Searches, ascii_text: _Searches) -> Callable[[str], bool]:
    """Whether a whole text holds a match, searched with ``ascii_text``'s searches where the
    text is all ASCII (an O(1) test) and with ``general``'s elsewhere: the literals first,
    each after a one-character search for its mark, then the pattern, only where one of its
    marks stands. One function, as front ends call it on every paragraph or text node."""
    general_form, ascii_form = (
        (
            searches.literals,
            None if searches.rest is None else searches.rest.search,
            searches.rest_marks,
        )
        for searches in (general, ascii_text)
    )

    split = ascii_text is not general

    def occurs_in(text: str) -> bool:
        literals, search, marks = ascii_form if split and text.isascii() else general_form
        for mark, literal in literals:
            if mark in text and literal in text:
                return True
        if search is None:
            return False
        for mark in marks:
            if mark in text:
                return search(text) is not None
        return not marks and search(text) is not None

    return occurs_in


def _mark_of(literal: str) -> str:
    return next((char for char in literal if char in RARE_MARKS), "")


RARE_MARKS = frozenset(":/@")
"""Characters rare enough in prose that looking for one of them first, by a one-character
search, spares most texts the search for a longer literal holding it (``://``)."""


def _first_char(pattern: str) -> str:
    """The character every match of ``pattern`` starts with, when it is written as a
    literal that no quantifier makes optional (``@`` for ``@[a-z]+``), else ``""``."""
    if "|" in pattern:
        return ""
    if pattern[:1] == "\\" and len(pattern) > 1 and not pattern[1].isalnum():
        char, rest = pattern[1], pattern[2:]
    elif pattern[:1] and pattern[0] not in _SYNTAX:
        char, rest = pattern[0], pattern[1:]
    else:
        return ""
    return "" if rest[:1] and rest[0] in "*?{" else char


class Needle:
    """The start of the leftmost match of ``"|".join(alternatives)`` in a window of text.

    ``ascii_alternatives``, when given, are used instead for text that is all ASCII (an
    O(1) test in CPython); each must match exactly where the matching alternative does on
    such text (``\\.[A-Za-z]`` for ``[.。．｡]<ignorable>*[^\\W\\d_]``).
    ``narrowed``, when given, is ``(characters, alternatives)``: alternatives that match
    exactly where the needle does in text that holds none of ``characters``, used for such
    text that is not all ASCII in the searches of whole texts (:meth:`alternatives`,
    :meth:`find`, :meth:`cursor`), where a literal first character lets the engine's prefix
    search skip ahead (``\\.<ignorable>*[^\\W\\d_]`` without ``。．｡``).
    """

    __slots__ = ("_ascii", "_last", "_narrowed", "_searches", "_whole_test", "pattern")

    def __init__(
        self,
        alternatives: Sequence[str],
        ascii_alternatives: Sequence[str] | None = None,
        narrowed: tuple[str, Sequence[str]] | None = None,
    ) -> None:
        self.pattern: re.Pattern[str] = re.compile("|".join(alternatives) or "(?!)")
        """The needle as one pattern (for hosts that take a regular expression)."""
        self._searches = _Searches(alternatives)
        self._ascii = (
            _Searches(ascii_alternatives)
            if ascii_alternatives is not None and list(ascii_alternatives) != list(alternatives)
            else None
        )
        self._narrowed = None if narrowed is None else (narrowed[0], _Searches(narrowed[1]))
        self._whole_test = _whole_text_test(self._searches, self._ascii or self._searches)
        self._last: tuple[str, _Searches] = ("", self._searches)
        """The last text that was not all ASCII and the searches chosen for it: the gate asks
        again for each stretch of the same document."""

    def _for(self, text: str) -> _Searches:
        if self._ascii is not None and text.isascii():
            return self._ascii
        if self._narrowed is None:
            return self._searches
        last_text, last_searches = self._last
        if text is last_text:
            return last_searches
        absent, narrowed = self._narrowed
        searches = self._searches if any(char in text for char in absent) else narrowed
        self._last = (text, searches)
        return searches

    def occurs(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether a match lies inside ``text[start:end]`` (the literals are tried first)."""
        if not start and end is None:
            return self._whole_test(text)
        searches = self._searches
        if self._ascii is not None and text.isascii():
            searches = self._ascii
        stop = len(text) if end is None else end
        for _, literal in searches.literals:
            if text.find(literal, start, stop) >= 0:
                return True
        rest = searches.rest
        return rest is not None and rest.search(text, start, stop) is not None

    def whole_text_test(self) -> Callable[[str], bool]:
        """:meth:`occurs` for whole texts, as one closure (front ends call it on every text
        node): the ASCII alternatives' searches for text that is all ASCII, where they are
        given, else the needle's own."""
        return self._whole_test

    def find(self, text: str, start: int = 0, end: int | None = None) -> int:
        """Where the first match inside ``text[start:end]`` starts, or -1."""
        stop = len(text) if end is None else end
        best = -1
        for alternative in self._for(text).alternatives:
            at = alternative.find(text, start, stop)
            if at >= 0 and (best < 0 or at < best):
                best = at
        return best

    def alternatives(self, text: str) -> tuple[Alternative, ...]:
        """The alternatives to search ``text`` with."""
        return self._for(text).alternatives

    def general_alternatives(self) -> tuple[Alternative, ...]:
        """The alternatives as given, which serve any text (:meth:`alternatives` may choose
        faster ones for a given text)."""
        return self._searches.alternatives

    def cursor(self, text: str) -> NeedleCursor:
        """A reader of the matches in ``text`` from left to right (see :class:`NeedleCursor`)."""
        return NeedleCursor(text, self.alternatives(text))


class NeedleCursor:
    """The matches of a :class:`Needle` in one text, asked for at positions that never go
    back. Each alternative's next match is kept until the reader passes it, so the text
    is searched once for each alternative, however many times the reader asks."""

    __slots__ = ("_alternatives", "_next", "text")

    def __init__(self, text: str, alternatives: tuple[Alternative, ...]) -> None:
        self.text = text
        self._alternatives = alternatives
        self._next = [-2] * len(alternatives)

    def next_from(self, position: int) -> int:
        """Where the first match at or after ``position`` starts, or -1."""
        text, following = self.text, self._next
        best = -1
        for index, alternative in enumerate(self._alternatives):
            at = following[index]
            if at == -1:
                continue
            if at < position:
                at = following[index] = alternative.find(text, position, len(text))
                if at < 0:
                    continue
            if best < 0 or at < best:
                best = at
        return best
