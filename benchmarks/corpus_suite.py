"""Section 1: every subject over real Markdown, with paired overhead ratios.

Each group has a host (plain Python-Markdown, plain markdown-it-py, linkify-it-py's
matcher) and the subjects judged against it. Within one repetition every document is
given to every subject of the group back to back, in an order that flips from one
repetition to the next, so a host and its autolinker share the machine's load of
that moment; each repetition yields one ratio per subject, and the table shows the
median ratio.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from harness import format_table, gc_paused, median, seconds_cell
from subjects import (
    Subject,
    engine_group,
    markdown_it_group,
    python_markdown_fresh_group,
    python_markdown_group,
)
from targets import CorpusRow, judge_row

SUBSETS = ("general", "dense")
GROUPS: tuple[Callable[[], list[Subject]], ...] = (
    python_markdown_fresh_group,
    python_markdown_group,
    markdown_it_group,
    engine_group,
)
HEADERS = ("subject", "s/pass", "MB/s", "vs host", "added", "target", "result")
QUICK_DOCUMENTS = 20
SMOKE_DOCUMENTS = 2


@dataclass(frozen=True)
class Document:
    """One Markdown file of the corpus."""

    name: str
    text: str

    @property
    def size(self) -> int:
        """Its size in bytes of UTF-8."""
        return len(self.text.encode("utf-8"))


def load_subset(corpus: Path, subset: str) -> list[Document]:
    """The documents of ``corpus/subset``, sorted by file name."""
    folder = corpus / subset
    if not folder.is_dir():
        raise SystemExit(f"corpus subset not found: {folder}")
    return [
        Document(path.name, path.read_text(encoding="utf-8"))
        for path in sorted(folder.iterdir())
        if path.is_file()
    ]


def sample(documents: Sequence[Document], scale: str) -> list[Document]:
    """All documents (``full``), an evenly spread 20 (``quick``) or the 2 smallest (``smoke``)."""
    if scale == "smoke":
        return sorted(documents, key=lambda document: document.size)[:SMOKE_DOCUMENTS]
    if scale == "quick" and len(documents) > QUICK_DOCUMENTS:
        step = len(documents) / QUICK_DOCUMENTS
        return [documents[int(index * step)] for index in range(QUICK_DOCUMENTS)]
    return list(documents)


def warm_up(subjects: Sequence[Subject], documents: Sequence[Document]) -> None:
    """One untimed pass; a subject that raises on a document becomes ``n/a``."""
    for subject in subjects:
        for document in documents:
            if subject.run is None:
                break
            try:
                subject.run(document.text)
            except Exception as error:
                subject.mark_failed(error, document.name)


def paired_totals(
    subjects: Sequence[Subject], documents: Sequence[Document], repeat: int
) -> dict[str, list[float]]:
    """Seconds per repetition for each available subject, timed document by document."""
    live = [(subject.name, subject.run) for subject in subjects if subject.run is not None]
    totals: dict[str, list[float]] = {name: [] for name, _ in live}
    clock = time.perf_counter
    for repetition in range(repeat):
        order = live if repetition % 2 == 0 else live[::-1]
        spent = dict.fromkeys(totals, 0.0)
        with gc_paused():
            for document in documents:
                text = document.text
                for name, run in order:
                    start = clock()
                    run(text)
                    spent[name] += clock() - start
        for name, seconds in spent.items():
            totals[name].append(seconds)
    return totals


def group_rows(
    subjects: Sequence[Subject], documents: Sequence[Document], repeat: int
) -> list[CorpusRow]:
    """Warm up, time and summarise one group (host first) over ``documents``."""
    warm_up(subjects, documents)
    totals = paired_totals(subjects, documents, repeat)
    megabytes = sum(document.size for document in documents) / 1e6
    rows = []
    for subject in subjects:
        row = CorpusRow(subject.name, subject.host, missing=subject.missing)
        mine = totals.get(subject.name)
        if mine:
            row.seconds = median(mine)
            row.mbps = megabytes / row.seconds if row.seconds else None
            host = totals.get(subject.host or "")
            if host:
                row.ratios = [own / base for own, base in zip(mine, host, strict=True)]
        rows.append(row)
    return rows


def run_subset(
    corpus: Path, subset: str, scale: str, repeat: int
) -> tuple[list[Document], list[CorpusRow]]:
    """Every group over one subset; progress goes to stderr."""
    documents = sample(load_subset(corpus, subset), scale)
    rows: list[CorpusRow] = []
    for make_group in GROUPS:
        subjects = make_group()
        print(f"  {subset}: timing {subjects[0].name} group ...", file=sys.stderr, flush=True)
        rows += group_rows(subjects, documents, repeat)
    return documents, rows


def added_cell(row: CorpusRow) -> str:
    """What the subject adds to its host, or how many times faster than it it is."""
    ratio = row.ratio
    if ratio is None:
        return ""
    if ratio < 1:
        return f"{1 / ratio:.1f}x faster"
    return f"{ratio - 1:+.1%}"


def row_cells(subset: str, row: CorpusRow, rows_by_name: dict[str, CorpusRow]) -> list[str]:
    """The table cells of one row; an unavailable subject shows its reason."""
    if row.seconds is None:
        return [row.subject, "n/a", "", "", "", "", row.missing or "n/a"]
    if row.host is None:
        vs_host = "(host)"
    elif row.ratio is None:
        vs_host = "n/a (no host)"
    else:
        vs_host = f"{row.ratio:.3f}x"
    target, result = judge_row(subset, row, rows_by_name)
    mbps = "" if row.mbps is None else f"{row.mbps:.2f}"
    return [row.subject, seconds_cell(row.seconds), mbps, vs_host, added_cell(row), target, result]


def render_subset(
    subset: str, documents: Sequence[Document], rows: Sequence[CorpusRow], repeat: int
) -> str:
    """The heading and table of one subset."""
    rows_by_name = {row.subject: row for row in rows}
    megabytes = sum(document.size for document in documents) / 1e6
    heading = (
        f"Corpus '{subset}': {len(documents)} documents, {megabytes:.3f} MB; "
        f"median of {repeat} paired repetitions"
    )
    table = format_table(HEADERS, [row_cells(subset, row, rows_by_name) for row in rows])
    return f"{heading}\n{table}"


def run_corpus(
    corpus: Path, subsets: Sequence[str], scale: str, repeat: int
) -> dict[str, list[CorpusRow]]:
    """Time and print every subset; returns the rows by subset for ``--json``."""
    results: dict[str, list[CorpusRow]] = {}
    for subset in subsets:
        documents, rows = run_subset(corpus, subset, scale, repeat)
        print(render_subset(subset, documents, rows, repeat), end="\n\n", flush=True)
        results[subset] = rows
    return results
