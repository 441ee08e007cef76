"""The ``md-autolinks`` command: render Markdown to HTML with autolinks, or list the links.

``md-autolinks FILE... [options] [-o OUT]`` renders; ``md-autolinks links FILE... [--json]``
prints each link the rendering makes as ``FILE:LINE:COLUMN KIND HREF`` (write ``./links``
for a file that is really named ``links``).
"""

from __future__ import annotations

import argparse
import json
import sys
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TextIO

import markdown

from . import __version__
from .anchors import FilterError
from .bare_domains import LEVELS as BARE_DOMAIN_LEVELS
from .finder import get_scanner
from .markdown_ext import AutolinkExtension
from .model import Link, LinkKind
from .options import KIND_NAMES, MODES, OPTION_SPECS, OptionError, Options


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"md-autolinks: error: {message}\n")


def _comma_list(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


def _kind_classes(value: str) -> dict[str, str]:
    pairs = {}
    for item in _comma_list(value):
        kind, equals, css = item.partition("=")
        if not equals:
            raise argparse.ArgumentTypeError(f"expected KIND=CLASS pairs, got {item!r}")
        pairs[kind.strip()] = css.strip()
    return pairs


def _add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """One command-line flag per engine option, with the option's own help text."""
    spec = OPTION_SPECS
    parser.add_argument("--mode", default="gfm", choices=MODES, help=spec["mode"].help)
    parser.add_argument(
        "--kinds", type=_comma_list, default=list(KIND_NAMES), help="comma-separated: "
        + spec["kinds"].help,
    )
    parser.add_argument(
        "--bare-domains", choices=BARE_DOMAIN_LEVELS, default=None,
        metavar="LEVEL", help=spec["bare_domains"].help,
    )
    parser.add_argument(
        "--no-bare-domains", dest="bare_domains", action="store_const", const="none",
        help="same as --bare-domains none",
    )
    for name in ("readable_text", "hide_scheme"):
        parser.add_argument(
            f"--{name.replace('_', '-')}",
            action=argparse.BooleanOptionalAction,
            default=None,
            help=spec[name].help,
        )
    for name in ("exclude_tlds", "allow_domains", "deny_domains"):
        parser.add_argument(
            f"--{name.replace('_', '-')}",
            type=_comma_list,
            metavar="A,B",
            help=spec[name].help + " (comma-separated)",
        )
    for name in ("css_class", "rel", "target", "title", "filter"):
        parser.add_argument(f"--{name.replace('_', '-')}", metavar="VALUE", help=spec[name].help)
    parser.add_argument(
        "--kind-css-classes", type=_kind_classes, metavar="KIND=CLASS,...",
        help=spec["kind_css_classes"].help,
    )


def _parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A parser with what both commands take: files, every option, extra extensions."""
    parser = _ArgumentParser(prog=prog, description=description)
    parser.add_argument("files", nargs="+", metavar="FILE", help="Markdown file(s); '-' for stdin")
    _add_option_arguments(parser)
    parser.add_argument(
        "-x", "--extension", action="append", default=[], metavar="NAME",
        help="another Python-Markdown extension to load (repeatable), e.g. -x tables",
    )
    return parser


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks`` (rendering)."""
    parser = _parser(
        "md-autolinks",
        "Render Markdown to HTML, turning bare URLs, www. links and emails into links. "
        "'md-autolinks links FILE...' lists the links instead.",
    )
    parser.add_argument("-o", "--output", metavar="OUT", help="write HTML here (default: stdout)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def build_links_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks links``."""
    parser = _parser(
        "md-autolinks links",
        "Print the links that rendering each Markdown file makes, as "
        "FILE:LINE:COLUMN KIND HREF (or --json).",
    )
    parser.add_argument("--json", action="store_true", help="print a JSON array of links")
    return parser


def _options(args: argparse.Namespace) -> Options:
    given = {
        name: getattr(args, name)
        for name in OPTION_SPECS
        if getattr(args, name, None) is not None
    }
    return Options.from_mapping(given)


def _read(name: str, stdin: TextIO) -> str:
    if name == "-":
        return stdin.read()
    data = Path(name).read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ValueError(
            f"{name}: not UTF-8 text (byte {error.start}: {data[error.start:error.start + 1]!r})"
        ) from None


def _read_all(names: Sequence[str]) -> list[tuple[str, str]]:
    """``(name, text)`` of each file; raises ``SystemExit(1)`` with a message when one fails."""
    pages = []
    for name in names:
        try:
            pages.append((name, _read(name, sys.stdin)))
        except OSError as error:
            print(f"md-autolinks: {name}: {error.strerror or error}", file=sys.stderr)
            raise SystemExit(1) from None
        except ValueError as error:
            print(f"md-autolinks: {error}", file=sys.stderr)
            raise SystemExit(1) from None
    return pages


def _checked_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Options:
    try:
        return _options(args)
    except OptionError as error:
        parser.error(str(error))


def _markdown(
    parser: argparse.ArgumentParser, args: argparse.Namespace, options: Options
) -> markdown.Markdown:
    """Python-Markdown with md_autolinks under ``options`` and the ``-x`` extensions."""
    try:
        extension = AutolinkExtension(**options.as_dict())
        return markdown.Markdown(extensions=[extension, *args.extension])
    except (ImportError, AttributeError) as error:
        parser.error(f"cannot load extension: {error}")


def _convert(md: markdown.Markdown, text: str) -> str:
    """``text`` as HTML; a failing filter ends the command with its message."""
    try:
        return md.reset().convert(text)
    except FilterError as error:
        print(f"md-autolinks: {error}", file=sys.stderr)
        raise SystemExit(1) from None


def _render(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    md = _markdown(parser, args, _checked_options(parser, args))
    html = [_convert(md, text) for _, text in _read_all(args.files)]
    output = "\n".join(html) + "\n"
    if args.output:
        Path(args.output).write_text(output, encoding="utf-8")
    else:
        sys.stdout.write(output)
    return 0


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


def _list_links(argv: Sequence[str]) -> int:
    parser = build_links_parser()
    args = parser.parse_args(argv)
    options = _checked_options(parser, args)
    made: list[Link] = []

    def record(link: Link) -> object:
        verdict = True if options.filter is None else options.filter(link)
        if verdict is not None and verdict is not False:
            made.append(link)
        return verdict

    md = _markdown(parser, args, replace(options, filter=record))
    inline_kinds = get_scanner(options).INLINE_KINDS
    found = []
    for name, text in _read_all(args.files):
        made.clear()
        _convert(md, text)
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
        json.dump(found, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        for item in found:
            sys.stdout.write(
                f"{item['file']}:{item['line']}:{item['column']} {item['kind']} {item['href']}\n"
            )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (0 ok, 1 bad input, 2 bad usage)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["links"]:
        return _list_links(arguments[1:])
    return _render(arguments)


if __name__ == "__main__":
    sys.exit(main())
