"""``md-autolinks links FILE... [options] [--json]``: each link that rendering a file makes,
as ``FILE:LINE:COLUMN KIND HREF`` or a JSON array."""

from __future__ import annotations

import argparse
import json
from bisect import bisect_right
from collections.abc import Sequence

import markdown

from ..engine.model import Link
from ..python_markdown.document_gate import REGISTRY_NAME
from ..python_markdown.tree import TreeLinker
from .arguments import checked_options, files_parser
from .output import emit, read_all
from .render import convert, markdown_with


def build_links_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks links``."""
    parser = files_parser(
        "md-autolinks links",
        "Print the links that rendering each Markdown file makes, as "
        "FILE:LINE:COLUMN KIND HREF (or --json).",
    )
    parser.add_argument("--json", action="store_true", help="print a JSON array of links")
    return parser


def _line_starts(text: str) -> list[int]:
    starts = [0]
    starts += [index + 1 for index, char in enumerate(text) if char == "\n"]
    return starts


def _positions(text: str, links: list[Link]) -> list[tuple[int, Link]]:
    """Where each link's text stands in the source, in source order.

    The tree pass makes the anchors in the order of the page's text, so each link is
    looked for on from the previous one; one the page shows elsewhere (a footnote's, at
    the end) is looked for from the start."""
    located = []
    cursor = 0
    for link in links:
        at = text.find(link.text, cursor)
        if at < 0:
            at = max(text.find(link.text), 0)
        located.append((at, link))
        cursor = at + len(link.text)
    return sorted(located, key=lambda pair: pair[0])


def anchored_links(md: markdown.Markdown) -> TreeLinker:
    """The tree pass of ``md``, which makes every anchor of a page: the links listed are
    the anchors it makes (a link the guard or the ``filter`` is asked about more than once
    is still one anchor)."""
    linker = md.treeprocessors[REGISTRY_NAME]
    assert isinstance(linker, TreeLinker)
    return linker


def list_links(argv: Sequence[str]) -> int:
    """Run ``md-autolinks links`` with ``argv``; returns the exit status."""
    parser = build_links_parser()
    args = parser.parse_args(argv)
    options = checked_options(parser, args)
    md = markdown_with(parser, args, options)
    made: list[Link] = []
    anchored_links(md).anchored = made
    found = []
    for name, text in read_all(args.files):
        made.clear()
        convert(md, text)
        starts = _line_starts(text)
        for at, link in _positions(text, made):
            line = bisect_right(starts, at) - 1
            found.append(
                {
                    "file": name,
                    "line": line + 1,
                    "column": at - starts[line] + 1,
                    "kind": link.kind.value,
                    "href": link.href,
                    "text": link.text,
                }
            )
    if args.json:
        emit(
            json.dumps(found, ensure_ascii=False, indent=2) + "\n",
            lambda _text, _encoding: json.dumps(found, indent=2) + "\n",
        )
    else:
        for item in found:
            emit(f"{item['file']}:{item['line']}:{item['column']} {item['kind']} {item['href']}\n")
    return 0
