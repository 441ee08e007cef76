"""Where uts58 departs from UTS #58 for text people write: how a link ends in prose of any
script, and which URLs with a scheme link without a top-level domain.

Each rule is one of the departures listed in ``docs/modes.md#departures-from-uts-58``; the
scanner (:mod:`md_autolinks.engine.scanners.uts58`) calls them at the points named in their
docstrings. Every function reads a bounded stretch of text around one candidate, so a scan
stays linear.
"""

from __future__ import annotations

import ipaddress
import re

from ..hosts import ascii_host
from ..unicode_props import CJK_FULL_STOPS, is_cjk_letter, is_invisible, is_symbol_host_char

#: Ellipses and long dashes: in running text they stand between a link and the next words
#: (``https://a.org/docs/…``, ``——https://a.org/——``, ``https://a.org/x—see below``), and no
#: URL a writer copies holds one. They end a path, query or fragment wherever they stand.
ENDING_MARKS = frozenset("…‥⋯—―")
#: The en dash joins words inside titles (``wiki/Mexican–American_War``): it stays inside a
#: link when something that stays follows it, and is left out at the link's end.
SOFT_DASHES = frozenset("–")

#: Opening quotation marks and the closing marks that pair with each: a link right after an
#: opening mark ends at the first closing mark of its pair, which the link does not cross
#: (``“https://예시.한국/안내”를`` ends before ``”``).
QUOTE_PAIRS: dict[str, str] = {
    "“": "”",
    "‘": "’",
    "«": "»",
    "»": "«",
    "„": "“”",
    "‚": "‘’",
    "‹": "›",
    "›": "‹",
    "「": "」",
    "『": "』",
    "〝": "〞〟",
    '"': '"',
    "＂": "＂",
}

_MAX_IPV6 = 48
_ENDS_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
_PORT = re.compile(r":([0-9]{1,5})")
_ASCII_HOST_RUN = re.compile(r"[-.0-9A-Za-z]+")
_NUMERIC_LABEL = re.compile(r"(?:[0-9]+|0[xX][0-9A-Fa-f]*)\Z")
_LABEL = re.compile(r"[0-9A-Za-z](?:[-0-9A-Za-z]{0,61}[0-9A-Za-z])?\Z")


def continues_script(ch: str) -> bool:
    """Whether ``ch`` is a visible letter of a script that writes its words against each
    other without spaces (Han, Kana, Hangul, Bopomofo: the letters of
    :func:`~md_autolinks.engine.unicode_props.is_cjk_letter`; not the invisible Hangul
    fillers, which stay inside a token)."""
    return is_cjk_letter(ch) and not is_invisible(ch)


def ends_ascii_path(text: str, index: int, path_is_ascii: bool) -> bool:
    """Whether the character at ``index`` ends a path, query or fragment that has been
    ASCII so far: a letter of Han, Kana or Hangul right after an ASCII letter or digit
    (``https://docs.python.org/3/library를``, ``…/index.htmlで確認``) is a word of the
    sentence written against the link. A path written in the script keeps its words: the
    rule does not apply once a non-ASCII character stands in the path
    (``…/wiki/東京``, ``…/wiki/フィンセント・ファン・ゴッホ``), nor to a word that starts a
    segment (after ``/``, ``=``, ``_``, ``(``) or follows a percent escape, unless that
    word is a Korean particle that ends the token (:func:`korean_particle_end`:
    ``https://opensource.org/를``). See
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``."""
    if not path_is_ascii or index == 0:
        return False
    before = text[index - 1]
    if not before.isascii() or _ENDS_ESCAPE.match(text, index - 3, index):
        return False
    if not before.isalnum():
        return korean_particle_end(text, index) is not None
    return continues_script(text[index])


#: Korean particles (josa) that follow a noun, a URL among them, with no space between.
KOREAN_PARTICLES = frozenset({
    "를", "을", "에", "에서", "에서는", "에서도", "의", "로", "으로", "은", "는", "이", "가",
    "와", "과", "도", "에게", "까지", "부터", "라는", "이라는", "처럼", "보다", "만", "에는",
    "으로는", "로는", "이나", "나", "이며", "며", "이고", "고", "입니다", "이다",
})  # fmt: skip
_MAX_PARTICLE = max(map(len, KOREAN_PARTICLES))


def korean_particle_end(text: str, index: int) -> int | None:
    """The end of the run of Hangul syllables at ``index`` when it is one of
    :data:`KOREAN_PARTICLES` and ends the token (white space, punctuation or the end of
    the text after it), else ``None``: ``https://docs.python.org/3/에서 확인`` ends before
    ``에서``, while a title after ``/`` (``…/wiki/서울``) stays in the link."""
    end = index
    while end < len(text) and end - index <= _MAX_PARTICLE and "\uac00" <= text[end] <= "\ud7a3":
        end += 1
    if end == index or text[index:end] not in KOREAN_PARTICLES:
        return None
    if end < len(text) and (text[end].isalnum() or text[end] in "/?#"):
        return None
    return end


def quoted_end(text: str, link_start: int, end: int) -> int:
    """``end`` moved back to the first closing quotation mark inside ``text[link_start:end]``
    that pairs with an opening mark right before ``link_start`` (:data:`QUOTE_PAIRS`): the
    quotes bracket the link (``“https://예시.한국/안내”를``). See
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``."""
    if link_start == 0:
        return end
    closers = QUOTE_PAIRS.get(text[link_start - 1])
    if closers is None:
        return end
    for closer in closers:
        found = text.find(closer, link_start, end)
        if found > link_start:
            end = found
    return end


def bare_host_start(text: str, host_start: int, dot: int) -> int:
    """Where a host written without a scheme or ``www.`` starts, when ``。`` or ``｡`` ends a
    sentence: after the last of them before the top-level domain's dot ``dot``, or
    ``dot + 1`` (no host) when that dot is one. In running text these marks end sentences
    (``…歓迎します。PRを…``, ``目的地：北京。香港。``); writers put an ASCII dot in a domain
    they write out. See ``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``."""
    if text[dot] in CJK_FULL_STOPS:
        return dot + 1
    for index in range(dot - 1, host_start - 1, -1):
        if text[index] in CJK_FULL_STOPS:
            return index + 1
    return host_start


def symbol_inside_host(text: str, host_start: int, floor: int) -> bool:
    """Whether the character before ``host_start`` is a symbol browsers read as part of a
    host (:func:`~md_autolinks.engine.unicode_props.is_symbol_host_char`) with a host
    character or ``//`` before it: the host a browser reads runs on through the symbol
    (``https://py♥thon.org`` is one host), so a link on the part after it would go
    elsewhere. See ``docs/modes.md#a-link-is-a-whole-token-or-nothing``."""
    index = host_start
    while index > floor and text[index - 1] >= "\x80" and is_symbol_host_char(ord(text[index - 1])):
        index -= 1
    if index in (host_start, floor):
        return False
    before = text[index - 1]
    return before == "/" or before.isalnum() or before in "-."


def literal_host_end(text: str, host_start: int, limit: int) -> int | None:
    """The end of a host right after ``scheme://`` that UTS #58's initiation (a top-level
    domain of IANA's list) does not find, when a browser opens it as written: an IPv4
    address in its usual dotted form (``127.0.0.1``), an IPv6 address in brackets
    (``[::1]``), or ASCII labels whose last is not a top-level domain nor a number
    (``localhost``, ``intranet``, ``app.internal``). ``None`` for anything else, a host
    whose last label is a top-level domain included (the scanner's initiation reads
    those). See ``docs/modes.md#every-url-a-developer-types``."""
    from .domains import tld_of

    if host_start >= limit:
        return None
    if text[host_start] == "[":
        close = text.find("]", host_start, min(limit, host_start + _MAX_IPV6))
        if close < 0:
            return None
        try:
            ipaddress.IPv6Address(text[host_start + 1 : close])
        except ValueError:
            return None
        return close + 1
    run = _ASCII_HOST_RUN.match(text, host_start, limit)
    if run is None:
        return None
    host_end = run.end()
    host = run.group().rstrip(".")
    if host_end < limit and (text[host_end] > "\x7f" or text[host_end] in "_@"):
        return None
    labels = host.split(".")
    if all(label.isdigit() for label in labels):
        return host_end if len(labels) == 4 and ascii_host(host) == host else None
    if tld_of(labels[-1]) is not None or _NUMERIC_LABEL.match(labels[-1]):
        return None
    if not all(_LABEL.match(label) for label in labels) or ascii_host(host) is None:
        return None
    return host_start + len(host)


def port_end(text: str, index: int, limit: int) -> int | None:
    """The end of ``:port`` at ``index`` (at most five digits, up to 65535), ``index`` when
    no ``:`` stands there or one ends the sentence (``http://localhost: the server``), or
    ``None`` for a port browsers refuse or a ``:`` that a word follows."""
    if index >= limit or text[index] != ":":
        return index
    port = _PORT.match(text, index, limit)
    if port is None:
        after = text[index + 1 : index + 2]
        return index if not after or after.isspace() or not after.isalnum() else None
    if int(port.group(1)) > 0xFFFF:
        return None
    if port.end() < limit and text[port.end()].isdigit():
        return None
    return port.end()
