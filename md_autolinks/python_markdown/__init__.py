"""The Python-Markdown front end, one module per pass.

:mod:`.extension` registers the passes (its docstring lists each registration and its
priority); :mod:`.plan` holds what one configuration's passes share; :mod:`.gate` switches
them per document; :mod:`.guard` claims inline the rare links other inline syntax would
take, handing its spans out through :mod:`.claims`, and only for links the tree pass will
make (:mod:`.refusals`); :mod:`.tree` makes every anchor in the finished tree, reading what
stands beside each run of text through :mod:`.edges` and writing anchors through
:mod:`.anchor_builder`. :mod:`.consumed`, :mod:`.hot_words`, :mod:`.smarty`,
:mod:`.magiclink` and :mod:`.host` (placeholders and elements of the finished tree) say what
those passes need to know of their neighbours.
"""

from __future__ import annotations

from .extension import AutolinkExtension, makeExtension

__all__ = ["AutolinkExtension", "makeExtension"]
