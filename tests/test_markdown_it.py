"""The markdown-it-py plugin: exact HTML for each mode, skips, and linkify alongside."""

from __future__ import annotations

import pytest
from built_html import mode_has_landed
from markdown_it import MarkdownIt

from md_autolinks import OptionError
from md_autolinks.markdown_it import autolinks_plugin


def render(text: str, preset: str = "commonmark", **options: object) -> str:
    return MarkdownIt(preset).use(autolinks_plugin, **options).render(text)


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "see http://a.com/*x* and www.b.org.",
            '<p>see <a href="http://a.com/*x">http://a.com/*x</a>* and '
            '<a href="http://www.b.org">www.b.org</a>.</p>\n',
        ),
        (
            "mail **john@ex.com**. x *y@z.com*",
            '<p>mail <strong><a href="mailto:john@ex.com">john@ex.com</a></strong>. '
            'x <em><a href="mailto:y@z.com">y@z.com</a></em></p>\n',
        ),
        ("foo www.a.com/x_y_z", '<p>foo <a href="http://www.a.com/x_y_z">www.a.com/x_y_z</a></p>\n'),
        ("line\nwww.next.com", '<p>line\n<a href="http://www.next.com">www.next.com</a></p>\n'),
        ("http://, http://ok.com", '<p>http://, <a href="http://ok.com">http://ok.com</a></p>\n'),
        ("[ www.a.com is not linked", "<p>[ www.a.com is not linked</p>\n"),
        ("[a](b) www.q.com", '<p><a href="b">a</a> <a href="http://www.q.com">www.q.com</a></p>\n'),
        ("x@y.com\\. www.a.com\\.", "<p>x@y.com. www.a.com.</p>\n"),
    ],
)
def test_gfm_links(text: str, html: str) -> None:
    assert render(text) == html


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
    ],
)
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_code_links_and_images_are_left_alone(text: str, mode: str) -> None:
    assert render(text, mode=mode) == MarkdownIt("commonmark").render(text)


@pytest.mark.skipif(not mode_has_landed("md4c"), reason="md4c not landed")
def test_md4c_finds_every_kind_in_text_tokens() -> None:
    assert render("see http://a.com/*x* www.b.org. **a@b.com**.", mode="md4c") == (
        '<p>see http://a.com/<em>x</em> <a href="http://www.b.org">www.b.org</a>. '
        '<strong><a href="mailto:a@b.com">a@b.com</a></strong>.</p>\n'
    )


@pytest.mark.skipif(not mode_has_landed("uts58"), reason="uts58 not landed")
def test_uts58_claims_urls_before_emphasis() -> None:
    assert render("see http://a.com/*x* and www.commonmark.org.", mode="uts58") == (
        '<p>see <a href="http://a.com/*x*">http://a.com/*x*</a> and '
        '<a href="https://www.commonmark.org">www.commonmark.org</a>.</p>\n'
    )


def test_kinds_selects_the_links_made() -> None:
    assert render("www.a.com http://b.com c@d.com", kinds=["email"]) == (
        '<p>www.a.com http://b.com <a href="mailto:c@d.com">c@d.com</a></p>\n'
    )


def test_linkify_alongside_gives_no_double_links() -> None:
    md = MarkdownIt("commonmark", {"linkify": True}).enable("linkify").use(autolinks_plugin)
    assert md.render("see www.a.com/x_y and http://b.com and c@d.com") == (
        '<p>see <a href="http://www.a.com/x_y">www.a.com/x_y</a> and '
        '<a href="http://b.com">http://b.com</a> and <a href="mailto:c@d.com">c@d.com</a></p>\n'
    )


def test_using_the_plugin_again_replaces_its_options() -> None:
    md = MarkdownIt().use(autolinks_plugin).use(autolinks_plugin, kinds="url")
    assert md.render("www.a.com http://b.com") == (
        '<p>www.a.com <a href="http://b.com">http://b.com</a></p>\n'
    )
    assert [rule for rule in md.core.ruler.get_all_rules() if rule == "md_autolinks"] == [
        "md_autolinks"
    ]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"mode": "cmark"}, "mode: unknown mode 'cmark'; valid modes are 'gfm', 'md4c', 'uts58'"),
        ({"kinds": ["phone"]}, "kinds: unknown link kind 'phone'"),
        ({"colour": "red"}, "unknown option 'colour'; valid options are 'mode', 'kinds'"),
    ],
)
def test_bad_options_raise_naming_the_valid_choices(
    options: dict[str, object], message: str
) -> None:
    with pytest.raises(OptionError, match="^" + message.replace("(", r"\(")):
        MarkdownIt().use(autolinks_plugin, **options)
