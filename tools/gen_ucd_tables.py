"""Generate md_autolinks/engine/_ucd_tables.py from the Unicode data files in data/ucd/.

Usage::

    python tools/gen_ucd_tables.py          # rewrite the module
    python tools/gen_ucd_tables.py --check  # exit 1 if the committed module is stale

Inputs (Unicode 17.0.0, the version of the UTS #58 data in data/uts58/, see
data/ucd/PROVENANCE.md): DerivedCoreProperties.txt (Default_Ignorable_Code_Point),
extracted/DerivedGeneralCategory.txt (Cf, So, and Cn for the unassigned code points),
DerivedNormalizationProps.txt (the NFKC_Casefold mapping) and UTS #39's confusables.txt.
The tables answer the same on every Python, whatever Unicode version ``unicodedata`` knows.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "ucd"
OUTPUT = ROOT / "md_autolinks" / "engine" / "_ucd_tables.py"
UNICODE_VERSION = "17.0.0"
MAX_CODE_POINT = 0x10FFFF

#: The URL syntax characters a look-alike may stand for (``·`` for the middle dots that
#: read as a ``.`` at text sizes: ``‧ ⋅ ∙ ・``).
SYNTAX = "/\\@:.-\u00b7"

Range = tuple[int, int]


def data_lines(path: Path) -> Iterator[list[str]]:
    """The semicolon-separated fields of each data line of a UCD-style file."""
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


def general_category_ranges(value: str) -> list[Range]:
    """The code points whose General_Category is ``value`` (``Cf``, ``Cn``, ...)."""
    return merge(
        parse_range(fields[0])
        for fields in data_lines(DATA / "DerivedGeneralCategory.txt")
        if fields[1] == value
    )


def invisible_ranges() -> list[Range]:
    """Default_Ignorable_Code_Point=Yes together with General_Category=Cf: the code points
    drawn as nothing (The Unicode Standard, section 5.21)."""
    ignorable = (
        parse_range(fields[0])
        for fields in data_lines(DATA / "DerivedCoreProperties.txt")
        if fields[1] == "Default_Ignorable_Code_Point"
    )
    return merge([*ignorable, *general_category_ranges("Cf")])


def assigned_ranges() -> list[Range]:
    """The code points Unicode assigns (General_Category other than Cn)."""
    ranges: list[Range] = []
    next_cp = 0
    for start, end in general_category_ranges("Cn"):
        if start > next_cp:
            ranges.append((next_cp, start - 1))
        next_cp = end + 1
    if next_cp <= MAX_CODE_POINT:
        ranges.append((next_cp, MAX_CODE_POINT))
    return ranges


def _as_string(field: str) -> str:
    return "".join(chr(int(cp, 16)) for cp in field.split())


def _is_syntax(string: str) -> bool:
    return len(string) == 1 and string in SYNTAX


def syntax_lookalikes() -> str:
    """The non-ASCII characters that stand for one URL syntax character of :data:`SYNTAX`:
    those whose NFKC_Casefold mapping is that character (``／``, ``﹫``, ``﹒``, ``﹕``) or
    whose UTS #39 confusable prototype is (``∕ ⁄ ⧸ ╱ ∖ ∶ ˸ ․ ‐ ‒ – − ノ ‧ ⋅ ∙``)."""
    found: set[int] = set()
    for fields in data_lines(DATA / "DerivedNormalizationProps.txt"):
        if len(fields) >= 3 and fields[1] == "NFKC_CF" and _is_syntax(_as_string(fields[2])):
            start, end = parse_range(fields[0])
            found.update(range(start, end + 1))
    for fields in data_lines(DATA / "confusables.txt"):
        if _is_syntax(_as_string(fields[1])):
            found.add(int(fields[0], 16))
    return "".join(chr(cp) for cp in sorted(found) if cp >= 0x80 and chr(cp) not in SYNTAX)


def format_rows(items: list[str], per_line: int, indent: str = "    ") -> str:
    rows = [
        indent + " ".join(items[index : index + per_line])
        for index in range(0, len(items), per_line)
    ]
    return "\n".join(rows)


def render() -> str:
    """The full text of the generated module."""
    invisible = [f"({s:#x}, {e:#x})," for s, e in invisible_ranges()]
    assigned = [f"({s:#x}, {e:#x})," for s, e in assigned_ranges()]
    symbols = [f"({s:#x}, {e:#x})," for s, e in general_category_ranges("So")]
    lookalikes = syntax_lookalikes()
    escapes = [
        f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}" for ch in lookalikes
    ]
    escaped = "\n".join(
        f'    "{"".join(escapes[index : index + 8])}"' for index in range(0, len(escapes), 8)
    )
    return f'''"""Unicode character data the engine needs from the Unicode Character Database.

GENERATED by tools/gen_ucd_tables.py from data/ucd/DerivedCoreProperties.txt,
data/ucd/DerivedGeneralCategory.txt, data/ucd/DerivedNormalizationProps.txt (Unicode
{UNICODE_VERSION}) and data/ucd/confusables.txt (UTS #39 version {UNICODE_VERSION}).
Do not edit: run ``python tools/gen_ucd_tables.py``.
"""

UNICODE_VERSION = "{UNICODE_VERSION}"

#: (first, last) ranges of Default_Ignorable_Code_Point=Yes or General_Category=Cf.
INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(invisible, 4)}
)

#: (first, last) ranges of the code points assigned in Unicode {UNICODE_VERSION}.
ASSIGNED_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(assigned, 4)}
)

#: (first, last) ranges of General_Category=So (other symbols: ``💩``, ``❤``, ``☃``).
SYMBOL_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(symbols, 4)}
)

#: Non-ASCII characters whose NFKC_Casefold mapping or UTS #39 confusable prototype is
#: one of ``{SYNTAX}`` (see tools/gen_ucd_tables.py).
SYNTAX_LOOKALIKES = (
{escaped}
)
'''


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the module is stale")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT.relative_to(ROOT)} is stale; run tools/gen_ucd_tables.py")
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
