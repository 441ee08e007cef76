"""Pages the extension must not damage (docs/python-markdown.md), each as an exact output,
and per-document state.

Every example rendered wrong under the old inline-pattern design (a placeholder left where a
link was, context lost in nested runs, counters that outlived ``reset()``, attribute lists
linked before ``attr_list`` read them, neighbours' closing marks swallowed, controls linked).
"""

from __future__ import annotations

import re

import markdown
import pytest

EXTENSIONS = ["md_autolinks"]


def render(text: str, *extensions: str, mode: str = "gfm") -> str:
    return markdown.markdown(
        text,
        extensions=[*EXTENSIONS, *extensions],
        extension_configs={"md_autolinks": {"mode": mode}},
    )


DAMAGE = [
    pytest.param(
        "a http://a.com/*x*. See http://b.com/*y* z",
        (),
        "gfm",
        '<p>a <a href="http://a.com/*x">http://a.com/*x</a>*. See '
        '<a href="http://b.com/*y">http://b.com/*y</a>* z</p>',
        id="a-closer-after-a-shielded-link-opens-nothing",
    ),
    pytest.param(
        "see https://a.com/*x*. https://b.com/*y* z",
        (),
        "uts58",
        '<p>see <a href="https://a.com/*x*">https://a.com/*x*</a>. '
        '<a href="https://b.com/*y*">https://b.com/*y*</a> z</p>',
        id="a-closer-ending-a-shielded-link-opens-nothing",
    ),
    pytest.param(
        "__a_ http://a.com/*x* ` d *x* e",
        (),
        "uts58",
        '<p>_<em>a</em> <a href="http://a.com/*x*">http://a.com/*x*</a> ` d <em>x</em> e</p>',
        id="a-closer-before-a-space-after-a-shielded-link-keeps-the-next-character",
    ),
    pytest.param(
        "__a_ http://a.com/*x* ` d *x* e",
        (),
        "gfm",
        '<p>_<em>a</em> <a href="http://a.com/*x">http://a.com/*x</a>* ` d <em>x</em> e</p>',
        id="gfm-closer-before-a-space-after-a-shielded-link-keeps-the-next-character",
    ),
    pytest.param(
        "^^a.b@f.org,^^ and ~~me@e.com!~~",
        ("pymdownx.caret", "pymdownx.tilde"),
        "uts58",
        '<p><ins><a href="mailto:a.b@f.org">a.b@f.org</a>,</ins> and '
        '<del><a href="mailto:me@e.com">me@e.com</a>!</del></p>',
        id="marks-around-an-email-stay-outside-it",
    ),
    pytest.param(
        "see www.a.com._me@example.com, x_",
        (),
        "gfm",
        '<p>see www.a.com.<em><a href="mailto:me@example.com">me@example.com</a>, x</em></p>',
        id="a-refused-www-link-before-an-email-in-emphasis",
    ),
    pytest.param(
        "see www.a.com._me@example.com, _x_",
        (),
        "gfm",
        '<p>see <a href="mailto:www.a.com._me@example.com">www.a.com._me@example.com</a>, '
        "<em>x</em></p>",
        id="an-email-reads-through-a-refusal-that-emphasis-did-not-cut",
    ),
    pytest.param(
        "*see http://a.com/*x*. ok* z",
        (),
        "gfm",
        '<p><em>see <a href="http://a.com/*x">http://a.com/*x</a></em>. ok* z</p>',
        id="a-closer-after-a-shielded-link-still-closes",
    ),
    pytest.param(
        "See http://example.com/a_. Mail me@example.com_",
        (),
        "gfm",
        '<p>See <a href="http://example.com/a">http://example.com/a</a>_. Mail me@example.com_</p>',
        id="no-emphasis-after-a-link",
    ),
    pytest.param(
        "_see http://a.com or www.b.com_.",
        (),
        "gfm",
        '<p><em>see <a href="http://a.com">http://a.com</a> or www.b.com</em>.</p>',
        id="nested-run-keeps-its-context",
    ),
    pytest.param(
        "<div markdown>\nsee http://a.com\n</div>",
        ("md_in_html",),
        "gfm",
        '<div>\n<p>see <a href="http://a.com">http://a.com</a></p>\n</div>',
        id="md-in-html-alone",
    ),
    pytest.param(
        '<div class="grid cards" markdown>\n\n- see www.a.com\n\n</div>',
        ("md_in_html",),
        "uts58",
        '<div class="grid cards">\n<ul>\n<li>see <a href="https://www.a.com">www.a.com</a></li>\n'
        "</ul>\n</div>",
        id="md-in-html-grid-cards",
    ),
    pytest.param(
        "^^http://www.google.com^^",
        ("pymdownx.caret",),
        "gfm",
        '<p><ins><a href="http://www.google.com">http://www.google.com</a></ins></p>',
        id="caret-keeps-its-marks",
    ),
    pytest.param(
        "==see http://a.com/x==",
        ("pymdownx.mark",),
        "gfm",
        '<p><mark>see <a href="http://a.com/x">http://a.com/x</a></mark></p>',
        id="mark-keeps-its-marks",
    ),
    pytest.param(
        'Or "http://a.com"',
        ("smarty",),
        "gfm",
        '<p>Or &ldquo;<a href="http://a.com">http://a.com</a>&rdquo;</p>',
        id="smarty-closing-double-quote",
    ),
    pytest.param(
        "Or 'http://a.com'.",
        ("smarty",),
        "gfm",
        '<p>Or &lsquo;<a href="http://a.com">http://a.com</a>&rsquo;.</p>',
        id="smarty-closing-single-quote",
    ),
    pytest.param(
        "Visit us at  \nwww.example.com",
        (),
        "gfm",
        '<p>Visit us at<br />\n<a href="http://www.example.com">www.example.com</a></p>',
        id="www-after-a-hard-break",
    ),
    pytest.param(
        "#### `blog_dir` { #config.blog_dir }",
        ("attr_list",),
        "uts58",
        '<h4 id="config.blog_dir"><code>blog_dir</code></h4>',
        id="attr-list-heading-id",
    ),
    pytest.param(
        '![x](a.png){ title="https://example.com/a" }',
        ("attr_list",),
        "gfm",
        '<p><img alt="x" src="a.png" title="https://example.com/a" /></p>',
        id="attr-list-image-title",
    ),
    pytest.param(
        '=== "Tab www.a.com"\n\n    body http://b.com',
        ("pymdownx.tabbed",),
        "gfm",
        '<div class="tabbed-set" data-tabs="1:1"><input checked="checked" id="__tabbed_1_1" '
        'name="__tabbed_1" type="radio" /><label for="__tabbed_1_1">Tab www.a.com</label>'
        '<div class="tabbed-content">\n<p>body <a href="http://b.com">http://b.com</a></p>\n'
        "</div>\n</div>",
        id="tabbed-label-is-a-control",
    ),
    pytest.param(
        '??? note "See http://c.com"\n    body www.d.com',
        ("pymdownx.details",),
        "gfm",
        '<details class="note">\n<summary>See http://c.com</summary>\n'
        '<p>body <a href="http://www.d.com">www.d.com</a></p>\n</details>',
        id="details-summary-is-a-control",
    ),
    pytest.param(
        "Press <button>see http://a.com</button> or <label>www.b.com</label> http://c.com",
        (),
        "gfm",
        "<p>Press <button>see http://a.com</button> or <label>www.b.com</label> "
        '<a href="http://c.com">http://c.com</a></p>',
        id="raw-button-and-label",
    ),
    pytest.param(
        "[^1]\n\n[^1]: https://example.com/paper.pdf",
        ("footnotes",),
        "md4c",
        '<p><sup id="fnref:1"><a class="footnote-ref" href="#fn:1">1</a></sup></p>\n'
        '<div class="footnote">\n<hr />\n<ol>\n<li id="fn:1">\n'
        '<p><a href="https://example.com/paper.pdf">https://example.com/paper.pdf</a>&#160;'
        '<a class="footnote-backref" href="#fnref:1" title="Jump back to footnote 1 in the text">'
        "&#8617;</a></p>\n</li>\n</ol>\n</div>",
        id="md4c-url-ending-a-footnote",
    ),
    pytest.param(
        "http://a.com/*x* www.a.com/a_b_",
        (),
        "gfm",
        '<p><a href="http://a.com/*x">http://a.com/*x</a>* '
        '<a href="http://www.a.com/a_b">www.a.com/a_b</a>_</p>',
        id="claimed-before-emphasis",
    ),
    pytest.param(
        "*see http://a.com/*x* now*",
        (),
        "gfm",
        '<p><em>see <a href="http://a.com/*x">http://a.com/*x</a></em> now*</p>',
        id="shielded-inside-emphasis-as-cmark-gfm",
    ),
    # an email after an emphasis mark that closes after a placeholder (an escape, a code
    # span, raw HTML) takes no mark: the strong stays (MD_AUTOLINKS_DEEP=10, stack oracle)
    pytest.param(
        "**help@python.org\\_**",
        (),
        "uts58",
        '<p><strong><a href="mailto:help@python.org">help@python.org</a>_</strong></p>',
        id="email-in-strong-before-an-escape",
    ),
    pytest.param(
        "**me@a.com<b>x</b>**",
        (),
        "uts58",
        '<p><strong><a href="mailto:me@a.com">me@a.com</a><b>x</b></strong></p>',
        id="email-in-strong-before-raw-html",
    ),
    pytest.param(
        "**me@a.com`x`**",
        (),
        "uts58",
        "<p><strong>me@a.com<code>x</code></strong></p>",
        id="email-in-strong-before-a-code-span",
    ),
    pytest.param(
        "http://a.com/*x* ~~a.b+c@f.org\\_~~",
        ("pymdownx.tilde",),
        "uts58",
        '<p><a href="http://a.com/*x*">http://a.com/*x*</a> '
        '<del><a href="mailto:a.b+c@f.org">a.b+c@f.org</a>_</del></p>',
        id="email-in-strikethrough-before-an-escape",
    ),
    # attr_list reads a heading's braces greedily, from the first `{` after a space to the
    # last `}`: shielding the link would make all of it one attribute list and lose the
    # text (MD_AUTOLINKS_DEEP=10, test_neighbour_documents); the markup stays instead
    pytest.param(
        "# it's {https://i.com/x*y*z) { #id }",
        ("attr_list",),
        "gfm",
        '<h1 id="id">it\'s {<a href="https://i.com/x">https://i.com/x</a><em>y</em>z)</h1>',
        id="link-in-a-heading-s-greedy-attribute-list",
    ),
    pytest.param(
        "# it's {www.c.net/~s~! { #id }",
        ("attr_list", "pymdownx.tilde"),
        "uts58",
        '<h1 id="id">it\'s {<a href="https://www.c.net/">www.c.net/</a><sub>s</sub>!</h1>',
        id="uts58-link-in-a-heading-s-greedy-attribute-list",
    ),
    pytest.param(
        "see {https://i.com/x*y*z) { #id }",
        ("attr_list",),
        "gfm",
        '<p>see {<a href="https://i.com/x*y*z">https://i.com/x*y*z</a>) { #id }</p>',
        id="a-paragraph-s-braces-are-no-attribute-list-off-their-own-line",
    ),
]


@pytest.mark.parametrize(("source", "extensions", "mode", "expected"), DAMAGE)
def test_damage_example_renders_as_a_reader_expects(
    source: str, extensions: tuple[str, ...], mode: str, expected: str
) -> None:
    assert render(source, *extensions, mode=mode) == expected


def test_python_markdown_own_emphasis_defect_is_not_made_worse() -> None:
    """``*see **(*http://example.com``: Python-Markdown 3.11's delimiter processor drops the
    character after ``**(*`` by itself (``ttp://example.com`` without md-autolinks too), so no
    link can be made; the old design also leaked ``klzzwxh:0000`` there. Now the page is
    exactly Python-Markdown's own, with no placeholder text."""
    source = "*see **(*http://example.com"
    assert render(source) == markdown.markdown(source)
    assert render(source) == "<p>*see <strong>(</strong>ttp://example.com</p>"


@pytest.mark.parametrize(
    "source",
    [
        "*see **(*http://a.com/*x*",
        "*a **(*www.a.com/_x_ b*",
        "_x http://a.com/a_b_ y_ &amp; `c` <b>d</b>",
        "**http://a.com/x**y** and ==http://a.com/y== ^^www.b.com/^x^^^",
        "__w.com/x_, . thewww.example.com/x_http://a.com/*x* z",
    ],
)
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_no_placeholder_text_reaches_the_page(source: str, mode: str) -> None:
    """Python-Markdown 3.11's delimiter processor may drop the first character of a
    placeholder the guard caused (the last row, in uts58); its text is put back."""
    html = render(source, "pymdownx.caret", "pymdownx.mark", mode=mode)
    assert not {"\x02", "\x03"} & set(html)
    assert "klzzwxh" not in html and "wzxhzdk" not in html


DOCUMENTS = [
    "Hello <b>you</b>, see http://a.com",
    '<a href="/docs">Docs at http://example.com/x</a>',
    "[open www.a.com and http://b.com/*x*",
    "<div markdown>\nsee http://a.com and c@d.com\n</div>",
    "See http://example.com/a_. Mail me@example.com_",
    "* item www.a.com/_x_\n* item <code>http://in.code</code> b@c.org",
    "plain text without links",
    '<a href="x">www.a.com a@b.com\n\nwww.c.com c@d.com',
    "_see http://a.com or www.b.com_. example.com/p_q_",
]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_one_instance_with_reset_renders_like_fresh_instances(mode: str) -> None:
    """Per-document state lives where ``Markdown.reset()`` clears it: every document through
    one instance, twice over and in reverse order, equals a fresh instance per document."""
    config = {"md_autolinks": {"mode": mode}}
    extensions = ["md_autolinks", "md_in_html"]
    fresh = [
        markdown.Markdown(extensions=extensions, extension_configs=config).convert(document)
        for document in DOCUMENTS
    ]
    reused = markdown.Markdown(extensions=extensions, extension_configs=config)
    for order in (DOCUMENTS, DOCUMENTS[::-1], DOCUMENTS):
        produced = {document: reused.reset().convert(document) for document in order}
        assert [produced[document] for document in DOCUMENTS] == fresh


@pytest.mark.parametrize(
    ("extensions", "expected"),
    [
        (
            (),
            '<p>see <a href="http://www.a.com/a_b_c">www.a.com/a_b_c</a> and '
            '<a href="http://a.com/_x">http://a.com/_x</a>_ <em>y</em></p>',
        ),
        (
            ("legacy_em",),
            '<p>see <a href="http://www.a.com/a_b_c">www.a.com/a_b_c</a> and '
            '<a href="http://a.com/_x">http://a.com/_x</a>_ <em>y</em></p>',
        ),
    ],
)
def test_intraword_underscores_stay_in_the_link_with_smart_or_legacy_emphasis(
    extensions: tuple[str, ...], expected: str
) -> None:
    """``a_b_c`` is no emphasis with Python-Markdown's smart ``_`` (the guard leaves it to
    the host), and would be with ``legacy_em`` (the guard shields it then)."""
    assert render("see www.a.com/a_b_c and http://a.com/_x_ _y_", *extensions) == expected


def test_an_entity_that_starts_inside_a_link_stays_in_it_as_in_cmark_gfm() -> None:
    """cmark-gfm reads ``&#64;`` raw inside a URL and trims only the ``;``; Python-Markdown's
    entity pattern would take ``&#64;`` first and cut the link."""
    assert render("https://example.com/?y=2&#64; x") == (
        '<p><a href="https://example.com/?y=2&amp;#64">https://example.com/?y=2&amp;#64</a>; x</p>'
    )


MADE = "md-autolinks-made"
UNWRAP = re.compile(rf'<a [^>]*class="{MADE}"[^>]*>(.*?)</a>', re.DOTALL)
KEPT_OUT = re.compile(r"<a [^>]*>[^<]*[*~=]")
"""An anchor whose text holds syntax the guard kept out of the neighbours' reach."""

NOTHING_LOST = [
    pytest.param(
        "_see www.b.com_.\n{ data_www.b.com_=1 }",
        ("attr_list",),
        "gfm",
        {},
        '<p data_www.b.com_="1"><em>see www.b.com</em>.</p>',
        id="no-refusal-in-an-attribute-name",
    ),
    pytest.param(
        ".co_\n{e_ha.om}",
        ("attr_list", "pymdownx.emoji"),
        "uts58",
        {},
        "<p e_ha.om>.co_</p>",
        id="no-refusal-in-an-attribute-key-uts58",
    ),
    pytest.param(
        "a {https://a.com/*x*} b",
        ("attr_list",),
        "gfm",
        {},
        '<p>a {<a href="https://a.com/*x*%7D">https://a.com/*x*}</a> b</p>',
        id="braces-no-attribute-list-are-link-text-gfm",
    ),
    pytest.param(
        "a {https://a.com/*x*} b",
        ("attr_list",),
        "uts58",
        {},
        '<p>a {<a href="https://a.com/*x*">https://a.com/*x*</a>} b</p>',
        id="braces-no-attribute-list-are-link-text-uts58",
    ),
    pytest.param(
        "{https://a.com/~x~}",
        ("attr_list", "pymdownx.tilde"),
        "gfm",
        {},
        '<p>{<a href="https://a.com/">https://a.com/</a><sub>x</sub>}</p>',
        id="braces-keep-tilde",
    ),
    pytest.param(
        "{https://a.com/~x~}",
        ("pymdownx.tilde",),
        "gfm",
        {},
        '<p>{<a href="https://a.com/~x~%7D">https://a.com/~x~}</a></p>',
        id="braces-without-attr-list-are-link-text",
    ),
    pytest.param(
        "See {https://a.com/==m==}.",
        ("attr_list", "pymdownx.mark"),
        "gfm",
        {},
        '<p>See {<a href="https://a.com/==m==%7D">https://a.com/==m==}</a>.</p>',
        id="braces-no-attribute-list-are-link-text-mark",
    ),
    pytest.param(
        "See {https://a.com/==m==}.",
        ("attr_list", "pymdownx.mark"),
        "uts58",
        {},
        '<p>See {<a href="https://a.com/">https://a.com/</a><mark>m</mark>}.</p>',
        id="braces-keep-mark-uts58",
    ),
    pytest.param(
        "\\\\https://a.com/*x*",
        (),
        "uts58",
        {},
        "<p>\\https://a.com/<em>x</em></p>",
        id="an-escape-before-that-refuses-the-link-keeps-emphasis",
    ),
    pytest.param(
        "\\\\https://a.com/*x*",
        (),
        "gfm",
        {},
        '<p>\\<a href="https://a.com/*x">https://a.com/*x</a>*</p>',
        id="an-escape-before-that-keeps-the-link-gfm",
    ),
    pytest.param(
        "{: .c <b>http://h.com/a&amp;b</b> }",
        ("attr_list",),
        "gfm",
        {},
        "<p>{: .c <b>http://h.com/a&amp;b</b> }</p>",
        id="an-attribute-list-split-by-raw-html",
    ),
    pytest.param(
        '<a href="/x">see http://a.com/*x*</a>',
        (),
        "gfm",
        {},
        '<p><a href="/x">see http://a.com/<em>x</em></a></p>',
        id="raw-anchor",
    ),
    pytest.param(
        "<code>http://a.com/*x*</code> <button>www.a.com/_b_</button>",
        (),
        "uts58",
        {},
        "<p><code>http://a.com/<em>x</em></code> <button>www.a.com/<em>b</em></button></p>",
        id="raw-code-and-control",
    ),
    pytest.param(
        '??? note "see http://a.com/*x* y"\n    body',
        ("pymdownx.details",),
        "gfm",
        {},
        '<details class="note">\n<summary>see http://a.com/<em>x</em> y</summary>\n'
        "<p>body</p>\n</details>",
        id="summary",
    ),
    pytest.param(
        "_see www.b.com_ HTML.\n\n*[www.b.com]: Hyper",
        ("abbr",),
        "gfm",
        {},
        '<p><em>see <abbr title="Hyper">www.b.com</abbr></em> HTML.</p>',
        id="abbr-reads-a-refused-word-whole",
    ),
    pytest.param(
        "_see www.b.com_.\n\n*[w]: Hyper",
        ("abbr",),
        "gfm",
        {},
        "<p><em>see www.b.com</em>.</p>",
        id="abbr-finds-no-word-a-refusal-split",
    ),
    pytest.param(
        "x http://a.com/*x* y https://example.org/*z*",
        (),
        "uts58",
        {"deny_domains": ["a.com"]},
        "<p>x http://a.com/<em>x</em> y "
        '<a href="https://example.org/*z*">https://example.org/*z*</a></p>',
        id="denied-domain",
    ),
    pytest.param(
        "x http://a.com/*x* y https://example.org/*z*",
        (),
        "gfm",
        {"filter": "support.user_filters:skip_example_org"},
        '<p>x <a data-kind="url" href="http://a.com/*x">http://a.com/*x</a>* y '
        "https://example.org/<em>z</em></p>",
        id="filtered-out",
    ),
]


@pytest.mark.parametrize(("source", "extensions", "mode", "options", "expected"), NOTHING_LOST)
def test_the_guard_never_loses_markup_for_nothing(
    source: str, extensions: tuple[str, ...], mode: str, options: dict[str, object], expected: str
) -> None:
    """Either the link is made or the markup stays
    (docs/python-markdown.md#what-is-claimed-before-emphasis). The page is exact, and where no
    anchor holds syntax the guard kept out of a neighbour's reach, it is, with md-autolinks'
    anchors unwrapped, the page without md-autolinks."""
    configs = {"md_autolinks": {"mode": mode, **options}}
    linked = markdown.markdown(
        source, extensions=[*EXTENSIONS, *extensions], extension_configs=configs
    )
    assert linked == expected
    if KEPT_OUT.search(expected) is None:
        marked = {"md_autolinks": {**configs["md_autolinks"], "css_class": MADE}}
        html = markdown.markdown(
            source, extensions=[*EXTENSIONS, *extensions], extension_configs=marked
        )
        assert UNWRAP.sub(r"\1", html) == markdown.markdown(source, extensions=list(extensions))
