"""An entity reference never splits a token in markdown-it: gfm reads a link's source as
cmark-gfm does (the reference is link text as written), md4c as the Python-Markdown front
end does, uts58 the decoded text (docs/getting-started.md#markdown-it-py)."""

from __future__ import annotations

import re
from html import unescape

import cmarkgfm
import markdown
import pytest
from cmarkgfm.cmark import Options as CmarkOptions
from markdown_it import MarkdownIt
from mdit_py_plugins.attrs import attrs_plugin

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from support.html_normalize import normalize_html

CASES = [
    "https://evil.com&ZeroWidthSpace;.paypal.com/login",
    "https://pay&shy;pal.com/x",
    "www.pay&#x200b;pal.com",
    "www.pay&#8203;pal.com and more",
    "https://a.com/&#x3c;x",
    "http://a.com/?a=1&amp;b=2 x",
    "see https://a.com/x&amp;y.",
    "www.a.com&amp; x",
    "www.a.com&lt;b",
    "x www.a.com&quot;",
    "http://a&#46;com/x",
    "https://pay&#173;pal.com",
    "www.a&nbsp;b.com",
    "https://a.com/p&copy;q",
    "(www.a.com/&#41;)",
    "*https://a.com/&amp;*",
    "https://a.com/&#xZZ;x",
    "https://a.com/&nosuch;x",
    "www.&#64;www.b.org/p_q",
    "https://a.com&#47;evil.com",
    "see me&#64;a.com x",
    "me@a&#46;com",
    "https://a.com/x&#x200e;y z",
    "after &lt;ftp://g.net/x&gt;",
    "## Head ftp://g.net/x&amp;x ok",
    "> quote &lt;https://h.com/(x)&gt;",
    "[t](https://z.org/) www.w3.org/a_b&amp;x",
]


def cmark_gfm(text: str) -> str:
    return cmarkgfm.markdown_to_html_with_extensions(
        text, options=CmarkOptions.CMARK_OPT_UNSAFE, extensions=["autolink"]
    )


@pytest.mark.parametrize("text", CASES)
def test_gfm_reads_entities_as_cmark_gfm(text: str) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert normalize_html(md.render(text)) == normalize_html(cmark_gfm(text))


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "https://evil.com&ZeroWidthSpace;.paypal.com/login",
            '<a href="https://evil.com&amp;ZeroWidthSpace;.paypal.com/login">'
            "https://evil.com&amp;ZeroWidthSpace;.paypal.com/login</a>",
        ),
        (
            "https://pay&shy;pal.com/x",
            '<a href="https://pay&amp;shy;pal.com/x">https://pay&amp;shy;pal.com/x</a>',
        ),
        (
            "www.pay&#x200b;pal.com",
            '<a href="http://www.pay&amp;#x200b;pal.com">www.pay&amp;#x200b;pal.com</a>',
        ),
    ],
)
def test_gfm_links_the_whole_token(text: str, html: str) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render(text) == f"<p>{html}</p>\n"


@pytest.mark.parametrize(
    "text",
    [
        "https://evil.com&ZeroWidthSpace;.paypal.com/login",
        "https://pay&shy;pal.com/x",
        "www.pay&#x200b;pal.com",
    ],
)
@pytest.mark.parametrize("mode", ["md4c", "uts58"])
def test_no_piece_of_the_token_is_linked(text: str, mode: str) -> None:
    """md4c (as the Python-Markdown front end) and uts58 (an invisible character inside a
    host) link no piece of these tokens."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    html = md.render(text)
    assert "<a" not in html
    config = {"md_autolinks": {"mode": mode}}
    python_markdown = markdown.markdown(text, extensions=["md_autolinks"], extension_configs=config)
    assert "<a" not in python_markdown


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        ("gfm", '<a href="http://www.w3.org&amp;#47;x">www.w3.org&amp;#47;x</a>'),
        ("md4c", '<a href="http://www.w3.org/x">www.w3.org/x</a>'),
        ("uts58", '<a href="https://www.w3.org/x">www.w3.org/x</a>'),
    ],
)
def test_an_entity_a_reader_sees_as_a_slash_is_read_by_the_mode(mode: str, html: str) -> None:
    """``www.w3.org&#47;x`` shows ``www.w3.org/x``: md4c and uts58 link what is shown,
    gfm what cmark-gfm links in the source (issue 36.5)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    assert md.render("See www.w3.org&#47;x now") == f"<p>See {html} now</p>\n"


READER_CASES = [
    "See www.w3.org&#47;x now",
    "See https://w3.org&#47;x now",
    "w3.org&#47;x and a.org&#x2F;y",
    "See me@w3&#46;org now",
    "see me&#64;a.com x",
    "me@a&#46;com",
    "https://a.com/&#x3c;x",
    "http://a.com/?a=1&amp;b=2 x",
    "see https://a.com/x&amp;y.",
    "www.a.com&amp; x",
    "www.a.com&lt;b",
    "x www.a.com&quot;",
    "http://a&#46;com/x",
    "www.a&nbsp;b.com",
    "https://a.com/p&copy;q",
    "(www.a.com/&#41;)",
    "https://a.com/&#xZZ;x",
    "www.&#64;www.b.org/p_q",
    "https://a.com&#47;evil.com",
    "a &#64;b.org and x&amp;http://a.com",
    "&copy;a.com www.a.com&#64;b.org",
]
"""Entity references in and around links, none standing for an invisible character (a
token holding one links nothing: docs/modes.md#hosts-starts-and-ends) and none beside
emphasis marks (markup, not text)."""
_ANCHOR = re.compile(r'<a href="([^"]*)">(.*?)</a>')


@pytest.mark.parametrize("text", READER_CASES)
def test_uts58_links_what_find_links_finds_in_the_text_shown(text: str) -> None:
    """Each anchor of uts58 is a link ``find_links`` finds in the text the reader sees
    (entity references read as their characters), and no such link is missing."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="uts58")
    anchors = [
        (unescape(href), unescape(shown)) for href, shown in _ANCHOR.findall(md.render(text))
    ]
    expected = [(link.href, link.text) for link in find_links(unescape(text), mode="uts58")]
    assert anchors == expected


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "*pypi.org/project/x&amp;x*{.c} x",
            '<p><em><a href="https://pypi.org/project/x&amp;x">pypi.org/project/x&amp;x</a></em>'
            "{.c} x</p>\n",
        ),
        (
            "**https://h.com/(x)&amp;x**{#i} x",
            '<p><strong><a href="https://h.com/(x)&amp;x">https://h.com/(x)&amp;x</a></strong>'
            "{#i} x</p>\n",
        ),
        (
            "https://a.com/x&amp;y`c` z",
            '<p><a href="https://a.com/x&amp;y">https://a.com/x&amp;y</a><code>c</code> z</p>\n',
        ),
        ("https://a.com/x&amp;y\\_ z", "<p>https://a.com/x&amp;y_ z</p>\n"),
    ],
)
def test_uts58_reads_past_an_entity_to_the_next_construct(text: str, html: str) -> None:
    """An entity reference does not end a uts58 link: the link is read over it as the
    reader sees it, up to the next construct of another rule (emphasis closed before an
    attribute block, a code span); one that touches an escape is not made, as without the
    entity (issue 36.5)."""
    md = MarkdownIt("commonmark").use(attrs_plugin).use(autolinks_plugin, mode="uts58")
    assert md.render(text) == html


def test_gfm_ends_a_link_before_an_entity_that_closes_it() -> None:
    """cmark-gfm drops an entity-like ``&name;`` at a link's end: ``&lt;ftp://g.net/x&gt;``
    links ``ftp://g.net/x`` (the reader sees ``<ftp://g.net/x>``)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render("after &lt;ftp://g.net/x&gt;") == (
        '<p>after &lt;<a href="ftp://g.net/x">ftp://g.net/x</a>&gt;</p>\n'
    )
