"""Generated prose for uts58 hosts (docs/modes.md#hosts-starts-and-ends): no link starts
inside a token, every link's href goes to the host its text shows, and hostile runs cost work
in proportion to their size."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import md_autolinks
from md_autolinks import find_links
from md_autolinks.engine.hosts import ascii_host
from md_autolinks.engine.model import LinkKind
from md_autolinks.engine.unicode_props import CJK_FULL_STOPS, is_host_char, is_ignored_host_char
from support.sizes import scaled
from support.url_hosts import host_of_url

PIECES = (
    "a", "b", "x1", "ß", "ς", "σ", "ы", "例", "ی", "خ", "\u200c", "\u200d", "\u00ad", "\u200b",
    "\ufeff", ".", "。", "．", "｡", "com", "de", "org", "рф", "中国", "ایران", "www.", "https://",
    "http://", "ftp://", "xn--", "xn--a", "@", "_", "__", "=", "/", "%2F", "%", "\\", "&", "+",
    "::", ":", "-", " ", "\n", "“", "”", "„", "«", "»", "「", "」", "、", "，", "：", "？", "(",
    ")", "*", "**", "'", "`", "~", "é", "0", "😀",
)  # fmt: skip
TEXTS = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)
JOINERS = "=/\\%&+"


def glues(ch: str) -> bool:
    """A character that belongs to the token of the host after it: a letter or digit of
    any script, a host character, or an ASCII joiner. (Characters UTS #46 ignores, such as
    a byte-order mark, are skipped before this test: they stay outside a link's start.)

    Not ``。`` or ``｡`` (``CJK_FULL_STOPS``): UTS #46 maps them to a label dot, but in
    running text they end a sentence, and no host continues across one to a link after
    it, so the link may start right after one
    (docs/modes.md#an-ideographic-full-stop-ends-a-sentence: ``详见文档。python.org``,
    ``详见文档。https://docs.python.org/3/``); only after a scheme are they label dots
    (``https://例子。中国/``)."""
    if ch in CJK_FULL_STOPS:
        return False
    return ch.isalnum() or is_host_char(ord(ch)) or ch in JOINERS


@settings(max_examples=scaled(150), deadline=None)
@given(TEXTS)
def test_no_link_starts_inside_a_token(text: str) -> None:
    for link in find_links(text, mode="uts58"):
        before = link.start
        while before > 0 and is_ignored_host_char(ord(text[before - 1])):
            before -= 1
        while before > 0 and text[before - 1] == "_":
            before -= 1
        assert before == 0 or not glues(text[before - 1]), link
        assert before == 0 or text[before - 2 : before] != "::", link


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("。https://a", [(1, "https://a", "https://a")]),
        ("｡HTTP://a.com", [(1, "HTTP://a.com", "HTTP://a.com")]),
        ("例。www.a.com", [(2, "www.a.com", "https://www.a.com")]),
        ("例。a.com", [(2, "a.com", "https://a.com")]),
        ("．https://a.com", []),
        ("a.https://a.com", []),
    ],
)
def test_a_link_starts_after_an_ideographic_full_stop(
    text: str, expected: list[tuple[int, str, str]]
) -> None:
    """``。`` and ``｡`` end a sentence, so a link may start right after one, as
    :func:`glues` says; the fullwidth ``．`` and ASCII ``.`` are dots inside a token."""
    found = [(link.start, link.text, link.href) for link in find_links(text, mode="uts58")]
    assert found == expected


@settings(max_examples=scaled(150), deadline=None)
@given(TEXTS)
def test_every_href_goes_to_the_host_the_text_shows(text: str) -> None:
    for link in find_links(text, mode="uts58"):
        if link.kind is LinkKind.EMAIL:
            shown, linked = link.text.rpartition("@")[2], link.href.rpartition("@")[2]
        else:
            has_scheme = re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", link.text) is not None
            shown = host_of_url(link.text if has_scheme else "https://" + link.text)
            linked = host_of_url(link.href)
        assert shown is not None and linked is not None, link
        assert ascii_host(shown) is not None, link
        assert ascii_host(shown) == ascii_host(linked), link


SIZE = 1_000
HOSTILE: dict[str, Callable[[int], str]] = {
    "quotes": lambda n: "“”„«»「」" * n + "a.com",
    "quoted-hosts": lambda n: "“a.com”" * n,
    "joiners": lambda n: "a\u200d" * n + ".com",
    "zwnj-runs": lambda n: "\u200c" * n + "a.com",
    "soft-hyphens": lambda n: "a\u00ad" * n + ".com x",
    "percent-escapes": lambda n: "%2F" * n + "a.com",
    "underscores": lambda n: "_" * n + "a.com" + "_" * n + "b",
    "glued-hosts": lambda n: "a.com_" * n,
    "glued-emails": lambda n: "a.info@" * n + "b.com",
    "ideographic-stops": lambda n: "a.com。" * n,
    "stops-and-labels": lambda n: "a.com。" + "例" * n,
    "invalid-hosts": lambda n: "xn--a.com " * n,
    "invalid-joined": lambda n: "a\u200db.com/" * n,
    "token-joiners": lambda n: "k=v.de&" * n,
}


PACKAGE = str(Path(md_autolinks.__file__).parent)


def work(text: str) -> int:
    """The number of Python lines of md_autolinks that uts58 runs on ``text`` (regular
    expressions it calls have no backtracking, so their cost follows the text's size)."""
    lines = 0

    def trace(frame: FrameType, event: str, arg: object) -> Callable[..., object] | None:
        nonlocal lines
        if not frame.f_code.co_filename.startswith(PACKAGE):
            return None
        if event == "line":
            lines += 1
        return trace

    sys.settrace(trace)
    try:
        find_links(text, mode="uts58")
    finally:
        sys.settrace(None)
    return lines


@pytest.mark.parametrize("build", HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_runs_cost_work_in_proportion_to_size(build: Callable[[int], str]) -> None:
    small, large = work(build(SIZE)), work(build(4 * SIZE))
    assert large <= 4 * small + 200, (small, large)
