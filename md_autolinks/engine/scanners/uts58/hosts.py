"""Host reading for uts58 (UTS #58 section 3, Initiation).

A host is found from its top-level domain: a label dot followed by a label that is in
IANA's list, then a backward scan over host characters. Host characters and label dots are
those a browser reads in a host (WHATWG URL, UTS #46 non-transitional), narrowed to what
IDNA2008 lets a registry register (:func:`~md_autolinks.engine.unicode_props.is_host_char`).
That it is a host browsers accept is checked where its href is written
(:func:`md_autolinks.engine.hrefs.encode_href_ascii_host`); that it is a whole token, in
:mod:`~md_autolinks.engine.scanners.uts58.tokens`. Every scan here moves forward through the
text once, so a whole document costs linear time.
"""

from __future__ import annotations

import re
from functools import lru_cache

import idna

from ... import bare_domains
from ...unicode_props import (
    HOST_LABEL_RUN,
    IGNORED_CLASS,
    LABEL_DOTS,
    TLDS,
    is_attaching_letter,
    is_host_char,
    is_ignored_host_char,
    is_invisible,
    is_symbol_host_char,
)
from ..lookalikes import lookalike_inside_token

#: A label dot followed by the longest run of non-dot host characters: ``.com`` in ``a.com/x``.
TLD_CANDIDATE: re.Pattern[str] = re.compile(f"[{LABEL_DOTS}]({HOST_LABEL_RUN})")
_FULL_STOP_CANDIDATE = re.compile(f"\\.({HOST_LABEL_RUN})")
_OTHER_LABEL_DOTS = LABEL_DOTS.replace(".", "")
_OTHER_LABEL_DOT_CHARS = tuple(_OTHER_LABEL_DOTS)
_HOST_LABEL_RUN: re.Pattern[str] = re.compile(HOST_LABEL_RUN)
ASCII_HOST_CHARS = frozenset("-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
"""The ASCII characters of a host: letters, digits, ``-`` and the label dot."""
_ASCII_HOST_STRING = "".join(sorted(ASCII_HOST_CHARS))
_ASCII_RUN_READ = 64
"""How far back :meth:`HostScanner.host_start` strips ASCII host characters in one step: the
length of a DNS label plus one, so most hosts are read at once and the work per host stays
bounded."""
_MAX_PORT_DIGITS = 5
_MAX_PORT = 0xFFFF
_TLD_CACHE_SIZE = 1024


def holds_other_label_dot(text: str) -> bool:
    """Whether ``text`` holds a label dot other than ``.`` (``。``, ``．``, ``｡``), found by
    substring searches."""
    ideographic, fullwidth, halfwidth = _OTHER_LABEL_DOT_CHARS
    return ideographic in text or fullwidth in text or halfwidth in text


def tld_candidates(text: str) -> re.Pattern[str]:
    """:data:`TLD_CANDIDATE`, or for ``text`` that holds no label dot but ``.`` the same
    pattern with ``.`` written as a literal, which the engine finds by a substring search
    instead of trying a character class at every character."""
    if holds_other_label_dot(text):
        return TLD_CANDIDATE
    return _FULL_STOP_CANDIDATE


@lru_cache(maxsize=_TLD_CACHE_SIZE)
def _unicode_tld(label: str) -> str | None:
    try:
        mapped = idna.uts46_remap(label, std3_rules=False)
    except (idna.IDNAError, ValueError):
        return None
    return mapped if mapped in TLDS else None


@lru_cache(maxsize=_TLD_CACHE_SIZE)
def ascii_tld_of(label: str) -> str | None:
    """:func:`tld_of` of an ASCII ``label``: the label in lower case if it is in IANA's list.
    Memoised: the scan asks it of every ``.`` and label in a text, where a few labels
    (``com``, ``org``, file extensions) recur, and a cached answer costs no Python call."""
    lowered = label.lower()
    return lowered if lowered in TLDS else None


def tld_of(label: str) -> str | None:
    """The top-level domain in IANA's list that ``label`` spells, in lower case, or ``None``.

    A label is read as UTS #46 reads it: ``COM``, ``ｃｏｍ``, ``c\\u00adom`` and ``рф`` are
    ``com``, ``com``, ``com`` and ``рф``.
    """
    if label.isascii():
        return ascii_tld_of(label)
    return _unicode_tld(label)


def latin_tld_before_cjk(label: str) -> str | None:
    """The TLD a label starts with when ASCII letters turn into a letter of a script whose
    writers attach words to a name (Han, Kana, Hangul, the scripts written without spaces,
    the Indic scripts: :func:`~md_autolinks.engine.unicode_props.is_attaching_letter`)
    right after it, else ``None``: a bare domain ends where the script changes
    (``bitcoincore.orgから`` and ``python.orgలో`` end at ``org``;
    ``docs/modes.md#hosts-starts-and-ends``)."""
    if label.isascii():
        return None
    index = 0
    while index < len(label) and label[index].isascii() and label[index].isalnum():
        index += 1
    if index == 0 or index == len(label) or not is_attaching_letter(label[index]):
        return None
    if lookalike_inside_token(label, index, len(label)):
        return None
    return tld_of(label[:index])


def cjk_host_start(text: str, start: int, dot: int) -> int:
    """Where a host found back to ``start`` begins when letters of a script that attaches
    words (:func:`~md_autolinks.engine.unicode_props.is_attaching_letter`: CJK, Thai,
    Indic, ...) run into its ASCII first label: at the first ASCII letter or digit after
    the last of them (``リリースバイナリをbitcoincore.org`` begins at ``b``;
    ``docs/modes.md#hosts-starts-and-ends``). A label written in CJK
    throughout (``请访问例子.中国``) keeps the whole run, as UTS #58 reads it."""
    if text[start:dot].isascii():
        return start
    index = dot
    while index > start and text[index - 1].isascii():
        index -= 1
    if (
        index < dot
        and index > start
        and text[index].isalnum()
        and is_attaching_letter(text[index - 1])
    ):
        return index
    return start


def is_host(ch: str) -> bool:
    """Whether the character ``ch`` may be part of a host (see :func:`is_host_char`)."""
    return ch in ASCII_HOST_CHARS or (ch >= "\x80" and is_host_char(ord(ch)))


def _ignored(ch: str) -> bool:
    return ch >= "\x80" and is_ignored_host_char(ord(ch))


def skip_ignored(text: str, start: int, stop: int) -> int:
    """The first offset from ``start`` (before ``stop``) that is not a character UTS #46
    ignores: a byte-order mark or soft hyphen before a bare domain is not part of its link,
    unless a visible character stands right before them (``「\\u200bexample.com」``), where
    they stay inside it, so that no link starts inside a token."""
    if start > 0 and not text[start - 1].isspace() and not is_invisible(text[start - 1]):
        return start
    while start < stop and _ignored(text[start]):
        start += 1
    return start


def trim_ignored(text: str, start: int, stop: int) -> int:
    """``stop`` moved back (not before ``start``) over characters UTS #46 ignores: a zero
    width space after a top-level domain (``a.com\\u200b``) is not part of the host."""
    while stop > start and _ignored(text[stop - 1]):
        stop -= 1
    return stop


_IGNORED_CHAR = re.compile(IGNORED_CLASS)


def without_ignored(label: str) -> str:
    """``label`` without the characters UTS #46 ignores, as a browser reads it."""
    if label.isascii():
        return label
    return _IGNORED_CHAR.sub("", label)


def host_end(text: str, tld_end: int, limit: int) -> int | None:
    """Where the host whose TLD ends at ``tld_end`` ends, with its port if any, or ``None``
    if the TLD is not final.

    Rule (UTS #58 section 3): one trailing dot may follow the TLD (``a.com.``), but not a
    further label (``a.com.x`` is no TLD match); then an optional ``:port`` of at most five
    digits with a value up to 65535. Too long or too large a port rejects the candidate.
    A dot UTS #46 maps to ``.`` (``。``, ``．``, ``｡``) followed by a label that is not a
    TLD is a full stop ending a sentence, not part of the host: ``example.com。然后`` ends
    at ``com``, while ``例子。公司。中国`` is one host. Characters UTS #46 ignores right
    after the TLD are part of the host when a visible character follows them in the same
    token (``evil.com\u200b.google.com`` is the host ``evil.com.google.com``, as browsers
    read it), and outside it otherwise (``a.com\u200b `` ends at ``com``).
    """
    end = tld_end
    ignored_end = end
    while ignored_end < limit and text[ignored_end] >= "\x80" and _ignored(text[ignored_end]):
        ignored_end += 1
    if ignored_end > end and ignored_end < limit and not text[ignored_end].isspace():
        end = ignored_end
    if end < limit and text[end] in LABEL_DOTS:
        label = _HOST_LABEL_RUN.match(text, end + 1, limit)
        if label is None:
            end += 1
        elif text[end] == "." or tld_of(label.group()) is not None:
            return None
    if end < limit and text[end] == ":":
        digits_end = end + 1
        while digits_end < limit and "0" <= text[digits_end] <= "9":
            digits_end += 1
            if digits_end - end - 1 > _MAX_PORT_DIGITS:
                return None
        if digits_end > end + 1:
            if int(text[end + 1 : digits_end]) > _MAX_PORT:
                return None
            end = digits_end
    return end


class HostScanner:
    """Backward host scans and label checks over one text, memoised to stay linear.

    A backward scan over host characters that reaches the start of an earlier scan continues
    where that one stopped; a host of at most :data:`_SHORT_HOST` characters has its labels
    checked alone, a longer one from where the previous long check stopped. ``floor``
    is the first offset a host may start at (the scan window's start): label checks begin
    there, so scanning the tail of a long text costs the length of the tail. With
    ``symbols``, the symbols and conjoining jamo browsers accept in a host are host
    characters too (:func:`~md_autolinks.engine.unicode_props.is_symbol_host_char`).
    Made once per scan of a text that holds a top-level domain: it reads nothing of the
    text until asked.
    """

    __slots__ = (
        "_checked_upto",
        "_full_stops_only",
        "_last_bad_pair",
        "_scan_from",
        "_scan_reach",
        "symbols",
        "text",
    )

    def __init__(self, text: str, floor: int = 0, symbols: bool = False) -> None:
        self.text = text
        self.symbols = symbols
        self._scan_from = self._scan_reach = -1
        self._checked_upto = floor
        self._last_bad_pair = -1
        self._full_stops_only: bool | None = None
        """Whether ``.`` is the text's only label dot; found when a long host is first checked."""

    def host_start(self, dot: int, floor: int) -> int:
        """The first offset of the host run that ends at ``dot``, not before ``floor``.

        ``a.b.com`` scanned back from the dot before ``com`` gives the offset of ``a``. A host
        whose run of ASCII host characters stops at another ASCII character (or at
        ``floor``) within :data:`_ASCII_RUN_READ` characters is found by one ``rstrip`` of
        that stretch: no non-ASCII character is read, and a memoised earlier scan would give
        the same start (``floor`` never moves back).
        """
        text = self.text
        bounded = dot - _ASCII_RUN_READ > floor
        reach = dot - _ASCII_RUN_READ if bounded else floor if floor < dot else dot
        index = reach + len(text[reach:dot].rstrip(_ASCII_HOST_STRING))
        if (index > reach and text[index - 1] < "\x80") or (index == reach and not bounded):
            self._scan_from, self._scan_reach = dot, index
            return index
        index = dot
        scan_from = self._scan_from
        while index > floor:
            if index == scan_from:
                index = max(self._scan_reach, floor)
                break
            ch = text[index - 1]
            if (
                ch not in ASCII_HOST_CHARS
                and (ch < "\x80" or not is_host_char(ord(ch)))
                and not (self.symbols and ch >= "\x80" and is_symbol_host_char(ord(ch)))
            ):
                break
            index -= 1
        self._scan_from, self._scan_reach = dot, index
        return index

    def labels_valid(self, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` has no empty label except a final one and no label
        that starts or ends with ``-`` (UTS #58 section 3; ``-a.com``, ``a..com`` fail)."""
        text = self.text
        if end < self._checked_upto or end - start <= _SHORT_HOST:
            return labels_valid_alone(text, start, end)
        if text[start] in _BAD_FIRST:
            return False
        self._last_bad_pair = max(
            self._last_bad_pair, self._last_bad_pair_in(max(self._checked_upto - 1, 0), end)
        )
        self._checked_upto = end
        return self._last_bad_pair < start

    def _last_bad_pair_in(self, start: int, end: int) -> int:
        """Where the last :data:`_BAD_PAIR` of ``text[start:end]`` starts, or -1; in text
        where ``.`` is the only label dot, found by substring searches."""
        text = self.text
        if self._full_stops_only is None:
            self._full_stops_only = text.isascii() or not holds_other_label_dot(text)
        if self._full_stops_only:
            find = text.rfind
            return max(find("..", start, end), find(".-", start, end), find("-.", start, end))
        last = -1
        while (bad := _BAD_PAIR.search(text, last + 1 if last >= 0 else start, end)) is not None:
            last = bad.start()
        return last


_BAD_FIRST = "-" + LABEL_DOTS
"""The characters a host may not start with: an empty first label or a ``-`` edge."""

_SHORT_HOST = 256
"""The length up to which :meth:`HostScanner.labels_valid` reads the host alone rather than
the text since its previous check: a host's labels, not the prose between two hosts."""

_DOT_CLASS = "[" + "".join(sorted(LABEL_DOTS)) + "]"
_BAD_PAIR = re.compile(f"{_DOT_CLASS}(?=[-{_DOT_CLASS[1:-1]}])|-(?={_DOT_CLASS})")
"""The first character of an empty label (two dots) or of a label edge that is ``-``."""


_PIECE = 4096


def labels_valid_alone(text: str, start: int, end: int) -> bool:
    """:meth:`HostScanner.labels_valid` read from the host alone: whether
    ``text[start:end]`` has no empty label except a final one and no label that starts or
    ends with ``-``."""
    return (
        start < end and text[start] not in _BAD_FIRST and _BAD_PAIR.search(text, start, end) is None
    )


def holds_tld(text: str, start: int, stop: int) -> bool:
    """Whether a dot in the ASCII ``text[start:stop]`` is followed by a label in
    :data:`~md_autolinks.engine.unicode_props.TLDS`. The labels of a piece are looked up all at
    once (text whose dots end no TLD, file names and abbreviations, is answered without a
    loop over its dots), piece by piece, each ending before a dot, so that a long text with
    a TLD early on is read no further."""
    while start < stop:
        end = text.find(".", start + _PIECE, stop) if start + _PIECE < stop else -1
        end = stop if end < 0 else end
        labels = bare_domains.LOWER_TLD_LABEL.findall(text[start:end].lower())
        if not TLDS.isdisjoint(labels):
            return True
        start = end
    return False
