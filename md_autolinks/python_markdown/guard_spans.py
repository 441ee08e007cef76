"""The spans the guard hands to Python-Markdown, one per call, for one paragraph.

Python-Markdown replaces each span an inline pattern returns with a placeholder and calls
the pattern again with the new string; :class:`Claims` follows those strings. A shield may
leave a run of ``*`` after it with nothing to close (:func:`unpaired_closer`), which
:class:`Stars` helps decide.
"""

from __future__ import annotations

import string
from collections import deque
from dataclasses import dataclass

from markdown import util

_ASCII_PUNCTUATION = frozenset(string.punctuation)


@dataclass
class Claims:
    """The spans chosen in one paragraph's inline source, handed out one per call.

    Each is ``(start, original text, replacement string)``. Python-Markdown replaces each
    returned span with a placeholder and calls again with the new string; ``shift`` tracks
    how far later positions moved, and each span is checked against the new string first.
    """

    spans: deque[tuple[int, str, str]]
    data_length: int
    last_start: int = 0
    last_end: int = 0
    shift: int = 0

    def follow(self, data: str) -> bool:
        """Whether ``data`` is the previous string with the last span replaced."""
        placeholder = util.INLINE_PLACEHOLDER_RE.match(data, self.last_start + self.shift)
        if placeholder is None:
            return False
        shift = self.shift + len(placeholder.group()) - (self.last_end - self.last_start)
        if len(data) != self.data_length + shift:
            return False
        self.shift = shift
        return True

    def next_for(self, data: str) -> tuple[str, int, int] | None:
        """The next span's replacement and its start and end in ``data``, if still there."""
        if not self.spans:
            return None
        original_start, text, replacement = self.spans[0]
        start = original_start + self.shift
        if data[start : start + len(text)] != text:
            return None
        self.spans.popleft()
        self.last_start, self.last_end = original_start, original_start + len(text)
        return replacement, start, start + len(text)


class Stars:
    """The ``*`` of a paragraph's source before a position, less those inside the spans set
    aside so far, counted forward once: positions asked for never go back, and every span
    set aside stands before them."""

    __slots__ = ("_data", "_hidden", "_position", "_seen")

    def __init__(self, data: str) -> None:
        self._data = data
        self._position = self._seen = self._hidden = 0

    def live_before(self, position: int) -> int:
        """How many ``*`` before ``position`` no span has set aside."""
        if position > self._position:
            self._seen += self._data.count("*", self._position, position)
            self._position = position
        return self._seen - self._hidden

    def set_aside(self, text: str) -> None:
        """Count the ``*`` of a span's text as set aside."""
        self._hidden += text.count("*")


def unpaired_closer(
    data: str, shield: tuple[int, str, str], stars: Stars
) -> tuple[int, str, str] | None:
    """The run of ``*`` that follows a shield and the link character it leaves in the source
    (after the link in gfm, at its end in uts58), as a span of plain text, when it has
    nothing to close and Python-Markdown would pair it with a later ``*``:
    ``http://a.com/*x*. See http://b.com/*y*.`` has no emphasis in cmark-gfm, and in uts58
    both links end in ``*``.

    That is when the shield hid a ``*`` of the link (the one Python-Markdown would have
    paired the run with); the run is not left-flanking (CommonMark 6.2: it follows a letter
    or digit and comes before punctuation, a placeholder, whose source starts with
    punctuation, or white space), so it cannot open, while Python-Markdown's ``*`` opens
    before anything but white space, and before white space its delimiter processor may
    still pair it and drop the character after it (``_a_ x* ` y *x*`` keeps its backtick,
    ``__a_ x* ` y *x*`` loses it, with no extension); and no ``*`` stands before the link
    in the paragraph outside the spans already set aside, so there is nothing for it to
    close.
    """
    start, inside, _ = shield
    run_start = start + len(inside) + 1
    run_end = run_start
    while run_end < len(data) and data[run_end] == "*":
        run_end += 1
    if run_end in (run_start, len(data)) or "*" not in inside:
        return None
    following = data[run_end]
    if not data[run_start - 1].isalnum() or not (
        following == util.STX or following in _ASCII_PUNCTUATION or following.isspace()
    ):
        return None
    if stars.live_before(start):
        return None
    run = data[run_start:run_end]
    return run_start, run, run
