"""Generated Markdown documents for the document-scale differential test against cmark-gfm.

A document is 1 to 6 blocks (paragraphs, headings, bullet lists, block quotes, tables); each
inline run mixes link-ish fragments (those of :mod:`support.gfm_oracle`) with words, emphasis marks,
code spans, links, images, raw inline HTML, entities, backslash escapes and hard breaks.
"""

from __future__ import annotations

import random

from support.gfm_oracle import FRAGMENTS

WORDS = ("see", "the", "docs", "at", "or", "mail", "x", "a_b", "it's", "(", ")", ".", ",", ":")
LINKISH = (
    "http://a.com",
    "https://example.com/p/a_b?x=1&y=2",
    "http://a.com/*x*",
    "www.a.com",
    "www.a.com/a_b_c",
    "www.b.org/",
    "ftp://f.net/x",
    "me@example.com",
    "a.b@c.org",
    "mailto:a@b.com",
    "www.example.com/x_",
    "http://w.com/(x)",
    "HTTP://A.COM",
    "www.a.com.",
)
INLINE = (
    "*",
    "**",
    "_",
    "__",
    "~~",
    "`code`",
    "`www.a.com`",
    "``a `b` c``",
    "[t](http://x.com/u)",
    "[www.a.com](/u)",
    "![i](http://img.com/i.png)",
    "<http://auto.com>",
    "<b@auto.com>",
    "<b>",
    "</b>",
    '<a href="/h">',
    "</a>",
    "<code>",
    "</code>",
    "<br>",
    "<span>",
    "</span>",
    "&amp;",
    "&lt;",
    "&#64;",
    "&copy;",
    "&x;",
    "\\*",
    "\\_",
    "\\.",
    "\\@",
    "\\[",
    "[",
    "]",
    "[x]",
    "  \n",
    "\n",
)


def inline_run(rng: random.Random) -> str:
    """A run of 1 to 14 inline items, mostly separated by spaces."""
    items = []
    for _ in range(rng.randint(1, 14)):
        roll = rng.random()
        if roll < 0.3:
            items.append(rng.choice(LINKISH))
        elif roll < 0.55:
            items.append(rng.choice(INLINE))
        elif roll < 0.75:
            items.append(rng.choice(FRAGMENTS))
        else:
            items.append(rng.choice(WORDS))
        if rng.random() < 0.7:
            items.append(" ")
    return "".join(items).strip() or "x"


def _line(rng: random.Random) -> str:
    return inline_run(rng).replace("\n", " ")


def block(rng: random.Random) -> str:
    """One block of a generated document."""
    kind = rng.random()
    if kind < 0.45:
        return inline_run(rng)
    if kind < 0.55:
        return f"{'#' * rng.randint(1, 3)} {_line(rng)}"
    if kind < 0.7:
        return "\n".join(f"- {_line(rng)}" for _ in range(rng.randint(1, 3)))
    if kind < 0.8:
        return f"> {_line(rng)}"
    cells = [_line(rng).replace("|", "\\|") for _ in range(4)]
    return f"| {cells[0]} | {cells[1]} |\n|---|---|\n| {cells[2]} | {cells[3]} |"


def document(rng: random.Random) -> str:
    """A document of 1 to 6 blocks."""
    return "\n\n".join(block(rng) for _ in range(rng.randint(1, 6)))
