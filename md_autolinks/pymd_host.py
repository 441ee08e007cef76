"""What Python-Markdown's placeholders stand for, and the anchors the front end writes.

Python-Markdown sets inline source aside behind placeholders (``STX ... ETX``) before
the autolink passes see it: code spans, escapes, links, raw HTML. The passes read them
through :class:`HostContext` and never link into or across them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from markdown import Markdown, util

from .anchors import make_anchor
from .model import Link
from .options import Options
from .text_runs import raw_opaque_effect

STASHED_CONTEXT = "<"
"""What the engine sees where inline source was set aside (raw HTML, code, links): the
source of raw HTML and ``<...>`` autolinks starts with ``<``. It is context only: a link
that would take it in (``<`` opens a bracket in uts58) is scanned again without it."""

SKIPPED_TAGS = frozenset({"a", "code", "pre", "kbd", "samp", "script", "style"})
EMPHASIS_TAGS = frozenset({"em", "strong", "b", "i", "del", "s", "strike", "ins", "mark", "u"})
INLINE_TAGS = EMPHASIS_TAGS | frozenset(
    {"a", "code", "kbd", "samp", "span", "abbr", "sub", "sup", "small", "big", "cite", "q",
     "dfn", "img", "br", "time"}
)

PLACEHOLDER = re.compile("\x02[^\x02\x03]*\x03")
_ESCAPE_PLACEHOLDER = re.compile("\x02[0-9]+\x03")
_RUN = re.compile(r"[^\t\n\r <]*")


class HostContext:
    """What a Python-Markdown placeholder stands for."""

    def __init__(self, md: Markdown) -> None:
        self.md = md
        self._opaque_checked = 0
        self._opaque_seen = False

    def _stashed_string(self, placeholder: str) -> str:
        """The string an inline placeholder stands for, or ``placeholder`` itself."""
        found = util.INLINE_PLACEHOLDER_RE.fullmatch(placeholder)
        if not found:
            return placeholder
        inline = self.md.treeprocessors["inline"]
        stashed = getattr(inline, "stashed_nodes", {}).get(found.group(1))
        return stashed if isinstance(stashed, str) else ""

    def raw_html(self, placeholder: str) -> str:
        """The raw HTML a (possibly inline-stashed) HTML placeholder stands for, or ``""``."""
        found = util.HTML_PLACEHOLDER_RE.fullmatch(self._stashed_string(placeholder))
        if not found:
            return ""
        index = int(found.group(1))
        blocks = self.md.htmlStash.rawHtmlBlocks
        block = blocks[index] if index < len(blocks) else ""
        return block if isinstance(block, str) else ""

    def is_escape(self, placeholder: str) -> bool:
        """Whether a placeholder stands for a backslash-escaped character."""
        return bool(_ESCAPE_PLACEHOLDER.fullmatch(self._stashed_string(placeholder)))

    def has_raw_opaque(self) -> bool:
        """Whether the document's stashed HTML so far holds any raw ``<a>``, ``<code>``...;
        checked incrementally, so it costs nothing for documents without them."""
        blocks = self.md.htmlStash.rawHtmlBlocks
        if self._opaque_checked > len(blocks):
            self._opaque_checked, self._opaque_seen = 0, False
        while not self._opaque_seen and self._opaque_checked < len(blocks):
            block = blocks[self._opaque_checked]
            self._opaque_seen = isinstance(block, str) and raw_opaque_effect(block) > 0
            self._opaque_checked += 1
        return self._opaque_seen


def _literal(text: str) -> str:
    """``text`` for Python-Markdown's serializer, which leaves ``&name;`` as an entity:
    pre-escaping every ``&`` makes ``&amp;`` in a URL render as written, as on GitHub."""
    return text.replace("&", "&amp;") if "&" in text else text


def build_anchor(link: Link, options: Options) -> etree.Element | None:
    """The ``<a>`` element for ``link`` under the user's controls, or ``None`` to skip it."""
    anchor = make_anchor(link, options)
    if anchor is None:
        return None
    element = etree.Element("a", {name: _literal(v) for name, v in anchor.attributes.items()})
    element.text = util.AtomicString(_literal(anchor.text))
    return element


def nonspace_end(text: str, start: int, end: int) -> int:
    """End of the run of non-whitespace, non-``<`` characters from ``start`` (at most ``end``)."""
    match = _RUN.match(text, start, end)
    return match.end() if match else start
