"""``md-autolinks check``: the program that runs a site's configuration file, where
md-autolinks is configured in it, and what would be ignored or is wrong (``docs/check.md``),
on the projects of ``integrations/`` and on small configurations."""

from __future__ import annotations

from pathlib import Path

import pytest

from md_autolinks.cli import main
from md_autolinks.commands.arguments import COMMAND_LIST, COMMAND_NAMES
from support.paths import REPO

ZENSICAL_NOTE = (
    "  note: Zensical builds mkdocs.yml too but runs no MkDocs plugins: a site built with it "
    "needs md_autolinks under markdown_extensions"
)


def check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    status = main(["check", *args])
    return status, capsys.readouterr().out.splitlines()


@pytest.fixture(autouse=True)
def in_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)


@pytest.mark.parametrize(
    ("project", "expected"),
    [
        (
            "mkdocs-site",
            [
                "integrations/mkdocs-site/mkdocs.yml: run by MkDocs",
                "  plugins: md-autolinks (mode='gfm')",
                ZENSICAL_NOTE,
                "ok",
            ],
        ),
        (
            "properdocs-site",
            [
                "integrations/properdocs-site/properdocs.yml: run by ProperDocs",
                "  plugins: md-autolinks (mode='uts58', css_class='autolink', "
                "exclude=['changelog.md', 'release-notes/*'])",
                "ok",
            ],
        ),
        (
            "zensical-site",
            [
                "integrations/zensical-site/zensical.toml: run by Zensical",
                "  markdown_extensions: md_autolinks (mode='uts58', css_class='autolink')",
                "ok",
            ],
        ),
        (
            "sphinx-project",
            [
                "integrations/sphinx-project/conf.py: run by Sphinx",
                "  extensions: md_autolinks.sphinx",
                "  md_autolinks_mode = 'gfm'",
                "ok",
            ],
        ),
        (
            "sphinx-policy",
            [
                "integrations/sphinx-policy/conf.py: run by Sphinx",
                "  extensions: md_autolinks.sphinx",
                "  md_autolinks_deny_domains = ['bank.com']",
                "  md_autolinks_css_class = 'autolink'",
                "  md_autolinks_filter = 'site_policy.links:policy'",
                "  md_autolinks_exclude_docs = ['changelog', 'release-notes/*']",
                "ok",
            ],
        ),
    ],
)
def test_the_integration_projects_are_configured_as_their_program_reads_them(
    capsys: pytest.CaptureFixture[str], project: str, expected: list[str]
) -> None:
    assert check(capsys, f"integrations/{project}") == (0, expected)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_plugin_entry_under_zensical_is_ignored(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "zensical.toml",
        '[project]\nsite_name = "x"\n\n[project.plugins.md-autolinks]\nmode = "uts58"\n',
    )
    assert check(capsys, str(path)) == (
        1,
        [
            f"{path}: run by Zensical",
            "  plugins: md-autolinks (mode='uts58')",
            "  ignored: plugins: md-autolinks: Zensical runs no MkDocs plugins and skips this "
            "entry without a word (pages get the default extensions' links, "
            "pymdownx.magiclink's); list md_autolinks under markdown_extensions instead",
            "1 problem",
        ],
    )


def test_options_given_twice_name_the_ignored_ones(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "mkdocs.yml",
        "site_name: x\n"
        "markdown_extensions:\n"
        "  - pymdownx.emoji:\n"
        "      emoji_generator: !!python/name:material.extensions.emoji.to_svg\n"
        "  - md_autolinks:\n"
        "      mode: gfm\n"
        "      rel: nofollow\n"
        "plugins:\n"
        "  - search\n"
        "  - md-autolinks:\n"
        "      mode: uts58\n"
        "      rel: nofollow\n"
        "      exclude: [changelog.md]\n",
    )
    assert check(capsys, str(tmp_path)) == (
        1,
        [
            f"{path}: run by MkDocs",
            "  plugins: md-autolinks (mode='uts58', rel='nofollow', exclude=['changelog.md'])",
            "  markdown_extensions: md_autolinks (mode='gfm', rel='nofollow')",
            "  ignored: plugins: md-autolinks: mode='uts58': the markdown_extensions entry "
            "md_autolinks is in force",
            "1 problem",
        ],
    )


def test_unknown_names_and_bad_values_are_named_with_the_closest_choice(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "properdocs.yml",
        "plugins:\n  - md-autolinks:\n      mode: utf58\n      exlude: [a.md]\n",
    )
    assert check(capsys, str(path)) == (
        1,
        [
            f"{path}: run by ProperDocs",
            "  plugins: md-autolinks (mode='utf58', exlude=['a.md'])",
            "  error: plugins: md-autolinks: mode: unknown mode 'utf58' (did you mean 'uts58'?); "
            "valid modes are 'gfm', 'md4c', 'uts58'",
            "  error: plugins: md-autolinks: unknown option 'exlude' (did you mean 'exclude'?)",
            "2 problems",
        ],
    )


def test_sphinx_values_without_the_extension_or_misspelt(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "conf.py",
        "import os\n"
        'extensions = ["myst_parser"]\n'
        'md_autolinks_kinds = ["url", "ftp"]\n'
        'md_autolinks_moed = "gfm"\n'
        'md_autolinks_css_class = os.environ.get("CLASS", "a")\n',
    )
    assert check(capsys, str(path)) == (
        1,
        [
            f"{path}: run by Sphinx",
            "  md_autolinks_kinds = ['url', 'ftp']",
            "  md_autolinks_moed = 'gfm'",
            "  error: unknown configuration value 'md_autolinks_moed' in conf.py; did you mean "
            "'md_autolinks_mode'?",
            "  error: md_autolinks_kinds = ['url', 'ftp']: kinds: unknown link kind 'ftp'; "
            "valid kinds are 'url', 'www', 'email'",
            "  note: md_autolinks_css_class is set by code: check cannot read it",
            "  ignored: md_autolinks_kinds, md_autolinks_moed: 'md_autolinks.sphinx' is not in "
            "extensions",
            "3 problems",
        ],
    )


def test_an_extension_added_by_append_is_read_and_a_mode_rule_applies(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        "conf.py",
        'extensions = ["myst_parser"]\nextensions.append("md_autolinks.sphinx")\n'
        'md_autolinks_bare_domains = "all"\n',
    )
    assert check(capsys, str(path)) == (
        1,
        [
            f"{path}: run by Sphinx",
            "  extensions: md_autolinks.sphinx",
            "  md_autolinks_bare_domains = 'all'",
            "  error: md_autolinks_bare_domains = 'all': bare_domains: applies only in mode "
            "'uts58', not in mode 'gfm'",
            "1 problem",
        ],
    )


def test_nothing_configured_and_nothing_found(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(SystemExit) as raised:
        main(["check", str(empty)])
    assert raised.value.code == 2
    assert capsys.readouterr().err == (
        f"md-autolinks check: no configuration file in {empty} (looked for mkdocs.yml, "
        "mkdocs.yaml, properdocs.yml, properdocs.yaml, zensical.toml, zensical.yml, "
        "zensical.yaml, conf.py); name one\n"
    )
    path = write(tmp_path, "mkdocs.yml", "site_name: x\nplugins:\n  - search\n")
    assert check(capsys, str(path)) == (
        1,
        [
            f"{path}: run by MkDocs",
            "  error: md-autolinks is not configured: list it under plugins or markdown_extensions",
            "1 problem",
        ],
    )


def test_the_command_names_are_one_list(capsys: pytest.CaptureFixture[str]) -> None:
    """The names the command line accepts, the near-miss hint and the help come from
    ``COMMAND_LIST``."""
    assert COMMAND_NAMES == ("render", "links", "why", "check")
    assert main(["chek", "x"]) == 2
    assert capsys.readouterr().err == (
        "md-autolinks: error: 'chek' is neither a command nor a file (did you mean 'check'?) "
        "(see 'md-autolinks --help')\n"
    )
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    help_text = capsys.readouterr().out
    for command in COMMAND_LIST:
        assert f"  {command.usage}" in help_text
