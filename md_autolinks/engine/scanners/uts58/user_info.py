"""User info before a host (WHATWG URL, authority state): a URL that shows ``user@`` or
``host:x@`` goes to the host after the last ``@``, so uts58 links none of it
(``docs/modes.md#hosts-starts-and-ends``)."""

from __future__ import annotations

import re

from .termination import terminate

USER_INFO_RULE = (
    "a URL with user info ('user@') is not linked: it shows a host the link does not go to"
)
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

    The ``/`` that ends that ``://`` is the last ``/`` before ``at``: where it is not one,
    the answer is ``None`` without a scan.
    """
    slash = text.rfind("/", floor, at)
    if slash < floor + 2 or text[slash - 2 : slash] != ":/":
        return None
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


_AUTHORITY_STOP = re.compile(r"[\s/?#\\]")


def user_info_at(text: str, host_start: int, limit: int) -> int | None:
    """The last ``@`` of the authority that starts at ``host_start``, if any."""
    stop = _AUTHORITY_STOP.search(text, host_start, limit)
    at = text.rfind("@", host_start, stop.start() if stop else limit)
    return at if at >= 0 else None


def authority_end(text: str, host_start: int, limit: int) -> int:
    stop = _AUTHORITY_STOP.search(text, host_start, limit)
    return stop.start() if stop else limit
