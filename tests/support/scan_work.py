"""Counting the work of a front end's scan: the characters handed to the engine's scanners
while a page renders, so that linear-time tests compare counts at two sizes, never seconds."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from md_autolinks.engine.model import Link
from md_autolinks.engine.scanners.base import Scanner
from md_autolinks.engine.scanners.gfm import GfmScanner
from md_autolinks.engine.scanners.md4c import Md4cScanner
from md_autolinks.engine.scanners.uts58 import Uts58Scanner

SLACK = 64
"""The constant the work at twice the size may add to twice the work."""


class ScannedCharacters:
    """Counts the characters of every window handed to a scanner's ``iter_links``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        for scanner in (GfmScanner, Md4cScanner, Uts58Scanner):
            monkeypatch.setattr(scanner, "iter_links", self._counting(scanner.iter_links))

    def _counting(self, original: Callable[..., Iterator[Link]]) -> Callable[..., Iterator[Link]]:
        def iter_links(
            scanner: Scanner, text: str, start: int = 0, end: int | None = None, **options: Any
        ) -> Iterator[Link]:
            self.count += (len(text) if end is None else end) - start
            return original(scanner, text, start, end, **options)

        return iter_links

    def of(self, render: Callable[[str], str], source: str) -> tuple[int, str]:
        """The characters scanned while rendering ``source``, and the HTML."""
        self.count = 0
        html = render(source)
        return self.count, html
