"""MkDocs hooks for the project's own site: tables computed by the engine at build time.

``<!-- comparison-table -->`` becomes a table of how each mode links a set of tricky
inputs; ``<!-- option-table -->`` becomes the list of options with their help text.
"""

from __future__ import annotations

from typing import Any

from md_autolinks import MODES, find_links
from md_autolinks.options import OPTION_SPECS

COMPARISON_MARKER = "<!-- comparison-table -->"
OPTION_MARKER = "<!-- option-table -->"

TRICKY_INPUTS = (
    "www.commonmark.org/help.",
    "Visit www.example.com/a_b_c now",
    "(https://en.wikipedia.org/wiki/Foo_(bar))",
    "https://example.com/*x*",
    "http://example.com/?q=1&amp;",
    "john.doe@example.com.",
    "mailto:me@example.com",
    "example.com",
    "setup.py",
    "https://例え.jp/パス",
    "xhttp://example.com",
    "www.example",
)
OPEN, CLOSE = "⟦", "⟧"


def marked(text: str, mode: str) -> str:
    """``text`` with each link ``mode`` finds in it wrapped in ``⟦ ⟧``, then its hrefs."""
    links = find_links(text, mode=mode)
    pieces, cursor = [], 0
    for link in links:
        pieces += [text[cursor : link.start], OPEN, link.text, CLOSE]
        cursor = link.end
    pieces.append(text[cursor:])
    cell = f"`{''.join(pieces)}`"
    hrefs = "<br>".join(f"`{link.href}`" for link in links)
    return f"{cell}<br>{hrefs}" if hrefs else f"{cell}<br>no link"


def comparison_table() -> str:
    """The Markdown table: one row per tricky input, one column per mode."""
    rows = [
        "| Input | " + " | ".join(MODES) + " |",
        "|---" * (len(MODES) + 1) + "|",
    ]
    for text in TRICKY_INPUTS:
        rows.append(f"| `{text}` | " + " | ".join(marked(text, mode) for mode in MODES) + " |")
    return "\n".join(rows)


def option_table() -> str:
    """The Markdown table of every option in ``OPTION_SPECS`` and its help text."""
    rows = ["| Option | Meaning |", "|---|---|"]
    rows += [f"| `{name}` | {spec.help} |" for name, spec in OPTION_SPECS.items()]
    return "\n".join(rows)


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    """Replace the markers with the tables computed from the engine."""
    return markdown.replace(COMPARISON_MARKER, comparison_table()).replace(
        OPTION_MARKER, option_table()
    )
