"""smarty's reading of a quote right after a link the tree pass made.

Python-Markdown's ``smarty`` runs its quote patterns on each text node on its own. Text
that follows a new anchor starts a node, so a closing ``"`` there has nothing before it
and smarty makes it an opening quote (``Or "http://a.com"`` would end in ``&ldquo;``).
:class:`SmartQuotes` asks smarty's own patterns, in smarty's order, what the quote is
with the link's last character before it, as it stood in the source.
"""

from __future__ import annotations

import re

from markdown import Markdown

QUOTES = "\"'"


class SmartQuotes:
    """smarty's quote patterns of one Markdown instance, if smarty is loaded with quotes."""

    def __init__(self, md: Markdown) -> None:
        self.md = md
        self.patterns: list[tuple[re.Pattern[str], str]] = []
        self._source: object = None

    @property
    def active(self) -> bool:
        """Whether smarty educates quotes in this instance."""
        return bool(self.patterns)

    def refresh(self) -> None:
        """Read smarty's patterns (once per smarty processor instance)."""
        processors = self.md.treeprocessors
        found = "smarty" in processors
        processor: object = processors["smarty"] if found else None
        if processor is self._source:
            return
        self._source = processor
        self.patterns = []
        for pattern in getattr(processor, "inlinePatterns", ()):
            source = getattr(pattern, "pattern", "")
            replace = getattr(pattern, "replace", None)
            if isinstance(source, str) and any(quote in source for quote in QUOTES):
                single = isinstance(replace, tuple) and len(replace) == 1
                text = replace[0] if isinstance(replace, tuple) and single else ""
                self.patterns.append((re.compile(source), text if isinstance(text, str) else ""))

    def after(self, previous: str, text: str) -> str | None:
        """The HTML smarty writes for the quote opening ``text`` when ``previous`` stands
        before it, or ``None`` when smarty's choice there is not a one-character quote."""
        probe = previous + text
        for pattern, replacement in self.patterns:
            found = pattern.match(probe, 1)
            if found is not None:
                return replacement if replacement and found.end() == 2 else None
        return None
