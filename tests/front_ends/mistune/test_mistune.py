"""The mistune 3 front end (docs/getting-started.md#mistune): cmark-gfm's autolink examples,
links claimed before emphasis, escapes and character references read as the page shows them,
every option, threads, other renderers, bad options and pathological input."""

from __future__ import annotations

import re
import sys
from concurrent.futures import ThreadPoolExecutor
from html import unescape

import mistune
import pytest
from mistune.renderers.markdown import MarkdownRenderer

from md_autolinks.engine.errors import OptionError
from md_autolinks.mistune import autolinks_plugin
from support.html_normalize import anchors, normalize_html
from support.spec_files import SpecExample, gfm_autolink_examples, params


def render(text: str, *, escape: bool = False, **options: object) -> str:
    """``text`` through mistune's HTML renderer with the plugin (``escape=False`` writes
    character references as characters, as ``mistune.html`` does)."""
    parser = mistune.create_markdown(escape=escape, plugins=[autolinks_plugin(**options)])
    return str(parser(text))


MISTUNE_RENDERING = {
    "gfm-extensions-20": "mistune emphasises _A_ where cmark-gfm's expected output is ignored",
    "gfm-regression-22": "mistune's footnotes plugin writes other footnote markup",
    "gfm-regression-23": "mistune emphasises _a_ inside an undefined footnote label",
}
"""Examples whose markup other than the autolinks mistune writes otherwise: compared on
their anchors only."""


@pytest.mark.parametrize("example", params(gfm_autolink_examples()))
def test_cmark_gfms_autolink_examples(example: SpecExample) -> None:
    parser = mistune.create_markdown(
        escape=False, plugins=["table", "footnotes", "strikethrough", autolinks_plugin()]
    )
    rendered = str(parser(example.markdown))
    assert anchors(rendered) == anchors(example.html)
    if example.id not in MISTUNE_RENDERING:
        assert normalize_html(rendered) == normalize_html(example.html)


@pytest.mark.parametrize(
    ("mode", "text", "html"),
    [
        (
            "gfm",
            "see http://a.com/*x* and www.b.com, me@c.org.",
            '<p>see <a href="http://a.com/*x">http://a.com/*x</a>* and '
            '<a href="http://www.b.com">www.b.com</a>, <a href="mailto:me@c.org">me@c.org</a>.</p>',
        ),
        (
            "gfm",
            "*www.a.com* and _me@b.com_ and **http://a.com/x**",
            '<p><em><a href="http://www.a.com">www.a.com</a></em> and '
            '<em><a href="mailto:me@b.com">me@b.com</a></em> and '
            '<strong><a href="http://a.com/x">http://a.com/x</a></strong></p>',
        ),
        (
            "uts58",
            "see python.org/*x* and 例え.jp",
            '<p>see <a href="https://python.org/*x*">python.org/*x*</a> and '
            '<a href="https://xn--r8jz45g.jp">例え.jp</a></p>',
        ),
        (
            "md4c",
            "see http://a.com/*x* and www.b.com",
            '<p>see http://a.com/<em>x</em> and <a href="http://www.b.com">www.b.com</a></p>',
        ),
        (
            "gfm",
            "http://a.com/`x` and http://a.com/<b>x</b> and http://a.com/[x](y)",
            '<p><a href="http://a.com/">http://a.com/</a><code>x</code> and '
            '<a href="http://a.com/">http://a.com/</a><b>x</b> and '
            '<a href="http://a.com/">http://a.com/</a><a href="y">x</a></p>',
        ),
        (
            "gfm",
            "[www.a.com](x) and [see www.b.com and ![www.c.com](i.png)",
            '<p><a href="x">www.a.com</a> and [see www.b.com and '
            '<img src="i.png" alt="www.c.com" /></p>',
        ),
        (
            "uts58",
            "[see www.b.com and [^www.c.com] x",
            '<p>[see <a href="https://www.b.com">www.b.com</a> and '
            '[^<a href="https://www.c.com">www.c.com</a>] x</p>',
        ),
        (
            "gfm",
            "a <kbd>me@b.org</kbd> <a href='x'>www.a.com</a> `www.c.com` <!-- www.d.com -->",
            "<p>a <kbd>me@b.org</kbd> <a href='x'>www.a.com</a> <code>www.c.com</code> "
            "<!-- www.d.com --></p>",
        ),
        (
            "gfm",
            "a \u202ewww.evil.com\u202c and `\u202e` www.good.com",
            "<p>a \u202ewww.evil.com\u202c and <code>\u202e</code> www.good.com</p>",
        ),
        (
            "uts58",
            "Line 例え.jp\\\nnext",
            '<p>Line <a href="https://xn--r8jz45g.jp">例え.jp</a><br />\nnext</p>',
        ),
    ],
)
def test_links_as_the_page_reads(mode: str, text: str, html: str) -> None:
    """Links claimed before emphasis in gfm and uts58 (emphasis marks are link text, as in
    cmark-gfm), cut before code, raw HTML and explicit links; none after an open ``[`` in
    gfm; none inside explicit links, images, code, raw ``<a>`` or never-linked elements;
    none in text a directional override reverses; a hard break ends a link."""
    assert render(text, mode=mode) == html + "\n"


@pytest.mark.parametrize(
    ("mode", "html"),
    [
        (
            "gfm",
            '<p><a href="mailto:x_me@python.org">x_me@python.org</a> and '
            '*<a href="http://www.python.org">www.python.org</a> and me@python.org_</p>',
        ),
        ("md4c", "<p>x_me@python.org and *www.python.org and me@python.org_</p>"),
        (
            "uts58",
            '<p><a href="mailto:x_me@python.org">x_me@python.org</a> and '
            '*<a href="https://www.python.org">www.python.org</a> and '
            '<a href="mailto:me@python.org">me@python.org</a>_</p>',
        ),
    ],
)
def test_escapes_follow_the_one_rule(mode: str, html: str) -> None:
    """gfm reads escapes as cmark-gfm (docs/getting-started.md, common/escapes.py); md4c
    makes no link that touches one, as md4c HEAD; uts58 reads the text the reader sees, where
    an escape is its character, as the Python-Markdown extension does."""
    text = "x\\_me@python.org and \\*www.python.org and me@python.org\\_"
    assert render(text, mode=mode) == html + "\n"


@pytest.mark.parametrize(
    ("mode", "escape", "html"),
    [
        (
            "uts58",
            False,
            '<p><a href="https://www.w3.org/x">www.w3.org/x</a> and '
            '<a href="mailto:me@b.org">me@b.org</a> and a &amp; b</p>',
        ),
        (
            "uts58",
            True,
            '<p>www.w3.org&amp;#47;x and me&amp;#64;<a href="https://b.org">b.org</a> and '
            "a &amp;amp; b</p>",
        ),
        (
            "gfm",
            True,
            '<p><a href="http://www.w3.org&amp;#47;x">www.w3.org&amp;#47;x</a> and '
            "me&amp;#64;b.org and a &amp;amp; b</p>",
        ),
    ],
)
def test_character_references_are_read_as_the_page_shows_them(
    mode: str, escape: bool, html: str
) -> None:
    """With ``escape=False`` mistune shows ``&#47;`` as ``/`` and the link is read so; with
    ``escape=True`` it shows the reference as written, and so is it read (gfm's www link
    takes it, as cmark-gfm's does)."""
    text = "www.w3.org&#47;x and me&#64;b.org and a &amp; b"
    assert render(text, mode=mode, escape=escape) == html + "\n"


def test_a_link_written_with_a_reference_is_written_as_mistune_writes_text() -> None:
    text = "see www.w3.org/a?b=1&amp;c=2 now"
    assert render(text) == (
        '<p>see <a href="http://www.w3.org/a?b=1&amp;c=2">www.w3.org/a?b=1&amp;c=2</a> now</p>\n'
    )
    assert render(text, escape=True) == (
        '<p>see <a href="http://www.w3.org/a?b=1&amp;amp;c=2">www.w3.org/a?b=1&amp;amp;c=2</a>'
        " now</p>\n"
    )


def test_anchor_options() -> None:
    html = render(
        "see www.a.com and me@b.org",
        css_class="ext",
        kind_css_classes={"email": "mail"},
        rel="nofollow",
        target="_blank",
        title="Go to {href}",
    )
    assert html == (
        '<p>see <a href="http://www.a.com" title="Go to http://www.a.com" class="ext" '
        'rel="nofollow noopener" target="_blank">www.a.com</a> and '
        '<a href="mailto:me@b.org" title="Go to mailto:me@b.org" class="ext mail" '
        'rel="nofollow">me@b.org</a></p>\n'
    )


def test_text_and_policy_options() -> None:
    html = render(
        "see https://www.a.com/x and me@b.org and https://c.org",
        hide_scheme=True,
        readable_text=True,
        deny_domains=["c.org"],
    )
    assert html == (
        '<p>see <a href="https://www.a.com/x">www.a.com/x</a> and '
        '<a href="mailto:me@b.org">me@b.org</a> and https://c.org</p>\n'
    )


def test_kinds_and_first_mention_only() -> None:
    assert render("www.a.com and a@b.org", kinds=["email"]) == (
        '<p>www.a.com and <a href="mailto:a@b.org">a@b.org</a></p>\n'
    )
    assert render("www.a.com www.a.com and a@b.org a@b.org", first_mention_only=True) == (
        '<p><a href="http://www.a.com">www.a.com</a> www.a.com and '
        '<a href="mailto:a@b.org">a@b.org</a> a@b.org</p>\n'
    )


def test_first_mention_only_is_per_page() -> None:
    parser = mistune.create_markdown(plugins=[autolinks_plugin(first_mention_only=True)])
    page = '<p><a href="http://www.a.com">www.a.com</a> www.a.com</p>\n'
    assert [parser("www.a.com www.a.com") for _ in range(2)] == [page, page]


def test_bad_options_raise_naming_the_valid_choices() -> None:
    with pytest.raises(OptionError, match="valid modes are 'gfm', 'md4c', 'uts58'"):
        autolinks_plugin(mode="commonmark")  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="unknown option 'colour'; valid options are 'mode'"):
        autolinks_plugin(colour="red")


def test_the_later_plugin_replaces_the_earlier() -> None:
    parser = mistune.create_markdown(plugins=[autolinks_plugin(css_class="a")])
    autolinks_plugin(mode="uts58")(parser)
    assert parser("see python.org") == '<p>see <a href="https://python.org">python.org</a></p>\n'


def test_other_renderers() -> None:
    """No renderer (the token tree): mistune's own link tokens, nothing of the front end's;
    a renderer that writes Markdown again: the source as written."""
    tree = mistune.create_markdown(renderer=None, plugins=[autolinks_plugin(mode="uts58")])
    assert tree("see www.a.com and ![www.b.com](i.png) \\*x") == [
        {
            "type": "paragraph",
            "children": [
                {"type": "text", "raw": "see "},
                {
                    "type": "link",
                    "children": [{"type": "text", "raw": "www.a.com"}],
                    "attrs": {"url": "https://www.a.com"},
                },
                {"type": "text", "raw": " and "},
                {
                    "type": "image",
                    "children": [{"type": "text", "raw": "www.b.com"}],
                    "attrs": {"url": "i.png"},
                },
                {"type": "text", "raw": " *x"},
            ],
        }
    ]
    again = mistune.create_markdown(renderer=MarkdownRenderer(), plugins=[autolinks_plugin()])
    assert again("see www.a.com/*x* and *me@b.org* [y](z)") == (
        "see www.a.com/*x* and *me@b.org* [y](z)\n"
    )


PAGES = [
    " ".join(f"see http://p{page}.com/{n} and *www.q{n}.org* m{n}@r.org" for n in range(20))
    for page in range(8)
]
"""8 pages of 60 candidates; with ``first_mention_only`` 41 links each (one per host)."""


def test_threads_sharing_one_instance_render_pages_as_one_thread_does() -> None:
    shared = mistune.create_markdown(plugins=[autolinks_plugin(first_mention_only=True)])
    alone = [str(shared(page)) for page in PAGES]
    assert all(html.count("<a href=") == 41 for html in alone)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            rendered = list(pool.map(lambda n: (n % 8, str(shared(PAGES[n % 8]))), range(160)))
    finally:
        sys.setswitchinterval(interval)
    assert [html for _, html in rendered] == [alone[n] for n, _ in rendered]


class _Counted:
    """Counts the calls of the parser's ``parse_method`` (one per rule match)."""

    def __init__(self, parser: mistune.Markdown) -> None:
        self.calls = 0
        original = parser.inline.parse_method

        def counted(*args: object) -> object:
            self.calls += 1
            return original(*args)  # type: ignore[arg-type]

        parser.inline.parse_method = counted  # type: ignore[method-assign]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(
    "unit", ["www.a.com/`x` ", "http://a.com/[x ", "a@b.co\\_ ", "[www.", "&#47;www.a.b "]
)
def test_pathological_input_costs_linear_work(mode: str, unit: str) -> None:
    """Doubling a page of repeated candidates at most doubles the rule matches mistune's
    parser is asked to try (with a little slack), and the reader sees the same text as
    without the plugin."""
    costs = []
    for count in (500, 1_000):
        parser = mistune.create_markdown(escape=False, plugins=[autolinks_plugin(mode=mode)])
        counter = _Counted(parser)
        html = str(parser(unit * count))
        assert _shown(html) == _shown(str(mistune.create_markdown(escape=False)(unit * count)))
        costs.append(counter.calls)
    assert costs[1] <= 2.2 * costs[0] + 10


def _shown(html: str) -> str:
    return unescape(re.sub(r"<[^>]*>", "", html))


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(
    ("text", "html"),
    [
        (
            "Pay \u202e<b>x</b> https://evil.com/x",
            "<p>Pay \u202e&lt;b&gt;x&lt;/b&gt; https://evil.com/x</p>\n",
        ),
        (
            "Pay <svg><text>\u202e</text></svg> https://evil.com/x",
            "<p>Pay &lt;svg&gt;&lt;text&gt;\u202e&lt;/text&gt;&lt;/svg&gt; https://evil.com/x</p>\n",
        ),
    ],
)
def test_an_override_in_escaped_raw_html_reaches_past_it(mode: str, text: str, html: str) -> None:
    """With ``escape`` (``create_markdown``'s default) raw HTML is shown as text: an override
    before it or in an ``<svg>`` written so is in the text the reader sees, and holds over
    the link after it (docs/security.md#guaranteed)."""
    assert render(text, escape=True, mode=mode) == html
