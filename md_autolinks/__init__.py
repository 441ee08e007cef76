"""md-autolinks: bare URLs, www. links and emails in Markdown become links.

The engine (:func:`find_links`) knows nothing of Markdown; front ends for
Python-Markdown, MkDocs, Sphinx and markdown-it-py walk their host's tree and ask it
about plain text they are allowed to touch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .engine.errors import FilterError, OptionError
from .engine.explain import Explanation, explain
from .engine.finder import find_links
from .engine.model import Link, LinkKind
from .engine.options import MODES, Mode, Options

if TYPE_CHECKING:
    from .engine.formatting import format_url, format_url_parts
    from .python_markdown.extension import AutolinkExtension

__all__ = [
    "MODES",
    "AutolinkExtension",
    "Explanation",
    "FilterError",
    "Link",
    "LinkKind",
    "Mode",
    "OptionError",
    "Options",
    "explain",
    "find_links",
    "format_url",
    "format_url_parts",
    "makeExtension",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """Import the extension and the UTS #58 formatter on first use (their tables cost
    tens of milliseconds); type checkers see their real signatures above."""
    if name == "AutolinkExtension":
        from .python_markdown.extension import AutolinkExtension

        return AutolinkExtension
    if name in ("format_url", "format_url_parts"):
        from .engine import formatting

        return getattr(formatting, name)
    raise AttributeError(f"module 'md_autolinks' has no attribute {name!r}")


def makeExtension(**kwargs: Any) -> AutolinkExtension:  # noqa: N802 (Python-Markdown's hook name)
    """Python-Markdown's loader hook: ``extensions=["md_autolinks"]``."""
    from .python_markdown.extension import AutolinkExtension

    return AutolinkExtension(**kwargs)
