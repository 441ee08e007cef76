"""The values the engine returns: a link kind and an immutable link span."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, NamedTuple


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


class _LinkSlots:
    """The slots of :class:`Link`, in its order, without its frozen ``__setattr__``: an
    instance whose slots are filled becomes a :class:`Link` by taking that class
    (:func:`new_link`)."""

    __slots__ = tuple(field.name for field in fields(Link))


_new_slots: Callable[[type[_LinkSlots]], Any] = object.__new__


def new_link(start: int, end: int, kind: LinkKind, href: str, text: str) -> Link:
    """``Link(start, end, kind, href, text)``, made for a fraction of its cost: the frozen
    dataclass's ``__init__`` sets each field through ``object.__setattr__``, while this fills
    the same slots of a :class:`_LinkSlots` and gives it the class :class:`Link`. The result
    is a :class:`Link` in every respect (frozen, equal, hashed, printed, copied and pickled
    as one): every scanner makes its links with it."""
    slots = _new_slots(_LinkSlots)
    slots.start = start
    slots.end = end
    slots.kind = kind
    slots.href = href
    slots.text = text
    slots.__class__ = Link
    link: Link = slots
    return link


def moved_link(link: Link, by: int) -> Link:
    """``link`` with both offsets moved by ``by`` and its kind, href and text kept: a link
    found in a framed or partial string, placed in the string a front end holds."""
    return new_link(link.start + by, link.end + by, link.kind, link.href, link.text)


class NearMiss(NamedTuple):
    """``text[start:end]``, a candidate of kind ``kind`` that a scanner refuses by ``rule``
    (the rule in plain words, as :func:`md_autolinks.explain` reports it). The one record of
    a refusal: scanners that report their refusals and :mod:`~md_autolinks.engine.near_misses`
    both write it."""

    start: int
    end: int
    kind: LinkKind
    rule: str
