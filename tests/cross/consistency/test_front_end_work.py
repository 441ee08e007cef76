"""The front ends do linear work on paragraphs with many links: counted, not timed.

Before these guards, every link made the front ends walk the paragraph again from its
start (for open ``[`` and raw ``<a>`` context), so 4,000 links in one paragraph took
seconds; the benchmark's pathological table times the same inputs.
"""

from __future__ import annotations

from typing import Any

import markdown
import pytest
from markdown_it import MarkdownIt

from md_autolinks.common.text_runs import RawElements, without_closing_emphasis
from md_autolinks.engine.finder import get_scanner
from md_autolinks.engine.options import Options
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.markdown_it.entities import ENTITY_CONTEXT
from md_autolinks.python_markdown import guard_spans as claims
from md_autolinks.python_markdown import inline_guard as guard

UNITS = 200
SOURCES = {
    "urls": "http://a.com/x ",
    "shielded": "http://a.com/x/_y_/z ",
    "brackets": "[x] http://a.com/x ",
    "raw-anchors": "<a href=x>y</a> http://a.com/x ",
}


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
@pytest.mark.parametrize("unit", SOURCES.values(), ids=SOURCES.keys())
def test_python_markdown_claims_a_paragraph_once(
    mode: str, unit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    claims: list[int] = []
    original = guard.InlineGuard._plan

    def counting(self: guard.InlineGuard, data: str, first: int) -> object:
        claims.append(first)
        return original(self, data, first)

    monkeypatch.setattr(guard.InlineGuard, "_plan", counting)
    config = {"md_autolinks": {"mode": mode}}
    html = markdown.markdown(unit * UNITS, extensions=["md_autolinks"], extension_configs=config)
    assert html.count('<a href="http://a.com/x') == UNITS
    assert len(claims) == (1 if "_" in unit else 0)


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_python_markdown_plans_only_paragraphs_with_a_hot_word(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a document the guard is registered for, paragraphs of links with nothing that a
    later pattern consumes are not planned, and the page is the one planning each makes."""
    source = "See http://a.com/_x_ here.\n\n" + "See http://a.com/x and b.org.\n\n" * UNITS
    config = {"md_autolinks": {"mode": mode}}
    planned: list[int] = []
    original = guard.InlineGuard._plan

    def counting(self: guard.InlineGuard, data: str, first: int) -> object:
        planned.append(first)
        return original(self, data, first)

    broad = markdown.Markdown(extensions=["md_autolinks"], extension_configs=config)
    pattern = broad.preprocessors["md_autolinks"].guard
    monkeypatch.setattr(pattern, "getCompiledRegExp", lambda: pattern.compiled_re)
    expected = broad.convert(source)
    monkeypatch.setattr(guard.InlineGuard, "_plan", counting)
    html = markdown.markdown(source, extensions=["md_autolinks"], extension_configs=config)
    assert html == expected
    assert html.count('<a href="http://a.com/') == UNITS + 1
    assert len(planned) == 1


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_markdown_it_reads_each_raw_tag_a_bounded_number_of_times(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[str] = []
    original = RawElements.read

    def counting(self: RawElements, raw_html: str) -> None:
        reads.append(raw_html)
        original(self, raw_html)

    monkeypatch.setattr(RawElements, "read", counting)
    html = (
        MarkdownIt("commonmark")
        .use(autolinks_plugin, mode=mode)
        .render(SOURCES["raw-anchors"] * UNITS)
    )
    assert html.count('href="http://a.com/x"') == UNITS
    assert len(reads) <= 2 * 2 * UNITS


class _CountedReads(str):
    """A text that counts the characters its indexing and slicing hand out."""

    read = 0

    def __getitem__(self, key: object) -> str:  # type: ignore[override]
        piece = str.__getitem__(self, key)  # type: ignore[index]
        _CountedReads.read += len(piece)
        return piece


def test_closing_emphasis_is_read_back_only_over_its_run() -> None:
    """The guard reads how many marks open a link by stepping back over them (it once copied
    everything before the link, once per link: quadratic on a paragraph of links)."""
    scanner = get_scanner(Options.from_mapping({"mode": "uts58"}))
    text = _CountedReads("x " * 10_000 + "**https://a.com/x**")
    link = next(scanner.iter_links(text, 20_000))
    _CountedReads.read = 0
    shortened = without_closing_emphasis(scanner, text, link)
    assert shortened is not None and shortened.text == "https://a.com/x"
    assert _CountedReads.read < 100


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_each_paragraph_is_read_once_for_its_delimiters(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lone delimiter in a link is looked up in its paragraph once per paragraph, however
    many hot words the paragraph holds: the paragraphs read by the gate (in the source) and
    by the guard (in each paragraph's inline text) add up to twice the source at most."""
    from md_autolinks.python_markdown import later_patterns as consumed

    read: list[int] = []
    original = consumed._Paragraphs.twice

    def counting(self: consumed._Paragraphs, *args: object) -> bool:
        verdicts = self.verdicts
        verdict = original(self, *args)  # type: ignore[arg-type]
        if self.verdicts is not verdicts:
            read.append(self.end - self.start)
        return verdict

    monkeypatch.setattr(consumed._Paragraphs, "twice", counting)
    paragraph = "See http://a.com/d/1x_-pB and http://a.com/_x_ and " * 25 + "now"
    source = "\n\n".join([paragraph] * UNITS)
    config = {"md_autolinks": {"mode": mode}}
    html = markdown.markdown(source, extensions=["md_autolinks"], extension_configs=config)
    assert html.count("<a href=") == 50 * UNITS
    assert len(read) <= 2 * UNITS + 1
    assert sum(read) <= 2 * len(source)


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_closers_after_shielded_links_are_counted_forward_once(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each ``*`` run after a shielded link asks how many ``*`` stand before it; the count
    goes forward through the paragraph once, however many links it holds."""
    read: list[int] = []
    original = claims.Stars.live_before

    def counting(self: claims.Stars, position: int) -> int:
        read.append(max(0, position - self._position))
        return original(self, position)

    monkeypatch.setattr(claims.Stars, "live_before", counting)
    source = "http://a.com/*x*. " * UNITS
    html = markdown.markdown(
        source, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    assert "<em>" not in html
    assert html.count("<a href=") == UNITS
    assert len(read) == UNITS
    assert sum(read) <= len(source)


def test_markdown_it_reads_a_bounded_window_again_after_each_entity(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """uts58 reads a link after an entity again with the entity's character before it; the
    text read again is the link and a bounded context, not the rest of the paragraph."""
    read: list[int] = []
    scanner = get_scanner(Options(mode="uts58"))
    original = type(scanner).iter_links

    def counting(
        self: object, text: str, start: int = 0, end: int | None = None, **options: Any
    ) -> object:
        read.append(len(text))
        return original(self, text, start, end, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(type(scanner), "iter_links", counting)
    html = (
        MarkdownIt("commonmark")
        .use(autolinks_plugin, mode="uts58")
        .render("&copy;a.com/x " * UNITS)
    )
    assert html.count('<a href="https://a.com/x">') == UNITS
    rereads = [length for length in read if length < 100]
    assert len(rereads) == UNITS
    assert max(rereads) <= len("©a.com/x ") + ENTITY_CONTEXT
