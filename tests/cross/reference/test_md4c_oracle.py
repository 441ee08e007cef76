"""md4c mode against md4c HEAD (c4be862): 5,000 generated paragraphs with md2html's output.

``fixtures/md4c-oracle/md4c-c4be862-permissive.jsonl`` (see PROVENANCE.md) holds, per
paragraph, the Markdown and the HTML md4c's ``md2html --fpermissive-autolinks`` renders.

* Engine: on every paragraph md4c leaves as plain text apart from its autolinks (its
  HTML, anchors unwrapped, is the paragraph's own text), ``find_links`` makes md4c's
  links exactly.
* Python-Markdown front end and markdown-it-py plugin: on every paragraph, the anchors
  equal md4c's, except in named host categories:

  - ``host parsing``: the host renders the paragraph differently from md4c even without
    autolinking (Python-Markdown: ATX headings without a space, entity references, its
    emphasis rules; markdown-it: CommonMark's rules where md4c differs);
  - ``backslash hard break`` (markdown-it only): md4c reads the ``\\`` of a hard line
    break as markup that does not delimit a link, so ``www.a.b\\`` at a line end is not
    linked; markdown-it's ``hardbreak`` token does not say whether it was written
    ``\\`` or as two spaces, and the plugin takes it as the line edge it is.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from collections.abc import Callable
from functools import cache

import markdown
import pytest
from markdown_it import MarkdownIt

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from support.html_normalize import normalize_html
from support.paths import FIXTURES
from support.rendered_html import Rendered

ORACLE = FIXTURES / "md4c-oracle" / "md4c-c4be862-permissive.jsonl"
_ANCHOR = re.compile(r'<a href="[^"]*">(.*?)</a>', re.DOTALL)
_BACKSLASH_BREAK = re.compile(r"\\\n")


@cache
def oracle() -> list[tuple[str, str]]:
    rows = [json.loads(line) for line in ORACLE.read_text(encoding="utf-8").splitlines()]
    assert {row["md4c"] for row in rows} == {"c4be8625eb11725d604232b028df10c2ddf9b577"}
    return [(row["markdown"], row["html"]) for row in rows]


def canonical(fragment: str) -> str:
    """Normalised HTML (``<![`` is text here, which :mod:`html.parser` cannot read)."""
    return normalize_html(fragment.replace("<![", "&lt;!["))


def unlinked(md4c_html: str) -> str:
    """md4c's HTML with its anchors unwrapped, as md4c renders without autolinks."""
    return _ANCHOR.sub(lambda anchor: anchor.group(1), canonical(md4c_html))


def plain_text(markdown_text: str) -> str:
    """The paragraph's text as md4c keeps it: lines stripped, no trailing line break."""
    return "\n".join(line.strip() for line in markdown_text.strip("\n").split("\n"))


def test_engine_agrees_with_md4c_on_plain_paragraphs() -> None:
    checked = 0
    mismatches = []
    for source, rendered in oracle():
        body = _ANCHOR.sub(lambda anchor: anchor.group(1), rendered)
        text = plain_text(source)
        inner = body[3:-5]
        paragraph = body.startswith("<p>") and body.endswith("</p>\n") and "<" not in inner
        if not paragraph or html.unescape(inner) != text:
            continue
        checked += 1
        theirs = Rendered.of(rendered).links()
        ours = Rendered.of(
            "".join(
                f'<a href="{html.escape(link.href)}">{html.escape(link.text)}</a>'
                for link in find_links(text, mode="md4c")
            )
        ).links()
        if ours != theirs:
            mismatches.append((text, theirs, ours))
    assert mismatches == []
    print("engine: plain paragraphs", checked)
    assert checked > 2000


def python_markdown() -> Callable[[str], tuple[str, str]]:
    md = markdown.Markdown(
        extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "md4c"}}
    )
    return lambda text: (md.reset().convert(text), markdown.markdown(text))


def markdown_it() -> Callable[[str], tuple[str, str]]:
    ours = MarkdownIt("commonmark").enable("strikethrough").use(autolinks_plugin, mode="md4c")
    plain = MarkdownIt("commonmark").enable("strikethrough")
    return lambda text: (ours.render(text), plain.render(text))


HOSTS = {"python-markdown": python_markdown, "markdown-it": markdown_it}


@pytest.mark.slow
@pytest.mark.parametrize("host", list(HOSTS))
def test_front_end_agrees_with_md4c_except_host_categories(host: str) -> None:
    render = HOSTS[host]()
    outcome: Counter[str] = Counter()
    unexplained = []
    for source, rendered in oracle():
        ours, plain = render(source)
        theirs = Rendered.of(rendered).links()
        if Rendered.of(ours).links() == theirs:
            outcome["agree"] += 1
        elif canonical(plain) != unlinked(rendered):
            outcome["host parsing"] += 1
        elif host == "markdown-it" and _BACKSLASH_BREAK.search(source):
            outcome["backslash hard break"] += 1
        else:
            unexplained.append((source, theirs, Rendered.of(ours).links()))
    print(host, dict(outcome))
    assert unexplained == []
    assert outcome["agree"] > 0.95 * len(oracle())


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("x +a@h.a", ["+a@h.a"]),
        ("x _a@b.c", ["_a@b.c"]),
        ("(.a@b.co [-a@b.co {+a@b.co", [".a@b.co", "-a@b.co", "+a@b.co"]),
        ("_a@b.c", []),
        ("x\n +a@b.co", []),
        ("x ++a@h.a", []),
        (":+a@b.c", []),
        ("a.@b.c", []),
        ("www.o.k?b&hl; x", []),
        ("www.o.k?b&#35; x", []),
        ("www.o.k?b&c x", ["www.o.k?b&c"]),
        ("a@b.-c", ["a@b.-c"]),
        ("www.test.a![a](b)", ["www.test.a"]),
    ],
)
def test_engine_examples_as_md4c_renders_them(text: str, links: list[str]) -> None:
    assert [link.text for link in find_links(text, mode="md4c")] == links


@pytest.mark.parametrize(
    ("text", "html_out"),
    [
        ("x +a@h.a", '<p>x <a href="mailto:+a@h.a">+a@h.a</a></p>\n'),
        ("*_a@b.c*", "<p><em>_a@b.c</em></p>\n"),
        ("see a@b.-c", '<p>see <a href="mailto:a@b.-c">a@b.-c</a></p>\n'),
        (
            "www.test.a![a](b)",
            '<p><a href="http://www.test.a">www.test.a</a><img src="b" alt="a" /></p>\n',
        ),
        ("x _a@b.c", '<p>x <a href="mailto:_a@b.c">_a@b.c</a></p>\n'),
        (
            "(.a@b.co [-a@b.co {+a@b.co",
            '<p>(<a href="mailto:.a@b.co">.a@b.co</a> [<a href="mailto:-a@b.co">-a@b.co</a> '
            '{<a href="mailto:+a@b.co">+a@b.co</a></p>\n',
        ),
        ("www.o.k?b&hl; x", "<p>www.o.k?b&amp;hl; x</p>\n"),
    ],
)
def test_markdown_it_examples_as_md4c_renders_them(text: str, html_out: str) -> None:
    assert MarkdownIt().use(autolinks_plugin, mode="md4c").render(text) == html_out


@pytest.mark.parametrize(
    ("text", "html_out"),
    [
        ("see a@b.-c", '<p>see <a href="mailto:a@b.-c">a@b.-c</a></p>'),
        (
            "www.test.a![a](b)",
            '<p><a href="http://www.test.a">www.test.a</a><img alt="a" src="b" /></p>',
        ),
        ("x +a@h.a", '<p>x <a href="mailto:+a@h.a">+a@h.a</a></p>'),
        ("*_a@b.c*", "<p><em>_a@b.c</em></p>"),
        ("www.o.k?b&hl; x", "<p>www.o.k?b&hl; x</p>"),
        ("x _a@b.c", '<p>x <a href="mailto:_a@b.c">_a@b.c</a></p>'),
        (
            "(.a@b.co [-a@b.co {+a@b.co",
            '<p>(<a href="mailto:.a@b.co">.a@b.co</a> [<a href="mailto:-a@b.co">-a@b.co</a> '
            '{<a href="mailto:+a@b.co">+a@b.co</a></p>',
        ),
    ],
)
def test_python_markdown_examples_as_md4c_renders_them(text: str, html_out: str) -> None:
    md = markdown.Markdown(
        extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "md4c"}}
    )
    assert md.convert(text) == html_out
