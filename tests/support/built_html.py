"""Helpers for the tests that build the real sites under ``integrations/`` and ``docs/``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from html.parser import HTMLParser
from pathlib import Path

from md_autolinks import Link
from support.paths import REPO

INTEGRATIONS = REPO / "integrations"


def copy_project(name: str, tmp_path: Path) -> Path:
    """A fresh copy of ``integrations/<name>`` in ``tmp_path``, without build output."""
    target = tmp_path / name
    shutil.copytree(
        INTEGRATIONS / name, target, ignore=shutil.ignore_patterns("site", "_build", "__pycache__")
    )
    return target


def run_tool(
    *args: str | Path, pythonpath: Sequence[Path] = (), environment: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m <tool> ...`` with this interpreter, capturing its output.

    ``pythonpath`` directories are importable in the tool (filters named by import path);
    ``environment`` adds variables. Colour is off, as it would not be under ``CI=true``
    (Sphinx colours its messages there).
    """
    env = {**os.environ, **(environment or {}), "NO_COLOR": "1"}
    env.pop("FORCE_COLOR", None)
    if pythonpath:
        paths = [*map(str, pythonpath), os.environ.get("PYTHONPATH", "")]
        env["PYTHONPATH"] = os.pathsep.join(filter(None, paths))
    return subprocess.run(
        [sys.executable, "-m", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )


class _AnchorDepth(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.nested = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.nested += self.depth > 0
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "a":
            self.depth = max(0, self.depth - 1)


def nested_anchors(html: str) -> int:
    """How many ``<a>`` elements open inside another ``<a>``."""
    parser = _AnchorDepth()
    parser.feed(html)
    return parser.nested


def policy(link: Link) -> object:
    """A ``filter`` for the host tests, named ``support.built_html:policy``: skip example.org,
    send ``old`` hosts to new.example, and mark ``upper`` hosts and upper-case their text."""
    if "example.org" in link.href:
        return None
    if "old" in link.href:
        return "https://new.example/"
    if "upper" in link.href:
        return {"data-x": "1", "text": link.text.upper()}
    return True
