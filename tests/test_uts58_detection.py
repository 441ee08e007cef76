"""UTS #58 LinkDetectionTest.txt (17.0.0): every line is one case, marks compared exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from md_autolinks import find_links

FIXTURE = Path(__file__).parent / "fixtures" / "uts58" / "LinkDetectionTest.txt"
START_MARK, END_MARK = "\u2e20", "\u2e21"

#: Accepted deviations from the expected lines: line number -> reason. Empty: none needed.
DEVIATIONS: dict[int, str] = {}


def _cases() -> list[object]:
    cases = []
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        marks = (
            pytest.mark.xfail(reason=DEVIATIONS[number], strict=True)
            if number in DEVIATIONS
            else ()
        )
        cases.append(pytest.param(line, id=f"uts58-detection-{number}", marks=marks))
    return cases


def mark_links(text: str) -> str:
    """``text`` with each detected link wrapped in the test file's marks."""
    pieces = []
    previous = 0
    for link in find_links(text, mode="uts58", bare_domains="all"):
        pieces += [text[previous : link.start], START_MARK, link.text, END_MARK]
        previous = link.end
    pieces.append(text[previous:])
    return "".join(pieces)


def test_fixture_has_all_cases() -> None:
    assert len(_cases()) == 344


@pytest.mark.parametrize("expected", _cases())
def test_link_detection(expected: str) -> None:
    plain = expected.replace(START_MARK, "").replace(END_MARK, "")
    assert mark_links(plain) == expected
