"""The install page's wheel route: ``pip wheel --no-deps . -w dist`` in the checkout, then the
wheel installed away from the checkout renders ``examples/sample.md`` with its own command."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import md_autolinks
from md_autolinks.cli import main
from support.paths import REPO

pytestmark = pytest.mark.slow

SAMPLE = REPO / "examples" / "sample.md"


def pip(*args: str | Path, cwd: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *map(str, args)],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def assert_metadata_is_for_users(metadata: str) -> None:
    """What ``pip show`` reads (License-Expression, the Homepage URL that pip shows as
    Home-page) is there; the extras offered are the hosts only, the development tools are
    dependency groups that the wheel does not publish."""
    headers = [line for line in metadata.split("\n\n", 1)[0].splitlines() if ": " in line]
    fields = [tuple(line.split(": ", 1)) for line in headers]
    assert ("License-Expression", "MIT") in fields
    assert ("Project-URL", "Homepage, https://github.com/md-autolinks/md-autolinks") in fields
    assert [value for name, value in fields if name == "Provides-Extra"] == [
        "markdown-it",
        "mistune",
        "mkdocs",
        "sphinx",
    ]
    assert not [line for line in headers if "pytest" in line or "mkdocs-material" in line]


def test_the_built_wheel_installs_and_renders_the_sample(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    pip("wheel", "--no-deps", ".", "-w", dist, cwd=REPO)
    (wheel,) = dist.glob("*.whl")
    assert wheel.name == f"md_autolinks-{md_autolinks.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = archive.read(
            f"md_autolinks-{md_autolinks.__version__}.dist-info/METADATA"
        ).decode("utf-8")
    assert {"md_autolinks/py.typed", "md_autolinks/__main__.py", "md_autolinks/cli.py"} <= names
    assert_metadata_is_for_users(metadata)

    # Installed into a folder of its own (its dependencies, Python-Markdown and idna, come
    # from this environment), and run from elsewhere, so the checkout is not what is imported.
    target = tmp_path / "installed"
    pip("install", "--no-deps", "--no-index", "--target", target, wheel, cwd=tmp_path)
    env = {**os.environ, "PYTHONPATH": str(target)}
    where = subprocess.run(
        [sys.executable, "-c", "import md_autolinks; print(md_autolinks.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout == f"{target / 'md_autolinks' / '__init__.py'}\n"

    expected = tmp_path / "expected.html"
    assert main([str(SAMPLE), "-o", str(expected)]) == 0
    out = tmp_path / "sample.html"
    result = subprocess.run(
        [target / "bin" / "md-autolinks", SAMPLE, "-o", out],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    html = out.read_text(encoding="utf-8")
    assert html == expected.read_text(encoding="utf-8")
    assert (
        '<p>Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> or '
        '<a href="https://github.com/github/cmark-gfm">https://github.com/github/cmark-gfm</a>'
    ) in html
