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

from .model import LinkKind, NearMiss
from .options import Mode, Options
from .scanners.gfm.domains import trim_link_end

__all__ = ["NearMiss", "Taken", "near_misses"]


_TOKEN = re.compile(r"[^\s<]*")


def _token_end(text: str, start: int, least: int) -> int:
    """The end of the white-space-delimited token from ``start``, without the trailing
    punctuation a link leaves out (cmark-gfm's rule, :func:`.scanners.gfm.domains.trim_link_end`,
    so that ``why`` shows a refused candidate as far as it would have been linked), and not
    before ``least``."""
    match = _TOKEN.match(text, start)
    end = match.end() if match else start
    return max(trim_link_end(text, start, end), least)


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
    spans = list(taken)
    already = Taken(spans)
    kept: list[NearMiss] = []
    reach = -1
    for miss in sorted(finders[mode](text, already)):
        if miss.start >= reach and not already.overlaps(miss.start, miss.end):
            kept.append(miss)
            reach = miss.end
    explained = Taken([*spans, *((miss.start, miss.end) for miss in kept)])
    return sorted([*kept, *_unexplained_triggers(text, mode, explained)])


_TRIGGER = re.compile(r"(?:[A-Za-z][-+.0-9A-Za-z]*)?://|@")
_UNEXPLAINED_URL = {
    "gfm": "gfm links a URL only with http://, https:// or ftp:// and a valid domain after it",
    "md4c": "md4c links a URL only with http://, https:// or ftp:// and a host of two "
    "components after it",
    "uts58": "uts58 links a URL only with http:// or https:// and a host after it that ends "
    "in a top-level domain of IANA's list, is an IP address, or is a name of ASCII labels",
}
_UNEXPLAINED_EMAIL = {
    "gfm": "not a gfm email: gfm needs ASCII letters, digits or . + - _ before '@' and a "
    "domain with a dot ending in a letter after it",
    "md4c": "not an md4c email: md4c needs ASCII letters, digits or . - _ + before '@' and "
    "a host of two components after it",
    "uts58": "not a UTS #58 email: it needs a local part before '@' and a domain after it "
    "that ends in a top-level domain of IANA's list",
}


def _unexplained_triggers(text: str, mode: Mode, explained: Taken) -> Iterator[NearMiss]:
    """A near miss for each ``scheme://`` and ``@`` that no link, candidate or near miss
    covers, with the mode's rule for that trigger in words: text that holds a scheme or an
    ``@`` is never left without an explanation. The token around the trigger (up to white
    space, without trailing punctuation) is the span; tokens do not overlap."""
    last = 0
    for match in _TRIGGER.finditer(text):
        start = match.start()
        if start < last or explained.overlaps(start, match.end()):
            continue
        begin = start
        while begin > last and not text[begin - 1].isspace():
            begin -= 1
        end = _token_end(text, start, match.end())
        if explained.overlaps(begin, end):
            continue
        email = match.group() == "@"
        if email and begin == start:
            continue
        rule = (_UNEXPLAINED_EMAIL if email else _UNEXPLAINED_URL)[mode]
        yield NearMiss(begin, end, LinkKind.EMAIL if email else LinkKind.URL, rule)
        last = end


_GFM_BEFORE_WWW = "\t\n\r *_~("
_GFM_SCHEMES = ("http", "https", "ftp")
_GFM_EMAIL = re.compile(r"@[A-Za-z0-9_/-]*[.][A-Za-z0-9]")
_GFM_EMAIL_LOCAL = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.+-_")
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
                rule = (
                    "www. is not followed by a valid domain (one with a dot, and no '_' "
                    "in its last two labels)"
                )
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
        if taken.overlaps(at, at + 1):
            continue
        if begin < at:
            last = _token_end(text, at, match.end())
            yield NearMiss(
                begin,
                last,
                LinkKind.EMAIL,
                "not a gfm email: the domain after '@' needs a dot and must end in a letter",
            )
        elif at > last and text[at - 1].isalnum():
            while begin > last and text[begin - 1].isalnum():
                begin -= 1
            last = _token_end(text, at, match.end())
            yield NearMiss(
                begin,
                last,
                LinkKind.EMAIL,
                f"{text[at - 1]!r} before '@': gfm reads a user name only of ASCII letters, "
                "digits and . + - _",
            )


def _md4c(text: str, taken: Taken) -> Iterator[NearMiss]:
    """md4c's permissive autolinks: each trigger (``http://``, ``https://``, ``ftp://``,
    ``www.`` in lower case, an ``@`` after a user name) that makes no link, refused for its
    left delimiter, its host, its path or its right delimiter."""
    from .scanners.md4c import (
        TRIGGERS,
        has_left_delimiter,
        has_right_delimiter,
        match_trigger,
        scan_host,
        scan_url_tail,
        user_name_start,
    )

    limit = len(text)
    triggers = sorted(trigger for kind in LinkKind for trigger in TRIGGERS[kind](text, 0, limit))
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
                rule = _md4c_host_rule(text, trigger.body, limit, "'@'" if email else written)
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


def _md4c_host_rule(text: str, body: int, limit: int, after: str) -> str:
    """Why md4c finds no host of two components after ``after`` (its scheme, ``www.`` or
    ``@``): the character its host scan stops at, when that is not a delimiter."""
    from .scanners.md4c import HOST

    scanned = HOST.scan(text, body, limit)
    stop, components = scanned if scanned is not None else (body, 0)
    if stop <= body:
        stop, components = body, 0
    host = text[body:stop]
    count = {0: "no component", 1: "one component"}.get(components, f"{components} components")
    if stop < limit and text[stop] in ":@" and "@" in text[stop : _token_end(text, stop, stop)]:
        return (
            f"md4c reads no user info ('user:password@'): its host ends at {text[stop]!r} "
            f"with {count} ({host!r}), and md4c needs two"
        )
    if stop < limit and (not text[stop].isascii() or text[stop] in "[]"):
        return (
            f"{text[stop]!r} ends its host after {after} with {count}: md4c reads only ASCII "
            "letters, digits, '-', '_' and '.' in a host, and needs two components"
        )
    return f"its host after {after} has {count}: md4c needs two, as a.com"


def _uts58(text: str, _taken: Taken) -> Iterator[NearMiss]:
    """UTS #58: the candidates (a label dot before an IANA top-level domain, at the end of
    its host) the scanner itself refuses for their shape under the widest options
    (:meth:`~md_autolinks.engine.scanners.uts58.Uts58Scanner.refusals`): joined to the token
    before or after it, with an invalid label or host, an ``@`` after a local part that is
    not valid, or the user info of a URL. The scanner steps over each candidate whole, so
    these need no spans to skip."""
    from .finder import get_scanner
    from .scanners.uts58 import Uts58Scanner

    scanner = get_scanner(Options(mode="uts58", bare_domains="all"))
    assert isinstance(scanner, Uts58Scanner)
    yield from scanner.refusals(text)
