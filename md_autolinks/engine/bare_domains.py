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
from enum import Enum
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


class Refusal(str, Enum):
    """Why the ``"prose"`` level leaves a candidate unlinked: one member per rule, its value
    the rule in plain words, as :func:`md_autolinks.explain` reports it. A value may name
    ``{tld}`` (as a browser reads it), ``{written_tld}``, ``{first}`` (the first label),
    ``{before}`` and ``{after}`` (the characters around the candidate)."""

    ONE_LABEL = "a host needs two labels"
    JOINED_BEFORE = "{before!r} before it joins it to a longer token"
    CAPITAL_TLD = "its TLD is written in capitals ({written_tld}), as a name in code is"
    RESERVED = "a domain reserved for examples (RFC 2606)"
    REVERSE_DNS = "it starts with the TLD {first!r}: a reverse-DNS package name"
    RECEIVER = "{first!r} names an object or package in code"
    VERSION_LABELS = "two of its labels are version numbers"
    PORT_WITHOUT_PATH = "a host and port with no path is a setting, not a link"
    FILE_EXTENSION = ".{tld} is a file extension"
    CODE_WORD_CCTLD = ".{tld} is a member name in code"
    WORD_GTLD = ".{tld} is a generic TLD used more often as a name in code than for sites"
    QUOTED = "a string value between quotes"
    CODE_FOLLOWS = "{after!r} after it continues a code expression"
    HOST_PATH = "':' and a word after it make it a host:path (as git writes)"


_DOTS = re.compile("[.\u3002\uff0e\uff61]")
_HOST_END = re.compile("[/?#:]")
_PORT = re.compile(":[0-9]*")
_VERSION_LABEL = re.compile(r"[vV]?[0-9]+")


def is_within(host: str, domains: tuple[str, ...]) -> bool:
    """Whether ``host`` is one of ``domains`` (lower case) or a subdomain of one."""
    lowered = host.lower()
    return any(lowered == domain or lowered.endswith("." + domain) for domain in domains)


def tld_class_allows(tld: str, host: str) -> bool:
    """Whether a host with this TLD may be a bare-domain link without further evidence
    (:func:`tld_refusal` gives no reason against it)."""
    return tld_refusal(tld, host) is None


def tld_refusal(tld: str, host: str) -> Refusal | None:
    """Why a host with this TLD may not be a bare-domain link without further evidence.

    Rule: internationalised TLDs (non-ASCII or ``xn--``) and two-letter country codes may,
    except :data:`CODE_WORD_CCTLDS`; ASCII generic TLDs may only if in :data:`PROSE_GTLDS`;
    :data:`FILE_EXTENSION_TLDS` never do, except :data:`KNOWN_HOSTS` and their subdomains.
    """
    lowered = tld.lower()
    if lowered in FILE_EXTENSION_TLDS:
        return None if is_within(host, KNOWN_HOSTS) else Refusal.FILE_EXTENSION
    if not lowered.isascii() or lowered.startswith("xn--"):
        return None
    if len(lowered) == 2:
        return Refusal.CODE_WORD_CCTLD if lowered in CODE_WORD_CCTLDS else None
    return None if lowered in PROSE_GTLDS else Refusal.WORD_GTLD


def shape_rejects(labels: list[str], written_tld: str) -> bool:
    """Whether the host's labels look like code or data rather than a site
    (:func:`shape_refusal` gives a reason)."""
    return shape_refusal(labels, written_tld) is not None


def shape_refusal(labels: list[str], written_tld: str) -> Refusal | None:
    """Why the host's labels look like code or data rather than a site, if they do.

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
        return Refusal.CAPITAL_TLD
    if is_within(".".join(labels), RESERVED_DOMAINS):
        return Refusal.RESERVED
    first = labels[0].lower()
    if len(labels) >= 3 and first in PROSE_GTLDS:
        return Refusal.REVERSE_DNS
    if first in RECEIVERS:
        return Refusal.RECEIVER
    if sum(bool(_VERSION_LABEL.fullmatch(label)) for label in labels[:-1]) >= 2:
        return Refusal.VERSION_LABELS
    return None


def joined_before(text: str, start: int) -> bool:
    """Whether the text right before ``text[start:]`` joins it to a longer token: a
    character of :data:`TOKEN_JOINERS` (``_`` only after a letter or digit, not as Markdown
    emphasis in ``_crates.io_``)."""
    before = text[max(start - 2, 0) : start]
    return bool(before) and before[-1] in TOKEN_JOINERS and _joins(before[-1], before[:-1])


def used_as_code(text: str, start: int, end: int) -> bool:
    """Whether the host ``text[start:end]`` is used as code or data (:func:`code_use`)."""
    return code_use(text, start, end) is not None


def code_use(text: str, start: int, end: int) -> Refusal | None:
    """How the host ``text[start:end]``, with nothing after it in the link, is used as
    code or data, if it is: a character of :data:`CODE_FOLLOWERS` right after it (``_``
    only before a letter or digit: ``config.site_url``), ``:`` and a letter
    (``github.com:user/repo``), or the same ASCII quote of :data:`STRING_QUOTES` on both
    sides (``"a.com"``)."""
    after = text[end : end + 2]
    opening = text[start - 1] if start > 0 else ""
    if opening and opening in STRING_QUOTES and after[:1] == opening:
        return Refusal.QUOTED
    if after[:1] and after[0] in CODE_FOLLOWERS and _joins(after[0], after[1:]):
        return Refusal.CODE_FOLLOWS
    return Refusal.HOST_PATH if after[:1] == ":" and after[1:].isalpha() else None


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
    documentation writer means (the ``"prose"`` level of ``bare_domains``): no rule of
    :func:`prose_refusal` refuses it."""
    return prose_refusal(text, start, end) is None


def prose_refusal(text: str, start: int, end: int) -> Refusal | None:
    """Why ``text[start:end]``, a scheme-less, non-``www.`` UTS #58 link, is not one a
    documentation writer means, or ``None`` when it is.

    Rule: it is not meant if the text before joins it to a longer token
    (:func:`joined_before`) or its host's shape rejects it (:func:`shape_refusal`).
    Otherwise, with a path after the host and port (``docs.rs/serde``, ``golang.org/x/net``)
    it is meant; with a port and no path (``a.org:80``, a host-and-port value) it is not;
    a bare host is meant if its TLD allows it (:func:`tld_refusal`) and it is not used
    as code (:func:`code_use`); a query or fragment alone (``README.md#usage``) is no
    evidence.
    """
    link = text[start:end]
    host_end = _HOST_END.search(link)
    host = link[: host_end.start()] if host_end else link
    labels = host_labels(host)
    written = [label for label in _DOTS.split(_without_ignored(host)) if label]
    if len(labels) < 2:
        return Refusal.ONE_LABEL
    if joined_before(text, start):
        return Refusal.JOINED_BEFORE
    if shape := shape_refusal(labels, written[-1]):
        return shape
    rest = link[len(host) :]
    port = _PORT.match(rest)
    port_end = port.end() if port else 0
    if rest.startswith("/", port_end):
        return None
    if port_end:
        return Refusal.PORT_WITHOUT_PATH
    if tld := tld_refusal(labels[-1], ".".join(labels)):
        return tld
    return None if rest else code_use(text, start, end)


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
