"""MD4C permissive autolinks: ``MD_FLAG_PERMISSIVE{URL,WWW,EMAIL}AUTOLINKS``.

The rules are those of md4c after its 2024 rework (mity/md4c c4be8625, after 0.5.3),
described in md4c's ``test/spec-permissive-autolinks.txt`` and pinned by its
``test/regressions.txt``. Where the prose of the spec file and md4c's behaviour part
ways (a last host label of one character links, ``www.a.com!x`` links, a path keeps a
trailing ``.``), this module follows md4c's behaviour; ``tests/test_md4c_scanner.py``
names each such case.

A link has a trigger (``http://``/``https://``/``ftp://``, ``www.``, or the ``@`` of an
email), is delimited on its left and right, and is made of segments (user name, host,
path, query, fragment), each a run of words separated by single delimiters.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar, NamedTuple

from ..bidi import outside_overrides
from ..hrefs import encode_href
from ..model import Link, LinkKind
from ..options import Options
from .base import Scanner

_ALNUM = "A-Za-z0-9"

#: Spec "Permissive URL Autolinks": only these three schemes, lower case, then ``://``;
#: spec "Permissive WWW Autolinks": ``www.`` in lower case; spec "Permissive E-mail
#: Autolinks": the whole run of user-name characters that ends at an ``@``.
_URL_SCHEMES = ("https", "http", "ftp")
_USER_DELIMITERS = frozenset(".+_-")
_ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_USER_CHAR_SET = _ASCII_ALNUM | _USER_DELIMITERS
#: An entity reference as md4c recognises one (``md_is_entity_str``): named (a letter,
#: then alphanumerics, 2 to 48 in all, known or not), decimal (1 to 7 digits) or hex (1
#: to 6 digits), then ``;``. md4c resolves it as a mark that no link may run through.
_ENTITY = re.compile(r"&(?:#[xX][0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,47});")

#: Spec "Permissive Autolinks": what may stand right before a link (besides the start
#: of the text and whitespace; a front end writes a space for a matched opening
#: emphasis mark).
_LEFT_DELIMITERS = frozenset("({[")
#: Spec "Permissive Autolinks": what may stand right after a link (besides the end of
#: the text and whitespace). md4c checks this one character only: ``www.a.com!x``
#: links ``www.a.com``.
_RIGHT_DELIMITERS = frozenset(")}].!?,;")
_ASCII_WHITESPACE = frozenset(" \t\n\r\v\f")


def is_md4c_whitespace(char: str) -> bool:
    """md4c's ``ISUNICODEWHITESPACE``: ASCII blanks and line ends, or category ``Zs``."""
    return char in _ASCII_WHITESPACE or unicodedata.category(char) == "Zs"


def has_left_delimiter(text: str, start: int) -> bool:
    """Spec "Permissive Autolinks": a link starts at the text start, after whitespace,
    or after ``(``, ``{`` or ``[`` (so ``:www.a.com`` and ``*www.a.com`` do not link)."""
    if start == 0:
        return True
    before = text[start - 1]
    return before in _LEFT_DELIMITERS or is_md4c_whitespace(before)


def has_right_delimiter(text: str, end: int) -> bool:
    """Spec "Permissive Autolinks": a link ends at the text end, before whitespace, or
    before one of ``) } ] . ! ? , ;`` (so ``www.a.com:`` does not link)."""
    if end >= len(text):
        return True
    after = text[end]
    return after in _RIGHT_DELIMITERS or is_md4c_whitespace(after)


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
                if after_component_delim or _ENTITY.match(text, off):
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


class Trigger(NamedTuple):
    """Where a link may be: ``text[start:body]`` is its scheme, ``www.`` or user name and
    ``@``; candidates sort by ``mark``, the offset of the ``:``, ``.`` or ``@`` that md4c
    collects, which is the order md4c analyses them in (no two triggers share a mark)."""

    mark: int
    start: int
    body: int
    kind: LinkKind


def _url_triggers(text: str, start: int, end: int) -> Iterator[Trigger]:
    """Each ``http://``, ``https://`` or ``ftp://`` (lower case) in ``text[start:end]``."""
    colon = text.find("://", start, end)
    while colon >= 0:
        for scheme in _URL_SCHEMES:
            begin = colon - len(scheme)
            if begin >= start and text.startswith(scheme, begin):
                yield Trigger(colon, begin, colon + 3, LinkKind.URL)
                break
        colon = text.find("://", colon + 3, end)


def _www_triggers(text: str, start: int, end: int) -> Iterator[Trigger]:
    """Each ``www.`` (lower case) in ``text[start:end]``."""
    found = text.find("www.", start, end)
    while found >= 0:
        yield Trigger(found + 3, found, found + 4, LinkKind.WWW)
        found = text.find("www.", found + 4, end)


def _email_triggers(text: str, start: int, end: int) -> Iterator[Trigger]:
    """Each ``@`` in ``text[start:end]`` with the whole run of user-name characters
    before it, a run that starts in the window and follows no earlier candidate's ``@``."""
    floor = start
    at = text.find("@", start, end)
    while at >= 0:
        begin = at
        while begin > floor and text[begin - 1] in _USER_CHAR_SET:
            begin -= 1
        if begin < at and not (begin == start > 0 and text[begin - 1] in _USER_CHAR_SET):
            yield Trigger(at, begin, at + 1, LinkKind.EMAIL)
            floor = at + 1
        at = text.find("@", at + 1, end)


_TRIGGERS = {
    LinkKind.URL: _url_triggers,
    LinkKind.WWW: _www_triggers,
    LinkKind.EMAIL: _email_triggers,
}
_TRIGGER_MARKS = {LinkKind.URL: "://", LinkKind.WWW: "www.", LinkKind.EMAIL: "@"}
"""What each kind's triggers hold: a window without it has none of that kind."""
_HREF_PREFIX = {LinkKind.URL: "", LinkKind.WWW: "http://", LinkKind.EMAIL: "mailto:"}
_EMAIL = LinkKind.EMAIL


def user_name_start(text: str, at: int, floor: int = 0) -> int:
    """Where md4c's user name before the ``@`` at ``at`` starts (its backward scan),
    reading no further back than ``floor``.

    Spec "Permissive E-mail Autolinks", rule 1, as md4c scans it: back from the ``@``
    over alphanumerics with single ``. - _ +`` between them. Where the scan stops, one
    delimiter it has just passed is given back, except when it stopped at a character
    that is not a delimiter: so after whitespace or ``( [ {`` the user name may start
    with a delimiter (``x +a@h.a`` links ``+a@h.a``), while at a line start the
    delimiter is given back and the link fails for want of a left delimiter (a line starts
    after its indentation). ``floor``
    counts as a line start: a front end's window starts at a line edge or next to
    markup md4c has resolved (emphasis, code, a link), where md4c's scan stops the same
    way (``*_a@b.c*`` does not link).
    """
    index = at
    after_delimiter = True
    while index > floor:
        char = text[index - 1]
        if char in _ASCII_ALNUM:
            after_delimiter = False
        elif after_delimiter and _indents_line(text, index - 1, floor):
            break
        elif after_delimiter or char not in _USER_DELIMITERS:
            return index
        else:
            after_delimiter = True
        index -= 1
        if index > floor and text[index - 1] in "\r\n":
            break
    return index + 1 if after_delimiter else index


def _indents_line(text: str, index: int, floor: int) -> bool:
    """Whether ``text[index]`` is white space that only indents its line: md4c's line
    starts after the indentation of a paragraph's line. White space at the start of the
    text indents the paragraph's first line; at the start of a front end's window it is
    text (its frame character says what stands before)."""
    while index >= floor and text[index] in " \t":
        index -= 1
    return floor == 0 if index < floor else text[index] in "\r\n"


_LABEL = f"{HOST.word}++(?:[{re.escape(HOST.word_delims)}]{HOST.word}++)*+"
_DOT = re.escape(HOST.component_delim)
_PATH_WORD = f"{PATH.word}++"
_SLASH = re.escape(PATH.component_delim)
_QUERY_WORD = f"{QUERY.word}++"
_QUERY_DELIMITER = (
    f"[{re.escape(QUERY.word_delims)}]|(?!{_ENTITY.pattern}){re.escape(QUERY.component_delim)}"
)
_FRAGMENT_WORD = f"{FRAGMENT.word}++"
_PLAIN_URL_BODY = re.compile(
    f"{_LABEL}(?:{_DOT}{_LABEL})++"
    f"(?:{_SLASH}(?:{_PATH_WORD}(?:{_SLASH}{_PATH_WORD})*+{_SLASH}?+)?+)?+"
    f"(?:\\?{_QUERY_WORD}(?:(?:{_QUERY_DELIMITER}){_QUERY_WORD})*+)?+"
    f"(?:\\#{_FRAGMENT_WORD}(?:[{re.escape(FRAGMENT.word_delims)}]{_FRAGMENT_WORD})*+)?+"
)
"""A host (:data:`HOST`) of two or more components, a path (:data:`PATH`) of words with
single ``/`` between them, maybe ending in ``/``, then maybe a query (:data:`QUERY`, no
brackets, no ``&`` that starts an entity) and a fragment (:data:`FRAGMENT`) of words with
single delimiters between them: what the segment scans take whole when white space or the
end of the text follows (``https://a.com/x/y/?q=1&r=2#top ``)."""


def _plain_url_end(text: str, body: int, limit: int) -> int | None:
    """The end of a URL or WWW link whose host starts at ``body``, when a plain body
    (:data:`_PLAIN_URL_BODY`) reaches white space, the end of the text (not of the window:
    what stands after the window is context, as for :func:`has_right_delimiter`) or a right
    delimiter that no segment takes as a word or delimiter (``) } ] , ; !``): the common
    case, in one match; ``None`` otherwise."""
    plain = _PLAIN_URL_BODY.match(text, body, limit)
    if plain is None:
        return None
    end = plain.end()
    return end if end == len(text) or text[end] in _PLAIN_URL_FOLLOWERS else None


_PLAIN_URL_FOLLOWERS = _ASCII_WHITESPACE | frozenset(")}],;!")


def match_trigger(
    text: str, trigger: Trigger, limit: int, floor: int = 0
) -> tuple[int, int] | None:
    """``(start, end)`` of the link a trigger starts, or ``None`` when it makes none.

    Spec "Permissive Autolinks": left delimiter, then (email) a user name ending in an
    alphanumeric (:func:`user_name_start`, no further back than ``floor``), a host,
    (URL and WWW) path/query/fragment, then a right delimiter.
    """
    start = trigger.start
    email = trigger.kind is _EMAIL
    if email:
        if text[trigger.mark - 1] not in _ASCII_ALNUM:
            return None
        start = user_name_start(text, trigger.mark, floor)
    if not has_left_delimiter(text, start):
        return None
    if not email:
        plain_end = _plain_url_end(text, trigger.body, limit)
        if plain_end is not None:
            return start, plain_end
    end = scan_host(text, trigger.body, limit)
    if end is not None and not email:
        end = scan_url_tail(text, end, limit)
    if end is None or not has_right_delimiter(text, end):
        return None
    return start, end


class Md4cScanner(Scanner):
    """MD4C's permissive URL, WWW and email autolinks (``spec-permissive-autolinks.txt``).

    ``INLINE_KINDS`` is empty: md4c resolves permissive autolinks after emphasis, and
    its delimiting rule depends on the emphasis marks it matched (``**a@b.com**.``
    links, ``*a@b.com`` does not). No md4c link may contain ``*``, and ``_`` inside a
    link is intraword, where neither md4c nor Python-Markdown opens emphasis, so every
    kind is found in finished text nodes, with the front end's context characters: a
    space for a line edge or a matched emphasis mark, U+FFFC for anything opaque.
    """

    INLINE_KINDS: ClassVar[frozenset[LinkKind]] = frozenset()
    NEEDLES: ClassVar[dict[LinkKind, str]] = {
        **Scanner.NEEDLES,
        LinkKind.EMAIL: "@[A-Za-z0-9_-]+[.][-_]?[A-Za-z0-9]",
    }
    """An email's host has two components: ``@``, a component, a dot, perhaps one word
    delimiter (md4c links ``a@b.-c``), an alphanumeric."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self._kinds = sorted(self.kinds)

    def iter_links(self, text: str, start: int = 0, end: int | None = None) -> Iterator[Link]:
        """Yield md4c's permissive autolinks of ``text[start:end]`` in order.

        Candidates are taken in the order of their marks, as md4c analyses them, and
        one that starts inside an earlier link is skipped. Each trigger is found by a
        substring search (each kind's list is sorted, so sorting them together merges
        sorted runs); scanning from it stops at the first character no segment allows, so
        the work is linear in the length of the text. The links come as one list, with no
        generator layers: front ends call this for every run of text holding a needle.
        """
        limit = len(text) if end is None else min(end, len(text))
        triggers: list[Trigger] = []
        for kind in self._kinds:
            if text.find(_TRIGGER_MARKS[kind], start, limit) >= 0:
                if triggers:
                    triggers += _TRIGGERS[kind](text, start, limit)
                    triggers.sort()
                else:
                    triggers = list(_TRIGGERS[kind](text, start, limit))
        links: list[Link] = []
        taken_to = start
        for trigger in triggers:
            if trigger.start < taken_to:
                continue
            span = match_trigger(text, trigger, limit, start)
            if span is None or span[0] < taken_to:
                continue
            link_start, link_end = span
            written = text[link_start:link_end]
            href = encode_href(_HREF_PREFIX[trigger.kind] + written)
            links.append(Link(link_start, link_end, trigger.kind, href, written))
            taken_to = link_end
        return iter(outside_overrides(text, links, start, limit))
