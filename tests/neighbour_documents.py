"""Generated pages in the syntax of the extensions MkDocs Material sites load together.

A page is 1 to 5 blocks: paragraphs, lists, admonitions, tabs, collapsible details, tables,
headings with attribute lists, definition lists, footnotes, abbreviations, ``md_in_html``
blocks and the fixed rows of the neighbour tests. Inline runs mix links, wrapped in the
marks and brackets of every neighbour (``^^``, ``==``, ``~~``, ``++``, ``$``, quotes, code,
Markdown links), with words that are those extensions' own syntax (``:smile:``,
``++ctrl+c++``, ``[^1]``, ``{: .cls }``, entities, escapes, raw HTML).

No link holds a character a later inline pattern would take (``http://a.com/*x*``): there
the page differs from the page without md-autolinks on purpose, as in cmark-gfm.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

LINKS = (
    "http://a.com", "https://b.org/x", "www.c.net", "www.d.io/p?q=1", "me@e.com", "a.b@f.org",
    "ftp://g.net/x", "https://h.com/(x)", "i.com", "j.org/path", "mailto:k@l.com",
)
WRAPS = (
    ("^^", "^^"), ("==", "=="), ("~~", "~~"), ("**", "**"), ("*", "*"), ("_", "_"),
    ("__", "__"), ("^", "^"), ("~", "~"), ("`", "`"), ("[", "](http://x.com)"), ("<", ">"),
    ('"', '"'), ("'", "'"), ("(", ")"), ("++", "++"), ("$", "$"), ("", ""),
)
TRAILING = ("", "", ".", ",", "!", ")")
WORDS = (
    "see", "the", "HTML", "it's", "x", "a_b", "1.0", ":smile:", "++ctrl+c++", "[^1]",
    "{: .cls }", "&amp;", "&copy;", "\\*", "\\_", "--", "...", "<b>", "</b>", "<span>",
    "</span>", "[x]", "!", "<br>",
)  # fmt: skip


def inline_run(
    rng: random.Random,
    items: int,
    wraps: Sequence[tuple[str, str]] = WRAPS,
    words: Sequence[str] = WORDS,
) -> str:
    """``items`` words and wrapped links, joined by spaces or line breaks."""
    pieces = []
    for _ in range(items):
        if rng.random() < 0.35:
            opening, closing = rng.choice(wraps)
            pieces.append(opening + rng.choice(LINKS) + rng.choice(TRAILING) + closing)
        else:
            pieces.append(rng.choice(words))
    return rng.choice((" ", " ", " ", "\n")).join(pieces)


Shapes = tuple[tuple[float, Callable[[random.Random], str]], ...]


BLOCKS: Shapes = (
    (0.10, lambda rng: f"- {inline_run(rng, 4)}\n- {inline_run(rng, 3)}"),
    (0.07, lambda rng: f"!!! note\n    {inline_run(rng, 4)}"),
    (0.06, lambda rng: f'=== "Tab {rng.choice(LINKS)}"\n\n    {inline_run(rng, 3)}'),
    (0.05, lambda rng: f'??? note "{inline_run(rng, 2)}"\n    {inline_run(rng, 3)}'),
    (0.05, lambda rng: f"| a | b |\n|---|---|\n| {inline_run(rng, 2)} | {inline_run(rng, 2)} |"),
    (0.04, lambda rng: f"# {inline_run(rng, 3)} {{ #id }}"),
    (0.04, lambda rng: f"Term\n:   {inline_run(rng, 3)}"),
    (0.04, lambda rng: f"[^1]: {inline_run(rng, 3)}"),
    (0.03, lambda rng: f"*[HTML]: Hyper {rng.choice(LINKS)}"),
    (0.03, lambda rng: f"<div markdown>\n{inline_run(rng, 3)}\n</div>"),
)
"""Each block shape with how often it is drawn; the rest of the draws are a written page's
block (a quarter) or a paragraph."""


def page(
    rng: random.Random,
    fixed_blocks: Sequence[str] = (),
    shapes: Shapes = BLOCKS,
    run: Callable[[random.Random, int], str] = inline_run,
) -> str:
    """One page of 1 to 5 blocks: a quarter drawn whole from ``fixed_blocks`` (written
    pages), when there are any, the others from ``shapes`` or a paragraph of ``run``."""
    blocks = []
    for _ in range(rng.randint(1, 5)):
        roll = rng.random()
        if fixed_blocks:
            if roll < 0.25:
                blocks.append(rng.choice(fixed_blocks))
                continue
            roll -= 0.25
        for share, make in shapes:
            if roll < share:
                blocks.append(make(rng))
                break
            roll -= share
        else:
            blocks.append(run(rng, rng.randint(2, 8)))
    return "\n\n".join(blocks)
