"""Every mode on the generated documents of the cmark-gfm differential
(docs/security.md#guaranteed).

md4c and uts58 have no cmark-gfm to compare links with, but what a reader must never see
holds in every mode: no text lost or changed, no anchor made inside an anchor the page
already opened in the same block (a Markdown link or a writer's raw ``<a>``, even after a
stray end tag of another element), and no placeholder text that Python-Markdown alone
does not leak.
"""

from __future__ import annotations

import random
from html.parser import HTMLParser

import markdown
import pytest

from support.fuzz.html_anchors import keeps_text, read, squeeze_markup
from support.gfm_documents import document
from support.sizes import scaled

DOCUMENTS = scaled(600)
SEED = 20261124
MARK = "md-autolinks-made"
BLOCKS = frozenset(
    {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol",
     "table", "tr", "pre", "div"}
)  # fmt: skip
PLACEHOLDER_TEXT = ("\x02", "\x03", "klzzwxh", "wzxhzdk")


class _NestedAnchors(HTMLParser):
    """Finds an anchor md-autolinks made while another anchor of its block is open."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open = 0
        self.nested = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in BLOCKS:
            self.open = 0
        if tag == "a":
            self.nested |= self.open > 0 and ("class", MARK) in attrs
            self.open += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in BLOCKS:
            self.open = 0
        elif tag == "a":
            self.open = max(0, self.open - 1)


def nests_an_anchor(html: str) -> bool:
    reader = _NestedAnchors()
    reader.feed(html)
    return reader.nested


def test_a_made_anchor_after_a_stray_end_tag_is_nested() -> None:
    made = f'<a class="{MARK}" href="x">x</a>'
    assert nests_an_anchor(f'<p><a href="/h">a</code> {made}</a></p>')
    assert not nests_an_anchor(f'<p><a href="/h">a</a> {made}</p>')
    assert not nests_an_anchor(f'<p><a href="/h">a</p><p>{made}</p>')


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_generated_documents_keep_their_text_and_anchors(mode: str) -> None:
    rng = random.Random(SEED)
    linked = markdown.Markdown(
        extensions=["md_autolinks", "tables"],
        extension_configs={"md_autolinks": {"mode": mode, "css_class": MARK}},
    )
    plain = markdown.Markdown(extensions=["tables"])
    broken = []
    anchors = 0
    for _ in range(DOCUMENTS):
        source = document(rng)
        html = linked.reset().convert(source)
        without = plain.reset().convert(source)
        anchors += html.count(f'class="{MARK}"')
        if not keeps_text(
            squeeze_markup(read(html).visible), squeeze_markup(read(without).visible), source
        ):
            broken.append(("text lost or changed", source))
        elif nests_an_anchor(html):
            broken.append(("anchor in an anchor", source))
        elif any(mark in html and mark not in without for mark in PLACEHOLDER_TEXT):
            broken.append(("placeholder text", source))
    assert broken == []
    assert anchors > DOCUMENTS
