"""The command on a terminal that cannot show every character (``PYTHONIOENCODING=cp1252``,
a Windows console code page): HTML keeps every character as a numeric character reference,
``why`` and ``links`` write ``->`` and Python escapes, JSON its own escapes; ``-o`` files are
UTF-8 whatever the terminal (``docs/getting-started.md#command-line``)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

PAGE = "Пишите: www.пример.рф или https://пример.рф/путь, café.com\n"


def run(args: list[str | Path], encoding: str = "cp1252") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    return subprocess.run(
        [sys.executable, "-m", "md_autolinks", *map(str, args)],
        capture_output=True,
        check=False,
        env=env,
    )


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "страница.md"
    path.write_text(PAGE, encoding="utf-8")
    return path


def test_why_on_a_cp1252_terminal() -> None:
    result = run(["why", "see python.org", "--mode", "uts58"])
    assert (result.returncode, result.stderr) == (0, b"")
    assert result.stdout == b"python.org: linked -> https://python.org\n"


def test_why_with_a_cyrillic_candidate_on_a_cp1252_terminal() -> None:
    result = run(["why", "see пример.рф and café.com", "--mode", "uts58"])
    assert (result.returncode, result.stderr) == (0, b"")
    assert result.stdout.decode("cp1252") == (
        "\\u043f\\u0440\\u0438\\u043c\\u0435\\u0440.\\u0440\\u0444: linked -> "
        "https://xn--e1afmkfd.xn--p1ai\n"
        "café.com: linked → https://xn--caf-dma.com\n".replace("→", "->")
    )


def test_html_on_a_cp1252_terminal_keeps_every_character(page: Path) -> None:
    result = run([page, "--mode", "uts58"])
    assert (result.returncode, result.stderr) == (0, b"")
    html = result.stdout.decode("cp1252")
    assert html == (
        "<p>&#1055;&#1080;&#1096;&#1080;&#1090;&#1077;: "
        '<a href="https://www.xn--e1afmkfd.xn--p1ai">www.&#1087;&#1088;&#1080;&#1084;&#1077;'
        "&#1088;.&#1088;&#1092;</a> &#1080;&#1083;&#1080; "
        '<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C">'
        "https://&#1087;&#1088;&#1080;&#1084;&#1077;&#1088;.&#1088;&#1092;/&#1087;&#1091;&#1090;"
        '&#1100;</a>, <a href="https://xn--caf-dma.com">café.com</a></p>\n'
    )
    utf8 = run([page, "--mode", "uts58"], encoding="utf-8")
    assert utf8.returncode == 0
    assert _unescaped(html) == utf8.stdout.decode("utf-8")


def _unescaped(html: str) -> str:
    """``html`` with its numeric character references read, as a browser reads them."""
    return re.sub(r"&#(\d+);", lambda match: chr(int(match.group(1))), html)


def test_output_file_stays_utf8(page: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.html"
    result = run([page, "--mode", "uts58", "-o", out])
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")
    on_utf8_terminal = run([page, "--mode", "uts58"], "utf-8").stdout.decode("utf-8")
    assert out.read_text(encoding="utf-8") == on_utf8_terminal
    assert "www.пример.рф</a>" in on_utf8_terminal


def test_links_on_a_cp1252_terminal(page: Path) -> None:
    result = run(["links", page, "--mode", "uts58"])
    assert (result.returncode, result.stderr) == (0, b"")
    name = str(page).encode("cp1252", "backslashreplace")
    assert result.stdout == (
        name
        + b":1:9 www https://www.xn--e1afmkfd.xn--p1ai\n"
        + name
        + b":1:27 url https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C\n"
        + name
        + b":1:51 url https://xn--caf-dma.com\n"
    )
    as_json = run(["links", "--json", page, "--mode", "uts58"])
    assert (as_json.returncode, as_json.stderr) == (0, b"")
    assert as_json.stdout.isascii()
    utf8 = run(["links", "--json", page, "--mode", "uts58"], "utf-8")
    assert json.loads(as_json.stdout) == json.loads(utf8.stdout.decode("utf-8"))
    assert [link["text"] for link in json.loads(as_json.stdout)] == [
        "www.пример.рф",
        "https://пример.рф/путь",
        "café.com",
    ]
