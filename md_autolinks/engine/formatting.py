"""UTS #58 minimal escaping (section 4): the most readable form of a URL that still round-trips.

The output escapes only what link detection (section 3) would otherwise cut or misread, so a
formatted URL between spaces is detected whole: part separators inside a part's content,
a literal ``%`` before two hex digits, part terminators, Hard characters, unmatched or too
deeply nested brackets, and the last character of a trailing Soft run; and, mirroring
detection's departures for prose (``docs/modes.md#departures-from-uts-58``), an ideographic
full stop, fullwidth or ideographic sentence punctuation after an ASCII character or before a
scheme or ``www.``, a fullwidth or ideographic opening bracket that nothing closes, an
ellipsis or long dash, a Han, Kana or Hangul letter right after an ASCII letter or digit in
a path written in ASCII so far; an en dash is Soft. An empty query at the
end (a lone ``?``) is not safe in detection, so the part before it ends the link and its
trailing Soft run is escaped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .scanners.uts58.prose import (
    ENDING_MARKS,
    SOFT_DASHES,
    continues_script,
    korean_particle_end,
)
from .scanners.uts58.termination import FRAGMENT_DIRECTIVE, MAX_OPEN_BRACKETS, PARTS, Part
from .unicode_props import (
    CJK_FULL_STOPS,
    CJK_MARKS,
    CJK_OPENERS,
    LinkTerm,
    link_bracket,
    link_term,
)

_HEX_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
_ESCAPE_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://")
#: Lone surrogates U+DC80..U+DCFF stand for raw bytes that are not UTF-8 (``surrogateescape``).
_RAW_BYTE_FIRST, _RAW_BYTE_LAST = 0xDC80, 0xDCFF


@dataclass(frozen=True)
class _Unit:
    """One piece of a part: a character, or a fixed escape such as ``%2F``."""

    text: str
    escaped: bool = False
    separator: bool = False


@dataclass(frozen=True)
class _PartRules:
    terminators: str
    clear_stack: frozenset[str]


def _rules(part: Part) -> _PartRules:
    """The row of :data:`~.scanners.uts58.termination.PARTS` as escaping reads it: the
    clear-stack characters and sequence are the part's separators."""
    sequence = {part.clear_sequence} if part.clear_sequence else set()
    return _PartRules(part.terminators, frozenset(part.clear_stack) | sequence)


_PATH = _rules(PARTS["/"])
_QUERY = _rules(PARTS["?"])
_FRAGMENT = _rules(PARTS["#"])
_SEPARATOR = _PartRules("", frozenset())


def _percent(ch: str) -> str:
    cp = ord(ch)
    if _RAW_BYTE_FIRST <= cp <= _RAW_BYTE_LAST:
        return f"%{cp - 0xDC00:02X}"
    return "".join(f"%{byte:02X}" for byte in ch.encode("utf-8", "surrogatepass"))


def _content_units(value: str, reserved: str) -> list[_Unit]:
    """The units of one element (a path segment, query key or value, fragment, directive).

    Characters in ``reserved`` (the part's separators) and a ``%`` that starts ``%XX`` are
    escaped, so the element reads back as itself (UTS #58 section 4).
    """
    units: list[_Unit] = []
    for index, ch in enumerate(value):
        raw_byte = _RAW_BYTE_FIRST <= ord(ch) <= _RAW_BYTE_LAST
        hex_escape = ch == "%" and _HEX_ESCAPE.match(value, index) is not None
        if raw_byte or hex_escape or ch in reserved:
            units.append(_Unit(_percent(ch), escaped=True))
        else:
            units.append(_Unit(ch))
    return units


def _fragment_units(value: str) -> list[_Unit]:
    units: list[_Unit] = []
    pieces = value.split(FRAGMENT_DIRECTIVE)
    for index, piece in enumerate(pieces):
        if index:
            units += [_Unit(_percent(ch), escaped=True) for ch in FRAGMENT_DIRECTIVE]
        units += _content_units(piece, "")
    return units


def _separator(text: str) -> _Unit:
    return _Unit(text, separator=True)


class _Escaper:
    """Runs the termination rule over the parts and escapes what would end the link early.

    The bracket stack carries over from part to part, as it does in detection.
    """

    def __init__(self) -> None:
        self.out: list[str] = []
        self.stack: list[int] = []
        self.openers: list[int] = []
        self.path_ascii = True
        """Whether every character written raw after the host so far is ASCII (CJK openers
        aside, which :meth:`clear_stack` may escape later)."""
        """Per open bracket, where in :attr:`out` it stands if it is a CJK opener, else -1:
        detection cuts the link before one that follows an ASCII character (an escape
        too) and is never matched, so every unmatched one is escaped."""

    def clear_stack(self) -> None:
        """Empty the bracket stack; CJK openers left unmatched are escaped."""
        for position in self.openers:
            if position >= 0:
                self.out[position] = _percent(self.out[position])
        self.stack.clear()
        self.openers.clear()

    def part(self, initiator: str, units: list[_Unit], rules: _PartRules, last: bool) -> None:
        self.out.append(initiator)
        pending: list[str] = []
        for number, unit in enumerate(units):
            if unit.escaped:
                self.out += [*pending, unit.text]
                pending.clear()
                continue
            if unit.separator and unit.text in rules.clear_stack:
                self.clear_stack()
            for offset, ch in enumerate(unit.text):
                if (ch >= "\u3000" and self._cjk_mark_escaped(ch, units, number, offset)) or (
                    ch > "\x7f"
                    and self._prose_escaped(ch, pending, _following(units, number, offset))
                ):
                    self.out += [*pending, _percent(ch)]
                    pending.clear()
                    continue
                if self._one(ch, rules if not unit.separator else _SEPARATOR, pending):
                    pending.append(ch)
                written_raw = self.out[-1] == ch or pending[-1:] == [ch]
                if ch > "\x7f" and ch not in CJK_OPENERS and written_raw:
                    self.path_ascii = False
        if pending:
            if last:
                self.out += [*pending[:-1], _percent(pending[-1])]
            else:
                self.out += pending

    def _prose_escaped(self, ch: str, pending: list[str], following: str) -> bool:
        """Whether detection would end the link at ``ch`` for prose
        (:mod:`md_autolinks.engine.scanners.uts58.prose`): an ellipsis or long dash, or a Han,
        Kana or Hangul letter right after an ASCII letter or digit while the path, query
        and fragment written so far are ASCII
        (``docs/modes.md#a-link-ends-where-the-writers-word-ends``)."""
        if ch in ENDING_MARKS:
            return True
        if pending:
            before = pending[-1]
        elif not self.out or _HEX_ESCAPE.fullmatch(self.out[-1][-3:]):
            return False
        else:
            before = self.out[-1][-1:]
        if not self.path_ascii or not before.isascii():
            return False
        if before.isalnum():
            return continues_script(ch)
        return korean_particle_end(ch + following, 0) is not None

    def _cjk_mark_escaped(self, ch: str, units: list[_Unit], number: int, offset: int) -> bool:
        """Whether detection would end the link at the CJK mark ``ch``
        (:func:`md_autolinks.engine.scanners.uts58.termination.terminate`'s departures):
        ``。`` always; a sentence mark after an ASCII character or before a scheme or
        ``www.``."""
        if ch in CJK_FULL_STOPS:
            return True
        if ch not in CJK_MARKS and ch not in CJK_OPENERS:
            return False
        following = units[number].text[offset + 1 :] + "".join(
            unit.text for unit in units[number + 1 : number + 9]
        )
        if following[:8].lower().startswith(("http://", "https://", "www.")):
            return True
        before = self.out[-1][-1:] if self.out else ""
        return ch in CJK_MARKS and before.isascii()

    def _one(self, ch: str, rules: _PartRules, pending: list[str]) -> bool:
        """Emit ``ch`` (after any pending Soft run); return True if it is Soft and waits."""
        if ch in rules.terminators:
            text = _percent(ch)
        else:
            cp = ord(ch)
            term = link_term(cp)
            if term is LinkTerm.SOFT or ch in SOFT_DASHES:
                return True
            if term is LinkTerm.INCLUDE:
                text = ch
            elif term is LinkTerm.OPEN and len(self.stack) < MAX_OPEN_BRACKETS:
                self.stack.append(cp)
                self.openers.append(len(self.out) + len(pending) if ch in CJK_OPENERS else -1)
                text = ch
            elif term is LinkTerm.CLOSE and self.stack and self.stack[-1] == link_bracket(cp):
                self.stack.pop()
                self.openers.pop()
                text = ch
            else:
                text = _percent(ch)
        self.out += [*pending, text]
        pending.clear()
        return False


def _following(units: list[_Unit], number: int, offset: int) -> str:
    """The text of the part after character ``offset`` of unit ``number``, as far as a
    Korean particle reaches (:func:`~.scanners.uts58.prose.korean_particle_end`), or the
    end of the part: ``""``, which reads as the end of the link."""
    text = units[number].text[offset + 1 :] + "".join(
        unit.text for unit in units[number + 1 : number + 9]
    )
    return text[:9]


def _path_units(path: Sequence[str]) -> list[_Unit]:
    units: list[_Unit] = []
    for index, segment in enumerate(path):
        if index:
            units.append(_separator("/"))
        units += _content_units(segment, "/")
    return units


def _query_units(query: Sequence[tuple[str, str | None]]) -> list[_Unit]:
    units: list[_Unit] = []
    for index, (key, value) in enumerate(query):
        if index:
            units.append(_separator("&"))
        units += _content_units(key, "&=")
        if value is not None:
            units.append(_separator("="))
            units += _content_units(value, "&=")
    return units


def _fragment_all_units(fragment: str | None, directives: Sequence[str]) -> list[_Unit]:
    units = _fragment_units(fragment or "")
    for directive in directives:
        units.append(_separator(FRAGMENT_DIRECTIVE))
        units += _fragment_units(directive)
    return units


def _format(
    prefix: str,
    path: Sequence[str],
    query: Sequence[tuple[str, str | None]],
    fragment: str | None,
    directives: Sequence[str],
) -> str:
    parts: list[tuple[str, list[_Unit], _PartRules]] = []
    if path:
        parts.append(("/", _path_units(path), _PATH))
    if query:
        parts.append(("?", _query_units(query), _QUERY))
    if fragment is not None or directives:
        parts.append(("#", _fragment_all_units(fragment, directives), _FRAGMENT))
    escaper = _Escaper()
    escaper.out.append(prefix)
    final = len(parts) - 1
    if parts and parts[-1][0] == "?" and list(query) == [("", None)]:
        final -= 1
    for index, (initiator, units, rules) in enumerate(parts):
        escaper.part(initiator, units, rules, last=index == final)
    escaper.clear_stack()
    return "".join(escaper.out)


def format_url_parts(  # noqa: PLR0917 (the positional signature is the issue's API)
    scheme: str,
    host: str,
    path: Sequence[str] = (),
    query: Sequence[tuple[str, str | None]] = (),
    fragment: str | None = None,
    directives: Sequence[str] = (),
) -> str:
    """A URL built from unescaped parts, minimally escaped (UTS #58 section 4).

    ``scheme`` is e.g. ``"https"`` (without ``://``); ``host`` is written as given; ``path``
    is the sequence of segments (``("wiki", "Ракь_(планета)")``); ``query`` is a sequence of
    ``(key, value)`` with ``value=None`` for a key without ``=``; ``fragment`` and
    ``directives`` make ``#fragment:~:directive...``. Inside a part, its separators
    (``/``; ``&`` and ``=``; ``:~:``) and a ``%`` before two hex digits are escaped; then part
    terminators, Hard characters, unmatched Close characters and the last character of a
    trailing Soft run are escaped, everything else is written as is. Lone surrogates
    U+DC80..U+DCFF stand for raw non-UTF-8 bytes and are written as ``%XX``.
    """
    prefix = scheme.removesuffix("://").removesuffix(":") + "://" + host
    return _format(prefix, path, query, fragment, directives)


def _decode(element: str) -> str:
    """Percent-decode ``element``; escapes that are not UTF-8 become U+DC80..U+DCFF."""

    def replace(match: re.Match[str]) -> str:
        data = bytes.fromhex(match.group().replace("%", ""))
        return data.decode("utf-8", "surrogateescape")

    return _ESCAPE_RUN.sub(replace, element)


def _split_query(query: str) -> list[tuple[str, str | None]]:
    pairs: list[tuple[str, str | None]] = []
    for item in query.split("&"):
        key, equals, value = item.partition("=")
        pairs.append((_decode(key), _decode(value) if equals else None))
    return pairs


def format_url(url: str) -> str:
    """``url`` (percent-encoded or not) in its most readable form that still round-trips
    and is detected whole (UTS #58 section 4).

    ``https://ja.wikipedia.org/wiki/%E3%82%A2`` becomes ``https://ja.wikipedia.org/wiki/ア``;
    an unmatched ``)`` or a trailing ``.`` stays escaped, ``%2F`` inside a path segment stays
    escaped, escapes that are not UTF-8 are kept as they are. The scheme and host are
    written as given.
    """
    scheme = _SCHEME.match(url)
    head_end = scheme.end() if scheme else 0
    host_end = len(url)
    for mark in "/?#":
        found = url.find(mark, head_end)
        if found != -1:
            host_end = min(host_end, found)
    prefix, rest = url[:host_end], url[host_end:]
    fragment: str | None = None
    directives: list[str] = []
    rest, hash_mark, fragment_text = rest.partition("#")
    if hash_mark:
        fragment, *rest_directives = fragment_text.split(FRAGMENT_DIRECTIVE)
        fragment = _decode(fragment)
        directives = [_decode(item) for item in rest_directives]
    rest, question_mark, query_text = rest.partition("?")
    query = _split_query(query_text) if question_mark else []
    path: list[str] = []
    if rest:
        path = [_decode(segment) for segment in rest[1:].split("/")]
    return _format(prefix, path, query, fragment, directives)
