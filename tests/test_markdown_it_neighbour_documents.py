"""The markdown-it-py plugin beside mdit-py-plugins, on generated pages.

Each page mixes links, wrapped in emphasis, code, Markdown links, images, spans with
attributes, inline footnotes and math, with the plugins' own syntax (footnotes, task lists,
definition lists, block and inline attributes, ``$`` and ``$$`` math). It is rendered with
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

PAGES = 3_000
SEED = 20261124
MARK = "md-autolinks-made"
MADE = re.compile(rf'<a href="[^"]*" class="{MARK}">(.*?)</a>', re.DOTALL)
CLAIMED_MARKS = frozenset("*_~{}")

LINKS = (
    "http://a.com", "https://b.org/x", "www.c.net", "www.d.io/p?q=1", "me@e.com", "a.b@f.org",
    "ftp://g.net/x", "https://h.com/(x)", "i.com", "j.org/path", "mailto:k@l.com",
)
WRAPS = (
    ("**", "**"), ("*", "*"), ("_", "_"), ("__", "__"), ("~~", "~~"), ("`", "`"),
    ("[", "](http://x.com)"), ("<", ">"), ('"', '"'), ("(", ")"), ("$", "$"), ("", ""),
    ("^[", "]"), ("*", "*{.c}"), ("[", "]{#i}"), ("", "[^1]"), ("![", "](i.png)"),
)
TRAILING = ("", "", ".", ",", "!", ")")
WORDS = (
    "see", "the", "x", "a_b", "1.0", "[^1]", "{.cls}", "&amp;", "&copy;", "\\*", "\\_", "$x$",
    "$$y$$", "<b>", "</b>", "[x]", "!", "<br>", "^[note]", "{#id}", "[ ]", "`c`",
)  # fmt: skip


def inline_run(rng: random.Random, items: int) -> str:
    """``items`` words and wrapped links, joined by spaces or line breaks."""
    pieces = []
    for _ in range(items):
        if rng.random() < 0.35:
            opening, closing = rng.choice(WRAPS)
            pieces.append(opening + rng.choice(LINKS) + rng.choice(TRAILING) + closing)
        else:
            pieces.append(rng.choice(WORDS))
    return rng.choice((" ", " ", " ", "\n")).join(pieces)


def page(rng: random.Random) -> str:
    """One page of 1 to 5 blocks: task lists, definitions, footnotes, math blocks, blocks
    with attributes, quotes, ordered lists and paragraphs."""
    blocks = []
    for _ in range(rng.randint(1, 5)):
        roll = rng.random()
        if roll < 0.12:
            blocks.append(f"- [ ] {inline_run(rng, 3)}\n- [x] {inline_run(rng, 3)}")
        elif roll < 0.20:
            blocks.append(f"Term {inline_run(rng, 1)}\n: {inline_run(rng, 3)}")
        elif roll < 0.28:
            blocks.append(f"[^1]: {inline_run(rng, 3)}")
        elif roll < 0.34:
            blocks.append(f"$$\n{inline_run(rng, 2)}\n$$")
        elif roll < 0.40:
            blocks.append(f"{{#b .k}}\n{inline_run(rng, 3)}")
        elif roll < 0.46:
            blocks.append(f"> {inline_run(rng, 3)}")
        elif roll < 0.52:
            blocks.append(f"1. {inline_run(rng, 3)}")
        else:
            blocks.append(inline_run(rng, rng.randint(2, 8)))
    return "\n\n".join(blocks)


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
        source = page(rng)
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
