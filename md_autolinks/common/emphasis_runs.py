"""Which emphasis runs a paragraph's source leaves open, for a front end whose parser
resolves emphasis only after its inline rules have run (mistune).

A link claimed from the source must not take a run of ``*``, ``_`` or ``~`` that closes
a run opened before the link: in ``*see pypi.org/x*`` uts58 would link ``pypi.org/x*``,
and the emphasis would be lost. CommonMark 6.2 ("Emphasis and strong emphasis") says
which runs can open and close; the runs are counted in source order, each closer taking
one open run of its mark.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left

from .text_runs import EMPHASIS_MARKS

_RUN = re.compile(r"\*+|_+|~+")


def _is_punctuation(char: str) -> bool:
    """CommonMark's Unicode punctuation: ASCII punctuation, or a P or S general category."""
    return unicodedata.category(char)[0] in "PS"


def _opens_and_closes(src: str, start: int, end: int) -> tuple[bool, bool]:
    """Whether the run ``src[start:end]`` can open and can close emphasis (CommonMark 6.2:
    left- and right-flanking runs, the start and end of the source counting as white space;
    ``_`` inside a word does neither)."""
    before = src[start - 1] if start else " "
    after = src[end] if end < len(src) else " "
    before_punctuation, after_punctuation = _is_punctuation(before), _is_punctuation(after)
    left = not after.isspace() and (not after_punctuation or before.isspace() or before_punctuation)
    right = not before.isspace() and (
        not before_punctuation or after.isspace() or after_punctuation
    )
    if src[start] != "_":
        return left, right
    return left and (not right or before_punctuation), right and (not left or after_punctuation)


class EmphasisRuns:
    """The runs of ``*``, ``_`` and ``~`` of one paragraph's source, read once, and for each
    how many runs of its mark stand open before it."""

    __slots__ = ("_open_before", "_src", "_starts")

    def __init__(self, src: str) -> None:
        self._src = src
        self._starts: dict[str, list[int]] = {mark: [] for mark in EMPHASIS_MARKS}
        self._open_before: dict[str, list[int]] = {mark: [] for mark in EMPHASIS_MARKS}
        open_runs = dict.fromkeys(EMPHASIS_MARKS, 0)
        for found in _RUN.finditer(src):
            mark = found.group()[0]
            self._starts[mark].append(found.start())
            self._open_before[mark].append(open_runs[mark])
            opens, closes = _opens_and_closes(src, found.start(), found.end())
            if closes and open_runs[mark]:
                open_runs[mark] -= 1
            elif opens:
                open_runs[mark] += 1

    def closes_open_run(self, start: int, run_start: int, end: int) -> bool:
        """Whether the run ``src[run_start:end]`` that ends a link starting at ``start`` can
        close a run of its mark left open before ``start``."""
        src = self._src
        mark = src[run_start]
        if mark not in EMPHASIS_MARKS or not _opens_and_closes(src, run_start, end)[1]:
            return False
        starts = self._starts[mark]
        index = bisect_left(starts, start)
        return index < len(starts) and self._open_before[mark][index] > 0
