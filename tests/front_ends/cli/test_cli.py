"""The ``md-autolinks`` command."""

from __future__ import annotations

import io
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from md_autolinks.cli import main
from support.paths import REPO

SAMPLE = REPO / "examples" / "sample.md"


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "md_autolinks.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_renders_the_sample_file(tmp_path: Path) -> None:
    out = tmp_path / "sample.html"
    assert main([str(SAMPLE), "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert '<a href="http://www.commonmark.org/help">www.commonmark.org/help</a>' in html
    assert '<strong><a href="mailto:support@example.org">support@example.org</a></strong>' in html
    assert "<code>https://not-linked-in-code.example</code>" in html
    assert "<pre><code>http://not-linked-in-a-code-block.example\n</code></pre>" in html


def test_reads_stdin_and_takes_mode_and_kinds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("www.a.com b@c.com"))
    assert main(["-", "--mode", "gfm", "--kinds", "email"]) == 0
    assert capsys.readouterr().out == '<p>www.a.com <a href="mailto:b@c.com">b@c.com</a></p>\n'


def test_loads_other_extensions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    table = tmp_path / "t.md"
    table.write_text("| a |\n|---|\n| www.a.com |\n", encoding="utf-8")
    assert main([str(table), "-x", "tables"]) == 0
    assert '<td><a href="http://www.a.com">www.a.com</a></td>' in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "status", "message"),
    [
        (["missing.md"], 1, "md-autolinks: missing.md: No such file or directory"),
        (["-", "--mode", "cm"], 2, "mode: unknown mode 'cm'; valid modes are 'gfm', 'md4c'"),
        (["-", "--kinds", "url,ftp"], 2, "kinds: unknown link kind 'ftp'; valid kinds are"),
        (["-", "-x", "no_such_extension_xyz"], 2, "cannot load extension"),
        ([], 2, "the following arguments are required: FILE"),
    ],
)
def test_bad_usage_fails_clearly(args: list[str], status: int, message: str) -> None:
    result = run(args)
    assert result.returncode == status
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_non_utf8_input_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.md"
    bad.write_bytes(b"caf\xe9 www.a.com")
    result = run([str(bad)])
    assert result.returncode == 1
    assert result.stderr == f"md-autolinks: {bad}: not UTF-8 text (byte 3: b'\\xe9')\n"


def test_errors_are_one_line_without_the_usage() -> None:
    result = run(["-", "--mode", "utf58"], stdin="x")
    assert result.returncode == 2
    assert result.stderr == (
        "md-autolinks: error: mode: unknown mode 'utf58' (did you mean 'uts58'?); valid modes "
        "are 'gfm', 'md4c', 'uts58' (see 'md-autolinks --help')\n"
    )


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("missing/out.html", "md-autolinks: -o {path}: cannot write: No such file or directory\n"),
        (".", "md-autolinks: -o {path}: is a folder; give the name of a file to write\n"),
    ],
)
def test_an_output_that_cannot_be_written_is_one_line(
    tmp_path: Path, output: str, message: str
) -> None:
    path = str(tmp_path / output) if output != "." else "."
    result = run(["-", "-o", path], stdin="www.a.com")
    assert result.returncode == 1
    assert result.stderr == message.format(path=path)


def test_non_utf8_standard_input_is_a_clear_error() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", "-"],
        input=b"caf\xe9 www.a.com",
        capture_output=True,
        check=False,
    )
    assert result.returncode == 1
    assert result.stdout == b""
    assert result.stderr == b"md-autolinks: standard input: not UTF-8 text (byte 3: b'\\xe9')\n"


def test_python_dash_m_runs_the_command_and_render_may_be_named() -> None:
    for args in (["-"], ["render", "-"]):
        result = subprocess.run(
            [sys.executable, "-m", "md_autolinks", *args],
            input="see www.a.com",
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == '<p>see <a href="http://www.a.com">www.a.com</a></p>\n'


def test_help_shows_every_command_with_examples_that_work(tmp_path: Path) -> None:
    result = run(["--help"])
    assert result.returncode == 0
    assert "  md-autolinks [render] FILE... [options] [-o OUT]" in result.stdout
    assert "  md-autolinks links FILE... [options] [--json]" in result.stdout
    assert "  md-autolinks why TEXT... [options]" in result.stdout
    assert "  md-autolinks check [CONFIG]" in result.stdout
    assert "--kind-css-classes KIND=CLASS,..." in result.stdout
    links_help = run(["links", "--help"]).stdout
    assert "md-autolinks links" in links_help
    assert "--json" in links_help
    examples = result.stdout.split("examples:\n")[1].splitlines()
    assert len(examples) == 6
    page = tmp_path / "notes.md"
    page.write_text("see www.a.com and b@example.org\n", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\nmarkdown_extensions: [md_autolinks]\n", encoding="utf-8")
    for example in examples:
        words = shlex.split(example)[1:]
        words = [str(page) if w in ("README.md", "docs/*.md") else w for w in words]
        words = [str(config) if w == "mkdocs.yml" else w for w in words]
        stdin = ""
        if "<" in words:
            stdin = page.read_text()
            words = words[: words.index("<")]
        words = [str(tmp_path / "out.html") if w == "README.html" else w for w in words]
        result = run(words, stdin=stdin)
        assert result.returncode == 0, (example, result.stderr)


def test_kind_css_classes_takes_the_form_its_help_shows() -> None:
    result = run(["-", "--kind-css-classes", "email=mail,url=external"], stdin="b@example.org")
    assert result.stdout == '<p><a class="mail" href="mailto:b@example.org">b@example.org</a></p>\n'


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["-", "--allowed-domains", "a.com"],
            "unrecognized arguments: --allowed-domains a.com (did you mean '--allow-domains'?) "
            "(see 'md-autolinks --help')",
        ),
        (
            ["-", "--hide-schema"],
            "unrecognized arguments: --hide-schema (did you mean '--hide-scheme'?) "
            "(see 'md-autolinks --help')",
        ),
        (
            ["links", "-", "--jsn"],
            "unrecognized arguments: --jsn (did you mean '--json'?) "
            "(see 'md-autolinks links --help')",
        ),
        (
            ["-", "--colour", "red"],
            "unrecognized arguments: --colour red (see 'md-autolinks --help')",
        ),
    ],
)
def test_an_unknown_flag_suggests_the_closest_one(args: list[str], message: str) -> None:
    result = run(args, stdin="www.a.com")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"md-autolinks: error: {message}\n"
