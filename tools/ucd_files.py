"""Reading the Unicode Character Database's file format (UAX #44, section 4.2): the data
lines of a file such as ``DerivedCoreProperties.txt`` or UTS #58's ``LinkTerm.txt``, their
code point ranges, and sets of ranges coalesced. Shared by the table generators."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

Range = tuple[int, int]
"""An inclusive range of code points."""


def data_lines(path: Path) -> Iterator[list[str]]:
    """The semicolon-separated fields of each data line of a UCD-style file (comments after
    ``#`` and blank lines left out)."""
    for raw in path.read_text(encoding="utf-8-sig").splitlines():
        content = raw.split("#", 1)[0].strip()
        if content:
            yield [field.strip() for field in content.split(";")]


def parse_range(field: str) -> Range:
    """``0041..005A`` or ``0041`` as an inclusive range."""
    first, _, last = field.partition("..")
    return int(first, 16), int(last or first, 16)


def merge(ranges: Iterable[Range]) -> list[Range]:
    """Sorted, coalesced inclusive ranges."""
    merged: list[Range] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
