"""The host reader: WHATWG URL host parsing with UTS #46 (non-transitional) via ``idna``.

Expected ASCII forms were checked against Node 20's ``new URL("http://" + host + "/").host``
(WHATWG URL); the rows marked *stricter* are hosts Node accepts that the reader rejects
on purpose (see ``md_autolinks.engine.hosts``).
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

import idna
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks import Link, find_links
from md_autolinks.engine.hosts import ascii_host, host_span, unicode_host
from md_autolinks.engine.hrefs import encode_href_ascii_host
from md_autolinks.engine.model import LinkKind
from support.sizes import scaled
from support.url_hosts import host_of_url

SAME_AS_BROWSER = [
    # deviation characters are kept (non-transitional)
    ("Straße.DE", "xn--strae-oqa.de"),
    ("www.straße.de", "www.xn--strae-oqa.de"),
    ("faß.de", "xn--fa-hia.de"),
    ("σοφος.gr", "xn--0xaajbq.gr"),
    ("می\u200cخواهم.ایران", "xn--mgbn2ecje63gr19l.xn--mgba3a4f16a"),
    ("क्\u200dष.com", "xn--11b2ezcw70k.com"),
    # mapped characters are mapped
    ("ｅｘａｍｐｌｅ．ｃｏｍ", "example.com"),
    ("example。com", "example.com"),
    ("example｡com", "example.com"),
    ("ⓐ.com", "a.com"),
    ("ǅ.com", "xn--d-toa.com"),
    ("XN--STRAE-OQA.de", "xn--strae-oqa.de"),
    ("e\u0301xample.com", "xn--xample-9ua.com"),
    # ignored characters are dropped
    ("pay\u00adpal.com", "paypal.com"),
    ("a\u200bb.com", "ab.com"),
    ("a\u2060b.com", "ab.com"),
    ("\ufeffa.com", "a.com"),
    # scripts IDNA 2003 gets wrong, symbols UTS #46 keeps
    ("ᏣᎳᎩ.com", "xn--f9dt7l.com"),
    ("☃.net", "xn--n3h.net"),
    ("💩.la", "xn--ls8h.la"),
    ("例子.中国", "xn--fsqu00a.xn--fiqs8s"),
    ("مثال.com", "xn--mgbh0fb.com"),
    ("אב.com", "xn--4dbc.com"),
    # percent-escapes are decoded before UTS #46, as the host parser does
    ("stra%C3%9Fe.de", "xn--strae-oqa.de"),
    ("ex%41mple.com", "example.com"),
    # CheckHyphens is off; ASCII outside STD3 stays unless forbidden
    ("ab--c.com", "ab--c.com"),
    ("-a.com", "-a.com"),
    ("foo_bar.com", "foo_bar.com"),
    ("a.", "a."),
    ("a.b\u3002", "a.b."),
    # IP addresses, normalised
    ("0x7f.1", "127.0.0.1"),
    ("１２７.０.０.１", "127.0.0.1"),
    ("4294967295", "255.255.255.255"),
    ("0x.1", "0.0.0.1"),
    ("[0:0::1]", "[::1]"),
    ("[::ffff:1.2.3.4]", "[::ffff:102:304]"),
    ("a.1e", "a.1e"),
]

REJECTED_AS_BROWSER = [
    "a\u200db.com",  # ZWJ with no virama before it
    "a\u200cb.com",  # ZWNJ between Latin letters
    "xn--a.com",  # decodes to U+0080, disallowed
    "xn--.com",
    "xn--tz9ata7l.com",  # IDNA 2003's ᏣᎳᎩ.com: lower-case Cherokee, not in mapped form
    "%zz.com",
    "\u0301a.com",  # label starts with a combining mark
    "⒈a.com",  # maps to "1.a" and then a disallowed dot sequence
    "a b.com",
    "a:b",
    "1.2.3.256",
    "example.123",
    "08.1.1.1",
    "1.2.3.4.5",
    "4294967296",
    "a.0x",
    "[1::2::3]",
    "[::1.2.3.04]",
    "[::1%eth0]",
    "",
    ".",
]

STRICTER_THAN_NODE = [
    "a..b",  # empty label: no registry delegates one
    ".a",
    "xn--abc-.com",  # UTS #46 4 step 4.3: Punycode that decodes to ASCII only
    "xn--ss-.de",
    "xn--xn--a-.com",
    "1a.مثال",  # RFC 5893 rule 1 for every label of a bidi domain name
    "٣.com",
    "=(.مثال",
    "אב.1com",
]


@pytest.mark.parametrize(("host", "expected"), SAME_AS_BROWSER)
def test_ascii_host_matches_whatwg(host: str, expected: str) -> None:
    assert ascii_host(host) == expected


@pytest.mark.parametrize("host", REJECTED_AS_BROWSER + STRICTER_THAN_NODE)
def test_rejected_hosts(host: str) -> None:
    assert ascii_host(host) is None
    assert unicode_host(host) is None


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("xn--strae-oqa.DE", "straße.de"),
        ("WWW.Straße.de", "www.straße.de"),
        ("xn--f9dt7l.com", "ᏣᎳᎩ.com"),
        ("ｅｘａｍｐｌｅ．ｃｏｍ", "example.com"),
        ("pay\u00adpal.com", "paypal.com"),
        ("xn--mgbn2ecje63gr19l.xn--mgba3a4f16a", "می\u200cخواهم.ایران"),
        ("0x7f.1", "127.0.0.1"),
    ],
)
def test_unicode_host(host: str, expected: str) -> None:
    assert unicode_host(host) == expected


def test_deviation_characters_are_not_folded() -> None:
    assert ascii_host("straße.de") != ascii_host("strasse.de")
    assert ascii_host("σοφος.gr") != ascii_host("σοφοσ.gr")


def test_xn_label_must_be_in_mapped_form() -> None:
    upper_sharp_s = "xn--" + "STRAẞE".encode("punycode").decode("ascii")
    assert ascii_host(upper_sharp_s + ".de") is None


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("http://user:pw@www.Straße.de:80/x", "www.Straße.de"),
        ("https://[::1]:8/", "[::1]"),
        ("http:\\\\a.com\\x", "a.com"),
        ("http:a.com", None),
        ("http://a.com?x", "a.com"),
        ("http://a.com#x", "a.com"),
        ("http://a@b@c.com/", "c.com"),
        ("http://www.stra%C3%9Fe.de/", "www.stra%C3%9Fe.de"),
        ("mailto:a@b.c", None),
        ("no scheme", None),
    ],
)
def test_host_of_url(url: str, host: str | None) -> None:
    assert host_of_url(url) == host
    span = host_span(url)
    assert (url[span[0] : span[1]] if span else None) == host


# --- property: the host an href goes to is the host its text shows ---------------------------

HOST_PIECES = [
    "a",
    "b",
    "Z",
    "ß",
    "ς",
    "σ",
    "пример",
    "рф",
    "ᏣᎳᎩ",
    "例子",
    "ｅｘ",
    "\u3002",
    "\uff0e",
    ".",
    ".",
    ".com",
    ".de",
    ".org",
    "\u00ad",
    "\u200d",
    "\u200c",
    "\u200b",
    "-",
    "_",
    "%C3%9F",
    "%41",
    "%2E",
    "e\u0301",
    "مثال",
    "1",
    "xn--strae-oqa",
    "xn--a",
    "ä",
    "Ä",
]
TAIL_PIECES = ["", "/x", ":80/", "?q=1", "#f", "/ß", ".", ")", "\\@evil.com", "@evil.com/"]
PREFIXES = ["", "www.", "http://", "https://", "http://www.", "me@", "mailto:me@", "u:p@"]


def _text_host(link: Link) -> str | None:
    """The host a reader of the link text sees, written as in the text."""
    if link.kind is LinkKind.EMAIL:
        return link.text.rpartition("@")[2]
    return host_of_url(link.text) or host_of_url("http://" + link.text)


def _browser_host(href: str) -> str | None:
    """A WHATWG-style reading of ``href``'s host, independent of ``md_autolinks.engine.hosts``:
    urllib splits the URL, the host is percent-decoded, UTS #46-mapped by ``idna`` and its
    ``xn--`` labels decoded; None when ``idna`` rejects it."""
    if href.lower().startswith("mailto:"):
        host = href.partition("?")[0].rpartition("@")[2]
    else:
        netloc = urlsplit(href).netloc
        host = netloc.rpartition("@")[2].partition(":")[0]
    return _uts46_unicode(unquote(host))


_FORBIDDEN_IN_DOMAIN = re.compile("[\x00-\x20#%/:<>?@\\[\\\\\\]^|\x7f]")  # WHATWG URL 3.2


def _uts46_unicode(host: str) -> str | None:
    try:
        mapped = idna.uts46_remap(host, std3_rules=False, transitional=False)
        labels = [
            label[4:].encode("ascii").decode("punycode") if label.startswith("xn--") else label
            for label in mapped.rstrip(".").split(".")
        ]
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    return None if _FORBIDDEN_IN_DOMAIN.search(mapped) else ".".join(labels)


@settings(max_examples=scaled(200), deadline=None)
@given(
    st.sampled_from(PREFIXES),
    st.lists(st.sampled_from(HOST_PIECES), min_size=1, max_size=8).map("".join),
    st.sampled_from(TAIL_PIECES),
    st.sampled_from(["gfm", "md4c", "uts58"]),
)
def test_the_href_goes_to_the_host_the_text_shows(
    prefix: str, host: str, tail: str, mode: str
) -> None:
    for link in find_links(f"see {prefix}{host}{tail} ok", mode=mode):
        shown = _text_host(link)
        assert shown is not None
        if ascii_host(shown) is None:
            assert mode != "uts58", link
            continue
        goes_to = _browser_host(link.href)
        if goes_to is None and mode != "uts58":
            continue  # the reference's href goes nowhere (cmark-gfm writes "\\" as %5C)
        assert goes_to == _uts46_unicode(unquote(shown)), link


@pytest.mark.parametrize(
    ("text", "href"),
    [
        ("http://bank.com\\@evil.com/x", "http://bank.com/@evil.com/x"),
        ("www.bank.com\\@evil.com", "http://www.bank.com/@evil.com"),
        ("https://bank.com\\x\\@evil.com", "https://bank.com/x%5C@evil.com"),
        ("www.a\\b.com", "http://www.a%5Cb.com"),  # no "@": cmark-gfm's href
        ("http://bank.com/\\@evil.com", "http://bank.com/%5C@evil.com"),  # in the path
    ],
)
def test_a_backslash_never_moves_a_gfm_href_to_the_host_after_an_at(text: str, href: str) -> None:
    assert [(link.text, link.href) for link in find_links(f"see {text} ok")] == [(text, href)]


@pytest.mark.parametrize(
    ("text", "href"),
    [
        ("ᏣᎳᎩ.com", "https://xn--f9dt7l.com"),  # IDNA 2003: xn--tz9ata7l.com, which browsers reject
        ("https://ᏣᎳᎩ.com/x", "https://xn--f9dt7l.com/x"),
        ("me@ᏣᎳᎩ.com", "mailto:me@xn--f9dt7l.com"),
        ("https://Пример.РФ/x", "https://xn--e1afmkfd.xn--p1ai/x"),
        ("x@München.de", "mailto:x@xn--mnchen-3ya.de"),
        ("https://WWW.Example.COM/Ä", "https://www.example.com/%C3%84"),
    ],
)
def test_uts58_hrefs_carry_the_host_browsers_send(text: str, href: str) -> None:
    assert [(link.text, link.href) for link in find_links(text, mode="uts58")] == [(text, href)]


@pytest.mark.parametrize(
    ("url", "host_start", "href"),
    [
        ("https://straße.de/ä", 8, "https://xn--strae-oqa.de/%C3%A4"),
        ("https://ｅｘａｍｐｌｅ．ｃｏｍ:80/", 8, "https://example.com:80/"),
        ("https://pay\u00adpal.com\\x", 8, "https://paypal.com%5Cx"),
        ("mailto:me@Straße.de", 10, "mailto:me@xn--strae-oqa.de"),
        ("https://A.com/", 8, "https://a.com/"),
        ("https://xn--a.com/", 8, None),
        ("https://a\u200db.com/", 8, None),
    ],
)
def test_encode_href_ascii_host(url: str, host_start: int, href: str | None) -> None:
    assert encode_href_ascii_host(url, host_start) == href
