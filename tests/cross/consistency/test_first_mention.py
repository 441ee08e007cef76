"""``first_mention_only`` (``docs/options.md#first_mention_only``): each host, and each
email address, is linked at its first mention on a page; only links that are made count;
every page starts afresh."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest

from md_autolinks import AutolinkExtension, Link, OptionError, find_links
from md_autolinks.common.first_mentions import PageMentions, mention_of, page_anchor
from md_autolinks.engine.model import LinkKind
from md_autolinks.engine.options import Options

PAGE = (
    "See www.a.com, http://www.a.com/x and www.b.org. "
    "Mail me@a.com or ME@a.com or you@a.com.\n\n"
    "- again www.a.com\n"
    "- new http://c.net"
)


def render(text: str, mode: str = "gfm", **options: object) -> str:
    config = {"md_autolinks": {"mode": mode, "first_mention_only": True, **options}}
    return markdown.markdown(text, extensions=["md_autolinks"], extension_configs=config)


@pytest.mark.parametrize(
    ("mode", "scheme"), [("gfm", "http"), ("md4c", "http"), ("uts58", "https")]
)
def test_each_host_and_address_is_linked_at_its_first_mention(mode: str, scheme: str) -> None:
    assert render(PAGE, mode) == (
        f'<p>See <a href="{scheme}://www.a.com">www.a.com</a>, http://www.a.com/x and '
        f'<a href="{scheme}://www.b.org">www.b.org</a>. Mail '
        '<a href="mailto:me@a.com">me@a.com</a> or ME@a.com or '
        '<a href="mailto:you@a.com">you@a.com</a>.</p>\n'
        "<ul>\n<li>again www.a.com</li>\n"
        '<li>new <a href="http://c.net">http://c.net</a></li>\n</ul>'
    )


def test_off_by_default_every_mention_is_linked() -> None:
    html = markdown.markdown("www.a.com and www.a.com", extensions=["md_autolinks"])
    assert html == (
        '<p><a href="http://www.a.com">www.a.com</a> and '
        '<a href="http://www.a.com">www.a.com</a></p>'
    )


def test_a_mention_left_unlinked_by_the_filter_or_policy_does_not_count() -> None:
    calls: list[int] = []

    def skip_the_first(link: Link) -> object:
        calls.append(link.start)
        return None if link.start == 0 else True

    text = "www.a.com www.a.com www.a.com sub.b.org www.b.org"
    assert render(text, filter=skip_the_first) == (
        '<p>www.a.com <a href="http://www.a.com">www.a.com</a> www.a.com sub.b.org '
        '<a href="http://www.b.org">www.b.org</a></p>'
    )
    assert calls == [0, 10, 40]
    assert render("http://x.b.org and http://x.b.org", deny_domains=["b.org"]) == (
        "<p>http://x.b.org and http://x.b.org</p>"
    )


def test_each_page_of_one_instance_starts_afresh() -> None:
    md = markdown.Markdown(extensions=[AutolinkExtension(first_mention_only=True)])
    first = md.convert("www.a.com www.a.com")
    second = md.reset().convert("www.a.com")
    assert first == '<p><a href="http://www.a.com">www.a.com</a> www.a.com</p>'
    assert second == '<p><a href="http://www.a.com">www.a.com</a></p>'


@pytest.mark.parametrize(
    ("mode", "text", "expected"),
    [
        (
            "gfm",
            "First http://a.com then http://a.com/*x* and *y*.",
            '<p>First <a href="http://a.com">http://a.com</a> then '
            '<a href="http://a.com/*x">http://a.com/*x</a>* and <em>y</em>.</p>',
        ),
        (
            "gfm",
            "First http://a.com/*x* then http://a.com and *y*.",
            '<p>First <a href="http://a.com/*x">http://a.com/*x</a>* then http://a.com and '
            "<em>y</em>.</p>",
        ),
        (
            "uts58",
            "First http://a.com then http://a.com/*x* and *y*.",
            '<p>First <a href="http://a.com">http://a.com</a> then '
            '<a href="http://a.com/*x*">http://a.com/*x*</a> and <em>y</em>.</p>',
        ),
        (
            "md4c",
            "First http://a.com then http://a.com/*x* and *y*.",
            '<p>First <a href="http://a.com">http://a.com</a> then http://a.com/<em>x</em> and '
            "<em>y</em>.</p>",
        ),
    ],
)
def test_a_mention_kept_whole_against_emphasis_is_linked_so_the_page_reads_the_same(
    mode: str, text: str, expected: str
) -> None:
    assert render(text, mode) == expected


def test_mentions_are_hosts_as_a_browser_reads_them_and_addresses() -> None:
    def link(kind: LinkKind, href: str) -> Link:
        return Link(0, 1, kind, href, "x")

    assert mention_of(link(LinkKind.URL, "https://Python.ORG/a")) == "python.org"
    assert mention_of(link(LinkKind.WWW, "http://www.python.org")) == "www.python.org"
    assert mention_of(link(LinkKind.EMAIL, "mailto:Me@A.com")) == "mailto:me@a.com"
    page = PageMentions(Options.from_mapping(first_mention_only=True))
    first = link(LinkKind.URL, "https://python.org/a")
    assert not page.repeats(first)
    page.record(first)
    assert page.repeats(link(LinkKind.URL, "http://PYTHON.org/b"))
    assert not page.repeats(link(LinkKind.URL, "http://docs.python.org/b"))
    off = PageMentions(Options())
    off.record(first)
    assert not off.repeats(first)


def test_find_links_reads_a_text_not_a_page_and_refuses_it() -> None:
    with pytest.raises(OptionError, match="'first_mention_only' applies to a page"):
        find_links("www.a.com www.a.com", first_mention_only=True)


def test_page_anchor_makes_the_first_mention_and_counts_only_made_links() -> None:
    options = Options.from_mapping(first_mention_only=True, deny_domains=["b.org"], rel="x")
    page = PageMentions(options)
    links = find_links("www.a.com www.b.org www.a.com www.c.net", kinds=["www"])
    made = [page_anchor(page, link, options) for link in links]
    assert [anchor.attributes if anchor else None for anchor in made] == [
        {"href": "http://www.a.com", "rel": "x"},
        None,
        None,
        {"href": "http://www.c.net", "rel": "x"},
    ]


@pytest.mark.parametrize(
    ("mode", "scheme"), [("gfm", "http"), ("md4c", "http"), ("uts58", "https")]
)
def test_markdown_it_links_each_host_once_per_render(mode: str, scheme: str) -> None:
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    md = MarkdownIt().use(autolinks_plugin, mode=mode, first_mention_only=True)
    expected = (
        f'<p>See <a href="{scheme}://www.a.com">www.a.com</a>, http://www.a.com/x and '
        f'<a href="{scheme}://www.b.org">www.b.org</a>. Mail '
        '<a href="mailto:me@a.com">me@a.com</a> or ME@a.com or '
        '<a href="mailto:you@a.com">you@a.com</a>.</p>\n'
        "<ul>\n<li>again www.a.com</li>\n"
        '<li>new <a href="http://c.net">http://c.net</a></li>\n</ul>\n'
    )
    assert md.render(PAGE) == expected
    assert md.render(PAGE) == expected


def test_the_command_line_renders_and_lists_only_first_mentions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from md_autolinks.cli import main

    page = tmp_path / "page.md"
    page.write_text("www.a.com and www.a.com/x\n\nthen www.b.org\n")
    assert main([str(page), "--first-mention-only"]) == 0
    assert capsys.readouterr().out == (
        '<p><a href="http://www.a.com">www.a.com</a> and www.a.com/x</p>\n'
        '<p>then <a href="http://www.b.org">www.b.org</a></p>\n'
    )
    assert main(["links", str(page), "--first-mention-only"]) == 0
    assert capsys.readouterr().out == (
        f"{page}:1:1 www http://www.a.com\n{page}:3:6 www http://www.b.org\n"
    )
