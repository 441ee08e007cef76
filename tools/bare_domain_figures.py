"""Print the precision and recall of each ``bare_domains`` level on the labelled sets.

Usage: ``python tools/bare_domain_figures.py [--misses]``. The figures are those of
docs/modes.md ("Bare domains"); ``--misses`` also lists every row the default level gets
wrong. Scoring is ``tests/support/bare_domain_fixture.py``'s, the one the test suite asserts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from support.bare_domain_fixture import (
    BLIND,
    INTERNATIONAL,
    LABELLED,
    Row,
    bare_link_at,
    read_rows,
    score,
)

CONFIGURATIONS: tuple[tuple[str, dict[str, object]], ...] = (
    ("prose (default)", {}),
    ("all", {"bare_domains": "all"}),
    (
        "all + exclude_tlds: file-extensions",
        {"bare_domains": "all", "exclude_tlds": "file-extensions"},
    ),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the default's wrong rows")
    args = parser.parse_args(argv)
    rows = read_rows(LABELLED)
    sets: dict[str, list[Row]] = {
        "tune": [row for row in rows if row.split == "tune"],
        "held": [row for row in rows if row.split == "held"],
        "whole": rows,
        "blind": read_rows(BLIND),
        "international": read_rows(INTERNATIONAL),
    }
    for name, options in CONFIGURATIONS:
        cells = []
        for set_name, subset in sets.items():
            result = score(subset, **options)
            cells.append(
                f"{set_name} ({result.rows}): {result.precision:.3f} / {result.recall:.3f}"
            )
        print(f"{name}: " + "; ".join(cells))
    if args.misses:
        for row in rows + sets["blind"] + sets["international"]:
            if (bare_link_at(row) is not None) != (row.label == "link"):
                print(f"{row.split}\t{row.label}\t{row.candidate}\t{row.file}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
