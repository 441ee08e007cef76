"""The uts58 scanner: the walk over a text from top-level domain to top-level domain that
reads hosts (:mod:`.hosts`), emails (:mod:`.email`), user info (:mod:`.user_info`), URLs
without a top-level domain (:mod:`.literal_urls`) and where each link ends
(:mod:`.termination`) (UTS #58 sections 3 and 5)."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from functools import cache
from typing import ClassVar

from ... import bare_domains
from ...bidi import outside_overrides
from ...hrefs import encode_href_ascii_host
from ...model import Link, LinkKind, NearMiss, new_link
from ...needles import Needle
from ...options import Options
from ...unicode_props import IGNORED_CLASS, LABEL_DOTS
from ..base import Scanner
from .email import email_link, email_refusal
from .hosts import (
    ASCII_HOST_CHARS,
    HostScanner,
    ascii_tld_of,
    cjk_host_start,
    holds_tld,
    host_end,
    labels_valid_alone,
    latin_tld_before_cjk,
    skip_ignored,
    tld_candidates,
    tld_of,
    trim_ignored,
    without_ignored,
)
from .literal_urls import literal_triggers, literal_urls, merge_literals
from .prose import QUOTE_PAIRS, ClosingQuotes, bare_host_start, symbol_inside_host
from .termination import PARTS, ascii_parts_end, terminate
from .tokens import glued_after, joins_token, other_scheme_before, token_start
from .user_info import USER_INFO_RULE, UserInfoScan, user_info_start

SCHEMES = ("https://", "http://")
_ASCII_TLD_FIRST = "A-Za-z"
"""The class of a top-level domain's first character in ASCII text: a letter."""
_ASCII_TLD_CANDIDATE = re.compile(f"\\.([{_ASCII_TLD_FIRST}][-0-9A-Za-z]*)")
""":data:`~.hosts.TLD_CANDIDATE` in ASCII text, where a TLD starts with a letter."""
#: The scheme a link written without one gets: UTS #58 section 3 treats a scheme-less
#: domain as an https URL (the reference implementation reports it as ``https``).
IMPLIED_SCHEME = "https://"


@cache
def _ascii_host_ends() -> frozenset[str]:
    """The ASCII characters that end a host right after its top-level domain whatever comes
    next: no trailing label dot or further label (:func:`~.hosts.host_end`), no port or user
    info (``:``), nothing that glues the host to a longer token
    (:func:`~.tokens.glued_after`, asked of each character). There the host ends at the TLD
    with no user info and nothing glued, as :func:`~.hosts.host_end`,
    :meth:`~.user_info.UserInfoScan.at_after` and :func:`~.tokens.glued_after` would answer.
    Built on first use."""
    return frozenset(
        [
            ch
            for ch in map(chr, range(128))
            if ch not in LABEL_DOTS and ch not in ":_" and not glued_after(ch, 0, 1)
        ]
    )


@cache
def _ascii_plain_starts() -> frozenset[str]:
    """The ASCII characters that, right before a link's start, neither join it to a longer
    token (:func:`~.tokens.joins_token`, asked of each character) nor open a quotation
    (:data:`~.prose.QUOTE_PAIRS`, which :class:`~.prose.ClosingQuotes` reads): after one of
    them, :func:`_token_refusal` has no join to find and the link no closing mark to stop
    at. ``_`` and ``:``, whose answer depends on the characters before them, are left out.
    Built on first use."""
    return frozenset(
        [
            ch
            for ch in map(chr, range(128))
            if ch not in "_:" and ch not in QUOTE_PAIRS and not joins_token(ch, 1)
        ]
    )


@cache
def _ascii_token_breaks() -> frozenset[str]:
    """The characters of :func:`_ascii_plain_starts` that end a token
    (:func:`~.tokens.token_start`, asked of each): a link right after one starts its
    token, which then holds no scheme before it (:func:`~.tokens.other_scheme_before`).
    Built on first use."""
    return frozenset([ch for ch in _ascii_plain_starts() if token_start(ch + "a", 1, 0) == 1])


@cache
def _ascii_link_end() -> re.Pattern[str]:
    """Where :func:`~.termination.terminate` ends a link whose host ends before a character
    of :func:`_ascii_host_ends`, in the common case: at the host's end (the end of the
    window, or a character that initiates no part) or at the end of group ``parts`` of
    :func:`~.termination.ascii_parts_end`; no match elsewhere. Built on first use."""
    ends = sorted(_ascii_host_ends().difference(PARTS))
    return re.compile(f"{ascii_parts_end().pattern}|(?=[{re.escape(''.join(ends))}])|\\Z")


@cache
def _ascii_scheme_link() -> re.Pattern[str]:
    """A link's host after ``://`` and where its path ends, in one match, where the walk
    reads it as one ASCII host ending at its last label, in the common case: labels of the
    ASCII host characters but the label dot (:data:`~.hosts.ASCII_HOST_CHARS`), none of
    them empty, the last (group 1) starting as a top-level domain candidate does
    (:data:`_ASCII_TLD_CANDIDATE`), then a character of :func:`_ascii_host_ends` that is
    no host character, or the end; then :func:`_ascii_link_end` (group ``parts``).
    Possessive runs only. Built on first use."""
    label = re.escape("".join(sorted(ASCII_HOST_CHARS.difference("."))))
    ends = re.escape("".join(sorted(_ascii_host_ends().difference(ASCII_HOST_CHARS))))
    return re.compile(
        f"(?:[{label}]++\\.)++([{_ASCII_TLD_FIRST}][{label}]*+)"
        f"(?=[{ends}]|\\Z)(?:{_ascii_link_end().pattern})"
    )


_SCHEME_LENGTHS = tuple([(scheme, len(scheme)) for scheme in SCHEMES])


def _scheme_start(text: str, host_start: int, floor: int) -> int:
    """``http://`` or ``https://`` directly before the host joins the link (any case)."""
    if host_start - 3 < floor or text[host_start - 3 : host_start] != "://":
        return host_start
    for scheme, length in _SCHEME_LENGTHS:
        begin = host_start - length
        if begin >= floor and (
            (written := text[begin:host_start]) == scheme or written.lower() == scheme
        ):
            return begin
    return host_start


Refusal = NearMiss
"""Another name of :class:`~md_autolinks.engine.model.NearMiss`, the one record of a refused
candidate, for code that calls the scanner's refusals by it."""


BAD_LABEL_RULE = "its host has an empty label or one that starts or ends with '-'"
BAD_HOST_RULE = "its host is not one browsers accept (UTS #46)"


SYMBOL_HOST_RULE = (
    "a symbol before it is part of the host a browser reads: a link on the rest would go "
    "to another host (symbols are host characters only at bare_domains: all)"
)


_OTHER_SCHEME = re.compile(r"([A-Za-z][-+.0-9A-Za-z]*)://\Z")


def _joined_refusal(text: str, start: int, end: int, host_start: int) -> NearMiss:
    """The refusal of a host that the character before ``start`` joins to a longer token;
    after a scheme other than ``http://`` and ``https://`` (``ftp://``, ``gopher://``), the
    whole URL is refused for its scheme."""
    scheme = _OTHER_SCHEME.search(text, max(0, start - 32), start)
    if scheme is not None:
        rule = f"uts58 links only http:// and https:// URLs, not {scheme.group(1)}://"
        return NearMiss(scheme.start(), end, LinkKind.URL, rule)
    rule = f"{text[start - 1]!r} before it joins it to a longer token"
    return NearMiss(start, end, _kind_at(text, host_start), rule)


def _kind_at(text: str, host_start: int) -> LinkKind:
    """``www`` for a host written with ``www.``, else ``url``."""
    return LinkKind.WWW if text[host_start : host_start + 4].lower() == "www." else LinkKind.URL


def _token_refusal(
    text: str,
    floor: int,
    link_start: int,
    domain_start: int,
    path_end: int,
    *,
    may_join: bool,
    ascii_window: bool = False,
) -> NearMiss | None:
    """Why the web link from ``link_start`` to ``path_end`` is no whole token, or ``None``:
    a symbol before a scheme-less host is part of the host a browser reads
    (:data:`SYMBOL_HOST_RULE`), the character before it joins it to a longer token
    (:func:`~.tokens.joins_token`, asked only where it ``may_join``: not where a prose stop
    moved its start, nor after a character of :func:`_ascii_plain_starts`), or it is a
    piece of a URI of another scheme (:func:`~.tokens.other_scheme_before`). In an
    ``ascii_window`` no symbol stands before the host."""
    scheme_less = link_start == domain_start
    if scheme_less and not ascii_window and symbol_inside_host(text, domain_start, floor):
        begin = token_start(text, domain_start, floor)
        return NearMiss(begin, path_end, LinkKind.URL, SYMBOL_HOST_RULE)
    if may_join and joins_token(text, link_start):
        return _joined_refusal(text, link_start, path_end, domain_start)
    scheme = other_scheme_before(text, link_start, floor) if scheme_less else None
    if scheme is not None:
        rule = f"it is a piece of a {scheme}: URI, which uts58 does not link"
        return NearMiss(link_start, path_end, _kind_at(text, domain_start), rule)
    return None


_Window = tuple[str, int, int, re.Pattern[str], bool, int]
"""The window of one scan, read once for each walk over it (see :meth:`Uts58Scanner._walk`):
the text, its floor and limit, the pattern of its top-level domain candidates, whether it
is ASCII, and where its first candidate starts."""


class _Walk(HostScanner):
    """One scan of :class:`Uts58Scanner`: the text and window, the links and refusals found,
    ``floor`` (no host is read back past it: the end of the last candidate),
    ``position`` (where the search for the next top-level domain resumes) and ``dots`` (the
    label dots whose hosts were read, in order); ``scheme_links`` counts its links that are
    ASCII and start at an ``http://`` or ``https://`` (:func:`_scheme_start`). Made only for
    a window that holds a top-level domain candidate; its
    :class:`~.user_info.UserInfoScan` only once a host is followed by more than
    :func:`_ascii_host_ends` lets end it (:meth:`user_info_scan`), its
    :class:`~.prose.ClosingQuotes` only once a link does not start after a character of
    :func:`_ascii_plain_starts` (:meth:`closing_quotes`). The walk is the
    :class:`~.hosts.HostScanner` of its text too (its hosts' starts and labels, memoised),
    so a scan makes one object where it made two."""

    __slots__ = (
        "ascii",
        "dots",
        "floor",
        "limit",
        "links",
        "literals",
        "next_literal",
        "position",
        "quotes",
        "refused",
        "scheme_links",
        "user_info",
    )

    def __init__(
        self,
        window: _Window,
        refused: list[NearMiss] | None,
        literals: list[Link],
        symbols: bool,
    ) -> None:
        text, floor, limit, _, ascii_window, _ = window
        HostScanner.__init__(self, text, floor, symbols)
        self.floor = self.position = floor
        self.limit = limit
        self.refused = refused
        self.literals = literals
        self.next_literal = 0
        self.user_info: UserInfoScan | None = None
        self.quotes: ClosingQuotes | None = None
        self.links: list[Link] = []
        self.dots: list[int] = []
        self.ascii = ascii_window
        self.scheme_links = 0

    def closing_quotes(self) -> ClosingQuotes:
        """The walk's :class:`~.prose.ClosingQuotes`, made on first use."""
        quotes = self.quotes
        if quotes is None:
            quotes = self.quotes = ClosingQuotes(self.text, self.limit)
        return quotes

    def user_info_scan(self) -> UserInfoScan:
        """The walk's :class:`~.user_info.UserInfoScan`, made on first use."""
        scan = self.user_info
        if scan is None:
            scan = self.user_info = UserInfoScan(self.text, self.limit)
        return scan

    def read_inside(self, literals: list[Link]) -> bool:
        """Whether the host of one of the label dots the walk read (:attr:`dots`, in order)
        lies inside one of ``literals``: a walk that knew them would have skipped that dot
        and gone on from the literal's end, as this walk did past every other dot there."""
        dots = self.dots
        for literal in literals:
            index = bisect_left(dots, literal.start)
            if index < len(dots) and dots[index] < literal.end:
                return True
        return False

    def skip_to(self, end: int) -> None:
        """Leave the candidate behind: nothing before ``end`` is read again."""
        self.floor = self.position = end if end > self.position else self.position

    def inside_literal(self, dot: int) -> bool:
        """Whether ``dot`` lies in a literal URL (``http://10.0.0.1/a.b``); the search then
        resumes after it."""
        literals = self.literals
        while self.next_literal < len(literals) and literals[self.next_literal].end <= dot:
            self.next_literal += 1
        if self.next_literal < len(literals) and literals[self.next_literal].start <= dot:
            self.position = max(self.position, literals[self.next_literal].end)
            return True
        return False


class Uts58Scanner(Scanner):
    """Links of UTS #58 (Unicode Link Detection and Formatting, version 17.0).

    URLs (section 3): a host found from an IANA top-level domain (``example.com``,
    ``foo.pф``, ``xn--j1ay.xn--p1ai``), with ``http://`` or ``https://`` before it joining
    the link, an optional port, then path, query and fragment up to the termination rule of
    :func:`terminate`. A trailing dot with no part after it is left out. Emails (section 5):
    a host right after ``@`` with a valid Link_Email local part, and a ``mailto:`` before it;
    emphasis marks or quotes on both sides stay outside it (``**me@a.com**``).

    Hosts are read as browsers read them (WHATWG URL, UTS #46 non-transitional): host
    characters are those UTS #46 keeps, maps or ignores into IDNA2008-valid code points
    (``straße.de``, ``ｐｙｔｈｏｎ．ｏｒｇ``, ``pay\\u00adpal.com``; not quotes, brackets, CJK
    punctuation or symbols, which end a host), and a host browsers reject is not linked. A
    link is a whole token or nothing: it never starts or ends inside a word or another token
    (:func:`~md_autolinks.engine.scanners.uts58.tokens.joins_token`,
    :func:`~md_autolinks.engine.scanners.uts58.tokens.glued_after`), so ``foo_bar.com``,
    ``key=value.com`` and ``path/to/file.md`` give no link rather than one on another host.
    docs/modes.md lists where this departs from Unicode's reference code.

    Kinds: a link with a scheme is ``url``; one without starting ``www.`` is ``www``; other
    scheme-less domains are ``url``; emails are ``email``. ``href`` is the link text, with
    ``https://`` added to scheme-less links (the implied scheme of UTS #58) and ``mailto:``
    to emails that lack it, the host in its IDNA ASCII form and the rest percent-encoded
    (:func:`~md_autolinks.engine.hrefs.encode_href_ascii_host`), as browsers send them.

    Options: ``bare_domains`` decides which scheme-less links other than ``www.`` hosts are
    made (:func:`md_autolinks.engine.bare_domains.wanted`: ``"prose"``, the default, those a writer
    means; ``"all"``, every one, as UTS #58's reference; ``"none"``, none);
    ``exclude_tlds`` makes no scheme-less link whose TLD is in the set. A host that is not
    linked for these reasons is still skipped whole, so nothing inside it is linked instead.

    Every kind is an ``INLINE_KINDS`` kind: UTS #58 URLs may hold ``*`` and ``_``, so a
    Markdown front end claims them before emphasis, and an email must be claimed in the
    same pass, or its domain would be taken for a bare-domain URL first.
    """

    READS_DECODED_TEXT: ClassVar[bool] = True
    INLINE_KINDS: ClassVar[frozenset[LinkKind]] = frozenset(LinkKind)
    NEEDLES: ClassVar[dict[LinkKind, str]] = dict.fromkeys(
        LinkKind, f"[{LABEL_DOTS}]{IGNORED_CLASS}*[^\\W\\d_]"
    )
    """Every link but a URL to an IP address or a host without a top-level domain
    (:data:`SCHEME_NEEDLE`) ends its host with a label dot and a top-level domain, which
    starts with a letter (IANA's TLDs, ``xn--`` ones included), maybe after characters
    UTS #46 ignores; emails too. ``Hello. World`` has none."""
    ASCII_NEEDLES: ClassVar[dict[LinkKind, str]] = dict.fromkeys(LinkKind, r"\.[A-Za-z]")
    """The needle in ASCII text, where nothing is ignored and only ``.`` is a label dot."""
    NARROWED_NEEDLES = (
        LABEL_DOTS.replace(".", ""),
        dict.fromkeys(LinkKind, f"\\.{IGNORED_CLASS}*[^\\W\\d_]"),
    )
    """The needle in text where ``.`` is the only label dot."""
    SCHEME_NEEDLE: ClassVar[str] = "://"
    """A further alternative of the needle when URLs are linked: a URL to an IP address or a
    host without a top-level domain (:func:`~.literal_urls.literal_urls`) holds no label dot
    before a letter, but its ``://``. A literal, found by a substring search."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self._ascii_host_ends = _ascii_host_ends()
        self._ascii_link_end = _ascii_link_end().match
        self._ascii_scheme_link = _ascii_scheme_link().match
        self._scheme_parts_group = _ascii_scheme_link().groupindex["parts"]
        self._parts_group = _ascii_link_end().groupindex["parts"]
        self._ascii_plain_starts = _ascii_plain_starts()
        self._ascii_token_breaks = _ascii_token_breaks()
        self._urls = LinkKind.URL in self.kinds
        if self._urls:
            kinds = [kind for kind in LinkKind if kind in self.kinds]
            extra = [self.SCHEME_NEEDLE]
            dots, narrowed = self.NARROWED_NEEDLES
            self.needles = Needle(
                [self.NEEDLES[kind] for kind in kinds] + extra,
                [self.ASCII_NEEDLES[kind] for kind in kinds] + extra,
                (dots, [narrowed[kind] for kind in kinds] + extra),
            )
            self.needle = self.needles.pattern

    def has_candidate(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether ``text[start:end]`` holds a label dot followed by a label that is in
        IANA's list of top-level domains, or starts with one that CJK letters follow
        (:func:`~.hosts.latin_tld_before_cjk`): every UTS #58 link ends its host with
        one, and the scanner reads each TLD inside the text it is found in.
        Text with ``://`` may hold a URL to an IP address or a host without a top-level
        domain. In ASCII text without a scheme, ``@`` or ``www.``, only a scheme-less link can be
        made, so the TLD must also be one ``bare_domains`` may link
        (:func:`~md_autolinks.engine.bare_domains.may_be_meant_ascii`; none at ``"none"``)."""
        stop = len(text) if end is None else end
        if self._urls and text.find("://", start, stop) >= 0:
            return True
        if text.isascii() or (stop - start < len(text) and text[start:stop].isascii()):
            return self._ascii_candidate(text, start, stop)
        for match in tld_candidates(text).finditer(text, start, stop):
            dot = match.start()
            label = text[dot + 1 : trim_ignored(text, dot + 1, match.end())]
            if tld_of(label) is not None or latin_tld_before_cjk(label) is not None:
                return True
        return False

    def _ascii_candidate(self, text: str, start: int, stop: int) -> bool:
        """:meth:`has_candidate` for ASCII text (:func:`~.hosts.holds_tld` first)."""
        if not holds_tld(text, start, stop):
            return False
        level = self.options.bare_domains
        if level == "all" or text.find("://", start, stop) >= 0 or text.find("@", start, stop) >= 0:
            return True
        lowered = text[start:stop].lower()
        if "www." in lowered:
            return True
        return level == "prose" and bare_domains.any_may_be_meant_ascii(
            text[start:stop], lowered, bare_domains.LOWER_TLD_LABEL.findall(lowered)
        )

    def candidate_test(self) -> Callable[[str], bool]:
        """:meth:`has_candidate` for whole texts, after a substring search for a label dot
        (``.`` in ASCII text, then a dot before a letter), which most texts of prose lack:
        front ends call it on every text node."""
        has_candidate = self.has_candidate
        ascii_candidate = _ASCII_TLD_CANDIDATE.search

        def may_hold_link(text: str) -> bool:
            if "://" in text:
                return has_candidate(text)
            if text.isascii():
                return "." in text and ascii_candidate(text) is not None and has_candidate(text)
            return any(dot in text for dot in LABEL_DOTS) and has_candidate(text)

        return may_hold_link

    def iter_links(
        self,
        text: str,
        start: int = 0,
        end: int | None = None,
        *,
        overridden: list[tuple[int, int]] | None = None,
    ) -> Iterator[Link]:
        """Yield the UTS #58 links of ``text[start:end]``, sorted and non-overlapping.

        The window's edges act as the ends of the text: a host is not scanned back past
        ``start`` and a link is not terminated past ``end``. A candidate that is rejected
        (invalid host, host glued to its token, bad local part, option) is skipped with all
        it would have covered, so no shorter link on another host appears inside it. The
        links come as one list: front ends call this for every run of text holding a needle.
        """
        return iter(self._scan(text, start, end, None, overridden))

    def refusals(self, text: str) -> list[NearMiss]:
        """The candidates of ``text`` this scanner refuses for their shape, whatever the
        options (a domain glued to its token, an invalid host or local part, a URL's user
        info), each with the rule in words: the same walk as :meth:`iter_links`, so the
        two never disagree on what a candidate is."""
        refused: list[NearMiss] = []
        self._scan(text, 0, None, refused)
        return refused

    def _scan(
        self,
        text: str,
        start: int,
        end: int | None,
        refused: list[NearMiss] | None,
        overridden: list[tuple[int, int]] | None = None,
    ) -> list[Link]:
        """The walk behind :meth:`iter_links` and :meth:`refusals`: from each label dot
        before a top-level domain, the walk (:meth:`_walk`) reads the host around it as a
        URL's user info, an email or a web link; literal URLs
        (:func:`~.literal_urls.literal_urls`) are merged in, and nothing under an open
        override is kept.

        Literal URLs are looked for only where the walk, made first without them, leaves an
        ``http://`` or ``https://`` unlinked: where the window holds more ``://`` than the
        walk's ASCII links that start at an ``http://`` or ``https://``
        (:attr:`_Walk.scheme_links`), at :func:`~.literal_urls.literal_triggers`; the
        walk is made again around them only when it read a host from a dot inside one
        (:meth:`_Walk.read_inside`), so the links are always those of a walk that knew the
        literal URLs from the start. An ASCII window with a ``://`` is first offered to
        :meth:`_ascii_links_at_once`, which reads plain scheme URLs without the walk.
        Where the window holds no top-level domain candidate
        (:data:`_ASCII_TLD_CANDIDATE` in an ASCII window, else
        :func:`~.hosts.tld_candidates`), the walk would read nothing: only literal URLs are
        looked for there, and only if the window holds the :data:`SCHEME_NEEDLE` every
        one of them holds. An ASCII window holds no directional override, so
        :func:`~md_autolinks.engine.bidi.outside_overrides` is asked only of the others and
        of a window with the ``overridden`` spans of an earlier reading."""
        length = len(text)
        limit = length if end is None or end > length else end
        floor = start if start > 0 else 0
        ascii_window = text.isascii() or (
            (floor > 0 or limit < length) and text[floor:limit].isascii()
        )
        override_free = ascii_window and overridden is None
        candidates = _ASCII_TLD_CANDIDATE if ascii_window else tld_candidates(text)
        first = candidates.search(text, floor, limit)
        if first is None:
            if not self._urls or text.find(self.SCHEME_NEEDLE, floor, limit) < 0:
                return []
            links = literal_urls(text, floor, limit, refused)
            return (
                links if override_free else outside_overrides(text, links, floor, limit, overridden)
            )
        window = (text, floor, limit, candidates, ascii_window, first.start())
        colon = text.find(self.SCHEME_NEEDLE, floor, limit) if self._urls else -1
        alone = None
        if colon >= 0 and ascii_window and refused is None:
            alone = self._ascii_links_at_once(text, floor, limit, window[5], colon)
        if alone is not None:
            links = alone
        elif not self._urls:
            links = self._walk(window, refused, []).links
        else:
            literals = literal_urls(text, floor, limit, refused) if refused is not None else []
            walk = self._walk(window, refused, literals)
            if (
                refused is None
                and colon >= 0
                and text.count(self.SCHEME_NEEDLE, floor, limit) > walk.scheme_links
            ):
                triggers = literal_triggers(text, floor, limit, walk.links)
                if triggers:
                    literals = literal_urls(text, floor, limit, None, triggers)
                if literals and walk.read_inside(literals):
                    walk = self._walk(window, None, literals)
            links = merge_literals(walk.links, literals) if literals else walk.links
        return links if override_free else outside_overrides(text, links, floor, limit, overridden)

    def _ascii_links_at_once(
        self, text: str, floor: int, limit: int, first: int, colon: int
    ) -> list[Link] | None:
        """The walk's links of the ASCII window ``text[floor:limit]`` whose first top-level
        domain candidate starts at ``first`` and first ``://`` at ``colon``, read without
        the walk where the window holds nothing but plain ``http://`` and ``https://`` URLs
        for it to link, else ``None`` (the walk then reads the window).

        Each ``://`` in turn is a link's, with no top-level domain among the candidates
        before its host since the last link (:func:`~.hosts.holds_tld`); its scheme found
        by :func:`_scheme_start` (from the last link's end on, so never a ``://`` inside
        it) after a character of :func:`_ascii_plain_starts` or at the text's start (no
        join, no closing mark); its host and path one match of :func:`_ascii_scheme_link`
        (every candidate in the host but the last is a label dot :func:`~.hosts.host_end`
        passes, the last ends it), the host's labels valid
        (:func:`~.hosts.labels_valid_alone`, asked only of a host with a ``-``: the match
        leaves no empty label) and its last label a top-level domain; the link made by
        :meth:`_url`. After the last link, no candidate is a top-level domain. Each ``://``
        then starts a link of the walk, so no literal URL is looked for."""
        links: list[Link] = []
        while True:
            host_begin = colon + 3
            if first <= host_begin and holds_tld(text, floor, colon):
                return None
            link_start = _scheme_start(text, host_begin, floor)
            if link_start == host_begin or (
                link_start > 0 and text[link_start - 1] not in self._ascii_plain_starts
            ):
                return None
            link = self._ascii_scheme_link(text, host_begin, limit)
            if (
                link is None
                or (tld := ascii_tld_of(link[1])) is None
                or (
                    text.find("-", host_begin, tld_end := link.end(1)) >= 0
                    and not labels_valid_alone(text, host_begin, tld_end)
                )
            ):
                return None
            path_end = link.end(self._scheme_parts_group)
            if path_end < 0:
                path_end = tld_end
            url = self._url(text, link_start, host_begin, path_end, tld)
            if url is None:
                return None
            links.append(url)
            colon = text.find(self.SCHEME_NEEDLE, host_begin, limit)
            candidate = _ASCII_TLD_CANDIDATE.search(text, path_end, limit)
            if colon < 0:
                return links if candidate is None or not holds_tld(text, path_end, limit) else None
            floor = path_end
            first = limit if candidate is None else candidate.start()

    def _walk(self, window: _Window, refused: list[NearMiss] | None, literals: list[Link]) -> _Walk:
        """The walk from top-level domain to top-level domain over ``window`` (the text,
        ``floor``, ``limit``, the pattern of its top-level domain candidates, whether it is
        ASCII, where its first candidate starts), outside the ``literals``, done. A window
        that is ASCII is searched with the ASCII pattern, whatever stands outside it.

        Each label dot after ``walk.position`` that a top-level domain follows, outside the
        literal URLs and not at the floor, has its host read: a TLD of IANA's list
        (:func:`~.hosts.tld_of`) or one that CJK letters follow
        (:func:`~.hosts.latin_tld_before_cjk`). The candidates come from one search from
        the window's first candidate (which :meth:`_scan` found) on, until one comes
        before ``walk.position`` (a host read moved it past what it covers): the search
        starts again from there. A candidate's label holds no label
        dot, so the candidates a search yields past any offset are those one started there
        would.

        The host whose last label dot is ``dot`` is skipped with a URL's user info after it
        (:meth:`_user_info`), refused when a character after it glues it to a longer token
        (:func:`~.tokens.glued_after`), else read as an email's domain after ``@``
        (:meth:`_email`) or a web link's host (:meth:`_web_link`). In the common case the
        character after the TLD ends the host (:func:`_ascii_host_ends`), which answers
        those tests at once."""
        text, _, limit, candidates, ascii_window, search_from = window
        walk = _Walk(window, refused, literals, self.options.bare_domains == "all")
        dots, host_start, host_ends = walk.dots, walk.host_start, self._ascii_host_ends
        while True:
            for match in candidates.finditer(text, search_from, limit):
                dot, label_end = match.span()
                if dot < walk.position:
                    break
                walk.position = label_end
                if (literals and walk.inside_literal(dot)) or dot <= walk.floor:
                    continue
                label = match[1]
                if ascii_window or label.isascii():
                    tld_end = label_end
                    tld = ascii_tld_of(label)
                else:
                    tld_end = trim_ignored(text, dot + 1, label_end)
                    tld = tld_of(without_ignored(text[dot + 1 : tld_end]))
                    if tld is None:
                        tld = latin_tld_before_cjk(text[dot + 1 : tld_end])
                        if tld is not None:
                            tld_end = walk.position = dot + 1 + len(tld)
                if tld is None:
                    continue
                dots.append(dot)
                ended = tld_end == limit or text[tld_end] in host_ends
                if ended:
                    link_end = tld_end
                else:
                    end = host_end(text, tld_end, limit)
                    if end is None:
                        continue
                    link_end = end
                    at = walk.user_info_scan().at_after(tld_end, link_end)
                    if at is not None:
                        self._user_info(walk, dot, at)
                        continue
                    if glued_after(text, link_end, limit):
                        if (
                            walk.refused is not None
                            and (begin := host_start(dot, walk.floor)) != dot
                        ):
                            rule = f"{text[link_end]!r} after it joins it to a longer token"
                            walk.refused.append(NearMiss(begin, link_end, LinkKind.URL, rule))
                        continue
                domain_start = host_start(dot, walk.floor)
                if domain_start == dot:
                    continue
                if domain_start > 0 and text[domain_start - 1] == "@":
                    self._email(walk, domain_start - 1, tld_end, link_end)
                else:
                    self._web_link(walk, dot, domain_start, link_end, tld, plain_end=ended)
            else:
                return walk
            search_from = walk.position

    @staticmethod
    def _user_info(walk: _Walk, dot: int, at: int) -> None:
        """Skip the whole URL whose host, ending at the label dot ``dot``, is followed by
        user info ending at the ``@`` at ``at`` (:data:`~.user_info.USER_INFO_RULE`)."""
        host_begin = walk.host_start(dot, walk.floor)
        begin = _scheme_start(walk.text, host_begin, walk.floor)
        walk.skip_to(walk.user_info_scan().url_end(at))
        if walk.refused is not None and host_begin != dot:
            kind = LinkKind.URL if begin < host_begin else _kind_at(walk.text, host_begin)
            walk.refused.append(Refusal(begin, walk.floor, kind, USER_INFO_RULE))

    def _email(self, walk: _Walk, at: int, tld_end: int, link_end: int) -> None:
        """The email whose domain follows the ``@`` at ``at`` (UTS #58 section 5), unless
        the ``@`` ends a URL's user info, which skips the URL."""
        text, floor = walk.text, walk.floor
        scheme_start = user_info_start(text, at, floor)
        if scheme_start is not None:
            walk.skip_to(terminate(text, link_end, walk.limit))
            if walk.refused is not None:
                walk.refused.append(
                    NearMiss(scheme_start, walk.floor, LinkKind.URL, USER_INFO_RULE)
                )
            return
        link = None
        valid = walk.labels_valid(at + 1, link_end)
        if valid:
            link = email_link(text, at, tld_end, floor, self.options.bare_domains)
        if walk.refused is not None and link is None:
            refusal = email_refusal(text, at, tld_end, floor, valid=valid)
            if refusal is not None:
                walk.refused.append(refusal)
        walk.skip_to(link_end)
        if link is not None and LinkKind.EMAIL in self.kinds:
            walk.links.append(link)

    def _web_link(
        self,
        walk: _Walk,
        dot: int,
        domain_start: int,
        link_end: int,
        tld: str,
        *,
        plain_end: bool = False,
    ) -> None:
        """The URL, ``www.`` link or bare domain whose host runs from ``domain_start`` to
        ``link_end``. Its start: the host's start after any CJK letters
        (:func:`~.hosts.cjk_host_start`), an ``http://`` or ``https://`` before it, below
        ``bare_domains: "all"`` a scheme-less host's start in prose
        (:func:`~.prose.bare_host_start`; nothing when no host is left). Its end: the end of
        its path (:func:`~.termination.terminate`, :class:`~.prose.ClosingQuotes`) without a
        trailing label dot. Then refused if it is no whole token (:func:`_token_refusal`;
        a start that a prose stop moved is never joined) or its labels are invalid, else
        linked if the options want it (:meth:`_url`). One call per candidate host: the
        walk's common case. With ``plain_end`` (the host ends before a character of
        :func:`_ascii_host_ends`) the link's end is read in one match where it can be
        (:func:`_ascii_link_end`); where the host, its dot and the character before it are
        ASCII too, no CJK letter, ``。``, symbol or ignored character moves the host's start,
        and after a character of :func:`_ascii_token_breaks` (or the window's start) the
        link is a whole token with no scheme before it: :func:`_token_refusal` is not asked."""
        text, floor, limit = walk.text, walk.floor, walk.limit
        after_stop = False
        ascii_host = plain_end and (
            walk.ascii or text[max(domain_start - 1, floor) : dot + 1].isascii()
        )
        if ascii_host:
            link_start = _scheme_start(text, domain_start, floor)
        else:
            domain_start = cjk_host_start(text, domain_start, dot)
            link_start = _scheme_start(text, domain_start, floor)
            if link_start == domain_start and self.options.bare_domains != "all":
                bare_start = bare_host_start(text, domain_start, dot)
                if bare_start > dot:
                    return
                after_stop = bare_start > domain_start
                domain_start = link_start = bare_start
        plain_start = ascii_host and (
            link_start == 0 or text[link_start - 1] in self._ascii_plain_starts
        )
        closing = limit if plain_start else (walk.quotes or walk.closing_quotes()).after(link_start)
        tail = (
            self._ascii_link_end(text, link_end, limit) if plain_end and closing == limit else None
        )
        if tail is None:
            parts_end = terminate(text, link_end, limit, link_start, closing)
        elif (parts_end := tail.end(self._parts_group)) < 0:
            parts_end = link_end
        path_end = parts_end if parts_end < closing else closing
        if path_end == link_end and text[link_end - 1] in LABEL_DOTS:
            path_end -= 1
        refusal = (
            None
            if plain_start
            and (
                link_start < domain_start
                or link_start <= floor
                or text[link_start - 1] in self._ascii_token_breaks
            )
            else _token_refusal(
                text,
                floor,
                link_start,
                domain_start,
                path_end,
                may_join=not (after_stop or plain_start),
                ascii_window=ascii_host,
            )
        )
        walk.skip_to(path_end)
        if refusal is not None:
            if walk.refused is not None:
                walk.refused.append(refusal)
            return
        if link_start == domain_start and not ascii_host:
            domain_start = link_start = skip_ignored(text, domain_start, dot)
        if not walk.labels_valid(domain_start, link_end):
            if walk.refused is not None:
                kind = _kind_at(text, domain_start)
                walk.refused.append(NearMiss(link_start, path_end, kind, BAD_LABEL_RULE))
            return
        url = self._url(text, link_start, domain_start, path_end, tld)
        if url is not None:
            walk.links.append(url)
            if link_start < domain_start and (walk.ascii or url.text.isascii()):
                walk.scheme_links += 1
        elif walk.refused is not None and self._host_refused(text, domain_start, link_end):
            kind = _kind_at(text, domain_start)
            walk.refused.append(NearMiss(link_start, path_end, kind, BAD_HOST_RULE))

    @staticmethod
    def _host_refused(text: str, host_start: int, host_end: int) -> bool:
        """Whether browsers refuse the host ``text[host_start:host_end]`` (UTS #46)."""
        return encode_href_ascii_host("https://" + text[host_start:host_end], 8) is None

    def _url(self, text: str, begin: int, host_start: int, end: int, tld: str) -> Link | None:
        """The link from ``begin`` to ``end`` whose host starts at ``host_start``: a URL
        when a scheme stands before the host, else of the kind the host is written as
        (:func:`_kind_at`), if the options want it; its href as browsers send it."""
        link_text = text[begin:end]
        if begin < host_start:
            kind, href, host_offset = LinkKind.URL, link_text, host_start - begin
        else:
            kind = _kind_at(text, host_start)
            if kind is LinkKind.WWW:
                wanted = self.options.bare_domains == "all" or not bare_domains.is_reserved(
                    bare_domains.scheme_less_host(link_text)
                )
            else:
                wanted = bare_domains.wanted(self.options.bare_domains, text, begin, end)
            if not wanted:
                return None
            if bare_domains.tld_excluded(tld, self.options.exclude_tlds):
                return None
            href, host_offset = IMPLIED_SCHEME + link_text, len(IMPLIED_SCHEME)
        if kind not in self.kinds:
            return None
        ascii_href = encode_href_ascii_host(href, host_offset)
        return None if ascii_href is None else new_link(begin, end, kind, ascii_href, link_text)
