"""Today's ``find_links`` against an earlier commit's, in one run (issue 37, item 4).

    python benchmarks/against.py 0d4b1c9            # dense corpus, every mode, 9 repetitions
    python benchmarks/against.py 0d4b1c9 --subset general --repeat 15 --modes uts58

The earlier commit is checked out in a temporary ``git worktree``; each side's engine is
imported in its own worker process (the two never share an interpreter), both read this
checkout's ``benchmarks/corpus``, and the parent asks them in turn for one timed pass per
mode, the order swapped every repetition. A pass is timed in the worker's CPU time
(``time.process_time``), which other processes on a busy machine disturb far less than the
clock on the wall. It prints each side's median pass and the median of the per-repetition
ratios (today / then): a ratio under 1 means today is faster.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
MODES = ("gfm", "md4c", "uts58")

WORKER = """
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import md_autolinks
from md_autolinks import find_links
source = Path(md_autolinks.__file__).resolve()
if not source.is_relative_to(Path(sys.argv[1]).resolve()):
    raise SystemExit(f"md_autolinks came from {source}, not from {sys.argv[1]}")
texts = [p.read_text(encoding="utf-8") for p in sorted(Path(sys.argv[2]).iterdir()) if p.is_file()]
for mode in sys.argv[3].split(","):
    for text in texts:
        find_links(text, mode=mode)
print("ready", flush=True)
for line in sys.stdin:
    mode = line.strip()
    begin = time.process_time()
    for text in texts:
        find_links(text, mode=mode)
    print(json.dumps(time.process_time() - begin), flush=True)
"""


class Worker:
    """One side's engine in its own process, timing one corpus pass per request."""

    def __init__(self, root: Path, corpus: Path, modes: list[str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER, str(root), str(corpus), ",".join(modes)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        )
        if self._line() != "ready":
            raise SystemExit(f"the worker for {root} did not start")

    def _line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def time(self, mode: str) -> float:
        assert self.process.stdin is not None
        self.process.stdin.write(mode + "\n")
        self.process.stdin.flush()
        return float(json.loads(self._line()))

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def git(*arguments: str) -> str:
    return subprocess.run(
        ["git", "-C", str(REPO), *arguments], capture_output=True, text=True, check=True
    ).stdout.strip()


def compare(
    then: Path, corpus: Path, modes: list[str], repeat: int
) -> dict[str, tuple[float, float, float]]:
    """Per mode: (median pass then, median pass today, median of today/then ratios)."""
    today_worker = Worker(REPO, corpus, modes)
    then_worker = Worker(then, corpus, modes)
    passes: dict[str, tuple[list[float], list[float]]] = {mode: ([], []) for mode in modes}
    try:
        for repetition in range(repeat):
            for mode in modes:
                pair = [then_worker, today_worker]
                if repetition % 2:
                    pair.reverse()
                timed = {id(worker): worker.time(mode) for worker in pair}
                passes[mode][0].append(timed[id(then_worker)])
                passes[mode][1].append(timed[id(today_worker)])
    finally:
        today_worker.close()
        then_worker.close()
    return {
        mode: (
            statistics.median(old),
            statistics.median(new),
            statistics.median(n / o for n, o in zip(new, old, strict=True)),
        )
        for mode, (old, new) in passes.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("commit", help="the earlier commit (any name git understands)")
    parser.add_argument("--subset", default="dense", help="corpus folder (default dense)")
    parser.add_argument("--corpus", type=Path, default=HERE / "corpus")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args(argv)
    modes = args.modes.split(",")
    corpus = args.corpus / args.subset
    commit = git("rev-parse", "--short", args.commit)
    head = git("rev-parse", "--short", "HEAD")
    dirty = (
        " (with uncommitted changes)" if git("status", "--porcelain", "--", "md_autolinks") else ""
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    with tempfile.TemporaryDirectory(prefix="md-autolinks-then-") as folder:
        then = Path(folder) / commit
        git("worktree", "add", "--detach", str(then), commit)
        try:
            results = compare(then, corpus, modes, args.repeat)
        finally:
            git("worktree", "remove", "--force", str(then))
    print(f"find_links, {corpus.name} corpus, {args.repeat} interleaved repetitions")
    print(f"then: {commit}; today: {head}{dirty}; load average at start {load:.2f}")
    print(f"{'mode':<8}{'then ms':>10}{'today ms':>10}{'today/then':>12}   (CPU time)")
    for mode, (old, new, ratio) in results.items():
        print(f"{mode:<8}{old * 1000:>10.1f}{new * 1000:>10.1f}{ratio:>11.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
