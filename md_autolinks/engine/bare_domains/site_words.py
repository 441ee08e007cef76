"""A sentence that names a host as a site, in the readers' language, and what in it does
(``docs/modes.md#sites-named-in-prose-of-any-language``)."""

from __future__ import annotations

import re
import unicodedata
from enum import Enum

from .words import (
    CODE_NOUNS,
    FILE_STEMS,
    PLACE_WORDS,
    SITE_NOUNS_AFTER,
    SITE_POSTPOSITIONS,
    SITE_WORDS,
    SITE_WORDS_JOINED,
)

_WORD_BEFORE_HOST = re.compile(r"(\w+)[\s:：]*\Z")
_CONTEXT = 24
_SENTENCE = 64
_LINE_OPENING = re.compile(r"(?:^|\n)[ \t]*(?:[-*+•・]|[0-9]{1,3}[.)、])?[ \t]*\Z")
_SENTENCE_END = "。！？!?."
_ENTRY_COLON = re.compile(r"[ \t]*：")
_SENTENCE_STOP = re.compile("[。！？\n]")
_IDENTIFIER = re.compile(r"[a-z_$][0-9a-z_$]*")
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")


class SiteEvidence(str, Enum):
    """What in the sentence names a host a site, as ``why`` reports it; the value may name
    ``{word}``. The first three name it; the last three only say it is a place, which a
    host that reads as member access in code does not take
    (:func:`site_evidence`)."""

    SITE_WORD = "the word {word!r} before it names a site"
    JOINED_SITE_WORD = "{word!r} written before it names a site"
    ENTRY = "it opens a line or list entry and '：' follows it, as a site named in a list is"
    SUBJECT = "it opens a sentence that calls it a site ({word!r})"
    PLACE_WORD = "{word!r} before it says it is a place"
    POSTPOSITION = "the postposition {word!r} after it says it is a place"
    BETWEEN_SCRIPTS = "it stands between words of a script other than Latin"

    @property
    def names(self) -> bool:
        """Whether the evidence names the host a site (not only a place)."""
        return self in (
            SiteEvidence.SITE_WORD,
            SiteEvidence.JOINED_SITE_WORD,
            SiteEvidence.ENTRY,
            SiteEvidence.SUBJECT,
        )


def reads_as_member(written: list[str]) -> bool:
    """Whether a host, its labels as ``written``, reads as member access in code: every
    label an identifier in lower case (letters, digits, ``_``, ``$``; no ``-``), as in
    ``arr.map``, ``new.target``, ``dict.user.name``."""
    return all(_IDENTIFIER.fullmatch(label) for label in written)


def is_brand(written: list[str]) -> bool:
    """Whether a host is written as a brand in mixed case: a capital after a lower-case
    letter in a label before its TLD (``JavaScript.info``) or a TLD in title case
    (``Refactoring.Guru``)."""
    return any(_INNER_CAPITAL.search(label) for label in written[:-1]) or written[-1].istitle()


def site_evidence(
    text: str, start: int, end: int, written: list[str], *, word_tld: bool, file_tld: bool = False
) -> tuple[SiteEvidence, str] | None:
    """What in the sentence around the host ``text[start:end]`` names it a site, so that a
    TLD that is also a file extension or a word of code (``.pl``, ``.sh``, ``.info``,
    ``.page``, ``.guru``) does not keep it from being linked, with the word that shows it;
    ``None`` when nothing does.

    Rule: no evidence for a first label of :data:`FILE_STEMS`, a word of
    :data:`CODE_NOUNS` right before or after, or capitals other than a brand's
    (:func:`is_brand`; ``README.md``, ``Makefile.am``, ``Function.name`` are files and
    code). Evidence that names a site: a word of :data:`SITE_WORDS` right before it that is
    not a preposition ("visit", "site": ``Odwiedź allegro.pl``); one of
    :data:`SITE_WORDS_JOINED` written before it (``访问jsnews.info``); the host opening a
    line or list entry with ``：`` after it (``- roadmap.sh：开发者路线图``), or opening a
    sentence that calls it a site (:data:`SITE_NOUNS_AFTER`:
    ``Refactoring.Guru 是一个设计模式网站``), when no word of :data:`CODE_NOUNS` stands in
    that sentence (``- arr.map：遍历数组``, ``- performance.now：返回时间戳`` are code).
    Evidence that only says it is a place: a preposition of :data:`PLACE_WORDS` before it
    (``Zamów przez allegro.pl``), one of
    :data:`SITE_POSTPOSITIONS` after it (``jsnews-ja.info で``; not after a file
    extension, ``file_tld``: ``pdo.soで読み込む``), and, for a TLD that is a word of code
    (``word_tld``), an ASCII host between letters of scripts other than Latin; none for a
    brand. The caller weighs it: a place is no site for a host that reads as member access
    in code (:func:`reads_as_member`: ``em new.target``, ``arr.mapで``). See
    ``docs/modes.md#sites-named-in-prose-of-any-language``."""
    brand = is_brand(written)
    if not brand and any(label != label.lower() for label in written):
        return None
    if written[0].lower() in FILE_STEMS:
        return None
    before = text[max(0, start - _CONTEXT) : start]
    after = text[end : end + _CONTEXT].lstrip()
    if after.lower().startswith(CODE_NOUNS) or before.rstrip().lower().endswith(CODE_NOUNS):
        return None
    named = _naming(text, start, end, before)
    if named is not None:
        return named
    if brand:
        return None
    return _place(text, start, end, before, after, word_tld=word_tld, file_tld=file_tld)


def _naming(text: str, start: int, end: int, before: str) -> tuple[SiteEvidence, str] | None:
    """The evidence of :func:`site_evidence` that names the host a site."""
    word = _WORD_BEFORE_HOST.search(before)
    if word is not None:
        lowered = word.group(1).lower()
        if lowered in SITE_WORDS and lowered not in PLACE_WORDS:
            return SiteEvidence.SITE_WORD, word.group(1)
    joined = next((w for w in SITE_WORDS_JOINED if before.rstrip().endswith(w)), None)
    if joined is not None:
        return SiteEvidence.JOINED_SITE_WORD, joined
    line_start = max(0, start - _SENTENCE)
    opens_line = _LINE_OPENING.search(text, line_start, start) is not None or start == 0
    opens_sentence = opens_line or before.rstrip()[-1:] in tuple(_SENTENCE_END)
    if not opens_sentence:
        return None
    stop = _SENTENCE_STOP.search(text, end, end + _SENTENCE)
    sentence = text[end : stop.start() if stop else end + _SENTENCE]
    lowered = sentence.lower()
    if any(noun in lowered for noun in CODE_NOUNS):
        return None
    if opens_line and _ENTRY_COLON.match(text, end):
        return SiteEvidence.ENTRY, "："
    noun = next((n for n in SITE_NOUNS_AFTER if n in sentence), None)
    if noun is not None:
        return SiteEvidence.SUBJECT, noun
    return None


def _place(
    text: str, start: int, end: int, before: str, after: str, *, word_tld: bool, file_tld: bool
) -> tuple[SiteEvidence, str] | None:
    """The evidence of :func:`site_evidence` that only says the host is a place."""
    word = _WORD_BEFORE_HOST.search(before)
    if word is not None and word.group(1).lower() in PLACE_WORDS:
        return SiteEvidence.PLACE_WORD, word.group(1)
    postposition = next((w for w in SITE_POSTPOSITIONS if after.startswith(w)), None)
    if postposition is not None and not file_tld:
        return SiteEvidence.POSTPOSITION, postposition
    ascii_host = text[start:end].isascii()
    if word_tld and ascii_host and _non_latin_letter(before[::-1]) and _non_latin_letter(after):
        return SiteEvidence.BETWEEN_SCRIPTS, ""
    return None


def _non_latin_letter(stretch: str) -> bool:
    """Whether the first letter of ``stretch``, after white space and punctuation, is a
    letter of a script other than Latin."""
    for char in stretch:
        if char.isspace() or not char.isalnum():
            continue
        return char.isalpha() and not char.isascii() and "LATIN" not in unicodedata.name(char, "")
    return False
