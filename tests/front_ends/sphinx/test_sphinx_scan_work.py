"""Sphinx (reST and MyST pages) reads a paragraph of many links in linear work, in every
mode: the characters handed to the engine's scanners are counted (never timed) at two sizes
of the same paragraph. The transform asks the engine once per text node."""

from __future__ import annotations

import pytest
from docutils import nodes

from support.scan_work import SLACK, ScannedCharacters
from support.sphinx_pages import PageReader

EXTENSIONS = ["myst_parser", "support.sphinx_pages", "md_autolinks.sphinx"]
PARAGRAPHS = [
    ("gfm", "www.a.com ", 1),
    ("md4c", "www.a.com ", 1),
    ("uts58", "a.com ", 1),
    ("uts58", "see a.com and www.b.org ", 2),
]
"""(mode, repeated unit, links per unit)."""
UNITS = 100


@pytest.fixture(scope="module")
def readers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, PageReader]:
    """One Sphinx application per mode, each in its own source folder."""
    return {
        mode: PageReader(
            tmp_path_factory.mktemp(mode),
            {mode: {"extensions": EXTENSIONS, "md_autolinks_mode": mode, "smartquotes": False}},
        )
        for mode in ("gfm", "md4c", "uts58")
    }


@pytest.mark.parametrize("suffix", [".rst", ".md"])
@pytest.mark.parametrize("paragraph", PARAGRAPHS, ids=lambda row: f"{row[0]}-{row[1]!r}")
def test_sphinx_scans_a_paragraph_of_links_once(
    readers: dict[str, PageReader],
    paragraph: tuple[str, str, int],
    suffix: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    mode, unit, per_unit = paragraph
    counter = ScannedCharacters(monkeypatch)
    work = []
    for units in (UNITS, 2 * UNITS):
        counter.count = 0
        tree = readers[mode].read("Links\n\n" + unit * units + "\n", suffix)[mode]
        work.append(counter.count)
        links = [ref for ref in tree.findall(nodes.reference) if ref.get("refuri")]
        assert len(links) == units * per_unit
    small, large = work
    assert small > 0 and large <= 2 * small + SLACK
