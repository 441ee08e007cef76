"""What every command reads and writes: input files as UTF-8 text, output in whatever
encoding standard output has, and the one-line failure that ends a command.

Output that cannot be written (a closed pipe, a full disk) is an :class:`OutputError`; a
character the stream's encoding cannot write is written another way (:func:`emit`), never
a ``UnicodeEncodeError``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn, TextIO


def fail(message: str) -> NoReturn:
    """End the command with a one-line message and exit status 1."""
    print(f"md-autolinks: {message}", file=sys.stderr)
    raise SystemExit(1)


def read_input(name: str, stdin: TextIO) -> str:
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
            f"{label}: not UTF-8 text (byte {error.start}: {data[error.start : error.start + 1]!r})"
        ) from None


def read_all(names: Sequence[str]) -> list[tuple[str, str]]:
    """``(name, text)`` of each file; raises ``SystemExit(1)`` with a message when one fails."""
    pages = []
    for name in names:
        try:
            pages.append((name, read_input(name, sys.stdin)))
        except OSError as error:
            fail(f"{name}: {error.strerror or error}")
        except ValueError as error:
            fail(str(error))
    return pages


def write_output(path: str, text: str) -> None:
    """Write ``text`` to ``path``; a path that cannot be written ends the command."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except IsADirectoryError:
        fail(f"-o {path}: is a folder; give the name of a file to write")
    except OSError as error:
        fail(f"-o {path}: cannot write: {error.strerror or error}")


class OutputError(Exception):
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


def emit(text: str, fallback: Callable[[str, str], str] = as_plain_text) -> None:
    """Write ``text`` to standard output; a closed pipe or a full disk is an
    :class:`OutputError`. When the stream's encoding (a ``cp1252`` terminal,
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
        raise OutputError(error) from error
