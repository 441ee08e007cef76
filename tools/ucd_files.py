"""Reading the Unicode Character Database's file format (UAX #44, section 4.2): the data
lines of a file such as ``DerivedCoreProperties.txt`` or UTS #58's ``LinkTerm.txt``, their
code point ranges, sets of ranges coalesced, and the generators' shared command line
(write the module, or ``--check`` that it is fresh)."""

from __future__ import annotations

import argparse
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


def write_or_check(
    output: Path,
    root: Path,
    text: str,
    *,
    generator: str,
    description: str,
    argv: list[str] | None,
) -> int:
    """A generator's command line: write ``text`` to ``output``, or with ``--check`` exit 1
    (naming the module by its path under ``root`` and ``generator``, the script to run)
    when the committed module differs from it."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="exit 1 if the module is stale")
    args = parser.parse_args(argv)
    if args.check:
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current != text:
            print(f"{output.relative_to(root)} is stale; run {generator}")
            return 1
        return 0
    output.write_text(text, encoding="utf-8")
    return 0
