"""Every dotted ``md_autolinks.…`` name written in the package's docstrings and comments, in
the docs pages and in the README names a module or an attribute that exists, so that a
reader following one lands on the code it describes."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from support.paths import REPO

ROOT = REPO
REFERENCE = re.compile(r"(?<!\[)md_autolinks(?:\.[A-Za-z_]\w*)+")
"""A dotted name; ``[md_autolinks.config]`` in a quoted Sphinx message is a warning type."""
SOURCES = sorted(
    [*(ROOT / "md_autolinks").rglob("*.py"), *(ROOT / "docs").rglob("*.md"), ROOT / "README.md"]
)


def resolves(name: str) -> bool:
    """Whether ``name`` is a module, or an attribute path below the longest module prefix."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(found, attribute):
                return False
            found = getattr(found, attribute)
        return True
    return False


def references(path: Path) -> list[tuple[int, str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [
        (number, match.group())
        for number, line in enumerate(lines, 1)
        for match in REFERENCE.finditer(line)
    ]


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT)))
def test_each_dotted_reference_names_something_that_exists(path: Path) -> None:
    unresolved = [
        f"{path.relative_to(ROOT)}:{number}: {name}"
        for number, name in references(path)
        if not resolves(name)
    ]
    assert unresolved == []


@pytest.mark.parametrize(
    ("name", "exists"),
    [
        ("md_autolinks.engine.scanners.uts58.terminate", True),
        ("md_autolinks.find_links", True),
        ("md_autolinks.engine", True),
        ("md_autolinks.scanners.uts58.terminate", False),
        ("md_autolinks.engine.no_such_name", False),
        ("md_autolinks.find_links.no_such_attribute", False),
    ],
)
def test_resolves_tells_a_stale_path_from_a_live_one(name: str, exists: bool) -> None:
    assert resolves(name) is exists


def test_the_sources_hold_references() -> None:
    assert sum(len(references(path)) for path in SOURCES) > 50
