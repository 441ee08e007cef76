"""``md-autolinks why TEXT... [options]``: for each candidate in the text, whether the mode
links it and why (``docs/why.md``)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from ..common.anchors import escape_invisible
from ..engine.errors import FilterError
from ..engine.explain import Explanation, explain
from .arguments import add_option_arguments, bare_parser, checked_options
from .output import emit, fail, read_all


def build_why_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks why``."""
    parser = bare_parser(
        "md-autolinks why",
        "Say for each candidate in TEXT (plain text, read as one paragraph) whether the mode "
        "links it: its href, or the rule that refuses it and the option that would link it.",
    )
    parser.add_argument(
        "text",
        nargs="+",
        metavar="TEXT",
        help="the text (several words are joined with spaces); '-' reads standard input",
    )
    add_option_arguments(parser)
    return parser


def why_line(record: Explanation) -> str:
    """One line of ``md-autolinks why``: ``python.org: linked → https://python.org`` (with
    the evidence that decided in brackets, when the sentence did) or
    ``example.com: not linked: RULE; OPTION``. A bidi control or invisible format
    character in the candidate is shown percent-encoded, as in readable link text."""
    text = escape_invisible(record.text)
    if record.linked:
        evidence = f" ({record.evidence})" if record.evidence else ""
        return f"{text}: linked → {record.href}{evidence}"
    option = f"; {record.option}" if record.option else ""
    return f"{text}: not linked: {record.rule}{option}"


def why(argv: Sequence[str]) -> int:
    """Run ``md-autolinks why`` with ``argv``; returns the exit status."""
    parser = build_why_parser()
    args = parser.parse_args(argv)
    options = checked_options(parser, args)
    text = read_all(["-"])[0][1] if args.text == ["-"] else " ".join(args.text)
    try:
        records = explain(text, options=options)
    except FilterError as error:
        fail(str(error))
    if not records:
        emit(f"no candidate: nothing in the text is a link or near one in mode {options.mode}\n")
    for record in records:
        emit(why_line(record) + "\n")
    return 0
