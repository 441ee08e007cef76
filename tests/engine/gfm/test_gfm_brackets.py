"""gfm mode's open-bracket rule in the engine: cmark-gfm makes no www or URL link while a
``[`` is open in the paragraph (``cmark_inline_parser_in_bracket``); emails are unaffected."""

from __future__ import annotations

import random

import pytest

from md_autolinks import find_links
from support.gfm_oracle import FRAGMENTS, engine_links, is_inert, oracle_links, render_autolink
from support.sizes import scaled

PARAGRAPHS = scaled(1_500)
SEED = 20261123


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("see [ http://a.com", []),
        ("see [ www.a.com and a@b.com", ["a@b.com"]),
        ("[x] http://a.com", ["http://a.com"]),
        ("[[x] www.a.com", []),
        ("[[x]] www.a.com", ["www.a.com"]),
        ("http://a.com/[x www.b.com", ["http://a.com/[x", "www.b.com"]),
        ("[x http://a.com/]] www.b.com", ["www.b.com"]),
        ("] [ http://a.com ] http://b.com", ["http://b.com"]),
    ],
)
def test_no_www_or_url_link_while_a_bracket_is_open(text: str, links: list[str]) -> None:
    assert [link.text for link in find_links(text)] == links


def bracketed_plain_paragraphs(count: int) -> list[str]:
    """``count`` generated paragraphs holding a ``[`` that CommonMark leaves as plain text."""
    rng = random.Random(SEED)
    pool = [f for f in FRAGMENTS if "`" not in f and "\n" not in f] + ["[", "]", "[ ", " ]"]
    found: list[str] = []
    while len(found) < count:
        text = "".join(rng.choice(pool) for _ in range(rng.randint(1, 12))).strip()
        if "[" in text and is_inert(text):
            found.append(text)
    return found


def test_engine_agrees_with_cmark_gfm_on_plain_paragraphs_with_brackets() -> None:
    texts = bracketed_plain_paragraphs(PARAGRAPHS)
    results = [(text, oracle_links(render_autolink(text)), engine_links(text)) for text in texts]
    assert [result for result in results if result[1] != result[2]] == []
    assert sum(bool(expected) for _, expected, _ in results) > 0
