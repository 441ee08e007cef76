"""URLs with a scheme whose host has no top-level domain: IP addresses and local names
(``docs/modes.md#every-url-a-developer-types``), a departure from UTS #58's initiation."""

from __future__ import annotations

import ipaddress
import re
from bisect import bisect_left

from ...hosts import ascii_host
from ...hrefs import encode_href
from ...model import Link, LinkKind, NearMiss, new_link
from ...unicode_props import CJK_FULL_STOPS
from .hosts import tld_of
from .prose import ClosingQuotes
from .termination import terminate
from .tokens import glued_after, joins_token
from .user_info import USER_INFO_RULE, authority_end, user_info_at

_MAX_IPV6 = 48
_PORT = re.compile(r":([0-9]{1,5})")
_ASCII_HOST_RUN = re.compile(r"[-.0-9A-Za-z]+")
_NUMERIC_LABEL = re.compile(r"(?:[0-9]+|0[xX][0-9A-Fa-f]*)\Z")
_LABEL = re.compile(r"[0-9A-Za-z](?:[-0-9A-Za-z]{0,61}[0-9A-Za-z])?\Z")
_SCHEMES = ("https", "http")
_DEFAULT_PORTS = {"http://": ":80", "https://": ":443"}
"""The port a browser leaves out of an href for each scheme (WHATWG URL, special schemes)."""


def literal_host_end(text: str, host_start: int, limit: int) -> int | None:
    """The end of a host right after ``scheme://`` that UTS #58's initiation (a top-level
    domain of IANA's list) does not find, when a browser opens it as written: an IPv4
    address in its usual dotted form (``127.0.0.1``), an IPv6 address in brackets
    (``[::1]``), or ASCII labels whose last is not a top-level domain nor a number
    (``localhost``, ``intranet``, ``app.internal``), ended by ``。`` or ``｡``, which end a
    sentence there (``http://localhost。然后``). ``None`` for anything else, a host
    whose last label is a top-level domain included (the scanner's initiation reads
    those). See ``docs/modes.md#every-url-a-developer-types``."""
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
    stop = text[host_end] if host_end < limit else ""
    if stop and stop not in CJK_FULL_STOPS and (stop > "\x7f" or stop in "_@"):
        return None
    if tld_of(host[host.rfind(".") + 1 :]) is not None:
        return None
    labels = host.split(".")
    if all(label.isdigit() for label in labels):
        return host_end if len(labels) == 4 and ascii_host(host) == host else None
    if _NUMERIC_LABEL.match(labels[-1]):
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


def _without_default_port(scheme: str, rest: str) -> str:
    """``rest`` (what follows a host) without the scheme's default port, as ada-url writes
    an href: ``:80/x`` after ``http://`` is ``/x``."""
    port = _DEFAULT_PORTS[scheme]
    if rest.startswith(port) and not rest[len(port) : len(port) + 1].isdigit():
        return rest[len(port) :]
    return rest


def scheme_triggers(text: str, floor: int, limit: int) -> list[tuple[int, int]]:
    """``(start, host start)`` of each ``http://`` or ``https://`` in ``text[floor:limit]``,
    in any case of its ASCII letters, found by a substring search for ``://`` (a scheme is
    ASCII: ``httpſ://`` is none)."""
    triggers: list[tuple[int, int]] = []
    colon = text.find("://", floor, limit)
    while colon >= 0:
        for scheme in _SCHEMES:
            begin = colon - len(scheme)
            if (
                begin >= floor
                and text[begin:colon].lower() == scheme
                and text[begin:colon].isascii()
            ):
                triggers.append((begin, colon + 3))
                break
        colon = text.find("://", colon + 3, limit)
    return triggers


def literal_triggers(text: str, floor: int, limit: int, links: list[Link]) -> list[tuple[int, int]]:
    """The :func:`scheme_triggers` of ``text[floor:limit]`` when :func:`literal_urls` may
    find a URL at one of them, else none, given the ``links`` the walk makes there with no
    literal URL known: an ``http://`` or ``https://`` where an ASCII link of the walk starts
    holds a host that ends with a top-level domain, which :func:`literal_host_end` refuses,
    so only the other schemes' hosts are read (``docs/modes.md#every-url-a-developer-types``).
    The triggers given leave out those where such a link starts with no user info after
    its scheme: :func:`literal_urls` would read no host there and pass on. The scanner asks
    it only of a window with more ``://`` than the walk's ASCII links that start at an
    ``http://`` or ``https://``: in any other, each trigger is at one of them."""
    triggers = scheme_triggers(text, floor, limit)
    linked = {link.start for link in links if link.text.isascii()}
    for begin, host_start in triggers:
        if begin in linked:
            continue
        at = user_info_at(text, host_start, limit)
        if literal_host_end(text, host_start if at is None else at + 1, limit) is not None:
            return [
                (begin, host_start)
                for begin, host_start in triggers
                if begin not in linked or user_info_at(text, host_start, limit) is not None
            ]
    return []


def merge_literals(links: list[Link], literals: list[Link]) -> list[Link]:
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


def literal_urls(
    text: str,
    floor: int,
    limit: int,
    refused: list[NearMiss] | None,
    triggers: list[tuple[int, int]] | None = None,
) -> list[Link]:
    """The URLs with ``http://`` or ``https://`` whose host is an IP address or has no
    top-level domain (:func:`literal_host_end`: ``http://localhost:8000/``,
    ``http://[::1]/``, ``http://intranet/wiki``), ended as :func:`terminate` ends a
    link. The scheme must not join a longer token and the host must end at a port, a
    part initiator, white space or punctuation; a user info before it refuses the URL.
    See ``docs/modes.md#every-url-a-developer-types``. ``triggers`` are the window's
    :func:`scheme_triggers`, when they are known already."""
    found: list[Link] = []
    if triggers is None:
        triggers = scheme_triggers(text, floor, limit)
    if not triggers:
        return found
    reach = floor
    quotes = ClosingQuotes(text, limit)
    for begin, host_start in triggers:
        if begin < reach:
            continue
        at = user_info_at(text, host_start, limit)
        host_end = literal_host_end(text, host_start if at is None else at + 1, limit)
        if host_end is None or joins_token(text, begin):
            continue
        if at is not None:
            reach = terminate(text, authority_end(text, at + 1, limit), limit)
            if refused is not None:
                refused.append(NearMiss(begin, reach, LinkKind.URL, USER_INFO_RULE))
            continue
        end = port_end(text, host_end, limit)
        if end is None or (end < limit and glued_after(text, end, limit)):
            continue
        closing = quotes.after(begin)
        end = min(terminate(text, end, limit, begin, closing), closing)
        host = ascii_host(text[host_start:host_end])
        if host is None:
            continue
        scheme = text[begin:host_start].lower()
        rest = _without_default_port(scheme, text[host_end:end])
        href = scheme + host + encode_href(rest)
        found.append(new_link(begin, end, LinkKind.URL, href, text[begin:end]))
        reach = end
    return found
