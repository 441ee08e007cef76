"""Read the example format shared by cmark-gfm's and md4c's spec files.

An example is fenced by a line of 32 backticks followed by ``example`` (and, in
cmark-gfm, extension names; in md4c, an optional ``[no-normalize]``), then Markdown,
a ``.`` line, the expected HTML, and in md4c optionally a second ``.`` line followed
by md2html flag lines. ``→`` stands for a tab. Examples are numbered from 1 in file
order, across the whole file, as the upstream runners number them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

_FENCE = "`" * 32
_OPEN = re.compile(r"^\s*" + _FENCE + r" example(?P<info>.*)$")


@dataclass(frozen=True)
class SpecExample:
    """One example of a spec file."""

    file: str
    number: int
    line: int
    section: str
    markdown: str
    html: str
    info: tuple[str, ...] = ()
    flags: tuple[str, ...] = field(default=())

    @property
    def id(self) -> str:
        return f"{self.file}-{self.number}"


def read_examples(path: Path, prefix: str) -> list[SpecExample]:
    """All examples of ``path``; ids are ``{prefix}-{stem}-{number}``."""
    examples: list[SpecExample] = []
    lines = path.read_text(encoding="utf-8").split("\n")
    section = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        opened = _OPEN.match(line)
        if not opened:
            i += 1
            continue
        indent = len(line) - len(line.lstrip())
        start = i + 1
        parts: list[list[str]] = [[]]
        i += 1
        while lines[i].strip() != _FENCE:
            text = lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i]
            if text == ".":
                parts.append([])
            else:
                parts[-1].append(text)
            i += 1
        i += 1
        markdown, html = ("\n".join(p) + "\n" if p else "" for p in parts[:2])
        flags = tuple(f.strip() for f in parts[2]) if len(parts) > 2 else ()
        examples.append(
            SpecExample(
                file=f"{prefix}-{path.stem}",
                number=len(examples) + 1,
                line=start,
                section=section,
                markdown=markdown.replace("→", "\t"),
                html=html.replace("→", "\t"),
                info=tuple(opened.group("info").split()),
                flags=flags,
            )
        )
    return examples


def params(examples: list[SpecExample]) -> list[object]:
    """pytest parameters with ids that carry file and example number."""
    return [pytest.param(example, id=example.id) for example in examples]


def gfm_autolink_examples() -> list[SpecExample]:
    """cmark-gfm's autolink examples: its spec's, its extensions' "Autolinks" section and its
    regression file's."""
    from support.paths import FIXTURES

    spec = [e for e in read_examples(FIXTURES / "gfm/spec.txt", "gfm") if "autolink" in e.info]
    extensions = [
        e for e in read_examples(FIXTURES / "gfm/extensions.txt", "gfm") if e.section == "Autolinks"
    ]
    regression = [
        e for e in read_examples(FIXTURES / "gfm/regression.txt", "gfm") if "autolink" in e.info
    ]
    return spec + extensions + regression
