"""``md-autolinks [render] FILE... [options] [-o OUT]``: Markdown rendered to HTML by
Python-Markdown with md-autolinks and the ``-x`` extensions."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import markdown

from .. import __version__
from ..engine.errors import FilterError
from ..engine.options import Options
from ..python_markdown.extension import AutolinkExtension
from .arguments import checked_options, files_parser
from .output import as_html_references, emit, fail, read_all, write_output


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks`` (rendering)."""
    parser = files_parser(
        "md-autolinks",
        "Render Markdown to HTML, turning bare URLs, www. links and emails into links.",
    )
    parser.add_argument("-o", "--output", metavar="OUT", help="write HTML here (default: stdout)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def markdown_with(
    parser: argparse.ArgumentParser, args: argparse.Namespace, options: Options
) -> markdown.Markdown:
    """Python-Markdown with md_autolinks under ``options`` and the ``-x`` extensions."""
    try:
        extension = AutolinkExtension(options=options)
        return markdown.Markdown(extensions=[extension, *args.extension])
    except (ImportError, AttributeError) as error:
        parser.error(f"cannot load extension: {error}")


def convert(md: markdown.Markdown, text: str) -> str:
    """``text`` as HTML; a failing filter ends the command with its message."""
    try:
        return md.reset().convert(text)
    except FilterError as error:
        fail(str(error))


def render(argv: Sequence[str]) -> int:
    """Run ``md-autolinks [render]`` with ``argv``; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    md = markdown_with(parser, args, checked_options(parser, args))
    html = [convert(md, text) for _, text in read_all(args.files)]
    output = "\n".join(html) + "\n"
    if args.output:
        write_output(args.output, output)
    else:
        emit(output, as_html_references)
    return 0
