"""One use of the plugin on a ``MarkdownIt`` instance: its options and scanners, fixed."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass, field
from typing import Any

from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.text_runs import BLOCKED_BY_OPEN_BRACKET, READS_DECODED_TEXT, split_scanners
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .render_state import PageState, page_state

SAME_LINKS_FROM_ANY_GAP = frozenset({"gfm"})
"""Modes whose inline scan, started anywhere between two of its links, finds the same
links after that point: in gfm each www or URL link is decided by its own trigger and the
characters around it. uts58 skips a refused candidate whole, so a scan started inside
one finds links the scan of the whole paragraph does not."""


@dataclass(frozen=True, eq=False)
class PluginConfig:
    """The validated options of one ``.use(autolinks_plugin, ...)`` and what follows from
    them; shared by every page the instance renders, so it never changes."""

    options: Options
    inline_scanner: Scanner = field(init=False)
    """The scanner of the mode's ``INLINE_KINDS``, claimed from raw inline source."""
    text_scanner: Scanner = field(init=False)
    """The scanner of the other kinds, found in finished text tokens."""

    def __post_init__(self) -> None:
        inline, text = split_scanners(self.options)
        object.__setattr__(self, "inline_scanner", inline)
        object.__setattr__(self, "text_scanner", text)

    @property
    def reads_decoded_text(self) -> bool:
        """Whether an entity reference is read as its character
        (docs/getting-started.md#markdown-it-py)."""
        return self.options.mode in READS_DECODED_TEXT

    def page(self, env: MutableMapping[str, Any]) -> PageState:
        """The state of the page being rendered with ``env``."""
        return page_state(
            env,
            self,
            self.options,
            self.options.mode in BLOCKED_BY_OPEN_BRACKET,
            RAW_NEVER_LINKED_TAGS,
            anywhere=self.options.mode in SAME_LINKS_FROM_ANY_GAP,
        )
