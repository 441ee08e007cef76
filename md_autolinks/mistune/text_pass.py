"""The text pass: after mistune has parsed a paragraph (or heading, table cell...), link the
other kinds (emails in gfm, every kind in md4c) in its finished text, through the walk the
token front ends share (:mod:`~md_autolinks.common.token_walk`); then put back what only the
front end needed (:func:`settled`).

Text is read as the reader sees it: with mistune's HTML renderer writing character
references as characters (``escape=False``, as ``mistune.html`` does) a reference is its
character; with ``escape=True`` (``create_markdown``'s default) it is shown as written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from ..common.token_walk import Made, Role, linked_tokens
from ..engine.bidi import holds_override
from .configuration import FrontEndConfig, page_mentions
from .source_entities import REFERENCE, reference_at
from .tokens import ESCAPE, LINK, Token, as_mistune_link, link_token, text_token

CONTAINERS = frozenset(
    {
        "emphasis",
        "strong",
        "strikethrough",
        "mark",
        "insert",
        "superscript",
        "subscript",
        "inline_spoiler",
    }
)
"""Tokens whose children are text set off by marks: read on their own, framed by them."""
_ROLES = {
    "text": Role.TEXT,
    ESCAPE: Role.ESCAPE,
    "softbreak": Role.LINE_EDGE,
    "linebreak": Role.LINE_EDGE,
    "inline_html": Role.RAW_HTML,
    "image": Role.IMAGE,
    **dict.fromkeys(CONTAINERS, Role.CONTAINER),
}
_REFERENCE = "md_autolinks_reference"
"""A mark on a text token that holds one character reference (read as its character)."""


class MistuneTokens:
    """How mistune's inline tokens read to the shared walk, for one renderer."""

    def __init__(self, decodes_references: bool) -> None:
        self.decodes_references = decodes_references
        self.embeds_raw_html = decodes_references
        """Raw HTML is HTML where references are characters (no ``escape``)."""

    def role(self, token: Token) -> Role:
        """The token's role: links, code, footnotes and the like are opaque."""
        return _ROLES.get(token["type"], Role.OTHER)

    def text(self, token: Token) -> str:
        """The text the reader sees: a reference token's character."""
        read = token.get(_REFERENCE, token["raw"])
        assert isinstance(read, str)
        return read

    def raw_html(self, token: Token) -> str:
        """The ``inline_html`` token's source."""
        raw: str = token["raw"]
        return raw

    def seen(self, token: Token) -> str:
        """The text of a code span, a link, a container: its children's, or its source."""
        children = token.get("children")
        if isinstance(children, list):
            return "".join(self.seen(child) for child in children)
        raw = token.get("raw")
        return raw if isinstance(raw, str) else ""

    def children(self, token: Token) -> list[Token]:
        """The children of a container, each reference a token of its own."""
        return self.apart(token["children"])

    def set_children(self, token: Token, children: list[Token]) -> None:
        """Give a container its linked children."""
        token["children"] = children

    def apart(self, tokens: list[Token]) -> list[Token]:
        """``tokens`` with each character reference in a text token set apart as a token of
        its own, when the renderer shows references as characters."""
        if not self.decodes_references:
            return tokens
        result: list[Token] = []
        for token in tokens:
            if token["type"] != "text" or "&" not in token["raw"]:
                result.append(token)
                continue
            raw, cursor = token["raw"], 0
            for found in REFERENCE.finditer(raw):
                read = reference_at(raw, found.start())
                if read is None:
                    continue
                if found.start() > cursor:
                    result.append(text_token(raw[cursor : found.start()]))
                result.append({**text_token(found.group()), _REFERENCE: read[1]})
                cursor = found.end()
            if cursor < len(raw):
                result.append(text_token(raw[cursor:]))
        return result

    def written(self, run: Sequence[Token], pieces: Sequence[str | Made]) -> list[Token]:
        """Text tokens (their source as written) and made links for ``pieces``; ``run``
        as it was where a piece would end inside a character reference's characters."""
        sources = _sources(run, pieces, self.text)
        if sources is None:
            return list(run)
        return [
            text_token(source) if isinstance(piece, str) else link_token(piece.anchor, source)
            for piece, source in zip(pieces, sources, strict=True)
        ]


def _sources(
    run: Sequence[Token], pieces: Sequence[str | Made], read_of: Callable[[Token], str]
) -> list[str] | None:
    """Each piece's source, or ``None`` where a piece would end inside the characters of a
    character reference."""
    cells: list[tuple[str, int]] = []
    for token in run:
        read = read_of(token)
        if _REFERENCE in token:
            cells.append((token["raw"], len(read)))
        else:
            cells.extend((char, 1) for char in read)
    sources: list[str] = []
    index = 0
    for piece in pieces:
        wanted = len(piece if isinstance(piece, str) else piece.link.text)
        source: list[str] = []
        while wanted > 0 and index < len(cells):
            cell, size = cells[index]
            source.append(cell)
            wanted -= size
            index += 1
        if wanted:
            return None
        sources.append("".join(source))
    return sources


class LinkingRender:
    """``InlineParser.render`` for an instance that uses the plugin: mistune's own, then,
    for a top-level inline parse (a paragraph, heading, table cell...; a formatting
    plugin's nested parse is read with its container), the text pass and
    :func:`settled`."""

    def __init__(self, markdown: Any, config: FrontEndConfig, original: Render) -> None:
        self.markdown, self.config, self.original = markdown, config, original

    def __call__(self, state: Any) -> list[Token]:
        """The tokens of ``state.src``, linked."""
        tokens = self.original(state)
        if state.depth:
            return tokens
        renderer = self.markdown.renderer
        config = self.config
        if config.text_scanner.kinds:
            reader = MistuneTokens(decodes_references(renderer))
            tokens = linked_tokens(
                reader.apart(tokens),
                reader,
                config.text_scanner,
                config.options,
                page_mentions(config, state.env),
                bidi=holds_override(state.src),
            )
        state.tokens = settled(tokens, written_as(renderer))
        return list(state.tokens)


Render = Callable[[Any], list[Token]]


def decodes_references(renderer: Any) -> bool:
    """Whether the page shows a character reference as its character: mistune's HTML
    renderer without ``escape``, or no renderer (the token tree)."""
    return not getattr(renderer, "escape_enabled", getattr(renderer, "_escape", False))


Written = Literal["anchor", "link", "source", "alt"]
"""How a made link reaches the page: an anchor with every attribute (mistune's HTML
renderer, :func:`~.tokens.render_link`), mistune's own ``link`` token (no renderer: the
token tree), its source as written (a renderer that writes Markdown or reStructuredText
again, where a bare link stays bare), or inside an image's text the text mistune shows for
that source (``alt``: its escapes resolved)."""


def written_as(renderer: Any) -> Written:
    """How ``renderer`` gets the made links (:data:`Written`)."""
    if renderer is None:
        return "link"
    return "anchor" if getattr(renderer, "NAME", None) == "html" else "source"


def settled(tokens: list[Token], written: Written) -> list[Token]:
    """``tokens`` as mistune's renderers know them: an escape and a character reference are
    text again, merged with the text beside them as mistune merges text (never into a
    reference: ``&`` then ``amp;``); a made link in an image's text (its ``alt``) is the
    text mistune shows for its source (its source again for a renderer that writes the
    source); a made link reaches the page as ``written`` says."""
    result: list[Token] = []
    for token in tokens:
        kind = token["type"]
        if kind in (ESCAPE, "text") or (kind == LINK and written == "source"):
            _add_text(result, token["raw"])
        elif kind == LINK and written == "alt":
            _add_text(result, token["shown"])
        elif kind == LINK and written == "link":
            result.append(as_mistune_link(token, token["raw"]))
        elif kind == "image" and "children" in token:
            token["children"] = settled(
                token["children"], "source" if written == "source" else "alt"
            )
            result.append(token)
        else:
            if isinstance(token.get("children"), list):
                token["children"] = settled(token["children"], written)
            result.append(token)
    return result


def _add_text(tokens: list[Token], raw: str) -> None:
    last = tokens[-1] if tokens else None
    if last is not None and last["type"] == "text" and not last["raw"].endswith("&"):
        last["raw"] += raw
    else:
        tokens.append(text_token(raw))
