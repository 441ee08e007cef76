"""The ``md-autolinks`` command: render Markdown to HTML with autolinks, or list the links.

``md-autolinks FILE... [options] [-o OUT]`` renders; ``md-autolinks links FILE... [--json]``
prints each link the rendering makes as ``FILE:LINE:COLUMN KIND HREF``; ``md-autolinks why
TEXT... [options]`` says for each candidate in the text whether it is linked and why (write
``./links`` or ``./why`` for a file that is really named so). Output that cannot be written (a
closed pipe, a full disk) ends the command with one line on standard error and status 1.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import NoReturn, TextIO

import markdown

from . import __version__
from .common.anchors import escape_invisible
from .engine.errors import FilterError, OptionError
from .engine.explain import Explanation, explain
from .engine.finder import get_scanner
from .engine.model import Link, LinkKind
from .engine.options import OPTION_SPECS, Options, did_you_mean
from .python_markdown import magiclink
from .python_markdown.extension import AutolinkExtension


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        unknown = "unrecognized arguments: "
        if message.startswith(unknown):
            message += _closest_flag(
                message[len(unknown) :].split(),
                [flag for action in self._actions for flag in action.option_strings],
            )
        self.exit(2, f"md-autolinks: error: {message} (see '{self.prog} --help')\n")


def _closest_flag(words: Sequence[str], flags: Sequence[str]) -> str:
    """`` (did you mean '--allow-domains'?)`` for the first unknown ``--flag`` in ``words``
    that is close to a known one, as the options' own near misses are answered."""
    for word in words:
        hint = did_you_mean(word.partition("=")[0], flags) if word.startswith("--") else ""
        if hint:
            return hint
    return ""


def _fail(message: str) -> NoReturn:
    """End the command with a one-line message and exit status 1."""
    print(f"md-autolinks: {message}", file=sys.stderr)
    raise SystemExit(1)


def _add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """One command-line flag per engine option (:data:`~.engine.option_table.OPTION_SPECS`:
    its flag, metavar and help).

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
        "--no-bare-domains", dest="bare_domains", action="store_const", const="none",
        help="same as --bare-domains none",
    )


COMMANDS = """commands:
  md-autolinks [render] FILE... [options] [-o OUT]  render Markdown to HTML (the default)
  md-autolinks links FILE... [options] [--json]     list the links rendering makes
  md-autolinks why TEXT... [options]                say why each candidate is linked or not

examples:
  md-autolinks README.md -o README.html
  md-autolinks docs/*.md --mode uts58 --kinds url,www -x tables
  md-autolinks - --kind-css-classes email=mail,url=external < notes.md
  md-autolinks links docs/*.md --deny-domains example.com --json
  md-autolinks why "see example.com and python.org" --mode uts58
"""


def _parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A parser with what the rendering commands take: files, every option, extensions."""
    parser = _bare_parser(prog, description)
    parser.add_argument("files", nargs="+", metavar="FILE", help="Markdown file(s); '-' for stdin")
    _add_option_arguments(parser)
    parser.add_argument(
        "-x", "--extension", action="append", default=[], metavar="NAME",
        help="another Python-Markdown extension to load (repeatable), e.g. -x tables",
    )
    return parser


def _bare_parser(prog: str, description: str) -> argparse.ArgumentParser:
    return _ArgumentParser(
        prog=prog,
        description=description,
        epilog=COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def build_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks`` (rendering)."""
    parser = _parser(
        "md-autolinks",
        "Render Markdown to HTML, turning bare URLs, www. links and emails into links.",
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


def build_why_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks why``."""
    parser = _bare_parser(
        "md-autolinks why",
        "Say for each candidate in TEXT (plain text, read as one paragraph) whether the mode "
        "links it: its href, or the rule that refuses it and the option that would link it.",
    )
    parser.add_argument(
        "text", nargs="+", metavar="TEXT",
        help="the text (several words are joined with spaces); '-' reads standard input",
    )
    _add_option_arguments(parser)
    return parser


def _options(args: argparse.Namespace) -> Options:
    given = {
        name: getattr(args, name)
        for name in OPTION_SPECS
        if getattr(args, name, None) is not None
    }
    return Options.from_mapping(given)


def _read(name: str, stdin: TextIO) -> str:
    """The text of file ``name`` (``-``: standard input), which must be UTF-8."""
    if name == "-":
        buffer = getattr(stdin, "buffer", None)
        if buffer is None:
            return stdin.read()
        data, label = buffer.read(), "standard input"
    else:
        data, label = Path(name).read_bytes(), name
    try:
        return str(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        raise ValueError(
            f"{label}: not UTF-8 text (byte {error.start}: {data[error.start:error.start + 1]!r})"
        ) from None


def _read_all(names: Sequence[str]) -> list[tuple[str, str]]:
    """``(name, text)`` of each file; raises ``SystemExit(1)`` with a message when one fails."""
    pages = []
    for name in names:
        try:
            pages.append((name, _read(name, sys.stdin)))
        except OSError as error:
            _fail(f"{name}: {error.strerror or error}")
        except ValueError as error:
            _fail(str(error))
    return pages


def _write(path: str, text: str) -> None:
    """Write ``text`` to ``path``; a path that cannot be written ends the command."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except IsADirectoryError:
        _fail(f"-o {path}: is a folder; give the name of a file to write")
    except OSError as error:
        _fail(f"-o {path}: cannot write: {error.strerror or error}")


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
        extension = AutolinkExtension(options=options)
        return markdown.Markdown(extensions=[extension, *args.extension])
    except (ImportError, AttributeError) as error:
        parser.error(f"cannot load extension: {error}")


def _convert(md: markdown.Markdown, text: str) -> str:
    """``text`` as HTML; a failing filter ends the command with its message."""
    try:
        return md.reset().convert(text)
    except FilterError as error:
        _fail(str(error))


def _render(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    md = _markdown(parser, args, _checked_options(parser, args))
    html = [_convert(md, text) for _, text in _read_all(args.files)]
    output = "\n".join(html) + "\n"
    if args.output:
        _write(args.output, output)
    else:
        _emit(output, as_html_references)
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
        _emit(
            json.dumps(found, ensure_ascii=False, indent=2) + "\n",
            lambda _text, _encoding: json.dumps(found, indent=2) + "\n",
        )
    else:
        for item in found:
            _emit(f"{item['file']}:{item['line']}:{item['column']} {item['kind']} {item['href']}\n")
    return 0


def why_line(record: Explanation) -> str:
    """One line of ``md-autolinks why``: ``python.org: linked → https://python.org`` or
    ``example.com: not linked: RULE; OPTION``. A bidi control or invisible format
    character in the candidate is shown percent-encoded, as in readable link text."""
    text = escape_invisible(record.text)
    if record.linked:
        return f"{text}: linked → {record.href}"
    option = f"; {record.option}" if record.option else ""
    return f"{text}: not linked: {record.rule}{option}"


def _why(argv: Sequence[str]) -> int:
    parser = build_why_parser()
    args = parser.parse_args(argv)
    options = _checked_options(parser, args)
    text = _read_all(["-"])[0][1] if args.text == ["-"] else " ".join(args.text)
    try:
        records = explain(text, options=options)
    except FilterError as error:
        _fail(str(error))
    if not records:
        _emit(f"no candidate: nothing in the text is a link or near one in mode {options.mode}\n")
    for record in records:
        _emit(why_line(record) + "\n")
    return 0


class _OutputError(Exception):
    """Standard output could not be written."""


def as_html_references(text: str, encoding: str) -> str:
    """HTML ``text`` with each character ``encoding`` cannot write as a numeric character
    reference (``&#1087;``): the page a browser shows is the same."""
    return text.encode(encoding, "xmlcharrefreplace").decode(encoding)


def as_plain_text(text: str, encoding: str) -> str:
    """Lines for a reader, in ``encoding``: ``→`` becomes ``->``, and any other character
    it cannot write its Python escape (``\\u043f``)."""
    text = text.replace("→", "->")
    return text.encode(encoding, "backslashreplace").decode(encoding)


def _emit(text: str, fallback: Callable[[str, str], str] = as_plain_text) -> None:
    """Write ``text`` to standard output; a closed pipe or a full disk is an
    :class:`_OutputError`. When the stream's encoding (a ``cp1252`` terminal,
    ``PYTHONIOENCODING``) cannot write some character, ``fallback(text, encoding)`` is
    written instead, so no output ends in a ``UnicodeEncodeError``."""
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        text = fallback(text, encoding)
    except LookupError:
        pass
    try:
        sys.stdout.write(text)
    except OSError as error:
        raise _OutputError(error) from error


COMMAND_NAMES = ("links", "render", "why")


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
    if arguments[:1] == ["links"]:
        return _list_links(arguments[1:])
    if arguments[:1] == ["why"]:
        return _why(arguments[1:])
    if arguments[:1] == ["render"]:
        arguments = arguments[1:]
    return _render(arguments)


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
            raise _OutputError(error) from error
    except (_OutputError, BrokenPipeError) as failure:
        cause = failure.__cause__ if isinstance(failure, _OutputError) else failure
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
