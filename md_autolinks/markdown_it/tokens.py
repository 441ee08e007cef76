"""The tokens a link becomes, built one way for both rules of the plugin."""

from __future__ import annotations

from typing import Literal, Protocol

from markdown_it.token import Token

from ..common.anchors import Anchor


class Push(Protocol):
    """Appends a new token (markdown-it's ``StateInline.push`` signature) and returns it."""

    def __call__(self, ttype: str, tag: str, nesting: Literal[-1, 0, 1]) -> Token: ...


class TokenList:
    """Tokens appended after inline parsing, with the levels ``StateInline.push`` gives
    them: an opening token raises the level of what follows, a closing one lowers its own."""

    def __init__(self, level: int) -> None:
        self.level = level
        self.tokens: list[Token] = []

    def push(self, ttype: str, tag: str, nesting: Literal[-1, 0, 1]) -> Token:
        """Append a token at the current level and return it."""
        if nesting < 0:
            self.level -= 1
        token = Token(ttype, tag, nesting)
        token.level = self.level
        if nesting > 0:
            self.level += 1
        self.tokens.append(token)
        return token

    def text(self, content: str) -> None:
        """Append a ``text`` token holding ``content``."""
        self.push("text", "", 0).content = content


def push_link(push: Push, anchor: Anchor) -> None:
    """``link_open``, ``text``, ``link_close`` for ``anchor``, marked as markdown-it's own
    linkify marks its links (``markup="linkify"``, ``info="auto"``), so that linkify and
    other plugins treat them as links already made."""
    opening = push("link_open", "a", 1)
    opening.attrs = dict(anchor.attributes)
    opening.markup, opening.info = "linkify", "auto"
    push("text", "", 0).content = anchor.text
    closing = push("link_close", "a", -1)
    closing.markup, closing.info = "linkify", "auto"
