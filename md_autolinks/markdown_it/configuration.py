"""One use of the plugin on a ``MarkdownIt`` instance: its options and scanners, fixed."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.split_config import SplitConfig
from .render_state import PageState, page_state


@dataclass(frozen=True, eq=False)
class PluginConfig(SplitConfig):
    """The validated options of one ``.use(autolinks_plugin, ...)`` and what follows from
    them (:class:`~md_autolinks.common.split_config.SplitConfig`)."""

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
