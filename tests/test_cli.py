"""The ``md-autolinks`` command."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from md_autolinks.cli import main

SAMPLE = Path(__file__).parents[1] / "examples" / "sample.md"


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


def test_reads_stdin_and_takes_mode_and_kinds(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
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
        (["-", "--mode", "cm"], 2, "invalid choice: 'cm' (choose from 'gfm', 'md4c', 'uts58')"),
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
