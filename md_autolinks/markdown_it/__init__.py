"""markdown-it-py front end: ``MarkdownIt().use(autolinks_plugin, mode="gfm")``.

Two rules, for the same reason as in the Python-Markdown front end:

* an inline rule, before markdown-it's ``text`` rule, claims the mode's
  ``INLINE_KINDS`` (www and URL links in gfm) from the raw inline source, so
  ``http://a.com/*x*`` stays one link instead of being split by emphasis;
* a core rule, right after inline parsing, finds the other kinds (emails) in the
  finished ``text`` tokens, each framed by what stands beside it.

Neither touches a token sequence it does not own. Lookahead (measuring a link label)
sees markdown-it's own parse, so link labels and destinations, references, images and
footnote references end where they end without this plugin; a claimed link stops before
the first construct another rule accepts (an escape of ASCII punctuation, a code span,
raw HTML, an image, a footnote reference, math, a role...), while a ``\\`` or backtick
that is neither escape nor code span is link text, as in cmark-gfm. Nothing is linked
inside a link (``[...](...)``, ``<...>``, markdown-it's own linkify, a raw
``<a>...</a>``), in code, or in an image's alt text, and a link that runs into a
backslash escape is not made. Works alongside ``linkify=True``: what this plugin links,
markdown-it's linkify sees as a link and leaves alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Literal, TypeVar

from .common.host_imports import missing_host

try:
    from markdown_it import MarkdownIt
    from markdown_it.common.entities import entities
    from markdown_it.common.utils import isValidEntityCode
    from markdown_it.ruler import Ruler
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline
    from markdown_it.rules_inline.entity import DIGITAL_RE, NAMED_RE
    from markdown_it.rules_inline.state_inline import Delimiter
    from markdown_it.token import Token
except ImportError as error:
    raise missing_host(error, "markdown_it") from error

from .common.anchors import Anchor, make_anchor
from .common.text_runs import (
    BLOCKED_BY_OPEN_BRACKET,
    DELIMITER,
    EMPHASIS_MARKS,
    OPAQUE,
    RAW_OPAQUE_TAGS,
    READS_DECODED_TEXT,
    RawElements,
    invisible_context,
    links_in_run,
    split_at_links,
    split_scanners,
    without_closing_emphasis,
    without_opening_emphasis,
)
from .engine.model import Link
from .engine.options import Mode, Options
from .engine.scanners.base import Scanner
from .engine.scanners.brackets import bracket_depth

RULE_NAME = "md_autolinks"
ALT_RULE_NAME = "md_autolinks_alt_text"
LINE_EDGES = frozenset({"softbreak", "hardbreak"})
OPENING_MARKS = frozenset({"em_open", "strong_open", "s_open"})
CLOSING_MARKS = frozenset({"em_close", "strong_close", "s_close"})

RuleT = TypeVar("RuleT")
_CLASSIC_TERMINATORS = re.compile(r"[\n!#$%&*+\-:<=>@\[\\\]^_`{}~]")
_SEGMENT_END = re.compile(r"[\\`]")


def autolinks_plugin(md: MarkdownIt, *, mode: Mode = "gfm", **options: object) -> None:
    """Link bare URLs, www. hosts and emails in ``md`` under ``mode``'s rules, with the
    options of ``OPTION_SPECS``.

    Options are validated at once: an unknown name or bad value raises
    :class:`~md_autolinks.engine.errors.OptionError` naming the valid choices. Using the
    plugin again on the same instance replaces the earlier configuration.
    """
    validated = Options.from_mapping(options, mode=mode)
    inline_scanner, text_scanner = split_scanners(validated)
    alt_text = _AltText()
    _set_rule(
        md.inline.ruler, "text", _inline_rule(inline_scanner, validated, alt_text), before=True
    )
    _set_rule(md.inline.ruler, "image", alt_text.rule, before=True, name=ALT_RULE_NAME)
    _set_rule(md.core.ruler, "inline", _core_rule(text_scanner, validated), before=False)


def _set_rule(
    ruler: Ruler[RuleT], anchor: str, rule: RuleT, *, before: bool, name: str = RULE_NAME
) -> None:
    if ruler.__find__(name) >= 0:
        ruler.at(name, rule)
    elif ruler.__find__(anchor) < 0:
        ruler.push(name, rule)
    elif before:
        ruler.before(anchor, name, rule)
    else:
        ruler.after(anchor, name, rule)


class _AltText:
    """Whether markdown-it is parsing an image's alt text, which is no place for links.

    markdown-it parses the alt text in a fresh inline state that shows no sign of the image;
    :meth:`rule`, placed just before the ``image`` rule, runs that rule itself and counts
    the parses in progress. Its tokens are exactly the ``image`` rule's.
    """

    def __init__(self) -> None:
        self.depth = 0

    def rule(self, state: StateInline, silent: bool) -> bool:
        """Run markdown-it's ``image`` rule at ``state.pos``, counting it as alt text."""
        if silent or state.src[state.pos] != "!":
            return False
        image = next(
            (
                rule.fn
                for rule in state.md.inline.ruler.__rules__
                if rule.name == "image" and rule.enabled
            ),
            None,
        )
        if image is None:
            return False
        self.depth += 1
        try:
            return image(state, silent)
        finally:
            self.depth -= 1


class _NextLink:
    """The first inline-kind link at or after a position, scanned once per stretch of source.

    The inline parser visits positions left to right; a scan from the first of them finds the
    next link with all the context before it, and serves every later position up to that
    link's start, so each stretch of source is scanned once.
    """

    def __init__(self, scanner: Scanner) -> None:
        self.scanner = scanner
        self.src: str | None = None
        self.scanned_from = self.valid_until = 0
        self.link: Link | None = None

    def at_or_after(self, src: str, pos: int, end: int) -> Link | None:
        """The first link starting in ``src[pos:end]``, or ``None``."""
        if src is not self.src or not self.scanned_from <= pos <= self.valid_until:
            hit = self.scanner.needle.search(src, pos, end)
            self.link = next(self.scanner.iter_links(src, pos, end), None) if hit else None
            self.src, self.scanned_from = src, pos
            self.valid_until = self.link.start if self.link else end
        return self.link


class _RefusedSpan:
    """The source span of the last link the user's controls refused, left to other rules."""

    def __init__(self) -> None:
        self.src: str | None = None
        self.start = self.end = 0

    def covers(self, src: str, pos: int) -> bool:
        """Whether ``pos`` lies inside the refused link of this same ``src``."""
        return src is self.src and self.start <= pos < self.end

    def mark(self, src: str, link: Link) -> None:
        """Remember ``link`` as refused."""
        self.src, self.start, self.end = src, link.start, link.end


def _inline_rule(
    scanner: Scanner, options: Options, alt_text: _AltText
) -> Callable[[StateInline, bool], bool]:
    next_link = _NextLink(scanner)
    refused = _RefusedSpan()
    host = _HostState(options.mode in BLOCKED_BY_OPEN_BRACKET)
    open_marks = _OpenMarks()
    decoded = options.mode in READS_DECODED_TEXT

    def md_autolinks_inline(state: StateInline, silent: bool) -> bool:
        """Claim an inline-kind link starting at ``state.pos``, or stop ``text`` before one.

        Lookahead (``silent``, a link label being measured) sees markdown-it's own parse, so
        labels, references and footnotes end where they end without this plugin. A link is
        cut before the first construct another rule owns (:func:`_first_construct`), and none
        is made where one starts (`` `me`@a.com `` or ``$me$@a.com`` in uts58, whose email
        local part may hold a backtick or ``$``: the code span or math stays). A link
        the user's controls or the host's context refuse is left to the other rules as
        ordinary source, and nothing inside it is linked.
        """
        if silent or alt_text.depth or not scanner.kinds:
            return False
        src, pos = state.src, state.pos
        cached = src is next_link.src and next_link.scanned_from <= pos <= next_link.valid_until
        if cached and next_link.link is None:
            return False
        if refused.covers(src, pos):
            return _refused_text(state, refused.end, kept_whole=True)
        link = next_link.at_or_after(src, pos, state.posMax)
        if link is None or link.end > state.posMax:
            return False
        if link.start == pos + 1 and src[pos] == "\\" and src[link.start] not in _ESCAPABLE:
            state.pending += "\\"
            state.pos = link.start
            return True
        if link.start > pos:
            return _text_up_to(state, link.start)
        touches_escape = False
        cut = _first_construct(state, pos, link.end)
        if cut == pos:
            return False
        if decoded and cut is not None and _entity_at(src, cut) is not None:
            read = _link_over_entities(state, scanner, open_marks, link)
            if read is not None:
                if host.refuses(state):
                    return _refused_text(state, pos + 1)
                anchor = make_anchor(read, options)
                if anchor is None:
                    refused.mark(src, read)
                    return _refused_text(state, read.end, kept_whole=True)
                _push_link(state, anchor, read.end)
                return True
        if cut is not None:
            whole = link
            link = next(scanner.iter_links(src, pos, cut), None)
            if link is None or link.start != pos:
                refused.mark(src, whole)
                return _refused_text(state, whole.end, kept_whole=True)
            touches_escape = link.end == cut and src[cut] == "\\"
        link = without_closing_emphasis(scanner, src, link)
        if link is not None:
            link = without_opening_emphasis(scanner, src, link, state.posMax)
        if link is not None:
            found = link
            link = open_marks.without_closer(
                state, found, lambda end: next(scanner.iter_links(src, found.start, end), None)
            )
        if link is None or link.start != pos:
            return False
        if host.refuses(state):
            return _refused_text(state, pos + 1)
        refused_here = touches_escape or (
            decoded and not _survives_entity_before(scanner, state, link)
        )
        anchor = None if refused_here else make_anchor(link, options)
        if anchor is None:
            refused.mark(src, link)
            return _refused_text(state, link.end, kept_whole=True)
        _push_link(state, anchor, link.end)
        return True

    return md_autolinks_inline


def _entity_at(src: str, at: int) -> tuple[int, str] | None:
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


def _read_entities(src: str, start: int, stop: int) -> tuple[str, list[int]]:
    """``src[start:stop]`` with its entity references read as their characters, and for
    each offset of that text (and its end) the source offset it stands at; an offset inside
    an entity's characters is marked ``-1`` (no link may end there)."""
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
        entity = _entity_at(src, amp)
        if entity is None or entity[0] > stop:
            pieces.append("&")
            where.append(amp)
            index = amp + 1
            continue
        end, characters = entity
        pieces.append(characters)
        where.extend([amp] + [-1] * (len(characters) - 1))
        index = end
    where.append(stop)
    return "".join(pieces), where


def _link_over_entities(
    state: StateInline, scanner: Scanner, open_marks: _OpenMarks, raw: Link
) -> Link | None:
    """The link starting at ``state.pos`` whose raw source holds an entity reference, read
    as the reader sees it (modes of :data:`~.text_runs.READS_DECODED_TEXT`), with offsets in
    the source: in ``https://example.com/?a=1&amp;b=2`` the link shows ``?a=1&b=2`` and its
    href holds the ``&`` once (``&amp;`` in HTML). The source from the link's start to its
    raw end and :data:`ENTITY_CONTEXT` after it is read with its entities as characters;
    the link found there must start where the raw one does, end at a source offset outside
    an entity and hold no other construct (an escape, a code span) before its end, else
    ``None`` (the raw link is then cut at the entity, as before)."""
    src, pos = state.src, state.pos
    reach = min(state.posMax, raw.end + ENTITY_CONTEXT)
    text, where = _read_entities(src, pos, reach)
    offset_of = {source: index for index, source in enumerate(where) if source >= 0}

    def link_up_to(end: int) -> Link | None:
        stop = offset_of.get(end)
        if stop is None:
            return None
        found = next(scanner.iter_links(text, 0, stop), None)
        if found is None or found.start != 0 or where[found.end] < 0:
            return None
        return Link(pos, where[found.end], found.kind, found.href, found.text)

    link = link_up_to(reach)
    if link is not None:
        link = without_opening_emphasis(scanner, src, link, state.posMax)
    if link is not None:
        link = open_marks.without_closer(state, link, link_up_to)
    if link is None or link.start != pos or _other_construct(state, pos, link.end):
        return None
    return link


def _other_construct(state: StateInline, start: int, end: int) -> bool:
    """Whether ``src[start:end]`` holds a construct other than entity references."""
    position = start
    while (cut := _first_construct(state, position, end)) is not None:
        entity = _entity_at(state.src, cut)
        if entity is None:
            return True
        position = entity[0]
    return False


ENTITY_CONTEXT = 64
"""How much of the source after a link :func:`_survives_entity_before` reads again with it: a
bound, so that each link after an entity costs the same however long its paragraph, and far
more than the characters after a link that decide where it ends (a ``_`` run, a soft
character, before white space)."""


def _survives_entity_before(scanner: Scanner, state: StateInline, link: Link) -> bool:
    """Whether ``link``, found in raw source, is still the link found where the entity
    reference right before it stands for its character, as the reader sees it (modes of
    :data:`~.common.text_runs.READS_DECODED_TEXT`): ``&#64;b.org`` is the host of an email
    with no local part, where uts58 links nothing, not the host ``b.org`` after a ``;``. An
    entity that is an invisible character stands inside a token
    (:func:`~.common.text_runs.invisible_context`): ``pay&#x200e;pal.com`` links nothing."""
    tokens = state.tokens
    if state.pending or not tokens:
        return True
    previous = tokens[-1]
    if previous.type != "text_special" or previous.info != "entity" or not previous.content:
        return True
    reach = min(state.posMax, link.end + ENTITY_CONTEXT)
    before, _ = invisible_context(previous.content[-1], "")
    framed = before + state.src[link.start : reach]
    shift = len(before)
    found = next(scanner.iter_links(framed, shift, shift + link.end - link.start), None)
    return found is not None and (found.start, found.end) == (shift, shift + link.end - link.start)


_ESCAPABLE = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\n")
_NOT_CONSTRUCTS = frozenset(
    {
        RULE_NAME,
        ALT_RULE_NAME,
        "text",
        "linkify",
        "newline",
        "escape",
        "backticks",
        "emphasis",
        "strikethrough",
    }
)
"""Inline rules whose tokens a link may run through, as in cmark-gfm: plain text and emphasis
delimiters. Escapes and code spans are checked by :func:`_first_construct` itself; an entity
reference ends a link (cmark-gfm would show it raw, where markdown-it shows its character)."""


def _first_construct(state: StateInline, start: int, end: int) -> int | None:
    """The first offset in ``src[start:end]`` where another rule would make a token of its
    own: a backslash escape of ASCII punctuation, a code span with its closing backticks,
    or whatever any other rule (entity references, links, images, footnote references, raw
    HTML, math, roles, other plugins) accepts there in lookahead mode. ``None`` when there is none.

    A ``\\`` before anything else, or a backtick run without a closing run, is literal text
    to markdown-it and does not end a link.
    """
    src = state.src
    terminators = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    rules = [(rule.name, rule.fn) for rule in state.md.inline.ruler.__rules__ if rule.enabled]
    code_span = next((fn for name, fn in rules if name == "backticks"), None)
    probes = [fn for name, fn in rules if name not in _NOT_CONSTRUCTS]
    saved_pos, saved_max = state.pos, state.posMax
    position = start
    try:
        while (found := terminators.search(src, position, end)) is not None:
            at = found.start()
            position = at + 1
            if src[at] == "\\":
                if at + 1 < len(src) and src[at + 1] in _ESCAPABLE:
                    return at
                position = at + 2
            elif src[at] == "`":
                position = _run_end(src, at)
                if code_span is not None and _accepts(state, code_span, at) > position:
                    return at
            elif any(_accepts(state, rule, at) for rule in probes):
                return at
    finally:
        state.pos, state.posMax = saved_pos, saved_max
    return None


def _accepts(state: StateInline, rule: Callable[[StateInline, bool], bool], at: int) -> int:
    """Where ``rule``, tried in lookahead mode at ``at``, ends its token; 0 if it refuses."""
    state.pos = at
    state.level += 1
    try:
        return state.pos if rule(state, True) else 0
    finally:
        state.level -= 1


def _run_end(src: str, at: int) -> int:
    end = at
    while end < len(src) and src[end] == src[at]:
        end += 1
    return end


class _HostState:
    """Open links, open raw ``<a>``/``<code>`` and open ``[`` of the tokens parsed so far,
    followed incrementally through one inline parse (the tokens list only grows during it).

    Links are counted from ``link_open``/``link_close`` tokens rather than markdown-it's
    ``linkLevel``, which a stray raw ``</a>`` drives below zero.
    """

    def __init__(self, bracket_rule: bool) -> None:
        self.bracket_rule = bracket_rule
        self.tokens: list[Token] | None = None
        self.seen = self.links = self.brackets = 0
        self.raw = RawElements(RAW_OPAQUE_TAGS)

    def refuses(self, state: StateInline) -> bool:
        """Whether ``state.pos`` is in a link's text or a raw ``<a>`` (or code), or after an
        open ``[``."""
        if state.tokens is not self.tokens or len(state.tokens) < self.seen:
            self.tokens, self.seen = state.tokens, 0
            self.links = self.brackets = 0
            self.raw.reset()
        for token in state.tokens[self.seen :]:
            if token.type in ("link_open", "link_close"):
                self.links = max(0, self.links + token.nesting)
            elif token.type == "html_inline":
                self.raw.read(token.content)
            elif token.type == "text" and self.bracket_rule and not self.links:
                self.brackets = bracket_depth(token.content, self.brackets)
        self.seen = len(state.tokens)
        if self.links or self.raw.depth or state.linkLevel > 0:
            return True
        return self.bracket_rule and bracket_depth(state.pending, self.brackets) > 0


class _OpenMarks:
    """The emphasis and strikethrough runs left open by the delimiters parsed so far,
    followed incrementally through one inline parse (its delimiter list only grows; a new
    list, inside a link's label, starts afresh)."""

    def __init__(self) -> None:
        self.delimiters: list[Delimiter] | None = None
        self.seen = 0
        self.open: dict[int, int] = {}

    def _count(self, state: StateInline) -> dict[int, int]:
        if state.delimiters is not self.delimiters or len(state.delimiters) < self.seen:
            self.delimiters, self.seen, self.open = state.delimiters, 0, {}
        for delimiter in state.delimiters[self.seen :]:
            marker = delimiter.marker
            if delimiter.close and self.open.get(marker):
                self.open[marker] -= 1
            elif delimiter.open:
                self.open[marker] = self.open.get(marker, 0) + 1
        self.seen = len(state.delimiters)
        return self.open

    def without_closer(
        self, state: StateInline, link: Link, rescan: Callable[[int], Link | None]
    ) -> Link | None:
        """``link`` (offsets in the source) without a trailing run of ``*``, ``_`` or ``~``
        that can close (CommonMark 6.2, as markdown-it scans it) a run of the same mark left
        open before the link: in ``**see https://a.com/x**`` the link is ``https://a.com/x``
        and the ``**`` closes the bold, as in Python-Markdown and in gfm and md4c mode. The
        shorter link is ``rescan(end)``, the link scanned again up to the run, so the mode's
        own rules still hold for it."""
        mark = link.text[-1:]
        if mark not in EMPHASIS_MARKS:
            return link
        run_start = link.end - (len(link.text) - len(link.text.rstrip(mark)))
        if run_start <= link.start or not self._count(state).get(ord(mark)):
            return link
        saved = state.posMax
        state.posMax = max(saved, link.end)
        try:
            can_close = state.scanDelims(run_start, mark == "*").can_close
        finally:
            state.posMax = saved
        if not can_close:
            return link
        return rescan(run_start)


def _push_link(state: StateInline, anchor: Anchor, end: int) -> None:
    """``link_open``, ``text``, ``link_close`` for ``anchor``, marked like markdown-it's
    linkify, and ``state.pos`` moved to ``end``, the link's end in the source.

    A ``{`` right after the link is text the writer sees after it, not the link's
    attributes: with mdit-py-plugins' ``attrs`` (MyST's ``attrs_inline``),
    ``https://a.com{.c}`` would give the anchor the class ``c`` and the text ``{.c}``
    would vanish. An empty ``text`` token after the link keeps ``{...}`` out of the
    attribute rule's reach (it reads attributes only right after a link's own closing
    token), as if the plugin were not there."""
    opening = state.push("link_open", "a", 1)
    opening.attrs = dict(anchor.attributes)
    opening.markup, opening.info = "linkify", "auto"
    state.push("text", "", 0).content = anchor.text
    closing = state.push("link_close", "a", -1)
    closing.markup, closing.info = "linkify", "auto"
    state.pos = end
    if state.src.startswith("{", end):
        state.push("text", "", 0)


REFUSED_INFO = "md_autolinks_refused"
"""The ``info`` of the ``text_special`` tokens that hold a refused link's text."""


def _refused_text(state: StateInline, end: int, *, kept_whole: bool = False) -> bool:
    """Take a refused link's source up to ``end`` or the next terminator as plain text,
    leaving terminators (emphasis marks, escapes) to the other rules. With ``kept_whole``
    (a link refused for itself: the user's controls, an escape it touches, a construct that
    cuts it to nothing, the entity before it) the text is a token of its own that the email
    pass does not read into: nothing inside the link is linked (``+@.https://a.com\\.``
    holds no email ``+@.https``)."""
    terminators = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    stop = state.pos
    while stop < end and not terminators.match(state.src[stop]):
        stop += 1
    if stop == state.pos:
        return False
    if kept_whole:
        token = state.push("text_special", "", 0)
        token.content, token.info = state.src[state.pos : stop], REFUSED_INFO
    else:
        state.pending += state.src[state.pos : stop]
    state.pos = stop
    return True


def _text_up_to(state: StateInline, stop: int) -> bool:
    """Take ``src[pos:stop]`` as plain text, as the ``text`` rule would, if it is plain."""
    terminators = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    if terminators.search(state.src, state.pos, stop):
        return False
    state.pending += state.src[state.pos : stop]
    state.pos = stop
    return True


def _core_rule(scanner: Scanner, options: Options) -> Callable[[StateCore], None]:
    def md_autolinks_text(state: StateCore) -> None:
        """Link the remaining kinds in every inline block's text tokens."""
        if not scanner.kinds:
            return
        for block in state.tokens:
            if block.type == "inline" and block.children:
                block.children = list(_linked_children(block.children, scanner, options))

    return md_autolinks_text


def _linked_children(children: list[Token], scanner: Scanner, options: Options) -> Iterator[Token]:
    """``children`` with each eligible run of text split into text and link tokens.

    A run is a ``text`` token with the literal ``text_special`` tokens beside it (``\\b``
    is text, not an escape) and entity references, read as the characters they stand for,
    as cmark-gfm reads them before finding emails (markdown-it's ``text_join`` merges them
    into text later anyway).
    """
    link_depth = 0
    raw = RawElements(RAW_OPAQUE_TAGS)
    needle = scanner.needle
    index = 0
    while index < len(children):
        token = children[index]
        if token.type == "link_open":
            link_depth += 1
        elif token.type == "link_close":
            link_depth = max(0, link_depth - 1)
        elif token.type == "html_inline":
            raw.read(token.content)
        end = index
        while end < len(children) and _is_text(children[end]):
            end += 1
        if end == index or link_depth or raw.depth:
            yield from children[index : max(end, index + 1)]
            index = max(end, index + 1)
            continue
        run = children[index:end]
        content = "".join(part.content for part in run)
        previous = children[index - 1] if index else None
        following = children[end] if end < len(children) else None
        index = end
        links = (
            []
            if not needle.search(content)
            else [
                link
                for link in links_in_run(
                    scanner,
                    content,
                    _context(previous, OPENING_MARKS),
                    _context(following, CLOSING_MARKS, "!"),
                )
                if not _touches_escape(link, content, previous, following)
            ]
        )
        if not links:
            yield from run
            continue
        for piece in split_at_links(content, links):
            anchor = make_anchor(piece, options) if isinstance(piece, Link) else None
            if anchor is not None:
                yield from _link_tokens(anchor, token.level)
            else:
                text = piece.text if isinstance(piece, Link) else piece
                yield _token("text", "", 0, token.level, content=text)


def _is_text(token: Token) -> bool:
    """Text, a literal ``text_special`` (``\\b``) or an entity reference (its character)."""
    return token.type == "text" or (
        token.type == "text_special" and (token.info == "entity" or _is_literal(token))
    )


def _context(neighbour: Token | None, marks: frozenset[str], image_edge: str = OPAQUE) -> str:
    """The context character a run of text meets in ``neighbour``: a delimiter at a line
    edge or emphasis mark, ``image_edge`` at an image (the ``!`` it starts with, for the
    run before it: md4c links ``www.a.b![i](j)``, ``!`` delimits), else :data:`OPAQUE`."""
    if neighbour is None or neighbour.type in LINE_EDGES | marks:
        return DELIMITER
    return image_edge if neighbour.type == "image" else OPAQUE


def _is_literal(token: Token) -> bool:
    """Whether a ``text_special`` token shows its source as written (``\\b`` is no escape)."""
    return token.content == token.markup


def _touches_escape(link: Link, text: str, previous: Token | None, following: Token | None) -> bool:
    def is_escape(token: Token | None) -> bool:
        return (
            token is not None
            and token.type == "text_special"
            and token.info == "escape"
            and not _is_literal(token)
        )

    return (link.start == 0 and is_escape(previous)) or (
        link.end == len(text) and is_escape(following)
    )


def _link_tokens(anchor: Anchor, level: int) -> list[Token]:
    """``link_open``, ``text``, ``link_close`` for ``anchor``, marked like markdown-it's linkify."""
    return [
        _token(
            "link_open",
            "a",
            1,
            level,
            attrs=dict(anchor.attributes),
            markup="linkify",
            info="auto",
        ),
        _token("text", "", 0, level + 1, content=anchor.text),
        _token("link_close", "a", -1, level, markup="linkify", info="auto"),
    ]


def _token(
    kind: str,
    tag: str,
    nesting: Literal[-1, 0, 1],
    level: int,
    *,
    content: str = "",
    **fields: object,
) -> Token:
    token = Token(kind, tag, nesting)
    token.level = level
    token.content = content
    for name, value in fields.items():
        setattr(token, name, value)
    return token
