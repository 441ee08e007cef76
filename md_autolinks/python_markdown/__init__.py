"""The Python-Markdown front end, one module per pass.

:mod:`.extension` registers the passes; :mod:`.gate` switches them per document;
:mod:`.guard` claims inline the rare links other inline syntax would take;
:mod:`.tree` makes every anchor in the finished tree. :mod:`.consumed`, :mod:`.hot_words`,
:mod:`.smarty` and :mod:`.host` say what those passes need to know of their neighbours.
"""

from __future__ import annotations

from .extension import AutolinkExtension, makeExtension

__all__ = ["AutolinkExtension", "makeExtension"]
