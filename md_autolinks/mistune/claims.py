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
escape, a character reference: :func:`first_construct`), as in the markdown-it front end;
emphasis and strikethrough marks are link text, as in cmark-gfm. None is claimed inside an
explicit link's brackets, raw ``<a>`` or a raw element of the never-linked list, nor where
it touches an escape in a mode whose reference makes no such link
(:mod:`~md_autolinks.common.escapes`), nor where a character reference beside it is an
invisible character or a look-alike of URL syntax.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..common.escapes import LINE_END_ESCAPE, is_escape, runs_through_escapes
from ..common.first_mentions import page_anchor
from ..common.text_runs import RawElements, without_closing_emphasis, without_opening_emphasis
from ..engine.model import Link
from .configuration import FrontEndConfig, page_mentions
from .source_entities import hides_a_token_edge, reference_at, reference_ending_at
from .text_pass import decodes_references
from .tokens import ESCAPE, Token, link_token

if TYPE_CHECKING:
    from mistune import Markdown
    from mistune.core import InlineState

NOT_CONSTRUCTS = frozenset(
    {"emphasis", "strikethrough", "mark", "insert", "superscript", "subscript", "link_close"}
)
"""Rules whose marks a claimed link runs through, as cmark-gfm's links run through emphasis
and strikethrough delimiters (mistune's formatting plugins mark text the same way)."""
ESCAPE_RULE = "escape"
LINK_RULE = "link"
LINK_WINDOW = 2000
"""How far past a ``[`` inside a link an explicit link is looked for: CommonMark's link
labels hold at most 999 characters (section 6.3, "Links")."""

Parse = Callable[["InlineState"], list[Token]]


class ClaimingParse:
    """``InlineParser.parse`` for an instance that uses the plugin (see the module's
    docstring); ``original`` is the parser's own, used for what holds no claim."""

    def __init__(self, markdown: Markdown, config: FrontEndConfig, original: Parse) -> None:
        self.markdown, self.inline = markdown, markdown.inline
        self.config, self.original = config, original

    @property
    def cuts_at_references(self) -> bool:
        """Whether a character reference ends a claimed link: the mode reads references as
        characters, or the page shows them as characters (the link's text would show one
        thing and its href hold another)."""
        return self.config.reads_decoded_text or decodes_references(self.markdown.renderer)

    def __call__(self, state: InlineState) -> list[Token]:
        """Parse ``state.src`` into tokens, claiming the inline kinds' links."""
        scanner = self.config.inline_scanner
        src = state.src
        if not scanner.kinds or not scanner.has_candidate(src):
            return self._marking_escapes(state)
        links = deque(scanner.iter_links(src, 0, len(src)))
        if not links:
            return self._marking_escapes(state)
        return self._scan(state, links)

    def _marking_escapes(self, state: InlineState) -> list[Token]:
        if not self.config.escapes_matter:
            return self.original(state)
        return self._scan(state, deque())

    def _scan(self, state: InlineState, links: deque[Link]) -> list[Token]:
        inline, src = self.inline, state.src
        pattern = inline.compile_sc()
        raw = RawElements(self.config.raw_tags)
        pos = 0
        while pos < len(src):
            while links and links[0].start < pos:
                links.popleft()
            found = pattern.search(src, pos)
            if links and (found is None or found.start() >= links[0].start):
                link = links.popleft()
                if link.start > pos:
                    inline.process_text(src[pos : link.start], state)
                    pos = link.start
                end = None if raw.depth else claim(self, state, link)
                if end is not None:
                    pos = end
                continue
            if found is None:
                break
            if found.start() > pos:
                inline.process_text(src[pos : found.start()], state)
            pos = self._rule(state, found, raw)
        if pos < len(src):
            inline.process_text(src[pos:], state)
        state.tokens = inline.finalize_tokens(state.tokens, state.depth)
        return state.tokens

    def _rule(self, state: InlineState, found: Any, raw: RawElements) -> int:
        """Let mistune's rule for ``found`` parse; an escape becomes a token of its own
        where the text pass must see it (:data:`~.tokens.ESCAPE`)."""
        inline = self.inline
        if found.lastgroup == ESCAPE_RULE and self.config.escapes_matter:
            from mistune.helpers import unescape_char

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


def claim(parse: ClaimingParse, state: InlineState, link: Link) -> int | None:
    """Claim ``link`` (found in ``state.src`` by the inline scanner) as a made link, cut
    before the first construct and without the emphasis marks around it; its end, or
    ``None`` when it is not made (the source is then mistune's to parse)."""
    config, src = parse.config, state.src
    scanner = config.inline_scanner
    if state.brackets or state.in_link or _edge_refused(parse, src, link):
        return None
    cut = first_construct(parse, state, link)
    if cut is not None:
        at_reference = reference_at(src, cut)
        if at_reference is not None and hides_a_token_edge(at_reference[1]):
            return None
        shorter = next(scanner.iter_links(src, link.start, cut), None)
        if shorter is None or shorter.start != link.start:
            return None
        if shorter.end == cut and src.startswith("\\", cut):
            return None
        link = shorter
    trimmed = without_closing_emphasis(scanner, src, link)
    if trimmed is not None:
        trimmed = without_opening_emphasis(scanner, src, trimmed, len(src))
    if trimmed is None or trimmed.start != link.start:
        return None
    anchor = page_anchor(page_mentions(config, state.env), trimmed, config.options)
    if anchor is None:
        return None
    state.append_token(link_token(anchor, trimmed.text))
    return trimmed.end


def _edge_refused(parse: ClaimingParse, src: str, link: Link) -> bool:
    """Whether an escape or a hiding character reference stands right before ``link``
    where the mode makes no link touching one."""
    before = reference_ending_at(src, link.start)
    if before is not None and hides_a_token_edge(before[1]):
        return True
    return escaped_before(src, link.start) and not runs_through_escapes(
        parse.config.inline_scanner, link.kind
    )


def escaped_before(src: str, at: int) -> bool:
    """Whether the character before ``src[at]`` is escaped by a backslash (one that is not
    itself escaped)."""
    slash = at - 2
    while slash >= 0 and src[slash] == "\\":
        slash -= 1
    return (at - 2 - slash) % 2 == 1 and is_escape(src, at - 2)


def first_construct(parse: ClaimingParse, state: InlineState, link: Link) -> int | None:
    """The first offset inside ``link`` where another rule of the page makes a token of its
    own (an escape only where the link does not run through escapes as written, a line
    ending's always; a character reference where the mode reads them as characters), or
    ``None``."""
    inline, config, src = parse.inline, parse.config, state.src
    through = runs_through_escapes(config.inline_scanner, link.kind)
    rules = [name for name in inline.rules if name not in NOT_CONSTRUCTS]
    pattern = inline.compile_sc(rules)
    position = link.start + 1
    while position < link.end:
        entity = src.find("&", position, link.end) if parse.cuts_at_references else -1
        found = pattern.search(src, position, link.end)
        if entity >= 0 and (found is None or entity < found.start()):
            if reference_at(src, entity) is not None:
                return entity
            position = entity + 1
            continue
        if found is None:
            return None
        at = found.start()
        position = at + 1
        if found.lastgroup == ESCAPE_RULE:
            if is_escape(src, at) and (not through or src[at + 1] == LINE_END_ESCAPE):
                return at
            continue
        if _makes_a_token(parse, state, found):
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
