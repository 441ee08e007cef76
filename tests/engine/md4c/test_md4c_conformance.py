"""MD4C conformance: every example of md4c's permissive-autolinks and regressions files.

Two levels, each one pytest case per example (ids ``md4c-<file>-<number>``):

* engine: the links ``Md4cScanner`` finds in the example's text segments (see
  :mod:`support.md4c_examples`) are exactly the permissive autolinks of the expected HTML;
* extension: Python-Markdown with ``md_autolinks`` in md4c mode renders the expected
  HTML (normalised). Where Python-Markdown's own block or inline parsing differs from
  md4c's for reasons unrelated to autolinks, the example is a row of
  :data:`HOST_RENDERING` with its reason and is compared on its autolinks instead.
"""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.engine.finder import get_scanner
from md_autolinks.engine.options import Options
from support.html_normalize import normalize_html
from support.md4c_examples import (
    EXAMPLES,
    autolinks_in,
    engine_segments,
    expected_autolinks,
    flags_of,
    kinds_for,
    names_autolink_flags,
    unlinked,
)
from support.spec_files import SpecExample, params


def engine_autolinks(example: SpecExample) -> list[tuple[str, str]]:
    scanner = get_scanner(Options.from_mapping(mode="md4c", kinds=kinds_for(example)))
    return [
        (link.href, link.text)
        for segment in engine_segments(example)
        for link in scanner.iter_links(segment, 1, len(segment) - 1)
    ]


def test_every_example_is_collected() -> None:
    counts = {
        name: sum(example.file == name for example in EXAMPLES)
        for name in ("md4c-spec-permissive-autolinks", "md4c-regressions")
    }
    assert counts == {"md4c-spec-permissive-autolinks": 15, "md4c-regressions": 80}


def test_the_expected_autolinks_are_told_apart_from_other_links() -> None:
    by_id = {example.id: example for example in EXAMPLES}
    assert expected_autolinks(by_id["md4c-spec-permissive-autolinks-1"]) == []
    assert expected_autolinks(by_id["md4c-spec-permissive-autolinks-2"]) == [
        ("mailto:john.doe@example.com", "john.doe@example.com"),
        ("https://www.example.com", "https://www.example.com"),
        ("http://www.example.com", "www.example.com"),
    ]
    assert expected_autolinks(by_id["md4c-regressions-44"]) == []


def test_every_autolink_example_has_links_to_find() -> None:
    with_links = [e.id for e in EXAMPLES if expected_autolinks(e)]
    flagged = [e.id for e in EXAMPLES if names_autolink_flags(e)]
    negative = {
        "md4c-spec-permissive-autolinks-3",
        "md4c-spec-permissive-autolinks-8",
        "md4c-spec-permissive-autolinks-15",
        "md4c-regressions-21",
        "md4c-regressions-22",
        "md4c-regressions-44",
    }
    assert sorted(set(flagged) - set(with_links)) == sorted(negative)
    assert set(with_links) <= set(flagged)


@pytest.mark.parametrize("example", params(EXAMPLES))
def test_engine_finds_the_expected_autolinks(example: SpecExample) -> None:
    assert engine_autolinks(example) == autolinks_to_expect(example)


def autolinks_to_expect(example: SpecExample) -> list[tuple[str, str]]:
    if example.id in AUTOLINKS_OFF_UPSTREAM:
        return AUTOLINKS_OFF_UPSTREAM[example.id][0]
    return expected_autolinks(example)


AUTOLINKS_OFF_UPSTREAM: dict[str, tuple[list[tuple[str, str]], str]] = {
    "md4c-regressions-20": (
        [("http://x.x", "http://x.x")],
        "md4c's runner uses --ftables only; with permissive URL autolinks on, as here, md4c's "
        "rules link http://x.x (a host of two components: md4c does not measure the last one)",
    ),
}
"""Examples that md4c's runner renders without permissive autolinks but whose text holds a
link under md4c's rules. They run with all kinds like the other unflagged examples; the
links they must give are pinned here, and the rest of the HTML must still match."""

PYTHON_MARKDOWN_COUNTERPARTS = {"--ftables": "tables", "--ffootnotes": "footnotes"}
"""md2html flag -> Python-Markdown extension with the same job."""

_COMMONMARK_AUTOLINK = "Python-Markdown's own <...> autolinks"
_RAW_HTML = "Python-Markdown's raw HTML handling"
_FOOTNOTES = "Python-Markdown's footnotes extension (other markup and rules)"
_WIKI_LINKS = "md4c's wiki links (no Python-Markdown counterpart)"
_LINKS = "Python-Markdown's link, image and reference definition parsing"
_EMPHASIS = "Python-Markdown's emphasis rules"
_STRIKETHROUGH = "md4c's strikethrough (no Python-Markdown counterpart)"
_TABLES = "Python-Markdown's tables extension"
_CODE = "Python-Markdown's code spans and code blocks (fenced code is not in its core)"
_BLOCKS = "Python-Markdown's block parsing (lists, headings, hard breaks)"
_ADMONITIONS = "md4c's admonitions (Python-Markdown's admonition syntax differs)"

HOST_RENDERING: dict[str, str] = {
    "md4c-spec-permissive-autolinks-1": _COMMONMARK_AUTOLINK,
    "md4c-regressions-1": _RAW_HTML,
    "md4c-regressions-2": _FOOTNOTES,
    "md4c-regressions-3": _WIKI_LINKS,
    "md4c-regressions-4": _WIKI_LINKS,
    "md4c-regressions-7": _LINKS,
    "md4c-regressions-8": _LINKS,
    "md4c-regressions-9": _RAW_HTML,
    "md4c-regressions-13": _EMPHASIS,
    "md4c-regressions-14": _CODE,
    "md4c-regressions-17": _LINKS,
    "md4c-regressions-18": _TABLES,
    "md4c-regressions-19": _TABLES,
    "md4c-regressions-24": _STRIKETHROUGH,
    "md4c-regressions-25": _STRIKETHROUGH,
    "md4c-regressions-26": _STRIKETHROUGH,
    "md4c-regressions-27": _BLOCKS,
    "md4c-regressions-29": _LINKS,
    "md4c-regressions-32": _LINKS,
    "md4c-regressions-36": _COMMONMARK_AUTOLINK,
    "md4c-regressions-39": _CODE,
    "md4c-regressions-41": _TABLES,
    "md4c-regressions-45": _BLOCKS,
    "md4c-regressions-49": _LINKS,
    "md4c-regressions-50": _TABLES,
    "md4c-regressions-51": _TABLES,
    "md4c-regressions-53": _RAW_HTML,
    "md4c-regressions-54": _EMPHASIS,
    "md4c-regressions-55": _STRIKETHROUGH,
    "md4c-regressions-56": _CODE,
    "md4c-regressions-57": _CODE,
    "md4c-regressions-62": _BLOCKS,
    "md4c-regressions-63": _BLOCKS,
    "md4c-regressions-64": _BLOCKS,
    "md4c-regressions-68": _CODE,
    "md4c-regressions-69": _CODE,
    "md4c-regressions-70": _ADMONITIONS,
    "md4c-regressions-73": _LINKS,
    "md4c-regressions-76": _ADMONITIONS,
    "md4c-regressions-78": _LINKS,
}
"""Examples Python-Markdown renders differently from md4c for reasons of its own; they
are compared on their permissive autolinks (none of them has one to make)."""


def render(example: SpecExample) -> str:
    extensions = ["md_autolinks"] + [
        PYTHON_MARKDOWN_COUNTERPARTS[flag]
        for flag in flags_of(example)
        if flag in PYTHON_MARKDOWN_COUNTERPARTS
    ]
    return markdown.markdown(
        example.markdown,
        extensions=extensions,
        extension_configs={"md_autolinks": {"mode": "md4c", "kinds": list(kinds_for(example))}},
    )


@pytest.mark.parametrize("example", params(EXAMPLES))
def test_extension_renders_the_expected_html(example: SpecExample) -> None:
    produced = render(example)
    made = autolinks_in(produced, example.markdown)
    assert made == autolinks_to_expect(example)
    if example.id in HOST_RENDERING:
        assert normalize_html(produced) != normalize_html(example.html), "stale deviation row"
        return
    if example.id in AUTOLINKS_OFF_UPSTREAM:
        produced = unlinked(produced, example.markdown)
    assert normalize_html(produced) == normalize_html(example.html)


def test_no_autolink_example_is_a_deviation() -> None:
    flagged = {example.id for example in EXAMPLES if names_autolink_flags(example)}
    assert flagged & set(HOST_RENDERING) == set()


FRONT_END_GAPS = [
    pytest.param("`x`www.a.com", "<p><code>x</code>www.a.com</p>", id="code-span-before"),
    pytest.param("www.a.com`x`", "<p>www.a.com<code>x</code></p>", id="code-span-after"),
    pytest.param("[x](u)www.a.com", '<p><a href="u">x</a>www.a.com</p>', id="link-before"),
]
"""md4c makes no link next to a code span or a link (the mark beside it is no emphasis
opener before, nor closer after): the front end frames text beside ``<code>`` and ``<a>``
with U+FFFC, not with a delimiter."""


@pytest.mark.parametrize(("source", "expected"), FRONT_END_GAPS)
def test_no_link_beside_code_or_links(source: str, expected: str) -> None:
    produced = markdown.markdown(
        source, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "md4c"}}
    )
    assert normalize_html(produced) == normalize_html(expected)
