"""cmark-gfm (``cmarkgfm``, GitHub's C implementation) as the oracle for gfm mode."""

from __future__ import annotations

import html
import random
import re

import cmarkgfm
from cmarkgfm.cmark import Options as CmarkOptions

from md_autolinks import find_links

_ANCHOR = re.compile(r'<a href="([^"]*)">(.*?)</a>', re.DOTALL)

FRAGMENTS = (
    "http://",
    "https://",
    "ftp://",
    "HTTP://",
    "hTtPs://",
    "xhttp://",
    "1http://",
    "www.",
    "www.",
    "wwww.",
    "mailto:",
    "xmpp:",
    "example",
    "com",
    "org",
    "a",
    "b",
    "x1",
    "EXAMPLE",
    "co.uk",
    "github.com",
    "a.b",
    ".",
    ".",
    "..",
    "-",
    "_",
    "__",
    "@",
    "@",
    "@@",
    "/",
    "/",
    "//",
    "?q=",
    "=",
    "&",
    "&hl;",
    "&amp;",
    "&#64;",
    ";",
    "(",
    ")",
    "((",
    "))",
    "<",
    ">",
    "<br>",
    "*",
    "**",
    "~",
    "~~",
    "'",
    '"',
    "!",
    ",",
    ":",
    "+",
    "%20",
    "#frag",
    "\\",
    "\\.",
    "\\_",
    "[",
    "]",
    "`",
    "é",
    "ü",
    "🍄",
    "Ω",
    "日本",
    "\u00a0",
    "\u3000",
    "\u2014",
    "\u00bf",
    "\t",
    " ",
    " ",
    " ",
    "\n",
    "0",
    "42",
    "a_b",
    "x-y",
    "user.name+tag",
)
ENGINE_EXCLUDED = frozenset("[]`")
"""Markdown syntax whose effect on gfm autolinks is the front end's business, not the
engine's: ``[`` suppresses www/URL links while open; backticks make code spans."""


def random_paragraph(rng: random.Random, *, for_engine: bool = False) -> str:
    """A paragraph of 1 to 12 URL-ish fragments, punctuation, entities, marks and Unicode."""
    pool = [f for f in FRAGMENTS if not (for_engine and set(f) & ENGINE_EXCLUDED)]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(1, 12)))
    return text.strip() or "x"


_SCHEMELESS_EMAIL_HREF = re.compile(r'<a href="(?![A-Za-z][A-Za-z0-9+.\-]*:)([^"]*@[^"]*)">')
_ANCHOR_TAG = re.compile(r'<a href="([^"]*)">([^<]*)</a>')
_SPECIAL_SCHEME = re.compile(r"(?i:https?|ftp)://")
_AUTHORITY_END = re.compile(r"[/?#]")


def _backslash_ends_host(found: re.Match[str]) -> str:
    """The anchor ``found`` with the first backslash of its link's authority written ``/``
    in the href where an ``@`` follows it in the authority (see :func:`with_gfm_mode_hrefs`).
    The backslash is found in the link's text, which cmark-gfm writes as in the source; the
    href holds one ``%5C`` for each backslash or written ``%5C`` of the text."""
    href, text = html.unescape(found.group(1)), html.unescape(found.group(2))
    scheme = _SPECIAL_SCHEME.match(text)
    if scheme is None and not text.lower().startswith("www."):
        return found.group()
    start = scheme.end() if scheme else 0
    end = _AUTHORITY_END.search(text, start)
    authority_end = end.start() if end else len(text)
    backslash = text.find("\\", start, authority_end)
    if backslash < 0 or text.find("@", backslash, authority_end) < 0:
        return found.group()
    index = text.count("\\", 0, backslash) + text.count("%5C", 0, backslash)
    at = -1
    for _ in range(index + 1):
        at = href.find("%5C", at + 1)
    href = href[:at] + "/" + href[at + 3 :]
    return f'<a href="{html.escape(href, quote=True)}">{found.group(2)}</a>'


def with_gfm_mode_hrefs(rendered: str) -> str:
    """cmark-gfm's HTML with gfm mode's two departures in hrefs (docs/modes.md#gfm,
    docs/security.md):

    * an email's href that does not begin with a scheme (cmark-gfm's relative
      ``b.com@x.org`` in ``mailto:a@b.com@x.org``) gets ``mailto:``;
    * in an ``http``, ``https`` or ``ftp`` href, the first backslash of the authority that
      an ``@`` follows there is written ``/``, not ``%5C``: a browser reading the text
      ends the host at the backslash (WHATWG URL, authority state), but reads ``%5C`` as
      part of a user name and goes to the host after the ``@``
      (``http://bank.com\\@evil.com`` goes to ``bank.com``, its href
      ``http://bank.com/@evil.com``; cmark-gfm's ``http://bank.com%5C@evil.com`` goes to
      ``evil.com``).
    """
    rendered = _SCHEMELESS_EMAIL_HREF.sub(r'<a href="mailto:\1">', rendered)
    if "%5C" not in rendered:
        return rendered
    return _ANCHOR_TAG.sub(_backslash_ends_host, rendered)


def render_autolink_as_cmark_gfm(text: str) -> str:
    """cmark-gfm's own HTML with only the autolink extension, raw HTML kept as
    Python-Markdown does."""
    return cmarkgfm.markdown_to_html_with_extensions(
        text, options=CmarkOptions.CMARK_OPT_UNSAFE, extensions=["autolink"]
    )


def render_autolink(text: str) -> str:
    """:func:`render_autolink_as_cmark_gfm` with gfm mode's href departures
    (:func:`with_gfm_mode_hrefs`): what gfm mode must match."""
    return with_gfm_mode_hrefs(render_autolink_as_cmark_gfm(text))


def render_plain(text: str) -> str:
    """cmark-gfm's HTML without any extension."""
    return cmarkgfm.markdown_to_html(text, options=CmarkOptions.CMARK_OPT_UNSAFE)


def is_inert(text: str) -> bool:
    """Whether CommonMark leaves ``text`` as one paragraph of exactly its own characters.

    For such text the autolink extension sees what the engine sees, so the two must agree.
    """
    return render_plain(text) == f"<p>{html.escape(text, quote=True)}</p>\n".replace("&#x27;", "'")


def oracle_links(rendered: str) -> list[tuple[str, str]]:
    """``(href, text)`` of each anchor cmark-gfm rendered, entity-decoded, the href exactly
    as cmark-gfm writes it (gfm mode keeps the host's case too: docs/modes.md)."""
    return [(html.unescape(href), html.unescape(text)) for href, text in _ANCHOR.findall(rendered)]


def engine_links(text: str) -> list[tuple[str, str]]:
    """The engine's gfm links in ``text`` as (href, text) pairs, each href as it reads back
    from HTML (escaped, then unescaped), to compare with :func:`oracle_links`."""
    return [(html.unescape(html.escape(link.href)), link.text) for link in find_links(text)]
