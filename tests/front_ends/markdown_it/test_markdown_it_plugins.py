"""The markdown-it-py plugin beside mdit-py-plugins and MyST-Parser: other plugins' tokens
stay exactly as those plugins made them, and the text around them is linked."""

from __future__ import annotations

import itertools
import re

import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from mdit_py_plugins.amsmath import amsmath_plugin
from mdit_py_plugins.attrs import attrs_block_plugin, attrs_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.myst_role import myst_role_plugin
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


def test_a_rule_added_or_disabled_after_a_render_cuts_links_from_then_on() -> None:
    """What the cut asks of the other rules is worked out once per state of the ruler: math
    used after the first render cuts the link at ``$``, and disabling it again does not."""
    md = MarkdownIt("commonmark").use(autolinks_plugin)
    text = "see http://a.com/$x$ now"
    whole = '<p>see <a href="http://a.com/$x$">http://a.com/$x$</a> now</p>\n'
    assert md.render(text) == whole
    md.use(dollarmath_plugin)
    assert md.render(text) == (
        '<p>see <a href="http://a.com/">http://a.com/</a>'
        '<span class="math inline">x</span> now</p>\n'
    )
    md.disable("math_inline")
    assert md.render(text) == whole


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


def attrs_page(mode: str | None) -> MarkdownIt:
    md = MarkdownIt("commonmark").use(attrs_plugin)
    return md if mode is None else md.use(autolinks_plugin, mode=mode)


@pytest.mark.parametrize(
    ("mode", "text", "html"),
    [
        (
            mode,
            "*https://docs.python.org/3/*{.c} x",
            '<p><em><a href="https://docs.python.org/3/">https://docs.python.org/3/</a></em>'
            "{.c} x</p>\n",
        )
        for mode in ("gfm", "md4c", "uts58")
    ]
    + [
        (
            mode,
            "**www.w3.org/a**{#i}",
            f'<p><strong><a href="{scheme}://www.w3.org/a">www.w3.org/a</a></strong>{{#i}}</p>\n',
        )
        for mode, scheme in (("gfm", "http"), ("md4c", "http"), ("uts58", "https"))
    ]
    + [
        (
            "uts58",
            "*pypi.org/project/x&amp;x*{.c} x",
            '<p><em><a href="https://pypi.org/project/x&amp;x">pypi.org/project/x&amp;x</a></em>'
            "{.c} x</p>\n",
        ),
    ],
)
def test_a_link_stops_before_emphasis_closed_before_an_attribute_block(
    mode: str, text: str, html: str
) -> None:
    """With ``attrs``, a run of marks before ``{...}`` that closes the emphasis around the
    link is the emphasis': the link ends before it (issue 36.2)."""
    assert attrs_page(mode).render(text) == html


@pytest.mark.parametrize(
    ("mode", "text", "html"),
    [
        (
            "gfm",
            "www.w3.org{.d}",
            '<p><a href="http://www.w3.org%7B.d%7D">www.w3.org{.d}</a></p>\n',
        ),
        (
            "gfm",
            "www.python.org,{.d} and",
            '<p><a href="http://www.python.org,%7B.d%7D">www.python.org,{.d}</a> and</p>\n',
        ),
        (
            "uts58",
            "www.w3.org/a_b\uff0ecom{.d} and",
            '<p><a href="https://www.w3.org/a_b%EF%BC%8Ecom%7B.d%7D">www.w3.org/a_b\uff0ecom{.d}'
            "</a> and</p>\n",
        ),
        ("md4c", "www.w3.org{.d}", "<p>www.w3.org{.d}</p>\n"),
        ("uts58", "www.w3.org{.d}", '<p><a href="https://www.w3.org">www.w3.org</a>{.d}</p>\n'),
        (
            "uts58",
            "https://a.com/x{.a .b} y",
            '<p><a href="https://a.com/x%7B.a">https://a.com/x{.a</a> .b} y</p>\n',
        ),
        (
            "gfm",
            "https://a.com/x*{.c} y",
            '<p><a href="https://a.com/x*%7B.c%7D">https://a.com/x*{.c}</a> y</p>\n',
        ),
    ],
)
def test_braces_after_text_read_as_the_page_reads_them(mode: str, text: str, html: str) -> None:
    """The attribute rule takes ``{...}`` only right after a link, an image or a code span:
    after text the reader sees it, and the link is the one the mode finds in that text (in
    gfm cmark-gfm's, braces included; uts58 ends a link before ``{``). A link that ends
    before one keeps it text, not its attributes."""
    assert attrs_page(mode).render(text) == html
    plain = attrs_page(None).render(text)
    assert re.sub(r"</?a[^>]*>", "", attrs_page(mode).render(text)) == plain


def test_without_attrs_a_brace_is_link_text_in_gfm() -> None:
    """Without the attribute rule, ``{`` is text to every rule, and cmark-gfm's link runs
    through it."""
    md = MarkdownIt("commonmark").use(autolinks_plugin)
    assert md.render("www.w3.org{.d}") == (
        '<p><a href="http://www.w3.org%7B.d%7D">www.w3.org{.d}</a></p>\n'
    )


def inline_plugins(md: MarkdownIt) -> MarkdownIt:
    """mdit-py-plugins that read inline syntax, all on one page."""
    return (
        md.use(footnote_plugin)
        .use(attrs_plugin, spans=True)
        .use(attrs_block_plugin)
        .use(dollarmath_plugin)
        .use(amsmath_plugin)
        .use(myst_role_plugin)
    )


BESIDE_SYNTAX = (
    "*{link}*{{.c}} x",
    "**{link}**{{#i}}",
    "_{link}_{{.c}}",
    "{link}{{.d}}",
    "x {link}{{.d}} y",
    'a {link}{{k="v w"}} b',
    "a {link}{{%c%}} b",
    "[{link}]{{.c}}",
    "{link}$x$ y",
    "$x$ {link} y",
    "{link}$$x$$ y",
    "{link}[^1] y\n\n[^1]: n",
    "{{r}}`x`{link} y",
    "{link}{{r}}`x` y",
    "\\begin{{equation}}\n{link}\n\\end{{equation}}\n\n{link}",
)
"""Templates that put a link right beside each plugin's inline syntax."""
LINKS = ("https://docs.python.org/3/", "www.w3.org/a", "www.w3.org", "me@python.org", "a.com/x_y")
_ADDED_ANCHOR = re.compile(r'<a href="[^"]*">(.*?)</a>')


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_links_beside_plugin_syntax_take_none_of_it(mode: str) -> None:
    """Unwrapping the anchors the plugin added gives the page rendered without it: no link
    takes a character of a plugin's syntax (issue 36.2); and some anchors are added."""
    linked = inline_plugins(MarkdownIt("commonmark")).use(autolinks_plugin, mode=mode)
    plain = inline_plugins(MarkdownIt("commonmark"))
    added = 0
    for template, link in itertools.product(BESIDE_SYNTAX, LINKS):
        text = template.format(link=link)
        html = linked.render(text)
        added += len(_ADDED_ANCHOR.findall(html))
        assert _ADDED_ANCHOR.sub(r"\1", html) == plain.render(text), text
    assert added >= len(BESIDE_SYNTAX)


def _marker_rule(state: object, silent: bool) -> bool:
    """A rule of another plugin, before this plugin's: ``%`` at offset 0 is its token."""
    src, pos = state.src, state.pos  # type: ignore[attr-defined]
    if pos or not src.startswith("%"):
        return False
    if not silent:
        state.push("html_inline", "", 0).content = "<mark/>"  # type: ignore[attr-defined]
    state.pos = 1  # type: ignore[attr-defined]
    return True


@pytest.mark.parametrize(("mode", "scheme"), [("gfm", "http"), ("uts58", "https")])
def test_a_parse_whose_offset_0_another_rule_takes_is_linked(mode: str, scheme: str) -> None:
    """The inline rule learns a parse's facts at offset 0; where a rule placed before it
    takes that offset, it learns them on its first call, and links as before."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    md.inline.ruler.before("md_autolinks", "marker", _marker_rule)
    assert md.render("%see www.a.com and *b*\n\n%plain text") == (
        f'<p><mark/>see <a href="{scheme}://www.a.com">www.a.com</a> and <em>b</em></p>\n'
        "<p><mark/>plain text</p>\n"
    )
