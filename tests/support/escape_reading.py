"""Markdown or reST source read as the reader sees it, for the oracles' checks: backslash
escapes (and character references) resolved, with a mark on each character an escape gave."""

from __future__ import annotations

import html
import re
from collections.abc import Container

from md_autolinks.common.escapes import ESCAPABLE, LINE_END_ESCAPE

PUNCTUATION = frozenset(ESCAPABLE - {LINE_END_ESCAPE})
"""What a backslash escapes in CommonMark text (2.4, "Backslash escapes")."""
ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
"""A character reference (CommonMark 2.5), named or numeric."""


def read_escapes(
    source: str, escaped: Container[str] | None, *, references: bool = False
) -> tuple[str, list[bool]]:
    """``source`` with each backslash before a character of ``escaped`` (before any
    character where ``escaped`` is ``None``: reST) read as that character, and whether each
    character of the result came from an escape; with ``references``, a character reference
    is read as its characters (not escaped: the reader sees them)."""
    text: list[str] = []
    marks: list[bool] = []
    at = 0
    while at < len(source):
        if (
            source[at] == "\\"
            and at + 1 < len(source)
            and (escaped is None or source[at + 1] in escaped)
        ):
            text.append(source[at + 1])
            marks.append(True)
            at += 2
            continue
        reference = ENTITY.match(source, at) if references else None
        if reference is not None:
            characters = html.unescape(reference.group())
            text.append(characters)
            marks.extend([False] * len(characters))
            at = reference.end()
            continue
        text.append(source[at])
        marks.append(False)
        at += 1
    return "".join(text), marks
