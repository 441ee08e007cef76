"""Code-point lookups over the generated UTS #58 tables (bisect, code points not UTF-16)."""

from __future__ import annotations

import re
from bisect import bisect_right
from enum import IntEnum

from . import _uts58_tables as tables


class LinkTerm(IntEnum):
    """The Link_Term property values of UTS #58 section 2 (Property Data)."""

    HARD = tables.HARD
    SOFT = tables.SOFT
    INCLUDE = tables.INCLUDE
    OPEN = tables.OPEN
    CLOSE = tables.CLOSE


_TERM_STARTS: tuple[int, ...] = tuple(row[0] for row in tables.LINK_TERM_RANGES)
_TERM_VALUES: tuple[LinkTerm, ...] = tuple(LinkTerm(row[2]) for row in tables.LINK_TERM_RANGES)
_ASCII_TERM: tuple[LinkTerm, ...] = tuple(
    _TERM_VALUES[bisect_right(_TERM_STARTS, cp) - 1] for cp in range(128)
)
_BRACKETS: dict[int, int] = dict(tables.LINK_BRACKET_PAIRS)
_EMAIL_STARTS: tuple[int, ...] = tuple(row[0] for row in tables.LINK_EMAIL_RANGES)
_EMAIL_ENDS: tuple[int, ...] = tuple(row[1] for row in tables.LINK_EMAIL_RANGES)
_HOST_STARTS: tuple[int, ...] = tuple(row[0] for row in tables.HOST_RANGES)
_HOST_ENDS: tuple[int, ...] = tuple(row[1] for row in tables.HOST_RANGES)
_IGNORED_STARTS: tuple[int, ...] = tuple(row[0] for row in tables.IGNORED_RANGES)
_IGNORED_ENDS: tuple[int, ...] = tuple(row[1] for row in tables.IGNORED_RANGES)

#: Top-level domains from IANA's list, lower case, ``xn--`` labels also in Unicode form.
TLDS: frozenset[str] = tables.TLDS

#: The dots that separate host labels: ``.`` and what UTS #46 maps to it (``。``, ``．``, ``｡``).
LABEL_DOTS: str = tables.LABEL_DOTS


def link_term(cp: int) -> LinkTerm:
    """The Link_Term value of code point ``cp`` (UTS #58 section 2); unlisted ones are Hard."""
    if cp < 128:
        return _ASCII_TERM[cp]
    return _TERM_VALUES[bisect_right(_TERM_STARTS, cp) - 1]


def link_bracket(cp: int) -> int | None:
    """Link_Bracket of ``cp``: the opening bracket a closing bracket pairs with, else ``None``
    (UTS #58 section 2)."""
    return _BRACKETS.get(cp)


def _in_ranges(cp: int, starts: tuple[int, ...], ends: tuple[int, ...]) -> bool:
    index = bisect_right(starts, cp) - 1
    return index >= 0 and cp <= ends[index]


def is_link_email(cp: int) -> bool:
    """Whether ``cp`` has Link_Email=Yes, i.e. may be in an email local part (UTS #58 §5)."""
    return _in_ranges(cp, _EMAIL_STARTS, _EMAIL_ENDS)


def is_host_char(cp: int) -> bool:
    """Whether ``cp`` may appear in a host as browsers read hosts (WHATWG URL, UTS #46
    non-transitional): kept, mapped or ignored by UTS #46 into something IDNA2008 lets a
    registry register. ASCII letters, digits, ``-``, the label dots, ``ß``, ``ς``, ZWNJ,
    ZWJ, fullwidth letters and the soft hyphen are; ``_``, ``«``, ``“``, ``」`` and ``：``
    are not (UTS #58 section 3 takes UTS #46's valid and mapped code points and leaves out
    the deviation ones; docs/modes.md says why this differs)."""
    return _in_ranges(cp, _HOST_STARTS, _HOST_ENDS)


def is_ignored_host_char(cp: int) -> bool:
    """Whether UTS #46 ignores ``cp`` in a host (soft hyphen, U+200B, U+2060, U+FEFF, ...)."""
    return _in_ranges(cp, _IGNORED_STARTS, _IGNORED_ENDS)


def _char_class(ranges: list[tuple[int, int]]) -> str:
    parts = []
    for start, end in ranges:
        first = re.escape(chr(start))
        parts.append(first if start == end else f"{first}-{re.escape(chr(end))}")
    return "[" + "".join(parts) + "]"


def _without(ranges: tuple[tuple[int, int], ...], removed: str) -> list[tuple[int, int]]:
    result: list[tuple[int, int]] = []
    cut = sorted(ord(c) for c in removed)
    for start, end in ranges:
        low = start
        for cp in cut:
            if low <= cp <= end:
                if low < cp:
                    result.append((low, cp - 1))
                low = cp + 1
        if low <= end:
            result.append((low, end))
    return result


#: A regular-expression class of the host characters UTS #46 ignores (soft hyphen, ...).
IGNORED_CLASS: str = _char_class(list(tables.IGNORED_RANGES))

#: A regular-expression class of the host characters that are not label or host dots.
HOST_LABEL_CLASS: str = _char_class(_without(tables.HOST_RANGES, LABEL_DOTS))
