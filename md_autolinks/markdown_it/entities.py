"""Entity references inside and before a link, read as markdown-it reads them.

In a mode whose scanner has ``READS_DECODED_TEXT`` (uts58) a link is
found in the text a reader sees, where ``&shy;`` is its character; in the others (gfm,
md4c), as in cmark-gfm, a link is found in the source, where it is the characters
``&shy;`` and never ends the link (docs/getting-started.md#markdown-it-py).
"""

from __future__ import annotations

from markdown_it.rules_inline import StateInline

from ..common.text_runs import invisible_context, without_opening_emphasis
from ..engine.model import Link
from ..engine.scanners.base import Scanner
from ..engine.unicode_props import SYNTAX_LOOKALIKES
from .constructs import first_construct
from .render_state import OpenMarks
from .source_text import entity_at, read_entities

ENTITY_CONTEXT = 64
"""How much of the source after a link is read again with it when an entity reference
is read as its character: a bound, so that each link after an entity costs the same
however long its paragraph, and far more than the characters after a link that decide
where it ends (a ``_`` run, a soft character, before white space)."""


def link_over_entities(
    state: StateInline, scanner: Scanner, open_marks: OpenMarks, raw: Link
) -> Link | None:
    """The link starting at ``state.pos`` whose raw source holds an entity reference, read
    as the reader sees it, with offsets in the source: in
    ``https://example.com/?a=1&amp;b=2`` the link shows ``?a=1&b=2`` and its href holds the
    ``&`` once (``&amp;`` in HTML). The source from the link's start to its raw end and
    :data:`ENTITY_CONTEXT` after it, or to the first other construct there (an escape, a
    code span, an attribute block after closing emphasis: :func:`.first_construct`), is read
    with its entities as characters; the link found there must start where the raw one does
    and end at a source offset outside an entity, else ``None`` (the raw link is then cut at
    the entity)."""
    src, pos = state.src, state.pos
    reach = min(state.posMax, raw.end + ENTITY_CONTEXT)
    other = _other_construct(state, pos, reach, open_marks)
    if other is not None:
        reach = other
    text, where = read_entities(src, pos, reach)
    offset_of = {source: index for index, source in enumerate(where) if source >= 0}

    def link_up_to(end: int) -> Link | None:
        stop = offset_of.get(end)
        if stop is None:
            return None
        found = next(scanner.iter_links(text, 0, stop), None)
        if found is None or found.start != 0 or where[found.end] < 0:
            return None
        return Link(pos, where[found.end], found.kind, found.href, found.text)

    link = link_up_to(reach)
    if link is not None:
        link = without_opening_emphasis(scanner, src, link, state.posMax)
    if link is not None:
        link = open_marks.without_closer(state, link, link_up_to)
    if link is None or link.start != pos:
        return None
    return link


def _other_construct(state: StateInline, start: int, end: int, open_marks: OpenMarks) -> int | None:
    """The first construct other than an entity reference in ``src[start:end]``."""
    position = start
    while (
        cut := first_construct(
            state,
            position,
            end,
            closes_emphasis=lambda at: open_marks.closes_before(state, at),
        )
    ) is not None:
        entity = entity_at(state.src, cut)
        if entity is None:
            return cut
        position = entity[0]
    return None


def survives_entity_before(
    scanner: Scanner, state: StateInline, link: Link, *, decoded: bool = True
) -> bool:
    """Whether ``link``, found in raw source, is still the link found where the entity
    reference right before it stands for its character, as the reader sees it: ``&#64;b.org``
    is the host of an email with no local part, where uts58 links nothing, not the host
    ``b.org`` after a ``;``. An entity that is an invisible character or a look-alike of URL
    syntax stands inside a token
    (:func:`~md_autolinks.common.text_runs.invisible_context`): ``pay&#x200e;pal.com`` and
    ``paypal.com&#xFE56;evil.com`` link nothing. In a mode that reads the source (not
    ``decoded``: gfm, md4c) only a look-alike is read as its character, as the scanner reads
    one written out (docs/security.md#guaranteed)."""
    tokens = state.tokens
    if state.pending or not tokens:
        return True
    previous = tokens[-1]
    if previous.type != "text_special" or previous.info != "entity" or not previous.content:
        return True
    if not decoded and previous.content[-1] not in SYNTAX_LOOKALIKES:
        return True
    reach = min(state.posMax, link.end + ENTITY_CONTEXT)
    before, _ = invisible_context(previous.content[-1], "")
    framed = before + state.src[link.start : reach]
    shift = len(before)
    found = next(scanner.iter_links(framed, shift, shift + link.end - link.start), None)
    return found is not None and (found.start, found.end) == (shift, shift + link.end - link.start)
