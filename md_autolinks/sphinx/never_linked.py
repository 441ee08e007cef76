"""Where the Sphinx front end makes no link: docutils' and Sphinx's node classes in the
categories of :mod:`md_autolinks.common.never_linked`, interface labels, and the rule
:func:`linkable` that says whether links may be made among an element's children
(``docs/getting-started.md``, "Where links are not made")."""

from __future__ import annotations

from docutils import nodes
from sphinx import addnodes

from ..common.never_linked import CATEGORIES, Category

NEVER_LINKED_NODES: dict[Category, tuple[type[nodes.Node], ...]] = {
    "code": (
        nodes.FixedTextElement,
        nodes.literal,
        nodes.option,
        nodes.classifier,
        addnodes.desc_signature,
        addnodes.desc_inline,
        addnodes.desc_sig_element,
    ),
    "math": (nodes.math,),
    "raw": (
        nodes.raw,
        nodes.comment,
        nodes.substitution_definition,
        nodes.system_message,
        nodes.problematic,
        addnodes.not_smartquotable,
    ),
    "link": (
        nodes.reference,
        nodes.Referential,
        nodes.target,
        nodes.image,
        nodes.label,
        addnodes.pending_xref,
    ),
    "control": (),
    "copied": (nodes.title, nodes.title_reference),
}
"""Sphinx's and docutils' node classes in the categories of
:mod:`md_autolinks.common.never_linked` (controls are inline elements with a class, see
:data:`SKIPPED_CLASSES`)."""
SKIPPED_PARENTS: tuple[type[nodes.Node], ...] = tuple(
    node for category in CATEGORIES for node in NEVER_LINKED_NODES[category]
)
"""Text inside these is never linked: code, math, raw markup, existing references and
targets, titles of works (``title_reference``, written ``<cite>``), comments, titles
(which Sphinx copies into its table-of-contents and navigation links), footnote and
citation labels (the HTML writer makes them a link back), classifiers of definition-list
terms (a reference there makes docutils write the list without its compact
``class="simple"``), command-line options and object signatures (code). Modelled on
Sphinx's smartquotes ``NON_SMARTQUOTABLE_PARENT_NODES``. With :data:`SKIPPED_CLASSES`,
this is the rule for label-like places of ``docs/getting-started.md``."""

SKIPPED_CLASSES = frozenset({"guilabel", "menuselection"})
"""Inline elements whose text names a control of an interface (``:guilabel:``,
``:menuselection:``): labels of something the reader clicks, never linked."""


def linkable(element: nodes.Element) -> bool:
    """Whether links may be made in the ``Text`` children of ``element``: it is a text
    element (a paragraph, an emphasis, a term, ...), the only place docutils' and
    Sphinx's writers take a reference, and neither it nor an ancestor is one of
    :data:`SKIPPED_PARENTS`, an interface label (:data:`SKIPPED_CLASSES`) or marked
    ``support_smartquotes = False``. Text anywhere else (directly in a field body, a
    table cell, a list item) stays as it is.
    """
    if not isinstance(element, nodes.TextElement):
        return False
    node: nodes.Element | None = element
    while node is not None:
        if isinstance(node, SKIPPED_PARENTS) or node.get("support_smartquotes") is False:
            return False
        if isinstance(node, nodes.inline) and SKIPPED_CLASSES & set(node["classes"]):
            return False
        node = node.parent
    return True
