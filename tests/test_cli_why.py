"""``md-autolinks why TEXT...``: one line per candidate, linked with its href or not linked
with the rule and the option that links it (issue 26, point 2); a misspelt command is named."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from md_autolinks.cli import main


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "md_autolinks", *args],
        input=stdin, capture_output=True, text=True, check=False, encoding="utf-8",
    )


def test_why_says_for_each_candidate_whether_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["why", "see example.com, python.org and setup.py", "--mode", "uts58"]) == 0
    assert capsys.readouterr() == (
        "example.com: not linked: a domain reserved for examples (RFC 2606); "
        "bare_domains: all links it\n"
        "python.org: linked → https://python.org\n"
        "setup.py: not linked: .py is a file extension; bare_domains: all links it\n",
        "",
    )


def test_why_joins_words_takes_every_option_and_reads_standard_input() -> None:
    result = run(["why", "see", "www.a.com", "and", "me@b.org", "--kinds", "url,www"])
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == (
        "www.a.com: linked → http://www.a.com\n"
        "me@b.org: not linked: email links are switched off (kinds); "
        "kinds: url,www,email links it\n"
    )
    result = run(["why", "-", "--mode", "md4c"], stdin="x :www.a.com\nhttp://b.org\n")
    assert result.stdout == (
        "www.a.com: not linked: ':' before it: md4c starts a link only at the start, after "
        "white space or after one of ( { [\n"
        "http://b.org: linked → http://b.org\n"
    )


def test_why_without_candidates_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["why", "see the docs"]) == 0
    assert capsys.readouterr().out == (
        "no candidate: nothing in the text is a link or near one in mode gfm\n"
    )


def test_why_refuses_bad_options_as_every_command_does() -> None:
    result = run(["why", "a.com", "--bare-domains", "all"])
    assert result.returncode == 2
    assert result.stderr == (
        "md-autolinks: error: bare_domains: applies only in mode 'uts58', not in mode 'gfm' "
        "(see 'md-autolinks why --help')\n"
    )


@pytest.mark.parametrize(
    ("word", "command"), [("link", "links"), ("lnks", "links"), ("wy", "why"), ("rendr", "render")]
)
def test_a_misspelt_command_is_named(word: str, command: str) -> None:
    result = run([word, "notes.md"])
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        f"md-autolinks: error: {word!r} is neither a command nor a file "
        f"(did you mean {command!r}?) (see 'md-autolinks --help')\n"
    )


def test_a_file_named_like_a_command_is_rendered(tmp_path: Path) -> None:
    (tmp_path / "link").write_text("see www.a.com\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "md_autolinks", "link"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == '<p>see <a href="http://www.a.com">www.a.com</a></p>\n'
