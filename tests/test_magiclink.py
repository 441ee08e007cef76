"""pymdownx.magiclink beside md-autolinks: one log message per process, on MkDocs' logger,
or, with ``replace_magiclink``, md-autolinks makes the links and magiclink keeps its
shorthands."""

from __future__ import annotations

import logging
from pathlib import Path

import markdown
import pytest
from built_html import run_tool

from md_autolinks.python_markdown import magiclink
from md_autolinks.python_markdown.magiclink import LOGGER_NAME, MESSAGE

pytest.importorskip("pymdownx.magiclink", reason="the test extra installs pymdown-extensions")

TEXT = "See https://example.com/x, www.example.com, me@example.com and python.org."
CONFIG = {"md_autolinks": {"mode": "uts58", "css_class": "al", "target": "_blank"}}


@pytest.fixture(autouse=True)
def fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts as a process that has not said it yet."""
    monkeypatch.setattr(magiclink._Once, "said", False)


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
        markdown.markdown(TEXT, extensions=extensions, extension_configs=CONFIG)
        for _ in range(40)
    ]
    assert notices(caplog) == [(LOGGER_NAME, logging.INFO, MESSAGE)]
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
    assert notices(caplog) == [(LOGGER_NAME, logging.INFO, MESSAGE)]


def test_md_autolinks_alone_says_nothing(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    for extensions in (["md_autolinks"], ["md_autolinks", "pymdownx.extra"]):
        markdown.markdown(TEXT, extensions=extensions)
    assert notices(caplog) == []
    assert magiclink._Once.said is False


def test_the_message_names_what_magiclink_takes_and_how_to_hand_it_over() -> None:
    assert MESSAGE == (
        "md_autolinks: pymdownx.magiclink is loaded too, and it links URLs (http, https, ftp, "
        "ftps), www. links and emails before md-autolinks sees them: those get magiclink's "
        "links (www. to http://, entity-encoded mailto:, none of md-autolinks' options such "
        "as css_class, rel or target) and md-autolinks links only what magiclink leaves. To "
        "have md-autolinks make them and keep magiclink's repository shorthands, set "
        "md-autolinks' option replace_magiclink: true (or remove pymdownx.magiclink)."
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
    'target="_blank">www.python.org</a>, <a class="al" href="mailto:me@python.org" '
    'rel="noopener" target="_blank">me@python.org</a> and <a class="al" '
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


@pytest.mark.slow
def test_a_mkdocs_build_of_many_pages_shows_it_once(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for number in range(6):
        (docs / f"page{number}.md").write_text(f"# Page {number}\n\n{TEXT}\n")
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: both\n"
        "markdown_extensions:\n  - pymdownx.magiclink\n"
        "plugins:\n  - md-autolinks:\n      mode: uts58\n"
    )
    result = run_tool(
        "mkdocs", "build", "--strict", "-f", tmp_path / "mkdocs.yml", "-d", tmp_path / "site"
    )
    assert result.returncode == 0, result.stderr
    shown = [line for line in result.stderr.splitlines() if "pymdownx.magiclink" in line]
    assert shown == [f"INFO    -  {MESSAGE}"]
    page = (tmp_path / "site" / "page3" / "index.html").read_text()
    assert '<a href="https://python.org">python.org</a>' in page
    assert '<a href="http://www.example.com">www.example.com</a>' in page
