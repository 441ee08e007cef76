"""The user controls (docs/options.md: ``css_class``, ``rel``, ``target``, ``title``, ``filter``,
``exclude_tlds`` ...) in the engine's anchor layer, Python-Markdown and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import markdown
import mistune
import pytest
from markdown_it import MarkdownIt

from md_autolinks import Link, OptionError
from md_autolinks.cli import main
from md_autolinks.common.anchors import make_anchor
from md_autolinks.engine.domain_policy import ascii_domain, link_host
from md_autolinks.engine.errors import FilterError
from md_autolinks.engine.model import LinkKind
from md_autolinks.engine.options import Options
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from support.paths import TESTS


def render(text: str, **config: object) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": config}
    )


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        ({"css_class": "autolink"}, '<a class="autolink" href="http://www.a.com">www.a.com</a>'),
        (
            {"css_class": "auto", "kind_css_classes": {"www": "web", "email": "mail"}},
            '<a class="auto web" href="http://www.a.com">www.a.com</a>',
        ),
        ({"rel": "nofollow"}, '<a href="http://www.a.com" rel="nofollow">www.a.com</a>'),
        (
            {"target": "_blank"},
            '<a href="http://www.a.com" rel="noopener" target="_blank">www.a.com</a>',
        ),
        (
            {"target": "_blank", "rel": "nofollow noopener"},
            '<a href="http://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a>',
        ),
        (
            {"title": "Open {text} ({kind})"},
            '<a href="http://www.a.com" title="Open www.a.com (www)">www.a.com</a>',
        ),
        ({"hide_scheme": True, "kinds": ["url"]}, None),
    ],
)
def test_anchor_attributes(config: dict[str, object], expected: str | None) -> None:
    html = render("www.a.com", **config)
    if expected is None:
        assert html == "<p>www.a.com</p>"
    else:
        assert html == f"<p>{expected}</p>"


def test_kind_css_class_applies_per_kind() -> None:
    html = render("www.a.com b@c.com", kind_css_classes={"email": "mail"})
    assert html == (
        '<p><a href="http://www.a.com">www.a.com</a> '
        '<a class="mail" href="mailto:b@c.com">b@c.com</a></p>'
    )


def test_hide_scheme_and_readable_text() -> None:
    source = "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1 http://a.com/x"
    html = render(source, mode="uts58", readable_text=True, hide_scheme=True)
    assert html == (
        '<p><a href="https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1">'
        "ja.wikipedia.org/wiki/アニメ</a> "
        '<a href="http://a.com/x">a.com/x</a></p>'
    )
    readable = render(source, mode="uts58", readable_text=True)
    assert ">https://ja.wikipedia.org/wiki/アニメ</a>" in readable


def test_filter_callback_skips_replaces_and_sets_attributes() -> None:
    def policy(link: Link) -> object:
        if link.kind is LinkKind.EMAIL:
            return None
        if "old.com" in link.href:
            return "https://new.com/"
        return {"data-x": "1", "text": link.text.upper()}

    html = render("www.a.com http://old.com me@a.com", filter=policy)
    assert html == (
        '<p><a data-x="1" href="http://www.a.com">WWW.A.COM</a> '
        '<a href="https://new.com/">http://old.com</a> me@a.com</p>'
    )


def test_filter_by_import_path() -> None:
    html = render("www.example.org www.example.com", filter="support.user_filters:skip_example_org")
    assert html == (
        '<p>www.example.org <a data-kind="www" href="http://www.example.com">'
        "www.example.com</a></p>"
    )


def test_filter_errors_name_the_link_and_position() -> None:
    with pytest.raises(FilterError) as raised:
        render("see www.a.com", filter="support.user_filters.explode")
    assert str(raised.value) == (
        "filter explode failed on www link 'www.a.com' at offset 4: ValueError: no links today"
    )


def test_filter_must_return_a_known_shape() -> None:
    with pytest.raises(FilterError, match=r"returned 42 for link 'www.a.com' at offset 0"):
        render("www.a.com", filter=lambda link: 42)


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        (
            {"deny_domains": ["a.com"]},
            '<p>www.a.com <a href="https://docs.a.com.evil.net">docs.a.com.evil.net</a> '
            "x@sub.a.com "
            '<a href="mailto:y@b.org">y@b.org</a></p>',
        ),
        (
            {"allow_domains": ["b.org"]},
            '<p>www.a.com docs.a.com.evil.net x@sub.a.com <a href="mailto:y@b.org">y@b.org</a></p>',
        ),
    ],
)
def test_domain_policy_is_a_suffix_match(config: dict[str, object], expected: str) -> None:
    source = "www.a.com docs.a.com.evil.net x@sub.a.com y@b.org"
    assert render(source, mode="uts58", **config) == expected


def test_domain_policy_is_idn_aware() -> None:
    assert ascii_domain("Пример.РФ") == "xn--e1afmkfd.xn--p1ai"
    source = "пример.рф/x https://xn--e1afmkfd.xn--p1ai/y sub.пример.рф"
    for denied in (["xn--e1afmkfd.xn--p1ai"], ["пример.рф"]):
        assert render(source, mode="uts58", deny_domains=denied) == f"<p>{source}</p>"


def test_link_host() -> None:
    def host(text: str, kind: LinkKind = LinkKind.URL) -> str:
        return link_host(Link(0, len(text), kind, text, text))

    assert host("https://user@a.com:80/x?y#z") == "a.com"
    assert host("www.a.com/x") == "www.a.com"
    assert host("mailto:me@b.org", LinkKind.EMAIL) == "b.org"


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"css_class": ["a"]}, "css_class: expected a single-line string, got ['a']"),
        ({"kind_css_classes": {"ftp": "x"}}, "kind_css_classes: unknown link kind 'ftp'"),
        ({"target": "_new"}, "target: unknown keyword '_new'; valid keywords are '_blank'"),
        ({"title": "{url}"}, "title: bad template '{url}' ('url'); valid fields are {href}"),
        ({"filter": "no.such.module:f"}, "filter: cannot import 'no.such.module:f'"),
        ({"filter": 3}, "filter: expected a callable or an import path"),
        ({"allow_domains": 5}, "allow_domains: expected a list of domain names"),
        ({"deny_domains": ["a b"]}, "deny_domains: 'a b' is not a domain name"),
        ({"readable_text": "yes"}, "readable_text: expected true or false, got 'yes'"),
        ({"hide_scheme": 1}, "hide_scheme: expected true or false, got 1"),
    ],
)
def test_bad_values_name_the_option(config: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError) as raised:
        render("x", **config)
    assert str(raised.value).startswith(message)


def test_make_anchor_order_of_controls() -> None:
    link = Link(0, 9, LinkKind.WWW, "http://www.a.com", "www.a.com")
    options = Options.from_mapping(
        css_class="c", rel="r", target="_blank", title="{href}", filter=lambda _: {"rel": "me"}
    )
    anchor = make_anchor(link, options)
    assert anchor is not None
    assert list(anchor.attributes.items()) == [
        ("href", "http://www.a.com"),
        ("title", "http://www.a.com"),
        ("class", "c"),
        ("rel", "me"),
        ("target", "_blank"),
    ]


TARGET_PAGE = "See www.a.com, https://b.org/x and me@c.org."
TARGETED = {
    "gfm": (
        '<p>See <a href="http://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a>, '
        '<a href="https://b.org/x" rel="nofollow noopener" target="_blank">https://b.org/x</a> '
        'and <a href="mailto:me@c.org" rel="nofollow">me@c.org</a>.</p>'
    ),
    "uts58": (
        '<p>See <a href="https://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a>, '
        '<a href="https://b.org/x" rel="nofollow noopener" target="_blank">https://b.org/x</a> '
        'and <a href="mailto:me@c.org" rel="nofollow">me@c.org</a>.</p>'
    ),
}


@pytest.mark.parametrize("mode", sorted(TARGETED))
def test_target_applies_to_web_links_only_in_every_front_end(
    mode: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``target`` (and the ``noopener`` it adds) goes on web links, never on a ``mailto:``
    link, where it would open an empty tab (``docs/options.md#target``); the Sphinx front end
    is built with it in ``tests/front_ends/sphinx``."""
    config = {"mode": mode, "rel": "nofollow", "target": "_blank"}
    assert render(TARGET_PAGE, **config) == TARGETED[mode]
    plugin = MarkdownIt().use(autolinks_plugin, **config)
    assert plugin.render(TARGET_PAGE) == TARGETED[mode] + "\n"
    with_mistune = mistune.create_markdown(plugins=[mistune_plugin(**config)])
    assert with_mistune(TARGET_PAGE) == TARGETED[mode] + "\n"
    page = tmp_path / "p.md"
    page.write_text(TARGET_PAGE, encoding="utf-8")
    assert main([str(page), "--mode", mode, "--rel", "nofollow", "--target", "_blank"]) == 0
    assert capsys.readouterr().out == TARGETED[mode] + "\n"
    for kind, href in ((LinkKind.WWW, "http://www.a.com"), (LinkKind.EMAIL, "mailto:me@c.org")):
        link = Link(0, 1, kind, href, "x")
        anchor = make_anchor(link, Options.from_mapping(target="frame"))
        assert anchor is not None
        assert anchor.attributes.get("target") == ("frame" if kind is LinkKind.WWW else None)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "md_autolinks.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=TESTS,
    )


def test_cli_exposes_the_options(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("See setup.py, www.example.org and www.a.com.\n", encoding="utf-8")
    result = _cli(
        str(page),
        "--mode",
        "uts58",
        "--exclude-tlds",
        "file-extensions",
        "--css-class",
        "al",
        "--rel",
        "nofollow",
        "--target",
        "_blank",
        "--filter",
        "support.user_filters:skip_example_org",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == (
        '<p>See setup.py, www.example.org and <a class="al" data-kind="www" '
        'href="https://www.a.com" rel="nofollow noopener" target="_blank">www.a.com</a>.</p>\n'
    )
    help_text = _cli("--help").stdout
    for flag in (
        "--css-class",
        "--kind-css-classes",
        "--rel",
        "--target",
        "--title",
        "--filter",
        "--allow-domains",
        "--deny-domains",
        "--bare-domains",
        "--exclude-tlds",
        "--readable-text",
        "--hide-scheme",
    ):
        assert flag in help_text


def test_cli_lists_links(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("# T\n\nMail me@a.com or see\n`www.code.com` www.a.com/x.\n", encoding="utf-8")
    result = _cli("links", str(page))
    assert result.stdout == (
        f"{page}:3:6 email mailto:me@a.com\n{page}:4:16 www http://www.a.com/x\n"
    )
    listed = json.loads(_cli("links", str(page), "--json", "--kinds", "www").stdout)
    assert listed == [
        {
            "file": str(page),
            "line": 4,
            "column": 16,
            "kind": "www",
            "href": "http://www.a.com/x",
            "text": "www.a.com/x",
        }
    ]


def test_cli_reports_filter_errors_without_traceback(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("www.a.com\n", encoding="utf-8")
    result = _cli(str(page), "--filter", "support.user_filters:explode")
    assert result.returncode == 1
    assert result.stderr == (
        "md-autolinks: filter explode failed on www link 'www.a.com' at offset 0: "
        "ValueError: no links today\n"
    )
