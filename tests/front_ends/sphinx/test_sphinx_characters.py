"""Every character of a page survives the Sphinx extension, in every node type, in every mode.

Each example is one page read in-process (:mod:`support.sphinx_pages`) with and without
``md_autolinks.sphinx``. Without smartquotes, the two doctrees are equal once every external
reference is replaced by its text: the extension added anchors and changed nothing else.
With smartquotes, the links and their text are those found without it (a link reads as
written), and the page equals the page without the extension up to what smartquotes makes
of quotes, dashes and ellipses. No reference is nested or stands where a writer refuses it.
The texts mix link-shaped fragments with any code point but surrogates: the extension's
former marks U+1D7CE and U+1D7CF, private use, controls, bidi controls, astral characters,
docutils' escape mark NUL.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import sphinx
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from md_autolinks import MODES
from support.sizes import scaled
from support.sphinx_pages import (
    PageReader,
    ReadError,
    is_external_reference,
    misplaced_references,
    nested_references,
    references,
    shape,
    without_smartquotes,
    zoo_page,
)

FRAGMENTS = [
    "www.", "http://", "https://", "mailto:", "me@", "@", ".com", ".org", ".example.com",
    "/x", "/a_b", "?q=1", "#f", "a", "b", "x", "_", "-", "--", "---", "'", '"', "...",
    " . . .", "(", ")", "[", "]", "*", "`", " ", " ", " ", "\n", "\\", "\\ ", "\x00", "\x00 ",
    "\x00.", "\x00-", "\U0001d7ce", "\U0001d7cf", "\ue000", "\U000f0001", "\u202e", "\u200f",
    "\u2066", "\u200d", "\x01", "\t", "\x7f", "\x85", "\u00a0", "\U0001f600", "\U00010348",
    "\u0301", "ß", "例え.jp", "ǅ", "command.com", "\\ |s|\\ ", "\\ |z|\\ ", " |s| ",
]  # fmt: skip
"""Pieces that make links and the characters around them likely to meet; ``|s|`` and ``|z|``
are reST substitutions of an invisible character (:data:`SUBSTITUTIONS`)."""

SUBSTITUTIONS = ".. |s| unicode:: U+00AD\n.. |z| unicode:: U+200B\n"
"""Defined on every reST page: a substituted character stands inside the token around it."""

LINKS = st.builds(
    "".join,
    st.tuples(
        st.sampled_from(["www.", "http://", "https://", "http://www.", "me@", "mailto:me@", ""]),
        st.lists(
            st.sampled_from(["a", "example", "x1", "b-c", "ß", "例え", "\x00x", "\U0001d7ce"]),
            min_size=1, max_size=3,
        ).map(".".join),
        st.sampled_from([".com", ".org", ".jp", ".io", ".coms", ".com\x00 s", ""]),
        st.lists(
            st.sampled_from(["/x", "/a_b", "/a--b", "'s", "?q=1", "#f", "/\x00_y", "\x00 s",
                             ".", ")", "/(x)", "\U0001d7cf", "\U000f0001", "\u202e", "..."]),
            max_size=3,
        ).map("".join),
    ),
)  # fmt: skip
"""Link-shaped tokens, some with escapes (NUL), marks or odd characters inside."""

TEXTS = st.lists(
    st.one_of(LINKS, st.sampled_from(FRAGMENTS), st.characters(exclude_categories=("Cs",))),
    max_size=16,
).map("".join)

MODE_SETTINGS: dict[str, dict[str, Any]] = {
    "gfm": {},
    "md4c": {},
    "uts58": {"md_autolinks_bare_domains": "all"},
}
EXTENSIONS = ["myst_parser", "support.sphinx_pages", "md_autolinks.sphinx"]
OURS = "md-autolink"
"""The class md-autolinks gives its references here, to tell them from docutils' and MyST's."""


def configurations() -> dict[str, dict[str, Any]]:
    """Without the extension and in each mode, smartquotes off; without it and in gfm, on."""
    made: dict[str, dict[str, Any]] = {"plain": {"smartquotes": False}}
    for mode in MODES:
        made[mode] = {
            "smartquotes": False,
            "extensions": EXTENSIONS,
            "md_autolinks_mode": mode,
            "md_autolinks_css_class": OURS,
            **MODE_SETTINGS[mode],
        }
    made["plain quoted"] = {"smartquotes": True}
    made["gfm quoted"] = {**made["gfm"], "smartquotes": True}
    return made


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory) -> PageReader:
    return PageReader(tmp_path_factory.mktemp("pages"), configurations())


def one_line(text: str) -> str:
    return " ".join(text.splitlines()) or "x"


def rest_page(text: str) -> str:
    """``text`` in each construct of reST (one line where the construct takes one)."""
    line = one_line(text)
    confval = f".. confval:: name\n   :default: {line}\n\n   {line}\n\n"
    return (
        f"Page\n====\n\n{text}\n\n{line}\n{'-' * (2 * len(line) + 4)}\n\n"
        f"::\n\n   {line}\n\n:Field: {line}\n\nterm : {line}\n   {line}\n\n"
        f".. list-table::\n\n   * - {line}\n     - x\n\n.. note:: {line}\n\n"
        f"Footnote [#]_.\n\n.. [#] {line}\n\n-o ARG  {line}\n\n| {line}\n\n"
        f".. rubric:: {line}\n\n.. code-block:: text\n   :caption: {line}\n\n   x\n\n"
        f".. object:: signature {line}\n\n   {line}\n\n"
        + (confval if sphinx.version_info >= (7, 4) else "")
        + SUBSTITUTIONS
    )


def myst_page(text: str) -> str:
    """``text`` in each construct of MyST (one line where the construct takes one)."""
    line = one_line(text)
    cell = line.replace("|", " ")
    return (
        f"# Page\n\n{text}\n\n## {line}\n\n| a | b |\n|---|---|\n| {cell} | x |\n\n"
        f"Term\n: {line}\n\n:::{{note}}\n{line}\n:::\n\nFootnote[^1].\n\n[^1]: {line}\n\n"
        f":field: {line}\n\n```text\n{line}\n```\n"
    )


def read(reader: PageReader, page: str, suffix: str = ".rst") -> dict[str, Any]:
    """The doctrees of ``page``; a page Sphinx cannot read without the extension (its
    docfields assert on a ``:default:`` holding a lone ``*``) is no example."""
    try:
        return reader.read(page, suffix)
    except ReadError as error:
        if error.args[0] == "plain":
            reject()
        raise


def assert_survives(trees: dict[str, Any]) -> None:
    plain = shape(trees["plain"], is_external_reference)
    for mode in MODES:
        assert shape(trees[mode], is_external_reference) == plain, mode
    for name, tree in trees.items():
        assert nested_references(tree, OURS) == [], name
        assert misplaced_references(tree, OURS) == [], name
    assert references(trees["gfm quoted"], OURS) == references(trees["gfm"], OURS)
    quoted = shape(trees["gfm quoted"], is_external_reference)
    assert _typed(quoted) == _typed(shape(trees["plain quoted"], is_external_reference))


def _typed(shaped: object) -> object:
    """``shaped`` with its text read back from smartquotes' typography."""
    if isinstance(shaped, str):
        return without_smartquotes(shaped)
    assert isinstance(shaped, tuple)
    tag, attributes, children = shaped
    return (tag, attributes, tuple(map(_typed, children)))


PROPERTY = settings(
    max_examples=scaled(30),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@PROPERTY
@given(texts=st.lists(TEXTS, min_size=1, max_size=3))
def test_raw_text_survives_in_every_node_type(reader: PageReader, texts: list[str]) -> None:
    assert_survives(read(reader, zoo_page(texts)))


@PROPERTY
@given(text=TEXTS)
def test_rest_page_survives(reader: PageReader, text: str) -> None:
    assert_survives(read(reader, rest_page(text)))


@PROPERTY
@given(text=TEXTS)
def test_myst_page_survives(reader: PageReader, text: str) -> None:
    assert_survives(read(reader, myst_page(text), ".md"))


def test_the_zoo_links_where_writers_take_a_reference(reader: PageReader) -> None:
    """The property tests compare like with like; this one says what the zoo links."""
    tree = reader.read(zoo_page(["see www.a.com"]))["gfm"]
    linked = sorted({ref.parent.tagname for ref in tree.findall(is_external_reference)
                     if ref["refuri"] == "http://www.a.com"})  # fmt: skip
    assert linked == [
        "abbreviation", "attribution", "caption", "emphasis", "field_name", "inline", "line",
        "paragraph", "rubric", "strong", "subscript", "term", "versionmodified",
    ]  # fmt: skip


def test_each_read_reads_the_page_anew(tmp_path: Path) -> None:
    reader = PageReader(tmp_path, {"gfm": {"extensions": EXTENSIONS}})
    for host in ("www.a.com", "www.b.com"):
        for suffix in (".rst", ".md"):
            tree = reader.read(f"See {host}.\n", suffix)["gfm"]
            assert references(tree) == [(f"http://{host}", host)]
