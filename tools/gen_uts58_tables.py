"""Generate md_autolinks/engine/_uts58_tables.py from the UTS #58 data files in data/uts58/.

Usage::

    python tools/gen_uts58_tables.py          # rewrite the module
    python tools/gen_uts58_tables.py --check  # exit 1 if the committed module is stale

Inputs: LinkTerm.txt, LinkBracket.txt, LinkEmail.txt (UTS #58 17.0.0 property data),
tlds-alpha-by-domain.txt (IANA), and two tables shipped by the ``idna`` package: the UTS #46
IDNA mapping table and the IDNA2008 code point classes (RFC 5892), which together give the host
characters (see :func:`host_ranges`).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from idna import idnadata, uts46data
from ucd_files import Range, data_lines, merge, parse_range, write_or_check

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "uts58"
OUTPUT = ROOT / "md_autolinks" / "engine" / "_uts58_tables.py"
UTS58_VERSION = "17.0.0"
MAX_CODE_POINT = 0x10FFFF

#: Link_Term values in the order of the integer codes the runtime uses.
LINK_TERM_NAMES = ("Hard", "Soft", "Include", "Open", "Close")
ASCII_HOST = "-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: IDNA2008 (RFC 5892) classes whose code points a registry may put in a label.
IDNA2008_VALID_CLASSES = ("PVALID", "CONTEXTJ", "CONTEXTO")


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
        (int(fields[0], 16), int(fields[1], 16)) for fields in data_lines(DATA / "LinkBracket.txt")
    )


def link_email_ranges() -> list[Range]:
    """The code points with Link_Email=Yes."""
    return merge(parse_range(fields[0]) for fields in data_lines(DATA / "LinkEmail.txt"))


def idna2008_valid() -> list[Range]:
    """The code points of the IDNA2008 classes PVALID, CONTEXTJ and CONTEXTO (RFC 5892)."""
    ranges: list[Range] = []
    for name in IDNA2008_VALID_CLASSES:
        for packed in idnadata.codepoint_classes[name]:
            ranges.append((packed >> 32, (packed & 0xFFFFFFFF) - 1))
    return merge(ranges)


def contains(ranges: list[Range], cp: int) -> bool:
    """Whether ``cp`` lies in the sorted, coalesced ``ranges``."""
    low, high = 0, len(ranges)
    while low < high:
        middle = (low + high) // 2
        if ranges[middle][1] < cp:
            low = middle + 1
        else:
            high = middle
    return low < len(ranges) and ranges[low][0] <= cp


def uts46_rows() -> Iterator[tuple[int, int, str, str | None]]:
    """(first, last, status, replacement) for each row of the UTS #46 mapping table."""
    starts = uts46data.uts46_starts
    for index, start in enumerate(starts):
        end = starts[index + 1] - 1 if index + 1 < len(starts) else MAX_CODE_POINT
        yield start, end, chr(uts46data.uts46_statuses[index]), uts46data.uts46_replacements[index]


def host_ranges() -> tuple[list[Range], list[Range], str, str]:
    """Host characters, the ignored ones among them, label dots, and the IDNA table version.

    A code point is a host character when a browser's host reading (UTS #46 non-transitional,
    as WHATWG URL uses it) turns it into something a registry may register (IDNA2008):
    status valid or deviation (``ß``, ``ς``, ZWNJ, ZWJ) and IDNA2008-valid; mapped to a string
    of such code points or ASCII letters, digits and ``-`` (``Ａ``, ``ｅ``), or to ``.`` alone
    (``．``, ``。``, ``｡``: the label dots); or ignored (soft hyphen, U+200B, U+2060, U+FEFF).
    So ``«``, ``“`` and ``」`` (UTS #46-valid, not IDNA2008-valid) and ``：`` (mapped to ``:``)
    are not. Unicode's reference takes every valid or mapped code point and no deviation one.
    """
    valid = idna2008_valid()
    ascii_host = frozenset(ASCII_HOST)

    def registrable(string: str) -> bool:
        return all(ch in ascii_host or contains(valid, ord(ch)) for ch in string)

    hosts: list[Range] = [(ord(c), ord(c)) for c in ASCII_HOST]
    ignored: list[Range] = []
    dots = ["."]
    for start, end, status, replacement in uts46_rows():
        low = max(start, 0x80)
        if low > end:
            continue
        if status in "VD":
            hosts.extend(
                (max(low, v_start), min(end, v_end))
                for v_start, v_end in valid
                if v_start <= end and v_end >= low
            )
        elif status == "M" and replacement is not None:
            if replacement == ".":
                dots.extend(chr(cp) for cp in range(low, end + 1))
                hosts.append((low, end))
            elif "." not in replacement and registrable(replacement):
                hosts.append((low, end))
        elif status == "I":
            hosts.append((low, end))
            ignored.append((low, end))
    return merge(hosts), merge(ignored), "".join(dots), str(uts46data.__version__)


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
    hosts, ignored_ranges, dots, idna_version = host_ranges()
    term = [f"({s:#x}, {e:#x}, {v})," for s, e, v in link_term_ranges()]
    brackets = [f"({c:#x}, {o:#x})," for c, o in link_bracket_pairs()]
    email = [f"({s:#x}, {e:#x})," for s, e in link_email_ranges()]
    host = [f"({s:#x}, {e:#x})," for s, e in hosts]
    ignored = [f"({s:#x}, {e:#x})," for s, e in ignored_ranges]
    tlds = [f"{label!r}," for label in tld_labels()]
    return f'''"""UTS #58 property tables.

GENERATED by tools/gen_uts58_tables.py from data/uts58/LinkTerm.txt, data/uts58/LinkBracket.txt,
data/uts58/LinkEmail.txt (UTS #58 version {UTS58_VERSION}), data/uts58/tlds-alpha-by-domain.txt
(IANA), and the UTS #46 IDNA mapping table and IDNA2008 code point classes of the idna
package (Unicode {idna_version}).
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

#: (first, last) ranges of host characters: what UTS #46 non-transitional processing keeps,
#: maps or ignores and IDNA2008 lets a registry register (see tools/gen_uts58_tables.py).
HOST_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(host, 6)}
)

#: (first, last) ranges of the host characters UTS #46 ignores (soft hyphen, U+200B, ...).
IGNORED_RANGES: tuple[tuple[int, int], ...] = (
{format_rows(ignored, 6)}
)

#: The characters UTS #46 maps to ``.``, with ``.`` itself: the dots between host labels.
LABEL_DOTS = {dots!r}

#: IANA top-level domains, lower case, ``xn--`` labels also in Unicode form.
TLDS: frozenset[str] = frozenset(
    {{
{format_rows(tlds, 8, indent="        ")}
    }}
)
'''


def main(argv: list[str] | None = None) -> int:
    return write_or_check(
        OUTPUT,
        ROOT,
        render(),
        generator="tools/gen_uts58_tables.py",
        description=__doc__.splitlines()[0],
        argv=argv,
    )


if __name__ == "__main__":
    sys.exit(main())
