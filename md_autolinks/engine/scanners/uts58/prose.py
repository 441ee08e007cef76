"""Where uts58 departs from UTS #58 for text people write: how a link ends in prose of any
script.

Each rule is one of the departures listed in ``docs/modes.md#departures-from-uts-58``; the
scanner (:mod:`md_autolinks.engine.scanners.uts58.scanner`) and the termination
(:mod:`md_autolinks.engine.scanners.uts58.termination`) call them at the points named in
their docstrings. Every function reads a bounded stretch of text around one candidate, so a
scan stays linear.
"""

from __future__ import annotations

import re

from ...unicode_props import (
    CJK_FULL_STOPS,
    is_attaching_letter,
    is_invisible,
    is_symbol_host_char,
    is_unspaced_letter,
)

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

_ENDS_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


def sentence_end_before(text: str, index: int) -> bool:
    """Whether ``。`` or ``｡`` right before ``index`` ends a sentence that a URL with
    ``http://`` or ``https://`` (any case) at ``index`` follows: no host continues across
    it, so the URL starts there (``详见文档。https://docs.python.org/3/``). See
    ``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``."""
    return (
        index > 0
        and text[index - 1] in CJK_FULL_STOPS
        and text[index : index + 8].lower().startswith(("http://", "https://"))
    )


def continues_script(ch: str) -> bool:
    """Whether ``ch`` is a visible letter of a script whose writers attach words to a name
    with no space between (Han, Kana, Hangul, Bopomofo, Thai, Lao, Khmer, Myanmar, the
    Indic scripts: :func:`~md_autolinks.engine.unicode_props.is_attaching_letter`; not the
    invisible Hangul fillers, which stay inside a token)."""
    return is_attaching_letter(ch) and not is_invisible(ch)


def written_against(text: str, link_start: int) -> bool:
    """Whether the link starting at ``link_start`` is written right after a letter of a
    script written without spaces (:func:`~md_autolinks.engine.unicode_props.is_unspaced_letter`:
    ``詳しくはhttps://…``, ``你可以把https://…``): its writer bounds it by the change of
    script, not by spaces, on both sides."""
    return link_start > 0 and is_unspaced_letter(text[link_start - 1])


def ends_ascii_path(text: str, index: int, path_is_ascii: bool, against: bool = False) -> bool:
    """Whether the character at ``index`` ends a path, query or fragment that has been
    ASCII so far: a letter of a script that attaches words (:func:`continues_script`) right
    after an ASCII letter or digit (``https://docs.python.org/3/library를``,
    ``…/index.htmlで確認``, ``…/libraryలో``) is a word of the sentence written against
    the link. A path written in the script keeps its words: the rule does not apply once a
    non-ASCII character stands in the path (``…/wiki/東京``,
    ``…/wiki/フィンセント・ファン・ゴッホ``), nor to a word that starts a segment (after
    ``/``, ``=``, ``_``, ``(``) or follows a percent escape, unless that word is a Korean
    particle that ends the token (:func:`korean_particle_end`:
    ``https://opensource.org/를``), or the link is written ``against`` a letter of a
    script written without spaces (:func:`written_against`) and the word follows ``/``:
    ``詳しくはhttps://docs.python.org/ja/3/で読めます`` ends after ``3/``, while
    ``https://zh.wikipedia.org/wiki/北京 了解``, set apart by a space, keeps ``北京``. See
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``."""
    if not path_is_ascii or index == 0:
        return False
    before = text[index - 1]
    if not before.isascii() or _ENDS_ESCAPE.match(text, index - 3, index):
        return False
    if not before.isalnum():
        if against and before == "/" and is_unspaced_letter(text[index]):
            return True
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


class ClosingQuotes:
    """The closing quotation marks of one text up to ``limit``, for the links of one scan.

    Rule: a link right after an opening mark (:data:`QUOTE_PAIRS`) ends at the first closing
    mark of its pair after its first character, which it does not cross: the quotes bracket
    the link (``“https://예시.한국/안내”를``). See
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``. Each mark's next place is
    remembered, so the links of one scan, read left to right, search the text once per mark
    (a text of quoted links glued together stays linear)."""

    __slots__ = ("_found", "limit", "text")

    def __init__(self, text: str, limit: int) -> None:
        self.text = text
        self.limit = limit
        self._found: dict[str, tuple[int, int]] = {}

    def after(self, link_start: int) -> int:
        """Where the closing mark of the link starting at ``link_start`` stands, or
        ``limit`` when no opening mark is right before it or none of its closing marks
        follows; the link ends there or before
        (:func:`~md_autolinks.engine.scanners.uts58.termination.terminate`'s ``enough``)."""
        if link_start == 0:
            return self.limit
        closers = QUOTE_PAIRS.get(self.text[link_start - 1])
        if closers is None:
            return self.limit
        end = self.limit
        for closer in closers:
            found = self._next(closer, link_start)
            if link_start < found < end:
                end = found
        return end

    def _next(self, closer: str, start: int) -> int:
        """The first ``closer`` at or after ``start`` (``limit`` when none), searched again
        only when ``start`` is past the last one found or before the last search's start."""
        searched, found = self._found.get(closer, (self.limit, self.limit))
        if not searched <= start <= found:
            found = self.text.find(closer, start, self.limit)
            if found < 0:
                found = self.limit
            self._found[closer] = (start, found)
        return found


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
