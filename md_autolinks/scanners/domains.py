"""Host scanning shared by UTS #58 URL and email detection (UTS #58 section 3, Initiation).

A host is found from its top-level domain: a dot (``.`` or ``。``) followed by a label that is
in IANA's list, then a backward scan over host characters. Every scan here moves forward
through the text once, so a whole document costs linear time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..unicode_props import HOST_LABEL_CLASS, LABEL_DOTS, TLDS, is_host_char

#: A label dot followed by the longest run of non-dot host characters: ``.com`` in ``a.com/x``.
TLD_CANDIDATE: re.Pattern[str] = re.compile(f"[{LABEL_DOTS}]({HOST_LABEL_CLASS}+)")
_HOST_LABEL_CHAR: re.Pattern[str] = re.compile(HOST_LABEL_CLASS)
_ASCII_HOST = frozenset("-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_MAX_PORT_DIGITS = 5
_MAX_PORT = 0xFFFF


def is_tld(label: str) -> bool:
    """Whether ``label`` is a top-level domain in IANA's list (any letter case)."""
    return label.lower() in TLDS


def is_host(ch: str) -> bool:
    """Whether the character ``ch`` may be part of a host (see :func:`is_host_char`)."""
    return ch in _ASCII_HOST or (ch >= "\x80" and is_host_char(ord(ch)))


def host_end(text: str, tld_end: int, limit: int) -> int | None:
    """Where a host whose TLD ends at ``tld_end`` ends, or ``None`` if the TLD is not final.

    Rule (UTS #58 section 3): one trailing dot may follow the TLD (``a.com.``), but not a
    further label (``a.com.x`` is no TLD match); then an optional ``:port`` of at most five
    digits with a value up to 65535. Too long or too large a port rejects the candidate.
    """
    end = tld_end
    if end < limit and text[end] in LABEL_DOTS:
        end += 1
    if end < limit and _HOST_LABEL_CHAR.match(text[end]):
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


@dataclass
class HostScanner:
    """Backward host scans and label checks over one text, memoised to stay linear.

    A backward scan over host characters that reaches the start of an earlier scan continues
    where that one stopped; label checks resume where the previous check stopped. ``floor``
    is the first offset a host may start at (the scan window's start): label checks begin
    there, so scanning the tail of a long text costs the length of the tail.
    """

    text: str
    floor: int = 0
    _scan_from: int = -1
    _scan_reach: int = -1
    _checked_upto: int = 0
    _last_bad_pair: int = -1

    def __post_init__(self) -> None:
        self._checked_upto = self.floor

    def host_start(self, dot: int, floor: int) -> int:
        """The first offset of the host run that ends at ``dot``, not before ``floor``.

        ``a.b.com`` scanned back from the dot before ``com`` gives the offset of ``a``.
        """
        text = self.text
        index = dot
        while index > floor:
            if index == self._scan_from:
                index = max(self._scan_reach, floor)
                break
            if not is_host(text[index - 1]):
                break
            index -= 1
        self._scan_from, self._scan_reach = dot, index
        return index

    def labels_valid(self, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` has no empty label except a final one and no label
        that starts or ends with ``-`` (UTS #58 section 3; ``-a.com``, ``a..com`` fail)."""
        text = self.text
        if text[start] == "-" or text[start] in LABEL_DOTS:
            return False
        if end < self._checked_upto:
            return _BAD_PAIR.search(text, start, end) is None
        position = max(self._checked_upto - 1, 0)
        while (bad := _BAD_PAIR.search(text, position, end)) is not None:
            self._last_bad_pair = bad.start()
            position = bad.start() + 1
        self._checked_upto = end
        return self._last_bad_pair < start


_DOT_CLASS = "[" + "".join(sorted(LABEL_DOTS)) + "]"
_BAD_PAIR = re.compile(f"{_DOT_CLASS}(?=[-{_DOT_CLASS[1:-1]}])|-(?={_DOT_CLASS})")
"""The first character of an empty label (two dots) or of a label edge that is ``-``."""
