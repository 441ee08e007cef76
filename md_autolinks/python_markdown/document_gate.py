"""The document gate: one search of each page's source switches the passes on or off."""

from __future__ import annotations

from markdown import Markdown
from markdown.preprocessors import Preprocessor

from ..engine.scanners.base import Scanner
from .guarded_words import has_hot_word
from .inline_guard import InlineGuard
from .later_patterns import CONSUMED
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

    def __init__(self, md: Markdown, guard_scanner: Scanner | None, linker: TreeLinker) -> None:
        super().__init__(md)
        self.guard_scanner = guard_scanner
        """The guard's scanner, or ``None`` in a mode that claims nothing before emphasis."""
        self.linker = linker
        self._guard: InlineGuard | None = None
        self._met_neighbours = False

    @property
    def guard(self) -> InlineGuard | None:
        """This instance's inline guard, made the first time a document may need it (most
        pages never do), or ``None`` when the mode has none."""
        if self._guard is None and self.guard_scanner is not None:
            self._guard = InlineGuard(self.guard_scanner, self.linker.options, self.md)
            self.linker.guard = self._guard
        return self._guard

    def forget(self) -> None:
        """Drop what the guard planned for the previous document, if it was made."""
        if self._guard is not None:
            self._guard.forget()

    def run(self, lines: list[str]) -> list[str]:
        """Switch the passes on or off for this document.

        The guard is made and registered only for a document that may need it; the first
        such document of an instance also reads what the patterns ranked after the guard
        consume (the guard must be registered then, to have a rank). A document with no
        link any pattern could take a piece of needs neither. The neighbours are met once
        per instance (:func:`~.magiclink.meet_magiclink`). A guard made for this document
        is wanted as far as :data:`~.later_patterns.CONSUMED` tells, which its making
        tested.
        """
        if not self._met_neighbours:
            meet_magiclink(self.md, self.linker.options.replace_magiclink)
            self._met_neighbours = True
        source = "\n".join(lines)
        self.linker.start_page(source)
        active = self.linker.active = self.linker.page_may_hold_link(source)
        scanner = self.guard_scanner
        if scanner is None:
            return lines
        new_guard = self._guard is None
        if new_guard and not (active and has_hot_word(scanner, CONSUMED, source)):
            return lines
        guard = self.guard
        assert guard is not None
        guard.forget()
        patterns = self.md.inlinePatterns
        registered = REGISTRY_NAME in patterns
        wanted = active and (new_guard or guard.may_be_wanted(source))
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
