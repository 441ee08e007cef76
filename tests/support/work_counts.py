"""The engine's work on a fixed corpus sample, counted rather than timed (issue 37, item 4).

The count is the number of calls of md-autolinks' own Python functions (``sys.setprofile``
"call" events whose code lives in the ``md_autolinks`` package; a generator counts each
time it resumes) while ``find_links`` reads every document of the sample once, in each mode.
Each mode is counted in a fresh interpreter with ``PYTHONHASHSEED=0``, so caches filled by
other code and set order do not move the figure; list, set and dict comprehensions are left
out, since Python 3.12 inlines them. The figure does not see work inside one C call (a regex
over the whole text), only how often the engine's functions run: a rule that runs per link
or per candidate where it ran per text shows at once.

    python tests/support/work_counts.py             # today's figures beside the committed ones
    python tests/support/work_counts.py --update    # write today's figures as the committed ones
    python tests/support/work_counts.py --functions uts58   # the most called functions
    python tests/support/work_counts.py --root ../old-checkout   # another checkout's figures

``tests/engine/scanning/test_work_counts.py`` fails when a mode's count grows more than
:data:`MARGIN` over the committed figure (:data:`FIGURES`).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIGURES = REPO / "tests" / "engine" / "scanning" / "work_counts.json"
CORPUS = REPO / "benchmarks" / "corpus"
MODES = ("gfm", "md4c", "uts58")
MARGIN = 0.10
"""How much a count may grow over the committed figure before the guard fails."""
SAMPLE_STEP = {"dense": 3, "general": 12}
"""Every n-th document (sorted by name) of each corpus subset makes the sample."""
UPDATE_COMMAND = "python tests/support/work_counts.py --update"

_COUNTER = """
import collections, json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import md_autolinks
from md_autolinks import find_links
package = str(Path(md_autolinks.__file__).resolve().parent)
if not package.startswith(str(Path(sys.argv[1]).resolve())):
    raise SystemExit(f"md_autolinks came from {package}, not from {sys.argv[1]}")
mode = sys.argv[2]
texts = [Path(path).read_text(encoding="utf-8") for path in sys.argv[3:]]
inlined = {"<listcomp>", "<setcomp>", "<dictcomp>"}
calls = collections.Counter()

def profile(frame, event, arg):
    if event == "call":
        code = frame.f_code
        if code.co_filename.startswith(package) and code.co_name not in inlined:
            calls[(Path(code.co_filename).stem, code.co_name)] += 1

links = 0
sys.setprofile(profile)
for text in texts:
    links += len(find_links(text, mode=mode))
sys.setprofile(None)
print(json.dumps({
    "calls": sum(calls.values()),
    "links": links,
    "functions": [[f"{module}.{name}", count] for (module, name), count in calls.most_common()],
}))
"""


def sample_paths(corpus: Path = CORPUS) -> list[Path]:
    """The documents of the sample: every ``SAMPLE_STEP``-th of each subset, by name."""
    paths: list[Path] = []
    for subset, step in SAMPLE_STEP.items():
        documents = sorted(path for path in (corpus / subset).iterdir() if path.is_file())
        paths += documents[::step]
    return paths


def count_mode(mode: str, root: Path = REPO) -> dict[str, object]:
    """``{"calls", "links", "functions"}`` of one mode over the sample, counted in a fresh
    interpreter importing ``md_autolinks`` from ``root``."""
    completed = subprocess.run(
        [sys.executable, "-c", _COUNTER, str(root), mode, *map(str, sample_paths())],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    if completed.returncode != 0:
        raise RuntimeError(f"counting {mode} failed:\n{completed.stderr}")
    result: dict[str, object] = json.loads(completed.stdout)
    return result


def count_all(root: Path = REPO) -> dict[str, dict[str, int]]:
    """Calls and links per mode, as the figures file holds them."""
    figures = {}
    for mode in MODES:
        counted = count_mode(mode, root)
        figures[mode] = {"calls": int(str(counted["calls"])), "links": int(str(counted["links"]))}
    return figures


def committed() -> dict[str, dict[str, int]]:
    """The committed figures per mode."""
    data: dict[str, dict[str, int]] = json.loads(FIGURES.read_text(encoding="utf-8"))["modes"]
    return data


def write_figures(figures: dict[str, dict[str, int]]) -> None:
    sample = [str(path.relative_to(REPO)) for path in sample_paths()]
    document = {
        "what": "calls of md_autolinks functions and links found by find_links over the sample, "
        f"per mode; see tests/support/work_counts.py. Rewrite with: {UPDATE_COMMAND}",
        "sample_documents": len(sample),
        "sample_characters": sum(len(path.read_text(encoding="utf-8")) for path in sample_paths()),
        "modes": figures,
    }
    FIGURES.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--update", action="store_true", help="write today's figures")
    parser.add_argument("--root", type=Path, default=REPO, help="count another checkout")
    parser.add_argument("--functions", metavar="MODE", help="list the most called functions")
    args = parser.parse_args(argv)
    if args.functions:
        functions = count_mode(args.functions, args.root)["functions"]
        assert isinstance(functions, list)
        for name, count in functions[:40]:
            print(f"{count:>9}  {name}")
        return 0
    figures = count_all(args.root)
    before = committed() if FIGURES.exists() else {}
    for mode, today in figures.items():
        then = before.get(mode, {}).get("calls")
        change = f"{today['calls'] / then - 1:+.1%}" if then else "new"
        calls, links = today["calls"], today["links"]
        print(f"{mode:<6} calls {calls:>9} (committed {then}, {change}), links {links}")
    if args.update:
        write_figures(figures)
        print(f"wrote {FIGURES.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
