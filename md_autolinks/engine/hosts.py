"""Hosts as a browser reads them: the WHATWG URL host parser with UTS #46 through ``idna``.

One reader serves every mode's hrefs, the domain policy and UTS #58 host detection, so
that the host a link goes to, the host the policy judges and the host the text shows
are the same host. The rules (WHATWG URL, section 3.5 "Host parsing"; UTS #46 section 4
"Processing" and 4.1 "Validity Criteria"):

* ``[...]`` is an IPv6 address; anything else is percent-decoded (a browser reads
  ``stra%C3%9Fe.de`` as ``straße.de``) and goes through *domain to ASCII*:
  UTS #46 mapping, non-transitional (``idna.uts46_remap(..., std3_rules=False)``):
  deviation characters ``ß ς`` ZWJ ZWNJ are kept, mapped characters are mapped
  (upper case, fullwidth forms, the dots ``。．｡``), ignored characters (soft hyphen,
  U+200B, U+2060, U+FEFF) are dropped, disallowed characters fail;
* each ``xn--`` label must be valid Punycode decoding to a non-ASCII label that is
  already in mapped, NFC form;
* every label must pass the validity criteria with CheckHyphens off (as WHATWG
  says), CheckJoiners (RFC 5892 Appendix A) and CheckBidi (RFC 5893 section 2, for
  every label of a domain with a right-to-left label), and must not start with a
  combining mark;
* the ASCII result may not contain a WHATWG *forbidden domain code point*, and a host
  whose last label is a number is an IPv4 address (decimal, ``0x`` hex or octal
  parts) or fails.

Where this reader is stricter than browsers, it only ever leaves text unlinked: an
empty label (``a..b``, ``.a``) fails, since no registry can delegate one and no writer
means one (VerifyDnsLength-like); a non-ASCII host longer than 1024 characters fails
(the ``idna`` package's input limit; DNS allows 253). A single trailing dot (the DNS
root, ``example.com.``) is kept as written. Node 20's ``URL`` accepts two things UTS #46
rejects and this reader rejects too: an ``xn--`` label that decodes to ASCII only
(``xn--abc-``) and a label that breaks the Bidi rule in a domain with a right-to-left
label (``1a.مثال``, ``٣.com``, ``=(.مثال``). The UTS #46 table is the ``idna``
package's (Unicode 18.0 in idna 3.20), newer than browsers': a host holding a code point
that Unicode 17.0 does not assign (U+0558, and about 1,200 others the idna table
accepts) is rejected, as ada-url, the WHATWG parser of Node.js, rejects it, rather than
linked to a host a browser cannot read
(:data:`~md_autolinks.engine.unicode_props.UNICODE_VERSION`). U+3164 HANGUL FILLER is
ignored by both tables and disallowed in Node 20. Over every code point put in a host,
this reader and ada agree except for the Bidi rule above.

IP literals come back normalised as WHATWG serialises them: ``0x7f.1`` is
``127.0.0.1``, ``[0:0::1]`` is ``[::1]``.

Python's built-in ``"idna"`` codec (IDNA 2003, transitional) is never used: it maps
``ß`` to ``ss`` and sends ``straße.de`` to a different host than browsers do.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from urllib.parse import unquote

import idna

from .unicode_props import is_assigned

# WHATWG URL 3.2: forbidden host code points, plus C0 controls, "%" and DEL.
_FORBIDDEN_DOMAIN = re.compile("[\x00-\x20#%/:<>?@\\[\\\\\\]^|\x7f]")
_IPV4_PART = re.compile(r"(?:0[xX][0-9A-Fa-f]*|[0-9]+)\Z")
_ENDS_IN_NUMBER = re.compile(r"(?:[0-9]+|0[xX][0-9A-Fa-f]*)\Z")
_RTL = frozenset({"R", "AL", "AN"})
_JOINERS = ("\u200c", "\u200d")
_CACHE_SIZE = 4096


def _ipv4_number(part: str) -> int | None:
    if not _IPV4_PART.match(part):
        return None
    if part[:2] in ("0x", "0X"):
        return int(part[2:], 16) if len(part) > 2 else 0
    if len(part) > 1 and part[0] == "0":
        return None if "8" in part or "9" in part else int(part[1:], 8)
    return int(part)


def _ipv4(host: str) -> str | None:
    """WHATWG URL 3.5 "IPv4 parser": 1 to 4 dotted numbers, the last filling the rest."""
    parts = host.split(".")
    if parts[-1] == "" and len(parts) > 1:
        parts.pop()
    if len(parts) > 4:
        return None
    numbers = [_ipv4_number(part) for part in parts]
    if any(number is None for number in numbers):
        return None
    values = [number for number in numbers if number is not None]
    if any(value > 255 for value in values[:-1]) or values[-1] >= 256 ** (5 - len(values)):
        return None
    address = values[-1]
    for index, value in enumerate(values[:-1]):
        address += value * 256 ** (3 - index)
    return ".".join(str((address >> shift) & 0xFF) for shift in (24, 16, 8, 0))


def _ipv6(literal: str) -> str | None:
    """WHATWG URL 3.5 "IPv6 parser" and serializer: 8 hex pieces (``::`` compresses,
    an IPv4 tail fills two), written lower-case with the first longest zero run as ``::``."""
    import ipaddress

    if "%" in literal or not literal.isascii():
        return None
    try:
        packed = int(ipaddress.IPv6Address(literal))
    except ValueError:
        return None
    pieces = [(packed >> (16 * (7 - index))) & 0xFFFF for index in range(8)]
    best_start, best_length, index = -1, 1, 0
    while index < 8:
        end = index
        while end < 8 and pieces[end] == 0:
            end += 1
        if end - index > best_length:
            best_start, best_length = index, end - index
        index = max(end, index + 1)
    if best_start < 0:
        return "[" + ":".join(f"{piece:x}" for piece in pieces) + "]"
    head = ":".join(f"{piece:x}" for piece in pieces[:best_start])
    tail = ":".join(f"{piece:x}" for piece in pieces[best_start + best_length :])
    return f"[{head}::{tail}]"


def _all_assigned(text: str) -> bool:
    """Whether every code point of ``text`` is assigned in the Unicode version of
    browsers' IDNA tables (:func:`~md_autolinks.engine.unicode_props.is_assigned`)."""
    return all(ch < "\x80" or is_assigned(ord(ch)) for ch in text)


def _label_valid(label: str, bidi_domain: bool) -> bool:
    """UTS #46 4.1 validity criteria (CheckHyphens off, CheckJoiners, CheckBidi) for a
    label already mapped, or decoded from Punycode."""
    if label.startswith("xn--") or "." in label:
        return False
    if unicodedata.category(label[0]).startswith("M"):
        return False
    for joiner in _JOINERS:
        position = label.find(joiner)
        while position >= 0:
            if not idna.valid_contextj(label, position):
                return False
            position = label.find(joiner, position + 1)
    if bidi_domain:
        try:
            idna.check_bidi(label, check_ltr=True)
        except (idna.IDNAError, ValueError):
            return False
    return True


@lru_cache(maxsize=_CACHE_SIZE)
def _punycode_label(label: str) -> str | None:
    """UTS #46 4 step 4: an ``xn--`` label's Unicode form, or None when it is not ASCII,
    not valid Punycode, decodes to nothing or to ASCII only, or is not in mapped NFC form."""
    if not label.isascii():
        return None
    try:
        decoded = label[4:].encode("ascii").decode("punycode")
    except (UnicodeError, ValueError, OverflowError):
        return None
    if not decoded or decoded.isascii() or not _all_assigned(decoded):
        return None
    try:
        if idna.uts46_remap(decoded, std3_rules=False, transitional=False) != decoded:
            return None
    except (idna.IDNAError, ValueError):
        return None
    return decoded


def _unicode_labels(host: str) -> tuple[list[str], str] | None:
    """The domain's labels in Unicode form and its trailing root dot ("" or "."), or
    None when UTS #46 processing fails."""
    if host.isascii():
        mapped = host.lower()
    elif not _all_assigned(host):
        return None
    else:
        try:
            mapped = idna.uts46_remap(host, std3_rules=False, transitional=False)
        except (idna.IDNAError, ValueError):
            return None
    labels = mapped.split(".")
    trailing = ""
    if labels[-1] == "" and len(labels) > 1:
        labels.pop()
        trailing = "."
    if "" in labels:
        return None
    unicode_labels = []
    for label in labels:
        if label.startswith("xn--"):
            decoded = _punycode_label(label)
            if decoded is None:
                return None
            unicode_labels.append(decoded)
        else:
            unicode_labels.append(label)
    if any(not label.isascii() for label in unicode_labels):
        bidi_domain = any(
            unicodedata.bidirectional(char) in _RTL for label in unicode_labels for char in label
        )
        if not all(_label_valid(label, bidi_domain) for label in unicode_labels):
            return None
    return unicode_labels, trailing


@lru_cache(maxsize=_CACHE_SIZE)
def _ascii_label(label: str) -> str:
    return label if label.isascii() else "xn--" + label.encode("punycode").decode("ascii")


@lru_cache(maxsize=_CACHE_SIZE)
def _parse(host: str) -> tuple[str, str] | None:
    """(ASCII form, Unicode form) of ``host``, or None when a browser would reject it."""
    if host.startswith("["):
        address = _ipv6(host[1:-1]) if host.endswith("]") else None
        return (address, address) if address else None
    if "%" in host:
        host = unquote(host, errors="replace")
    processed = _unicode_labels(host)
    if processed is None:
        return None
    labels, trailing = processed
    ascii_form = ".".join(_ascii_label(label) for label in labels) + trailing
    if _FORBIDDEN_DOMAIN.search(ascii_form):
        return None
    if _ENDS_IN_NUMBER.match(labels[-1]):
        address = _ipv4(ascii_form)
        return (address, address) if address else None
    return ascii_form, ".".join(labels) + trailing


@lru_cache(maxsize=_CACHE_SIZE)
def ascii_host(host: str) -> str | None:
    """The host as WHATWG URL's host parser writes it: ``Straße.DE`` is ``xn--strae-oqa.de``.

    Lower-case ASCII with ``xn--`` labels (UTS #46 ToASCII, non-transitional), a
    normalised IP address, or ``None`` when a browser would not accept the host (bad
    joiners, bad Punycode, disallowed or forbidden code points, a bad IPv4 number) or
    it has an empty label. See the module docstring for the rules. Memoised as
    ``_parse`` is: a cached answer costs no Python call (uts58 asks it of every link).
    """
    parsed = _parse(host)
    return parsed[0] if parsed else None


def unicode_host(host: str) -> str | None:
    """The host's Unicode display form (UTS #46 ToUnicode): ``xn--strae-oqa.DE`` is
    ``straße.de``; ``None`` exactly when :func:`ascii_host` is ``None``."""
    parsed = _parse(host)
    return parsed[1] if parsed else None


_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_AUTHORITY_END = re.compile(r"[/?#\\]")
_HOST_END = re.compile(r"[:/?#\\]")


def host_span(url: str) -> tuple[int, int] | None:
    """Where the host of ``url`` is written: after the scheme, the slashes (``/`` or
    ``\\``, any number, as WHATWG reads special URLs) and any ``userinfo@``, up to
    ``:``, ``/``, ``?``, ``#`` or ``\\`` (a ``:`` inside ``[...]`` belongs to the host).
    ``None`` when ``url`` has no scheme followed by a slash."""
    scheme = _SCHEME.match(url)
    if not scheme:
        return None
    start = scheme.end()
    slashes = start
    while slashes < len(url) and url[slashes] in "/\\":
        slashes += 1
    if slashes == start:
        return None
    authority_end = _AUTHORITY_END.search(url, slashes)
    end_of_authority = authority_end.start() if authority_end else len(url)
    at = url.rfind("@", slashes, end_of_authority)
    host_start = at + 1 if at >= 0 else slashes
    if url.startswith("[", host_start):
        close = url.find("]", host_start, end_of_authority)
        if close >= 0:
            return host_start, close + 1
    host_end = _HOST_END.search(url, host_start, end_of_authority)
    return host_start, host_end.start() if host_end else end_of_authority
