"""The Sphinx front end does linear work on paragraphs with many links: counted, not timed.

Each paragraph is read in-process (:mod:`support.sphinx_pages`) at two sizes; the steps are the
Python lines run inside md-autolinks' two transforms (the engine, the text runs and the
node edits they make included). A paragraph four times as long costs at most a little more
than four times as many steps; work that grows with the square of the links (a walk over
the paragraph's children for each text node, a splice of the children for each link) costs
sixteen times as many.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from md_autolinks import MODES
from md_autolinks import sphinx as sphinx_front
from support.sphinx_pages import PageReader, references

UNITS = 60
GROWTH = 4
SLACK = 1.15
"""How much more than linear the larger paragraph may cost (fixed costs only shrink it)."""
EXTENSIONS = ["support.sphinx_pages", "md_autolinks.sphinx"]
"""The in-process reader's node zoo and md-autolinks (MyST is not needed here)."""

PARAGRAPHS = {
    "www": ("www.a.com ", 1),
    "standalone": ("https://a.com/x ", 1),
    "emphasis": ("www.a.com *x* ", 1),
    "standalone-emphasis": ("https://a.com/x *y* me@b.org ", 2),
    "substitution": ("www.a.com/\\ |s|\\ x ", 1),
}
"""Units repeated to make a paragraph, and the links each makes: a www link per text node,
reST's standalone URIs and emails (read again as text), a text node between two emphases
each, and substituted text joined to its neighbours."""


class _Steps:
    """Counts the Python lines run while it traces."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, frame: FrameType, event: str, arg: Any) -> Callable[..., Any]:
        if event == "line":
            self.count += 1
        return self


@contextmanager
def counted(steps: _Steps) -> Iterator[None]:
    previous = sys.gettrace()
    sys.settrace(steps)
    try:
        yield
    finally:
        sys.settrace(previous)


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory) -> PageReader:
    """Applications for every mode, each having read a page once (what the first page costs
    once, imports and set-up, is not counted)."""
    made = PageReader(
        tmp_path_factory.mktemp("work"),
        {mode: {"extensions": EXTENSIONS, "md_autolinks_mode": mode} for mode in MODES},
    )
    made.read("Page\n====\n\nSee www.a.com, https://b.com and c@d.org.\n")
    return made


def steps_and_links(
    reader: PageReader, mode: str, unit: str, count: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[int, int]:
    """The steps the transforms take on a page of ``count`` units, and the links made."""
    steps = _Steps()
    for transform in (sphinx_front.AutolinkTransform, sphinx_front.AutolinkReferences):
        original = transform.apply

        def apply(self: Any, _original: Any = original, **kwargs: Any) -> None:
            with counted(steps):
                _original(self, **kwargs)

        monkeypatch.setattr(transform, "apply", apply)
    page = f"Page\n====\n\n{unit * count}\n\n.. |s| replace:: y\n"
    tree = reader.read(page)[mode]
    monkeypatch.undo()
    return steps.count, len(references(tree))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", PARAGRAPHS)
def test_a_paragraph_of_links_takes_linear_steps(
    reader: PageReader, mode: str, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    unit, links = PARAGRAPHS[name]
    small, small_links = steps_and_links(reader, mode, unit, UNITS, monkeypatch)
    large, large_links = steps_and_links(reader, mode, unit, GROWTH * UNITS, monkeypatch)
    assert (small_links, large_links) == (links * UNITS, links * GROWTH * UNITS)
    assert large <= SLACK * GROWTH * small, (small, large, large / small)


def test_the_counter_sees_quadratic_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The measure tells the two apart: a transform that walks the paragraph's children
    once per text node (as the extension once did to find each node's neighbours) costs
    more than the linear bound allows."""
    reader = PageReader(tmp_path, {"gfm": {"extensions": EXTENSIONS}})
    reader.read("Page\n====\n\nSee www.a.com *x* www.b.com.\n")
    original = sphinx_front.AutolinkTransform.apply

    def walking(self: Any, **kwargs: Any) -> None:
        for parent in self.document.findall(sphinx_front.nodes.paragraph):
            for child in parent.children:
                if isinstance(child, sphinx_front.nodes.Text):
                    sum(1 for _ in parent.children)
        original(self, **kwargs)

    monkeypatch.setattr(sphinx_front.AutolinkTransform, "apply", walking)
    unit = PARAGRAPHS["emphasis"][0]
    small, _ = steps_and_links(reader, "gfm", unit, UNITS, monkeypatch)
    monkeypatch.setattr(sphinx_front.AutolinkTransform, "apply", walking)
    large, _ = steps_and_links(reader, "gfm", unit, GROWTH * UNITS, monkeypatch)
    assert large > SLACK * GROWTH * small
