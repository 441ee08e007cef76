"""Where a token begins and ends for uts58: a host is a whole token or nothing.

A host may not start right after a character that glues it to a word or another token
(:func:`joins_token`), nor end right before one (:func:`glued_after`). Invisible characters
inside a token keep it one token.
"""

from __future__ import annotations

import re
import string
import unicodedata

from ...unicode_props import is_attaching_letter, is_invisible
from ..lookalikes import lookalike_inside_token
from .hosts import ASCII_HOST_CHARS, is_host
from .prose import sentence_end_before

#: ASCII characters that join the pieces of one token: ``key=value``, ``path/to``, ``%2F``,
#: ``C:\\dir``, ``a&b``, ``a+b`` (``_`` joins only inside a word, see :func:`joins_token`).
TOKEN_JOINERS = frozenset("=/\\%&+")
#: Characters after a TLD that make it part of a longer token (``a.com@b.org`` is an email).
TOKEN_CONTINUERS = (TOKEN_JOINERS - {"/"}) | {"@"}
#: The fullwidth forms of the token joiners and of ``@``: UTS #46 maps them to ASCII URL
#: syntax, so a browser reading ``https://bücher.de＠evil.com`` reads one (invalid) host,
#: and no second link may start at them.
FULLWIDTH_JOINERS = frozenset("＝／＼％＆＋＠")
#: Schemes whose URL a browser runs or shows as a document in place (HTML's
#: ``javascript:`` URLs, ``data:`` URLs, the legacy ``vbscript:``): whatever follows their
#: colon is code or content of that URL, never a site.
SCRIPT_SCHEMES = frozenset({"javascript", "vbscript", "data"})
#: A URI scheme and its colon at the start of a token, after any opening punctuation
#: (RFC 3986 section 3.1), and the ``/`` that may follow it.
_TOKEN_SCHEME = re.compile(r"[^\w\s]*([A-Za-z][-+.0-9A-Za-z]*):(/?)")


def invisible_end(text: str, index: int, limit: int) -> int:
    """The offset after the run of invisible characters (:func:`is_invisible`) at ``index``
    (not past ``limit``)."""
    while index < limit and is_invisible(text[index]):
        index += 1
    return index


def invisible_in_token(text: str, index: int, step: int, limit: int) -> bool:
    """Whether the run of invisible characters (:func:`is_invisible`) at ``index`` (going
    ``step`` = -1 back or +1 forward) reaches a visible character that is not white space:
    the invisible run stands inside one token."""
    while 0 <= index < limit and is_invisible(text[index]):
        index += step
    return 0 <= index < limit and not text[index].isspace()


def _is_word_char(ch: str) -> bool:
    """A letter, mark, digit or connector of any script; a code point this Python's
    ``unicodedata`` does not know (Cn: assigned in a later Unicode version, or not yet) is
    taken for one too, so that no link starts or ends at a character whose class depends on
    the interpreter."""
    if ch.isascii():
        return ch.isalnum()
    category = unicodedata.category(ch)
    return category[0] in "LMN" or category in ("Pc", "Cn")


def _glues(ch: str) -> bool:
    if ch.isascii():
        return ch in _ASCII_GLUES
    return ch in FULLWIDTH_JOINERS or _is_word_char(ch) or is_host(ch)


_ASCII_WORD_CHARS = frozenset(string.ascii_letters + string.digits)
"""The ASCII characters :func:`_is_word_char` accepts (``str.isalnum`` on ASCII)."""
_ASCII_GLUES = TOKEN_JOINERS | _ASCII_WORD_CHARS | ASCII_HOST_CHARS
"""The ASCII characters :func:`_glues` finds gluing, looked up at once."""
_ASCII_RUNS_ON = TOKEN_CONTINUERS | _ASCII_WORD_CHARS
"""The ASCII characters after a host that run it on into a longer token (:func:`glued_after`)."""


def joins_token(text: str, index: int) -> bool:
    """Whether a link starting at ``index`` would start inside a token.

    Rule: a link (its scheme, or its host when it has none) never starts right after a
    letter, mark, digit or connector punctuation of any script (the same word), an ``@``
    (``a@python.org@evil.com`` is one token, not the address ``python.org@evil.com``), a host
    character (the window cut a host), one of ``= / \\ % & +`` (``key=value.com``,
    ``path/to/file.md``, ``udp%3A%2F%2Ftracker.example.com``, ``git+https://``), ``::``
    (``Foo::Bar.pm``), or a run of ``_`` that follows such a character (``foo_bar.com``,
    ``status\\_codes.py``), a fullwidth joiner or ``＠`` (:data:`FULLWIDTH_JOINERS`), or an
    invisible character that follows a visible one (``pay\\u200epal.com`` is one token to
    the eye: no link starts at ``pal``). A ``_`` run that opens the token is an emphasis mark
    (``_example.com_``); spaces, quotes, brackets and other punctuation may come before a
    link too. A link beginning with an ASCII letter or digit may start right after a CJK
    letter (:func:`~md_autolinks.engine.unicode_props.is_cjk_letter`), as Chinese, Japanese and
    Korean write links against their text (``请访问https://example.cn``).
    """
    if index <= 0:
        return False
    ch = text[index - 1]
    if ch == "@":
        return True
    if not ch.isascii():
        if is_invisible(ch):
            return invisible_in_token(text, index - 1, -1, len(text))
        if lookalike_inside_token(text, index - 1, len(text)):
            return True
        if (
            index < len(text)
            and is_attaching_letter(ch)
            and text[index].isascii()
            and text[index].isalnum()
        ):
            return False
        if sentence_end_before(text, index):
            return False
    if ch == "_":
        while index > 0 and text[index - 1] == "_":
            index -= 1
        return index > 0 and _glues(text[index - 1])
    if (ch in _ASCII_GLUES) if ch.isascii() else _glues(ch):
        return True
    return ch == ":" and index >= 2 and text[index - 2] == ":"


def glued_after(text: str, index: int, limit: int) -> bool:
    """Whether the host candidate ending at ``index`` runs on into a longer token.

    Rule: a host never ends right before a letter, mark, digit or connector punctuation of
    any script, ``@`` (``me.info@example.com`` is one email), one of ``= \\ % & +``,
    ``::``, a fullwidth joiner or ``＠`` (:data:`FULLWIDTH_JOINERS`), an invisible
    character followed by a visible one (``www.pay\u200epal.com`` is not ``www.pay``), or a
    run of ``_`` followed by such a character (``www.foo_bar.com`` is not ``www.foo``); a
    ``_`` run that closes the token is an emphasis mark. A host ending in an ASCII letter may
    end right before a letter of a script that attaches words (``bitcoincore.orgから``,
    ``python.orgలో``).
    """
    if index >= limit:
        return False
    ch = text[index]
    if not ch.isascii():
        if ch in FULLWIDTH_JOINERS or lookalike_inside_token(text, index, limit):
            return True
        if is_invisible(ch):
            return invisible_in_token(text, index, 1, limit)
        if is_attaching_letter(ch) and index > 0 and text[index - 1].isascii():
            return False
    if ch == "_":
        while index < limit and text[index] == "_":
            index += 1
        return index < limit and (_glues(text[index]) or text[index] in TOKEN_CONTINUERS)
    if (ch in _ASCII_RUNS_ON) if ch.isascii() else (ch in TOKEN_CONTINUERS or _is_word_char(ch)):
        return True
    return text.startswith("::", index)


def token_start(text: str, index: int, floor: int) -> int:
    """The start of the white-space-delimited token holding ``index``."""
    while index > floor and not text[index - 1].isspace():
        index -= 1
    return index


def other_scheme_before(text: str, index: int, floor: int) -> str | None:
    """The scheme of the URI that the token holding ``index`` begins with, when a link
    written without a scheme of its own starting at ``index`` would be a piece of it, else
    ``None``.

    Rule (a piece of a token is never a link): the token (after any opening punctuation)
    begins with a scheme other than ``http`` and ``https`` (whose URLs uts58 links whole)
    and its colon, followed by ``/`` (``javascript:/*python.org*/alert(1)``,
    ``file:/srv/python.org``), or of ``mailto`` (``mailto:python.org``: an email starting
    with ``mailto:`` is linked whole, its ``mailto:`` included) or a scheme whose URL a
    browser runs (:data:`SCRIPT_SCHEMES`: ``javascript:alert('python.org')``). A word and
    a colon before a link in prose (``Email:team@python.org``) are no URI and keep it."""
    match = _TOKEN_SCHEME.match(text, token_start(text, index, floor), index)
    if match is None:
        return None
    scheme = match.group(1).lower()
    if scheme in ("http", "https"):
        return None
    if match.group(2) or scheme == "mailto" or scheme in SCRIPT_SCHEMES:
        return scheme
    return None
