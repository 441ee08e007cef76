"""The markdown-it-py plugin beside mdit-py-plugins and MyST-Parser: other plugins' tokens
stay exactly as those plugins made them, and the text around them is linked."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from mdit_py_plugins.attrs import attrs_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.tasklists import tasklists_plugin
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from md_autolinks.markdown_it import autolinks_plugin


def with_plugins() -> MarkdownIt:
    return (
        MarkdownIt("commonmark")
        .use(footnote_plugin)
        .use(tasklists_plugin)
        .use(deflist_plugin)
        .use(attrs_plugin)
        .use(dollarmath_plugin)
        .use(autolinks_plugin)
    )


FOOTNOTES = (
    '<hr class="footnotes-sep" />\n<section class="footnotes">\n<ol class="footnotes-list">\n'
    '<li id="fn1" class="footnote-item"><p>{} <a href="#fnref1" class="footnote-backref">↩︎</a>'
    "</p>\n</li>\n</ol>\n</section>\n"
)
REF = '<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>'
BOX = '<input class="task-list-item-checkbox" {}disabled="disabled" type="checkbox">'


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "see http://a.com/x[^1]\n\n[^1]: note www.b.com",
            f'<p>see <a href="http://a.com/x">http://a.com/x</a>{REF}</p>\n'
            + FOOTNOTES.format('note <a href="http://www.b.com">www.b.com</a>'),
        ),
        (
            "x ^[inline http://a.com/x note] y",
            f"<p>x {REF} y</p>\n"
            + FOOTNOTES.format('inline <a href="http://a.com/x">http://a.com/x</a> note'),
        ),
        (
            "- [ ] http://a.com/x task\n- [x] www.b.com",
            '<ul class="contains-task-list">\n<li class="task-list-item">'
            + BOX.format("")
            + ' <a href="http://a.com/x">http://a.com/x</a> task</li>\n<li class="task-list-item">'
            + BOX.format('checked="checked" ')
            + ' <a href="http://www.b.com">www.b.com</a></li>\n</ul>\n',
        ),
        (
            "Term http://a.com\n: def www.b.com/x a@b.com",
            '<dl>\n<dt>Term <a href="http://a.com">http://a.com</a></dt>\n'
            '<dd>def <a href="http://www.b.com/x">www.b.com/x</a> '
            '<a href="mailto:a@b.com">a@b.com</a></dd>\n</dl>\n',
        ),
        (
            "[http://a.com/x](u){#id .c} www.b.com",
            '<p><a href="u" id="id" class="c">http://a.com/x</a> '
            '<a href="http://www.b.com">www.b.com</a></p>\n',
        ),
        (
            "math http://a.com/$x$ and $www.b.com$ c@d.com",
            '<p>math <a href="http://a.com/">http://a.com/</a><span class="math inline">x</span> '
            'and <span class="math inline">www.b.com</span> '
            '<a href="mailto:c@d.com">c@d.com</a></p>\n',
        ),
    ],
)
def test_mdit_py_plugins_keep_their_tokens(text: str, html: str) -> None:
    assert with_plugins().render(text) == html


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_math_where_a_link_would_start_stays_math(mode: str) -> None:
    md = MarkdownIt("commonmark").use(dollarmath_plugin).use(autolinks_plugin, mode=mode)
    assert md.render("Mail $me$@a.com and b@c.com") == (
        '<p>Mail <span class="math inline">me</span>@a.com and '
        '<a href="mailto:b@c.com">b@c.com</a></p>\n'
    )


def myst(autolinks: bool) -> MarkdownIt:
    config = MdParserConfig(
        enable_extensions={"dollarmath", "deflist", "tasklist", "attrs_inline", "substitution"}
    )
    parser = create_md_parser(config, RendererHTML)
    return parser.use(autolinks_plugin) if autolinks else parser


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "see {ref}`http://a.com/x` and http://b.com/{abbr}`x`",
            '<p>see <code class="myst role">{ref}[http://a.com/x]</code> and '
            '<a href="http://b.com/">http://b.com/</a>'
            '<code class="myst role">{abbr}[x]</code></p>\n',
        ),
        (
            "(http://a.com/x)=\n# T",
            '<div class="myst-target"><a href="#http://a.com/x">(http://a.com/x)=</a></div>'
            "<h1>T</h1>\n",
        ),
        (
            "{{ sub }} www.a.com/{{x}}",
            '<p><span class="substitution" text="sub" /> <a href="http://www.a.com/">www.a.com/</a>'
            '<span class="substitution" text="x" /></p>\n',
        ),
        (
            "% comment http://a.com\nwww.b.com",
            '<!-- comment http://a.com --><p><a href="http://www.b.com">www.b.com</a></p>\n',
        ),
        (
            "[https://docs.example.com](https://docs.example.com) <https://x.com>",
            '<p><a href="https://docs.example.com">https://docs.example.com</a> '
            '<a href="https://x.com">https://x.com</a></p>\n',
        ),
    ],
)
def test_myst_parser_keeps_its_tokens(text: str, html: str) -> None:
    assert myst(autolinks=True).render(text) == html


@pytest.mark.parametrize(
    "text",
    [
        "see {ref}`http://a.com/x` [https://a.com](https://a.com) ![www.b.com](i.png)",
        "(http://a.com/x)=\n# T",
        "[^1] [https://a.com][r]\n\n[r]: https://b.com\n[^1]: note",
    ],
)
def test_myst_without_links_to_make_parses_as_without_the_plugin(text: str) -> None:
    assert myst(autolinks=True).parse(text) == myst(autolinks=False).parse(text)
