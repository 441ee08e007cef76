"""The project's own documentation site builds with ``--strict`` and its engine-made tables."""

from __future__ import annotations

from pathlib import Path

import pytest
from built_html import REPO, run_tool

from md_autolinks.options import OPTION_SPECS

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("docs") / "site"
    result = run_tool("mkdocs", "build", "--strict", "-f", REPO / "mkdocs.yml", "-d", out)
    assert result.returncode == 0, result.stderr
    return out


def test_the_comparison_page_has_engine_computed_rows(site: Path) -> None:
    html = (site / "comparison" / "index.html").read_text()
    assert (
        "<td><code>www.commonmark.org/help.</code></td>\n"
        "<td><code>⟦www.commonmark.org/help⟧.</code><br><code>http://www.commonmark.org/help</code></td>\n"
        "<td><code>⟦www.commonmark.org/help.⟧</code><br><code>http://www.commonmark.org/help.</code></td>\n"
    ) in html
    assert (
        "<td><code>example.com</code></td>\n<td><code>example.com</code><br>no link</td>\n"
    ) in html
    assert html.count("<tr>") == 13
    assert "<!-- comparison-table -->" not in html


def test_every_option_is_documented(site: Path) -> None:
    html = (site / "options" / "index.html").read_text()
    for name in OPTION_SPECS:
        assert f"<td><code>{name}</code></td>" in html
    assert "<h2 id=\"mode\">" in html


def test_the_site_is_linked_by_its_own_plugin(site: Path) -> None:
    html = (site / "index.html").read_text()
    assert (
        'becomes: See <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> or '
        'write to <a href="mailto:john.doe@example.com">john.doe@example.com</a>.</p>'
    ) in html
    assert not (site / "hooks.py").exists()
