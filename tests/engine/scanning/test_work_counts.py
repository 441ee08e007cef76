"""A speed guard without a clock (issue 37, item 4): the calls of the engine's functions while
``find_links`` reads a fixed corpus sample, per mode, may grow at most ``MARGIN`` over the
committed figures in ``work_counts.json`` (:mod:`support.work_counts` says what is counted).

A change that makes the engine do more on purpose rewrites the figures with
``python tests/support/work_counts.py --update`` and commits them with the change. The guard
catches a change like b6ecd1a's (a host read again for every link, the lower-case pass and
the new uts58 rules): at a72b6f1 the counts were 33%, 18% and 35% (gfm, md4c, uts58) over
0d4b1c9's.
"""

from __future__ import annotations

import pytest

from support.work_counts import MARGIN, MODES, UPDATE_COMMAND, committed, count_mode


@pytest.mark.parametrize("mode", MODES)
def test_the_engine_does_no_more_work_than_its_committed_figure(mode: str) -> None:
    figure = committed()[mode]
    counted = count_mode(mode)
    calls = int(str(counted["calls"]))
    limit = int(figure["calls"] * (1 + MARGIN))
    assert calls <= limit, (
        f"{mode}: find_links made {calls} calls of md_autolinks functions over the corpus "
        f"sample, {calls / figure['calls'] - 1:+.1%} over the committed {figure['calls']} "
        f"(at most {MARGIN:.0%} more). If the extra work is intended, run {UPDATE_COMMAND} "
        f"and commit tests/engine/scanning/work_counts.json; "
        f"`python tests/support/work_counts.py --functions {mode}` lists the busiest functions."
    )


def test_the_committed_figures_cover_every_mode() -> None:
    assert sorted(committed()) == sorted(MODES)
