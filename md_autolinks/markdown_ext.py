"""Python-Markdown front end: ``markdown.markdown(text, extensions=["md_autolinks"])``.

Two hooks, because the reference implementations find links at two moments:

* an inline processor claims the mode's ``INLINE_KINDS`` (www and URL links in gfm
  and uts58) from the raw inline source, after code spans, escapes, links,
  ``<...>`` autolinks and raw HTML have been set aside and before entities and
  emphasis, so ``http://a.com/*x*`` stays one link;
* a tree processor finds the other kinds (emails) in the finished text nodes,
  where emphasis has become elements, so ``**john.doe@example.com**`` works.

Neither touches code, existing links (Markdown, reference, ``<...>`` or raw HTML
``<a>``), raw HTML or Python-Markdown's placeholders. A link that runs into a
backslash escape is not made: ``example\\.com`` stays text.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from markdown import Markdown, util
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.preprocessors import Preprocessor
from markdown.treeprocessors import Treeprocessor

from .anchors import make_anchor
from .model import Link
from .options import OPTION_SPECS, Options
from .scanners.base import Scanner
from .text_runs import (
    BLOCKED_BY_OPEN_BRACKET,
    DELIMITER,
    OPAQUE,
    bracket_depth,
    links_in_run,
    raw_opaque_effect,
    split_scanners,
    without_closing_emphasis,
)

REGISTRY_NAME = "md_autolinks"
INLINE_PRIORITY = 85
"""Below Python-Markdown's ``html`` (90), above ``entity`` (80) and emphasis (60)."""
TREE_PRIORITY = 19
"""Just after Python-Markdown's ``inline`` tree processor (20)."""
GATE_PRIORITY = 5
"""After Python-Markdown's preprocessors, which may only remove source (HTML blocks)."""

STASHED_CONTEXT = "<"
"""What the engine sees where inline source was set aside (raw HTML, code, links): the
source of raw HTML and ``<...>`` autolinks starts with ``<``. It is context only: a link
that would take it in (``<`` opens a bracket in uts58) is scanned again without it."""

SKIPPED_TAGS = frozenset({"a", "code", "pre", "kbd", "samp", "script", "style"})
EMPHASIS_TAGS = frozenset({"em", "strong", "b", "i", "del", "s", "strike", "ins", "mark", "u"})
INLINE_TAGS = EMPHASIS_TAGS | frozenset(
    {"a", "code", "kbd", "samp", "span", "abbr", "sub", "sup", "small", "big", "cite", "q",
     "dfn", "img", "br", "time"}
)

_PLACEHOLDER = re.compile("\x02[^\x02\x03]*\x03")
_ESCAPE_PLACEHOLDER = re.compile("\x02[0-9]+\x03")
_RUN = re.compile(r"[^\t\n\r <]*")


class _HostContext:
    """What a Python-Markdown placeholder stands for."""

    def __init__(self, md: Markdown) -> None:
        self.md = md
        self._opaque_checked = 0
        self._opaque_seen = False

    def _stashed_string(self, placeholder: str) -> str:
        """The string an inline placeholder stands for, or ``placeholder`` itself."""
        found = util.INLINE_PLACEHOLDER_RE.fullmatch(placeholder)
        if not found:
            return placeholder
        inline = self.md.treeprocessors["inline"]
        stashed = getattr(inline, "stashed_nodes", {}).get(found.group(1))
        return stashed if isinstance(stashed, str) else ""

    def raw_html(self, placeholder: str) -> str:
        """The raw HTML a (possibly inline-stashed) HTML placeholder stands for, or ``""``."""
        found = util.HTML_PLACEHOLDER_RE.fullmatch(self._stashed_string(placeholder))
        if not found:
            return ""
        index = int(found.group(1))
        blocks = self.md.htmlStash.rawHtmlBlocks
        block = blocks[index] if index < len(blocks) else ""
        return block if isinstance(block, str) else ""

    def is_escape(self, placeholder: str) -> bool:
        """Whether a placeholder stands for a backslash-escaped character."""
        return bool(_ESCAPE_PLACEHOLDER.fullmatch(self._stashed_string(placeholder)))

    def has_raw_opaque(self) -> bool:
        """Whether the document's stashed HTML so far holds any raw ``<a>``, ``<code>``...;
        checked incrementally, so it costs nothing for documents without them."""
        blocks = self.md.htmlStash.rawHtmlBlocks
        if self._opaque_checked > len(blocks):
            self._opaque_checked, self._opaque_seen = 0, False
        while not self._opaque_seen and self._opaque_checked < len(blocks):
            block = blocks[self._opaque_checked]
            self._opaque_seen = isinstance(block, str) and raw_opaque_effect(block) > 0
            self._opaque_checked += 1
        return self._opaque_seen


def _literal(text: str) -> str:
    """``text`` for Python-Markdown's serializer, which leaves ``&name;`` as an entity:
    pre-escaping every ``&`` makes ``&amp;`` in a URL render as written, as on GitHub."""
    return text.replace("&", "&amp;") if "&" in text else text


def build_anchor(link: Link, options: Options) -> etree.Element | None:
    """The ``<a>`` element for ``link`` under the user's controls, or ``None`` to skip it."""
    anchor = make_anchor(link, options)
    if anchor is None:
        return None
    element = etree.Element("a", {name: _literal(v) for name, v in anchor.attributes.items()})
    element.text = util.AtomicString(_literal(anchor.text))
    return element


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

    def __init__(self, host: _HostContext, data: str, track_brackets: bool) -> None:
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
            for found in _PLACEHOLDER.finditer(self.data, self.cursor, position):
                effect = raw_opaque_effect(self.host.raw_html(found.group()))
                self.raw_depth = max(0, self.raw_depth + effect)
        if self.track_brackets:
            self.bracket_depth = bracket_depth(self.data, self.bracket_depth, self.cursor, position)
        self.cursor = position

    def allows_link(self) -> bool:
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
        self.host = _HostContext(md)
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
        """Every acceptable link of ``data`` from the run holding ``first`` on."""
        context = _Context(self.host, data, self.bracket_rule)
        chosen: deque[tuple[Link, etree.Element]] = deque()
        run_start = data.rfind(util.ETX, 0, first) + 1
        while run_start < len(data):
            run_end = data.find(util.STX, run_start)
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
            next_placeholder = _PLACEHOLDER.match(data, run_end)
            run_start = next_placeholder.end() if next_placeholder else run_end + 1
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
        if run_end == len(data) or _run_end(data, link.start, run_end) != run_end:
            return False
        placeholder = _PLACEHOLDER.match(data, run_end)
        return placeholder is not None and self.host.is_escape(placeholder.group())

    def _within(self, text: str, link: Link, end: int) -> Link | None:
        """``link`` if it ends by ``end``, else the link scanned again from its start with
        ``end`` as the end of the text (the context character after it is not its own)."""
        if link.end <= end:
            return link
        return next(self.scanner.iter_links(text, link.start, end), None)


def _run_end(text: str, start: int, end: int) -> int:
    """End of the run of non-whitespace, non-``<`` characters from ``start`` (at most ``end``)."""
    match = _RUN.match(text, start, end)
    return match.end() if match else start


class TextLinkProcessor(Treeprocessor):
    """Finds the mode's remaining kinds (emails) in finished text nodes, and takes back any
    inline-pass anchor that the finished tree shows inside raw ``<a>`` or ``<code>``."""

    def __init__(
        self, scanner: Scanner, options: Options, md: Markdown, inline: InlineLinkProcessor | None
    ) -> None:
        super().__init__(md)
        self.scanner = scanner
        self.options = options
        self.host = _HostContext(md)
        self.inline = inline
        self.raw_opaque_depth = 0
        self.active = True

    def run(self, root: etree.Element) -> None:
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
    for found in _PLACEHOLDER.finditer(text):
        if found.start() > cursor:
            yield cursor, found.start(), True
        yield found.start(), found.end(), False
        cursor = found.end()
    if cursor < len(text):
        yield cursor, len(text), True


def _placeholder_at(text: str, index: int) -> str:
    found = _PLACEHOLDER.match(text, index)
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
    """Context at the end of text that an element follows: a line break is a delimiter."""
    return DELIMITER if element.tag == "br" or element.tag not in INLINE_TAGS else OPAQUE


class DocumentGate(Preprocessor):
    """Switches the two passes off for a document whose source no link could come from.

    Most pages of a site hold no email, many no URL; for them this one search of the
    source spares Python-Markdown a pattern over every run of text and the tree pass.
    """

    def __init__(
        self, md: Markdown, inline: InlineLinkProcessor | None, text: TextLinkProcessor
    ) -> None:
        super().__init__(md)
        self.inline = inline
        self.text = text

    def run(self, lines: list[str]) -> list[str]:
        source = "\n".join(lines)
        if self.inline is not None:
            self.inline.forget()
            wanted = self.inline.scanner.needle.search(source) is not None
            registered = REGISTRY_NAME in self.md.inlinePatterns
            if wanted and not registered:
                self.md.inlinePatterns.register(self.inline, REGISTRY_NAME, INLINE_PRIORITY)
            elif registered and not wanted:
                self.md.inlinePatterns.deregister(REGISTRY_NAME)
        self.text.active = self.text.scanner.needle.search(source) is not None
        return lines


class AutolinkExtension(Extension):
    """Python-Markdown extension that links bare URLs, www. hosts and emails.

    ``AutolinkExtension(mode="gfm", kinds=("url", "www", "email"), ...)``; every
    option of :data:`md_autolinks.options.OPTION_SPECS` is accepted and validated
    at once, and an unknown name or bad value raises
    :class:`~md_autolinks.options.OptionError` naming the valid choices.
    """

    def __init__(self, **kwargs: Any) -> None:
        self.options = Options.from_mapping(kwargs)
        super().__init__()
        self._publish_config()

    def setConfig(self, key: str, value: Any) -> None:  # noqa: N802 (Python-Markdown's name)
        self.setConfigs({key: value})

    def setConfigs(self, items: Mapping[str, Any] | Any) -> None:  # noqa: N802
        current = self.options.as_dict() if hasattr(self, "options") else {}
        self.options = Options.from_mapping({**current, **dict(items)})
        self._publish_config()

    def _publish_config(self) -> None:
        """Mirror the validated options in Python-Markdown's ``config`` / ``getConfigs()``."""
        self.config = {
            name: [value, OPTION_SPECS[name].help] for name, value in self.options.as_dict().items()
        }

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        if REGISTRY_NAME in md.preprocessors:
            return
        md.registerExtension(self)
        options = self.options
        inline_scanner, text_scanner = split_scanners(options)
        inline = InlineLinkProcessor(inline_scanner, options, md) if inline_scanner.kinds else None
        text = TextLinkProcessor(text_scanner, options, md, inline)
        if inline is not None:
            md.inlinePatterns.register(inline, REGISTRY_NAME, INLINE_PRIORITY)
        md.treeprocessors.register(text, REGISTRY_NAME, TREE_PRIORITY)
        md.preprocessors.register(DocumentGate(md, inline, text), REGISTRY_NAME, GATE_PRIORITY)


def makeExtension(**kwargs: Any) -> AutolinkExtension:  # noqa: N802 (Python-Markdown's hook)
    """Python-Markdown's loader hook for ``extensions=["md_autolinks.markdown_ext"]``."""
    return AutolinkExtension(**kwargs)
