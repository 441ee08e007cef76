"""Runs in Pyodide on the playground page: the input rendered in every mode, as JSON."""

from __future__ import annotations

import json

import markdown

from md_autolinks import MODES, AutolinkExtension, OptionError
from md_autolinks.engine.options import OPTION_SPECS


def options_for(mode: str, chosen: dict[str, object]) -> dict[str, object]:
    """The chosen options that ``mode`` uses (``bare_domains`` is for uts58 only)."""
    return {
        name: value
        for name, value in chosen.items()
        if name not in OPTION_SPECS or mode in OPTION_SPECS[name].modes
    }


def render_all(text: str, options_json: str) -> str:
    """``{mode: {"html": ...}}``, or ``{"error": ...}`` for a mode whose options are bad."""
    chosen = json.loads(options_json)
    results: dict[str, dict[str, str]] = {}
    for mode in MODES:
        try:
            options = options_for(mode, chosen)
            extension = AutolinkExtension(mode=mode, css_class="ma-demo", **options)
            results[mode] = {"html": markdown.markdown(text, extensions=[extension])}
        except OptionError as error:
            results[mode] = {"error": str(error)}
    return json.dumps(results)
