"""Code-point lookups over the generated UTS #58 tables (bisect, code points not UTF-16)."""

from __future__ import annotations

import re
from bisect import bisect_right
from enum import IntEnum
from functools import lru_cache

import idna

from . import _script_tables as scripts
from . import _ucd_tables as ucd
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


ASCII_LINK_EMAIL: frozenset[str] = frozenset(chr(cp) for cp in range(128) if is_link_email(cp))
"""The ASCII characters with Link_Email=Yes (:func:`is_link_email`), as a set to test a
character against without a call."""


def is_host_char(cp: int) -> bool:
    """Whether ``cp`` may appear in a host as browsers read hosts (WHATWG URL, UTS #46
    non-transitional): kept, mapped or ignored by UTS #46 into something IDNA2008 lets a
    registry register. ASCII letters, digits, ``-``, the label dots, ``ß``, ``ς``, ZWNJ,
    ZWJ, fullwidth letters and the soft hyphen are; ``_``, ``«``, ``“``, ``」`` and ``：``
    are not (UTS #58 section 3 takes UTS #46's valid and mapped code points and leaves out
    the deviation ones; docs/modes.md says why this differs)."""
    return _in_ranges(cp, _HOST_STARTS, _HOST_ENDS)


_CONJOINING_JAMO = ((0x1100, 0x11FF), (0xA960, 0xA97F), (0xD7B0, 0xD7FF))
_SYMBOL_STARTS: tuple[int, ...] = tuple(row[0] for row in ucd.SYMBOL_RANGES)
_SYMBOL_ENDS: tuple[int, ...] = tuple(row[1] for row in ucd.SYMBOL_RANGES)


@lru_cache(maxsize=1024)
def is_symbol_host_char(cp: int) -> bool:
    """Whether ``cp`` is a host character that browsers accept and IDNA2008 does not let a
    registry register: a symbol (general category So in Unicode 17.0, whatever
    ``unicodedata`` knows: ``💩``, ``❤``, ``☃``) or a conjoining
    Hangul jamo (``ᄀ``, ``ᅡ``, ``ᆨ``, which UTS #46's normalisation composes into ``각``)
    that UTS #46 keeps as it is. UTS #58's reference takes UTS #46's valid code points into
    hosts, so ``💩.la`` and ``i❤.ws`` are hosts at ``bare_domains: "all"``; elsewhere
    :func:`is_host_char` leaves them out (docs/modes.md says why)."""
    char = chr(cp)
    jamo = any(start <= cp <= end for start, end in _CONJOINING_JAMO)
    if not jamo and not _in_ranges(cp, _SYMBOL_STARTS, _SYMBOL_ENDS):
        return False
    try:
        return idna.uts46_remap(char, std3_rules=False, transitional=False) == char
    except (idna.IDNAError, ValueError):
        return False


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


def _run_of(ranges: list[tuple[int, int]]) -> str:
    """A regular expression matching the longest non-empty run of characters of ``ranges``,
    as the class of :func:`_char_class` repeated possessively (``++``) does, written so that
    the character that ends the run fails at once. Python's ``re`` tests a character of the
    Basic Multilingual Plane against one bitmap of a class, but one past it against each of
    the class's ranges there in turn, and does the same for every character the class
    refuses: so the BMP's characters are read as a run of their own class, and the ranges
    past the BMP are tried only for a character past it. Every repetition is possessive, so
    ``re`` keeps no record of it to backtrack into, and a long run takes no memory in
    proportion to its length."""
    bmp = [(start, min(end, 0xFFFF)) for start, end in ranges if start <= 0xFFFF]
    astral = [(max(start, 0x10000), end) for start, end in ranges if end > 0xFFFF]
    if not astral or not bmp:
        return _char_class(bmp or astral) + "++"
    return f"(?:{_char_class(bmp)}++|(?=[^\\x00-\\uffff]){_char_class(astral)})++"


#: A regular expression matching the longest run of host characters that are not label or
#: host dots (:func:`_run_of`).
HOST_LABEL_RUN: str = _run_of(_without(tables.HOST_RANGES, LABEL_DOTS))


_INVISIBLE_STARTS: tuple[int, ...] = tuple(row[0] for row in ucd.INVISIBLE_RANGES)
_INVISIBLE_ENDS: tuple[int, ...] = tuple(row[1] for row in ucd.INVISIBLE_RANGES)
_ASSIGNED_STARTS: tuple[int, ...] = tuple(row[0] for row in ucd.ASSIGNED_RANGES)
_ASSIGNED_ENDS: tuple[int, ...] = tuple(row[1] for row in ucd.ASSIGNED_RANGES)

#: The Unicode version of :func:`is_invisible`, :func:`is_assigned` and
#: :data:`SYNTAX_LOOKALIKES` (the generated ``_ucd_tables``), whatever ``unicodedata`` knows.
UNICODE_VERSION: str = ucd.UNICODE_VERSION


def is_invisible(ch: str) -> bool:
    """Whether ``ch`` is drawn as nothing: general category Cf (format: bidi controls,
    zero-width characters, tags, Egyptian hieroglyph format controls) or
    Default_Ignorable_Code_Point (The Unicode Standard, section 5.21), as Unicode 17.0
    assigns them on every Python (docs/security.md#guaranteed). Such a character between
    two visible characters leaves one token to the eye, which is how a link containing it
    must be read
    (``docs/modes.md#hosts-starts-and-ends``)."""
    if ch < "\xad":
        return False
    return _in_ranges(ord(ch), _INVISIBLE_STARTS, _INVISIBLE_ENDS)


def is_assigned(cp: int) -> bool:
    """Whether Unicode 17.0 assigns ``cp`` (General_Category is not Cn). A host holding a
    code point assigned later is one browsers' IDNA tables do not know yet, and reject
    (docs/security.md#guaranteed)."""
    return _in_ranges(cp, _ASSIGNED_STARTS, _ASSIGNED_ENDS)


SYNTAX_LOOKALIKES: frozenset[str] = frozenset(ucd.SYNTAX_LOOKALIKES) - frozenset(LABEL_DOTS)
"""Characters a reader takes for URL syntax: those whose NFKC form or UTS #39 confusable
prototype holds a URL delimiter (``/ \\ : @ . ? # % = + & ~``), a hyphen or a middle dot
(``∕ ╱ ∖ ﹕ ․ ‐ ﹫ ノ ﹖ ＃ ﹠ ⁺ ﹦ ﹪``, and sequences: ``℀`` = ``a/c``, ``⫽`` = ``//``), by the
rule of ``tools/gen_ucd_tables.py`` (ASCII, ellipses and letters that merely carry a dot
left out), except the dots UTS #46 makes label dots (``．``), which the host reader reads
as dots (docs/security.md#guaranteed)."""


_CJK_RANGES: tuple[tuple[int, int], ...] = (
    (0x1100, 0x11FF),
    (0x2E80, 0x2FDF),
    (0x3005, 0x3007),
    (0x3021, 0x3029),
    (0x3031, 0x3035),
    (0x3038, 0x303C),
    (0x3041, 0x30FF),
    (0x3105, 0x312F),
    (0x3131, 0x318E),
    (0x31A0, 0x31BF),
    (0x31F0, 0x31FF),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xA960, 0xA97F),
    (0xAC00, 0xD7FF),
    (0xF900, 0xFAFF),
    (0xFF66, 0xFF9F),
    (0xFFA1, 0xFFDC),
    (0x20000, 0x3FFFF),
)
"""Letters of the scripts written without spaces between words that this engine treats
as CJK: Han (with its iteration marks), Hiragana, Katakana (with the prolonged sound mark
and halfwidth forms), Hangul (jamo, compatibility jamo, syllables, halfwidth) and
Bopomofo, per the block ranges of Unicode's Blocks.txt."""
_CJK_STARTS: tuple[int, ...] = tuple(row[0] for row in _CJK_RANGES)
_CJK_ENDS: tuple[int, ...] = tuple(row[1] for row in _CJK_RANGES)


def is_cjk_letter(ch: str) -> bool:
    """Whether ``ch`` is a letter of Han, Kana, Hangul or Bopomofo (:data:`_CJK_RANGES`):
    text in these scripts runs into a link with no space between
    (``docs/modes.md#hosts-starts-and-ends``)."""
    return ch >= "\u1100" and _in_ranges(ord(ch), _CJK_STARTS, _CJK_ENDS)


CJK_MARKS: frozenset[str] = frozenset("、，：；！？､")
"""Fullwidth and ideographic sentence punctuation (Link_Term Soft in UTS #58)."""
CJK_OPENERS: frozenset[str] = frozenset("（【《「『〈")
"""Fullwidth and ideographic opening brackets (Link_Term Open)."""
CJK_FULL_STOPS: frozenset[str] = frozenset("。｡")
"""The ideographic full stop and its halfwidth form: a label dot in a host, the end of a
sentence after one."""


_UNSPACED_STARTS: tuple[int, ...] = tuple(row[0] for row in scripts.UNSPACED_RANGES)
_UNSPACED_ENDS: tuple[int, ...] = tuple(row[1] for row in scripts.UNSPACED_RANGES)
_INDIC_STARTS: tuple[int, ...] = tuple(row[0] for row in scripts.INDIC_RANGES)
_INDIC_ENDS: tuple[int, ...] = tuple(row[1] for row in scripts.INDIC_RANGES)


def is_unspaced_letter(ch: str) -> bool:
    """Whether ``ch`` is a letter or mark of a script written without spaces between words
    (Line_Break ID, CJ or SA, UAX #14: Han, Kana, Thai, Lao, Khmer, Myanmar, ...): a run
    of them is words of a sentence, not one name
    (``docs/modes.md#scripts-written-without-spaces``)."""
    return ch >= "\u0e00" and _in_ranges(ord(ch), _UNSPACED_STARTS, _UNSPACED_ENDS)


def is_attaching_letter(ch: str) -> bool:
    """Whether ``ch`` is a letter of a script whose writers attach a word to a Latin name
    with no space between: Han, Kana, Hangul, Bopomofo (:func:`is_cjk_letter`), a script
    written without spaces (:func:`is_unspaced_letter`) or an Indic script
    (Indic_Syllabic_Category other than Other: ``python.orgలో``, ``…/libraryमें``).
    Where ASCII letters turn into such a letter, one word ends and the next begins
    (``docs/modes.md#hosts-starts-and-ends``)."""
    if ch < "\u0900":
        return False
    cp = ord(ch)
    return (
        is_cjk_letter(ch)
        or _in_ranges(cp, _UNSPACED_STARTS, _UNSPACED_ENDS)
        or _in_ranges(cp, _INDIC_STARTS, _INDIC_ENDS)
    )
