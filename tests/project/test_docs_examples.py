"""Every example the docs give of what a mode links is what that mode links.

The claims are read from the pages (:mod:`support.doc_claims`: tables with a ``text``
column, sentences ```X` links `Y``` and ``md4c does not link `X```) and rendered by the
Python-Markdown front end, as a reader of the docs would try them: the anchors' texts are
the claimed links (a claimed text that starts with ``…`` names the link's end), and a
claimed href is the first anchor's.
"""

from __future__ import annotations

import html
import re

import markdown
import pytest

from support.doc_claims import Claim, claims_of
from support.paths import REPO

PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
CLAIMS = [claim for page in PAGES for claim in claims_of(page)]
_ANCHOR = re.compile(r'<a href="([^"]*)"[^>]*>(.*?)</a>')


def anchors(text: str, mode: str) -> list[tuple[str, str]]:
    """``(text, href)`` of each anchor Python-Markdown with md-autolinks makes of ``text``."""
    rendered = markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    return [
        (html.unescape(re.sub(r"<[^>]+>", "", inner)), html.unescape(href))
        for href, inner in _ANCHOR.findall(rendered)
    ]


def _shown(claimed: str, made: str) -> bool:
    return made.endswith(claimed[1:]) if claimed.startswith("…") else made == claimed


def test_the_pages_make_claims_in_every_form() -> None:
    assert len(CLAIMS) >= 50
    assert {claim.page for claim in CLAIMS} >= {"modes.md", "security.md"}
    assert any(claim.texts == () for claim in CLAIMS)
    assert any(claim.texts is None for claim in CLAIMS)
    assert any(claim.href for claim in CLAIMS)


@pytest.mark.parametrize(
    "claim", CLAIMS, ids=[f"{claim.page}:{claim.line}:{claim.text[:30]}" for claim in CLAIMS]
)
def test_a_docs_example_links_what_the_page_says(claim: Claim) -> None:
    for mode in claim.modes:
        made = anchors(claim.text, mode)
        assert len(made) == claim.count, (mode, made)
        if claim.texts is not None:
            assert all(map(_shown, claim.texts, (text for text, _ in made))), (mode, made)
        if claim.href is not None:
            assert made[0][1] == claim.href, mode
