"""The MkDocs plugin, by building the real site in ``integrations/mkdocs-site``."""

from __future__ import annotations

from pathlib import Path

import pytest
from built_html import copy_project, mode_params, nested_anchors, run_tool

from md_autolinks.mkdocs import AutolinksConfig
from md_autolinks.options import OPTION_SPECS

pytestmark = pytest.mark.slow

LINKED_IN_EVERY_MODE = ['(<a href="https://example.org/path">https://example.org/path</a>)']
LINKED_BY_GFM_AND_MD4C = [
    '<strong><a href="mailto:john.doe@example.com">john.doe@example.com</a></strong>',
    ' or <a href="mailto:jane@example.net">jane@example.net</a>.',
    '<li>item with <a href="http://www.list.example">www.list.example</a></li>',
    '<li>item with <a href="mailto:list@example.com">list@example.com</a></li>',
]
LINKED_BY_MODE = {
    "gfm": [
        *LINKED_BY_GFM_AND_MD4C,
        'A www link: <a href="http://www.commonmark.org/help">www.commonmark.org/help</a>.</p>',
        '<a href="http://example.com/*x">http://example.com/*x</a>*</p>',
    ],
    "md4c": [
        *LINKED_BY_GFM_AND_MD4C,
        'A www link: <a href="http://www.commonmark.org/help.">www.commonmark.org/help.</a></p>',
        "inside: http://example.com/<em>x</em></p>",
    ],
    "uts58": [
        'A www link: <a href="https://www.commonmark.org/help">www.commonmark.org/help</a>.</p>',
        '<a href="http://example.com/*x*">http://example.com/*x*</a></p>',
    ],
}
LEFT_ALONE = [
    'An existing link stays: <a href="https://example.org/">www.example.org</a> and '
    '<a href="https://autolink.example/">https://autolink.example/</a>.</p>',
    "Inline code stays: <code>www.code.example</code> and <code>me@code.example</code>.</p>",
    "<pre><code>www.indented.example in an indented code block\n</code></pre>",
    '<pre><code class="language-text">http://fenced.example/ in a fenced code block\n',
    'Raw HTML links stay: <a href="https://raw.example/">www.raw.example</a>.</p>',
]


def build(site: Path) -> str:
    """Build ``site`` into ``site/site``; the pages' HTML, joined."""
    result = run_tool("mkdocs", "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert result.returncode == 0, result.stderr
    return "\n".join((site / "site" / page).read_text() for page in ("index.html", "second.html"))


def configure(site: Path, yaml: str) -> None:
    config = site / "mkdocs.yml"
    text = config.read_text()
    assert "plugins:\n  - md-autolinks:\n      mode: gfm\n" in text
    config.write_text(text.replace("plugins:\n  - md-autolinks:\n      mode: gfm\n", yaml))


def test_the_plugin_declares_every_engine_option() -> None:
    assert {name for name, _ in AutolinksConfig._schema} == set(OPTION_SPECS)


@pytest.mark.parametrize("mode", mode_params())
def test_a_site_is_linked_in_each_mode(tmp_path: Path, mode: str) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, f"plugins:\n  - md-autolinks:\n      mode: {mode}\n")
    html = build(site)
    for expected in LINKED_IN_EVERY_MODE + LINKED_BY_MODE[mode] + LEFT_ALONE:
        assert expected in html
    assert nested_anchors(html) == 0


def test_kinds_selects_the_links_made(tmp_path: Path) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, "plugins:\n  - md-autolinks:\n      kinds: [email]\n")
    html = build(site)
    assert "A www link: www.commonmark.org/help.</p>" in html
    assert '<a href="mailto:jane@example.net">jane@example.net</a>' in html


@pytest.mark.parametrize(
    ("yaml", "message"),
    [
        (
            "      mode: cmark\n",
            "Plugin 'md-autolinks' option 'mode': Expected one of: ('gfm', 'md4c', 'uts58') "
            "but received: 'cmark'",
        ),
        ("      kinds: [url, phone]\n", "Plugin 'md-autolinks' option 'kinds': Expected one of"),
        ("      bare_domains: maybe\n", "Plugin 'md-autolinks' option 'bare_domains'"),
        (
            "      exclude_tlds: 5\n",
            "Plugin 'md-autolinks' option 'exclude_tlds': exclude_tlds: expected a list of "
            "top-level domains or 'file-extensions', got 5",
        ),
        (
            "      kinds: []\n",
            "md-autolinks: kinds: must name at least one of 'url', 'www', 'email'",
        ),
    ],
)
def test_a_bad_option_fails_the_build_naming_it(tmp_path: Path, yaml: str, message: str) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, "plugins:\n  - md-autolinks:\n" + yaml)
    result = run_tool("mkdocs", "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert result.returncode != 0
    assert message in result.stderr
    assert not (site / "site" / "index.html").exists()


def test_the_extension_alone_still_links(tmp_path: Path) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, "markdown_extensions:\n  - md_autolinks\n")
    html = build(site)
    for expected in LINKED_IN_EVERY_MODE + LINKED_BY_MODE["gfm"] + LEFT_ALONE:
        assert expected in html


def test_plugin_and_extension_together_link_once(tmp_path: Path) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    (site / "mkdocs.yml").write_text(
        (site / "mkdocs.yml").read_text() + "markdown_extensions:\n  - md_autolinks\n"
    )
    html = build(site)
    for expected in LINKED_IN_EVERY_MODE + LINKED_BY_MODE["gfm"] + LEFT_ALONE:
        assert expected in html
    assert html.count(">www.commonmark.org/help</a>") == 1
    assert nested_anchors(html) == 0


def test_the_markdown_extensions_entry_wins_with_a_warning(tmp_path: Path) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    (site / "mkdocs.yml").write_text(
        (site / "mkdocs.yml").read_text()
        + "markdown_extensions:\n  - md_autolinks:\n      kinds: [email]\n"
    )
    result = run_tool("mkdocs", "build", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert result.returncode == 0, result.stderr
    assert (
        "WARNING -  md_autolinks: md_autolinks is configured both as a plugin and in "
        "markdown_extensions; the markdown_extensions entry is used (kinds=['email'])"
    ) in result.stderr
    html = (site / "site" / "index.html").read_text()
    assert "A www link: www.commonmark.org/help.</p>" in html
    assert '<a href="mailto:jane@example.net">jane@example.net</a>' in html
