"""Email addresses written out so that harvesters miss them (``max(at)web.de``,
``jan.kowalski at gmail.com``): their domain is not a site (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

import re

from .words import AT_WORDS, MAIL_PROVIDERS, SPELLED_AT, SPELLED_AT_AFTER

_WORD_BEFORE = re.compile(r"(\S+)\s+(\S+)\s+\Z")
_LOCAL_PART_MARK = re.compile(r"[._+\-0-9]")
_LOCAL_PART = re.compile(r"[\w.+\-]+\Z")
_MARKED_AT_WORDS = tuple([word for word in AT_WORDS if not word.isalpha()])
"""The :data:`AT_WORDS` written with a mark (``(at)``, ``[at]``): they end an address's name
with or without a space before the domain."""


def written_out_address(text: str, start: int, labels: list[str]) -> bool:
    """Whether the host at ``text[start:]`` is the domain of an email address written out
    so that harvesters miss it: right after ``(at)``, ``[at]`` and the like
    (:data:`AT_WORDS`, with or without spaces: ``max(at)web.de``), or after ``NAME at``
    where ``NAME`` is one token that may be a local part and either holds a mark local
    parts have and words lack (``.``, ``_``, ``+``, ``-``, a digit: ``jan.kowalski at
    gmail.com``) or the host is a mail service (:data:`MAIL_PROVIDERS`:
    ``roberthoodchatham at gmail.com``). ``Find us at python.org`` is a site."""
    before = text[max(0, start - 80) : start]
    stripped = before.rstrip()
    if stripped.endswith(_MARKED_AT_WORDS):
        return True
    words = _WORD_BEFORE.search(before)
    if words is None or words.group(2) not in SPELLED_AT:
        return False
    name = words.group(1)
    if not name.isascii() or not _LOCAL_PART.match(name) or not any(c.isalpha() for c in name):
        return False
    return (
        words.group(2) == "AT"
        or bool(_LOCAL_PART_MARK.search(name))
        or (".".join(labels) in MAIL_PROVIDERS)
    )


_NAME_AFTER = re.compile(r"\s+(\S+)\s+([\w.+\-]+)")


def written_out_after(text: str, end: int, labels: list[str]) -> bool:
    """Whether the host ending at ``end`` is the domain of an address written out in the
    order of languages that put the domain first: ``DOMAIN पर NAME`` with a postposition of
    :data:`SPELLED_AT_AFTER`, and ``NAME`` a local part that holds a mark local parts have
    or the host a mail service (:data:`MAIL_PROVIDERS`), as :func:`written_out_address`
    asks of the usual order."""
    words = _NAME_AFTER.match(text, end, min(len(text), end + 80))
    if words is None or words.group(1) not in SPELLED_AT_AFTER:
        return False
    name = words.group(2).rstrip(".")
    if not name.isascii() or not any(char.isalpha() for char in name):
        return False
    return bool(_LOCAL_PART_MARK.search(name)) or ".".join(labels) in MAIL_PROVIDERS
