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
    "http://a.com",
    "https://b.org/x",
    "www.c.net",
    "www.d.io/p?q=1",
    "me@e.com",
    "a.b@f.org",
    "ftp://g.net/x",
    "https://h.com/(x)",
    "i.com",
    "j.org/path",
    "mailto:k@l.com",
)
WRAPS = (
    ("^^", "^^"),
    ("==", "=="),
    ("~~", "~~"),
    ("**", "**"),
    ("*", "*"),
    ("_", "_"),
    ("__", "__"),
    ("^", "^"),
    ("~", "~"),
    ("`", "`"),
    ("[", "](http://x.com)"),
    ("<", ">"),
    ('"', '"'),
    ("'", "'"),
    ("(", ")"),
    ("++", "++"),
    ("$", "$"),
    ("", ""),
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


HOT_LINKS = (
    "https://a.com/*x*",
    "http://b.org/_y_z",
    "www.c.net/~s~",
    "https://d.io/==m==",
    "https://e.com/^u^",
    "www.f.com/++i++",
    "https://g.com/:smile:",
    "http://h.com/a&amp;b",
    "https://i.com/x*y*z",
    "a_b@c.com",
    "www.j.com/p_q_",
    "k.org/*x*",
)
"""Links whose source holds what a later inline pattern consumes: the guard may act on them."""
HOT_WORDS = (
    "data_www.b.com_",
    "e_ha.om",
    "www.b.com_",
    "_see",
    "x_",
    "_www.b.com",
    "a_b.com_",
    "*a",
)
"""Words where a link shows only once emphasis marks are gone: the guard may refuse them."""
HOT_WRAPS = (
    ("{", "}"), ("{ ", "=1 }"), ("{: .c ", " }"), ("\\\\", ""), ("\\", ""), ("", "\\."),
    ("<a href='h'>", "</a>"), ("<code>", "</code>"), ("<b>", "</b>"), ("<button>", "</button>"),
    ("[", ""), ("[", "]"), ("**", "**"), ("*", "*"), ("_", "_"), ("~~", "~~"), ("==", "=="),
    ("^^", "^^"), ("(", ")"), ('"', '"'), ("", ""), ("", ""), ("", "}"), ("{", ""),
)  # fmt: skip
HOT_SHAPES = (
    "{run}", "{run}", "{run}\n{{ data_www.b.com_=1 }}", "- {run}", "!!! note\n    {run}",
    "# {run} {{ #id }}", "Term\n:   {run}", "| a |\n|---|\n| {run} |", '??? note "{run}"\n    x',
    "<div markdown>\n{run}\n</div>", "> {run}", "{run}\n{{: .cls }}",
)  # fmt: skip


def hot_document(rng: random.Random) -> tuple[str, str]:
    """One block holding exactly one hot item (a :data:`HOT_LINKS` link or a :data:`HOT_WORDS`
    word, in one of :data:`HOT_WRAPS`) among words and wrapped plain links; the block and the
    hot item."""
    hot = rng.choice(HOT_LINKS if rng.random() < 0.7 else HOT_WORDS)
    opening, closing = rng.choice(HOT_WRAPS)
    words = inline_run(rng, rng.randint(0, 5)).replace("|", "").split(" ")
    words.insert(rng.randint(0, len(words)), opening + hot + rng.choice(TRAILING) + closing)
    run = " ".join(word for word in words if word)
    return rng.choice(HOT_SHAPES).format(run=run), hot
