"""The reference node the Sphinx front end makes of an anchor, and how builders write it.

A link becomes a docutils ``reference`` (:func:`make_reference`), or an
:class:`autolink_reference` when its anchor has HTML attributes beyond ``href`` and
``class`` (``rel``, ``target``, ``title``, a filter's ``data-*``): HTML builders write it
with all of them, every other builder as the plain reference it also is.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes

from ..common.anchors import Anchor
from ..engine.model import Link

EXTRA_ATTRIBUTES = "md_autolinks_attributes"
"""The ``autolink_reference`` node attribute holding the anchor's other HTML attributes."""


class autolink_reference(nodes.reference):  # type: ignore[misc]  # noqa: N801 (docutils naming)
    """An external reference whose anchor has HTML attributes beyond ``href`` and ``class``,
    kept in ``node["md_autolinks_attributes"]`` (a dict of name to value)."""


def make_reference(
    link: Link, anchor: Anchor, written: str, *, plain: bool = False
) -> nodes.reference:
    """``anchor`` as a ``reference``, or an ``autolink_reference`` when it has more attributes
    and is not to be ``plain`` (then those are left out).

    Its text is ``written``, the link's raw text with its escapes, unless the anchor shows
    other text (``readable_text``, ``hide_scheme``, a filter's ``text``).
    """
    extra = {} if plain else dict(anchor.attributes)
    href = anchor.attributes["href"]
    extra.pop("href", None)
    classes = (extra.pop("class", None) or anchor.attributes.get("class", "")).split()
    kind = autolink_reference if extra else nodes.reference
    shown = written if anchor.text == link.text else anchor.text
    node = kind(nodes.unescape(written, True), "", nodes.Text(shown), refuri=href, classes=classes)
    if extra:
        node[EXTRA_ATTRIBUTES] = extra
    return node


def visit_autolink_reference_html(translator: Any, node: autolink_reference) -> None:
    """Write the ``<a>`` with every attribute of the anchor, in name order as docutils
    writes attributes, each value escaped (and ``mailto:`` cloaked) by the HTML writer."""
    href = node["refuri"]
    if translator.settings.cloak_email_addresses and href.startswith("mailto:"):
        href = translator.cloak_mailto(href)
        translator.in_mailto = True
    attributes = {
        **node[EXTRA_ATTRIBUTES],
        "class": " ".join([*node["classes"], "reference", "external"]),
        "href": href,
    }
    written = "".join(
        f' {name}="{translator.attval(value)}"' for name, value in sorted(attributes.items())
    )
    translator.body.append(f"<a{written}>")


def depart_autolink_reference_html(translator: Any, node: autolink_reference) -> None:
    """Close the ``<a>``."""
    translator.body.append("</a>")
    translator.in_mailto = False


def visit_as_reference(translator: Any, node: autolink_reference) -> None:
    """Any other builder writes the link as the plain external reference it also is."""
    translator.visit_reference(node)


def depart_as_reference(translator: Any, node: autolink_reference) -> None:
    """Close the link as a plain reference."""
    translator.depart_reference(node)
