"""Clocks, medians and plain-text tables shared by every benchmark section."""

from __future__ import annotations

import gc
import signal
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager


class CellTimeoutError(Exception):
    """One measurement ran past its time limit."""


@contextmanager
def gc_paused() -> Iterator[None]:
    """Collect once, then keep the cyclic garbage collector off until the block ends."""
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`CellTimeoutError` in the block after ``seconds`` (POSIX main thread only)."""
    if seconds <= 0 or not hasattr(signal, "SIGALRM"):
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise CellTimeoutError(f"over {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def best_time(
    func: Callable[[str], object],
    text: str,
    runs: int,
    min_seconds: float = 0.05,
    enough_seconds: float = 0.5,
) -> float:
    """The fastest of ``runs`` timings of ``func(text)``, looping short calls to ``min_seconds``.

    The first call calibrates how many calls one timing needs (like ``timeit``'s
    autorange) so that a call of a few microseconds is not lost in timer noise; a
    first call longer than ``enough_seconds`` is taken as it is.
    """
    with gc_paused():
        start = time.perf_counter()
        func(text)
        first = time.perf_counter() - start
        if first >= enough_seconds:
            return first
        loops = max(1, int(min_seconds / max(first, 1e-7)))
        best = first
        for _ in range(max(1, runs)):
            start = time.perf_counter()
            for _ in range(loops):
                func(text)
            best = min(best, (time.perf_counter() - start) / loops)
    return best


def median(values: Sequence[float]) -> float:
    """The median of a non-empty sequence."""
    return statistics.median(values)


def format_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Rows of cells as a left-aligned text table with a rule under the header."""
    widths = [len(header) for header in headers]
    for row in rows:
        widths = [max(width, len(cell)) for width, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        padded = (cell.ljust(width) for cell, width in zip(cells, widths, strict=True))
        return "  ".join(padded).rstrip()

    rule = "  ".join("-" * width for width in widths)
    return "\n".join([line(headers), rule, *(line(row) for row in rows)])


def seconds_cell(value: float | None) -> str:
    """Seconds with four significant digits, or ``n/a``."""
    return "n/a" if value is None else f"{value:.4g}"
