"""The needle searches front ends use to skip text give exactly what the needle's regular
expression gives, and a scanner's ``has_candidate`` is never false where it finds a link."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks.engine.finder import get_scanner
from md_autolinks.engine.needles import Needle
from md_autolinks.engine.options import Options
from md_autolinks.engine.scanners.base import Scanner
from support.sizes import scaled

MODES = ("gfm", "md4c", "uts58")
PIECES = [
    "http", "https", "://", "www.", "w", "x", "co", "com", "org", "py", "md", "e", "g", "1",
    "-", "_", "*", ".", "。", "．", "\u00ad", "\u200b", "@", "a@b", "/", " ", "\n", "(", ")",
    "é", "рф", "ｃｏｍ", "\x02", "<", "[", "]", "`", "docs", "rs", "netlify.app", "info",
    "io", "W", ":8", "xn--p1ai", "Com", "setup.py", "a.info",
]  # fmt: skip
texts = st.lists(st.sampled_from(PIECES), max_size=16).map("".join)


def scanner_for(mode: str) -> Scanner:
    extra = {"bare_domains": "all"} if mode == "uts58" else {}
    return get_scanner(Options.from_mapping({"mode": mode, **extra}))


SCANNERS = {mode: scanner_for(mode) for mode in MODES}


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=scaled(500))
@given(text=texts, data=st.data())
def test_find_is_the_pattern_s_leftmost_match(mode: str, text: str, data: st.DataObject) -> None:
    needles = SCANNERS[mode].needles
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    found = needles.pattern.search(text, start, end)
    assert needles.find(text, start, end) == (found.start() if found else -1)


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=scaled(500))
@given(text=texts, data=st.data())
def test_cursor_gives_each_next_match(mode: str, text: str, data: st.DataObject) -> None:
    needles = SCANNERS[mode].needles
    cursor = needles.cursor(text)
    positions = sorted(data.draw(st.lists(st.integers(0, len(text)), max_size=6)))
    for position in positions:
        found = needles.pattern.search(text, position)
        assert cursor.next_from(position) == (found.start() if found else -1)


CANDIDATE_SCANNERS = {
    **SCANNERS,
    **{
        f"uts58-{level}": get_scanner(
            Options.from_mapping({"mode": "uts58", "bare_domains": level})
        )
        for level in ("prose", "none")
    },
}


@pytest.mark.parametrize("name", CANDIDATE_SCANNERS)
@settings(max_examples=scaled(800))
@given(text=texts, before=st.sampled_from(["", " ", "a", "*", "<", ".", "docs"]), after=texts)
def test_has_candidate_is_true_wherever_a_link_is_found(
    name: str, text: str, before: str, after: str
) -> None:
    scanner = CANDIDATE_SCANNERS[name]
    framed = before + text + after[:3]
    limit = len(before) + len(text)
    links = [link for link in scanner.iter_links(framed, len(before), limit) if link.end <= limit]
    if links:
        assert scanner.has_candidate(text)
        assert scanner.has_candidate(framed, len(before), limit)


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("xn--p1aia.info", ["xn--p1aia.info"]),
        ("see XN--P1AI.xn--p1aia.info now", ["XN--P1AI.xn--p1aia.info"]),
        ("setup.info", []),
    ],
)
def test_a_host_in_punycode_is_a_candidate_where_it_is_linked(text: str, links: list[str]) -> None:
    """An international host written in Punycode is evidence of a site
    (``bare_domains.labels.is_international``), so ``has_candidate`` holds for it, as for
    every text with a link (found at ``MD_AUTOLINKS_DEEP=20``)."""
    scanner = CANDIDATE_SCANNERS["uts58-prose"]
    assert [link.text for link in scanner.iter_links(text)] == links
    assert scanner.has_candidate(text) is bool(links)
    assert scanner.candidate_test()(text) is bool(links)


@pytest.mark.parametrize("name", CANDIDATE_SCANNERS)
@settings(max_examples=scaled(500))
@given(text=texts)
def test_the_whole_text_test_holds_wherever_has_candidate_does(name: str, text: str) -> None:
    """Front ends test whole text nodes with ``candidate_test``: never false where
    ``has_candidate`` is true (gfm's and md4c's are the plain needle), and in uts58 the same
    test after a search for a dot."""
    scanner = CANDIDATE_SCANNERS[name]
    whole = scanner.candidate_test()(text)
    candidate = scanner.has_candidate(text)
    assert whole is candidate if name.startswith("uts58") else whole or not candidate


def test_examples() -> None:
    needle = Needle(["://", r"www\.", "@[a-z]+[.]"])
    assert needle.find("see www.a or http://b") == 4
    assert needle.find("see www.a or http://b", 5) == 17
    assert needle.find("mail a@b.c", 0, 8) == -1
    assert needle.find("mail a@b.c") == 6
    cursor = needle.cursor("a://b www.c x@y.z")
    assert [cursor.next_from(p) for p in (0, 2, 3, 7, 12, 14)] == [1, 6, 6, 13, 13, -1]
    uts58 = SCANNERS["uts58"]
    assert uts58.has_candidate("see setup.py")
    assert not uts58.has_candidate("e.g. file.js and Node.js, i.e. done")
    assert uts58.has_candidate("пример．рф")
    assert not uts58.has_candidate("v1.2 and 3.14")
    prose = CANDIDATE_SCANNERS["uts58-prose"]
    assert not prose.has_candidate("see setup.py, logger.info and README.md")
    assert prose.has_candidate("see setup.py/x")
    assert prose.has_candidate("see setup.py:80/x")
    assert prose.has_candidate("see docs.rs and")
    assert prose.has_candidate("see a.netlify.app")
    assert prose.has_candidate("see a.io")
    assert prose.has_candidate("mail me@setup.py")
    assert prose.has_candidate("see WWW.setup.py")
    assert prose.has_candidate("see http://setup.py")
    assert prose.has_candidate("see Www.setup.py")
    assert prose.has_candidate("see a.py./x")
    assert not prose.has_candidate("see docs.rsx and setup.py.")
    pages = "file.js, Node.js and " * 400
    assert len(pages) > 8000
    assert not prose.has_candidate(pages + "setup.py")
    assert prose.has_candidate(pages + "a.io")
    assert prose.has_candidate(pages + "a.io", len(pages) - 10)
    assert not prose.has_candidate(pages + "a.io", 0, len(pages))
    none = CANDIDATE_SCANNERS["uts58-none"]
    assert not none.has_candidate("see a.io and example.com/x")
    assert none.has_candidate("see www.a.io")


def test_uts58_searches_text_without_other_label_dots_by_a_literal_dot() -> None:
    needles = SCANNERS["uts58"].needles
    narrowed = needles.alternatives("café.com")[0].pattern
    assert narrowed.pattern.startswith("\\.")
    assert narrowed.search("café.com").start() == 4
    assert needles.alternatives("café。com")[0].pattern.pattern.startswith("[")
    assert needles.alternatives("cafe.com")[0].pattern.pattern == r"\.[A-Za-z]"
    assert needles.find("café。com x.y") == 4


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=scaled(500))
@given(text=texts)
def test_the_whole_text_test_is_occurs(mode: str, text: str) -> None:
    needles = SCANNERS[mode].needles
    assert needles.whole_text_test()(text) == needles.occurs(text)
    assert needles.occurs(text) == (needles.pattern.search(text) is not None)
