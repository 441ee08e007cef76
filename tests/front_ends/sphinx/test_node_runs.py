"""Runs of a docutils text element: neighbouring text nodes read as one text, with the
characters that frame them; reST's standalone links frame a run and are never in one."""

from __future__ import annotations

from docutils import nodes
from docutils.core import publish_doctree

from md_autolinks.common.text_runs import DELIMITER, OPAQUE
from md_autolinks.sphinx.node_runs import is_standalone_reference, runs, standalone_target

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


def test_runs_join_text_nodes_and_stop_at_every_reference() -> None:
    parent = paragraph()
    found = runs(parent)
    assert [(run.raw, run.before, run.after) for run in found] == [
        ("See ", DELIMITER, OPAQUE),
        (", ", OPAQUE, OPAQUE),
        (", ", OPAQUE, OPAQUE),
        (", <", OPAQUE, OPAQUE),
        (">,\n", OPAQUE, OPAQUE),
        (", ", OPAQUE, OPAQUE),
        (" and ", OPAQUE, OPAQUE),
        ("\x00 \xad\x00 .i.org.", OPAQUE, DELIMITER),
    ]
    for run in found:
        held = parent.children[run.first : run.stop]
        assert all(isinstance(child, nodes.Text) for child in held)
        assert "".join(map(str, held)) == run.raw
