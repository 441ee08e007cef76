"""Programs some tests need beyond the test group's Python packages: Debian's Chromium (the
browser tests) and npm (the docs site's playground runtime, Pyodide).

A developer's machine may lack them: those tests then skip and name what to install. CI
must not skip them: ``.ci/run`` installs both and sets ``MD_AUTOLINKS_NEED_PROGRAMS=1``, and
with it set a missing program fails the test instead.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import NamedTuple

import pytest


class Program(NamedTuple):
    """A program a test needs: where it is looked for, and how to install it."""

    name: str
    path: str
    install: str

    def present(self) -> bool:
        """True where the program can be run."""
        return Path(self.path).is_file() if os.sep in self.path else bool(shutil.which(self.path))


CHROMIUM = Program("Chromium", "/usr/bin/chromium", "apt-get install -y chromium")
NPM = Program("npm", "npm", "apt-get install -y npm, or Node.js's installer")

REQUIRED = os.environ.get("MD_AUTOLINKS_NEED_PROGRAMS") == "1"
"""Set by ``.ci/run``: a missing program fails the tests that need it."""


def need(program: Program, purpose: str) -> None:
    """Skip the calling test (fail it under ``MD_AUTOLINKS_NEED_PROGRAMS=1``) when ``program``
    is missing, with a message naming the program, what it is for and how to install it."""
    if program.present():
        return
    message = f"{purpose}: {program.name} is missing ({program.install})"
    if REQUIRED:
        pytest.fail(message + "; MD_AUTOLINKS_NEED_PROGRAMS=1 asks for it")
    pytest.skip(message)
