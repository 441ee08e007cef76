"""Triggers a mode's scanner tries and refuses, with the rule that refuses each, for
:func:`md_autolinks.explain`.

Each mode's triggers are those its scanner starts from: in gfm and md4c a ``www.``, a
``scheme://`` and an ``@`` with a name before it; in uts58 a label dot before a top-level
domain of IANA's list. A trigger is a near miss when the scanner makes no link from it
under the widest options (every kind, ``bare_domains: all``); what such a link would be
refused for by the options is :mod:`md_autolinks.engine.explain`'s business. A trigger that is
part of a word (``awww.``, ``@`` with nothing that may be a name before it) is not one.
Each finder moves forward through the text once and tries no trigger inside a span already
explained or its own last near miss, so finding them is linear in the length of the text.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .model import LinkKind
from .options import Mode


class NearMiss(NamedTuple):
    """``text[start:end]``, a candidate of kind ``kind`` the scanner refuses by ``rule``."""

    start: int
    end: int
    kind: LinkKind
    rule: str


_TOKEN = re.compile(r"[^\s<]*")
_TRAILING = ".,:;!?*_~'\")]}"


def _token_end(text: str, start: int, least: int) -> int:
    """The end of the white-space-delimited token from ``start``, without trailing
    punctuation, and not before ``least``."""
    match = _TOKEN.match(text, start)
    end = match.end() if match else start
    while end > least and text[end - 1] in _TRAILING:
        end -= 1
    return max(end, least)


class Taken:
    """Spans already explained: whether a new span overlaps one, by binary search."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self.starts = [start for start, _ in ordered]
        self.reach: list[int] = []
        furthest = -1
        for _, end in ordered:
            furthest = max(furthest, end)
            self.reach.append(furthest)

    def overlaps(self, start: int, end: int) -> bool:
        before = bisect_left(self.starts, end)
        return before > 0 and self.reach[before - 1] > start


def near_misses(text: str, mode: Mode, taken: Iterable[tuple[int, int]]) -> list[NearMiss]:
    """The near misses of ``mode`` in ``text`` that overlap none of the ``taken`` spans nor
    each other, sorted by start."""
    finders = {"gfm": _gfm, "md4c": _md4c, "uts58": _uts58}
    already = Taken(taken)
    kept: list[NearMiss] = []
    reach = -1
    for miss in sorted(finders[mode](text, already)):
        if miss.start >= reach and not already.overlaps(miss.start, miss.end):
            kept.append(miss)
            reach = miss.end
    return kept


_GFM_BEFORE_WWW = "\t\n\r *_~("
_GFM_SCHEMES = ("http", "https", "ftp")
_GFM_EMAIL = re.compile(r"@[A-Za-z0-9_/-]*[.][A-Za-z0-9]")
_GFM_EMAIL_LOCAL = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.+-_"
)
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def _gfm(text: str, taken: Taken) -> Iterator[NearMiss]:
    """gfm (cmark-gfm's autolink extension): ``www.`` in a place cmark-gfm does not try or
    without a valid domain, ``http://``, ``https://`` or ``ftp://`` without a valid host,
    another ``scheme://``, and an ``@`` whose address is not a valid email."""
    from .scanners.gfm import match_url, match_www

    limit = len(text)
    last = 0
    www = text.find("www.")
    while www >= 0:
        before = text[www - 1] if www else " "
        if www >= last and not before.isalnum() and not taken.overlaps(www, www + 1):
            rule = None
            if before not in _GFM_BEFORE_WWW:
                rule = (
                    f"{before!r} before it: gfm starts a www link only at the start, after "
                    "white space or after one of * _ ~ ("
                )
            elif match_www(text, www, limit) is None:
                rule = "www. is not followed by a valid domain (one with a dot, and no '_' " \
                    "in its last two labels)"
            if rule is not None:
                last = _token_end(text, www, www + 4)
                yield NearMiss(www, last, LinkKind.WWW, rule)
        www = text.find("www.", www + 4)
    last = 0
    colon = text.find("://")
    while colon >= 0:
        begin = colon
        while begin > last and text[begin - 1] in _ASCII_LETTERS:
            begin -= 1
        scheme = text[begin:colon]
        if scheme and begin >= last and not taken.overlaps(begin, begin + 1):
            rule = None
            if scheme.lower() not in _GFM_SCHEMES:
                rule = f"gfm links only http://, https:// and ftp:// URLs, not {scheme}://"
            elif match_url(text, begin, colon, limit) is None:
                rule = f"no valid host after {scheme}://"
            if rule is not None:
                last = _token_end(text, begin, colon + 3)
                yield NearMiss(begin, last, LinkKind.URL, rule)
        colon = text.find("://", colon + 3)
    last = 0
    for match in _GFM_EMAIL.finditer(text):
        at = match.start()
        begin = at
        while begin > last and text[begin - 1] in _GFM_EMAIL_LOCAL:
            begin -= 1
        if begin < at and not taken.overlaps(at, at + 1):
            last = _token_end(text, at, match.end())
            yield NearMiss(
                begin, last, LinkKind.EMAIL,
                "not a gfm email: the domain after '@' needs a dot and must end in a letter",
            )


def _md4c(text: str, taken: Taken) -> Iterator[NearMiss]:
    """md4c's permissive autolinks: each trigger (``http://``, ``https://``, ``ftp://``,
    ``www.`` in lower case, an ``@`` after a user name) that makes no link, refused for its
    left delimiter, its host, its path or its right delimiter."""
    from .scanners.md4c import (
        _TRIGGERS,
        has_left_delimiter,
        has_right_delimiter,
        match_trigger,
        scan_host,
        scan_url_tail,
        user_name_start,
    )

    limit = len(text)
    triggers = sorted(
        trigger for kind in LinkKind for trigger in _TRIGGERS[kind](text, 0, limit)
    )
    last = 0
    for trigger in triggers:
        before = text[trigger.start - 1] if trigger.start else " "
        if trigger.start < last or taken.overlaps(trigger.mark, trigger.mark + 1):
            continue
        if trigger.kind is not LinkKind.EMAIL and before.isalnum():
            continue
        if match_trigger(text, trigger, limit) is not None:
            continue
        email = trigger.kind is LinkKind.EMAIL
        start, end = trigger.start, None
        written = text[trigger.start : trigger.body]
        if email and not text[trigger.mark - 1].isalnum():
            rule = "the user name must end in a letter or digit right before '@'"
        else:
            if email:
                start = user_name_start(text, trigger.mark)
            host_end = scan_host(text, trigger.body, limit)
            end = host_end if email or host_end is None else scan_url_tail(text, host_end, limit)
            if not has_left_delimiter(text, start):
                rule = (
                    f"{text[start - 1]!r} before it: md4c starts a link only at the start, "
                    "after white space or after one of ( { ["
                )
            elif host_end is None:
                what = "'@'" if email else written
                rule = f"no valid host after {what} (md4c needs two components, as a.com)"
            elif end is None:
                rule = "its path, query or fragment is not one md4c accepts"
            elif not has_right_delimiter(text, end):
                rule = (
                    f"{text[end]!r} after it: md4c ends a link only at white space, the end, "
                    "or before one of ) } ] . ! ? , ;"
                )
            else:
                rule = "md4c makes no link here"
        last = end if end is not None and end > start else _token_end(text, start, trigger.body)
        yield NearMiss(start, last, trigger.kind, rule)


def _uts58(text: str, _taken: Taken) -> Iterator[NearMiss]:
    """UTS #58: a domain (a label dot before an IANA top-level domain, at the end of its
    host) that the scanner refuses whatever the options: joined to the token before or
    after it, with an invalid label or host, or an ``@`` after a local part that is not
    valid. It steps over each candidate whole, as the scanner does, so needs no spans to
    skip."""
    from .hrefs import encode_href_ascii_host
    from .scanners.domains import (
        HostScanner,
        glued_after,
        host_end,
        joins_token,
        tld_candidates,
        tld_of,
        trim_ignored,
    )
    from .scanners.uts58 import _scheme_start, terminate
    from .scanners.uts58_email import local_part_start, local_part_valid
    from .unicode_props import LABEL_DOTS

    limit = len(text)
    hosts = HostScanner(text, 0)
    position = floor = 0
    candidates = tld_candidates(text)
    while position < limit:
        match = candidates.search(text, position, limit)
        if match is None:
            return
        dot = match.start()
        position = match.end()
        tld_end = trim_ignored(text, dot + 1, position)
        if dot <= floor or tld_of(text[dot + 1 : tld_end]) is None:
            continue
        link_end = host_end(text, tld_end, limit)
        if link_end is None:
            continue
        domain_start = hosts.host_start(dot, floor)
        if domain_start == dot:
            continue
        if glued_after(text, link_end, limit):
            yield NearMiss(
                domain_start, link_end, LinkKind.URL,
                f"{text[link_end]!r} after it joins it to a longer token",
            )
            continue
        if domain_start > 0 and text[domain_start - 1] == "@":
            at = domain_start - 1
            local_start = local_part_start(text, at, floor, tld_end)
            floor = position = max(link_end, position)
            if not hosts.labels_valid(domain_start, link_end):
                rule = "its domain has an empty label or one that starts or ends with '-'"
            elif local_start == at:
                continue
            elif not local_part_valid(text, local_start, at, floor):
                rule = "the text before '@' is not a valid local part (UTS #58 section 5)"
            else:
                continue
            yield NearMiss(local_start, tld_end, LinkKind.EMAIL, rule)
            continue
        link_start = _scheme_start(text, domain_start, floor)
        path_end = terminate(text, link_end, limit)
        if path_end == link_end and text[link_end - 1] in LABEL_DOTS:
            path_end -= 1
        floor = position = max(path_end, position)
        kind = LinkKind.WWW if text[domain_start : domain_start + 4].lower() == "www." \
            else LinkKind.URL
        if joins_token(text, link_start):
            rule = f"{text[link_start - 1]!r} before it joins it to a longer token"
        elif not hosts.labels_valid(domain_start, link_end):
            rule = "its host has an empty label or one that starts or ends with '-'"
        elif encode_href_ascii_host("https://" + text[domain_start:link_end], 8) is None:
            rule = "its host is not one browsers accept (UTS #46)"
        else:
            continue
        yield NearMiss(link_start, path_end, kind, rule)
