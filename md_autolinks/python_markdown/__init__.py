"""The Python-Markdown front end, one module per pass.

:mod:`.extension` registers the passes (its docstring lists each registration and its
priority); :mod:`.plan` holds what one configuration's passes share; :mod:`.document_gate` switches
them per document; :mod:`.inline_guard` claims inline the rare links other inline syntax would
take, handing its spans out through :mod:`.guard_spans`, and only for links the tree pass will
make (:mod:`.refusals`); :mod:`.tree` makes every anchor in the finished tree, reading what
stands beside each run of text through :mod:`.run_context` and writing anchors through
:mod:`.anchor_builder`. :mod:`.later_patterns`, :mod:`.guarded_words`, :mod:`.smarty`,
:mod:`.magiclink` and :mod:`.placeholders` (placeholders and elements of the finished tree) say what
those passes need to know of their neighbours.
"""

from __future__ import annotations

from .extension import AutolinkExtension, makeExtension

__all__ = ["AutolinkExtension", "makeExtension"]
