"""Which domains may be linked: ``allow_domains`` / ``deny_domains``, IDN-aware."""

from __future__ import annotations

import re

from .model import Link, LinkKind

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_HOST_END = re.compile(r"[/?#:\\]")
_DOTS = re.compile("[.\u3002\uff0e\uff61]")


def ascii_domain(name: str) -> str:
    """The lower-case ASCII form of a domain: ``пример.рф`` is ``xn--e1afmkfd.xn--p1ai``.

    Each label goes through IDNA 2003 ``ToASCII`` (Python's ``idna`` codec); a label it
    rejects is kept lower-cased, so the comparison never raises.
    """
    labels = []
    for label in _DOTS.split(name.strip().strip(".").lower()):
        try:
            labels.append(label.encode("idna").decode("ascii") if label else label)
        except UnicodeError:
            labels.append(label)
    return ".".join(labels)


def link_host(link: Link) -> str:
    """The host a link points at, as written: after ``@`` for emails, after the scheme otherwise."""
    text = link.text
    if link.kind is LinkKind.EMAIL:
        text = text.rpartition("@")[2]
    else:
        scheme = _SCHEME.match(text)
        text = text[scheme.end() :] if scheme else text
        text = text.rpartition("@")[2] if "@" in text.split("/", 1)[0] else text
    end = _HOST_END.search(text)
    return text[: end.start()] if end else text


def _within(host: str, domains: frozenset[str]) -> bool:
    return any(host == domain or host.endswith("." + domain) for domain in domains)


def domain_allowed(link: Link, allow: frozenset[str], deny: frozenset[str]) -> bool:
    """Suffix match: a link is made when its host is within ``allow`` (or ``allow`` is empty)
    and not within ``deny``; ``docs.example.com`` is within ``example.com``."""
    if not allow and not deny:
        return True
    host = ascii_domain(link_host(link))
    return (not allow or _within(host, allow)) and not _within(host, deny)
