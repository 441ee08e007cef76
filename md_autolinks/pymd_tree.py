"""The tree pass: finds the mode's remaining kinds (emails) in finished text nodes.

Emphasis has become elements by then, so ``**john.doe@example.com**`` works; each text
run is read between context characters that say what stands beside it.
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from collections.abc import Iterator

from markdown import Markdown, util
from markdown.treeprocessors import Treeprocessor

from .model import Link
from .options import Options
from .pymd_host import (
    EMPHASIS_TAGS,
    INLINE_TAGS,
    PLACEHOLDER,
    SKIPPED_TAGS,
    HostContext,
    build_anchor,
)
from .pymd_inline import InlineLinkProcessor
from .scanners.base import Scanner
from .text_runs import DELIMITER, OPAQUE, links_in_run, raw_opaque_effect


class TextLinkProcessor(Treeprocessor):
    """Finds the mode's remaining kinds (emails) in finished text nodes, and takes back any
    inline-pass anchor that the finished tree shows inside raw ``<a>`` or ``<code>``."""

    def __init__(
        self, scanner: Scanner, options: Options, md: Markdown, inline: InlineLinkProcessor | None
    ) -> None:
        super().__init__(md)
        self.scanner = scanner
        self.options = options
        self.host = HostContext(md)
        self.inline = inline
        self.raw_opaque_depth = 0
        self.active = True

    def run(self, root: etree.Element) -> None:
        """Link the text kinds block by block, and take back inline anchors inside raw ``<a>``."""
        linking = self.active and bool(self.scanner.kinds)
        undoing = self.inline is not None and bool(self.inline.made) and self.host.has_raw_opaque()
        if not (linking or undoing):
            return
        for block in root:
            if block.tag not in SKIPPED_TAGS and self._worth_reading("".join(block.itertext())):
                self.raw_opaque_depth = 0
                self._walk(block, block=block.tag not in INLINE_TAGS)

    def _walk(self, element: etree.Element, block: bool) -> None:
        children = list(element)
        inner_edge = DELIMITER if block or element.tag in EMPHASIS_TAGS else OPAQUE
        if element.text and self._worth_reading(element.text):
            after = _edge_before(children[0]) if children else inner_edge
            element.text, made = self._link_text(element.text, inner_edge, after)
            for offset, anchor in enumerate(made):
                element.insert(offset, anchor)
        inserted = len(element) - len(children)
        for index, child in enumerate(children):
            if self.raw_opaque_depth and self.inline and id(child) in self.inline.made:
                _make_transparent(child)
            elif child.tag not in SKIPPED_TAGS:
                self._walk(child, block=child.tag not in INLINE_TAGS)
            if child.tail and self._worth_reading(child.tail):
                before = DELIMITER if child.tag == "br" or child.tag not in INLINE_TAGS else OPAQUE
                following = children[index + 1] if index + 1 < len(children) else None
                after = _edge_before(following) if following is not None else inner_edge
                child.tail, made = self._link_text(child.tail, before, after)
                for offset, anchor in enumerate(made, start=index + 1 + inserted):
                    element.insert(offset, anchor)
                inserted += len(made)

    def _worth_reading(self, text: str) -> bool:
        """Whether ``text`` may hold a link or a raw ``<a>``/``</a>`` placeholder."""
        if isinstance(text, util.AtomicString):
            return False
        return util.STX in text or self.scanner.needle.search(text) is not None

    def _link_text(self, text: str, before: str, after: str) -> tuple[str, list[etree.Element]]:
        """Split ``text`` into its leading text and anchors (each carrying its tail)."""
        anchors: list[etree.Element] = []
        lead: list[str] = []
        for start, end, is_text in _pieces(text):
            if not is_text:
                raw = self.host.raw_html(text[start:end])
                self.raw_opaque_depth = max(0, self.raw_opaque_depth + raw_opaque_effect(raw))
                _append_text(lead, anchors, text[start:end])
                continue
            cursor = start
            if not self.raw_opaque_depth:
                for link in self._links_in_piece(text, start, end, before, after):
                    anchor = build_anchor(link, self.options)
                    if anchor is None:
                        continue
                    _append_text(lead, anchors, text[cursor : link.start])
                    anchors.append(anchor)
                    cursor = link.end
            _append_text(lead, anchors, text[cursor:end])
        return "".join(lead), anchors

    def _links_in_piece(
        self, text: str, start: int, end: int, before: str, after: str
    ) -> Iterator[Link]:
        """Links of ``text[start:end]``, a run between placeholders, framed by its context;
        a link that touches a backslash escape is not made."""
        left = before if start == 0 else OPAQUE
        right = after if end == len(text) else OPAQUE
        run = text[start:end]
        for link in links_in_run(self.scanner, run, left, right):
            after_escape = link.start == 0 and self.host.is_escape(_placeholder_before(text, start))
            before_escape = link.end == len(run) and self.host.is_escape(_placeholder_at(text, end))
            if not (after_escape or before_escape):
                yield Link(link.start + start, link.end + start, link.kind, link.href, link.text)


def _make_transparent(anchor: etree.Element) -> None:
    """Turn an anchor back into its text: Python-Markdown writes an element without a tag
    as its text and children only."""
    anchor.tag = None  # type: ignore[assignment]
    anchor.attrib.clear()


def _pieces(text: str) -> Iterator[tuple[int, int, bool]]:
    """Alternate runs of plain text and placeholders as ``(start, end, is_text)``."""
    cursor = 0
    for found in PLACEHOLDER.finditer(text):
        if found.start() > cursor:
            yield cursor, found.start(), True
        yield found.start(), found.end(), False
        cursor = found.end()
    if cursor < len(text):
        yield cursor, len(text), True


def _placeholder_at(text: str, index: int) -> str:
    found = PLACEHOLDER.match(text, index)
    return found.group() if found else ""


def _placeholder_before(text: str, index: int) -> str:
    begin = text.rfind(util.STX, 0, index)
    return text[begin:index] if begin >= 0 else ""


def _append_text(lead: list[str], anchors: list[etree.Element], text: str) -> None:
    if not text:
        return
    if anchors:
        anchors[-1].tail = (anchors[-1].tail or "") + text
    else:
        lead.append(text)


def _edge_before(element: etree.Element) -> str:
    """Context at the end of text that an element follows: a line break is a delimiter,
    an image its ``!`` (md4c links ``www.a.b![i](j)``)."""
    if element.tag == "img":
        return "!"
    return DELIMITER if element.tag == "br" or element.tag not in INLINE_TAGS else OPAQUE
