"""Small pieces of the Python-Markdown front end, tested on their own."""

from __future__ import annotations

from md_autolinks.engine.finder import scanner_for_kinds
from md_autolinks.engine.model import LinkKind
from md_autolinks.engine.options import Options
from md_autolinks.python_markdown.placeholders import (
    is_escape,
    is_refusal,
    refusal_placeholder,
    refusals_read_through,
)


def test_refusal_placeholders_are_told_from_a_writers_escapes() -> None:
    placeholder = refusal_placeholder("w")
    assert placeholder == "\x020119\x03"
    assert is_refusal(placeholder) and not is_escape(placeholder)
    assert is_escape("\x02119\x03") and not is_refusal("\x02119\x03")


def test_an_email_reads_through_the_refusals_it_spans_and_no_other() -> None:
    emails = scanner_for_kinds(Options.from_mapping({"mode": "gfm"}), {LinkKind.EMAIL})
    refused = refusal_placeholder("w")
    text = f"w{refused}w.a.com._me@x.com and w{refused}w.b.com. and w{refused}w.c.com_y@z.org"
    assert refusals_read_through(text, emails) == (
        f"www.a.com._me@x.com and w{refused}w.b.com. and www.c.com_y@z.org"
    )
    assert refusals_read_through("no refusal a@b.com", emails) == "no refusal a@b.com"
