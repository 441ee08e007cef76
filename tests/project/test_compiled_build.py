"""Which engine a test run exercises: the pure one (the README's editable install) or, when
``MD_AUTOLINKS_EXPECT_COMPILED=1``, the compiled build of docs/install.md ("A compiled build")
that ``.ci/run`` installs in a venv of its own. The modules that must be compiled are the ones
pyproject.toml's mypyc hook selects, so a run that meant to test compiled code but imported
the source tree (or a build that compiled less than the hook says) fails here."""

from __future__ import annotations

import copy
import importlib
import importlib.machinery
import os
import pickle
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import md_autolinks
from md_autolinks import Options, explain, find_links
from support.paths import REPO

EXPECT_COMPILED = os.environ.get("MD_AUTOLINKS_EXPECT_COMPILED") == "1"


def mypyc_hook() -> dict[str, Any]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    hook: dict[str, Any] = project["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["mypyc"]
    return hook


def compiled_module_names() -> list[str]:
    """The modules the hook compiles: every ``.py`` under its one ``include`` folder but the
    ``exclude`` files."""
    hook = mypyc_hook()
    (folder,) = (REPO / pattern.strip("/") for pattern in hook["include"])
    excluded = {REPO / pattern.strip("/") for pattern in hook["exclude"]}
    sources = sorted(path for path in folder.rglob("*.py") if path not in excluded)
    return [
        ".".join(path.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")
        for path in sources
    ]


def test_the_compiled_build_is_off_unless_asked_for() -> None:
    hook = mypyc_hook()
    assert hook["enable-by-default"] is False
    assert [name for name in hook["dependencies"] if name.startswith("mypy")] == ["mypy==2.4.1"]
    names = compiled_module_names()
    assert "md_autolinks.engine.scanners.uts58.scanner" in names
    assert "md_autolinks.engine.bare_domains.decision" in names
    assert "md_autolinks.engine.errors" not in names
    assert "md_autolinks.engine.model" not in names


def test_the_engine_imported_is_the_build_this_run_expects() -> None:
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    wrong = []
    for name in compiled_module_names():
        location = str(importlib.import_module(name).__file__)
        if location.endswith(suffixes) != EXPECT_COMPILED:
            wrong.append(location)
    assert not wrong, f"expected {'compiled' if EXPECT_COMPILED else 'pure'} modules: {wrong}"
    if EXPECT_COMPILED:
        installed = Path(md_autolinks.__file__).resolve()
        source = REPO / "md_autolinks"
        assert not installed.is_relative_to(source), f"the source tree was imported: {installed}"


def test_the_public_values_copy_and_pickle_in_either_build() -> None:
    """``Link``, ``Options`` and ``Explanation`` are users' values (kept, compared, sent to
    worker processes): mypyc's frozen dataclasses can neither be copied nor unpickled, so
    their modules are among the hook's ``exclude`` and these stay plain dataclasses."""
    values = [
        find_links("see www.a.com now")[0],
        Options(mode="uts58"),
        explain("see www.a.com now")[0],
    ]
    for value in values:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert pickle.loads(pickle.dumps(value)) == value


def test_the_benchmark_refuses_a_compiled_side_that_is_not_compiled() -> None:
    """``benchmarks/compiled.py`` times nothing when its compiled side imports the source
    tree: each worker reports which engine it imported before the first pass."""
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "benchmarks" / "compiled.py"),
            "--compiled-root",
            str(REPO),
            "--repeat",
            "1",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "expected a pure and a compiled engine" in result.stderr
    assert "(compiled: False) and" in result.stderr
    assert "speed-up" not in result.stdout
