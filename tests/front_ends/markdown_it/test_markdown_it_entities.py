"""An entity reference never splits a token in markdown-it: gfm reads a link's source as
cmark-gfm does (the reference is link text as written), md4c as the Python-Markdown front
end does, uts58 the decoded text (docs/getting-started.md#markdown-it-py)."""

from __future__ import annotations

import cmarkgfm
import markdown
import pytest
from cmarkgfm.cmark import Options as CmarkOptions
from markdown_it import MarkdownIt

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
