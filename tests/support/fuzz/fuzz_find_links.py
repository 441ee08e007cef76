"""Fuzz target for ``find_links`` (every mode) and ``format_url``.

Run with atheris::

    python tests/support/fuzz/fuzz_find_links.py -atheris_runs=100000

or call :func:`check` with any bytes (``tests/cross/properties/test_fuzz.py`` does, from
pytest). The first byte picks how the rest becomes a ``str``: UTF-8 with ``surrogateescape`` (lone
surrogates U+DC80..U+DCFF), UTF-16-LE with ``surrogatepass`` (any lone surrogate, any
plane), or Latin-1 (every byte a code point, NUL and controls included).
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def decode(data: bytes) -> str:
    """The ``str`` a fuzz input stands for (see the module docstring)."""
    if not data:
        return ""
    choice, rest = data[0] % 3, data[1:]
    if choice == 0:
        return rest.decode("utf-8", "surrogateescape")
    if choice == 1:
        return rest[: len(rest) // 2 * 2].decode("utf-16-le", "surrogatepass")
    return rest.decode("latin-1")


def check(data: bytes) -> None:
    """Raise if any mode's links or ``format_url`` break an invariant on ``data``."""
    from support.fuzz.invariants import check_text

    check_text(decode(data))


def main(argv: list[str]) -> None:
    """Hand :func:`check` to atheris with ``argv`` (libFuzzer flags such as ``-atheris_runs``)."""
    import atheris

    with atheris.instrument_imports(include=["md_autolinks"]):
        import support.fuzz.invariants  # noqa: F401 (loads md_autolinks with coverage hooks)

    atheris.Setup(argv, check)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
