"""Python-Markdown's loader hook for ``extensions=["md_autolinks.markdown_ext"]``.

The front end itself is the :mod:`md_autolinks.python_markdown` package.
"""

from __future__ import annotations

from .python_markdown.extension import AutolinkExtension, makeExtension

__all__ = ["AutolinkExtension", "makeExtension"]
