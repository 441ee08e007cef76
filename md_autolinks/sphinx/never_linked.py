"""Where the Sphinx front end makes no link: docutils' and Sphinx's node classes in the
categories of :mod:`md_autolinks.common.never_linked`, interface labels, the rule
:func:`linkable` that says whether links may be made among an element's children, and the
text between the tags of raw inline HTML (:func:`inside_raw_elements`)
(``docs/getting-started.md``, "Where links are not made")."""

from __future__ import annotations

from docutils import nodes
from sphinx import addnodes

from ..common.never_linked import CATEGORIES, RAW_NEVER_LINKED_TAGS, Category
from ..common.text_runs import RawElements

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


def inside_raw_elements(block: nodes.Element) -> dict[int, nodes.Text]:
    """The ``Text`` nodes of ``block`` (by ``id``) that stand inside a raw inline HTML
    element of :data:`~md_autolinks.common.never_linked.RAW_NEVER_LINKED_TAGS`.

    MyST keeps each tag of raw inline HTML as a ``raw`` node of its own, and reST's ``raw``
    role makes one of what it holds; the text between a start tag and its end tag is a
    sibling of them, or inside an emphasis among them (``<kbd>*me@a.org*</kbd>``). The
    ``html`` raw nodes of ``block`` are followed in document order with
    :class:`~md_autolinks.common.text_runs.RawElements`, as the Markdown front ends follow
    theirs; nothing stays open past ``block``. Linear in ``block``'s descendants."""
    raw = RawElements(RAW_NEVER_LINKED_TAGS)
    inside: dict[int, nodes.Text] = {}
    for node in block.findall(include_self=False):
        if isinstance(node, nodes.raw):
            if "html" in node.get("format", "").split():
                raw.read(node.astext())
        elif raw.depth and isinstance(node, nodes.Text) and not isinstance(node.parent, nodes.raw):
            inside[id(node)] = node
    return inside
