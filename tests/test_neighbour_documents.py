"""Every MkDocs Material neighbour loaded at once, on generated pages (issue 12, item 3).

Each page of :mod:`neighbour_documents` is rendered with the neighbours alone and with
md-autolinks too. With md-autolinks' own anchors taken out (they carry a class no page
uses), the two must be the same page: no neighbour's markup lost or changed, nothing linked
inside code, math, attribute lists, tabs' labels or summaries, no text lost, no placeholder
left. Only ``abbr`` and smarty's apostrophes may differ, and on purpose: a link's text is
atomic to them.
"""

from __future__ import annotations

import random
import re

import markdown
import pytest
from neighbour_documents import page
from test_pymd_neighbours import MATERIAL, MATERIAL_CONFIGS, NEIGHBOURS

PAGES = 3_000
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
