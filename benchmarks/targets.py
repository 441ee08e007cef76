"""The speed targets of issues 6, 12 and 25 and how a corpus row is judged against them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from harness import median
from subjects import MODES, handwritten_name


@dataclass
class CorpusRow:
    """One subject's timings over one corpus subset.

    ``ratios`` holds one paired ratio per repetition: the subject's time over its
    host's time, both measured document by document within that repetition.
    """

    subject: str
    host: str | None
    seconds: float | None = None
    mbps: float | None = None
    ratios: list[float] = field(default_factory=list)
    missing: str = ""

    @property
    def ratio(self) -> float | None:
        """The median paired ratio over the host, or ``None`` without one."""
        return median(self.ratios) if self.ratios else None


@dataclass(frozen=True)
class Verdict:
    """``passed`` is ``None`` for a reference figure that is shown but not judged."""

    passed: bool | None
    measured: str


Judge = Callable[[CorpusRow, Mapping[str, CorpusRow]], Verdict | None]


@dataclass(frozen=True)
class Target:
    """A labelled check of one row; ``judge`` returns ``None`` when data is missing."""

    label: str
    judge: Judge


def overhead_at_most(limit: float) -> Target:
    """The median paired ratio over the host is at most ``1 + limit``."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        if row.ratio is None:
            return None
        added = row.ratio - 1
        return Verdict(added <= limit, f"{added:+.1%}")

    return Target(f"<= {limit:+.0%}", judge)


def reference_overhead(about: float) -> Target:
    """A figure quoted for comparison only (never PASS or MISS)."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        return None if row.ratio is None else Verdict(None, f"{row.ratio - 1:+.1%}")

    return Target(f"ref ~{about:+.0%}", judge)


def throughput_at_least(mbps: float) -> Target:
    """At least ``mbps`` megabytes (10**6 bytes of UTF-8) per second."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        if row.mbps is None:
            return None
        return Verdict(row.mbps >= mbps, f"{row.mbps:.2f} MB/s")

    return Target(f">= {mbps:g} MB/s", judge)


def faster_than_host(times: float) -> Target:
    """The host takes at least ``times`` as long as the subject (paired, median)."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        if not row.ratio:
            return None
        speedup = 1 / row.ratio
        return Verdict(speedup >= times, f"{speedup:.1f}x")

    return Target(f">= {times:g}x faster", judge)


def added_shares(row: CorpusRow, other: CorpusRow | None) -> list[float]:
    """``(row - 1) / (other - 1)`` of the paired ratios, repetition by repetition: how many
    times what ``other`` adds to the same host ``row`` adds (empty without both)."""
    if not row.ratios or other is None or len(other.ratios) != len(row.ratios):
        return []
    return [
        (mine - 1) / (theirs - 1)
        for mine, theirs in zip(row.ratios, other.ratios, strict=True)
        if theirs != 1
    ]


def under_share_of(reference: str, share: float) -> Target:
    """The subject adds less than ``share`` of what ``reference`` adds to the same host.

    Computed per repetition (:func:`added_shares`), then the median.
    """

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        shares = added_shares(row, rows.get(reference))
        if not shares:
            return None
        measured = median(shares)
        return Verdict(measured < share, f"{measured:.2f} of linkify's")

    return Target(f"< {share:g} of linkify's", judge)


def added_at_most(reference: str, times: float) -> Target:
    """The subject adds at most ``times`` what ``reference`` adds to the same host, where
    ``reference`` is the page with the same links written by hand (issue 37; per
    repetition, :func:`added_shares`, then the median); ``n/a`` when the links written by
    hand add nothing measurable (their median ratio is at most 1)."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        other = rows.get(reference)
        if other is None or other.ratio is None or other.ratio <= 1:
            return None
        measured = median(added_shares(row, other))
        return Verdict(measured <= times, f"{measured:.2f}x hand-written")

    return Target(f"<= {times:g}x hand-written", judge)


def hand_written_share(reference: str) -> Target:
    """How many times what ``reference`` (the same links written by hand) adds the subject
    adds, shown and not judged (:mod:`engine_replay`'s rows: the front end's own share)."""

    def judge(row: CorpusRow, rows: Mapping[str, CorpusRow]) -> Verdict | None:
        shares = added_shares(row, rows.get(reference))
        return Verdict(None, f"{median(shares):.2f}x hand-written") if shares else None

    return Target("ref: x hand-written", judge)


def _replayed_targets() -> dict[str, list[Target]]:
    """The :mod:`engine_replay` rows, each set against its front end's hand-written links."""
    return {
        **{
            f"+ md_autolinks {mode}, engine replayed": [
                hand_written_share(handwritten_name(mode, fresh=True))
            ]
            for mode in MODES
        },
        **{
            f"+ plugin {mode}, engine replayed": [hand_written_share(handwritten_name(mode))]
            for mode in MODES
        },
    }


def _modes_targets(prefix: str, by_mode: Mapping[str, list[Target]]) -> dict[str, list[Target]]:
    return {f"{prefix}{mode}": targets for mode, targets in by_mode.items()}


def _engine_targets() -> dict[str, list[Target]]:
    return _modes_targets(
        "find_links ",
        {
            "gfm": [throughput_at_least(5), faster_than_host(10)],
            "md4c": [throughput_at_least(5), faster_than_host(10)],
            "uts58": [throughput_at_least(3), faster_than_host(10)],
        },
    )


def _plugin_targets() -> dict[str, list[Target]]:
    """Issue 6's half of linkify's added time and issue 37's at most 1.5x what markdown-it
    pays for the same links written by hand."""
    return _modes_targets(
        "+ md_autolinks plugin ",
        {
            mode: [
                under_share_of("+ linkify (linkify-it-py)", 0.5),
                added_at_most(handwritten_name(mode), 1.5),
            ]
            for mode in MODES
        },
    )


def _python_markdown_targets(
    fast: float, uts58: float, *, by_hand: bool = False
) -> dict[str, list[Target]]:
    """Issues 12 and 25's added time; with ``by_hand``, issue 37's too: no dearer than the
    same links written by hand."""

    def targets(mode: str, limit: float) -> list[Target]:
        hand = [added_at_most(handwritten_name(mode, fresh=True), 1.0)] if by_hand else []
        return [overhead_at_most(limit), *hand]

    return {
        **{
            f"+ md_autolinks {mode} (fresh)": targets(mode, limit)
            for mode, limit in (("gfm", fast), ("md4c", fast), ("uts58", uts58))
        },
        "+ pymdownx.magiclink (fresh)": [reference_overhead(0.20)],
    }


#: The targets by corpus subset and subject name: issue 6's for the plugin and the engine,
#: issues 12 and 25's for Python-Markdown as users pay it, a fresh ``Markdown`` per page
#: (gfm and md4c at most +2% / +5%, uts58 +3% / +7% over plain Python-Markdown, also fresh
#: per page, on the general / link-dense corpus), and issue 37's against the same links
#: written by hand (:mod:`handwritten`): the plugin at most 1.5x markdown-it's cost for them,
#: Python-Markdown on the link-dense corpus no dearer than they are.
TARGETS: dict[str, dict[str, list[Target]]] = {
    "general": {
        **_python_markdown_targets(0.02, 0.03),
        **_plugin_targets(),
        **_engine_targets(),
    },
    "dense": {
        **_python_markdown_targets(0.05, 0.07, by_hand=True),
        **_plugin_targets(),
        **_engine_targets(),
        **_replayed_targets(),
    },
}


def judge_row(subset: str, row: CorpusRow, rows: Mapping[str, CorpusRow]) -> tuple[str, str]:
    """The target and result cells of ``row``: ``PASS``, ``MISS (...)``, ``n/a`` or ``ref``."""
    targets = TARGETS.get(subset, {}).get(row.subject, [])
    if not targets:
        return "", ""
    labels = "; ".join(target.label for target in targets)
    verdicts = [target.judge(row, rows) for target in targets]
    if any(verdict is None for verdict in verdicts):
        return labels, "n/a"
    measured = ", ".join(verdict.measured for verdict in verdicts if verdict)
    judged = [verdict.passed for verdict in verdicts if verdict and verdict.passed is not None]
    if not judged:
        return labels, f"ref ({measured})"
    return labels, f"{'PASS' if all(judged) else 'MISS'} ({measured})"
