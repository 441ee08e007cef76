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
    """The quote patterns of one smarty tree processor (``processor``), if it educates
    quotes."""

    __slots__ = ("educates", "patterns", "source")

    def __init__(self, processor: object) -> None:
        self.source = processor
        self.patterns: list[tuple[re.Pattern[str], str]] = []
        for pattern in getattr(processor, "inlinePatterns", ()):
            source = getattr(pattern, "pattern", "")
            replace = getattr(pattern, "replace", None)
            if isinstance(source, str) and any(quote in source for quote in QUOTES):
                single = isinstance(replace, tuple) and len(replace) == 1
                text = replace[0] if isinstance(replace, tuple) and single else ""
                self.patterns.append((re.compile(source), text if isinstance(text, str) else ""))
        self.educates = bool(self.patterns)
        """Whether smarty educates quotes in this instance."""

    def after(self, previous: str, text: str) -> str | None:
        """The HTML smarty writes for the quote opening ``text`` when ``previous`` stands
        before it, or ``None`` when smarty's choice there is not a one-character quote."""
        probe = previous + text
        for pattern, replacement in self.patterns:
            found = pattern.match(probe, 1)
            if found is not None:
                return replacement if replacement and found.end() == 2 else None
        return None


def smart_quotes(md: Markdown, known: SmartQuotes | None) -> SmartQuotes | None:
    """The :class:`SmartQuotes` of ``md``'s smarty, or ``None`` where smarty is not loaded;
    ``known`` when it was read from the same smarty processor (read once per processor)."""
    processors = md.treeprocessors
    if "smarty" not in processors:
        return None
    processor = processors["smarty"]
    if known is not None and known.source is processor:
        return known
    return SmartQuotes(processor)
