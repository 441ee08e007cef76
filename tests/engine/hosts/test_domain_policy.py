"""Domain policy without bypass (docs/options.md#allow_domains, docs/security.md#guaranteed):
allow/deny match hosts as a browser reads them.

Every spelling a browser treats as one host is that host (case, fullwidth forms, NFC/NFD,
ideographic dots, ignored characters, percent-escapes in an href); different hosts stay
different (``straße.de`` is not ``strasse.de``, ``ς`` is not ``σ``). ``find_links`` applies
the policy and ``filter`` as the front ends do.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import markdown
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from md_autolinks import Link, OptionError, find_links
from md_autolinks.engine.domain_policy import ascii_domain, href_host, link_host
from md_autolinks.engine.errors import FilterError
from md_autolinks.engine.hosts import ascii_host
from md_autolinks.engine.model import LinkKind
from md_autolinks.markdown_it import autolinks_plugin
from support.sizes import scaled
from support.sphinx_projects import build, paragraphs, ref, tiny_project


def texts(text: str, mode: str, **options: object) -> list[str]:
    return [link.text for link in find_links(text, mode=mode, **options)]


def pymd(text: str, **config: object) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": config}
    )


def mdit(text: str, **options: object) -> str:
    return MarkdownIt("commonmark").use(autolinks_plugin, **options).render(text)


# --- each spelling of a host, one mode at a time -----------------------------------------------


def test_deny_in_ascii_form_stops_the_unicode_host_in_gfm() -> None:
    source = "see www.straße.de and www.strasse.de"
    assert texts(source, "gfm") == ["www.straße.de", "www.strasse.de"]
    assert texts(source, "gfm", deny_domains=["xn--strae-oqa.de"]) == ["www.strasse.de"]


def test_deny_in_unicode_form_stops_the_xn_host_in_uts58_not_strasse() -> None:
    source = "see xn--strae-oqa.de, https://WWW.XN--STRAE-OQA.DE/x and strasse.de"
    assert texts(source, "uts58") == [
        "xn--strae-oqa.de",
        "https://WWW.XN--STRAE-OQA.DE/x",
        "strasse.de",
    ]
    assert texts(source, "uts58", deny_domains=["straße.de"]) == ["strasse.de"]


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
def test_allow_strasse_does_not_let_strasse_with_sharp_s_through(mode: str) -> None:
    source = "see www.straße.de and www.strasse.de"
    assert texts(source, mode, allow_domains=["strasse.de"]) == ["www.strasse.de"]


def test_allow_strasse_in_uts58() -> None:
    source = "see https://www.straße.de/x and https://www.strasse.de/y"
    assert texts(source, "uts58") == ["https://www.straße.de/x", "https://www.strasse.de/y"]
    assert texts(source, "uts58", allow_domains=["strasse.de"]) == ["https://www.strasse.de/y"]
    assert texts(source, "uts58", allow_domains=["straße.de"]) == ["https://www.straße.de/x"]


def test_final_sigma_is_not_sigma() -> None:
    source = "see https://σοφος.gr/ and https://σοφοσ.gr/"
    assert texts(source, "gfm", deny_domains=["σοφος.gr"]) == ["https://σοφοσ.gr/"]
    assert texts(source, "gfm", deny_domains=["σοφοσ.gr"]) == ["https://σοφος.gr/"]


@pytest.mark.parametrize(
    "source",
    [
        "http://www.stra%C3%9Fe.de/x",
        "http://www.STRA%C3%9FE.de/x",
        "http://www.stra%c3%9fe.de/x",
        "http://www.straße%E3%80%82de/x",  # an ideographic full stop, percent-encoded
        "http://www.stra%C2%ADße.de/x",  # a percent-encoded soft hyphen
    ],
)
def test_percent_encoded_hosts_in_gfm_hrefs_are_read_as_a_browser_reads_them(source: str) -> None:
    assert texts(source, "gfm") == [source]
    assert texts(source, "gfm", deny_domains=["straße.de"]) == []
    assert texts(source, "gfm", allow_domains=["strasse.de"]) == []
    assert texts(source, "gfm", allow_domains=["xn--strae-oqa.de"]) == [source]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_policy_reads_the_href_of_every_kind(mode: str) -> None:
    source = "mail me@Python.ORG, see www.PYTHON.org/x and https://docs.python.org/y, ok"
    every = texts(source, mode)
    assert every == ["me@Python.ORG", "www.PYTHON.org/x", "https://docs.python.org/y"]
    assert texts(source, mode, deny_domains=["ｐｙｔｈｏｎ．ｏｒｇ"]) == []
    assert texts(source, mode, allow_domains=["python.org"]) == every
    assert texts(source, mode, allow_domains=["docs.python.org"]) == [every[2]]


@pytest.mark.parametrize(
    ("mode", "href"),
    [("gfm", "https://GitHub.COM/Foo"), ("md4c", "https://GitHub.COM/Foo"), ("uts58", None)],
)
def test_a_host_written_with_capitals_is_one_host_to_policies_whatever_its_href(
    mode: str, href: str | None
) -> None:
    source = "see https://GitHub.COM/Foo, ok"
    assert [link.href for link in find_links(source, mode=mode)] == [
        href or "https://github.com/Foo"
    ]
    assert texts(source, mode, deny_domains=["github.com"]) == []
    assert texts(source, mode, allow_domains=["GITHUB.com"]) == ["https://GitHub.COM/Foo"]
    html = pymd(
        "https://github.com/a and https://GitHub.COM/Foo", mode=mode, first_mention_only=True
    )
    assert html.count("<a ") == 1


def test_a_trailing_root_dot_does_not_get_around_a_deny() -> None:
    assert texts("http://example.com./x", "gfm", deny_domains=["example.com"]) == []


def test_ip_addresses_match_exactly_in_any_spelling() -> None:
    source = "http://127.0.0.1/a http://0x7f.1/b http://2130706433/c http://10.127.0.1/d"
    links = texts(source, "gfm")
    assert len(links) == 4
    assert texts(source, "gfm", deny_domains=["127.0.0.1"]) == ["http://10.127.0.1/d"]
    assert texts(source, "gfm", deny_domains=["127.1"]) == ["http://10.127.0.1/d"]
    assert texts(source, "gfm", deny_domains=["0.0.1"]) == links  # 0.0.0.1: no suffix match


def test_userinfo_and_backslashes_do_not_hide_the_host() -> None:
    source = "http://example.com@evil.net/ and http://EVIL.net.:80/ and www.evil.net"
    assert [href_host(link.href) for link in find_links(source)] == [
        "evil.net",
        "evil.net.",
        "www.evil.net",
    ]
    assert texts(source, "gfm", deny_domains=["evil.net"]) == []
    assert href_host("http:\\\\evil.net\\x") == "evil.net"


# --- hosts the reader rejects -------------------------------------------------------------


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
def test_an_unreadable_host_follows_the_reference_and_is_never_allowed_by_a_policy(
    mode: str,
) -> None:
    source = "see http://a\u200db.com/x and http://xn--a.com/y ok"
    assert texts(source, "gfm") == ["http://a\u200db.com/x", "http://xn--a.com/y"]
    assert texts(source, "gfm", deny_domains=["other.org"]) == []
    assert texts(source, "gfm", allow_domains=["com"]) == []


def test_uts58_makes_no_link_to_a_host_the_reader_rejects() -> None:
    assert texts("see http://xn--a.com/y and https://xn--strae-.de/x ok", "uts58") == []


@pytest.mark.parametrize(
    ("domain", "message"),
    [
        ("a\u200db.com", "deny_domains: 'a\\u200db.com' is not a domain name a browser accepts"),
        ("xn--a.com", "deny_domains: 'xn--a.com' is not a domain name a browser accepts"),
        ("a..b", "deny_domains: 'a..b' is not a domain name a browser accepts"),
        ("a/b.com", "deny_domains: 'a/b.com' is not a domain name a browser accepts"),
        ("*.example.com", "deny_domains: '*.example.com' is not a domain name: write it without"),
    ],
)
def test_a_domain_the_reader_rejects_is_an_option_error_naming_it(
    domain: str, message: str
) -> None:
    with pytest.raises(OptionError) as raised:
        find_links("x", deny_domains=[domain])
    assert str(raised.value).startswith(message)
    with pytest.raises(OptionError, match="deny_domains: "):
        pymd("x", deny_domains=[domain])


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Пример.РФ", "xn--e1afmkfd.xn--p1ai"),
        ("www.Straße.de", "www.xn--strae-oqa.de"),
        ("XN--STRAE-OQA.DE.", "xn--strae-oqa.de"),
        (".example.com", "example.com"),
        ("ｅｘａｍｐｌｅ。ｃｏｍ", "example.com"),
        ("pay\u00adpal.com", "paypal.com"),
        ("ᏣᎳᎩ.com", "xn--f9dt7l.com"),
        ("0x7f.1", "127.0.0.1"),
    ],
)
def test_ascii_domain(name: str, expected: str) -> None:
    assert ascii_domain(name) == expected


@pytest.mark.parametrize(
    ("href", "host"),
    [
        ("mailto:me@Straße.de", "xn--strae-oqa.de"),
        ("mailto:me@b.org?subject=x", "b.org"),
        ("xmpp:me@b.org/resource", "b.org"),
        ("mailto:nobody", None),
        ("www.a.com/x", "www.a.com"),
        ("http://[::1]:80/", "[::1]"),
        ("http://a%zz.com/", None),
    ],
)
def test_href_host(href: str, host: str | None) -> None:
    assert href_host(href) == host


def test_link_host_drops_the_root_dot() -> None:
    assert link_host(Link(0, 1, LinkKind.URL, "http://A.com./", "x")) == "a.com"


# --- find_links applies the filter as the front ends do ----------------------------------


def test_find_links_filter_verdicts() -> None:
    def verdict(link: Link) -> object:
        return {
            "www.a.com": None,
            "www.b.com": False,
            "www.c.com": True,
            "www.d.com": "https://d.example/",
            "www.e.com": {"href": "https://e.example/", "class": "x", "text": "E"},
            "www.f.com": {"class": "x"},
        }[link.text]

    source = "www.a.com www.b.com www.c.com www.d.com www.e.com www.f.com"
    found = find_links(source, filter=verdict)
    assert [(link.start, link.text, link.href) for link in found] == [
        (20, "www.c.com", "http://www.c.com"),
        (30, "www.d.com", "https://d.example/"),
        (40, "www.e.com", "https://e.example/"),
        (50, "www.f.com", "http://www.f.com"),
    ]


def test_find_links_applies_the_policy_before_the_filter() -> None:
    seen: list[str] = []

    def record(link: Link) -> bool:
        seen.append(link.text)
        return True

    assert texts("www.a.com www.b.com", "gfm", deny_domains=["a.com"], filter=record) == [
        "www.b.com"
    ]
    assert seen == ["www.b.com"]


def test_find_links_filter_errors_name_the_link() -> None:
    with pytest.raises(FilterError, match=r"returned 42 for link 'www.a.com' at offset 4"):
        find_links("see www.a.com", filter=lambda link: 42)


@pytest.mark.parametrize(
    "option",
    [
        {"css_class": "x"},
        {"rel": "nofollow"},
        {"target": "_blank"},
        {"title": "{href}"},
        {"kind_css_classes": {"www": "w"}},
        {"readable_text": True},
        {"hide_scheme": True},
    ],
)
def test_find_links_rejects_anchor_only_options(option: dict[str, object]) -> None:
    (name,) = option
    with pytest.raises(OptionError) as raised:
        find_links("www.a.com", **option)
    assert str(raised.value) == (
        f"find_links: {name!r} only shape rendered anchors (the front ends, or "
        "md_autolinks.common.anchors.make_anchor on each Link); find_links applies "
        "'allow_domains', 'deny_domains' and 'filter'"
    )


# --- the front ends ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        (
            {"deny_domains": ["xn--strae-oqa.de"]},
            '<p>www.straße.de and <a href="http://www.strasse.de">www.strasse.de</a></p>',
        ),
        (
            {"allow_domains": ["strasse.de"]},
            '<p>www.straße.de and <a href="http://www.strasse.de">www.strasse.de</a></p>',
        ),
        (
            {"allow_domains": ["STRAẞE.de"]},
            '<p><a href="http://www.stra%C3%9Fe.de">www.straße.de</a> and www.strasse.de</p>',
        ),
    ],
)
def test_python_markdown_gfm(config: dict[str, object], expected: str) -> None:
    assert pymd("www.straße.de and www.strasse.de", **config) == expected


def test_python_markdown_uts58() -> None:
    source = "https://пример.рф/x and https://xn--e1afmkfd.xn--p1ai/y and https://primer.rf.ru/"
    assert pymd(source, mode="uts58", deny_domains=["ПРИМЕР.РФ"]) == (
        "<p>https://пример.рф/x and https://xn--e1afmkfd.xn--p1ai/y and "
        '<a href="https://primer.rf.ru/">https://primer.rf.ru/</a></p>'
    )


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (
            {"deny_domains": ["xn--strae-oqa.de"]},
            '<p>www.straße.de and <a href="http://www.strasse.de">www.strasse.de</a></p>\n',
        ),
        (
            {"mode": "uts58", "deny_domains": ["straße.de"]},
            "<p>https://www.xn--strae-oqa.de and "
            '<a href="https://www.strasse.de">https://www.strasse.de</a></p>\n',
        ),
    ],
)
def test_markdown_it(options: dict[str, object], expected: str) -> None:
    source = (
        "www.straße.de and www.strasse.de"
        if options.get("mode") is None
        else "https://www.xn--strae-oqa.de and https://www.strasse.de"
    )
    assert mdit(source, **options) == expected


def test_sphinx_rest_and_myst(tmp_path: Path) -> None:
    project = tiny_project(
        tmp_path,
        "See www.straße.de and www.strasse.de.",
        "See http://www.stra%C3%9Fe.de/x and www.strasse.de.",
        "md_autolinks_deny_domains = ['xn--strae-oqa.de']",
    )
    assert paragraphs(build(project)) == {
        "index": [
            "<p>See www.straße.de and " + ref("http://www.strasse.de", "www.strasse.de") + ".</p>"
        ],
        "page": [
            "<p>See http://www.stra%C3%9Fe.de/x and "
            + ref("http://www.strasse.de", "www.strasse.de")
            + ".</p>"
        ],
    }


# --- properties ------------------------------------------------------------------------------

DENIED = ["straße.de", "пример.рф", "example.com", "σοφος.gr", "ᏣᎳᎩ.com", "مثال.com"]
IDEOGRAPHIC_DOTS = ["\u3002", "\uff0e", "\uff61"]
IGNORED = ["\u00ad", "\u200b", "\u2060"]


def _fullwidth(char: str) -> str:
    return chr(ord(char) + 0xFEE0) if "!" <= char <= "~" and char != "." else char


def _upper(char: str) -> str:
    """The capital, when lower-casing it gives ``char`` back (not ``ß``, ``ς``)."""
    upper = char.upper()
    return upper if upper.lower() == char else char


@st.composite
def spellings(draw: st.DrawFn) -> tuple[str, str]:
    """A denied host and another spelling of it a browser reads as the same host."""
    host = draw(st.sampled_from(DENIED))
    out = []
    for char in host:
        if char == ".":
            out.append(draw(st.sampled_from([".", *IDEOGRAPHIC_DOTS])))
            continue
        variant = draw(st.sampled_from([char, _upper(char), _fullwidth(char)]))
        out.append(variant + draw(st.sampled_from(["", "", *IGNORED])))
    spelled = "".join(out)
    if draw(st.booleans()):
        spelled = unicodedata.normalize("NFD", spelled)
    return host, spelled


@settings(max_examples=scaled(100), deadline=None)
@given(spellings(), st.sampled_from(["www.", "http://", "https://www.", "me@"]))
def test_every_spelling_of_a_denied_host_is_denied(spelling: tuple[str, str], prefix: str) -> None:
    host, spelled = spelling
    assert ascii_host(spelled) == ascii_host(host)
    domain = ascii_domain(host)

    def within(link: Link) -> bool:
        found = link_host(link)
        return found is None or found == domain or found.endswith("." + domain)

    for mode in ("gfm", "md4c", "uts58"):
        links = find_links(f"see {prefix}{spelled}/x ok", mode=mode)
        kept = find_links(f"see {prefix}{spelled}/x ok", mode=mode, deny_domains=[host])
        assert kept == [link for link in links if not within(link)]
    whole = f"http://{spelled}/x"
    assert texts(f"see {whole} ok", "gfm") == [whole]
    assert texts(f"see {whole} ok", "gfm", deny_domains=[host]) == []
