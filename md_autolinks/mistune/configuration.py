"""One use of the plugin on a mistune ``Markdown`` instance: its options and scanners, fixed;
and the page state it keeps in mistune's ``env``."""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from ..common.escapes import refuses_links_touching_escapes
from ..common.first_mentions import PageMentions
from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.split_config import SplitConfig

ENV_KEY = "md_autolinks"
"""The key of the page's state in mistune's per-page ``env``."""


@dataclass(frozen=True, eq=False)
class FrontEndConfig(SplitConfig):
    """The validated options of one ``autolinks_plugin(...)`` and what follows from them
    (:class:`~md_autolinks.common.split_config.SplitConfig`): inline kinds are claimed by
    :mod:`.claims`, the others found by :mod:`.text_pass`."""

    raw_tags: tuple[str, ...] = RAW_NEVER_LINKED_TAGS

    @property
    def escapes_matter(self) -> bool:
        """Whether the text pass must see where the escapes are: its mode makes no link
        that touches one (md4c)."""
        return bool(self.text_scanner.kinds) and refuses_links_touching_escapes(self.text_scanner)


def page_mentions(config: FrontEndConfig, env: MutableMapping[str, Any]) -> PageMentions:
    """The first mentions of the page rendered with ``env`` (one per page and use)."""
    kept = env.get(ENV_KEY)
    if not isinstance(kept, tuple) or kept[0] is not config:
        kept = (config, PageMentions(config.options))
        env[ENV_KEY] = kept
    mentions: PageMentions = kept[1]
    return mentions
