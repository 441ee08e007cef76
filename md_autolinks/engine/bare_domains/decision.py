"""The levels of ``bare_domains`` and the ``"prose"`` decision: which scheme-less domains a
writer means as links (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

import re
from typing import Literal

from ..unicode_props import TLDS
from .code_names import code_use, joined_before
from .labels import (
    DOTS,
    host_labels,
    is_international,
    shape_refusal,
    tld_class_allows,
    tld_refusal,
    under_multi_label_suffix,
    without_ignored,
)
from .refusals import Refusal
from .site_words import SiteEvidence, is_brand, reads_as_member, site_evidence
from .unspaced import run_into_sentence
from .words import FILE_LABELS, FILE_ONLY_TLDS, MODULE_NAMES, PROGRAM_FILES
from .written_out import written_out_address, written_out_after

Level = Literal["prose", "all", "none"]
"""A level of ``bare_domains``."""
LEVELS: tuple[Level, ...] = ("prose", "all", "none")
"""The values of ``bare_domains``; ``True`` stands for ``"prose"`` and ``False`` for ``"none"``."""
_HOST_END = re.compile("[/?#:]")
_PORT = re.compile(":[0-9]*")


def names_alternatives(rest: str) -> bool:
    """Whether what follows a host, ``rest``, is ``/`` and a second host with nothing
    after it (``readthedocs.org/readthedocs.com``): the writer names two sites, "one or
    the other", not a page of the first. A link is a whole token, so neither is linked
    (one link over both would go to a page that does not exist). The second host must be
    a site the prose rule would link on its own (a TLD that :func:`tld_class_allows`, an
    international label or a multi-label public suffix)."""
    segment = rest[1:]
    if not rest.startswith("/") or "." not in segment or _HOST_END.search(segment):
        return False
    labels = host_labels(segment)
    if len(labels) < 2 or labels[-1] not in TLDS:
        return False
    return (
        is_international(labels)
        or tld_class_allows(labels[-1], ".".join(labels))
        or under_multi_label_suffix(labels)
    )


def is_meant(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a scheme-less, non-``www.`` UTS #58 link, is one a
    documentation writer means (the ``"prose"`` level of ``bare_domains``): no rule of
    :func:`prose_refusal` refuses it."""
    return prose_refusal(text, start, end) is None


def prose_refusal(text: str, start: int, end: int) -> Refusal | None:
    """Why ``text[start:end]``, a scheme-less, non-``www.`` UTS #58 link, is not one a
    documentation writer means, or ``None`` when it is.

    Rule: it is not meant if an ideographic full stop stands in its host (``。``, ``｡``: the
    end of a sentence, ``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``), if it
    is words of a sentence in a script written without spaces (:func:`run_into_sentence`),
    if the text before joins it to a longer token
    (:func:`joined_before`) or its host's shape rejects it (:func:`shape_refusal`).
    Otherwise, with a path after the host and port (``docs.rs/serde``, ``golang.org/x/net``)
    it is meant, unless the path is a second host (:func:`names_alternatives`); with a
    port and no path (``a.org:80``, a host-and-port value) it is not. A bare host needs
    evidence of a site: an international label (:func:`is_international`), a TLD that
    :func:`tld_refusal` lets pass, or a multi-label public suffix
    (:func:`under_multi_label_suffix`); then it is meant unless it is used as code
    (:func:`code_use`), names a program file (:data:`PROGRAM_FILES`) or is the domain of a
    written-out address (:func:`written_out_address`). A query or fragment alone
    (``README.md#usage``) is no evidence but keeps the host from being read as code.
    """
    link = text[start:end]
    host_end = _HOST_END.search(link)
    host = link[: host_end.start()] if host_end else link
    if "。" in host or "｡" in host:
        return Refusal.IDEOGRAPHIC_STOP
    if run_into_sentence(text, start, end, host):
        return Refusal.UNSPACED_RUN
    labels = host_labels(host)
    written = [label for label in DOTS.split(without_ignored(host)) if label]
    if len(labels) < 2:
        return Refusal.ONE_LABEL
    if joined_before(text, start):
        return Refusal.JOINED_BEFORE
    if (shape := shape_refusal(labels, written)) and not _brand_named(
        text, start, end, labels, written, shape=shape
    ):
        return shape
    rest = link[len(host) :]
    port = _PORT.match(rest)
    port_end = port.end() if port else 0
    if rest.startswith("/", port_end):
        return Refusal.ALTERNATIVES if names_alternatives(rest) else None
    if port_end:
        return Refusal.PORT_WITHOUT_PATH
    domain = ".".join(labels)
    if refusal := _tld_evidence(text, start, end, labels, written):
        return refusal
    if rest:
        return None
    if use := code_use(text, start, end):
        return use
    if domain in PROGRAM_FILES:
        return Refusal.PROGRAM_FILE
    if labels[0] in MODULE_NAMES and len(labels) == 2:
        return Refusal.MODULE_NAME
    if written_out_address(text, start, labels) or written_out_after(text, end, labels):
        return Refusal.WRITTEN_OUT_ADDRESS
    return None


def _tld_evidence(
    text: str, start: int, end: int, labels: list[str], written: list[str]
) -> Refusal | None:
    """Why the host's TLD gives no evidence of a site, if it gives none: :func:`tld_refusal`,
    lifted by a multi-label public suffix (``abc.com.py``), by an international label except
    for :data:`FILE_ONLY_TLDS` (``żółw.pl``, not ``фотки.zip``), or, for a name that
    :data:`FILE_LABELS` do not make a file name, by a sentence that names the host as a
    site (:func:`site_evidence`). For a host that reads as member access in code
    (:func:`reads_as_member`: ``arr.map``, ``new.target``) under a TLD that is a word of
    code, words that only say it is a place (``em``, ``で``) are not enough: it is
    :attr:`Refusal.MEMBER_ACCESS`."""
    tld = labels[-1]
    refusal = tld_refusal(tld, ".".join(labels))
    if refusal is None:
        return None
    if under_multi_label_suffix(labels):
        return None
    if refusal is Refusal.FILE_EXTENSION and tld in FILE_ONLY_TLDS:
        return refusal
    if is_international(labels):
        return None
    if not FILE_LABELS.isdisjoint(labels[1:-1]):
        return Refusal.FILE_NAME
    evidence = _sentence_evidence(text, start, end, written, refusal)
    if evidence is None:
        return refusal
    if evidence[0].names or refusal is not Refusal.WORD_GTLD or not reads_as_member(written):
        return None
    return Refusal.MEMBER_ACCESS


def _sentence_evidence(
    text: str, start: int, end: int, written: list[str], refusal: Refusal
) -> tuple[SiteEvidence, str] | None:
    """:func:`site_evidence` for a host whose TLD gave ``refusal``."""
    return site_evidence(
        text,
        start,
        end,
        written,
        word_tld=refusal is Refusal.WORD_GTLD,
        file_tld=refusal is Refusal.FILE_EXTENSION,
    )


def _brand_named(
    text: str, start: int, end: int, labels: list[str], written: list[str], *, shape: Refusal
) -> bool:
    """Whether a TLD in title case after a brand (``Refactoring.Guru``), which
    :func:`shape_refusal` refuses as mixed case (``Asp.Net``), is named a site by a word
    before it or by the sentence it opens (:attr:`SiteEvidence.names`, not a list entry)."""
    if shape is not Refusal.MIXED_CASE_TLD or not written[-1].istitle() or not is_brand(written):
        return False
    refusal = tld_refusal(labels[-1], ".".join(labels))
    if refusal is None:
        return False
    evidence = _sentence_evidence(text, start, end, written, refusal)
    return evidence is not None and evidence[0].names and evidence[0] is not SiteEvidence.ENTRY


def sentence_evidence(text: str, start: int, end: int) -> str | None:
    """What in the sentence decided that the scheme-less link ``text[start:end]`` is a site
    (:func:`site_evidence`, in words), when its TLD alone gave no evidence and the
    ``"prose"`` level links it; ``None`` otherwise. ``why`` reports it."""
    if prose_refusal(text, start, end) is not None:
        return None
    link = text[start:end]
    host_end = _HOST_END.search(link)
    if host_end is not None:
        return None
    labels = host_labels(link)
    written = [label for label in DOTS.split(without_ignored(link)) if label]
    refusal = tld_refusal(labels[-1], ".".join(labels))
    if refusal is None or under_multi_label_suffix(labels) or is_international(labels):
        return None
    evidence = _sentence_evidence(text, start, end, written, refusal)
    if evidence is None:
        return None
    kind, word = evidence
    return kind.value.format(word=word)


def wanted(level: Level, text: str, start: int, end: int) -> bool:
    """Whether ``bare_domains`` at ``level`` (one of :data:`LEVELS`) links the scheme-less,
    non-``www.`` candidate ``text[start:end]``."""
    if level == "all":
        return True
    return level == "prose" and is_meant(text, start, end)
