"""Asking the engine about a run of finished text, as every front end does.

A front end hands the engine one run of plain text at a time (a text node, a text
token). What surrounds the run matters to the rules (``www.`` must follow a space, an
email must not be followed by a letter), so the run is framed with one context
character on each side: :data:`DELIMITER` where the run meets a line edge or a matched
emphasis mark, :data:`OPAQUE` where it meets anything else (code, an existing link,
an escape, an image).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from .finder import get_scanner, scanner_for_kinds
from .model import Link, LinkKind
from .options import Options
from .scanners.base import Scanner

DELIMITER = " "
"""Context for the engine: a line edge or a matched emphasis mark."""
OPAQUE = "\ufffc"
"""Context for the engine: something that is neither text nor a delimiter."""


def inline_kinds(options: Options) -> frozenset[LinkKind]:
    """The kinds the mode claims from raw inline source, before emphasis is parsed."""
    return get_scanner(options).INLINE_KINDS & options.kinds


def split_scanners(options: Options) -> tuple[Scanner, Scanner]:
    """``(inline, text)``: the scanner for the mode's inline kinds, and the one for the rest.

    Either may have no kinds (``scanner.kinds`` empty); a front end then skips its hook.
    """
    claimed = inline_kinds(options)
    return scanner_for_kinds(options, claimed), scanner_for_kinds(options, options.kinds - claimed)


def links_in_run(scanner: Scanner, text: str, before: str, after: str) -> Iterator[Link]:
    """The links of ``text`` read between the context characters ``before`` and ``after``.

    Offsets are those of ``text``; no link reaches into the context.
    """
    if not text:
        return
    framed = before + text + after
    for link in scanner.iter_links(framed, 1, len(framed) - 1):
        yield Link(link.start - 1, link.end - 1, link.kind, link.href, link.text)


def split_at_links(text: str, links: Iterable[Link]) -> Iterator[str | Link]:
    """``text`` as alternating plain pieces (non-empty strings) and the links between them."""
    cursor = 0
    for link in links:
        if link.start > cursor:
            yield text[cursor : link.start]
        yield link
        cursor = link.end
    if cursor < len(text):
        yield text[cursor:]


RAW_OPAQUE_TAGS: tuple[str, ...] = ("a", "code", "kbd", "samp", "pre", "script", "style")
"""Raw HTML elements whose content is never linked: link text already, or code."""
_RAW_OPEN = re.compile(rf"<(?:{'|'.join(RAW_OPAQUE_TAGS)})[\s>]", re.IGNORECASE)
_RAW_CLOSE = re.compile(rf"</(?:{'|'.join(RAW_OPAQUE_TAGS)})\s*>", re.IGNORECASE)


def raw_opaque_effect(raw_html: str) -> int:
    """+1 for a raw start tag of :data:`RAW_OPAQUE_TAGS`, -1 for its end tag, 0 otherwise.

    A front end sums these over the raw HTML it passes: while the sum is positive, the text
    is inside ``<a>...</a>`` (link text already) or ``<code>...</code>`` and the like.
    """
    if _RAW_OPEN.match(raw_html):
        return 1
    if _RAW_CLOSE.match(raw_html):
        return -1
    return 0


BLOCKED_BY_OPEN_BRACKET = frozenset({"gfm"})
"""Modes whose reference makes no inline links while a ``[`` is open (cmark-gfm)."""

_BRACKET = re.compile(r"[\[\]]")


def bracket_depth(text: str, depth: int = 0, start: int = 0, end: int | None = None) -> int:
    """How many ``[`` are open after ``text[start:end]``, given ``depth`` open before it
    (cmark's bracket stack: ``[`` pushes, ``]`` pops when something is open)."""
    stop = len(text) if end is None else end
    if text.find("[", start, stop) < 0:
        return max(0, depth - text.count("]", start, stop))
    for bracket in _BRACKET.finditer(text, start, stop):
        depth = depth + 1 if bracket.group() == "[" else max(0, depth - 1)
    return depth


EMPHASIS_MARKS = frozenset("*_~")


def without_closing_emphasis(scanner: Scanner, text: str, link: Link) -> Link | None:
    """``link`` without a trailing run of ``*``, ``_`` or ``~`` that closes the same run
    opened just before it: in ``**https://a.com/x**`` the link is ``https://a.com/x``.

    Modes whose links may contain these characters (uts58) would otherwise swallow the
    closing emphasis of Markdown source; the shortened link is scanned again so that the
    mode's own rules still hold for it.
    """
    mark = text[link.start - 1] if link.start else ""
    if mark not in EMPHASIS_MARKS or not link.text.endswith(mark):
        return link
    opened = 1
    while opened < link.start and text[link.start - 1 - opened] == mark:
        opened += 1
    closed = len(link.text) - len(link.text.rstrip(mark))
    return next(scanner.iter_links(text, link.start, link.end - min(opened, closed)), None)
