"""A bidi control written as a character reference is the control where markdown-it writes
it into the page (docs/security.md#guaranteed, "Nothing is linked under an open override"):
``Pay &#x202e; https://evil.com/moc.lapyap.www//:sptth`` becomes ``Pay \\u202e <a ...>``,
which the browser draws reversed. The inline rule reads the override spans with such
references read as their characters
(:func:`~md_autolinks.markdown_it.source_text.entity_controls_read`); the text pass reads
the tokens, where markdown-it has already decoded them."""

from __future__ import annotations

import re

import pytest
from markdown_it import MarkdownIt

from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.markdown_it.source_text import entity_controls_read

CASES = [
    ("Pay &#x202e; https://evil.com/x me@evil.com", []),
    ("Pay &#8238;x https://evil.com/x", []),
    ("Pay &#x0202E;[t](u) https://evil.com/x me@evil.com", []),
    ("Pay &#x202D;`c` www.evil.com/y", []),
    ("Pay &#x202e;&#x202c; https://evil.com/x", ["https://evil.com/x"]),
    ("Pay &#x2067;x &#x202e; &#x2069; https://evil.com/x", ["https://evil.com/x"]),
    ("Pay \\&#x202e; https://evil.com/x", ["https://evil.com/x"]),
    ("Pay &#x202e *x* https://evil.com/x", ["https://evil.com/x"]),
    ("Pay &#x202e;\n\nhttps://evil.com/x", ["https://evil.com/x"]),
]
"""A page and the texts of the links made in it, the same in every mode: a reference to an
override bars what follows in its block, across constructs; one to a PDF, or to the PDI
closing an isolate around it, ends that; an escaped ``&`` or a reference without its ``;``
is text."""

_ANCHOR = re.compile(r'<a href="([^"]*)"[^>]*>(.*?)</a>')


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(("source", "made"), CASES)
def test_a_control_written_as_a_reference_acts_as_the_control(
    mode: str, source: str, made: list[str]
) -> None:
    """Each case's links, in each mode (md4c finds none of the first kind of case either
    way but the email and URL its text pass reads across tokens)."""
    parser = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    found = [text for href, text in _ANCHOR.findall(parser.render(source)) if href != "u"]
    assert found == made


def test_the_references_read_keep_every_offset() -> None:
    """Each reference to a control becomes the control and spaces; any other reference, an
    escaped one and one outside the window stay as written."""
    text = "&#x202e;a&#x41;\\&#8238;&#8238;b"
    assert entity_controls_read(text, 0, len(text)) == "\u202e       a&#x41;\\&#8238;\u202e      b"
    assert entity_controls_read(text, 1, len(text)) == "&#x202e;a&#x41;\\&#8238;\u202e      b"


@pytest.mark.parametrize(
    ("mode", "made"), [("gfm", []), ("md4c", ["https://evil.com/x"]), ("uts58", [])]
)
def test_a_reference_in_a_code_span_is_read_on_the_side_of_no_link(
    mode: str, made: list[str]
) -> None:
    """The code span shows ``&amp;#x202e;``, no control; the inline rule's kinds (every
    kind but md4c's, which the text pass finds in decoded tokens) read the paragraph's
    source and count it (docs/security.md#guaranteed)."""
    parser = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    rendered = parser.render("Pay `&#x202e;` https://evil.com/x")
    assert [text for _, text in _ANCHOR.findall(rendered)] == made
