"""The ``<a>`` elements the tree pass puts in Python-Markdown's tree.

The anchor's text and attributes are :func:`~md_autolinks.common.anchors.make_anchor`'s,
shared by every front end; this module writes them as Python-Markdown elements.
"""

from __future__ import annotations

import xml.etree.ElementTree as etree

from markdown import util

from ..common.anchors import make_anchor, uses_controls
from ..engine.model import Link
from ..engine.options import Options


def _literal(text: str) -> str:
    """``text`` for Python-Markdown's serializer, which leaves ``&name;`` as an entity:
    pre-escaping every ``&`` makes ``&amp;`` in a URL render as written, as on GitHub."""
    return text.replace("&", "&amp;") if "&" in text else text


class AnchorBuilder:
    """Builds the ``<a>`` elements of one set of options (directly when no user control
    applies, the common case)."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.direct = not uses_controls(options)

    def __call__(self, link: Link) -> etree.Element | None:
        """The ``<a>`` element for ``link``, or ``None`` when the controls skip it."""
        if not self.direct:
            return build_anchor(link, self.options)
        element = etree.Element("a", {"href": _literal(link.href)})
        element.text = util.AtomicString(_literal(link.text))
        return element


def build_anchor(link: Link, options: Options) -> etree.Element | None:
    """The ``<a>`` element for ``link`` under the user's controls, or ``None`` to skip it."""
    anchor = make_anchor(link, options)
    if anchor is None:
        return None
    element = etree.Element("a", {name: _literal(v) for name, v in anchor.attributes.items()})
    element.text = util.AtomicString(_literal(anchor.text))
    return element
