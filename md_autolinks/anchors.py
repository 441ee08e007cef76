"""The attributes of a generated anchor, shared by every front end."""

from __future__ import annotations

from .model import Link
from .options import Options


def anchor_attributes(link: Link, options: Options) -> dict[str, str]:
    """Attributes for the ``<a>`` of ``link``, in output order, values not yet HTML-escaped."""
    return {"href": link.href}
