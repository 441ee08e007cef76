"""A cheap necessary condition for the ``"prose"`` level in ASCII text, so that front ends
skip text that holds no link without running the decision on each candidate."""

from __future__ import annotations

import re

from ..unicode_props import TLDS
from .labels import public_suffixes, tld_class_allows
from .tld_words import FILE_EXTENSION_TLDS, KNOWN_HOSTS
from .words import FILE_ONLY_TLDS, SITE_WORDS

LOWER_TLD_LABEL = re.compile(r"\.([a-z][-0-9a-z]*)")
"""In lower-cased ASCII text, a dot and the label after it that may be a TLD (it starts
with a letter); ``findall`` gives the labels."""
_LONGEST_KNOWN_HOST = max(map(len, KNOWN_HOSTS))
_ASCII_SITE_WORDS = "|".join(sorted(word for word in SITE_WORDS if word.isascii()))
_SITE_WORD_BEFORE = re.compile(
    rf"(?i)(?<![\w.-])(?:{_ASCII_SITE_WORDS})[\s:]+[-0-9A-Za-z]+(?:\.[-0-9A-Za-z]+)*\.\Z"
)
"""In ASCII text, an ASCII word of :data:`SITE_WORDS` and the host up to its TLD's dot."""
_SITE_WORD_WINDOW = 80
_SITE_WORD_HOST = re.compile(rf"(?<![\w.-])(?:{_ASCII_SITE_WORDS})[\s:]+[-0-9a-z]+\.[a-z]")
_PATH_AFTER_TLD = re.compile(r"\.?(?::[0-9]*)?/")
"""In ASCII text, what shows a path right after a TLD: one trailing dot and a port may
stand between (``a.py./x``, ``a.py:80/x``)."""


_PUNYCODE = re.compile("(?i)xn--")
"""A label in Punycode: ASCII text whose host :func:`~.labels.is_international` finds
international holds one."""
_HOST_WINDOW = 253
"""The longest host (RFC 1035 section 2.3.4), how far before its TLD a label may start."""


def may_be_meant_ascii(text: str, tld_start: int, tld_end: int) -> bool:
    """Whether some scheme-less, non-``www.`` candidate of the ASCII ``text`` whose TLD is
    ``text[tld_start:tld_end]`` could be one :func:`is_meant` accepts: a path follows
    the TLD, the label before the TLD makes a public suffix with it (``co.in``),
    :func:`tld_class_allows` the TLD for a host that ends there, an ASCII word of
    :data:`SITE_WORDS` stands before the host (:func:`~.site_words.site_evidence`; not for
    :data:`FILE_ONLY_TLDS`), a label in Punycode stands before the TLD (an international
    host, :func:`~.labels.is_international`), or the host ends in one of :data:`KNOWN_HOSTS`.
    A cheap necessary condition, for front ends that skip text holding no link."""
    if _PATH_AFTER_TLD.match(text, tld_end):
        return True
    tld = text[tld_start:tld_end].lower()
    label = _LABEL_BEFORE_DOT.search(text, max(0, tld_start - _LABEL_WINDOW), tld_start)
    if label is not None and public_suffixes().is_public(f"{label.group(1).lower()}.{tld}"):
        return True
    if tld_class_allows(tld, tld):
        return True
    if _PUNYCODE.search(text, max(0, tld_start - _HOST_WINDOW), tld_start) is not None:
        return True
    site_word = _SITE_WORD_BEFORE.search(text, max(0, tld_start - _SITE_WORD_WINDOW), tld_start)
    if site_word is not None and tld not in FILE_ONLY_TLDS:
        return True
    if tld in FILE_EXTENSION_TLDS:
        written = text[max(0, tld_end - _LONGEST_KNOWN_HOST) : tld_end].lower()
        return any(written.endswith(host) for host in KNOWN_HOSTS)
    return False


_MEANT_ANYWHERE = frozenset(
    tld for tld in TLDS if tld not in FILE_EXTENSION_TLDS and tld_class_allows(tld, tld)
)
"""The TLDs for which :func:`may_be_meant_ascii` holds wherever they stand."""
_LABEL_BEFORE_PATH = re.compile(LOWER_TLD_LABEL.pattern + _PATH_AFTER_TLD.pattern)
_LABEL_WINDOW = 66
_LABEL_BEFORE_DOT = re.compile(r"[-0-9A-Za-z]\.([-0-9A-Za-z]{1,63})\.\Z")
_TWO_LABELS = re.compile(r"[-0-9a-z]\.[-0-9a-z]+\.[a-z]")


def any_may_be_meant_ascii(text: str, lowered: str, labels: list[str]) -> bool:
    """Whether :func:`may_be_meant_ascii` holds for some TLD candidate of the ASCII
    ``text``, given ``text`` lower-cased and the labels after its dots that begin with a
    letter (in order, as ``re.findall`` gives them): one of them is a TLD allowed wherever
    it stands, or a TLD before a path; else, only where one of :data:`KNOWN_HOSTS` is
    written, a label in Punycode or a host of three labels may be (a public suffix of two),
    each TLD is asked in turn. Most of it runs as set and substring searches."""
    if not _MEANT_ANYWHERE.isdisjoint(labels):
        return True
    if not TLDS.isdisjoint(_LABEL_BEFORE_PATH.findall(lowered)):
        return True
    if (
        not any(host in lowered for host in KNOWN_HOSTS)
        and "xn--" not in lowered
        and _TWO_LABELS.search(lowered) is None
        and _SITE_WORD_HOST.search(lowered) is None
    ):
        return False
    return any(
        may_be_meant_ascii(text, match.start(1), match.end(1))
        for match in LOWER_TLD_LABEL.finditer(lowered)
        if match.group(1) in TLDS
    )
