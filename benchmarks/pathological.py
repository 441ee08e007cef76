"""Section 2: inputs built to make a scanner or its host super-linear, at n, 2n and 4n.

Each family is timed with the engine alone (``find_links``) in each mode, with plain
Python-Markdown, and with Python-Markdown plus the extension in each mode, so that the
host's own cost is not mistaken for ours. A cell is the fastest of a few timings
(short calls are looped, see :func:`harness.best_time`); the growth per doubling is
the geometric mean of t(2n)/t(n) and t(4n)/t(2n).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from harness import CellTimeoutError, best_time, format_table, seconds_cell, time_limit
from subjects import (
    MODES,
    Subject,
    build_subject,
    find_links_engine,
    markdown_it_plugin,
    md_autolinks_extension,
    myst_plugin,
    python_markdown,
)

LINEAR_LIMIT = 2.2
"""The largest growth per doubling that still counts as linear."""
NOISE_FLOOR = 0.01
"""Seconds at 4n below which growth is timer and cache noise: no quadratic scan of
10,000 characters or more finishes that fast, while a linear one crossing the CPU
cache size can grow by more than 2.2x per doubling."""
HEADERS = (
    "family",
    "row",
    "n",
    "t(n) s",
    "t(2n) s",
    "t(4n) s",
    "x2n",
    "x4n",
    "/doubling",
    "result",
)


@dataclass(frozen=True)
class Family:
    """A generator of one kind of hostile input.

    ``engine_scale`` and ``host_scale`` multiply the base n for the engine rows and for
    the Python-Markdown rows; a host scale below 1 keeps a quadratic host within the
    time budget and says so in ``note``.
    """

    name: str
    build: Callable[[int], str]
    engine_scale: float = 1.0
    host_scale: float = 1.0
    note: str = ""
    host_build: Callable[[int], str] | None = None
    """What plain Python-Markdown renders instead, when the family's point is how many
    links a paragraph holds: the same links as its own ``<...>`` autolinks, so the host
    row makes as many inline matches as the extension rows."""


def _no_space_run(n: int) -> str:
    unit = "ab.c-d_e/"
    return (unit * (n // len(unit) + 1))[:n]


def _dotted_lines(n: int) -> str:
    line = "a." * 4999 + "a\n"
    return (line * (n // len(line) + 1))[:n]


_SAME_LINKS = (
    "the Python-Markdown row renders the same URLs written as <...> autolinks: as many "
    "inline matches, each of which Python-Markdown pays for by rebuilding the paragraph"
)

FAMILIES: tuple[Family, ...] = (
    Family("'www.' x n", lambda n: "www." * n),
    Family("'http://a.com/' + '(' x n", lambda n: "http://a.com/" + "(" * n),
    Family(
        "'a.' x n/2",
        lambda n: "a." * (n // 2),
        engine_scale=2.5,
        note="engine rows at 2.5 n, so their largest input is 1 MB in a full run",
    ),
    Family("'a' + '_' x n + '@b.com'", lambda n: "a" + "_" * n + "@b.com"),
    Family("'a@' x n", lambda n: "a@" * n),
    Family("n chars, no space", _no_space_run),
    Family("'(' x n + 'x'", lambda n: "(" * n + "x"),
    Family(
        "'http://a.com/' + '(' x n + 'x' + ')' x n",
        lambda n: "http://a.com/" + "(" * n + "x" + ")" * n,
    ),
    Family(
        "'http://a.com/' + '&x;' x n",
        lambda n: "http://a.com/" + "&x;" * n,
        host_scale=0.05,
        note="Python-Markdown is quadratic on entities: its rows at n/20",
    ),
    Family("'a.b@' x n", lambda n: "a.b@" * n),
    Family("'*www.' x n/5 (one word: the gate's search)", lambda n: "*www." * (n // 5)),
    Family("'`x`_a.io_' x n/9 (code spans, marks, one word)", lambda n: "`x`_a.io_" * (n // 9)),
    Family("dotted lines 'a.a.a...' (10k chars each)", _dotted_lines),
    Family(
        "'“https://a.com/”' x n/16 (quoted links glued)",
        lambda n: "“https://a.com/”" * (n // 16),
    ),
    Family(
        "n/16 URLs in one paragraph",
        lambda n: "http://a.com/x " * (n // 16),
        host_build=lambda n: "<http://a.com/x> " * (n // 16),
        note=_SAME_LINKS,
    ),
    Family(
        "n/20 '[x] ' + URL in one paragraph",
        lambda n: "[x] http://a.com/x " * (n // 20),
        host_build=lambda n: "[x] <http://a.com/x> " * (n // 20),
        note=_SAME_LINKS,
    ),
    Family(
        "n/32 raw '<a>' + URL in one paragraph",
        lambda n: "<a href=x>y</a> http://a.com/x " * (n // 32),
        host_build=lambda n: "<a href=x>y</a> <http://a.com/x> " * (n // 32),
        note=_SAME_LINKS,
    ),
)


MANY_LINKS: tuple[tuple[str, str], ...] = (
    ("gfm", "www.a.com "),
    ("gfm", "see a.com and www.b.org "),
    ("md4c", "www.a.com "),
    ("uts58", "a.com "),
    ("uts58", "a.com\ufe6b"),
    ("uts58", "see a.com and www.b.org "),
)
"""(mode, unit): one paragraph of the unit repeated, read by every front end."""


@dataclass(frozen=True)
class CellBudget:
    """How one cell is timed: best of ``runs``, each looped to ``min_seconds``, within ``limit``."""

    runs: int
    limit: float
    min_seconds: float


@dataclass
class GrowthRow:
    """Timings of one subject on one family at three doubling sizes."""

    family: str
    subject: str
    role: str
    n: int
    seconds: list[float | None] = field(default_factory=list)
    note: str = ""

    def factors(self) -> list[float | None]:
        """t(2n)/t(n) and t(4n)/t(2n)."""
        pairs = zip(self.seconds, self.seconds[1:], strict=False)
        return [later / earlier if earlier and later else None for earlier, later in pairs]

    def per_doubling(self) -> float | None:
        """Geometric mean growth per doubling, from t(n) to t(4n)."""
        if len(self.seconds) < 3 or not self.seconds[0] or not self.seconds[2]:
            return None
        return math.sqrt(self.seconds[2] / self.seconds[0])


def engine_subjects() -> list[Subject]:
    """``find_links`` in each mode."""
    return [
        build_subject(f"find_links {mode}", None, lambda m=mode: find_links_engine(m))
        for mode in MODES
    ]


def host_subjects() -> list[Subject]:
    """Plain Python-Markdown, then Python-Markdown + md_autolinks in each mode."""
    return [
        build_subject("Python-Markdown", None, python_markdown),
        *(
            build_subject(
                f"PM + md_autolinks {mode}",
                "Python-Markdown",
                lambda m=mode: md_autolinks_extension(m),
            )
            for mode in MODES
        ),
    ]


def probe(subject: Subject, build: Callable[[int], str], n: int, budget: CellBudget) -> str:
    """Why ``subject`` should not be timed at n, 2n, 4n, or ``""``.

    One call at n/8, limited to a quarter of the cell limit: if even linear growth
    from there (8x, with 50% slack) would pass the cell limit at n, the row is skipped
    rather than spending the limit on a timeout.
    """
    assert subject.run is not None
    size = max(1, n // 8)
    try:
        with time_limit(budget.limit / 4):
            spent = best_time(subject.run, build(size), runs=0, enough_seconds=0)
    except CellTimeoutError as timeout:
        return f"skipped: probe at n/8 = {size:,} took {timeout}"
    if spent * 8 * 1.5 > budget.limit:
        return f"skipped: probe at n/8 = {size:,} took {spent:.3g} s"
    return ""


def time_sizes(
    subject: Subject, build: Callable[[int], str], n: int, budget: CellBudget
) -> tuple[list[float | None], str]:
    """Best times at n, 2n and 4n, after a :func:`probe` at n/8.

    After a timeout or an error, or once one size took over a third of the cell limit
    (so that the next, twice as large, would likely run out), the larger sizes are
    skipped and the note says why.
    """
    if subject.run is None:
        return [None, None, None], subject.missing
    note = probe(subject, build, n, budget)
    seconds: list[float | None] = []
    for size in (n, 2 * n, 4 * n):
        if note:
            seconds.append(None)
            continue
        try:
            with time_limit(budget.limit):
                spent = best_time(subject.run, build(size), budget.runs, budget.min_seconds)
        except CellTimeoutError as timeout:
            note = f"timeout at {size:,} ({timeout})"
            spent = None
        except Exception as error:
            note = f"error at {size:,}: {type(error).__name__}: {error}"
            spent = None
        seconds.append(spent)
        if spent is not None and spent > budget.limit / 3 and size < 4 * n:
            note = f"{spent:.3g} s at {size:,}: larger sizes skipped"
    return seconds, note


def family_rows(family: Family, base: int, budget: CellBudget) -> list[GrowthRow]:
    """Engine rows, the host row and the extension rows of one family."""
    rows = []
    for subject in engine_subjects():
        rows.append(_growth_row(family, subject, "engine", int(base * family.engine_scale), budget))
    for subject in host_subjects():
        role = "host" if subject.host is None else "extension"
        rows.append(_growth_row(family, subject, role, int(base * family.host_scale), budget))
    return rows


def _growth_row(
    family: Family, subject: Subject, role: str, n: int, budget: CellBudget
) -> GrowthRow:
    row = GrowthRow(family.name, subject.name, role, n)
    build = family.host_build if role == "host" and family.host_build else family.build
    row.seconds, row.note = time_sizes(subject, build, n, budget)
    return row


def verdict(row: GrowthRow, host: GrowthRow | None) -> str:
    """PASS/MISS for engine rows; for the host and extension rows, who is super-linear.

    An engine row whose largest input takes under :data:`NOISE_FLOOR` passes whatever
    its growth, which is noise at that scale.

    An extension row that grows faster than linear (or is cut short) is labelled
    ``host`` when plain Python-Markdown grows as fast and what the extension adds
    stays linear or small (or the extension row stays within :data:`HOST_SHARE` of the
    host row), and ``MISS (ours)`` otherwise.
    """
    growth = row.per_doubling()
    if row.role == "engine":
        if row.note:
            return f"MISS: {row.note}"
        if growth is None:
            return "n/a"
        if growth <= LINEAR_LIMIT:
            return "PASS"
        fastest = row.seconds[2]
        if fastest is not None and fastest < NOISE_FLOOR:
            return f"PASS (t(4n) < {NOISE_FLOOR * 1000:g} ms)"
        return "MISS"
    if row.role == "host":
        if row.note:
            return f"host: {row.note}"
        if growth is None:
            return "n/a"
        return "linear" if growth <= LINEAR_LIMIT else "host (super-linear)"
    if row.note:
        host_linear = host is not None and not host.note and _is_linear(host)
        return f"MISS (ours): {row.note}" if host_linear else row.note
    if growth is None:
        return "n/a"
    if growth <= LINEAR_LIMIT:
        return "linear"
    return "host" if _host_explains(row, host) else "MISS (ours)"


HOST_SHARE = 1.25
"""An extension row within 25% of its super-linear host row at 4n is the host's cost."""


def _is_linear(row: GrowthRow) -> bool:
    growth = row.per_doubling()
    return growth is not None and growth <= LINEAR_LIMIT


def _host_explains(row: GrowthRow, host: GrowthRow | None) -> bool:
    if host is None or host.per_doubling() is None or host.per_doubling() <= LINEAR_LIMIT:
        return False
    added = [
        (own or 0.0) - (base or 0.0) for own, base in zip(row.seconds, host.seconds, strict=True)
    ]
    if added[2] <= 0.1 * (host.seconds[2] or 0.0):
        return True
    if host.seconds[2] and row.seconds[2] and row.seconds[2] <= HOST_SHARE * host.seconds[2]:
        return True
    return added[0] > 0 and math.sqrt(added[2] / added[0]) <= LINEAR_LIMIT


def row_cells(row: GrowthRow, host: GrowthRow | None) -> list[str]:
    """The table cells of one growth row."""
    times = [seconds_cell(value) if value is not None else "-" for value in row.seconds]
    times += ["-"] * (3 - len(times))
    factors = [f"{value:.2f}" if value is not None else "-" for value in row.factors()]
    factors += ["-"] * (2 - len(factors))
    growth = row.per_doubling()
    return [
        row.family,
        row.subject,
        f"{row.n:,}",
        *times,
        *factors,
        "-" if growth is None else f"{growth:.2f}",
        verdict(row, host),
    ]


def render(rows: Sequence[GrowthRow], notes: Sequence[str], base: int) -> str:
    """The heading, the table and the notes about reduced host sizes."""
    cells = []
    host: GrowthRow | None = None
    previous_family = ""
    for row in rows:
        if row.role == "host":
            host = row
        shown = row_cells(row, host if row.role == "extension" else None)
        if row.family == previous_family:
            shown[0] = ""
        previous_family = row.family
        cells.append(shown)
    heading = (
        f"Pathological inputs: base n = {base:,} characters of generator argument; "
        f"engine rows PASS at <= {LINEAR_LIMIT}x per doubling"
    )
    lines = [heading, format_table(HEADERS, cells)]
    lines += [f"note: {note}" for note in notes]
    return "\n".join(lines)


def front_end_subjects(mode: str) -> list[Subject]:
    """The engine and each front end in ``mode``: Python-Markdown, markdown-it, MyST."""
    return [
        build_subject(f"find_links {mode}", None, lambda: find_links_engine(mode)),
        build_subject(f"PM + md_autolinks {mode}", None, lambda: md_autolinks_extension(mode)),
        build_subject(f"markdown-it + plugin {mode}", None, lambda: markdown_it_plugin(mode)),
        build_subject(f"MyST parser + plugin {mode}", None, lambda: myst_plugin(mode)),
    ]


def many_links_rows(base: int, budget: CellBudget) -> list[GrowthRow]:
    """Each front end on a paragraph of :data:`MANY_LINKS` units, of about ``base // 4``,
    ``base // 2`` and ``base`` characters."""
    rows = []
    for mode, unit in MANY_LINKS:
        family = f"paragraph of {unit!r} x n/{len(unit)} ({mode})"
        print(f"  pathological: {family} ...", file=sys.stderr, flush=True)

        def build(n: int, unit: str = unit) -> str:
            return unit * max(1, n // len(unit))

        for subject in front_end_subjects(mode):
            row = GrowthRow(family, subject.name, "front end", base // 4)
            row.seconds, row.note = time_sizes(subject, build, base // 4, budget)
            rows.append(row)
    return rows


def render_many_links(rows: Sequence[GrowthRow]) -> str:
    """The front ends' table: growth ratios between sizes, printed, not judged."""
    cells = []
    previous = ""
    for row in rows:
        times = [seconds_cell(value) if value is not None else "-" for value in row.seconds]
        factors = [f"{value:.2f}" if value is not None else "-" for value in row.factors()]
        growth = row.per_doubling()
        shown = [row.family, row.subject, f"{row.n:,}", *times, *factors]
        shown += ["-" if growth is None else f"{growth:.2f}", row.note]
        if row.family == previous:
            shown[0] = ""
        previous = row.family
        cells.append(shown)
    heading = "Paragraphs of many links, every front end (growth per doubling; linear is ~2)"
    return "\n".join([heading, format_table((*HEADERS[:-1], "note"), cells)])


def run_pathological(base: int, runs: int, limit: float, min_seconds: float) -> list[GrowthRow]:
    """Time and print every family, then the front ends' many-links table; returns the
    families' rows for ``--json``."""
    budget = CellBudget(runs, limit, min_seconds)
    rows: list[GrowthRow] = []
    notes = []
    for family in FAMILIES:
        print(f"  pathological: {family.name} ...", file=sys.stderr, flush=True)
        rows += family_rows(family, base, budget)
        if family.note:
            notes.append(f"{family.name}: {family.note}")
    print(render(rows, notes, base), end="\n\n", flush=True)
    print(render_many_links(many_links_rows(base, budget)), end="\n\n", flush=True)
    return rows
