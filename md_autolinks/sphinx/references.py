"""The linking transform's second pass: the references of the links found, made after
Sphinx's smartquotes.

The first pass (:mod:`md_autolinks.sphinx.transform`) leaves each run with links as one
guarded ``Text`` node and records it as :class:`Pending` in the page's :class:`PendingPage`;
:class:`AutolinkReferences` finds the links again in what smartquotes made of that node,
reads them in the text the reader sees (:func:`as_read`) and puts the references in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from docutils import nodes
from sphinx.transforms import SphinxTransform

from ..common.anchors import Anchor
from ..engine.errors import FilterError
from ..engine.model import Link
from .failures import report_filter_failure
from .node_text import ShownText, follow_smartquotes
from .reference_node import make_reference


@dataclass(frozen=True)
class Made:
    """One link the first pass made: the engine's link (offsets into the shown text), its
    anchor, and its span in the run's raw text as written."""

    link: Link
    anchor: Anchor
    raw: tuple[int, int]


@dataclass(frozen=True)
class Pending:
    """A node whose links wait for smartquotes: its parent and place there, the run's raw
    text, the guarded text the first pass left in it, each link's span in that text, and
    the context characters of the run (:class:`~md_autolinks.sphinx.node_runs.Run`)."""

    parent: nodes.Element
    index: int
    raw: str
    guarded: str
    spans: list[tuple[int, int]]
    made: list[Made]
    before: str = ""
    after: str = ""


class PageReader(Protocol):
    """How the first pass reads a page's text, asked again by the second."""

    def links(self, text: str, before: str, after: str) -> list[Link]:
        """The links of ``text`` between the context characters ``before`` and ``after``,
        of the user's kinds."""

    def anchor(self, link: Link) -> Anchor | None:
        """The anchor of ``link``, a link the page already mentions, under the user's
        controls (``None`` when they refuse it)."""


@dataclass
class PendingPage:
    """What the first pass leaves for the second on one page: how it reads text and the
    nodes whose links wait."""

    reader: PageReader
    pending: list[Pending] = field(default_factory=list)


PENDING = "md_autolinks_pending"
"""The document attribute holding the page's :class:`PendingPage` between the two passes."""


class AutolinkReferences(SphinxTransform):
    """Makes the references of the links
    :class:`~md_autolinks.sphinx.transform.AutolinkTransform` found, after smartquotes
    (priority 750).

    Smartquotes put a new ``Text`` node in the same place; the links are found in it again
    by :func:`~md_autolinks.sphinx.node_text.follow_smartquotes`. The text between links is
    the new node's; each link's text is its text as written. A link that a quote
    smartquotes turned ends earlier in the reader's text ends there (:func:`as_read`). A
    node that is not where it was, or not a rewrite of it, keeps its text and gets no link.
    Each element's children are rebuilt once, however many of its nodes hold links.
    """

    default_priority = 755

    def apply(self, **kwargs: Any) -> None:
        page: PendingPage | None = getattr(self.document, PENDING, None)
        if page is None:
            return
        delattr(self.document, PENDING)
        by_parent: dict[int, list[Pending]] = {}
        for entry in page.pending:
            by_parent.setdefault(id(entry.parent), []).append(entry)
        for entries in by_parent.values():
            try:
                _make_references(entries[0].parent, entries, page.reader)
            except FilterError as error:
                report_filter_failure(self.env, entries[0].parent, error)
                break


def _make_references(parent: nodes.Element, entries: list[Pending], reader: PageReader) -> None:
    """Replace each pending node of ``parent`` by its text and references."""
    expanded: dict[int, list[nodes.Node]] = {}
    for entry in entries:
        if entry.index >= len(parent.children):
            continue
        text = parent[entry.index]
        if not isinstance(text, nodes.Text):
            continue
        pieces = _pieces(entry, str(text), reader)
        if pieces is not None:
            expanded[entry.index] = pieces
    if not expanded:
        return
    rebuilt: list[nodes.Node] = []
    for index, child in enumerate(parent.children):
        replacement = expanded.get(index)
        if replacement is None:
            rebuilt.append(child)
            continue
        for piece in replacement:
            parent.setup_child(piece)
        rebuilt.extend(replacement)
    parent.children = rebuilt


Placed = tuple[int, int, Link, Anchor, str]
"""A link in the text smartquotes made: its span there, the link, its anchor and its text
as written."""


def _pieces(entry: Pending, after: str, reader: PageReader) -> list[nodes.Node] | None:
    """The text and references ``after`` (what smartquotes made of the pending node) becomes,
    or ``None`` when it is no rewrite of it."""
    offsets = follow_smartquotes(
        entry.guarded, after, [offset for span in entry.spans for offset in span]
    )
    if offsets is None:
        return None
    placed: list[Placed] = [
        (offsets[2 * number], offsets[2 * number + 1], made.link, made.anchor,
         entry.raw[made.raw[0] : made.raw[1]])
        for number, made in enumerate(entry.made)
    ]  # fmt: skip
    if after != entry.guarded:
        placed = as_read(placed, after, entry, reader)
    pieces: list[nodes.Node] = []
    cursor = 0
    for start, end, link, anchor, written in placed:
        if start > cursor:
            pieces.append(nodes.Text(after[cursor:start]))
        pieces.append(make_reference(link, anchor, written))
        cursor = end
    if cursor < len(after):
        pieces.append(nodes.Text(after[cursor:]))
    return pieces


def as_read(placed: list[Placed], after: str, entry: Pending, reader: PageReader) -> list[Placed]:
    """The links of ``placed`` as the reader's text reads them, once smartquotes rewrote the
    node into ``after`` (``docs/getting-started.md``, "Smart quotes").

    The first pass found them before smartquotes, which then turned the quotes beside them
    (their own stay as written). Where a turned quote ends a link earlier in the reader's
    text, the link ends there: in a MyST page whose ``smartquotes`` extension already
    turned a link's apostrophe (``'http://a.com/x’s``), Sphinx's smartquotes turns the
    opening quote, and ``‘http://a.com/x’s`` links ``http://a.com/x``. A turned quote never
    makes a link longer (the link stays as found in the text as written); the shorter link
    is the start of the link as written, and the text shown never changes.
    """
    shown = ShownText(after)
    found = {link.start: link for link in reader.links(shown.text, entry.before, entry.after)}
    read: list[Placed] = []
    for start, end, link, anchor, written in placed:
        first, last = shown.shown_span(start, end)
        again = found.get(first)
        if again is None or again.end >= last:
            read.append((start, end, link, anchor, written))
            continue
        made = reader.anchor(again)
        if made is not None:
            cut = ShownText(written).raw_span(0, again.end - again.start)[1]
            stop = shown.raw_span(again.start, again.end)[1]
            read.append((start, stop, again, made, written[:cut]))
    return read
