"""The mode comparison page: one card per tricky input, each mode's output side by side."""

from __future__ import annotations

from .examples import example_card

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
    "σωκράτης@example.com",
    "www.example.com:8080/a",
)


def comparison_cards() -> str:
    """Every tricky input's card, one after the other."""
    return "\n\n".join(example_card(text) for text in TRICKY_INPUTS)
