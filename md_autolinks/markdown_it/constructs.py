"""Where other inline rules of markdown-it make tokens of their own, and how the plugin
hands source it does not link back to them."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from markdown_it import rules_inline
from markdown_it.rules_inline import StateInline

from ..common.escapes import LINE_END_ESCAPE, is_escape
from ..common.text_runs import EMPHASIS_MARKS
from .alt_text import unwrapped

RULE_NAME = "md_autolinks"
"""The name of the plugin's inline rule (before ``text``) and of its core rule."""
BREAK_RULE_NAME = "md_autolinks_break"
"""The name of the rule that marks a backslash hard line break (before ``escape``)."""
REFUSED_INFO = "md_autolinks_refused"
"""The ``info`` of the ``text_special`` tokens that hold a refused link's text."""

_CLASSIC_TERMINATORS = re.compile(r"[\n!#$%&*+\-:<=>@\[\\\]^_`{}~]")
_NOT_CONSTRUCTS = frozenset(
    {
        RULE_NAME,
        BREAK_RULE_NAME,
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
delimiters. Escapes and code spans are checked by :func:`first_construct` itself."""


_FIRST_CHARACTERS: dict[Callable[[StateInline, bool], bool], str] = {
    rules_inline.link: "[",
    rules_inline.image: "!",
    rules_inline.autolink: "<",
    rules_inline.html_inline: "<",
    rules_inline.entity: "&",
}
"""The character each of markdown-it's own rules needs at its position to make a token
(each returns ``False`` at once elsewhere): :func:`first_construct` asks a rule only where
its character stands. A rule of another plugin, or one a plugin put in place of these, is
asked at every terminator. A rule the plugin wraps (:func:`.unwrapped`) needs the
character of the rule inside."""

ATTRIBUTES_RULE = "attr"
"""The inline rule of mdit-py-plugins' ``attrs_plugin`` (MyST's ``attrs_inline``)."""


def terminators(state: StateInline) -> re.Pattern[str]:
    """The characters at which markdown-it's ``text`` rule stops for another rule."""
    pattern: re.Pattern[str] = getattr(state.md.inline, "terminator_re", _CLASSIC_TERMINATORS)
    return pattern


class RulesAsked(NamedTuple):
    """What :func:`first_construct` asks of the inline ruler's enabled rules, worked out once
    for each state of the ruler (markdown-it compiles a new chain whenever a rule is added,
    replaced, enabled or disabled; the chain identifies the state) and kept on the ruler."""

    chain: list[Callable[[StateInline, bool], bool]]
    """The ruler's compiled chain these answers were worked out for."""
    entities: bool
    code_span: Callable[[StateInline, bool], bool] | None
    """The ``backticks`` rule, if enabled."""
    probes: tuple[tuple[Callable[[StateInline, bool], bool], str | None], ...]
    """Each rule that may make a construct, with the character it needs at its position
    (``None``: unknown, asked at every terminator)."""
    firsts: frozenset[str] | None
    """The characters of :attr:`probes`, or ``None`` when one of them is unknown."""
    attributes: bool
    """Whether the ruler holds the attribute rule (:data:`ATTRIBUTES_RULE`)."""


def _rules_asked(state: StateInline, *, entities: bool) -> RulesAsked:
    """The :class:`RulesAsked` of ``state``'s inline ruler as it stands (see there)."""
    ruler = state.md.inline.ruler
    chain = ruler.getRules("")
    known: RulesAsked | None = getattr(ruler, _RULES_ASKED, None)
    if known is not None and known.chain is chain and known.entities == entities:
        return known
    rules = [(rule.name, rule.fn) for rule in ruler.__rules__ if rule.enabled]
    through = _NOT_CONSTRUCTS if entities else _NOT_CONSTRUCTS | {"entity"}
    probes = tuple(
        (fn, _FIRST_CHARACTERS.get(fn) or _FIRST_CHARACTERS.get(unwrapped(fn)))
        for name, fn in rules
        if name not in through
    )
    firsts = [first for _, first in probes if first is not None]
    known = RulesAsked(
        chain,
        entities,
        next((fn for name, fn in rules if name == "backticks"), None),
        probes,
        frozenset(firsts) if len(firsts) == len(probes) else None,
        any(name == ATTRIBUTES_RULE for name, _ in rules),
    )
    setattr(ruler, _RULES_ASKED, known)
    return known


_RULES_ASKED = "md_autolinks_rules_asked"
"""The attribute of an inline ruler that keeps its :class:`RulesAsked`."""


def first_construct(
    state: StateInline,
    start: int,
    end: int,
    *,
    entities: bool = True,
    escapes: bool = True,
    closes_emphasis: Callable[[int], bool] | None = None,
) -> int | None:
    """The first offset in ``src[start:end]`` where another rule would make a token of its
    own: a backslash escape of ASCII punctuation, a code span with its closing backticks,
    or whatever any other rule (links, images, footnote references, raw HTML, math, roles,
    other plugins, and entity references if ``entities``) accepts there in lookahead mode,
    or an attribute block where the page reads them right after a run of emphasis marks
    that ``closes_emphasis`` (:class:`AttributeBlocks`). ``None`` when there is none.

    A ``\\`` before anything else, or a backtick run without a closing run, is literal text
    to markdown-it and does not end a link; without ``escapes`` (a link that runs through
    escapes as written: :func:`~md_autolinks.common.escapes.runs_through_escapes`) only a
    hard line break's ``\\`` does. Without ``entities`` (modes that find links in
    the source, as cmark-gfm does) an entity reference is link text as written.
    """
    src = state.src
    pattern = terminators(state)
    rules = _rules_asked(state, entities=entities)
    attributes = (
        AttributeBlocks(src, state.posMax, closes_emphasis)
        if closes_emphasis is not None and rules.attributes
        else None
    )
    code_span, probes, firsts = rules.code_span, rules.probes, rules.firsts
    saved_pos, saved_max = state.pos, state.posMax
    position = start
    try:
        while (found := pattern.search(src, position, end)) is not None:
            at = found.start()
            position = at + 1
            if src[at] == "\\":
                if is_escape(src, at) and (escapes or src[at + 1] == LINE_END_ESCAPE):
                    return at
                position = at + 2
            elif src[at] == "`":
                position = _run_end(src, at)
                if code_span is not None and _accepts(state, code_span, at) > position:
                    return at
            elif (src[at] == "{" and attributes is not None and attributes.at(at)) or (
                (firsts is None or src[at] in firsts)
                and any(
                    _accepts(state, rule, at)
                    for rule, first in probes
                    if first is None or first == src[at]
                )
            ):
                return at
    finally:
        state.pos, state.posMax = saved_pos, saved_max
    return None


class AttributeBlocks:
    """Where mdit-py-plugins' attribute syntax (``{#id .class key=value}``) stands right
    after a run of emphasis marks that closes an open run, in a paragraph whose page reads
    attributes (``attrs_plugin``).

    The attribute rule takes a block only right after a link, an image or a code span
    (mdit-py-plugins' ``attrs`` docs, "Inline attributes"): after text the block is text the
    reader sees, and a link runs through it as through any text (``www.w3.org{.d}`` links
    ``www.w3.org{.d}`` in gfm, as cmark-gfm and the page without md-autolinks read it). But a
    link never takes a character another rule owns: in ``*https://docs.python.org/3/*{.c}``
    the ``*`` closes the emphasis, so the link ends before it and the block stays text after
    the emphasis. Each block is read up to the next ``}`` (found once for every ``{`` before
    it), so the reading is linear.
    """

    def __init__(self, src: str, end: int, closes_emphasis: Callable[[int], bool]) -> None:
        self.src, self.end, self.closes_emphasis = src, end, closes_emphasis
        self.close = -1

    def at(self, at: int) -> bool:
        """Whether an attribute block that cuts a link starts at ``src[at]`` (a ``{``)."""
        if at == 0 or self.src[at - 1] not in EMPHASIS_MARKS:
            return False
        if self.close < at:
            self.close = self.src.find("}", at, self.end)
            if self.close < 0:
                self.close = self.end
                return False
        if self.close >= self.end:
            return False
        return self.closes_emphasis(at) and _parses_as_attributes(self.src[at : self.close + 1])


def _parses_as_attributes(block: str) -> bool:
    try:
        from mdit_py_plugins.attrs.parse import ParseError, parse
    except ImportError:  # pragma: no cover - the rule exists only with the plugin installed
        return False
    try:
        parse(block)
    except ParseError:
        return False
    return True


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


def _pending_grown(state: StateInline, text: str) -> None:
    """Append ``text`` to ``state``'s pending text by assignment (markdown-it-py 3)."""
    state.pending += text


add_pending: Callable[[StateInline, str], None] = getattr(
    StateInline, "append_pending", _pending_grown
)
"""Append text to a state's pending text, as markdown-it's ``text`` rule does: with
markdown-it-py's own ``append_pending`` where it has one (4.x: one buffered append, where
``pending +=`` reads and writes a property), else by assignment."""


def refused_text(state: StateInline, end: int, *, kept_whole: bool = False) -> bool:
    """Take a refused link's source up to ``end`` or the next terminator as plain text,
    leaving terminators (emphasis marks, escapes) to the other rules. With ``kept_whole``
    (a link refused for itself: the user's controls, an escape it touches, a construct that
    cuts it to nothing, the entity before it) the text is a token of its own that the email
    pass does not read into: nothing inside the link is linked (``+@.https://a.com\\.``
    holds no email ``+@.https``)."""
    pattern = terminators(state)
    stop = state.pos
    while stop < end and not pattern.match(state.src[stop]):
        stop += 1
    if stop == state.pos:
        return False
    if kept_whole:
        token = state.push("text_special", "", 0)
        token.content, token.info = state.src[state.pos : stop], REFUSED_INFO
    else:
        add_pending(state, state.src[state.pos : stop])
    state.pos = stop
    return True


def text_up_to(state: StateInline, stop: int) -> int:
    """Take ``src[pos:stop]`` as plain text up to its first terminator, as the ``text`` rule
    would take it, and return where the text taken ends (``stop`` where it holds none, ``pos``
    where a terminator stands at ``pos``: nothing is taken)."""
    found = terminators(state).search(state.src, state.pos, stop)
    end = stop if found is None else found.start()
    if end > state.pos:
        add_pending(state, state.src[state.pos : end])
        state.pos = end
    return end


BACKSLASH_BREAK = "\\\n"
"""The ``markup`` of a ``hardbreak`` token made from a backslash before a line ending (a
break of two spaces has none)."""


def backslash_break(state: StateInline, silent: bool) -> bool:
    """markdown-it's own ``escape`` rule at a backslash before a line ending (a hard line
    break, CommonMark 6.7), its ``hardbreak`` token marked :data:`BACKSLASH_BREAK`: the
    core rule reads that break as the escape it is, where the mode's reference does
    (md4c makes no link that touches one). Elsewhere it makes nothing."""
    src, pos = state.src, state.pos
    if src[pos] != "\\" or not src.startswith(BACKSLASH_BREAK, pos):
        return False
    escape = next(
        (rule.fn for rule in state.md.inline.ruler.__rules__ if rule.name == "escape"), None
    )
    if escape is None or not escape(state, silent):
        return False
    if not silent and state.tokens and state.tokens[-1].type == "hardbreak":
        state.tokens[-1].markup = BACKSLASH_BREAK
    return True
