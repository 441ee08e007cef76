"""Each bullet of docs/getting-started.md "Where links are not made" holds in Python-Markdown,
markdown-it, MyST and mistune alike, read from one list
(:mod:`md_autolinks.common.never_linked`)."""

from __future__ import annotations

import re

import markdown
import mistune
import pytest
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from md_autolinks.common.never_linked import (
    CODE_TAGS,
    CONTROL_TAGS,
    MATH_TAGS,
    NEVER_LINKED_TAGS,
    RAW_NEVER_LINKED_TAGS,
)
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from support.paths import REPO

DOCS = REPO / "docs" / "getting-started.md"

CODE = [
    "see `www.a.com` here",
    *(f"a <{tag}>www.a.com</{tag}> b" for tag in CODE_TAGS),
]
MATH = [
    "Math <math><mi>https://docs.python.org/3/</mi></math> end",
    "a <svg><text x='1'>www.python.org and https://a.com/ me@a.com</text></svg> b",
    *(f"a <{tag}><b> see www.a.com https://a.com/x me@a.com </b></{tag}> b" for tag in MATH_TAGS),
]
"""Math and drawings, written as raw HTML, whole: the elements inside them included
(issue 36 item 4)."""
RAW = ["a <!-- www.a.com --> b"]
LINKS_AND_CONTROLS = [
    "a [see www.a.com](http://b.com) b",
    "a <a href='x'>www.a.com</a> b",
    *(f"a <{tag}>see www.a.com</{tag}> b" for tag in CONTROL_TAGS),
]
"""Bullets one and two (code, raw HTML and comments; links and what the reader clicks)."""


def _python_markdown(text: str, mode: str) -> str:
    config = {"md_autolinks": {"mode": mode}}
    return markdown.markdown(text, extensions=["md_autolinks"], extension_configs=config)


def _markdown_it(text: str, mode: str) -> str:
    return MarkdownIt("commonmark").use(autolinks_plugin, mode=mode).render(text)


def _mistune(text: str, mode: str) -> str:
    return str(mistune.create_markdown(escape=False, plugins=[mistune_plugin(mode=mode)])(text))


def _myst(text: str, mode: str) -> str:
    parser = create_md_parser(MdParserConfig(), RendererHTML)
    return parser.use(autolinks_plugin, mode=mode).render(text)


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize("text", CODE + MATH + RAW + LINKS_AND_CONTROLS)
def test_every_host_leaves_the_text_as_written(text: str, mode: str) -> None:
    shown = text.replace("`www.a.com`", "<code>www.a.com</code>")
    shown = re.sub(
        r"\[see www.a.com\]\(http://b.com\)", '<a href="http://b.com">see www.a.com</a>', shown
    )
    assert _python_markdown(text, mode) == f"<p>{shown}</p>"
    assert _markdown_it(text, mode) == f"<p>{shown}</p>\n"
    assert _myst(text, mode) == f"<p>{shown}</p>\n"
    assert _mistune(text, mode) == f"<p>{shown}</p>\n"


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_alt_text_and_code_blocks_are_left_alone(mode: str) -> None:
    image = "a ![www.a.com](i.png) b"
    assert _python_markdown(image, mode) == '<p>a <img alt="www.a.com" src="i.png" /> b</p>'
    for render in (_markdown_it, _myst):
        assert render(image, mode) == '<p>a <img src="i.png" alt="www.a.com" /> b</p>\n'
        assert render("    www.a.com\n", mode) == "<pre><code>www.a.com\n</code></pre>\n"
    assert _python_markdown("    www.a.com\n", mode) == "<pre><code>www.a.com\n</code></pre>"
    assert _mistune(image, mode) == '<p>a <img src="i.png" alt="www.a.com" /> b</p>\n'
    assert _mistune("    www.a.com\n", mode) == "<pre><code>www.a.com</code></pre>\n"


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_text_after_a_control_is_linked(mode: str) -> None:
    href = "http" + ("s" if mode == "uts58" else "") + "://www.b.com"
    text = "a <summary>www.a.com</summary> www.b.com"
    linked = f'<p>a <summary>www.a.com</summary> <a href="{href}">www.b.com</a></p>'
    assert _python_markdown(text, mode) == linked
    assert _markdown_it(text, mode) == _mistune(text, mode) == linked + "\n"


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_a_self_closed_math_or_svg_holds_nothing(mode: str) -> None:
    """``<svg/>`` and ``<math/>`` are empty (HTML honours the ``/`` of a foreign element);
    ``<a/>`` opens an anchor, whose ``/`` HTML ignores."""
    href = "http" + ("s" if mode == "uts58" else "") + "://www.a.com"
    for tag in ("<svg/>", '<math display="block" />'):
        text = f"a {tag} www.a.com b"
        linked = f'<p>a {tag} <a href="{href}">www.a.com</a> b</p>'
        assert _python_markdown(text, mode) == linked
        assert _markdown_it(text, mode) == _myst(text, mode) == linked + "\n"
        assert _mistune(text, mode) == linked + "\n"
    assert _markdown_it("a <a/> www.a.com b", mode) == "<p>a <a/> www.a.com b</p>\n"


def test_the_docs_list_names_the_tags_the_hosts_read() -> None:
    section = DOCS.read_text(encoding="utf-8").split("## Where links are not made", 1)[1]
    bullets = "\n- ".join(section.split("\n- ")[1:3])
    named = set(re.findall(r"`<([a-z]+)>`", bullets))
    assert named <= set(RAW_NEVER_LINKED_TAGS)
    assert named >= {
        "code", "kbd", "samp", "pre", "script", "style", "math", "svg", "a", "button", "label",
        "summary",
    }  # fmt: skip


def test_raw_html_follows_the_one_list() -> None:
    """The tags every front end follows in raw inline HTML are the never-linked list."""
    assert sorted(RAW_NEVER_LINKED_TAGS) == sorted(NEVER_LINKED_TAGS)
    assert {"math", "svg"} <= NEVER_LINKED_TAGS
