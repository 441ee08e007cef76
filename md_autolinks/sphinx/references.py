"""The linking transform's second pass: the references of the links found, made after
Sphinx's smartquotes.

The first pass (:mod:`md_autolinks.sphinx.transform`) leaves each run with links as one
guarded ``Text`` node and records it as :class:`Pending`; :class:`AutolinkReferences`
finds the links again in what smartquotes made of that node and puts the references in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from docutils import nodes
from sphinx.transforms import SphinxTransform

from ..common.anchors import Anchor
from ..engine.model import Link
from .node_text import follow_smartquotes
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
    """A node whose links wait for smartquotes: its parent and place there, the guarded
    text the first pass left in it, and each link's span in that text."""

    parent: nodes.Element
    index: int
    raw: str
    guarded: str
    spans: list[tuple[int, int]]
    made: list[Made]


PENDING = "md_autolinks_pending"
"""The document attribute holding the :class:`Pending` nodes between the two passes."""


class AutolinkReferences(SphinxTransform):
    """Makes the references of the links
    :class:`~md_autolinks.sphinx.transform.AutolinkTransform` found, after smartquotes
    (priority 750).

    Smartquotes put a new ``Text`` node in the same place; the links are found in it again
    by :func:`~md_autolinks.sphinx.node_text.follow_smartquotes`. The text between links is
    the new node's; each link's text is its text as written. A node that is not where it
    was, or not a rewrite of it, keeps its text and gets no link. Each element's children
    are rebuilt once, however many of its nodes hold links.
    """

    default_priority = 755

    def apply(self, **kwargs: Any) -> None:
        pending: list[Pending] = getattr(self.document, PENDING, [])
        if hasattr(self.document, PENDING):
            delattr(self.document, PENDING)
        by_parent: dict[int, list[Pending]] = {}
        for entry in pending:
            by_parent.setdefault(id(entry.parent), []).append(entry)
        for entries in by_parent.values():
            _make_references(entries[0].parent, entries)


def _make_references(parent: nodes.Element, entries: list[Pending]) -> None:
    """Replace each pending node of ``parent`` by its text and references."""
    expanded: dict[int, list[nodes.Node]] = {}
    for entry in entries:
        if entry.index >= len(parent.children):
            continue
        text = parent[entry.index]
        if not isinstance(text, nodes.Text):
            continue
        pieces = _pieces(entry, str(text))
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


def _pieces(entry: Pending, after: str) -> list[nodes.Node] | None:
    """The text and references ``after`` (what smartquotes made of the pending node) becomes,
    or ``None`` when it is no rewrite of it."""
    offsets = follow_smartquotes(
        entry.guarded, after, [offset for span in entry.spans for offset in span]
    )
    if offsets is None:
        return None
    pieces: list[nodes.Node] = []
    cursor = 0
    for number, made in enumerate(entry.made):
        start, end = offsets[2 * number], offsets[2 * number + 1]
        if start > cursor:
            pieces.append(nodes.Text(after[cursor:start]))
        written = entry.raw[made.raw[0] : made.raw[1]]
        pieces.append(make_reference(made.link, made.anchor, written))
        cursor = end
    if cursor < len(after):
        pieces.append(nodes.Text(after[cursor:]))
    return pieces
