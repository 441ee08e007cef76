"""The page for pymdownx.magiclink users: inputs rendered by magiclink and by md-autolinks
side by side, each with the HTML it makes, computed when the site is built.

Neither is given a class, so the HTML shown is what each makes by default; the page's
stylesheet highlights every anchor of these cards.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

import markdown
from pymdownx.magiclink import MagiclinkExtension

from md_autolinks import AutolinkExtension

#: ``(input, magiclink's options, md-autolinks' options)``: each is one card.
MAGICLINK_CARDS: tuple[tuple[str, Mapping[str, object], Mapping[str, object]], ...] = (
    ("Visit www.python.org/a_b_c now", {}, {}),
    ("Mail john.doe@python.org.", {}, {}),
    ("https://example.com/*x*", {}, {}),
    ("(https://en.wikipedia.org/wiki/Foo_(bar))", {}, {}),
    ("See https://例え.jp/パス", {}, {}),
    ("Read setup.py, then python.org", {}, {}),
    ("http://a_b.example.com/x", {}, {}),
    ("ftp://ftp.example.com/file.txt", {}, {}),
    ("Docs at https://example.com/guide", {"hide_protocol": True}, {"hide_scheme": True}),
    ("Visit www.python.org", {}, {"target": "_blank", "rel": "nofollow"}),
)
#: The md-autolinks modes shown beside magiclink.
MODES_SHOWN = ("gfm", "uts58")


def spelled(options: Mapping[str, object]) -> str:
    """``hide_scheme: true, rel: nofollow``: options as ``mkdocs.yml`` writes them."""
    return ", ".join(
        f"{name}: {str(value).lower() if isinstance(value, bool) else value}"
        for name, value in options.items()
    )


def cell(label: str, options: Mapping[str, object], output: str) -> str:
    """One column: its name and options, the rendered output, then the HTML it is."""
    shown = f" <code>{html.escape(spelled(options))}</code>" if options else ""
    return (
        f'<div class="ma-mode" data-mode="{html.escape(label)}">'
        f'<div class="ma-label">{html.escape(label)}</div>{shown}'
        f'<div class="ma-output">{output}</div>'
        f'<div class="ma-source"><code>{html.escape(output)}</code></div></div>'
    )


def magiclink_card(
    text: str, magiclink_options: Mapping[str, object], autolinks_options: Mapping[str, object]
) -> str:
    """A raw HTML block: ``text``, then magiclink's output and each shown mode's."""
    with_magiclink = markdown.markdown(text, extensions=[MagiclinkExtension(**magiclink_options)])
    cells = [cell("magiclink", magiclink_options, with_magiclink)]
    for mode in MODES_SHOWN:
        extension = AutolinkExtension(mode=mode, **autolinks_options)
        output = markdown.markdown(text, extensions=[extension])
        cells.append(cell(f"md-autolinks {mode}", autolinks_options, output))
    return (
        f'<div class="ma-card ma-columns ma-versus" data-input="{html.escape(text)}">'
        f'<div class="ma-input"><span class="ma-label">Input</span>'
        f"<code>{html.escape(text)}</code></div>"
        f'<div class="ma-modes">{"".join(cells)}</div></div>'
    ).replace("\n", " ")


def magiclink_cards() -> str:
    """Every card of :data:`MAGICLINK_CARDS`, one after the other."""
    return "\n\n".join(magiclink_card(*card) for card in MAGICLINK_CARDS)
