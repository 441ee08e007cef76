"""The Sphinx extension, by building the real reST + MyST project in ``integrations/``."""

from __future__ import annotations

from pathlib import Path

import pytest
from built_html import copy_project, mode_params, nested_anchors, run_tool

pytestmark = pytest.mark.slow

PAGES = ("index.html", "myst.html")


def ref(href: str, text: str) -> str:
    return f'<a class="reference external" href="{href}">{text}</a>'


JOHN = ref(
    "mailto:john&#46;doe&#37;&#52;&#48;example&#46;com",
    "john<span>&#46;</span>doe<span>&#64;</span>example<span>&#46;</span>com",
)
JANE = ref(
    "mailto:jane&#37;&#52;&#48;example&#46;net",
    "jane<span>&#64;</span>example<span>&#46;</span>net",
)
"""Sphinx's HTML writer cloaks every ``mailto:`` reference this way."""

LINKED_IN_EVERY_MODE = {
    "index.html": [
        "A standalone URI, linked by reST itself: "
        + ref("https://docutils.example/uri", "https://docutils.example/uri")
        + ".</p>",
    ],
    "myst.html": [
        "(" + ref("https://example.org/path", "https://example.org/path") + ").</p>",
    ],
}
LINKED_BY_MODE = {
    "gfm": {
        "index.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
            f"Mail <strong>{JOHN}</strong> (reST links this email itself) or <em>"
            + ref("http://www.emphasis.example", "www.emphasis.example")
            + "</em>.</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
            "inside: " + ref("http://example.com/", "http://example.com/") + "<em>x</em></p>",
            f"Mail <strong>{JOHN}</strong> or {JANE}.</p>",
        ],
    },
    "md4c": {
        "index.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help.", "www.commonmark.org/help.")
            + "</p>",
            "<em>" + ref("http://www.emphasis.example", "www.emphasis.example") + "</em>.</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help.", "www.commonmark.org/help.")
            + "</p>",
            "inside: http://example.com/<em>x</em></p>",
            f"Mail <strong>{JOHN}</strong> or {JANE}.</p>",
        ],
    },
    "uts58": {
        "index.html": [
            "A www link: "
            + ref("https://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("https://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
        ],
    },
}
LEFT_ALONE = {
    "index.html": [
        "An existing link stays: " + ref("https://example.org/", "www.example.org") + ".</p>",
        '<code class="docutils literal notranslate"><span class="pre">www.code.example</span>'
        '</code> and <code class="docutils literal notranslate"><span class="pre">'
        "me&#64;code.example</span></code>.</p>",
        '<pre><span></span><span class="n">www</span><span class="o">.</span>'
        '<span class="n">literal</span>',
        "<pre><span></span>http://fenced.example/ in a code block\n",
        "<p>www.raw.example</p>",
    ],
    "myst.html": [
        "An existing link stays: "
        + ref("https://example.org/", "www.example.org")
        + " and "
        + ref("https://autolink.example/", "https://autolink.example/")
        + ".</p>",
        '<code class="docutils literal notranslate"><span class="pre">www.code.example</span>'
        '</code> and <code class="docutils literal notranslate"><span class="pre">'
        "me&#64;code.example</span></code>.</p>",
        "<pre><span></span>http://fenced.example/ in a fenced code block\n",
    ],
}


def configure(project: Path, *lines: str) -> None:
    with (project / "conf.py").open("a") as conf:
        conf.write("".join(line + "\n" for line in lines))


def build(project: Path, *args: str) -> Path:
    """Build ``project`` as HTML into ``project/_build/html``; that directory."""
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", *args, project, out)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return out


def pages(out: Path) -> dict[str, str]:
    return {page: (out / page).read_text() for page in PAGES}


def assert_contains(html: dict[str, str], *expected: dict[str, list[str]]) -> None:
    for table in expected:
        for page, snippets in table.items():
            for snippet in snippets:
                assert snippet in html[page], (page, snippet)


@pytest.mark.parametrize("mode", mode_params())
def test_rest_and_myst_pages_are_linked_in_each_mode(tmp_path: Path, mode: str) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, f"md_autolinks_mode = {mode!r}")
    html = pages(build(project))
    assert_contains(html, LINKED_IN_EVERY_MODE, LINKED_BY_MODE[mode], LEFT_ALONE)
    for page in PAGES:
        assert nested_anchors(html[page]) == 0


def test_kinds_selects_the_links_made(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, "md_autolinks_kinds = ['email']")
    html = pages(build(project))
    assert "<p>A www link: www.commonmark.org/help.</p>" in html["myst.html"]
    assert f"Mail <strong>{JOHN}</strong> or {JANE}.</p>" in html["myst.html"]


def test_parallel_build_writes_the_same_html(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    serial = build(project, "-j", "1", "-d", str(tmp_path / "doctrees-1"))
    parallel_out = tmp_path / "parallel"
    result = run_tool(
        "sphinx", "-q", "-E", "-b", "html", "-j", "2", "-d", tmp_path / "doctrees-2",
        project, parallel_out,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    serial_files = sorted(path.relative_to(serial) for path in serial.rglob("*.html"))
    parallel_files = sorted(path.relative_to(parallel_out) for path in parallel_out.rglob("*.html"))
    assert serial_files == parallel_files
    assert len(serial_files) >= 4
    for name in serial_files:
        assert (serial / name).read_bytes() == (parallel_out / name).read_bytes(), name
    assert_contains(pages(parallel_out), LINKED_BY_MODE["gfm"])


def test_myst_linkify_on_gives_no_double_links(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, "myst_enable_extensions = ['linkify']")
    html = pages(build(project))["myst.html"]
    assert html.count(">www.commonmark.org/help</a>") == 1
    assert html.count(">https://example.org/path</a>") == 1
    assert nested_anchors(html) == 0
    assert_contains({"myst.html": html}, {"myst.html": LEFT_ALONE["myst.html"]})


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        (
            "md_autolinks_mode = 'cmark'",
            "md_autolinks_mode = 'cmark': mode: unknown mode 'cmark'; "
            "valid modes are 'gfm', 'md4c', 'uts58'",
        ),
        (
            "md_autolinks_kinds = ['url', 'phone']",
            "md_autolinks_kinds = ['url', 'phone']: kinds: unknown link kind 'phone'; "
            "valid kinds are 'url', 'www', 'email'",
        ),
        (
            "md_autolinks_bare_domains = 'yes'",
            "md_autolinks_bare_domains = 'yes': bare_domains: expected true or false, got 'yes'",
        ),
    ],
)
def test_a_bad_value_fails_the_build_naming_it(tmp_path: Path, setting: str, message: str) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, setting)
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-b", "html", project, out)
    assert result.returncode == 2
    assert "Configuration error" in result.stderr
    assert f"sphinx.errors.ConfigError: {message}\n" in result.stderr
    assert not (out / "index.html").exists()
