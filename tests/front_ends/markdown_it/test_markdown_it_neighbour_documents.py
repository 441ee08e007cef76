"""The markdown-it-py plugin beside mdit-py-plugins, on generated pages.

Each page (:func:`support.neighbour_documents.page`, in the plugins' syntax) mixes links, wrapped in
emphasis, code, Markdown links, images, spans with attributes, inline footnotes and math,
with the plugins' own syntax (footnotes, task lists, definition lists, block and inline
attributes, ``$`` and ``$$`` math). It is rendered with
the plugins alone and with md-autolinks too. With md-autolinks' own anchors taken out (they
carry a class no page uses), the two must be the same page: no plugin's token lost or
changed, nothing linked inside code, math or attributes, no text lost.

In gfm and uts58 a link is claimed from raw source before emphasis, as cmark-gfm claims it,
and may then hold a closing mark or what follows it (``*http://a.com!*{.c}`` is the link
``http://a.com!*{.c}`` in cmark-gfm): a page where one of md-autolinks' links holds ``*``,
``_``, ``~`` or a brace differs there on purpose and is not compared.
"""

from __future__ import annotations

import random
import re

import pytest
from markdown_it import MarkdownIt
from mdit_py_plugins.attrs import attrs_block_plugin, attrs_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.tasklists import tasklists_plugin

from md_autolinks.markdown_it import autolinks_plugin
from support.neighbour_documents import Shapes, inline_run, page
from support.sizes import scaled

PAGES = scaled(800)
SEED = 20261124
MARK = "md-autolinks-made"
MADE = re.compile(rf'<a href="[^"]*" class="{MARK}">(.*?)</a>', re.DOTALL)
CLAIMED_MARKS = frozenset("*_~{}")

WRAPS = (
    ("**", "**"),
    ("*", "*"),
    ("_", "_"),
    ("__", "__"),
    ("~~", "~~"),
    ("`", "`"),
    ("[", "](http://x.com)"),
    ("<", ">"),
    ('"', '"'),
    ("(", ")"),
    ("$", "$"),
    ("", ""),
    ("^[", "]"),
    ("*", "*{.c}"),
    ("[", "]{#i}"),
    ("", "[^1]"),
    ("![", "](i.png)"),
)
WORDS = (
    "see", "the", "x", "a_b", "1.0", "[^1]", "{.cls}", "&amp;", "&copy;", "\\*", "\\_", "$x$",
    "$$y$$", "<b>", "</b>", "[x]", "!", "<br>", "^[note]", "{#id}", "[ ]", "`c`",
)  # fmt: skip


def run(rng: random.Random, items: int) -> str:
    """:func:`support.neighbour_documents.inline_run` in the syntax of mdit-py-plugins."""
    return inline_run(rng, items, WRAPS, WORDS)


SHAPES: Shapes = (
    (0.12, lambda rng: f"- [ ] {run(rng, 3)}\n- [x] {run(rng, 3)}"),
    (0.08, lambda rng: f"Term {run(rng, 1)}\n: {run(rng, 3)}"),
    (0.08, lambda rng: f"[^1]: {run(rng, 3)}"),
    (0.06, lambda rng: f"$$\n{run(rng, 2)}\n$$"),
    (0.06, lambda rng: f"{{#b .k}}\n{run(rng, 3)}"),
    (0.06, lambda rng: f"> {run(rng, 3)}"),
    (0.06, lambda rng: f"1. {run(rng, 3)}"),
)
"""Task lists, definitions, footnotes, math blocks, blocks with attributes, quotes and
ordered lists, each with how often it is drawn; the rest of the draws are paragraphs."""


def with_plugins(**options: object) -> MarkdownIt:
    md = (
        MarkdownIt("commonmark")
        .use(footnote_plugin)
        .use(tasklists_plugin)
        .use(deflist_plugin)
        .use(attrs_plugin)
        .use(attrs_block_plugin)
        .use(dollarmath_plugin)
    )
    return md.use(autolinks_plugin, **options) if options else md


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_generated_pages_change_only_by_their_anchors(mode: str) -> None:
    rng = random.Random(SEED)
    plain = with_plugins()
    linked = with_plugins(mode=mode, css_class=MARK)
    anchors = compared = 0
    changed = []
    for _ in range(PAGES):
        source = page(rng, (), SHAPES, run)
        html = linked.render(source)
        made = MADE.findall(html)
        anchors += len(made)
        if mode != "md4c" and any(CLAIMED_MARKS & set(text) for text in made):
            continue
        compared += 1
        if MADE.sub(r"\1", html) != plain.render(source):
            changed.append(source)
    assert changed == []
    assert compared > PAGES // 2
    assert anchors > PAGES
