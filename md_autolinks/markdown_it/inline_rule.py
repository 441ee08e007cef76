"""The inline rule: claim an inline-kind link from raw inline source, before ``text``.

Each call answers for ``state.pos`` in named steps: skip where no link may be made
(:meth:`InlineRule.__call__`), take the plain text before the next link
(:meth:`InlineRule._before_link`), read the link as markdown-it will parse the source around
it (:meth:`InlineRule._read`: constructs that cut it, entity references, emphasis marks
around it), then make it or leave it as text (:meth:`InlineRule._make`).
"""

from __future__ import annotations

import sys

from markdown_it.rules_inline import StateInline

from ..common.escapes import ESCAPABLE, LINE_END_ESCAPE, is_escape, runs_through_escapes
from ..common.first_mentions import page_anchor
from ..common.text_runs import cut_before, without_emphasis
from ..engine.model import Link, LinkKind
from .configuration import PluginConfig
from .constructs import add_pending, first_construct, refused_text, text_up_to
from .entities import link_over_entities, survives_entity_before
from .paragraph import QUIET, ParagraphFacts, links_test
from .render_state import PageState
from .source_text import entity_at
from .tokens import push_link


class InlineRule:
    """markdown-it inline rule for one :class:`PluginConfig`; holds nothing of a page."""

    def __init__(self, config: PluginConfig) -> None:
        self.config = config
        self.scanner = config.inline_scanner
        self.decoded = config.reads_decoded_text
        self.through_escapes = runs_through_escapes(self.scanner, LinkKind.URL)
        self.may_hold_links = links_test(self.scanner, decoded=self.decoded)

    def __call__(self, state: StateInline, silent: bool) -> bool:
        """Claim an inline-kind link starting at ``state.pos``, or stop ``text`` before one.

        Lookahead (``silent``, a link label being measured) sees markdown-it's own parse, so
        labels, references and footnotes end where they end without this plugin. A link is
        cut before the first construct another rule owns (:func:`.first_construct`), and none
        is made where one starts (`` `me`@a.com `` or ``$me$@a.com`` in uts58, whose email
        local part may hold a backtick or ``$``: the code span or math stays). A link the
        user's controls or the host's context refuse is left to the other rules as ordinary
        source, and nothing inside it is linked. A call where the paragraph's facts know
        that nothing can be made (:attr:`~.ParagraphFacts.quiet_from`) costs one comparison;
        so does one while markdown-it reads a link's text or a raw ``<a>`` is open (its
        ``linkLevel``), where nothing is linked: the source there is left to markdown-it's
        own rules, unscanned.

        The facts are learnt at offset 0, where a parse starts (this rule stands before
        ``text``, so it is asked there first), and read at every later offset; a parse whose
        first call comes later (a rule of another plugin took offset 0) learns them then.
        """
        pos = state.pos
        facts: ParagraphFacts
        if not pos:
            facts = self._first_call(state)
        else:
            try:
                facts = state.md_autolinks_paragraph  # type: ignore[attr-defined]
            except AttributeError:
                facts = self._first_call(state)
        if pos >= facts.quiet_from or silent:
            return False
        page = facts.page
        assert page is not None
        src = state.src
        link = facts.ahead
        if not (state.posMax == facts.ahead_end and facts.ahead_from <= pos < facts.ahead_until):
            refused, container_refused = page.refused, page.container_refused
            if refused.src is src and refused.covers(src, pos):
                return refused_text(state, refused.end, kept_whole=True)
            if state.linkLevel > 0:
                return False
            covered = container_refused.src is src and container_refused.covers(src, pos)
            if covered and page.containers.refuses(state):
                return False
            raw_html = self.decoded and bool(state.md.options.get("html"))
            link = page.next_link(self.scanner, src, pos, state.posMax, raw_html)
            facts.ahead, facts.ahead_from = link, pos
            if link is not None:
                facts.ahead_until = link.start
            else:
                horizon = page.horizon
                facts.ahead_until = horizon if horizon < state.posMax else sys.maxsize
            facts.ahead_end, facts.blocked = -1 if covered else state.posMax, -1
        if link is None:
            stop = facts.ahead_until
            return stop < state.posMax and self._before_link(state, stop, facts)
        if link.end > state.posMax:
            return False
        if link.start > pos:
            return self._before_link(state, link.start, facts)
        return self._read(state, page, link)

    def _first_call(self, state: StateInline) -> ParagraphFacts:
        """The paragraph's facts, learnt on the rule's first call in its parse."""
        page = self.config.page(state.env) if self.may_hold_links(state.src) else None
        facts = QUIET if page is None else ParagraphFacts(page)
        state.md_autolinks_paragraph = facts  # type: ignore[attr-defined]
        return facts

    @staticmethod
    def _before_link(state: StateInline, stop: int, facts: ParagraphFacts) -> bool:
        """Take the source before ``stop`` (the start of the paragraph's
        :attr:`~.ParagraphFacts.ahead`, or where the page's reading stops before a ``[`` or
        ``<``) as text up to it or to a terminator before it, as the ``text`` rule after this
        one would take it; a ``\\`` right before the link that escapes nothing is text too.
        A terminator found before ``stop`` (:attr:`~.ParagraphFacts.blocked`) answers until
        the parser passes it."""
        src, pos = state.src, state.pos
        if stop == pos + 1 and src[pos] == "\\" and src[stop] not in ESCAPABLE:
            add_pending(state, "\\")
            state.pos = stop
            return True
        if pos <= facts.blocked:
            return False
        reached = text_up_to(state, stop)
        facts.blocked = reached if reached < stop else -1
        return reached > pos

    def _read(self, state: StateInline, page: PageState, link: Link) -> bool:
        """``link``, found in raw source at ``state.pos``, as markdown-it parses around it:
        cut before another construct, read over entity references (uts58), without the
        emphasis marks around it; then made or left as text."""
        src, pos = state.src, state.pos
        cut = first_construct(
            state,
            pos,
            link.end,
            entities=self.decoded,
            escapes=not self.through_escapes,
            closes_emphasis=lambda at: page.open_marks.closes_before(state, at),
        )
        if cut == pos:
            return False
        if self.decoded and cut is not None and entity_at(src, cut) is not None:
            read = link_over_entities(state, self.scanner, page.open_marks, link)
            if read is not None:
                return self._make(state, page, read, refused=is_escape(src, read.end))
        touches_escape = False
        if cut is not None:
            whole = link
            shorter = cut_before(self.scanner, src, link, cut)
            if shorter is None:
                page.refused.mark(src, whole)
                return refused_text(state, whole.end, kept_whole=True)
            link = shorter
            touches_escape = (
                link.end == cut
                and src[cut] == "\\"
                and not (self.through_escapes and src[cut + 1] == LINE_END_ESCAPE)
            )
        trimmed = self._without_emphasis(state, page, link)
        if trimmed is None or trimmed.start != pos:
            return False
        refused = touches_escape or not survives_entity_before(
            self.scanner, state, trimmed, decoded=self.decoded
        )
        return self._make(state, page, trimmed, refused=refused)

    def _without_emphasis(self, state: StateInline, page: PageState, link: Link) -> Link | None:
        """``link`` without the emphasis marks that open or close a run around it."""
        src, scanner = state.src, self.scanner
        found = without_emphasis(scanner, src, link, state.posMax)
        if found is None:
            return None
        start = found.start
        return page.open_marks.without_closer(
            state, found, lambda end: next(scanner.iter_links(src, start, end), None)
        )

    def _make(
        self, state: StateInline, page: PageState, link: Link, *, refused: bool = False
    ) -> bool:
        """Push ``link``'s tokens, or leave it as text: one character where the host refuses
        any link (in a link's text, a raw element never linked, after an open ``[`` in gfm),
        the whole link where it or the user's controls refuse it.

        A ``{`` right after the link is text the writer sees after it, not the link's
        attributes: with mdit-py-plugins' ``attrs`` (MyST's ``attrs_inline``),
        ``https://a.com{.c}`` would give the anchor the class ``c`` and the text ``{.c}``
        would vanish. An empty ``text`` token after the link keeps ``{...}`` out of the
        attribute rule's reach (it reads attributes only right after a link's own closing
        token), as if the plugin were not there."""
        if page.containers.refuses(state):
            page.container_refused.mark(state.src, link)
            return refused_text(state, state.pos + 1)
        anchor = None if refused else page_anchor(page.mentions, link, self.config.options)
        if anchor is None:
            page.refused.mark(state.src, link)
            return refused_text(state, link.end, kept_whole=True)
        push_link(state.push, anchor)
        state.pos = link.end
        if state.src.startswith("{", link.end):
            state.push("text", "", 0)
        return True
