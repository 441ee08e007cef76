"""uts58 pages keep their markup (docs/modes.md#uts58): in Python-Markdown, markdown-it and
MyST's own parser a link leaves an emphasis or strikethrough closer outside, an email never
takes an emphasis mark, no text beside a link vanishes into a neighbour (mdit-py-plugins'
``attrs``), and an entity in a link reads as the character the writer meant."""

from __future__ import annotations

import markdown
import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from mdit_py_plugins.attrs import attrs_plugin
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin


def python_markdown(text: str, mode: str = "uts58", *extensions: str) -> str:
    return markdown.markdown(
        text,
        extensions=[*extensions, "md_autolinks"],
        extension_configs={"md_autolinks": {"mode": mode}},
    )


def markdown_it(text: str, mode: str = "uts58") -> str:
    md = MarkdownIt("commonmark").enable("strikethrough").use(autolinks_plugin, mode=mode)
    return md.render(text)


def myst(text: str, mode: str = "uts58") -> str:
    config = MdParserConfig(enable_extensions={"attrs_inline", "strikethrough"})
    parser = create_md_parser(config, RendererHTML).use(autolinks_plugin, mode=mode)
    return parser.render(text)


CLOSERS = [
    (
        "**see https://a.com/x**",
        '<strong>see <a href="https://a.com/x">https://a.com/x</a></strong>',
    ),
    (
        "*Source: https://example.com/*",
        '<em>Source: <a href="https://example.com/">https://example.com/</a></em>',
    ),
    (
        "_see https://example.com/_",
        '<em>see <a href="https://example.com/">https://example.com/</a></em>',
    ),
    (
        "Read *the guide at www.a.com/guide*.",
        'Read <em>the guide at <a href="https://www.a.com/guide">www.a.com/guide</a></em>.',
    ),
]


@pytest.mark.parametrize(("text", "html"), CLOSERS)
def test_a_link_leaves_an_emphasis_closer_outside(text: str, html: str) -> None:
    assert python_markdown(text) == f"<p>{html}</p>"
    assert markdown_it(text) == f"<p>{html}</p>\n"
    assert myst(text) == f"<p>{html}</p>\n"


def test_a_link_leaves_a_strikethrough_closer_outside() -> None:
    text = "~~see https://a.com/x~~"
    link = '<a href="https://a.com/x">https://a.com/x</a>'
    assert markdown_it(text) == f"<p><s>see {link}</s></p>\n"
    assert myst(text) == f"<p><s>see {link}</s></p>\n"
    assert python_markdown(text, "uts58", "pymdownx.tilde") == f"<p><del>see {link}</del></p>"


@pytest.mark.parametrize(
    ("text", "html"),
    [
        ("https://a.com/x*", '<a href="https://a.com/x*">https://a.com/x*</a>'),
        (
            "*Note* https://a.com/x*",
            '<em>Note</em> <a href="https://a.com/x*">https://a.com/x*</a>',
        ),
    ],
)
def test_a_mark_that_closes_nothing_stays_in_the_link(text: str, html: str) -> None:
    """UTS #58 keeps a ``*`` at a link's end; only an open run of the mark makes it a closer."""
    assert markdown_it(text) == f"<p>{html}</p>\n"
    assert find_links(text, mode="uts58")[-1].text == "https://a.com/x*"


def test_an_email_never_takes_an_emphasis_mark() -> None:
    text = "Use **@company.com accounts**"
    assert python_markdown(text) == "<p>Use <strong>@company.com accounts</strong></p>"
    assert markdown_it(text) == "<p>Use <strong>@company.com accounts</strong></p>\n"
    assert myst(text) == "<p>Use <strong>@company.com accounts</strong></p>\n"
    text = "I use *me@a.com daily*."
    html = 'I use <em><a href="mailto:me@a.com">me@a.com</a> daily</em>.'
    assert markdown_it(text) == f"<p>{html}</p>\n"
    assert myst(text) == f"<p>{html}</p>\n"
    assert python_markdown(text) == f"<p>{html}</p>"


def test_a_leading_mark_that_nothing_closes_stays_in_the_address() -> None:
    """``_me@a.com`` alone is an address with ``_`` in it, as UTS #58 reads it."""
    html = '<p>x <a href="mailto:_me@a.com">_me@a.com</a> y</p>'
    assert python_markdown("x _me@a.com y") == html
    assert markdown_it("x _me@a.com y") == html + "\n"


ATTRIBUTES = "https://a.com{.c} and www.a.com{#id}"


def test_braces_after_a_uts58_link_stay_text_with_the_attrs_plugin() -> None:
    html = (
        '<p><a href="https://a.com">https://a.com</a>{.c} and '
        '<a href="https://www.a.com">www.a.com</a>{#id}</p>\n'
    )
    md = MarkdownIt("commonmark").use(attrs_plugin).use(autolinks_plugin, mode="uts58")
    assert md.render(ATTRIBUTES) == html
    assert markdown_it(ATTRIBUTES) == html
    assert myst(ATTRIBUTES) == html
    assert python_markdown(ATTRIBUTES) == html.rstrip("\n")


def test_attributes_after_a_writers_link_still_apply() -> None:
    md = MarkdownIt("commonmark").use(attrs_plugin).use(autolinks_plugin, mode="uts58")
    assert md.render("[x](y){.c} https://a.com/x") == (
        '<p><a href="y" class="c">x</a> <a href="https://a.com/x">https://a.com/x</a></p>\n'
    )


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        (
            "gfm",
            '<p><a href="https://a.com%7B.c%7D">https://a.com{.c}</a> and '
            '<a href="http://www.a.com%7B#id%7D">www.a.com{#id}</a></p>\n',
        ),
        ("md4c", "<p>https://a.com{.c} and www.a.com{#id}</p>\n"),
    ],
)
def test_gfm_and_md4c_read_braces_as_their_references_do(mode: str, html: str) -> None:
    """Without an attribute rule, cmark-gfm takes the braces into the link; md4c makes no
    link before a ``{``."""
    assert markdown_it(ATTRIBUTES, mode) == html


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        (
            "gfm",
            '<p><a href="https://a.com%7B.c%7D">https://a.com{.c}</a> and '
            '<a href="http://www.a.com%7B#id%7D">www.a.com{#id}</a></p>\n',
        ),
        ("md4c", "<p>https://a.com{.c} and www.a.com{#id}</p>\n"),
    ],
)
def test_braces_after_text_are_text_with_attrs(mode: str, html: str) -> None:
    """With mdit-py-plugins' ``attrs`` (MyST's ``attrs_inline``), braces after text are text
    the reader sees (the attribute rule takes them only after a link, an image or a code
    span): the link is the one the mode's reference finds there, as without ``attrs``, and
    no attribute rule gives them to the link (issue 36.2)."""
    with_attrs = MarkdownIt("commonmark").use(attrs_plugin).use(autolinks_plugin, mode=mode)
    assert with_attrs.render(ATTRIBUTES) == html
    assert myst(ATTRIBUTES, mode) == html


ENTITY = "https://example.com/?a=1&amp;b=2"
ENTITY_HTML = '<a href="https://example.com/?a=1&amp;b=2">https://example.com/?a=1&amp;b=2</a>'


def test_an_entity_in_a_uts58_link_reads_as_its_character() -> None:
    """The link shows ``?a=1&b=2``; its href holds the ``&`` once (one ``&amp;`` in HTML)."""
    assert python_markdown(ENTITY) == f"<p>{ENTITY_HTML}</p>"
    assert markdown_it(ENTITY) == f"<p>{ENTITY_HTML}</p>\n"
    assert myst(ENTITY) == f"<p>{ENTITY_HTML}</p>\n"
    assert markdown_it(f"{ENTITY} and more") == f"<p>{ENTITY_HTML} and more</p>\n"
    assert python_markdown(f"{ENTITY} and more") == f"<p>{ENTITY_HTML} and more</p>"


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "https://a.com/?q=&lt;x&gt; y",
            '<a href="https://a.com/?q=%3Cx%3E">https://a.com/?q=&lt;x&gt;</a> y',
        ),
        ("https://a.com/x&amp;", '<a href="https://a.com/x&amp;">https://a.com/x&amp;</a>'),
        ("https://a.com/&#x26;x", '<a href="https://a.com/&amp;x">https://a.com/&amp;x</a>'),
        (
            "**see https://a.com/?a&amp;b**",
            '<strong>see <a href="https://a.com/?a&amp;b">https://a.com/?a&amp;b</a></strong>',
        ),
    ],
)
def test_entities_at_a_links_edges_read_the_same_in_both_front_ends(text: str, html: str) -> None:
    assert markdown_it(text) == f"<p>{html}</p>\n"
    assert python_markdown(text) == f"<p>{html}</p>"


def test_gfm_keeps_its_reading_of_an_entity() -> None:
    """gfm mode reads the source of a link, as cmark-gfm does: both front ends show the
    entity as written, inside the link."""
    linked = (
        '<a href="https://example.com/?a=1&amp;amp;b=2">https://example.com/?a=1&amp;amp;b=2</a>'
    )
    assert markdown_it(ENTITY, "gfm") == f"<p>{linked}</p>\n"
    assert python_markdown(ENTITY, "gfm") == f"<p>{linked}</p>"
