"""cmark's bracket stack, as far as autolinks need it: how many ``[`` are open."""

from __future__ import annotations

import re

_BRACKET = re.compile(r"[\[\]]")
_CLOSED_PAIR = re.compile(r"\[[^\[\]]*\]")
"""A ``[`` closed by the next bracket: it leaves the depth as it found it (one pass, not
repeated: nested pairs are counted one by one)."""


_WALKED_OPENINGS = 8
"""A stretch with at most this many ``[`` is walked from one to the next with substring
searches and counts (C scans of the text, no copy); one with more has its closed pairs
removed in one regex pass first, so a run of brackets is not walked one at a time."""


def bracket_depth(text: str, depth: int = 0, start: int = 0, end: int | None = None) -> int:
    """How many ``[`` are open after ``text[start:end]``, given ``depth`` open before it
    (cmark's bracket stack: ``[`` pushes, ``]`` pops when something is open)."""
    stop = len(text) if end is None else end
    openings = text.count("[", start, stop)
    if not openings:
        return max(0, depth - text.count("]", start, stop))
    if openings <= _WALKED_OPENINGS:
        index = start
        for _ in range(openings):
            opening = text.find("[", index, stop)
            depth = max(0, depth - text.count("]", index, opening)) + 1
            index = opening + 1
        return max(0, depth - text.count("]", index, stop))
    if text.find("]", start, stop) < 0:
        return depth + openings
    rest = _CLOSED_PAIR.sub("", text[start:stop])
    if "[" not in rest:
        return max(0, depth - rest.count("]"))
    for bracket in _BRACKET.findall(rest):
        depth = depth + 1 if bracket == "[" else max(0, depth - 1)
    return depth
