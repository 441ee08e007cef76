"""Generate md_autolinks/engine/_ucd_tables.py from the Unicode data files in data/ucd/.

Usage::

    python tools/gen_ucd_tables.py          # rewrite the module
    python tools/gen_ucd_tables.py --check  # exit 1 if the committed module is stale

Inputs (Unicode 17.0.0, the version of the UTS #58 data in data/uts58/, see
data/ucd/PROVENANCE.md): DerivedCoreProperties.txt (Default_Ignorable_Code_Point),
extracted/DerivedGeneralCategory.txt (Cf, So, and Cn for the unassigned code points),
DerivedNormalizationProps.txt (the NFKC_Casefold mapping) and UTS #39's confusables.txt,
with the project's data/lookalikes.txt (look-alikes UTS #39 does not list).
The tables answer the same on every Python, whatever Unicode version ``unicodedata`` knows.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ucd_files import Range, data_lines, merge, parse_range, write_or_check

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "ucd"
OUTPUT = ROOT / "md_autolinks" / "engine" / "_ucd_tables.py"
UNICODE_VERSION = "17.0.0"
MAX_CODE_POINT = 0x10FFFF

#: The URL delimiters a look-alike may stand for: the characters that separate or introduce
#: the parts of a URL (WHATWG URL: ``/ \\ : @ . ? # %``, the query's ``= + & ~``), with
#: the hyphen and the middle dot (``·``), which a reader takes for part of a host name.
DELIMITERS = "/\\:@.?#%=+&~-\u00b7"

#: General_Category values of the characters that are ordinary letters, marks or digits of
#: running text: such a character is a look-alike only when it stands for exactly one
#: delimiter (``ノ`` for ``/``, ``ꓸ`` for ``.``), not when its form merely carries a dot
#: or a stroke (``ŀ`` = ``l·``, Canadian syllabics ``ᐄ`` = ``ᐃ·``).
WORD_CATEGORIES = ("L", "M", "Nd")

#: Look-alikes of a delimiter that UTS #39 17.0 does not list (``data/lookalikes.txt``).
SUPPLEMENT = ROOT / "data" / "lookalikes.txt"


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


def _forms() -> dict[int, list[str]]:
    """Each code point's forms: its NFKC_Casefold mapping (NFKC, case folded,
    default-ignorables removed: the form UTS #46 and browsers read) and its confusable
    prototype (the UTS #39 skeleton of the one code point), with the prototypes of
    :data:`SUPPLEMENT`."""
    forms: dict[int, list[str]] = {}
    for fields in data_lines(DATA / "DerivedNormalizationProps.txt"):
        if len(fields) >= 3 and fields[1] == "NFKC_CF":
            start, end = parse_range(fields[0])
            for cp in range(start, end + 1):
                forms.setdefault(cp, []).append(_as_string(fields[2]))
    for path in (DATA / "confusables.txt", SUPPLEMENT):
        for fields in data_lines(path):
            forms.setdefault(int(fields[0], 16), []).append(_as_string(fields[1]))
    return forms


def _category_of() -> dict[int, str]:
    categories: dict[int, str] = {}
    for fields in data_lines(DATA / "DerivedGeneralCategory.txt"):
        start, end = parse_range(fields[0])
        for cp in range(start, end + 1):
            categories[cp] = fields[1]
    return categories


def looks_like_delimiter(form: str, category: str) -> bool:
    """Whether a character of General_Category ``category`` whose form (NFKC or confusable
    prototype) is ``form`` looks like URL syntax: the form holds a :data:`DELIMITERS`
    character (``／``, ``﹖`` = ``?``, ``℀`` = ``a/c``, ``⫽`` = ``//``, ``⒈`` = ``1.``),
    unless it is

    - a run of two or more full stops or middle dots alone (``‥ … ⋯``): an ellipsis, which
      a reader reads as sentence punctuation (``wait…python.org``) and no host holds;
    - a letter, mark or decimal digit (:data:`WORD_CATEGORIES`) whose form is more than
      one delimiter: the letter of a word that carries a dot or stroke."""
    if not any(ch in DELIMITERS for ch in form):
        return False
    if len(form) > 1 and (set(form) <= {"."} or set(form) <= {"\u00b7"}):
        return False
    return len(form) == 1 or not category.startswith(WORD_CATEGORIES)


def syntax_lookalikes() -> str:
    """The non-ASCII characters that look like URL syntax (:func:`looks_like_delimiter`
    for their NFKC_Casefold mapping or confusable prototype). ASCII is left out: an ASCII
    delimiter is the syntax itself, read by every mode's own rules."""
    categories = _category_of()
    found = {
        cp
        for cp, forms in _forms().items()
        if cp >= 0x80
        and any(looks_like_delimiter(form, categories.get(cp, "Cn")) for form in forms)
    }
    return "".join(chr(cp) for cp in sorted(found))


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
{UNICODE_VERSION}), data/ucd/confusables.txt (UTS #39 version {UNICODE_VERSION}) and the
project's data/lookalikes.txt.
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

#: Non-ASCII characters whose NFKC_Casefold mapping or UTS #39 confusable prototype holds
#: one of ``{DELIMITERS}`` (the rule: ``looks_like_delimiter`` in tools/gen_ucd_tables.py).
SYNTAX_LOOKALIKES = (
{escaped}
)
'''


def main(argv: list[str] | None = None) -> int:
    return write_or_check(
        OUTPUT,
        ROOT,
        render(),
        generator="tools/gen_ucd_tables.py",
        description=(__doc__ or "").splitlines()[0],
        argv=argv,
    )


if __name__ == "__main__":
    sys.exit(main())
