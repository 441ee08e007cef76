"""Where the tests find the project: the repository, the test folder and its fixtures."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
"""The repository (or unpacked sdist) root: ``pyproject.toml``, ``docs/``, ``md_autolinks/``."""
TESTS = REPO / "tests"
"""The folder put on ``sys.path`` for the tests and for the sites they build, so that a
filter named ``support.user_filters:explode`` imports."""
FIXTURES = TESTS / "fixtures"
"""Spec files, oracle outputs and labelled corpora copied verbatim (``fixtures/PROVENANCE.md``)."""
