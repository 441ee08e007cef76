"""Look-alikes of every URL delimiter never split a token, and a piece of a token is never a
link (docs/security.md#guaranteed), in the engine and in Python-Markdown, markdown-it and
MyST's parser, the look-alike written as itself or as an entity reference (issue 38.1)."""

from __future__ import annotations

import html

import markdown
import mistune as mistune_package
import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin

#: The issue's look-alikes: ``﹖`` (= ``?``), ``⫽`` (``//``), ``℀`` (``a/c``) and the rest.
SEPARATORS = [
    "\ufe56",  # SMALL QUESTION MARK
    "\u2afd",  # DOUBLE SOLIDUS OPERATOR
    "\u2100",  # ACCOUNT OF
    "\uff03",  # FULLWIDTH NUMBER SIGN
    "\ufe5f",  # SMALL NUMBER SIGN
    "\ufe60",  # SMALL AMPERSAND
    "\ufe62",  # SMALL PLUS SIGN
    "\ufe66",  # SMALL EQUALS SIGN
    "\ufe6a",  # SMALL PERCENT SIGN
    "\u2afb",  # TRIPLE SOLIDUS BINARY RELATION
    "\u2101",  # ADDRESSED TO THE SUBJECT
    "\u2105",  # CARE OF
    "\u2106",  # CADA UNA
    "\u207a",  # SUPERSCRIPT PLUS SIGN
    "\u207c",  # SUPERSCRIPT EQUALS SIGN
    "\u1361",  # ETHIOPIC WORDSPACE
    "\u2572",  # BOX DRAWINGS LIGHT DIAGONAL UPPER LEFT TO LOWER RIGHT
]
#: The issue's sentences, ``{}`` for the look-alike.
SENTENCES = [
    "see paypal.com{}evil.com now",
    "see paypal.com{}evil.com/login now",
    "a paypal.com{}evil.com b",
    "see https://paypal.com{}evil.com/login now",
    "see www.paypal.com{}evil.com now",
    "see paypal.com{}me@evil.com now",
]
CASES = [(sentence, char) for char in SEPARATORS for sentence in SENTENCES]
#: A piece of a token, which no mode links.
PIECES = ["mailto:a@python.org@evil.com", "javascript:/*python.org*/alert(1)"]


def python_markdown(text: str, mode: str) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )


def markdown_it(text: str, mode: str) -> str:
    return MarkdownIt("commonmark").use(autolinks_plugin, mode=mode).render(text)


def myst(text: str, mode: str) -> str:
    parser = create_md_parser(MdParserConfig(), RendererHTML).use(autolinks_plugin, mode=mode)
    return parser.render(text)


def entity(char: str) -> str:
    return f"&#x{ord(char):X};"


def test_the_cases_hold_the_issue_examples() -> None:
    assert "see paypal.com\ufe56evil.com now" in [s.format(c) for s, c in CASES]
    assert "see paypal.com\u2afdevil.com/login now" in [s.format(c) for s, c in CASES]
    assert "a paypal.com\u2100evil.com b" in [s.format(c) for s, c in CASES]


@pytest.mark.parametrize(("sentence", "char"), CASES)
def test_uts58_links_nothing_in_a_token_a_lookalike_splits(sentence: str, char: str) -> None:
    """At UTS #58's reference level, where symbols are host characters, such a token is
    one host (``paypal.com╲evil.com``) or nothing."""
    text = sentence.format(char)
    assert find_links(text, mode="uts58") == []
    assert find_links(text, mode="md4c") == []
    token = text.split(" ")[1]
    for link in find_links(text, mode="uts58", bare_domains="all"):
        assert link.text == token, (text, link)


@pytest.mark.parametrize(("sentence", "char"), CASES)
def test_gfm_starts_and_ends_no_link_at_a_lookalike(sentence: str, char: str) -> None:
    """gfm links such a token whole, as cmark-gfm does, or not at all."""
    text = sentence.format(char)
    at = text.index(char)
    token = text.split(" ")[1]
    for link in find_links(text, mode="gfm"):
        assert link.text == token, (text, link)
        assert at not in (link.start - 1, link.end), (text, link)


@pytest.mark.parametrize(("sentence", "char"), CASES)
@pytest.mark.parametrize("render", [python_markdown, markdown_it, myst])
def test_front_ends_link_nothing_in_uts58_written_or_as_an_entity(
    render: object, sentence: str, char: str
) -> None:
    assert callable(render)
    shown = html.escape(sentence.format(char), quote=False)
    assert render(sentence.format(char), "uts58").strip() == f"<p>{shown}</p>"
    written = sentence.format(entity(char))
    as_written = html.escape(written, quote=False).replace("&amp;#x", "&#x")
    expected = as_written if render is python_markdown else shown
    assert render(written, "uts58").strip() == f"<p>{expected}</p>"


@pytest.mark.parametrize("char", SEPARATORS)
@pytest.mark.parametrize("render", [markdown_it, myst])
def test_markdown_it_gfm_starts_no_link_after_a_lookalike_entity(render: object, char: str) -> None:
    """markdown-it shows the entity as its character, so gfm reads it as one too (the
    engine's gfm rule: no link starts right after a look-alike inside a token)."""
    assert callable(render)
    for after in ("https://evil.com", "me@evil.com"):
        assert (
            render(f"see x{entity(char)}{after} now", "gfm") == f"<p>see x{char}{after} now</p>\n"
        )


@pytest.mark.parametrize("text", PIECES)
def test_a_piece_of_a_token_is_never_a_link_in_uts58(text: str) -> None:
    assert find_links(text, mode="uts58") == []
    assert find_links(text, mode="uts58", bare_domains="all") == []
    assert find_links(text, mode="md4c") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mailto:a@python.org@evil.com", "<p>mailto:a@python.org@evil.com</p>"),
        (
            "javascript:/*python.org*/alert(1)",
            "<p>javascript:/<em>python.org</em>/alert(1)</p>",
        ),
    ],
)
@pytest.mark.parametrize("render", [python_markdown, markdown_it, myst])
def test_front_ends_link_no_piece_of_a_token(render: object, text: str, expected: str) -> None:
    assert callable(render)
    assert render(text, "uts58").strip() == expected


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("javascript:alert('python.org')", []),
        ("file:/srv/python.org", []),
        ("mailto:python.org", []),
        ("x a@b@python.org y", []),
        ("Email:team@python.org", ["team@python.org"]),
        ("see (python.org) now", ["python.org"]),
        ("mailto:team@python.org", ["mailto:team@python.org"]),
    ],
)
def test_where_a_piece_of_a_token_begins(text: str, links: list[str]) -> None:
    """A URI of another scheme (``scheme:/``, ``mailto:`` or a script scheme) at the token's
    start makes what follows a piece of it; a word and a colon in prose do not."""
    found = find_links(text, mode="uts58", bare_domains="all")
    assert [link.text for link in found] == links


def mistune(text: str, mode: str) -> str:
    render = mistune_package.create_markdown(plugins=[mistune_plugin(mode=mode)])
    return str(render(text))


#: A URL gfm refuses whole (a fullwidth look-alike joins it to the word before), with an
#: email in its query; the same URL after a space, where the URL is linked whole.
JOINED = "x\uff20http://a.com/x?y=1&z=2@y.org"


@pytest.mark.parametrize("kinds", [("url", "www", "email"), ("email",)])
def test_gfm_links_no_email_inside_a_url_refused_whole(kinds: tuple[str, ...]) -> None:
    """The email scan reads the www and URL links it does not make where a look-alike
    refuses them (``refused_in_token``), so a ``kinds`` choice or a front end's text pass
    finds no email the whole reading does not."""
    assert find_links(JOINED, mode="gfm", kinds=kinds) == []
    assert find_links(f"[{JOINED}", mode="gfm", kinds=kinds) == []
    assert [link.text for link in find_links(f"see {JOINED[2:]}", mode="gfm", kinds=kinds)] == (
        ["2@y.org"] if kinds == ("email",) else [JOINED[2:]]
    )
    assert [link.text for link in find_links(f"[é {JOINED[2:]}", mode="gfm", kinds=kinds)] == [
        "2@y.org"
    ]


@pytest.mark.parametrize("render", [python_markdown, markdown_it, myst, mistune])
def test_front_ends_link_no_email_inside_a_url_gfm_refuses_whole(render: object) -> None:
    assert callable(render)
    shown = html.escape(JOINED, quote=False)
    assert render(JOINED, "gfm").strip() == f"<p>{shown}</p>"
    assert render(f"[{JOINED}", "gfm").strip() == f"<p>[{shown}</p>"
