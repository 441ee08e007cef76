"""Zensical builds a real site with md-autolinks from ``markdown_extensions`` (its own
``zensical.toml`` and an ``mkdocs.yml``), and ignores a ``plugins`` entry, as
``docs/mkdocs.md#zensical`` says."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.built_html import copy_project, nested_anchors, run_tool

pytest.importorskip("zensical", reason="the test group installs Zensical")
pytestmark = pytest.mark.slow

LINKED_UTS58 = [
    '<p>A www link: <a class="autolink" href="https://www.commonmark.org/help">'
    "www.commonmark.org/help</a>.</p>",
    '<p>A bare domain: <a class="autolink" href="https://python.org">python.org</a>, '
    "but not setup.py.</p>",
    '<p>A URL in parentheses (<a class="autolink" href="https://example.org/path">'
    "https://example.org/path</a>).</p>",
    '<p>Mail <a class="autolink" href="mailto:jane@python.org">jane@python.org</a>, or write '
    'to <a class="autolink" href="https://xn--e1afmkfd.xn--p1ai">пример.рф</a>.</p>',
    '<p>An existing link stays: <a href="https://example.org/">www.example.org</a> and '
    '<a href="https://autolink.example/">https://autolink.example/</a>.</p>',
    "<p>Inline code stays: <code>www.code.org</code> and <code>me@code.org</code>.</p>",
]


def build(site: Path, config: str, page: str = "index.html") -> list[str]:
    """Build ``site`` with Zensical from ``config``; the paragraphs of ``page``."""
    result = run_tool("zensical", "build", "-f", site / config)
    assert result.returncode == 0, result.stdout + result.stderr
    return paragraphs(site, page)


def paragraphs(site: Path, page: str) -> list[str]:
    html = (site / "site" / page).read_text(encoding="utf-8")
    assert nested_anchors(html) == 0
    return [line for line in html.splitlines() if line.startswith("<p>")]


def test_a_zensical_toml_site_is_linked(tmp_path: Path) -> None:
    site = copy_project("zensical-site", tmp_path)
    assert build(site, "zensical.toml") == LINKED_UTS58
    home = (site / "site" / "index.html").read_text(encoding="utf-8")
    assert "http://fenced.org/" in home
    assert 'href="http://fenced.org/"' not in home
    assert paragraphs(site, "front-matter.html") == [
        "<p>Zensical gives Python-Markdown's extensions no front matter: "
        '<a class="autolink" href="https://www.front-matter.org">www.front-matter.org</a>'
        " is linked.</p>"
    ]


def test_zensical_reads_markdown_extensions_of_mkdocs_yml(tmp_path: Path) -> None:
    site = copy_project("zensical-site", tmp_path)
    (site / "zensical.toml").unlink()
    (site / "mkdocs.yml").write_text(
        "site_name: from mkdocs.yml\nuse_directory_urls: false\n"
        "markdown_extensions:\n  - md_autolinks:\n      mode: uts58\n      css_class: autolink\n",
        encoding="utf-8",
    )
    assert build(site, "mkdocs.yml") == LINKED_UTS58


def test_zensical_ignores_a_plugin_entry(tmp_path: Path) -> None:
    """What the docs warn of: with only ``plugins: [md-autolinks]``, Zensical never loads
    md-autolinks (nothing of it runs, so it cannot say so); its default extensions, magiclink
    among them, link URLs and www. links their own way and leave bare domains."""
    site = copy_project("zensical-site", tmp_path)
    (site / "zensical.toml").unlink()
    (site / "mkdocs.yml").write_text(
        "site_name: plugin only\nuse_directory_urls: false\n"
        "plugins:\n  - md-autolinks:\n      mode: uts58\n      css_class: autolink\n",
        encoding="utf-8",
    )
    paragraphs = build(site, "mkdocs.yml")
    assert paragraphs[:3] == [
        '<p>A www link: <a href="http://www.commonmark.org/help">www.commonmark.org/help</a>.</p>',
        "<p>A bare domain: python.org, but not setup.py.</p>",
        '<p>A URL in parentheses (<a href="https://example.org/path">'
        "https://example.org/path</a>).</p>",
    ]
    assert 'class="autolink"' not in "\n".join(paragraphs)


def test_zensical_shows_the_magiclink_warning_once(tmp_path: Path) -> None:
    from md_autolinks.python_markdown.magiclink import MESSAGE

    site = copy_project("zensical-site", tmp_path)
    (site / "zensical.toml").unlink()
    for number in range(5):
        (site / "docs" / f"page{number}.md").write_text(f"# {number}\n\nSee www.a.com.\n")
    (site / "mkdocs.yml").write_text(
        "site_name: both\nuse_directory_urls: false\n"
        "markdown_extensions:\n  - pymdownx.magiclink\n  - md_autolinks:\n      mode: uts58\n",
        encoding="utf-8",
    )
    result = run_tool("zensical", "build", "-f", site / "mkdocs.yml")
    assert result.returncode == 0, result.stdout + result.stderr
    assert [line for line in result.stderr.splitlines() if "magiclink" in line] == [MESSAGE]
    assert paragraphs(site, "page3.html") == [
        '<p>See <a href="http://www.a.com">www.a.com</a>.</p>'
    ]
