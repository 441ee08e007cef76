"""The options reference, generated from :data:`md_autolinks.engine.options.OPTION_SPECS`."""

from __future__ import annotations

import html
import json

from md_autolinks.engine.options import MODES, OPTION_SPECS, OptionSpec


def _as_written(value: object) -> str:
    """A default as ``mkdocs.yml`` spells it: ``[url, www, email]``, ``false``, ``none``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, dict):
        return "{}" if not value else json.dumps(value)
    return '""' if value == "" else str(value)


def _row(label: str, value: str) -> str:
    return f"<dt>{label}</dt><dd>{value}</dd>"


def _code(text: str) -> str:
    return f"<code>{html.escape(text)}</code>"


def _words(text: str) -> str:
    """``text`` as HTML, its `backticked` spans as code."""
    pieces = text.split("`")
    return "".join(
        _code(piece) if index % 2 else html.escape(piece, quote=False)
        for index, piece in enumerate(pieces)
    )


def _values(spec: OptionSpec) -> str:
    """The allowed values: the closed set or keywords, then what else is allowed."""
    listed = ", ".join(map(_code, spec.choices or ()))
    said = _words(spec.values)
    if listed and said:
        return f"{listed}, {said}"
    return listed or said or "any (see the type)"


def _card(spec: OptionSpec) -> str:
    code = _code
    values = _values(spec)
    modes = "every mode" if spec.modes == MODES else ", ".join(map(code, spec.modes)) + " only"
    details = (
        _row("Type", html.escape(spec.type_label))
        + _row("Default", code(_as_written(spec.default)))
        + _row("Values", values)
        + _row("Modes", modes)
    )
    return (
        f'<div class="ma-card ma-option" id="opt-{spec.name}">'
        f'<p><code class="ma-option-name">{spec.name}</code>: {html.escape(spec.help)}</p>'
        f"<dl>{details}</dl></div>"
    )


def option_reference() -> str:
    """One card per option: what it does, its type, default, allowed values and modes."""
    return '<div class="ma-options">' + "".join(map(_card, OPTION_SPECS.values())) + "</div>"
