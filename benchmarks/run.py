"""Benchmarks of issues 6 and 7: ``python benchmarks/run.py [--quick] [--only SECTION]``.

Sections, in the order they print: ``pages`` times one short page with a fresh
``Markdown`` (what each page of a site pays, set-up included); ``corpus`` (or one subset,
``general`` / ``dense``) times md-autolinks and its peers over real Markdown, first with a
fresh ``Markdown`` per document as MkDocs renders pages, then with one reused instance;
``mkdocs`` builds a generated site with and without the plugin; ``pathological`` times
hostile inputs at n, 2n, 4n; ``smoke`` runs them all on tiny inputs to prove the script
works. ``--profile MODE``
profiles Python-Markdown + md_autolinks on the dense corpus instead.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path

from corpus_suite import SUBSETS, run_corpus
from mkdocs_build import run_mkdocs_build
from page_setup import run_page_setup
from pathological import run_pathological
from profiler import run_profile
from subjects import MODES

import md_autolinks

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE / "corpus"
SECTIONS = ("all", "pages", "corpus", *SUBSETS, "mkdocs", "pathological", "smoke")
PEERS = (
    "md-autolinks",
    "markdown",
    "pymdown-extensions",
    "mdx_linkify",
    "bleach",
    "markdown-it-py",
    "linkify-it-py",
    "mkdocs",
)


@dataclass(frozen=True)
class Scale:
    """How big one run is: corpus sample, pathological base n, and per-cell limits."""

    name: str
    base_n: int
    min_seconds: float
    cell_limit: float
    site_pages: int
    page_loops: int


FULL = Scale("full", 100_000, 0.05, 8.0, 300, 200)
QUICK = Scale("quick", 10_000, 0.02, 5.0, 60, 50)
SMOKE = Scale("smoke", 200, 0.0, 5.0, 3, 2)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="repetitions per measurement (5)")
    parser.add_argument("--quick", action="store_true", help="20 documents per subset, n = 10k")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="corpus folder")
    parser.add_argument("--only", choices=SECTIONS, default="all", help="run one section")
    parser.add_argument("--profile", choices=MODES, metavar="MODE", help="profile one mode")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write results as JSON")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    return args


def chosen_scale(args: argparse.Namespace) -> Scale:
    """``smoke`` for the smoke section, ``quick`` with ``--quick``, else ``full``."""
    if args.only == "smoke":
        return SMOKE
    return QUICK if args.quick else FULL


def version_of(distribution: str) -> str:
    """An installed distribution's version, or ``not installed``."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def git_output(*arguments: str) -> str:
    """The stripped output of a git command in the repository, or ``""`` on failure."""
    try:
        completed = subprocess.run(
            ["git", *arguments], cwd=HERE.parent, capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return ""
    return completed.stdout.strip()


def engine_source() -> str:
    """Where md_autolinks was imported from, with the repository's commit.

    When it is the repository's own work tree, uncommitted edits under ``md_autolinks/``
    are flagged, since they are what is measured.
    """
    package = Path(md_autolinks.__file__).resolve().parent
    commit = git_output("rev-parse", "--short", "HEAD") or "unknown"
    if package != HERE.parent / "md_autolinks":
        return f"md_autolinks imported from {package}, not from this repository (HEAD {commit})"
    edited = git_output("status", "--porcelain", "--", "md_autolinks")
    state = " with uncommitted md_autolinks/ edits" if edited else ""
    return f"md_autolinks from the work tree at {commit}{state}"


def environment_lines(scale: Scale, repeat: int) -> list[str]:
    """What the numbers depend on: interpreter, machine, load, versions and method."""
    load = (
        ", ".join(f"{value:.2f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    )
    versions = ", ".join(f"{name} {version_of(name)}" for name in PEERS)
    return [
        f"Python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.platform()}; {os.cpu_count()} CPUs; load average {load}",
        f"Versions: {versions}",
        engine_source(),
        f"Scale: {scale.name}; repetitions: {repeat}; clock: time.perf_counter; "
        "gc disabled while timing; one untimed warm-up pass first",
        "Python-Markdown: a fresh Markdown per document (what users pay: MkDocs and "
        "markdown.markdown() make one per page), then one instance per subject with "
        "md.reset() before every document",
        "MB = 10**6 bytes of UTF-8 source; 'vs host' = median of per-repetition paired ratios",
    ]


def run_sections(args: argparse.Namespace, scale: Scale) -> dict[str, object]:
    """Run the chosen sections in order; returns their results for ``--json``."""
    results: dict[str, object] = {}
    if args.only in ("all", "pages", "smoke"):
        rows = run_page_setup(args.repeat, scale.page_loops)
        results["pages"] = [asdict(row) for row in rows]
    if args.only in ("all", "corpus", "smoke", *SUBSETS):
        subsets = SUBSETS if args.only in ("all", "corpus", "smoke") else (args.only,)
        by_subset = run_corpus(args.corpus, subsets, scale.name, args.repeat)
        results["corpus"] = {
            subset: [asdict(row) for row in rows] for subset, rows in by_subset.items()
        }
    if args.only in ("all", "mkdocs", "smoke"):
        builds = run_mkdocs_build(args.corpus, scale.site_pages, min(args.repeat, 3))
        results["mkdocs"] = [asdict(row) for row in builds]
    if args.only in ("all", "pathological", "smoke"):
        runs = min(args.repeat, 3)
        rows = run_pathological(scale.base_n, runs, scale.cell_limit, scale.min_seconds)
        results["pathological"] = [asdict(row) for row in rows]
    return results


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python benchmarks/run.py``."""
    args = parse_args(argv)
    if args.profile:
        run_profile(args.corpus, args.profile, passes=max(1, min(args.repeat, 3)))
        return 0
    scale = chosen_scale(args)
    print("\n".join(environment_lines(scale, args.repeat)), end="\n\n", flush=True)
    results = run_sections(args, scale)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
