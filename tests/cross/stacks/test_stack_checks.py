"""The stack oracle's checks (:mod:`support.stack_checks`) on pages written by hand: what
they report and what they leave alone, without rendering anything."""

from __future__ import annotations

import pytest

from support.stack_checks import Violation, check_page
from support.stack_front_ends import FRONT_ENDS, MARK, Rendered, Setting
from support.stack_pages import BLOCK_MARK, Page

SPHINX = next(row for row in FRONT_ENDS if row.name == "sphinx")
BLOCK = "a.b+c@f.org\u2024org&#64;y.org"
"""An email MyST's ``linkify`` links, glued to text with a one dot leader (U+2024)."""
LINKIFIED = (
    '<a class="reference external" href="mailto:a.b+c%40f.org">a.b+c@f.org</a>\u2024org&#64;y.org'
)
"""What MyST's ``linkify`` makes of :data:`BLOCK`, with md-autolinks or without."""


def _checked(block_html: str, plain_html: str, setting: Setting) -> list[Violation]:
    page = Page("myst", (BLOCK,))
    marker = f"<p>{BLOCK_MARK}0zz</p>"
    linked = Rendered(f"{marker}<p>{block_html}</p>")
    plain = Rendered(f"{marker}<p>{plain_html}</p>")
    return check_page(SPHINX, page, setting, linked, plain)


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_text_glued_to_a_linkers_anchor_is_one_token(mode: str) -> None:
    """Text after another linker's anchor reads on from it: ``find_links`` on
    ``a.b+c@f.org\u2024org@y.org`` makes no link of ``org@y.org`` (the front end reads the
    text after a link as a token that goes on), so nothing is missed."""
    assert _checked(LINKIFIED, LINKIFIED, Setting(mode, linker=True)) == []


def test_a_link_after_a_linkers_anchor_is_still_checked() -> None:
    """A link of its own after the linker's anchor (a space between) is still one the
    front end must make: leaving it out is reported."""
    block = f"{LINKIFIED} and www.python.org"
    found = _checked(block, block, Setting("gfm", linker=True))
    assert [(v.prop, v.text) for v in found] == [("missed", "www.python.org")]
    made = block.replace(
        "www.python.org",
        f'<a class="{MARK}" href="http://www.python.org">www.python.org</a>',
    )
    assert _checked(made, block, Setting("gfm", linker=True)) == []


def test_without_a_linker_an_anchor_still_ends_a_run() -> None:
    """Without the linker beside, the author's anchor ends a run as any element does, and
    a link ``find_links`` makes in the text after it is reported when missing."""
    found = _checked(LINKIFIED, LINKIFIED, Setting("gfm"))
    assert [(v.prop, v.text) for v in found] == [("missed", "org@y.org")]


LINKIFY_ONCE = (
    'Line (<a class="reference external" href="http://www.python.org">www.python.org</a>)<br />'
    "\nnext www.python.org\ufe0e"
)
"""``linkify`` links the first of two ``www.python.org`` and not the one before U+FE0E."""


def test_an_added_link_of_a_text_the_linker_linked_elsewhere_is_unwrapped() -> None:
    """md-autolinks links the second ``www.python.org``, which ``linkify`` left: unwrapping
    it gives the page without md-autolinks, though ``linkify`` linked the same text before
    it (a restyled linker's link is counted once per link the linker made)."""
    added = f'<a class="{MARK}" href="https://www.python.org">www.python.org</a>'
    block = LINKIFY_ONCE.replace("next www.python.org", f"next {added}")
    assert _checked(block, LINKIFY_ONCE, Setting("uts58", linker=True)) == []


def test_a_linker_link_moved_is_reported() -> None:
    """Where ``linkify``'s link became text and md-autolinks linked the other
    ``www.python.org``, the link moved: reported (and the text left unlinked is missed),
    though the page holds as many anchors of that text."""
    first = '<a class="reference external" href="http://www.python.org">www.python.org</a>'
    added = f'<a class="{MARK}" href="https://www.python.org">www.python.org</a>'
    block = LINKIFY_ONCE.replace(first, "www.python.org").replace(
        "next www.python.org", f"next {added}"
    )
    found = _checked(block, LINKIFY_ONCE, Setting("uts58", linker=True))
    assert [(v.prop, v.text) for v in found] == [("unwrap", ""), ("missed", "www.python.org")]
