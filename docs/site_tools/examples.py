"""Rendered mode examples: an input, then what each mode's Python-Markdown front end makes of it.

The HTML is written as raw HTML blocks, so the site's own plugin leaves it alone; the
example anchors carry the class :data:`DEMO_CLASS`, not the site's ``autolink`` class.
"""

from __future__ import annotations

import html
from html.parser import HTMLParser

import markdown

from md_autolinks import MODES, AutolinkExtension, explain

DEMO_CLASS = "ma-demo"


class _DemoHrefs(HTMLParser):
    """Collects the ``href`` of every anchor with :data:`DEMO_CLASS`, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "a" and DEMO_CLASS in (values.get("class") or "").split():
            self.hrefs.append(values.get("href") or "")


def rendered(text: str, mode: str) -> str:
    """``text`` rendered by Python-Markdown with the extension in ``mode``."""
    return markdown.markdown(text, extensions=[AutolinkExtension(mode=mode, css_class=DEMO_CLASS)])


def demo_hrefs(page_html: str) -> list[str]:
    """The hrefs of the example anchors in ``page_html``."""
    parser = _DemoHrefs()
    parser.feed(page_html)
    return parser.hrefs


def no_link_reason(text: str, mode: str) -> str:
    """``no link: <rule>; <option that links it>`` for the candidates ``mode`` leaves in
    ``text`` (:func:`md_autolinks.explain`), each named when there are several; or why
    nothing in it is a candidate."""
    refused = [record for record in explain(text, mode=mode) if not record.linked]
    if not refused:
        return f"no link: nothing here is a link or near one in {mode}"
    said = [
        record.rule + (f"; {record.option}" if record.option else "") for record in refused
    ]
    if len(refused) == 1:
        return f"no link: {said[0]}"
    return "no link: " + " / ".join(
        f"{record.text}: {words}" for record, words in zip(refused, said, strict=True)
    )


def mode_cell(text: str, mode: str) -> str:
    """One mode's output for ``text``: the rendered HTML, then each href in full."""
    output = rendered(text, mode)
    hrefs = demo_hrefs(output)
    if hrefs:
        listed = "".join(f"<li><code>{html.escape(href)}</code></li>" for href in hrefs)
        targets = f'<ul class="ma-hrefs">{listed}</ul>'
    else:
        targets = f'<p class="ma-nolink">{html.escape(no_link_reason(text, mode))}</p>'
    return (
        f'<div class="ma-mode" data-mode="{mode}">'
        f'<div class="ma-label">{mode}</div>'
        f'<div class="ma-output">{output}</div>{targets}</div>'
    )


def example_card(text: str, layout: str = "columns") -> str:
    """A raw HTML block: the input as typed, then one cell per mode, side by side
    (``layout="columns"``) or one under the other (``"rows"``)."""
    cells = "".join(mode_cell(text, mode) for mode in MODES)
    return (
        f'<div class="ma-card ma-{layout}" data-input="{html.escape(text)}">'
        f'<div class="ma-input"><span class="ma-label">Input</span>'
        f"<code>{html.escape(text)}</code></div>"
        f'<div class="ma-modes">{cells}</div></div>'
    ).replace("\n", " ")
