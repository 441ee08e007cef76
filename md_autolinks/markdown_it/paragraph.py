"""What the inline rule learns once per paragraph, kept on markdown-it's ``StateInline``.

markdown-it makes one ``StateInline`` for each inline parse (a paragraph, a heading, a table
cell, an image's alt text, an inline footnote) and hands it to every inline rule at every
position it stops at; the state belongs to that one parse, so one ``MarkdownIt`` instance
still renders pages in many threads at once. The facts below are computed on the rule's
first call in a parse and read on every later call: the page's state from ``env`` is looked
up once, and a paragraph whose source holds nothing a link of the inline kinds can start
from (or an image's alt text) costs one search, then one comparison per call
(docs/getting-started.md#markdown-it-py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..engine.model import Link
from ..engine.scanners.base import Scanner
from .render_state import PageState


class ParagraphFacts:
    """The facts of one inline parse: its page's state, and whether its source may hold a
    link of the inline kinds at all; kept as the ``StateInline``'s ``md_autolinks_paragraph``."""

    __slots__ = ("ahead", "ahead_end", "ahead_from", "ahead_until", "blocked", "page", "quiet_from")

    def __init__(self, page: PageState | None) -> None:
        self.page = page
        """The page's state (``None`` where the source holds no link: it is not needed)."""
        self.quiet_from = 0 if page is None or page.alt_text_depth else sys.maxsize
        """The offset from which the rule makes nothing: 0 where no inline-kind link can be
        found anywhere in the source (the scanner's needle, which starts inside every link,
        occurs nowhere in it, and, in a mode that reads escapes and entity references as
        their characters, neither does an ``&`` or ``\\``) or where the source is an
        image's alt text, no place for links (an alt text is parsed in a state of its own,
        inside the ``image`` rule's call); else past every offset."""
        self.ahead: Link | None = None
        """The next link the page's scan gave at :attr:`ahead_from` for the window ending
        at :attr:`ahead_end` (``None``: no link up to there). It stays the next link at
        every later position of that window up to its start: between two links the scan's
        answer is the same (:class:`~.render_state.LinkQueue`) and no link was refused
        there, so the rule asks the page once per stretch, not at every position the parser
        stops at. A stretch that starts inside a link refused where it stood is not kept
        (its end is -1): whether its container still refuses is asked at every position."""
        self.ahead_from = self.ahead_end = -1
        self.ahead_until = -1
        """Up to where :attr:`ahead` is the answer: its start, or, where it is ``None``, how
        far the page has read the window (``sys.maxsize`` once it has read to its end)."""
        self.blocked = -1
        """Where a terminator stands before :attr:`ahead` (found from an earlier position of
        the stretch; -1 when none is known): the source up to the link is no plain text
        while the parser has not passed it."""


QUIET = ParagraphFacts(None)
"""The facts of every parse whose source holds no inline-kind link: shared by all of them
(in every thread) because a rule that reads them returns at its first comparison and never
changes them."""


def links_test(scanner: Scanner, *, decoded: bool) -> Callable[[str], bool]:
    """Whether a source may hold a link of ``scanner``'s kinds: a needle (searched with the
    needle's faster forms where they serve,
    :meth:`~md_autolinks.engine.needles.Needle.whole_text_test`), or (where the text is
    read ``decoded``, escapes and entity references as their characters) a ``&`` or ``\\``
    that may read as part of one. Made once per configuration: a page asks it of every
    paragraph, so the needle's own test is handed out itself where nothing is added to it."""
    if not scanner.kinds:
        return _holds_none
    holds_needle = scanner.needles.whole_text_test()
    if not decoded:
        return holds_needle

    def may_hold_links(src: str) -> bool:
        return "&" in src or "\\" in src or holds_needle(src)

    return may_hold_links


def _holds_none(src: str) -> bool:
    """No source holds a link of a scanner without kinds."""
    return False
