"""What the plugin learns while it reads one page, kept with that render.

One ``MarkdownIt`` instance may render many pages, in several threads at once (a web app
keeps one parser). The plugin's rules hold only their configuration, which never changes;
what they follow through a page (the scan of the paragraph being parsed, the link last
refused, open links and brackets, open emphasis, an image's alt text being parsed) is a
:class:`PageState` kept in the render's ``env`` under :data:`ENV_KEY`, and removed by the
plugin's core rule when the page's inline parsing is done (docs/getting-started.md#markdown-it-py).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from markdown_it.rules_inline import StateInline
from markdown_it.rules_inline.state_inline import Delimiter
from markdown_it.token import Token

from ..common.first_mentions import PageMentions
from ..common.text_runs import (
    EMPHASIS_MARKS,
    LINK_BREAKS,
    RawElements,
    bidi_inside_embedded_neutral,
    raw_html_read_apart,
)
from ..engine.model import Link
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from ..engine.scanners.brackets import bracket_depth
from .source_text import WindowReading, raw_html_spans

ENV_KEY = "md_autolinks"
"""The key of the page's :class:`PageState` in ``env`` while the page is parsed."""


_LINK_BREAK = re.compile(f"[{LINK_BREAKS}]")


class LinkQueue:
    """The inline-kind links of one window of source, read piece by piece as the parser
    asks, and handed out in order.

    A window's links are those of its pieces (:class:`.WindowReading`): the reading stops
    before each word that starts with ``[`` or ``<`` (:meth:`.WindowReading.word_start`), where
    another rule may take a link, an autolink or raw HTML whose source the reader never
    sees as text (``[docs](https://a.com/x)``: the destination), and goes on there only
    when the parser asks about the next position (no rule took more than that character).
    When the parser jumps past the piece read (a rule took the construct), the source is
    read from where it lands, as after any construct that covers a link's start. The
    parser visits positions left to right; a later position is answered from the pieces
    read while it lies before the next link, at the end of a link, or after it up to the
    next link's start. A position inside a link the parser did not take whole (a construct
    cut it) is read anew from there, and so is one the parser jumped to over a link's start
    (another rule took it: a code span, a raw element) in modes whose scan, started there,
    may find other links (``anywhere`` false): up to the white space after it, the links
    after that being this reading's. So each character is read once however many links it
    holds, again only after such a cut or jump, and a construct's source not at all.
    """

    __slots__ = ("horizon", "index", "links", "reached", "reading")

    def __init__(self, reading: WindowReading, start: int, stop: int | None = None) -> None:
        self.reading = reading
        self.reached = self.horizon = start
        self.links: list[Link] = []
        self.index = 0
        if stop is None:
            self._read_on(start)
        else:
            self.links = reading.links(start, stop)
            self.horizon = stop

    def _read_on(self, after: int) -> None:
        """Read from :attr:`horizon` up to the first word at or after ``after`` that starts
        with ``[`` or ``<`` (:meth:`.WindowReading.word_start`), or to the window's end."""
        reading = self.reading
        stop = reading.word_start(after)
        if stop > self.horizon:
            self.links += reading.links(self.horizon, stop)
        self.horizon = stop

    def serves(self, pos: int, *, anywhere: bool) -> bool:
        """Whether this reading answers for ``pos``: at or after the positions asked so far,
        not inside one of its links and, unless ``anywhere``, not past a link's start that
        the parser jumped over, except at that link's end. Once every link read is handed
        out, it answers for every later position up to :attr:`horizon`. One past the piece
        read (the character there went to the text), the reading goes on; further past it
        (a rule took the construct there), it starts afresh at ``pos`` (unless ``pos`` lies
        inside an entity's characters: a new reading starts there)."""
        if pos < self.reached:
            return False
        if pos > self.horizon:
            if pos == self.horizon + 1:
                self._read_on(pos)
            elif not self.reading.reads(pos):
                return False
            else:
                self.links, self.index, self.reached, self.horizon = [], 0, pos, pos
                self._read_on(pos)
        links, index = self.links, self.index
        if index >= len(links):
            self.reached = pos
            return True
        jumped = pos > links[index].start
        while index < len(links) and links[index].end <= pos:
            index += 1
        self.index, self.reached = index, pos
        if index < len(links) and links[index].start < pos:
            return False
        return anywhere or not jumped or links[index - 1].end == pos

    def resumed(self, pos: int) -> LinkQueue | None:
        """The reading from ``pos``, which :meth:`serves` refused, in the same window:
        the piece up to the first word that starts after ``pos`` read anew, then this
        reading's links after it (a scan started at ``pos`` and this one read that word and
        what follows alike); ``None`` when ``pos`` lies outside the window or inside an
        entity's characters (a new reading starts there)."""
        reading = self.reading
        if not reading.reads(pos):
            return None
        space = _LINK_BREAK.search(reading.src, pos, self.horizon)
        if space is None:
            return LinkQueue(reading, pos)
        stop = space.end()
        queue = LinkQueue(reading, pos, stop)
        links, index = self.links, self.index
        while index < len(links) and links[index].start < stop:
            index += 1
        queue.links += links[index:]
        queue.horizon = self.horizon
        return queue


class RefusedSpan:
    """The source span of the last link the user's controls refused, left to other rules."""

    __slots__ = ("end", "src", "start")

    def __init__(self) -> None:
        self.src: str | None = None
        self.start = self.end = 0

    def covers(self, src: str, pos: int) -> bool:
        """Whether ``pos`` lies inside the refused link of this same ``src``."""
        return src is self.src and self.start <= pos < self.end

    def mark(self, src: str, link: Link) -> None:
        """Remember ``link`` as refused."""
        self.src, self.start, self.end = src, link.start, link.end


class OpenContainers:
    """Open links, open raw elements whose text is never linked and open ``[`` of the tokens
    parsed so far, followed incrementally through one inline parse (the tokens list only
    grows during it).

    Links are counted from ``link_open``/``link_close`` tokens rather than markdown-it's
    ``linkLevel``, which a stray raw ``</a>`` drives below zero. The pending text (not yet a
    token) only grows until a token is pushed, so its brackets are counted as it grows.
    """

    def __init__(self, bracket_rule: bool, raw_tags: tuple[str, ...]) -> None:
        self.bracket_rule = bracket_rule
        self.tokens: list[Token] | None = None
        self.seen = self.links = self.brackets = 0
        self.raw = RawElements(raw_tags)
        self._pending_read = self._pending_depth = 0

    def refuses(self, state: StateInline) -> bool:
        """Whether ``state.pos`` is in a link's text or a raw element never linked, or after
        an open ``[``."""
        grown = len(state.tokens) != self.seen
        if state.tokens is not self.tokens or len(state.tokens) < self.seen:
            self.tokens, self.seen = state.tokens, 0
            self.links = self.brackets = 0
            self.raw.reset()
            grown = True
        for token in state.tokens[self.seen :]:
            if token.type in ("link_open", "link_close"):
                self.links = max(0, self.links + token.nesting)
            elif token.type == "html_inline":
                self.raw.read(token.content)
            elif token.type == "text" and self.bracket_rule and not self.links:
                self.brackets = bracket_depth(token.content, self.brackets)
        self.seen = len(state.tokens)
        if self.links or self.raw.depth or state.linkLevel > 0:
            return True
        return self.bracket_rule and self._pending_brackets(state.pending, grown) > 0

    def _pending_brackets(self, pending: str, grown: bool) -> int:
        """The ``[`` open after the tokens and ``pending``, counting only what was added to
        ``pending`` since the last call (all of it after a token was pushed)."""
        if grown or len(pending) < self._pending_read:
            self._pending_read, self._pending_depth = 0, self.brackets
        self._pending_depth = bracket_depth(pending, self._pending_depth, self._pending_read)
        self._pending_read = len(pending)
        return self._pending_depth


class OpenMarks:
    """The emphasis and strikethrough runs left open by the delimiters parsed so far,
    followed incrementally through one inline parse (its delimiter list only grows; a new
    list, inside a link's label, starts afresh)."""

    def __init__(self) -> None:
        self.delimiters: list[Delimiter] | None = None
        self.seen = 0
        self.open: dict[int, int] = {}

    def _count(self, state: StateInline) -> dict[int, int]:
        if state.delimiters is not self.delimiters or len(state.delimiters) < self.seen:
            self.delimiters, self.seen, self.open = state.delimiters, 0, {}
        for delimiter in state.delimiters[self.seen :]:
            marker = delimiter.marker
            if delimiter.close and self.open.get(marker):
                self.open[marker] -= 1
            elif delimiter.open:
                self.open[marker] = self.open.get(marker, 0) + 1
        self.seen = len(state.delimiters)
        return self.open

    def without_closer(
        self, state: StateInline, link: Link, rescan: Callable[[int], Link | None]
    ) -> Link | None:
        """``link`` (offsets in the source) without a trailing run of ``*``, ``_`` or ``~``
        that can close (CommonMark 6.2, as markdown-it scans it) a run of the same mark left
        open before the link: in ``**see https://a.com/x**`` the link is ``https://a.com/x``
        and the ``**`` closes the bold, as in Python-Markdown and in gfm and md4c mode. The
        shorter link is ``rescan(end)``, the link scanned again up to the run, so the mode's
        own rules still hold for it."""
        mark = link.text[-1:]
        if mark not in EMPHASIS_MARKS:
            return link
        run_start = link.end - (len(link.text) - len(link.text.rstrip(mark)))
        if run_start <= link.start or not self.closes_before(state, link.end):
            return link
        return rescan(run_start)

    def closes_before(self, state: StateInline, at: int) -> bool:
        """Whether the run of ``*``, ``_`` or ``~`` that ends right before ``src[at]`` can
        close (CommonMark 6.2, as markdown-it scans it) a run of the same mark left open
        before it."""
        src = state.src
        mark = src[at - 1] if at > 0 else ""
        if mark not in EMPHASIS_MARKS or not self._count(state).get(ord(mark)):
            return False
        run_start = at - 1
        while run_start > 0 and src[run_start - 1] == mark:
            run_start -= 1
        saved = state.posMax
        state.posMax = max(saved, at)
        try:
            return state.scanDelims(run_start, mark == "*").can_close
        finally:
            state.posMax = saved


class PageState:
    """Everything the plugin's rules follow through one page (see the module's docstring)."""

    def __init__(
        self,
        owner: object,
        options: Options,
        bracket_rule: bool,
        raw_tags: tuple[str, ...],
        *,
        anywhere: bool,
    ) -> None:
        self.owner = owner
        self.mentions = PageMentions(options)
        """The hosts the page has linked (``first_mention_only``)."""
        self.anywhere = anywhere
        """Whether the mode's inline scan finds the same links from anywhere between two of
        them (:meth:`LinkQueue.serves`)."""
        self.alt_text_depth = 0
        """How many image alt texts are being parsed: no place for links."""
        self.refused = RefusedSpan()
        """The last link refused for itself: nothing inside it is linked."""
        self.container_refused = RefusedSpan()
        """The last link refused where it stands (in a link's text, a raw element never
        linked, after an open ``[``): nothing inside it is linked while that lasts."""
        self.containers = OpenContainers(bracket_rule, raw_tags)
        self.open_marks = OpenMarks()
        self._src: str | None = None
        self._queues: dict[int, LinkQueue] = {}
        self._last_end = -1
        self._last_queue: LinkQueue | None = None
        """The queue of the window asked last (most calls ask about the same one)."""
        self._scanned = ""
        """The source being parsed as the scanner reads it."""
        self.horizon = 0
        """How far the window asked last has been read: :meth:`next_link`'s answer holds
        up to there (no link starts before it when the answer is ``None``)."""

    def next_link(
        self, scanner: Scanner, src: str, pos: int, end: int, raw_html: bool = False
    ) -> Link | None:
        """The first inline-kind link of ``src[pos:end]``, from the window's one scan
        (:class:`LinkQueue`) of the source as the scanner reads it
        (:func:`~md_autolinks.common.text_runs.bidi_inside_embedded_neutral`: a bidi
        override in an ``<svg>``'s text bears on no link after the element; with
        ``raw_html``, where the page shows raw HTML as HTML and the scanner reads the text
        the reader sees, each raw tag read apart from the text beside it,
        :func:`~md_autolinks.common.text_runs.raw_html_read_apart`), or ``None``."""
        if src is not self._src:
            self._src, self._queues, self._last_end = src, {}, -1
            scanned = bidi_inside_embedded_neutral(src)
            if raw_html and "<" in src:
                scanned = raw_html_read_apart(scanned, raw_html_spans(src))
            self._scanned = scanned
        scanned = self._scanned
        if end == self._last_end:
            queue = self._last_queue
        else:
            queue = self._queues.get(end)
            self._last_end, self._last_queue = end, queue
        if queue is None or not queue.serves(pos, anywhere=self.anywhere):
            resumed = None if queue is None else queue.resumed(pos)
            queue = resumed or LinkQueue(WindowReading(scanner, scanned, pos, end, src), pos)
            if self._queues:
                self._queues = {stop: kept for stop, kept in self._queues.items() if stop > pos}
            self._queues[end] = queue
            self._last_end, self._last_queue = end, queue
        self.horizon = queue.horizon
        links, index = queue.links, queue.index
        return links[index] if index < len(links) else None
