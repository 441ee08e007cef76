"""gfm mode's engine, rule by rule, in the bar notation of :mod:`support.marks`."""

from __future__ import annotations

from itertools import pairwise

import pytest

from md_autolinks import LinkKind, find_links
from support.marks import mark, strip_marks

CASES = [
    # extended www autolinks: www. + valid domain, allowed preceding characters
    "|www.commonmark.org|",
    "Visit |www.commonmark.org/help| for more information.",
    "(|www.a.com|) *|www.a.com|* ~|www.a.com|~",
    # the domain scan runs into a trailing _ and the underscore rule rejects it, unless the
    # _ is the last character of the text, which cmark-gfm's scan never looks at
    "_www.a.com_ x _|www.a.com|_",
    "x.www.a.com awww.a.com :www.a.com",
    "WWW.a.com is upper case and not linked",
    "|www.a|",
    # cmark-gfm, not the spec prose: "www." is a valid domain, then the "." is trimmed
    "|www|. alone",
    # the valid-domain underscore rule and its ten-dot escape hatch
    "www.xxx.yyy._zzz www.xxx._yyy.zzz |www._xxx.yyy.zzz|",
    "|www.a.b.c.d.e.f.g.h.i.j.k_l|",
    # trailing punctuation, parentheses, entities, <
    "Visit |www.commonmark.org|. |www.commonmark.org/a.b|.",
    "|www.google.com/search?q=Markup+(business)|))",
    "(|www.google.com/search?q=Markup+(business)|)",
    "|www.google.com/search?q=(business))+ok|",
    "|www.google.com/search?q=commonmark|&hl;",
    "|www.commonmark.org/he|<lp",
    "|www.a.com|?!.,:*_~'\"",
    # URL autolinks: schemes, letters before the scheme, hosts without dots
    "|http://commonmark.org| |https://a.b| |ftp://foo.bar.baz|.",
    "|HTTP://A.B| |hTtPs://x|",
    'xhttp://a.b x:|http://a.b| 1|http://a.b| "|http://q.com|"',
    "ssh://a.b http://. http://_a",
    "|http://localhost:8080/x|",
    "|http://🍄.ga/| |http://x🍄.ga/|",
    # emails
    "|foo@bar.baz|",
    "hello@mail+xyz.example isn't valid, but |hello+xyz@mail.example| is.",
    "|a.b-c_d@a.b| |a.b-c_d@a.b|. a.b-c_d@a.b- a.b-c_d@a.b_",
    "user@192.168.0.1 /|a@b.co|",
    "a@|b@c.com|",
    "|mailto:a@b.com| mmmmailto:|a@b.com| |xmpp:a@b.com/r|.",
    "@a.b.c@. x n@.  b",
]


@pytest.mark.parametrize("marked", CASES)
def test_gfm_rules(marked: str) -> None:
    text, _ = strip_marks(marked)
    assert mark(text, find_links(text)) == marked


def test_hrefs_and_kinds() -> None:
    found = find_links("www.a.com/ü http://b.c a@b.co mailto:c@d.co xmpp:e@f.co")
    assert [(link.kind, link.href) for link in found] == [
        (LinkKind.WWW, "http://www.a.com/%C3%BC"),
        (LinkKind.URL, "http://b.c"),
        (LinkKind.EMAIL, "mailto:a@b.co"),
        (LinkKind.EMAIL, "mailto:c@d.co"),
        (LinkKind.EMAIL, "xmpp:e@f.co"),
    ]


def test_offsets_are_code_points() -> None:
    text = "𝒳 www.a.com"
    (link,) = find_links(text)
    assert (link.start, link.end, text[link.start : link.end]) == (2, 11, "www.a.com")


def test_kinds_filter_and_emails_between_urls() -> None:
    text = "http://a.com/x@b.com www.c.com d@e.com"
    only_emails = find_links(text, kinds=["email"])
    assert mark(text, only_emails) == "http://a.com/|x@b.com| www.c.com |d@e.com|"
    assert mark(text, find_links(text)) == "|http://a.com/x@b.com| |www.c.com| |d@e.com|"


@pytest.mark.parametrize(
    "text",
    [
        "www." * 20_000,
        "http://a.com/" + "(" * 50_000,
        "a." * 50_000,
        "a" + "_" * 50_000 + "@b.com",
        "a@" * 50_000,
        "www.a_" * 20_000,
        "\x00\ud800www.a.com\udfff@\x00.com",
    ],
    ids=["www-run", "parens", "dotted", "underscores", "at-run", "www-underscores", "nul"],
)
def test_hostile_input_is_handled(text: str) -> None:
    links = find_links(text)
    assert all(0 <= a.start < a.end <= b.start < b.end for a, b in pairwise(links))
    assert all(link.end <= len(text) for link in links)
    assert all(text[link.start : link.end] == link.text for link in links)
