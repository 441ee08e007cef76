"""Character references in a paragraph's source, as mistune reads them
(``mistune.util.unescape``: decimal, hexadecimal or named, always with the ``;``)."""

from __future__ import annotations

import re

from ..engine.unicode_props import SYNTAX_LOOKALIKES, is_invisible

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


def hides_a_token_edge(characters: str) -> bool:
    """Whether a reference's characters are an invisible character or a look-alike of URL
    syntax, at which no link may start or end (``docs/security.md#guaranteed``)."""
    return any(is_invisible(char) or char in SYNTAX_LOOKALIKES for char in characters)


def reference_ending_at(src: str, end: int) -> tuple[int, str] | None:
    """The character reference that ends right before ``src[end]`` (its start and its
    characters), or ``None``."""
    if not src.startswith(";", end - 1):
        return None
    start = src.rfind("&", max(0, end - 40), end)
    if start < 0:
        return None
    found = reference_at(src, start)
    return (start, found[1]) if found is not None and found[0] == end else None
