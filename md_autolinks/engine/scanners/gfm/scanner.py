"""The gfm scanner: www and URL triggers matched left to right, then emails in the text
between them, as cmark-gfm reads a paragraph (GFM spec section 6.9)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from ...bidi import outside_overrides
from ...hrefs import encode_href
from ...model import Link, LinkKind, new_link
from ...options import Options
from ..base import Scanner
from ..brackets import bracket_depth
from ..lookalikes import lookalike_inside_token
from .domains import (
    ASCII_ALPHA,
    check_domain,
    is_cmark_host_char,
    link_extent,
    plain_link_end,
    trim_link_end,
)
from .emails import find_emails

_BEFORE_WWW = frozenset("\t\n\r *_~(")
_SCHEMES = frozenset({"http", "https", "ftp"})


class GfmScanner(Scanner):
    """GitHub Flavored Markdown autolinks (GFM spec 6.9), cmark-gfm's behaviour.

    www and URL links are ``INLINE_KINDS``: cmark-gfm claims them while parsing
    inlines, before emphasis, so ``http://a.com/*x*`` stays one link. Emails are
    found afterwards in finished text nodes.
    """

    BLOCKED_BY_OPEN_BRACKET: ClassVar[bool] = True
    SAME_LINKS_FROM_ANY_GAP: ClassVar[bool] = True
    INLINE_KINDS = frozenset({LinkKind.URL, LinkKind.WWW})
    ESCAPES_AS_CMARK_GFM = True
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

    def iter_links(
        self,
        text: str,
        start: int = 0,
        end: int | None = None,
        *,
        overridden: list[tuple[int, int]] | None = None,
    ) -> Iterator[Link]:
        """Yield www and URL links left to right, then emails in the text between them."""
        stop = len(text) if end is None else end
        return iter(self._links(text, start, stop, brackets=False, overridden=overridden))

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

    def _links(
        self,
        text: str,
        start: int,
        stop: int,
        *,
        brackets: bool,
        overridden: list[tuple[int, int]] | None = None,
    ) -> list[Link]:
        """The links of ``text[start:stop]`` in order, as one list: front ends call this for
        every run of text that holds a needle, so it is one loop with no layers."""
        links: list[Link] = []
        at = text.find("@", start, stop) if self._email else -1
        gap = start
        ascii_text = text.isascii()
        walk_all = at >= 0 and not ascii_text
        if self._www or self._url or walk_all:
            www = -1 if self._www or walk_all else stop
            scheme = colon = -1 if self._url or walk_all else stop
            position = counted = start
            depth = 0
            opening = text.find("[", start, stop) if brackets else -1
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
                    if 0 <= opening < counted:
                        opening = text.find("[", counted, stop)
                    if depth or 0 <= opening < begin:
                        depth = bracket_depth(text, depth, counted, begin)
                    counted = begin
                    if depth and not walk_all:
                        position = begin + 1
                        continue
                if begin == www:
                    link = match_www(text, begin, stop)
                else:
                    link = match_url(text, begin, colon, stop)
                made = link is not None and not depth and (self._www if begin == www else self._url)
                if link is None or (not made and not refused_in_token(text, link.start)):
                    position = begin + 1
                    continue
                if 0 <= at < link.start:
                    links += find_emails(text, gap, link.start)
                if made:
                    links.append(link)
                    counted = link.end
                gap = position = link.end
                if 0 <= at < gap:
                    at = text.find("@", gap, stop)
        if at >= 0:
            links += find_emails(text, gap, stop)
        if links and not ascii_text:
            links = [link for link in links if not refused_in_token(text, link.start)]
        return outside_overrides(text, links, start, stop, overridden)


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
                if begin == 0 or text[begin - 1] not in ASCII_ALPHA:
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
    link_end = plain_link_end(text, start, end)
    if link_end is None:
        link_end = _checked_link_end(text, start, start, end, allow_short=False)
        if link_end is None:
            return None
    written = text[start:link_end]
    return new_link(start, link_end, LinkKind.WWW, encode_href("http://" + written), written)


def match_url(text: str, start: int, colon: int, end: int) -> Link | None:
    """An extended URL autolink whose scheme starts at ``start`` and ends at ``colon``.

    GFM "extended url autolink": ``http://``, ``https://`` or ``ftp://`` (any case, not
    after an ASCII letter), a host character, a domain (no dot needed), then any
    characters up to ASCII whitespace or ``<``, trimmed from the ``:`` on.
    """
    host = colon + 3
    if host >= end:
        return None
    link_end = plain_link_end(text, host, end)
    if link_end is None:
        if not is_cmark_host_char(text[host]):
            return None
        link_end = _checked_link_end(text, host, colon, end, allow_short=True)
        if link_end is None:
            return None
    written = text[start:link_end]
    return new_link(start, link_end, LinkKind.URL, encode_href(written), written)


def _checked_link_end(
    text: str, host: int, trimmed_from: int, end: int, *, allow_short: bool
) -> int | None:
    """The end of a www or URL link whose domain starts at ``host`` when it is no plain
    link (:func:`plain_link_end`, tried first: a plain link's host starts with an ASCII
    letter or digit, a host character): the valid domain's extent trimmed from
    ``trimmed_from`` (:func:`check_domain`, :func:`trim_link_end`); ``None`` when there is
    no link."""
    domain = check_domain(text, host, end, allow_short=allow_short)
    if not domain:
        return None
    link_end = trim_link_end(text, trimmed_from, link_extent(text, host + domain, end))
    return None if link_end == trimmed_from else link_end


def refused_in_token(text: str, start: int) -> bool:
    """Whether a link found at ``start`` is refused because it starts inside a token, after
    a look-alike of URL syntax (:func:`after_lookalike`). Such a www or URL link still
    covers its text where it would not be made anyway (a ``kinds`` choice, a front end's
    text pass, an open ``[``): ``x＠http://a.com/?y=1&z=2@y.org`` holds no email, as the
    reader takes the whole token for one address (docs/security.md#guaranteed)."""
    return not text[start - 1].isascii() and after_lookalike(text, start)


def after_lookalike(text: str, start: int) -> bool:
    """Whether a link starting at ``start`` would start inside a token, right after a
    character that looks like URL syntax (:func:`~.lookalikes.lookalike_inside_token`:
    ``x∕https://evil.com``, ``paypal.com∕me@evil.com``). cmark-gfm links such a piece;
    gfm mode does not, as the reader takes the whole token for one address
    (docs/security.md#guaranteed)."""
    return start > 1 and lookalike_inside_token(text, start - 1, len(text))
