"""Where a uts58 link ends (UTS #58 section 3, Termination), with the departures for prose.

The parts table (:data:`PARTS`), the bracket limit (:data:`MAX_OPEN_BRACKETS`) and the fragment
directive (:data:`FRAGMENT_DIRECTIVE`) are written here once; minimal escaping
(:mod:`md_autolinks.engine.formatting`) reads them too. Why a link stops at ``。``, ``、`` or
``「``: :func:`_cjk_mark_ends` and :func:`terminate`'s departures
(``docs/modes.md#departures-from-uts-58``); an ellipsis, long dash or script change in a path:
:mod:`~md_autolinks.engine.scanners.uts58.prose`. A ``。`` right after the top-level domain,
before any path, ends the host instead
(:func:`~md_autolinks.engine.scanners.uts58.hosts.host_end`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from ...unicode_props import (
    CJK_FULL_STOPS,
    CJK_MARKS,
    CJK_OPENERS,
    LinkTerm,
    is_invisible,
    link_bracket,
    link_term,
)
from .prose import ENDING_MARKS, SOFT_DASHES, ends_ascii_path, written_against
from .tokens import invisible_end

#: The deepest bracket nesting the termination algorithm tracks (UTS #58 section 3).
MAX_OPEN_BRACKETS = 125
FRAGMENT_DIRECTIVE = ":~:"


@dataclass(frozen=True)
class Part:
    """One row of the UTS #58 section 3 parts table.

    ``terminators`` end the part (and start the next one); ``clear_stack`` characters empty
    the bracket stack; ``clear_sequence`` does the same for a multi-character separator.
    """

    name: str
    terminators: str
    clear_stack: str
    clear_sequence: str = ""


_PART_SYNTAX = "/?#=&:"
_ASCII_TERMS = {chr(code): link_term(code) for code in range(0x21, 0x7F)}
"""The Link_Term of each visible ASCII character."""
_INCLUDE_RUN = re.compile(
    "["
    + re.escape(
        "".join(
            [
                ch
                for ch, term in _ASCII_TERMS.items()
                if term is LinkTerm.INCLUDE and ch not in _PART_SYNTAX
            ]
        )
    )
    + "]+"
)
"""A run of ASCII Include characters that no part treats specially (no terminator,
clear-stack character or start of ``:~:``): each is safe and changes nothing else, so
:func:`terminate` passes the run in one step."""
_ASCII_SOFT = frozenset([ch for ch, term in _ASCII_TERMS.items() if term is LinkTerm.SOFT])
"""The visible ASCII characters that are Soft (``!"',.:;?``)."""

#: The part initiator that is safe only if something safe follows it (a departure:
#: :func:`terminate`).
UNSAFE_INITIATOR = "?"
#: The parts after the host, keyed by their initiator.
PARTS: dict[str, Part] = {
    "/": Part("path", "?#", "/"),
    "?": Part("query", "#", "=&"),
    "#": Part("fragment", "", "", FRAGMENT_DIRECTIVE),
}


def _ascii_of(term: LinkTerm, part: Part) -> str:
    chars = [ch for ch, value in _ASCII_TERMS.items() if value is term]
    return re.escape("".join([ch for ch in chars if ch not in part.terminators]))


_PART_SOFT = {part.name: _ascii_of(LinkTerm.SOFT, part) for part in PARTS.values()}
"""Per part, the class body of its ASCII Soft characters that are not its terminators."""
_FREE_RUNS = {
    part.name: re.compile(
        f"(?:[{_PART_SOFT[part.name]}]*+[{_ascii_of(LinkTerm.INCLUDE, part)}]++)++"
    )
    for part in PARTS.values()
}
"""Per part, while no bracket is open: ASCII Include and Soft characters that are not the
part's terminators, ending in an Include one. Clearing an empty stack changes nothing, each
Soft character is followed by something safe, so :func:`terminate` passes the run in one
step and its last character is safe."""

_SOFT_RUNS = {name: re.compile(f"[{soft}]++") for name, soft in _PART_SOFT.items()}
"""Per part: a run of ASCII Soft characters that are not the part's terminators. Where no
free run starts (no Include character follows them) and no bracket is open, each is read as
Soft and nothing else (no part starts, clearing an empty stack changes nothing), so
:func:`terminate` passes the run in one step and the link's end stays where it was: a long
run of them costs its length once, not once per character."""

_READ_THROUGH = re.compile(
    "["
    + re.escape(
        "".join(
            sorted(
                set.intersection(
                    *[
                        {ch for ch in _ASCII_TERMS if run.fullmatch(ch)}
                        for run in (_INCLUDE_RUN, *_FREE_RUNS.values())
                    ]
                )
            )
        )
    )
    + "]"
)
"""The ASCII characters that every run of :func:`terminate` reads as safe and passes
(:data:`_INCLUDE_RUN`, :data:`_FREE_RUNS`): a run cut right after one of them ends where
the whole run would have reached by then, so with ``enough`` the runs are cut after the
first of them past ``enough`` and the reading stops there instead of at the end of a long
run."""

_ENDING_SPACES = frozenset(
    {ch for ch in " \t\n\v\f\r" if link_term(ord(ch)) is LinkTerm.HARD and not is_invisible(ch)}
)
"""The ASCII white space: Hard and visible, so a link ends before it; :func:`terminate`
stops at once where one follows the first run of its first part (:func:`_ends_softly`)."""


def _ends_softly(text: str, index: int, limit: int, part: Part) -> bool:
    """Whether only ASCII Soft characters that are not ``part``'s terminators
    (``https://a.com/x.``, ``…/x?!``) stand between ``index`` and the end or white space
    (:data:`_ENDING_SPACES`): with no bracket open, nothing from ``index`` on is safe."""
    while index < limit and text[index] in _ASCII_SOFT and text[index] not in part.terminators:
        index += 1
    return index == limit or text[index] in _ENDING_SPACES


def _starts_link(text: str, index: int, limit: int) -> bool:
    """Whether ``http://``, ``https://`` or ``www.`` (any case) starts at ``index``."""
    head = text[index : min(index + 8, limit)].lower()
    return head.startswith(("http://", "https://", "www."))


def _cjk_mark_ends(text: str, index: int, start: int, limit: int) -> bool:
    """Whether the fullwidth or ideographic mark at ``index`` ends the link (a departure
    from UTS #58, whose data makes these marks Soft or brackets, for the scripts written
    without spaces: ``docs/modes.md#hosts-starts-and-ends``): ``。`` ends
    a path, query or fragment wherever it stands; a mark of
    :data:`~md_autolinks.engine.unicode_props.CJK_MARKS` ends it after an ASCII character
    (``https://example.jp/a、次``) or before a scheme or ``www.``
    (``…/东京、https://…``). After a CJK character the Soft rule stands
    (``…/联合国教育、科学…``)."""
    ch = text[index]
    if ch in CJK_FULL_STOPS:
        return True
    if ch in CJK_MARKS or ch in CJK_OPENERS:
        if _starts_link(text, index + 1, limit):
            return True
        return ch in CJK_MARKS and index > start and text[index - 1].isascii()
    return False


def terminate(
    text: str, start: int, limit: int, link_start: int | None = None, enough: int | None = None
) -> int:
    """Where a link whose host ends at ``start`` ends (UTS #58 section 3, Termination).

    Rule: the text must continue with a part initiator (``/``, ``?`` or ``#``), else the
    link ends at ``start``. Then, code point by code point: a terminator of the current part
    starts the next part and is safe; a clear-stack character (``/`` in a path, ``=`` and
    ``&`` in a query, ``:~:`` in a fragment) empties the bracket stack; Include is safe;
    Soft is safe only if something safe follows it (``a.com/x.`` ends before the dot); Hard
    ends the link; Open is pushed and safe (the link ends if 125 are already open); Close is
    safe if it pairs with the top of the stack, else ends the link. The link ends after the
    last safe code point.

    Departures (``docs/modes.md#departures-from-uts-58``): a ``?`` that starts a query is
    safe only if something safe follows it, so a sentence-final ``?`` stays outside
    (``Kennst du https://beispiel.de/faq?``); fullwidth and ideographic punctuation ends
    the link as :func:`_cjk_mark_ends` says; a fullwidth or ideographic opening bracket
    right after an ASCII character that nothing in the link closes ends the link before it
    (``https://example.jp/a「引用`` ends at ``a``), while a matched one stays
    (``…/Python（言語）``). An invisible character that UTS #58 makes Hard (U+206A..U+206F,
    U+FFF0..U+FFF8, most of U+E0000..U+E0FFF) is Soft where a visible character of the
    same token follows it: a link never ends inside a token there. An ellipsis or long
    dash ends the link, an en dash is Soft, and in a path that is ASCII so far a Han, Kana
    or Hangul letter right after an ASCII letter or digit ends it, and so does such a letter
    right after ``/`` when the link, starting at ``link_start``, is written against a
    letter of a script written without spaces
    (:mod:`~md_autolinks.engine.scanners.uts58.prose`,
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``).

    With ``enough`` (the caller keeps the link only up to there: its closing quotation
    mark, :class:`~.prose.ClosingQuotes`), the reading stops once the link's end is known
    to pass ``enough``, and the answer is then some offset after it: a path glued to
    the next quoted link is not read to its end once per link.
    """
    if start >= limit or text[start] not in PARTS:
        return start
    part = PARTS[text[start]]
    last_safe = start if text[start] == UNSAFE_INITIATOR else start + 1
    index = start + 1
    stop = limit
    if enough is None or enough >= limit:
        enough = limit
    else:
        through = _READ_THROUGH.search(text, enough, limit)
        stop = limit if through is None else through.end()
    run = _FREE_RUNS[part.name].match(text, index, stop if index < stop else limit)
    if run is not None:
        index = last_safe = run.end()
    if _ends_softly(text, index, limit, part):
        return last_safe
    brackets = _Brackets(limit)
    prose = _ProseEnds(
        text, start, limit, link_start is not None and written_against(text, link_start)
    )
    while index < limit:
        if last_safe > enough and not brackets.stack and brackets.cut > enough:
            break
        end = stop if index < stop else limit
        run = (_INCLUDE_RUN if brackets.stack else _FREE_RUNS[part.name]).match(text, index, end)
        if run is not None:
            index = last_safe = run.end()
            continue
        ch = text[index]
        if (
            not brackets.stack
            and ch in _ASCII_SOFT
            and (soft := _SOFT_RUNS[part.name].match(text, index, end)) is not None
        ):
            index = soft.end()
            continue
        if ch in part.terminators:
            part = PARTS[ch]
            index += 1
            if ch != UNSAFE_INITIATOR:
                last_safe = index
            continue
        if ch in part.clear_stack or (
            part.clear_sequence and text.startswith(part.clear_sequence, index)
        ):
            brackets.clear()
        step = prose.step(index)
        if step == _ENDS:
            break
        if step is not None:
            index = step
            continue
        read = _read_by_link_term(text, index, limit, brackets)
        if read is None:
            break
        index, safe = read
        if safe:
            last_safe = index
    return brackets.end(last_safe)


_ENDS = -1
"""What :meth:`_ProseEnds.step` answers where the link ends."""


@dataclass
class _Brackets:
    """The brackets a link has opened (UTS #58 section 3: at most :data:`MAX_OPEN_BRACKETS`),
    and where each fullwidth or ideographic opener right after an ASCII character cuts the
    link if nothing closes it (``https://example.jp/a「引用`` ends at ``a``)."""

    limit: int
    stack: list[int] = field(default_factory=list)
    cuts: list[int] = field(default_factory=list)
    cut: int = -1

    def __post_init__(self) -> None:
        self.cut = self.limit

    def clear(self) -> None:
        """Empty the stack (a clear-stack character): the openers still open cut the link
        where they stand."""
        self.stack.clear()
        if self.cuts:
            self.cut = min(self.cut, *self.cuts)
            self.cuts.clear()

    def push(self, text: str, index: int, cp: int) -> bool:
        """Open the bracket ``cp`` at ``index``; ``False`` when 125 are open already."""
        if len(self.stack) == MAX_OPEN_BRACKETS:
            return False
        self.stack.append(cp)
        ascii_before = text[index] in CJK_OPENERS and text[index - 1].isascii()
        self.cuts.append(index if ascii_before else self.limit)
        return True

    def pop(self, cp: int) -> bool:
        """Close the bracket ``cp``; ``False`` when it pairs with no open bracket on top."""
        if not self.stack or self.stack.pop() != link_bracket(cp):
            return False
        self.cuts.pop()
        return True

    def end(self, last_safe: int) -> int:
        """Where the link ends: after its last safe character, or at the first opener that
        cuts it."""
        return min(last_safe, self.cut, *self.cuts)


class _ProseEnds:
    """The departures for prose that end a link at one character
    (:func:`_cjk_mark_ends`, :mod:`~md_autolinks.engine.scanners.uts58.prose`), with what
    they remember: whether the path is ASCII so far."""

    def __init__(self, text: str, start: int, limit: int, against: bool) -> None:
        self.text = text
        self.start = start
        self.limit = limit
        self.against = against
        self.path_is_ascii = True

    def step(self, index: int) -> int | None:
        """:data:`_ENDS` where the character at ``index`` ends the link, the next offset
        after an en dash (Soft), or ``None`` when the character is read by its Link_Term."""
        text = self.text
        ch = text[index]
        if ch >= "\u3000" and _cjk_mark_ends(text, index, self.start, self.limit):
            return _ENDS
        if ch > "\x7f":
            if ch in ENDING_MARKS or ends_ascii_path(text, index, self.path_is_ascii, self.against):
                return _ENDS
            self.path_is_ascii = False
            if ch in SOFT_DASHES:
                return index + 1
        return None


def _read_by_link_term(
    text: str, index: int, limit: int, brackets: _Brackets
) -> tuple[int, bool] | None:
    """The character at ``index`` read by its Link_Term (UTS #58 section 3): the next offset
    and whether the character is safe, or ``None`` where the link ends. Include is safe;
    Soft is not (it is safe only if something safe follows); Hard ends the link, unless it
    is invisible inside a token, which is skipped; Open is safe unless 125 are open; Close is
    safe if it pairs with the top of the stack."""
    ch = text[index]
    cp = ord(ch)
    term = link_term(cp)
    if term is LinkTerm.INCLUDE:
        return index + 1, True
    if term is LinkTerm.HARD:
        if not is_invisible(ch):
            return None
        visible = invisible_end(text, index, limit)
        if visible == limit or text[visible].isspace():
            return None
        return visible, False
    if term is LinkTerm.OPEN:
        return (index + 1, True) if brackets.push(text, index, cp) else None
    if term is LinkTerm.CLOSE:
        return (index + 1, True) if brackets.pop(cp) else None
    return index + 1, False


def _ascii_class(chars: Iterable[str]) -> str:
    return "[" + re.escape("".join(sorted(chars))) + "]"


def _free_part(initiator: str, part: Part) -> str:
    """The part that ``initiator`` opens, read as free runs (:data:`_FREE_RUNS`), each
    character safe; after an :data:`UNSAFE_INITIATOR` a run must follow."""
    run = _FREE_RUNS[part.name].pattern
    if initiator == UNSAFE_INITIATOR:
        return f"(?:{re.escape(initiator)}(?:{run}))?+"
    return f"(?:{re.escape(initiator)}(?:{run})?+)?+"


@cache
def ascii_parts_end() -> re.Pattern[str]:
    """:func:`terminate`'s answer in one match for parts that are ASCII to their end and
    open no bracket: from a part initiator, each part (:data:`PARTS`, in order) as free runs
    (:data:`_FREE_RUNS`), then only Soft characters that initiate no part before the end,
    white space or another character that ends a link with no bracket open (Hard, or a Close
    that pairs with nothing: each ASCII character asked of :func:`_read_by_link_term`). The
    link ends where group ``parts`` ends (``https://a.com/x/y.`` ends before the dot,
    ``(https://a.com/x?q=1)`` before ``)``); anything else does not match and is read by
    :func:`terminate`. Possessive runs: linear. Built on first use, by the uts58 scanner."""
    ascii_chars = map(chr, range(128))
    enders = [ch for ch in ascii_chars if _read_by_link_term(ch + "a", 0, 2, _Brackets(2)) is None]
    parts = "".join([_free_part(initiator, part) for initiator, part in PARTS.items()])
    return re.compile(
        f"(?={_ascii_class(PARTS)})(?P<parts>{parts})"
        f"{_ascii_class(_ASCII_SOFT.difference(PARTS))}*+(?={_ascii_class(enders)}|\\Z)"
    )
