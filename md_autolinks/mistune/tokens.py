"""The tokens the mistune front end adds to a page's token tree, and how they are written.

``md_autolinks`` is a link the front end made: its ``attrs`` hold the :class:`~md_autolinks.
common.anchors.Anchor` and the source it was made of; mistune's HTML renderer writes it
with every attribute the options give (:func:`render_link`), and a token inside an explicit
link's text turns back into that source (mistune's own rule for ``_autolink`` tokens).
``md_autolinks_escape`` keeps a backslash escape apart from the text around it until the
text pass has read it (:mod:`.text_pass`); it is text again before the page is rendered.
Without a renderer (the token tree), a made link becomes mistune's own ``link`` token; for a
renderer that writes Markdown or reStructuredText again, its source
(:data:`~.text_pass.Written`).
"""

from __future__ import annotations

from typing import Any

from ..common.anchors import Anchor

LINK = "md_autolinks"
"""The type of a link token the front end made."""
ESCAPE = "md_autolinks_escape"
"""The type of a backslash escape's token while the front end reads the paragraph."""

Token = dict[str, Any]


def link_token(anchor: Anchor, source: str, as_text: str | None = None) -> Token:
    r"""A made link of ``source`` (the raw text it was made of), written as ``anchor``;
    inside an explicit link's or an image's text it turns back into ``as_text`` (``shown``,
    by default ``source``):
    the text mistune shows for that source, its escapes resolved where it was claimed from
    the paragraph's source (``[https://a.com/x\_](u)`` shows ``https://a.com/x_``)."""
    text = source if as_text is None else as_text
    return {
        "type": LINK,
        "raw": source,
        "attrs": {"anchor": anchor},
        "shown": text,
        "_autolink": text,
    }


def text_token(raw: str) -> Token:
    """Plain text, as mistune's own inline parser makes it."""
    return {"type": "text", "raw": raw}


def as_mistune_link(token: Token, shown: str) -> Token:
    """``token`` (a made link) as mistune's own ``link`` token, for renderers that know no
    other: its text ``shown`` and the anchor's ``href`` and ``title``."""
    anchor: Anchor = token["attrs"]["anchor"]
    attrs = {"url": anchor.attributes["href"]}
    if "title" in anchor.attributes:
        attrs["title"] = anchor.attributes["title"]
    return {"type": "link", "children": [text_token(shown)], "attrs": attrs}


def render_link(anchor: Anchor) -> str:
    """The ``<a>`` of a made link: its attributes in the anchor's order and its text, each
    escaped as mistune escapes text (``&``, ``<``, ``>``, ``"``), so the page differs from
    mistune's own only by the anchor; an ``&amp;`` an href holds stays one."""
    from mistune.util import escape

    attributes = "".join(f' {name}="{escape(value)}"' for name, value in anchor.attributes.items())
    return f"<a{attributes}>{escape(anchor.text)}</a>"
