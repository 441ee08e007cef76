"""The Python-Markdown front end: where it links, where it must not, and how it is configured."""

from __future__ import annotations

import markdown
import pytest

import md_autolinks
from md_autolinks import AutolinkExtension, OptionError
from md_autolinks.python_markdown.tree import TreeLinker
from support.gfm_oracle import render_autolink


def render(text: str, **config: object) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": config}
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("https://x.com/a<br>ok", '<p><a href="https://x.com/a">https://x.com/a</a><br>ok</p>'),
        (
            '<a href="https://example.com">https://example.com</a>',
            '<p><a href="https://example.com">https://example.com</a></p>',
        ),
        (
            '<a href="https://a.com">see <b>www.b.com</b> or c@d.com</a> e@f.com',
            '<p><a href="https://a.com">see <b>www.b.com</b> or c@d.com</a> '
            '<a href="mailto:e@f.com">e@f.com</a></p>',
        ),
        (
            "**john.doe@example.com**",
            '<p><strong><a href="mailto:john.doe@example.com">'
            "john.doe@example.com</a></strong></p>",
        ),
        (
            "example\\.com www.example\\.com a@example\\.com",
            '<p>example.com <a href="http://www.example.com">www.example.com</a> '
            '<a href="mailto:a@example.com">a@example.com</a></p>',
        ),
        (
            "\\. see http://a.com/x`y` \\",
            '<p>. see <a href="http://a.com/x">http://a.com/x</a><code>y</code> \\</p>',
        ),
        (
            "`www.a.com` and ``http://b.com``",
            "<p><code>www.a.com</code> and <code>http://b.com</code></p>",
        ),
        ("[www.a.com](http://c.com)", '<p><a href="http://c.com">www.a.com</a></p>'),
        ("[x][r]\n\n[r]: http://r.com", '<p><a href="http://r.com">x</a></p>'),
        ("[www.a.com][r]\n\n[r]: http://r.com", '<p><a href="http://r.com">www.a.com</a></p>'),
        ("<http://a.com> <b@c.com>", None),
        ("at www.   ", "<p>at www.   </p>"),
        ("at www.a.com  ", '<p>at <a href="http://www.a.com">www.a.com</a>  </p>'),
        (
            '<a href="/h">a stray </code> before www.a.com</a> www.b.com',
            '<p><a href="/h">a stray </code> before www.a.com</a> '
            '<a href="http://www.b.com">www.b.com</a></p>',
        ),
        ("    http://in.code/block\n", "<pre><code>http://in.code/block\n</code></pre>"),
        ("<div>\nhttp://raw.html/block\n</div>", "<div>\nhttp://raw.html/block\n</div>"),
        (
            "http://a.com/*x* www.a.com/a_b_c",
            '<p><a href="http://a.com/*x">http://a.com/*x</a>* '
            '<a href="http://www.a.com/a_b_c">www.a.com/a_b_c</a></p>',
        ),
        ("*www.a.com*", '<p><em><a href="http://www.a.com">www.a.com</a></em></p>'),
        (
            "[ www.a.com is not linked while a bracket is open",
            "<p>[ www.a.com is not linked while a bracket is open</p>",
        ),
        ("[a] www.a.com", '<p>[a] <a href="http://www.a.com">www.a.com</a></p>'),
        (
            "http://a.com/?x=1&amp;y=2",
            '<p><a href="http://a.com/?x=1&amp;amp;y=2">http://a.com/?x=1&amp;amp;y=2</a></p>',
        ),
        ("www.a.com/ü", '<p><a href="http://www.a.com/%C3%BC">www.a.com/ü</a></p>'),
        (
            "mailto:a@b.com xmpp:c@d.com/r",
            '<p><a href="mailto:a@b.com">mailto:a@b.com</a> '
            '<a href="xmpp:c@d.com/r">xmpp:c@d.com/r</a></p>',
        ),
        ('"http://q.com"', '<p>"<a href="http://q.com">http://q.com</a>"</p>'),
        ("# Title www.a.com", '<h1>Title <a href="http://www.a.com">www.a.com</a></h1>'),
        ("* item a@b.co", '<ul>\n<li>item <a href="mailto:a@b.co">a@b.co</a></li>\n</ul>'),
    ],
)
def test_links_only_where_allowed(source: str, expected: str | None) -> None:
    plain = markdown.markdown(source)
    assert render(source) == (plain if expected is None else expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "www.b¿[ https://a.org",
            '<p><a href="http://www.b%C2%BF%5B">www.b¿[</a> <a href="https://a.org">https://a.org</a></p>',
        ),
        (
            "http://b.com/[ www.a.org ]",
            '<p><a href="http://b.com/%5B">http://b.com/[</a> '
            '<a href="http://www.a.org">www.a.org</a> ]</p>',
        ),
        (
            "www.b.com/[ http://a.com/*x*",
            '<p><a href="http://www.b.com/%5B">www.b.com/[</a> '
            '<a href="http://a.com/*x">http://a.com/*x</a>*</p>',
        ),
        ("x [ www.b.com/[ https://a.org", "<p>x [ www.b.com/[ https://a.org</p>"),
        (
            "www.b.com/[ `c` http://a.com/*x*",
            '<p><a href="http://www.b.com/%5B">www.b.com/[</a> <code>c</code> '
            '<a href="http://a.com/*x">http://a.com/*x</a>*</p>',
        ),
        (
            "www.b.com/[ `c` [ http://a.com/*x*",
            '<p><a href="http://www.b.com/%5B">www.b.com/[</a> <code>c</code> '
            "[ http://a.com/<em>x</em></p>",
        ),
    ],
)
def test_a_bracket_inside_a_gfm_link_opens_nothing(source: str, expected: str) -> None:
    """A ``[`` that a www or URL link takes in is link text, so it blocks no later link, as
    in cmark-gfm (found by the differential test at MD_AUTOLINKS_DEEP=10), also where a
    code span stands between (the guard keeps the later link whole); a ``[`` open before
    the link still blocks both."""
    assert render(source) == expected
    assert render_autolink(source).strip() == expected


def test_every_way_of_loading_gives_the_same_html() -> None:
    text = "www.a.com a@b.com"
    expected = render(text)
    assert markdown.markdown(text, extensions=[AutolinkExtension()]) == expected
    assert markdown.markdown(text, extensions=["md_autolinks.markdown_ext"]) == expected
    assert markdown.markdown(text, extensions=[md_autolinks.makeExtension()]) == expected


def test_loading_twice_links_once() -> None:
    html = markdown.markdown("www.a.com", extensions=["md_autolinks", AutolinkExtension()])
    assert html == '<p><a href="http://www.a.com">www.a.com</a></p>'


def test_loading_twice_the_later_configuration_wins() -> None:
    text = "See python.org and www.a.com/*x*."
    gfm = '<p>See python.org and <a href="http://www.a.com/*x">www.a.com/*x</a>*.</p>'
    uts58 = (
        '<p>See <a href="https://python.org">python.org</a> and '
        '<a href="https://www.a.com/*x*">www.a.com/*x*</a>.</p>'
    )
    later_uts58 = markdown.Markdown(extensions=["md_autolinks", AutolinkExtension(mode="uts58")])
    assert later_uts58.convert(text) == uts58
    assert later_uts58.reset().convert(text) == uts58
    later_gfm = markdown.Markdown(extensions=[AutolinkExtension(mode="uts58"), "md_autolinks"])
    assert later_gfm.convert(text) == gfm
    linkers = [item for item in later_gfm.treeprocessors if isinstance(item, TreeLinker)]
    assert len(linkers) == 1


def test_running_on_its_own_output_adds_nothing() -> None:
    once = render("www.a.com, http://b.com and c@d.com")
    assert render(once) == once


@pytest.mark.parametrize(
    ("kinds", "expected"),
    [
        (["url"], '<p>www.a.com <a href="http://b.com">http://b.com</a> c@d.com</p>'),
        (["www"], '<p><a href="http://www.a.com">www.a.com</a> http://b.com c@d.com</p>'),
        ("email", '<p>www.a.com http://b.com <a href="mailto:c@d.com">c@d.com</a></p>'),
    ],
)
def test_kinds_select_what_is_linked(kinds: object, expected: str) -> None:
    assert render("www.a.com http://b.com c@d.com", kinds=kinds) == expected


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"mode": "cm"}, "mode: unknown mode 'cm'; valid modes are 'gfm', 'md4c', 'uts58'"),
        ({"kinds": ["ftp"]}, "kinds: unknown link kind 'ftp'; valid kinds are 'url', 'www'"),
        ({"kinds": []}, "kinds: must name at least one of 'url', 'www', 'email'"),
        ({"kinds": 3}, "kinds: expected a list of link kinds (or a comma-separated string), got 3"),
        ({"colour": "red"}, "unknown option 'colour'; valid options are 'mode', 'kinds'"),
    ],
)
def test_bad_configuration_names_the_valid_choices(config: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError) as raised:
        render("x", **config)
    assert str(raised.value).startswith(message)


def test_odd_markdown_never_crashes_or_drops_text() -> None:
    text = "\x00 www.\ud800.com a@\udfff.com <a href=x>www.a.com \x02 \x03 [[[ *_`"
    html = markdown.markdown(text, extensions=["md_autolinks"])
    assert "www.a.com" in html
    assert "[[[" in html


UTS58_CASES = [
    (
        "https://ja.wikipedia.org/wiki/アニメ and пример.рф/путь",
        {},
        '<p><a href="https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1">'
        "https://ja.wikipedia.org/wiki/アニメ</a> and "
        '<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C">пример.рф/путь</a></p>',
    ),
    (
        "σωκράτης@python.org",
        {},
        '<p><a href="mailto:%CF%83%CF%89%CE%BA%CF%81%CE%AC%CF%84%CE%B7%CF%82@python.org">'
        "σωκράτης@python.org</a></p>",
    ),
    ("see setup.py", {}, "<p>see setup.py</p>"),
    ("see setup.py", {"bare_domains": "all"}, '<p>see <a href="https://setup.py">setup.py</a></p>'),
    (
        "see setup.py or https://conf.py",
        {"bare_domains": "all", "exclude_tlds": "file-extensions"},
        '<p>see setup.py or <a href="https://conf.py">https://conf.py</a></p>',
    ),
    ("see setup.py", {"bare_domains": "all", "exclude_tlds": ["py", "md"]}, "<p>see setup.py</p>"),
    (
        "example.com www.a.com",
        {"bare_domains": False},
        '<p>example.com <a href="https://www.a.com">www.a.com</a></p>',
    ),
    (
        "**https://a.com/(x)** *example.com*.",
        {"bare_domains": "all"},
        '<p><strong><a href="https://a.com/(x)">https://a.com/(x)</a></strong> '
        '<em><a href="https://example.com">example.com</a></em>.</p>',
    ),
    (
        "me&#64;b.org and www.a.com&#64;b.org",
        {},
        '<p><a href="mailto:me@b.org">me@b.org</a> and '
        '<a href="mailto:www.a.com@b.org">www.a.com@b.org</a></p>',
    ),
    (
        "`example.com` [a.com](http://b.com) <https://c.com>",
        {},
        '<p><code>example.com</code> <a href="http://b.com">a.com</a> '
        '<a href="https://c.com">https://c.com</a></p>',
    ),
]


@pytest.mark.parametrize(("source", "config", "expected"), UTS58_CASES)
def test_uts58_mode_in_markdown(source: str, config: dict[str, object], expected: str) -> None:
    assert render(source, mode="uts58", **config) == expected


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            {"bare_domains": "no"},
            "bare_domains: unknown level 'no'; valid levels are 'prose', "
            "'all', 'none' (or true for 'prose', false for 'none')",
        ),
        (
            {"exclude_tlds": "file-extention"},
            "exclude_tlds: 'file-extention' is not a top-level "
            "domain (did you mean 'file-extensions'?); give "
            "TLDs such as 'py', 'sh' or the word "
            "'file-extensions'",
        ),
        (
            {"exclude_tlds": ["p y"]},
            "exclude_tlds: 'p y' is not a top-level domain (did you "
            "mean 'py'?); give TLDs such as 'py', 'sh' or the word "
            "'file-extensions'",
        ),
    ],
)
def test_bad_uts58_options_are_named(config: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError) as raised:
        render("x", mode="uts58", **config)
    assert str(raised.value) == message


def test_an_unclosed_raw_anchor_stays_in_its_block_for_both_passes() -> None:
    html = render('<a href="x">www.a.com a@b.com\n\nwww.c.com c@d.com')
    assert html == (
        '<p><a href="x">www.a.com a@b.com</p>\n'
        '<p><a href="http://www.c.com">www.c.com</a> <a href="mailto:c@d.com">c@d.com</a></p>'
    )


@pytest.mark.parametrize(("mode", "scheme"), [("gfm", "http"), ("uts58", "https")])
def test_a_url_before_a_footnote_reference_keeps_the_footnote(mode: str, scheme: str) -> None:
    """A URL right before a footnote reference, ``see http://a.com/x[^1]``: the footnote
    reference and its section stay, in Python-Markdown as in the markdown-it plugin."""
    html = markdown.markdown(
        "see http://a.com/x[^1]\n\n[^1]: note www.b.com",
        extensions=["md_autolinks", "footnotes"],
        extension_configs={"md_autolinks": {"mode": mode}},
    )
    assert html == (
        '<p>see <a href="http://a.com/x">http://a.com/x</a><sup id="fnref:1">'
        '<a class="footnote-ref" href="#fn:1">1</a></sup></p>\n'
        '<div class="footnote">\n<hr />\n<ol>\n<li id="fn:1">\n'
        f'<p>note <a href="{scheme}://www.b.com">www.b.com</a>&#160;<a class="footnote-backref" '
        'href="#fnref:1" title="Jump back to footnote 1 in the text">&#8617;</a></p>\n'
        "</li>\n</ol>\n</div>"
    )
