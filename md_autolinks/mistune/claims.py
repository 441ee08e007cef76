"""Claiming a mode's inline kinds from a paragraph's source while mistune parses it.

cmark-gfm claims www and URL links while it parses inline source, before emphasis is
resolved, so ``http://a.com/*x*`` is one link; uts58 reads every kind that way. mistune 3
offers no rule that may start before the character it matched, so the front end runs the
paragraph's scan itself (:class:`ClaimingParse`, on the parser instance): it asks the
mode's inline scanner for the links of the source once, and where the scan reaches a link's
start before any other rule's match, the link is claimed as one token (:func:`claim`);
everything else is mistune's own rules and text, and emphasis is resolved afterwards by
mistune over the text tokens, which a claimed link is not.

A claimed link stops before the first construct another rule of the page owns (a code
span, raw HTML, an autolink, an explicit link or image, math, a footnote reference, an
escape: :func:`first_construct`), as in the markdown-it front end; emphasis and
strikethrough marks are link text, as in cmark-gfm. Links are found in the text the reader
sees (:class:`~.source_entities.SourceReading`: character references as characters where
the page shows them so). None is claimed after an open ``[`` in a mode whose reference
makes none there (gfm), inside
raw ``<a>``
or a raw element of the never-linked list, nor where it touches an escape in a mode whose
reference makes no such link (:mod:`~md_autolinks.common.escapes`).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from mistune.helpers import unescape_char

from ..common.emphasis_runs import EmphasisRuns
from ..common.escapes import (
    LINE_END_ESCAPE,
    escaped_before,
    escapes_read_as_seen,
    is_escape,
    runs_through_escapes,
)
from ..common.first_mentions import page_anchor
from ..common.text_runs import (
    EMPHASIS_MARKS,
    RawElements,
    bidi_inside_embedded_neutral,
    cut_before,
    raw_html_read_apart,
    without_closing_emphasis,
    without_opening_emphasis,
)
from ..engine.model import Link
from .configuration import FrontEndConfig, page_mentions
from .source_entities import SourceReading, raw_html_spans
from .text_pass import decodes_references
from .tokens import ESCAPE, Token, link_token

if TYPE_CHECKING:
    from mistune import Markdown
    from mistune.core import InlineState

    from ..engine.scanners.base import Scanner

NOT_CONSTRUCTS = frozenset(
    {
        "emphasis",
        "strikethrough",
        "mark",
        "insert",
        "superscript",
        "subscript",
        "link_close",
        "url_link",
    }
)
"""Rules whose marks a claimed link runs through, as cmark-gfm's links run through emphasis
and strikethrough delimiters (mistune's formatting plugins mark text the same way), and
mistune's own ``url`` linker, whose link a claimed link replaces."""
ESCAPE_RULE = "escape"
RAW_HTML = "inline_html"
LINK_RULE = "link"
PAIRED_MARKS = EMPHASIS_MARKS | frozenset("^=")
"""The marks mistune pairs around text: emphasis and its plugins' ``==`` (mark), ``^^``
(insert), ``^`` (superscript) and ``~`` (subscript); an email claimed from the source never
takes an opening one (``^a@b.org^``)."""
LINK_WINDOW = 2000
"""How far past a ``[`` inside a link an explicit link is looked for: CommonMark's link
labels hold at most 999 characters (section 6.3, "Links")."""

Parse = Callable[["InlineState"], list[Token]]


class NextMatch:
    """The first match of ``pattern`` at or after a position of ``src``, searched again only
    once a position has passed the last one found, so that asking at every link of a
    paragraph reads its source once, not once per link. (A match at an offset does not
    depend on where the search started: a lookbehind sees the characters before it.)"""

    __slots__ = ("_found", "_since", "pattern", "src")

    def __init__(self, pattern: re.Pattern[str], src: str) -> None:
        self.pattern, self.src = pattern, src
        self._since = -1
        self._found: re.Match[str] | None = None

    def at_or_after(self, position: int) -> re.Match[str] | None:
        """The first match that starts at ``position`` or later, or ``None``."""
        found = self._found
        if not (0 <= self._since <= position and (found is None or found.start() >= position)):
            found = self._found = self.pattern.search(self.src, position)
            self._since = position
        return found


class Claim:
    """A link of the inline scanner, found in the text the reader sees, and where it stands
    in the source."""

    __slots__ = ("end", "link", "start")

    def __init__(self, link: Link, start: int, end: int) -> None:
        self.link, self.start, self.end = link, start, end


class Claims:
    """The inline scanner's links of a paragraph's text, as :class:`Claim` values in order,
    taken from the front (:meth:`first`, :meth:`popleft`): of the whole paragraph, read as
    one text (``begin`` 0: a directional override opened anywhere before a link, even
    before a code span or an explicit link, keeps it unmade, as the browser draws the rest
    of the paragraph reversed), or of the text from ``begin`` up to ``limit``.
    """

    __slots__ = ("_found",)

    def __init__(
        self, reading: SourceReading, scanner: Scanner, begin: int, limit: int | None = None
    ) -> None:
        self._found: deque[Claim] = deque()
        text = reading.text
        if limit is not None:
            self._add(reading, scanner.iter_links(text, begin, limit))
        elif begin == 0 and text:
            self._add(reading, scanner.paragraph_links(text))

    def _add(self, reading: SourceReading, links: Iterable[Link]) -> None:
        for link in links:
            first, stop = reading.source_offset(link.start), reading.source_offset(link.end)
            if first >= 0 and stop >= 0:
                self._found.append(Claim(link, first, stop))

    def first(self) -> Claim | None:
        """The first claim left, or ``None``."""
        return self._found[0] if self._found else None

    def popleft(self) -> Claim:
        """The first claim found by :meth:`first`, taken away."""
        return self._found.popleft()

    def put_back(self, claims: Claims) -> None:
        """Put ``claims`` (a reading of text before every claim left here, found whole) in
        front of the claims left."""
        self._found.extendleft(reversed(claims._found))


class ClaimingParse:
    """``InlineParser.parse`` for an instance that uses the plugin (see the module's
    docstring); ``original`` is the parser's own, used for what holds no claim."""

    def __init__(self, markdown: Markdown, config: FrontEndConfig, original: Parse) -> None:
        self.markdown, self.inline = markdown, markdown.inline
        self.config, self.original = config, original

    def __call__(self, state: InlineState) -> list[Token]:
        """Parse ``state.src`` into tokens, claiming the inline kinds' links."""
        scanner = self.config.inline_scanner
        src = state.src
        if scanner.kinds and scanner.has_candidate(src):
            decodes = decodes_references(self.markdown.renderer)
            read = src
            if decodes and "<" in src and RAW_HTML in self.inline.rules:
                read = bidi_inside_embedded_neutral(src)
                if scanner.READS_DECODED_TEXT:
                    read = raw_html_read_apart(read, raw_html_spans(self.inline, state))
            reading = SourceReading(read, decodes, escapes_read_as_seen(scanner))
            claims = self._claims(reading, 0)
            if claims.first() is not None:
                return self._scan(state, claims, reading)
        if not self.config.escapes_matter:
            return self.original(state)
        reading = SourceReading(src, decodes=False)
        return self._scan(state, Claims(reading, self.config.inline_scanner, len(src)), reading)

    def _claims(self, reading: SourceReading, start: int, end: int | None = None) -> Claims:
        """The inline scanner's links of the whole paragraph (``start`` 0, no ``end``), or of
        its text from source offset ``start`` up to ``end`` (as the mode's reference reads
        one: no gfm link after an open ``[``)."""
        scanner = self.config.inline_scanner
        begin = reading.text_offset(start)
        limit = len(reading.text) if end is None else reading.text_offset(end)
        if begin < 0 or limit < 0:
            return Claims(reading, scanner, len(reading.text))
        return Claims(reading, scanner, begin, None if end is None else limit)

    def _scan(self, state: InlineState, claims: Claims, reading: SourceReading) -> list[Token]:
        inline, src = self.inline, state.src
        rules = NextMatch(inline.compile_sc(), src)
        constructs = NextMatch(
            inline.compile_sc([name for name in inline.rules if name not in NOT_CONSTRUCTS]), src
        )
        raw = RawElements(self.config.raw_tags)
        runs: EmphasisRuns | None = None
        pos = 0
        while pos < len(src):
            while (first := claims.first()) is not None and first.start < pos:
                claims.popleft()
            found = rules.at_or_after(pos)
            if first is not None and (found is None or found.start() >= first.start):
                next_claim = claims.popleft()
                if next_claim.start > pos:
                    inline.process_text(src[pos : next_claim.start], state)
                    pos = next_claim.start
                if runs is None:
                    runs = EmphasisRuns(src)
                end = (
                    None
                    if raw.depth
                    else claim(self, state, next_claim, reading, constructs, runs=runs)
                )
                if end is not None:
                    pos = end
                continue
            if found is None:
                break
            if found.start() > pos:
                inline.process_text(src[pos : found.start()], state)
            count, last = len(state.tokens), state.tokens[-1] if state.tokens else None
            pos = self._rule(state, found, raw)
            first = claims.first()
            if (
                first is not None
                and found.start() < first.start < pos
                and _only_text(state, count, last)
            ):
                del state.tokens[count:]
                self._literal(state, found.start(), pos, claims, reading)
        if pos < len(src):
            inline.process_text(src[pos:], state)
        state.tokens = inline.finalize_tokens(state.tokens, state.depth)
        return state.tokens

    def _literal(
        self, state: InlineState, start: int, end: int, claims: Claims, reading: SourceReading
    ) -> None:
        """``src[start:end]``, which a rule took as text (an undefined footnote reference), as
        that text, with the links claimed inside it that end inside it (read again with its
        backslashes as written where the claims read them as escapes)."""
        src, pos = state.src, start
        if reading.reads_escapes and src.find("\\", start, end) >= 0:
            while (first := claims.first()) is not None and first.start < end:
                claims.popleft()
            reading = SourceReading(reading.src, reading.decodes)
            claims.put_back(self._claims(reading, start, end))
        while (first := claims.first()) is not None and first.start < end:
            found = claims.popleft()
            if found.start < pos or found.end > end:
                continue
            if found.start > pos:
                self.inline.process_text(src[pos : found.start], state)
                pos = found.start
            made = claim(self, state, found, reading, None)
            if made is not None:
                pos = made
        if pos < end:
            self.inline.process_text(src[pos:end], state)

    def _rule(self, state: InlineState, found: Any, raw: RawElements) -> int:
        """Let mistune's rule for ``found`` parse; an escape becomes a token of its own
        where the text pass must see it (:data:`~.tokens.ESCAPE`)."""
        inline = self.inline
        if found.lastgroup == ESCAPE_RULE and self.config.escapes_matter:
            state.append_token({"type": ESCAPE, "raw": unescape_char(found.group(0))})
            return int(found.end())
        count = len(state.tokens)
        end = inline.parse_method(found, state)
        if not end:
            inline.process_text(state.src[found.start()], state)
            return int(found.start()) + 1
        for token in state.tokens[count:]:
            if token["type"] == "inline_html":
                raw.read(token["raw"])
        return int(end)


def _without_closer(
    scanner: Scanner, reading: SourceReading, start: int, link: Link, runs: EmphasisRuns
) -> Link | None:
    """``link`` (text offsets) without a trailing run of ``*``, ``_`` or ``~`` that closes a
    run left open before its source offset ``start`` (:class:`.EmphasisRuns`): mistune
    resolves emphasis after its rules, so a claimed link must leave the closer in the text
    (``*see pypi.org/x*``)."""
    mark = link.text[-1:]
    if mark not in EMPHASIS_MARKS:
        return link
    run_start = link.end - (len(link.text) - len(link.text.rstrip(mark)))
    first, stop = reading.source_offset(run_start), reading.source_offset(link.end)
    if run_start <= link.start or first <= start or stop < 0:
        return link
    if not runs.closes_open_run(start, first, stop):
        return link
    return cut_before(scanner, reading.text, link, run_start)


def claim(
    parse: ClaimingParse,
    state: InlineState,
    found: Claim,
    reading: SourceReading,
    constructs: NextMatch | None,
    *,
    runs: EmphasisRuns | None = None,
) -> int | None:
    """Claim ``found`` as a made link, cut before the first construct (``constructs``: the
    rules other than :data:`NOT_CONSTRUCTS`, over the paragraph's source) and without the
    emphasis marks around it; its end in the source, or ``None`` when it is not made (the
    source is then mistune's to parse). Without ``constructs``, the link stands in literal
    text (a rule's text, as written), where no construct and no escape stands. With
    ``runs``, a closing emphasis run opened further back stays out of the link."""
    config, src, text = parse.config, state.src, reading.text
    scanner = config.inline_scanner
    link = found.link
    if (
        (state.brackets and scanner.BLOCKED_BY_OPEN_BRACKET)
        or state.in_link
        or (constructs is not None and _escape_refused(parse, src, found))
    ):
        return None
    cut = None if constructs is None else first_construct(parse, state, found, constructs)
    if cut == found.start:
        return None
    if cut is not None:
        limit = reading.text_offset(cut)
        shorter = cut_before(scanner, text, link, limit) if limit > 0 else None
        if shorter is None:
            return None
        if (
            shorter.end == limit
            and is_escape(src, cut)
            and src[cut + 1] != LINE_END_ESCAPE
            and not _through(parse, found)
        ):
            return None
        link = shorter
    trimmed = without_closing_emphasis(scanner, text, link)
    if trimmed is not None and not is_escape(src, found.start):
        trimmed = without_opening_emphasis(scanner, text, trimmed, len(text), PAIRED_MARKS)
    if trimmed is not None and runs is not None:
        trimmed = _without_closer(scanner, reading, found.start, trimmed, runs)
    if trimmed is None or trimmed.start != link.start:
        return None
    end = reading.source_offset(trimmed.end)
    if end < 0:
        return None
    anchor = page_anchor(page_mentions(config, state.env), trimmed, config.options)
    if anchor is None:
        return None
    source = src[found.start : end]
    state.append_token(link_token(anchor, source, unescape_char(source)))
    return end


def _only_text(state: InlineState, count: int, last: Token | None) -> bool:
    """Whether a rule only added text tokens after the first ``count`` (whose last was
    ``last``): it took source and made nothing of it but text (an undefined footnote
    reference), where a link inside may still be claimed."""
    tokens = state.tokens
    if len(tokens) <= count or (count and tokens[count - 1] is not last):
        return False
    return all(token["type"] == "text" for token in tokens[count:])


def _escape_refused(parse: ClaimingParse, src: str, found: Claim) -> bool:
    """Whether an escape stands right before the link where the mode makes no link that
    touches one."""
    return escaped_before(src, found.start) and not _through(parse, found)


def _through(parse: ClaimingParse, found: Claim) -> bool:
    """Whether the claim runs through escapes: as written (gfm's www and URL links) or read
    as their characters (uts58)."""
    scanner = parse.config.inline_scanner
    return runs_through_escapes(scanner, found.link.kind) or escapes_read_as_seen(scanner)


def first_construct(
    parse: ClaimingParse, state: InlineState, found: Claim, constructs: NextMatch
) -> int | None:
    """The first source offset of the claim (its start included: a code span there keeps
    it) where another rule of the page makes a token of its own (an escape only where the
    link does not run through escapes, a line ending's always), or ``None``."""
    src = state.src
    through = _through(parse, found)
    position = found.start
    while (match := constructs.at_or_after(position)) is not None and match.start() < found.end:
        at = match.start()
        position = at + 1
        if match.lastgroup == ESCAPE_RULE:
            if is_escape(src, at) and (not through or src[at + 1] == LINE_END_ESCAPE):
                return at
            continue
        if _makes_a_token(parse, state, match):
            return at
    return None


def _makes_a_token(parse: ClaimingParse, state: InlineState, found: Any) -> bool:
    """Whether the rule that matched ``found`` makes a token other than text there (tried on
    a scratch state; an explicit link or image by parsing what follows its ``[``)."""
    inline = parse.inline
    scratch = state.copy()
    if found.lastgroup == LINK_RULE:
        at = found.start()
        scratch.src = state.src[at : at + LINK_WINDOW]
        tokens = parse.original(scratch)
        return bool(tokens) and tokens[0]["type"] in ("link", "image")
    scratch.src = state.src
    if not inline.parse_method(found, scratch):
        return False
    return any(token["type"] != "text" for token in scratch.tokens)
