"""The ``md-autolinks`` command: render Markdown files to HTML with autolinks."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import markdown

from . import __version__
from .markdown_ext import AutolinkExtension
from .options import KIND_NAMES, MODES, OptionError


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"md-autolinks: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line: ``md-autolinks FILE... [--mode M] [--kinds K,...] [-o OUT]``."""
    parser = _ArgumentParser(
        prog="md-autolinks",
        description="Render Markdown to HTML, turning bare URLs, www. links and emails into links.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="Markdown file(s); '-' for stdin")
    parser.add_argument("--mode", default="gfm", choices=MODES, help="rule set (default: gfm)")
    parser.add_argument(
        "--kinds",
        default=",".join(KIND_NAMES),
        help=f"comma-separated link kinds to make, of {', '.join(KIND_NAMES)} (default: all)",
    )
    parser.add_argument(
        "-x",
        "--extension",
        action="append",
        default=[],
        metavar="NAME",
        help="another Python-Markdown extension to load (repeatable), e.g. -x tables",
    )
    parser.add_argument("-o", "--output", metavar="OUT", help="write HTML here (default: stdout)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (0 ok, 1 bad input, 2 bad usage)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        extension = AutolinkExtension(mode=args.mode, kinds=args.kinds)
        md = markdown.Markdown(extensions=[extension, *args.extension])
    except OptionError as error:
        parser.error(str(error))
    except (ImportError, AttributeError) as error:
        parser.error(f"cannot load extension: {error}")
    pages = []
    for name in args.files:
        try:
            pages.append(md.reset().convert(_read(name, sys.stdin)))
        except OSError as error:
            print(f"md-autolinks: {name}: {error.strerror or error}", file=sys.stderr)
            return 1
        except ValueError as error:
            print(f"md-autolinks: {error}", file=sys.stderr)
            return 1
    html = "\n".join(pages) + "\n"
    if args.output:
        Path(args.output).write_text(html, encoding="utf-8")
    else:
        sys.stdout.write(html)
    return 0


if __name__ == "__main__":
    sys.exit(main())
