"""Every MkDocs Material neighbour loaded at once, on generated pages
(docs/python-markdown.md#neighbouring-extensions).

Each page of :mod:`support.neighbour_documents` is rendered with the neighbours alone and with
md-autolinks too. With md-autolinks' own anchors taken out (they carry a class no page
uses), the two must be the same page: no neighbour's markup lost or changed, nothing linked
inside code, math, attribute lists, tabs' labels or summaries, no text lost, no placeholder
left. Only ``abbr`` and smarty's apostrophes may differ, and on purpose: a link's text is
atomic to them.

Blocks of :func:`support.neighbour_documents.hot_document` each hold one link whose source
holds another pattern's syntax, or one word that makes a link only once emphasis is gone,
where the neighbours, an attribute list, raw HTML, an escape or a bracket may keep the tree
pass from linking it. A block may differ from the block without md-autolinks only where the
link was made: either the link is made or the markup stays.
"""

from __future__ import annotations

import random
import re

import markdown
import pytest

from support.neighbour_documents import HOT_WORDS, hot_document, page
from support.neighbour_extensions import MATERIAL, MATERIAL_CONFIGS, NEIGHBOURS
from support.sizes import scaled

PAGES = scaled(800)
SEED = 20261124
FIXED_BLOCKS = [str(row.values[2]) for row in NEIGHBOURS if "*x*" not in str(row.values[2])]
MARK = "md-autolinks-made"
MADE = re.compile(rf'<a class="{MARK}" href="[^"]*">(.*?)</a>', re.DOTALL)


def _atomic_differences_removed(html: str) -> str:
    return re.sub(r"</?abbr[^>]*>", "", html).replace("&rsquo;", "'").replace("&lsquo;", "'")


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_generated_pages_change_only_by_their_anchors(mode: str) -> None:
    rng = random.Random(SEED)
    plain = markdown.Markdown(extensions=MATERIAL, extension_configs=MATERIAL_CONFIGS)
    linked = markdown.Markdown(
        extensions=["md_autolinks", *MATERIAL],
        extension_configs={**MATERIAL_CONFIGS, "md_autolinks": {"mode": mode, "css_class": MARK}},
    )
    anchors = 0
    changed = []
    for _ in range(PAGES):
        source = page(rng, FIXED_BLOCKS)
        html = linked.reset().convert(source)
        anchors += html.count(f'class="{MARK}"')
        without = _atomic_differences_removed(MADE.sub(r"\1", html))
        if without != _atomic_differences_removed(plain.reset().convert(source)):
            changed.append(source)
    assert changed == []
    assert anchors > PAGES


HOT_PAGES = scaled(600)
CONSUMED_MARKS = "*_~=^+:&"


def _made_from(hot: str, anchors: list[str]) -> bool:
    """Whether one of md-autolinks' anchors is the hot item's link: it holds the hot link up
    to its first character a later inline pattern consumes (the syntax the guard kept out of
    the link), or it stands inside the hot word (the link that word makes)."""
    first = next((at for at, char in enumerate(hot) if char in CONSUMED_MARKS), 0)
    if hot in HOT_WORDS:
        return any(text in hot for text in anchors)
    return any(hot[: first + 1] in text for text in anchors)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_the_guard_loses_markup_only_for_a_link(mode: str) -> None:
    """With md-autolinks' anchors taken out, each generated block is the block
    without md-autolinks, unless the anchor made holds the syntax the guard kept from the
    neighbours: either the link is made or the markup stays. md4c claims nothing before
    emphasis, so there every block is the block without md-autolinks."""
    rng = random.Random(SEED)
    plain = markdown.Markdown(extensions=MATERIAL, extension_configs=MATERIAL_CONFIGS)
    linked = markdown.Markdown(
        extensions=["md_autolinks", *MATERIAL],
        extension_configs={**MATERIAL_CONFIGS, "md_autolinks": {"mode": mode, "css_class": MARK}},
    )
    lost = []
    kept_out = anchors = 0
    for _ in range(HOT_PAGES):
        source, hot = hot_document(rng)
        html = linked.reset().convert(source)
        anchors += html.count(f'class="{MARK}"')
        without = _atomic_differences_removed(MADE.sub(r"\1", html))
        if without == _atomic_differences_removed(plain.reset().convert(source)):
            continue
        if _made_from(hot, MADE.findall(html)):
            kept_out += 1
        else:
            lost.append(source)
    assert lost == []
    assert anchors > HOT_PAGES // 4
    if mode == "md4c":
        assert kept_out == 0
    else:
        assert kept_out > HOT_PAGES // 20
