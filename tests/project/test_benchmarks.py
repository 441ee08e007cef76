"""Smoke test of ``benchmarks/run.py``: it runs on tiny inputs and prints its tables.

No timing is asserted: only that both sections ran, have the expected rows, and that
ratios and growth factors are numbers.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from support.paths import REPO

ROOT = REPO
SCRIPT = ROOT / "benchmarks" / "run.py"
HOSTS = (
    "Python-Markdown, fresh per page",
    "Python-Markdown",
    "markdown-it-py commonmark",
    "linkify-it-py match",
)
FRESH_ROWS = tuple(f"+ md_autolinks {mode} (fresh)" for mode in ("gfm", "md4c", "uts58"))
EXTENSION_ROWS = tuple(f"+ md_autolinks {mode}" for mode in ("gfm", "md4c", "uts58"))
ENGINE_ROWS = tuple(f"find_links {mode}" for mode in ("gfm", "md4c", "uts58"))
PEER_ROWS = (
    "+ pymdownx.magiclink (fresh)",
    "+ mdx_linkify (fresh)",
    "+ pymdownx.magiclink",
    "+ mdx_linkify",
    "+ linkify (linkify-it-py)",
    "gfm-like preset",
    "regex floor (finditer)",
    "+ one-regex claimer (floor)",
    "+ anchors alone (tree floor)",
    *(f"+ scan floor {mode}" for mode in ("gfm", "md4c", "uts58")),
)
HANDWRITTEN_ROWS = tuple(f"hand-written links {mode}" for mode in ("gfm", "md4c", "uts58"))
SMOKE_ARGS = ("--quick", "--repeat", "1", "--only", "smoke")
pytestmark = pytest.mark.slow
RATIO = re.compile(r"^\d+\.\d{3}x$")


@pytest.fixture(scope="module")
def smoke_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, object]]:
    """The printed report and the JSON results of one smoke run."""
    results = tmp_path_factory.mktemp("bench") / "results.json"
    completed = subprocess.run(
        [sys.executable, str(SCRIPT), *SMOKE_ARGS, "--json", str(results)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    return completed.stdout, json.loads(results.read_text(encoding="utf-8"))


def table_rows(report: str, heading_prefix: str) -> dict[str, list[str]]:
    """The rows of the first table whose heading starts with ``heading_prefix``, by subject."""
    lines = report.splitlines()
    start = next(index for index, line in enumerate(lines) if line.startswith(heading_prefix))
    header, rule = lines[start + 1], lines[start + 2]
    spans = [match.span() for match in re.finditer(r"-+", rule)]
    assert header.startswith("subject")
    rows: dict[str, list[str]] = {}
    for line in lines[start + 3 :]:
        if not line.strip():
            break
        cells = [
            line[begin : end if index < len(spans) - 1 else None].strip()
            for index, (begin, end) in enumerate(spans)
        ]
        rows[cells[0]] = cells
    return rows


@pytest.mark.parametrize("subset", ["general", "dense"])
def test_corpus_table_has_every_row_and_numeric_ratios(
    smoke_run: tuple[str, dict[str, object]], subset: str
) -> None:
    report, _ = smoke_run
    rows = table_rows(report, f"Corpus '{subset}'")
    for name in HOSTS + FRESH_ROWS + EXTENSION_ROWS + ENGINE_ROWS + PEER_ROWS:
        assert name in rows, f"missing row {name!r} in the {subset} table"
    for name in HOSTS:
        assert rows[name][3] == "(host)"
    timed = [cells for cells in rows.values() if cells[1] != "n/a" and cells[3] != "(host)"]
    assert timed, "no subject was timed"
    for cells in timed:
        assert RATIO.match(cells[3]), cells
    for name in FRESH_ROWS + ENGINE_ROWS:
        if rows[name][1] != "n/a":
            assert rows[name][6].split(" ")[0] in {"PASS", "MISS", "n/a"}, rows[name]
    names = list(rows)
    assert names.index(HOSTS[0]) < names.index(HOSTS[1]), "what users pay comes first"


@pytest.mark.parametrize("subset", ["general", "dense"])
def test_links_written_by_hand_have_rows_and_judge_the_plugin(
    smoke_run: tuple[str, dict[str, object]], subset: str
) -> None:
    """Issue 37's yardstick: the page with the links written by hand, timed on plain
    markdown-it-py and on a fresh plain Python-Markdown, next to the plugin's added time."""
    report, _ = smoke_run
    rows = table_rows(report, f"Corpus '{subset}'")
    for name in HANDWRITTEN_ROWS:
        assert rows[name][3] != "(host)"
        assert RATIO.match(rows[f"{name} (fresh)"][3]), rows[f"{name} (fresh)"]
        assert RATIO.match(rows[name][3]), rows[name]
    for mode in ("gfm", "md4c", "uts58"):
        cells = rows[f"+ md_autolinks plugin {mode}"]
        assert cells[5] == "< 0.5 of linkify's; <= 1.5x hand-written", cells
        fresh = rows[f"+ md_autolinks {mode} (fresh)"]
        assert ("<= 1x hand-written" in fresh[5]) == (subset == "dense"), fresh


@pytest.mark.parametrize("subset", ["general", "dense"])
def test_the_engine_replayed_rows_show_the_front_ends_own_share(
    smoke_run: tuple[str, dict[str, object]], subset: str
) -> None:
    """Each front end with the engine's answers replayed (``benchmarks/engine_replay.py``)
    has a row; on the link-dense corpus it is set against the same links written by hand,
    shown, not judged."""
    report, _ = smoke_run
    rows = table_rows(report, f"Corpus '{subset}'")
    for mode in ("gfm", "md4c", "uts58"):
        for name in (
            f"+ md_autolinks {mode}, engine replayed",
            f"+ plugin {mode}, engine replayed",
        ):
            assert RATIO.match(rows[name][3]), rows[name]
            if subset == "dense":
                assert rows[name][5] == "ref: x hand-written", rows[name]
                assert re.fullmatch(r"ref \(-?\d+\.\d\dx hand-written\)", rows[name][6]), rows[name]


def test_short_pages_and_the_mkdocs_build_come_first_and_last(
    smoke_run: tuple[str, dict[str, object]],
) -> None:
    report, results = smoke_run
    assert report.index("One short page with a fresh Markdown") < report.index("Corpus 'general'")
    assert report.index("Corpus 'dense'") < report.index("MkDocs build of a 4-page site")
    pages = results["pages"]
    assert isinstance(pages, list)
    assert {(row["page"], row["subject"]) for row in pages} >= {
        (page, f"+ md_autolinks {mode}")
        for page in ("no link", "one link")
        for mode in ("gfm", "md4c", "uts58")
    }
    builds = results["mkdocs"]
    assert isinstance(builds, list)
    assert [row["name"] for row in builds] == [
        "mkdocs build",
        "+ md-autolinks gfm",
        "+ md-autolinks md4c",
        "+ md-autolinks uts58",
    ]
    for row in builds:
        assert len(row["seconds"]) == 1
        assert all(isinstance(ratio, float) for ratio in row["ratios"])


def test_json_has_paired_ratios_per_repetition(smoke_run: tuple[str, dict[str, object]]) -> None:
    _, results = smoke_run
    corpus = results["corpus"]
    assert isinstance(corpus, dict)
    assert set(corpus) == {"general", "dense"}
    for rows in corpus.values():
        for row in rows:
            if row["host"] and row["seconds"] is not None:
                assert len(row["ratios"]) == 1
                assert all(isinstance(ratio, float) for ratio in row["ratios"])


def test_pathological_table_covers_families_and_roles(
    smoke_run: tuple[str, dict[str, object]],
) -> None:
    report, results = smoke_run
    assert "Pathological inputs" in report
    rows = results["pathological"]
    assert isinstance(rows, list)
    families = {row["family"] for row in rows}
    assert len(families) >= 10
    for family in families:
        subjects = {row["subject"] for row in rows if row["family"] == family}
        assert {"Python-Markdown", *ENGINE_ROWS} <= subjects
        assert {f"PM + md_autolinks {mode}" for mode in ("gfm", "md4c", "uts58")} <= subjects
    for row in rows:
        assert len(row["seconds"]) == 3
        assert row["role"] in {"engine", "host", "extension"}


def test_profile_prints_both_listings_and_our_share() -> None:
    completed = subprocess.run(
        [sys.executable, str(SCRIPT), "--profile", "gfm", "--repeat", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert "Top 25 by cumulative time" in completed.stdout
    assert "Top 25 by own (total) time" in completed.stdout
    assert re.search(r"md_autolinks functions: [\d.]+ s of [\d.]+ s", completed.stdout)


def test_against_times_both_commits_in_one_run(tmp_path: Path) -> None:
    """``benchmarks/against.py`` (issue 37): a worktree of the named commit, both engines in
    their own processes, a row per mode with both passes and the median ratio."""
    (tmp_path / "tiny").mkdir()
    (tmp_path / "tiny" / "page.md").write_text("see https://python.org and a@b.org\n")
    command = [sys.executable, str(ROOT / "benchmarks" / "against.py"), "HEAD", "--repeat", "2"]
    options = ["--corpus", str(tmp_path), "--subset", "tiny", "--modes", "gfm,uts58"]
    completed = subprocess.run(
        [*command, *options],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert lines[0] == "find_links, tiny corpus, 2 interleaved repetitions"
    assert re.fullmatch(r"then: [0-9a-f]+; today: [0-9a-f]+.*; load average at start .*", lines[1])
    rows = [line.split() for line in lines[3:]]
    assert [row[0] for row in rows] == ["gfm", "uts58"]
    assert all(RATIO.match(row[3]) for row in rows), rows
    assert (
        "md-autolinks-then-"
        not in subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "list"], capture_output=True, text=True, check=True
        ).stdout
    )


def test_a_replayed_engine_renders_the_same_page_and_scans_nothing_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``benchmarks/engine_replay.py``: the page is the one md-autolinks renders; after the
    first rendering no scanner method runs (every answer is replayed), and once a
    rendering is done the scanner classes are as they were."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    replay = importlib.import_module("engine_replay")
    subjects = importlib.import_module("subjects")
    from md_autolinks.engine.scanners.uts58.scanner import Uts58Scanner

    page = "See https://a.com/x, www.b.org and c@d.com.\n\n`e.com` and [f.com](https://f.com)\n"
    normal = subjects.md_autolinks_fresh("uts58")
    replayed = replay.replayed(lambda: subjects.md_autolinks_fresh("uts58"))
    rendered = normal(page)
    assert replayed(page) == rendered
    scanned: list[str] = []
    walk = Uts58Scanner._walk
    monkeypatch.setattr(
        Uts58Scanner, "_walk", lambda self, *args: scanned.append("walk") or walk(self, *args)
    )
    assert replayed(page) == rendered
    assert scanned == []
    assert normal(page) == rendered
    assert scanned == ["walk"]
    assert Uts58Scanner.__dict__["iter_links"].__module__ == Uts58Scanner.__module__


def test_a_page_gets_the_plugins_links_written_by_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """``benchmarks/handwritten.py``: each link the plugin makes is written where its text
    stands, as an autolink when the text is the URL or address, else an inline link."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    handwritten = importlib.import_module("handwritten")
    page = "See https://a.com/x, www.b.org and c@d.com.\n\n`e.com` and f.com\n"
    assert handwritten.handwritten_rewrite("gfm")(page) == (
        "See <https://a.com/x>, [www.b.org](<http://www.b.org>) and <c@d.com>.\n\n"
        "`e.com` and f.com\n"
    )
    assert handwritten.handwritten_rewrite("uts58")(page) == (
        "See <https://a.com/x>, [www.b.org](<https://www.b.org>) and <c@d.com>.\n\n"
        "`e.com` and [f.com](<https://f.com>)\n"
    )
