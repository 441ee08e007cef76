"""The bidi state carried from run to run of a block (:class:`OverrideReach`): the override
spans of each run given the runs before it, by UAX #9 X1-X8 as :func:`override_spans` reads
one run."""

from __future__ import annotations

import pytest

from md_autolinks.engine.bidi import (
    MAX_DEPTH,
    OverrideReach,
    holds_override,
    override_spans,
    starts_outside,
)

LRE, RLO, PDF, RLI, PDI = "\u202a", "\u202e", "\u202c", "\u2067", "\u2069"


def _spans(*runs: str) -> list[list[tuple[int, int]]]:
    reach = OverrideReach()
    return [reach.spans(run) for run in runs]


@pytest.mark.parametrize(
    ("runs", "spans"),
    [
        (("a", "b"), [[], []]),
        (("a " + RLO + "b", "code", "x y"), [[(2, 4)], [(-1, 4)], [(-1, 3)]]),
        ((RLO, "x" + PDF + "y", "z"), [[(0, 1)], [(-1, 1)], []]),
        ((RLI + RLO, "x", PDI + "y"), [[(1, 2)], [(-1, 1)], [(-1, 0)]]),
        ((RLO + RLI, "x", PDI + "y"), [[(0, 2)], [(-1, 1)], [(-1, 2)]]),
        ((RLO, "x\u2029y"), [[(0, 1)], [(-1, 1)]]),
        ((RLO, LRE + "x" + PDF + "y" + PDF, "z"), [[(0, 1)], [(-1, 4)], []]),
        ((RLO + PDF, "x"), [[(0, 1)], []]),
    ],
)
def test_a_runs_spans_count_the_runs_before_it(
    runs: tuple[str, ...], spans: list[list[tuple[int, int]]]
) -> None:
    """An override carried in is in effect from before the run's start (``-1``) to its
    PDF, the PDI of an isolate around it, a paragraph separator or the run's end; an
    embedding opened after it is closed by its own PDF first."""
    assert _spans(*runs) == spans


def test_the_depth_limit_holds_across_runs() -> None:
    """Initiators past :data:`MAX_DEPTH` overflow, in whichever run they stand, and their
    PDFs close nothing: the override at the bottom holds."""
    reach = OverrideReach()
    reach.spans(RLO + LRE * (MAX_DEPTH - 1))
    assert reach.spans(LRE + "x" + PDF + "y") == [(-1, 4)]
    assert reach.spans(PDF * (MAX_DEPTH - 1) + "z" + PDF) == [(-1, MAX_DEPTH)]
    assert not reach.carried


@pytest.mark.parametrize(
    "text",
    ["a" + RLO + "b" + PDF + "c", RLI + RLO + "x" + PDI + "y" + RLO + "z", "x" * 3, RLO + "\x1cb"],
)
def test_override_spans_is_a_reach_with_nothing_carried(text: str) -> None:
    assert override_spans(text, 0, len(text)) == OverrideReach().spans(text)


def test_a_copy_is_fed_apart() -> None:
    reach = OverrideReach()
    reach.spans(RLO)
    copy = reach.copy()
    assert copy.spans(PDF + "x") == [(-1, 0)]
    assert reach.carried and not copy.carried


def test_starts_outside_keeps_the_starts_no_span_holds() -> None:
    """A start inside a span (after its first offset, before its stop) is left out; the
    override's own offset and the stop are outside."""
    assert starts_outside([0, 2, 3, 5, 6, 9], [(-1, 1), (2, 5), (8, 10)]) == [1, 3, 4]


@pytest.mark.parametrize(
    ("text", "holds"), [("abc", False), ("a\u202db", True), ("é" + RLO, True), ("é" + RLI, False)]
)
def test_holds_override(text: str, holds: bool) -> None:
    assert holds_override(text) is holds
