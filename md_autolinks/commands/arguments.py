"""What the command lines of ``md-autolinks`` share: one flag per engine option, the help
text that lists the commands, a parser whose errors name the closest flag, and the
:class:`~md_autolinks.engine.options.Options` the flags give."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from ..engine.errors import OptionError
from ..engine.options import OPTION_SPECS, Options, did_you_mean


class ArgumentParser(argparse.ArgumentParser):
    """A command line whose usage errors end with exit status 2 and one line that names the
    closest flag to an unknown one and points at ``--help``."""

    def error(self, message: str) -> NoReturn:
        unknown = "unrecognized arguments: "
        if message.startswith(unknown):
            message += closest_flag(
                message[len(unknown) :].split(),
                [flag for action in self._actions for flag in action.option_strings],
            )
        self.exit(2, f"md-autolinks: error: {message} (see '{self.prog} --help')\n")


def closest_flag(words: Sequence[str], flags: Sequence[str]) -> str:
    """`` (did you mean '--allow-domains'?)`` for the first unknown ``--flag`` in ``words``
    that is close to a known one, as the options' own near misses are answered."""
    for word in words:
        hint = did_you_mean(word.partition("=")[0], flags) if word.startswith("--") else ""
        if hint:
            return hint
    return ""


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """One command-line flag per engine option
    (:data:`~md_autolinks.engine.option_table.OPTION_SPECS`: its flag, metavar and help).

    Values are passed to the engine as written (lists and ``KIND=CLASS`` pairs as
    comma-separated strings), so the command line accepts and refuses exactly what
    every other host does, with the same messages.
    """
    for name, spec in OPTION_SPECS.items():
        if spec.is_switch:
            parser.add_argument(
                spec.flag, dest=name, action=argparse.BooleanOptionalAction, default=None,
                help=spec.help,
            )  # fmt: skip
        else:
            parser.add_argument(spec.flag, dest=name, metavar=spec.metavar, help=spec.help)
    parser.add_argument(
        "--no-bare-domains",
        dest="bare_domains",
        action="store_const",
        const="none",
        help="same as --bare-domains none",
    )


@dataclass(frozen=True)
class Command:
    """One command of ``md-autolinks``: its name, its command line as the help lists it,
    what it does, and the function that runs it (``module:function`` under
    :mod:`md_autolinks.commands`, imported when the command runs)."""

    name: str
    usage: str
    summary: str
    runner: str


COMMAND_LIST = (
    Command(
        "render",
        "md-autolinks [render] FILE... [options] [-o OUT]",
        "render Markdown to HTML (the default)",
        "render:render",
    ),
    Command(
        "links",
        "md-autolinks links FILE... [options] [--json]",
        "list the links rendering makes",
        "links:list_links",
    ),
    Command(
        "why",
        "md-autolinks why TEXT... [options]",
        "say why each candidate is linked or not",
        "why:why",
    ),
    Command(
        "check",
        "md-autolinks check [CONFIG]",
        "check where a site sets md-autolinks up",
        "check:check",
    ),
)
"""Every command, in the order the help lists them: the one list the command line reads
(the names it accepts, the help, which function runs)."""
COMMAND_NAMES = tuple(command.name for command in COMMAND_LIST)

_EXAMPLES = """examples:
  md-autolinks README.md -o README.html
  md-autolinks docs/*.md --mode uts58 --kinds url,www -x tables
  md-autolinks - --kind-css-classes email=mail,url=external < notes.md
  md-autolinks links docs/*.md --deny-domains example.com --json
  md-autolinks why "see example.com and python.org" --mode uts58
  md-autolinks check mkdocs.yml
"""


def _commands_help() -> str:
    width = max(len(command.usage) for command in COMMAND_LIST) + 2
    lines = [f"  {command.usage:<{width}}{command.summary}" for command in COMMAND_LIST]
    return "commands:\n" + "\n".join(lines) + "\n\n" + _EXAMPLES


COMMANDS = _commands_help()
"""The list of commands and examples that ends every command's help."""


def files_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A parser with what the rendering commands take: files, every option, extensions."""
    parser = bare_parser(prog, description)
    parser.add_argument("files", nargs="+", metavar="FILE", help="Markdown file(s); '-' for stdin")
    add_option_arguments(parser)
    parser.add_argument(
        "-x",
        "--extension",
        action="append",
        default=[],
        metavar="NAME",
        help="another Python-Markdown extension to load (repeatable), e.g. -x tables",
    )
    return parser


def bare_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A parser for ``prog`` whose help ends with the list of commands (:data:`COMMANDS`)."""
    return ArgumentParser(
        prog=prog,
        description=description,
        epilog=COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def options_from_args(args: argparse.Namespace) -> Options:
    """The options of the flags given; raises :class:`~md_autolinks.engine.errors.OptionError`."""
    given = {
        name: getattr(args, name) for name in OPTION_SPECS if getattr(args, name, None) is not None
    }
    return Options.from_mapping(given)


def checked_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Options:
    """The options of the flags given; a bad value is a usage error naming the valid choices."""
    try:
        return options_from_args(args)
    except OptionError as error:
        parser.error(str(error))
