"""One use of the plugin on a ``MarkdownIt`` instance: its options and scanners, fixed."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass, field
from typing import Any

from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.text_runs import split_scanners
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .render_state import PageState, page_state


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
        return self.inline_scanner.READS_DECODED_TEXT

    def page(self, env: MutableMapping[str, Any]) -> PageState:
        """The state of the page being rendered with ``env``."""
        return page_state(
            env,
            self,
            self.options,
            self.inline_scanner.BLOCKED_BY_OPEN_BRACKET,
            RAW_NEVER_LINKED_TAGS,
            anywhere=self.inline_scanner.SAME_LINKS_FROM_ANY_GAP,
        )
