"""The source of a paragraph read as a mode reads it: entity references as markdown-it reads
them, and as characters in a mode whose scanner has ``READS_DECODED_TEXT`` (uts58)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from markdown_it.common.entities import entities
from markdown_it.common.html_re import HTML_TAG_RE
from markdown_it.common.utils import isValidEntityCode
from markdown_it.rules_inline.entity import DIGITAL_RE, NAMED_RE

from ..common.escapes import escaped_before
from ..common.text_runs import LINK_BREAKS
from ..engine.bidi import is_bidi_control, override_spans
from ..engine.model import Link, new_link
from ..engine.scanners.base import Scanner
from ..engine.unicode_props import is_invisible


def entity_at(src: str, at: int) -> tuple[int, str] | None:
    """The end and the character(s) of the entity reference markdown-it reads at ``at``
    (its ``entity`` rule: a decimal or hexadecimal reference, an invalid code point read as
    U+FFFD, or a named one of HTML's list), or ``None``."""
    if not src.startswith("&", at):
        return None
    digital = DIGITAL_RE.match(src, at)
    if digital is not None:
        number = digital.group(1)
        code = int(number[1:], 16) if number[0] in "xX" else int(number)
        return digital.end(), chr(code) if isValidEntityCode(code) else "\ufffd"
    named = NAMED_RE.match(src, at)
    if named is not None and named.group(1) in entities:
        return named.end(), entities[named.group(1)]
    return None


def read_entities(
    src: str, start: int, stop: int, *, keep_invisible: bool = False
) -> tuple[str, list[int]]:
    """``src[start:stop]`` with its entity references read as their characters, and for
    each offset of that text (and its end) the source offset it stands at; an offset inside
    an entity's characters is marked ``-1`` (no link may end there). With
    ``keep_invisible``, an entity that stands for an invisible character stays as written."""
    pieces: list[str] = []
    where: list[int] = []
    index = start
    while index < stop:
        amp = src.find("&", index, stop)
        plain_end = stop if amp < 0 else amp
        pieces.append(src[index:plain_end])
        where.extend(range(index, plain_end))
        if amp < 0:
            break
        entity = entity_at(src, amp)
        if entity is None or entity[0] > stop:
            pieces.append("&")
            where.append(amp)
            index = amp + 1
            continue
        end, characters = entity
        if keep_invisible and any(is_invisible(character) for character in characters):
            characters = src[amp:end]
            pieces.append(characters)
            where.extend(range(amp, end))
            index = end
            continue
        pieces.append(characters)
        where.extend([amp] + [-1] * (len(characters) - 1))
        index = end
    where.append(stop)
    return "".join(pieces), where


def entity_controls_read(text: str, start: int, end: int) -> str:
    """``text`` with each character reference in ``text[start:end]`` that markdown-it reads
    (:func:`entity_at`) as a bidi control (:func:`~md_autolinks.engine.bidi.is_bidi_control`)
    written as that character and spaces, offsets unchanged, unless a backslash escapes its
    ``&``: markdown-it writes the character into the page, where the browser applies it, so
    the override spans are read from this text while the scanner reads the reference as
    written (``Pay &#x202e; https://...`` links nothing). HTML names none of these
    characters, so only numeric references are read: one search for ``&#`` a reference.
    (One inside a code span is read too, where the page shows it as written: on the side of
    no link.)"""
    pieces: list[str] = []
    cursor = 0
    at = text.find("&#", start, end)
    while at >= 0:
        entity = entity_at(text, at)
        if entity is not None and entity[0] <= end and not escaped_before(text, at + 1):
            stop, characters = entity
            if is_bidi_control(characters):
                pieces += [text[cursor:at], characters, " " * (stop - at - 1)]
                cursor = stop
            at = text.find("&#", stop, end)
        else:
            at = text.find("&#", at + 1, end)
    if not pieces:
        return text
    pieces.append(text[cursor:])
    return "".join(pieces)


class WindowReading:
    """``src[start:end]`` as the scanner reads it, its links found piece by piece.

    A mode whose scanner has ``READS_DECODED_TEXT`` finds links in the text the reader
    sees, entity references read as their characters (``www.w3.org&#47;x`` shows, and
    links, ``www.w3.org/x``): where the window holds a ``&``, it is read once, framed by
    the character on each side; a link that would start or end inside an entity's
    characters is left out, and an entity that is an invisible character is read as
    written, where the rules of :func:`link_over_entities` and
    :func:`survives_entity_before` decide (no piece of ``www.pay&#x200b;pal.com`` is
    linked). The others read the source as written, as their references do.

    :meth:`links` finds the links of one piece of the window with the whole reading as
    context: the pieces of a window split where a line's words meet (after ASCII white
    space, which no link holds: :data:`~md_autolinks.common.text_runs.LINK_BREAKS`) hold
    the links of the whole window, and nothing under a directional override in effect
    from the window's start is kept (:func:`~md_autolinks.engine.bidi.override_spans`).
    """

    __slots__ = (
        "_next_angle",
        "_next_bracket",
        "_offsets",
        "_shift",
        "_spans",
        "_spans_read",
        "_text",
        "_where",
        "end",
        "scanner",
        "source",
        "src",
        "start",
    )

    def __init__(self, scanner: Scanner, src: str, start: int, end: int, source: str) -> None:
        self.scanner, self.src, self.start, self.end = scanner, src, start, end
        self.source = source
        """The source as written (``src`` is as the scanner reads it, offsets unchanged)."""
        self._where: list[int] | None = None
        self._offsets: dict[int, int] | None = None
        self._spans: list[tuple[int, int]] | None = None
        self._spans_read = False
        self._next_bracket = self._next_angle = (end, end)
        self._text, self._shift = src, 0
        if scanner.READS_DECODED_TEXT and src.find("&", start, end) >= 0:
            text, self._where = read_entities(src, start, end, keep_invisible=True)
            before = src[start - 1] if start else ""
            self._text = before + text + src[end : end + 1]
            self._shift = len(before)

    def word_start(self, after: int) -> int:
        """The first offset at or after ``after`` in the window where a word starts with
        ``[`` or ``<`` in the source (after ASCII white space, as the scanner reads it too:
        where it reads a raw tag's edge instead, no word starts), or the window's end. No
        link of the inline kinds starts at either character, and there markdown-it's
        ``link``, ``autolink`` and ``html_inline`` rules (and other plugins' rules at ``[``)
        may take what follows. Each character's next place is remembered: the readings of a
        window, left to right, search its source once per character."""
        source, scanned, end = self.source, self.src, self.end
        while True:
            searched, bracket = self._next_bracket
            if not searched <= after <= bracket:
                bracket = source.find("[", after, end)
                if bracket < 0:
                    bracket = end
                self._next_bracket = (after, bracket)
            searched, angle = self._next_angle
            if not searched <= after <= angle:
                angle = source.find("<", after, end)
                if angle < 0:
                    angle = end
                self._next_angle = (after, angle)
            found = bracket if bracket < angle else angle
            if (
                found == end
                or not found
                or (source[found - 1] in LINK_BREAKS and scanned[found - 1] in LINK_BREAKS)
            ):
                return found
            after = found + 1

    def reads(self, at: int) -> bool:
        """Whether a piece may start at source offset ``at``: inside the window, and not
        inside an entity's characters."""
        return self.start <= at <= self.end and (self._where is None or self._offset(at) >= 0)

    def _offset(self, at: int) -> int:
        """The offset in the reading of source offset ``at`` (-1 inside an entity)."""
        if self._where is None:
            return at
        if at == self.start:
            return self._shift
        if at == self.end:
            return len(self._text) - (1 if self.end < len(self.src) else 0)
        offsets = self._offsets
        if offsets is None:
            shift = self._shift
            offsets = self._offsets = {
                source: index + shift for index, source in enumerate(self._where) if source >= 0
            }
        return offsets.get(at, -1)

    def links(self, first: int, stop: int) -> list[Link]:
        """The links of the piece ``src[first:stop]`` (``first`` where :meth:`reads`). Text
        where the scanner's needle finds nothing costs that one search; a whole source is
        scanned without it, as the plugin asks about one only when its paragraph test
        (:func:`.paragraph.links_test`) has passed (where that test passed on a ``\\``
        alone, the scan finds nothing, as the search would)."""
        scanner, text, where = self.scanner, self._text, self._where
        if where is None:
            if not ((not first and stop == len(text)) or scanner.needles.occurs(text, first, stop)):
                return []
            overridden = self._override_spans()
            return list(scanner.iter_links(text, first, stop, overridden=overridden))
        begin, until = self._offset(first), self._offset(stop)
        if not scanner.needles.occurs(text, begin, until):
            return []
        overridden = self._override_spans()
        shift = self._shift
        links = []
        for link in scanner.iter_links(text, begin, until, overridden=overridden):
            link_start, link_end = where[link.start - shift], where[link.end - shift]
            if link_start >= 0 and link_end >= 0:
                links.append(new_link(link_start, link_end, link.kind, link.href, link.text))
        return links

    def _override_spans(self) -> list[tuple[int, int]] | None:
        """Where an override is in effect in the reading, read from the window's start (once
        per reading), with bidi controls written as character references read as the
        characters (:func:`entity_controls_read`); ``None`` where the reading can hold none
        (all ASCII, no ``&#``). A piece's scan keeps out of these spans, not out of those it
        would read from its own start (an isolate opened before the piece and closed in it
        ends an override opened in it)."""
        if not self._spans_read:
            text, begin, until = self._text, self._offset(self.start), self._offset(self.end)
            if text.find("&#", begin, until) >= 0:
                text = entity_controls_read(text, begin, until)
            self._spans = None if text.isascii() else override_spans(text, begin, until)
            self._spans_read = True
        return self._spans


_TAG_START = re.compile(r"<[A-Za-z!?/]")
#: The kinds of raw HTML by how they start (longest first), each with the terminator it
#: ends with and the shortest it can be before that terminator's start.
_TERMINATORS = (
    ("<![CDATA[", "]]>", 9),
    ("<!--", "-->", 2),
    ("<?", "?>", 2),
    ("<!", ">", 3),
    ("<", ">", 2),
)


def raw_html_spans(src: str) -> Iterator[tuple[int, int]]:
    """The spans of raw inline HTML in ``src`` as markdown-it's ``html_inline`` rule reads
    them (with its ``html`` option): at each ``<`` that no backslash escapes, followed by a
    letter, ``!``, ``?`` or ``/``, what ``HTML_TAG_RE`` matches. Linear, as the rule is: a
    match is tried only where the terminator its kind needs still stands after it (the
    last one of each is found once), and the search goes on after each span found. (A
    ``<`` inside a code span is read here too: no link is made inside code, and the text
    beside the code span is read as beside raw HTML.)"""
    last: dict[str, int] = {}
    found = _TAG_START.search(src)
    while found is not None:
        at = found.start()
        match = None
        if not escaped_before(src, at + 1):
            _, terminator, shortest = next(
                kind for kind in _TERMINATORS if src.startswith(kind[0], at)
            )
            if terminator not in last:
                last[terminator] = src.rfind(terminator)
            if last[terminator] >= at + shortest:
                match = HTML_TAG_RE.match(src, at)
        if match is not None:
            yield at, match.end()
            found = _TAG_START.search(src, match.end())
        else:
            found = _TAG_START.search(src, at + 1)
