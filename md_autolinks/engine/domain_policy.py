"""Which domains may be linked: ``allow_domains`` / ``deny_domains``, as browsers read hosts.

Both the configured domains and each link's host go through the one host reader,
:func:`md_autolinks.engine.hosts.ascii_host` (WHATWG URL host parsing, UTS #46
non-transitional), so every spelling a browser treats as one host is that host: case,
fullwidth forms, NFC/NFD, the dots ``。．｡``, ignored characters such as the soft
hyphen, percent-escapes in an href. Different hosts stay different: ``straße.de`` is
``xn--strae-oqa.de``, not ``strasse.de``; ``ς`` is not ``σ``.

The link's host is read from its **href**, the URL the browser goes to, not from its
text. A host the reader rejects (gfm and md4c link some, following their reference
implementations) is never allowed while a policy is set.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .errors import OptionError
from .hosts import ascii_host, host_span
from .model import Link

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_ADDRESS_END = re.compile(r"[/?#]")
_IPV4 = re.compile(r"[0-9.]+\Z")


def ascii_domain(name: str) -> str:
    """The lower-case ASCII form of a configured domain: ``Пример.РФ`` is
    ``xn--e1afmkfd.xn--p1ai``, ``www.straße.de`` is ``www.xn--strae-oqa.de``.

    Leading and trailing dots are dropped (``.example.com`` means ``example.com``).
    A name the host reader rejects raises :class:`~md_autolinks.engine.errors.OptionError`
    naming it, since it could never match a link.
    """
    stripped = name.strip().strip(".")
    if "*" in stripped:
        raise OptionError(
            f"{name!r} is not a domain name: write it without '*'; "
            "a domain already matches its subdomains"
        )
    host = ascii_host(stripped) if stripped else None
    if host is None:
        raise OptionError(
            f"{name!r} is not a domain name a browser accepts "
            "(WHATWG URL host parsing with UTS #46)"
        )
    return host.rstrip(".")


def policy_domains(value: object, name: str) -> frozenset[str]:
    """Validate ``allow_domains`` / ``deny_domains``: a list of domain names in Unicode
    or ``xn--`` form, each read by :func:`ascii_domain`; errors name the option."""
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise OptionError(f"{name}: expected a list of domain names, got {value!r}")
    domains = set()
    for item in value:
        if not isinstance(item, str) or not item.strip(". ") or any(c.isspace() for c in item):
            raise OptionError(f"{name}: {item!r} is not a domain name")
        try:
            domains.add(ascii_domain(item))
        except OptionError as error:
            raise OptionError(f"{name}: {error}") from None
    return frozenset(domains)


def href_host(href: str) -> str | None:
    """The host a browser reads from ``href``, in ASCII form (see
    :func:`~md_autolinks.engine.hosts.ascii_host`), or None when there is none it accepts.

    ``scheme://[userinfo@]host`` URLs (any number of ``/`` or ``\\``) give their host;
    ``mailto:`` and other URLs without an authority give the domain after the last
    ``@`` of their address; a scheme-less href is read as ``//`` + href.
    """
    span = host_span(href)
    if span is None:
        scheme = _SCHEME.match(href)
        if scheme is None:
            return href_host("http://" + href)
        end = _ADDRESS_END.search(href, scheme.end())
        address = href[scheme.end() : end.start() if end else len(href)]
        if "@" not in address:
            return None
        return ascii_host(address.rpartition("@")[2])
    return ascii_host(href[span[0] : span[1]])


def link_host(link: Link) -> str | None:
    """The host ``link`` goes to, as a browser reads its href (:func:`href_host`),
    without a trailing root dot."""
    host = href_host(link.href)
    return host.rstrip(".") if host else None


def _is_ip(host: str) -> bool:
    return host.startswith("[") or _IPV4.match(host) is not None


def _within(host: str, domains: frozenset[str]) -> bool:
    if host in domains:
        return True
    if _is_ip(host):
        return False
    return any(host.endswith("." + domain) for domain in domains)


def domain_allowed(link: Link, allow: frozenset[str], deny: frozenset[str]) -> bool:
    """Suffix match on hosts as browsers read them: a link is made when its host is
    within ``allow`` (or ``allow`` is empty) and not within ``deny``; ``docs.example.com``
    is within ``example.com``. IP addresses match exactly. While either set is non-empty,
    a link whose host the reader rejects is not made."""
    if not allow and not deny:
        return True
    host = link_host(link)
    if host is None:
        return False
    return (not allow or _within(host, allow)) and not _within(host, deny)
