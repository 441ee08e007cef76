"""The mistune plugin beside the page's markup (docs/getting-started.md#mistune): each mode
around emphasis, code, links, images and raw HTML in both of mistune's escape settings,
every option writing what the markdown-it plugin writes, filters, bidi and zero-width
characters, headings and table cells, mistune's own url plugin alongside."""

from __future__ import annotations

import mistune
import pytest
from markdown_it import MarkdownIt

from md_autolinks import FilterError, Link
from md_autolinks.markdown_it import autolinks_plugin as markdown_it_plugin
from md_autolinks.mistune import autolinks_plugin
from md_autolinks.mistune.source_entities import raw_html_spans
from support.user_filters import explode

MODES = ["gfm", "md4c", "uts58"]


def render(text: str, *, escape: bool = False, **options: object) -> str:
    html = mistune.create_markdown(escape=escape, plugins=[autolinks_plugin(**options)])(text)
    assert isinstance(html, str)
    return html


def plain(text: str, *, escape: bool = False) -> str:
    html = mistune.create_markdown(escape=escape)(text)
    assert isinstance(html, str)
    return html


@pytest.mark.parametrize(
    ("mode", "text", "html"),
    [
        (
            "gfm",
            "see http://a.com/*x* and www.b.org.",
            '<p>see <a href="http://a.com/*x">http://a.com/*x</a>* and '
            '<a href="http://www.b.org">www.b.org</a>.</p>\n',
        ),
        (
            "md4c",
            "see http://a.com/*x* and www.b.org.",
            '<p>see http://a.com/<em>x</em> and <a href="http://www.b.org">www.b.org</a>.</p>\n',
        ),
        (
            "uts58",
            "see http://a.com/*x* and www.b.org.",
            '<p>see <a href="http://a.com/*x*">http://a.com/*x*</a> and '
            '<a href="https://www.b.org">www.b.org</a>.</p>\n',
        ),
        ("gfm", "[ www.a.com x", "<p>[ www.a.com x</p>\n"),
        ("md4c", "[ www.a.com x", '<p>[ <a href="http://www.a.com">www.a.com</a> x</p>\n'),
        ("uts58", "[ www.a.com x", '<p>[ <a href="https://www.a.com">www.a.com</a> x</p>\n'),
        ("gfm", "foo www.a.com/x_y_z",
         '<p>foo <a href="http://www.a.com/x_y_z">www.a.com/x_y_z</a></p>\n'),
        ("gfm", "line\nwww.next.com",
         '<p>line\n<a href="http://www.next.com">www.next.com</a></p>\n'),
        ("gfm", "[a](b) www.q.com",
         '<p><a href="b">a</a> <a href="http://www.q.com">www.q.com</a></p>\n'),
        ("uts58", "see python.org and setup.py",
         '<p>see <a href="https://python.org">python.org</a> and setup.py</p>\n'),
    ],
)  # fmt: skip
def test_each_mode_links_as_its_reference(mode: str, text: str, html: str) -> None:
    assert render(text, mode=mode) == html


@pytest.mark.parametrize("mode", MODES)
def test_emphasis_around_a_link_stays_emphasis(mode: str) -> None:
    scheme = "https" if mode == "uts58" else "http"
    assert render("*www.a.com* and **john@ex.com**.", mode=mode) == (
        f'<p><em><a href="{scheme}://www.a.com">www.a.com</a></em> and '
        '<strong><a href="mailto:john@ex.com">john@ex.com</a></strong>.</p>\n'
    )


@pytest.mark.parametrize(
    "text",
    [
        "`www.a.com` and `me@code.example`",
        "[www.b.com](http://c.com) and [me@x.com](http://c.com)",
        "<a href='x'>www.d.com and me@d.com</a>",
        "<http://e.com> <me@e.com>",
        "![www.a.com me@a.com](i.png)",
        "    www.indented.example me@indented.example",
        "```\nhttp://fenced.example/ me@fenced.example\n```",
        "<kbd>www.a.com</kbd> <!-- www.b.com --> <svg><text>me@a.com</text></svg>",
        "[see www.a.com][ref]\n\n[ref]: http://b.com",
    ],
)
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("escape", [False, True])
def test_code_links_images_and_raw_html_are_left_alone(text: str, mode: str, escape: bool) -> None:
    assert render(text, mode=mode, escape=escape) == plain(text, escape=escape)


def test_an_image_in_a_link_and_a_link_in_emphasis_stay_mistunes() -> None:
    text = "[![www.a.com](i.png) www.b.com](http://c.com) *[www.d.com](http://e.com)*"
    assert render(text, mode="uts58") == plain(text)


@pytest.mark.parametrize(
    ("options", "text", "html"),
    [
        ({"css_class": "auto", "kind_css_classes": {"www": "web"}}, "www.a.com b@c.com",
         '<p><a href="http://www.a.com" class="auto web">www.a.com</a> '
         '<a href="mailto:b@c.com" class="auto">b@c.com</a></p>\n'),
        ({"rel": "nofollow", "target": "_blank"}, "www.a.com b@c.com",
         '<p><a href="http://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a> '
         '<a href="mailto:b@c.com" rel="nofollow">b@c.com</a></p>\n'),
        ({"title": 'Open "{text}" ({kind}) & go'}, "www.a.com",
         '<p><a href="http://www.a.com" title="Open &quot;www.a.com&quot; (www) &amp; go">'
         "www.a.com</a></p>\n"),
        ({"kinds": ["url", "email"]}, "www.a.com x@y.com http://b.com",
         '<p>www.a.com <a href="mailto:x@y.com">x@y.com</a> <a href="http://b.com">http://b.com</a></p>\n'),
        ({"mode": "uts58", "bare_domains": "all"}, "python.org setup.py",
         '<p><a href="https://python.org">python.org</a> <a href="https://setup.py">setup.py</a></p>\n'),
        ({"mode": "uts58", "bare_domains": "none"}, "python.org www.a.com",
         '<p>python.org <a href="https://www.a.com">www.a.com</a></p>\n'),
        ({"mode": "uts58", "exclude_tlds": ["zip"]}, "www.a.zip www.b.com",
         '<p>www.a.zip <a href="https://www.b.com">www.b.com</a></p>\n'),
        ({"allow_domains": ["a.com"]}, "www.a.com www.b.org",
         '<p><a href="http://www.a.com">www.a.com</a> www.b.org</p>\n'),
        ({"deny_domains": ["a.com"]}, "www.a.com www.b.org www.A.COM",
         '<p>www.a.com <a href="http://www.b.org">www.b.org</a> www.A.COM</p>\n'),
        ({"mode": "uts58", "readable_text": True, "hide_scheme": True},
         "https://ja.wikipedia.org/wiki/%E3%82%A2 http://a.com/x",
         '<p><a href="https://ja.wikipedia.org/wiki/%E3%82%A2">ja.wikipedia.org/wiki/ア</a> '
         '<a href="http://a.com/x">a.com/x</a></p>\n'),
        ({"first_mention_only": True}, "www.a.com www.A.com b@c.com *b@c.com*",
         '<p><a href="http://www.a.com">www.a.com</a> www.A.com '
         '<a href="mailto:b@c.com">b@c.com</a> <em>b@c.com</em></p>\n'),
        ({"replace_magiclink": True}, "www.a.com",
         '<p><a href="http://www.a.com">www.a.com</a></p>\n'),
    ],
)  # fmt: skip
def test_every_option_writes_what_markdown_it_writes(
    options: dict[str, object], text: str, html: str
) -> None:
    assert render(text, **options) == html
    assert MarkdownIt("commonmark").use(markdown_it_plugin, **options).render(text) == html


def test_the_filter_sees_each_link_and_decides() -> None:
    seen: list[str] = []

    def only_org(link: Link) -> bool:
        seen.append(link.text)
        return link.href.endswith(".org")

    assert render("www.a.com *www.b.org* c@d.org", filter=only_org) == (
        '<p>www.a.com <em><a href="http://www.b.org">www.b.org</a></em> '
        '<a href="mailto:c@d.org">c@d.org</a></p>\n'
    )
    assert sorted(seen) == ["c@d.org", "www.a.com", "www.b.org"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("char", ["\u202e", "\u200b", "\u2066", "\ufeff"])
def test_bidi_and_zero_width_characters_are_kept(mode: str, char: str) -> None:
    text = f"see www.a{char}.com and {char}www.b.com{char} c@d.com"
    html = render(text, mode=mode)
    assert _without_anchors(html) == plain(text)
    assert html.count(char) == 3


def test_gfm_links_as_cmark_gfm_across_a_bidi_override_and_uts58_does_not() -> None:
    assert render("www.a\u202e.com") == (
        '<p><a href="http://www.a%E2%80%AE.com">www.a\u202e.com</a></p>\n'
    )
    assert render("www.a\u202e.com", mode="uts58") == "<p>www.a\u202e.com</p>\n"


def test_headings_table_cells_and_list_items_are_linked() -> None:
    parser = mistune.create_markdown(
        escape=False, plugins=["table", "strikethrough", autolinks_plugin(mode="gfm")]
    )
    html = parser("# www.a.com\n\n| x |\n|---|\n| ~~www.b.com~~ |\n\n- c@d.com\n")
    assert html == (
        '<h1><a href="http://www.a.com">www.a.com</a></h1>\n<table>\n<thead>\n<tr>\n'
        "  <th>x</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n"
        '  <td><del><a href="http://www.b.com">www.b.com</a></del></td>\n</tr>\n</tbody>\n'
        '</table>\n<ul>\n<li><a href="mailto:c@d.com">c@d.com</a></li>\n</ul>\n'
    )


def _without_anchors(html: str) -> str:
    import re

    return re.sub(r"</?a\b[^>]*>", "", html)


@pytest.mark.parametrize(
    ("mode", "url_link"),
    [
        ("gfm", '<a href="http://b.com/*x">http://b.com/*x</a>*'),
        ("md4c", '<a href="http://b.com/*x*">http://b.com/*x*</a>'),
    ],
)
def test_mistunes_url_plugin_alongside_gives_no_double_links(mode: str, url_link: str) -> None:
    """gfm claims its URL first; in md4c the url plugin's link stands as mistune makes it."""
    parser = mistune.create_markdown(escape=False, plugins=["url", autolinks_plugin(mode=mode)])
    assert parser("See http://b.com/*x* and a@b.com and www.a.com") == (
        f'<p>See {url_link} and <a href="mailto:a@b.com">a@b.com</a> and '
        '<a href="http://www.a.com">www.a.com</a></p>\n'
    )


def test_a_failing_filter_stops_the_parse_naming_the_link() -> None:
    parser = mistune.create_markdown(plugins=[autolinks_plugin(filter=explode)])
    with pytest.raises(FilterError) as raised:
        parser("see www.a.com")
    assert str(raised.value) == (
        "filter explode failed on www link 'www.a.com' at offset 4: ValueError: no links today"
    )


def test_a_filter_may_be_named_by_its_import_path() -> None:
    parser = mistune.create_markdown(
        plugins=[autolinks_plugin(filter="support.user_filters:skip_example_org")]
    )
    assert parser("www.example.org and www.a.com") == (
        '<p>www.example.org and <a href="http://www.a.com" data-kind="www">www.a.com</a></p>\n'
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("*see pypi.org/x*", '<p><em>see <a href="https://pypi.org/x">pypi.org/x</a></em></p>'),
        (
            "**see https://a.com/x**",
            '<p><strong>see <a href="https://a.com/x">https://a.com/x</a></strong></p>',
        ),
        ("x*y pypi.org/x*", '<p>x<em>y <a href="https://pypi.org/x">pypi.org/x</a></em></p>'),
        (
            "*'pypi.org/x's* and",
            "<p><em>'<a href=\"https://pypi.org/x's\">pypi.org/x's</a></em> and</p>",
        ),
        (
            "*a* see pypi.org/x*",
            '<p><em>a</em> see <a href="https://pypi.org/x*">pypi.org/x*</a></p>',
        ),
    ],
)
def test_uts58_leaves_a_closer_of_emphasis_opened_earlier(source: str, expected: str) -> None:
    """mistune resolves emphasis after its rules: a link claimed in uts58 leaves out a
    closing run that a run opened before it can take (found by the stack oracle at
    MD_AUTOLINKS_DEEP=10); a run that closes nothing stays link text."""
    render = mistune.create_markdown(plugins=[autolinks_plugin(mode="uts58")])
    assert str(render(source)).strip() == expected


def test_uts58_email_takes_no_opening_mark_of_a_plugin() -> None:
    """An email claimed from the source leaves out an opening ``^`` (superscript) that a
    ``^`` after it closes, as it does an emphasis mark (found by the stack oracle at
    MD_AUTOLINKS_DEEP=10)."""
    render = mistune.create_markdown(
        plugins=["superscript", autolinks_plugin(mode="uts58")]  # type: ignore[list-item]
    )
    assert str(render("see ^a.b+c@f.org^ now")).strip() == (
        '<p>see <sup><a href="mailto:a.b+c@f.org">a.b+c@f.org</a></sup> now</p>'
    )


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_a_claimed_link_inside_link_text_shows_its_escapes_resolved(mode: str) -> None:
    """A link claimed inside an explicit link's text turns back into text as mistune shows
    it, its escapes resolved (found by the stack oracle at MD_AUTOLINKS_DEEP=10)."""
    render = mistune.create_markdown(plugins=[autolinks_plugin(mode=mode)])
    assert str(render("[see https://h.com/x\\_y](https://a.org)")).strip() == (
        '<p><a href="https://a.org">see https://h.com/x_y</a></p>'
    )


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_an_image_text_shows_a_claimed_link_with_its_escapes_resolved(mode: str) -> None:
    """A link claimed in an image's text is its ``alt`` as mistune shows it, its escapes
    resolved (found by the stack oracle at MD_AUTOLINKS_DEEP=20)."""
    render = mistune.create_markdown(escape=False, plugins=[autolinks_plugin(mode=mode)])
    assert str(render("![\\*a.b+c@f.org www.w3.org/a_b\\_](i.png) x")).strip() == (
        '<p><img src="i.png" alt="*a.b+c@f.org www.w3.org/a_b_" /> x</p>'
    )


@pytest.mark.parametrize(
    ("text", "html"),
    [
        ("http://d\\![x](y)", '<p><a href="http://d">http://d</a>!<a href="y">x</a></p>\n'),
        (
            "*a http://d\\*`x`",
            '<p>*a <a href="http://d">http://d</a>*<code>x</code></p>\n',
        ),
        ("http://d\\.\\![x](y)", '<p>http://d.!<a href="y">x</a></p>\n'),
    ],
)
def test_a_cut_link_takes_an_escape_whole_or_not_at_all(text: str, html: str) -> None:
    """In gfm a link cut before a construct (a link, a code span) never ends in an escape's
    backslash and leaves the escaped character out, as in markdown-it
    (md_autolinks.common.text_runs.cut_before): ``\\!`` would turn the link after it into
    an image, ``\\*`` into a closing emphasis mark (found at MD_AUTOLINKS_DEEP=10)."""
    assert render(text, mode="gfm") == html


@pytest.mark.parametrize(
    "src",
    [
        "<br>a <b>b</b> <span class='x'>c</span> <img src=\"i\"/>",
        "x <!-- c --> <!--> <!---> <?p x?> <![CDATA[ x ]]> <!DOCTYPE html>",
        "\\<b> \\\\<i> <https://a.com> <a@b.com> a <b, c> d 1 <2 and 3> 4",
        '<a href="x>y">z</a> <!-- open',
    ],
)
def test_raw_html_spans_are_mistunes_raw_html(src: str) -> None:
    """:func:`~md_autolinks.mistune.source_entities.raw_html_spans` finds the raw inline HTML
    mistune's ``inline_html`` rule makes (asked of the rule), escaped ``<`` and autolinks
    left out."""
    markdown = mistune.create_markdown(renderer=None)
    made = [
        token["raw"]
        for block in markdown(src)
        for token in block.get("children", [])
        if token["type"] == "inline_html"
    ]
    state = mistune.InlineState({})
    state.src = src
    spans = raw_html_spans(markdown.inline, state)
    assert [src[start:end] for start, end in spans] == made
