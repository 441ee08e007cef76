"""The directional overrides a block's earlier text leaves open before each ``Text`` node.

A browser draws the text after an override reversed across inline elements to its PDF, to
the PDI closing an isolate around it, or to the end of the block (UAX #9 X1-X8 over the
bidi paragraph HTML makes of the block), so an override in one run, in a code span or in
a link's text bears on the runs after it (docs/security.md#guaranteed). Raw MathML and SVG,
which HTML embeds whole, keep their controls inside; a control in a raw tag's attributes
counts (on the safe side).
"""

from __future__ import annotations

from docutils import nodes

from ..common.never_linked import MATH_TAGS
from ..common.text_runs import RawElements, bidi_inside_embedded_neutral
from ..engine.bidi import OverrideReach, holds_override


def carried_overrides(block: nodes.Element) -> dict[int, tuple[nodes.Text, OverrideReach]]:
    """The ``Text`` nodes of ``block`` (by ``id``, each kept alive so that no ``id`` is
    reused) before which an override opened earlier in the block is in effect, each with
    the bidi state read up to it (:class:`~md_autolinks.engine.bidi.OverrideReach`), its
    text in document order. A block whose text holds no override carries nothing: its
    text is searched once, for LRO and RLO."""
    if not holds_override(block.astext()):
        return {}
    reach = OverrideReach()
    embedded = RawElements(MATH_TAGS)
    carried: dict[int, tuple[nodes.Text, OverrideReach]] = {}
    for node in block.findall(nodes.Text):
        parent = node.parent
        if isinstance(parent, nodes.raw):
            if "html" in parent.get("format", "").split():
                raw = bidi_inside_embedded_neutral(str(node))
                embedded.read(raw)
                reach.spans(raw)
            continue
        if embedded.depth:
            continue
        if reach.carried:
            carried[id(node)] = (node, reach.copy())
        reach.spans(str(node))
    return carried
