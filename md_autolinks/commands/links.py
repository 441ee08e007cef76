"""``md-autolinks links FILE... [options] [--json]``: each link that rendering a file makes,
as ``FILE:LINE:COLUMN KIND HREF`` or a JSON array."""

from __future__ import annotations

import argparse
import json
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace

from ..engine.finder import get_scanner
from ..engine.model import Link, LinkKind
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


def _positions(
    text: str, links: list[Link], inline_kinds: frozenset[LinkKind]
) -> list[tuple[int, Link]]:
    """Where each link's text stands in the source, in source order.

    The extension makes links in two passes (inline kinds, then the others), each in
    document order, so each pass's links are looked for on from the previous one's.
    """
    located = []
    cursors: dict[bool, int] = {}
    for link in links:
        first_pass = link.kind in inline_kinds
        at = text.find(link.text, cursors.get(first_pass, 0))
        if at < 0:
            at = max(text.find(link.text), 0)
        located.append((at, link))
        cursors[first_pass] = at + len(link.text)
    return sorted(located, key=lambda pair: pair[0])


def list_links(argv: Sequence[str]) -> int:
    """Run ``md-autolinks links`` with ``argv``; returns the exit status."""
    parser = build_links_parser()
    args = parser.parse_args(argv)
    options = checked_options(parser, args)
    made: list[Link] = []

    def record(link: Link) -> object:
        verdict = True if options.filter is None else options.filter(link)
        if verdict is not None and verdict is not False:
            made.append(link)
        return verdict

    md = markdown_with(parser, args, replace(options, filter=record))
    inline_kinds = get_scanner(options).INLINE_KINDS
    found = []
    for name, text in read_all(args.files):
        made.clear()
        convert(md, text)
        starts = _line_starts(text)
        for at, link in _positions(text, made, inline_kinds):
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
