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

from ..common.text_runs import OPAQUE, links_within
from ..engine.model import Link
from ..engine.scanners.base import Scanner

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
ATTRIBUTE_LIST = re.compile(r"\{:?[^}\n]*\}")
"""attr_list's ``{ ... }`` syntax (``{: .cls }``, ``{ #id }``)."""
_ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")


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

    def context(self, placeholder: str) -> str:
        """The character the link rules see where ``placeholder`` stands.

        A stashed entity (``&amp;``, smarty's ``&rdquo;``) is its character, the space
        footnotes put before a back reference nothing (the writer's text ends there), raw
        HTML its ``<`` (the engine never
        takes context into a link), anything else (an escape) is
        :data:`~md_autolinks.common.text_runs.OPAQUE`.
        """
        if placeholder == _FOOTNOTE_NBSP:
            return ""
        raw = self.raw_html(placeholder)
        if raw and _ENTITY.fullmatch(raw):
            return html.unescape(raw)[:1] or OPAQUE
        return raw[:1] if raw.startswith("<") else OPAQUE


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


def survives_raw_escapes(
    scanner: Scanner, framed: str, link: Link, *, left: int, limit: int, before: str, after: str
) -> bool:
    """Whether ``link`` is also the link a reference parser finds where the writer's
    backslash escapes beside the run (``before``/``after``: the placeholders, or ``""``)
    stand as written, backslash and all.

    cmark-gfm and md4c read ``\\*`` as two characters of the text, so a URL may run over
    them (cmark-gfm links ``www.a.com,\\`` in ``www.a.com,\\*``) while an email stops
    before them (``j.doe@a.org,\\*`` links ``j.doe@a.org``). Python-Markdown has already
    replaced the escape; the link is made only when both readings give the same span. The
    tree pass makes no other link beside an escape, and the guard keeps no syntax out of one.
    """
    prefix = "\\" + escaped_char(before) if before else framed[:left]
    suffix = "\\" + escaped_char(after) if after else framed[limit:]
    raw = prefix + framed[left:limit] + suffix
    shift = len(prefix) - left
    wanted = (link.start + shift, link.end + shift)
    end = len(raw) if after else limit + shift
    return any(
        (found.start, found.end) == wanted
        for found in links_within(scanner, raw, len(prefix), end)
        if found.start <= wanted[0]
    )


def attribute_lists(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Where ``attr_list``'s ``{ ... }`` syntax (:data:`ATTRIBUTE_LIST`) stands in
    ``text[start:end]``: nothing is linked inside or across it, so the guard neither keeps
    syntax out of a link there nor refuses one (``{ data_www.b.com_=1 }`` is an attribute
    name to ``attr_list``, which reads it before any link is made)."""
    for found in ATTRIBUTE_LIST.finditer(text, start, end):
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
