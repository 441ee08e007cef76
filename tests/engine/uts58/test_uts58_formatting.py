"""UTS #58 minimal escaping: LinkFormattingTest.txt (dev copy) and format_url examples."""

from __future__ import annotations

import re

import pytest

from md_autolinks import format_url, format_url_parts
from support.paths import FIXTURES

FIXTURE = FIXTURES / "uts58" / "LinkFormattingTest.txt"
_FIELD = re.compile(" (?=[𝑺𝑯𝑷𝑸𝑽𝑭𝑫]=)")


def parse_structure(comment: str) -> dict[str, object]:
    """``# {𝑺=https:// 𝑯=example.com 𝑷=α 𝑸=k 𝑽=v 𝑭=f 𝑫=d}`` as format_url_parts arguments."""
    body = comment.removeprefix("# {").removesuffix("}")
    path: list[str] = []
    query: list[tuple[str, str | None]] = []
    fragment: str | None = None
    directives: list[str] = []
    scheme = host = ""
    for field in _FIELD.split(body):
        name, value = field[0], field[2:]
        if name == "𝑺":
            scheme = value.removesuffix("://")
        elif name == "𝑯":
            host = value
        elif name == "𝑷":
            path.append(value)
        elif name == "𝑸":
            query.append((value, None))
        elif name == "𝑽":
            query[-1] = (query[-1][0], value)
        elif name == "𝑭":
            fragment = value
        elif name == "𝑫":
            directives.append(value)
    return {
        "scheme": scheme,
        "host": host,
        "path": path,
        "query": query,
        "fragment": fragment,
        "directives": directives,
    }


def _cases() -> list[object]:
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    cases = []
    for number, line in enumerate(lines, start=1):
        if line.startswith("# {"):
            minimal = lines[number + 1]
            cases.append(pytest.param(line, minimal, id=f"uts58-formatting-{number}"))
    return cases


def test_fixture_has_all_cases() -> None:
    assert len(_cases()) == 55


@pytest.mark.parametrize(("structure", "expected"), _cases())
def test_format_url_parts(structure: str, expected: str) -> None:
    assert format_url_parts(**parse_structure(structure)) == expected  # type: ignore[arg-type]


JA_ESCAPED = (
    "https://ja.wikipedia.org/wiki/%E3%83%95%E3%82%A3%E3%83%B3%E3%82%BB%E3%83%B3%E3%83%88"
    "%E3%83%BB%E3%83%95%E3%82%A1%E3%83%B3%E3%83%BB%E3%82%B4%E3%83%83%E3%83%9B"
)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (JA_ESCAPED, "https://ja.wikipedia.org/wiki/フィンセント・ファン・ゴッホ"),
        ("https://example.com/a)b", "https://example.com/a%29b"),
        ("https://example.com/(a)b", "https://example.com/(a)b"),
        ("https://example.com/a.", "https://example.com/a%2E"),
        ("https://example.com/a.b", "https://example.com/a.b"),
        ("https://example.com/a%2Fb/c", "https://example.com/a%2Fb/c"),
        ("https://example.com/%FF%e3%82/x", "https://example.com/%FF%E3%82/x"),
        ("https://example.com/a%20b?q=%CE%B1%26#fr%C3%A9", "https://example.com/a%20b?q=α%26#fré"),
        ("https://example.com/%3F%23", "https://example.com/%3F%23"),
        ("https://example.com/%2541", "https://example.com/%2541"),
        ("https://example.com#a:~:text=%CE%B1.", "https://example.com#a:~:text=α%2E"),
        ("https://example.com", "https://example.com"),
    ],
)
def test_format_url(url: str, expected: str) -> None:
    assert format_url(url) == expected
