"""Raw inline HTML and the links other rules made, in MyST and reST pages read in-process
(:mod:`support.sphinx_pages`) without md-autolinks and in every mode, with MyST's
``linkify`` off and on.

Text between a start tag and its end tag of the never-linked list
(:data:`~md_autolinks.common.never_linked.RAW_NEVER_LINKED_TAGS`: links, code, math, svg,
controls) gets no link (docs/getting-started.md#where-links-are-not-made), whether MyST's
raw nodes or reST's ``raw`` role hold the tags; text after the end tag is linked again. A
link docutils or ``linkify`` made keeps its extent in every mode
(docs/getting-started.md#links-rest-makes-itself).
"""

from __future__ import annotations

from typing import Any

import pytest
from docutils import nodes

from md_autolinks import MODES
from md_autolinks.common.never_linked import RAW_NEVER_LINKED_TAGS
from support.sphinx_pages import (
    LINKIFY,
    OURS,
    PageReader,
    is_external_reference,
    linkify_configurations,
    references,
    shape,
)

SCHEME = {"gfm": "http://", "md4c": "http://", "uts58": "https://"}
"""The scheme each mode writes before a www link."""


def configurations() -> dict[str, dict[str, Any]]:
    """Without md-autolinks and in each mode, each with MyST's ``linkify`` off and on."""
    return linkify_configurations(["deflist", "fieldlist", "colon_fence"])


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory) -> PageReader:
    return PageReader(tmp_path_factory.mktemp("raw"), configurations())


def _start(tag: str) -> str:
    return '<a href="https://z.org/">' if tag == "a" else f"<{tag}>"


ISSUE = [
    'A <a href="https://z.org/">https://docs.python.org/3/</a> end.',
    'S <script>var u = "https://www.python.org/";</script> end.',
    "K <kbd>help@python.org</kbd> and <summary>me@python.org</summary>",
    "Math <math><mi>https://docs.python.org/3/</mi></math> end.",
    "Svg <svg><text x='0'>www.python.org and me@python.org</text></svg> end.",
]
"""The examples of issue 36 (items 1 and 4), each a paragraph."""
EVERY_TAG = [
    f"T {_start(tag)} www.python.org/{tag} me@python.org </{tag}> then www.after.org/{tag} x"
    for tag in RAW_NEVER_LINKED_TAGS
]
"""Each element of the list around a www link and an email, a www link after its end tag."""
EDGES = [
    "E <kbd>*www.python.org/e*</kbd> and *<code>me@python.org</code>* then www.after.org/e x",
    "U <KBD class='k'>www.python.org/u x",
    "V www.after.org/v x",
    'W <a href="/x">see </code> www.python.org/w</a> then www.after.org/w x',
    "N <b> www.after.org/b </b> and <span> www.after.org/span </span> x",
    "Q <svg/> www.after.org/q and <a/> www.python.org/q x",
]
"""Nested emphasis, a start tag left open (nothing stays open past its paragraph), a stray
end tag of another element, elements that are not in the list, a self-closed ``<svg/>``
(empty) and ``<a/>`` (open: HTML ignores its ``/``)."""


def _after_links(mode: str) -> list[tuple[str, str]]:
    """The links md-autolinks makes in :data:`EVERY_TAG` and :data:`EDGES` with ``linkify``
    off: the www links after each end tag and in elements not in the list."""
    paths = [*RAW_NEVER_LINKED_TAGS, "e", "v", "w", "b", "span", "q"]
    return [(f"{SCHEME[mode]}www.after.org/{path}", f"www.after.org/{path}") for path in paths]


def _paragraphs(tree: nodes.document) -> dict[str, nodes.paragraph]:
    """The paragraphs of ``tree`` by their first word."""
    return {node.astext().split(" ", 1)[0]: node for node in tree.findall(nodes.paragraph)}


def _ours(node: nodes.Element) -> bool:
    return is_external_reference(node) and OURS in node["classes"]


def _anchors(paragraph: nodes.paragraph) -> int:
    """How many anchors the HTML writer writes for ``paragraph``: its references and the
    start tags of ``<a>`` in its raw HTML."""
    raw = sum(node.astext().count("<a ") for node in paragraph.findall(nodes.raw))
    return raw + len(list(paragraph.findall(nodes.reference)))


@pytest.fixture(scope="module")
def myst_trees(reader: PageReader) -> dict[str, nodes.document]:
    return reader.read("# Raw\n\n" + "\n\n".join(ISSUE + EVERY_TAG + EDGES) + "\n", ".md")


@pytest.mark.parametrize("linkify", LINKIFY)
@pytest.mark.parametrize("mode", MODES)
def test_myst_links_nothing_inside_raw_inline_html(
    myst_trees: dict[str, nodes.document], mode: str, linkify: str
) -> None:
    """Unwrapping md-autolinks' references gives the page read without it, and the links it
    made are the www links outside the elements of the list, each after its end tag."""
    tree, plain = myst_trees[f"{mode} {linkify}"], myst_trees[f"plain {linkify}"]
    assert shape(tree, _ours) == shape(plain, lambda node: False)
    expected = _after_links(mode) if linkify == "off" else []
    assert references(tree, OURS) == expected
    paragraph = _paragraphs(tree)
    assert _anchors(paragraph["A"]) == 1
    assert [child.astext() for child in paragraph["A"].children] == [
        "A ", '<a href="https://z.org/">', "https://docs.python.org/3/", "</a>", " end."
    ]  # fmt: skip
    script = paragraph["S"].children[2]
    assert isinstance(script, nodes.Text)
    assert script == _paragraphs(plain)["S"].children[2]


@pytest.mark.parametrize("mode", MODES)
def test_linkify_links_are_its_own_inside_raw_html(
    myst_trees: dict[str, nodes.document], mode: str
) -> None:
    """With ``linkify`` on, MyST itself links inside ``<kbd>`` or ``<math>`` (linkify skips
    only ``<a>``); md-autolinks adds nothing and leaves those references as MyST made them."""
    tree = myst_trees[f"{mode} on"]
    paragraph = _paragraphs(tree)["K"]
    made = [(ref["refuri"], ref["classes"]) for ref in paragraph.findall(nodes.reference)]
    assert made == [("mailto:help@python.org", []), ("mailto:me@python.org", [])]


DOCUTILS = [
    ("https://github.com/python-attrs/attrs", "https://github.com/python-attrs/attrs"),
    ("https://b.org/(y", "https://b.org/(y"),
]
"""The links docutils makes of ``See https://github.com/python-attrs/attrs. and
(https://b.org/(y)) x``, where the mode would end them elsewhere."""
REST = """Raw
===

.. role:: raw-html(raw)
   :format: html

K :raw-html:`<kbd>` www.python.org/k :raw-html:`</kbd>` then www.after.org/k x

B :raw-html:`<b><kbd>` www.python.org/b :raw-html:`</kbd></b>` then www.after.org/b x

C :raw-html:`<!-- <kbd> -->` www.after.org/c x

M :raw-html:`<math><mi>` www.python.org/m :raw-html:`</mi></math>` then www.after.org/m x

.. raw:: html

   <p>www.python.org/raw and me@python.org</p>

D See https://github.com/python-attrs/attrs. and (https://b.org/(y)) x
"""
"""reST's ``raw`` role holding start and end tags (several in one role, a comment), a raw
block, and the standalone URIs of issue 36 item 8."""


@pytest.fixture(scope="module")
def rest_trees(reader: PageReader) -> dict[str, nodes.document]:
    return reader.read(REST)


@pytest.mark.parametrize("mode", MODES)
def test_rest_raw_role_and_directive_are_never_linked(
    rest_trees: dict[str, nodes.document], mode: str
) -> None:
    """Text between tags a ``raw`` role holds is never linked; unwrapping every reference
    gives the page read without md-autolinks, whose class docutils' own links take."""
    tree, plain = rest_trees[f"{mode} off"], rest_trees["plain off"]
    assert shape(tree, is_external_reference) == shape(plain, is_external_reference)
    assert references(tree, OURS) == references(tree)
    www = [(f"{SCHEME[mode]}www.after.org/{path}", f"www.after.org/{path}") for path in "kbcm"]
    assert references(tree, OURS) == [*www, *DOCUTILS]


LINKIFIED = "See https://github.com/python-attrs/attrs. and (https://b.org/(y)) x\n"
"""A sentence's period after a URL (md4c's own links take it) and brackets docutils cuts
(gfm's own links balance them)."""


@pytest.mark.parametrize("mode", MODES)
def test_a_link_linkify_or_docutils_made_keeps_its_extent(reader: PageReader, mode: str) -> None:
    """MyST's ``linkify`` and docutils (a reST page, and a MyST page's ``{eval-rst}``) end
    their links where they do; md-autolinks applies the user's controls to docutils' links
    (its class here) and moves no end."""
    page = f"# Kept\n\n{LINKIFIED}\n```{{eval-rst}}\n{LINKIFIED}```\n"
    myst = reader.read(page, ".md")[f"{mode} on"]
    linkified = [
        ("https://github.com/python-attrs/attrs", "https://github.com/python-attrs/attrs"),
        ("https://b.org/(y)", "https://b.org/(y)"),
    ]
    assert references(myst) == [*linkified, *DOCUTILS]
    assert references(myst, OURS) == []
    assert [paragraph.astext() for paragraph in myst.findall(nodes.paragraph)] == [
        LINKIFIED.strip()
    ] * 2
    rest = reader.read(f"Kept\n====\n\n{LINKIFIED}")[f"{mode} on"]
    assert references(rest, OURS) == DOCUTILS
