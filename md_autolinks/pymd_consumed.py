"""What the inline patterns that run after the guard may consume inside a link.

The guard (:mod:`.pymd_inline`) shields a link only when a later inline pattern could take
a piece of it (``http://a.com/*x*``: emphasis), and the document gate registers the guard
only for documents holding such a link. Which characters count depends on the patterns the
``Markdown`` instance has after the guard: plain Python-Markdown has emphasis (``*`` and
``_``) and entities; pymdownx adds ``~``, ``^``, ``==``, ``++`` and ``:emoji:``. A pattern
this module does not know makes it assume the widest set, which costs a placeholder, never
a wrong page.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from markdown import Markdown, inlinepatterns


class Part(NamedTuple):
    """One thing a pattern consumes: its regular expression and the character it starts with."""

    pattern: str
    first: str


STAR = Part(r"\*", "*")
UNDERSCORE = Part("_", "_")
SMART_UNDERSCORE = Part(r"_(?<!\w_)|_(?!\w)", "_")
"""``_`` as a smart delimiter reads it: only at a word's edge (``a_b`` is never emphasis).
Like every part's, its pattern starts with its character, so that a search for several
parts finds their starts by the engine's prefix search."""
ENTITY = Part(r"&#?[A-Za-z0-9]+;", "&")
EMOJI = Part(r":[\w+-]+:", ":")
DELIMITER_PARTS = {
    "*": STAR,
    "_": UNDERSCORE,
    "~": Part("~", "~"),
    "^": Part(r"\^", "^"),
    "=": Part("==", "="),
    "+": Part(r"\+\+", "+"),
}
"""A delimiter processor's marks (Python-Markdown's and pymdownx's) as what they consume;
``=`` and ``+`` only consume doubled (``==mark==``, ``++ins++``)."""


class Consumed:
    """A set of :class:`Part`, searched as one pattern after a cheap first test: a class of
    the characters they start with."""

    __slots__ = ("first", "firsts", "pattern")

    def __init__(self, parts: Iterable[Part]) -> None:
        unique = list(dict.fromkeys(parts))
        self.pattern = re.compile("|".join(part.pattern for part in unique) or "(?!)")
        self.firsts = "".join(re.escape(first) for first in dict.fromkeys(p.first for p in unique))
        """The characters the parts start with, escaped for a character class."""
        self.first = re.compile(f"[{self.firsts}]" if self.firsts else "(?!)")

    def search(self, data: str, start: int, end: int) -> bool:
        """Whether something consumed lies in ``data[start:end]``."""
        return (
            self.first.search(data, start, end) is not None
            and self.pattern.search(data, start, end) is not None
        )


WIDEST = (*DELIMITER_PARTS.values(), ENTITY, EMOJI)
CONSUMED = Consumed(WIDEST)
"""What any later pattern may consume, every ``_`` included (``legacy_em``)."""
CONSUMED_SMART = Consumed(SMART_UNDERSCORE if part == UNDERSCORE else part for part in WIDEST)
""":data:`CONSUMED` where every ``_`` delimiter is smart (Python-Markdown's default)."""

_OWN_PATTERNS: dict[str, tuple[Part, ...]] = {
    inlinepatterns.ENTITY_RE: (ENTITY,),
    r"\*": (STAR,),
    "_": (UNDERSCORE,),
}
if hasattr(inlinepatterns, "NOT_STRONG_RE"):
    _OWN_PATTERNS[inlinepatterns.NOT_STRONG_RE] = ()
"""Python-Markdown's own patterns after the guard, by their regular expression: entities and,
in older releases, the separate ``*`` and ``_`` emphasis processors and ``not_strong``, which
only keeps a lone ``*`` or ``_`` (between spaces, outside any link) as text."""


def consumed_after(md: Markdown, guard: object) -> Consumed:
    """The things the inline patterns ranked after ``guard`` may consume.

    Each pattern is recognised by its delimiters (Python-Markdown's and pymdownx's delimiter
    processors) or its regular expression (:data:`_OWN_PATTERNS`); an unknown pattern after
    the guard, or a guard that is not registered, gives the widest set.
    """
    patterns = list(md.inlinePatterns)
    smart = _smart_underscores(patterns)
    parts = _parts_after(patterns, guard)
    return Consumed(SMART_UNDERSCORE if part == UNDERSCORE and smart else part for part in parts)


def _parts_after(patterns: Sequence[object], guard: object) -> tuple[Part, ...]:
    positions = [index for index, pattern in enumerate(patterns) if pattern is guard]
    if not positions:
        return WIDEST
    parts: list[Part] = []
    for pattern in patterns[positions[0] + 1 :]:
        known = _parts_of(pattern)
        if known is None:
            return WIDEST
        parts += known
    return tuple(parts)


def _parts_of(pattern: object) -> tuple[Part, ...] | None:
    delimiters = getattr(pattern, "delimiters", None)
    if isinstance(delimiters, dict):
        marks = [DELIMITER_PARTS.get(mark) for mark in delimiters]
        return None if None in marks else tuple(mark for mark in marks if mark is not None)
    compiled = getattr(pattern, "compiled_re", None)
    regex = compiled.pattern if isinstance(compiled, re.Pattern) else None
    if type(pattern).__module__ != inlinepatterns.__name__ or regex not in _OWN_PATTERNS:
        return None
    return _OWN_PATTERNS[regex]


def _smart_underscores(patterns: Iterable[object]) -> bool:
    """Whether every inline pattern that reads ``_`` as a delimiter reads it only at a word's
    edge (not with ``legacy_em`` or a pymdownx delimiter made without ``smart``)."""
    for processor in patterns:
        if "legacy" in type(processor).__name__.lower():
            return False
        delimiters = getattr(processor, "delimiters", None)
        underscore = delimiters.get("_") if isinstance(delimiters, dict) else None
        if underscore is not None and not getattr(underscore, "smart", False):
            return False
    return True
