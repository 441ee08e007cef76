"""A scheme-less host judged by its labels: as a browser reads them, by its TLD's class, a
multi-label public suffix, and a shape that code or data has (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from publicsuffixlist import PublicSuffixList

from ..hosts import ascii_host, unicode_host
from ..unicode_props import is_ignored_host_char
from .refusals import Refusal
from .tld_words import (
    CAPITALISED_CODE_CCTLDS,
    CODE_WORD_CCTLDS,
    FILE_EXTENSION_TLDS,
    GEOGRAPHIC_TLDS,
    KNOWN_HOSTS,
    PROSE_GTLDS,
    SUFFIX_FILE_LABELS,
)
from .words import CODE_LABELS, RECEIVERS, RESERVED_DOMAINS

DOTS = re.compile("[.\u3002\uff0e\uff61]")
_VERSION_LABEL = re.compile(r"[vV]?[0-9]+")
_HOST_STOP = re.compile(r"[:/?#]")
_RESERVED_CACHE_SIZE = 1024


def scheme_less_host(link_text: str) -> str:
    """The host of a link written without a scheme (``www.a.com:8080/x`` -> ``www.a.com``):
    up to a port or a part initiator (UTS #58 section 3)."""
    end = _HOST_STOP.search(link_text)
    return link_text[: end.start()] if end else link_text


def tld_excluded(tld: str, excluded: frozenset[str]) -> bool:
    """Whether ``exclude_tlds`` (``excluded``, in ASCII) refuses a scheme-less link whose
    top-level domain is written ``tld``: compared in the ASCII form a browser sends (UTS #46
    ToASCII: ``рф`` is ``xn--p1ai``, ``ＣＯＭ`` is ``com``), a label browsers reject in
    lower case (``docs/options.md``, ``exclude_tlds``)."""
    return bool(excluded) and (ascii_host(tld) or tld.lower()) in excluded


@lru_cache(maxsize=_RESERVED_CACHE_SIZE)
def is_reserved(host: str) -> bool:
    """Whether ``host``, as a browser reads it (:func:`host_labels`), is one of
    :data:`RESERVED_DOMAINS` or under one: a placeholder for examples, not a site
    (``www.example.com``, ``mail@example.com``). uts58 links none that the writer gave no
    scheme, below ``bare_domains: "all"``
    (``docs/modes.md#placeholders-and-names-in-code-are-not-sites``). Memoised: uts58 asks
    it of every ``www.`` link and email, whose hosts recur in a page."""
    return is_within(".".join(host_labels(host)), RESERVED_DOMAINS)


def is_within(host: str, domains: tuple[str, ...]) -> bool:
    """Whether ``host`` is one of ``domains`` (lower case) or a subdomain of one."""
    lowered = host.lower()
    return lowered in domains or lowered.endswith(_subdomain_ends(domains))


@cache
def _subdomain_ends(domains: tuple[str, ...]) -> tuple[str, ...]:
    """How a subdomain of each of ``domains`` ends: a dot and the domain."""
    return tuple(["." + domain for domain in domains])


def tld_class_allows(tld: str, host: str) -> bool:
    """Whether a host with this TLD may be a bare-domain link without further evidence
    (:func:`tld_refusal` gives no reason against it)."""
    return tld_refusal(tld, host) is None


def tld_refusal(tld: str, host: str) -> Refusal | None:
    """Why a host with this TLD may not be a bare-domain link without further evidence.

    Rule: internationalised TLDs (non-ASCII or ``xn--``) and two-letter country codes may,
    except :data:`CODE_WORD_CCTLDS`; ASCII generic TLDs may only if in :data:`PROSE_GTLDS`
    or :data:`GEOGRAPHIC_TLDS`; :data:`FILE_EXTENSION_TLDS` never do, except
    :data:`KNOWN_HOSTS` and their subdomains.
    """
    lowered = tld.lower()
    if lowered in FILE_EXTENSION_TLDS:
        return None if is_within(host, KNOWN_HOSTS) else Refusal.FILE_EXTENSION
    if not lowered.isascii() or lowered.startswith("xn--"):
        return None
    if len(lowered) == 2:
        return Refusal.CODE_WORD_CCTLD if lowered in CODE_WORD_CCTLDS else None
    if lowered in PROSE_GTLDS or lowered in GEOGRAPHIC_TLDS:
        return None
    return Refusal.WORD_GTLD


@cache
def public_suffixes() -> PublicSuffixList:
    return PublicSuffixList(only_icann=True)


def is_international(labels: list[str]) -> bool:
    """Whether a label of the host, as a browser reads it (:func:`host_labels`), is not
    ASCII (``żółw.pl``, ``STRAßE.DE``, ``xn--bcher-kva.de``): code identifiers and file
    names are ASCII, so such a label is strong evidence of a site. Fullwidth ASCII
    (``ｓｅｔｕｐ．ｐｙ``) reads as ASCII and is no evidence."""
    return not "".join(labels).isascii()


def under_multi_label_suffix(labels: list[str]) -> bool:
    """Whether the host is a registrable domain, or a subdomain of one, under a public
    suffix of two labels or more in the ICANN section of the Public Suffix List
    (``irctc.co.in``, ``india.gov.in``, ``abc.com.py``, ``bbc.co.uk``): registries
    delegate names under such suffixes to organisations, and code rarely writes three
    labels ending in one. A suffix with a label of :data:`SUFFIX_FILE_LABELS` does not
    count (``AssemblyInfo.cs.in``). ``labels`` are lower case, as :func:`host_labels`
    gives them."""
    suffix = public_suffixes().publicsuffix(".".join(labels))
    if suffix is None:
        return False
    suffix_labels = suffix.split(".")
    return 1 < len(suffix_labels) < len(labels) and SUFFIX_FILE_LABELS.isdisjoint(
        suffix_labels[:-1]
    )


def shape_refusal(labels: list[str], written: list[str]) -> Refusal | None:
    """Why the host's labels look like code or data rather than a site, if they do.

    Rule: the TLD and a label before it are written in capitals and no label is
    international (``VB.NET``, ``SETUP.PY``, ``ＳＥＴＵＰ．ＰＹ``; not ``STRAßE.DE``,
    :func:`is_international`, nor ``302.AI`` or ``modern.IE``, whose names are not); the
    TLD is written in mixed case (``Asp.Net``, ``navigator.onLine``, ``B.Sc``); a TLD of
    :data:`CAPITALISED_CODE_CCTLDS` follows a capitalised label (``Object.is``); the
    domain is reserved for examples (:data:`RESERVED_DOMAINS`); the first label is a
    generic TLD and there are three or more labels, a reverse-DNS package name
    (``org.springframework.cloud``); the first label is a code receiver
    (:data:`RECEIVERS`); a label before the TLD is one of :data:`CODE_LABELS`
    (``Array.prototype.at``); or two labels or more before the TLD are version numbers
    (``1.0.dev``, ``v2.1.app``). ``labels`` are read as a browser reads them (UTS #46
    mapped: :func:`host_labels`, so always lower case); ``written`` are the labels as
    written, for their letter case.
    """
    tld = labels[-1]
    ascii_name = tld.isascii() and not is_international(labels)
    written_tld = written[-1]
    capital_name = any(label != label.lower() for label in written[:-1])
    if ascii_name and written_tld.isupper() and capital_name:
        return Refusal.CAPITAL_TLD
    if ascii_name and not written_tld.isupper() and not written_tld.islower():
        return Refusal.MIXED_CASE_TLD
    if tld in CAPITALISED_CODE_CCTLDS and len(written) >= 2 and written[-2][:1].isupper():
        return Refusal.CAPITALISED_MEMBER
    if is_within(".".join(labels), RESERVED_DOMAINS):
        return Refusal.RESERVED
    first = labels[0].lower()
    if len(labels) >= 3 and first in PROSE_GTLDS:
        return Refusal.REVERSE_DNS
    if first in RECEIVERS:
        return Refusal.RECEIVER
    if not CODE_LABELS.isdisjoint(labels[:-1]):
        return Refusal.CODE_LABEL
    if sum(bool(_VERSION_LABEL.fullmatch(label)) for label in labels[:-1]) >= 2:
        return Refusal.VERSION_LABELS
    return None


def host_labels(host: str) -> list[str]:
    """The labels of ``host`` as a browser reads them: UTS #46 mapped (fullwidth forms,
    letter case, ideographic dots) with ignored characters dropped and ``xn--`` labels
    decoded, so ``ｓｅｔｕｐ．ｐｙ`` and ``exam\u00adple.com`` are judged as ``setup.py`` and
    ``example.com``, the hosts their links go to. A host the reader rejects keeps its
    written labels (the scanner makes no link of it anyway)."""
    read = unicode_host(host)
    return [label for label in DOTS.split(read if read is not None else host) if label]


def without_ignored(host: str) -> str:
    """``host`` without the characters UTS #46 ignores (none is ASCII)."""
    if host.isascii():
        return host
    return "".join(char for char in host if not is_ignored_host_char(ord(char)))
