"""Unit cases for md4c mode's scanner, one rule of ``spec-permissive-autolinks.txt`` each.

Notation: ``"See |www.a.com|."`` is the text ``See www.a.com.`` in which ``www.a.com`` is
the one expected link; text without bars has no link. Where md4c's behaviour differs
from the spec file's prose, the case says so ("md4c:").
"""

from __future__ import annotations

import copy
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks import Link, LinkKind, find_links
from md_autolinks.engine.finder import get_scanner
from md_autolinks.engine.options import Options
from md_autolinks.engine.scanners import md4c
from support.sizes import scaled

ALL = ("url", "www", "email")


def spans(marked: str) -> tuple[str, list[tuple[int, int]]]:
    """The text of ``marked`` without bars, and the spans the bars enclose."""
    pieces = marked.split("|")
    assert len(pieces) % 2 == 1, f"unbalanced bars in {marked!r}"
    text, found, offset = "", [], 0
    for index, piece in enumerate(pieces):
        if index % 2:
            found.append((offset, offset + len(piece)))
        text += piece
        offset += len(piece)
    return text, found


def found_spans(text: str, kinds: tuple[str, ...] = ALL) -> list[tuple[int, int]]:
    return [(link.start, link.end) for link in find_links(text, mode="md4c", kinds=kinds)]


def check(marked: str, kinds: tuple[str, ...] = ALL) -> None:
    text, expected = spans(marked)
    assert found_spans(text, kinds) == expected


DELIMITING = [
    "|www.a.com|",
    "See |www.a.com|.",
    "a\n|www.a.com|\nb",
    "(|www.a.com|)",
    "{|https://a.com|}",
    "[|a@b.com|]",
    "Visited |http://zombo.com|?",
    "|www.a.com|, |www.b.com|; |www.c.com|!",
    # md4c: any closing bracket may follow, matched or not.
    "[|www.a.com|)",
    # md4c: the punctuation after a link need not be followed by a delimiter.
    "|www.a.com|!x",
    "|www.a.com|,x",
    # A space is what a front end writes for a matched emphasis mark.
    " |john.doe@example.com| ",
    # Unicode white space (category Zs) delimits.
    "\u00a0|www.a.com|\u3000",
    ":www.a.com",
    "www.a.com:",
    ":john.doe@example.com",
    "*john.doe@example.com",
    "john.doe@example.com*",
    '"www.a.com"',
    "'www.a.com'",
    "<www.a.com>",
    "xwww.a.com",
    "www.a.com/x=",
    # U+FFFC is what a front end writes for something opaque (a code span, a tag).
    "\ufffcwww.a.com",
    "www.a.com\ufffc",
]

SCHEMES = [
    "|http://a.com| |https://a.com| |ftp://a.com|",
    "ssh://a.com",
    "HTTP://a.com",
    "Www.a.com",
    "xhttp://a.com",
    "http://",
    "http:/a.com",
    "mailto:a@b.com",
]

HOSTS = [
    "|http://a-b_c.d-e.com|",
    "|john.doe@sub.example.co|",
    "www.com",
    "http://com",
    # md4c: the last component is not measured (the prose asks for two characters).
    "|http://a.b|",
    "|www.a.b|",
    "http://a-.com",
    "http://-a.com",
    "http://a__b.com",
    "http://a..com",
    "http://.a.com",
    "http://a.com:8080",
    "www.exämple.com",
    "|www.a.com|.",
    "|www.a.com|..",
    # md4c: a word delimiter may follow a component delimiter (not the reverse).
    "|www.a.-b.com|",
]

PATHS = [
    "|https://example.com/images/branding/logo_272x92.png|",
    "|https://example.com/|",
    "|https://example.com/dir/|",
    "https://example.com//x",
    # md4c: a path keeps a trailing "." (the dot is a path character).
    "|http://a.com/a.b.|",
    "|https://example.com/~username|",
    "|https://codereview.qt-project.org/c/qt/qtwayland/+/545836|",
    "|http://a.com/a%20b|",
    "(see |http://a.com/x|)",
    "http://a.com/x(y)",
    "http://a.com/x*y",
]

QUERIES = [
    "|https://www.google.com/search?q=md4c+markdown|",
    "(Visit |https://encrypted.google.com/search?q=Markup+(business)|)",
    "|https://a.com/?a=1&b=2|",
    "|https://a.com?q=a_b.c|",
    "|https://a.com|?",
    "|https://a.com/s?q=a|)",
    "https://a.com?q=(a",
    "https://a.com?a&&b",
    "https://a.com?q=a+-b",
    "https://a.com?q=%20",
    "|https://a.com|?-x",
]

FRAGMENTS = [
    "|https://example.com#fragment|",
    "|https://a.com/x?y=1#a.b-c+d_e|",
    "|https://a.com#a.b|.",
    "https://a.com#",
    "|https://a.com#a|..b",
]

EMAILS = [
    "|john.doe@example.com|",
    "|a.b-c_d+e@f-g.h_i.com|",
    "john__doe@example.com",
    ".a@b.com",
    "a.@b.com",
    "a@b",
    "a@b.com/x",
    "a@-b.com",
    "x@y@z.com",
    "@a.com",
    "|a@b.com| |c@d.com|",
]


@pytest.mark.parametrize(
    "marked", DELIMITING + SCHEMES + HOSTS + PATHS + QUERIES + FRAGMENTS + EMAILS
)
def test_rule(marked: str) -> None:
    check(marked)


def test_links_carry_kind_href_and_text() -> None:
    text = "www.a.com/x https://b.org?q=1 john.doe@example.com"
    assert find_links(text, mode="md4c") == [
        Link(0, 11, LinkKind.WWW, "http://www.a.com/x", "www.a.com/x"),
        Link(12, 29, LinkKind.URL, "https://b.org?q=1", "https://b.org?q=1"),
        Link(30, 50, LinkKind.EMAIL, "mailto:john.doe@example.com", "john.doe@example.com"),
    ]


def test_offsets_are_code_points() -> None:
    text = "\U0001f600 www.a.com"
    assert find_links(text, mode="md4c") == [
        Link(2, 11, LinkKind.WWW, "http://www.a.com", "www.a.com")
    ]


@pytest.mark.parametrize(
    ("kinds", "marked"),
    [
        (("www",), "|www.a.com| http://b.com c@d.com"),
        (("url",), "www.a.com |http://b.com| c@d.com"),
        (("email",), "www.a.com http://b.com |c@d.com|"),
        (("url", "email"), "www.a.com |http://b.com| |c@d.com|"),
        # A www link that fails leaves its text to the email rule.
        (ALL, "|www.a.com@b.com|"),
        (("email",), "|www.a.com@b.com|"),
        (("www",), "www.a.com@b.com"),
    ],
)
def test_kinds_switch_each_rule(kinds: tuple[str, ...], marked: str) -> None:
    check(marked, kinds)


def test_email_link_has_email_kind_when_www_would_not_link() -> None:
    (link,) = find_links("www.a.com@b.com", mode="md4c")
    assert link.kind is LinkKind.EMAIL


def scan_window(text: str, start: int, end: int) -> list[tuple[int, int]]:
    scanner = get_scanner(Options.from_mapping(mode="md4c"))
    return [(link.start, link.end) for link in scanner.iter_links(text, start, end)]


def test_window_edges_are_context_not_delimiters() -> None:
    assert scan_window(" www.a.com ", 1, 10) == [(1, 10)]
    assert scan_window("xwww.a.com ", 1, 10) == []
    assert scan_window(" www.a.com/b", 1, 10) == []
    assert scan_window("x@y a@b.com", 4, 11) == [(4, 11)]
    assert scan_window("xa@b.com", 1, 8) == []


def test_window_excludes_links_outside_it() -> None:
    assert scan_window("www.a.com www.b.com", 10, 19) == [(10, 19)]
    assert scan_window("www.a.com www.b.com", 0, 9) == [(0, 9)]


def test_no_kind_is_inline() -> None:
    scanner = get_scanner(Options.from_mapping(mode="md4c"))
    assert not scanner.INLINE_KINDS


PATHOLOGICAL = [
    "www.a" + ".-_" * 20_000,
    "www." + "." * 50_000,
    "www.a" + "-" * 50_000 + "b.com",
    "http://a.com?a" + "+-" * 50_000,
    "www.a.com?" + "(" * 100_000,
    "www.a.com?q=" + "(a" * 50_000 + ")" * 49_999,
    "a@" * 100_000,
    "a." * 100_000 + "@",
    "a.b@" * 100_000,
    "xwww." * 100_000,
    "http://" * 100_000,
    "x" * 1_000_000,
]


@pytest.mark.parametrize("text", PATHOLOGICAL, ids=lambda text: f"{text[:12]!r}x{len(text)}")
def test_pathological_inputs_have_no_link(text: str) -> None:
    assert find_links(text, mode="md4c") == []


def test_pathological_long_links_are_whole() -> None:
    host = "a." * 100_000 + "com"
    assert found_spans("www." + host) == [(0, 4 + len(host))]
    path = "www.a.com/" + "b" * 1_000_000
    assert found_spans(path) == [(0, len(path))]
    query = "www.a.com?q=" + "(a" * 50_000 + ")" * 50_000
    assert found_spans(query) == [(0, len(query))]
    repeated = "www." * 100_000
    assert found_spans(repeated) == [(0, len(repeated) - 1)]
    path = "http://a.com/" + "_" * 50_000 + "a"
    assert found_spans(path) == [(0, len(path))]
    user = "a+" * 50_000 + "a@b.com"
    assert found_spans(user) == [(0, len(user))]


SEGMENT_PIECES = [
    "a", "Z9", ".", "-", "_", "+", "~", "%", "/", "&", "&amp;", "=", "(", ")", "?", "#", " ", "é",
    ".-", "//",
]  # fmt: skip


@pytest.mark.parametrize("rule", [md4c.HOST, md4c.PATH, md4c.QUERY, md4c.FRAGMENT])
@settings(max_examples=scaled(300))
@given(text=st.lists(st.sampled_from(SEGMENT_PIECES), max_size=12).map("".join), data=st.data())
def test_a_segment_s_plain_prefix_scans_as_the_character_wise_scan(
    rule: md4c.SegmentRule, text: str, data: st.DataObject
) -> None:
    character_wise = copy.copy(rule)
    object.__setattr__(character_wise, "plain_run", re.compile("(?!)"))
    off = data.draw(st.integers(0, len(text)))
    assert rule.scan(text, off, len(text)) == character_wise.scan(text, off, len(text))
