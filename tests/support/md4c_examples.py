"""MD4C's example files seen the way the md4c mode's tests need them.

* :data:`EXAMPLES`: every example of ``tests/fixtures/md4c/*.txt``, in file order.
* :func:`kinds_for`: the link kinds an example's md2html flag lines switch on.
* :func:`expected_autolinks`: the ``(href, text)`` of the permissive autolinks in an
  example's expected HTML, told apart from ``<...>`` autolinks and ``[..](..)`` links
  by the Markdown source.
* :func:`engine_segments`: the plain text segments a front end hands the engine for
  that example, framed by their context characters. They are read from the expected
  HTML (md4c's own parse of the blocks, emphasis, code spans and links) after every
  permissive autolink has been turned back into plain text, so the engine has to find
  each of them again by itself.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

from md_autolinks.engine.hrefs import encode_href
from support.html_normalize import BLOCK_TAGS, VOID_TAGS
from support.paths import FIXTURES
from support.spec_files import SpecExample, read_examples

DELIMITER = " "
"""Context meaning "line edge or matched emphasis mark" (see ``scanners/base.py``)."""
OPAQUE = "\ufffc"
"""Context meaning "something opaque that is not a delimiter"."""

FILES = ("spec-permissive-autolinks.txt", "regressions.txt")
EXAMPLES: list[SpecExample] = [
    example for name in FILES for example in read_examples(FIXTURES / "md4c" / name, "md4c")
]

ALL_KINDS = ("url", "www", "email")
_FLAG_KINDS = {
    "--fpermissive-url-autolinks": ("url",),
    "--fpermissive-www-autolinks": ("www",),
    "--fpermissive-email-autolinks": ("email",),
    "--fpermissive-autolinks": ALL_KINDS,
}


def flags_of(example: SpecExample) -> list[str]:
    """The md2html flags of an example (a flag line may hold several)."""
    return [flag for line in example.flags for flag in line.split()]


def kinds_for(example: SpecExample) -> tuple[str, ...]:
    """The kinds the example's flags name; all three when it names none."""
    named = {kind for flag in flags_of(example) for kind in _FLAG_KINDS.get(flag, ())}
    if not named:
        return ALL_KINDS
    return tuple(kind for kind in ALL_KINDS if kind in named)


def names_autolink_flags(example: SpecExample) -> bool:
    """Whether md4c's own runner turns permissive autolinks on for this example."""
    return any(flag in _FLAG_KINDS for flag in flags_of(example))


_ANCHOR = re.compile(r"<a\s[^>]*?href=\"([^\"]*)\"[^>]*>(.*?)</a>", re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def _is_permissive_autolink(href: str, text: str, markdown: str) -> bool:
    """An anchor whose href is its text (or ``http://``/``mailto:`` + text), whose text
    is plain, and which the source does not write as ``<text>`` or ``[text]``."""
    if _TAG.search(text):
        return False
    written = html.unescape(text)
    target = encode_href(html.unescape(href))
    if target not in {encode_href(prefix + written) for prefix in ("", "http://", "mailto:")}:
        return False
    written_elsewhere = (f"<{written}>", f"<mailto:{written}>", f"[{written}]")
    return not any(form in markdown for form in written_elsewhere)


def autolinks_in(rendered: str, markdown: str) -> list[tuple[str, str]]:
    """``(href, text)`` of the permissive autolinks of ``rendered`` HTML, in order."""
    return [
        (encode_href(html.unescape(href)), html.unescape(text))
        for href, text in _ANCHOR.findall(rendered)
        if _is_permissive_autolink(href, text, markdown)
    ]


def expected_autolinks(example: SpecExample) -> list[tuple[str, str]]:
    """``(href, text)`` of the permissive autolinks of the expected HTML, in order."""
    return autolinks_in(example.html, example.markdown)


def unlinked(rendered: str, markdown: str) -> str:
    """``rendered`` HTML with each permissive autolink replaced by its text."""

    def unwrap(found: re.Match[str]) -> str:
        href, text = found.group(1), found.group(2)
        if _is_permissive_autolink(href, text, markdown):
            return text
        return found.group(0)

    return _ANCHOR.sub(unwrap, rendered)


EMPHASIS_TAGS = frozenset({"em", "strong", "del", "u", "mark", "s"})
SKIPPED_TAGS = frozenset({"a", "code", "pre", "script", "style", "textarea", "title"})
LINE_EDGE_TAGS = (BLOCK_TAGS - {"pre"}) | {"br"}
"""Tags at which a line of text starts or ends: the block tags but ``pre``, and ``br``."""


class _Segments(HTMLParser):
    """Text runs between tags, each framed by what stands on either side."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.segments: list[str] = []
        self.pending: list[str] = []
        self.left = DELIMITER
        self.skip_depth = 0

    def _edge(self, right: str, next_left: str) -> None:
        if self.pending:
            self.segments.append(self.left + "".join(self.pending) + right)
        self.pending = []
        self.left = next_left

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skip_depth:
            self.skip_depth += tag not in VOID_TAGS
            return
        if tag in EMPHASIS_TAGS:
            self._edge(OPAQUE, DELIMITER)
        elif tag in LINE_EDGE_TAGS:
            self._edge(DELIMITER, DELIMITER)
        else:
            self._edge(OPAQUE, OPAQUE)
            if tag in SKIPPED_TAGS:
                self.skip_depth = 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID_TAGS:
            self.handle_starttag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID_TAGS:
            return
        if self.skip_depth:
            self.skip_depth -= 1
            return
        if tag in EMPHASIS_TAGS:
            self._edge(DELIMITER, OPAQUE)
        elif tag in LINE_EDGE_TAGS:
            self._edge(DELIMITER, DELIMITER)
        else:
            self._edge(OPAQUE, OPAQUE)

    def handle_data(self, data: str) -> None:
        if not self.skip_depth:
            self.pending.append(data)

    def handle_comment(self, data: str) -> None:
        if not self.skip_depth:
            self._edge(OPAQUE, OPAQUE)


def engine_segments(example: SpecExample) -> list[str]:
    """The framed text segments of the example: context, text, context."""
    parser = _Segments()
    parser.feed(unlinked(example.html, example.markdown))
    parser.close()
    parser._edge(DELIMITER, DELIMITER)
    return parser.segments
