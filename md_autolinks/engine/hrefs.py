"""Turning a detected link's text into the URL an anchor points at."""

from __future__ import annotations

import re

from .hosts import ascii_host

# The bytes cmark's houdini_escape_href leaves as they are; '&' and "'" are kept
# too, since they are valid in URLs and only need escaping as HTML, which is the
# serializer's job.
_HREF_SAFE = "!#$%&'()*+,-./:;=?@_~"
_ALREADY_SAFE = re.compile(f"[A-Za-z0-9{re.escape(_HREF_SAFE)}]*\\Z")


def encode_href(url: str) -> str:
    """Percent-encode what may not stand bare in an href; the host keeps its case.

    Rule (cmark's ``houdini_escape_href``, which md4c's and browsers' URL writers
    match for these bytes): ASCII letters, digits and ``!#$%&'()*+,-./:;=?@_~`` stay;
    every other character is written as the ``%XX`` escapes of its UTF-8 bytes. A
    ``%`` is kept as is, so existing escapes are not doubled. Lone surrogates are
    encoded as their surrogate-pass bytes rather than raising. The host keeps the case
    the text gives it, as cmark-gfm and md4c write it (``https://GitHub.com/Foo``;
    docs/modes.md); uts58's hrefs lower-case it (:func:`encode_href_ascii_host`).
    """
    if _ALREADY_SAFE.match(url):
        return url
    return _UNSAFE_RUN.sub(_percent_encoded, _end_authority_at_backslash(url))


_UNSAFE_RUN = re.compile(f"[^A-Za-z0-9{re.escape(_HREF_SAFE)}]+")
"""A run of characters :func:`encode_href` writes as escapes (all but ASCII letters, digits
and :data:`_HREF_SAFE`), found at C speed: most of an href stays as it is."""


def _percent_encoded(run: re.Match[str]) -> str:
    """The ``%XX`` escapes of the UTF-8 bytes of ``run`` (lone surrogates as their
    surrogate-pass bytes), upper-case hex as cmark writes them."""
    return "%" + run.group().encode("utf-8", "surrogatepass").hex("%").upper()


_SPECIAL_AUTHORITY = re.compile(r"(?i)(?:https?|ftp|wss?)://")
_AUTHORITY_END = re.compile(r"[/?#]")


def _end_authority_at_backslash(url: str) -> str:
    """Keep a ``\\`` that comes before an ``@`` from moving the host (WHATWG URL 4.4,
    special-authority states: a browser reading ``http://bank.com\\@evil.com`` ends the
    host at the backslash).

    Written as ``%5C`` the backslash would join the user name and send the link to the
    host after the ``@``, a host the text does not show; it is written ``/`` instead,
    which is how browsers read it. This is the one place where an href departs from
    cmark-gfm's, which writes ``%5C``; with no ``@`` after it nothing changes.
    """
    scheme = _SPECIAL_AUTHORITY.match(url)
    if scheme is None:
        return url
    end = _AUTHORITY_END.search(url, scheme.end())
    authority_end = end.start() if end else len(url)
    backslash = url.find("\\", scheme.end(), authority_end)
    if backslash < 0 or url.find("@", backslash, authority_end) < 0:
        return url
    return url[:backslash] + "/" + url[backslash + 1 :]


_HOST_END = re.compile(r"[:/?#\\]")


def encode_href_ascii_host(url: str, host_start: int) -> str | None:
    """:func:`encode_href`, with the host that starts at ``host_start`` in the ASCII form
    a browser sends, or ``None`` when a browser would not accept the host: uts58's
    hrefs. A host written in ASCII is kept as written but for its letters, which are
    lower-cased as a browser sends them (WHATWG URL host parsing; RFC 3986 section 3.2.2:
    hosts are case-insensitive): ``https://LJWorld.com/Path`` is ``https://ljworld.com/Path``,
    ``mailto:Me@Example.ORG`` is ``mailto:Me@example.org``.

    The host runs to the first ``:``, ``/``, ``?``, ``#`` or ``\\`` and is read by
    :func:`md_autolinks.engine.hosts.ascii_host` (WHATWG URL host parsing, UTS #46
    non-transitional): ``пример.рф`` is ``xn--e1afmkfd.xn--p1ai``, ``Straße.de`` is
    ``xn--strae-oqa.de``, ``ｅｘａｍｐｌｅ．ｃｏｍ`` is ``example.com``.
    """
    end = _HOST_END.search(url, host_start)
    host_end = end.start() if end else len(url)
    written = url[host_start:host_end]
    host = ascii_host(written)
    if host is None:
        return None
    if host == written:
        return encode_href(url)
    if not written.isascii():
        url = url[:host_start] + host + url[host_end:]
    elif not written.islower() and written != (lowered := written.lower()):
        url = url[:host_start] + lowered + url[host_end:]
    return encode_href(url)
