"""The floor of a tree pass: what Python-Markdown charges for the anchors alone.

A Python-Markdown extension whose tree processor (at md-autolinks' priority, 7.5) puts
anchors into the finished tree with no detection at all: the first time it sees a
document (the benchmark's untimed warm-up pass), it records where ``find_links`` finds
links in the tree's text nodes (code, ``<pre>`` and existing links left out); every later
time it replays those insertions by their paths. What remains is the cost of the
``<a>`` elements themselves (building and inserting them, then Python-Markdown's
``unescape`` pass and serializer over them), which any tree-pass autolinker pays, so that
md-autolinks' own share (finding the text nodes and the links in them) can be read off
in the same run. It is not an autolinker.
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from typing import Any

from markdown import Markdown, util
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

from md_autolinks import find_links

SKIPPED = frozenset({"code", "pre", "a", "script", "style"})
Span = tuple[int, int, str, str]
Edit = tuple[tuple[int, ...], int, list[Span]]
"""A parent's path of child indices from the root, ``-1`` for its text or the index of
the child whose tail holds the links, and the links' spans, hrefs and texts."""


def _record(root: etree.Element, mode: str) -> list[Edit]:
    edits: list[Edit] = []

    def visit(element: etree.Element, path: tuple[int, ...]) -> None:
        if element.tag in SKIPPED:
            return
        if path:
            _note(edits, path, -1, element.text, mode)
        for index, child in enumerate(element):
            visit(child, (*path, index))
            _note(edits, path, index, child.tail, mode)

    visit(root, ())
    return edits


def _note(edits: list[Edit], path: tuple[int, ...], slot: int, text: str | None, mode: str) -> None:
    if text and not isinstance(text, util.AtomicString):
        links = find_links(text, mode=mode)
        spans = [(link.start, link.end, link.href, link.text) for link in links]
        if spans:
            edits.append((path, slot, spans))


def _replay(root: etree.Element, edits: list[Edit]) -> None:
    for path, slot, spans in reversed(edits):
        parent = root
        for index in path:
            parent = parent[index]
        text = parent.text if slot < 0 else parent[slot].tail
        if not text:
            continue
        anchors = []
        for position, (_, end, href, link_text) in enumerate(spans):
            anchor = etree.Element("a", {"href": href})
            anchor.text = util.AtomicString(link_text)
            following = spans[position + 1][0] if position + 1 < len(spans) else len(text)
            anchor.tail = text[end:following]
            anchors.append(anchor)
        lead = text[: spans[0][0]]
        if slot < 0:
            parent.text = lead
        else:
            parent[slot].tail = lead
        parent[slot + 1 : slot + 1] = anchors


class _AnchorReplay(Treeprocessor):
    def __init__(self, md: Markdown, mode: str) -> None:
        super().__init__(md)
        self.mode = mode
        self.source = ""
        self.recorded: dict[str, list[Edit]] = {}

    def run(self, root: etree.Element) -> None:
        edits = self.recorded.get(self.source)
        if edits is None:
            edits = self.recorded[self.source] = _record(root, self.mode)
        _replay(root, edits)


class TreeFloorExtension(Extension):
    """Registers the replaying tree processor at md-autolinks' tree priority."""

    def __init__(self, mode: str = "gfm") -> None:
        super().__init__()
        self.mode = mode
        self.processor: _AnchorReplay | None = None

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        self.processor = _AnchorReplay(md, self.mode)
        md.treeprocessors.register(self.processor, "tree_floor", 7.5)


def make_runner(mode: str = "gfm") -> Any:
    """``convert(text)`` for Python-Markdown with the replaying tree processor: it keys what
    it records by the document's source."""
    import markdown

    extension = TreeFloorExtension(mode)
    md = markdown.Markdown(extensions=[extension])
    processor = extension.processor
    assert processor is not None

    def convert(text: str) -> str:
        md.reset()
        processor.source = text
        return md.convert(text)

    return convert
