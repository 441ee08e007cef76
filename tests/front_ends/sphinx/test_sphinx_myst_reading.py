"""MyST pages read with the extensions of the stack oracle's Sphinx row (``smartquotes``,
``replacements``, with ``linkify`` off and on) in every mode: the links md-autolinks makes
beside quotes Sphinx's smartquotes turns, entity references and backslash escapes are the
links ``find_links`` makes in the text the reader sees (issue 36 items 1, 5, 6, 8 and 9;
docs/getting-started.md "Smart quotes" and "Backslash escapes").
"""

from __future__ import annotations

from typing import Any

import pytest
from docutils import nodes

from md_autolinks import MODES, find_links
from support.sphinx_pages import (
    LINKIFY,
    OURS,
    PageReader,
    is_external_reference,
    linkify_configurations,
    references,
    shape,
)


def configurations() -> dict[str, dict[str, Any]]:
    """Without md-autolinks and in each mode, each with MyST's ``linkify`` off and on."""
    made = linkify_configurations(["smartquotes", "replacements"])
    made["uts58 first"] = {**made["uts58 off"], "md_autolinks_first_mention_only": True}
    return made


PARAGRAPHS = {
    "Q1": "Q1 done 'http://a.com/x?y=1&z=2's",
    "Q2": "Q2 Entity&#32;'www.w3.org/a_b's end",
    "Q3": "Q3 \"www.a.org/x\" and 'www.b.org/y' and www.c.org/x--y...",
    "Q4": "Q4 again 'http://a.com/y's",
    "Q5": "Q5 done 'http://a.com/x?y=1&z=2's&#64;y.org",
    "Q6": "Q6 x &#x40;'help@python.org's",
    "E1": "E1 \\*www.python.org",
    "E2": "E2 me@python.org\\_",
    "E3": "E3 x\\_me@python.org",
    "E4": "E4 www.a.org/x\\_y and http://a.org/\\*x\\* z",
    "N1": "N1 See www.w3.org&#47;x now",
    "N2": "N2 a.b+c@f.org\u2024org&#64;y.org",
}
"""A turned quote before a link whose apostrophe MyST turned (item 1, also after an entity
reference, and with an email in the rest of the link as written), an email read before
Sphinx's smartquotes (linked in gfm, not in uts58, where ``@'help`` is one token), quotes
around links,
the escapes of issue 36's table (item 6), an entity in a link (item 5) and an email
``linkify`` links glued to text (item 9's false alarm)."""

SHOWN = {
    "Q1": "Q1 done \u2018http://a.com/x?y=1&z=2\u2019s",
    "Q2": "Q2 Entity \u2018www.w3.org/a_b\u2019s end",
    "Q3": "Q3 \u201cwww.a.org/x\u201d and \u2018www.b.org/y\u2019 and www.c.org/x\u2013y\u2026",
    "Q4": "Q4 again \u2018http://a.com/y\u2019s",
    "Q5": "Q5 done \u2018http://a.com/x?y=1&z=2\u2019s@y.org",
    "Q6": "Q6 x @\u2019help@python.org\u2019s",
    "E1": "E1 *www.python.org",
    "E2": "E2 me@python.org_",
    "E3": "E3 x_me@python.org",
    "E4": "E4 www.a.org/x_y and http://a.org/*x* z",
    "N1": "N1 See www.w3.org/x now",
    "N2": "N2 a.b+c@f.org\u2024org@y.org",
}
LINKIFIED = {
    "E4": "E4 www.a.org/x_y and http://a.org/\\*x\\* z",
    "Q5": "Q5 done \u2018http://a.com/x?y=1&z=2\u2019s&#64;y.org",
}
"""What the reader sees of each paragraph (with ``linkify`` on, :data:`LINKIFIED`: ``E4``
shows the backslashes and ``Q5`` the entity reference of the URL ``linkify`` links from
the source)."""

MADE = {
    "gfm": {
        "Q1": ["http://a.com/x?y=1&z=2\u2019s"],
        "Q4": ["http://a.com/y\u2019s"],
        "Q5": ["http://a.com/x?y=1&z=2\u2019s@y.org"],
        "Q6": ["help@python.org"],
        "Q3": ["www.c.org/x\u2013y\u2026"],
        "E1": ["www.python.org"],
        "E3": ["x_me@python.org"],
        "E4": ["www.a.org/x_y", "http://a.org/*x"],
        "N1": ["www.w3.org/x"],
        "N2": ["a.b+c@f.org"],
    },
    "md4c": {
        "E3": ["x_me@python.org"],
        "E4": ["www.a.org/x_y"],
        "N1": ["www.w3.org/x"],
    },
    "uts58": {
        "Q1": ["http://a.com/x?y=1&z=2"],
        "Q4": ["http://a.com/y"],
        "Q5": ["http://a.com/x?y=1&z=2", "s@y.org"],
        "Q2": ["www.w3.org/a_b"],
        "Q3": ["www.a.org/x", "www.b.org/y", "www.c.org/x\u2013y"],
        "E1": ["www.python.org"],
        "E2": ["me@python.org"],
        "E3": ["x_me@python.org"],
        "E4": ["www.a.org/x_y", "http://a.org/*x*"],
        "N1": ["www.w3.org/x"],
    },
}
"""The texts of the links md-autolinks makes with ``linkify`` off, by mode and paragraph:
in gfm, cmark-gfm's reading of the escapes (``\\*www.python.org`` links, ``me@python.org\\_``
does not, ``x\\_me@python.org`` links whole)."""


@pytest.fixture(scope="module")
def trees(tmp_path_factory: pytest.TempPathFactory) -> dict[str, nodes.document]:
    reader = PageReader(tmp_path_factory.mktemp("myst-reading"), configurations())
    return reader.read("# Reading\n\n" + "\n\n".join(PARAGRAPHS.values()) + "\n", ".md")


def _paragraphs(tree: nodes.document) -> dict[str, nodes.paragraph]:
    return {node.astext().split(" ", 1)[0]: node for node in tree.findall(nodes.paragraph)}


def _ours(node: nodes.Element) -> bool:
    return is_external_reference(node) and OURS in node["classes"]


@pytest.mark.parametrize("linkify", LINKIFY)
@pytest.mark.parametrize("mode", MODES)
def test_myst_links_are_read_in_the_text_the_reader_sees(
    trees: dict[str, nodes.document], mode: str, linkify: str
) -> None:
    """Every paragraph shows what it shows without md-autolinks; each link md-autolinks
    makes is one ``find_links`` makes in the paragraph's shown text, its href that link's,
    and with ``linkify`` off they are :data:`MADE`."""
    tree, plain = trees[f"{mode} {linkify}"], trees[f"plain {linkify}"]
    assert shape(tree, _ours) == shape(plain, lambda node: False)
    paragraphs = _paragraphs(tree)
    shown = {**SHOWN, **LINKIFIED} if linkify == "on" else SHOWN
    assert {name: node.astext() for name, node in paragraphs.items() if name in SHOWN} == shown
    for name in PARAGRAPHS:
        made = references(paragraphs[name], OURS)
        found = [(link.href, link.text) for link in find_links(shown[name], mode=mode)]
        assert all(pair in found for pair in made), (name, made, found)
        if linkify == "off":
            assert [text for _, text in made] == MADE[mode].get(name, []), name


@pytest.mark.parametrize("mode", MODES)
def test_text_after_linkifys_email_is_left_as_it_is(
    trees: dict[str, nodes.document], mode: str
) -> None:
    """``linkify`` links ``a.b+c@f.org`` before the one dot leader; md-autolinks adds no
    link in the text glued to it (it reads on from the link, one token)."""
    paragraph = _paragraphs(trees[f"{mode} on"])["N2"]
    assert references(paragraph) == [("mailto:a.b+c@f.org", "a.b+c@f.org")]
    assert references(paragraph, OURS) == []


def test_a_shorter_link_keeps_the_users_controls(trees: dict[str, nodes.document]) -> None:
    """With ``first_mention_only``, the link a turned quote ends earlier is the page's first
    mention of ``a.com`` and is made; the second mention stays text, and so does the
    third, whose link as written (up to ``y.org``) repeats ``a.com``."""
    paragraphs = _paragraphs(trees["uts58 first"])
    assert references(paragraphs["Q1"], OURS) == [
        ("http://a.com/x?y=1&z=2", "http://a.com/x?y=1&z=2")
    ]
    assert references(paragraphs["Q4"], OURS) == []
    assert paragraphs["Q4"].astext() == SHOWN["Q4"]
    assert references(paragraphs["Q5"], OURS) == []
