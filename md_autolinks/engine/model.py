"""The values the engine returns: a link kind and an immutable link span."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple


class LinkKind(str, Enum):
    """What triggered a link: a scheme URL, a ``www.`` host, or an email address.

    The ``mailto:`` and ``xmpp:`` forms that cmark-gfm accepts are emails: they are
    found by the email rule and switched with the ``email`` kind.
    """

    URL = "url"
    WWW = "www"
    EMAIL = "email"

    def __str__(self) -> str:
        return self.value


ALL_KINDS: frozenset[LinkKind] = frozenset(LinkKind)


@dataclass(frozen=True, slots=True)
class Link:
    """One detected link: ``text[start:end]`` of the scanned string.

    ``start`` and ``end`` are code-point offsets; ``text`` is the linked text exactly
    as written; ``href`` is the destination a front end puts in the anchor, already
    percent-encoded for an HTML attribute (non-ASCII and unsafe ASCII bytes as
    ``%XX``) but not HTML-escaped.
    """

    start: int
    end: int
    kind: LinkKind
    href: str
    text: str


class NearMiss(NamedTuple):
    """``text[start:end]``, a candidate of kind ``kind`` that a scanner refuses by ``rule``
    (the rule in plain words, as :func:`md_autolinks.explain` reports it). The one record of
    a refusal: scanners that report their refusals and :mod:`~md_autolinks.engine.near_misses`
    both write it."""

    start: int
    end: int
    kind: LinkKind
    rule: str
