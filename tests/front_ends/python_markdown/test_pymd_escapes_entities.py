r"""Python-Markdown beside backslash escapes and entity references (issue 36, items 5 and 6).

Escapes follow the one rule of :mod:`md_autolinks.common.escapes`: in gfm and uts58 an escape
is the character it escapes (cmark-gfm's reading, where its link does not show the
backslash, which a Python-Markdown page never shows); in md4c it is md4c HEAD's mark of the
source, which no link runs into or touches (an escaped ``(``, ``{`` or ``[`` before a link
aside). Entity references are read as the reader sees them in uts58, for emails in gfm (as
cmark-gfm finds emails), and as written by www and URL links in gfm and by every link in
md4c. The gfm expectations are cmark-gfm's (``cmarkgfm``, checked below), but where its
link shows a backslash.
"""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.python_markdown import AutolinkExtension
from support.gfm_oracle import render_autolink


def render(text: str, mode: str) -> str:
    return markdown.markdown(text, extensions=[AutolinkExtension(mode=mode)])


WWW = '<a href="http://www.python.org">www.python.org</a>'
WWW_HTTPS = '<a href="https://www.python.org">www.python.org</a>'
X_ME = '<a href="mailto:x_me@python.org">x_me@python.org</a>'

GFM_AS_CMARK = [
    ("\\*www.python.org", f"<p>*{WWW}</p>"),
    ("me@python.org\\_", "<p>me@python.org_</p>"),
    ("x\\_me@python.org", f"<p>{X_ME}</p>"),
    ("\\(www.python.org", f"<p>({WWW}</p>"),
    ("\\[www.python.org", "<p>[www.python.org</p>"),
    ("\\[ www.python.org", f"<p>[ {WWW}</p>"),
    ("j.doe@a.org,\\*", '<p><a href="mailto:j.doe@a.org">j.doe@a.org</a>,*</p>'),
    ("*x\\_me@python.org*", f"<p><em>{X_ME}</em></p>"),
    ("me&#64;b.org", '<p><a href="mailto:me@b.org">me@b.org</a></p>'),
    ("x&#95;me@python.org", f"<p>{X_ME}</p>"),
    ("a <b>x</b> me&#64;b.org", '<p>a <b>x</b> <a href="mailto:me@b.org">me@b.org</a></p>'),
    (
        "See www.w3.org&#47;x now",
        '<p>See <a href="http://www.w3.org&amp;#47;x">www.w3.org&amp;#47;x</a> now</p>',
    ),
    (
        "&lt;https://docs.python.org/3/&gt;",
        '<p>&lt;<a href="https://docs.python.org/3/">https://docs.python.org/3/</a>&gt;</p>',
    ),
]
GFM_FOUND_AT_DEEP_RUNS = [
    # a www link after an escape, read with the escaped character before it, kept whole
    # against the entity pattern and emphasis (MD_AUTOLINKS_DEEP=10, differential_gfm)
    ("\\_www.a&#64;", '<p>_<a href="http://www.a&amp;#64">www.a&amp;#64</a>;</p>'),
    ("\\*www.a.com/*x*", '<p>*<a href="http://www.a.com/*x">www.a.com/*x</a>*</p>'),
    ("\\(www.a.com/_x_", '<p>(<a href="http://www.a.com/_x">www.a.com/_x</a>_</p>'),
    # an email read through an entity reference ends where a URL link starts
    # (differential_documents)
    (
        "a@b.c.ftp://f&amp;",
        '<p><a href="mailto:a@b.c">a@b.c</a>.<a href="ftp://f">ftp://f</a>&amp;</p>',
    ),
    (
        "&amp;a.b@c.orgat.HTTP://A",
        '<p>&amp;<a href="mailto:a.b@c.orgat">a.b@c.orgat</a>.<a href="HTTP://A">HTTP://A</a></p>',
    ),
    (
        "me&#64;b.org www.a.com,x@y.org",
        '<p><a href="mailto:me@b.org">me@b.org</a> '
        '<a href="http://www.a.com,x@y.org">www.a.com,x@y.org</a></p>',
    ),
]


@pytest.mark.parametrize(("source", "expected"), GFM_AS_CMARK + GFM_FOUND_AT_DEEP_RUNS)
def test_gfm_links_as_cmark_gfm_beside_escapes_and_entities(source: str, expected: str) -> None:
    assert render(source, "gfm") == expected
    assert render_autolink(source).strip() == expected


@pytest.mark.parametrize(
    ("source", "expected", "cmark_gfm"),
    [
        (
            "www.python.org\\*",
            f"<p>{WWW}*</p>",
            '<p><a href="http://www.python.org%5C">www.python.org\\</a>*</p>',
        ),
        (
            "www.example\\.com",
            '<p><a href="http://www.example.com">www.example.com</a></p>',
            '<p><a href="http://www.example%5C.com">www.example\\.com</a></p>',
        ),
        (
            "www.a.com.\\_",
            '<p><a href="http://www.a.com">www.a.com</a>._</p>',
            '<p><a href="http://www.a.com.%5C">www.a.com.\\</a>_</p>',
        ),
        # emphasis marks inside a link whose run reaches an escape stay link text
        # (MD_AUTOLINKS_DEEP=20, differential_documents)
        (
            "http://a.com/*x*\\*",
            '<p><a href="http://a.com/*x">http://a.com/*x</a>**</p>',
            '<p><a href="http://a.com/*x*%5C">http://a.com/*x*\\</a>*</p>',
        ),
        (
            "http://a.com/*x*\\*y",
            '<p><a href="http://a.com/*x**y">http://a.com/*x**y</a></p>',
            '<p><a href="http://a.com/*x*%5C*y">http://a.com/*x*\\*y</a></p>',
        ),
        (
            "www.a.com/_x_\\.b",
            '<p><a href="http://www.a.com/_x_.b">www.a.com/_x_.b</a></p>',
            '<p><a href="http://www.a.com/_x_%5C.b">www.a.com/_x_\\.b</a></p>',
        ),
    ],
)
def test_gfm_link_where_cmark_gfm_shows_the_backslash_is_the_seen_texts(
    source: str, expected: str, cmark_gfm: str
) -> None:
    """The page shows no backslash: the link is the one of the text the reader sees."""
    assert render(source, "gfm") == expected
    assert render_autolink(source).strip() == cmark_gfm


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("\\*www.python.org", "<p>*www.python.org</p>"),
        ("me@python.org\\_", "<p>me@python.org_</p>"),
        ("x\\_me@python.org", "<p>x_me@python.org</p>"),
        ("www.python.org\\*", "<p>www.python.org*</p>"),
        ("www.a.com/x\\_y", "<p>www.a.com/x_y</p>"),
        ("\\(www.python.org", f"<p>({WWW}</p>"),
        ("\\[www.python.org", f"<p>[{WWW}</p>"),
        ("www.a.com.\\_", '<p><a href="http://www.a.com">www.a.com</a>._</p>'),
        ("j.doe@a.org,\\*", '<p><a href="mailto:j.doe@a.org">j.doe@a.org</a>,*</p>'),
        ("See www.w3.org&#47;x now", "<p>See www.w3.org&#47;x now</p>"),
        ("me&#64;b.org", "<p>me&#64;b.org</p>"),
    ],
)
def test_md4c_reads_escapes_and_entities_as_md4c_head(source: str, expected: str) -> None:
    assert render(source, "md4c") == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("\\*www.python.org", f"<p>*{WWW_HTTPS}</p>"),
        ("x\\_me@python.org", f"<p>{X_ME}</p>"),
        ("me@python.org\\_", '<p><a href="mailto:me@python.org">me@python.org</a>_</p>'),
        ("www.python.org\\*", f"<p>{WWW_HTTPS}*</p>"),
        ("see www.python\\.org now", f"<p>see {WWW_HTTPS} now</p>"),
        ("python\\.org", '<p><a href="https://python.org">python.org</a></p>'),
        ("http://a.com/*x*\\.", '<p><a href="http://a.com/*x*">http://a.com/*x*</a>.</p>'),
        (
            "See www.w3.org&#47;x now",
            '<p>See <a href="https://www.w3.org/x">www.w3.org/x</a> now</p>',
        ),
        ("me&#64;b.org", '<p><a href="mailto:me@b.org">me@b.org</a></p>'),
        (
            "www.w3.org/a_b&amp;x",
            '<p><a href="https://www.w3.org/a_b&amp;x">www.w3.org/a_b&amp;x</a></p>',
        ),
        (
            "<kbd>me&#64;b.org</kbd> x&#64;y.org",
            '<p><kbd>me&#64;b.org</kbd> <a href="mailto:x@y.org">x@y.org</a></p>',
        ),
        # an escaped mark before a link opens no emphasis around it
        ("\\*http://a.com/*x*", '<p>*<a href="http://a.com/*x*">http://a.com/*x*</a></p>'),
    ],
)
def test_uts58_reads_the_text_the_reader_sees(source: str, expected: str) -> None:
    assert render(source, "uts58") == expected


@pytest.mark.parametrize(
    ("source", "mode"),
    [
        ("www.pay&#x200b;pal.com", "uts58"),
        ("https://pay&shy;pal.com/x", "uts58"),
        ("me&#x200b;@b.org", "uts58"),
        ("me&#x200b;@b.org", "gfm"),
    ],
)
def test_an_invisible_character_written_as_an_entity_links_no_piece(source: str, mode: str) -> None:
    """Such an entity stays as written: no piece of the token is linked (docs/security.md;
    a gfm www or URL link keeps it literal, as cmark-gfm)."""
    assert "<a" not in render(source, mode)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "http://a.com/x?y=1&z=2\\_&#47;x y",
            '<p><a href="http://a.com/x?y=1&amp;z=2_&amp;#47;x">'
            "http://a.com/x?y=1&amp;z=2_&amp;#47;x</a> y</p>",
        ),
        (
            "www.w3.org/a_b\\_&#64;y.org",
            '<p><a href="http://www.w3.org/a_b_&amp;#64;y.org">www.w3.org/a_b_&amp;#64;y.org</a></p>',
        ),
    ],
)
def test_gfm_reads_an_escape_and_an_entity_in_one_link(source: str, expected: str) -> None:
    """An escape is its character and an entity reference as written, both at once, as
    cmark-gfm's link but for its backslash (found by the stack oracle at
    MD_AUTOLINKS_DEEP=10)."""
    assert markdown.markdown(source, extensions=["md_autolinks"]) == expected
