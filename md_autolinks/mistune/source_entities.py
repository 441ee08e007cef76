"""Character references in a paragraph's source, as mistune reads them
(``mistune.util.unescape``: decimal, hexadecimal or named, always with the ``;``), and its
raw inline HTML (:func:`raw_html_spans`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..common.escapes import escaped_before

if TYPE_CHECKING:
    from mistune.core import InlineState
    from mistune.inline_parser import InlineParser

REFERENCE = re.compile(r"&(?:#[0-9]{1,7};|#[xX][0-9a-fA-F]+;|[^\t\n\f <&#;]{1,32};)")
"""A character reference as mistune's ``unescape`` finds one (it leaves one it cannot
decode as written)."""


def reference_at(src: str, at: int) -> tuple[int, str] | None:
    """The end of the character reference at ``src[at]`` and what mistune decodes it to,
    or ``None`` where none stands or it decodes to itself."""
    from mistune.util import unescape

    found = REFERENCE.match(src, at)
    if found is None:
        return None
    decoded = unescape(found.group())
    return None if decoded == found.group() else (found.end(), decoded)


_READ_APART = re.compile(REFERENCE.pattern + r"|\\[!-/:-@\[-`{-~]|\\\n")
"""What the reader sees otherwise than written: a character reference, a backslash escape
of ASCII punctuation (an escaped backslash included, whose second backslash is then no
escape) and a backslash before a line ending (a hard line break: the reader sees none)."""


class SourceReading:
    """A paragraph's source as the reader sees it: where the page shows character
    references as their characters (:func:`~.text_pass.decodes_references`), each is read
    as them; with ``escapes`` (:func:`~md_autolinks.common.escapes.escapes_read_as_seen`),
    a backslash escape is its character; a hard line break's backslash is read as nothing;
    with the offsets between the two. A reference's characters after its first stand at no
    source offset (-1)."""

    def __init__(self, src: str, decodes: bool, escapes: bool = False) -> None:
        self.src, self.text = src, src
        self.decodes, self.reads_escapes = decodes, escapes
        self._to_source: list[int] | None = None
        self._to_text: list[int] | None = None
        if ("&" in src and decodes) or "\\" in src:
            self._read(src, decodes, escapes)

    def _read(self, src: str, decodes: bool, escapes: bool) -> None:
        pieces: list[str] = []
        to_source: list[int] = []
        to_text = [-1] * (len(src) + 1)
        cursor = 0
        for found in _READ_APART.finditer(src):
            if found.group() == "\\\n":
                read: tuple[int, str] | None = (found.end(), "\n")
            elif found.group().startswith("&") and decodes:
                read = reference_at(src, found.start())
            elif found.group().startswith("\\") and escapes:
                read = (found.end(), found.group()[1])
            else:
                read = None
            if read is None:
                continue
            for at in range(cursor, found.start()):
                to_text[at] = len(to_source)
                to_source.append(at)
            pieces.append(src[cursor : found.start()])
            if read[1] == "\n" and found.group() == "\\\n":
                to_text[found.start()] = to_text[found.start() + 1] = len(to_source)
                to_source.append(found.start())
            else:
                to_text[found.start()] = len(to_source)
                to_source.extend([found.start()] + [-1] * (len(read[1]) - 1))
            pieces.append(read[1])
            cursor = found.end()
        if not pieces:
            return
        for at in range(cursor, len(src)):
            to_text[at] = len(to_source)
            to_source.append(at)
        pieces.append(src[cursor:])
        to_text[len(src)] = len(to_source)
        to_source.append(len(src))
        self.text = "".join(pieces)
        self._to_source, self._to_text = to_source, to_text

    def source_offset(self, offset: int) -> int:
        """Where offset ``offset`` of :attr:`text` stands in the source; -1 inside the
        characters of one reference."""
        return offset if self._to_source is None else self._to_source[offset]

    def text_offset(self, offset: int) -> int:
        """Where source offset ``offset`` stands in :attr:`text`; -1 inside a reference."""
        return offset if self._to_text is None else self._to_text[offset]


def raw_html_spans(inline: InlineParser, state: InlineState) -> Iterator[tuple[int, int]]:
    """The spans of raw inline HTML in ``state.src`` as mistune's ``inline_html`` rule reads
    them: asked of the rule itself, on one scratch state, at each start its pattern finds
    that no backslash escapes; the search goes on after each span found. (A ``<`` inside a
    code span is read here too: no link is made inside code, and the text beside the code
    span is read as beside raw HTML.)"""
    src = state.src
    start = re.compile(inline.SPECIFICATION["inline_html"])
    scratch = state.copy()
    scratch.src = src
    found = start.search(src)
    while found is not None:
        at = found.start()
        end = None if escaped_before(src, at + 1) else inline.parse_inline_html(found, scratch)
        if end:
            yield at, end
        found = start.search(src, end or at + 1)
