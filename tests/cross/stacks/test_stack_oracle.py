"""The stack oracle (issue 36 item 9; docs/security.md "The stack oracle"): generated pages
with a link at every structural boundary, rendered by every front end with the extension
stack real sites run, in every mode, md-autolinks first and last, with and without the front
end's own linker; each page must keep every property of :mod:`support.stack_checks`, or
break it only in a family of :mod:`support.stack_families`."""

from __future__ import annotations

from collections import Counter

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
    ("block", "families"),
    [
        (
            "Line https://h.com/(x).\\\nnext https://docs.python.org/3/\\_",
            ["markdown-it-gfm-reads-as-cmark-gfm"],
        ),
        (
            "- [ ] \xa0ftp://g.net/x\xa0\n- [x] done &lt;https://a.com/x&gt;",
            ["markdown-it-gfm-reads-as-cmark-gfm"],
        ),
        ("done &lt;https://a.com/x&gt; and\\\n~~s~~", [None]),
    ],
)
def test_markdown_it_reads_as_cmark_gfm_but_for_documented_departures(
    block: str, families: list[str | None]
) -> None:
    """markdown-it's gfm reading is excused where it renders the block as cmark-gfm does
    but for a hard line break (markdown-it keeps it, cmark-gfm takes its backslash into a
    link) and white space other than ASCII at a line's edge (markdown-it trims it); a block
    markdown-it renders otherwise (strikethrough, which cmark-gfm's autolink alone leaves as
    text) excuses nothing."""
    found = _example_violations(Example("markdown-it", "markdown_it", "gfm", block, "extent"))
    named = [family.name if (family := family_of(violation)) else None for violation in found]
    assert named == families
