"""The mistune plugin reads a paragraph in linear work, in every mode: counted, never timed.

Three counts, each at two sizes of the same paragraph (twice the paragraph may cost twice
the work, plus a constant): the characters handed to the engine's scanners, the characters
the paragraph's source is searched over for other rules' constructs (asked at every link,
it was once read from each link to the paragraph's end: 9 s for 2,500 ``*www.a.com*``), and
the Python calls of a render of pathological source (10,000 ``www.``, ``@``, ``[``...).
"""

from __future__ import annotations

import cProfile
import pstats
import re
from collections.abc import Callable, Iterator

import mistune
import pytest

from md_autolinks.engine.model import Link
from md_autolinks.engine.scanners.gfm import GfmScanner
from md_autolinks.mistune import autolinks_plugin, claims
from support.scan_work import SLACK, ScannedCharacters

MODES = ["gfm", "md4c", "uts58"]
PLUGINS = ["table", "footnotes", "strikethrough", "mark", "math", "url"]
"""mistune's own plugins, loaded beside md-autolinks (its ``url`` linker included)."""
PARAGRAPHS = [
    ("gfm", "www.a.com ", 400, 1),
    ("gfm", "*www.a.com* ", 400, 1),
    ("gfm", "see a.com and b@c.org ", 200, 1),
    ("md4c", "www.a.com ", 400, 1),
    ("md4c", "see a.com and www.b.org ", 200, 1),
    ("uts58", "a.com ", 400, 1),
    ("uts58", "*www.a.com* ", 400, 1),
    ("uts58", "see a.com and www.b.org ", 200, 2),
    ("uts58", "`x` a.com [y] ", 200, 1),
]
"""(mode, repeated unit, repetitions at the smaller size, links per unit)."""
PATHOLOGICAL = {
    "www.": 10_000,
    "@": 10_000,
    "[": 10_000,
    "]": 10_000,
    "http://": 10_000,
    "a@b.c ": 2_000,
    "[www.a.com ": 1_000,
    "www.a.com/(": 1_000,
    "*_": 2_000,
    "<b>a.com ": 400,
    "<!--a.com ": 400,
}
"""Repeated units and how many of them the larger source holds (the smaller: half)."""


def _parser(mode: str, *, linked: bool = True) -> Callable[[str], str]:
    plugins: list[object] = [*PLUGINS, autolinks_plugin(mode=mode)] if linked else [*PLUGINS]
    parser = mistune.create_markdown(escape=False, plugins=plugins)  # type: ignore[arg-type]
    return lambda text: str(parser(text))


@pytest.mark.parametrize(("mode", "unit", "times", "links"), PARAGRAPHS)
def test_a_paragraph_of_links_is_scanned_once(
    mode: str, unit: str, times: int, links: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    render = _parser(mode)
    counter = ScannedCharacters(monkeypatch)
    whole_paragraph = GfmScanner.paragraph_links

    def counted(scanner: GfmScanner, text: str) -> Iterator[Link]:
        counter.count += len(text)
        return whole_paragraph(scanner, text)

    monkeypatch.setattr(GfmScanner, "paragraph_links", counted)
    small, _ = counter.of(render, unit * times)
    large, html = counter.of(render, unit * 2 * times)
    assert html.count("<a href=") == 2 * times * links
    assert small > 0 and large <= 2 * small + SLACK
    assert large <= 2 * len(unit) * 2 * times + SLACK


class _CountedPattern:
    """A compiled pattern that counts the characters its searches pass over."""

    read = 0

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern

    def search(self, text: str, position: int) -> re.Match[str] | None:
        found = self.pattern.search(text, position)
        _CountedPattern.read += (len(text) if found is None else found.start()) - position
        return found


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
@pytest.mark.parametrize("unit", ["*www.a.com* ", "www.a.com ", "see `x` www.a.com "])
def test_the_source_is_searched_for_constructs_once(
    mode: str, unit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = claims.NextMatch.__init__

    def counting(self: claims.NextMatch, pattern: re.Pattern[str], src: str) -> None:
        original(self, _CountedPattern(pattern), src)  # type: ignore[arg-type]

    monkeypatch.setattr(claims.NextMatch, "__init__", counting)
    source = unit * 2_500
    _CountedPattern.read = 0
    html = _parser(mode)(source)
    assert html.count("<a href=") == 2_500
    assert _CountedPattern.read <= 2 * len(source)


def _calls(render: Callable[[str], str], text: str) -> tuple[int, str]:
    profile = cProfile.Profile()
    profile.enable()
    html = render(text)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    return sum(entry[1] for entry in stats.values()), html


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("unit", "times"), PATHOLOGICAL.items())
def test_pathological_source_costs_calls_linear_in_its_length(
    mode: str, unit: str, times: int
) -> None:
    """Twice the source, twice the calls (plus a constant), and the page is mistune's own
    apart from the anchors."""
    render = _parser(mode)
    small, _ = _calls(render, unit * (times // 2))
    large, html = _calls(render, unit * times)
    assert large <= 2 * small + 1_000
    assert _ANCHOR_TAGS.sub("", html) == _ANCHOR_TAGS.sub(
        "", _parser(mode, linked=False)(unit * times)
    )


_ANCHOR_TAGS = re.compile(r"</?a\b[^>]*>")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("unit", "links"), [("\u202e www.a.com `x` ", 0), ("\u202e x\u202c www.a.com `x` ", 1)]
)
def test_a_paragraph_of_overrides_and_constructs_is_read_once(
    mode: str, unit: str, links: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A paragraph's source is read as one text, an override's reach running across the
    constructs after it: twice the units, at most twice the characters scanned, nothing
    read again after each construct (a reading from each construct to the paragraph's end
    took 116 s for 2,000 such units in uts58)."""
    render = _parser(mode)
    counter = ScannedCharacters(monkeypatch)
    small, _ = counter.of(render, unit * 500)
    large, html = counter.of(render, unit * 1_000)
    assert html.count("<a href=") == 1_000 * links
    assert large <= 2 * small + 4 * SLACK
