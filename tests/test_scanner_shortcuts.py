"""The scanners' one-match shortcuts give exactly what their character-wise scans give."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from md_autolinks.scanners import uts58
from md_autolinks.scanners.domains import HostScanner, is_host

TAIL_PIECES = [
    "/", "?", "#", "=", "&", ":", "~", ":~:", ".", ",", "!", "'", "a", "Z9", "-", "_", "%2F",
    "(", ")", "[", "]", "{", "}", "<", ">", " ", "\n", "é", "\u200b", "\u3002", "\uff09",
]  # fmt: skip
NEVER = re.compile("(?!)")


@settings(max_examples=3000)
@given(
    initiator=st.sampled_from(["/", "?", "#"]),
    tail=st.lists(st.sampled_from(TAIL_PIECES), max_size=14).map("".join),
)
@example(initiator="/", tail="a#b?")
@example(initiator="#", tail="a(b/c):~:d)")
def test_terminate_s_runs_end_where_the_character_wise_rule_does(
    initiator: str, tail: str
) -> None:
    text = "a.com" + initiator + tail
    shortcut = uts58.terminate(text, 5, len(text))
    runs = uts58._FREE_RUNS
    uts58._FREE_RUNS = dict.fromkeys(runs, NEVER)
    try:
        assert shortcut == uts58.terminate(text, 5, len(text))
    finally:
        uts58._FREE_RUNS = runs


@settings(max_examples=2000)
@given(
    text=st.lists(st.sampled_from(["a", "-", ".", "é", " ", "_", "\u00ad", "ü", "!"]), max_size=12)
    .map("".join),
    data=st.data(),
)
def test_a_host_starts_after_the_last_character_that_is_not_a_host_s(
    text: str, data: st.DataObject
) -> None:
    dot = data.draw(st.integers(0, len(text)))
    floor = data.draw(st.integers(0, dot))
    expected = dot
    while expected > floor and is_host(text[expected - 1]):
        expected -= 1
    assert HostScanner(text, floor).host_start(dot, floor) == expected
