"""A sentence that names a host as a site, in the readers' language
(``docs/modes.md#sites-named-in-prose-of-any-language``)."""

from __future__ import annotations

import re

from .words import CODE_NOUNS, FILE_STEMS, SITE_POSTPOSITIONS, SITE_WORDS, SITE_WORDS_JOINED

_WORD_BEFORE_HOST = re.compile(r"(\w+)[\s:：]*\Z")
_CONTEXT = 24


def named_as_site(text: str, start: int, end: int, written: list[str], *, word_tld: bool) -> bool:
    """Whether the sentence around the host ``text[start:end]`` names it as a site, so that
    a TLD that is also a file extension or a word of code (``.pl``, ``.sh``, ``.info``,
    ``.page``) does not keep it from being linked.

    Rule: the host is written in lower case (``README.md``, ``Makefile.am`` are files), its
    first label is not one of :data:`FILE_STEMS` and no word of :data:`CODE_NOUNS` stands
    right before or after it; and the word right before it is one of
    :data:`SITE_WORDS` ("on", "visit", "site", in the readers' languages: ``Zamów przez
    allegro.pl``), or the text before it ends with one of :data:`SITE_WORDS_JOINED`
    (``访问jsnews.info``), or one of :data:`SITE_POSTPOSITIONS` follows it (``jsnews.info
    で読めます``). For a TLD that is a word of code (``word_tld``), an ASCII host between
    letters of scripts other than Latin also names a site: code is not written inside a
    sentence of Chinese or Russian without marks around it. See
    ``docs/modes.md#sites-named-in-prose-of-any-language``."""
    if any(label != label.lower() for label in written) or written[0].lower() in FILE_STEMS:
        return False
    before = text[max(0, start - _CONTEXT) : start]
    after = text[end : end + _CONTEXT].lstrip()
    word = _WORD_BEFORE_HOST.search(before)
    if after.lower().startswith(CODE_NOUNS) or before.rstrip().lower().endswith(CODE_NOUNS):
        return False
    if word is not None and word.group(1).lower() in SITE_WORDS:
        return True
    if before.rstrip().endswith(SITE_WORDS_JOINED) or after.startswith(SITE_POSTPOSITIONS):
        return True
    if not word_tld or not text[start:end].isascii():
        return False
    return _non_latin_letter(before[::-1]) and _non_latin_letter(after)


def _non_latin_letter(stretch: str) -> bool:
    """Whether the first letter of ``stretch``, after white space and punctuation, is a
    letter of a script other than Latin."""
    for char in stretch:
        if char.isspace() or not char.isalnum():
            continue
        return char.isalpha() and not char.isascii() and "LATIN" not in _char_name(char)
    return False


def _char_name(char: str) -> str:
    import unicodedata

    return unicodedata.name(char, "")
