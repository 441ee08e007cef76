"""What the docs claim a mode links, read from their tables and sentences, so a test can
check each claim against :func:`md_autolinks.find_links`.

A claim is an input text, the modes it is made for, and what those modes link in it: the
links' texts (and an href where the page gives one, ``..., to `HREF```), nothing, or a
number of links. The forms read:

- a table whose first column is headed ``text`` (several inputs with as many links pair
  up in order) and a result column headed by mode names
  (``uts58``, ``gfm and md4c link``) or by ``links``, ``link and href`` or
  ``md_autolinks links`` under a ``## gfm|md4c|uts58`` heading;
- a sentence ``MODE[, MODE] and MODE do not link `X``` or ``MODE does not link `X```;
- a sentence ``in MODE, `X` links `Y``` or, under a mode's heading, ```X` links `Y``` (or
  ``links nothing``).

In the docs, ``\\uXXXX`` and ``\\UXXXXXXXX`` in a code span stand for the character.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

MODES = ("gfm", "md4c", "uts58")
_CODE = re.compile(r"`([^`]+)`")
_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})")
_MODE_HEADING = re.compile(r"^##\s+(gfm|md4c|uts58)\s*$")
_HEADING = re.compile(r"^##\s")
_MODE_NAMES = re.compile(r"\b(gfm|md4c|uts58)\b")
_NOT_LINKED = re.compile(
    r"((?:(?:gfm|md4c|uts58)(?:, | and | or ))*(?:gfm|md4c|uts58)) (?:do|does) not link `([^`]+)`"
)
_LINKS = re.compile(r"(?:\b[Ii]n (gfm|md4c|uts58), )?`([^`]+)` links (?:`([^`]+)`|nothing)")
_COUNT = {"one link": 1, "two links": 2, "three links": 3}


@dataclass(frozen=True)
class Claim:
    """What the docs say ``modes`` link in ``text``: the links' ``texts`` (``None`` when the
    page gives only a number), their ``count``, and the ``href`` of the first where given."""

    page: str
    line: int
    text: str
    modes: tuple[str, ...]
    texts: tuple[str, ...] | None
    count: int
    href: str | None = None


def unescape(code: str) -> str:
    """A code span of the docs with its ``\\uXXXX`` escapes read as the characters."""
    return _ESCAPE.sub(lambda found: chr(int(found.group(1) or found.group(2), 16)), code)


def _modes_in(words: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_MODE_NAMES.findall(words)))


def _result(cell: str) -> tuple[tuple[str, ...] | None, int, str | None] | None:
    """What a result cell says is linked: ``(texts, count, href)``, or ``None`` for a
    description no test can read (``the whole host``)."""
    cell = cell.strip()
    if cell.startswith("nothing"):
        return (), 0, None
    for words, count in _COUNT.items():
        if cell.startswith(words):
            return None, count, None
    main, _, href_part = cell.partition(", to ")
    texts = _CODE.findall(main)
    if not texts or _CODE.sub("", main).strip(" ,and") or main.startswith("the "):
        return None
    hrefs = _CODE.findall(href_part)
    return tuple(map(unescape, texts)), len(texts), unescape(hrefs[0]) if hrefs else None


def _table_claims(page: str, rows: list[tuple[int, str]], section: tuple[str, ...]) -> list[Claim]:
    header = [cell.strip().strip("`").lower() for cell in rows[0][1].strip("|").split("|")]
    if not header[0].startswith("text"):
        return []
    claims = []
    for column, title in enumerate(header[1:], start=1):
        modes = _modes_in(title)
        if not modes and title in ("links", "link and href", "md_autolinks links"):
            modes = section
        if not modes or "reference" in title or "naive" in title:
            continue
        for line, row in rows[2:]:
            cells = row.strip().strip("|").split("|")
            if column >= len(cells):
                continue
            result = _result(cells[column])
            if result is None:
                continue
            texts, count, href = result
            inputs = _CODE.findall(cells[0].split("(")[0])
            if texts and len(inputs) == len(texts) > 1:
                for text, link in zip(inputs, texts, strict=True):
                    claims.append(Claim(page, line, unescape(text), modes, (link,), 1))
                continue
            for text in inputs:
                claims.append(Claim(page, line, unescape(text), modes, texts, count, href))
    return claims


def claims_of(path: Path) -> list[Claim]:
    """Every claim :mod:`this module <support.doc_claims>` reads in the Markdown page."""
    page = path.name
    claims: list[Claim] = []
    section: tuple[str, ...] = ()
    table: list[tuple[int, str]] = []
    fenced = False
    lines = path.read_text(encoding="utf-8").splitlines()
    paragraph: list[tuple[int, str]] = []

    def flush_paragraph() -> None:
        if not paragraph:
            return
        start = paragraph[0][0]
        text = " ".join(line for _, line in paragraph)
        for found in _NOT_LINKED.finditer(text):
            modes = _modes_in(found.group(1))
            claims.append(Claim(page, start, unescape(found.group(2)), modes, (), 0))
        for found in _LINKS.finditer(text):
            modes = (found.group(1),) if found.group(1) else section
            if modes:
                targets = (unescape(found.group(3)),) if found.group(3) else ()
                claim = Claim(page, start, unescape(found.group(2)), modes, targets, len(targets))
                claims.append(claim)
        paragraph.clear()

    for number, line in enumerate([*lines, ""], start=1):
        if line.startswith("```"):
            fenced = not fenced
            flush_paragraph()
            continue
        if fenced:
            continue
        if line.startswith("|"):
            table.append((number, line))
            continue
        if table:
            claims += _table_claims(page, table, section)
            table = []
        heading = _MODE_HEADING.match(line)
        if heading:
            section = (heading.group(1),)
        elif _HEADING.match(line):
            section = ()
        if line.strip() and not line.startswith("#"):
            paragraph.append((number, line.strip()))
        else:
            flush_paragraph()
    return claims
