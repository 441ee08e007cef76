"""MD4C permissive autolinks (placeholder until the md4c scanner lands)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..model import Link
from .base import Scanner


class Md4cScanner(Scanner):
    """Not yet implemented: yields no links."""

    @property
    def inline_trigger(self) -> re.Pattern[str]:
        return re.compile(r"(?!)")

    def iter_links(self, text: str, start: int = 0, end: int | None = None) -> Iterator[Link]:
        return iter(())
