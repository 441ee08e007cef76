"""Reading a docutils ``Text`` node as its writers show it, and following it through smartquotes."""

from __future__ import annotations

import re

import pytest
from docutils import nodes
from docutils.utils import smartquotes
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks.sphinx.node_text import SMARTQUOTED, ShownText, follow_smartquotes, guarded
from support.sizes import scaled

RAW = st.lists(
    st.one_of(
        st.sampled_from(["\x00", "\x00 ", "\x00\n", " ", "\n", "-", "--", "'", '"', ".", "...",
                         ". . .", "`", "\\", "\x00-", "\x00'", "w", "a", "\U0001d7ce", "’"]),
        st.characters(exclude_categories=("Cs",)),
    ),
    max_size=30,
).map("".join)  # fmt: skip
"""Raw ``Text`` node contents: docutils' escape marks, smartquotes' characters, anything."""


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("www.example.com\x00 s", "www.example.coms"),
        ("www.ex\x00ample.com", "www.example.com"),
        ("www.a.com/x\x00_y", "www.a.com/x_y"),
        ("a\x00\nb", "ab"),
        ("\x00\x00 x", "x"),
        ("back\x00\\slash", "back\\slash"),
    ],
)
def test_shown_text_is_what_the_writers_write(raw: str, shown: str) -> None:
    assert ShownText(raw).text == shown == nodes.Text(raw).astext()


def test_raw_span_takes_the_escape_of_its_first_character_and_those_inside() -> None:
    shown = ShownText("A \x00www.ex\x00ample.com\x00 s B")
    assert shown.text == "A www.example.coms B"
    assert shown.escaped(2) and not shown.escaped(3) and shown.escaped(8)
    assert shown.raw_span(2, 18) == (2, 22)
    assert shown.raw[2:22] == "\x00www.ex\x00ample.com\x00 s"


@settings(max_examples=scaled(100), deadline=None)
@given(raw=RAW, data=st.data())
def test_shown_text_and_spans_agree_with_docutils(raw: str, data: st.DataObject) -> None:
    shown = ShownText(raw)
    assert shown.text == nodes.unescape(raw)
    if not shown.text:
        return
    start = data.draw(st.integers(0, len(shown.text) - 1))
    end = data.draw(st.integers(start + 1, len(shown.text)))
    first, last = shown.raw_span(start, end)
    assert nodes.unescape(raw[first:last]) == shown.text[start:end]


@settings(max_examples=scaled(100), deadline=None)
@given(raw=RAW, data=st.data())
def test_guarded_text_shows_the_same_and_keeps_the_spans(raw: str, data: st.DataObject) -> None:
    cuts = sorted(data.draw(st.lists(st.integers(0, len(raw)), max_size=4, unique=True)))
    spans = list(zip(cuts[::2], cuts[1::2], strict=False))
    marked, moved = guarded(raw, spans)
    assert nodes.unescape(marked) == nodes.unescape(raw)
    for (start, end), (new_start, new_end) in zip(spans, moved, strict=True):
        assert marked[new_start:new_end].replace("\x00", "") == raw[start:end].replace("\x00", "")


def sphinx_smartquotes(text: str, action: str = "qDe", language: str = "en") -> str:
    """What Sphinx's smartquotes makes of one ``Text`` node's raw text (its get_tokens
    escapes the NUL-escaped characters with a backslash, as here)."""
    token = re.sub(r"(?<=\x00)([-\\'\".`])", r"\\\1", text)
    return "".join(smartquotes.educate_tokens([("plain", token)], action, language))


@pytest.mark.parametrize(
    ("before", "links", "after"),
    [
        ("See ('www.a.com' -- x...", ["www.a.com"], "See (‘www.a.com’ – x…"),
        ('"www.b.com/x--y\'s" ...', ["www.b.com/x--y's"], "“www.b.com/x--y's” …"),
        ("a. . . www.a.com. . .", ["www.a.com"], "a… www.a.com…"),
    ],
)
def test_links_are_found_again_after_smartquotes(before: str, links: list[str], after: str) -> None:
    spans = [(before.index(link), before.index(link) + len(link)) for link in links]
    marked, moved = guarded(before, spans)
    rewritten = sphinx_smartquotes(marked)
    assert nodes.unescape(rewritten) == after
    offsets = follow_smartquotes(marked, rewritten, [o for span in moved for o in span])
    assert offsets is not None
    starts, ends = offsets[::2], offsets[1::2]
    found = [nodes.unescape(rewritten[s:e]) for s, e in zip(starts, ends, strict=True)]
    assert found == links


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("www.a.com x", "www.a.com y"),
        ("www.a.com x", "www.a.com"),
        ("www.a.com", "www.a.com x"),
        ("'www.a.com", "www.a.com"),
    ],
)
def test_a_text_that_is_no_rewrite_gives_no_offsets(before: str, after: str) -> None:
    assert follow_smartquotes(before, after, [before.index("w"), before.index("m") + 1]) is None


def test_an_offset_inside_a_rewritten_run_gives_none() -> None:
    assert follow_smartquotes("a--b", "a–b", [2]) is None
    assert follow_smartquotes("a--b", "a–b", [1, 3]) == [1, 2]


TYPOGRAPHY = frozenset("‘’‚“”„«»‹›–—…\u00a0\u202f")


def clear_cut(text: str, points: list[int]) -> bool:
    """Whether each point stands between two characters smartquotes never rewrites, in a
    text without the characters it writes (where its rewrites cannot be told apart from
    the text), and outside a ``. . .``."""
    if TYPOGRAPHY & set(text) or ". ." in text:
        return False
    return all(
        (point == 0 or text[point - 1] not in SMARTQUOTED)
        and (point == len(text) or text[point] not in SMARTQUOTED)
        for point in points
    )


@settings(max_examples=scaled(100), deadline=None)
@given(
    raw=RAW,
    data=st.data(),
    action=st.sampled_from(["qDe", "1", "2", "qBe"]),
    language=st.sampled_from(["en", "de", "fr", "ja"]),
)
def test_guarded_spans_are_found_after_smartquotes(
    raw: str, data: st.DataObject, action: str, language: str
) -> None:
    cuts = sorted(data.draw(st.lists(st.integers(0, len(raw)), max_size=4, unique=True)))
    spans = list(zip(cuts[::2], cuts[1::2], strict=False))
    marked, moved = guarded(raw, spans)
    rewritten = sphinx_smartquotes(marked, action, language)
    points = [o for span in moved for o in span]
    offsets = follow_smartquotes(marked, rewritten, points)
    if offsets is None:
        assert not clear_cut(marked, points)
        return
    for (start, end), new_start, new_end in zip(moved, offsets[::2], offsets[1::2], strict=True):
        assert rewritten[new_start:new_end] == marked[start:end]


@settings(max_examples=scaled(100), deadline=None)
@given(raw=RAW, data=st.data())
def test_a_text_smartquotes_left_alone_keeps_its_offsets(raw: str, data: st.DataObject) -> None:
    """Smartquotes off, or nothing to rewrite: every offset outside a run stands where it
    stood (``www.a.com . . . `` once lost its link: the run's own space was taken for the
    space after it)."""
    points = sorted(data.draw(st.lists(st.integers(0, len(raw)), max_size=4, unique=True)))
    offsets = follow_smartquotes(raw, raw, points)
    assert offsets is None or offsets == points
    if clear_cut(raw, points) or not (SMARTQUOTED | {" "}) & set(raw):
        assert offsets == points


def test_an_ellipsis_of_spaced_dots_left_alone() -> None:
    marked, spans = guarded("www.a.com . . . ", [(0, 9)])
    assert follow_smartquotes(marked, marked, [0, spans[0][1]]) == [0, 11]
    assert follow_smartquotes(marked, marked.replace(". . .", "…"), [0, spans[0][1]]) == [0, 11]


@pytest.mark.parametrize(
    ("raw", "span", "shown"),
    [
        ("See https://a.com/x and more", (4, 19), "https://a.com/x"),
        ("A www.evil.com\x00 \xad\x00 .paypal.com B", (2, 30), "www.evil.com\xad.paypal.com"),
        ("x\x00 https://a.com/\x00_y\x00 z", (3, 20), "https://a.com/_y"),
    ],
)
def test_a_raw_span_maps_to_the_shown_text_it_holds(
    raw: str, span: tuple[int, int], shown: str
) -> None:
    text = ShownText(raw)
    start, end = text.shown_span(*span)
    assert text.text[start:end] == shown
