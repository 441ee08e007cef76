"""An override opened earlier in a block bars the links after a construct, in every front
end (docs/security.md#guaranteed, "Nothing is linked under an open override").

A browser draws the text after U+202E RLO reversed across inline elements (a link, a code
span, emphasis, raw HTML) to its PDF, to the PDI closing an isolate around it, or to the end
of the block: ``Pay \\u202e[t](u) https://evil.com/moc.lapyap.www//:sptth`` shows
``https://www.paypal.com/...`` while its href goes to evil.com. Each front end reads a
block's runs in order (:class:`~md_autolinks.engine.bidi.OverrideReach`); raw ``<svg>`` and
``<math>``, embedded whole, keep their controls inside. An override written as a numeric
character reference (``&#x202e;``) is the control where it stands.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import markdown
import mistune
import pytest
from markdown_it import MarkdownIt

from md_autolinks import MODES
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from support.sphinx_pages import OURS, PageReader, references

RLO, PDF, RLI, PDI = "\u202e", "\u202c", "\u2067", "\u2069"
EXPLICIT = "https://t.example/"
"""The href of the explicit links the cases hold (not counted among the links made)."""
EVIL = "https://evil.com/moc.lapyap.www//:sptth"

CASES = [
    (f"Pay {RLO}[t]({EXPLICIT}) {EVIL} www.evil.com/y", []),
    (f"Pay {RLO}`x` {EVIL}", []),
    (f"Pay {RLO}*x* {EVIL} me@evil.com", []),
    (f"Pay {RLO}**x** {EVIL}", []),
    (f"Pay {RLO}<b>x</b> {EVIL}", []),
    (f"Pay `{RLO}` {EVIL}", []),
    (f"Pay [{RLO}t]({EXPLICIT}) {EVIL}", []),
    (f"https://good.com/a {RLO}*x* {EVIL}", ["https://good.com/a"]),
    (f"Pay {RLO}*x*{PDF} https://evil.com/x", ["https://evil.com/x"]),
    (f"Pay {RLI}{RLO}*x*{PDI} https://evil.com/x", ["https://evil.com/x"]),
    (f"Pay {RLO}*x*\n\nhttps://evil.com/x", ["https://evil.com/x"]),
    (f"* a {RLO}*x* {EVIL}\n* https://b.com/y", ["https://b.com/y"]),
    (f"Pay <svg><text>{RLO}</text></svg> https://evil.com/x", ["https://evil.com/x"]),
]
"""A Markdown page and the texts of the links made in it, the same in every mode and front
end: an override before a construct (or in one) reaches past it; a PDF, the PDI closing an
isolate around it, a new block or an ``<svg>`` around it ends its reach."""

_ANCHOR = re.compile(r'<a href="([^"]*)"[^>]*>(.*?)</a>')


def _made(page: str) -> list[str]:
    return [text for href, text in _ANCHOR.findall(page) if href != EXPLICIT]


def _python_markdown(mode: str) -> Callable[[str], list[str]]:
    def render(source: str) -> list[str]:
        return _made(
            markdown.markdown(
                source,
                extensions=["md_autolinks"],
                extension_configs={"md_autolinks": {"mode": mode}},
            )
        )

    return render


def _markdown_it(mode: str) -> Callable[[str], list[str]]:
    parser = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    return lambda source: _made(parser.render(source))


def _mistune(mode: str) -> Callable[[str], list[str]]:
    parser = mistune.create_markdown(escape=False, plugins=[mistune_plugin(mode=mode)])
    return lambda source: _made(str(parser(source)))


FRONT_ENDS = {
    "python-markdown": _python_markdown,
    "markdown-it": _markdown_it,
    "mistune": _mistune,
}


ENTITY_CASES = [
    (f"Pay &#x202e; {EVIL}", []),
    (f"Pay &#8238; {EVIL} www.evil.com/y me@evil.com", []),
    (f"Pay &#x202D; {EVIL}", []),
    (f"Pay &#X202E; {EVIL}", []),
    (f"Pay &#x202E;[t]({EXPLICIT}) {EVIL}", []),
    (f"Pay &#x202e;*x* {EVIL}", []),
    (f"Pay [&#x202e;t]({EXPLICIT}) {EVIL}", []),
    ("Pay &#x202e; https://a.com/x &#x202c; https://evil.com/y", ["https://evil.com/y"]),
]
"""A page whose override is written as a character reference, which the browser decodes to
the control, and the texts of the links made in it: the reference counts where it stands,
in its run and past constructs, to the PDF written as one."""


@pytest.mark.parametrize(
    ("front_end", "mode", "source", "made"),
    [
        (front_end, mode, source, made)
        for source, made in ENTITY_CASES
        for front_end in FRONT_ENDS
        for mode in MODES
    ],
)
def test_an_override_written_as_a_reference_counts_where_it_stands(
    front_end: str, mode: str, source: str, made: list[str]
) -> None:
    assert FRONT_ENDS[front_end](mode)(source) == made


@pytest.fixture(scope="module")
def sphinx(tmp_path_factory: pytest.TempPathFactory) -> PageReader:
    configurations = {
        mode: {
            "extensions": ["myst_parser", "support.sphinx_pages", "md_autolinks.sphinx"],
            "md_autolinks_mode": mode,
            "md_autolinks_css_class": OURS,
        }
        for mode in MODES
    }
    return PageReader(Path(tmp_path_factory.mktemp("override-reach")), configurations)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("front_end", FRONT_ENDS)
@pytest.mark.parametrize(("source", "made"), CASES)
def test_an_override_reaches_past_constructs_to_its_blocks_end(
    front_end: str, mode: str, source: str, made: list[str]
) -> None:
    assert FRONT_ENDS[front_end](mode)(source) == made


@pytest.mark.parametrize(("source", "made"), CASES)
def test_an_override_reaches_past_constructs_in_myst(
    sphinx: PageReader, source: str, made: list[str]
) -> None:
    trees = sphinx.read(source, ".md")
    assert {mode: [text for _, text in references(tree, OURS)] for mode, tree in trees.items()} == {
        mode: made for mode in MODES
    }


@pytest.mark.parametrize(("source", "made"), ENTITY_CASES)
def test_an_override_written_as_a_reference_counts_in_myst(
    sphinx: PageReader, source: str, made: list[str]
) -> None:
    trees = sphinx.read(source, ".md")
    assert {mode: [text for _, text in references(tree, OURS)] for mode, tree in trees.items()} == {
        mode: made for mode in MODES
    }


REST_CASES = [
    (f"Pay {RLO} ``x`` {EVIL} www.evil.com/y me@evil.com", []),
    (f"Pay ``{RLO}`` {EVIL}", []),
    (f"Pay *{RLO}x* www.evil.com/y", []),
    (f"Pay `t <{EXPLICIT}>`_ {RLO} {EVIL}", []),
    (f"Pay {RLO}{PDF} ``x`` https://evil.com/x", ["https://evil.com/x"]),
    (f"Pay {RLO} ``x``\n\nhttps://evil.com/x", ["https://evil.com/x"]),
]
"""A reST page and the links made in it: md-autolinks' and the standalone ones docutils
makes, which are left plain under an override (the explicit link is not counted)."""


@pytest.mark.parametrize(("source", "made"), REST_CASES)
def test_an_override_reaches_past_constructs_in_rest(
    sphinx: PageReader, source: str, made: list[str]
) -> None:
    trees = sphinx.read(source, ".rst")
    assert {
        mode: [text for href, text in references(tree) if href != EXPLICIT]
        for mode, tree in trees.items()
    } == {mode: made for mode in MODES}
