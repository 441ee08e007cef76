"""The mode comparison page: one card per tricky input, each mode's output side by side."""

from __future__ import annotations

from .examples import example_card

TRICKY_INPUTS = (
    "www.commonmark.org/help.",
    "Visit www.python.org/a_b_c now",
    "(https://en.wikipedia.org/wiki/Foo_(bar))",
    "https://example.com/*x*",
    "http://example.com/?q=1&amp;",
    "john.doe@python.org.",
    "mailto:me@python.org",
    "example.com",
    "setup.py",
    "https://例え.jp/パス",
    "xhttp://example.com",
    "www.example",
    "σωκράτης@python.org",
    "www.python.org:8080/a",
)


def comparison_cards() -> str:
    """Every tricky input's card, one after the other."""
    return "\n\n".join(example_card(text) for text in TRICKY_INPUTS)
