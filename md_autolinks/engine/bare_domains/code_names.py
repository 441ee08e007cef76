"""A host that the text around it makes a name in code or data: joined to the token before
it, followed by code, or quoted as a string (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

from .refusals import Refusal
from .words import CODE_FOLLOWERS, JOINERS_BEFORE_HOST, STRING_QUOTES


def joined_before(text: str, start: int) -> bool:
    """Whether the text right before ``text[start:]`` joins it to a longer token: a
    character of :data:`JOINERS_BEFORE_HOST` (``_`` only after a letter or digit, not as Markdown
    emphasis in ``_crates.io_``)."""
    before = text[max(start - 2, 0) : start]
    return bool(before) and before[-1] in JOINERS_BEFORE_HOST and _joins(before[-1], before[:-1])


def code_use(text: str, start: int, end: int) -> Refusal | None:
    """How the host ``text[start:end]``, with nothing after it in the link, is used as
    code or data, if it is: a character of :data:`CODE_FOLLOWERS` right after it (``_``
    only before a letter or digit: ``config.site_url``), ``:`` and a letter
    (``github.com:user/repo``), or the same ASCII quote of :data:`STRING_QUOTES` on both
    sides (``"a.com"``)."""
    after = text[end : end + 2]
    opening = text[start - 1] if start > 0 else ""
    if opening and opening in STRING_QUOTES and after[:1] == opening:
        return Refusal.QUOTED
    if after[:1] and after[0] in CODE_FOLLOWERS and _joins(after[0], after[1:]):
        return Refusal.CODE_FOLLOWS
    return Refusal.HOST_PATH if after[:1] == ":" and after[1:].isalpha() else None


def _joins(mark: str, neighbour: str) -> bool:
    """``_`` joins a token only with a letter or digit on its far side; ``_x.org_`` is
    emphasis in Markdown source. The other marks always join."""
    return mark != "_" or neighbour.isalnum()
