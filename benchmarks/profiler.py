"""``--profile MODE``: cProfile over Python-Markdown + md_autolinks on the dense corpus."""

from __future__ import annotations

import cProfile
import io
import pstats
from pathlib import Path

from corpus_suite import load_subset
from harness import format_table
from subjects import build_subject, md_autolinks_extension

TOP = 25
OWN_PACKAGE = "md_autolinks"


def profile_mode(corpus: Path, mode: str, passes: int) -> cProfile.Profile:
    """Profile ``passes`` conversions of every dense document after one warm-up pass."""
    subject = build_subject(f"md_autolinks {mode}", None, lambda: md_autolinks_extension(mode))
    if subject.run is None:
        raise SystemExit(f"cannot profile mode {mode}: {subject.missing}")
    convert = subject.run
    texts = [document.text for document in load_subset(corpus, "dense")]
    for text in texts:
        convert(text)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(passes):
        for text in texts:
            convert(text)
    profiler.disable()
    return profiler


def top_functions(profiler: cProfile.Profile, sort_key: str) -> str:
    """pstats' own listing of the top functions by ``sort_key``."""
    stream = io.StringIO()
    pstats.Stats(profiler, stream=stream).sort_stats(sort_key).print_stats(TOP)
    return stream.getvalue().strip()


def own_share(profiler: cProfile.Profile) -> str:
    """md-autolinks' functions by own time, as shares of the whole profiled run."""
    entries = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = sum(entry[2] for entry in entries.values()) or 1.0
    own = [
        (entry[2], entry[3], f"{Path(file).name}:{line}({name})")
        for (file, line, name), entry in entries.items()
        if OWN_PACKAGE in Path(file).parts
    ]
    own.sort(reverse=True)
    own_total = sum(item[0] for item in own)
    rows = [
        [label, f"{tt:.3f}", f"{tt / total:.1%}", f"{ct / total:.1%}"]
        for tt, ct, label in own[:TOP]
    ]
    heading = (
        f"md_autolinks functions: {own_total:.3f} s of {total:.3f} s own time "
        f"({own_total / total:.1%})"
    )
    return (
        heading + "\n" + format_table(("function", "own s", "own share", "cumulative share"), rows)
    )


def run_profile(corpus: Path, mode: str, passes: int) -> None:
    """Print the top functions by cumulative and by own time, and md-autolinks' share."""
    profiler = profile_mode(corpus, mode, passes)
    print(
        f"Profile: Python-Markdown + md_autolinks (mode={mode}), dense corpus, {passes} pass(es)\n"
    )
    print(f"Top {TOP} by cumulative time\n{top_functions(profiler, 'cumulative')}\n")
    print(f"Top {TOP} by own (total) time\n{top_functions(profiler, 'tottime')}\n")
    print(own_share(profiler))
