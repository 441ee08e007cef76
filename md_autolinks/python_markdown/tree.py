"""The tree pass: makes every anchor, in the text nodes of the finished tree.

It runs after Python-Markdown's inline pass and after ``attr_list`` (so attribute lists are
gone before anything is linked), before ``abbr``, ``smarty`` and ``toc`` (so the anchor's
text is atomic to them). Each run of text is read between context characters that say
what stands beside it; placeholders are never created for a link.
"""

from __future__ import annotations

import html
import xml.etree.ElementTree as etree
from collections.abc import Iterator

from markdown import Markdown, util
from markdown.treeprocessors import Treeprocessor

from ..common.escapes import MD4C_OPENERS, kept_beside_escapes
from ..common.first_mentions import PageMentions, mention_of
from ..common.never_linked import MATH_TAGS, NEVER_LINKED_TAGS, RAW_NEVER_LINKED_TAGS
from ..common.text_runs import (
    DELIMITER,
    OPAQUE,
    RawElements,
    invisible_context,
    links_within,
)
from ..engine.bidi import OverrideReach, holds_override, starts_outside
from ..engine.model import Link, LinkKind, moved_link
from ..engine.options import Options
from ..engine.scanners.brackets import bracket_depth
from .inline_guard import InlineGuard, may_be_shielded
from .placeholders import (
    EMPHASIS_TAGS,
    INLINE_TAGS,
    NUMERIC_REFERENCE_START,
    PLACEHOLDER,
    WRITTEN,
    Placeholders,
    Seen,
    escaped_char,
    is_escape,
    is_refusal,
    mend_lost_placeholders,
    refusals_read_through,
    write_back_refusals,
)
from .plan import FrontEndSetup
from .run_context import (
    edge_after,
    edge_before,
    placeholder_at,
    placeholder_before,
    without_attribute_lists,
)
from .smarty import SmartQuotes, smart_quotes

_LINE_END_SPACE = " \t"
BACKSLASH = chr(92)
_STX = util.STX
_ATOMIC = util.AtomicString
_BRACKETS = frozenset("[]")
"""Escaped brackets stay placeholders where the mode follows cmark's bracket stack (gfm):
an escaped ``[`` opens nothing, while the link rules read it as its character."""
_STASHED = util.HTML_PLACEHOLDER.split("%s")[0]
"""How Python-Markdown's placeholder of a stashed entity reference (or raw HTML) starts."""
_NOTHING_OPEN = RawElements(RAW_NEVER_LINKED_TAGS)
"""The raw elements of an instance that has read no raw HTML: nothing is open. Shared and
never read into: the first raw HTML a tree pass reads gets it its own
:class:`~md_autolinks.common.text_runs.RawElements`."""
END_OF_TEXT = ""
"""Context after the last text of a block: nothing, as at the end of a reference parser's
input (cmark-gfm reads ``**www.`` at the end of a paragraph differently from ``www. x``)."""


class TreeLinker(Treeprocessor):
    """Links the text of the finished tree (see the module docstring).

    Skipped: code, existing links, controls
    (:data:`~md_autolinks.common.never_linked.NEVER_LINKED_TAGS`),
    atomic text, and the links :mod:`.refusals` lists (text inside raw
    ``<a>``/``<code>``/control HTML, attribute lists left in the text, in md4c a link a
    backslash escape touches, (gfm) www and URL links while a ``[`` of the block is open,
    and what the domain policy or the ``filter`` drops, through the anchor builder), and in a
    block holding a directional override (its character, or a numeric character reference
    to it), a link where one opened earlier in the block is in effect
    (:meth:`_override_spans`: the block's texts read in document order, code and link text
    included).
    Escapes and entity references are read as the mode reads them
    (:mod:`md_autolinks.common.escapes`, :meth:`_as_seen`).
    """

    def __init__(
        self,
        setup: FrontEndSetup,
        options: Options,
        md: Markdown,
        guard: InlineGuard | None = None,
    ) -> None:
        super().__init__(md)
        plan = setup.plan
        scanner = self.scanner = plan.tree
        self.guard = guard
        """The inline guard of this instance, if the mode has one: a placeholder it caused
        may need mending (:func:`mend_lost_placeholders`)."""
        self.options = options
        self.anchor = setup.anchor
        self._host: Placeholders | None = None
        self.bracketed = setup.bracketed
        self._emails = plan.emails
        """The emails alone, in a mode whose guard refuses links but leaves emails to this
        pass (gfm): they read through the guard's refusals (:func:`refusals_read_through`)."""
        self._escapes_seen = setup.escapes_seen
        self._entities_seen = scanner.READS_DECODED_TEXT
        self._entities_hide_needles = self._entities_seen or plan.emails is not None
        self.quotes: SmartQuotes | None = None
        """smarty's reading of quotes, where smarty is loaded (:func:`~.smarty.smart_quotes`),
        read for the page being linked the first time a quote follows a link."""
        self._quotes_read = False
        self._may_hold_link = setup.may_hold_link
        self._attribute_lists: bool | None = None
        self.active = True
        self._raw = _NOTHING_OPEN
        self._brackets = 0
        self._bidi = False
        """Whether the top-level block being linked holds a directional override, written
        as its character or as a numeric character reference."""
        self._references = False
        """Whether the page's source holds a numeric character reference, which may write a
        bidi control (:meth:`~.placeholders.Placeholders.numeric_reference`)."""
        self._reach: OverrideReach | None = None
        """The bidi state carried through the block being linked, where :attr:`_bidi`."""
        self._embedded = RawElements(MATH_TAGS)
        """The raw MathML and SVG elements open in the block, followed where :attr:`_bidi`."""
        self.mentions = PageMentions(options) if options.first_mention_only else setup.no_mentions
        """What the page has linked (``first_mention_only``), new for each page."""
        self.anchored: list[Link] | None = None
        """When a list, the link of each anchor this pass puts in the tree is appended to it,
        in the order they are made (the ``links`` command lists them)."""

    @property
    def host(self) -> Placeholders:
        """What the placeholders of this instance's tree stand for, made the first time a
        text holding one is read."""
        if self._host is None:
            self._host = Placeholders(self.md)
        return self._host

    def run(self, root: etree.Element) -> None:
        """Link every block whose text holds a needle; then, where the guard acted, write its
        refusals back (:func:`~.placeholders.write_back_refusals`)."""
        if not self.active:
            return
        handed_out = self.guard is not None and self.guard.handed_out
        if handed_out:
            inline = self.md.treeprocessors["inline"]
            mend_lost_placeholders(root, getattr(inline, "stashed_nodes", {}))
        self._quotes_read = False
        self._attribute_lists = None
        may_hold_link = self._may_hold_link
        hides_needle = self._placeholder_hides_needle
        stx = _STX
        atomic = _ATOMIC
        for block in root:
            tag = block.tag
            if tag in NEVER_LINKED_TAGS or not isinstance(tag, str):
                continue
            nested = len(block)
            text = "".join(block.itertext()) if nested else block.text
            if not text or (not nested and isinstance(text, atomic)):
                continue
            if not may_hold_link(text) and not (stx in text and hides_needle(text)):
                continue
            self._bidi = holds_override(text) or (
                self._references and self.host.holds_written_override(text)
            )
            if nested:
                self._walk(block)
            else:
                self._start_block()
                self._link_own_text(block, text, DELIMITER, END_OF_TEXT)
        if handed_out:
            write_back_refusals(root)

    def page_may_hold_link(self, source: str) -> bool:
        """Whether a page's Markdown ``source`` may hold a link: a needle, or one that shows
        where escapes (gfm, uts58) or entity references (gfm's emails, uts58) are read as
        their characters."""
        if self.scanner.has_candidate(source):
            return True
        if self._escapes_seen and BACKSLASH in source:
            source = source.replace(BACKSLASH, "")
            if self.scanner.has_candidate(source):
                return True
        return (
            self._entities_hide_needles
            and "&" in source
            and self.scanner.has_candidate(html.unescape(source))
        )

    def _placeholder_hides_needle(self, text: str) -> bool:
        """Whether a block's ``text``, which holds placeholders and no needle as it stands,
        may still hold a link: a needle that an escape (``www.python\\.org`` in uts58) or,
        where entity references are read as their characters (gfm's emails, uts58), an
        entity reference (``me&#64;b.org``) stands for. :meth:`run` asks it only of text
        that fails the needle test, so that most blocks cost that one test."""
        if self._entities_hide_needles and _STASHED in text:
            return True
        seen = self._as_seen(text) if self._escapes_seen else None
        return seen is not None and self._may_hold_link(seen.text)

    def _walk(self, block: etree.Element) -> None:
        """Link the text of ``block`` and everything in it, in document order, with an
        explicit stack of the elements being walked: a page nested as deep as
        Python-Markdown builds it (a thousand emphasis spans inside each other) never
        reaches Python's recursion limit.

        An element's children are walked as they were before any anchor was put in among
        them; the anchors made in a text go before the element's first child (its own
        text) or right after the child whose tail it is. Each text is read between what
        stands beside it (:func:`~.run_context.edge_before`,
        :func:`~.run_context.edge_after`): inside a block or emphasis a delimiter at its
        edges, inside another inline element something opaque, at a block's end nothing."""
        stack: list[tuple[etree.Element, list[etree.Element], int, int, str]] = []
        element, is_block = block, True
        while True:
            if is_block:
                self._start_block()
            children = list(element)
            count = len(children)
            inner = DELIMITER if is_block or element.tag in EMPHASIS_TAGS else OPAQUE
            end = END_OF_TEXT if is_block else inner
            text = element.text
            if text and self._to_read(text):
                after = edge_before(children[0]) if children else end
                self._link_own_text(element, text, inner, after)
            elif text and self._reach is not None:
                self._override_spans(text)
            position = len(element) - count
            index = 0
            while True:
                if index < count:
                    child = children[index]
                    tag = child.tag
                    if tag in NEVER_LINKED_TAGS or not isinstance(tag, str):
                        if self._reach is not None and isinstance(tag, str):
                            self._read_unlinked(child)
                    elif len(child) or tag not in INLINE_TAGS:
                        stack.append((element, children, index, position, end))
                        element, is_block = child, tag not in INLINE_TAGS
                        break
                    else:
                        text = child.text
                        if text and self._to_read(text):
                            inline_inner = DELIMITER if tag in EMPHASIS_TAGS else OPAQUE
                            self._link_own_text(child, text, inline_inner, inline_inner)
                        elif text and self._reach is not None:
                            self._override_spans(text)
                elif stack:
                    element, children, index, position, end = stack.pop()
                    count = len(children)
                    child = children[index]
                else:
                    return
                position += 1
                index += 1
                tail = child.tail
                if tail and tail != "\n" and self._to_read(tail):
                    after = edge_before(children[index]) if index < count else end
                    lead, made = self._link_text(tail, edge_after(child), after)
                    if made:
                        child.tail = lead
                        for anchor in made:
                            element.insert(position, anchor)
                            position += 1
                elif tail and self._reach is not None:
                    self._override_spans(tail)

    def _start_block(self) -> None:
        """Nothing raw is open, no ``[`` and no override at the start of a block (a block is
        a bidi paragraph of its own)."""
        if self._raw.depth:
            self._raw.reset()
        self._brackets = 0
        if self._bidi:
            self._reach = OverrideReach()
            self._embedded.reset()
        else:
            self._reach = None

    def _override_spans(self, text: str) -> list[tuple[int, int]]:
        """The spans of ``text`` (a text of the block, read in document order) where an
        override opened in it or earlier in the block is in effect
        (:class:`~md_autolinks.engine.bidi.OverrideReach`); the text inside a raw MathML
        or SVG element, which HTML embeds whole, is not read (a control in a stashed tag's
        attributes is not either). A control written as a numeric character reference
        counts where its placeholder stands, as the character a browser decodes it to."""
        reach = self._reach
        if reach is None:
            return []
        embedded = self._embedded
        references = self._references and NUMERIC_REFERENCE_START in text
        if _STX not in text and not references:
            return [] if embedded.depth else reach.spans(text)
        spans: list[tuple[int, int]] = []
        cursor = 0
        for found in (WRITTEN if references else PLACEHOLDER).finditer(text):
            if not embedded.depth:
                spans += reach.spans(text, cursor, found.start())
            written = found.group()
            raw = self.host.raw_html(written) if written[0] == _STX else ""
            if raw:
                embedded.read(raw)
            if self._references and not embedded.depth:
                character = self.host.numeric_reference(written)
                if character:
                    spans += _at_reference(reach.spans(character), found.start(), found.end())
            cursor = found.end()
        if not embedded.depth:
            spans += reach.spans(text, cursor, len(text))
        return spans

    def _read_unlinked(self, element: etree.Element) -> None:
        """Read the text of ``element``, where nothing is linked (code, a link's text), into
        the block's bidi state: a browser's override runs on through it. A MathML or SVG
        element is embedded whole and keeps its controls inside."""
        if element.tag not in MATH_TAGS:
            self._override_spans("".join(element.itertext()))

    def _to_read(self, text: str) -> bool:
        """Whether ``text`` may hold a link, a placeholder or a bracket to follow."""
        if isinstance(text, _ATOMIC):
            return False
        if _STX in text or self._may_hold_link(text):
            return True
        if self.bracketed and (self._brackets or "[" in text):
            self._count_brackets(text)
        return False

    def _link_own_text(self, element: etree.Element, text: str, before: str, after: str) -> None:
        """Link ``element``'s own ``text`` (read between ``before`` and ``after``): the
        anchors made go before its first child, the text before them stays its text."""
        lead, made = self._link_text(text, before, after)
        if made:
            element.text = lead
            for offset, anchor in enumerate(made):
                element.insert(offset, anchor)

    def _link_text(self, text: str, before: str, after: str) -> tuple[str, list[etree.Element]]:
        """``text`` split into its leading text and the anchors made in it (each carrying
        the text after it as its tail); ``(text, [])`` when nothing is linked. Spaces and
        tabs that end a block are read as nothing, as a reference parser strips them from a
        paragraph's last line (``at www.`` and a space makes no link)."""
        if after == END_OF_TEXT and text and text[-1] in _LINE_END_SPACE:
            body = text.rstrip(_LINE_END_SPACE)
            lead, made = self._link_text(body, before, after)
            if not made:
                return text, []
            _extend_tail(made[-1], text[len(body) :])
            return lead, made
        if _STX in text:
            text, links = self._links_beside_placeholders(text, before, after)
        else:
            links = self._links_of(text, before, after)
        if self._reach is not None:
            spans = self._override_spans(text)
            if spans and links:
                starts = [start for start, _, _ in links]
                links = [links[index] for index in starts_outside(starts, spans)]
        if not links:
            return text, []
        anchors: list[etree.Element] = []
        lead = ""
        cursor = 0
        mentions = self.mentions
        for start, end, link in links:
            anchor = (
                mentions.made(link, self.anchor, kept=self._shielded(link))
                if mentions.active
                else self.anchor(link)
            )
            if anchor is None:
                continue
            if self.anchored is not None:
                self.anchored.append(link)
            if not anchors:
                lead = text[:start]
            elif start > cursor:
                _extend_tail(anchors[-1], text[cursor:start])
            anchors.append(anchor)
            cursor = end
            if end < len(text) and text[end] in "\"'" and self._educates_quotes():
                cursor += self._closing_quote(anchor, link, text, end)
        if not anchors:
            return text, []
        if cursor < len(text):
            _extend_tail(anchors[-1], text[cursor:])
        return lead, anchors

    def _educates_quotes(self) -> bool:
        """Whether smarty educates quotes in this instance, read once per page, the first
        time a quote follows a link (most pages have none)."""
        if not self._quotes_read:
            self.quotes = smart_quotes(self.md, self.quotes)
            self._quotes_read = True
        return self.quotes is not None and self.quotes.educates

    def _reads_attribute_lists(self) -> bool:
        """Whether ``attr_list`` is loaded (it has run by now, and left in the text only the
        attribute lists it did not take), read once per page, the first time a text with a
        ``{`` is read."""
        if self._attribute_lists is None:
            self._attribute_lists = "attr_list" in self.md.treeprocessors
        return self._attribute_lists

    def _links_beside_placeholders(
        self, text: str, before: str, after: str
    ) -> tuple[str, list[tuple[int, int, Link]]]:
        """The links of ``text``, which holds placeholders, read as the mode reads them
        (:meth:`_as_seen`, and gfm's emails through the guard's refusals and through entity
        references), with ``text`` as the links' offsets count it."""
        if self._emails is not None and "@" in text:
            text = refusals_read_through(text, self._emails)
        seen = self._as_seen(text)
        view = text if seen is None else seen.text
        raw_open = self._raw.depth
        links = self._links_of(view, before, after)
        if seen is not None:
            links = _in_tree_text(links, seen.where)
        if self._emails is not None and not raw_open and _STX in text:
            links = self._with_emails_through_entities(text, links, before, after)
        return text, links

    def _as_seen(self, text: str) -> Seen | None:
        """``text`` with the placeholders the mode reads as their characters written so:
        escapes where :func:`~md_autolinks.common.escapes.resolved_escapes_read_as_characters`
        says so (gfm, uts58), entity references in uts58 (``READS_DECODED_TEXT``: the text
        the reader sees; gfm reads them so for emails alone,
        :meth:`_with_emails_through_entities`)."""
        return self.host.as_seen(
            text,
            escapes=self._escapes_seen,
            entities=self._entities_seen,
            kept=_BRACKETS if self.bracketed else frozenset(),
            written=self._escapes_seen,
        )

    def _with_emails_through_entities(
        self, text: str, links: list[tuple[int, int, Link]], before: str, after: str
    ) -> list[tuple[int, int, Link]]:
        """gfm: ``links`` with their emails found again where every entity reference is its
        character, as cmark-gfm finds emails in the finished text (``me&#64;b.org`` links
        ``me@b.org``, ``x&#95;me@python.org`` links ``x_me@python.org``), outside the raw
        elements of the never-linked list. Its www and URL links, found in the source, are
        kept, and split the finished text into text nodes: an email is found within one
        stretch between them, which ends where the next one starts (``a@b.c.ftp://f&amp;``
        links ``a@b.c``, as without the entity reference)."""
        seen = self.host.as_seen(text, escapes=True, entities=True)
        if seen is None or not seen.decoded or "@" not in seen.text:
            return links
        emails_scanner = self._emails
        assert emails_scanner is not None
        framed = before + seen.text + after
        kept = [found for found in links if found[2].kind is not LinkKind.EMAIL]
        shift = len(before)
        emails = []
        stretch_start = shift
        if kept:
            at_seen = {tree: index for index, tree in enumerate(seen.where) if tree >= 0}
            for start, end, _ in kept:
                stretch_end = at_seen[start] + shift
                emails += [
                    (link.start - shift, link.end - shift, link)
                    for link in emails_scanner.iter_links(framed, stretch_start, stretch_end)
                ]
                stretch_start = at_seen[end] + shift
        emails += [
            (link.start - shift, link.end - shift, link)
            for link in links_within(
                emails_scanner, framed, stretch_start, len(framed) - len(after)
            )
        ]
        raw = RawElements(RAW_NEVER_LINKED_TAGS)
        stashed = PLACEHOLDER.finditer(text)
        pending = next(stashed, None)
        placed = []
        for email in _in_tree_text(emails, seen.where):
            while pending is not None and pending.start() < email[0]:
                raw.read(self.host.raw_html(pending.group()))
                pending = next(stashed, None)
            if raw.depth or any(email[0] < other[1] and other[0] < email[1] for other in kept):
                continue
            placed.append(email)
        emails = placed
        return sorted(kept + emails, key=lambda found: found[0]) if emails else kept

    def _links_of(self, text: str, before: str, after: str) -> list[tuple[int, int, Link]]:
        """The links of ``text``, read between ``before`` and ``after``, each with its start
        and end in ``text``; the runs between placeholders are read one by one, attribute
        lists left out."""
        braces = "{" in text and self._reads_attribute_lists()
        if _STX not in text and not braces:
            if self._raw.depth:
                self._count_brackets(text)
                return []
            return self._links_in_whole(text, before, after)
        links = []
        pieces = self._text_pieces(text)
        for start, end in without_attribute_lists(text, pieces) if braces else pieces:
            if self._raw.depth or not self.scanner.has_candidate(text, start, end):
                self._count_brackets(text, start, end)
            else:
                links += self._links_in_piece(text, start, end, before, after)
        return links

    def start_page(self, source: str) -> None:
        """Start a new page, of Markdown ``source``: nothing linked on it yet
        (``first_mention_only``; without the option the mentions keep nothing), and a bidi
        control written as a reference looked for only where the source holds a numeric
        one."""
        self._references = NUMERIC_REFERENCE_START in source
        if self.mentions.active:
            self.mentions = PageMentions(self.options)

    def _shielded(self, link: Link) -> bool:
        """Whether the guard kept ``link`` whole against emphasis: under
        ``first_mention_only`` such a link is made even where it repeats a mention, so that
        the page keeps the guard's reading (``docs/options.md``)."""
        shielded = self.guard.shielded_mentions if self.guard is not None else None
        if shielded and may_be_shielded(link.text):
            mention = mention_of(link)
            if shielded.get(mention):
                shielded[mention] -= 1
                return True
        return False

    def _text_pieces(self, text: str) -> Iterator[tuple[int, int]]:
        """The runs of ``text`` between placeholders, following raw HTML on the way."""
        cursor = 0
        for found in PLACEHOLDER.finditer(text):
            if found.start() > cursor:
                yield cursor, found.start()
            raw = self.host.raw_html(found.group())
            if raw:
                if self._raw is _NOTHING_OPEN:
                    self._raw = RawElements(RAW_NEVER_LINKED_TAGS)
                self._raw.read(raw)
            cursor = found.end()
        if cursor < len(text):
            yield cursor, len(text)

    def _links_in_whole(self, text: str, before: str, after: str) -> list[tuple[int, int, Link]]:
        """Links of ``text``, which holds no placeholder, read between ``before`` and
        ``after`` (:func:`~md_autolinks.common.text_runs.links_within`), each with its start
        and end in ``text``."""
        shift = len(before)
        framed = before + text + after
        found = links_within(self.scanner, framed, shift, shift + len(text))
        if self.bracketed:
            found = self._outside_brackets(found, framed, shift, shift + len(text))
        return self._placed(found, -shift)

    def _links_in_piece(
        self, text: str, start: int, end: int, before: str, after: str
    ) -> list[tuple[int, int, Link]]:
        """Links of ``text[start:end]``, a run between placeholders, read between the
        characters that stand beside it
        (:func:`~md_autolinks.common.text_runs.links_within`), each with its start and end
        in ``text``."""
        if start == 0 and end == len(text):
            return self._links_in_whole(text, before, after)
        before_piece = placeholder_before(text, start) if start > 0 else ""
        after_piece = placeholder_at(text, end) if end < len(text) else ""
        escaped_before = escaped_char(before_piece) if is_escape(before_piece) else ""
        escaped_after = escaped_char(after_piece) if is_escape(after_piece) else ""
        left = before if start == 0 else self.host.context(before_piece, before=True)
        if escaped_before in MD4C_OPENERS or (escaped_before and self._escapes_seen):
            left = escaped_before
        right = after if end == len(text) else self.host.context(after_piece, before=False)
        if escaped_after and self._escapes_seen:
            right = escaped_after
        left, right = invisible_context(left, right)
        framed = left + text[start:end] + right
        refused_before, refused_after = is_refusal(before_piece), is_refusal(after_piece)
        first = len(left)
        limit = first + end - start
        found = links_within(self.scanner, framed, first, limit)
        if self.bracketed:
            found = self._outside_brackets(found, framed, first, limit)
        md4c_escape = not self._escapes_seen and bool(escaped_before or escaped_after)
        kept = []
        for link in found:
            if md4c_escape and not kept_beside_escapes(
                escaped_before if link.start == first else "",
                escaped_after if link.end == limit else "",
            ):
                continue
            if refused_before and link.start == first:
                continue
            if refused_after and link.end == limit:
                continue
            kept.append(link)
        return self._placed(kept, start - first)

    def _outside_brackets(
        self, links: list[Link], framed: str, start: int, limit: int
    ) -> list[Link]:
        """``links`` (found in ``framed[start:limit]``) without those of the kinds an open
        ``[`` blocks that start while one is open, following cmark's bracket stack over
        ``framed[start:limit]`` (gfm); a bracket inside a link kept is link text
        (``www.b.com/[ https://a.org`` links both)."""
        if not self._brackets and framed.find("[", start, limit) < 0:
            return links
        bracketed = self.bracketed
        kept = []
        counted = start
        for link in links:
            if link.start > counted:
                self._count_brackets(framed, counted, link.start)
                counted = link.start
            if not (self._brackets and link.kind in bracketed):
                kept.append(link)
                counted = link.end
        self._count_brackets(framed, counted, limit)
        return kept

    def _placed(self, links: list[Link], shift: int) -> list[tuple[int, int, Link]]:
        """``links`` with their start and end moved by ``shift``; where the anchor builder
        shows links to the user's controls, the links themselves are moved too."""
        if not shift or self.anchor.direct:
            return [(link.start + shift, link.end + shift, link) for link in links]
        return [
            (
                link.start + shift,
                link.end + shift,
                moved_link(link, shift),
            )
            for link in links
        ]

    def _count_brackets(self, text: str, start: int = 0, end: int | None = None) -> None:
        """Follow cmark's bracket stack over ``text[start:end]`` (gfm only)."""
        if self.bracketed and (self._brackets or text.find("[", start, end) >= 0):
            self._brackets = bracket_depth(text, self._brackets, start, end)

    def _closing_quote(self, anchor: etree.Element, link: Link, text: str, at: int) -> int:
        """Give smarty's quote at ``text[at]``, after a link, the link's last character as
        context (smarty reads the text after an element on its own, where ``"`` would open a
        quote)."""
        assert self.quotes is not None
        replacement = self.quotes.after(link.text[-1], text[at:])
        if replacement is None:
            return 0
        anchor.tail = self.md.htmlStash.store(replacement)
        return 1


def _in_tree_text(
    links: list[tuple[int, int, Link]], where: list[int]
) -> list[tuple[int, int, Link]]:
    """``links``, found in a text as the reader sees it, with their start and end in the
    tree's text (``where``: :class:`~.placeholders.Seen`); a link that starts or ends inside
    the characters of one placeholder is left out."""
    placed = []
    for start, end, link in links:
        begin, finish = where[start], where[end]
        if begin >= 0 and finish >= 0:
            placed.append((begin, finish, link))
    return placed


def _at_reference(spans: list[tuple[int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """``spans`` of the character a placeholder or reference at ``text[start:end]`` stands for
    (:meth:`~md_autolinks.engine.bidi.OverrideReach.spans` of that one character), in the
    offsets of ``text``: an override opened there starts at ``start``, one carried in just
    before it; one ended there stops at ``start``, one still open at ``end``."""
    return [(start + first, start if stop == 0 else end) for first, stop in spans]


def _extend_tail(element: etree.Element, text: str) -> None:
    element.tail = (element.tail or "") + text
