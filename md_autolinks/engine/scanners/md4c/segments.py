"""md4c's permissive autolinks: delimiters and segments (``spec-permissive-autolinks.txt``,
"Permissive Autolinks"): a link is made of segments (user name, host, path, query,
fragment), each a run of words separated by single delimiters."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

_ALNUM = "A-Za-z0-9"
#: An entity reference as md4c recognises one (``md_is_entity_str``): named (a letter,
#: then alphanumerics, 2 to 48 in all, known or not), decimal (1 to 7 digits) or hex (1
#: to 6 digits), then ``;``. md4c resolves it as a mark that no link may run through.
ENTITY_REFERENCE = re.compile(r"&(?:#[xX][0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,47});")

#: Spec "Permissive Autolinks": what may stand right before a link (besides the start
#: of the text and whitespace; a front end writes a space for a matched opening
#: emphasis mark).
_LEFT_DELIMITERS = frozenset("({[")
#: Spec "Permissive Autolinks": what may stand right after a link (besides the end of
#: the text and whitespace). md4c checks this one character only: ``www.a.com!x``
#: links ``www.a.com``.
_RIGHT_DELIMITERS = frozenset(")}].!?,;")
ASCII_WHITESPACE = frozenset(" \t\n\r\v\f")
_LEFT_OR_BLANK = _LEFT_DELIMITERS | ASCII_WHITESPACE
_RIGHT_OR_BLANK = _RIGHT_DELIMITERS | ASCII_WHITESPACE


def is_md4c_whitespace(char: str) -> bool:
    """md4c's ``ISUNICODEWHITESPACE``: ASCII blanks and line ends, or category ``Zs``."""
    return char in ASCII_WHITESPACE or unicodedata.category(char) == "Zs"


def has_left_delimiter(text: str, start: int) -> bool:
    """Spec "Permissive Autolinks": a link starts at the text start, after whitespace,
    or after ``(``, ``{`` or ``[`` (so ``:www.a.com`` and ``*www.a.com`` do not link)."""
    if start == 0:
        return True
    before = text[start - 1]
    return before in _LEFT_OR_BLANK or is_md4c_whitespace(before)


def has_right_delimiter(text: str, end: int) -> bool:
    """Spec "Permissive Autolinks": a link ends at the text end, before whitespace, or
    before one of ``) } ] . ! ? , ;`` (so ``www.a.com:`` does not link)."""
    if end >= len(text):
        return True
    after = text[end]
    return after in _RIGHT_OR_BLANK or is_md4c_whitespace(after)


@dataclass(frozen=True)
class SegmentRule:
    """How one segment of a link is made, after md4c's segment scanner.

    A segment is a run of *words* (alphanumerics and ``word_extra``) in which a
    ``word_delims`` character or the ``component_delim`` may stand only between
    words, never twice in a row (a component delimiter may be followed by a word
    delimiter, as md4c allows). A delimiter that ends the run is given back. ``(``
    and ``)`` are counted everywhere: an unmatched ``)`` ends the segment, an
    unmatched ``(`` makes the whole link fail. An entity reference ends the segment
    (md4c's segment scan stops at a resolved mark), so ``www.o.k?b&hl; x`` makes no
    link: what follows the link is then ``&``, no right delimiter.
    """

    component_delim: str
    word_extra: str
    word_delims: str
    word: str = field(init=False, repr=False, compare=False)
    """A word's character, as a class (``(`` and ``)`` are counted apart)."""
    word_run: re.Pattern[str] = field(init=False, repr=False, compare=False)
    plain_run: re.Pattern[str] = field(init=False, repr=False, compare=False)
    """Words with single delimiters between them, no ``(``, ``)`` or ``&`` (which may
    start an entity): a prefix the character-wise scan takes whole, in one match."""

    def __post_init__(self) -> None:
        plain_extra = self.word_extra.replace("(", "").replace(")", "")
        word = f"[{_ALNUM}{re.escape(plain_extra)}]"
        object.__setattr__(self, "word", word)
        object.__setattr__(self, "word_run", re.compile(f"{word}+"))
        delimiters = (self.word_delims + self.component_delim).replace("&", "")
        between = f"(?:[{re.escape(delimiters)}]{word}++)*+" if delimiters else ""
        object.__setattr__(self, "plain_run", re.compile(f"{word}++{between}"))

    def scan(self, text: str, off: int, limit: int) -> tuple[int, int] | None:
        """Scan from ``off`` up to ``limit``; return ``(end, components)`` or ``None``.

        ``components`` counts the component delimiters taken plus one for a non-empty
        last component. An empty segment ends one character before ``off`` (so the
        ``/``, ``?`` or ``#`` that introduced it is not taken), as md4c does.
        ``None`` means an unbalanced ``(``.
        """
        word_run = self.word_run
        brackets_are_words = "(" in self.word_extra
        components = 0
        open_brackets = 0
        after_word_delim = True
        after_component_delim = True
        component_start = off
        plain = self.plain_run.match(text, off, limit)
        if plain is not None:
            delimiter = self.component_delim
            if delimiter and (components := text.count(delimiter, off, plain.end())):
                component_start = text.rfind(delimiter, off, plain.end())
            off = plain.end()
            after_word_delim = after_component_delim = False
        while off < limit:
            run = word_run.match(text, off, limit)
            if run is not None:
                off = run.end()
                after_word_delim = after_component_delim = False
                continue
            char = text[off]
            if char == "(":
                open_brackets += 1
                if not brackets_are_words:
                    break
                after_word_delim = after_component_delim = False
            elif char == ")":
                if open_brackets == 0:
                    break
                open_brackets -= 1
                after_word_delim = after_component_delim = False
            elif after_word_delim:
                break
            elif char in self.word_delims:
                after_word_delim = True
            elif char == self.component_delim:
                if after_component_delim or ENTITY_REFERENCE.match(text, off):
                    break
                after_component_delim = True
                component_start = off
                components += 1
            else:
                break
            off += 1
        if after_word_delim or after_component_delim:
            off -= 1
        if off != component_start:
            components += 1
        if open_brackets:
            return None
        return off, components


#: Spec "Permissive URL Autolinks": host of at least two ``.``-separated components,
#: ``-`` and ``_`` only between alphanumerics (``example.com``).
HOST = SegmentRule(component_delim=".", word_extra="", word_delims="-_")
#: Spec "Permissive URL Autolinks": path components after ``/`` of alphanumerics and
#: ``. + - _ ~ %`` (md4c accepts ``+``, ``~`` and ``%`` beyond the prose: regressions
#: for issues 251 and 331); ``//`` ends the link.
PATH = SegmentRule(component_delim="/", word_extra=".+-_~%", word_delims="")
#: Spec "Permissive URL Autolinks": query after ``?``, ``&``-separated, of
#: alphanumerics and ``. _ = ( )`` with ``+``/``-`` between words, brackets balanced.
QUERY = SegmentRule(component_delim="&", word_extra="._=()", word_delims="+-")
#: Spec "Permissive URL Autolinks": fragment after ``#``, alphanumerics separated by
#: single ``. - + _``.
FRAGMENT = SegmentRule(component_delim="", word_extra="", word_delims=".-+_")


def scan_host(text: str, off: int, limit: int) -> int | None:
    """The end of a host starting at ``off`` with at least two components, or ``None``.

    md4c counts components, not label lengths: ``www.a.b`` links although the spec's
    prose asks for a last component of two characters.
    """
    scanned = HOST.scan(text, off, limit)
    if scanned is None or scanned[1] < 2:
        return None
    return scanned[0]


def scan_url_tail(text: str, off: int, limit: int) -> int | None:
    """Spec "Permissive URL Autolinks": the optional path, query and fragment after a
    host ending at ``off``; the end of the link or ``None`` (unbalanced ``(``).

    ``https://a.com/dir/`` keeps its final ``/`` (regression for issue 226);
    ``https://a.com?`` ends before the ``?``; ``https://a.com#`` ends before the ``#``.
    """
    end = off
    if end < limit and text[end] == "/":
        path = PATH.scan(text, end + 1, limit)
        if path is None:
            return None
        end = path[0]
        if end < limit and text[end] == "/":
            end += 1
    for introducer, rule in (("?", QUERY), ("#", FRAGMENT)):
        if end < limit and text[end] == introducer:
            scanned = rule.scan(text, end + 1, limit)
            if scanned is None:
                return None
            end = scanned[0]
    return end
