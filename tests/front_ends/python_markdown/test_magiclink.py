"""pymdownx.magiclink beside md-autolinks: one warning per process (per build in MkDocs),
on the host's logger, or, with ``replace_magiclink``, md-autolinks makes the links and
magiclink keeps its shorthands and its shortener (``docs/magiclink.md``)."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import markdown
import pytest

from md_autolinks.python_markdown import magiclink
from md_autolinks.python_markdown.magiclink import LOGGER_NAME, MESSAGE
from support.built_html import run_tool

pytest.importorskip("pymdownx.magiclink", reason="the test extra installs pymdown-extensions")

TEXT = "See https://example.com/x, www.example.com, me@example.com and python.org."
CONFIG = {"md_autolinks": {"mode": "uts58", "css_class": "al", "target": "_blank"}}


@pytest.fixture(autouse=True)
def fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts as a process that has not said it yet, on the default logger."""
    monkeypatch.setattr(magiclink._Notice, "said", False)
    monkeypatch.setattr(magiclink._Notice, "logger", logging.getLogger(LOGGER_NAME))


def notices(caplog: pytest.LogCaptureFixture) -> list[tuple[str, int, str]]:
    return [
        (record.name, record.levelno, record.getMessage())
        for record in caplog.records
        if record.name == LOGGER_NAME
    ]


@pytest.mark.parametrize(
    "extensions",
    [["pymdownx.magiclink", "md_autolinks"], ["md_autolinks", "pymdownx.magiclink"]],
)
def test_both_loaded_say_it_once_over_many_markdown_instances(
    caplog: pytest.LogCaptureFixture, extensions: list[str]
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER_NAME)
    pages = [
        markdown.markdown(TEXT, extensions=extensions, extension_configs=CONFIG) for _ in range(40)
    ]
    assert notices(caplog) == [(LOGGER_NAME, logging.WARNING, MESSAGE)]
    assert pages[0] == (
        '<p>See <a href="https://example.com/x">https://example.com/x</a>, '
        '<a href="http://www.example.com">www.example.com</a>, '
        '<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#109;&#101;&#64;&#101;&#120;&#97;'
        '&#109;&#112;&#108;&#101;&#46;&#99;&#111;&#109;">&#109;&#101;&#64;&#101;&#120;&#97;'
        "&#109;&#112;&#108;&#101;&#46;&#99;&#111;&#109;</a> and "
        '<a class="al" href="https://python.org" rel="noopener" target="_blank">python.org</a>.</p>'
    )


def test_one_markdown_instance_converting_many_documents_says_it_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER_NAME)
    md = markdown.Markdown(extensions=["pymdownx.magiclink", "md_autolinks"])
    for _ in range(10):
        md.reset()
        md.convert(TEXT)
    assert notices(caplog) == [(LOGGER_NAME, logging.WARNING, MESSAGE)]


def test_md_autolinks_alone_says_nothing(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    for extensions in (["md_autolinks"], ["md_autolinks", "pymdownx.extra"]):
        markdown.markdown(TEXT, extensions=extensions)
    assert notices(caplog) == []
    assert magiclink._Notice.said is False


def test_the_message_names_what_magiclink_takes_and_how_to_hand_it_over() -> None:
    assert MESSAGE == (
        "md_autolinks: pymdownx.magiclink is loaded too, and it links URLs (http, https, ftp, "
        "ftps), www. links and emails before md-autolinks sees them: those get magiclink's "
        "links (www. to http://, entity-encoded mailto:, none of md-autolinks' options such "
        "as css_class, rel or target) and md-autolinks links only what magiclink leaves. To "
        "have md-autolinks make them and keep magiclink's repository shorthands, set "
        "md-autolinks' option replace_magiclink: true (--replace-magiclink on the command "
        "line), or remove pymdownx.magiclink."
    )


def test_outside_a_host_python_shows_it_on_stderr() -> None:
    """No logging set up (a script, Zensical): Python's last-resort handler shows a warning."""
    script = (
        "import markdown; markdown.markdown('www.a.com', "
        "extensions=['pymdownx.magiclink', 'md_autolinks'])"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "", MESSAGE + "\n")


def test_the_command_line_says_it_on_stderr(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("See www.a.com and python.org.\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", page, "--mode", "uts58", "-x", "pymdownx.magiclink"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    assert result.stderr == MESSAGE + "\n"
    assert result.stdout == (
        '<p>See <a href="http://www.a.com">www.a.com</a> and '
        '<a href="https://python.org">python.org</a>.</p>\n'
    )
    replaced = subprocess.run(
        [
            sys.executable,
            "-m",
            "md_autolinks",
            page,
            "--mode",
            "uts58",
            "-x",
            "pymdownx.magiclink",
            "--replace-magiclink",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (replaced.returncode, replaced.stderr) == (0, "")
    assert replaced.stdout == (
        '<p>See <a href="https://www.a.com">www.a.com</a> and '
        '<a href="https://python.org">python.org</a>.</p>\n'
    )


SHORTHANDS = (
    "See https://example.com/x, www.python.org, me@python.org and python.org; "
    "fixed in #123 by @octocat."
)
REPLACING = {
    "md_autolinks": {**CONFIG["md_autolinks"], "replace_magiclink": True},
    "pymdownx.magiclink": {"repo_url_shorthand": True, "user": "me", "repo": "proj"},
}
REPLACED = (
    '<p>See <a class="al" href="https://example.com/x" rel="noopener" target="_blank">'
    'https://example.com/x</a>, <a class="al" href="https://www.python.org" rel="noopener" '
    'target="_blank">www.python.org</a>, <a class="al" href="mailto:me@python.org">'
    'me@python.org</a> and <a class="al" '
    'href="https://python.org" rel="noopener" target="_blank">python.org</a>; fixed in '
    '<a class="magiclink magiclink-github magiclink-issue" '
    'href="https://github.com/me/proj/issues/123" title="GitHub Issue: me/proj #123">#123</a> '
    'by <a class="magiclink magiclink-github magiclink-mention" href="https://github.com/octocat" '
    'title="GitHub User: octocat">@octocat</a>.</p>'
)


@pytest.mark.parametrize(
    "extensions",
    [["pymdownx.magiclink", "md_autolinks"], ["md_autolinks", "pymdownx.magiclink"]],
)
def test_replace_magiclink_makes_every_link_and_keeps_the_shorthands(
    caplog: pytest.LogCaptureFixture, extensions: list[str]
) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER_NAME)
    md = markdown.Markdown(extensions=extensions, extension_configs=REPLACING)
    pages = [md.convert(SHORTHANDS) for _ in range(2)]
    assert pages == [REPLACED, REPLACED]
    assert "magic-link" not in md.inlinePatterns
    assert "magic-mail" not in md.inlinePatterns
    assert "magic-int-mention" in md.inlinePatterns
    assert notices(caplog) == []


def test_replace_magiclink_alone_changes_nothing() -> None:
    config = {"md_autolinks": {"replace_magiclink": True}}
    assert markdown.markdown(TEXT, extensions=["md_autolinks"], extension_configs=config) == (
        markdown.markdown(TEXT, extensions=["md_autolinks"])
    )


def test_find_links_refuses_replace_magiclink() -> None:
    from md_autolinks import OptionError, find_links

    with pytest.raises(OptionError, match="'replace_magiclink' applies to a Python-Markdown"):
        find_links("www.a.com", replace_magiclink=True)


SHORTENED = (
    "See https://github.com/me/proj/issues/12, https://github.com/o/r/pull/3, "
    "https://github.com/o/r/commit/0123456789abcdef0123456789abcdef01234567 and "
    "https://github.com/octocat."
)


@pytest.mark.parametrize(
    "extensions",
    [["pymdownx.magiclink", "md_autolinks"], ["md_autolinks", "pymdownx.magiclink"]],
)
@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_replace_magiclink_keeps_the_shortener_working(extensions: list[str], mode: str) -> None:
    """magiclink's ``repo_url_shortener`` and ``social_url_shortener`` shorten the links
    md-autolinks makes as they shortened magiclink's own."""
    shortening = {
        "repo_url_shortener": True,
        "social_url_shortener": True,
        "user": "me",
        "repo": "proj",
    }
    alone = markdown.markdown(
        SHORTENED,
        extensions=["pymdownx.magiclink"],
        extension_configs={"pymdownx.magiclink": shortening},
    )
    assert alone == (
        '<p>See <a class="magiclink magiclink-github magiclink-issue" '
        'href="https://github.com/me/proj/issues/12" title="GitHub Issue: me/proj #12">#12</a>, '
        '<a class="magiclink magiclink-github magiclink-pull" href="https://github.com/o/r/pull/3" '
        'title="GitHub Pull Request: o/r #3">o/r!3</a>, '
        '<a class="magiclink magiclink-github magiclink-commit" '
        'href="https://github.com/o/r/commit/0123456789abcdef0123456789abcdef01234567" '
        'title="GitHub Commit: o/r@0123456">o/r@0123456</a> and '
        '<a class="magiclink magiclink-github magiclink-mention" href="https://github.com/octocat" '
        'title="GitHub User: octocat">@octocat</a>.</p>'
    )
    replaced = markdown.markdown(
        SHORTENED,
        extensions=extensions,
        extension_configs={
            "pymdownx.magiclink": shortening,
            "md_autolinks": {"mode": mode, "replace_magiclink": True},
        },
    )
    assert replaced == alone
    with_class = markdown.markdown(
        SHORTENED,
        extensions=extensions,
        extension_configs={
            "pymdownx.magiclink": shortening,
            "md_autolinks": {"mode": mode, "replace_magiclink": True, "css_class": "al"},
        },
    )
    assert with_class == alone.replace('class="magiclink ', 'class="al magiclink ')


@pytest.mark.slow
@pytest.mark.parametrize("tool", ["mkdocs", "properdocs"])
def test_a_build_of_many_pages_warns_once(tmp_path: Path, tool: str) -> None:
    pytest.importorskip(tool, reason="the test group installs MkDocs and ProperDocs")
    docs = tmp_path / "docs"
    docs.mkdir()
    for number in range(6):
        (docs / f"page{number}.md").write_text(f"# Page {number}\n\n{TEXT}\n")
    config = tmp_path / "mkdocs.yml"
    config.write_text(
        "site_name: both\ntheme:\n  name: material\n"
        "markdown_extensions:\n  - pymdownx.magiclink\n"
        "plugins:\n  - md-autolinks:\n      mode: uts58\n"
    )
    result = run_tool(tool, "build", "-f", config, "-d", tmp_path / "site")
    assert result.returncode == 0, result.stderr
    shown = [line for line in result.stderr.splitlines() if "pymdownx.magiclink" in line]
    assert shown == [f"WARNING -  {MESSAGE}"]
    page = (tmp_path / "site" / "page3" / "index.html").read_text()
    assert '<a href="https://python.org">python.org</a>' in page
    assert '<a href="http://www.example.com">www.example.com</a>' in page
    strict = run_tool(tool, "build", "--strict", "-f", config, "-d", tmp_path / "site")
    assert strict.returncode == 1
    assert f"WARNING -  {MESSAGE}" in strict.stderr
