"""The sdist holds the whole project, so its tests run where it is unpacked: built offline
with hatchling's own API, unpacked, and collected by pytest (``pyproject.toml``'s
``[tool.hatch.build.targets.sdist]``)."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import md_autolinks
from support.paths import REPO

pytest.importorskip("hatchling", reason="the test group installs hatchling, the build backend")
pytestmark = pytest.mark.slow

ROOT = f"md_autolinks-{md_autolinks.__version__}"


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from hatchling.builders.sdist import SdistBuilder

    out = tmp_path_factory.mktemp("dist")
    (built,) = SdistBuilder(str(REPO)).build(directory=str(out), versions=["standard"])
    return Path(built)


def shipped(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        return {name.split("/", 1)[1] for name in archive.getnames() if name.startswith(ROOT + "/")}


def test_the_sdist_holds_what_the_tests_read(sdist: Path) -> None:
    names = shipped(sdist)
    for needed in (
        "tests/conftest.py",
        "tests/support/paths.py",
        "tests/front_ends/sphinx/test_sphinx.py",
        "docs/site_tools/magiclink.py",
        "integrations/mkdocs-site/mkdocs.yml",
        "integrations/zensical-site/zensical.toml",
        "integrations/properdocs-site/properdocs.yml",
        "examples/sample.md",
        "benchmarks/run.py",
        "mkdocs.yml",
        "PKG-INFO",
    ):
        assert needed in names
    assert not [name for name in names if "__pycache__" in name or name.startswith("site/")]


@pytest.mark.skipif(
    not (REPO / ".git").exists(),
    reason="compares with `git ls-files`, which needs the git checkout (not an unpacked sdist)",
)
def test_the_sdist_holds_every_tracked_file(sdist: Path) -> None:
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    present = {name for name in tracked if (REPO / name).exists()}
    assert present - shipped(sdist) == set()


def test_the_tests_are_collected_in_the_unpacked_sdist(sdist: Path, tmp_path: Path) -> None:
    with tarfile.open(sdist) as archive:
        if hasattr(tarfile, "data_filter"):
            archive.extractall(tmp_path, filter="data")
        else:  # Python before 3.10.12 has no extraction filters; the archive is our own
            archive.extractall(tmp_path)
    root = tmp_path / ROOT
    env = {**os.environ, "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert " tests collected in " in last and "error" not in last
    where = subprocess.run(
        [sys.executable, "-c", "import md_autolinks; print(md_autolinks.__file__)"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout == f"{root / 'md_autolinks' / '__init__.py'}\n"
