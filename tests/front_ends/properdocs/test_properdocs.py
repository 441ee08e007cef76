"""ProperDocs (MkDocs 1.x continued) builds a real site with the md-autolinks plugin: every
option, pages left out by ``exclude`` and by front matter, warnings on its own logger
(``docs/mkdocs.md#properdocs``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from support.built_html import copy_project, nested_anchors, run_tool

pytest.importorskip("properdocs", reason="the test group installs ProperDocs")
pytestmark = pytest.mark.slow


def build(site: Path, *args: str) -> str:
    """Build ``site`` with ProperDocs (``properdocs.yml``); what it logged."""
    result = run_tool("properdocs", "build", *args, "-f", site / "properdocs.yml")
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stderr


def paragraphs(site: Path, page: str) -> list[str]:
    html = (site / "site" / page).read_text(encoding="utf-8")
    assert nested_anchors(html) == 0
    return [line for line in html.splitlines() if line.startswith("<p>")]


def test_a_properdocs_site_is_linked_and_leaves_pages_out(tmp_path: Path) -> None:
    site = copy_project("properdocs-site", tmp_path)
    assert build(site, "-q") == ""
    assert paragraphs(site, "index.html") == [
        '<p>A www link: <a class="autolink" href="https://www.commonmark.org/help">'
        "www.commonmark.org/help</a>.</p>",
        '<p>A bare domain: <a class="autolink" href="https://python.org">python.org</a>, '
        "but not setup.py.</p>",
        '<p>Mail <a class="autolink" href="mailto:jane@python.org">jane@python.org</a>, or '
        'write to <a class="autolink" href="https://xn--e1afmkfd.xn--p1ai">пример.рф</a>.</p>',
        '<p>An existing link stays: <a href="https://example.org/">www.example.org</a>.</p>',
        "<p>Inline code stays: <code>www.code.org</code>.</p>",
    ]
    assert paragraphs(site, "changelog.html") == [
        "<p>Left out by the plugin's exclude: www.changelog.org and pre-commit.ci stay text.</p>"
    ]
    assert paragraphs(site, "release-notes/v1.html") == [
        "<p>Left out by the plugin's exclude: www.release.org stays text.</p>"
    ]
    assert paragraphs(site, "opted-out.html") == [
        "<p>This page's front matter opts out: www.opted-out.org stays text.</p>"
    ]


def test_properdocs_shows_the_plugin_warnings(tmp_path: Path) -> None:
    site = copy_project("properdocs-site", tmp_path)
    config = site / "properdocs.yml"
    text = config.read_text(encoding="utf-8").replace("- release-notes/*\n", "- releases/*\n")
    config.write_text(
        text + "markdown_extensions:\n  - md_autolinks:\n      mode: gfm\n", encoding="utf-8"
    )
    warnings = [line for line in build(site).splitlines() if line.startswith("WARNING")]
    assert warnings == [
        "WARNING -  md_autolinks: configured both as a plugin and in markdown_extensions: the "
        "markdown_extensions entry is used (every option at its default) and the plugin's "
        "mode='uts58', css_class='autolink' are ignored",
        "WARNING -  md_autolinks: exclude: 'releases/*' matches no page under docs_dir "
        "(patterns are written as in exclude_docs, on paths such as 'release-notes/v1.md')",
    ]
    assert paragraphs(site, "index.html")[0] == (
        '<p>A www link: <a href="http://www.commonmark.org/help">www.commonmark.org/help</a>.</p>'
    )
    assert paragraphs(site, "changelog.html") == [
        "<p>Left out by the plugin's exclude: www.changelog.org and pre-commit.ci stay text.</p>"
    ]
