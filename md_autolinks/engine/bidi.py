"""Where a directional override is in effect in a run of text (Unicode Bidirectional
Algorithm, UAX #9 section 3.3.2, rules X1-X8), so that no link is made in text whose
characters a browser draws in reverse order.

A left-to-right or right-to-left override (U+202D LRO, U+202E RLO) draws every
character after it in one direction until its PDF (U+202C), the PDI (U+2069) that
closes an isolate it is in, or the end of the paragraph: ``\\u202e ti.lapyap.ni``
shows as ``in.paypal.it``. Embeddings and isolates (LRE, RLE, LRI, RLI, FSI) keep the
order of a left-to-right address and only count here for the PDF and PDI that match
them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .model import Link

_LRO = "\u202d"
_RLO = "\u202e"
_CONTROL = re.compile("[\u202a-\u202e\u2066-\u2069\u2029\x1c-\x1e\x85]")
_EMBEDDINGS = "\u202a\u202b"
_OVERRIDES = "\u202d\u202e"
_ISOLATES = "\u2066\u2067\u2068"
_PDF = "\u202c"
_PDI = "\u2069"
#: UAX #9 ``max_depth``: deeper initiators overflow and only count for their terminators.
MAX_DEPTH = 125


def is_bidi_control(characters: str) -> bool:
    """Whether ``characters`` are one of the characters the override reading acts on: an
    embedding, override or isolate, their terminators (UAX #9 2.1-2.4), or a paragraph
    separator (UAX #9 BD8)."""
    return len(characters) == 1 and _CONTROL.match(characters) is not None


def holds_override(text: str) -> bool:
    """Whether ``text`` holds a directional override (LRO, RLO): a block whose text holds
    none carries nothing from run to run (:class:`OverrideReach`). An all-ASCII text, an
    O(1) test."""
    return not text.isascii() and (_LRO in text or _RLO in text)


def override_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The ``(first, stop)`` offsets of ``text[start:end]`` where an override is in
    effect, read with nothing carried in (:meth:`OverrideReach.spans` of a new reach):
    from the override to the character that ends it (PDF, PDI, paragraph separator) or
    to ``end``."""
    if text.find(_LRO, start, end) < 0 and text.find(_RLO, start, end) < 0:
        return []
    return OverrideReach().spans(text, start, end)


class OverrideReach:
    """The bidi state a block's inline text carries from one run to the next, fed each run
    in document order (a text node, the text of a code span, of a link, of raw HTML): a
    browser's override runs across inline elements to its PDF, to the PDI closing an
    isolate around it, or to the end of the block (UAX #9 X1-X8 over the bidi paragraph,
    which HTML makes of the block). A new reach carries nothing; one per block.

    Read left to right once per run, with a stack of at most :data:`MAX_DEPTH` entries.
    """

    __slots__ = ("_isolates", "_overflow_embeddings", "_overflow_isolates", "_overrides", "_stack")

    def __init__(self) -> None:
        self._stack: list[str] = []
        self._overrides = self._isolates = 0
        self._overflow_isolates = self._overflow_embeddings = 0

    def copy(self) -> OverrideReach:
        """A reach in the same state, fed apart from this one."""
        other = OverrideReach()
        other._stack = self._stack.copy()
        other._overrides, other._isolates = self._overrides, self._isolates
        other._overflow_isolates = self._overflow_isolates
        other._overflow_embeddings = self._overflow_embeddings
        return other

    @property
    def carried(self) -> bool:
        """Whether an override is in effect where the text read so far ends."""
        return self._overrides > 0

    def spans(self, text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
        """The ``(first, stop)`` offsets of ``text[start:end]`` where an override is in
        effect, given the runs read before: ``first`` is the override's offset, or
        ``start - 1`` for one carried in; ``stop`` the character that ends it (PDF, PDI,
        paragraph separator) or ``end``. The run is then read into the state. A run that
        holds no control while nothing is open costs one search; an all-ASCII one, an O(1)
        test."""
        if end is None:
            end = len(text)
        stack = self._stack
        if not stack and (text.isascii() or _CONTROL.search(text, start, end) is None):
            return []
        spans: list[tuple[int, int]] = []
        overrides, isolates = self._overrides, self._isolates
        overflow_isolates, overflow_embeddings = self._overflow_isolates, self._overflow_embeddings
        opened = start - 1
        for match in _CONTROL.finditer(text, start, end):
            ch = match.group()
            before = overrides
            if ch in _EMBEDDINGS or ch in _OVERRIDES or ch in _ISOLATES:
                if len(stack) < MAX_DEPTH and not overflow_isolates and not overflow_embeddings:
                    stack.append(ch)
                    overrides += ch in _OVERRIDES
                    isolates += ch in _ISOLATES
                elif ch in _ISOLATES:
                    overflow_isolates += 1
                elif not overflow_isolates:
                    overflow_embeddings += 1
            elif ch == _PDF:
                if overflow_isolates:
                    pass
                elif overflow_embeddings:
                    overflow_embeddings -= 1
                elif stack and stack[-1] not in _ISOLATES:
                    overrides -= stack.pop() in _OVERRIDES
            elif ch == _PDI:
                if overflow_isolates:
                    overflow_isolates -= 1
                elif isolates:
                    overflow_embeddings = 0
                    while stack[-1] not in _ISOLATES:
                        overrides -= stack.pop() in _OVERRIDES
                    stack.pop()
                    isolates -= 1
            else:
                stack.clear()
                overrides = isolates = overflow_isolates = overflow_embeddings = 0
            if not before and overrides:
                opened = match.start()
            elif before and not overrides:
                spans.append((opened, match.start()))
        if overrides:
            spans.append((opened, end))
        self._overrides, self._isolates = overrides, isolates
        self._overflow_isolates, self._overflow_embeddings = overflow_isolates, overflow_embeddings
        return spans


def outside_overrides(
    text: str,
    links: Iterable[Link],
    start: int,
    end: int,
    overridden: list[tuple[int, int]] | None = None,
) -> list[Link]:
    """``links`` (sorted, within ``text[start:end]``) without those that start where an
    override is in effect (docs/security.md#guaranteed): the spans ``overridden`` where
    given (an override opened before ``start`` may hold over the window, as a reading of the
    text from an earlier offset knows), else :func:`override_spans` of the window."""
    kept = list(links)
    if not kept:
        return kept
    spans = override_spans(text, start, end) if overridden is None else overridden
    return outside_spans(kept, spans) if spans else kept


def outside_spans(links: list[Link], spans: list[tuple[int, int]]) -> list[Link]:
    """``links`` (sorted) without those that start inside one of ``spans``
    (:func:`starts_outside`)."""
    if not spans:
        return links
    return [links[index] for index in starts_outside([link.start for link in links], spans)]


def starts_outside(starts: list[int], spans: list[tuple[int, int]]) -> list[int]:
    """The indices of ``starts`` (sorted offsets where links start) that stand inside none
    of ``spans`` (sorted ``(first, stop)`` offsets of :meth:`OverrideReach.spans`): after an
    override's offset and before its ``stop``, the text a browser draws in reverse order.
    One pass over both lists."""
    kept: list[int] = []
    index = 0
    for at, start in enumerate(starts):
        while index < len(spans) and spans[index][1] <= start:
            index += 1
        if index < len(spans) and spans[index][0] < start:
            continue
        kept.append(at)
    return kept
