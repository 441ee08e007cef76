"""cmark's bracket stack, as far as autolinks need it: how many ``[`` are open."""

from __future__ import annotations

import re

_BRACKET = re.compile(r"[\[\]]")
_CLOSED_PAIR = re.compile(r"\[[^\[\]]*\]")
"""A ``[`` closed by the next bracket: it leaves the depth as it found it (one pass, not
repeated: nested pairs are counted one by one)."""


def bracket_depth(text: str, depth: int = 0, start: int = 0, end: int | None = None) -> int:
    """How many ``[`` are open after ``text[start:end]``, given ``depth`` open before it
    (cmark's bracket stack: ``[`` pushes, ``]`` pops when something is open)."""
    stop = len(text) if end is None else end
    if text.find("[", start, stop) < 0:
        return max(0, depth - text.count("]", start, stop))
    if text.find("]", start, stop) < 0:
        return depth + text.count("[", start, stop)
    rest = _CLOSED_PAIR.sub("", text[start:stop])
    if "[" not in rest:
        return max(0, depth - rest.count("]"))
    for bracket in _BRACKET.findall(rest):
        depth = depth + 1 if bracket == "[" else max(0, depth - 1)
    return depth
