"""The options reference, generated from :data:`md_autolinks.options.OPTION_SPECS`."""

from __future__ import annotations

import html

from md_autolinks.options import OPTION_SPECS


def option_reference() -> str:
    """A raw HTML table: each option's name and help text."""
    rows = "".join(
        f'<tr id="opt-{name}"><td><code>{name}</code></td><td>{html.escape(spec.help)}</td></tr>'
        for name, spec in OPTION_SPECS.items()
    )
    return (
        '<div class="ma-options"><table><thead><tr><th>Option</th><th>Meaning</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )
