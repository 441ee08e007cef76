"""Which scheme-less domains a writer means as links (the ``bare_domains`` option, uts58 mode).

UTS #58 section 3 links every domain whose last label is in IANA's list of top-level
domains, with or without a scheme. In documentation most scheme-less ones are not links:
file names (``setup.py``, ``README.md``), code (``logger.info``, ``window.open``,
``self.data``), module names (``collections.abc``), because IANA's list holds file
extensions (``.py``, ``.md``, ``.sh``) and English words (``.info``, ``.open``, ``.data``).

Levels (:data:`LEVELS`): ``"all"`` links every candidate, as UTS #58's reference does;
``"none"`` links none (``www.`` hosts and links with a scheme are not bare domains and stay
linked); ``"prose"``, the default, links a candidate unless :func:`is_meant` rejects it.
"""

from __future__ import annotations

import re
from typing import Literal

from .hosts import unicode_host
from .unicode_props import TLDS, is_ignored_host_char

Level = Literal["prose", "all", "none"]
"""A level of ``bare_domains``."""
LEVELS: tuple[Level, ...] = ("prose", "all", "none")
"""The values of ``bare_domains``; ``True`` stands for ``"prose"`` and ``False`` for ``"none"``."""

FILE_EXTENSION_TLDS: frozenset[str] = frozenset(
    {"ac", "am", "app", "cc", "in", "java", "md", "mk", "ml", "mov", "pl", "pm", "ps", "py",
     "rs", "sh", "so", "tf", "zip"}
)
"""Top-level domains that are also common file extensions (``configure.ac``,
``Makefile.am``, ``Foo.app``, ``MANIFEST.in``, ``README.md``, ``setup.py``, ``main.rs``)."""

KNOWN_HOSTS: tuple[str, ...] = (
    "bun.sh", "docs.rs", "gopkg.in", "netlify.app", "vercel.app", "web.app"
)
"""Well-known sites under :data:`FILE_EXTENSION_TLDS`, linked without a path, with their
subdomains (``my-site.netlify.app``)."""

PROSE_GTLDS: frozenset[str] = frozenset(
    {"biz", "blog", "com", "dev", "edu", "gov", "int", "land", "mil", "net", "online", "org",
     "social", "tech", "wiki", "xyz"}
)
"""Generic top-level domains that sites named in running text use. The other ASCII gTLDs
are mostly English words (``info``, ``name``, ``open``, ``read``, ``next``, ``data``,
``site``, ``builders``, ``target``) that code writes after a dot far more often."""

CODE_WORD_CCTLDS: frozenset[str] = frozenset({"id", "is"})
"""Country codes that are everyday member names in code (``user.id``, ``Object.is``)."""

RESERVED_DOMAINS: tuple[str, ...] = ("example.com", "example.net", "example.org")
"""Domains reserved for documentation (RFC 2606 section 3), and their subdomains."""

RECEIVERS: frozenset[str] = frozenset({"cls", "java", "javax", "self", "super", "this"})
"""First labels that name an object or package in code (``self.net``, ``java.io``)."""

CODE_FOLLOWERS: str = "([{_"
"""Characters that continue a code expression right after a host (``log.info(``,
``config.site_url``, ``obj.net[0]``)."""

TOKEN_JOINERS: str = "%/=\\_"
"""Characters that join the text before a host into one token: ``%2Ftracker.a.org`` (a
percent-encoded URL), ``src/main.rs``, ``key=value.com``, ``foo_bar.com``, ``C:\\x.com``."""

STRING_QUOTES: str = "\"'`"
"""ASCII quotes that make a host right between two of them a string value (``"a.com"``)."""

_DOTS = re.compile("[.\u3002\uff0e\uff61]")
_HOST_END = re.compile("[/?#:]")
_PORT = re.compile(":[0-9]*")
_VERSION_LABEL = re.compile(r"[vV]?[0-9]+")


def is_within(host: str, domains: tuple[str, ...]) -> bool:
    """Whether ``host`` is one of ``domains`` (lower case) or a subdomain of one."""
    lowered = host.lower()
    return any(lowered == domain or lowered.endswith("." + domain) for domain in domains)


def tld_class_allows(tld: str, host: str) -> bool:
    """Whether a host with this TLD may be a bare-domain link without further evidence.

    Rule: internationalised TLDs (non-ASCII or ``xn--``) and two-letter country codes may,
    except :data:`CODE_WORD_CCTLDS`; ASCII generic TLDs may only if in :data:`PROSE_GTLDS`;
    :data:`FILE_EXTENSION_TLDS` never do, except :data:`KNOWN_HOSTS` and their subdomains.
    """
    lowered = tld.lower()
    if lowered in FILE_EXTENSION_TLDS:
        return is_within(host, KNOWN_HOSTS)
    if not lowered.isascii() or lowered.startswith("xn--"):
        return True
    if len(lowered) == 2:
        return lowered not in CODE_WORD_CCTLDS
    return lowered in PROSE_GTLDS


def shape_rejects(labels: list[str], written_tld: str) -> bool:
    """Whether the host's labels look like code or data rather than a site.

    Rule: the TLD is written in capitals (``VB.NET``, ``SETUP.PY``, ``ＳＥＴＵＰ．ＰＹ``);
    the domain is reserved for examples (:data:`RESERVED_DOMAINS`); the first label is a
    generic TLD and there are three or more labels, a reverse-DNS package name
    (``org.springframework.cloud``); the first label is a code receiver
    (:data:`RECEIVERS`); or two labels or more before the TLD are version numbers
    (``1.0.dev``, ``v2.1.app``). ``labels`` are read as a browser reads them (UTS #46
    mapped: :func:`host_labels`, so always lower case); ``written_tld`` is the TLD as
    written, for its letter case.
    """
    tld = labels[-1]
    if tld.isascii() and written_tld.isupper():
        return True
    if is_within(".".join(labels), RESERVED_DOMAINS):
        return True
    first = labels[0].lower()
    if len(labels) >= 3 and first in PROSE_GTLDS:
        return True
    if first in RECEIVERS:
        return True
    return sum(bool(_VERSION_LABEL.fullmatch(label)) for label in labels[:-1]) >= 2


def joined_before(text: str, start: int) -> bool:
    """Whether the text right before ``text[start:]`` joins it to a longer token: a
    character of :data:`TOKEN_JOINERS` (``_`` only after a letter or digit, not as Markdown
    emphasis in ``_crates.io_``)."""
    before = text[max(start - 2, 0) : start]
    return bool(before) and before[-1] in TOKEN_JOINERS and _joins(before[-1], before[:-1])


def used_as_code(text: str, start: int, end: int) -> bool:
    """Whether the host ``text[start:end]``, with nothing after it in the link, is used as
    code or data: a character of :data:`CODE_FOLLOWERS` right after it (``_`` only before
    a letter or digit: ``config.site_url``), ``:`` and a letter (``github.com:user/repo``),
    or the same ASCII quote of :data:`STRING_QUOTES` on both sides (``"a.com"``)."""
    after = text[end : end + 2]
    opening = text[start - 1] if start > 0 else ""
    if opening and opening in STRING_QUOTES and after[:1] == opening:
        return True
    if after[:1] and after[0] in CODE_FOLLOWERS and _joins(after[0], after[1:]):
        return True
    return after[:1] == ":" and after[1:].isalpha()


def host_labels(host: str) -> list[str]:
    """The labels of ``host`` as a browser reads them: UTS #46 mapped (fullwidth forms,
    letter case, ideographic dots) with ignored characters dropped and ``xn--`` labels
    decoded, so ``ｓｅｔｕｐ．ｐｙ`` and ``exam\u00adple.com`` are judged as ``setup.py`` and
    ``example.com``, the hosts their links go to. A host the reader rejects keeps its
    written labels (the scanner makes no link of it anyway)."""
    read = unicode_host(host)
    return [label for label in _DOTS.split(read if read is not None else host) if label]


def _without_ignored(host: str) -> str:
    return "".join(char for char in host if not is_ignored_host_char(ord(char)))


def _joins(mark: str, neighbour: str) -> bool:
    """``_`` joins a token only with a letter or digit on its far side; ``_x.org_`` is
    emphasis in Markdown source. The other marks always join."""
    return mark != "_" or neighbour.isalnum()


def is_meant(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a scheme-less, non-``www.`` UTS #58 link, is one a
    documentation writer means (the ``"prose"`` level of ``bare_domains``).

    Rule: it is not meant if the text before joins it to a longer token
    (:func:`joined_before`) or its host's shape rejects it (:func:`shape_rejects`).
    Otherwise, with a path after the host and port (``docs.rs/serde``, ``golang.org/x/net``)
    it is meant; with a port and no path (``a.org:80``, a host-and-port value) it is not;
    a bare host is meant if its TLD allows it (:func:`tld_class_allows`) and it is not used
    as code (:func:`used_as_code`); a query or fragment alone (``README.md#usage``) is no
    evidence.
    """
    link = text[start:end]
    host_end = _HOST_END.search(link)
    host = link[: host_end.start()] if host_end else link
    labels = host_labels(host)
    written = [label for label in _DOTS.split(_without_ignored(host)) if label]
    if len(labels) < 2 or joined_before(text, start) or shape_rejects(labels, written[-1]):
        return False
    rest = link[len(host) :]
    port = _PORT.match(rest)
    port_end = port.end() if port else 0
    if rest.startswith("/", port_end):
        return True
    if port_end or not tld_class_allows(labels[-1], ".".join(labels)):
        return False
    return bool(rest) or not used_as_code(text, start, end)


LOWER_TLD_LABEL = re.compile(r"\.([a-z][-0-9a-z]*)")
"""In lower-cased ASCII text, a dot and the label after it that may be a TLD (it starts
with a letter); ``findall`` gives the labels."""
_LONGEST_KNOWN_HOST = max(map(len, KNOWN_HOSTS))
_PATH_AFTER_TLD = re.compile(r"\.?(?::[0-9]*)?/")
"""In ASCII text, what shows a path right after a TLD: one trailing dot and a port may
stand between (``a.py./x``, ``a.py:80/x``)."""


def may_be_meant_ascii(text: str, tld_start: int, tld_end: int) -> bool:
    """Whether some scheme-less, non-``www.`` candidate of the ASCII ``text`` whose TLD is
    ``text[tld_start:tld_end]`` could be one :func:`is_meant` accepts: a path follows
    the TLD, or :func:`tld_class_allows` the TLD for a host that ends there (a
    :data:`FILE_EXTENSION_TLDS` one only for a host ending in one of :data:`KNOWN_HOSTS`).
    A cheap necessary condition, for front ends that skip text holding no link."""
    if _PATH_AFTER_TLD.match(text, tld_end):
        return True
    tld = text[tld_start:tld_end].lower()
    if tld in FILE_EXTENSION_TLDS:
        written = text[max(0, tld_end - _LONGEST_KNOWN_HOST) : tld_end].lower()
        return any(written.endswith(host) for host in KNOWN_HOSTS)
    return tld_class_allows(tld, tld)


_MEANT_ANYWHERE = frozenset(
    tld for tld in TLDS if tld not in FILE_EXTENSION_TLDS and tld_class_allows(tld, tld)
)
"""The TLDs for which :func:`may_be_meant_ascii` holds wherever they stand."""
_LABEL_BEFORE_PATH = re.compile(LOWER_TLD_LABEL.pattern + _PATH_AFTER_TLD.pattern)


def any_may_be_meant_ascii(text: str, lowered: str, labels: list[str]) -> bool:
    """Whether :func:`may_be_meant_ascii` holds for some TLD candidate of the ASCII
    ``text``, given ``text`` lower-cased and the labels after its dots that begin with a
    letter (in order, as ``re.findall`` gives them): one of them is a TLD allowed wherever
    it stands, or a TLD before a path; else, only where one of :data:`KNOWN_HOSTS` is
    written, each TLD is asked in turn. Most of it runs as set and substring searches."""
    if not _MEANT_ANYWHERE.isdisjoint(labels):
        return True
    if not TLDS.isdisjoint(_LABEL_BEFORE_PATH.findall(lowered)):
        return True
    if not any(host in lowered for host in KNOWN_HOSTS):
        return False
    return any(
        may_be_meant_ascii(text, match.start(1), match.end(1))
        for match in LOWER_TLD_LABEL.finditer(lowered)
        if match.group(1) in TLDS
    )


def wanted(level: Level, text: str, start: int, end: int) -> bool:
    """Whether ``bare_domains`` at ``level`` (one of :data:`LEVELS`) links the scheme-less,
    non-``www.`` candidate ``text[start:end]``."""
    if level == "all":
        return True
    return level == "prose" and is_meant(text, start, end)
