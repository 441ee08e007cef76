"""Characters that look like URL syntax inside one token (docs/security.md#guaranteed).

Every mode refuses to start or end a link at such a character, so a reader never sees one
URL where the engine links another.
"""

from __future__ import annotations

from ..unicode_props import CJK_FULL_STOPS, CJK_MARKS, CJK_OPENERS, SYNTAX_LOOKALIKES, is_cjk_letter

_LINK_STARTS = ("http://", "https://", "www.")


def lookalike_inside_token(text: str, index: int, limit: int) -> bool:
    """Whether the character at ``index`` looks like URL syntax
    (:data:`~md_autolinks.engine.unicode_props.SYNTAX_LOOKALIKES`: ``∕ ﹫ ‐ ․ ノ ﹖ ℀ ⫽``, ...) and
    stands inside one token: a character that is not white space on each side (before
    ``limit``). A reader takes ``https://paypal.com∕evil.com/login`` for one URL, so no
    link ends or starts at such a character. A look-alike that is a CJK letter or
    fullwidth punctuation (``ノ``, ``・``, ``：``) does not count next to another CJK letter
    or mark (``ノート``, ``詳細・https://…``) nor before ``http://``, ``https://`` or ``www.``
    (``URL：https://…``) nor after a label of letters in CJK text (``（Email：team@python.org）``),
    since CJK text runs words and links into it (docs/security.md#guaranteed)."""
    ch = text[index]
    if ch not in SYNTAX_LOOKALIKES or index == 0 or index + 1 >= limit:
        return False
    before, after = text[index - 1], text[index + 1]
    if before.isspace() or after.isspace():
        return False
    if _cjk_form(ch):
        if (
            _cjk_text(before)
            or _cjk_text(after)
            or (ch in CJK_MARKS and _label_before(text, index))
        ):
            return False
        return not text[index + 1 : index + 9].lower().startswith(_LINK_STARTS)
    return True


def _cjk_form(ch: str) -> bool:
    return is_cjk_letter(ch) or ch in CJK_MARKS or ch == "\uff65"


def _cjk_text(ch: str) -> bool:
    return _cjk_form(ch) and ch not in SYNTAX_LOOKALIKES


def _label_before(text: str, index: int) -> bool:
    """Whether the fullwidth punctuation mark at ``index`` ends a label in CJK text: a word
    of letters alone (``Email：``) right after a CJK letter, fullwidth punctuation or
    bracket (``联系我们（Email：team@python.org）``), where the mark is the sentence's
    punctuation and nothing before it joins what follows it."""
    start = index
    while start > 0 and text[start - 1].isascii() and text[start - 1].isalpha():
        start -= 1
    if start in (0, index):
        return False
    before = text[start - 1]
    return _cjk_form(before) or before in CJK_OPENERS or before in CJK_FULL_STOPS
