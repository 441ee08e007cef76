"""GFM conformance: the autolink examples of cmark-gfm's spec, extensions and regression files.

Each example is rendered by Python-Markdown with ``md_autolinks`` (gfm mode) and the
Python-Markdown counterparts of the cmark-gfm extensions it names, and compared with
the expected HTML under :mod:`support.html_normalize`. Where Python-Markdown renders something
other than the autolinks differently (its footnotes markup, say), the example is listed
in ``HOST_RENDERING`` with the reason and compared on its autolinks and its text instead.
"""

from __future__ import annotations

import re

import markdown
import pytest

from support.html_normalize import anchors, normalize_html
from support.spec_files import SpecExample, gfm_autolink_examples, params

PYTHON_MARKDOWN_COUNTERPARTS = {"table": "tables", "footnotes": "footnotes"}
"""cmark-gfm extension -> Python-Markdown extension (strikethrough, tagfilter and
tasklist have no built-in counterpart; no autolink example depends on them)."""

HOST_RENDERING = {
    "gfm-regression-22": "Python-Markdown's footnotes extension writes other footnote markup",
    "gfm-regression-23": "Python-Markdown emphasises _a_ inside an undefined footnote label",
    "gfm-regression-25": "Python-Markdown does not drop an unused footnote definition's text",
}

_TAGS = re.compile(r"<[^>]+>")


EXAMPLES = gfm_autolink_examples()


def render(example: SpecExample) -> str:
    names = example.info or ("table", "footnotes")
    extensions = ["md_autolinks"] + [
        PYTHON_MARKDOWN_COUNTERPARTS[name] for name in names if name in PYTHON_MARKDOWN_COUNTERPARTS
    ]
    return markdown.markdown(example.markdown, extensions=extensions)


def test_the_suite_has_every_autolink_example() -> None:
    ids = [example.id for example in EXAMPLES]
    assert ids[:11] == [f"gfm-spec-{n}" for n in range(621, 632)]
    assert len(ids) == 11 + 3 + 4


@pytest.mark.parametrize("example", params(EXAMPLES))
def test_gfm_example(example: SpecExample) -> None:
    produced = render(example)
    if example.html.strip() == "<IGNORE>":
        visible = _TAGS.sub("", produced).replace("_", "").strip()
        assert visible == example.markdown.replace("_", "").strip()
        return
    if example.id in HOST_RENDERING:
        assert anchors(produced) == anchors(example.html)
        return
    assert normalize_html(produced) == normalize_html(example.html)
