"""The autolink examples of cmark-gfm's spec, extensions and regression files, rendered by
mistune with md-autolinks in gfm mode and mistune's counterparts of the extensions each
names (``table``, ``footnotes``, ``strikethrough``), compared with the expected HTML under
:mod:`support.html_normalize`.

An example whose expected HTML is ``<IGNORE>`` (a crash test) is compared with what
cmark-gfm renders. Where mistune's own Markdown differs from cmark-gfm's around the links,
the example is in :data:`MISTUNE_RENDERING` with the reason, and its anchors are compared
instead. In md4c and uts58, whose references have no such examples, each paragraph that
mistune renders as its own text is linked as the engine links it.
"""

from __future__ import annotations

import html

import cmarkgfm
import mistune
import pytest

from md_autolinks import find_links
from md_autolinks.mistune import autolinks_plugin
from support.html_normalize import anchors, normalize_html
from support.paths import FIXTURES
from support.spec_files import SpecExample, params, read_examples

MISTUNE_PLUGINS = {"table": "table", "footnotes": "footnotes", "strikethrough": "strikethrough"}
"""cmark-gfm extension -> mistune plugin (tagfilter and tasklist play no part here)."""

MISTUNE_RENDERING = {
    "gfm-regression-22": "mistune's footnotes plugin numbers its ids and writes other markup",
    "gfm-regression-23": "mistune emphasises _a_ inside an undefined footnote label",
}


def _autolink_examples() -> list[SpecExample]:
    spec = [e for e in read_examples(FIXTURES / "gfm/spec.txt", "gfm") if "autolink" in e.info]
    extensions = [
        e for e in read_examples(FIXTURES / "gfm/extensions.txt", "gfm") if e.section == "Autolinks"
    ]
    regression = [
        e for e in read_examples(FIXTURES / "gfm/regression.txt", "gfm") if "autolink" in e.info
    ]
    return spec + extensions + regression


EXAMPLES = _autolink_examples()


def render(example: SpecExample) -> str:
    names = example.info or ("table", "footnotes")
    plugins: list[object] = [MISTUNE_PLUGINS[name] for name in names if name in MISTUNE_PLUGINS]
    parser = mistune.create_markdown(
        escape=False,
        plugins=[*plugins, autolinks_plugin(mode="gfm")],  # type: ignore[list-item]
    )
    return str(parser(example.markdown))


def test_the_suite_has_every_autolink_example() -> None:
    assert len(EXAMPLES) == 11 + 3 + 4
    assert set(MISTUNE_RENDERING) <= {example.id for example in EXAMPLES}


@pytest.mark.parametrize("example", params(EXAMPLES))
def test_gfm_example(example: SpecExample) -> None:
    produced = render(example)
    if example.html.strip() == "<IGNORE>":
        expected = cmarkgfm.github_flavored_markdown_to_html(example.markdown)
        assert normalize_html(produced) == normalize_html(expected)
        return
    if example.id in MISTUNE_RENDERING:
        assert anchors(produced) == anchors(example.html)
        assert normalize_html(produced) != normalize_html(example.html)
        return
    assert normalize_html(produced) == normalize_html(example.html)


def _plain_paragraphs() -> list[object]:
    """Each paragraph of the examples that mistune renders as its own text (no markup),
    with the example's id: there the page's links are the engine's."""
    plain = mistune.create_markdown(escape=False)
    found: list[object] = []
    for example in EXAMPLES:
        for number, paragraph in enumerate(example.markdown.split("\n\n")):
            text = paragraph.strip("\n")
            if text and plain(text) == f"<p>{html.escape(text)}</p>\n":
                found.append(pytest.param(text, id=f"{example.id}-{number}"))
    return found


PLAIN_PARAGRAPHS = _plain_paragraphs()


def test_most_paragraphs_are_plain_text() -> None:
    assert len(PLAIN_PARAGRAPHS) >= 12


@pytest.mark.parametrize("mode", ["md4c", "uts58"])
@pytest.mark.parametrize("text", PLAIN_PARAGRAPHS)
def test_other_modes_link_a_plain_paragraph_as_the_engine(text: str, mode: str) -> None:
    parser = mistune.create_markdown(escape=False, plugins=[autolinks_plugin(mode=mode)])
    engine = [(link.href, link.text) for link in find_links(text, mode=mode)]
    assert anchors(str(parser(text))) == engine
