"""What Python-Markdown's finished tree holds besides text: placeholders and elements.

By the time the tree pass runs, Python-Markdown has set some inline source aside behind
placeholders (``STX ... ETX``) that stay in the text until its postprocessors: raw HTML and
entities (the HTML stash), backslash escapes (``STX`` + code point + ``ETX``) and, with
``footnotes``, the no-break space before a back reference. :class:`Placeholders` says what
each stands for, for one document; it holds no state of its own, so nothing outlives
``Markdown.reset()``.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree
from collections.abc import Iterator, Mapping

from markdown import Markdown, util

from ..common.escapes import kept_beside_escapes, resolved_escapes_read_as_characters
from ..common.text_runs import OPAQUE, RAW_HTML_EDGE, links_within
from ..engine.bidi import holds_override
from ..engine.model import Link
from ..engine.scanners.base import Scanner
from ..engine.unicode_props import is_invisible

EMPHASIS_TAGS = frozenset(
    {"em", "strong", "b", "i", "del", "s", "strike", "ins", "mark", "u", "sub", "sup"}
)
"""Inline elements made from delimiter runs (``*``, ``_``, ``~``, ``^``, ``=``): their edges
stand where a mark stood in the source, which the link rules read like a space."""
INLINE_TAGS = EMPHASIS_TAGS | frozenset(
    {
        "a",
        "code",
        "kbd",
        "samp",
        "span",
        "abbr",
        "small",
        "big",
        "cite",
        "q",
        "dfn",
        "img",
        "br",
        "time",
        "input",
    }
)


PLACEHOLDER = re.compile("\x02[^\x02\x03]*\x03")
_ESCAPE = re.compile("\x02[1-9][0-9]*\x03")
_REFUSAL = re.compile("\x020[0-9]+\x03")
_FOOTNOTE_NBSP = "\x02qq3936677670287331zz\x03"
"""Python-Markdown's footnotes put this before a back reference; it becomes ``&#160;``."""
ATTRIBUTE_LIST = re.compile(r"\{:?[^{}\n]*\}")
"""Braces ``attr_list`` may yet read as an attribute list (``{: .cls }``, ``{ #id }``, and
any ``{ ... }`` after an inline element), before it has run."""
_NAMED = r"[.#][^\s={}]+|[^\s={}]+=(?:\"[^\"{}\n]*\"|'[^'{}\n]*'|[^\s={}]+)"
_WORD = rf"{_NAMED}|[^\s={{}}]+"
ATTRIBUTE_LIST_SYNTAX = re.compile(
    rf"\{{(?::[ ]*(?:{_WORD})|[ ]*(?:{_NAMED}))(?:[ ]+(?:{_WORD}))*[ ]*\}}"
)
"""What reads as an attribute list in text ``attr_list`` has left (attr_list's own
grammar, ``markdown.extensions.attr_list``): braces around a ``.class``, ``#id`` or
``key=value`` and further words, or after ``{:`` any such words (``{: .c }``, ``{.c}``,
``{#id}``, ``{ data_www.b.com_=1 }``). Other text in braces (pymdownx.critic's
``{++ www.python.org ++}`` where critic is not loaded, ``{see www.python.org}``) is text."""
_ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
_NUMERIC_REFERENCE = re.compile(r"&#(?:[0-9]+|[xX][0-9a-fA-F]+);")
WRITTEN = re.compile(f"{PLACEHOLDER.pattern}|{_NUMERIC_REFERENCE.pattern}")
"""A placeholder, or a numeric character reference left in the text."""
NUMERIC_REFERENCE_START = "&#"
"""How a numeric character reference starts: a page whose source holds none has no bidi
control written as a reference (HTML names none of them, ``html.entities.html5``)."""


class Placeholders:
    """What a placeholder in the finished tree stands for (one Markdown instance)."""

    def __init__(self, md: Markdown) -> None:
        self.md = md

    def raw_html(self, placeholder: str) -> str:
        """The raw HTML an HTML-stash placeholder stands for, or ``""``."""
        found = util.HTML_PLACEHOLDER_RE.fullmatch(placeholder)
        if not found:
            return ""
        index = int(found.group(1))
        blocks = self.md.htmlStash.rawHtmlBlocks
        block = blocks[index] if index < len(blocks) else ""
        return block if isinstance(block, str) else ""

    def context(self, placeholder: str, *, before: bool) -> str:
        """The character the link rules see where ``placeholder`` stands, ``before`` the
        text read or after it.

        A stashed entity (``&amp;``, smarty's ``&rdquo;``) is its character, the space
        footnotes put before a back reference nothing (the writer's text ends there), raw
        HTML its ``<`` (:data:`~md_autolinks.common.text_runs.RAW_HTML_EDGE`: the engine
        never takes context into a link), but before the text
        the white space it ends with, where it ends with some (the checkbox
        ``pymdownx.tasklist`` stashes with the space after ``[ ]``: ``- [ ] www.a.com``);
        anything else (an escape) is :data:`~md_autolinks.common.text_runs.OPAQUE`.
        """
        if placeholder == _FOOTNOTE_NBSP:
            return ""
        raw = self.raw_html(placeholder)
        if raw and _ENTITY.fullmatch(raw):
            return html.unescape(raw)[:1] or OPAQUE
        if before and raw[-1:].isspace():
            return raw[-1]
        return RAW_HTML_EDGE if raw.startswith("<") else OPAQUE

    def entity(self, placeholder: str) -> str:
        """The character(s) of the entity reference a placeholder stands for, or ``""``
        when it stands for none or for an invisible one (``&ZeroWidthSpace;``, ``&shy;``),
        which stays a placeholder: read as the character inside a token, it leaves no
        piece of the token linked (docs/security.md), as in the markdown-it-py plugin."""
        raw = self.raw_html(placeholder)
        if not raw or not _ENTITY.fullmatch(raw):
            return ""
        characters = html.unescape(raw)
        return "" if any(is_invisible(character) for character in characters) else characters

    def numeric_reference(self, written: str) -> str:
        """The character a numeric character reference stands for, as a browser decodes
        it: ``written`` (a match of :data:`WRITTEN`) is the placeholder of one that
        Python-Markdown stashed (``&#x202e;``, ``&#8238;``) or one it left in the text
        (``&#X202E;``, which its serializer writes as it stands); ``""`` for any other
        placeholder. How a bidi control written as a reference is found (no named
        reference stands for one)."""
        raw = self.raw_html(written) if written.startswith(util.STX) else written
        return html.unescape(raw) if _NUMERIC_REFERENCE.fullmatch(raw) else ""

    def holds_written_override(self, text: str) -> bool:
        """Whether ``text`` holds a directional override (LRO, RLO) written as a numeric
        character reference (:meth:`numeric_reference`)."""
        return any(
            holds_override(self.numeric_reference(found.group()))
            for found in WRITTEN.finditer(text)
        )

    def as_seen(
        self,
        text: str,
        *,
        escapes: bool,
        entities: bool,
        kept: frozenset[str] = frozenset(),
        written: bool = False,
    ) -> Seen | None:
        """``text`` with its backslash escapes (with ``escapes``; but those of ``kept``
        characters) and entity references (with ``entities``) written as the characters the
        reader sees, or ``None`` when it holds none of them (:class:`Seen`). With
        ``written`` (and not ``entities``), an entity reference is written as in the source
        (``&#47;``), where cmark-gfm finds www and URL links."""
        pieces: list[str] = []
        where: list[int] = []
        decoded: list[tuple[int, int]] = []
        cursor = 0
        for found in PLACEHOLDER.finditer(text):
            placeholder = found.group()
            entity = ""
            if escapes and is_escape(placeholder):
                characters = escaped_char(placeholder)
                if characters in kept:
                    continue
            elif entities:
                characters = entity = self.entity(placeholder)
            elif written:
                raw = self.raw_html(placeholder)
                characters = raw if _ENTITY.fullmatch(raw) else ""
            else:
                characters = ""
            if not characters:
                continue
            pieces.append(text[cursor : found.start()])
            where.extend(range(cursor, found.start()))
            if entity:
                decoded.append((len(where), len(where) + len(entity)))
            pieces.append(characters)
            where.append(found.start())
            where.extend([-1] * (len(characters) - 1))
            cursor = found.end()
        if not pieces:
            return None
        pieces.append(text[cursor:])
        where.extend(range(cursor, len(text) + 1))
        return Seen("".join(pieces), where, decoded)


class Seen:
    """A text as the reader sees it (:meth:`Placeholders.as_seen`): ``text``; for each of
    its offsets (and its end) the offset of the tree's text it stands at, ``-1`` inside the
    characters of one placeholder (no link starts or ends there); and where in ``text`` the
    characters of entity references stand (``decoded``, in order)."""

    __slots__ = ("decoded", "text", "where")

    def __init__(self, text: str, where: list[int], decoded: list[tuple[int, int]]) -> None:
        self.text = text
        self.where = where
        self.decoded = decoded

    def touches_entity(self, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` holds the character of an entity reference or stands
        right beside one."""
        return any(first <= end and start <= last for first, last in self.decoded)


def is_escape(placeholder: str) -> bool:
    """Whether a placeholder stands for a backslash-escaped character."""
    return _ESCAPE.fullmatch(placeholder) is not None


def escaped_char(placeholder: str) -> str:
    """The character a backslash-escape placeholder (:func:`is_escape`) stands for."""
    return chr(int(placeholder[1:-1]))


def refusal_placeholder(char: str) -> str:
    """A placeholder for ``char`` in the form of Python-Markdown's backslash escapes, whose
    ``unescape`` tree processor turns it back into ``char``; the leading zero tells it from
    a writer's escape (:func:`is_refusal`)."""
    return f"{util.STX}0{ord(char)}{util.ETX}"


def refusals_read_through(text: str, emails: Scanner) -> str:
    """``text`` with each refusal placeholder (:func:`refusal_placeholder`) that an email of
    ``emails`` would span, read with every refusal as its character, written back as that
    character.

    The guard refuses a www or URL link that the raw source does not make, at its second
    character, before emphasis is parsed. Where the emphasis mark after it did not end the
    run of text (``www.a.com._me@example.com, _x_``: the first ``_`` pairs with nothing),
    the text node holds the word as written, and the reference finds an email in it after
    emphasis, as the tree pass does; the refusal would cut that email, while the link it
    was made against cannot be found in the word as written anyway.
    """
    found = list(_REFUSAL.finditer(text))
    if not found:
        return text
    read = _REFUSAL.sub(lambda placeholder: escaped_char(placeholder.group()), text)
    refused_at: list[int] = []
    shrunk = 0
    for placeholder in found:
        refused_at.append(placeholder.start() - shrunk)
        shrunk += len(placeholder.group()) - 1
    spanned = {
        index
        for link in emails.iter_links(read)
        for index, at in enumerate(refused_at)
        if link.start <= at < link.end
    }
    if not spanned:
        return text
    numbered = iter(range(len(found)))
    return _REFUSAL.sub(
        lambda placeholder: (
            escaped_char(placeholder.group()) if next(numbered) in spanned else placeholder.group()
        ),
        text,
    )


_LOST_START = re.compile(f"(?<!{util.STX})klzzwxh:([0-9]+){util.ETX}")


def mend_lost_placeholders(root: etree.Element, stashed: Mapping[str, object]) -> None:
    """Put back the text of inline placeholders that lost their first character.

    Python-Markdown 3.11's delimiter processor can drop the character after a run it
    rebuilds (``*see **(*x`` loses its ``x``). When that character is the start of a
    placeholder the guard caused, the rest of the placeholder (``klzzwxh:0000`` and a control
    character) would reach the page and the text it stands for would be lost; each such
    piece whose stashed node is text is written back as that text."""

    def mended(found: re.Match[str]) -> str:
        node = stashed.get(found.group(1))
        return node if isinstance(node, str) else found.group()

    for element in root.iter():
        for name in ("text", "tail"):
            value = getattr(element, name)
            if value and "klzzwxh:" in value:
                text = _LOST_START.sub(mended, value)
                atomic = isinstance(value, util.AtomicString)
                setattr(element, name, util.AtomicString(text) if atomic else text)


def kept_beside_escapes_in_run(
    scanner: Scanner, framed: str, link: Link, *, left: int, limit: int, before: str, after: str
) -> bool:
    """Whether the tree pass makes ``link``, found in the run ``framed[left:limit]`` of
    inline source, where the writer's backslash escapes stand beside the run (``before`` /
    ``after``: their placeholders, or ``""``), under the one escape rule
    (:mod:`md_autolinks.common.escapes`): in gfm and uts58 the link must be the one found
    where each escape is its character (``x\\_me@a.org`` is one email, so ``me@a.org`` is
    not made); in md4c an escape beside it must allow it
    (:func:`~md_autolinks.common.escapes.kept_beside_escapes`)."""
    if not resolved_escapes_read_as_characters(scanner):
        return kept_beside_escapes(
            escaped_char(before) if before and link.start == left else "",
            escaped_char(after) if after and link.end == limit else "",
        )
    prefix = escaped_char(before) if before else framed[:left]
    suffix = escaped_char(after) if after else framed[limit:]
    seen = prefix + framed[left:limit] + suffix
    shift = len(prefix) - left
    wanted = (link.start + shift, link.end + shift)
    end = len(seen) if after else limit + shift
    return any((found.start, found.end) == wanted for found in links_within(scanner, seen, 0, end))


def attribute_lists(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Where, in ``text[start:end]`` of a paragraph's inline source, braces stand that
    ``attr_list`` may yet read as an attribute list (:data:`ATTRIBUTE_LIST`), or that the
    tree pass reads as one (:data:`ATTRIBUTE_LIST_SYNTAX`): the guard neither keeps syntax
    out of a link there nor refuses one (``{ data_www.b.com_=1 }`` is an attribute name to
    ``attr_list``, which reads it before any link is made). ``attr_list`` reads braces
    right after an inline element (after a character that is neither a space nor a letter
    or digit: an emphasis mark, a placeholder) and at the end of a block
    (``markdown.extensions.attr_list``); other braces (``{++ www.python.org ++}``) are
    text."""
    for found in ATTRIBUTE_LIST.finditer(text, start, end):
        at, after = found.start(), found.end()
        before = text[at - 1] if at else " "
        ends_block = not text[after:].strip(" ") and before.isspace()
        after_element = not before.isspace() and not before.isalnum()
        if ends_block or after_element or ATTRIBUTE_LIST_SYNTAX.fullmatch(found.group()):
            yield at, after


HEADER_LIKE_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "dt", "td", "th"})
"""The elements whose text ``attr_list`` reads with its ``HEADER_RE`` (an attribute list
after a space at the end of the text); other blocks' with ``BLOCK_RE`` (on a line of its
own)."""
_GREEDY_OPENING = re.compile(r"\{:?[ ]*[^}\n ]")
"""Where ``attr_list``'s own grammar (its ``BASE_RE``) may start an attribute list: a
``{``, an optional ``:`` and spaces, then a character other than ``}``, a space or a line
break."""


def widest_attribute_list(
    text: str, line_start: int, line_end: int, *, heading: bool
) -> tuple[int, int] | None:
    """The widest stretch of the line ``text[line_start:line_end]`` of a block's inline
    source that ``attr_list`` may read as one attribute list, or ``None``. Its grammar
    (``markdown.extensions.attr_list``, ``BASE_RE``) runs from a ``{`` (:data:`_GREEDY_OPENING`)
    greedily to the line's last ``}``, over any braces between: in the heading
    ``# see {https://a.com/x*y*z) { #id }`` it reads all of ``{https://...}`` once nothing
    splits the text, and ``*y*`` alone does. It reads one where it stands at the end of a
    ``heading``'s text (``HEADER_RE``, for headings, table cells and terms: after a
    space), at the start of a block's last line (``BLOCK_RE``), or right after an inline
    element (``INLINE_RE``: after a character that is neither a space nor a letter or
    digit); the leftmost such ``{`` gives the widest stretch."""
    close = text.rfind("}", line_start, line_end)
    if close < 0:
        return None
    ends_block = not text[close + 1 :].strip(" ")
    for found in _GREEDY_OPENING.finditer(text, line_start, close):
        at = found.start()
        before = text[at - 1] if at else " "
        if not before.isspace() and not before.isalnum():
            return at, close + 1
        if not ends_block:
            continue
        if (heading and before == " ") or (line_start and not text[line_start:at].strip(" ")):
            return at, close + 1
    return None


def attribute_lists_left(text: str) -> Iterator[tuple[int, int]]:
    """Where ``text``, once ``attr_list`` has run, holds one of its attribute lists that it
    left in the text (:data:`ATTRIBUTE_LIST_SYNTAX`): the tree pass links nothing inside or
    across one (docs/python-markdown.md), and links other text in braces as any text."""
    for found in ATTRIBUTE_LIST_SYNTAX.finditer(text):
        yield found.start(), found.end()


def write_back_refusals(root: etree.Element) -> None:
    """Write each refusal placeholder (:func:`refusal_placeholder`) of the tree back as its
    character, once the tree pass has read them: the passes after it (``abbr``, ``smarty``,
    ``toc``) then read the text as they would without md-autolinks."""
    for element in root.iter():
        for name in ("text", "tail"):
            value = getattr(element, name)
            if value and util.STX in value and _REFUSAL.search(value):
                text = _REFUSAL.sub(lambda found: escaped_char(found.group()), value)
                atomic = isinstance(value, util.AtomicString)
                setattr(element, name, util.AtomicString(text) if atomic else text)


def is_refusal(placeholder: str) -> bool:
    """Whether a placeholder is one of :func:`refusal_placeholder`'s: no link touches it."""
    return _REFUSAL.fullmatch(placeholder) is not None
