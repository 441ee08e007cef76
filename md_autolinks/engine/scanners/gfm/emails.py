"""GFM extended email autolinks (GFM spec section 6.9), as cmark-gfm's
``postprocess_text`` finds them, with its ``mailto:`` and ``xmpp:`` forms."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...hrefs import encode_href
from ...model import Link, LinkKind, new_link
from .domains import ASCII_ALNUM, ASCII_ALPHA, trim_link_end

_EMAIL_LOCAL = ASCII_ALNUM | frozenset(".+-_")


def _protocol_before(text: str, colon: int, floor: int, protocol: str) -> bool:
    """Whether ``protocol`` (ending in ``:``) ends at ``colon``, after a non-alphanumeric."""
    begin = colon - len(protocol) + 1
    if begin < floor or not text.startswith(protocol, begin):
        return False
    return begin == floor or text[begin - 1] not in ASCII_ALNUM


_SCHEME = re.compile("[A-Za-z][A-Za-z0-9+.-]*:")
"""A URL's scheme and its colon (WHATWG URL, "scheme start state" and "scheme state")."""


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

    One departure: cmark-gfm writes the link's text as its href wherever it saw a
    protocol, also where the text does not begin with a scheme (WHATWG URL, "scheme
    state"): ``xmpp:me@python.org/r_@y.org`` links ``r_@y.org``, ``x_mailto:me@b.org``
    itself, each a relative link to the page's own site. Such an href gets ``mailto:``,
    the address its text shows (docs/modes.md#gfm, docs/security.md).
    """
    offset = start
    while offset < end:
        at = text.find("@", offset, end)
        if at < 0:
            return
        floor = offset
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
                        begin -= 1
                        continue
                    if _protocol_before(text, begin - 1, floor, "xmpp:"):
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
                if char in ASCII_ALNUM:
                    pass
                elif char == "@":
                    floor = at + 1
                    at = index
                    restarted = True
                    break
                elif char == "." and index + 1 < end and text[index + 1] in ASCII_ALNUM:
                    dots += 1
                elif not ((char == "/" and xmpp) or char in "-_"):
                    break
                index += 1
            if restarted:
                continue
            last = text[index - 1]
            if index - at < 2 or not dots or (last not in ASCII_ALPHA and last != "."):
                offset = index
                break
            link_end = trim_link_end(text, at, index)
            if link_end == at:
                offset = at + 1
                break
            written = text[begin:link_end]
            href = written if _SCHEME.match(written) else "mailto:" + written
            yield new_link(begin, link_end, LinkKind.EMAIL, encode_href(href), written)
            offset = link_end
            break
