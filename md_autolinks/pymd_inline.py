"""The inline pass: claims the mode's inline kinds from raw inline source.

It runs among Python-Markdown's inline patterns, after code spans, escapes, links,
``<...>`` autolinks and raw HTML have been set aside and before entities and emphasis,
so ``http://a.com/*x*`` stays one link as in cmark-gfm.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from markdown import Markdown, util
from markdown.inlinepatterns import InlineProcessor

from .model import Link
from .options import Options
from .pymd_host import PLACEHOLDER, STASHED_CONTEXT, HostContext, build_anchor, nonspace_end
from .scanners.base import Scanner
from .text_runs import (
    BLOCKED_BY_OPEN_BRACKET,
    bracket_depth,
    raw_opaque_effect,
    without_closing_emphasis,
)


@dataclass
class _Claims:
    """The links chosen in one paragraph's inline source, handed out one per call.

    Python-Markdown replaces each returned span with a placeholder and calls again with
    the new string; ``shift`` tracks how far later positions moved, and each claim is
    checked against the new string before it is handed out.
    """

    links: deque[tuple[Link, etree.Element]]
    data_length: int
    last_start: int = 0
    last_end: int = 0
    shift: int = 0

    def follow(self, data: str) -> bool:
        """Whether ``data`` is the previous string with the last claim replaced."""
        placeholder = util.INLINE_PLACEHOLDER_RE.match(data, self.last_start + self.shift)
        if placeholder is None:
            return False
        shift = self.shift + len(placeholder.group()) - (self.last_end - self.last_start)
        if len(data) != self.data_length + shift:
            return False
        self.shift = shift
        return True

    def next_for(self, data: str) -> tuple[Link, etree.Element, int] | None:
        """The next claim, with its start in ``data``, if ``data`` still holds its text."""
        if not self.links:
            return None
        link, element = self.links[0]
        start = link.start + self.shift
        if data[start : start + len(link.text)] != link.text:
            return None
        self.links.popleft()
        self.last_start, self.last_end = link.start, link.end
        return link, element, start


class _Context:
    """The host context at a position, followed forward through a paragraph's source:
    how deep inside raw ``<a>``/``<code>`` HTML it is and how many ``[`` are open."""

    def __init__(self, host: HostContext, data: str, track_brackets: bool) -> None:
        self.host = host
        self.data = data
        self.track_brackets = track_brackets
        self.track_raw = host.has_raw_opaque()
        self.cursor = 0
        self.raw_depth = 0
        self.bracket_depth = 0

    def advance(self, position: int) -> None:
        """Take in the source up to ``position``."""
        if position <= self.cursor:
            return
        if self.track_raw:
            for found in PLACEHOLDER.finditer(self.data, self.cursor, position):
                effect = raw_opaque_effect(self.host.raw_html(found.group()))
                self.raw_depth = max(0, self.raw_depth + effect)
        if self.track_brackets:
            self.bracket_depth = bracket_depth(self.data, self.bracket_depth, self.cursor, position)
        self.cursor = position

    def allows_link(self) -> bool:
        """No link inside raw ``<a>``/``<code>``, nor (gfm) while a ``[`` is open."""
        return not self.raw_depth and not self.bracket_depth


class InlineLinkProcessor(InlineProcessor):
    """Claims the mode's inline kinds from raw inline text (see the module docstring).

    Its pattern is the scanner's needle, which every link contains, so text that cannot
    hold a link costs one regular-expression search. At the first match in a paragraph,
    the engine scans each run of text between placeholders once, the host's context
    (raw ``<a>``, open ``[``, backslash escapes) is followed forward once, and the links
    kept are handed to Python-Markdown one per call: linear in the paragraph's length.
    """

    ANCESTOR_EXCLUDES = ("a",)

    def __init__(self, scanner: Scanner, options: Options, md: Markdown) -> None:
        super().__init__(scanner.needle.pattern, md)
        self.compiled_re = scanner.needle
        self.scanner = scanner
        self.options = options
        self.host = HostContext(md)
        self.bracket_rule = options.mode in BLOCKED_BY_OPEN_BRACKET
        self._claims: _Claims | None = None
        self._exhausted: str | None = None
        self.made: dict[int, etree.Element] = {}
        """The anchors made in the current document, by ``id``: Python-Markdown may call this
        processor on a piece of a paragraph that cannot show a raw ``<a>`` before it, so the
        tree pass undoes any that the finished tree shows inside one."""

    def handleMatch(  # type: ignore[override]  # noqa: N802 (Python-Markdown's name)
        self, m: re.Match[str], data: str
    ) -> tuple[etree.Element | None, int | None, int | None]:
        """The next link claimed in ``data``'s paragraph, claiming them all at the first call."""
        if data is self._exhausted:
            return None, None, None
        claims = self._claims
        if claims is None or not claims.follow(data):
            claims = self._claims = self._claim(data, m.start())
        claimed = claims.next_for(data)
        if claimed is None:
            self._claims, self._exhausted = None, data
            return None, None, None
        link, element, start = claimed
        return element, start, start + len(link.text)

    def forget(self) -> None:
        """Drop what was claimed in the previous document."""
        self._claims = self._exhausted = None
        self.made.clear()

    def _claim(self, data: str, first: int) -> _Claims:
        """Every acceptable link of ``data`` from the run holding ``first`` on, visiting only
        the runs between placeholders that hold a needle match."""
        context = _Context(self.host, data, self.bracket_rule)
        chosen: deque[tuple[Link, etree.Element]] = deque()
        needle = self.scanner.needle
        hit = needle.search(data, first)
        while hit is not None:
            run_start = data.rfind(util.ETX, 0, hit.start()) + 1
            run_end = data.find(util.STX, hit.start())
            if run_end < 0:
                run_end = len(data)
            for link in self._links_in_run(data, run_start, run_end):
                context.advance(link.start)
                if not context.allows_link() or self._runs_into_escape(data, link, run_end):
                    continue
                element = build_anchor(link, self.options)
                if element is not None:
                    chosen.append((link, element))
                    self.made[id(element)] = element
                    context.cursor = link.end
            hit = needle.search(data, run_end + 1) if run_end < len(data) else None
        return _Claims(chosen, len(data))

    def _links_in_run(self, data: str, start: int, end: int) -> Iterator[Link]:
        """The links of the run ``data[start:end]``, read with one character of context
        before it and ``<`` after it (what a placeholder stands for), offsets in ``data``."""
        base = max(0, start - 1)
        probe = data[base:end] + STASHED_CONTEXT if end < len(data) else data[base:]
        limit = end - base
        for found in self.scanner.iter_links(probe, start - base, len(probe)):
            inside = self._within(probe, found, limit)
            link = without_closing_emphasis(self.scanner, probe, inside) if inside else None
            if link is not None:
                yield Link(link.start + base, link.end + base, link.kind, link.href, link.text)

    def _runs_into_escape(self, data: str, link: Link, run_end: int) -> bool:
        """Whether the link's run of non-space text reaches a backslash escape."""
        if run_end == len(data) or nonspace_end(data, link.start, run_end) != run_end:
            return False
        placeholder = PLACEHOLDER.match(data, run_end)
        return placeholder is not None and self.host.is_escape(placeholder.group())

    def _within(self, text: str, link: Link, end: int) -> Link | None:
        """``link`` if it ends by ``end``, else the link scanned again from its start with
        ``end`` as the end of the text (the context character after it is not its own)."""
        if link.end <= end:
            return link
        return next(self.scanner.iter_links(text, link.start, end), None)
