"""cmark-gfm's autolink examples in mistune's other modes: md4c and uts58 have no such
examples of their own, so each paragraph of them that mistune renders as its own text (no
markup) is linked as the engine links it (gfm is compared with the examples themselves in
test_mistune.py)."""

from __future__ import annotations

import html

import mistune
import pytest

from md_autolinks import find_links
from md_autolinks.mistune import autolinks_plugin
from support.html_normalize import anchors
from support.spec_files import gfm_autolink_examples


def _plain_paragraphs() -> list[object]:
    """Each paragraph of the examples that mistune renders as its own text, with the
    example's id."""
    plain = mistune.create_markdown(escape=False)
    found: list[object] = []
    for example in gfm_autolink_examples():
        for number, paragraph in enumerate(example.markdown.split("\n\n")):
            text = paragraph.strip("\n")
            if text and plain(text) == f"<p>{html.escape(text)}</p>\n":
                found.append(pytest.param(text, id=f"{example.id}-{number}"))
    return found


PLAIN_PARAGRAPHS = _plain_paragraphs()


def test_most_paragraphs_are_plain_text() -> None:
    assert len(PLAIN_PARAGRAPHS) >= 40


@pytest.mark.parametrize("mode", ["md4c", "uts58"])
@pytest.mark.parametrize("text", PLAIN_PARAGRAPHS)
def test_other_modes_link_a_plain_paragraph_as_the_engine(text: str, mode: str) -> None:
    parser = mistune.create_markdown(escape=False, plugins=[autolinks_plugin(mode=mode)])
    engine = [(link.href, link.text) for link in find_links(text, mode=mode)]
    assert anchors(str(parser(text))) == engine
