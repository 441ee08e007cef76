"""The walk over a parsed paragraph's tokens that links the text in them, shared by the
front ends whose parser gives a token list (markdown-it-py's core rule, mistune's text pass).

Each front end says what its tokens are through a :class:`TokenReader`; the walk decides
the rest once: a run of consecutive text tokens is read as one text, framed by what stands
beside it (:func:`~.text_runs.links_in_run`: a line edge or an emphasis mark is a
delimiter, an image's ``!`` may end a link in md4c, anything else is opaque); nothing is
linked inside a link, a raw element of the never-linked list (``docs/security.md``) or a
token that is neither text nor a container of text; a link that touches an escape is made
only where the mode's reference reads escapes as characters
(:mod:`~md_autolinks.common.escapes`); each link becomes an anchor under the user's options
and the page's first mentions (:func:`~.first_mentions.page_anchor`). In a paragraph whose
source holds a directional override, every token's text is read in order into its bidi
state (:class:`~md_autolinks.engine.bidi.OverrideReach`), and no link starts where an
override opened earlier in the paragraph, even before a code span or a link, is in effect;
raw MathML or SVG, embedded whole, keeps its controls inside.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from enum import Enum
from typing import Generic, NamedTuple, Protocol, TypeVar

from ..engine.bidi import OverrideReach, outside_spans
from ..engine.model import Link
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .anchors import Anchor
from .escapes import escapes_read_as_characters
from .first_mentions import PageMentions, page_anchor
from .never_linked import MATH_TAGS, RAW_NEVER_LINKED_TAGS
from .text_runs import DELIMITER, OPAQUE, RawElements, links_in_run, split_at_links

Token = TypeVar("Token")


class Made(NamedTuple):
    """A link of a run, and the anchor it is made."""

    link: Link
    anchor: Anchor


class Role(Enum):
    """What a token is to the walk."""

    TEXT = "text"
    """Text the reader sees as its :meth:`TokenReader.text` (an entity reference as its
    character, a backslash that escapes nothing as written)."""
    ESCAPE = "escape"
    """A backslash escape: text where the mode's reference reads escapes as characters,
    else a boundary no link may touch."""
    LINK_OPEN = "link_open"
    LINK_CLOSE = "link_close"
    RAW_HTML = "raw_html"
    """Raw inline HTML, read for the never-linked elements it opens and closes."""
    LINE_EDGE = "line_edge"
    OPENS_EMPHASIS = "opens_emphasis"
    CLOSES_EMPHASIS = "closes_emphasis"
    IMAGE = "image"
    CONTAINER = "container"
    """A token whose children are read on their own, framed by emphasis marks (mistune's
    nested emphasis, strikethrough, mark...); opaque to the text beside it."""
    OTHER = "other"


class TokenReader(Protocol[Token]):
    """How a front end's tokens read, and how linked text is written back as tokens."""

    embeds_raw_html: bool
    """Whether raw HTML reaches the page as HTML (a raw ``<svg>`` is embedded whole, its
    bidi controls kept inside), not shown as text."""

    def role(self, token: Token) -> Role:
        """The token's :class:`Role`."""

    def text(self, token: Token) -> str:
        """The text the reader sees in a :attr:`Role.TEXT` or :attr:`Role.ESCAPE` token."""

    def raw_html(self, token: Token) -> str:
        """The source of a :attr:`Role.RAW_HTML` token."""

    def seen(self, token: Token) -> str:
        """The text the reader sees in a token of :attr:`Role.OTHER` or
        :attr:`Role.CONTAINER` (a code span's code, an explicit link's text), read for the
        bidi state alone."""

    def children(self, token: Token) -> list[Token]:
        """The children of a :attr:`Role.CONTAINER` token."""

    def set_children(self, token: Token, children: list[Token]) -> None:
        """Give a :attr:`Role.CONTAINER` token new children."""

    def written(self, run: Sequence[Token], pieces: Sequence[str | Made]) -> Iterable[Token]:
        """The tokens for ``run`` once linked: ``pieces`` are its text (the run's
        :meth:`text` joined) in order, each plain or a link made an anchor."""


def linked_tokens(
    tokens: list[Token],
    reader: TokenReader[Token],
    scanner: Scanner,
    options: Options,
    mentions: PageMentions,
    *,
    bidi: bool = False,
) -> list[Token]:
    """``tokens`` with every eligible run of text linked by ``scanner``, anchors made under
    ``options`` (see the module's docstring); ``bidi`` where the paragraph's source holds a
    directional override (:func:`~md_autolinks.engine.bidi.holds_override`), or may hold
    one written as a character reference that the tokens hold as the character."""
    walk = _Walk(reader, scanner, options, mentions)
    if bidi:
        walk.reach = OverrideReach()
    return list(walk.tokens(tokens))


_OPENING = frozenset({Role.LINE_EDGE, Role.OPENS_EMPHASIS})
_SEEN_APART = frozenset({Role.OTHER, Role.CONTAINER})
"""The roles whose text the walk reads for the bidi state alone (a container inside a link
or a raw element, which is not walked)."""
_CLOSING = frozenset({Role.LINE_EDGE, Role.CLOSES_EMPHASIS})


class _Walk(Generic[Token]):
    """One walk over a paragraph's tokens; holds the depth of links and raw elements."""

    def __init__(
        self,
        reader: TokenReader[Token],
        scanner: Scanner,
        options: Options,
        mentions: PageMentions,
    ) -> None:
        self.reader, self.scanner, self.options, self.mentions = reader, scanner, options, mentions
        self.escapes = escapes_read_as_characters(scanner)
        self.link_depth = 0
        self.raw = RawElements(RAW_NEVER_LINKED_TAGS)
        self.reach: OverrideReach | None = None
        """The paragraph's bidi state, where its source holds an override."""

    def _read(self, text: str) -> list[tuple[int, int]]:
        """The override spans of ``text``, the next text of the paragraph, read into its
        bidi state; text inside raw MathML or SVG is not read."""
        reach = self.reach
        if reach is None or (self.reader.embeds_raw_html and self.raw.holds(MATH_TAGS)):
            return []
        return reach.spans(text)

    def _is_text(self, role: Role) -> bool:
        return role is Role.TEXT or (self.escapes and role is Role.ESCAPE)

    def tokens(self, tokens: list[Token]) -> Iterator[Token]:
        reader = self.reader
        roles = [reader.role(token) for token in tokens]
        index = 0
        while index < len(tokens):
            role = roles[index]
            if role is Role.LINK_OPEN:
                self.link_depth += 1
            elif role is Role.LINK_CLOSE:
                self.link_depth = max(0, self.link_depth - 1)
            elif role is Role.RAW_HTML:
                self.raw.read(reader.raw_html(tokens[index]))
            elif role is Role.CONTAINER and not self.link_depth and not self.raw.depth:
                reader.set_children(
                    tokens[index], list(self.tokens(reader.children(tokens[index])))
                )
            elif self.reach is not None and role in _SEEN_APART:
                self._read(reader.seen(tokens[index]))
            end = index
            while end < len(tokens) and self._is_text(roles[end]):
                end += 1
            if end == index or self.link_depth or self.raw.depth:
                if self.reach is not None:
                    for token in tokens[index:end]:
                        self._read(reader.text(token))
                yield from tokens[index : max(end, index + 1)]
                index = max(end, index + 1)
                continue
            before = roles[index - 1] if index else None
            after = roles[end] if end < len(tokens) else None
            yield from self._run(tokens[index:end], before, after)
            index = end

    def _run(self, run: list[Token], before: Role | None, after: Role | None) -> Iterable[Token]:
        """``run`` linked, or as it was when it holds no link that may be made."""
        content = "".join(self.reader.text(token) for token in run)
        spans = self._read(content) if self.reach is not None else []
        if not self.scanner.needle.search(content):
            return run
        links = [
            link
            for link in links_in_run(
                self.scanner,
                content,
                DELIMITER if before is None or before in _OPENING else OPAQUE,
                DELIMITER
                if after is None or after in _CLOSING
                else ("!" if after is Role.IMAGE else OPAQUE),
            )
            if self.escapes or not _touches_escape(link, content, before, after)
        ]
        if spans:
            links = outside_spans(links, spans)
        if not links:
            return run
        pieces: list[str | Made] = []
        for piece in split_at_links(content, links):
            if isinstance(piece, Link):
                anchor = page_anchor(self.mentions, piece, self.options)
                if anchor is not None:
                    pieces.append(Made(piece, anchor))
                    continue
            plain = piece.text if isinstance(piece, Link) else piece
            if pieces and isinstance(pieces[-1], str):
                pieces[-1] += plain
            else:
                pieces.append(plain)
        if all(isinstance(piece, str) for piece in pieces):
            return run
        return self.reader.written(run, pieces)


def _touches_escape(link: Link, text: str, before: Role | None, after: Role | None) -> bool:
    """Whether ``link`` starts or ends at an escape beside its run of text
    (:func:`~md_autolinks.common.escapes.refuses_links_touching_escapes`)."""
    return (link.start == 0 and before is Role.ESCAPE) or (
        link.end == len(text) and after is Role.ESCAPE
    )
