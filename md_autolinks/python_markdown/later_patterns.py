"""What the inline patterns that run after the guard may consume inside a link.

The guard (:mod:`.inline_guard`) shields a link only when a later inline pattern could take
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
    """One thing a pattern consumes: its regular expression, the character it starts with,
    and whether it is a delimiter that is consumed only with another one (an opening and a
    closing ``*``, ``==``...) in the same paragraph."""

    pattern: str
    first: str
    paired: bool = False


STAR = Part(r"\*", "*", paired=True)
UNDERSCORE = Part("_", "_", paired=True)
SMART_UNDERSCORE = Part(r"_(?<!\w_)|_(?!\w)", "_", paired=True)
"""``_`` as a smart delimiter reads it: only at a word's edge (``a_b`` is never emphasis).
Like every part's, its pattern starts with its character, so that a search for several
parts finds their starts by the engine's prefix search."""
ENTITY = Part(r"&#?[A-Za-z0-9]+;", "&")
EMOJI = Part(r":[\w+-]+:", ":")
DELIMITER_PARTS = {
    "*": STAR,
    "_": UNDERSCORE,
    "~": Part("~", "~", paired=True),
    "^": Part(r"\^", "^", paired=True),
    "=": Part("==", "=", paired=True),
    "+": Part(r"\+\+", "+", paired=True),
}
"""A delimiter processor's marks (Python-Markdown's and pymdownx's) as what they consume;
``=`` and ``+`` only consume doubled (``==mark==``, ``++ins++``). A processor consumes a mark
only with a second one, opening or closing, in the same run of inline text."""


class Consumed:
    """A set of :class:`Part`, searched as one pattern after a cheap first test: a class of
    the characters they start with."""

    __slots__ = ("_paragraphs", "first", "firsts", "paired", "pattern", "single")

    def __init__(self, parts: Iterable[Part]) -> None:
        unique = list(dict.fromkeys(parts))
        self.pattern = re.compile("|".join(part.pattern for part in unique) or "(?!)")
        self.firsts = "".join(re.escape(first) for first in dict.fromkeys(p.first for p in unique))
        """The characters the parts start with, escaped for a character class."""
        self.first = re.compile(f"[{self.firsts}]" if self.firsts else "(?!)")
        singles = [part.pattern for part in unique if not part.paired]
        self.single = re.compile("|".join(singles)) if singles else None
        """The parts consumed on their own, as one pattern."""
        self.paired = tuple(re.compile(part.pattern) for part in unique if part.paired)
        """The delimiters, each on its own."""
        self._paragraphs = _Paragraphs()

    def acts(self, data: str, start: int, end: int) -> bool:
        """Whether something in ``data[start:end]`` may really be consumed: a part consumed
        on its own (an entity, an emoji, anything of a pattern this module does not know),
        or a delimiter with a second one to pair with in its paragraph (the stretch of
        ``data`` between blank lines: a run of inline text never crosses one). A lone ``_``
        closing nothing in a URL (``/d/1x1B2_-pB``) is left to the text."""
        if not self.search(data, start, end):
            return False
        if self.single is not None and self.single.search(data, start, end) is not None:
            return True
        for delimiter in self.paired:
            found = delimiter.search(data, start, end)
            if found is not None and (
                delimiter.search(data, found.end(), end) is not None
                or self._paragraphs.twice(delimiter, data, found.start())
            ):
                return True
        return False

    def with_own_state(self) -> Consumed:
        """The same parts, compiled once, with the paragraph memo of a new reader: the
        compiled parts are shared by every instance with the same later patterns."""
        twin = Consumed.__new__(Consumed)
        twin.pattern, twin.firsts, twin.first = self.pattern, self.firsts, self.first
        twin.single, twin.paired = self.single, self.paired
        twin._paragraphs = _Paragraphs()
        return twin

    def search(self, data: str, start: int, end: int) -> bool:
        """Whether something consumed lies in ``data[start:end]``."""
        return (
            self.first.search(data, start, end) is not None
            and self.pattern.search(data, start, end) is not None
        )


def _smart(part: Part) -> Part:
    """``part``, with ``_`` read as a smart delimiter reads it."""
    if part.pattern != UNDERSCORE.pattern:
        return part
    return SMART_UNDERSCORE._replace(paired=part.paired)


_PARAGRAPH_BREAK = "\n\n"


class _Paragraphs:
    """Which delimiters the paragraph of a text holds at least twice, the last paragraph
    asked about kept (hot words are read left to right, so each paragraph is read once).
    A paragraph is a stretch between blank lines, which a run of inline text never crosses;
    whitespace-only lines are empty by then (Python-Markdown's ``normalize_whitespace``)."""

    __slots__ = ("data", "end", "start", "verdicts")

    def __init__(self) -> None:
        self.data = ""
        self.start = self.end = 0
        self.verdicts: dict[str, bool] = {}

    def twice(self, delimiter: re.Pattern[str], data: str, at: int) -> bool:
        """Whether ``delimiter`` matches at least twice in the paragraph of ``data`` that
        holds ``data[at]``."""
        if self.data is not data or not self.start <= at < self.end:
            before = data.rfind(_PARAGRAPH_BREAK, 0, at)
            after = data.find(_PARAGRAPH_BREAK, at)
            self.data, self.verdicts = data, {}
            self.start = before + len(_PARAGRAPH_BREAK) if before >= 0 else 0
            self.end = len(data) if after < 0 else after
        verdict = self.verdicts.get(delimiter.pattern)
        if verdict is None:
            matches = delimiter.finditer(data, self.start, self.end)
            verdict = next(matches, None) is not None and next(matches, None) is not None
            self.verdicts[delimiter.pattern] = verdict
        return verdict


WIDEST = tuple(part._replace(paired=False) for part in (*DELIMITER_PARTS.values(), ENTITY, EMOJI))
"""What any later pattern may consume, a lone delimiter included: a pattern this module does
not know may take one."""
CONSUMED = Consumed(WIDEST)
"""What any later pattern may consume, every ``_`` included (``legacy_em``)."""

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
    return Consumed(_smart(part) if smart else part for part in parts)


def patterns_signature(md: Markdown, guard: object) -> tuple[object, ...]:
    """What :func:`consumed_after` reads of ``md``'s inline patterns, as a hashable value:
    equal signatures give equal readings, so the reading is made once per set of
    neighbour extensions, not once per ``Markdown`` instance."""
    return tuple(
        [
            None
            if pattern is guard
            else (
                type(pattern),
                getattr(pattern, "compiled_re", None),
                _delimiters_signature(getattr(pattern, "delimiters", None)),
            )
            for pattern in md.inlinePatterns
        ]
    )


def _delimiters_signature(delimiters: object) -> object:
    if not isinstance(delimiters, dict):
        return delimiters
    return tuple(
        (mark, type(rule), getattr(rule, "smart", None)) for mark, rule in delimiters.items()
    )


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
    if not is_own_pattern(pattern):
        return None
    return _OWN_PATTERNS[_regex_of(pattern)]


def _regex_of(pattern: object) -> str:
    compiled = getattr(pattern, "compiled_re", None)
    return compiled.pattern if isinstance(compiled, re.Pattern) else ""


def is_own_pattern(pattern: object) -> bool:
    """Whether ``pattern`` is one of Python-Markdown's own patterns that may rank after the
    guard and that this module knows (:data:`_OWN_PATTERNS`: entities, and in older
    releases the ``*`` and ``_`` emphasis processors and ``not_strong``)."""
    own_module = type(pattern).__module__ == inlinepatterns.__name__
    return own_module and _regex_of(pattern) in _OWN_PATTERNS


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
