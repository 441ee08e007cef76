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


def with_gfm_mode_hrefs(rendered: str) -> str:
    """cmark-gfm's HTML with gfm mode's one departure in hrefs: an email's href that does not
    begin with a scheme (cmark-gfm's relative ``b.com@x.org`` in ``mailto:a@b.com@x.org``)
    gets ``mailto:`` (docs/modes.md#gfm)."""
    return _SCHEMELESS_EMAIL_HREF.sub(r'<a href="mailto:\1">', rendered)


def render_autolink_as_cmark_gfm(text: str) -> str:
    """cmark-gfm's own HTML with only the autolink extension, raw HTML kept as
    Python-Markdown does."""
    return cmarkgfm.markdown_to_html_with_extensions(
        text, options=CmarkOptions.CMARK_OPT_UNSAFE, extensions=["autolink"]
    )


def render_autolink(text: str) -> str:
    """:func:`render_autolink_as_cmark_gfm` with gfm mode's href departure
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
