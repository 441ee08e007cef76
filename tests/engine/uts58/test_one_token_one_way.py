"""One token, read one way (docs/security.md#guaranteed): characters that look like URL
syntax never split a token, a URL with user info is never linked in uts58 whatever its
password, a host holding a code point browsers' IDNA tables do not know yet is not linked,
nothing is linked under an open directional override, and hrefs carry the host in lower
case. Each case is asserted in the engine, and in Python-Markdown and markdown-it (both
call the engine; the HTML must be the engine's links); property tests check every link
against ada-url, the WHATWG URL parser of Node.js."""

from __future__ import annotations

import re

import ada_url
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from md_autolinks import Link, find_links
from md_autolinks.engine.bidi import override_spans
from md_autolinks.engine.options import validated_options
from md_autolinks.engine.scanners.uts58 import USER_INFO_RULE, Uts58Scanner
from md_autolinks.engine.unicode_props import CJK_MARKS, SYNTAX_LOOKALIKES, is_cjk_letter
from support.uts58_front_ends import expected_html, markdown_it, python_markdown

MODES = ("uts58", "gfm", "md4c")

#: The token shapes a look-alike is put into; ``{}`` is the look-alike.
LOOKALIKE_TOKENS: list[tuple[str, str]] = [
    ("https://paypal.com{}evil.com/login", "url"),
    ("https://b\u00fccher.de{}evil.com", "url"),
    ("https://user{}evil.com/", "url"),
    ("https://paypal.com/a{}evil.com/login", "url"),
    ("www.paypal.com{}evil.com/x", "www"),
    ("paypal.com{}evil.com", "bare"),
    ("pay{}pal.com", "bare"),
    ("me@paypal.com{}evil.com", "email"),
    ("paypal.com{}me@evil.com", "bare"),
    ("x{}https://evil.com", "url"),
    ("paypal.com{}www.evil.com", "bare"),
]
FRAMES = ("{}", "Log in at {} now", "见 {} 。")


def ada_host(token: str, kind: str) -> str | None:
    """The host ada reads from a whole token of ``kind``, or None when it rejects it."""
    if kind == "email":
        url = "https://" + token.rsplit("@", 1)[1]
    elif kind == "url":
        url = token[token.find("http") :] if "://" in token else token
        url = token if token.startswith(("http://", "https://")) else url
    else:
        url = "https://" + token
    return ada_url.URL(url).hostname if ada_url.check_url(url) else None


def href_host(href: str) -> str | None:
    if href.lower().startswith("mailto:"):
        href = "https://" + href.rsplit("@", 1)[1]
    elif "://" not in href:
        return None
    return ada_url.URL(href).hostname if ada_url.check_url(href) else None


def shown_host(link_text: str, mode: str) -> str | None:
    """The host ada reads from a link's own text, with the scheme its mode implies."""
    text = link_text
    if "@" in text and "://" not in text:
        text = "mailto:" + text if not text.lower().startswith(("mailto:", "xmpp:")) else text
        return href_host(text.replace("xmpp:", "mailto:", 1))
    if "://" not in text:
        text = ("https://" if mode == "uts58" else "http://") + text
    return ada_url.URL(text).hostname if ada_url.check_url(text) else None


def check_uts58_token(text: str, token: str, kind: str) -> None:
    """At most one link in ``token``, starting where it starts, to the host ada reads
    from the whole token; none when ada rejects it."""
    start = text.index(token)
    end = start + len(token)
    links = [
        link
        for link in find_links(text, mode="uts58", bare_domains="all")
        if link.start < end and link.end > start
    ]
    expected = ada_host(token, kind)
    assert len(links) <= 1, (text, links)
    if expected is None:
        assert links == [], (text, links)
    for link in links:
        assert link.start == start, (text, link)
        assert href_host(link.href) == expected, (text, link, expected)


def cjk_form(char: str) -> bool:
    return is_cjk_letter(char) or char in CJK_MARKS or char == "･"


def shapes_for(char: str) -> list[tuple[str, str]]:
    """Every token shape for ``char``, except a CJK letter or fullwidth mark right before
    ``http`` or ``www.``, which starts a new address (``URL：https://…``; :data:`CJK_ROWS`)."""
    return [
        (shape.format(char), kind)
        for shape, kind in LOOKALIKE_TOKENS
        if not (cjk_form(char) and ("{}http" in shape or "{}www" in shape))
    ]


@pytest.mark.parametrize("char", sorted(SYNTAX_LOOKALIKES))
def test_a_syntax_lookalike_never_splits_a_token_in_uts58(char: str) -> None:
    for token, kind in shapes_for(char):
        for frame in FRAMES:
            check_uts58_token(frame.format(token), token, kind)


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
@pytest.mark.parametrize("char", sorted(SYNTAX_LOOKALIKES))
def test_gfm_and_md4c_start_no_link_after_a_lookalike(mode: str, char: str) -> None:
    """gfm and md4c keep their references' reading of the token, except that no link
    starts right after a look-alike inside it; every link goes to the host it shows."""
    for token, _ in shapes_for(char):
        text = f"see {token} now"
        index = text.index(char)
        for link in find_links(text, mode=mode):
            assert link.start != index + 1, (text, link)
            assert href_host(link.href) == shown_host(link.text, mode), (text, link)


#: Hosts of many scripts beside invisible and look-alike characters, exactly, at
#: ``bare_domains: "all"``.
UTS58_ROWS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Log in at https://paypal.com\u2215evil.com/login", []),
    ("https://b\u00fccher.de\ufe6bevil.com", []),
    ("https://user\ufe6bevil.com/", []),
    ("https://paypal.com\u30ceevil.com/login", []),
    ("https://paypal.com\u2010evil.com/login", []),
    ("https://paypal.com\u2044evil.com ok", []),
    ("see paypal.com\u2236evil.com", []),
    ("see paypal.com\u2024evil.com", []),
    ("see paypal.com\u2013evil.com", []),
    (
        "see paypal.com \u2013 evil.com",
        [("paypal.com", "https://paypal.com"), ("evil.com", "https://evil.com")],
    ),
    ("Visit example.com\u2026 or not", [("example.com", "https://example.com")]),
    ("リリースノートhttps://example.jp/x", [("https://example.jp/x", "https://example.jp/x")]),
    ("詳細・https://example.jp/x", [("https://example.jp/x", "https://example.jp/x")]),
    ("网址：https://example.cn", [("https://example.cn", "https://example.cn")]),
    # user info, whatever the password
    ("https://paypal.com:x@evil.com/login", []),
    ("ftp://paypal.com:x@evil.com/", []),
    ("www.paypal.com:443@evil.com/x", []),
    ("https://paypal.com:@evil.com", []),
    ("https://paypal.com:x@y@evil.com/login more.org", [("more.org", "https://more.org")]),
    ("paypal.com:secret@evil.com", []),
    ("me@paypal.com:x@evil.com", []),
    ("http://user:pass@example.com:8080/x", []),
    (
        "https://a.com:8080/x me@b.com",
        [("https://a.com:8080/x", "https://a.com:8080/x"), ("me@b.com", "mailto:me@b.com")],
    ),
    (
        "https://a.com: see me@b.com",
        [("https://a.com", "https://a.com"), ("me@b.com", "mailto:me@b.com")],
    ),
    ("me.info@example.com", [("me.info@example.com", "mailto:me.info@example.com")]),
    # code points Unicode 17.0 does not assign
    ("https://a\u0558b.com/x", []),
    ("see pay\u05c8pal.com", []),
    # Unicode 15 format characters are invisible on every Python
    ("https://evil.com\U00013439.paypal.com/login", []),
    ("see pay\U00013439pal.com", []),
    # a Unicode 15 symbol is a host symbol on every Python, as 💩 is
    ("see \U0001fae8pal.la", [("\U0001fae8pal.la", "https://xn--pal-9k73b.la")]),
    # open overrides
    ("\u202e ti.lapyap.ni", []),
    ("\u202e x \u202c ti.lapyap.ni", [("ti.lapyap.ni", "https://ti.lapyap.ni")]),
    ("a.com \u202d b.com", [("a.com", "https://a.com")]),
    ("\u2067 www.a.com \u2069", [("www.a.com", "https://www.a.com")]),
    ("\u2067\u202e x\u2069 www.a.com", [("www.a.com", "https://www.a.com")]),
    ("\u202d\u2067\u202c www.a.com", []),
    # uts58 hosts in lower case, as browsers send them; text as written
    ("https://LJWorld.com/Path", [("https://LJWorld.com/Path", "https://ljworld.com/Path")]),
    ("www.LJWorld.com", [("www.LJWorld.com", "https://www.ljworld.com")]),
    ("Me@LJWorld.COM", [("Me@LJWorld.COM", "mailto:Me@ljworld.com")]),
    ("Python.ORG", [("Python.ORG", "https://python.org")]),
    # mixed scripts: shown as written, sent as browsers send it
    (
        "https://accounts\ua4f8google.com/login",
        [("https://accounts\ua4f8google.com/login", "https://xn--accountsgoogle-2t92c.com/login")],
    ),
]


CJK_ROWS: list[tuple[str, list[tuple[str, str]]]] = [
    ("URL：https://example.jp/a", [("https://example.jp/a", "https://example.jp/a")]),
    ("xノhttps://example.jp/a", [("https://example.jp/a", "https://example.jp/a")]),
    ("paypal.comノhttps://evil.com/x", [("https://evil.com/x", "https://evil.com/x")]),
    ("bitcoincore.orgノート", [("bitcoincore.org", "https://bitcoincore.org")]),
    ("wː丶ww.a.com", []),
    ("https://paypal.com：evil.com/login", []),
]
"""A CJK letter or fullwidth mark that looks like syntax counts as one only away from
other CJK text, and a new address may start right after it."""


@pytest.mark.parametrize(("text", "expected"), UTS58_ROWS + CJK_ROWS)
def test_uts58_rows_in_the_engine_and_both_front_ends(
    text: str, expected: list[tuple[str, str]]
) -> None:
    links = [(link.text, link.href) for link in find_links(text, mode="uts58", bare_domains="all")]
    assert links == expected
    assert python_markdown(text) == expected_html(text, expected)
    assert markdown_it(text) == expected_html(text, expected)


GFM_ROWS: list[tuple[str, str, list[tuple[str, str]]]] = [
    ("gfm", "see paypal.com\u2215me@evil.com now", []),
    ("gfm", "see x\u2215https://evil.com now", []),
    ("gfm", "see x/https://evil.com now", [("https://evil.com", "https://evil.com")]),
    ("gfm", "see paypal.com/me@evil.com", [("me@evil.com", "mailto:me@evil.com")]),
    (
        "gfm",
        "Log in at https://paypal.com\u2215evil.com/login",
        [("https://paypal.com\u2215evil.com/login", "https://paypal.com%E2%88%95evil.com/login")],
    ),
    (
        "gfm",
        "https://paypal.com:x@evil.com/login",
        [("https://paypal.com:x@evil.com/login", "https://paypal.com:x@evil.com/login")],
    ),
    ("md4c", "https://paypal.com:x@evil.com/login", []),
    ("gfm", "\u202e www.lapyap.ni", []),
    ("md4c", "\u202e www.lapyap.ni", []),
    ("gfm", "\u2067 www.a.com \u2069", [("www.a.com", "http://www.a.com")]),
    # gfm and md4c write the host as cmark-gfm and md4c do: as the text has it
    ("gfm", "https://LJWorld.com/Path", [("https://LJWorld.com/Path", "https://LJWorld.com/Path")]),
    (
        "md4c",
        "https://LJWorld.com/Path",
        [("https://LJWorld.com/Path", "https://LJWorld.com/Path")],
    ),
    ("gfm", "www.LJWorld.com", [("www.LJWorld.com", "http://www.LJWorld.com")]),
    ("md4c", "www.LJWorld.com", [("www.LJWorld.com", "http://www.LJWorld.com")]),
    ("gfm", "Me@LJWorld.COM", [("Me@LJWorld.COM", "mailto:Me@LJWorld.COM")]),
    ("md4c", "Me@LJWorld.COM", [("Me@LJWorld.COM", "mailto:Me@LJWorld.COM")]),
    ("gfm", "mailto:Me@LJWorld.COM", [("mailto:Me@LJWorld.COM", "mailto:Me@LJWorld.COM")]),
    ("gfm", "xmpp:Me@LJWorld.COM/Res", [("xmpp:Me@LJWorld.COM/Res", "xmpp:Me@LJWorld.COM/Res")]),
    (
        "gfm",
        "https://user:PW@Evil.COM/X",
        [("https://user:PW@Evil.COM/X", "https://user:PW@Evil.COM/X")],
    ),
    ("gfm", "https://B%C3%9Ccher.DE/", [("https://B%C3%9Ccher.DE/", "https://B%C3%9Ccher.DE/")]),
]


@pytest.mark.parametrize(("mode", "text", "expected"), GFM_ROWS)
def test_gfm_and_md4c_rows(mode: str, text: str, expected: list[tuple[str, str]]) -> None:
    assert [(link.text, link.href) for link in find_links(text, mode=mode)] == expected


def test_user_info_is_refused_with_its_rule() -> None:
    scanner = Uts58Scanner(validated_options({"mode": "uts58", "bare_domains": "all"}))
    text = "Log in: https://paypal.com:x@evil.com/login now"
    [refusal] = scanner.refusals(text)
    assert (refusal.start, refusal.end, refusal.rule) == (8, 43, USER_INFO_RULE)


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("plain", []),
        ("a\u202eb", [(1, 3)]),
        ("a\u202eb\u202cc", [(1, 3)]),
        ("\u2067\u202eb\u2069c", [(1, 3)]),
        ("\u202e\u202bx\u202c\u202cy\u202dz", [(0, 4), (6, 8)]),
        ("\u202ex\u2029y", [(0, 2)]),
        ("\u202ex\ny", [(0, 4)]),
        ("\u202b" * 130 + "\u202e" + "\u202c" * 140 + "x", []),
        ("\u202e" + "\u202b" * 130 + "\u202c" * 130 + "x", [(0, 262)]),
    ],
)
def test_override_spans_follow_uax9_x1_to_x8(text: str, spans: list[tuple[int, int]]) -> None:
    assert override_spans(text, 0, len(text)) == spans


USER_INFO = st.builds(
    "{}{}{}:{}@{}{}".format,
    st.sampled_from(["https://", "http://", "ftp://", "", "www."]),
    st.sampled_from(["paypal", "bank", "b\u00fccher", "\u043f\u0440\u0438\u043c\u0435\u0440"]),
    st.sampled_from([".com", ".de", ".org", ".com:443", ".рф"]),
    st.text(st.sampled_from("ax1:.%@-_!~ \u2215"), max_size=6).filter(lambda p: " " not in p),
    st.sampled_from(["evil.com", "me@evil.org", "x.evil.net", "www.evil.com"]),
    st.sampled_from(["", "/", "/login", "?q=1", "#top", ":8080/x"]),
)


@settings(max_examples=300, deadline=None)
@given(USER_INFO, st.sampled_from(["{}", "Log in at {} now", "见 {} 。"]))
def test_user_info_with_any_password_is_never_linked(url: str, frame: str) -> None:
    """uts58 links nothing in a URL with user info (no mailto for its tail either); gfm
    and md4c may link it as their references do, to the host ada reads from the link's
    own text."""
    text = frame.format(url)
    start, end = text.index(url), text.index(url) + len(url)
    uts58 = find_links(text, mode="uts58", bare_domains="all")
    assert [link for link in uts58 if link.start < end and link.end > start] == [], text
    for mode in ("gfm", "md4c"):
        for link in find_links(text, mode=mode):
            assert href_host(link.href) == shown_host(link.text, mode), (mode, text, link)


#: Code points the idna package's table (Unicode 18.0) accepts in hosts and Unicode 17.0,
#: the version of browsers' tables, does not assign.
UNASSIGNED_IN_17 = ["\u0558", "\u058b", "\u05c8", "\u0b53", "\u1ade", "\u2e60", "\ua7dd"]
SEPARATORS = [
    *sorted(SYNTAX_LOOKALIKES),
    *UNASSIGNED_IN_17,
    "\U00013439",
    "\U0001343f",
    "\u202e",
    "\u202d",
]
LABEL = st.text(st.sampled_from("abcdefghijklmnopqrstuvwxyz\u00fc\u0436"), min_size=1, max_size=6)


@st.composite
def hostile_tokens(draw: st.DrawFn) -> tuple[str, str]:
    """A token of one kind with one to three look-alike separators, Unicode 15+ format
    characters or overrides put between its characters."""
    host = ".".join(draw(st.lists(LABEL, min_size=1, max_size=3)))
    host += "." + draw(st.sampled_from(["com", "org", "de", "рф"]))
    kind = draw(st.sampled_from(["url", "www", "bare", "email"]))
    path = draw(st.sampled_from(["", "/", "/login", "?q=1"]))
    token = {
        "url": "https://" + host + path,
        "www": "www." + host + path,
        "bare": host + path,
        "email": draw(LABEL) + "@" + host,
    }[kind]
    chars = list(token)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        position = draw(st.integers(min_value=1, max_value=len(chars) - 1))
        chars.insert(position, draw(st.sampled_from(SEPARATORS)))
    return "".join(chars), kind


@settings(max_examples=400, deadline=None)
@given(hostile_tokens(), st.sampled_from(["{} next", "Log in at {} now", "见 {} 。"]))
def test_every_uts58_link_goes_to_the_host_ada_reads(case: tuple[str, str], frame: str) -> None:
    token, kind = case
    text = frame.format(token)
    assume(
        not any(
            cjk_form(ch) and token[i + 1 : i + 5] in ("http", "www.") for i, ch in enumerate(token)
        )
    )
    if "\u202e" in token or "\u202d" in token:
        start = text.index(token)
        assert [
            link
            for link in find_links(text, mode="uts58", bare_domains="all")
            if link.start > start + token.find("\u202e" if "\u202e" in token else "\u202d")
        ] == [], text
        return
    check_uts58_token(text, token, kind)


@settings(max_examples=100, deadline=None)
@given(hostile_tokens(), st.sampled_from(["{}", "See {} now"]))
def test_front_ends_make_the_engines_links_for_hostile_tokens(
    case: tuple[str, str], frame: str
) -> None:
    text = frame.format(case[0])
    links = [(link.text, link.href) for link in find_links(text, mode="uts58", bare_domains="all")]
    assert python_markdown(text) == expected_html(text, links)
    assert markdown_it(text) == expected_html(text, links)


@settings(max_examples=200, deadline=None)
@given(hostile_tokens(), st.sampled_from(MODES))
def test_every_link_in_every_mode_goes_to_the_host_its_text_shows(
    case: tuple[str, str], mode: str
) -> None:
    text = f"See {case[0]} now"
    for link in (
        find_links(text, mode=mode, bare_domains="all")
        if mode == "uts58"
        else (find_links(text, mode=mode))
    ):
        shown = shown_host(link.text, mode)
        assert shown is None or href_host(link.href) == shown, (mode, text, link)


def ascii_hosts_only(link: Link) -> bool | None:
    """docs/security.md's filter: leave a link whose host a browser sends in IDNA form
    unlinked."""
    host = link.href.split("@")[-1] if link.kind == "email" else link.href.split("/")[2]
    return None if "xn--" in host else True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("https://accounts\ua4f8google.com/login www.a.org", ["www.a.org"]),
        ("see bücher.de or me@пример.рф", []),
        (
            "https://accounts.google.com/login me@a.org",
            ["https://accounts.google.com/login", "me@a.org"],
        ),
    ],
)
def test_the_documented_filter_leaves_internationalized_hosts_unlinked(
    text: str, expected: list[str]
) -> None:
    unfiltered = find_links(text, mode="uts58", bare_domains="all")
    assert len(unfiltered) == 2
    links = find_links(text, mode="uts58", bare_domains="all", filter=ascii_hosts_only)
    assert [link.text for link in links] == expected
    html = python_markdown(text, filter=ascii_hosts_only)
    assert html.count("<a ") == len(expected)


class _CountingPattern:
    """A compiled pattern that adds up the characters its matches run over."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.read = 0

    def match(self, text: str, pos: int, endpos: int) -> re.Match[str] | None:
        found = self.pattern.match(text, pos, endpos)
        self.read += (found.end() if found else pos) - pos + 1
        return found


@pytest.mark.parametrize(
    "unit", ["a.com:", "www.a.com:1", "a.com:b", "https://a.com:x/", "x@a.com:"]
)
def test_user_info_scans_read_each_character_once(
    unit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """However many hosts in one long token ask for the ``@`` of their user info, the
    forward scans read the token about once (linear time)."""
    from md_autolinks.engine.scanners.uts58 import user_info

    counting = _CountingPattern(user_info._AUTHORITY_REST)
    monkeypatch.setattr(user_info, "_AUTHORITY_REST", counting)
    for repeat in (200, 800):
        counting.read = 0
        text = unit * repeat + " end"
        find_links(text, mode="uts58", bare_domains="all")
        assert counting.read <= 2 * len(text), (unit, repeat, counting.read)
