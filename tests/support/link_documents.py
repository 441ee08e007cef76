"""Generated Markdown documents full of explicit links, references and images around bare URLs.

A document is a few blocks (paragraphs, list items, block quotes, table rows, headings)
whose inline content mixes the autolink material of :data:`support.gfm_oracle.FRAGMENTS` with
explicit links, images, reference links, code spans, raw HTML and escapes, so that every
place where a bare URL meets Markdown syntax of its own is exercised.
"""

from __future__ import annotations

import random

from support.gfm_oracle import FRAGMENTS

URLS = ("http://a.com/x", "https://docs.example.com/guide", "www.b.org/p_q", "c@d.com", "e.net")
INLINE_MARKUP = (
    "[{u}]({u})",
    "[see {u}](u)",
    "[{u}][r]",
    "[{u}]",
    "![{u}](img.png)",
    "[t](/{u})",
    "<{u}>",
    "`{u}`",
    "**{u}**",
    "*{u}*",
    "~~{u}~~",
    "<b>{u}</b>",
    "<a href='h'>{u}</a>",
    "{u}\\.",
    "{u}`x`",
    "{u}<br>",
    "{u}[t](u)",
    "{u}![i](j)",
    "{u}\\b",
    "{u}`",
    "[{u}",
    "{u}]",
    "\\[{u}",
)
REFERENCES = "\n\n[r]: http://ref.example/r\n[http://a.com/x]: /shortcut\n"


def _inline(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 8)):
        if rng.random() < 0.3:
            parts.append(rng.choice(INLINE_MARKUP).format(u=rng.choice(URLS)))
        else:
            parts.append(rng.choice(FRAGMENTS).replace("\n", " "))
    return "".join(parts).strip() or "x"


def _block(rng: random.Random) -> str:
    line = _inline(rng)
    shape = rng.randrange(6)
    if shape == 0:
        return f"- {line}\n- {_inline(rng)}"
    if shape == 1:
        return f"> {line}"
    if shape == 2:
        cells = (line.replace("|", ""), _inline(rng).replace("|", ""))
        return "| a | b |\n|---|---|\n| {} | {} |".format(*cells)
    if shape == 3:
        return f"# {line}"
    return line


def random_document(rng: random.Random) -> str:
    """One to three blocks, and sometimes the reference definitions their links use."""
    blocks = "\n\n".join(_block(rng) for _ in range(rng.randint(1, 3)))
    return blocks + (REFERENCES if rng.random() < 0.5 else "\n")
