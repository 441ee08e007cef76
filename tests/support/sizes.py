"""How many inputs the generated suites draw.

Each generated suite (documents compared with a reference implementation, property tests,
fuzzing) has a fixed seed and a size written next to it, chosen so that the README's test
command stays within a few minutes on two cores. ``MD_AUTOLINKS_DEEP=N`` multiplies every
such size by ``N`` for a deeper run, e.g. ``MD_AUTOLINKS_DEEP=10 pytest -n auto`` before a
release; the seed stays the same, so a deeper run draws the CI run's inputs and more.
"""

from __future__ import annotations

import os

DEPTH_VARIABLE = "MD_AUTOLINKS_DEEP"


def _depth() -> int:
    written = os.environ.get(DEPTH_VARIABLE, "1").strip() or "1"
    if not written.isdigit() or int(written) < 1:
        message = f"{DEPTH_VARIABLE} must be a whole number of at least 1, not {written!r}"
        raise ValueError(message)
    return int(written)


DEPTH = _depth()
"""The multiplier: 1 unless ``MD_AUTOLINKS_DEEP`` says otherwise."""


def scaled(count: int) -> int:
    """``count`` generated inputs (documents, paragraphs, Hypothesis examples) times the depth."""
    return count * DEPTH
