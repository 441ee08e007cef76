"""The text of a docutils ``Text`` node as its writers show it, and where a link of it stands.

docutils keeps reST's backslash escapes in the node (the reStructuredText Markup
Specification, "Escaping Mechanism"): ``\\x`` is held as a NUL before ``x`` (the reader
sees ``x``), an escaped space or newline as a NUL before it (the reader sees nothing), and
``Text.astext()`` (``nodes.unescape``) is what every writer writes. A front end finds links
in that shown text (:class:`ShownText`) and maps them back to the node's raw text.

Sphinx's smartquotes (``sphinx.transforms.SphinxSmartQuotes``) rewrites the node between
the pass that finds links and the pass that makes references. :func:`guarded` NUL-escapes a
link's characters as docutils escapes them, so that smartquotes leaves the link as written
and the shown text does not change; :func:`follow_smartquotes` finds the same offsets in
the rewritten text. Nothing here imports docutils: it reads strings.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence

ESCAPE = "\x00"
"""docutils' mark of a backslash escape in a ``Text`` node: the escaped character follows."""
_INVISIBLE_ESCAPED = (" ", "\n")
"""Escaped characters the reader does not see (``nodes.unescape`` drops them with the mark)."""

SMARTQUOTED = frozenset("-'\".`\\")
"""The characters smartquotes rewrites and honours an escape of (Sphinx's
``SphinxSmartQuotes.get_tokens`` backslash-escapes these when a NUL precedes them)."""


def _without_pairs(chars: list[tuple[str, int]], escaped: str) -> list[tuple[str, int]]:
    """``chars`` without each NUL immediately followed by ``escaped``, left to right,
    as ``"".join(text.split(ESCAPE + escaped))`` removes them."""
    kept: list[tuple[str, int]] = []
    index = 0
    while index < len(chars):
        if chars[index][0] == ESCAPE and index + 1 < len(chars) and chars[index + 1][0] == escaped:
            index += 2
            continue
        kept.append(chars[index])
        index += 1
    return kept


class ShownText:
    """What the reader sees of a ``Text`` node's raw text, and where each shown character
    stands in it.

    ``text`` equals ``nodes.unescape(raw)``: escaped spaces and newlines go with their
    mark, then every other mark goes. Offsets into ``text`` map to the raw text with
    :meth:`raw_span`.
    """

    __slots__ = ("_offsets", "raw", "text")

    def __init__(self, raw: str) -> None:
        self.raw = raw
        if ESCAPE not in raw:
            self.text = raw
            self._offsets: Sequence[int] = range(len(raw))
            return
        chars = [(char, offset) for offset, char in enumerate(raw)]
        for escaped in _INVISIBLE_ESCAPED:
            chars = _without_pairs(chars, escaped)
        shown = [(char, offset) for char, offset in chars if char != ESCAPE]
        self.text = "".join(char for char, _ in shown)
        self._offsets = [offset for _, offset in shown]

    def escaped(self, start: int) -> bool:
        """Whether the shown character at ``start`` was written with a backslash before it."""
        offset = self._offsets[start]
        return offset > 0 and self.raw[offset - 1] == ESCAPE

    def raw_span(self, start: int, end: int) -> tuple[int, int]:
        """The raw span holding the shown ``text[start:end]`` (``start < end``): from the
        escape of its first character, if it has one, to its last character; the
        escapes inside it come with it."""
        first = self._offsets[start] - self.escaped(start)
        return first, self._offsets[end - 1] + 1

    def shown_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of ``text`` whose characters stand in the raw ``raw[start:end]``."""
        return bisect_left(self._offsets, start), bisect_left(self._offsets, end)


def guarded(raw: str, spans: Iterable[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """``raw`` with a NUL before each unescaped :data:`SMARTQUOTED` character inside
    ``spans`` (sorted, non-overlapping), and the spans' offsets in the result.

    The shown text is unchanged (``nodes.unescape`` drops the added marks) and
    smartquotes leaves the guarded characters as they are.
    """
    pieces: list[str] = []
    moved: list[tuple[int, int]] = []
    cursor = 0
    added = 0
    for start, end in spans:
        pieces.append(raw[cursor:start])
        new_start = start + added
        for offset in range(start, end):
            char = raw[offset]
            if char in SMARTQUOTED and (offset == 0 or raw[offset - 1] != ESCAPE):
                pieces.append(ESCAPE)
                added += 1
            pieces.append(char)
        moved.append((new_start, end + added))
        cursor = end
    pieces.append(raw[cursor:])
    return "".join(pieces), moved


def _rewritable(text: str, offset: int) -> bool:
    """Whether smartquotes may rewrite ``text[offset]``: an unescaped
    :data:`SMARTQUOTED` character, or the space of an unescaped ``. . .``."""
    if offset > 0 and text[offset - 1] == ESCAPE:
        return False
    char = text[offset]
    if char == " ":
        return 0 < offset < len(text) - 1 and text[offset - 1] == text[offset + 1] == "."
    return char in SMARTQUOTED


def follow_smartquotes(before: str, after: str, offsets: Iterable[int]) -> list[int] | None:
    """Where ``offsets`` of ``before`` stand in ``after``, the text smartquotes made of it;
    ``None`` when ``after`` is not such a rewrite or an offset falls inside a rewritten run.

    Smartquotes only rewrites runs of :func:`_rewritable` characters (quotes, dashes, an
    ellipsis) into one character or more; every other character stays, in order. Each of
    them must be found again: after a run, right after the run left as it was, else as
    the first equal character after at least one. Linear in the length of both texts.
    Where a rewrite holds the character that follows its run (a typed ``’`` after a
    ``'``), this may give ``None``, and the caller leaves the text unlinked.
    """
    wanted = sorted(set(offsets))
    found: dict[int, int] = {}
    pending = iter(wanted)
    target = next(pending, None)
    position = 0
    index = 0
    while index < len(before):
        while target is not None and target <= index:
            if target < index:
                return None
            found[target] = position
            target = next(pending, None)
        if not _rewritable(before, index):
            if position >= len(after) or after[position] != before[index]:
                return None
            index += 1
            position += 1
            continue
        run_end = index + 1
        while run_end < len(before) and _rewritable(before, run_end):
            run_end += 1
        if target is not None and target < run_end:
            return None
        run = before[index:run_end]
        if run_end == len(before):
            if position == len(after):
                return None
            position = len(after)
        elif after.startswith(run + before[run_end], position):
            position += len(run)
        else:
            position = after.find(before[run_end], position + 1)
            if position < 0:
                return None
        index = run_end
    if position != len(after):
        return None
    while target is not None:
        if target != len(before):
            return None
        found[target] = position
        target = next(pending, None)
    return [found[offset] for offset in offsets]
