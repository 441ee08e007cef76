"""Section ``mkdocs``: a real ``mkdocs build`` of a generated site, with and without the plugin.

The site's pages are the corpus documents, general and link-dense, taken in turn until the
site has the number of pages asked for. Every configuration builds the same pages with
MkDocs' own theme into a temporary folder; repetitions interleave the configurations in an
order that flips each time, and the table shows the median paired ratio to the build
without the plugin.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from corpus_suite import load_subset
from harness import format_table, median
from subjects import MODES

WITHOUT = "mkdocs build"
HEADERS = ("site", "s/build", "vs without", "added")


@dataclass
class BuildRow:
    """One configuration's build times and its paired ratios to the build without the plugin."""

    name: str
    seconds: list[float] = field(default_factory=list)
    ratios: list[float] = field(default_factory=list)


def write_site(root: Path, corpus: Path, pages: int) -> None:
    """``pages`` corpus documents as ``root/docs/page-NNN.md``."""
    texts = [doc.text for subset in ("general", "dense") for doc in load_subset(corpus, subset)]
    docs = root / "docs"
    docs.mkdir(parents=True)
    (docs / "index.md").write_text("# Benchmark site\n", encoding="utf-8")
    for number in range(pages):
        page = docs / f"page-{number:03d}.md"
        page.write_text(texts[number % len(texts)], encoding="utf-8")


def write_config(root: Path, name: str, mode: str | None) -> Path:
    """An ``mkdocs.yml`` for the site, with the plugin in ``mode`` or without it."""
    plugins = f"  - md-autolinks:\n      mode: {mode}\n" if mode else ""
    config = root / f"{name}.yml"
    config.write_text(
        f"site_name: Benchmark\ndocs_dir: docs\nsite_dir: site-{name}\n"
        f"plugins:\n{plugins or '  []'}\n".replace("plugins:\n  []", "plugins: []"),
        encoding="utf-8",
    )
    return config


def build_seconds(config: Path) -> float:
    """The wall time of one in-process ``mkdocs build`` of ``config``."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    start = time.perf_counter()
    build(load_config(config_file=str(config)))
    return time.perf_counter() - start


def run_mkdocs_build(corpus: Path, pages: int, repeat: int) -> list[BuildRow]:
    """Build, time and print the site per configuration; returns the rows for ``--json``."""
    try:
        import mkdocs  # noqa: F401
    except ImportError:
        print("mkdocs build: n/a (not installed: pip install -e . --group bench)", end="\n\n")
        return []
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        write_site(root, corpus, pages)
        configs = [(WITHOUT, write_config(root, "without", None))]
        configs += [(f"+ md-autolinks {mode}", write_config(root, mode, mode)) for mode in MODES]
        for _, config in configs:
            build_seconds(config)
        rows = {name: BuildRow(name) for name, _ in configs}
        for repetition in range(repeat):
            for name, config in configs if repetition % 2 == 0 else configs[::-1]:
                rows[name].seconds.append(build_seconds(config))
        base = rows[WITHOUT].seconds
        for row in rows.values():
            row.ratios = [own / plain for own, plain in zip(row.seconds, base, strict=True)]
    print(render(list(rows.values()), pages, repeat), end="\n\n", flush=True)
    return list(rows.values())


def render(rows: Sequence[BuildRow], pages: int, repeat: int) -> str:
    """The heading and table of the MkDocs builds."""
    cells = []
    for row in rows:
        ratio = median(row.ratios)
        added = "(without)" if row.name == WITHOUT else f"{ratio - 1:+.1%}"
        cells.append([row.name, f"{median(row.seconds):.3f}", f"{ratio:.3f}x", added])
    heading = (
        f"MkDocs build of a {pages + 1}-page site from the corpus "
        f"(median of {repeat} paired repetitions)"
    )
    return f"{heading}\n{format_table(HEADERS, cells)}"
