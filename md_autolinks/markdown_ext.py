"""Python-Markdown front end: ``markdown.markdown(text, extensions=["md_autolinks"])``.

Every anchor is made by one tree pass over the finished tree (:mod:`.pymd_tree`), after
``attr_list`` and before ``abbr``, ``smarty`` and ``toc``, so no link is ever put behind a
Python-Markdown placeholder. One narrow inline guard (:mod:`.pymd_inline`) runs among the
inline patterns, before emphasis, only to keep other inline syntax out of what the mode's
reference claims from raw source (``http://a.com/*x*`` is the link ``http://a.com/*x``).
A gate reads the whole source once per document and switches both off when no link can
be in it. The rules are in ``docs/python-markdown.md``.

Nothing is linked inside code, existing links (Markdown, reference, ``<...>`` or raw
HTML ``<a>``), raw HTML, controls (``<button>``, ``<label>``, ``<summary>``...), or next to
a backslash escape (``example\\.com`` stays text).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from .finder import scanner_for_kinds
from .magiclink_notice import notice_magiclink
from .options import OPTION_SPECS, Options
from .pymd_inline import InlineGuard
from .pymd_tree import TreeLinker
from .text_runs import inline_kinds

__all__ = ["AutolinkExtension", "InlineGuard", "TreeLinker", "makeExtension"]

REGISTRY_NAME = "md_autolinks"
INLINE_PRIORITY = 85
"""Below Python-Markdown's ``html`` (90), above ``entity`` (80), emoji (75), keys (70) and
the delimiter runs (60)."""
TREE_PRIORITY = 7.5
"""After ``attr_list`` (8), before ``abbr`` (7), ``smarty`` (6), ``toc`` (5) and
pymdownx.tabbed's slugs (4)."""
GATE_PRIORITY = 29
"""After ``normalize_whitespace`` (30) and pymdownx.snippets (32), before the raw HTML
block preprocessor (20) takes ``md_in_html`` blocks out of the source."""


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
        """Switch the passes on or off for this document."""
        notice_magiclink(self.md)
        source = "\n".join(lines)
        self.linker.active = self.linker.scanner.has_candidate(source)
        if self.guard is not None:
            self.guard.forget()
            self.guard.read_later_patterns()
            wanted = self.linker.active and self.guard.wanted(source)
            registered = REGISTRY_NAME in self.md.inlinePatterns
            if wanted and not registered:
                self.md.inlinePatterns.register(self.guard, REGISTRY_NAME, INLINE_PRIORITY)
            elif registered and not wanted:
                self.md.inlinePatterns.deregister(REGISTRY_NAME)
        return lines


class AutolinkExtension(Extension):
    """Python-Markdown extension that links bare URLs, www. hosts and emails.

    ``AutolinkExtension(mode="gfm", kinds=("url", "www", "email"), ...)``; every
    option of :data:`md_autolinks.options.OPTION_SPECS` is accepted and validated
    at once, and an unknown name or bad value raises
    :class:`~md_autolinks.options.OptionError` naming the valid choices.
    """

    def __init__(self, **kwargs: Any) -> None:
        self.options = Options.from_mapping(kwargs)
        super().__init__()
        self._publish_config()

    def setConfig(self, key: str, value: Any) -> None:  # noqa: N802 (Python-Markdown's name)
        """Set one option, validated like the constructor's."""
        self.setConfigs({key: value})

    def setConfigs(self, items: Mapping[str, Any] | Any) -> None:  # noqa: N802
        """Set several options at once, validated together."""
        current = self.options.as_dict() if hasattr(self, "options") else {}
        self.options = Options.from_mapping({**current, **dict(items)})
        self._publish_config()

    def _publish_config(self) -> None:
        """Mirror the validated options in Python-Markdown's ``config`` / ``getConfigs()``."""
        self.config = {
            name: [value, OPTION_SPECS[name].help] for name, value in self.options.as_dict().items()
        }

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        """Register the guard, the tree pass and the gate, once per Markdown instance."""
        if REGISTRY_NAME in md.preprocessors:
            return
        md.registerExtension(self)
        options = self.options
        early = inline_kinds(options)
        guard_scanner = scanner_for_kinds(options, early)
        guard = InlineGuard(guard_scanner, options, md) if guard_scanner.kinds else None
        linker = TreeLinker(scanner_for_kinds(options, options.kinds), early, options, md, guard)
        if guard is not None:
            md.inlinePatterns.register(guard, REGISTRY_NAME, INLINE_PRIORITY)
        md.treeprocessors.register(linker, REGISTRY_NAME, TREE_PRIORITY)
        md.preprocessors.register(DocumentGate(md, guard, linker), REGISTRY_NAME, GATE_PRIORITY)
        self._guard = guard

    def reset(self) -> None:
        """Python-Markdown's ``Markdown.reset()`` hook: forget the last document's plan."""
        guard = getattr(self, "_guard", None)
        if guard is not None:
            guard.forget()


def makeExtension(**kwargs: Any) -> AutolinkExtension:  # noqa: N802 (Python-Markdown's hook)
    """Python-Markdown's loader hook for ``extensions=["md_autolinks.markdown_ext"]``."""
    return AutolinkExtension(**kwargs)
