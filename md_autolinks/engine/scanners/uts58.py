"""UTS #58 link detection: initiation and termination of URLs, plus emails (sections 3, 5)."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import ClassVar

from .. import bare_domains
from ..bidi import outside_overrides
from ..hosts import ascii_host
from ..hrefs import encode_href, encode_href_ascii_host
from ..model import Link, LinkKind, NearMiss
from ..needles import Needle
from ..options import Options
from ..unicode_props import (
    CJK_FULL_STOPS,
    CJK_MARKS,
    CJK_OPENERS,
    IGNORED_CLASS,
    LABEL_DOTS,
    TLDS,
    LinkTerm,
    is_invisible,
    link_bracket,
    link_term,
)
from .base import Scanner
from .domains import (
    HostScanner,
    ascii_tld,
    cjk_host_start,
    glued_after,
    host_end,
    invisible_end,
    joins_token,
    latin_tld_before_cjk,
    skip_ignored,
    tld_candidates,
    tld_of,
    trim_ignored,
    without_ignored,
)
from .uts58_email import (
    email_href,
    email_start,
    enclosing_marks_start,
    local_part_start,
    local_part_valid,
)
from .uts58_prose import (
    ENDING_MARKS,
    SOFT_DASHES,
    bare_host_start,
    ends_ascii_path,
    literal_host_end,
    port_end,
    quoted_end,
    symbol_inside_host,
)

#: The deepest bracket nesting the termination algorithm tracks (UTS #58 section 3).
MAX_OPEN_BRACKETS = 125
SCHEMES = ("https://", "http://")
_ASCII_TLD_CANDIDATE = re.compile(r"\.([A-Za-z][-0-9A-Za-z]*)")
""":data:`~.domains.TLD_CANDIDATE` in ASCII text, where a TLD starts with a letter."""
#: The scheme a link written without one gets: UTS #58 section 3 treats a scheme-less
#: domain as an https URL (the reference implementation reports it as ``https``).
IMPLIED_SCHEME = "https://"
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
_INCLUDE_RUN = re.compile(
    "["
    + re.escape(
        "".join(
            chr(code)
            for code in range(0x21, 0x7F)
            if link_term(code) is LinkTerm.INCLUDE and chr(code) not in _PART_SYNTAX
        )
    )
    + "]+"
)
"""A run of ASCII Include characters that no part treats specially (no terminator,
clear-stack character or start of ``:~:``): each is safe and changes nothing else, so
:func:`terminate` passes the run in one step."""

#: The parts after the host, keyed by their initiator.
PARTS: dict[str, Part] = {
    "/": Part("path", "?#", "/"),
    "?": Part("query", "#", "=&"),
    "#": Part("fragment", "", "", FRAGMENT_DIRECTIVE),
}


def _ascii_of(term: LinkTerm, part: Part) -> str:
    return re.escape(
        "".join(
            chr(code)
            for code in range(0x21, 0x7F)
            if link_term(code) is term and chr(code) not in part.terminators
        )
    )


_FREE_RUNS = {
    part.name: re.compile(
        f"(?:[{_ascii_of(LinkTerm.SOFT, part)}]*+[{_ascii_of(LinkTerm.INCLUDE, part)}]++)++"
    )
    for part in PARTS.values()
}
"""Per part, while no bracket is open: ASCII Include and Soft characters that are not the
part's terminators, ending in an Include one. Clearing an empty stack changes nothing, each
Soft character is followed by something safe, so :func:`terminate` passes the run in one
step and its last character is safe."""


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


def terminate(text: str, start: int, limit: int) -> int:
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
    or Hangul letter right after an ASCII letter or digit ends it
    (:mod:`~md_autolinks.engine.scanners.uts58_prose`,
    ``docs/modes.md#a-link-ends-where-the-writers-word-ends``).
    """
    if start >= limit or text[start] not in PARTS:
        return start
    part = PARTS[text[start]]
    last_safe = start if text[start] == "?" else start + 1
    stack: list[int] = []
    cuts: list[int] = []
    cut = limit
    index = start + 1
    path_is_ascii = True
    include_run = _INCLUDE_RUN.match
    while index < limit:
        run = include_run(text, index, limit) if stack else _FREE_RUNS[part.name].match(
            text, index, limit
        )
        if run is not None:
            index = last_safe = run.end()
            continue
        ch = text[index]
        if ch in part.terminators:
            part = PARTS[ch]
            index += 1
            if ch != "?":
                last_safe = index
            continue
        if ch in part.clear_stack or (
            part.clear_sequence and text.startswith(part.clear_sequence, index)
        ):
            stack.clear()
            if cuts:
                cut = min(cut, *cuts)
                cuts.clear()
        if ch >= "\u3000" and _cjk_mark_ends(text, index, start, limit):
            break
        if ch > "\x7f":
            if ch in ENDING_MARKS or ends_ascii_path(text, index, path_is_ascii):
                break
            path_is_ascii = False
            if ch in SOFT_DASHES:
                index += 1
                continue
        cp = ord(ch)
        term = link_term(cp)
        if term is LinkTerm.INCLUDE:
            last_safe = index + 1
        elif term is LinkTerm.HARD:
            if not is_invisible(ch):
                break
            visible = invisible_end(text, index, limit)
            if visible == limit or text[visible].isspace():
                break
            index = visible
            continue
        elif term is LinkTerm.OPEN:
            if len(stack) == MAX_OPEN_BRACKETS:
                break
            stack.append(cp)
            cuts.append(index if ch in CJK_OPENERS and text[index - 1].isascii() else limit)
            last_safe = index + 1
        elif term is LinkTerm.CLOSE:
            if not stack or stack.pop() != link_bracket(cp):
                break
            cuts.pop()
            last_safe = index + 1
        index += 1
    return min(last_safe, cut, *cuts)


_PIECE = 4096


def _holds_tld(text: str, start: int, stop: int) -> bool:
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


_SCHEME_CHARS = frozenset("+-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def user_info_start(text: str, at: int, floor: int) -> int | None:
    """Where the ``scheme://`` begins whose user info the ``@`` at offset ``at`` ends, or
    ``None`` when that ``@`` is not inside a URL's authority.

    Rule (WHATWG URL, authority state): scanning back from ``@`` over characters that are
    neither white space nor ``/ ? # \\``, the text reaches ``scheme://``. Such a host is a
    URL's, never an email's: ``https://user:pass@bücher.de/konto`` holds no email, and
    ``https://user@пример.рф@evil.com`` goes to ``evil.com``. The engine links neither
    (``docs/modes.md#hosts-starts-and-ends``): a user info shows a host the link does not
    go to.
    """
    index = at
    while index > floor and not text[index - 1].isspace() and text[index - 1] not in "/?#\\":
        index -= 1
    if index - floor < 3 or text[index - 3 : index] != "://":
        return None
    begin = index - 3
    while begin > floor and text[begin - 1] in _SCHEME_CHARS:
        begin -= 1
    return begin if begin < index - 3 and text[begin].isalpha() else None


_AUTHORITY_REST = re.compile(r"[^\s/?#\\@]*")
_AUTHORITY = re.compile(r"[^\s/?#\\]*")


class UserInfoScan:
    """Finds the ``@`` that ends a URL's user info after a host and a ``:``, reading each
    character of the text once however many hosts ask (the scans move forward).

    Rule (WHATWG URL, authority state): a host followed by ``:`` and then, before white
    space or ``/ ? # \\``, an ``@`` is user info (``https://paypal.com:x@evil.com/login``,
    ``www.paypal.com:443@evil.com/x``): the URL goes to the host after the last ``@``.
    """

    def __init__(self, text: str, limit: int) -> None:
        self.text = text
        self.limit = limit
        self._from = -1
        self._stop = -1

    def at_after(self, tld_end: int, host_end: int) -> int | None:
        """The ``@`` that ends the user info of the host whose TLD ends at ``tld_end`` and
        whose port, if any, ends at ``host_end``, or ``None``."""
        text = self.text
        if host_end < self.limit and text[host_end] == ":":
            colon = host_end
        else:
            colon = text.find(":", tld_end, host_end)
            if colon < 0:
                return None
        index = colon + 1
        if not self._from <= index <= self._stop:
            rest = _AUTHORITY_REST.match(text, index, self.limit)
            self._from, self._stop = index, rest.end() if rest else index
        stop = self._stop
        return stop if stop < self.limit and text[stop] == "@" else None

    def url_end(self, at: int) -> int:
        """Where the URL whose user info ends at the ``@`` at ``at`` ends: after the rest
        of its authority (the last ``@`` names the host) and its path, query and
        fragment (:func:`terminate`)."""
        authority = _AUTHORITY.match(self.text, at + 1, self.limit)
        return terminate(self.text, authority.end() if authority else at + 1, self.limit)


def _scheme_start(text: str, host_start: int, floor: int) -> int:
    """``http://`` or ``https://`` directly before the host joins the link (any case)."""
    for scheme in SCHEMES:
        begin = host_start - len(scheme)
        if begin >= floor and text[begin:host_start].lower() == scheme:
            return begin
    return host_start


Refusal = NearMiss
"""Another name of :class:`~md_autolinks.engine.model.NearMiss`, the one record of a refused
candidate, for code that calls the scanner's refusals by it."""


USER_INFO_RULE = (
    "a URL with user info ('user@') is not linked: it shows a host the link does not go to"
)
BAD_LABEL_RULE = "its host has an empty label or one that starts or ends with '-'"
BAD_HOST_RULE = "its host is not one browsers accept (UTS #46)"


SYMBOL_HOST_RULE = (
    "a symbol before it is part of the host a browser reads: a link on the rest would go "
    "to another host (symbols are host characters only at bare_domains: all)"
)
_SCHEME_TRIGGER = re.compile(r"(?i)https?://")
_DEFAULT_PORTS = {"http://": ":80", "https://": ":443"}
"""The port a browser leaves out of an href for each scheme (WHATWG URL, special schemes)."""
_AUTHORITY_STOP = re.compile(r"[\s/?#\\]")


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


def _without_default_port(scheme: str, rest: str) -> str:
    """``rest`` (what follows a host) without the scheme's default port, as ada-url writes
    an href: ``:80/x`` after ``http://`` is ``/x``."""
    port = _DEFAULT_PORTS[scheme]
    if rest.startswith(port) and not rest[len(port) : len(port) + 1].isdigit():
        return rest[len(port) :]
    return rest


def _token_start(text: str, index: int, floor: int) -> int:
    """The start of the white-space-delimited token holding ``index``."""
    while index > floor and not text[index - 1].isspace():
        index -= 1
    return index


def _user_info_at(text: str, host_start: int, limit: int) -> int | None:
    """The last ``@`` of the authority that starts at ``host_start``, if any."""
    stop = _AUTHORITY_STOP.search(text, host_start, limit)
    at = text.rfind("@", host_start, stop.start() if stop else limit)
    return at if at >= 0 else None


def _authority_end(text: str, host_start: int, limit: int) -> int:
    stop = _AUTHORITY_STOP.search(text, host_start, limit)
    return stop.start() if stop else limit


def _merged(links: list[Link], literals: list[Link]) -> list[Link]:
    """``links`` with the ``literals`` that overlap none of them, in order."""
    merged = [*links]
    starts = [link.start for link in links]
    for literal in literals:
        index = bisect_left(starts, literal.start)
        before = links[index - 1] if index else None
        after = links[index] if index < len(links) else None
        if (before is None or before.end <= literal.start) and (
            after is None or after.start >= literal.end
        ):
            merged.append(literal)
    return sorted(merged, key=lambda link: link.start)


def _host_of(link_text: str) -> str:
    """The host of a link written without a scheme: up to a port or a part initiator."""
    end = _HOST_STOP.search(link_text)
    return link_text[: end.start()] if end else link_text


_HOST_STOP = re.compile(r"[:/?#]")


def _kind_at(text: str, host_start: int) -> LinkKind:
    """``www`` for a host written with ``www.``, else ``url``."""
    return LinkKind.WWW if text[host_start : host_start + 4].lower() == "www." else LinkKind.URL


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
    (:func:`~md_autolinks.engine.scanners.domains.joins_token`,
    :func:`~md_autolinks.engine.scanners.domains.glued_after`), so ``foo_bar.com``,
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
    host without a top-level domain (:meth:`_literal_urls`) holds no label dot before a
    letter, but its ``://``. A literal, found by a substring search."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        if LinkKind.URL in self.kinds:
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
        (:func:`~.domains.latin_tld_before_cjk`): every UTS #58 link ends its host with
        one, and the scanner reads each TLD inside the text it is found in.
        Text with ``://`` may hold a URL to an IP address or a host without a top-level
        domain. In ASCII text without a scheme, ``@`` or ``www.``, only a scheme-less link can be
        made, so the TLD must also be one ``bare_domains`` may link
        (:func:`~md_autolinks.engine.bare_domains.may_be_meant_ascii`; none at ``"none"``)."""
        stop = len(text) if end is None else end
        if LinkKind.URL in self.kinds and text.find("://", start, stop) >= 0:
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
        """:meth:`has_candidate` for ASCII text (:func:`_holds_tld` first)."""
        if not _holds_tld(text, start, stop):
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

    def iter_links(self, text: str, start: int = 0, end: int | None = None) -> Iterator[Link]:
        """Yield the UTS #58 links of ``text[start:end]``, sorted and non-overlapping.

        The window's edges act as the ends of the text: a host is not scanned back past
        ``start`` and a link is not terminated past ``end``. A candidate that is rejected
        (invalid host, host glued to its token, bad local part, option) is skipped with all
        it would have covered, so no shorter link on another host appears inside it. The
        links come as one list: front ends call this for every run of text holding a needle.
        """
        return iter(self._scan(text, start, end, None))

    def refusals(self, text: str) -> list[NearMiss]:
        """The candidates of ``text`` this scanner refuses for their shape, whatever the
        options (a domain glued to its token, an invalid host or local part, a URL's user
        info), each with the rule in words: the same walk as :meth:`iter_links`, so the
        two never disagree on what a candidate is."""
        refused: list[NearMiss] = []
        self._scan(text, 0, None, refused)
        return refused

    def _scan(
        self, text: str, start: int, end: int | None, refused: list[NearMiss] | None
    ) -> list[Link]:
        limit = len(text) if end is None else min(end, len(text))
        floor = max(start, 0)
        hosts = HostScanner(text, floor, symbols=self.options.bare_domains == "all")
        user_info = UserInfoScan(text, limit)
        links: list[Link] = []
        candidates = _ASCII_TLD_CANDIDATE if text.isascii() else tld_candidates(text)
        literals = self._literal_urls(text, floor, limit, refused)
        next_literal = 0
        position = floor
        while position < limit:
            match = candidates.search(text, position, limit)
            if match is None:
                break
            dot = match.start()
            position = match.end()
            while next_literal < len(literals) and literals[next_literal].end <= dot:
                next_literal += 1
            if next_literal < len(literals) and literals[next_literal].start <= dot:
                position = max(position, literals[next_literal].end)
                continue
            tld_end = trim_ignored(text, dot + 1, position)
            tld = tld_of(without_ignored(text[dot + 1 : tld_end])) if dot > floor else None
            if tld is None and dot > floor:
                tld = latin_tld_before_cjk(text[dot + 1 : tld_end])
                if tld is not None:
                    tld_end = position = dot + 1 + len(tld)
            if tld is None:
                continue
            link_end = host_end(text, tld_end, limit)
            if link_end is None:
                continue
            at = user_info.at_after(tld_end, link_end)
            if at is not None:
                host_begin = hosts.host_start(dot, floor)
                begin = _scheme_start(text, host_begin, floor)
                floor = position = max(user_info.url_end(at), position)
                if refused is not None and host_begin != dot:
                    kind = LinkKind.URL if begin < host_begin else _kind_at(text, host_begin)
                    refused.append(Refusal(begin, floor, kind, USER_INFO_RULE))
                continue
            if glued_after(text, link_end, limit):
                if refused is not None and (begin := hosts.host_start(dot, floor)) != dot:
                    rule = f"{text[link_end]!r} after it joins it to a longer token"
                    refused.append(NearMiss(begin, link_end, LinkKind.URL, rule))
                continue
            domain_start = hosts.host_start(dot, floor)
            if domain_start == dot:
                continue
            if domain_start > 0 and text[domain_start - 1] == "@":
                at = domain_start - 1
                scheme_start = user_info_start(text, at, floor)
                if scheme_start is not None:
                    floor = position = max(terminate(text, link_end, limit), position)
                    if refused is not None:
                        refused.append(
                            NearMiss(scheme_start, floor, LinkKind.URL, USER_INFO_RULE)
                        )
                    continue
                link = None
                valid = hosts.labels_valid(domain_start, link_end)
                if valid:
                    link = self._email(text, at, tld_end, floor)
                if refused is not None and link is None:
                    self._refuse_email(text, at, tld_end, floor, valid=valid, refused=refused)
                floor = position = max(link_end, position)
                if link is not None and LinkKind.EMAIL in self.kinds:
                    links.append(link)
                continue
            domain_start = cjk_host_start(text, domain_start, dot)
            link_start = _scheme_start(text, domain_start, floor)
            after_stop = False
            if link_start == domain_start and self.options.bare_domains != "all":
                bare_start = bare_host_start(text, domain_start, dot)
                if bare_start > dot:
                    continue
                after_stop = bare_start > domain_start
                domain_start = link_start = bare_start
            path_end = quoted_end(text, link_start, terminate(text, link_end, limit))
            if path_end == link_end and text[link_end - 1] in LABEL_DOTS:
                path_end -= 1
            in_symbol_host = link_start == domain_start and symbol_inside_host(
                text, domain_start, floor
            )
            token_start = _token_start(text, domain_start, floor) if in_symbol_host else 0
            floor = position = max(path_end, position)
            if in_symbol_host:
                if refused is not None:
                    begin = token_start
                    refused.append(NearMiss(begin, path_end, LinkKind.URL, SYMBOL_HOST_RULE))
                continue
            if not after_stop and joins_token(text, link_start):
                if refused is not None:
                    refused.append(_joined_refusal(text, link_start, path_end, domain_start))
                continue
            if link_start == domain_start:
                domain_start = link_start = skip_ignored(text, domain_start, dot)
            if not hosts.labels_valid(domain_start, link_end):
                if refused is not None:
                    refused.append(
                        NearMiss(link_start, path_end, _kind_at(text, domain_start), BAD_LABEL_RULE)
                    )
                continue
            url = self._url(text, link_start, domain_start, path_end, tld)
            if url is not None:
                links.append(url)
            elif refused is not None and self._host_refused(text, domain_start, link_end):
                refused.append(
                    NearMiss(link_start, path_end, _kind_at(text, domain_start), BAD_HOST_RULE)
                )
        if literals:
            links = _merged(links, literals)
        return outside_overrides(text, links, max(start, 0), limit)

    def _literal_urls(
        self, text: str, floor: int, limit: int, refused: list[NearMiss] | None
    ) -> list[Link]:
        """The URLs with ``http://`` or ``https://`` whose host is an IP address or has no
        top-level domain (:func:`~.uts58_prose.literal_host_end`: ``http://localhost:8000/``,
        ``http://[::1]/``, ``http://intranet/wiki``), ended as :func:`terminate` ends a
        link. The scheme must not join a longer token and the host must end at a port, a
        part initiator, white space or punctuation; a user info before it refuses the URL.
        See ``docs/modes.md#every-url-a-developer-types``."""
        if LinkKind.URL not in self.kinds or text.find("://", floor, limit) < 0:
            return []
        found: list[Link] = []
        reach = floor
        for trigger in _SCHEME_TRIGGER.finditer(text, floor, limit):
            begin, host_start = trigger.start(), trigger.end()
            if begin < reach or joins_token(text, begin):
                continue
            at = _user_info_at(text, host_start, limit)
            if at is not None:
                if literal_host_end(text, at + 1, limit) is not None:
                    reach = terminate(text, _authority_end(text, at + 1, limit), limit)
                    if refused is not None:
                        refused.append(NearMiss(begin, reach, LinkKind.URL, USER_INFO_RULE))
                continue
            host_end = literal_host_end(text, host_start, limit)
            if host_end is None:
                continue
            end = port_end(text, host_end, limit)
            if end is None or (end < limit and glued_after(text, end, limit)):
                continue
            end = quoted_end(text, begin, terminate(text, end, limit))
            host = ascii_host(text[host_start:host_end])
            if host is None:
                continue
            scheme = trigger.group().lower()
            rest = _without_default_port(scheme, text[host_end:end])
            href = scheme + host + encode_href(rest)
            found.append(Link(begin, end, LinkKind.URL, href, text[begin:end]))
            reach = end
        return found

    def _refuse_email(
        self, text: str, at: int, end: int, floor: int, *, valid: bool, refused: list[NearMiss]
    ) -> None:
        local_start = local_part_start(text, at, floor, end)
        if not valid:
            rule = "its domain has an empty label or one that starts or ends with '-'"
        elif local_start == at:
            return
        elif not local_part_valid(text, local_start, at, floor):
            rule = "the text before '@' is not a valid local part (UTS #58 section 5)"
        else:
            return
        refused.append(NearMiss(local_start, end, LinkKind.EMAIL, rule))

    @staticmethod
    def _host_refused(text: str, host_start: int, host_end: int) -> bool:
        """Whether browsers refuse the host ``text[host_start:host_end]`` (UTS #46)."""
        return encode_href_ascii_host("https://" + text[host_start:host_end], 8) is None

    def _email(self, text: str, at: int, end: int, floor: int) -> Link | None:
        local_start = local_part_start(text, at, floor, end)
        if not local_part_valid(text, local_start, at, floor):
            return None
        begin = email_start(text, local_start, floor)
        if joins_token(text, enclosing_marks_start(text, begin, floor)):
            return None
        link_text = text[begin:end]
        if self.options.bare_domains != "all" and bare_domains.is_reserved(text[at + 1 : end]):
            return None
        mail_url = email_href(link_text)
        href = encode_href_ascii_host(mail_url, mail_url.rfind("@") + 1)
        return None if href is None else Link(begin, end, LinkKind.EMAIL, href, link_text)

    def _url(self, text: str, begin: int, host_start: int, end: int, tld: str) -> Link | None:
        link_text = text[begin:end]
        if begin < host_start:
            kind, href, host_offset = LinkKind.URL, link_text, host_start - begin
        else:
            kind = _kind_at(text, host_start)
            if kind is LinkKind.WWW:
                wanted = self.options.bare_domains == "all" or not bare_domains.is_reserved(
                    _host_of(link_text)
                )
            else:
                wanted = bare_domains.wanted(self.options.bare_domains, text, begin, end)
            if not wanted:
                return None
            excluded = self.options.exclude_tlds
            if excluded and ascii_tld(tld) in excluded:
                return None
            href, host_offset = IMPLIED_SCHEME + link_text, len(IMPLIED_SCHEME)
        if kind not in self.kinds:
            return None
        ascii_href = encode_href_ascii_host(href, host_offset)
        return None if ascii_href is None else Link(begin, end, kind, ascii_href, link_text)
