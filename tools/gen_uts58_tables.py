"""Generate md_autolinks/_uts58_tables.py from the UTS #58 data files in data/uts58/.

Usage::

    python tools/gen_uts58_tables.py          # rewrite the module
    python tools/gen_uts58_tables.py --check  # exit 1 if the committed module is stale

Inputs: LinkTerm.txt, LinkBracket.txt, LinkEmail.txt (UTS #58 17.0.0 property data),
tlds-alpha-by-domain.txt (IANA), and the UTS #46 IDNA mapping table shipped by the ``idna``
package, whose valid and mapped code points are the host characters of UTS #58 section 3.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from idna import uts46data

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "uts58"
OUTPUT = ROOT / "md_autolinks" / "_uts58_tables.py"
UTS58_VERSION = "17.0.0"
MAX_CODE_POINT = 0x10FFFF

#: Link_Term values in the order of the integer codes the runtime uses.
LINK_TERM_NAMES = ("Hard", "Soft", "Include", "Open", "Close")
ASCII_HOST = "-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
EXTRA_HOST_DOTS = ".\uff0e\u3002"

Range = tuple[int, int]


def data_lines(path: Path) -> Iterator[list[str]]:
    """The semicolon-separated fields of each data line of a UCD-style file."""
    for raw in path.read_text(encoding="utf-8").splitlines():
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


def link_term_ranges() -> list[tuple[int, int, int]]:
    """A partition of all code points into (start, end, Link_Term code); unlisted are Hard."""
    listed = sorted(
        (*parse_range(fields[0]), LINK_TERM_NAMES.index(fields[1]))
        for fields in data_lines(DATA / "LinkTerm.txt")
    )
    result: list[tuple[int, int, int]] = []
    next_cp = 0
    for start, end, value in listed:
        if start > next_cp:
            result.append((next_cp, start - 1, 0))
        result.append((start, end, value))
        next_cp = end + 1
    if next_cp <= MAX_CODE_POINT:
        result.append((next_cp, MAX_CODE_POINT, 0))
    coalesced: list[tuple[int, int, int]] = []
    for start, end, value in result:
        if coalesced and coalesced[-1][2] == value and coalesced[-1][1] + 1 == start:
            coalesced[-1] = (coalesced[-1][0], end, value)
        else:
            coalesced.append((start, end, value))
    return coalesced


def link_bracket_pairs() -> list[Range]:
    """(closing bracket, its opening bracket) pairs, sorted by the closing bracket."""
    return sorted(
        (int(fields[0], 16), int(fields[1], 16))
        for fields in data_lines(DATA / "LinkBracket.txt")
    )


def link_email_ranges() -> list[Range]:
    """The code points with Link_Email=Yes."""
    return merge(parse_range(fields[0]) for fields in data_lines(DATA / "LinkEmail.txt"))


def host_ranges() -> tuple[list[Range], str]:
    """Host characters: UTS #46 valid or mapped outside ASCII, plus ASCII ``[-a-zA-Z0-9.]``
    and the dots U+FF0E and U+3002; and the version of the IDNA table used."""
    starts = list(uts46data.uts46_starts)
    statuses = uts46data.uts46_statuses
    ranges: list[Range] = [(ord(c), ord(c)) for c in ASCII_HOST + EXTRA_HOST_DOTS]
    for index, start in enumerate(starts):
        end = starts[index + 1] - 1 if index + 1 < len(starts) else MAX_CODE_POINT
        if chr(statuses[index]) in "VM":
            low = max(start, 0x80)
            if low <= end:
                ranges.append((low, end))
    return merge(ranges), str(uts46data.__version__)


def tld_labels() -> list[str]:
    """IANA TLDs in lower case, with each ``xn--`` label also in its Unicode form."""
    labels: set[str] = set()
    for line in (DATA / "tlds-alpha-by-domain.txt").read_text(encoding="ascii").splitlines():
        label = line.strip().lower()
        if not label or label.startswith("#"):
            continue
        labels.add(label)
        if label.startswith("xn--"):
            labels.add(label[4:].encode("ascii").decode("punycode").lower())
    return sorted(labels)


def format_rows(items: list[str], per_line: int, indent: str = "    ") -> str:
    rows = [
        indent + " ".join(items[index : index + per_line])
        for index in range(0, len(items), per_line)
    ]
    return "\n".join(rows)


def render() -> str:
    """The full text of the generated module."""
    hosts, idna_version = host_ranges()
    term = [f"({s:#x}, {e:#x}, {v})," for s, e, v in link_term_ranges()]
    brackets = [f"({c:#x}, {o:#x})," for c, o in link_bracket_pairs()]
    email = [f"({s:#x}, {e:#x})," for s, e in link_email_ranges()]
    host = [f"({s:#x}, {e:#x})," for s, e in hosts]
    tlds = [f"{label!r}," for label in tld_labels()]
    return f'''"""UTS #58 property tables.

GENERATED by tools/gen_uts58_tables.py from data/uts58/LinkTerm.txt, data/uts58/LinkBracket.txt,
data/uts58/LinkEmail.txt (UTS #58 version {UTS58_VERSION}), data/uts58/tlds-alpha-by-domain.txt
(IANA) and the UTS #46 IDNA mapping table of the idna package (Unicode {idna_version}).
Do not edit: run ``python tools/gen_uts58_tables.py``.
"""

UTS58_VERSION = "{UTS58_VERSION}"
IDNA_TABLE_VERSION = "{idna_version}"

#: Link_Term codes used below.
HARD, SOFT, INCLUDE, OPEN, CLOSE = 0, 1, 2, 3, 4

#: (first, last, Link_Term code): a sorted partition of U+0000..U+10FFFF.
LINK_TERM_RANGES: tuple[tuple[int, int, int], ...] = (
{format_rows(term, 4)}
)

#: (closing bracket, paired opening bracket), sorted by the closing bracket.
LINK_BRACKET_PAIRS: tuple[tuple[int, int], ...] = (
{format_rows(brackets, 6)}
)

#: (first, last) ranges of Link_Email=Yes.
LINK_EMAIL_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(email, 6)}
)

#: (first, last) ranges of host characters (UTS #46 valid or mapped, ASCII letters, digits,
#: hyphen, and the dots U+002E, U+FF0E, U+3002).
HOST_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(host, 6)}
)

#: IANA top-level domains, lower case, ``xn--`` labels also in Unicode form.
TLDS: frozenset[str] = frozenset(
    {{
{format_rows(tlds, 8, indent="        ")}
    }}
)
'''


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the module is stale")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT.relative_to(ROOT)} is stale; run tools/gen_uts58_tables.py")
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
