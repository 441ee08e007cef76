"""The compiled (mypyc) engine against the pure one, side by side in one run (issue 37, item 5).

    python benchmarks/compiled.py                        # the compiled build in .venv-mypyc
    python benchmarks/compiled.py --compiled-python /path/to/venv/bin/python --repeat 15
    python benchmarks/compiled.py --compiled-root /tmp/copy   # a tree built with mypyc in place

The pure side is this checkout's source, imported by this interpreter; the compiled side is
an interpreter whose ``md_autolinks`` is the compiled wheel (docs/install.md, "A compiled
build") or a source tree with mypyc's extension modules built beside the sources. Each side
runs in a worker process of its own and says which it is: a worker whose
``md_autolinks.engine.hosts`` is not an extension module when it should be (or is when it
should not) stops the run. Before timing, both workers return every corpus page's
``find_links`` output (start, end, href, kind) and Python-Markdown HTML in every mode, and
the run stops if the two sides differ on any page.

Timing follows ``against.py``: the parent asks the workers in turn for one pass (the order
swapped every repetition), each timed in the worker's CPU time (``time.process_time``, the
garbage collector paused as in ``harness.gc_paused``), and prints medians of the
per-repetition ratios. Rows: ``find_links`` over the corpus subset, pure / compiled;
Python-Markdown with a fresh ``Markdown`` per page, the time md-autolinks adds to a pass
without it (the two passes timed back to back in the same worker), pure and compiled, and
the share of that added time the compiled engine removes (from the two
medians: the added time is the difference of two passes, a few percent of each, so a busy
machine moves it more than the find_links rows; give it more repetitions).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
MODES = ("gfm", "md4c", "uts58")
DEFAULT_COMPILED_PYTHON = REPO / ".venv-mypyc" / "bin" / "python"

WORKER = """
import gc, hashlib, importlib.machinery, json, sys, time
from pathlib import Path
root, corpus, modes = sys.argv[1], Path(sys.argv[2]), sys.argv[3].split(",")
if root:
    sys.path.insert(0, root)
import markdown
import md_autolinks
import md_autolinks.engine.hosts
from md_autolinks import find_links
compiled = md_autolinks.engine.hosts.__file__.endswith(
    tuple(importlib.machinery.EXTENSION_SUFFIXES)
)
texts = {
    folder.name: [p.read_text(encoding="utf-8") for p in sorted(folder.iterdir()) if p.is_file()]
    for folder in sorted(corpus.iterdir()) if folder.is_dir()
}
def spans(text, mode):
    found = find_links(text, mode=mode)
    return [(link.start, link.end, link.href, str(link.kind)) for link in found]
def html(text, mode):
    extensions = ["md_autolinks"] if mode else []
    configs = {"md_autolinks": {"mode": mode}} if mode else {}
    return markdown.Markdown(extensions=extensions, extension_configs=configs).convert(text)
def digest(value):
    return hashlib.sha256(repr(value).encode("utf-8")).hexdigest()
print(json.dumps({"compiled": compiled, "module": md_autolinks.__file__}), flush=True)
for line in sys.stdin:
    task, subset, mode = line.split()
    mode = "" if mode == "-" else mode
    pages = texts[subset]
    if task == "check":
        answer = [[digest(spans(text, mode)), digest(html(text, mode))] for text in pages]
    else:
        work = spans if task == "find" else html
        gc.collect()
        gc.disable()
        begin = time.process_time()
        for text in pages:
            work(text, mode)
        answer = time.process_time() - begin
        gc.enable()
    print(json.dumps(answer), flush=True)
"""


class Worker:
    """One side (pure or compiled) in its own process, answering one request at a time."""

    def __init__(self, python: str, root: str, corpus: Path, modes: list[str]) -> None:
        self.process = subprocess.Popen(
            # -P: the working directory is not put on sys.path, so an installed build is
            # not shadowed by a source tree the run happens to start in.
            [python, "-P", "-c", WORKER, root, str(corpus), ",".join(modes)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        )
        started = json.loads(self._line() or "null")
        if started is None:
            raise SystemExit(f"the worker for {python} {root} did not start")
        self.compiled: bool = started["compiled"]
        self.module: str = started["module"]

    def _line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def ask(self, task: str, subset: str, mode: str) -> object:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{task} {subset} {mode or '-'}\n")
        self.process.stdin.flush()
        return json.loads(self._line())

    def time(self, task: str, subset: str, mode: str) -> float:
        seconds = self.ask(task, subset, mode)
        assert isinstance(seconds, float)
        return seconds

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def check_identical(
    pure: Worker, compiled: Worker, pages: list[str], subset: str, mode: str
) -> None:
    """Stop the run if any page's find_links output or HTML differs between the sides."""
    mine, theirs = pure.ask("check", subset, mode), compiled.ask("check", subset, mode)
    assert isinstance(mine, list) and isinstance(theirs, list)
    for name, (a, b) in zip(pages, zip(mine, theirs, strict=True), strict=True):
        for what, x, y in (("find_links", a[0], b[0]), ("HTML", a[1], b[1])):
            if x != y:
                raise SystemExit(f"{what} differs, compiled vs pure: {subset}/{name} in {mode}")


def compare(
    pure: Worker, compiled: Worker, subset: str, modes: list[str], repeat: int, *, pymd: bool
) -> dict[str, dict[str, float]]:
    """Per mode: the medians of find_links passes and ratios, and Python-Markdown's added time."""
    rows: dict[str, dict[str, list[float]]] = {mode: {} for mode in modes}

    def note(mode: str, key: str, value: float) -> None:
        rows[mode].setdefault(key, []).append(value)

    for repetition in range(repeat):
        pair = [pure, compiled] if repetition % 2 == 0 else [compiled, pure]
        for mode in modes:
            found = {id(worker): worker.time("find", subset, mode) for worker in pair}
            note(mode, "find pure", found[id(pure)])
            note(mode, "find compiled", found[id(compiled)])
            note(mode, "speed-up", found[id(pure)] / found[id(compiled)])
            if not pymd:
                continue
            added, base = {}, {}
            for worker in pair:
                steps = [("html", ""), ("html", mode)]
                if repetition % 2:
                    steps.reverse()
                timed = {step[1]: worker.time(step[0], subset, step[1]) for step in steps}
                added[id(worker)] = timed[mode] / timed[""] - 1
                base[id(worker)] = timed[""]
            note(mode, "added pure", added[id(pure)])
            note(mode, "added compiled", added[id(compiled)])
            note(mode, "base", base[id(pure)])
    medians = {
        mode: {key: statistics.median(values) for key, values in row.items()}
        for mode, row in rows.items()
    }
    for row in medians.values():
        if row.get("added pure", 0) > 0:
            row["removed"] = 1 - row["added compiled"] / row["added pure"]
    return medians


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--compiled-python",
        default=str(DEFAULT_COMPILED_PYTHON),
        help="an interpreter whose md_autolinks is the compiled wheel (default .venv-mypyc)",
    )
    where.add_argument(
        "--compiled-root", help="a source tree with mypyc's modules built in place instead"
    )
    parser.add_argument("--subsets", default="dense,general", help="corpus folders to run")
    parser.add_argument("--corpus", type=Path, default=HERE / "corpus")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--no-python-markdown", action="store_true", help="time find_links only")
    parser.add_argument("--no-check", action="store_true", help="skip the identical-output check")
    args = parser.parse_args(argv)
    modes = args.modes.split(",")
    if args.compiled_root:
        compiled_python, compiled_root = sys.executable, args.compiled_root
    else:
        compiled_python, compiled_root = args.compiled_python, ""
        if not Path(compiled_python).exists():
            raise SystemExit(
                f"no compiled build at {compiled_python}: build one as docs/install.md says"
                ' ("A compiled build") or name it with --compiled-python / --compiled-root'
            )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    pure = Worker(sys.executable, str(REPO), args.corpus, modes)
    compiled = Worker(compiled_python, compiled_root, args.corpus, modes)
    try:
        if pure.compiled or not compiled.compiled:
            raise SystemExit(
                f"expected a pure and a compiled engine, got {pure.module} (compiled:"
                f" {pure.compiled}) and {compiled.module} (compiled: {compiled.compiled})"
            )
        print(f"pure: {pure.module}\ncompiled: {compiled.module}")
        print(f"load average at start {load:.2f}; {args.repeat} interleaved repetitions, CPU time")
        for subset in args.subsets.split(","):
            pages = sorted(p.name for p in (args.corpus / subset).iterdir() if p.is_file())
            if not args.no_check:
                for mode in modes:
                    check_identical(pure, compiled, pages, subset, mode)
                print(f"{subset}: find_links and HTML identical on {len(pages)} pages, every mode")
            results = compare(
                pure, compiled, subset, modes, args.repeat, pymd=not args.no_python_markdown
            )
            print(f"\n{subset} corpus")
            header = f"{'mode':<8}{'pure ms':>9}{'compiled ms':>13}{'speed-up':>10}"
            if not args.no_python_markdown:
                header += (
                    f"{'Python-Markdown ms':>20}{'added: pure':>13}{'compiled':>10}{'removed':>9}"
                )
            print(header)
            for mode, row in results.items():
                line = (
                    f"{mode:<8}{row['find pure'] * 1000:>9.1f}{row['find compiled'] * 1000:>13.1f}"
                    f"{row['speed-up']:>9.2f}x"
                )
                if not args.no_python_markdown:
                    line += (
                        f"{row['base'] * 1000:>20.0f}{row['added pure']:>+13.1%}"
                        f"{row['added compiled']:>+10.1%}{row.get('removed', float('nan')):>9.0%}"
                    )
                print(line)
        print(f"load average at end {os.getloadavg()[0]:.2f}")
    finally:
        pure.close()
        compiled.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
