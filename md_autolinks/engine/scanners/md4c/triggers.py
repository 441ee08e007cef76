"""md4c's permissive autolinks: the triggers (``http://``, ``https://``, ``ftp://``,
``www.``, an email's ``@``) and the match from each, in the order md4c analyses them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from ...model import LinkKind
from .segments import (
    ASCII_WHITESPACE,
    ENTITY_REFERENCE,
    FRAGMENT,
    HOST,
    PATH,
    QUERY,
    has_left_delimiter,
    has_right_delimiter,
    scan_host,
    scan_url_tail,
)

#: Spec "Permissive URL Autolinks": only these three schemes, lower case, then ``://``;
#: spec "Permissive WWW Autolinks": ``www.`` in lower case; spec "Permissive E-mail
#: Autolinks": the whole run of user-name characters that ends at an ``@``.
_URL_SCHEMES = ("https", "http", "ftp")
_USER_DELIMITERS = frozenset(".+_-")
_ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_USER_CHAR_SET = _ASCII_ALNUM | _USER_DELIMITERS


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


TRIGGERS = {
    LinkKind.URL: _url_triggers,
    LinkKind.WWW: _www_triggers,
    LinkKind.EMAIL: _email_triggers,
}
TRIGGER_MARKS = {LinkKind.URL: "://", LinkKind.WWW: "www.", LinkKind.EMAIL: "@"}
"""What each kind's triggers hold: a window without it has none of that kind."""
HREF_PREFIX = {LinkKind.URL: "", LinkKind.WWW: "http://", LinkKind.EMAIL: "mailto:"}
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
    f"[{re.escape(QUERY.word_delims)}]"
    f"|(?!{ENTITY_REFERENCE.pattern}){re.escape(QUERY.component_delim)}"
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


_PLAIN_URL_FOLLOWERS = ASCII_WHITESPACE | frozenset(")}],;!")


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
