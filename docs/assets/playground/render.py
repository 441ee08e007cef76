"""Runs in Pyodide on the playground page: the input rendered in every mode, and why each
candidate the rendering left as text is not linked, as JSON."""

from __future__ import annotations

import json
from html.parser import HTMLParser

import markdown

from md_autolinks import MODES, AutolinkExtension, OptionError, explain
from md_autolinks.engine.options import OPTION_SPECS

#: Elements whose text a reader sees as prose: inside any other element, a block starts.
INLINE = frozenset(
    {"abbr", "b", "del", "em", "i", "ins", "mark", "s", "small", "span", "strong", "sub", "sup", "u"}
)
#: Elements whose text the front end never links: code, raw text and existing links.
NOT_PROSE = frozenset({"a", "code", "kbd", "pre", "samp", "script", "style"})


class ProseText(HTMLParser):
    """The prose of rendered HTML, where the front end looks for links: the text outside
    :data:`NOT_PROSE`, with a line break wherever a block or a left-out element stands."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.left_out = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in NOT_PROSE:
            self.left_out += 1
        if tag not in INLINE:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in NOT_PROSE:
            self.left_out = max(0, self.left_out - 1)
        if tag not in INLINE:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.left_out:
            self.parts.append(data)


def prose_text(html: str) -> str:
    """The text of ``html`` the front end looked for links in (see :class:`ProseText`)."""
    parser = ProseText()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


def options_for(mode: str, chosen: dict[str, object]) -> dict[str, object]:
    """The chosen options that ``mode`` uses (``bare_domains`` is for uts58 only)."""
    return {
        name: value
        for name, value in chosen.items()
        if name not in OPTION_SPECS or mode in OPTION_SPECS[name].modes
    }


def not_linked(html: str, mode: str, options: dict[str, object]) -> list[dict[str, object]]:
    """Each candidate left as text in ``html``, once: its text, the rule that left it and
    the option that would link it (``md_autolinks.explain`` over the rendered prose)."""
    found: list[dict[str, object]] = []
    for record in explain(prose_text(html), mode=mode, **options):
        entry = {"text": record.text, "rule": record.rule, "option": record.option}
        if not record.linked and entry not in found:
            found.append(entry)
    return found


def render_all(text: str, options_json: str) -> str:
    """``{mode: {"html": ..., "why": [...]}}``, or ``{"error": ...}`` for a mode whose
    options are bad."""
    chosen = json.loads(options_json)
    results: dict[str, dict[str, object]] = {}
    for mode in MODES:
        try:
            options = options_for(mode, chosen)
            extension = AutolinkExtension(mode=mode, css_class="ma-demo", **options)
            html = markdown.markdown(text, extensions=[extension])
            results[mode] = {"html": html, "why": not_linked(html, mode, options)}
        except OptionError as error:
            results[mode] = {"error": str(error)}
    return json.dumps(results)
