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
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache

from ..engine.finder import get_scanner, scanner_for_kinds
from ..engine.model import Link, LinkKind, moved_link
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from ..engine.unicode_props import SYNTAX_LOOKALIKES, is_invisible
from .escapes import escaped_before, runs_through_escapes
from .never_linked import MATH_TAGS

DELIMITER = " "
"""Context for the engine: a line edge or a matched emphasis mark."""
OPAQUE = "\ufffc"
"""Context for the engine: something that is neither text nor a delimiter."""
LINK_BREAKS = " \t\n\r\f\v"
"""ASCII white space, which no link of any mode holds (GFM spec 6.9 and md4c end a link at
it; UTS #58 gives it Link_Term=Hard), so a scanner decides the links before one apart from
the text after it. Other white space may stand inside one: cmark-gfm's links run through
U+00A0 and U+3000."""


def inline_kinds(options: Options) -> frozenset[LinkKind]:
    """The kinds the mode claims from raw inline source, before emphasis is parsed."""
    return get_scanner(options).INLINE_KINDS & options.kinds


def split_scanners(options: Options) -> tuple[Scanner, Scanner]:
    """``(inline, text)``: the scanner for the mode's inline kinds, and the one for the rest.

    Either may have no kinds (``scanner.kinds`` empty); a front end then skips its hook.
    """
    claimed = inline_kinds(options)
    return scanner_for_kinds(options, claimed), scanner_for_kinds(options, options.kinds - claimed)


RAW_HTML_EDGE = "<"
"""Context for the engine: raw HTML beside a run, read as its ``<``, past which the engine
reads nothing (:func:`raw_html_read_apart`)."""


def raw_html_read_apart(src: str, spans: Iterable[tuple[int, int]]) -> str:
    """``src`` with each span of raw inline HTML in ``spans`` (in order, apart, each at
    least two characters long) written as :data:`RAW_HTML_EDGE` at each end and white space
    between, offsets unchanged.

    Rule: a raw tag is no text the reader sees, so no token runs through it: the text
    before it ends at its ``<``, and the text after it starts with its ``<``, as if a
    paragraph began there. ``<br>mailto:python.org`` shows the token
    ``mailto:python.org`` on a line of its own, where ``python.org`` is a piece of a URI,
    not a link, and ``http://localhost<br>@@`` shows ``http://localhost`` whole. This is how
    Python-Markdown's tree pass reads a stashed tag beside a run (its ``<``, one character of
    context, nothing past it); the front ends that claim links from a paragraph's source
    (markdown-it-py, mistune) read their source so in a mode whose scanner reads the text
    the reader sees (``READS_DECODED_TEXT``: uts58), where the characters of a tag would
    otherwise join the words beside it into one token."""
    pieces: list[str] = []
    cursor = 0
    for start, end in spans:
        pieces.append(src[cursor:start])
        pieces.append(RAW_HTML_EDGE + " " * (end - start - 2) + RAW_HTML_EDGE)
        cursor = end
    if not pieces:
        return src
    pieces.append(src[cursor:])
    return "".join(pieces)


INSIDE_TOKEN = OPAQUE + "\u200e"
"""Context for the engine: an invisible character inside a token (U+200E, which UTS #46
disallows and which no link crosses), after something opaque."""


def invisible_context(before: str, after: str) -> tuple[str, str]:
    """The context characters ``before`` and ``after`` a run, each read as standing inside
    a token where it is an invisible character or a look-alike of URL syntax (an entity
    reference such as ``&#x200e;``, ``&#x200b;`` or ``&#xFE56;`` read as its character).
    What lies past it is not known here, so it is taken to stand inside a token, where no
    link may start or end at it: an invisible character becomes :data:`INSIDE_TOKEN`
    (mirrored after the run), a look-alike
    (:data:`~md_autolinks.engine.unicode_props.SYNTAX_LOOKALIKES`) gets :data:`OPAQUE` on
    its far side (``https://www.pay&#x200e;pal.com``,
    ``https://evil.com&#x200b;.google.com`` and ``paypal.com&#xFE56;evil.com`` link
    nothing; ``docs/modes.md#hosts-starts-and-ends``, docs/security.md#guaranteed)."""
    if before:
        if is_invisible(before[-1]):
            before = INSIDE_TOKEN
        elif before[-1] in SYNTAX_LOOKALIKES:
            before = OPAQUE + before[-1]
    if after:
        if is_invisible(after[0]):
            after = INSIDE_TOKEN[::-1]
        elif after[0] in SYNTAX_LOOKALIKES:
            after = after[0] + OPAQUE
    return before, after


def links_in_run(scanner: Scanner, text: str, before: str, after: str) -> Iterator[Link]:
    """The links of ``text`` read between the context characters ``before`` and ``after``.

    Offsets are those of ``text``; no link reaches into the context, which
    :func:`invisible_context` widens past an invisible character, and the scan stops at the
    run's end. :func:`links_within` is the same framing read on into the context after the
    run, as Python-Markdown's passes read it.
    """
    if not text:
        return
    before, after = invisible_context(before, after)
    framed = before + text + after
    shift = len(before)
    for link in scanner.iter_links(framed, shift, shift + len(text)):
        yield moved_link(link, -shift)


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


@lru_cache(maxsize=8)
def _tag_pattern(tags: tuple[str, ...]) -> re.Pattern[str]:
    """A start tag (group 1) or an end tag (group 2) of one of ``tags``, or the start of a
    comment (neither group), whose text no tag is read in."""
    names = "|".join(tags)
    return re.compile(rf"<!--|<(?:({names})[\s/>]|/({names})\s*>)", re.IGNORECASE)


_SELF_CLOSED_FOREIGN = re.compile(rf"<(?:{'|'.join(MATH_TAGS)})(?:[\s/][^<>]*)?/>", re.IGNORECASE)
"""A start tag of MathML or SVG that closes itself (``<svg/>``, ``<math display="block"/>``):
HTML honours the ``/`` of a foreign element, which is then empty (the HTML Living Standard,
"The rules for parsing tokens in HTML content", any other start tag in foreign content); the
``/`` of any other start tag (``<a/>``) is ignored."""


class RawElements:
    """The raw HTML elements of a block whose content is never linked that are open where
    the front end has read to, given the block's raw HTML in order.

    Each tag is counted on its own: an end tag closes an element of its own kind, if one is
    open, and nothing else (in ``<a href="/x"> ... </code> www.a.com`` the text is still
    inside the ``<a>``, and no anchor is put in it).
    """

    __slots__ = ("_counts", "_tags", "depth")

    def __init__(self, tags: tuple[str, ...]) -> None:
        self._tags = _tag_pattern(tags)
        self._counts: dict[str, int] = {}
        self.depth = 0
        """How many of them are open: while it is positive, the text read is inside one."""

    def reset(self) -> None:
        """Start a new block: nothing is open."""
        self._counts.clear()
        self.depth = 0

    def holds(self, tags: tuple[str, ...]) -> bool:
        """Whether an element of one of ``tags`` (lower case, among this reader's) is open."""
        return bool(self.depth) and any(self._counts.get(tag) for tag in tags)

    def read(self, raw_html: str) -> None:
        """Follow one piece of raw HTML, each of its tags in order: a start tag of the tags
        opens an element, an end tag closes one of its own kind, a MathML or SVG start tag
        that closes itself opens nothing (:data:`_SELF_CLOSED_FOREIGN`), and a comment's text
        is not read. A piece may hold several tags (reST's ``raw`` role) or a whole element
        (pymdownx.tasklist stores ``<label ...>...</label>`` as one), which is then closed
        again at its end."""
        tag = self._tags.search(raw_html)
        while tag is not None:
            at = tag.end()
            opened, closed = tag.group(1), tag.group(2)
            if opened is None and closed is None:
                comment_end = raw_html.find("-->", at)
                if comment_end < 0:
                    return
                at = comment_end + 3
            elif opened is not None:
                if not _SELF_CLOSED_FOREIGN.match(raw_html, tag.start()):
                    name = opened.lower()
                    self._counts[name] = self._counts.get(name, 0) + 1
                    self.depth += 1
            elif self._counts.get(closed.lower()):
                self._counts[closed.lower()] -= 1
                self.depth -= 1
            tag = self._tags.search(raw_html, at)


EMPHASIS_MARKS = frozenset("*_~")


OPENING_PUNCTUATION_REACH = 4
"""How many punctuation characters may stand between an emphasis mark and the link it
opens before (``*'pypi.org/x's*``, ``*("https://a.com")*``): a bound, so the look back costs
the same for every link."""


def without_closing_emphasis(scanner: Scanner, text: str, link: Link) -> Link | None:
    """``link`` without a trailing run of ``*``, ``_`` or ``~`` that closes the same run
    opened just before it, or before punctuation that stands before it (CommonMark 6.2: a
    left-flanking run may be followed by punctuation): in ``**https://a.com/x**`` the link
    is ``https://a.com/x``, and in ``*'pypi.org/x's*`` it is ``pypi.org/x's``.

    Modes whose links may contain these characters (uts58) would otherwise swallow the
    closing emphasis of Markdown source; the shortened link is scanned again so that the
    mode's own rules still hold for it.
    """
    mark = link.text[-1:]
    if mark not in EMPHASIS_MARKS:
        return link
    before = link.start
    floor = max(0, before - OPENING_PUNCTUATION_REACH)
    while before > floor and _opening_punctuation(text[before - 1]):
        before -= 1
    if before == 0 or text[before - 1] != mark:
        return link
    opened = 1
    while opened < before and text[before - 1 - opened] == mark:
        opened += 1
    closed = len(link.text) - len(link.text.rstrip(mark))
    return next(scanner.iter_links(text, link.start, link.end - min(opened, closed)), None)


def _opening_punctuation(char: str) -> bool:
    """Whether ``char`` is punctuation that may stand between an emphasis mark and the link
    after it (not a mark, a letter, a digit or white space)."""
    return not (char in EMPHASIS_MARKS or char.isalnum() or char.isspace())


def without_opening_emphasis(
    scanner: Scanner,
    text: str,
    link: Link,
    end: int,
    marks: frozenset[str] = EMPHASIS_MARKS,
    *,
    stands_after: Callable[[str], bool] | None = None,
) -> Link | None:
    """``link`` without a leading run of ``*``, ``_`` or ``~`` when it is an email and the
    same mark stands again after it in ``text[:end]`` (or, where ``text`` holds only a run
    of the paragraph, after the run: ``stands_after(mark)``), where it may close the run as
    emphasis: an email never takes an emphasis mark (``I use *me@a.com daily*`` holds the
    email ``me@a.com``, and so does ``**me@a.com`x`**``; ``**@company.com accounts**``
    holds none). The rest is scanned again from after the run, so the mode's own rules
    still hold for it; a run with no mark after it (``_me@a.com``) stays part of the
    address, as UTS #58 reads it.

    Linear over a paragraph: each search runs from a link's end to the next mark, and a
    link starting with a mark is itself the next mark after the previous one.
    """
    if link.kind is not LinkKind.EMAIL:
        return link
    mark = link.text[:1]
    if mark not in marks:
        return link
    run = len(link.text) - len(link.text.lstrip(mark))
    if text.find(mark, link.end, end) < 0 and not (stands_after and stands_after(mark)):
        return link
    return next(scanner.iter_links(text, link.start + run, link.end), None)


def cut_before(scanner: Scanner, text: str, link: Link, cut: int) -> Link | None:
    """``link`` ended before ``cut``, where another rule of the page owns the source (a code
    span, raw HTML, a link, an escape): what is left is scanned again, so the mode's own
    rules hold for it, and is ``None`` unless it still starts where ``link`` did. The token
    front ends claim links from inline source this way (markdown-it, mistune).

    A link that runs through escapes as written (gfm's www and URL links,
    :func:`~md_autolinks.common.escapes.runs_through_escapes`) takes an escape whole or
    not at all once it is cut: the reference's link would have run on past the escape, so
    its backslash is never the last character of the shorter link, which would hand the
    escaped character to the parser unescaped (``http://a.com\\![x](y)`` would make the
    link ``[x](y)`` an image, ``*see http://a.com\\*`x``` emphasis). The link then ends
    before that backslash, scanned again once; where that one too would end in an escape's
    backslash, or start elsewhere, it is ``None``."""
    shorter = _rescanned(scanner, text, link, cut)
    if shorter is None or not runs_through_escapes(scanner, link.kind):
        return shorter
    if escaped_before(text, shorter.end + 1):
        shorter = _rescanned(scanner, text, link, shorter.end - 1)
    return None if shorter is None or escaped_before(text, shorter.end + 1) else shorter


def _rescanned(scanner: Scanner, text: str, link: Link, cut: int) -> Link | None:
    shorter = next(scanner.iter_links(text, link.start, cut), None)
    return shorter if shorter is not None and shorter.start == link.start else None


def without_emphasis(scanner: Scanner, text: str, link: Link, end: int) -> Link | None:
    """``link`` without the emphasis marks around it (:func:`without_closing_emphasis`,
    then :func:`without_opening_emphasis` up to ``end``, the paragraph's end), or ``None``
    where nothing of it is a link."""
    found = without_closing_emphasis(scanner, text, link)
    return None if found is None else without_opening_emphasis(scanner, text, found, end)


def links_within(scanner: Scanner, framed: str, start: int, limit: int) -> list[Link]:
    """The links of ``framed[start:limit]``, read on into the context after ``limit``, as a
    reference parser reads on into what follows (cmark-gfm's www rule looks one character
    past the host: ``www.<br>`` links ``www``), but none taking it in: a link that would is
    scanned again with ``limit`` as the end of the text. The context is a character or two,
    where no link starts, so only the last link can reach into it."""
    links = list(scanner.iter_links(framed, start, len(framed)))
    if links and links[-1].end > limit:
        last = next(scanner.iter_links(framed, links[-1].start, limit), None)
        links[-1:] = [] if last is None else [last]
    return links


_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
"""The embeddings, overrides, isolates and their terminators (UAX #9, 2.1-2.4)."""
_TAG = re.compile(r"<[^<>]*>")


def bidi_inside_embedded_neutral(src: str) -> str:
    """``src`` with each bidi control inside a raw MathML or SVG element (:data:`MATH_TAGS`)
    that closes again written as a space, offsets unchanged. HTML embeds those elements
    whole, each an atomic piece of the line, so a bidi control inside one does not reach
    the text around it (UAX #9 reads an atomic inline as one neutral character): the scanner
    then reads the text after the element apart from the text inside it, where nothing is
    linked (``<svg><text>\u202e...</text></svg> www.python.org`` links ``www.python.org``).
    In other raw elements (``<code>``) an override left open runs on in the browser, and so
    it does here; so does one in an element left open. Linear: one search for tags, each
    read once (:class:`RawElements`); an all-ASCII source (an O(1) test) holds no control."""
    if src.isascii() or "<" not in src or _BIDI_CONTROLS.search(src) is None:
        return src
    elements = RawElements(MATH_TAGS)
    spans: list[tuple[int, int]] = []
    opened_at = 0
    for tag in _TAG.finditer(src):
        was_open = elements.depth
        elements.read(tag.group())
        if not was_open and elements.depth:
            opened_at = tag.end()
        elif was_open and not elements.depth:
            spans.append((opened_at, tag.start()))
    if not spans:
        return src
    pieces: list[str] = []
    cursor = 0
    for start, end in spans:
        pieces.append(src[cursor:start])
        pieces.append(_BIDI_CONTROLS.sub(" ", src[start:end]))
        cursor = end
    pieces.append(src[cursor:])
    return "".join(pieces)
