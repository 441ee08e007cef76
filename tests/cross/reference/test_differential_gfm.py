r"""gfm mode against cmark-gfm (``cmarkgfm``) on generated paragraphs.

Engine: on 3,000 generated paragraphs (times ``MD_AUTOLINKS_DEEP``, see :mod:`support.sizes`)
that CommonMark leaves as plain text, the engine's links equal cmark-gfm's, href and
text, every one.

Extension: on 3,000 generated paragraphs of any kind, Python-Markdown with
md_autolinks makes the links cmark-gfm makes, except where Python-Markdown's own
inline parsing differs from CommonMark's. That category, ``host parsing``, has three
recognisable causes and is the only one allowed to differ:

* the paragraph renders differently in the two hosts even without autolinking;
* a backslash escape of ASCII punctuation stands in the same run of text as a link
  trigger: Python-Markdown resolves escapes before any autolinking, and md-autolinks
  never links through an escape (cmark-gfm links ``www.example\.com`` raw);
* an entity reference stands in that run: Python-Markdown sets entities aside
  before its tree exists, so an email cannot be read through one (cmark-gfm decodes
  ``a&#64;b.com`` first).
"""

from __future__ import annotations

import html
import random
import re
from collections import Counter

import markdown

from support.gfm_oracle import (
    engine_links,
    is_inert,
    oracle_links,
    random_paragraph,
    render_autolink,
    render_plain,
)
from support.html_normalize import anchors, normalize_html
from support.sizes import scaled

INPUTS = scaled(3_000)
SEED = 20261121
_TAGS = re.compile(r"<[^>]+>")


def test_engine_agrees_with_cmark_gfm_on_plain_paragraphs() -> None:
    rng = random.Random(SEED)
    checked = 0
    mismatches = []
    while checked < INPUTS:
        text = random_paragraph(rng, for_engine=True)
        if "\n" in text or not is_inert(text):
            continue
        checked += 1
        expected = oracle_links(render_autolink(text))
        if engine_links(text) != expected:
            mismatches.append((text, expected, engine_links(text)))
    assert mismatches == []


_ESCAPE = re.compile(r"\\[!-/:-@\[-`{-~]")
_ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
_TRIGGER = re.compile(r"://|www\.|@")


def host_parsing_cause(text: str) -> str | None:
    """Which Python-Markdown parsing difference explains a different result, if any."""
    if normalize_html(markdown.markdown(text)) != normalize_html(render_plain(text)):
        return "inline parse"
    for run in re.split(r"[\t\n\r ]+", text):
        if not _TRIGGER.search(html.unescape(run)):
            continue
        if _ESCAPE.search(run):
            return "backslash escape"
        if any(html.unescape(m.group()) != m.group() for m in _ENTITY.finditer(run)):
            return "entity reference"
    return None


def _decoded(links: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(href, html.unescape(_TAGS.sub("", text))) for href, text in links]


def test_extension_agrees_with_cmark_gfm_except_host_parsing() -> None:
    rng = random.Random(SEED + 1)
    outcome: Counter[str] = Counter()
    unexplained = []
    md = markdown.Markdown(extensions=["md_autolinks"])
    for _ in range(INPUTS):
        text = random_paragraph(rng)
        ours = _decoded(anchors(md.reset().convert(text)))
        theirs = _decoded(anchors(render_autolink(text)))
        if ours == theirs:
            outcome["agree"] += 1
        elif cause := host_parsing_cause(text):
            outcome[f"host parsing: {cause}"] += 1
        else:
            unexplained.append((text, theirs, ours))
    assert unexplained == []
    assert outcome["agree"] > 0.95 * INPUTS
