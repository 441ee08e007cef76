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


def override_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The ``(first, stop)`` offsets of ``text[start:end]`` where an override is in
    effect: from the override to the character that ends it (PDF, PDI, paragraph
    separator) or to ``end``. Read left to right once, with a stack of at most
    :data:`MAX_DEPTH` entries."""
    if text.find(_LRO, start, end) < 0 and text.find(_RLO, start, end) < 0:
        return []
    spans: list[tuple[int, int]] = []
    stack: list[str] = []
    overrides = isolates = 0
    overflow_isolates = overflow_embeddings = 0
    opened = -1
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
    """``links`` (sorted) without those that start inside one of ``spans`` (sorted
    ``(first, stop)`` offsets of :func:`override_spans`): the text a browser draws in
    reverse order. One pass over both lists."""
    if not spans:
        return links
    result: list[Link] = []
    index = 0
    for link in links:
        while index < len(spans) and spans[index][1] <= link.start:
            index += 1
        if index < len(spans) and spans[index][0] < link.start:
            continue
        result.append(link)
    return result
