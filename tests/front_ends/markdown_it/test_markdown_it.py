"""The markdown-it-py plugin: exact HTML for each mode, skips, and linkify alongside."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from md_autolinks import Link, OptionError
from md_autolinks.engine.errors import FilterError
from md_autolinks.engine.model import LinkKind
from md_autolinks.markdown_it import autolinks_plugin, constructs, inline_rule, source_text


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
        (
            "foo www.a.com/x_y_z",
            '<p>foo <a href="http://www.a.com/x_y_z">www.a.com/x_y_z</a></p>\n',
        ),
        ("line\nwww.next.com", '<p>line\n<a href="http://www.next.com">www.next.com</a></p>\n'),
        ("http://, http://ok.com", '<p>http://, <a href="http://ok.com">http://ok.com</a></p>\n'),
        ("[ www.a.com is not linked", "<p>[ www.a.com is not linked</p>\n"),
        ("[a](b) www.q.com", '<p><a href="b">a</a> <a href="http://www.q.com">www.q.com</a></p>\n'),
        (
            "x@y.com\\. www.a.com\\.",
            '<p><a href="mailto:x@y.com">x@y.com</a>. '
            '<a href="http://www.a.com%5C">www.a.com\\</a>.</p>\n',
        ),
        (
            "+@.https://d.com\\.x and a@b.http://c.com\\.",
            '<p>+@.<a href="https://d.com%5C.x">https://d.com\\.x</a> and '
            'a@b.<a href="http://c.com%5C">http://c.com\\</a>.</p>\n',
        ),
        ("[ see http://a@b.com", '<p>[ see http://<a href="mailto:a@b.com">a@b.com</a></p>\n'),
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
        "<a href='x'>a stray </code> before www.d.com and me@d.com</a>",
        "<http://e.com> <me@e.com>",
        "![www.a.com me@a.com](i.png)",
        "    www.indented.example me@indented.example",
        "```\nhttp://fenced.example/ me@fenced.example\n```",
    ],
)
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_code_links_and_images_are_left_alone(text: str, mode: str) -> None:
    assert render(text, mode=mode) == MarkdownIt("commonmark").render(text)


def test_md4c_finds_every_kind_in_text_tokens() -> None:
    assert render("see http://a.com/*x* www.b.org. **a@b.com**.", mode="md4c") == (
        '<p>see http://a.com/<em>x</em> <a href="http://www.b.org">www.b.org</a>. '
        '<strong><a href="mailto:a@b.com">a@b.com</a></strong>.</p>\n'
    )


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


WWW_AND_EMAIL = "www.a.com b@c.com"


@pytest.mark.parametrize(
    ("options", "html"),
    [
        (
            {"css_class": "auto", "kind_css_classes": {"email": "mail"}},
            '<a href="http://www.a.com" class="auto">www.a.com</a> '
            '<a href="mailto:b@c.com" class="auto mail">b@c.com</a>',
        ),
        (
            {"rel": "nofollow", "target": "_blank"},
            '<a href="http://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a> '
            '<a href="mailto:b@c.com" rel="nofollow">b@c.com</a>',
        ),
        (
            {"target": "frame"},
            '<a href="http://www.a.com" target="frame">www.a.com</a> '
            '<a href="mailto:b@c.com">b@c.com</a>',
        ),
        (
            {"title": 'Open "{text}" ({kind}) <{href}>'},
            '<a href="http://www.a.com" title="Open &quot;www.a.com&quot; (www) '
            '&lt;http://www.a.com&gt;">www.a.com</a> '
            '<a href="mailto:b@c.com" title="Open &quot;b@c.com&quot; (email) '
            '&lt;mailto:b@c.com&gt;">b@c.com</a>',
        ),
    ],
)
def test_anchor_attributes(options: dict[str, object], html: str) -> None:
    assert render(WWW_AND_EMAIL, **options) == f"<p>{html}</p>\n"


def test_filter_skips_replaces_and_sets_attributes() -> None:
    def policy(link: Link) -> object:
        if link.kind is LinkKind.EMAIL or "old.com" in link.href:
            return None
        if "new" in link.href:
            return "https://new.example/"
        return {"data-x": "1", "text": link.text.upper()}

    source = "www.a.com http://old.com/*x* www.new.com me@a.com www.b.com"
    assert render(source, filter=policy) == (
        '<p><a href="http://www.a.com" data-x="1">WWW.A.COM</a> http://old.com/<em>x</em> '
        '<a href="https://new.example/">www.new.com</a> me@a.com '
        '<a href="http://www.b.com" data-x="1">WWW.B.COM</a></p>\n'
    )


def test_filter_by_import_path() -> None:
    html = render("www.example.org www.example.com", filter="support.user_filters:skip_example_org")
    assert html == (
        '<p>www.example.org <a href="http://www.example.com" data-kind="www">'
        "www.example.com</a></p>\n"
    )


def test_filter_errors_name_the_link_and_position() -> None:
    with pytest.raises(FilterError) as raised:
        render("see www.a.com", filter="support.user_filters:explode")
    assert str(raised.value) == (
        "filter explode failed on www link 'www.a.com' at offset 4: ValueError: no links today"
    )


@pytest.mark.parametrize(
    ("options", "html"),
    [
        (
            {"deny_domains": ["a.com"]},
            '<p>www.a.com <a href="https://docs.a.com.evil.net">docs.a.com.evil.net</a> '
            'x@sub.a.com <a href="mailto:y@b.org">y@b.org</a></p>\n',
        ),
        (
            {"allow_domains": ["b.org"]},
            "<p>www.a.com docs.a.com.evil.net x@sub.a.com "
            '<a href="mailto:y@b.org">y@b.org</a></p>\n',
        ),
    ],
)
def test_domain_policy(options: dict[str, object], html: str) -> None:
    source = "www.a.com docs.a.com.evil.net x@sub.a.com y@b.org"
    assert render(source, mode="uts58", **options) == html


@pytest.mark.parametrize(
    ("options", "html"),
    [
        (
            {},
            'See setup.py, <a href="https://a.org">a.org</a> and '
            '<a href="https://www.a.com">www.a.com</a>.',
        ),
        (
            {"bare_domains": "all"},
            'See <a href="https://setup.py">setup.py</a>, '
            '<a href="https://a.org">a.org</a> and '
            '<a href="https://www.a.com">www.a.com</a>.',
        ),
        (
            {"bare_domains": False},
            'See setup.py, a.org and <a href="https://www.a.com">www.a.com</a>.',
        ),
        (
            {"bare_domains": "all", "exclude_tlds": "file-extensions"},
            'See setup.py, <a href="https://a.org">a.org</a> and '
            '<a href="https://www.a.com">www.a.com</a>.',
        ),
        (
            {"bare_domains": "all", "exclude_tlds": ["py", "org", "com"]},
            "See setup.py, a.org and www.a.com.",
        ),
    ],
)
def test_bare_domains_and_exclude_tlds(options: dict[str, object], html: str) -> None:
    source = "See setup.py, a.org and www.a.com."
    assert render(source, mode="uts58", **options) == f"<p>{html}</p>\n"


def test_readable_text_and_hide_scheme() -> None:
    source = "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1 http://a.com/x"
    href = "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1"
    assert render(source, mode="uts58", readable_text=True, hide_scheme=True) == (
        f'<p><a href="{href}">ja.wikipedia.org/wiki/アニメ</a> '
        '<a href="http://a.com/x">a.com/x</a></p>\n'
    )
    assert render(source, mode="uts58", readable_text=True) == (
        f'<p><a href="{href}">https://ja.wikipedia.org/wiki/アニメ</a> '
        '<a href="http://a.com/x">http://a.com/x</a></p>\n'
    )
    assert render(source, hide_scheme=True) == (
        f'<p><a href="{href}">ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1</a> '
        '<a href="http://a.com/x">a.com/x</a></p>\n'
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"css_class": ["a"]}, "css_class: expected a single-line string, got ['a']"),
        ({"kind_css_classes": {"ftp": "x"}}, "kind_css_classes: unknown link kind 'ftp'"),
        ({"rel": "a\nb"}, "rel: expected a single-line string"),
        ({"target": "_new"}, "target: unknown keyword '_new'; valid keywords are '_blank'"),
        ({"title": "{url}"}, "title: bad template '{url}' ('url'); valid fields are {href}"),
        ({"filter": "no.such.module:f"}, "filter: cannot import 'no.such.module:f'"),
        ({"allow_domains": 5}, "allow_domains: expected a list of domain names"),
        ({"deny_domains": ["a b"]}, "deny_domains: 'a b' is not a domain name"),
        ({"bare_domains": "no"}, "bare_domains: unknown level 'no'; valid levels are"),
        ({"exclude_tlds": 5}, "exclude_tlds: expected a list of top-level domains"),
        ({"readable_text": "yes"}, "readable_text: expected true or false, got 'yes'"),
        ({"hide_scheme": 1}, "hide_scheme: expected true or false, got 1"),
    ],
)
def test_bad_control_values_name_the_option(options: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError) as raised:
        MarkdownIt().use(autolinks_plugin, **options)
    assert str(raised.value).startswith(message)


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "[https://docs.example.com/guide](https://docs.example.com/guide)",
            '<p><a href="https://docs.example.com/guide">https://docs.example.com/guide</a></p>\n',
        ),
        ("[see http://a.com/x](u)", '<p><a href="u">see http://a.com/x</a></p>\n'),
        (
            "[https://example.com][r]\n\n[r]: http://x.com",
            '<p><a href="http://x.com">https://example.com</a></p>\n',
        ),
        (
            "[https://example.com] and [www.a.com/x][]\n\n"
            "[https://example.com]: http://x.com\n[www.a.com/x]: http://y.com",
            '<p><a href="http://x.com">https://example.com</a> and '
            '<a href="http://y.com">www.a.com/x</a></p>\n',
        ),
        (
            "![https://example.com](img.png)",
            '<p><img src="img.png" alt="https://example.com" /></p>\n',
        ),
        (
            "- [https://a.com/x](https://a.com/x) www.b.com\n- ![www.c.com](i.png)",
            '<ul>\n<li><a href="https://a.com/x">https://a.com/x</a> '
            '<a href="http://www.b.com">www.b.com</a></li>\n'
            '<li><img src="i.png" alt="www.c.com" /></li>\n</ul>\n',
        ),
        (
            "| a | b |\n|---|---|\n| [https://x.com](https://x.com) | http://y.com/z |",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n"
            '<td><a href="https://x.com">https://x.com</a></td>\n'
            '<td><a href="http://y.com/z">http://y.com/z</a></td>\n</tr>\n</tbody>\n</table>\n',
        ),
        ("http://y.com/a\\b", '<p><a href="http://y.com/a%5Cb">http://y.com/a\\b</a></p>\n'),
        ("http://y.com/a`b", '<p><a href="http://y.com/a%60b">http://y.com/a`b</a></p>\n'),
        (
            "http://y.com/a`b` c",
            '<p><a href="http://y.com/a">http://y.com/a</a><code>b</code> c</p>\n',
        ),
        (
            "www.a.com/x<b>y</b> http://b.com/<http://c.com>",
            '<p><a href="http://www.a.com/x">www.a.com/x</a><b>y</b> '
            '<a href="http://b.com/">http://b.com/</a><a href="http://c.com">http://c.com</a></p>\n',
        ),
        (
            "http://a.com/[x](y) www.b.com/![i](j.png)",
            '<p><a href="http://a.com/">http://a.com/</a><a href="y">x</a> '
            '<a href="http://www.b.com/">www.b.com/</a><img src="j.png" alt="i" /></p>\n',
        ),
        ("see [ http://a.com", "<p>see [ http://a.com</p>\n"),
    ],
)
def test_explicit_links_images_and_other_rules_stay_as_markdown_it_made_them(
    text: str, html: str
) -> None:
    md = MarkdownIt("commonmark").enable("table").use(autolinks_plugin)
    assert md.render(text) == html


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(
    ("text", "html"),
    [
        ("Mail `me`@a.com", "<p>Mail <code>me</code>@a.com</p>\n"),
        (
            "Mail me`x`@a.com and b@c.com",
            '<p>Mail me<code>x</code>@a.com and <a href="mailto:b@c.com">b@c.com</a></p>\n',
        ),
    ],
)
def test_a_code_span_where_a_link_would_start_stays_a_code_span(
    mode: str, text: str, html: str
) -> None:
    """uts58 reads a backtick as part of an email's local part (Link_Email); where it opens
    a code span, the code span is markdown-it's and no link is made through it."""
    assert render(text, mode=mode) == html


def test_image_alt_text_tokens_are_markdown_its_own() -> None:
    text = "![http://a.com/*x* www.b.com c@d.com [e](f)](i.png)"
    for mode in ("gfm", "md4c", "uts58"):
        assert MarkdownIt().use(autolinks_plugin, mode=mode).parse(text) == MarkdownIt().parse(text)


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "</a> [example.com](https://example.com)",
            '<p></a> <a href="https://example.com">example.com</a></p>\n',
        ),
        (
            "see example.com/<b>x</b>",
            '<p>see <a href="https://example.com/">example.com/</a><b>x</b></p>\n',
        ),
        (
            "<a href='u'>see example.com</a> a.org",
            "<p><a href='u'>see example.com</a> <a href=\"https://a.org\">a.org</a></p>\n",
        ),
    ],
)
def test_uts58_never_nests_anchors_or_swallows_raw_html(text: str, html: str) -> None:
    assert render(text, mode="uts58", bare_domains="all") == html


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "[http://a.com/x]\\http://a.com/y",
            '<p>[http://a.com/x]\\<a href="http://a.com/y">http://a.com/y</a></p>\n',
        ),
        (
            "c@d.com\\b and \\mailto:e@f.com",
            '<p><a href="mailto:c@d.com">c@d.com</a>\\b and '
            '\\<a href="mailto:e@f.com">mailto:e@f.com</a></p>\n',
        ),
        ("a&#64;b.com x", '<p><a href="mailto:a@b.com">a@b.com</a> x</p>\n'),
        (
            "http://a.com/?a=1&amp;b=2",
            '<p><a href="http://a.com/?a=1&amp;amp;b=2">http://a.com/?a=1&amp;amp;b=2</a></p>\n',
        ),
    ],
)
def test_literal_backslashes_are_text_and_entities_their_character(text: str, html: str) -> None:
    assert render(text) == html


def test_an_entity_in_a_gfm_link_is_link_text_as_written() -> None:
    """cmark-gfm links ``www.&#64;www.b.org/p_q`` whole, the entity shown raw; so does the
    plugin, and the email pass finds no email ``_www.@www.b.org`` in it."""
    assert render("x _www.&#64;www.b.org/p_q y", mode="gfm") == (
        '<p>x _<a href="http://www.&amp;#64;www.b.org/p_q">www.&amp;#64;www.b.org/p_q</a> y</p>\n'
    )


@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "me&#64;b.org and me@b.org",
            '<p><a href="mailto:me@b.org">me@b.org</a> and <a href="mailto:me@b.org">me@b.org</a>'
            "</p>\n",
        ),
        (
            "www.a.com&#64;b.org",
            '<p><a href="mailto:www.a.com@b.org">www.a.com@b.org</a></p>\n',
        ),
        ("a &#64;b.org", "<p>a @b.org</p>\n"),
        ("x&amp;http://a.com", "<p>x&amp;http://a.com</p>\n"),
        ("&copy;a.com", '<p>©<a href="https://a.com">a.com</a></p>\n'),
        (
            "See www.w3.org&#47;x now",
            '<p>See <a href="https://www.w3.org/x">www.w3.org/x</a> now</p>\n',
        ),
        ("See me@w3&#46;org now", '<p>See <a href="mailto:me@w3.org">me@w3.org</a> now</p>\n'),
    ],
)
def test_uts58_reads_an_entity_as_its_character(text: str, html: str) -> None:
    """uts58 links what the reader sees: ``me&#64;b.org`` shows the email ``me@b.org``, and
    ``www.w3.org&#47;x`` the link ``www.w3.org/x`` (issue 36.5); after ``&#64;`` alone a
    host is an email's host with no local part, and after ``&amp;`` a link would start
    inside a token: no piece of either is linked."""
    assert render(text, mode="uts58") == html


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_typographer_leaves_link_text_as_typed(mode: str) -> None:
    """A link's text is the address as typed (docs/python-markdown.md#link-text-is-kept-as-typed),
    so the typographer's replacements (``---``, ``--``) apply around the link, never inside it."""
    md = MarkdownIt("commonmark", {"typographer": True}).enable("replacements")
    source = "See https://example.com/a---b/c--d and a---b c--d."
    assert md.render(source) == "<p>See https://example.com/a—b/c–d and a—b c–d.</p>\n"
    assert md.use(autolinks_plugin, mode=mode).render(source) == (
        '<p>See <a href="https://example.com/a---b/c--d">https://example.com/a---b/c--d</a>'
        " and a—b c–d.</p>\n"
    )


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        (
            "gfm",
            "<p>G <svg><text>\u202epypi.org/project/x</text></svg> and "
            '<a href="http://www.python.org%E2%80%8B">www.python.org\u200b</a></p>\n',
        ),
        (
            "uts58",
            "<p>G <svg><text>\u202epypi.org/project/x</text></svg> and "
            '<a href="https://www.python.org">www.python.org</a>\u200b</p>\n',
        ),
    ],
)
def test_an_override_inside_a_raw_drawing_does_not_reach_past_it(mode: str, html: str) -> None:
    """Text inside a raw element never linked (an ``<svg>``'s text with a right-to-left
    override left open) bears on no link after the element (issue 36.4)."""
    text = "G <svg><text>\u202epypi.org/project/x</text></svg> and www.python.org\u200b"
    assert render(text, mode=mode) == html


@pytest.mark.parametrize(
    "text",
    [
        "G <svg><text>\u202epypi.org/project/x and www.python.org",
        "G <code>\u202epypi.org/project/x</code> and www.python.org",
        "G <b>\u202epypi.org/project/x</b> and www.python.org",
    ],
)
def test_an_override_that_runs_on_in_the_browser_still_holds(text: str) -> None:
    """An override in an element left open, or in an element the browser lays out with the
    text around it (``<code>``, ``<b>``), still holds over the text after it."""
    assert render(text, mode="gfm") == f"<p>{text}</p>\n"


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_an_override_left_open_in_link_text_holds_over_the_paragraph(mode: str) -> None:
    """The inline rule reads the paragraph's source whole: an override left open in a
    link's text holds over the links after it, as in a browser (docs/security.md)."""
    text = "[\u202ex](https://z.org/) and www.w3.org/a"
    assert render(text, mode=mode) == (
        '<p><a href="https://z.org/">\u202ex</a> and www.w3.org/a</p>\n'
    )


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        (
            "gfm",
            '<p>a <em>b</em> c \\<a href="https://a.com/x">https://a.com/x</a> and d_e '
            '<a href="http://www.b.org">www.b.org</a>. \\www.c.net <a href="f">e</a> g</p>\n',
        ),
        (
            "uts58",
            "<p>a <em>b</em> c \\https://a.com/x and d_e "
            '<a href="https://www.b.org">www.b.org</a>. \\www.c.net <a href="f">e</a> g</p>\n',
        ),
    ],
)
def test_text_before_links_is_the_same_where_pending_text_is_only_assigned(
    mode: str, html: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """markdown-it-py 3 has no ``append_pending``: text taken before a link (up to a
    terminator, ``_``), and a ``\\`` that escapes nothing right before one, are then added
    by assignment, to the same HTML."""
    text = "a *b* c \\https://a.com/x and d_e www.b.org. \\www.c.net [e](f) g"
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    assert md.render(text) == html
    monkeypatch.setattr(constructs, "add_pending", constructs._pending_grown)
    monkeypatch.setattr(inline_rule, "add_pending", constructs._pending_grown)
    assert md.render(text) == html


RAW_HTML_SOURCES = [
    "<br>a <b>b</b> <span class='x'>c</span> <img src=\"i\"/>",
    "<!-- c --> <!--> <!---> <?p x?> <![CDATA[ x ]]> <!DOCTYPE html>",
    "\\<b> \\\\<i> <https://a.com> <a@b.com> a <b, c> d 1 <2 and 3> 4",
    '<a href="x>y">z</a> <!-- open',
]


@pytest.mark.parametrize("src", RAW_HTML_SOURCES)
def test_raw_html_spans_are_markdown_its_raw_html(src: str) -> None:
    """:func:`~md_autolinks.markdown_it.source_text.raw_html_spans` finds the raw inline
    HTML markdown-it's ``html_inline`` rule makes, escaped ``<`` and autolinks left out."""
    tokens = MarkdownIt("commonmark").parseInline(src)[0].children or []
    made = [token.content for token in tokens if token.type == "html_inline"]
    assert [src[start:end] for start, end in source_text.raw_html_spans(src)] == made


@pytest.mark.parametrize(
    "src", ["<!--a.com " * 500 + ">", "<?a.com " * 500 + ">", "<![CDATA[a " * 500 + ">"]
)
def test_raw_html_spans_try_no_tag_without_its_terminator(
    src: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An opening with no terminator of its kind after it costs no match of the tag pattern
    (whose comment and instruction forms would read on to the end of the source from each):
    finding a paragraph's raw HTML stays linear."""
    tried: list[int] = []
    pattern = source_text.HTML_TAG_RE

    class Counted:
        def match(self, text: str, at: int) -> object:
            tried.append(at)
            return pattern.match(text, at)

    monkeypatch.setattr(source_text, "HTML_TAG_RE", Counted())
    assert list(source_text.raw_html_spans(src)) == []
    assert tried == []
