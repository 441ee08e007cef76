"""The core rule: after inline parsing, link the other kinds (emails in gfm, every kind in
md4c) in the finished ``text`` tokens, each run framed by what stands beside it."""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from ..common.escapes import escapes_read_as_characters
from ..common.first_mentions import PageMentions
from ..common.token_walk import Made, Role, linked_tokens
from ..engine.bidi import holds_override
from .configuration import PluginConfig
from .constructs import BACKSLASH_BREAK
from .paragraph import links_test
from .render_state import ENV_KEY, PageState
from .tokens import TokenList, push_link


class CoreRule:
    """markdown-it core rule for one :class:`PluginConfig`; holds nothing of a page."""

    def __init__(self, config: PluginConfig) -> None:
        self.config = config
        self.roles = TokenRoles(escapes_read_as_characters(config.text_scanner))
        self.may_hold_links = links_test(config.text_scanner, decoded=True)

    def __call__(self, state: StateCore) -> None:
        """Link the remaining kinds in every inline block's text tokens; the page's inline
        parsing is done, so its state leaves ``env``. A block whose source may hold no link
        (:func:`.links_test`, escapes and entity references read as their characters)
        costs that one test."""
        page = state.env.pop(ENV_KEY, None)
        if not self.config.text_scanner.kinds:
            return
        mentions = (
            page.mentions
            if isinstance(page, PageState) and page.owner is self.config
            else PageMentions(self.config.options)
        )
        scanner, may_hold_links = self.config.text_scanner, self.may_hold_links
        for block in state.tokens:
            if block.type == "inline" and block.children and may_hold_links(block.content):
                block.children = linked_tokens(
                    block.children,
                    self.roles,
                    scanner,
                    self.config.options,
                    mentions,
                    bidi=holds_override(block.content) or "&#" in block.content,
                )


class TokenRoles:
    """How markdown-it's inline tokens read to the shared walk
    (:mod:`~md_autolinks.common.token_walk`).

    A ``text`` token, a literal ``text_special`` (``\\b`` is text, not an escape) and an
    entity reference (read as the character it stands for, as cmark-gfm reads it before
    finding emails; markdown-it's ``text_join`` merges them into text later anyway) are
    text; a backslash escape is an escape. A hard line break written with a backslash
    (:data:`.BACKSLASH_BREAK`) is an escape too where the mode reads escapes as boundaries
    (md4c: no link touches it, as md4c HEAD links nothing right before one), and a line
    edge where an escape reads as its character (gfm: cmark-gfm ends an email there)."""

    embeds_raw_html = True
    """An ``html_inline`` token is HTML on the page."""

    def __init__(self, escapes_as_characters: bool) -> None:
        self.backslash_break = Role.LINE_EDGE if escapes_as_characters else Role.ESCAPE

    def role(self, token: Token) -> Role:
        """The token's role in the walk."""
        kind = token.type
        if kind == "text":
            return Role.TEXT
        if kind == "hardbreak" and token.markup == BACKSLASH_BREAK:
            return self.backslash_break
        if kind == "text_special":
            if token.info == "escape" and not _is_literal(token):
                return Role.ESCAPE
            return Role.TEXT if token.info == "entity" or _is_literal(token) else Role.OTHER
        return _ROLES.get(kind, Role.OTHER)

    def text(self, token: Token) -> str:
        """The token's content."""
        return token.content

    def raw_html(self, token: Token) -> str:
        """The ``html_inline`` token's source."""
        return token.content

    def seen(self, token: Token) -> str:
        """The token's content (a code span's code)."""
        return token.content

    def children(self, token: Token) -> list[Token]:
        """No markdown-it inline token is a container (its children are flat)."""
        return []

    def set_children(self, token: Token, children: list[Token]) -> None:
        """No markdown-it inline token is a container."""

    def written(self, run: Sequence[Token], pieces: Sequence[str | Made]) -> list[Token]:
        """``text`` tokens and links (:func:`.push_link`) at the run's level."""
        tokens = TokenList(run[0].level)
        for piece in pieces:
            if isinstance(piece, str):
                tokens.text(piece)
            else:
                push_link(tokens.push, piece.anchor)
        return tokens.tokens


_ROLES = {
    "link_open": Role.LINK_OPEN,
    "link_close": Role.LINK_CLOSE,
    "html_inline": Role.RAW_HTML,
    "softbreak": Role.LINE_EDGE,
    "hardbreak": Role.LINE_EDGE,
    "em_open": Role.OPENS_EMPHASIS,
    "strong_open": Role.OPENS_EMPHASIS,
    "s_open": Role.OPENS_EMPHASIS,
    "em_close": Role.CLOSES_EMPHASIS,
    "strong_close": Role.CLOSES_EMPHASIS,
    "s_close": Role.CLOSES_EMPHASIS,
    "image": Role.IMAGE,
}
"""Token types with a role of their own: emphasis and strikethrough marks are delimiters."""


def _is_literal(token: Token) -> bool:
    """Whether a ``text_special`` token shows its source as written (``\\b`` is no escape)."""
    return token.content == token.markup
