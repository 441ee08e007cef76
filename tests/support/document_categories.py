"""Why Python-Markdown with md-autolinks and cmark-gfm disagree on a generated document.

Each disagreeing link is put in one named host category, or in none: then the test fails.
Two outcomes are never a category: text lost or changed (checked before links), and a link
md-autolinks makes on text that cmark-gfm shows as plain, unlinked text (a link cmark-gfm
refuses).
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable, Iterator

import markdown

from support.escape_reading import ENTITY, read_escapes
from support.fuzz.html_anchors import Page, squeeze_markup

_ESCAPE = re.compile(r"\\[!-/:-@\[-`{-~]")
_PYMD_ESCAPED = frozenset(markdown.Markdown(extensions=["tables"]).ESCAPED_CHARS)
"""What Python-Markdown (with ``tables``) reads as an escape: fewer marks than CommonMark."""


def _escape_only_commonmark_reads(word: str) -> bool:
    """Whether ``word`` holds an escape of a mark CommonMark escapes and Python-Markdown
    shows with its backslash (``\\@``)."""
    return any(found.group()[1] not in _PYMD_ESCAPED for found in _ESCAPE.finditer(word))


def shows_backslash(text: str) -> bool:
    """Whether a link of cmark-gfm shows a backslash of the source (its www and URL links
    run through an escape as written: ``www.python.org\\*`` links ``www.python.org\\``),
    which Python-Markdown, having resolved the escape, never shows."""
    return "\\" in text


REFUSED = "link cmark-gfm refuses"
UNEXPLAINED = "unexplained"

Key = tuple[str | None, str]


EXTENT = "extent: cmark-gfm's link runs into syntax Python-Markdown parses first"
BACKSLASH_SHOWN = (
    "backslash escape: cmark-gfm's link shows its backslash, or CommonMark escapes a mark"
    " Python-Markdown does not"
)
ESCAPE_DEPARTURE = "escape: a link beside an escape departs from the one escape rule"


def extent_cause(key: Key, near: list[Key], source: str) -> str:
    """The host category of a link whose extent differs from cmark-gfm's (``near``): a link
    of cmark-gfm that shows no backslash and runs into no syntax Python-Markdown parses
    first, but has an escape Python-Markdown reads too inside it or beside it, is read by
    the one escape rule (:mod:`md_autolinks.common.escapes`): ours must be that link. That
    holds for a counterpart read from the same characters (one text holds the other), not for
    one that only ends where ours starts (:func:`_ends_into`), which is another link of the
    page: its text may stand elsewhere in the source."""
    for _, text in near:
        if not (key[1] in text or text in key[1]):
            continue
        other_syntax = _PARSED_FIRST.search(text)
        if not (shows_backslash(text) or other_syntax) and _touches_escape(source, text):
            return ESCAPE_DEPARTURE
    return EXTENT


_PARSED_FIRST = re.compile(r"[`<\[\]&]")
"""Syntax Python-Markdown parses before any link (code spans, raw HTML, links, entities):
a link of cmark-gfm that runs into it differs in extent whatever the escapes."""


def _touches_escape(source: str, text: str) -> bool:
    """Whether ``text`` occurs in ``source`` once its escapes (those Python-Markdown reads)
    are resolved, only with an escaped character inside it or right beside it."""
    plain, escaped = read_escapes(source, _PYMD_ESCAPED)
    spots = [found.start() for found in re.finditer(re.escape(text), plain)]
    return bool(spots) and all(
        any(escaped[max(0, spot - 1) : spot + len(text) + 1]) for spot in spots
    )


def disagreements(ours: list[Key], theirs: list[Key]) -> Iterator[tuple[str, Key, list[Key]]]:
    """``("extra" | "missing" | "extent", link, counterparts)`` for every link the two
    pages do not share (as multisets); a link of one page whose text overlaps a link only
    the other page has (:func:`_overlap`) is a difference of extent."""
    extra = list((Counter(ours) - Counter(theirs)).elements())
    missing = list((Counter(theirs) - Counter(ours)).elements())
    for key in extra:
        near = [other for other in missing if _overlap(key[1], other[1])]
        yield ("extent" if near else "extra"), key, near
    for key in missing:
        if not any(_overlap(key[1], other[1]) for other in extra):
            yield "missing", key, []


def _overlap(one: str, other: str) -> bool:
    """Whether two links' texts are read from the same characters of the source: one holds
    the other, or one begins with a stretch that ends the other and holds a link's needle
    (:data:`_NEEDLE`), so that a link starts in it (cmark-gfm's ``ftp://x)[]()http://w.com/(x``
    ends with the start of ``http://w.com/(x)``, which Python-Markdown links after the
    Markdown link ``[]()`` it parsed first)."""
    if not (one and other):
        return False
    return one in other or other in one or _ends_into(one, other) or _ends_into(other, one)


_NEEDLE = re.compile(r"://|[Ww][Ww][Ww]\.|@")
"""What starts a link of gfm mode: a scheme's ``://``, ``www.``, an email's ``@``."""


def _ends_into(first: str, second: str) -> bool:
    """Whether ``second`` begins with a stretch that ends ``first`` and holds a needle."""
    for size in range(min(len(first), len(second)) - 1, 0, -1):
        shared = second[:size]
        if first.endswith(shared):
            return _NEEDLE.search(shared) is not None
    return False


def _source_words(source: str, text: str) -> list[str]:
    """The words (runs without spaces) of ``source`` that hold ``text``'s first characters."""
    probe = text[:6]
    return [word for word in re.split(r"[ \t\n|]+", source) if probe and probe in word]


BLOCK_PARSE = "block parse: the hosts read the block differently (raw HTML, table, list)"


def _read_differently(
    source: str, text: str, shapes: Callable[[str], tuple[list[str], list[str]]]
) -> bool:
    """Whether a block of ``source`` holding ``text`` has other block elements in
    Python-Markdown than in cmark-gfm (``shapes``: see :func:`extra_cause`)."""
    blocks = [block for block in source.split("\n\n") if text[:6] in block]
    return any(shapes(block)[0] != shapes(block)[1] for block in blocks)


def missing_cause(
    key: Key, source: str, plain: Page, shapes: Callable[[str], tuple[list[str], list[str]]]
) -> str:
    """The host category of a link cmark-gfm makes and md-autolinks does not. ``shapes`` is
    as for :func:`extra_cause`."""
    _, text = key
    words = _source_words(source, text) or [source]
    if shows_backslash(text) or any(_escape_only_commonmark_reads(word) for word in words):
        return BACKSLASH_SHOWN
    if any(ENTITY.search(word) for word in words):
        return "entity in the link's run (Python-Markdown sets entities aside first)"
    if any(mark in word for word in words for mark in "`<"):
        return "code span or raw HTML in the link's run (Python-Markdown parses them first)"
    shown = squeeze_markup(plain.visible)
    if text not in shown or shown.count(text) < source.count(text):
        return "inline parse: Python-Markdown does not show the link's text as one run"
    if text not in unlinked_text(plain):
        return "inside a link: Python-Markdown made a link or raw <a> of that text"
    if text in code_text(plain):
        return "code: Python-Markdown shows the text as code (its tables split cells later)"
    if _inside_raw(source, text):
        return "raw <a> or <code> before it: md-autolinks never links inside them"
    if any("[" in word or "]" in word for word in words) or "[" in source:
        return "bracket: an open [ is matched differently by the two parsers"
    if _read_differently(source, text, shapes):
        return BLOCK_PARSE
    return UNEXPLAINED


_BLOCK_TAG = re.compile(r"<(p|ul|ol|li|h[1-6]|table|tr|td|th|blockquote|pre)[ >]")


def block_shape(html: str) -> list[str]:
    """The block elements of rendered HTML, in order."""
    return _BLOCK_TAG.findall(html)


RAW_BLOCK = "block parse: cmark-gfm reads raw HTML that runs on past blank lines (<?, <!--)"
EMPHASIS_ENDS = (
    "emphasis: Python-Markdown's own emphasis ends right after the text, where cmark-gfm"
    " reads the mark as part of the word (an email's domain)"
)


STRIPPED_SPACE = (
    "white space: Python-Markdown strips the Unicode white space (U+3000...) that starts a"
    " block, where cmark-gfm keeps it as text before the link"
)
_BLOCK_START = r"(?m)^[ \t]*(?:[*+-]|[0-9]+[.)]|#{1,6}|>)?[ \t]*[^\S\x00-\x7f]+"


def _after_stripped_space(source: str, text: str) -> bool:
    """Whether ``text`` starts a line of ``source`` after its block's mark and non-ASCII
    white space: ``str.strip`` (Python-Markdown's) takes that space away, CommonMark's
    stripping keeps it (``www.a.com`` after a U+3000 is no www link in cmark-gfm)."""
    return re.search(_BLOCK_START + re.escape(text[:6]), source) is not None


def extra_cause(
    key: Key,
    source: str,
    pages: tuple[Page, Page],
    shapes: Callable[[str], tuple[list[str], list[str]]],
    safe_cmark: Callable[[], Page],
) -> str:
    """The host category of a link md-autolinks makes and cmark-gfm does not. ``shapes``
    gives a block's :func:`block_shape` in Python-Markdown and in cmark-gfm; ``pages`` are
    cmark-gfm's page and Python-Markdown's page without md-autolinks; ``safe_cmark`` gives
    cmark-gfm's page with raw HTML omitted, which drops the text of a raw HTML block."""
    _, text = key
    cmark, plain = pages
    words = _source_words(source, text) or [source]
    if _read_differently(source, text, shapes):
        return BLOCK_PARSE
    if any(_escape_only_commonmark_reads(word) for word in words):
        return "backslash escape: CommonMark escapes every ASCII mark, Python-Markdown fewer"
    shown = unlinked_text(cmark)
    at = shown.find(text)
    if at > 0 and "[" in shown[:at] and "[" in code_text(plain):
        return "bracket: cmark-gfm's open [ is inside code in Python-Markdown"
    if text in code_text(cmark):
        return "code: cmark-gfm shows the text as code (a code span Python-Markdown does not see)"
    if at >= 0 and text not in unlinked_text(safe_cmark()):
        return RAW_BLOCK
    if (
        at >= 0
        and (f"{text}_" in source or f"{text}*" in source)
        and re.search(re.escape(html.escape(text, quote=False)) + "</(?:em|strong)>", plain.html)
    ):
        return EMPHASIS_ENDS
    if at >= 0 and _after_stripped_space(source, text):
        return STRIPPED_SPACE
    if at >= 0:
        return REFUSED
    return "inline parse: cmark-gfm does not show the link's text as plain text"


_CODE = re.compile(r"<code[^>]*>(.*?)</code>", re.DOTALL)


def code_text(page: Page) -> str:
    """The text of the page's ``<code>`` elements, squeezed."""
    return " ".join(
        squeeze_markup(re.sub(r"<[^>]+>", "", found)) for found in _CODE.findall(page.html)
    )


_RAW_TAG = re.compile(r"<(/?)(a|code)[\s>]", re.IGNORECASE)


def _inside_raw(source: str, text: str) -> bool:
    """Whether ``text`` stands after a raw ``<a ...>`` or ``<code>`` left open in its block
    (or table cell), counted as the front end counts them: each tag on its own, an end tag
    closing only its own kind."""
    probe = text[:6]
    for part in re.split(r"\n\n|\|", source):
        at = part.find(probe)
        while at >= 0:
            open_tags = {"a": 0, "code": 0}
            for tag in _RAW_TAG.finditer(part, 0, at):
                name = tag.group(2).lower()
                open_tags[name] = max(0, open_tags[name] + (-1 if tag.group(1) else 1))
            if any(open_tags.values()):
                return True
            at = part.find(probe, at + 1)
    return False


def unlinked_text(page: Page) -> str:
    """The page's visible text outside its anchors, squeezed."""
    visible = squeeze_markup(page.visible)
    for anchor in page.anchors:
        visible = visible.replace(squeeze_markup(anchor.text), "\x00", 1)
    return visible
