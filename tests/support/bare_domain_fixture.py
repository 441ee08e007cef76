"""The labelled bare-domain candidates of tests/fixtures/bare_domains (English prose, a blind
set and an international set), scored through the engine."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from md_autolinks import find_links
from md_autolinks.engine.model import Link, LinkKind
from support.paths import FIXTURES

FIXTURES = FIXTURES / "bare_domains"
LABELLED = FIXTURES / "labelled.tsv"
BLIND = FIXTURES / "blind.tsv"
INTERNATIONAL = FIXTURES / "international.tsv"
SCHEMES = ("http://", "https://")
COLUMNS = ("split", "label", "category", "file", "before", "candidate", "after")


@dataclass(frozen=True)
class Row:
    """One candidate: ``before + candidate + after`` is its context, plain text."""

    split: str
    label: str
    category: str
    file: str
    before: str
    candidate: str
    after: str

    @property
    def context(self) -> str:
        return self.before + self.candidate + self.after


def read_rows(path: Path = LABELLED) -> list[Row]:
    """The fixture's rows; its header must name :data:`COLUMNS` in order."""
    header, *lines = path.read_text(encoding="utf-8").splitlines()
    assert tuple(header.split("\t")) == COLUMNS
    return [Row(*line.split("\t")) for line in lines if line]


def bare_link_at(row: Row, **options: object) -> Link | None:
    """The scheme-less, non-``www.`` link that uts58 mode makes at the candidate's start."""
    for link in find_links(row.context, mode="uts58", **options):
        if link.start == len(row.before) and link.kind is LinkKind.URL:
            return None if link.text.lower().startswith(SCHEMES) else link
    return None


@dataclass(frozen=True)
class Score:
    """Counts of one set of rows under one configuration."""

    true_positives: int
    false_positives: int
    false_negatives: int
    rows: int

    @property
    def precision(self) -> float:
        made = self.true_positives + self.false_positives
        return self.true_positives / made if made else 1.0

    @property
    def recall(self) -> float:
        meant = self.true_positives + self.false_negatives
        return self.true_positives / meant if meant else 1.0


def score(rows: list[Row], **options: object) -> Score:
    """How the engine under ``options`` does on ``rows``: a row is linked when the engine
    makes a bare-domain link starting where the candidate starts."""
    tp = fp = fn = 0
    for row in rows:
        linked = bare_link_at(row, **options) is not None
        meant = row.label == "link"
        tp += linked and meant
        fp += linked and not meant
        fn += meant and not linked
    return Score(tp, fp, fn, len(rows))
