"""One use of the plugin on a ``MarkdownIt`` instance: its options and scanners, fixed."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.split_config import SplitConfig
from .render_state import ENV_KEY, PageState


@dataclass(frozen=True, eq=False)
class PluginConfig(SplitConfig):
    """The validated options of one ``.use(autolinks_plugin, ...)`` and what follows from
    them (:class:`~md_autolinks.common.split_config.SplitConfig`)."""

    def page(self, env: MutableMapping[str, Any]) -> PageState:
        """The state of the page being rendered with ``env``: the one kept there for this
        configuration, else a new one (the page has none yet, or one another configuration
        made)."""
        state = env.get(ENV_KEY)
        if state.__class__ is not PageState or state.owner is not self:
            state = PageState(
                self,
                self.options,
                self.inline_scanner.BLOCKED_BY_OPEN_BRACKET,
                RAW_NEVER_LINKED_TAGS,
                anywhere=self.inline_scanner.SAME_LINKS_FROM_ANY_GAP,
            )
            env[ENV_KEY] = state
        return state
