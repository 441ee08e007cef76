"""``md-autolinks why TEXT...``: one line per candidate, linked with its href or not linked
with the rule and the option that links it (docs/why.md); a misspelt command is named."""

from __future__ import annotations

import doctest
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from md_autolinks.cli import main
from support.paths import REPO


def run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "md_autolinks", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        encoding="utf-8",
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
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == '<p>see <a href="http://www.a.com">www.a.com</a></p>\n'


WHY_PAGE = REPO / "docs" / "why.md"


def console_examples(page: str) -> list[tuple[str, str]]:
    """``(command, output)`` of each ``$ md-autolinks ...`` line in a ``console`` block."""
    examples = []
    for block in page.split("```console\n")[1:]:
        lines = block.split("```", 1)[0].splitlines()
        examples.append((lines[0].removeprefix("$ "), "".join(f"{line}\n" for line in lines[1:])))
    return examples


def test_the_docs_page_shows_what_the_command_prints(capsys: pytest.CaptureFixture[str]) -> None:
    examples = console_examples(WHY_PAGE.read_text(encoding="utf-8"))
    assert len(examples) == 6
    for command, output in examples:
        words = shlex.split(command)
        assert words[:2] == ["md-autolinks", "why"]
        assert main(words[1:]) == 0
        assert capsys.readouterr() == (output, ""), command


def test_the_docs_page_python_example_runs() -> None:
    page = WHY_PAGE.read_text(encoding="utf-8")
    block = page.split("```python\n")[1].split("```", 1)[0]
    test = doctest.DocTestParser().get_doctest(block, {}, "why.md", str(WHY_PAGE), 0)
    result = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS).run(test)
    assert (result.failed, result.attempted) == (0, 2)


def test_the_readme_shows_why_and_explain_as_they_are(capsys: pytest.CaptureFixture[str]) -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    examples = [(c, o) for c, o in console_examples(readme) if c.startswith("md-autolinks why")]
    assert len(examples) == 1
    for command, output in examples:
        assert main(shlex.split(command)[1:]) == 0
        assert capsys.readouterr() == (output, "")
    blocks = [b.split("```", 1)[0] for b in readme.split("```python\n")[1:]]
    blocks = [block for block in blocks if "explain(" in block]
    assert len(blocks) == 1
    test = doctest.DocTestParser().get_doctest(blocks[0], {}, "README", "README.md", 0)
    result = doctest.DocTestRunner().run(test)
    assert (result.failed, result.attempted) == (0, 2)


def test_why_shows_an_invisible_character_percent_encoded(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["why", "see http://a.com/x\u202ey"]) == 0
    assert (
        capsys.readouterr().out == "http://a.com/x%E2%80%AEy: linked → http://a.com/x%E2%80%AEy\n"
    )
