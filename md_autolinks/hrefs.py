"""Turning a detected link's text into the URL an anchor points at."""

from __future__ import annotations

import re
from urllib.parse import quote

# The bytes cmark's houdini_escape_href leaves as they are; '&' and "'" are kept
# too, since they are valid in URLs and only need escaping as HTML, which is the
# serializer's job.
_HREF_SAFE = "!#$%&'()*+,-./:;=?@_~"
_ALREADY_SAFE = re.compile(r"[A-Za-z0-9!#$%&'()*+,\-./:;=?@_~]*\Z")


def encode_href(url: str) -> str:
    """Percent-encode what may not stand bare in an href.

    Rule (cmark's ``houdini_escape_href``, which md4c's and browsers' URL writers
    match for these bytes): ASCII letters, digits and ``!#$%&'()*+,-./:;=?@_~`` stay;
    every other character is written as the ``%XX`` escapes of its UTF-8 bytes. A
    ``%`` is kept as is, so existing escapes are not doubled. Lone surrogates are
    encoded as their surrogate-pass bytes rather than raising.
    """
    if _ALREADY_SAFE.match(url):
        return url
    return quote(url, safe=_HREF_SAFE, errors="surrogatepass")
