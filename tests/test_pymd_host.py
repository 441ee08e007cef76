"""Small pieces of the Python-Markdown front end, tested on their own."""

from __future__ import annotations

from md_autolinks.pymd_host import is_escape, is_refusal, refusal_placeholder


def test_refusal_placeholders_are_told_from_a_writers_escapes() -> None:
    placeholder = refusal_placeholder("w")
    assert placeholder == "\x020119\x03"
    assert is_refusal(placeholder) and not is_escape(placeholder)
    assert is_escape("\x02119\x03") and not is_refusal("\x02119\x03")
