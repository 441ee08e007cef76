"""Python-Markdown front end: ``markdown.markdown(text, extensions=["md_autolinks"])``.

Two hooks, because the reference implementations find links at two moments:

* an inline processor claims the mode's ``INLINE_KINDS`` (www and URL links in gfm
  and uts58) from the raw inline source, after code spans, escapes, links,
  ``<...>`` autolinks and raw HTML have been set aside and before entities and
  emphasis, so ``http://a.com/*x*`` stays one link;
* a tree processor finds the other kinds (emails) in the finished text nodes,
  where emphasis has become elements, so ``**john.doe@example.com**`` works.

Neither touches code, existing links (Markdown, reference, ``<...>`` or raw HTML
``<a>``), raw HTML or Python-Markdown's placeholders. A link that runs into a
backslash escape is not made: ``example\\.com`` stays text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from .options import OPTION_SPECS, Options
from .pymd_inline import InlineLinkProcessor
from .pymd_tree import TextLinkProcessor
from .text_runs import split_scanners

__all__ = ["AutolinkExtension", "InlineLinkProcessor", "TextLinkProcessor", "makeExtension"]

REGISTRY_NAME = "md_autolinks"
INLINE_PRIORITY = 85
"""Below Python-Markdown's ``html`` (90), above ``entity`` (80) and emphasis (60)."""
TREE_PRIORITY = 19
"""Just after Python-Markdown's ``inline`` tree processor (20)."""
GATE_PRIORITY = 5
"""After Python-Markdown's preprocessors, which may only remove source (HTML blocks)."""


class DocumentGate(Preprocessor):
    """Switches the two passes off for a document whose source no link could come from.

    Most pages of a site hold no email, many no URL; for them this one search of the
    source spares Python-Markdown a pattern over every run of text and the tree pass.
    """

    def __init__(
        self, md: Markdown, inline: InlineLinkProcessor | None, text: TextLinkProcessor
    ) -> None:
        super().__init__(md)
        self.inline = inline
        self.text = text

    def run(self, lines: list[str]) -> list[str]:
        """Switch the passes on or off for this document from one search of its source."""
        source = "\n".join(lines)
        if self.inline is not None:
            self.inline.forget()
            wanted = self.inline.scanner.needle.search(source) is not None
            registered = REGISTRY_NAME in self.md.inlinePatterns
            if wanted and not registered:
                self.md.inlinePatterns.register(self.inline, REGISTRY_NAME, INLINE_PRIORITY)
            elif registered and not wanted:
                self.md.inlinePatterns.deregister(REGISTRY_NAME)
        self.text.active = self.text.scanner.needle.search(source) is not None
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
        """Register the inline pass, the tree pass and the gate, once per Markdown instance."""
        if REGISTRY_NAME in md.preprocessors:
            return
        md.registerExtension(self)
        options = self.options
        inline_scanner, text_scanner = split_scanners(options)
        inline = InlineLinkProcessor(inline_scanner, options, md) if inline_scanner.kinds else None
        text = TextLinkProcessor(text_scanner, options, md, inline)
        if inline is not None:
            md.inlinePatterns.register(inline, REGISTRY_NAME, INLINE_PRIORITY)
        md.treeprocessors.register(text, REGISTRY_NAME, TREE_PRIORITY)
        md.preprocessors.register(DocumentGate(md, inline, text), REGISTRY_NAME, GATE_PRIORITY)


def makeExtension(**kwargs: Any) -> AutolinkExtension:  # noqa: N802 (Python-Markdown's hook)
    """Python-Markdown's loader hook for ``extensions=["md_autolinks.markdown_ext"]``."""
    return AutolinkExtension(**kwargs)
