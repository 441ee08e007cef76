"""The stack oracle (issue 36 item 9; docs/security.md "The stack oracle"): generated pages
with a link at every structural boundary, rendered by every front end with the extension
stack real sites run, in every mode, md-autolinks first and last, with and without the front
end's own linker; each page must keep every property of :mod:`support.stack_checks`, or
break it only in a family of :mod:`support.stack_families`."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from support.sizes import scaled
from support.stack_checks import Violation, check_page, run
from support.stack_families import FAMILIES, Example, Family, family_of
from support.stack_front_ends import FRONT_ENDS, FrontEnd, Setting
from support.stack_pages import Page, pages

SEED = 20261128
PAGES = {
    "markdown": scaled(60),
    "markdown_it": scaled(60),
    "mistune": scaled(60),
    "myst": scaled(24),
    "rst": scaled(24),
}
"""Pages per dialect (six blocks each); Sphinx builds all of a setting's pages at once."""
REPORTED = 8


def _report(unknown: list[Violation]) -> str:
    kinds = Counter((v.front_end, v.prop, v.mode) for v in unknown)
    first = "\n".join(str(violation) for violation in unknown[:REPORTED])
    return f"{len(unknown)} violations of no known family {dict(kinds)}:\n{first}"


@pytest.mark.slow
@pytest.mark.parametrize("front_end", FRONT_ENDS, ids=lambda row: row.name)
def test_no_page_is_damaged(front_end: FrontEnd) -> None:
    drawn = [
        page for dialect in front_end.dialects for page in pages(dialect, SEED, PAGES[dialect])
    ]
    outcome = run(front_end, drawn)
    unknown = [violation for violation in outcome.violations if family_of(violation) is None]
    assert unknown == [], _report(unknown)
    assert outcome.renders == len(front_end.settings())
    assert outcome.anchors > len(drawn) * outcome.renders


def _front_end(name: str) -> FrontEnd:
    return next(row for row in FRONT_ENDS if row.name == name)


def _example_violations(example: Example) -> list[Violation]:
    front_end = _front_end(example.front_end)
    page = Page(example.dialect, (example.block,))
    setting = Setting(example.mode, linker=example.linker)
    linked = front_end.render([page], setting)[0]
    plain = front_end.render([page], setting.plain)[0]
    return check_page(front_end, page, setting, linked, plain)


@pytest.mark.parametrize("family", FAMILIES, ids=lambda family: family.name)
def test_each_known_family_still_happens(family: Family) -> None:
    """Each family's example still breaks its property in its family: once a fix merges,
    this fails, and the entry is to be deleted from its table."""
    found = _example_violations(family.example)
    assert any(family.holds(violation) for violation in found), (
        f"{family.name} ({family.source}) no longer happens: delete its entry. Found: "
        + "; ".join(str(violation) for violation in found)
    )


@pytest.mark.parametrize(
    ("mode", "block", "families"),
    [
        (
            "gfm",
            "Line https://h.com/(x).\\\nnext https://docs.python.org/3/\\_",
            ["markdown-it-gfm-reads-as-cmark-gfm"],
        ),
        (
            "gfm",
            "- [ ] \xa0ftp://g.net/x\xa0\n- [x] done &lt;https://a.com/x&gt;",
            ["markdown-it-gfm-reads-as-cmark-gfm"],
        ),
        (
            "gfm",
            "Line x\uff20ftp://g.net/x\\\nnext &lt;ftp://g.net/x&gt;",
            ["markdown-it-gfm-reads-as-cmark-gfm"],
        ),
        ("gfm", "done &lt;https://a.com/x&gt; and\\\n~~s~~", [None]),
        (
            "md4c",
            "x&#47;x x\\_www.python.org&#64;y.org",
            ["token-front-ends-no-link-touches-an-escape"],
        ),
        (
            "uts58",
            "Line mailto:me@python.org\ufe0e\\\nnext",
            ["markdown-it-no-link-before-a-break-backslash"],
        ),
    ],
)
def test_markdown_it_departures_are_named_by_their_family(
    mode: str, block: str, families: list[str | None]
) -> None:
    """Each departure is excused by its documented family only: gfm where markdown-it
    renders as cmark-gfm but for a hard line break it keeps, white space it trims at a
    line's edge and a word a fullwidth joiner holds (strikethrough, which cmark-gfm's
    autolink alone leaves as text, excuses nothing); md4c and uts58 where a link touches an
    escape (found with character references resolved) or a hard line break's backslash."""
    found = _example_violations(Example("markdown-it", "markdown_it", mode, block, "missed"))
    named = [family.name if (family := family_of(violation)) else None for violation in found]
    assert named == families


def test_a_link_inside_a_joined_word_is_not_read_as_cmark_gfm() -> None:
    """cmark-gfm links beside a fullwidth joiner where md-autolinks links nothing: a link
    markdown-it made inside such a word is no reading of cmark-gfm's, so no family excuses
    it, and markdown-it makes none there (the email scan reads the refused URL too)."""
    block = "x\uff20http://a.com/x?y=1&z=2@y.org"
    violation = Violation(
        "markdown-it", "gfm-first", "gfm", "markdown_it", "extent", "", block, block, "2@y.org"
    )
    assert family_of(violation) is None
    assert family_of(replace(violation, text="http://a.com/x?y=1&z=2@y.org")) is None
    assert _example_violations(Example("markdown-it", "markdown_it", "gfm", block, "extent")) == []


@pytest.mark.parametrize(
    ("block", "family"), [("Line x", "markdown-it-gfm-reads-as-cmark-gfm"), ("Note[^1]", None)]
)
def test_a_footnote_is_read_with_the_last_block(block: str, family: str | None) -> None:
    """Footnotes are written at the page's end: a link in one is checked with the page's
    last block, and only there is the footnote's source read as cmark-gfm reads it."""
    page = "Note[^1]\n\n[^1]: Foot &lt;https://a.com/x&gt;\n\nzzblock1zz\n\nLine x\n"
    violation = Violation(
        "markdown-it",
        "gfm-first",
        "gfm",
        "markdown_it",
        "extent",
        "",
        block,
        page,
        "https://a.com/x",
    )
    found = family_of(violation)
    assert (found.name if found else None) == family
