"""Links beside backslash escapes in markdown-it, gfm mode, read as cmark-gfm reads them
(md_autolinks.common.escapes): www and URL links run through an escape as written, an
email is found where the escape is its character (issue 36.6)."""

from __future__ import annotations

import cmarkgfm
import pytest
from cmarkgfm.cmark import Options as CmarkOptions
from markdown_it import MarkdownIt

from md_autolinks.markdown_it import autolinks_plugin
from support.html_normalize import normalize_html

CASES = [
    "\\*www.python.org",
    "me@python.org\\_",
    "x\\_me@python.org",
    "www.python.org\\*",
    "www.python.org,\\*",
    "j.doe@a.org,\\*",
    "a\\@me@python.org",
    "https://python.org\\_x",
    "https://python.org/\\*x*",
    "\\_me@python.org",
    "me\\@python.org",
    "me@python\\.org",
    "www.python\\.org",
    "https://python.org/a\\_b",
    "*www.a.com\\*",
    "**https://a.com/x\\**",
    "x \\\\www.a.com",
    "me@a.org\\.",
    "[www.a.com\\]](u)",
    "see http://a.com/x\\.\\<http://b.com/y>.",
    'x ".e.net\\.@user.name+tag y',
    "end https://h.com/(x)\\_",
    "**https://h.com/(x)\\_**",
    "Line http://a.com/x?y=1&z=2\\_  \nnext",
]


def cmark_gfm(text: str) -> str:
    return cmarkgfm.markdown_to_html_with_extensions(
        text, options=CmarkOptions.CMARK_OPT_UNSAFE, extensions=["autolink"]
    )


@pytest.mark.parametrize("text", CASES)
def test_gfm_reads_escapes_as_cmark_gfm(text: str) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert normalize_html(md.render(text)) == normalize_html(cmark_gfm(text))


@pytest.mark.parametrize(
    ("text", "html"),
    [
        ("\\*www.python.org", '*<a href="http://www.python.org">www.python.org</a>'),
        ("me@python.org\\_", "me@python.org_"),
        ("x\\_me@python.org", '<a href="mailto:x_me@python.org">x_me@python.org</a>'),
    ],
)
def test_the_issue_table(text: str, html: str) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render(text) == f"<p>{html}</p>\n"


@pytest.mark.parametrize("mode", ["md4c", "uts58"])
@pytest.mark.parametrize(
    "text",
    [
        "www.python.org\\*",
        "x\\_me@python.org",
        "me@python.org\\_",
        "me\\@python.org",
        "Text x\\_a.b+c@f.org end.",
        "pypi.org/project/x\\_",
    ],
)
def test_other_modes_make_no_link_touching_an_escape(mode: str, text: str) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    html = md.render(text)
    assert "<a" not in html
    assert html == MarkdownIt("commonmark").render(text)


@pytest.mark.parametrize("link", ["www.a.com", "http://a.com/x"])
def test_a_hard_line_break_stays_a_break_and_ends_the_link_before_it(link: str) -> None:
    """cmark-gfm takes the backslash of a hard line break into its www or URL link, and the
    break is lost; markdown-it keeps the break, and the link ends before it, as an email
    does in cmark-gfm (:func:`test_gfm_ends_an_email_at_a_backslash_break`) and as
    mistune's link does (a link was missing
    here: found at MD_AUTOLINKS_DEEP=20, where the front ends disagreed)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    href = link if "://" in link else f"http://{link}"
    assert md.render(f"see {link}\\\nnext") == (
        f'<p>see <a href="{href}">{link}</a><br />\nnext</p>\n'
    )


@pytest.mark.parametrize(
    ("text", "html"),
    [
        ("http://a.com/x\\\nnext", "<p>http://a.com/x<br />\nnext</p>\n"),
        ("see www.a.com\\\nnext", "<p>see www.a.com<br />\nnext</p>\n"),
        ("see me@python.org\\\nnext", "<p>see me@python.org<br />\nnext</p>\n"),
        (
            "see www.a.com  \nnext",
            '<p>see <a href="http://www.a.com">www.a.com</a><br />\nnext</p>\n',
        ),
        (
            "see www.a.com \\\nnext",
            '<p>see <a href="http://www.a.com">www.a.com</a> <br />\nnext</p>\n',
        ),
    ],
)
def test_md4c_links_nothing_right_before_a_backslash_break(text: str, html: str) -> None:
    """md4c HEAD reads the backslash of a hard line break as an escape, and no permissive
    autolink ends at one (``md_analyze_permissive_autolink``: what follows a link must be
    white space, ``)}].!?,;`` or a closing mark); a break of two spaces follows white space
    (md4c fixture: ``www.test.a.b#c\\`` before a line ending stays text)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="md4c")
    assert md.render(text) == html


def test_gfm_ends_an_email_at_a_backslash_break() -> None:
    """cmark-gfm finds emails in the finished text, where the break ends the text."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render("see me@python.org\\\nnext") == (
        '<p>see <a href="mailto:me@python.org">me@python.org</a><br />\nnext</p>\n'
    )


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "http://d\\![x](y)",
            '<p><a href="http://d">http://d</a>!<a href="y">x</a></p>\n',
        ),
        ("http://d\\![]()", '<p><a href="http://d">http://d</a>!<a href=""></a></p>\n'),
        (
            "*a http://d\\*`x`",
            '<p>*a <a href="http://d">http://d</a>*<code>x</code></p>\n',
        ),
        (
            "http://d\\.![x](y)",
            '<p><a href="http://d">http://d</a>.<img src="y" alt="x" /></p>\n',
        ),
        ("http://d\\.\\![x](y)", '<p>http://d.!<a href="y">x</a></p>\n'),
        (
            "http://d\\\\![x](y)",
            '<p><a href="http://d%5C%5C">http://d\\\\</a><img src="y" alt="x" /></p>\n',
        ),
    ],
)
def test_a_cut_link_takes_an_escape_whole_or_not_at_all(text: str, html: str) -> None:
    """A link that another rule's construct cuts (here a link, an image or a code span, which
    cmark-gfm's link runs through) never ends in the backslash of an escape and leaves the
    escaped character out: markdown-it would read that character unescaped, and ``\\!``
    before ``[x](y)`` would make the link an image, ``\\*`` a closing emphasis mark. The link
    ends before the backslash (scanned again once; none where that too ends so); a
    backslash escaped itself is link text as written (found at MD_AUTOLINKS_DEEP=10)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render(text) == html


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "www.q[]()http://a\\<b>",
            '<p><a href="http://www.q">www.q</a><a href=""></a>'
            '<a href="http://a%5C">http://a\\</a><b></p>\n',
        ),
        (
            "http://e`x`*www.\\<b>",
            '<p><a href="http://e">http://e</a><code>x</code>*'
            '<a href="http://www.%5C">www.\\</a><b></p>\n',
        ),
        (
            "ftp://p\\<b>_www.[]()",
            '<p><a href="ftp://p%5C">ftp://p\\</a><b>_www.<a href=""></a></p>\n',
        ),
        (
            "http://d[]()\\<http://e>",
            '<p><a href="http://d">http://d</a><a href=""></a>&lt;'
            '<a href="http://e%3E">http://e&gt;</a></p>\n',
        ),
    ],
)
def test_a_link_beside_another_construct_reads_backslash_less_than_as_cmark_gfm(
    text: str, html: str
) -> None:
    """A link after or before another rule's token (a link, a code span) still ends in the
    backslash of ``\\<`` where cmark-gfm's does, and the ``<`` opens raw HTML; a link cut
    before ``[]()`` leaves a ``\\<`` after the construct an escape, and the text after it
    is linked by the mode's rules (found at MD_AUTOLINKS_DEEP=10)."""
    md = MarkdownIt("commonmark").enable(["table", "strikethrough"]).use(autolinks_plugin)
    assert md.render(text) == html
