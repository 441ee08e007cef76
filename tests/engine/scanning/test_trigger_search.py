"""The substring searches that find link candidates give exactly the candidates of the
regular expressions that state each rule (the scanners once used those expressions;
substring search is many times faster on real text)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks.engine.needles import Needle
from md_autolinks.engine.scanners import gfm
from md_autolinks.engine.scanners.md4c import triggers as md4c
from md_autolinks.python_markdown.guarded_words import WORD_END, needle_words
from support.sizes import scaled

PIECES = [
    "http", "HTTPS", "hTtP", "https", "ftp", "FTP", "://", "www.", "w", "x", "s", "S", ":",
    "/", " ", "\n", "(", "*", "_", "~", "@", "@@", "a", "-", ".", "é", "\x02", "<",
]  # fmt: skip
texts = st.lists(st.sampled_from(PIECES), max_size=14).map("".join)

GFM_TRIGGER = re.compile(
    r"(?<![A-Za-z])(?:[Hh][Tt][Tt][Pp][Ss]?|[Ff][Tt][Pp])://|(?<![^\t\n\r *_~(])www\."
)
"""cmark-gfm's candidates: ``www.`` at the start or after whitespace or ``* _ ~ (``; a
scheme of any case that follows no ASCII letter."""
MD4C_TRIGGERS = {
    "url": (re.compile(r"(?:https?|ftp)://"), 3, md4c._url_triggers),
    "www": (re.compile(r"www\."), 1, md4c._www_triggers),
    "email": (re.compile(r"(?<![A-Za-z0-9.+_\-])[A-Za-z0-9.+_\-]+@"), 1, md4c._email_triggers),
}


def gfm_candidates(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Every place the gfm scanner tries a link, with its ``:`` (``-1`` for www)."""
    produced = []
    position = start
    while True:
        www = gfm.next_www(text, position, end)
        scheme, colon = gfm.next_scheme(text, position, end)
        if min(www, scheme) == end:
            return produced
        produced.append((www, -1) if www < scheme else (scheme, colon))
        position = produced[-1][0] + 1


def window(text: str, data: st.DataObject) -> tuple[int, int]:
    start = data.draw(st.integers(0, len(text)))
    return start, data.draw(st.integers(start, len(text)))


@settings(max_examples=scaled(1000))
@given(texts, st.data())
def test_gfm_candidates_are_the_rule_s(text: str, data: st.DataObject) -> None:
    start, end = window(text, data)
    expected = []
    position = start
    while (found := GFM_TRIGGER.search(text, position, end)) is not None:
        colon = -1 if found.group().startswith("www.") else found.end() - 3
        expected.append((found.start(), colon))
        position = found.start() + 1
    assert gfm_candidates(text, start, end) == expected


@settings(max_examples=scaled(1000))
@given(texts, st.data())
def test_md4c_candidates_are_the_rule_s(text: str, data: st.DataObject) -> None:
    start, end = window(text, data)
    for pattern, mark_back, search in MD4C_TRIGGERS.values():
        expected = [
            (found.end() - mark_back, found.start(), found.end())
            for found in pattern.finditer(text, start, end)
        ]
        assert [(t.mark, t.start, t.body) for t in search(text, start, end)] == expected


@settings(max_examples=scaled(1000))
@given(texts, st.data())
def test_needle_words_are_the_pattern_s(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text)))
    for alternatives in ([r"://", r"www\."], [r"://"], [r"@[a-z.]*[.][a-z]", r"www\."]):
        words = re.compile(f"(?:{'|'.join(alternatives)})[^{WORD_END.pattern[1:]}*")
        expected = [found.span() for found in words.finditer(text, start)]
        assert list(needle_words(Needle(alternatives), text, start)) == expected


def test_examples() -> None:
    text = "xhttp://a HTTPS://b (www.c ftp://d @e x+y@z"
    assert gfm_candidates(text, 0, len(text)) == [(10, 15), (21, -1), (27, 30)]
    assert gfm.next_www(text, 22, len(text)) == len(text)
    assert gfm.next_scheme(text, 28, len(text)) == (len(text), len(text))
    assert [t.start for t in md4c._email_triggers(text, 0, len(text))] == [38]
