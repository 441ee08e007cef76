"""The inline guard: keeps other inline syntax out of the links the mode claims early.

cmark-gfm claims www and URL links while it parses inlines, before emphasis, so
``http://a.com/*x*`` is the link ``http://a.com/*x`` and its ``*`` never opens emphasis.
Python-Markdown would parse that emphasis first. The guard runs among Python-Markdown's
inline patterns, after code spans, escapes, links, ``<...>`` autolinks and raw HTML have been
set aside and before entities, emphasis and the neighbours' marks (``^``, ``=``, ``~``,
``++``, ``:emoji:``), reads each paragraph's raw source once, and does two things, neither
of which makes an anchor (the tree pass makes every anchor):

* **shield**: for a link whose inside holds a character a later pattern would consume, it
  hands Python-Markdown the link's inside (all but its first and last character) as a plain
  string. Python-Markdown puts the same text back in the same place, so the finished text is
  unchanged, but no later pattern reads into it; the first and last characters stay in the
  source, so what stands around the link reads exactly as before (a ``_`` after the link
  still follows a letter, and does not open emphasis);
* **refuse**: where the raw source makes no link but the finished text would look like one
  (``www.b.com_.`` refused by cmark-gfm, whose ``_`` emphasis then closes), it turns the
  link's second character into the placeholder of a backslash escape of that character.
  The tree pass makes no link next to it, then writes the character back.

Both leave the first and last character of the span in the source and replace characters
between two letters or marks, so no placeholder changes what a neighbouring pattern sees.
Either the link is made or the markup stays: the guard shields only a link the tree pass
will make (:class:`_TreePassRules`), and neither shields nor refuses inside an attribute
list, which ``attr_list`` reads before any link is made.
"""

from __future__ import annotations

import html
import re
import string
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from markdown import Markdown, util
from markdown.inlinepatterns import InlineProcessor

from ..common.first_mentions import mention_of
from ..common.text_runs import (
    BLOCKED_BY_OPEN_BRACKET,
    READS_DECODED_TEXT,
    RawElements,
    without_closing_emphasis,
    without_opening_emphasis,
)
from ..engine.link_policy import kept_link
from ..engine.model import Link, LinkKind
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from ..engine.scanners.brackets import bracket_depth
from .consumed import CONSUMED, EMOJI, Consumed, consumed_after, patterns_signature
from .host import (
    RAW_SKIPPED_TAGS,
    SKIPPED_TAGS,
    HostContext,
    attribute_lists,
    is_escape,
    refusal_placeholder,
    survives_raw_escapes,
)
from .hot_words import WORD_END, has_hot_word, hot_needle, hot_word_pattern, word_start

STASHED_CONTEXT = "<"
"""What the engine sees where inline source was set aside (raw HTML, code, links): the
source of raw HTML and ``<...>`` autolinks starts with ``<``. It is context only: a link
that would take it in (``<`` opens a bracket in uts58) is scanned again without it."""

_ENTITY = re.compile(r"&#?[A-Za-z0-9]+;")
CLOSING_MARKS = frozenset("*_~^=+")
"""A run of these at a link's end is left in the source: it may close a neighbour's span
(``^^http://a.com^^`` with pymdownx.caret), and the tree pass decides where the link ends."""
NEIGHBOUR_MARKS = frozenset("^=+")
"""Marks no reference mode knows: a closing run of one of these at a link's end (``^``,
``^^``, ``==``, ``++``) closes a span opened inside the link too (``www.b.com^note^`` is a
superscript with pymdownx.caret); a lone ``=`` or ``+`` is not a mark."""
_SHIELDED_MARKS = frozenset("*_~^=+&")
_EMOJI = re.compile(EMOJI.pattern)


def may_be_shielded(link_text: str) -> bool:
    """Whether the guard may have kept a link with this text whole: its inside holds a
    mark of :data:`~.consumed.DELIMITER_PARTS`, an entity's ``&`` or an emoji's
    ``:name:``."""
    inside = link_text[1:-1]
    return bool(_SHIELDED_MARKS.intersection(inside)) or _EMOJI.search(inside) is not None
EMPHASIS_MARKS = re.compile(r"[*_~]")
_AS_SPACES = str.maketrans("*_~", "   ")
_LINE_SPACE = re.compile(r"[^\t\n\r <]*")
_ASCII_PUNCTUATION = frozenset(string.punctuation)
_PENDING = re.compile("(?s:.*)")


def _entity_character(entity: re.Match[str]) -> str:
    """The character(s) of an entity reference, as Python-Markdown's serializer shows it."""
    return html.unescape(entity.group())


class _Brackets:
    """cmark's bracket stack followed forward through a paragraph's source (gfm makes no
    www or URL link while a ``[`` is open)."""

    def __init__(self, data: str) -> None:
        self.data = data
        self.cursor = 0
        self.depth = 0

    def open_at(self, position: int) -> bool:
        """Whether a ``[`` is open at ``position`` (positions must not go back)."""
        if position > self.cursor:
            self.depth = bracket_depth(self.data, self.depth, self.cursor, position)
            self.cursor = position
        return self.depth > 0


class _TreePassRules:
    """The tree pass's reasons not to make a link it finds, read in one paragraph's inline
    source, so that the guard keeps other syntax out only of a link the tree pass will make:
    either the link is made or the markup stays (``a {https://a.com/*x*} b`` with
    ``attr_list`` keeps its emphasis). The tree pass makes no link while a ``[`` is open
    (gfm) or a raw ``<a>``, code or control element is, inside or across an attribute list,
    beside a writer's escape that read raw gives another link
    (:func:`~.host.survives_raw_escapes`), or that the domain policy or the ``filter``
    drops. Links are asked about in order, as the tree pass reads them."""

    def __init__(self, guard: InlineGuard, data: str) -> None:
        self.guard = guard
        self.data = data
        self.brackets = _Brackets(data) if guard.bracket_rule else None
        inline = guard.md.treeprocessors["inline"]
        self.stashed: dict[str, object] = getattr(inline, "stashed_nodes", {})
        self.attribute_lists = "attr_list" in guard.md.treeprocessors
        self.raw = RawElements(RAW_SKIPPED_TAGS) if util.STX in data else None
        self.cursor = 0

    def refuse(self, link: Link, start: int, end: int) -> bool:
        """Whether the tree pass would not make ``link``, found in the run of text
        ``data[start:end]``."""
        if self.brackets is not None and self.brackets.open_at(link.start):
            return True
        if self.raw is not None and self._raw_open_at(link.start):
            return True
        if self.in_attribute_list(link):
            return True
        if not self._survives_escapes(link, start, end):
            return True
        options = self.guard.options
        if options.allow_domains or options.deny_domains or options.filter:
            return kept_link(link, options) is None
        return False

    def in_attribute_list(self, link: Link) -> bool:
        """Whether ``link`` reaches into an attribute list on its line (when ``attr_list``
        reads them), one that raw HTML inside it splits into several runs of text included
        (``{: .c <b>http://h.com/a&amp;b</b> }``). Only the stretch between the braces
        around the link is read: an attribute list holds no ``}`` and no line break."""
        if not self.attribute_lists:
            return False
        data = self.data
        line_start = data.rfind("\n", 0, link.start) + 1
        opened = data.rfind("{", line_start, link.end)
        if opened < 0:
            return False
        line_end = data.find("\n", link.end)
        closed = data.find("}", link.start, len(data) if line_end < 0 else line_end)
        if closed < 0:
            return False
        begin = data.rfind("}", line_start, link.start) + 1
        return any(
            found_start < link.end and link.start < found_end
            for found_start, found_end in attribute_lists(data, max(begin, line_start), closed + 1)
        )

    def _raw_open_at(self, position: int) -> bool:
        assert self.raw is not None
        if position > self.cursor:
            host = self.guard.host
            for found in util.INLINE_PLACEHOLDER_RE.finditer(self.data, self.cursor, position):
                node = self.stashed.get(found.group(1))
                raw = host.raw_html(node) if isinstance(node, str) else ""
                if raw:
                    self.raw.read(raw)
            self.cursor = position
        return self.raw.depth > 0

    def _escape_at(self, at: int) -> str:
        """The escape placeholder (as the tree pass sees it) of the stashed node at ``at``."""
        found = util.INLINE_PLACEHOLDER_RE.match(self.data, at)
        node = self.stashed.get(found.group(1)) if found else None
        return node if isinstance(node, str) and is_escape(node) else ""

    def _survives_escapes(self, link: Link, start: int, end: int) -> bool:
        data = self.data
        before = ""
        if start and data[start - 1] == util.ETX:
            before = self._escape_at(data.rfind(util.STX, 0, start))
        after = self._escape_at(end) if end < len(data) else ""
        if not before and not after:
            return True
        left = data[max(0, start - 1) : start]
        framed = left + data[start:end] + (STASHED_CONTEXT if end < len(data) else "")
        shift = len(left) - start
        local = Link(link.start + shift, link.end + shift, link.kind, link.href, link.text)
        return survives_raw_escapes(
            self.guard.scanner, framed, local,
            left=len(left), limit=end + shift, before=before, after=after,
        )  # fmt: skip


@dataclass
class _Claims:
    """The spans chosen in one paragraph's inline source, handed out one per call.

    Each is ``(start, original text, replacement string)``. Python-Markdown replaces each
    returned span with a placeholder and calls again with the new string; ``shift`` tracks
    how far later positions moved, and each span is checked against the new string first.
    """

    spans: deque[tuple[int, str, str]]
    data_length: int
    last_start: int = 0
    last_end: int = 0
    shift: int = 0

    def follow(self, data: str) -> bool:
        """Whether ``data`` is the previous string with the last span replaced."""
        placeholder = util.INLINE_PLACEHOLDER_RE.match(data, self.last_start + self.shift)
        if placeholder is None:
            return False
        shift = self.shift + len(placeholder.group()) - (self.last_end - self.last_start)
        if len(data) != self.data_length + shift:
            return False
        self.shift = shift
        return True

    def next_for(self, data: str) -> tuple[str, int, int] | None:
        """The next span's replacement and its start and end in ``data``, if still there."""
        if not self.spans:
            return None
        original_start, text, replacement = self.spans[0]
        start = original_start + self.shift
        if data[start : start + len(text)] != text:
            return None
        self.spans.popleft()
        self.last_start, self.last_end = original_start, original_start + len(text)
        return replacement, start, start + len(text)


class _Stars:
    """The ``*`` of a paragraph's source before a position, less those inside the spans set
    aside so far, counted forward once: positions asked for never go back, and every span
    set aside stands before them."""

    __slots__ = ("_data", "_hidden", "_position", "_seen")

    def __init__(self, data: str) -> None:
        self._data = data
        self._position = self._seen = self._hidden = 0

    def live_before(self, position: int) -> int:
        """How many ``*`` before ``position`` no span has set aside."""
        if position > self._position:
            self._seen += self._data.count("*", self._position, position)
            self._position = position
        return self._seen - self._hidden

    def set_aside(self, text: str) -> None:
        """Count the ``*`` of a span's text as set aside."""
        self._hidden += text.count("*")


def _unpaired_closer(
    data: str, shield: tuple[int, str, str], stars: _Stars
) -> tuple[int, str, str] | None:
    """The run of ``*`` that follows a shield and the link character it leaves in the source
    (after the link in gfm, at its end in uts58), as a span of plain text, when it has
    nothing to close and Python-Markdown would pair it with a later ``*``:
    ``http://a.com/*x*. See http://b.com/*y*.`` has no emphasis in cmark-gfm, and in uts58
    both links end in ``*``.

    That is when the shield hid a ``*`` of the link (the one Python-Markdown would have
    paired the run with); the run is not left-flanking (CommonMark 6.2: it follows a letter
    or digit and comes before punctuation, a placeholder, whose source starts with
    punctuation, or white space), so it cannot open, while Python-Markdown's ``*`` opens
    before anything but white space, and before white space its delimiter processor may
    still pair it and drop the character after it (``_a_ x* ` y *x*`` keeps its backtick,
    ``__a_ x* ` y *x*`` loses it, with no extension); and no ``*`` stands before the link
    in the paragraph outside the spans already set aside, so there is nothing for it to
    close.
    """
    start, inside, _ = shield
    run_start = start + len(inside) + 1
    run_end = run_start
    while run_end < len(data) and data[run_end] == "*":
        run_end += 1
    if run_end in (run_start, len(data)) or "*" not in inside:
        return None
    following = data[run_end]
    if not data[run_start - 1].isalnum() or not (
        following == util.STX or following in _ASCII_PUNCTUATION or following.isspace()
    ):
        return None
    if stars.live_before(start):
        return None
    run = data[run_start:run_end]
    return run_start, run, run


_later_readings: dict[tuple[Scanner, tuple[object, ...]], tuple[Consumed, re.Pattern[str]]] = {}
_READINGS_LIMIT = 64


def _later_reading(
    scanner: Scanner, signature: tuple[object, ...], md: Markdown, guard: object
) -> tuple[Consumed, re.Pattern[str]]:
    """What the patterns after ``guard`` consume and the guard's hot-word pattern, made
    once per scanner and set of inline patterns (:func:`~.consumed.patterns_signature`)
    and shared by every ``Markdown`` instance that has them; the shared values are never
    changed (each guard takes its own paragraph memo)."""
    key = (scanner, signature)
    try:
        found = _later_readings.get(key)
    except TypeError:
        return _read_later(scanner, md, guard)
    if found is None:
        found = _read_later(scanner, md, guard)
        if len(_later_readings) >= _READINGS_LIMIT:
            _later_readings.clear()
        _later_readings[key] = found
    return found


def _read_later(scanner: Scanner, md: Markdown, guard: object) -> tuple[Consumed, re.Pattern[str]]:
    consumed = consumed_after(md, guard)
    hot = hot_word_pattern(scanner, consumed).pattern
    return consumed, re.compile(f"(?:{hot})(?s:.*)")


class InlineGuard(InlineProcessor):
    """Shields links from later inline patterns and refuses what the raw source refuses
    (see the module docstring).

    Python-Markdown searches each run of inline text with its pattern, which matches only
    where :func:`~.hot_words.hot_word_pattern` does (a needle and something consumed
    in one word; in uts58 an ``@`` too), so the guard is not called for a paragraph of plain
    links. At the first
    call for a paragraph, each run of text between placeholders that holds a hot needle is
    scanned once (twice when it holds an emphasis mark); while spans are left, the pattern
    matches at once, so that every span is handed to Python-Markdown, one per call: linear
    in the paragraph's length.
    """

    ANCESTOR_EXCLUDES = tuple(sorted(SKIPPED_TAGS))

    def __init__(self, scanner: Scanner, options: Options, md: Markdown) -> None:
        pattern = f"(?:{scanner.needle.pattern})(?s:.*)"
        super().__init__(pattern, md)
        self.scanner = scanner
        self.options = options
        self.bracket_rule = options.mode in BLOCKED_BY_OPEN_BRACKET
        self.decoded = options.mode in READS_DECODED_TEXT
        self.host = HostContext(md)
        self._hot: re.Pattern[str] | None = None
        self._claims: _Claims | None = None
        self._exhausted: str | None = None
        self.handed_out = False
        """Whether a span was handed to Python-Markdown in this document (each one becomes a
        placeholder there)."""
        self._consumed: Consumed | None = None
        self.shielded_mentions: dict[str, int] = {}
        """Under ``first_mention_only``, how many links of each mention
        (:func:`~md_autolinks.common.first_mentions.mention_of`) the guard kept whole in this
        document: the tree pass makes each of them."""

    def getCompiledRegExp(self) -> re.Pattern[str]:  # noqa: N802 (Python-Markdown's name)
        """A pattern that matches at once while a paragraph's spans are being handed out
        (a span may stand after the paragraph's last needle); else, once the document gate
        has read what later patterns consume, the hot-word pattern."""
        claims = self._claims
        if claims is not None and claims.spans:
            return _PENDING
        if self._hot is None:
            return self.compiled_re
        return self._hot

    def handleMatch(  # type: ignore[override]  # noqa: N802 (Python-Markdown's name)
        self, m: re.Match[str], data: str
    ) -> tuple[str | None, int | None, int | None]:
        """The next span of ``data``'s paragraph, planning them all at the first call."""
        if data is self._exhausted:
            return None, None, None
        claims = self._claims
        if claims is None or not claims.follow(data):
            first = self.scanner.needles.find(data, m.pos)
            if first < 0:
                return None, None, None
            claims = self._claims = self._plan(data, first)
        claimed = claims.next_for(data)
        if claimed is None:
            self._claims, self._exhausted = None, data
            return None, None, None
        self.handed_out = True
        return claimed

    def forget(self) -> None:
        """Drop what was planned for the previous document."""
        self._claims = self._exhausted = None
        self.handed_out = False
        self.shielded_mentions.clear()

    def has_read_later_patterns(self) -> bool:
        """Whether :meth:`read_later_patterns` has read them for this instance."""
        return self._consumed is not None

    def read_later_patterns(self) -> Consumed:
        """What the inline patterns ranked after the guard consume, read the first time it is
        asked, when the guard must be registered (the document gate asks before it first
        deregisters the guard: an unregistered guard has no rank, and the widest set would
        be kept for every later document)."""
        if self._consumed is None:
            shared, self._hot = _later_reading(
                self.scanner, patterns_signature(self.md, self), self.md, self
            )
            self._consumed = shared.with_own_state()
        return self._consumed

    def wanted(self, source: str) -> bool:
        """Whether a document's source holds a link the guard may have to act on."""
        return has_hot_word(self.scanner, self.read_later_patterns(), source)

    def may_be_wanted(self, source: str) -> bool:
        """:meth:`wanted`, or, before the later patterns are read, whether the source holds
        a link that any pattern could take a piece of (:data:`~.consumed.CONSUMED`, which
        holds every set :func:`~.consumed.consumed_after` gives): a page without one never
        pays for reading the later patterns."""
        if self._consumed is None:
            return has_hot_word(self.scanner, CONSUMED, source)
        return has_hot_word(self.scanner, self._consumed, source)

    def _plan(self, data: str, first: int) -> _Claims:
        """The spans to hand out for ``data``: only runs of text where a needle's word
        holds something a later pattern could consume are scanned, and none when the
        document gate's test (:func:`~.hot_words.has_hot_word`) finds no such word."""
        consumed = self.read_later_patterns()
        if not has_hot_word(self.scanner, consumed, data):
            return _Claims(deque(), len(data))
        spans: list[tuple[int, str, str]] = []
        stars = _Stars(data)
        rules = _TreePassRules(self, data)
        hit = hot_needle(self.scanner, consumed, data, word_start(data, first))
        while hit is not None:
            run_start = data.rfind(util.ETX, 0, hit) + 1
            run_end = data.find(util.STX, hit)
            if run_end < 0:
                run_end = len(data)
            self._plan_run(data, run_start, run_end, rules, consumed, spans=spans, stars=stars)
            if run_end == len(data):
                break
            hit = hot_needle(self.scanner, consumed, data, run_end + 1)
        return _Claims(deque(sorted(spans)), len(data))

    def _plan_run(
        self,
        data: str,
        start: int,
        end: int,
        rules: _TreePassRules,
        consumed: Consumed,
        *,
        spans: list[tuple[int, str, str]],
        stars: _Stars,
    ) -> None:
        """Add the shields and refusals of the run of text ``data[start:end]`` to the
        paragraph's ``spans``."""
        raw = list(self._links_in_run(data, start, end, data[start:end]))
        for link in raw:
            if rules.refuse(link, start, end):
                continue
            if not self._runs_into_escape(data, link, end):
                shield = self._shield(data, link, consumed, decode=self.decoded)
                if shield is not None:
                    if self.options.first_mention_only:
                        mention = mention_of(link)
                        self.shielded_mentions[mention] = self.shielded_mentions.get(mention, 0) + 1
                    closer = _unpaired_closer(data, shield, stars)
                    for span in (shield,) if closer is None else (shield, closer):
                        spans.append(span)
                        stars.set_aside(span[1])
        if EMPHASIS_MARKS.search(data, start, end):
            spans += self._refusals(data, start, end, raw, rules)

    @staticmethod
    def _shield(
        data: str, link: Link, consumed: Consumed, *, decode: bool
    ) -> tuple[int, str, str] | None:
        """The inside of ``link`` as a span, if a later pattern could consume part of it
        (an entity that starts inside the link and ends after it included). With ``decode``
        (modes of :data:`~.text_runs.READS_DECODED_TEXT`) the entity references wholly
        inside it, and the one its last character starts, are handed back as their
        characters, as the reader sees them: the link in ``https://example.com/?a=1&amp;b=2``
        shows ``?a=1&b=2`` and its href holds the ``&`` once."""
        stop = link.end
        while stop > link.start + 2 and data[stop - 1] in CLOSING_MARKS:
            stop -= 1
        closing = data[stop : link.end]
        mark = closing[:1]
        is_run = mark in NEIGHBOUR_MARKS and closing == mark * len(closing)
        if is_run and (mark == "^" or len(closing) > 1):
            opened = data.rfind(closing, link.start, stop)
            stop = opened if opened > link.start else stop
        inside_start, inside_end = link.start + 1, stop - 1
        if inside_end <= inside_start:
            return None
        if not consumed.search(data, inside_start, inside_end):
            word_end = WORD_END.search(data, link.end)
            entity = _ENTITY.search(data, inside_start, word_end.start() if word_end else len(data))
            if entity is None or entity.start() >= inside_end:
                return None
        if decode and "&" in data[inside_start:inside_end]:
            amp = data.rfind("&", inside_start, inside_end)
            straddling = _ENTITY.match(data, amp)
            if straddling is not None and straddling.end() > inside_end:
                inside_end = straddling.end()
            inside = data[inside_start:inside_end]
            return inside_start, inside, _ENTITY.sub(_entity_character, inside)
        inside = data[inside_start:inside_end]
        return inside_start, inside, inside

    def _refusals(
        self, data: str, start: int, end: int, raw: list[Link], rules: _TreePassRules
    ) -> Iterator[tuple[int, str, str]]:
        """Refusal spans for the links the run would hold once its emphasis marks are gone
        but does not hold as written (cmark-gfm reads the marks). Where the guard claims
        emails too (uts58), a word holding ``@`` is left alone: the email is claimed from
        the word as written. Where emails are the tree pass's (gfm), it reads them through
        a refusal that the emphasis marks did not cut off
        (:func:`~.host.refusals_read_through`)."""
        view = data[start:end].translate(_AS_SPACES)
        claims_emails = LinkKind.EMAIL in self.scanner.kinds
        for link in self._links_in_run(data, start, end, view):
            if any(link.start < other.end and other.start < link.end for other in raw):
                continue
            if rules.in_attribute_list(link):
                continue
            word = WORD_END.search(data, link.start, end)
            if claims_emails and "@" in data[link.start : word.start() if word else end]:
                continue
            second = data[link.start + 1] if link.end - link.start > 2 else ""
            if second.isalnum():
                yield link.start + 1, second, refusal_placeholder(second)

    def _links_in_run(self, data: str, start: int, end: int, run: str) -> Iterator[Link]:
        """The links of ``run``, which stands for ``data[start:end]``, read with the
        character before it and ``<`` after it (what a placeholder stands for) as context;
        offsets in ``data``."""
        base = max(0, start - 1)
        probe = data[base:start] + run + (STASHED_CONTEXT if end < len(data) else "")
        limit = end - base
        for found in self.scanner.iter_links(probe, start - base, len(probe)):
            inside = self._within(probe, found, limit)
            link = without_closing_emphasis(self.scanner, probe, inside) if inside else None
            if link is not None:
                link = without_opening_emphasis(self.scanner, probe, link, limit)
            if link is not None:
                yield Link(link.start + base, link.end + base, link.kind, link.href, link.text)

    def _runs_into_escape(self, data: str, link: Link, run_end: int) -> bool:
        """Whether the link's run of non-space text reaches a backslash escape."""
        if run_end == len(data):
            return False
        reach = _LINE_SPACE.match(data, link.start, run_end)
        if reach is None or reach.end() != run_end:
            return False
        placeholder = util.INLINE_PLACEHOLDER_RE.match(data, run_end)
        if placeholder is None:
            return False
        inline = self.md.treeprocessors["inline"]
        stashed = getattr(inline, "stashed_nodes", {}).get(placeholder.group(1))
        return isinstance(stashed, str) and is_escape(stashed)

    def _within(self, text: str, link: Link, end: int) -> Link | None:
        """``link`` if it ends by ``end``, else the link scanned again from its start with
        ``end`` as the end of the text (the context character after it is not its own)."""
        if link.end <= end:
            return link
        return next(self.scanner.iter_links(text, link.start, end), None)
