"""Small pieces of the Python-Markdown front end, tested on their own."""

from __future__ import annotations

import pytest

from md_autolinks.finder import get_scanner
from md_autolinks.options import Options
from md_autolinks.pymd_host import is_escape, is_refusal, literal_prefixes, refusal_placeholder


@pytest.mark.parametrize(
    ("pattern", "prefixes"),
    [
        (r"://|www\.|@[A-Za-z0-9_/-]*[.][A-Za-z0-9]", ("://", "www.", "@")),
        ("[.\u3002][^\\W\\d_]", None),
        ("ab*c", ("a",)),
        ("ab?c|d", ("a", "d")),
        ("ab+c", ("ab",)),
        (r"x\.y", ("x.y",)),
        (r"\d", None),
        ("a(b|c)", ("a",)),
        ("(?!)", None),
    ],
)
def test_literal_prefixes_never_claim_more_than_the_pattern_needs(
    pattern: str, prefixes: tuple[str, ...] | None
) -> None:
    assert literal_prefixes(pattern) == prefixes


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_text_without_a_literal_prefix_holds_no_needle(mode: str) -> None:
    needle = get_scanner(Options.from_mapping({}, mode=mode)).needle
    prefixes = literal_prefixes(needle.pattern)
    samples = ["see http://a.com", "www.a.com", "a@b.co", "plain words", "x.org", "@ .", ""]
    for sample in samples:
        if prefixes is not None and not any(prefix in sample for prefix in prefixes):
            assert needle.search(sample) is None


def test_refusal_placeholders_are_told_from_a_writers_escapes() -> None:
    placeholder = refusal_placeholder("w")
    assert placeholder == "\x020119\x03"
    assert is_refusal(placeholder) and not is_escape(placeholder)
    assert is_escape("\x02119\x03") and not is_refusal("\x02119\x03")
