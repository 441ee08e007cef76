"""``md-autolinks links``: one line per anchor the page got, in source order, however many
times the guard or the ``filter`` was asked about a link."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from md_autolinks.cli import main
from support.paths import REPO

SAMPLE = "examples/sample.md"


@pytest.fixture(autouse=True)
def in_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)


def lines(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert main(["links", *args]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        (
            "gfm",
            [
                "examples/sample.md:3:7 www http://www.commonmark.org/help",
                "examples/sample.md:3:34 url https://github.com/github/cmark-gfm",
                "examples/sample.md:4:10 email mailto:john.doe@example.com",
                "examples/sample.md:4:38 email mailto:support@example.org",
                "examples/sample.md:11:37 www http://www.example.com",
                "examples/sample.md:12:1 www http://www.google.com/search?q=Markup+(business)",
            ],
        ),
        (
            "uts58",
            [
                "examples/sample.md:3:7 www https://www.commonmark.org/help",
                "examples/sample.md:3:34 url https://github.com/github/cmark-gfm",
                "examples/sample.md:12:1 www https://www.google.com/search?q=Markup+(business)",
            ],
        ),
    ],
)
def test_the_sample_lists_each_link_once(
    capsys: pytest.CaptureFixture[str], mode: str, expected: list[str]
) -> None:
    assert lines(capsys, SAMPLE, "--mode", mode) == expected


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_an_email_in_emphasis_is_listed_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, mode: str
) -> None:
    page = tmp_path / "p.md"
    page.write_text("a **b@python.org** and www.c.org/x_y\n\nsee *www.d.org*\n", encoding="utf-8")
    scheme = "https" if mode == "uts58" else "http"
    assert lines(capsys, str(page), "--mode", mode) == [
        f"{page}:1:5 email mailto:b@python.org",
        f"{page}:1:24 www {scheme}://www.c.org/x_y",
        f"{page}:3:6 www {scheme}://www.d.org",
    ]


def test_a_filter_that_skips_a_link_leaves_it_out(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "p.md"
    page.write_text("**me@example.org** and **www.python.org/a_b_**\n", encoding="utf-8")
    args = ["--mode", "uts58", "--filter", "support.user_filters:skip_example_org", "--json"]
    assert main(["links", str(page), *args]) == 0
    assert json.loads(capsys.readouterr().out) == [
        {
            "file": str(page),
            "line": 1,
            "column": 26,
            "kind": "www",
            "href": "https://www.python.org/a_b_",
            "text": "www.python.org/a_b_",
        }
    ]
