"""Section ``pages``: what one short page costs, set-up included, as every page of a site pays.

MkDocs and ``markdown.markdown()`` make a new ``Markdown`` for every page, so what an
extension builds in ``extendMarkdown`` and on its first conversion is paid per page. Each
subject converts one short paragraph (with no link, then with one link) with a fresh
instance; repetitions interleave the subjects in an order that flips each time, and the
table shows the median of the per-repetition differences from plain Python-Markdown.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from harness import format_table, gc_paused, median
from subjects import MODES, Subject, build_subject, md_autolinks_fresh, python_markdown_fresh

PAGES = {
    "no link": "A short page of prose, with *emphasis*, a `code span` and [a link](/x).\n",
    "one link": "A short page that points to https://example.com/docs, with *emphasis*.\n",
}
HOST = "Python-Markdown, fresh per page"
REFERENCE = "+ pymdownx.magiclink"
HEADERS = ("page", "subject", "us/page", "added us", "target", "result")


@dataclass
class PageRow:
    """One subject's cost per page for one short page, in microseconds."""

    page: str
    subject: str
    micros: float | None
    added: list[float] = field(default_factory=list)
    missing: str = ""


def page_subjects() -> list[Subject]:
    """Plain Python-Markdown, md-autolinks per mode and the peers, each fresh per page."""
    subjects = [build_subject(HOST, None, python_markdown_fresh)]
    subjects += [
        build_subject(f"+ md_autolinks {mode}", HOST, lambda mode=mode: md_autolinks_fresh(mode))
        for mode in MODES
    ]
    subjects += [
        build_subject(f"+ {peer}", HOST, lambda peer=peer: python_markdown_fresh([peer]))
        for peer in ("pymdownx.magiclink", "mdx_linkify")
    ]
    return subjects


def time_pages(
    subjects: Sequence[Subject], text: str, repeat: int, loops: int
) -> dict[str, list[float]]:
    """Microseconds per page for each available subject, one figure per repetition."""
    live = [(subject.name, subject.run) for subject in subjects if subject.run is not None]
    spent: dict[str, list[float]] = {name: [] for name, _ in live}
    clock = time.perf_counter
    for repetition in range(repeat):
        with gc_paused():
            for name, run in live if repetition % 2 == 0 else live[::-1]:
                start = clock()
                for _ in range(loops):
                    run(text)
                spent[name].append((clock() - start) / loops * 1e6)
    return spent


def judge(row: PageRow, reference: PageRow | None) -> tuple[str, str]:
    """md-autolinks adds no more per page than pymdownx.magiclink (issue 25)."""
    if not row.subject.startswith("+ md_autolinks") or not row.added:
        return "", ""
    if reference is None or not reference.added:
        return f"<= {REFERENCE}", "n/a"
    mine, theirs = median(row.added), median(reference.added)
    verdict = "PASS" if mine <= theirs else "MISS"
    return f"<= {REFERENCE}", f"{verdict} ({mine:.0f} vs {theirs:.0f} us)"


def run_page_setup(repeat: int, loops: int) -> list[PageRow]:
    """Time and print the short pages; returns the rows for ``--json``."""
    subjects = page_subjects()
    rows: list[PageRow] = []
    for page, text in PAGES.items():
        for subject in subjects:
            if subject.run is not None:
                subject.run(text)
        spent = time_pages(subjects, text, repeat, loops)
        host = spent.get(HOST, [])
        for subject in subjects:
            mine = spent.get(subject.name)
            micros = median(mine) if mine else None
            row = PageRow(page, subject.name, micros, missing=subject.missing)
            if mine and host and subject.host:
                row.added = [own - base for own, base in zip(mine, host, strict=True)]
            rows.append(row)
    by_key = {(row.page, row.subject): row for row in rows}
    cells = []
    for row in rows:
        target, result = judge(row, by_key.get((row.page, REFERENCE)))
        micros = "n/a" if row.micros is None else f"{row.micros:.0f}"
        added = f"{median(row.added):+.0f}" if row.added else row.missing or "(host)"
        cells.append([row.page, row.subject, micros, added, target, result])
    print(
        f"One short page with a fresh Markdown, as each page of a site costs "
        f"(median of {repeat} interleaved repetitions of {loops} pages)",
        format_table(HEADERS, cells),
        sep="\n",
        end="\n\n",
        flush=True,
    )
    return rows
