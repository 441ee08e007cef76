"""``md_autolinks.explain``: one record per candidate a mode considers, linked or not, with
the rule that refuses it and the option that would link it (docs/why.md#from-python)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import md_autolinks
from md_autolinks import Explanation, LinkKind, explain, find_links
from md_autolinks.engine.bare_domains import Refusal
from support.sizes import scaled

URL, WWW, EMAIL = LinkKind.URL, LinkKind.WWW, LinkKind.EMAIL


def rows(text: str, **options: object) -> list[tuple[str, bool, str | None, str, str | None]]:
    return [(e.text, e.linked, e.href, e.rule, e.option) for e in explain(text, **options)]


def test_the_public_shape() -> None:
    (record,) = explain("see example.com", mode="uts58")
    assert record == Explanation(
        start=4,
        end=15,
        text="example.com",
        linked=False,
        href=None,
        kind=URL,
        rule="a domain reserved for examples (RFC 2606)",
        option="bare_domains: all links it",
        evidence=None,
    )
    assert [f.name for f in dataclasses.fields(Explanation)] == [
        "start",
        "end",
        "text",
        "linked",
        "href",
        "kind",
        "rule",
        "option",
        "evidence",
    ]
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.linked = True  # type: ignore[misc]
    assert {"explain", "Explanation"} <= set(md_autolinks.__all__)


def test_uts58_prose_rules_each_have_their_reason() -> None:
    text = (
        "see python.org, example.com, setup.py, logger.info, user.id, VB.NET, "
        'org.springframework.cloud, self.net, 1.0.dev, a.org:80, "a.com", log.com(x), '
        "github.com:user"
    )
    assert rows(text, mode="uts58") == [
        ("python.org", True, "https://python.org", "linked", None),
        (
            "example.com",
            False,
            None,
            "a domain reserved for examples (RFC 2606)",
            "bare_domains: all links it",
        ),
        ("setup.py", False, None, ".py is a file extension", "bare_domains: all links it"),
        (
            "logger.info",
            False,
            None,
            ".info is a generic TLD used more often as a name in code than for sites",
            "bare_domains: all links it",
        ),
        ("user.id", False, None, ".id is a member name in code", "bare_domains: all links it"),
        (
            "VB.NET",
            False,
            None,
            "its TLD is written in capitals (NET), as a name in code is",
            "bare_domains: all links it",
        ),
        (
            "org.springframework.cloud",
            False,
            None,
            "it starts with the TLD 'org': a reverse-DNS package name",
            "bare_domains: all links it",
        ),
        (
            "self.net",
            False,
            None,
            "'self' names an object or package in code",
            "bare_domains: all links it",
        ),
        (
            "1.0.dev",
            False,
            None,
            "two of its labels are version numbers",
            "bare_domains: all links it",
        ),
        (
            "a.org:80",
            False,
            None,
            "a host and port with no path is a setting, not a link",
            "bare_domains: all links it",
        ),
        ("a.com", False, None, "a string value between quotes", "bare_domains: all links it"),
        (
            "log.com",
            False,
            None,
            "'(' after it continues a code expression",
            "bare_domains: all links it",
        ),
        (
            "github.com",
            False,
            None,
            "':' and a word after it make it a host:path (as git writes)",
            "bare_domains: all links it",
        ),
    ]


def test_every_prose_refusal_is_explained_in_words() -> None:
    fields = {"tld": "py", "written_tld": "PY", "first": "a", "before": "_", "after": "("}
    for refusal in Refusal:
        words = refusal.value.format(**fields)
        assert words and "{" not in words, refusal


def test_bare_domains_none_and_exclude_tlds_name_the_option_that_links() -> None:
    assert rows("python.org and setup.py", mode="uts58", bare_domains="none") == [
        (
            "python.org",
            False,
            None,
            "bare_domains is none: no domain without a scheme is linked",
            "bare_domains: prose links it",
        ),
        (
            "setup.py",
            False,
            None,
            "bare_domains is none: no domain without a scheme is linked",
            "bare_domains: all links it",
        ),
    ]
    assert rows("docs.rs/serde and www.a.md", mode="uts58", exclude_tlds="rs,md") == [
        (
            "docs.rs/serde",
            False,
            None,
            ".rs is in exclude_tlds",
            "exclude_tlds without rs links it",
        ),
        ("www.a.md", False, None, ".md is in exclude_tlds", "exclude_tlds without md links it"),
    ]
    assert rows("setup.py", mode="uts58", exclude_tlds="py") == [
        (
            "setup.py",
            False,
            None,
            ".py is a file extension",
            "bare_domains: all and exclude_tlds without py link it",
        ),
    ]


def test_kinds_policy_and_filter() -> None:
    text = "http://a.com www.b.org me@c.net"
    assert rows(text, kinds="url,email", deny_domains=["c.net"]) == [
        ("http://a.com", True, "http://a.com", "linked", None),
        (
            "www.b.org",
            False,
            None,
            "www links are switched off (kinds)",
            "kinds: url,www,email links it",
        ),
        (
            "me@c.net",
            False,
            None,
            "its host c.net is within deny_domains (c.net)",
            "deny_domains without c.net links it",
        ),
    ]
    only_www = lambda link: "/x" if link.kind is WWW else None  # noqa: E731
    assert rows(text, allow_domains=["b.org"], filter=only_www) == [
        (
            "http://a.com",
            False,
            None,
            "its host a.com is not within allow_domains",
            "allow_domains with a.com links it",
        ),
        ("www.b.org", True, "/x", "linked", None),
        (
            "me@c.net",
            False,
            None,
            "its host c.net is not within allow_domains",
            "allow_domains with c.net links it",
        ),
    ]
    assert rows("http://a.com", filter=lambda link: None) == [
        ("http://a.com", False, None, "the filter returned None for it", "filter: None links it"),
    ]


def test_gfm_near_misses() -> None:
    text = "www.exa_mple.com ldap://x.org :www.a.com [ http://b.com ] x a@b.c1 http://"
    assert rows(text) == [
        (
            "www.exa_mple.com",
            False,
            None,
            "www. is not followed by a valid domain (one with a dot, and no '_' in its last two "
            "labels)",
            None,
        ),
        (
            "ldap://x.org",
            False,
            None,
            "gfm links only http://, https:// and ftp:// URLs, not ldap://",
            None,
        ),
        (
            "www.a.com",
            False,
            None,
            "':' before it: gfm starts a www link only at the start, after white space or after "
            "one of * _ ~ (",
            None,
        ),
        (
            "http://b.com",
            False,
            None,
            "an open '[' before it: cmark-gfm makes no URL or www link until it closes",
            None,
        ),
        (
            "a@b.c1",
            False,
            None,
            "not a gfm email: the domain after '@' needs a dot and must end in a letter",
            None,
        ),
        ("http://", False, None, "no valid host after http://", None),
    ]


def test_md4c_near_misses() -> None:
    assert rows(":www.a.com www.a.com: x-@a.com http://a", mode="md4c") == [
        (
            "www.a.com",
            False,
            None,
            "':' before it: md4c starts a link only at the start, after white space or after one "
            "of ( { [",
            None,
        ),
        (
            "www.a.com",
            False,
            None,
            "':' after it: md4c ends a link only at white space, the end, or before one of ) } ] "
            ". ! ? , ;",
            None,
        ),
        (
            "x-@a.com",
            False,
            None,
            "the user name must end in a letter or digit right before '@'",
            None,
        ),
        (
            "http://a",
            False,
            None,
            "its host after http:// has one component: md4c needs two, as a.com",
            None,
        ),
    ]


def test_a_refused_candidate_is_shown_as_a_reader_sees_it() -> None:
    """The near miss ends where a link would: balanced parentheses stay, closing
    punctuation goes (the playground's md4c card shows this very input)."""
    text = "or open (https://en.wikipedia.org/wiki/Foo_(bar))."
    assert rows(text, mode="md4c") == [
        (
            "https://en.wikipedia.org/wiki/Foo_(bar)",
            False,
            None,
            "its path, query or fragment is not one md4c accepts",
            None,
        )
    ]


def test_uts58_near_misses() -> None:
    assert rows("src/main.rs foo_bar.com .me@a.org -a.com", mode="uts58", bare_domains="all") == [
        ("main.rs", False, None, "'/' before it joins it to a longer token", None),
        ("bar.com", False, None, "'_' before it joins it to a longer token", None),
        (
            ".me@a.org",
            False,
            None,
            "the text before '@' is not a valid local part (UTS #58 section 5)",
            None,
        ),
        (
            "-a.com",
            False,
            None,
            "its host has an empty label or one that starts or ends with '-'",
            None,
        ),
    ]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_the_linked_candidates_are_find_links(mode: str) -> None:
    text = (
        "See www.example.com/a_b, http://x.org/(y), me@example.org, [ http://b.com ], "
        "python.org/x and setup.py; mailto:a@b.co xmpp:c@d.im ftp://e.net."
    )
    for options in ({}, {"kinds": "url"}, {"deny_domains": ["example.org"]}):
        records = explain(text, mode=mode, **options)  # type: ignore[arg-type]
        linked = [(r.start, r.end, r.kind, r.href) for r in records if r.linked]
        links = find_links(text, mode, **options)  # type: ignore[arg-type]
        expected = [(link.start, link.end, link.kind, link.href) for link in links]
        assert linked == expected
        assert [r.start for r in records] == sorted(r.start for r in records)
        assert all(r.text == text[r.start : r.end] for r in records)


def test_anchor_options_change_nothing() -> None:
    text = "see https://a.com/%C3%A9"
    assert explain(text, readable_text=True, css_class="x") == explain(text)


def test_a_long_text_gives_each_repeated_candidate_once() -> None:
    text = "x www.a_b.c :www.a.com a@b.c1 src/a.md " * 3000
    assert [len(explain(text, mode=mode)) for mode in ("gfm", "md4c", "uts58")] == [
        9000,
        9000,
        9000,
    ]


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
def test_gfm_and_md4c_name_uts58_for_a_domain_without_scheme(mode: str) -> None:
    rule = f"{mode} links a domain only after www. or a scheme (http://, https://, ftp://)"
    assert rows("see python.org, example.com, http://a.com/b.org and www.c.net", mode=mode) == [
        ("python.org", False, None, rule, "mode: uts58 links it"),
        ("example.com", False, None, rule, "mode: uts58 with bare_domains: all links it"),
        ("http://a.com/b.org", True, "http://a.com/b.org", "linked", None),
        ("www.c.net", True, "http://www.c.net", "linked", None),
    ]


PIECES = [
    " ",
    "\n",
    "www.",
    "http://",
    "https://",
    "ftp://",
    "ldap://",
    "mailto:",
    "@",
    ".",
    "/",
    "_",
    "-",
    "(",
    ")",
    "[",
    "]",
    ":",
    "'",
    '"',
    "*",
    "a",
    "b1",
    "com",
    "org",
    "py",
    "example",
    "info",
    "ÿ",
    "ä",
    "рф",
    "。",
    "\u200b",
    "\u00ad",
    "%E2%80%AE",
    "?q=1",
    "#x",
    ":80",
    "self",
    "1.0",
    "VB.NET",
    "setup.py",
    "me@example.org",
    "www.a_b.com",
]


@settings(max_examples=scaled(100), deadline=None)
@given(
    st.lists(st.sampled_from(PIECES), max_size=30).map("".join),
    st.sampled_from(["gfm", "md4c", "uts58"]),
    st.sampled_from([{}, {"kinds": "url,www"}, {"deny_domains": ["example.org"]}]),
)
def test_explain_agrees_with_find_links_on_any_text(
    text: str, mode: str, options: dict[str, object]
) -> None:
    records = explain(text, mode=mode, **options)  # type: ignore[arg-type]
    links = find_links(text, mode, **options)  # type: ignore[arg-type]
    assert [(r.start, r.end, r.kind, r.href) for r in records if r.linked] == [
        (link.start, link.end, link.kind, link.href) for link in links
    ]
    assert [(r.start, r.end) for r in records] == sorted((r.start, r.end) for r in records)
    for record in records:
        assert 0 <= record.start < record.end <= len(text)
        assert record.text == text[record.start : record.end]
        assert record.linked == (record.rule == "linked") == (record.href is not None)
        assert record.option is None or record.option.endswith(("links it", "link it"))
