"""The runs of a docutils text element: what of its children is read as one text.

A run is a maximal sequence of neighbouring ``Text`` children. Neighbouring ``Text`` nodes
are one text to the reader: a reST substitution (``www.evil.com\\ |s|\\ .paypal.com`` with
``.. |s| unicode:: U+00AD``) or MyST's ``{{s}}`` leaves its text in a node of its own, and a
link is the whole token the reader sees or nothing (``docs/getting-started.md``,
"Substitutions"). Each run comes with the characters that frame it, as the engine reads
them (:mod:`~md_autolinks.common.text_runs`). The references reST made of standalone URIs
and emails are told from the others here (:func:`is_standalone_reference`); they keep
docutils' extent and frame a run as any other element does.
"""

from __future__ import annotations

from dataclasses import dataclass

from docutils import nodes

from ..common.text_runs import DELIMITER, OPAQUE

EMPHASIS = (nodes.emphasis, nodes.strong)


@dataclass(frozen=True)
class Run:
    """``parent.children[first:stop]`` read as one text.

    ``raw`` is their raw texts joined (docutils' escape marks kept); ``before`` and
    ``after`` are the context characters of the run.
    """

    first: int
    stop: int
    raw: str
    before: str
    after: str


def standalone_target(node: nodes.Node) -> str | None:
    """The text of ``node`` when it is a reference reST's parser made of a standalone URI
    or email, else ``None``.

    Such a reference (docutils' ``Inliner.standalone_uri``; the reStructuredText Markup
    Specification, "Standalone Hyperlinks") has one ``Text`` child, a ``refuri`` that is its
    shown text (``mailto:`` before an email) and no name, id or class. A reference the author
    wrote (```text <url>`_``, ```<url>`_``, a named reference) has a name; one made by an
    extension is of another class or has classes.
    """
    if type(node) is not nodes.reference or len(node.children) != 1:
        return None
    text = node[0]
    if not isinstance(text, nodes.Text):
        return None
    if any(node.get(key) for key in ("name", "refname", "refid", "ids", "names", "classes")):
        return None
    shown = text.astext()
    return shown if node.get("refuri") in (shown, "mailto:" + shown) else None


def is_standalone_reference(siblings: list[nodes.Node], index: int) -> bool:
    """Whether ``siblings[index]`` is a reference reST made of a standalone URI or email
    (:func:`standalone_target`) that its author did not write between ``<`` and ``>``
    (``<https://a.com>``: a link the author delimited, left as docutils made it)."""
    if standalone_target(siblings[index]) is None:
        return False
    before = siblings[index - 1] if index else None
    after = siblings[index + 1] if index + 1 < len(siblings) else None
    return not (
        isinstance(before, nodes.Text)
        and before.astext().endswith("<")
        and isinstance(after, nodes.Text)
        and after.astext().startswith(">")
    )


def runs(parent: nodes.Element) -> list[Run]:
    """The runs of ``parent``'s children: maximal sequences of ``Text`` nodes, in order.
    Linear in the children."""
    children = parent.children
    edges: tuple[str, str] | None = None
    found: list[Run] = []
    index = 0
    while index < len(children):
        if not isinstance(children[index], nodes.Text):
            index += 1
            continue
        first = index
        while index < len(children) and isinstance(children[index], nodes.Text):
            index += 1
        if edges is None:
            edges = block_edges(parent)
        before = _neighbour(children, first - 1, -1)
        after = _neighbour(children, index, 1)
        found.append(
            Run(
                first,
                index,
                "".join(str(child) for child in children[first:index]),
                edges[0] if before is None else _edge_char(before, last=True),
                edges[1] if after is None else _edge_char(after, last=False),
            )
        )
    return found


def _neighbour(children: list[nodes.Node], index: int, step: int) -> nodes.Node | None:
    """The first child from ``index`` on, in direction ``step``, that the reader sees (an
    invisible one, a target or an index entry, is not there), or ``None``."""
    while 0 <= index < len(children):
        if not isinstance(children[index], nodes.Invisible):
            return children[index]
        index += step
    return None


def block_edges(parent: nodes.Element) -> tuple[str, str]:
    """The context characters at the start and end of ``parent``'s text: the edge of a
    block or of an emphasis is a delimiter and the edge of any other inline element is
    opaque, but for the edges of Sphinx's translatable wrapper (:func:`_is_wrapper`), which
    are read through to what stands around the wrapper."""
    holder = parent.parent
    if _is_wrapper(parent) and holder is not None:
        place = holder.index(parent)
        before = _neighbour(holder.children, place - 1, -1)
        after = _neighbour(holder.children, place + 1, 1)
        edges = block_edges(holder)
        return (
            edges[0] if before is None else _edge_char(before, last=True),
            edges[1] if after is None else _edge_char(after, last=False),
        )
    edge = (
        DELIMITER if isinstance(parent, EMPHASIS) or not isinstance(parent, nodes.Inline)
        else OPAQUE
    )  # fmt: skip
    return edge, edge


def _is_wrapper(node: nodes.Element) -> bool:
    """Whether ``node`` is the ``inline`` Sphinx wraps a field body's text in for its
    translators (``translatable=True``, no class), removed before any builder writes."""
    return isinstance(node, nodes.inline) and bool(node.get("translatable")) and not node["classes"]


def _edge_char(neighbour: nodes.Node, *, last: bool) -> str:
    """The shown character of a neighbouring ``Text`` node next to the run, else opaque."""
    shown = neighbour.astext() if isinstance(neighbour, nodes.Text) else ""
    return shown[-1 if last else 0] if shown else OPAQUE
