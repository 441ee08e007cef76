"""Host scanning shared by UTS #58 URL and email detection (UTS #58 section 3, Initiation).

A host is found from its top-level domain: a label dot followed by a label that is in
IANA's list, then a backward scan over host characters. Host characters and label dots are
those a browser reads in a host (WHATWG URL, UTS #46 non-transitional), narrowed to what
IDNA2008 lets a registry register (:func:`~md_autolinks.engine.unicode_props.is_host_char`).

A host is a whole token or nothing: it may not start right after a character that glues it
to a word or another token (:func:`joins_token`), nor end right before one
(:func:`glued_after`); that it is a host browsers accept is checked where its href is
written (:func:`md_autolinks.engine.hrefs.encode_href_ascii_host`). Every scan here moves
forward through the text once, so a whole document costs linear time.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import idna

from ..hosts import ascii_host
from ..unicode_props import (
    CJK_MARKS,
    HOST_LABEL_CLASS,
    LABEL_DOTS,
    SYNTAX_LOOKALIKES,
    TLDS,
    is_cjk_letter,
    is_host_char,
    is_ignored_host_char,
    is_invisible,
    is_symbol_host_char,
)

#: A label dot followed by the longest run of non-dot host characters: ``.com`` in ``a.com/x``.
TLD_CANDIDATE: re.Pattern[str] = re.compile(f"[{LABEL_DOTS}]({HOST_LABEL_CLASS}+)")
_FULL_STOP_CANDIDATE = re.compile(f"\\.({HOST_LABEL_CLASS}+)")
_OTHER_LABEL_DOTS = LABEL_DOTS.replace(".", "")
_HOST_LABEL_RUN: re.Pattern[str] = re.compile(HOST_LABEL_CLASS + "+")
_ASCII_HOST = frozenset("-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_LINK_STARTS = ("http://", "https://", "www.")
_MAX_PORT_DIGITS = 5
_MAX_PORT = 0xFFFF
_TLD_CACHE_SIZE = 1024

#: ASCII characters that join the pieces of one token: ``key=value``, ``path/to``, ``%2F``,
#: ``C:\\dir``, ``a&b``, ``a+b`` (``_`` joins only inside a word, see :func:`joins_token`).
TOKEN_JOINERS = frozenset("=/\\%&+")
#: Characters after a TLD that make it part of a longer token (``a.com@b.org`` is an email).
TOKEN_CONTINUERS = (TOKEN_JOINERS - {"/"}) | {"@"}
#: The fullwidth forms of the token joiners and of ``@``: UTS #46 maps them to ASCII URL
#: syntax, so a browser reading ``https://bücher.de＠evil.com`` reads one (invalid) host,
#: and no second link may start at them.
FULLWIDTH_JOINERS = frozenset("＝／＼％＆＋＠")


def tld_candidates(text: str) -> re.Pattern[str]:
    """:data:`TLD_CANDIDATE`, or for ``text`` that holds no label dot but ``.`` the same
    pattern with ``.`` written as a literal, which the engine finds by a substring search
    instead of trying a character class at every character."""
    if any(dot in text for dot in _OTHER_LABEL_DOTS):
        return TLD_CANDIDATE
    return _FULL_STOP_CANDIDATE


@lru_cache(maxsize=_TLD_CACHE_SIZE)
def _unicode_tld(label: str) -> str | None:
    try:
        mapped = idna.uts46_remap(label, std3_rules=False)
    except (idna.IDNAError, ValueError):
        return None
    return mapped if mapped in TLDS else None


def tld_of(label: str) -> str | None:
    """The top-level domain in IANA's list that ``label`` spells, in lower case, or ``None``.

    A label is read as UTS #46 reads it: ``COM``, ``ｃｏｍ``, ``c\\u00adom`` and ``рф`` are
    ``com``, ``com``, ``com`` and ``рф``.
    """
    if label.isascii():
        lowered = label.lower()
        return lowered if lowered in TLDS else None
    return _unicode_tld(label)


def ascii_tld(tld: str) -> str:
    """A top-level domain in the ASCII form a browser sends (UTS #46 ToASCII): ``рф`` is
    ``xn--p1ai``, ``ＣＯＭ`` is ``com``; a label the host reader rejects is lower-cased."""
    return ascii_host(tld) or tld.lower()


def latin_tld_before_cjk(label: str) -> str | None:
    """The TLD a label starts with when ASCII letters turn into Han, Kana or Hangul right
    after it, else ``None``: a bare domain in Japanese, Chinese or Korean text ends where
    the script changes (``bitcoincore.orgから`` ends at ``org``;
    ``docs/modes.md#hosts-starts-and-ends``)."""
    index = 0
    while index < len(label) and label[index].isascii() and label[index].isalnum():
        index += 1
    if index == 0 or index == len(label) or not is_cjk_letter(label[index]):
        return None
    if lookalike_inside_token(label, index, len(label)):
        return None
    return tld_of(label[:index])


def cjk_host_start(text: str, start: int, dot: int) -> int:
    """Where a host found back to ``start`` begins when CJK letters run into its ASCII
    first label: at the first ASCII letter or digit after the last CJK letter
    (``リリースバイナリをbitcoincore.org`` begins at ``b``;
    ``docs/modes.md#hosts-starts-and-ends``). A label written in CJK
    throughout (``请访问例子.中国``) keeps the whole run, as UTS #58 reads it."""
    index = dot
    while index > start and text[index - 1].isascii():
        index -= 1
    if index < dot and index > start and text[index].isalnum() and is_cjk_letter(text[index - 1]):
        return index
    return start


def lookalike_inside_token(text: str, index: int, limit: int) -> bool:
    """Whether the character at ``index`` looks like URL syntax
    (:data:`~md_autolinks.engine.unicode_props.SYNTAX_LOOKALIKES`: ``∕ ﹫ ‐ ․ ノ``, ...) and
    stands inside one token: a character that is not white space on each side (before
    ``limit``). A reader takes ``https://paypal.com∕evil.com/login`` for one URL, so no
    link ends or starts at such a character. A look-alike that is a CJK letter or
    fullwidth punctuation (``ノ``, ``・``, ``：``) does not count next to another CJK letter
    or mark (``ノート``, ``詳細・https://…``) nor before ``http://``, ``https://`` or ``www.``
    (``URL：https://…``), since CJK text runs words and links into it
    (docs/security.md#guaranteed)."""
    ch = text[index]
    if ch not in SYNTAX_LOOKALIKES or index == 0 or index + 1 >= limit:
        return False
    before, after = text[index - 1], text[index + 1]
    if before.isspace() or after.isspace():
        return False
    if _cjk_form(ch):
        if _cjk_text(before) or _cjk_text(after):
            return False
        return not text[index + 1 : index + 9].lower().startswith(_LINK_STARTS)
    return True


def _cjk_form(ch: str) -> bool:
    return is_cjk_letter(ch) or ch in CJK_MARKS or ch == "\uff65"


def _cjk_text(ch: str) -> bool:
    return _cjk_form(ch) and ch not in SYNTAX_LOOKALIKES


def invisible_end(text: str, index: int, limit: int) -> int:
    """The offset after the run of invisible characters (:func:`is_invisible`) at ``index``
    (not past ``limit``)."""
    while index < limit and is_invisible(text[index]):
        index += 1
    return index


def invisible_in_token(text: str, index: int, step: int, limit: int) -> bool:
    """Whether the run of invisible characters (:func:`is_invisible`) at ``index`` (going
    ``step`` = -1 back or +1 forward) reaches a visible character that is not white space:
    the invisible run stands inside one token."""
    while 0 <= index < limit and is_invisible(text[index]):
        index += step
    return 0 <= index < limit and not text[index].isspace()


def is_host(ch: str) -> bool:
    """Whether the character ``ch`` may be part of a host (see :func:`is_host_char`)."""
    return ch in _ASCII_HOST or (ch >= "\x80" and is_host_char(ord(ch)))


def _is_word_char(ch: str) -> bool:
    """A letter, mark, digit or connector of any script; a code point this Python's
    ``unicodedata`` does not know (Cn: assigned in a later Unicode version, or not yet) is
    taken for one too, so that no link starts or ends at a character whose class depends on
    the interpreter."""
    if ch.isascii():
        return ch.isalnum()
    category = unicodedata.category(ch)
    return category[0] in "LMN" or category in ("Pc", "Cn")


def _glues(ch: str) -> bool:
    return ch in TOKEN_JOINERS or ch in FULLWIDTH_JOINERS or _is_word_char(ch) or is_host(ch)


def joins_token(text: str, index: int) -> bool:
    """Whether a link starting at ``index`` would start inside a token.

    Rule: a link (its scheme, or its host when it has none) never starts right after a
    letter, mark, digit or connector punctuation of any script (the same word), a host
    character (the window cut a host), one of ``= / \\ % & +`` (``key=value.com``,
    ``path/to/file.md``, ``udp%3A%2F%2Ftracker.example.com``, ``git+https://``), ``::``
    (``Foo::Bar.pm``), or a run of ``_`` that follows such a character (``foo_bar.com``,
    ``status\\_codes.py``), a fullwidth joiner or ``＠`` (:data:`FULLWIDTH_JOINERS`), or an
    invisible character that follows a visible one (``pay\\u200epal.com`` is one token to
    the eye: no link starts at ``pal``). A ``_`` run that opens the token is an emphasis mark
    (``_example.com_``); spaces, quotes, brackets and other punctuation may come before a
    link too. A link beginning with an ASCII letter or digit may start right after a CJK
    letter (:func:`~md_autolinks.engine.unicode_props.is_cjk_letter`), as Chinese, Japanese and
    Korean write links against their text (``请访问https://example.cn``).
    """
    if index <= 0:
        return False
    ch = text[index - 1]
    if is_invisible(ch):
        return invisible_in_token(text, index - 1, -1, len(text))
    if lookalike_inside_token(text, index - 1, len(text)):
        return True
    if index < len(text) and is_cjk_letter(ch) and text[index].isascii() and text[index].isalnum():
        return False
    if ch == "_":
        while index > 0 and text[index - 1] == "_":
            index -= 1
        return index > 0 and _glues(text[index - 1])
    if _glues(ch):
        return True
    return ch == ":" and index >= 2 and text[index - 2] == ":"


def glued_after(text: str, index: int, limit: int) -> bool:
    """Whether the host candidate ending at ``index`` runs on into a longer token.

    Rule: a host never ends right before a letter, mark, digit or connector punctuation of
    any script, ``@`` (``me.info@example.com`` is one email), one of ``= \\ % & +``,
    ``::``, a fullwidth joiner or ``＠`` (:data:`FULLWIDTH_JOINERS`), an invisible
    character followed by a visible one (``www.pay\u200epal.com`` is not ``www.pay``), or a
    run of ``_`` followed by such a character (``www.foo_bar.com`` is not ``www.foo``); a
    ``_`` run that closes the token is an emphasis mark. A host ending in an ASCII letter may
    end right before a CJK letter (``bitcoincore.orgから``).
    """
    if index >= limit:
        return False
    ch = text[index]
    if ch in FULLWIDTH_JOINERS or lookalike_inside_token(text, index, limit):
        return True
    if is_invisible(ch):
        return invisible_in_token(text, index, 1, limit)
    if is_cjk_letter(ch) and index > 0 and text[index - 1].isascii():
        return False
    if ch == "_":
        while index < limit and text[index] == "_":
            index += 1
        return index < limit and (_glues(text[index]) or text[index] in TOKEN_CONTINUERS)
    if ch in TOKEN_CONTINUERS or _is_word_char(ch):
        return True
    return text.startswith("::", index)


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


def without_ignored(label: str) -> str:
    """``label`` without the characters UTS #46 ignores, as a browser reads it."""
    if label.isascii():
        return label
    return "".join(ch for ch in label if not _ignored(ch))


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
    while ignored_end < limit and _ignored(text[ignored_end]):
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


@dataclass
class HostScanner:
    """Backward host scans and label checks over one text, memoised to stay linear.

    A backward scan over host characters that reaches the start of an earlier scan continues
    where that one stopped; label checks resume where the previous check stopped. ``floor``
    is the first offset a host may start at (the scan window's start): label checks begin
    there, so scanning the tail of a long text costs the length of the tail. With
    ``symbols``, the symbols and conjoining jamo browsers accept in a host are host
    characters too (:func:`~md_autolinks.engine.unicode_props.is_symbol_host_char`).
    """

    text: str
    floor: int = 0
    symbols: bool = False
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
        scan_from = self._scan_from
        while index > floor:
            if index == scan_from:
                index = max(self._scan_reach, floor)
                break
            ch = text[index - 1]
            if (
                ch not in _ASCII_HOST
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
        if start >= end or text[start] == "-" or text[start] in LABEL_DOTS:
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
