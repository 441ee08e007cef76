"""GFM extended autolinks, as cmark-gfm's autolink extension makes them.

GFM spec section 6.9, "Autolinks (extension)": extended www autolinks, extended URL
autolinks (http, https, ftp), extended email autolinks, plus the ``mailto:`` and
``xmpp:`` forms that cmark-gfm 0.29.0.gfm.13 accepts. Where the spec prose and
cmark-gfm differ, this follows cmark-gfm (``extensions/autolink.c``), the code
GitHub renders with; the differential tests against ``cmarkgfm`` hold it to that.

The text is read as cmark-gfm reads a paragraph: www and URL links are matched
left to right first, then emails are looked for in the text between them.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from typing import ClassVar

from ..bidi import outside_overrides
from ..hrefs import encode_href
from ..model import Link, LinkKind
from ..options import Options
from ._cmark_punct import CMARK_PUNCTUATION_RANGES
from .base import Scanner
from .brackets import bracket_depth
from .lookalikes import lookalike_inside_token

_PUNCT_STARTS = tuple(start for start, _ in CMARK_PUNCTUATION_RANGES)
_PUNCT_ENDS = tuple(end for _, end in CMARK_PUNCTUATION_RANGES)
_UNICODE_SPACES = frozenset(
    {0x09, 0x0A, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000}
)
_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_ASCII_ALPHA = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_EMAIL_LOCAL = _ASCII_ALNUM | frozenset(".+-_")
_TRAILING_PUNCT = frozenset("?!.,:*_~'\"")

_BEFORE_WWW = frozenset("\t\n\r *_~(")
_SCHEMES = frozenset({"http", "https", "ftp"})
_URL_EXTENT = re.compile(r"[^\t\n\r <]*")
_PLAIN_DOMAIN = re.compile(r"[A-Za-z0-9.-]*")
_PLAIN_DOMAIN_BREAK = (_ASCII_PUNCT - frozenset("_\\-.")) | frozenset(" \t\n\r\x0c")
"""Characters at which the domain scan stops with nothing left to decide: a run of ASCII
letters, digits, dots and hyphens followed by one of them needs no character-wise scan."""


def is_host_char(char: str) -> bool:
    """cmark-gfm's ``is_valid_hostchar``: neither Unicode whitespace nor punctuation.

    ASCII control characters count as host characters, as in cmark-gfm.
    """
    code = ord(char)
    if code < 0x80:
        return char not in _ASCII_PUNCT and code not in _UNICODE_SPACES
    if code in _UNICODE_SPACES:
        return False
    index = bisect_right(_PUNCT_STARTS, code) - 1
    return index < 0 or code > _PUNCT_ENDS[index]


def _more_than_one_byte(text: str, index: int, end: int) -> bool:
    """Whether ``text[index:end]`` is at least two bytes long in UTF-8."""
    return index < end - 1 or (index == end - 1 and ord(text[index]) >= 0x80)


def check_domain(text: str, start: int, end: int, *, allow_short: bool) -> int:
    """Length of the valid domain at ``text[start:end]``, or 0 when there is none.

    GFM spec "valid domain", as cmark-gfm's ``check_domain`` applies it: segments of
    host characters, ``-`` and ``_`` separated by ``.``; no ``_`` in the last two
    segments unless there are more than ten dots (cmark-gfm's guard against
    quadratic time); www hosts need a dot, URL hosts do not (``allow_short``). The
    first character is taken as checked; a backslash skips the character after it.
    cmark-gfm walks bytes: its scan stops one byte before the end of the text, just
    after the first non-ASCII host character, and at once when the first character
    is not ASCII; all three are reproduced here.

    ``www.exa_mple.com`` -> 0; ``www.commonmark.org/help`` -> 18 (``www.commonmark.org``).
    """
    if ord(text[start]) >= 0x80:
        return 1 if allow_short else 0
    plain = _PLAIN_DOMAIN.match(text, start + 1, max(start + 1, end - 1))
    plain_end = plain.end() if plain else start + 1
    if plain_end < end - 1 and text[plain_end] in _PLAIN_DOMAIN_BREAK:
        if allow_short or "." in text[start + 1 : plain_end]:
            return plain_end - start
        return 0
    index = start + 1
    dots = underscores_before_last_dot = underscores_since_last_dot = 0
    while _more_than_one_byte(text, index, end):
        if text[index] == "\\" and (
            index < end - 2 or (index == end - 2 and ord(text[index + 1]) >= 0x80)
        ):
            index += 1
        char = text[index]
        if char == "_":
            underscores_since_last_dot += 1
        elif char == ".":
            underscores_before_last_dot = underscores_since_last_dot
            underscores_since_last_dot = 0
            dots += 1
        elif ord(char) >= 0x80:
            if is_host_char(char):
                index += 1
            break
        elif char != "-" and not is_host_char(char):
            break
        index += 1
    if (underscores_before_last_dot or underscores_since_last_dot) and dots <= 10:
        return 0
    if allow_short or dots:
        return index - start
    return 0


def trim_link_end(text: str, start: int, end: int) -> int:
    """Where a candidate ``text[start:end]`` really ends (``start`` when nothing is left).

    GFM "extended autolink path validation" as cmark-gfm's ``autolink_delim`` does
    it: ``<`` cuts the link; then, repeatedly from the end, ``? ! . , : * _ ~ ' "``
    are dropped, ``;`` is dropped and ``&`` + letters + ``;`` is dropped whole, and
    ``)`` is dropped while closing parentheses outnumber opening ones in the link.

    ``www.google.com/search?q=Markup+(business)))`` keeps one ``)``.
    """
    cut = text.find("<", start, end)
    if cut >= 0:
        end = cut
    opening = text.count("(", start, end)
    closing = text.count(")", start, end)
    while end > start:
        char = text[end - 1]
        if char in _TRAILING_PUNCT:
            end -= 1
        elif char == ")":
            if closing <= opening:
                return end
            closing -= 1
            end -= 1
        elif char == ";":
            back = end - 2
            while back > start and text[back] in _ASCII_ALPHA:
                back -= 1
            end = back if back < end - 2 and text[back] == "&" else end - 1
        else:
            return end
    return end


_PLAIN_LINK = re.compile(r"([A-Za-z0-9][A-Za-z0-9.-]*+)(?:[/?#:][^\t\n\r <]*+)?+")
_TRIMMED_LAST = _TRAILING_PUNCT | frozenset(");")
_ENDS_AT_DOMAIN = frozenset(" \t\n\r<")


def plain_link_end(text: str, host: int, end: int) -> int | None:
    """Where a www or URL link whose host starts at ``host`` ends, when nothing is left to
    decide: an ASCII host of letters, digits, dots and hyphens that ends before the last
    character of the text, then white space, ``<``, or a path, query, fragment or port that
    runs to white space, ``<`` or the end and does not end in a character
    :func:`trim_link_end` drops. :func:`check_domain`, :func:`_extent` and
    :func:`trim_link_end` give the same end for such a link; ``None`` otherwise.
    """
    plain = _PLAIN_LINK.match(text, host, end)
    if plain is None:
        return None
    domain_end, link_end = plain.end(1), plain.end()
    if domain_end >= end - 1 or text[link_end - 1] in _TRIMMED_LAST:
        return None
    if link_end == domain_end and text[domain_end] not in _ENDS_AT_DOMAIN:
        return None
    return link_end


def _extent(text: str, index: int, end: int) -> int:
    """End of the run of characters that are neither ASCII whitespace nor ``<``."""
    match = _URL_EXTENT.match(text, index, end)
    return match.end() if match else index


class GfmScanner(Scanner):
    """GitHub Flavored Markdown autolinks (GFM spec 6.9), cmark-gfm's behaviour.

    www and URL links are ``INLINE_KINDS``: cmark-gfm claims them while parsing
    inlines, before emphasis, so ``http://a.com/*x*`` stays one link. Emails are
    found afterwards in finished text nodes.
    """

    INLINE_KINDS = frozenset({LinkKind.URL, LinkKind.WWW})
    LEAD_LETTERS_ONLY = frozenset({LinkKind.URL, LinkKind.WWW})
    """A scheme's letters before ``://``, nothing before ``www.``; the character before a
    link is checked (no letter before a scheme; start, space or ``* _ ~ (`` before ``www.``),
    and the marks that emphasis would take are all allowed there."""
    NEEDLES: ClassVar[dict[LinkKind, str]] = {
        **Scanner.NEEDLES,
        LinkKind.EMAIL: "@[A-Za-z0-9_/-]*[.][A-Za-z0-9]",
    }
    """An email's domain holds a dot before an alphanumeric, after ``@`` and domain
    characters (``/`` too, for xmpp resources): ``@user`` mentions hold no email."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self._email_needle = re.compile(self.NEEDLES[LinkKind.EMAIL])
        self._url = LinkKind.URL in self.kinds
        self._www = LinkKind.WWW in self.kinds
        self._email = LinkKind.EMAIL in self.kinds

    def has_candidate(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether ``text[start:end]`` holds a place where cmark-gfm tries a URL link
        (:func:`next_scheme`: ``ldap://`` and ``xhttp://`` are none), a ``www.`` or the email
        needle. Markdown source may be read with it: what stands before a scheme in the
        source stays before it in the text (a block's marks are not letters), while a
        ``www.`` after ``>`` or ``|`` in the source starts a text node. Front ends test
        whole text nodes with the plain needle (:meth:`candidate_test`), which is cheaper."""
        stop = len(text) if end is None else end
        if self._url and next_scheme(text, start, stop)[0] < stop:
            return True
        if self._www and text.find("www.", start, stop) >= 0:
            return True
        return self._email and self._email_needle.search(text, start, stop) is not None

    def iter_links(self, text: str, start: int = 0, end: int | None = None) -> Iterator[Link]:
        """Yield www and URL links left to right, then emails in the text between them."""
        return iter(self._links(text, start, len(text) if end is None else end, brackets=False))

    def paragraph_links(self, text: str) -> Iterator[Link]:
        """The links cmark-gfm makes in a paragraph of plain ``text``: those of
        :meth:`iter_links`, except that no www or URL link starts while a ``[`` is open.

        cmark-gfm's autolink extension matches nothing while its bracket stack is not
        empty (``cmark_inline_parser_in_bracket``); each ``[`` pushes and each ``]`` pops
        one, and brackets inside a link already made are link text. Emails, found after
        inline parsing, are not affected: ``see [ http://a.com`` has no link,
        ``[ a@b.com`` has one.
        """
        return iter(self._links(text, 0, len(text), brackets=True))

    def _links(self, text: str, start: int, stop: int, *, brackets: bool) -> list[Link]:
        """The links of ``text[start:stop]`` in order, as one list: front ends call this for
        every run of text that holds a needle, so it is one loop with no layers."""
        links: list[Link] = []
        at = text.find("@", start, stop) if self._email else -1
        gap = start
        if self._www or self._url:
            www = -1 if self._www else stop
            scheme = colon = -1 if self._url else stop
            position = counted = start
            depth = 0
            while True:
                if www < position:
                    www = next_www(text, position, stop)
                if scheme < position:
                    scheme, colon = next_scheme(text, position, stop)
                if www < scheme:
                    begin = www
                elif scheme < stop:
                    begin = scheme
                else:
                    break
                if brackets:
                    depth = bracket_depth(text, depth, counted, begin)
                    counted = begin
                    if depth:
                        position = begin + 1
                        continue
                if begin == www:
                    link = match_www(text, begin, stop)
                else:
                    link = match_url(text, begin, colon, stop)
                if link is None:
                    position = begin + 1
                    continue
                if 0 <= at < link.start:
                    links += find_emails(text, gap, link.start)
                links.append(link)
                gap = position = counted = link.end
                if 0 <= at < gap:
                    at = text.find("@", gap, stop)
        if at >= 0:
            links += find_emails(text, gap, stop)
        links = [link for link in links if not after_lookalike(text, link.start)]
        return outside_overrides(text, links, start, stop)


def next_www(text: str, position: int, end: int) -> int:
    """Where cmark-gfm next tries a www link in ``text[position:end]`` (``end`` if nowhere):
    ``www.`` at the start of the text or after ASCII whitespace or one of ``* _ ~ (``."""
    www = text.find("www.", position, end)
    while www > 0 and text[www - 1] not in _BEFORE_WWW:
        www = text.find("www.", www + 1, end)
    return end if www < 0 else www


def next_scheme(text: str, position: int, end: int) -> tuple[int, int]:
    """Where cmark-gfm next tries a URL link in ``text[position:end]``, and the offset of its
    ``:`` (``(end, end)`` if nowhere): ``://`` after ``http``, ``https`` or ``ftp`` in any
    case that does not follow an ASCII letter (cmark-gfm rewinds over letters from the
    ``:``). Found by substring search for ``://``, so a text is searched once."""
    colon = text.find("://", position, end)
    while colon >= 0:
        for length in (5, 4, 3):
            begin = colon - length
            if begin < position:
                continue
            scheme = text[begin:colon]
            if scheme.isascii() and scheme.lower() in _SCHEMES:
                if begin == 0 or text[begin - 1] not in _ASCII_ALPHA:
                    return begin, colon
                break
        colon = text.find("://", colon + 1, end)
    return end, end


def match_www(text: str, start: int, end: int) -> Link | None:
    """An extended www autolink at ``text[start:]`` (``www.`` already seen there).

    GFM "extended www autolink": ``www.`` and a valid domain, then any characters up
    to ASCII whitespace or ``<``, trimmed; the href gets ``http://``. The character
    before must be the start, ASCII whitespace or ``* _ ~ (`` (checked by the trigger).
    """
    link_end = _link_end(text, start, start, end, allow_short=False)
    if link_end is None:
        return None
    written = text[start:link_end]
    return Link(start, link_end, LinkKind.WWW, encode_href("http://" + written), written)


def match_url(text: str, start: int, colon: int, end: int) -> Link | None:
    """An extended URL autolink whose scheme starts at ``start`` and ends at ``colon``.

    GFM "extended url autolink": ``http://``, ``https://`` or ``ftp://`` (any case, not
    after an ASCII letter), a host character, a domain (no dot needed), then any
    characters up to ASCII whitespace or ``<``, trimmed from the ``:`` on.
    """
    host = colon + 3
    if host >= end or not is_host_char(text[host]):
        return None
    link_end = _link_end(text, host, colon, end, allow_short=True)
    if link_end is None:
        return None
    written = text[start:link_end]
    return Link(start, link_end, LinkKind.URL, encode_href(written), written)


def _link_end(
    text: str, host: int, trimmed_from: int, end: int, *, allow_short: bool
) -> int | None:
    """The end of a www or URL link whose domain starts at ``host``: a plain link's
    (:func:`plain_link_end`), or the valid domain's extent trimmed from ``trimmed_from``
    (:func:`check_domain`, :func:`trim_link_end`); ``None`` when there is no link."""
    link_end = plain_link_end(text, host, end)
    if link_end is not None:
        return link_end
    domain = check_domain(text, host, end, allow_short=allow_short)
    if not domain:
        return None
    link_end = trim_link_end(text, trimmed_from, _extent(text, host + domain, end))
    return None if link_end == trimmed_from else link_end


def _protocol_before(text: str, colon: int, floor: int, protocol: str) -> bool:
    """Whether ``protocol`` (ending in ``:``) ends at ``colon``, after a non-alphanumeric."""
    begin = colon - len(protocol) + 1
    if begin < floor or not text.startswith(protocol, begin):
        return False
    return begin == floor or text[begin - 1] not in _ASCII_ALNUM


def after_lookalike(text: str, start: int) -> bool:
    """Whether a link starting at ``start`` would start inside a token, right after a
    character that looks like URL syntax (:func:`~.lookalikes.lookalike_inside_token`:
    ``x∕https://evil.com``, ``paypal.com∕me@evil.com``). cmark-gfm links such a piece;
    gfm mode does not, as the reader takes the whole token for one address
    (docs/security.md#guaranteed)."""
    return start > 1 and lookalike_inside_token(text, start - 1, len(text))


def find_emails(text: str, start: int, end: int) -> Iterator[Link]:
    """Yield the extended email autolinks of one text node ``text[start:end]``.

    GFM "extended email autolink", as cmark-gfm's ``postprocess_text`` finds them:
    from each ``@``, rewind over ``[A-Za-z0-9.+_-]`` (through a ``mailto:`` or
    ``xmpp:`` that follows a non-alphanumeric, which then becomes the href instead of
    an added ``mailto:``); scan forward over alphanumerics, ``-``, ``_``, ``.`` before
    an alphanumeric (counted as dots) and, for xmpp, ``/``; a second ``@`` restarts
    the rewind from it, keeping the dot count and protocol seen so far. The domain
    needs a dot and must end in a letter; then the end is trimmed as for URLs,
    from the ``@``. ``a.b-c_d@a.b.`` -> ``a.b-c_d@a.b``.
    """
    offset = start
    while offset < end:
        at = text.find("@", offset, end)
        if at < 0:
            return
        floor = offset
        mailto = True
        xmpp = False
        dots = 0
        while True:
            begin = at
            while begin > floor:
                char = text[begin - 1]
                if char in _EMAIL_LOCAL:
                    begin -= 1
                    continue
                if char == ":":
                    if _protocol_before(text, begin - 1, floor, "mailto:"):
                        mailto = False
                        begin -= 1
                        continue
                    if _protocol_before(text, begin - 1, floor, "xmpp:"):
                        mailto = False
                        xmpp = True
                        begin -= 1
                        continue
                break
            if begin == at:
                offset = at + 1
                break
            index = at + 1
            restarted = False
            while index < end:
                char = text[index]
                if char in _ASCII_ALNUM:
                    pass
                elif char == "@":
                    floor = at + 1
                    at = index
                    restarted = True
                    break
                elif char == "." and index + 1 < end and text[index + 1] in _ASCII_ALNUM:
                    dots += 1
                elif not ((char == "/" and xmpp) or char in "-_"):
                    break
                index += 1
            if restarted:
                continue
            last = text[index - 1]
            if index - at < 2 or not dots or (last not in _ASCII_ALPHA and last != "."):
                offset = index
                break
            link_end = trim_link_end(text, at, index)
            if link_end == at:
                offset = at + 1
                break
            written = text[begin:link_end]
            href = "mailto:" + written if mailto else written
            yield Link(begin, link_end, LinkKind.EMAIL, encode_href(href), written)
            offset = link_end
            break
