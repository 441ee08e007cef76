"""What the inline patterns ranked after the guard own in a paragraph's source.

A pattern that matches a whole construct (pymdownx.keys' ``++ctrl+alt++``, an ``:emoji:``
name, magiclink's emails, any pattern this front end does not know), unlike a delimiter
processor, whose marks the mode's reference pairs only after its links, owns what it
matches: a link never takes a character of such a match that reaches its first or last
character (``++ctrl+alt++help@python.org`` with pymdownx.keys keeps its keys, and the tree
pass links what follows them; ``docs/python-markdown.md#what-is-claimed-before-emphasis``).
A match wholly between a link's first and last characters is the link's, as a delimiter
inside it is (``http://a.com/++x++y``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from markdown import Markdown, inlinepatterns

from .later_patterns import is_own_pattern


def construct_patterns(md: Markdown, guard: object) -> tuple[re.Pattern[str], ...]:
    """The regular expressions of the inline patterns ranked after ``guard`` in ``md`` that
    match whole constructs: every one but the delimiter processors and Python-Markdown's
    own entity pattern (an entity in a link is read as its character); none when ``guard``
    is not registered."""
    patterns = list(md.inlinePatterns)
    positions = [index for index, pattern in enumerate(patterns) if pattern is guard]
    if not positions:
        return ()
    found: list[re.Pattern[str]] = []
    for pattern in patterns[positions[0] + 1 :]:
        if isinstance(getattr(pattern, "delimiters", None), dict) or is_own_pattern(pattern):
            continue
        compiled = _search_pattern(pattern)
        if compiled is not None:
            found.append(compiled)
    return tuple(found)


def _search_pattern(pattern: object) -> re.Pattern[str] | None:
    """The expression Python-Markdown searches the text with for ``pattern`` (a legacy
    ``Pattern`` wraps its own in ``^(.*?)...(.*)$``; its bare expression is searched)."""
    if isinstance(pattern, inlinepatterns.InlineProcessor):
        compiled = pattern.compiled_re
        return compiled if isinstance(compiled, re.Pattern) else None
    source = getattr(pattern, "pattern", None)
    if not isinstance(source, str):
        return None
    try:
        return re.compile(source, re.DOTALL)
    except re.error:
        return None


class ParagraphConstructs:
    """Where the construct patterns match in one paragraph's inline source, each searched
    once, left to right, as Python-Markdown searches it, the first time a link asks."""

    __slots__ = ("_data", "_ends", "_patterns", "_reach", "_starts")

    def __init__(self, patterns: Sequence[re.Pattern[str]], data: str) -> None:
        self._patterns = patterns
        self._data = data
        self._starts: list[int] | None = None
        self._ends: list[int] = []
        self._reach: list[int] = []
        """The furthest end of the matches up to each one (in order of their starts)."""

    def _read(self) -> list[int]:
        if self._starts is None:
            spans = sorted(
                (found.start(), found.end())
                for pattern in self._patterns
                for found in pattern.finditer(self._data)
                if found.end() > found.start()
            )
            self._starts = [start for start, _ in spans]
            self._ends = [end for _, end in spans]
            furthest = 0
            for end in self._ends:
                furthest = max(furthest, end)
                self._reach.append(furthest)
        return self._starts

    def owned_from(self, start: int, end: int) -> int:
        """Where the part of the link ``data[start:end]`` that a construct owns begins: at
        the link's start when a construct's match holds its first character, at the
        earliest match that starts inside the link and holds its last character (or goes
        past it) otherwise, and ``end`` when none does. Links asked about do not overlap,
        so the matches read for them add up to the paragraph's."""
        if not self._patterns:
            return end
        starts = self._read()
        before = bisect_right(starts, start) - 1
        if before >= 0 and self._reach[before] > start:
            return start
        for index in range(before + 1, bisect_left(starts, end)):
            if self._ends[index] >= end:
                return starts[index]
        return end
