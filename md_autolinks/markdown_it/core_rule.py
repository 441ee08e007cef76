"""The core rule: after inline parsing, link the other kinds (emails in gfm, every kind in
md4c) in the finished ``text`` tokens, each run framed by what stands beside it."""

from __future__ import annotations

from collections.abc import Iterator

from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from ..common.escapes import escapes_read_as_characters
from ..common.first_mentions import PageMentions, page_anchor
from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.text_runs import (
    DELIMITER,
    OPAQUE,
    RawElements,
    links_in_run,
    split_at_links,
)
from ..engine.model import Link
from .configuration import PluginConfig
from .paragraph import may_hold_links
from .render_state import ENV_KEY, PageState
from .tokens import TokenList, push_link

LINE_EDGES = frozenset({"softbreak", "hardbreak"})
OPENING_EMPHASIS = frozenset({"em_open", "strong_open", "s_open"})
"""Tokens that open an emphasis or strikethrough run: a delimiter before the text after them."""
CLOSING_EMPHASIS = frozenset({"em_close", "strong_close", "s_close"})
"""Tokens that close an emphasis or strikethrough run: a delimiter after the text before them."""


class CoreRule:
    """markdown-it core rule for one :class:`PluginConfig`; holds nothing of a page."""

    def __init__(self, config: PluginConfig) -> None:
        self.config = config

    def __call__(self, state: StateCore) -> None:
        """Link the remaining kinds in every inline block's text tokens; the page's inline
        parsing is done, so its state leaves ``env``. A block whose source may hold no link
        (:func:`.may_hold_links`, escapes and entity references read as their characters)
        costs that one test."""
        page = state.env.pop(ENV_KEY, None)
        if not self.config.text_scanner.kinds:
            return
        mentions = (
            page.mentions
            if isinstance(page, PageState) and page.owner is self.config
            else PageMentions(self.config.options)
        )
        scanner = self.config.text_scanner
        for block in state.tokens:
            if (
                block.type == "inline"
                and block.children
                and may_hold_links(scanner, block.content, decoded=True)
            ):
                block.children = list(self._linked_children(block.children, mentions))

    def _linked_children(self, children: list[Token], mentions: PageMentions) -> Iterator[Token]:
        """``children`` with each eligible run of text split into text and link tokens.

        A run is a ``text`` token with the literal ``text_special`` tokens beside it (``\\b``
        is text, not an escape) and entity references, read as the characters they stand
        for, as cmark-gfm reads them before finding emails (markdown-it's ``text_join``
        merges them into text later anyway).
        """
        scanner, options = self.config.text_scanner, self.config.options
        escapes = escapes_read_as_characters(scanner)
        link_depth = 0
        raw = RawElements(RAW_NEVER_LINKED_TAGS)
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
            while end < len(children) and _is_text(children[end], escapes):
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
                if not scanner.needle.search(content)
                else [
                    link
                    for link in links_in_run(
                        scanner,
                        content,
                        _context(previous, OPENING_EMPHASIS),
                        _context(following, CLOSING_EMPHASIS, "!"),
                    )
                    if escapes or not _touches_escape(link, content, previous, following)
                ]
            )
            if not links:
                yield from run
                continue
            tokens = TokenList(token.level)
            for piece in split_at_links(content, links):
                anchor = page_anchor(mentions, piece, options) if isinstance(piece, Link) else None
                if anchor is not None:
                    push_link(tokens.push, anchor)
                else:
                    tokens.text(piece.text if isinstance(piece, Link) else piece)
            yield from tokens.tokens


def _is_text(token: Token, escapes: bool) -> bool:
    """Text, a literal ``text_special`` (``\\b``), an entity reference (its character) or,
    with ``escapes``, a backslash escape (its character)."""
    return token.type == "text" or (
        token.type == "text_special"
        and (token.info == "entity" or _is_literal(token) or (escapes and token.info == "escape"))
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
    """Whether ``link`` starts or ends at an escape beside its run of text
    (:func:`~md_autolinks.common.escapes.refuses_links_touching_escapes`)."""

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
