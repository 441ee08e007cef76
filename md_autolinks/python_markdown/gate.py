"""The document gate: one search of each page's source switches the passes on or off."""

from __future__ import annotations

from markdown import Markdown
from markdown.preprocessors import Preprocessor

from .guard import InlineGuard
from .magiclink import meet_magiclink
from .tree import TreeLinker

REGISTRY_NAME = "md_autolinks"
"""The name the extension's passes are registered under in each of Python-Markdown's registries."""
INLINE_PRIORITY = 85
"""Below Python-Markdown's ``html`` (90), above ``entity`` (80), emoji (75), keys (70) and
the delimiter runs (60)."""


class DocumentGate(Preprocessor):
    """Switches the passes on or off for each document from one search of its source.

    Most pages of a site hold no email, many no URL, and most links hold nothing another
    inline pattern would take; for them this spares Python-Markdown the guard over every
    run of text (a registered inline pattern costs a few per cent on its own) and, without
    any link, the tree pass (and the search for words the guard would act on, since the
    guard's kinds are among the tree pass's). Its state is the document's:
    every conversion sets it afresh.
    """

    def __init__(self, md: Markdown, guard: InlineGuard | None, linker: TreeLinker) -> None:
        super().__init__(md)
        self.guard = guard
        self.linker = linker

    def run(self, lines: list[str]) -> list[str]:
        """Switch the passes on or off for this document.

        The guard is registered only for a document that may need it; the first such
        document of an instance also reads what the patterns ranked after the guard consume
        (the guard must be registered then, to have a rank). A document with no link any
        pattern could take a piece of needs neither.
        """
        meet_magiclink(self.md, self.linker.options.replace_magiclink)
        source = "\n".join(lines)
        active = self.linker.active = self.linker.scanner.has_candidate(source)
        guard = self.guard
        if guard is None:
            return lines
        guard.forget()
        patterns = self.md.inlinePatterns
        registered = REGISTRY_NAME in patterns
        wanted = active and guard.may_be_wanted(source)
        if wanted and not guard.has_read_later_patterns():
            if not registered:
                patterns.register(guard, REGISTRY_NAME, INLINE_PRIORITY)
                registered = True
            wanted = guard.wanted(source)
        if wanted and not registered:
            patterns.register(guard, REGISTRY_NAME, INLINE_PRIORITY)
        elif registered and not wanted:
            patterns.deregister(REGISTRY_NAME)
        return lines
