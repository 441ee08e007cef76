"""The ``md-autolinks`` command: render Markdown to HTML with autolinks, or list the links.

``md-autolinks FILE... [options] [-o OUT]`` renders; ``md-autolinks links FILE... [--json]``
prints each link the rendering makes as ``FILE:LINE:COLUMN KIND HREF``; ``md-autolinks why
TEXT... [options]`` says for each candidate in the text whether it is linked and why;
``md-autolinks check [CONFIG]`` says where a site's configuration file sets md-autolinks up
and what of it would be ignored (write ``./links`` for a file that is really named like a
command). Output that cannot be written (a closed pipe, a full disk) ends the command with
one line on standard error and status 1.

This module picks the command from
:data:`~md_autolinks.commands.arguments.COMMAND_LIST`; each lives in
:mod:`md_autolinks.commands`.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from .commands.arguments import COMMAND_LIST, COMMAND_NAMES, COMMANDS
from .commands.check import build_check_parser
from .commands.links import build_links_parser
from .commands.output import OutputError, as_html_references, as_plain_text
from .commands.render import build_parser
from .commands.why import build_why_parser, why_line
from .engine.options import did_you_mean
from .python_markdown import magiclink

__all__ = [
    "COMMANDS",
    "COMMAND_NAMES",
    "as_html_references",
    "as_plain_text",
    "build_check_parser",
    "build_links_parser",
    "build_parser",
    "build_why_parser",
    "main",
    "why_line",
]


def _command_hint(word: str) -> str | None:
    """The command that ``word``, neither a command nor an existing file, misspells."""
    if word in COMMAND_NAMES or word.startswith("-") or os.path.exists(word):
        return None
    close = did_you_mean(word, COMMAND_NAMES)
    return close or None


def _run(arguments: list[str]) -> int:
    hint = _command_hint(arguments[0]) if arguments else None
    if hint is not None:
        print(
            f"md-autolinks: error: {arguments[0]!r} is neither a command nor a file{hint} "
            "(see 'md-autolinks --help')",
            file=sys.stderr,
        )
        return 2
    command = COMMAND_LIST[0]
    if arguments and arguments[0] in COMMAND_NAMES:
        command = COMMAND_LIST[COMMAND_NAMES.index(arguments[0])]
        arguments = arguments[1:]
    return _runner(command.runner)(arguments)


def _runner(path: str) -> Callable[[Sequence[str]], int]:
    """The function ``module:function`` of :mod:`md_autolinks.commands`."""
    module, _, function = path.partition(":")
    found: Callable[[Sequence[str]], int] = getattr(
        importlib.import_module(f".commands.{module}", __package__), function
    )
    return found


def _silence_stdout() -> None:
    """Point standard output at the null device, so that the interpreter's last flush
    at exit does not fail again on what could not be written."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


@contextmanager
def _warnings_on_stderr() -> Iterator[None]:
    """Show md-autolinks' warnings (pymdownx.magiclink loaded with ``-x``) on standard
    error, one line each, once per command, whatever the logging set-up around it."""
    logger = logging.getLogger(magiclink.LOGGER_NAME)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    handler.setLevel(logging.WARNING)
    propagate = logger.propagate
    logger.addHandler(handler)
    logger.propagate = False
    magiclink.report_to(logger)
    try:
        yield
    finally:
        logger.removeHandler(handler)
        logger.propagate = propagate


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (0 ok, 1 bad input or output, 2 bad usage)."""
    with _warnings_on_stderr():
        return _main(list(sys.argv[1:] if argv is None else argv))


def _main(arguments: list[str]) -> int:
    try:
        status = _run(arguments)
        try:
            sys.stdout.flush()
        except OSError as error:
            raise OutputError(error) from error
    except (OutputError, BrokenPipeError) as failure:
        cause = failure.__cause__ if isinstance(failure, OutputError) else failure
        _silence_stdout()
        if isinstance(cause, BrokenPipeError):
            reason = "the reader closed it (broken pipe)"
        else:
            reason = getattr(cause, "strerror", None) or str(cause)
        print(f"md-autolinks: cannot write to standard output: {reason}", file=sys.stderr)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
