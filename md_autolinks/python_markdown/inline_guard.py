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
will make (:mod:`.refusals`), and neither shields nor refuses inside an attribute
list, which ``attr_list`` reads before any link is made.
"""

from __future__ import annotations

import html
import re
from collections import deque
from collections.abc import Iterator

from markdown import Markdown, util
from markdown.inlinepatterns import InlineProcessor

from ..common.escapes import resolved_escapes_read_as_characters
from ..common.first_mentions import mention_of
from ..common.never_linked import NEVER_LINKED_TAGS
from ..common.text_runs import (
    EMPHASIS_MARKS,
    links_within,
    without_closing_emphasis,
    without_opening_emphasis,
)
from ..engine.model import Link, LinkKind, moved_link
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .constructs import ParagraphConstructs, construct_patterns
from .guard_spans import Claims, Stars, unpaired_closer
from .guarded_words import WORD_END, has_hot_word, hot_needle, hot_word_pattern, word_start
from .later_patterns import CONSUMED, EMOJI, ENTITY, Consumed, consumed_after, patterns_signature
from .placeholders import (
    escaped_char,
    is_escape,
    refusal_placeholder,
)
from .refusals import STASHED_CONTEXT, TreePassRefusals

_ENTITY = re.compile(ENTITY.pattern)
LINK_END_MARKS = frozenset("*_~^=+")
"""A run of these at a link's end is left in the source: it may close a neighbour's span
(``^^http://a.com^^`` with pymdownx.caret), and the tree pass decides where the link ends."""
NEIGHBOUR_MARKS = frozenset("^=+")
"""Marks no reference mode knows: a closing run of one of these at a link's end (``^``,
``^^``, ``==``, ``++``) closes a span opened inside the link too (``www.b.com^note^`` is a
superscript with pymdownx.caret); a lone ``=`` or ``+`` is not a mark."""
PAIRED_MARKS = EMPHASIS_MARKS | NEIGHBOUR_MARKS
"""The marks a run of which Python-Markdown or a neighbour pairs around text: an email read
from the source never takes an opening one (``^^a@b.org^^`` with pymdownx.caret)."""
_SHIELDED_MARKS = frozenset("*_~^=+&")
_EMOJI = re.compile(EMOJI.pattern)


def may_be_shielded(link_text: str) -> bool:
    """Whether the guard may have kept a link with this text whole: its inside holds a
    mark of :data:`~.later_patterns.DELIMITER_PARTS`, an entity's ``&`` or an emoji's
    ``:name:``."""
    inside = link_text[1:-1]
    return bool(_SHIELDED_MARKS.intersection(inside)) or _EMOJI.search(inside) is not None


_EMPHASIS_MARK = re.compile(f"[{re.escape(''.join(sorted(EMPHASIS_MARKS)))}]")
_AS_SPACES = str.maketrans("*_~", "   ")
_LINE_SPACE = re.compile(r"[^\t\n\r <]*")
_PENDING = re.compile("(?s:.*)")


def _entity_character(entity: re.Match[str]) -> str:
    """The character(s) of an entity reference, as Python-Markdown's serializer shows it."""
    return html.unescape(entity.group())


_LaterReading = tuple[Consumed, re.Pattern[str], tuple[re.Pattern[str], ...]]
_later_readings: dict[tuple[Scanner, tuple[object, ...]], _LaterReading] = {}
_READINGS_LIMIT = 64


def _later_reading(
    scanner: Scanner, signature: tuple[object, ...], md: Markdown, guard: object
) -> _LaterReading:
    """What the patterns after ``guard`` consume, the guard's hot-word pattern and the
    patterns that own whole constructs (:func:`~.constructs.construct_patterns`), made
    once per scanner and set of inline patterns (:func:`~.later_patterns.patterns_signature`)
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


def _read_later(scanner: Scanner, md: Markdown, guard: object) -> _LaterReading:
    consumed = consumed_after(md, guard)
    hot = hot_word_pattern(scanner, consumed).pattern
    return consumed, re.compile(f"(?:{hot})(?s:.*)"), construct_patterns(md, guard)


class InlineGuard(InlineProcessor):
    """Shields links from later inline patterns and refuses what the raw source refuses
    (see the module docstring).

    Python-Markdown searches each run of inline text with its pattern, which matches only
    where :func:`~.guarded_words.hot_word_pattern` does (a needle and something consumed
    in one word; in uts58 an ``@`` too), so the guard is not called for a paragraph of plain
    links. At the first
    call for a paragraph, each run of text between placeholders that holds a hot needle is
    scanned once (twice when it holds an emphasis mark); while spans are left, the pattern
    matches at once, so that every span is handed to Python-Markdown, one per call: linear
    in the paragraph's length.
    """

    ANCESTOR_EXCLUDES = ()
    """None for Python-Markdown to test: it would test each never-linked tag against the
    ancestors of every run of inline text it hands the pattern; :meth:`handleMatch` tests
    them once, where the pattern matched (:meth:`_inside_never_linked`)."""

    def __init__(self, scanner: Scanner, options: Options, md: Markdown) -> None:
        pattern = f"(?:{scanner.needle.pattern})(?s:.*)"
        super().__init__(pattern, md)
        self.scanner = scanner
        self.options = options
        self.decoded = scanner.READS_DECODED_TEXT
        self.escapes_seen = resolved_escapes_read_as_characters(scanner)
        self._hot: re.Pattern[str] | None = None
        self._claims: Claims | None = None
        self._exhausted: str | None = None
        self.handed_out = False
        """Whether a span was handed to Python-Markdown in this document (each one becomes a
        placeholder there)."""
        self._consumed: Consumed | None = None
        self._constructs: tuple[re.Pattern[str], ...] = ()
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
        if data is self._exhausted or self._inside_never_linked():
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

    def _inside_never_linked(self) -> bool:
        """Whether the run of text being read is inside an element of
        :data:`~md_autolinks.common.never_linked.NEVER_LINKED_TAGS` (an inline link's text,
        raw HTML read as Markdown), by the ancestors Python-Markdown's inline pass keeps as
        it hands the run to the pattern: the guard then hands nothing out, as a pattern
        with those tags as its ``ANCESTOR_EXCLUDES`` is not run there."""
        try:
            inline = self.md.treeprocessors["inline"]
        except KeyError:
            return False
        return not NEVER_LINKED_TAGS.isdisjoint(getattr(inline, "ancestors", ()))

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
            shared, self._hot, self._constructs = _later_reading(
                self.scanner, patterns_signature(self.md, self), self.md, self
            )
            self._consumed = shared.with_own_state()
        return self._consumed

    def wanted(self, source: str) -> bool:
        """Whether a document's source holds a link the guard may have to act on."""
        return has_hot_word(self.scanner, self.read_later_patterns(), source)

    def may_be_wanted(self, source: str) -> bool:
        """:meth:`wanted`, or, before the later patterns are read, whether the source holds
        a link that any pattern could take a piece of (:data:`~.later_patterns.CONSUMED`, which
        holds every set :func:`~.later_patterns.consumed_after` gives): a page without one never
        pays for reading the later patterns."""
        if self._consumed is None:
            return has_hot_word(self.scanner, CONSUMED, source)
        return has_hot_word(self.scanner, self._consumed, source)

    def _plan(self, data: str, first: int) -> Claims:
        """The spans to hand out for ``data``: only runs of text where a needle's word
        holds something a later pattern could consume are scanned, and none when the
        document gate's test (:func:`~.guarded_words.has_hot_word`) finds no such word."""
        consumed = self.read_later_patterns()
        if not has_hot_word(self.scanner, consumed, data):
            return Claims(deque(), len(data))
        spans: list[tuple[int, str, str]] = []
        stars = Stars(data)
        rules = TreePassRefusals(
            self.md,
            self.scanner,
            self.options,
            data,
            lambda start, end: self._run_links(rules, data, start, end),
        )
        constructs = ParagraphConstructs(self._constructs, data)
        hit = hot_needle(self.scanner, consumed, data, word_start(data, first))
        while hit is not None:
            run_start = data.rfind(util.ETX, 0, hit) + 1
            run_end = data.find(util.STX, hit)
            if run_end < 0:
                run_end = len(data)
            self._plan_run(
                data,
                run_start,
                run_end,
                rules,
                consumed,
                constructs=constructs,
                spans=spans,
                stars=stars,
            )
            if run_end == len(data):
                break
            hit = hot_needle(self.scanner, consumed, data, run_end + 1)
        return Claims(deque(sorted(spans)), len(data))

    def _plan_run(
        self,
        data: str,
        start: int,
        end: int,
        rules: TreePassRefusals,
        consumed: Consumed,
        *,
        constructs: ParagraphConstructs,
        spans: list[tuple[int, str, str]],
        stars: Stars,
    ) -> None:
        """Add the shields and refusals of the run of text ``data[start:end]`` to the
        paragraph's ``spans``."""
        left = self._left_context(rules, start)
        raw = list(self._source_links(data, start, end, data[start:end], left))
        for link in raw:
            if rules.refuse(link, start, end):
                continue
            if not self._bounded_by_escape(data, link, end):
                shield = self._shield(data, link, consumed, constructs, decode=self.decoded)
                if shield is not None:
                    if self.options.first_mention_only:
                        mention = mention_of(link)
                        self.shielded_mentions[mention] = self.shielded_mentions.get(mention, 0) + 1
                    closer = unpaired_closer(data, shield, stars)
                    for span in (shield,) if closer is None else (shield, closer):
                        spans.append(span)
                        stars.set_aside(span[1])
        if _EMPHASIS_MARK.search(data, start, end):
            spans += self._refusals(data, start, end, raw, rules, left=left)

    @staticmethod
    def _shield(
        data: str, link: Link, consumed: Consumed, constructs: ParagraphConstructs, *, decode: bool
    ) -> tuple[int, str, str] | None:
        """The inside of ``link`` as a span, if a later pattern could consume part of it
        (an entity that starts inside the link and ends after it included), up to where a
        construct that holds the link's last character starts, and none when a construct
        holds its first (:meth:`~.constructs.ParagraphConstructs.owned_from`). With ``decode``
        (a mode whose scanner has ``READS_DECODED_TEXT``) the entity references wholly
        inside it, and the one its last character starts, are handed back as their
        characters, as the reader sees them: the link in ``https://example.com/?a=1&amp;b=2``
        shows ``?a=1&b=2`` and its href holds the ``&`` once."""
        stop = link.end
        while stop > link.start + 2 and data[stop - 1] in LINK_END_MARKS:
            stop -= 1
        closing = data[stop : link.end]
        mark = closing[:1]
        is_run = mark in NEIGHBOUR_MARKS and closing == mark * len(closing)
        if is_run and (mark == "^" or len(closing) > 1):
            opened = data.rfind(closing, link.start, stop)
            stop = opened if opened > link.start else stop
        stop = min(stop, constructs.owned_from(link.start, link.end))
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
        self,
        data: str,
        start: int,
        end: int,
        raw: list[Link],
        rules: TreePassRefusals,
        *,
        left: str | None,
    ) -> Iterator[tuple[int, str, str]]:
        """Refusal spans for the links the run would hold once its emphasis marks are gone
        but does not hold as written (cmark-gfm reads the marks). Where the guard claims
        emails too (uts58), a word holding ``@`` is left alone: the email is claimed from
        the word as written. Where emails are the tree pass's (gfm), it reads them through
        a refusal that the emphasis marks did not cut off
        (:func:`~.placeholders.refusals_read_through`)."""
        view = data[start:end].translate(_AS_SPACES)
        claims_emails = LinkKind.EMAIL in self.scanner.kinds
        for link in self._source_links(data, start, end, view, left):
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

    def _left_context(self, rules: TreePassRefusals, start: int) -> str | None:
        """The character an escape right before the run at ``start`` stands for, where the
        mode reads escapes so (as the tree pass does), else ``None``."""
        before = rules.escape_before(start) if self.escapes_seen else ""
        return escaped_char(before) if before else None

    def _run_links(
        self, rules: TreePassRefusals, data: str, start: int, end: int
    ) -> Iterator[Link]:
        """The links of the run of text ``data[start:end]`` between placeholders, as the
        guard reads a run (:meth:`_source_links`)."""
        left = self._left_context(rules, start)
        return self._source_links(data, start, end, data[start:end], left)

    def _source_links(
        self, data: str, start: int, end: int, run: str, left: str | None
    ) -> Iterator[Link]:
        """The links of ``run``, which stands for ``data[start:end]`` of the inline source,
        read with the character before it (or ``left``, the character an escape before it
        stands for where the mode reads escapes so, as the tree pass does: ``\\_www.a&#64;``
        links in gfm) and ``<`` after it (what a placeholder stands for) as context
        (:func:`~md_autolinks.common.text_runs.links_within`), without the emphasis marks
        that close or open around them (an escaped mark opens none); offsets in ``data``."""
        base = max(0, start - 1)
        after = STASHED_CONTEXT if end < len(data) else ""
        marked = data[base:start] + run + after
        probe = marked if left is None else left + run + after
        limit = end - base
        for inside in links_within(self.scanner, probe, start - base, limit):
            link = without_closing_emphasis(self.scanner, marked, inside)
            if link is not None:
                link = without_opening_emphasis(
                    self.scanner,
                    marked,
                    link,
                    limit,
                    PAIRED_MARKS,
                    stands_after=lambda mark: data.find(mark, end) >= 0,
                )
            if link is not None:
                yield moved_link(link, base)

    def _bounded_by_escape(self, data: str, link: Link, run_end: int) -> bool:
        """Whether the link's run of non-space text reaches a backslash escape that the
        tree pass reads as markup (md4c: :func:`~md_autolinks.common.escapes.kept_beside_escapes`),
        so that no link is made to shield. Where an escape is its character
        (:func:`~md_autolinks.common.escapes.resolved_escapes_read_as_characters`: gfm, uts58)
        the link runs on through it in the tree pass and is shielded like any other:
        ``http://a.com/*x*\\*y`` links ``http://a.com/*x**y``, its ``*x*`` no emphasis."""
        if self.escapes_seen or run_end == len(data):
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
