"""The package's layout keeps its layers: imports go down only, and no module imports
one that imports it back (lazy imports inside functions count too)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from support.paths import REPO

PACKAGE = REPO / "md_autolinks"

LAYERS = {"engine": 0, "common": 1, "python_markdown": 2}
"""Subpackages from the lowest up; every other module (the front ends, the CLI, the
package's own ``__init__``) stands above them all."""
TOP = 3


def _module_name(path: Path) -> str:
    parts = ["md_autolinks", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``name`` imports, wherever the import stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found.update(target for target in targets if target in known)
    found.discard(name)
    return found


def _layer(name: str) -> int:
    parts = name.split(".")
    return LAYERS.get(parts[1], TOP) if len(parts) > 1 else TOP


GRAPH = {name: _imports(name, path, set(_modules())) for name, path in _modules().items()}


def test_the_layout_has_the_three_layers() -> None:
    assert {name.split(".")[1] for name in GRAPH if name.count(".") >= 2} >= set(LAYERS)
    assert "md_autolinks.engine.finder" in GRAPH
    assert "md_autolinks.python_markdown.extension" in GRAPH


@pytest.mark.parametrize("name", sorted(GRAPH))
def test_imports_go_down_only(name: str) -> None:
    upward = sorted(
        target
        for target in GRAPH[name]
        if _layer(target) > _layer(name) and target != "md_autolinks"
    )
    if _layer(name) < TOP:
        upward += ["md_autolinks"] if "md_autolinks" in GRAPH[name] else []
    assert upward == [], f"{name} imports a higher layer"


def test_no_module_imports_itself_back() -> None:
    """Depth-first search over the import graph finds no cycle."""
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for target in sorted(GRAPH[name]):
            if state.get(target) == 1:
                cycles.append([*trail[trail.index(target) :], target])
            elif target not in state:
                visit(target, [*trail, target])
        state[name] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name, [name])
    assert cycles == []
