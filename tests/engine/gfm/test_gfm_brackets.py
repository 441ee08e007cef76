"""gfm mode's open-bracket rule in the engine: cmark-gfm makes no www or URL link while a
``[`` is open in the paragraph (``cmark_inline_parser_in_bracket``); emails are unaffected."""

from __future__ import annotations

import random

import pytest

from md_autolinks import find_links
from md_autolinks.engine.scanners.brackets import bracket_depth
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


def stack_depth(text: str, depth: int) -> int:
    """cmark's bracket stack walked one character at a time: the rule, with no shortcut."""
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]":
            depth = max(0, depth - 1)
    return depth


def test_bracket_depth_is_the_stack_walk_with_few_or_many_brackets() -> None:
    """Stretches with up to eight ``[`` are walked from bracket to bracket, longer ones have
    their closed pairs removed first: both give the stack's depth, from any depth before."""
    rng = random.Random(SEED)
    for _ in range(scaled(3_000)):
        text = "".join(rng.choice("[]ab ") for _ in range(rng.randrange(0, 40)))
        start = rng.randrange(0, len(text) + 1)
        end = rng.randrange(start, len(text) + 1)
        depth = rng.randrange(0, 3)
        expected = stack_depth(text[start:end], depth)
        assert bracket_depth(text, depth, start, end) == expected, (text, depth, start, end)
    assert bracket_depth("x[a]" * 20 + "[", 0) == 1
    assert bracket_depth("[[" * 5 + "]" * 12, 1) == 0
    assert bracket_depth("[[[[[[[[", 0, 1) == 7
