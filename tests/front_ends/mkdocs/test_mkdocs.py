"""The MkDocs plugin, by building the real site in ``integrations/mkdocs-site``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from md_autolinks import MODES
from md_autolinks.engine.options import OPTION_SPECS
from md_autolinks.mkdocs import PLUGIN_ONLY_OPTIONS, AutolinksConfig
from support.built_html import copy_project, nested_anchors, run_tool
from support.paths import REPO, TESTS

pytestmark = pytest.mark.slow

LINKED_IN_EVERY_MODE = ['(<a href="https://example.org/path">https://example.org/path</a>)']
LINKED_BY_GFM_AND_MD4C = [
    '<strong><a href="mailto:john.doe@example.com">john.doe@example.com</a></strong>',
    ' or <a href="mailto:jane@python.org">jane@python.org</a>.',
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


def test_the_plugin_declares_every_engine_option_and_the_page_options() -> None:
    assert {name for name, _ in AutolinksConfig._schema} == {*OPTION_SPECS, *PLUGIN_ONLY_OPTIONS}


@pytest.mark.parametrize("mode", MODES)
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
    assert '<a href="mailto:jane@python.org">jane@python.org</a>' in html


@pytest.mark.parametrize(
    ("yaml", "message"),
    [
        (
            "      mode: cmark\n",
            "Plugin 'md-autolinks' option 'mode': mode: unknown mode 'cmark'; "
            "valid modes are 'gfm', 'md4c', 'uts58'",
        ),
        (
            "      kinds: [url, phone]\n",
            "Plugin 'md-autolinks' option 'kinds': kinds: unknown link kind 'phone'; "
            "valid kinds are 'url', 'www', 'email'",
        ),
        ("      bare_domains: maybe\n", "Plugin 'md-autolinks' option 'bare_domains'"),
        (
            "      exclude_tlds: 5\n",
            "Plugin 'md-autolinks' option 'exclude_tlds': exclude_tlds: expected a list of "
            "top-level domains or 'file-extensions' (or a comma-separated string), got 5",
        ),
        (
            "      kinds: []\n",
            "Plugin 'md-autolinks' option 'kinds': kinds: must name at least one of "
            "'url', 'www', 'email'",
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


@pytest.mark.parametrize(
    ("plugin", "entry", "warning"),
    [
        (
            "",
            "      kinds: [email]\n",
            None,
        ),
        (
            "      kinds: [url, email]\n      rel: nofollow\n",
            "      kinds: [email]\n",
            "the markdown_extensions entry is used (kinds=['email']) and the plugin's "
            "kinds=['email', 'url'], rel='nofollow' are ignored",
        ),
        (
            "      mode: uts58\n",
            "",
            "the markdown_extensions entry is used (every option at its default) and the "
            "plugin's mode='uts58' is ignored",
        ),
    ],
)
def test_the_markdown_extensions_entry_wins_with_a_warning_naming_what_is_ignored(
    tmp_path: Path, plugin: str, entry: str, warning: str | None
) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, "plugins:\n  - md-autolinks:\n" + plugin)
    (site / "mkdocs.yml").write_text(
        (site / "mkdocs.yml").read_text()
        + "markdown_extensions:\n  - md_autolinks"
        + (":\n" + entry if entry else "\n")
    )
    result = run_tool("mkdocs", "build", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if line.startswith("WARNING")]
    assert warnings == (
        [
            "WARNING -  md_autolinks: configured both as a plugin and in markdown_extensions: "
            + warning
        ]
        if warning
        else []
    )
    html = (site / "site" / "index.html").read_text()
    if entry:
        assert "A www link: www.commonmark.org/help.</p>" in html
        assert '<a href="mailto:jane@python.org">jane@python.org</a>' in html
    else:
        assert '<a href="http://www.commonmark.org/help">www.commonmark.org/help</a>' in html


def tiny_site(tmp_path: Path, options: str, markdown: str) -> Path:
    """A one-page site in ``tmp_path`` with the plugin configured by the YAML ``options``."""
    site = tmp_path / "tiny"
    (site / "docs").mkdir(parents=True)
    (site / "mkdocs.yml").write_text(
        "site_name: tiny\nuse_directory_urls: false\ntheme:\n  name: mkdocs\n"
        "plugins:\n  - md-autolinks:\n" + "".join(f"      {line}\n" for line in options.split("\n"))
    )
    (site / "docs" / "index.md").write_text(markdown)
    return site


def build_tiny(site: Path) -> list[str]:
    """Build ``site``; the page's paragraphs that start with ``See``."""
    result = run_tool(
        "mkdocs", "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site", pythonpath=[TESTS]
    )
    assert result.returncode == 0, result.stderr
    html = (site / "site" / "index.html").read_text()
    lines = [line for line in html.splitlines() if line.startswith("<p>See")]
    return [line[: line.index("</p>") + 4] for line in lines]


def test_anchor_attributes_and_filter(tmp_path: Path) -> None:
    site = tiny_site(
        tmp_path,
        "css_class: auto\nkind_css_classes: {email: mail}\nrel: nofollow\ntarget: _blank\n"
        "title: 'Open \"{text}\" ({kind})'\nfilter: support.built_html:policy",
        "See www.a.com, www.example.org, www.old.com, www.upper.com and b@c.com.\n",
    )
    common = 'rel="nofollow noopener" target="_blank"'
    assert build_tiny(site) == [
        f'<p>See <a class="auto" href="http://www.a.com" {common} '
        'title="Open &quot;www.a.com&quot; (www)">www.a.com</a>, www.example.org, '
        f'<a class="auto" href="https://new.example/" {common} '
        'title="Open &quot;www.old.com&quot; (www)">www.old.com</a>, '
        f'<a class="auto" data-x="1" href="http://www.upper.com" {common} '
        'title="Open &quot;www.upper.com&quot; (www)">WWW.UPPER.COM</a> and '
        '<a class="auto mail" href="mailto:b@c.com" rel="nofollow" '
        'title="Open &quot;b@c.com&quot; (email)">b@c.com</a>.</p>'
    ]


def test_domains_tlds_and_display_text(tmp_path: Path) -> None:
    site = tiny_site(
        tmp_path,
        "mode: uts58\nbare_domains: all\nexclude_tlds: file-extensions\ndeny_domains: [a.com]\n"
        "readable_text: true\nhide_scheme: true",
        "See setup.py, example.com, docs.a.com.evil.net, www.a.com, x@sub.a.com and "
        "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1.\n",
    )
    assert build_tiny(site) == [
        '<p>See setup.py, <a href="https://example.com">example.com</a>, '
        '<a href="https://docs.a.com.evil.net">docs.a.com.evil.net</a>, www.a.com, '
        "x@sub.a.com and "
        '<a href="https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1">'
        "ja.wikipedia.org/wiki/アニメ</a>.</p>"
    ]


def test_allow_domains_and_bare_domains(tmp_path: Path) -> None:
    site = tiny_site(
        tmp_path,
        "mode: uts58\nbare_domains: false\nallow_domains: [b.org]",
        "See example.com, b.org, www.a.com, www.b.org and y@b.org.\n",
    )
    assert build_tiny(site) == [
        '<p>See example.com, b.org, www.a.com, <a href="https://www.b.org">www.b.org</a> and '
        '<a href="mailto:y@b.org">y@b.org</a>.</p>'
    ]


def test_a_failing_filter_fails_the_build_naming_the_link(tmp_path: Path) -> None:
    site = tiny_site(tmp_path, "filter: support.user_filters:explode", "# T\n\nSee www.a.com.\n")
    result = run_tool(
        "mkdocs", "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site", pythonpath=[TESTS]
    )
    assert result.returncode == 1
    assert result.stderr.endswith(
        "Error: md-autolinks: index.md: filter explode failed on www link 'www.a.com' "
        "at offset 4: ValueError: no links today\n"
    )
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (
            "css_class: [a]",
            "Plugin 'md-autolinks' option 'css_class': css_class: expected a single-line "
            "string, got ['a']",
        ),
        (
            "kind_css_classes: {ftp: x}",
            "Plugin 'md-autolinks' option 'kind_css_classes': kind_css_classes: "
            "unknown link kind 'ftp'; valid kinds are 'url', 'www', 'email'",
        ),
        (
            'rel: "a\\nb"',
            "Plugin 'md-autolinks' option 'rel': rel: expected a single-line string, got 'a\\nb'",
        ),
        (
            "target: _new",
            "Plugin 'md-autolinks' option 'target': target: unknown keyword '_new'; "
            "valid keywords are '_blank', '_self', '_parent', '_top'",
        ),
        (
            "title: '{url}'",
            "Plugin 'md-autolinks' option 'title': title: bad template '{url}' ('url'); "
            "valid fields are {href}, {text}, {kind}",
        ),
        (
            "filter: no.such.module:f",
            "Plugin 'md-autolinks' option 'filter': filter: cannot import 'no.such.module:f'",
        ),
        (
            "deny_domains: {a.com: yes}",
            "Plugin 'md-autolinks' option 'deny_domains': deny_domains: expected a list of "
            "domain names (or a comma-separated string), got {'a.com': True}",
        ),
        (
            "hide_scheme: 1",
            "Plugin 'md-autolinks' option 'hide_scheme': hide_scheme: expected true or false, "
            "got 1",
        ),
        (
            "bare_domains: all",
            "md-autolinks: bare_domains: applies only in mode 'uts58', not in mode 'gfm'",
        ),
    ],
)
def test_a_bad_control_fails_the_build_naming_it(tmp_path: Path, option: str, message: str) -> None:
    site = tiny_site(tmp_path, option, "See www.a.com.\n")
    result = run_tool("mkdocs", "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert result.returncode != 0
    assert message in result.stderr
    assert not (site / "site" / "index.html").exists()


def test_every_option_has_a_documented_example() -> None:
    sections = (REPO / "docs" / "options.md").read_text().split("\n## ")
    documented = {
        section.split("\n", 1)[0].strip("`"): section
        for section in sections
        if section.startswith("`")
    }
    assert set(documented) == set(OPTION_SPECS)
    for name, section in documented.items():
        assert "```" in section, name


@pytest.mark.parametrize(
    "options",
    [
        "kinds: url,email\nallow_domains: a.com, b.org\nkind_css_classes: email=mail",
        "kinds: [url, email]\nallow_domains: [a.com, b.org]\nkind_css_classes: {email: mail}",
    ],
)
def test_lists_and_mappings_take_the_same_forms_as_in_python(tmp_path: Path, options: str) -> None:
    site = tiny_site(tmp_path, options, "See www.a.com, https://a.com/x, c@b.org, d@c.net.\n")
    assert build_tiny(site) == [
        '<p>See www.a.com, <a href="https://a.com/x">https://a.com/x</a>, '
        '<a class="mail" href="mailto:c@b.org">c@b.org</a>, d@c.net.</p>'
    ]


def test_a_filter_module_beside_mkdocs_yml_is_found_from_any_folder(tmp_path: Path) -> None:
    site = tiny_site(tmp_path, "filter: my_site.links:policy", "See www.a.com and www.b.com.\n")
    (site / "my_site").mkdir()
    (site / "my_site" / "__init__.py").write_text("")
    (site / "my_site" / "links.py").write_text(
        "def policy(link):\n    return None if 'b.com' in link.href else 'https://proxy/?u=a'\n"
    )
    mkdocs = Path(sys.executable).parent / "mkdocs"
    for folder in (site, tmp_path):
        result = subprocess.run(
            [mkdocs, "build", "-q", "-f", site / "mkdocs.yml", "-d", site / "site"],
            cwd=folder,
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        page = (site / "site" / "index.html").read_text()
        assert '<p>See <a href="https://proxy/?u=a">www.a.com</a> and www.b.com.</p>' in page


@pytest.mark.parametrize(
    ("yaml", "warning"),
    [
        (
            "      mdoe: uts58\n",
            "WARNING -  Config value 'plugins': Plugin 'md-autolinks' option 'mdoe': "
            "Unrecognised configuration name: mdoe (did you mean 'mode'?)",
        ),
        (
            "      colour: red\n",
            "WARNING -  Config value 'plugins': Plugin 'md-autolinks' option 'colour': "
            "Unrecognised configuration name: colour",
        ),
        (
            "      excludes: [changelog.md]\n",
            "WARNING -  Config value 'plugins': Plugin 'md-autolinks' option 'excludes': "
            "Unrecognised configuration name: excludes (did you mean 'exclude'?)",
        ),
    ],
)
def test_strict_mode_names_the_closest_option(tmp_path: Path, yaml: str, warning: str) -> None:
    site = copy_project("mkdocs-site", tmp_path)
    configure(site, "plugins:\n  - md-autolinks:\n" + yaml)
    result = run_tool("mkdocs", "build", "--strict", "-f", site / "mkdocs.yml", "-d", site / "site")
    assert (result.returncode, result.stderr) == (1, warning + "\n")
    assert "Aborted with 1 configuration warnings in 'strict' mode!" in result.stdout
    assert not (site / "site" / "index.html").exists()


def pages_site(tmp_path: Path, plugin: str, extra: str = "") -> Path:
    """A site of five pages, each ``See www.a.com.``, with the plugin options ``plugin``."""
    site = tmp_path / "pages"
    docs = site / "docs"
    (docs / "release-notes" / "old").mkdir(parents=True)
    (docs / "guide").mkdir()
    for page in (
        "index.md",
        "changelog.md",
        "guide/changelog.md",
        "release-notes/v1.md",
        "release-notes/old/v0.md",
        "guide/setup.md",
    ):
        (docs / page).write_text("# Page\n\nSee www.a.com.\n")
    (docs / "opted-out.md").write_text("---\nmd_autolinks: false\n---\n# Page\n\nSee www.a.com.\n")
    (docs / "opted-in.md").write_text("---\nmd_autolinks: true\n---\n# Page\n\nSee www.a.com.\n")
    (site / "mkdocs.yml").write_text(
        "site_name: pages\nuse_directory_urls: false\ntheme:\n  name: mkdocs\n"
        "plugins:\n  - md-autolinks:\n" + plugin + extra
    )
    return site


def linked_pages(site: Path) -> dict[str, bool]:
    """Each page's path, and whether its ``See www.a.com.`` was linked."""
    linked = '<p>See <a href="http://www.a.com">www.a.com</a>.</p>'
    plain = "<p>See www.a.com.</p>"
    found = {}
    for page in sorted((site / "site").rglob("*.html")):
        html = page.read_text()
        if linked in html or plain in html:
            assert (linked in html) != (plain in html)
            found[page.relative_to(site / "site").as_posix()] = linked in html
    return found


@pytest.mark.parametrize(
    ("plugin", "extra"),
    [
        ("      exclude: [changelog.md, release-notes/*]\n", ""),
        ("      exclude: |\n        changelog.md\n        release-notes/*\n", ""),
        (
            "      exclude: [changelog.md, release-notes/*]\n",
            "markdown_extensions:\n  - md_autolinks\n",
        ),
    ],
)
def test_excluded_and_opted_out_pages_get_no_link(tmp_path: Path, plugin: str, extra: str) -> None:
    site = pages_site(tmp_path, plugin, extra)
    result = run_tool("mkdocs", "build", "--strict", "-f", site / "mkdocs.yml")
    assert result.returncode == 0, result.stderr
    assert linked_pages(site) == {
        "changelog.html": False,
        "guide/changelog.html": False,
        "guide/setup.html": True,
        "index.html": True,
        "opted-in.html": True,
        "opted-out.html": False,
        "release-notes/old/v0.html": False,
        "release-notes/v1.html": False,
    }


def test_an_empty_exclude_leaves_out_only_opted_out_pages(tmp_path: Path) -> None:
    site = pages_site(tmp_path, "      exclude:\n")
    result = run_tool("mkdocs", "build", "--strict", "-f", site / "mkdocs.yml")
    assert result.returncode == 0, result.stderr
    assert [page for page, linked in linked_pages(site).items() if not linked] == ["opted-out.html"]


def test_an_anchored_pattern_leaves_out_one_page(tmp_path: Path) -> None:
    site = pages_site(tmp_path, "      exclude: [/changelog.md, '*/old/*']\n")
    result = run_tool("mkdocs", "build", "--strict", "-f", site / "mkdocs.yml")
    assert result.returncode == 0, result.stderr
    left_out = [page for page, linked in linked_pages(site).items() if not linked]
    assert left_out == ["changelog.html", "opted-out.html", "release-notes/old/v0.html"]


def test_a_pattern_that_leaves_out_no_page_is_a_warning(tmp_path: Path) -> None:
    site = pages_site(tmp_path, "      exclude: [changelog.md, changelogs/*]\n")
    result = run_tool("mkdocs", "build", "--strict", "-f", site / "mkdocs.yml")
    assert result.returncode == 1
    assert (
        "WARNING -  md_autolinks: exclude: 'changelogs/*' matches no page under docs_dir "
        "(patterns are written as in exclude_docs, on paths such as 'guide/changelog.md')"
    ) in result.stderr


@pytest.mark.parametrize(
    ("plugin", "front_matter", "message"),
    [
        (
            "      exclude: 5\n",
            "",
            "Plugin 'md-autolinks' option 'exclude': exclude: expected a list of page patterns "
            "such as ['changelog.md', 'release-notes/*'], got 5",
        ),
        (
            "      exclude: [changelog.md, {a: b}]\n",
            "",
            "Plugin 'md-autolinks' option 'exclude': exclude: expected a list of page patterns "
            "such as ['changelog.md', 'release-notes/*'], got ['changelog.md', {'a': 'b'}]",
        ),
        (
            "      mode: gfm\n",
            "md_autolinks: maybe",
            "ERROR   -  md-autolinks: opted-out.md: md_autolinks: expected true, on, yes "
            "(linked) or false, off, no (left out), got 'maybe'",
        ),
    ],
)
def test_a_bad_page_control_fails_the_build_naming_it(
    tmp_path: Path, plugin: str, front_matter: str, message: str
) -> None:
    site = pages_site(tmp_path, plugin)
    if front_matter:
        page = site / "docs" / "opted-out.md"
        page.write_text(page.read_text().replace("md_autolinks: false", front_matter))
    result = run_tool("mkdocs", "build", "-q", "-f", site / "mkdocs.yml")
    assert result.returncode == 1
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("mode", MODES)
def test_an_override_bars_links_across_a_block_in_a_site(tmp_path: Path, mode: str) -> None:
    """docs/security.md#guaranteed in a built site: an override opened earlier in a block,
    written as the character or as a reference, bars the links after a link or a code span
    (the browser draws them reversed); its PDF ends that, and so does a new block."""
    evil = "https://evil.com/moc.lapyap.www//:sptth"
    site = tiny_site(
        tmp_path,
        f"mode: {mode}",
        f"See \u202e[t](https://t.example/) {evil}\n\n"
        f"See &#x202e;`x` {evil}\n\n"
        "See \u202e`x`\u202c https://evil.com/x\n\n"
        "See https://good.com/a\n",
    )
    assert build_tiny(site) == [
        f'<p>See \u202e<a href="https://t.example/">t</a> {evil}</p>',
        f"<p>See &#x202e;<code>x</code> {evil}</p>",
        '<p>See \u202e<code>x</code>\u202c <a href="https://evil.com/x">https://evil.com/x</a></p>',
        '<p>See <a href="https://good.com/a">https://good.com/a</a></p>',
    ]
