"""uts58 hosts in prose, as browsers read them (docs/modes.md#hosts-starts-and-ends): which host a
link has, where a link may start, which characters end a host, emails between marks. Every
family runs in all three modes: uts58 is asserted exactly (text and href); gfm and md4c are
pinned as their references make them; in no mode does a link go to a host other than the one its
text shows.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from md_autolinks import find_links
from md_autolinks.engine.hosts import ascii_host
from md_autolinks.engine.model import Link, LinkKind
from support.url_hosts import host_of_url

MODES = ("gfm", "md4c", "uts58")

#: (text, gfm link texts, md4c link texts, uts58 (text, href) pairs).
ROWS: list[tuple[str, list[str], list[str], list[tuple[str, str]]]] = [
    # deviation
    ("Siehe straße.de heute", [], [], [("straße.de", "https://xn--strae-oqa.de")]),
    (
        "Siehe www.straße.de heute",
        ["www.straße.de"],
        [],
        [("www.straße.de", "https://www.xn--strae-oqa.de")],
    ),
    ("info@straße.de", [], [], [("info@straße.de", "mailto:info@xn--strae-oqa.de")]),
    ("σοφος.gr", [], [], [("σοφος.gr", "https://xn--0xaajbq.gr")]),
    ("www.faß.de", ["www.faß.de"], [], [("www.faß.de", "https://www.xn--fa-hia.de")]),
    (
        "https://faß.de/x",
        ["https://faß.de/x"],
        [],
        [("https://faß.de/x", "https://xn--fa-hia.de/x")],
    ),
    # joiners
    (
        "می\u200cخواهم.ایران",
        [],
        [],
        [("می\u200cخواهم.ایران", "https://xn--mgbn2ecje63gr19l.xn--mgba3a4f16a")],
    ),
    ("a\u200db.com", [], [], []),
    ("www.a\u200db.com", ["www.a\u200db.com"], [], []),
    ("x@a\u200db.com", [], [], []),
    ("https://a\u200cb.com/x", ["https://a\u200cb.com/x"], [], []),
    # mapped
    ("ｐｙｔｈｏｎ．ｏｒｇ", [], [], [("ｐｙｔｈｏｎ．ｏｒｇ", "https://python.org")]),
    ("www.ｅｘａｍｐｌｅ．ｃｏｍ", ["www.ｅｘａｍｐｌｅ．ｃｏｍ"], [], []),
    (
        "www.ｐｙｔｈｏｎ．ｏｒｇ",
        ["www.ｐｙｔｈｏｎ．ｏｒｇ"],
        [],
        [("www.ｐｙｔｈｏｎ．ｏｒｇ", "https://www.python.org")],
    ),
    ("例子。中国", [], [], []),
    ("例子．中国", [], [], [("例子．中国", "https://xn--fsqu00a.xn--fiqs8s")]),
    ("例子｡中国", [], [], []),
    ("WWW.EXAMPLE.COM", [], [], []),
    ("WWW.PYTHON.ORG", [], [], [("WWW.PYTHON.ORG", "https://www.python.org")]),
    ("a.com：8080 x", [], [], []),
    ("https://a.com？x=1", ["https://a.com？x=1"], [], []),
    ("https://a.com：8080/", ["https://a.com：8080/"], [], []),
    # ignored
    (
        "https://pay\xadpal.com/login",
        ["https://pay\xadpal.com/login"],
        [],
        [("https://pay\xadpal.com/login", "https://paypal.com/login")],
    ),
    (
        "www.pay\xadpal.com",
        ["www.pay\xadpal.com"],
        [],
        [("www.pay\xadpal.com", "https://www.paypal.com")],
    ),
    ("pay\u200bpal.com", [], [], [("pay\u200bpal.com", "https://paypal.com")]),
    ("pay\u2060pal.com", [], [], [("pay\u2060pal.com", "https://paypal.com")]),
    ("\ufeffpython.org", [], [], [("python.org", "https://python.org")]),
    ("x@pay\xadpal.com", [], [], [("x@pay\xadpal.com", "mailto:x@paypal.com")]),
    # invalid
    ("xn--a.com", [], [], []),
    ("www.xn--a.com", ["www.xn--a.com"], [], []),
    ("https://xn--a.com/x", ["https://xn--a.com/x"], [], []),
    ("x@xn--a.com", ["x@xn--a.com"], [], []),
    (
        "https://xn--a.com/(www.evil.com)",
        ["https://xn--a.com/(www.evil.com)"],
        ["www.evil.com"],
        [],
    ),
    ("xn--zz-zz.com", [], [], []),
    # starts
    ("foo_bar.com", [], [], []),
    ("foo_www.bar.com", ["www.bar.com"], [], []),
    ("me@foo_bar.com", ["me@foo_bar.com"], ["me@foo_bar.com"], []),
    ("key=value.com", [], [], []),
    ("key=www.value.com", [], [], []),
    ("udp%3A%2F%2Ftracker.example.com", [], [], []),
    ("udp%3A%2F%2Fwww.example.com", [], [], []),
    ("path/to/file.md", [], [], []),
    ("path/to/www.example.com", [], [], []),
    ("/etc/hosts.de", [], [], []),
    ("www.foo_bar.com", [], ["www.foo_bar.com"], []),
    ("Foo::Bar.pm", [], [], []),
    ("\u0640python.org", [], [], []),  # a letter that is no host character still glues
    ("C:\\dir\\x.com", [], [], []),
    ("a&b.com", [], [], []),
    ("a+b.com", [], [], []),
    ("ftp://a.com", ["ftp://a.com"], ["ftp://a.com"], []),
    (
        "me.info@python.org",
        ["me.info@python.org"],
        ["me.info@python.org"],
        [("me.info@python.org", "mailto:me.info@python.org")],
    ),
    ("_python.org_", [], [], [("python.org", "https://python.org")]),
    (
        "*www.python.org*",
        ["www.python.org"],
        [],
        [("www.python.org", "https://www.python.org")],
    ),
    # ends
    ("See “python.org” now", [], [], [("python.org", "https://python.org")]),
    ("„python.org“", [], [], [("python.org", "https://python.org")]),
    ("»python.org«", [], [], [("python.org", "https://python.org")]),
    ("«пример.рф»", [], [], [("пример.рф", "https://xn--e1afmkfd.xn--p1ai")]),
    ("「例子.中国」", [], [], [("例子.中国", "https://xn--fsqu00a.xn--fiqs8s")]),
    ("『www.python.org』", [], [], [("www.python.org", "https://www.python.org")]),
    (
        "“https://example.org/a”",
        ["https://example.org/a”"],
        [],
        [("https://example.org/a", "https://example.org/a")],
    ),
    ("“python.org/docs”", [], [], [("python.org/docs", "https://python.org/docs")]),
    ("“www.python.org/docs”", [], [], [("www.python.org/docs", "https://www.python.org/docs")]),
    (
        "python.org、wikipedia.org，x.org。",
        [],
        [],
        [
            ("python.org", "https://python.org"),
            ("wikipedia.org", "https://wikipedia.org"),
            ("x.org", "https://x.org"),
        ],
    ),
    ("访问 python.org。然后", [], [], [("python.org", "https://python.org")]),
    ("（www.python.org）", [], [], [("www.python.org", "https://www.python.org")]),
    # emails
    ("请联系我们。a@example.cn", ["a@example.cn"], [], [("a@example.cn", "mailto:a@example.cn")]),
    ("请联系我们．a@example.cn", ["a@example.cn"], [], []),
    (
        "**fake.mail@gmail.com**",
        ["fake.mail@gmail.com"],
        [],
        [("fake.mail@gmail.com", "mailto:fake.mail@gmail.com")],
    ),
    ("'me@a.com'", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("_me@a.com_", [], [], [("me@a.com", "mailto:me@a.com")]),
    ("~me@a.com~", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("`me@a.com`", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("_me@a.com", ["_me@a.com"], [], [("_me@a.com", "mailto:_me@a.com")]),
    # the marks of Markdown extensions wrap an email the same way, and sentence punctuation
    # may stand before the closing marks; a mark nothing closes is part of the address
    ("^^me@a.com^^", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("==me@a.com,==", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("**me@a.com!**", ["me@a.com"], [], [("me@a.com", "mailto:me@a.com")]),
    ("~~a.b@f.org!~~", ["a.b@f.org"], [], [("a.b@f.org", "mailto:a.b@f.org")]),
    ("^me@a.com", ["me@a.com"], [], [("^me@a.com", "mailto:%5Eme@a.com")]),
    # an email is a whole token or nothing: a backslash joins the text before it
    ("see \\a@b.com", ["a@b.com"], [], []),
    # a name enclosed by marks or quotes before the @ is emphasis or a quotation, as
    # cmark-gfm renders it (<strong>fake.mail</strong>@gmail.com), not an address
    ("Mail **fake.mail**@gmail.com now", [], [], []),
    ("*me*@python.org", [], [], []),
    ("'me'@python.org", [], [], []),
    ("__init__@x.com", ["__init__@x.com"], [], []),
]


def uts58(text: str) -> list[tuple[str, str]]:
    return [(link.text, link.href) for link in find_links(text, mode="uts58")]


@pytest.mark.parametrize(("text", "expected"), [(row[0], row[3]) for row in ROWS])
def test_uts58_links(text: str, expected: list[tuple[str, str]]) -> None:
    assert uts58(text) == expected


REFERENCE_HOSTS = {
    "\u1100python.org": [("\u1100python.org", "https://xn--python-2ey.org")],
    "例子。中国": [("例子。中国", "https://xn--fsqu00a.xn--fiqs8s")],
    "例子｡中国": [("例子｡中国", "https://xn--fsqu00a.xn--fiqs8s")],
    "www.ｅｘａｍｐｌｅ．ｃｏｍ": [("www.ｅｘａｍｐｌｅ．ｃｏｍ", "https://www.example.com")],
    "WWW.EXAMPLE.COM": [("WWW.EXAMPLE.COM", "https://www.example.com")],
}
"""Rows whose host holds a character browsers accept that IDNA2008 does not (a symbol, a
conjoining jamo): a host character at ``bare_domains: "all"``, as in UTS #58's reference,
so the whole token is the host there; and bare hosts with an ideographic full stop, a
label dot at that level and the end of a sentence at the others
(``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``); and a host reserved for
examples, which the other levels do not link even after ``www.``
(``docs/modes.md#placeholders-and-names-in-code-are-not-sites``)."""


@pytest.mark.parametrize(
    ("text", "expected"), [(row[0], REFERENCE_HOSTS.get(row[0], row[3])) for row in ROWS]
)
def test_uts58_links_at_the_reference_level(text: str, expected: list[tuple[str, str]]) -> None:
    """The same links with ``bare_domains: "all"``: the start, end and host rules hold at
    every level, not only where the ``"prose"`` rule would drop the piece anyway
    (``udp%3A%2F%2Ftracker.example.com``, ``path/to/file.md`` and ``Foo::Bar.pm`` give no
    ``example.com``, ``file.md`` or ``Bar.pm`` at the default level for that reason alone);
    :data:`REFERENCE_HOSTS` read their hosts as the reference does."""
    links = find_links(text, mode="uts58", bare_domains="all")
    assert [(link.text, link.href) for link in links] == expected


@pytest.mark.parametrize(("text", "gfm", "md4c"), [row[:3] for row in ROWS])
def test_reference_modes_pinned(text: str, gfm: list[str], md4c: list[str]) -> None:
    assert [link.text for link in find_links(text, mode="gfm")] == gfm
    assert [link.text for link in find_links(text, mode="md4c")] == md4c


def shown_and_linked_hosts(link: Link) -> tuple[str | None, str | None]:
    """The host the link's text shows and the host its href goes to, both as a browser
    reads them (:func:`~md_autolinks.engine.hosts.ascii_host`)."""
    if link.kind is LinkKind.EMAIL:
        return (
            ascii_host(link.text.rpartition("@")[2]),
            ascii_host(link.href.rpartition("@")[2]),
        )
    shown = link.text if "://" in link.text else "https://" + link.text
    shown_host, linked_host = host_of_url(shown), host_of_url(link.href)
    return (
        ascii_host(shown_host) if shown_host else None,
        ascii_host(linked_host) if linked_host else None,
    )


@pytest.mark.parametrize("text", [row[0] for row in ROWS])
@pytest.mark.parametrize("mode", MODES)
def test_no_link_goes_to_a_host_its_text_does_not_show(mode: str, text: str) -> None:
    for link in find_links(text, mode=mode):
        shown, linked = shown_and_linked_hosts(link)
        assert shown == linked, (link, shown, linked)
        if mode == "uts58":
            assert linked is not None


#: (Markdown source, HTML of its paragraph) in uts58 mode, the same through Python-Markdown
#: and markdown-it: a link inside emphasis, quotes or brackets keeps them outside it.
FRONT_END_CASES = [
    (
        "**fake.mail@gmail.com**",
        '<p><strong><a href="mailto:fake.mail@gmail.com">fake.mail@gmail.com</a></strong></p>',
    ),
    ("'me@a.com'", "<p>'<a href=\"mailto:me@a.com\">me@a.com</a>'</p>"),
    ("_me@a.com_", '<p><em><a href="mailto:me@a.com">me@a.com</a></em></p>'),
    (
        "Mail **fake.mail**@gmail.com now",
        "<p>Mail <strong>fake.mail</strong>@gmail.com now</p>",
    ),
    ("Mail *me*@a.com", "<p>Mail <em>me</em>@a.com</p>"),
    ("__init__@x.com", "<p><strong>init</strong>@x.com</p>"),
    (
        "Siehe straße.de heute",
        '<p>Siehe <a href="https://xn--strae-oqa.de">straße.de</a> heute</p>',
    ),
    ("info@straße.de", '<p><a href="mailto:info@xn--strae-oqa.de">info@straße.de</a></p>'),
    ("See “python.org” now", '<p>See “<a href="https://python.org">python.org</a>” now</p>'),
    ("「例子.中国」", '<p>「<a href="https://xn--fsqu00a.xn--fiqs8s">例子.中国</a>」</p>'),
    (
        "“https://example.org/a”",
        '<p>“<a href="https://example.org/a">https://example.org/a</a>”</p>',
    ),
    (
        "https://pay\u00adpal.com/login",
        '<p><a href="https://paypal.com/login">https://pay\u00adpal.com/login</a></p>',
    ),
    ("ｐｙｔｈｏｎ．ｏｒｇ", '<p><a href="https://python.org">ｐｙｔｈｏｎ．ｏｒｇ</a></p>'),
    ("访问 python.org。然后", '<p>访问 <a href="https://python.org">python.org</a>。然后</p>'),
    (
        "می\u200cخواهم.ایران",
        '<p><a href="https://xn--mgbn2ecje63gr19l.xn--mgba3a4f16a">می\u200cخواهم.ایران</a></p>',
    ),
    (
        "foo_bar.com www.foo_bar.com key=value.com path/to/file.md a\u200db.com",
        "<p>foo_bar.com www.foo_bar.com key=value.com path/to/file.md a\u200db.com</p>",
    ),
    (
        "xn--a.com www.xn--a.com https://xn--a.com/x x@xn--a.com xn--zz-zz.com",
        "<p>xn--a.com www.xn--a.com https://xn--a.com/x x@xn--a.com xn--zz-zz.com</p>",
    ),
    ("www.ｅｘａｍｐｌｅ．ｃｏｍ", "<p>www.ｅｘａｍｐｌｅ．ｃｏｍ</p>"),
    (
        "www.ｐｙｔｈｏｎ．ｏｒｇ",
        '<p><a href="https://www.python.org">www.ｐｙｔｈｏｎ．ｏｒｇ</a></p>',
    ),
    ("pay\u200bpal.com", '<p><a href="https://paypal.com">pay\u200bpal.com</a></p>'),
]


@pytest.mark.parametrize(("source", "html"), FRONT_END_CASES)
def test_python_markdown(source: str, html: str) -> None:
    import markdown

    config = {"md_autolinks": {"mode": "uts58"}}
    rendered = markdown.markdown(source, extensions=["md_autolinks"], extension_configs=config)
    assert rendered == html


@pytest.mark.parametrize(("source", "html"), FRONT_END_CASES)
def test_markdown_it(source: str, html: str) -> None:
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    rendered = MarkdownIt("commonmark").use(autolinks_plugin, mode="uts58").render(source)
    assert rendered == html + "\n"


SPHINX_LINE = (
    "See **fake.mail@gmail.com**, straße.de, info@straße.de, “python.org”, 「例子.中国」, "
    "“https://example.org/a”, foo_bar.com, www.foo_bar.com, key=value.com, a\u200db.com, "
    "xn--a.com, www.xn--a.com, ｐｙｔｈｏｎ．ｏｒｇ."
)
#: What docutils itself links in reST before md_autolinks runs (its standalone-hyperlink
#: rule takes ``'me@a.com`` and ``https:/``), so these run through MyST only.
MYST_ONLY = " 'me@a.com' and https://pay\u00adpal.com/login."


def _anchor(href: str, text: str) -> str:
    return f'<a class="reference external" href="{href}">{text}</a>'


def _email(href: str, text: str) -> str:
    return _anchor(href, text.replace(".", "<span>&#46;</span>").replace("@", "<span>&#64;</span>"))


def test_sphinx_rest_and_myst(tmp_path: Path) -> None:
    from support.sphinx_projects import build, paragraphs, tiny_project

    project = tiny_project(
        tmp_path, SPHINX_LINE, SPHINX_LINE + MYST_ONLY, "md_autolinks_mode = 'uts58'"
    )
    common = (
        "<p>See <strong>"
        + _email("mailto:fake&#46;mail&#37;&#52;&#48;gmail&#46;com", "fake.mail@gmail.com")
        + "</strong>, "
        + _anchor("https://xn--strae-oqa.de", "straße.de")
        + ", "
        + _email("mailto:info&#37;&#52;&#48;xn--strae-oqa&#46;de", "info@straße.de")
        + ", “"
        + _anchor("https://python.org", "python.org")
        + "”, 「"
        + _anchor("https://xn--fsqu00a.xn--fiqs8s", "例子.中国")
        + "」, “"
        + _anchor("https://example.org/a", "https://example.org/a")
        + "”, foo_bar.com, www.foo_bar.com, key=value.com, a\u200db.com, "
        + "xn\u2013a.com, www.xn\u2013a.com, "  # smartquotes makes "--" an en dash
        + _anchor("https://python.org", "ｐｙｔｈｏｎ．ｏｒｇ")
        + "."
    )
    myst_only = (
        " ‘"
        + _email("mailto:me&#37;&#52;&#48;a&#46;com", "me@a.com")
        + "’ and "
        + _anchor("https://paypal.com/login", "https://pay\u00adpal.com/login")
        + "."
    )
    assert paragraphs(build(project)) == {
        "index": [common + "</p>"],
        "page": [common + myst_only + "</p>"],
    }


def test_a_window_that_cuts_a_host_gives_no_link() -> None:
    from md_autolinks.engine.finder import get_scanner
    from md_autolinks.engine.options import Options

    scanner = get_scanner(Options(mode="uts58"))
    text = "Siehe straße.de heute"
    assert [link.text for link in scanner.iter_links(text, 9)] == []
    assert [link.text for link in scanner.iter_links(text, 6)] == ["straße.de"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a.\u200bcom", [("a.\u200bcom", "https://a.com")]),
        ("www.a.com\u200b x", [("www.a.com", "https://www.a.com")]),
        ("https://a.com\u00ad/x", [("https://a.com\u00ad/x", "https://a.com/x")]),
    ],
)
def test_ignored_characters_at_a_tld_edge(text: str, expected: list[tuple[str, str]]) -> None:
    """Inside a host they are read away; after its TLD they stay outside the link unless
    the token goes on after them (then ``/x`` is not dropped). The
    scanner's needle still finds a TLD they start (front ends skip text without a match)."""
    from md_autolinks.engine.finder import get_scanner
    from md_autolinks.engine.options import Options

    assert uts58(text) == expected
    assert get_scanner(Options(mode="uts58")).needle.search(text) is not None
