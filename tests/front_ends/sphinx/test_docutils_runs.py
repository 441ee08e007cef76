"""Runs of a docutils text element: neighbouring text nodes and reST's standalone links
read as one text, with the characters that frame them."""

from __future__ import annotations

from docutils import nodes
from docutils.core import publish_doctree

from md_autolinks.common.text_runs import DELIMITER, OPAQUE
from md_autolinks.docutils_runs import is_standalone_reference, runs, standalone_target

PAGE = r"""
See https://a.com/x, `text <https://b.com>`_, `<https://c.com>`_, <https://d.com>,
me@e.org, mailto:f@g.org and *www.h.com*\ |s|\ .i.org.

.. |s| unicode:: U+00AD
"""


def paragraph() -> nodes.paragraph:
    tree = publish_doctree(PAGE, settings_overrides={"report_level": 5})
    return next(tree.findall(nodes.paragraph))


def test_only_the_standalone_links_rest_made_are_standalone() -> None:
    children = paragraph().children
    found = {
        standalone_target(child): is_standalone_reference(children, index)
        for index, child in enumerate(children)
        if isinstance(child, nodes.reference)
    }
    assert found == {
        "https://a.com/x": True,
        None: False,
        "https://d.com": False,
        "me@e.org": True,
        "mailto:f@g.org": True,
    }


def test_runs_join_text_nodes_and_the_references_joined() -> None:
    parent = paragraph()
    found = runs(parent, is_standalone_reference)
    assert [(run.raw, run.joined, run.hrefs, run.before, run.after) for run in found] == [
        ("See https://a.com/x, ", ((4, 19),), ("https://a.com/x",), DELIMITER, OPAQUE),
        (", ", (), (), OPAQUE, OPAQUE),
        (", <", (), (), OPAQUE, OPAQUE),
        (">,\nme@e.org, mailto:f@g.org and ", ((3, 11), (13, 27)),
         ("mailto:me@e.org", "mailto:f@g.org"), OPAQUE, OPAQUE),
        ("\x00 \xad\x00 .i.org.", (), (), OPAQUE, DELIMITER),
    ]  # fmt: skip
    assert [parent[run.first : run.stop] == parent.children[run.first : run.stop]
            for run in found] == [True] * len(found)  # fmt: skip
