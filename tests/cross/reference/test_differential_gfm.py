r"""gfm mode against cmark-gfm (``cmarkgfm``) on generated paragraphs.

Engine: on 3,000 generated paragraphs (times ``MD_AUTOLINKS_DEEP``, see :mod:`support.sizes`)
that CommonMark leaves as plain text, the engine's links equal cmark-gfm's, href and
text, every one.

Extension: on 3,000 generated paragraphs of any kind, Python-Markdown with
md_autolinks makes the links cmark-gfm makes, except where Python-Markdown's own
inline parsing differs from CommonMark's, or where cmark-gfm shows a backslash
Python-Markdown never shows; nothing else may differ:

* the paragraph renders differently in the two hosts even without autolinking;
* a www or URL link of cmark-gfm shows a backslash: cmark-gfm claims it from the source,
  escapes as written, while Python-Markdown resolves every escape before any autolinking
  and never shows the backslash; the link is then the one the text the reader sees makes
  (``www.python.org\*`` links ``www.python.org``, ``www.example\.com`` links
  ``www.example.com``). Any other difference beside an escape is a failure: an escape is
  read by the one rule of :mod:`md_autolinks.common.escapes` (``x\_me@python.org`` links
  ``x_me@python.org``, ``me@python.org\_`` links nothing, as in cmark-gfm);
* nothing else: an entity reference is read as cmark-gfm reads it (an email through it,
  ``a&#64;b.com`` links ``a@b.com``; a www or URL link as written), so it excuses nothing.
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


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def host_parsing_cause(text: str) -> str | None:
    """Which Python-Markdown parsing difference explains a different result, if any."""
    if normalize_html(markdown.markdown(text)) != normalize_html(render_plain(text)):
        return "inline parse"
    return None


def shown_backslash(ours: list[tuple[str, str]], theirs: list[tuple[str, str]]) -> bool:
    """Whether ``ours`` is ``theirs`` but where a link of cmark-gfm shows a backslash,
    which Python-Markdown never shows: there our link, if any, is the start of cmark-gfm's
    with its escapes read as their characters and a backslash at its end left out."""
    if not any("\\" in text for _, text in theirs):
        return False
    kept = []
    for href, text in theirs:
        if "\\" not in text:
            kept.append((href, text))
            continue
        seen = _ESCAPE.sub(r"\1", text).rstrip("\\")
        kept.extend(link for link in ours if link[1] and seen.startswith(link[1]))
    return sorted(set(kept)) == sorted(set(ours))


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
        elif shown_backslash(ours, theirs):
            outcome["cmark-gfm shows a backslash"] += 1
        elif cause := host_parsing_cause(text):
            outcome[f"host parsing: {cause}"] += 1
        else:
            unexplained.append((text, theirs, ours))
    assert unexplained == []
    assert outcome["agree"] > 0.95 * INPUTS
    assert outcome["cmark-gfm shows a backslash"] > 0
