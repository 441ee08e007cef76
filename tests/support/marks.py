"""A compact notation for expected links: ``"See |www.a.com|."`` marks each link with bars."""

from __future__ import annotations

from md_autolinks.engine.model import Link


def strip_marks(marked: str) -> tuple[str, list[tuple[int, int]]]:
    """The plain text and the spans the bars mark (a bar is written ``\\|`` when literal)."""
    text: list[str] = []
    spans: list[tuple[int, int]] = []
    opened = -1
    index = 0
    while index < len(marked):
        char = marked[index]
        if char == "\\" and marked[index + 1 : index + 2] == "|":
            text.append("|")
            index += 2
            continue
        if char == "|":
            if opened < 0:
                opened = len(text)
            else:
                spans.append((opened, len(text)))
                opened = -1
        else:
            text.append(char)
        index += 1
    return "".join(text), spans


def mark(text: str, links: list[Link]) -> str:
    """``text`` with bars around each link, the inverse of :func:`strip_marks`."""
    out = []
    cursor = 0
    for link in links:
        out.append(text[cursor : link.start].replace("|", "\\|"))
        out.append("|" + text[link.start : link.end].replace("|", "\\|") + "|")
        cursor = link.end
    out.append(text[cursor:].replace("|", "\\|"))
    return "".join(out)
