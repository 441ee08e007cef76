"""markdown-it-py front end: ``MarkdownIt().use(autolinks_plugin, mode="gfm")``.

Two rules, for the same reason as in the Python-Markdown front end:

* an inline rule, before markdown-it's ``text`` rule, claims the mode's
  ``INLINE_KINDS`` (www and URL links in gfm) from the raw inline source, so
  ``http://a.com/*x*`` stays one link instead of being split by emphasis;
* a core rule, right after inline parsing, finds the other kinds (emails) in the
  finished ``text`` tokens, each framed by what stands beside it.

Neither links inside a link (``[...](...)``, ``<...>``, markdown-it's own linkify,
or a raw ``<a>...</a>``), in code, or in an image's alt text. A link that runs
into a backslash escape is not made. Works alongside ``linkify=True``: what this
plugin links, markdown-it's linkify sees as a link and leaves alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Literal, TypeVar

from .host_imports import missing_host

try:
    from markdown_it import MarkdownIt
    from markdown_it.ruler import Ruler
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline
    from markdown_it.token import Token
except ImportError as error:
    raise missing_host(error, "markdown_it") from error

from .anchors import Anchor, make_anchor
from .model import Link
from .options import Options
from .scanners.base import Scanner
from .text_runs import (
    BLOCKED_BY_OPEN_BRACKET,
    DELIMITER,
    OPAQUE,
    bracket_depth,
    links_in_run,
    raw_opaque_effect,
    split_at_links,
    split_scanners,
    without_closing_emphasis,
)

RULE_NAME = "md_autolinks"
LINE_EDGES = frozenset({"softbreak", "hardbreak"})
OPENING_MARKS = frozenset({"em_open", "strong_open", "s_open"})
CLOSING_MARKS = frozenset({"em_close", "strong_close", "s_close"})

RuleT = TypeVar("RuleT")
_CLASSIC_TERMINATORS = re.compile(r"[\n!#$%&*+\-:<=>@\[\\\]^_`{}~]")
_SEGMENT_END = re.compile(r"[\\`]")


def autolinks_plugin(md: MarkdownIt, **options: object) -> None:
    """Link bare URLs, www. hosts and emails in ``md``, with the options of ``OPTION_SPECS``.

    Options are validated at once: an unknown name or bad value raises
    :class:`~md_autolinks.options.OptionError` naming the valid choices. Using the
    plugin again on the same instance replaces the earlier configuration.
    """
    validated = Options.from_mapping(options)
    inline_scanner, text_scanner = split_scanners(validated)
    _set_rule(md.inline.ruler, "text", _inline_rule(inline_scanner, validated), before=True)
    _set_rule(md.core.ruler, "inline", _core_rule(text_scanner, validated), before=False)


def _set_rule(ruler: Ruler[RuleT], anchor: str, rule: RuleT, *, before: bool) -> None:
    if ruler.__find__(RULE_NAME) >= 0:
        ruler.at(RULE_NAME, rule)
    elif before:
        ruler.before(anchor, RULE_NAME, rule)
    else:
        ruler.after(anchor, RULE_NAME, rule)


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


def _inline_rule(scanner: Scanner, options: Options) -> Callable[[StateInline, bool], bool]:
    next_link = _NextLink(scanner)
    refused = _RefusedSpan()
    host = _HostState(options.mode in BLOCKED_BY_OPEN_BRACKET)

    def md_autolinks_inline(state: StateInline, silent: bool) -> bool:
        """Claim an inline-kind link starting at ``state.pos``, or stop ``text`` before one.

        A link the user's controls or the host's context refuse is left to the other rules
        as ordinary source, and nothing inside it is linked.
        """
        src, pos = state.src, state.pos
        cached = src is next_link.src and next_link.scanned_from <= pos <= next_link.valid_until
        if cached and next_link.link is None:
            return False
        if not scanner.kinds or state.linkLevel > 0:
            return False
        if refused.covers(src, pos):
            return _refused_text(state, refused.end, silent)
        link = next_link.at_or_after(src, pos, state.posMax)
        if link is None or link.end > state.posMax:
            return False
        if link.start > pos:
            return _text_up_to(state, link.start, silent)
        cut = _SEGMENT_END.search(src, pos, link.end)
        escaped = False
        if cut is not None:
            link = next(scanner.iter_links(src, pos, cut.start()), None)
            if link is None or link.start != pos:
                return False
            escaped = link.end == cut.start() and src[cut.start()] == "\\"
        link = without_closing_emphasis(scanner, src, link)
        if link is None or link.start != pos:
            return False
        refuses = escaped or host.refuses(state)
        anchor = None if refuses else make_anchor(link, options)
        if anchor is None:
            refused.mark(src, link)
            return _refused_text(state, link.end, silent)
        if not silent:
            _push_link(state, anchor)
        state.pos = link.end
        return True

    return md_autolinks_inline


class _HostState:
    """Raw ``<a>``/``<code>`` depth and open ``[`` of the tokens parsed so far, followed
    incrementally through one inline parse (the tokens list only grows during it)."""

    def __init__(self, bracket_rule: bool) -> None:
        self.bracket_rule = bracket_rule
        self.tokens: list[Token] | None = None
        self.seen = self.raw_depth = self.brackets = 0

    def refuses(self, state: StateInline) -> bool:
        """Whether ``state.pos`` is inside a raw ``<a>`` (or code), or after an open ``[``."""
        if state.tokens is not self.tokens or len(state.tokens) < self.seen:
            self.tokens, self.seen, self.raw_depth, self.brackets = state.tokens, 0, 0, 0
        for token in state.tokens[self.seen :]:
            if token.type == "html_inline":
                self.raw_depth = max(0, self.raw_depth + raw_opaque_effect(token.content))
            elif token.type == "text" and self.bracket_rule:
                self.brackets = bracket_depth(token.content, self.brackets)
        self.seen = len(state.tokens)
        if self.raw_depth:
            return True
        return self.bracket_rule and bracket_depth(state.pending, self.brackets) > 0


def _push_link(state: StateInline, anchor: Anchor) -> None:
    """``link_open``, ``text``, ``link_close`` for ``anchor``, marked like markdown-it's linkify."""
    opening = state.push("link_open", "a", 1)
    opening.attrs = dict(anchor.attributes)
    opening.markup, opening.info = "linkify", "auto"
    state.push("text", "", 0).content = anchor.text
    closing = state.push("link_close", "a", -1)
    closing.markup, closing.info = "linkify", "auto"


def _refused_text(state: StateInline, end: int, silent: bool) -> bool:
    """Take a refused link's source up to ``end`` or the next terminator as plain text,
    leaving terminators (emphasis marks, escapes) to the other rules."""
    terminators = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    stop = state.pos
    while stop < end and not terminators.match(state.src[stop]):
        stop += 1
    if stop == state.pos:
        return False
    if not silent:
        state.pending += state.src[state.pos : stop]
    state.pos = stop
    return True


def _text_up_to(state: StateInline, stop: int, silent: bool) -> bool:
    """Take ``src[pos:stop]`` as plain text, as the ``text`` rule would, if it is plain."""
    terminators = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    if terminators.search(state.src, state.pos, stop):
        return False
    if not silent:
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
    """``children`` with each eligible text token split into text and link tokens."""
    link_depth = raw_depth = 0
    needle = scanner.needle
    for index, token in enumerate(children):
        if token.type == "link_open":
            link_depth += 1
        elif token.type == "link_close":
            link_depth = max(0, link_depth - 1)
        elif token.type == "html_inline":
            raw_depth = max(0, raw_depth + raw_opaque_effect(token.content))
        if token.type != "text" or link_depth or raw_depth or not needle.search(token.content):
            yield token
            continue
        previous = children[index - 1] if index else None
        following = children[index + 1] if index + 1 < len(children) else None
        before = (
            DELIMITER if previous is None or previous.type in LINE_EDGES | OPENING_MARKS else OPAQUE
        )
        after = (
            DELIMITER
            if following is None or following.type in LINE_EDGES | CLOSING_MARKS
            else OPAQUE
        )
        links = [
            link
            for link in links_in_run(scanner, token.content, before, after)
            if not _touches_escape(link, token.content, previous, following)
        ]
        if not links:
            yield token
            continue
        for piece in split_at_links(token.content, links):
            anchor = make_anchor(piece, options) if isinstance(piece, Link) else None
            if anchor is not None:
                yield from _link_tokens(anchor, token.level)
            else:
                text = piece.text if isinstance(piece, Link) else piece
                yield _token("text", "", 0, token.level, content=text)


def _touches_escape(link: Link, text: str, previous: Token | None, following: Token | None) -> bool:
    def is_escape(token: Token | None) -> bool:
        return token is not None and token.type == "text_special" and token.info == "escape"

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
