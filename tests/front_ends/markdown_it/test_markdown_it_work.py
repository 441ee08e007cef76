"""The markdown-it plugin and MyST read a paragraph of many links in linear work, in every
mode: the characters handed to the engine's scanners are counted (never timed) at two sizes
of the same paragraph, and twice the paragraph may cost twice the work, plus a constant.

The inline rule scans a paragraph once and hands its links out in order
(:class:`md_autolinks.markdown_it.render_state.LinkQueue`); a link refused where it stands
(after an open ``[``) is not scanned again inside while the refusal lasts.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any

import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.markdown_it.configuration import PluginConfig
from md_autolinks.markdown_it.render_state import PageState
from support.scan_work import SLACK, ScannedCharacters

PARAGRAPHS = [
    ("gfm", "www.a.com ", 400),
    ("gfm", "see a.com and www.b.org ", 200),
    ("md4c", "www.a.com ", 400),
    ("md4c", "see a.com and www.b.org ", 200),
    ("uts58", "a.com ", 400),
    ("uts58", "a.com\ufe6b", 400),
    ("uts58", "see a.com and www.b.org ", 200),
]
"""(mode, repeated unit, repetitions at the smaller size): the inputs that were quadratic."""


def _works(
    monkeypatch: pytest.MonkeyPatch, render: Callable[[str], str], unit: str, times: int
) -> tuple[int, int, str]:
    counter = ScannedCharacters(monkeypatch)
    small, _ = counter.of(render, unit * times)
    large, html = counter.of(render, unit * 2 * times)
    return small, large, html


def _links(mode: str, unit: str) -> int:
    """How many links one unit holds in ``mode`` (the engine's answer on the unit alone);
    ``a.com﹫`` repeated is one token holding a look-alike of ``@``, which no mode links a
    piece of (docs/security.md)."""
    return {
        "www.a.com ": 1,
        "see a.com and www.b.org ": 2 if mode == "uts58" else 1,
        "a.com ": 1,
        "a.com\ufe6b": 0,
    }[unit]


@pytest.mark.parametrize(("mode", "unit", "times"), PARAGRAPHS)
def test_markdown_it_scans_a_paragraph_of_links_once(
    mode: str, unit: str, times: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    small, large, html = _works(monkeypatch, md.render, unit, times)
    assert html.count("<a href=") == 2 * times * _links(mode, unit)
    assert small > 0 and large <= 2 * small + SLACK
    assert large <= 2 * len(unit) * 2 * times + SLACK


def _myst(mode: str) -> MarkdownIt:
    config = MdParserConfig(enable_extensions={"dollarmath", "deflist", "attrs_inline"})
    return create_md_parser(config, RendererHTML).use(autolinks_plugin, mode=mode)


@pytest.mark.parametrize(("mode", "unit", "times"), PARAGRAPHS)
def test_myst_scans_a_paragraph_of_links_once(
    mode: str, unit: str, times: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """MyST-Parser's own markdown-it parser with the plugin, as MyST builds it."""
    md = _myst(mode)
    small, large, html = _works(monkeypatch, md.render, unit, times)
    assert html.count("<a href=") == 2 * times * _links(mode, unit)
    assert small > 0 and large <= 2 * small + SLACK


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_nested_link_brackets_are_read_in_linear_work(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``[[[ see http://a.com](http://x.com)](http://x.com)...``: the innermost link is
    markdown-it's; each bare ``http://x.com`` after it is linked, but in gfm while a ``[``
    is still open (cmark-gfm's bracket rule)."""
    counter = ScannedCharacters(monkeypatch)
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)

    def nested(depth: int) -> str:
        return "[" * depth + " see http://a.com" + "](http://x.com)" * depth

    small, _ = counter.of(md.render, nested(200))
    large, html = counter.of(md.render, nested(400))
    assert large <= 2 * small + SLACK
    bare = '](<a href="http://x.com">http://x.com</a>)'
    tail = "](http://x.com)" * 398 + bare if mode == "gfm" else bare * 399
    inner = '<a href="http://x.com"> see http://a.com</a>'
    assert html == "<p>" + "[" * 399 + inner + tail + "</p>\n"


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_code_spans_between_links_cost_one_scan_each(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another rule taking a link's start (a code span) leaves the rest of the scan valid
    in gfm; in uts58 the source after it is read anew only up to the next white space,
    where the two readings meet again (md4c reads finished text tokens)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    small, large, html = _works(monkeypatch, md.render, "`www.a.com` www.b.com ", 100)
    assert html.count("<code>www.a.com</code>") == 200
    assert html.count('">www.b.com</a>') == 200
    assert large <= 2 * small + SLACK


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_overrides_inside_raw_drawings_cost_one_scan(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A right-to-left override inside each of many raw ``<svg>`` elements: the text after
    each element is linked (issue 36.4), and the paragraph is still scanned once."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    unit = "<svg><text>\u202ex</text></svg> www.b.com "
    small, large, html = _works(monkeypatch, md.render, unit, 100)
    assert html.count('">www.b.com</a>') == 200
    assert large <= 2 * small + SLACK


@pytest.mark.parametrize(
    ("mode", "unit", "href"),
    [
        ("md4c", "http://a.com/\\_x www.b.com ", "http://www.b.com"),
        ("uts58", "http://a.com/\\_x www.b.com ", "https://www.b.com"),
        ("uts58", "http://a.com/\\_x ", None),
    ],
)
def test_links_cut_by_an_escape_are_read_on_in_linear_work(
    mode: str, unit: str, href: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each ``http://a.com/\\_x`` is cut at its escape (no link touches one in md4c and
    uts58); the rest of the link is read anew only up to the white space after it, where
    the two readings meet again. gfm links through the escape (cmark-gfm):
    :func:`test_gfm_links_through_escapes_in_linear_work`."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    small, large, html = _works(monkeypatch, md.render, unit, 100)
    if href is not None:
        assert html.count(f'<a href="{href}">') == 200
    assert html.count("http://a.com/_x") == 200
    assert "<a" not in html.replace(f'<a href="{href}">', "")
    assert large <= 2 * small + SLACK


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_a_paragraph_without_a_needle_costs_one_test(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Paragraphs whose source holds nothing a link can start from are never scanned and
    never look up the page's state; a paragraph with links looks it up once, however many
    positions the inline rule is asked about (issue 37.1); md4c claims nothing inline."""
    lookups: list[int] = []
    original = PluginConfig.page

    def page(config: PluginConfig, env: MutableMapping[str, Any]) -> PageState:
        lookups.append(1)
        return original(config, env)

    monkeypatch.setattr(PluginConfig, "page", page)
    counter = ScannedCharacters(monkeypatch)
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    quiet = "Plain *words* and `code`, [a](b) _here_ and there\n\n" * 50
    scanned, html = counter.of(md.render, quiet)
    assert (scanned, len(lookups)) == (0, 0)
    assert "<em>words</em>" in html
    busy = "see www.a.org/x *and* b@c.org, `x` [y](z) _w_ www.d.org\n\n" * 3
    _, html = counter.of(md.render, quiet + busy)
    assert html.count('<a href="mailto:b@c.org">') == 3
    assert len(lookups) == (0 if mode == "md4c" else 3)


def test_gfm_links_through_escapes_in_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """cmark-gfm's www and URL links run through escapes as written: one scan for all."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    small, large, html = _works(monkeypatch, md.render, "http://a.com/\\_x www.b.com ", 100)
    assert html.count('<a href="http://a.com/%5C_x">http://a.com/\\_x</a>') == 200
    assert html.count('<a href="http://www.b.com">') == 200
    assert large <= 2 * small + SLACK


@pytest.mark.parametrize(("mode", "scheme"), [("gfm", "http"), ("uts58", "https")])
def test_the_page_is_asked_once_per_stretch_between_links(
    mode: str, scheme: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """markdown-it stops at every terminator (``-``, ``_``, ``:``, ``*``); the next link is
    kept on the paragraph's facts (:class:`~md_autolinks.markdown_it.paragraph.ParagraphFacts`),
    so the page's scan is asked at the start, at each link's start and at each link's end,
    however many terminators stand between them (issue 37)."""
    asked: list[int] = []
    original = PageState.next_link

    def next_link(page: PageState, *arguments: Any) -> Any:
        asked.append(arguments[2])
        return original(page, *arguments)

    monkeypatch.setattr(PageState, "next_link", next_link)
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    for repeats in (1, 6):
        asked.clear()
        words, more = "a-b_c:d *e* " * repeats, "h-i_j:k *l* " * repeats
        html = md.render(f"{words}www.a.org {more}www.b.org m-n\n")
        first = len(words)
        second = first + len("www.a.org ") + len(more)
        assert asked == [0, first, first + 9, second, second + 9]
    assert html == (
        "<p>"
        + "a-b_c:d <em>e</em> " * 6
        + f'<a href="{scheme}://www.a.org">www.a.org</a> '
        + "h-i_j:k <em>l</em> " * 6
        + f'<a href="{scheme}://www.b.org">www.b.org</a> m-n</p>\n'
    )
