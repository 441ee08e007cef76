"""Reading one Sphinx page in-process, with and without md-autolinks, and comparing the trees.

A :class:`PageReader` holds one Sphinx application per configuration over one source folder;
:meth:`PageReader.read` writes a page and reads it through Sphinx's whole read pipeline
(parser, every read-time transform, smartquotes included) in each, which costs
milliseconds, not a build. This module is also a Sphinx extension: the ``node-zoo``
directive puts the text given as JSON into a ``Text`` node of every node type docutils and
Sphinx's domains make, written raw (docutils' escape marks included), so that what the
extension does to each is seen without a parser in between.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx import addnodes
from sphinx.application import Sphinx

from md_autolinks import MODES

Zoo = Callable[[str], list[nodes.Node]]


def _para(text: str) -> nodes.paragraph:
    return nodes.paragraph("", "", nodes.Text(text))


def _inline_mix(text: str) -> list[nodes.Node]:
    return [
        nodes.paragraph(
            "", "", nodes.Text(text), nodes.emphasis("", "", nodes.Text(text)),
            nodes.strong("", "", nodes.Text(text)), nodes.Text(text),
            nodes.literal("", "", nodes.Text(text)), nodes.Text(text),
            nodes.reference("", "", nodes.Text(text), refuri="https://existing.example/"),
            nodes.title_reference("", "", nodes.Text(text)),
            nodes.inline("", "", nodes.Text(text), classes=["guilabel"]),
            nodes.inline("", "", nodes.Text(text)),
            nodes.subscript("", "", nodes.Text(text)),
            nodes.abbreviation("", "", nodes.Text(text)),
        )
    ]  # fmt: skip


def _section(text: str) -> list[nodes.Node]:
    return [nodes.section("", nodes.title("", "", nodes.Text(text)), _para(text), ids=["zoo"])]


def _code(text: str) -> list[nodes.Node]:
    return [
        nodes.literal_block(text, "", nodes.Text(text)),
        nodes.doctest_block(text, "", nodes.Text(text)),
        nodes.math_block(text, "", nodes.Text(text)),
        nodes.comment(text, "", nodes.Text(text)),
        nodes.raw(text, "", nodes.Text(text), format="html"),
    ]


def _field_list(text: str) -> list[nodes.Node]:
    return [
        nodes.field_list(
            "",
            nodes.field("", nodes.field_name("", "", nodes.Text(text)),
                        nodes.field_body("", _para(text))),
            nodes.field("", nodes.field_name("", "", nodes.Text("Default")),
                        nodes.field_body("", nodes.Text(text))),
        )
    ]  # fmt: skip


def _definition_list(text: str) -> list[nodes.Node]:
    return [
        nodes.definition_list(
            "",
            nodes.definition_list_item(
                "",
                nodes.term("", "", nodes.Text(text)),
                nodes.classifier("", "", nodes.Text(text)),
                nodes.definition("", _para(text)),
            ),
        )
    ]


def _table(text: str) -> list[nodes.Node]:
    row = nodes.row("", nodes.entry("", _para(text)), nodes.entry("", nodes.Text(text)))
    group = nodes.tgroup(
        "", nodes.colspec(colwidth=1), nodes.colspec(colwidth=1), nodes.tbody("", row), cols=2
    )
    return [nodes.table("", nodes.title("", "", nodes.Text(text)), group)]


def _admonitions(text: str) -> list[nodes.Node]:
    return [
        nodes.note("", _para(text)),
        nodes.admonition("", nodes.title("", "", nodes.Text(text)), _para(text)),
        nodes.topic("", nodes.title("", "", nodes.Text(text)), _para(text)),
        nodes.sidebar("", nodes.title("", "", nodes.Text(text)), _para(text)),
        nodes.block_quote("", _para(text), nodes.attribution("", "", nodes.Text(text))),
        nodes.rubric("", "", nodes.Text(text)),
        addnodes.seealso("", _para(text)),
        addnodes.versionmodified("", "", nodes.Text(text), type="versionchanged", version="1"),
    ]


def _notes(text: str) -> list[nodes.Node]:
    return [
        nodes.footnote("", nodes.label("", "", nodes.Text(text)), _para(text), ids=["fn-zoo"]),
        nodes.citation("", nodes.label("", "", nodes.Text(text)), _para(text), ids=["ci-zoo"]),
    ]


def _lists(text: str) -> list[nodes.Node]:
    option = nodes.option(
        "", nodes.option_string("", "", nodes.Text(text)),
        nodes.option_argument("", "", nodes.Text(text)),
    )  # fmt: skip
    return [
        nodes.option_list(
            "",
            nodes.option_list_item(
                "", nodes.option_group("", option), nodes.description("", _para(text))
            ),
        ),
        nodes.line_block("", nodes.line("", "", nodes.Text(text))),
        nodes.bullet_list(
            "", nodes.list_item("", _para(text)), nodes.list_item("", nodes.Text(text))
        ),
        nodes.figure("", nodes.caption("", "", nodes.Text(text)), nodes.legend("", _para(text))),
    ]


def _objects(text: str) -> list[nodes.Node]:
    signature = addnodes.desc_signature(
        "", "", addnodes.desc_name("", "", nodes.Text(text)),
        addnodes.desc_annotation("", "", nodes.Text(text)),
    )  # fmt: skip
    inline = addnodes.desc_inline("py", "", nodes.Text(text))
    content = addnodes.desc_content("", _para(text), nodes.Text(text))
    return [
        addnodes.desc(
            "", signature, content, domain="py", objtype="function", desctype="function",
            noindex=False,
        ),
        nodes.paragraph("", "", inline),
    ]  # fmt: skip


ZOO: dict[str, Zoo] = {
    "inline": _inline_mix,
    "section": _section,
    "code": _code,
    "field_list": _field_list,
    "definition_list": _definition_list,
    "table": _table,
    "admonitions": _admonitions,
    "notes": _notes,
    "lists": _lists,
    "objects": _objects,
}
"""Each family of node types the ``node-zoo`` directive makes, by name."""


class NodeZoo(Directive):
    """``.. node-zoo::`` with a JSON list of texts as content: every :data:`ZOO` family,
    each holding each text raw in its ``Text`` nodes."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        made: list[nodes.Node] = []
        for text in json.loads("\n".join(self.content)):
            for family in ZOO.values():
                made += family(text)
        source, line = self.state_machine.get_source_and_line(self.lineno)
        for top in made:
            for element in top.findall(nodes.Element):
                element.source, element.line = source, line
                if isinstance(element, nodes.TextElement) and not element.rawsource:
                    element.rawsource = element.astext()
        return made


def zoo_page(texts: list[str]) -> str:
    """A reST page holding only a ``node-zoo`` of ``texts``."""
    return "Zoo\n===\n\n.. node-zoo::\n\n   " + json.dumps(texts) + "\n"


_LAST_READ: dict[int, nodes.document] = {}
"""The doctree each application read last, by ``id(app)``."""


def _keep(app: Sphinx, doctree: nodes.document) -> None:
    _LAST_READ[id(app)] = doctree


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the ``node-zoo`` directive and keep each doctree read (``doctree-read``
    comes after every read-time transform)."""
    app.add_directive("node-zoo", NodeZoo)
    app.connect("doctree-read", _keep)
    return {"parallel_read_safe": True}


OURS = "md-autolink"
"""The class md-autolinks gives its references in :func:`linkify_configurations`, to tell
them from docutils' and MyST's."""


LINKIFY = ("off", "on")
"""MyST's ``linkify`` extension, off and on."""


def linkify_configurations(myst_extensions: list[str]) -> dict[str, dict[str, Any]]:
    """MyST with ``myst_extensions``, without md-autolinks (``"plain off"``) and in each
    mode (``"gfm off"``...), each with MyST's ``linkify`` off and on (``... on``)."""
    made: dict[str, dict[str, Any]] = {}
    for linkify in LINKIFY:
        myst = myst_extensions + (["linkify"] if linkify == "on" else [])
        made[f"plain {linkify}"] = {"myst_enable_extensions": myst}
        for mode in MODES:
            made[f"{mode} {linkify}"] = {
                "extensions": ["myst_parser", "support.sphinx_pages", "md_autolinks.sphinx"],
                "myst_enable_extensions": myst,
                "md_autolinks_mode": mode,
                "md_autolinks_css_class": OURS,
            }
    return made


class ReadError(Exception):
    """Reading a page raised in the configuration named by ``args[0]``."""


class PageReader:
    """One Sphinx application per configuration (name -> ``conf.py`` overrides) over one
    source folder, each with the builder ``builder``; smartquotes runs as in that builder."""

    def __init__(
        self, root: Path, configurations: dict[str, dict[str, Any]], builder: str = "html"
    ) -> None:
        self.source = root / "src"
        self.source.mkdir(parents=True)
        conf = "extensions = ['myst_parser', 'support.sphinx_pages']\nhtml_theme = 'basic'\n"
        conf += "source_suffix = {'.rst': 'restructuredtext', '.md': 'markdown'}\n"
        conf += "myst_enable_extensions = ['deflist', 'fieldlist', 'colon_fence']\n"
        (self.source / "conf.py").write_text(conf)
        (self.source / "index.rst").write_text("Index\n=====\n")
        for suffix, docname in self.DOCNAMES.items():
            (self.source / f"{docname}{suffix}").write_text("Page\n")
        self.apps = {name: self._app(root / name, builder, overrides)
                     for name, overrides in configurations.items()}  # fmt: skip

    def _app(self, out: Path, builder: str, overrides: dict[str, Any]) -> Sphinx:
        return Sphinx(
            str(self.source), str(self.source), str(out), str(out / ".d"), builder,
            confoverrides=overrides, status=None, warning=io.StringIO(), freshenv=True,
        )  # fmt: skip

    DOCNAMES: ClassVar[dict[str, str]] = {".rst": "page", ".md": "mdpage"}
    """The page of each source suffix (found when the applications start)."""

    def read(self, text: str, suffix: str = ".rst") -> dict[str, nodes.document]:
        """The doctree of a page holding ``text`` in each configuration, read in their
        order; :class:`ReadError` names the configuration whose read raised."""
        docname = self.DOCNAMES[suffix]
        (self.source / f"{docname}{suffix}").write_text(text, encoding="utf-8")
        trees = {}
        for name, app in self.apps.items():
            _LAST_READ.pop(id(app), None)
            app.env.clear_doc(docname)
            try:
                app.builder.read_doc(docname)
            except Exception as error:
                raise ReadError(name) from error
            trees[name] = _LAST_READ.pop(id(app))
        return trees


def references(tree: nodes.Node, css_class: str | None = None) -> list[tuple[str, str]]:
    """``(refuri, shown text)`` of every external reference, in document order; only
    those with the class ``css_class`` when it is given."""
    return [
        (node["refuri"], node.astext())
        for node in tree.findall(nodes.reference)
        if "refuri" in node and (css_class is None or css_class in node["classes"])
    ]


def shape(tree: nodes.Node, unwrap: Callable[[nodes.Element], bool]) -> object:
    """``tree`` as nested tuples of tag names, attributes and shown text, the elements
    ``unwrap`` picks replaced by their children and neighbouring text joined."""

    def children(node: nodes.Element) -> Iterator[object]:
        text: list[str] = []
        for child in _flat(node, unwrap):
            if isinstance(child, nodes.Text):
                text.append(child.astext())
                continue
            if text:
                yield "".join(text)
                text = []
            yield shape(child, unwrap)
        if text:
            yield "".join(text)

    if isinstance(tree, nodes.Text):
        return tree.astext()
    assert isinstance(tree, nodes.Element)
    attributes = tuple(sorted((k, repr(v)) for k, v in tree.attributes.items() if k != "source"))
    return (tree.tagname, attributes, tuple(children(tree)))


def _flat(node: nodes.Element, unwrap: Callable[[nodes.Element], bool]) -> Iterator[nodes.Node]:
    for child in node.children:
        if isinstance(child, nodes.Element) and unwrap(child):
            yield from _flat(child, unwrap)
        else:
            yield child


def is_external_reference(node: nodes.Element) -> bool:
    """Whether ``node`` is a reference to a URI (made by docutils, MyST or md-autolinks)."""
    return isinstance(node, nodes.reference) and "refuri" in node


_TYPOGRAPHIC = {"‘": "'", "’": "'", "‚": "'", "‹": "'", "›": "'", "“": '"', "”": '"', "„": '"',
                "«": '"', "»": '"', "–": "--", "—": "---", "…": "...", "\u00a0": " ",
                "\u202f": " "}  # fmt: skip
_TYPOGRAPHIC_RE = re.compile("|".join(map(re.escape, _TYPOGRAPHIC)))


def without_smartquotes(text: str) -> str:
    """``text`` with smartquotes' typographic quotes, dashes and ellipses back to ASCII
    (``. . .`` read as the ``...`` it may also have been)."""
    text = _TYPOGRAPHIC_RE.sub(lambda match: _TYPOGRAPHIC[match.group()], text)
    return text.replace(". . .", "...")


def nested_references(tree: nodes.Node, css_class: str) -> list[nodes.reference]:
    """References with the class ``css_class`` inside another reference or holding one."""
    return [
        node
        for node in _classed(tree, css_class)
        if any(isinstance(above, nodes.reference) for above in _ancestors(node))
        or any(True for _ in node.findall(nodes.reference, include_self=False))
    ]


def misplaced_references(tree: nodes.Node, css_class: str) -> list[nodes.reference]:
    """References with the class ``css_class`` where the writers refuse one: outside a
    text element."""
    return [node for node in _classed(tree, css_class)
            if not isinstance(node.parent, nodes.TextElement)]  # fmt: skip


def _classed(tree: nodes.Node, css_class: str) -> list[nodes.reference]:
    return [node for node in tree.findall(nodes.reference) if css_class in node["classes"]]


def _ancestors(node: nodes.Node) -> Iterator[nodes.Node]:
    above = node.parent
    while above is not None:
        yield above
        above = above.parent
