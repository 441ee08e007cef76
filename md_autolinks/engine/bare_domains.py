"""Which scheme-less domains a writer means as links (the ``bare_domains`` option, uts58 mode).

UTS #58 section 3 links every domain whose last label is in IANA's list of top-level
domains, with or without a scheme. In documentation most scheme-less ones are not links:
file names (``setup.py``, ``README.md``), code (``logger.info``, ``window.open``,
``self.data``), module names (``collections.abc``), because IANA's list holds file
extensions (``.py``, ``.md``, ``.sh``) and English words (``.info``, ``.open``, ``.data``).

Levels (:data:`LEVELS`): ``"all"`` links every candidate, as UTS #58's reference does;
``"none"`` links none (``www.`` hosts and links with a scheme are not bare domains and stay
linked); ``"prose"``, the default, links a candidate unless :func:`is_meant` rejects it:
a bare host needs evidence of a site, which an international label, a multi-label public
suffix (the Public Suffix List of the ``publicsuffixlist`` package, ICANN section) or a
TLD that sites use gives, and a written-out address or a program file name takes away.
"""

from __future__ import annotations

import re
from enum import Enum
from functools import cache
from typing import Literal

from publicsuffixlist import PublicSuffixList

from .hosts import unicode_host
from .unicode_props import TLDS, is_ignored_host_char

Level = Literal["prose", "all", "none"]
"""A level of ``bare_domains``."""
LEVELS: tuple[Level, ...] = ("prose", "all", "none")
"""The values of ``bare_domains``; ``True`` stands for ``"prose"`` and ``False`` for ``"none"``."""

FILE_EXTENSION_TLDS: frozenset[str] = frozenset(
    {"ac", "am", "app", "cc", "cr", "gd", "in", "java", "md", "mk", "ml", "mm", "mo", "mov",
     "pl", "pm", "ps", "py", "rs", "sh", "so", "tf", "zip"}
)
"""Top-level domains that are also common file extensions (``configure.ac``,
``Makefile.am``, ``Foo.app``, ``MANIFEST.in``, ``README.md``, ``setup.py``, ``main.rs``,
``messages.mo``, ``player.gd``, ``server.cr``, ``AppDelegate.mm``)."""

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

GEOGRAPHIC_TLDS: frozenset[str] = frozenset(
    {"abudhabi", "africa", "alsace", "amsterdam", "arab", "asia", "barcelona", "bayern", "bcn",
     "berlin", "boston", "brussels", "bzh", "capetown", "cat", "cologne", "corsica", "cymru",
     "dubai", "durban", "eus", "frl", "gal", "gent", "hamburg", "irish", "istanbul", "joburg",
     "koeln", "kyoto", "london", "madrid", "melbourne", "miami", "moscow", "nagoya", "nrw", "nyc",
     "okinawa", "osaka", "paris", "quebec", "rio", "ruhr", "ryukyu", "saarland", "scot", "swiss",
     "sydney", "taipei", "tatar", "tirol", "tokyo", "vegas", "vlaanderen", "wales", "wien",
     "yokohama", "zuerich"}
)
"""Geographic and language-community top-level domains (IANA's list: cities, regions,
languages such as ``.cat`` for Catalan and ``.eus`` for Basque). Sites of a place or a
language community use them (``gencat.cat``, ``euskadi.eus``, ``gov.scot``); code does not
write them after a dot."""

CODE_WORD_CCTLDS: frozenset[str] = frozenset({"id"})
"""Country codes that are everyday member names in code (``user.id``, ``row.id``)."""

CAPITALISED_CODE_CCTLDS: frozenset[str] = frozenset({"is"})
"""Country codes that are member names in code after a capitalised class or object name
(``Object.is``, ``Window.is``), and sites' TLDs after a lower-case name (``mbl.is``)."""

SUFFIX_FILE_LABELS: frozenset[str] = frozenset({"am", "cs", "in", "pc"})
"""Labels of a multi-label public suffix that make the name a file name or template
rather than a registrable domain: ``AssemblyInfo.cs.in``, ``Makefile.am.in``,
``build.in.rs``, ``libfoo.pc.pl`` (``cs.in``, ``am.in``, ``in.rs`` and ``pc.pl`` are public
suffixes). ``ac.in`` is not among them: Indian universities (``iitb.ac.in``) outnumber
``configure.ac.in`` templates."""

PROGRAM_FILES: frozenset[str] = frozenset(
    {"chcp.com", "command.com", "debug.com", "diskcopy.com", "doskey.com", "edit.com",
     "format.com", "keyb.com", "mode.com", "more.com", "sys.com", "tree.com", "win.com"}
)
"""Executable files of MS-DOS and Windows whose ``.COM`` extension is a TLD: in running
text ``command.com`` is the DOS command interpreter, not a site."""

MAIL_PROVIDERS: frozenset[str] = frozenset(
    {"126.com", "163.com", "aol.com", "fastmail.com", "gmail.com", "gmx.com", "gmx.de",
     "gmx.net", "googlemail.com", "hotmail.com", "icloud.com", "live.com", "mail.ru", "me.com",
     "msn.com", "naver.com", "outlook.com", "proton.me", "protonmail.com", "qq.com",
     "web.de", "yahoo.com", "yandex.com", "yandex.ru", "zoho.com"}
)
"""Hosts of public mail services: after ``NAME at`` they are the domain of an address
written out so that harvesters miss it (``victorfelder at gmail.com``)."""

AT_WORDS: tuple[str, ...] = ("(at)", "[at]", "{at}", "<at>", "AT", "_at_", "(AT)", "[AT]")
"""Ways to write ``@`` in an address that should not be harvested (``name (at) web.de``)."""

SPELLED_AT: frozenset[str] = frozenset(
    {"at", "AT", "arroba", "ARROBA", "собака", "در", "ที่", "tại", "bei"}
)
"""Words that stand for ``@`` between a name and a domain in an address written out, in
the languages whose writers do it: English ``at``, Portuguese and Spanish ``arroba``,
Russian ``собака``, Persian ``در``, Thai ``ที่``, Vietnamese ``tại``, German ``bei``."""

SPELLED_AT_AFTER: frozenset[str] = frozenset({"पर", "पे", "वर", "এ", "இல்"})
"""Postpositions that stand for ``@`` in languages that write the domain first
(``gmail.com पर name``: Hindi ``पर``, ``पे``, Marathi ``वर``, Bengali ``এ``, Tamil ``இல்``)."""

CODE_LABELS: frozenset[str] = frozenset({"prototype"})
"""Labels that mark a dotted name as code wherever they stand before the TLD
(``Array.prototype.at``, ``String.prototype.at``)."""

RESERVED_DOMAINS: tuple[str, ...] = ("example.com", "example.net", "example.org")
"""Domains reserved for documentation (RFC 2606 section 3), and their subdomains."""

RECEIVERS: frozenset[str] = frozenset({"cls", "java", "javax", "self", "super", "this"})
"""First labels that name an object or package in code (``self.net``, ``java.io``)."""

MODULE_NAMES: frozenset[str] = frozenset(
    {"np", "os", "pd", "plt", "py", "sys", "tf", "torch"}
)
"""Short names of modules that code writes before a member: ``py.io`` (pytest's ``py``
library), ``np.ma``, ``pd.io``, ``tf.io``. With no path after them they are code."""

FILE_ONLY_TLDS: frozenset[str] = frozenset({"java", "mov", "py", "zip"})
"""Of :data:`FILE_EXTENSION_TLDS`, those that name a file even after an international
name (``фотки.zip``, ``видео.mov``): no context makes such a bare host a site."""

FILE_LABELS: frozenset[str] = frozenset(
    {"css", "d", "gz", "html", "js", "json", "jsx", "map", "md", "min", "mjs", "py", "rs",
     "tar", "ts", "tsx", "txt", "xml", "yaml", "yml"}
)
"""File extensions that stand before a last extension in a file name
(``sourcemap.js.map``, ``app.min.js``, ``archive.tar.gz``): such a name is a file whatever
the sentence around it says."""

FILE_STEMS: frozenset[str] = frozenset(
    {"app", "build", "config", "console", "document", "element", "event", "example",
     "index", "init", "install", "item", "lib", "log", "logger", "main", "manage", "mod",
     "navigator", "node", "obj", "package", "page", "readme", "request", "response",
     "sample", "script", "server", "settings", "setup", "test", "tests", "user", "util",
     "utils", "window"}
)
"""First labels that name a file or an object in code far more often than a site
(``setup.sh``, ``main.rs``, ``logger.info``, ``window.page``): context that names a site
does not make them one."""

SITE_WORDS: frozenset[str] = frozenset(
    {
        # English, German, Dutch, French, Spanish, Portuguese, Italian
        "via", "visit", "site", "website", "homepage", "auf", "unter",
        "besuchen", "besuche", "webseite", "op", "bezoek", "sur", "visitez", "chez",
        "sitio", "visita", "visite", "desde", "em", "acesse", "pelo", "sito", "sul",
        # Polish, Czech, Russian, Ukrainian
        "na", "przez", "odwiedź", "stronie", "serwisie", "portalu", "stránkách",
        "на", "через", "сайт", "сайте", "сайта", "посетите", "зайдите", "ресурсе",
        "сайті", "відвідайте",
        # Turkish, Indonesian, Vietnamese
        "sitesi", "sitesinde", "kunjungi", "situs", "trang",
    }
)
"""Words that, right before a host, name it as a site: "on", "visit", "via", "site" in
the languages of the site's readers (``Zamów przez allegro.pl``, ``Статьи на habr.com``).
English "on" and "at" are not among them: English documentation writes file names after
them as often as sites (``explicit on build-unix.md``)."""

CODE_NOUNS: tuple[str, ...] = (
    "属性", "方法", "函数", "变量", "字段", "模块", "文件", "対象", "プロパティ", "メソッド",
    "関数", "変数", "ファイル", "モジュール", "속성", "메서드", "함수", "변수", "파일", "모듈",
    "свойство", "свойства", "метод", "функция", "функцию", "переменная", "файл", "модуль",
    "property", "attribute", "method", "function", "variable", "module", "file",
)
"""Words for "property", "method", "function", "variable", "module", "file" next to a
name: they make it a name in code or a file (``检查 navigator.onLine 属性``, ``参照
page.next 属性``), whatever else the sentence says."""

SITE_WORDS_JOINED: tuple[str, ...] = (
    "访问", "官网", "网站", "网址", "前往", "登录", "打开", "サイト", "公式", "사이트",
    "홈페이지", "웹사이트",
)
"""The same in Chinese, Japanese and Korean, written against the host or a space before
it (``访问 jsnews.info``, ``公式サイト jsnews.info``)."""

SITE_POSTPOSITIONS: tuple[str, ...] = ("で", "から", "にて", "에서", "에서는")
"""Japanese and Korean postpositions that, right after a host, name it as a place one
reads or gets something at (``jsnews.info で読めます``)."""

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
    CAPITALISED_MEMBER = ".{tld} after a capitalised name is a member name in code"
    CODE_LABEL = "a label of it (prototype) marks a name in code"
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
    ALTERNATIVES = "a second host after '/' names another site, one or the other: not a page"
    PROGRAM_FILE = "it names a program file of MS-DOS and Windows"
    WRITTEN_OUT_ADDRESS = "it is the domain of an address written out so that harvesters miss it"
    MIXED_CASE_TLD = (
        "its TLD is written in mixed case ({written_tld}), as a name in code or an "
        "abbreviation is"
    )
    MODULE_NAME = "{first!r} is a module name in code"
    FILE_NAME = "its labels make a file name (a file extension before .{tld})"
    IDEOGRAPHIC_STOP = (
        "'。' in it ends a sentence: without a scheme it is not read as a label dot"
    )


_DOTS = re.compile("[.\u3002\uff0e\uff61]")
_HOST_END = re.compile("[/?#:]")
_PORT = re.compile(":[0-9]*")
_VERSION_LABEL = re.compile(r"[vV]?[0-9]+")
_WORD_BEFORE = re.compile(r"(\S+)\s+(\S+)\s+\Z")
_LOCAL_PART_MARK = re.compile(r"[._+\-0-9]")
_LOCAL_PART = re.compile(r"[\w.+\-]+\Z")


def is_reserved(host: str) -> bool:
    """Whether ``host``, as a browser reads it (:func:`host_labels`), is one of
    :data:`RESERVED_DOMAINS` or under one: a placeholder for examples, not a site
    (``www.example.com``, ``mail@example.com``). uts58 links none that the writer gave no
    scheme, below ``bare_domains: "all"``
    (``docs/modes.md#placeholders-and-names-in-code-are-not-sites``)."""
    return is_within(".".join(host_labels(host)), RESERVED_DOMAINS)


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
def _public_suffixes() -> PublicSuffixList:
    return PublicSuffixList(only_icann=True)


def is_international(labels: list[str]) -> bool:
    """Whether a label of the host, as a browser reads it (:func:`host_labels`), is not
    ASCII (``żółw.pl``, ``STRAßE.DE``, ``xn--bcher-kva.de``): code identifiers and file
    names are ASCII, so such a label is strong evidence of a site. Fullwidth ASCII
    (``ｓｅｔｕｐ．ｐｙ``) reads as ASCII and is no evidence."""
    return not all(label.isascii() for label in labels)


def under_multi_label_suffix(labels: list[str]) -> bool:
    """Whether the host is a registrable domain, or a subdomain of one, under a public
    suffix of two labels or more in the ICANN section of the Public Suffix List
    (``irctc.co.in``, ``india.gov.in``, ``abc.com.py``, ``bbc.co.uk``): registries
    delegate names under such suffixes to organisations, and code rarely writes three
    labels ending in one. A suffix with a label of :data:`SUFFIX_FILE_LABELS` does not
    count (``AssemblyInfo.cs.in``). ``labels`` are lower case, as :func:`host_labels`
    gives them."""
    suffix = _public_suffixes().publicsuffix(".".join(labels))
    if suffix is None:
        return False
    suffix_labels = suffix.split(".")
    return (
        1 < len(suffix_labels) < len(labels)
        and SUFFIX_FILE_LABELS.isdisjoint(suffix_labels[:-1])
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


def joined_before(text: str, start: int) -> bool:
    """Whether the text right before ``text[start:]`` joins it to a longer token: a
    character of :data:`TOKEN_JOINERS` (``_`` only after a letter or digit, not as Markdown
    emphasis in ``_crates.io_``)."""
    before = text[max(start - 2, 0) : start]
    return bool(before) and before[-1] in TOKEN_JOINERS and _joins(before[-1], before[:-1])


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
    if any(stripped.endswith(word) for word in AT_WORDS if not word.isalpha()):
        return True
    words = _WORD_BEFORE.search(before)
    if words is None or words.group(2) not in SPELLED_AT:
        return False
    name = words.group(1)
    if not name.isascii() or not _LOCAL_PART.match(name) or not any(c.isalpha() for c in name):
        return False
    return words.group(2) == "AT" or bool(_LOCAL_PART_MARK.search(name)) or (
        ".".join(labels) in MAIL_PROVIDERS
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
    end of a sentence, ``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``), if the
    text before joins it to a longer token
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
    labels = host_labels(host)
    written = [label for label in _DOTS.split(_without_ignored(host)) if label]
    if len(labels) < 2:
        return Refusal.ONE_LABEL
    if joined_before(text, start):
        return Refusal.JOINED_BEFORE
    if shape := shape_refusal(labels, written):
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
    site (:func:`named_as_site`)."""
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
    if named_as_site(text, start, end, written, word_tld=refusal is Refusal.WORD_GTLD):
        return None
    return refusal


_WORD_BEFORE_HOST = re.compile(r"(\w+)[\s:：]*\Z")
_CONTEXT = 24


def named_as_site(text: str, start: int, end: int, written: list[str], *, word_tld: bool) -> bool:
    """Whether the sentence around the host ``text[start:end]`` names it as a site, so that
    a TLD that is also a file extension or a word of code (``.pl``, ``.sh``, ``.info``,
    ``.page``) does not keep it from being linked.

    Rule: the host is written in lower case (``README.md``, ``Makefile.am`` are files), its
    first label is not one of :data:`FILE_STEMS` and no word of :data:`CODE_NOUNS` stands
    right before or after it; and the word right before it is one of
    :data:`SITE_WORDS` ("on", "visit", "site", in the readers' languages: ``Zamów przez
    allegro.pl``), or the text before it ends with one of :data:`SITE_WORDS_JOINED`
    (``访问jsnews.info``), or one of :data:`SITE_POSTPOSITIONS` follows it (``jsnews.info
    で読めます``). For a TLD that is a word of code (``word_tld``), an ASCII host between
    letters of scripts other than Latin also names a site: code is not written inside a
    sentence of Chinese or Russian without marks around it. See
    ``docs/modes.md#sites-named-in-prose-of-any-language``."""
    if any(label != label.lower() for label in written) or written[0].lower() in FILE_STEMS:
        return False
    before = text[max(0, start - _CONTEXT) : start]
    after = text[end : end + _CONTEXT].lstrip()
    word = _WORD_BEFORE_HOST.search(before)
    if after.lower().startswith(CODE_NOUNS) or before.rstrip().lower().endswith(CODE_NOUNS):
        return False
    if word is not None and word.group(1).lower() in SITE_WORDS:
        return True
    if before.rstrip().endswith(SITE_WORDS_JOINED) or after.startswith(SITE_POSTPOSITIONS):
        return True
    if not word_tld or not text[start:end].isascii():
        return False
    return _non_latin_letter(before[::-1]) and _non_latin_letter(after)


def _non_latin_letter(stretch: str) -> bool:
    """Whether the first letter of ``stretch``, after white space and punctuation, is a
    letter of a script other than Latin."""
    for char in stretch:
        if char.isspace() or not char.isalnum():
            continue
        return char.isalpha() and not char.isascii() and "LATIN" not in _char_name(char)
    return False


def _char_name(char: str) -> str:
    import unicodedata

    return unicodedata.name(char, "")


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


def may_be_meant_ascii(text: str, tld_start: int, tld_end: int) -> bool:
    """Whether some scheme-less, non-``www.`` candidate of the ASCII ``text`` whose TLD is
    ``text[tld_start:tld_end]`` could be one :func:`is_meant` accepts: a path follows
    the TLD, the label before the TLD makes a public suffix with it (``co.in``),
    :func:`tld_class_allows` the TLD for a host that ends there, an ASCII word of
    :data:`SITE_WORDS` stands before the host (:func:`named_as_site`; not for
    :data:`FILE_ONLY_TLDS`), or the host ends in one of :data:`KNOWN_HOSTS`.
    A cheap necessary condition, for front ends that skip text holding no link."""
    if _PATH_AFTER_TLD.match(text, tld_end):
        return True
    tld = text[tld_start:tld_end].lower()
    label = _LABEL_BEFORE_DOT.search(text, max(0, tld_start - _LABEL_WINDOW), tld_start)
    if label is not None and _public_suffixes().is_public(f"{label.group(1).lower()}.{tld}"):
        return True
    if tld_class_allows(tld, tld):
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
    written or a host of three labels may be (a public suffix of two), each TLD is asked in
    turn. Most of it runs as set and substring searches."""
    if not _MEANT_ANYWHERE.isdisjoint(labels):
        return True
    if not TLDS.isdisjoint(_LABEL_BEFORE_PATH.findall(lowered)):
        return True
    if (
        not any(host in lowered for host in KNOWN_HOSTS)
        and _TWO_LABELS.search(lowered) is None
        and _SITE_WORD_HOST.search(lowered) is None
    ):
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
