"""The engine's entry point: pick the mode's scanner and run it over plain text."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import lru_cache

from .model import Link, LinkKind
from .options import Options
from .scanners.base import Scanner


def _scanner_classes() -> dict[str, Callable[[Options], Scanner]]:
    from .scanners.gfm import GfmScanner
    from .scanners.md4c import Md4cScanner
    from .scanners.uts58 import Uts58Scanner

    return {"gfm": GfmScanner, "md4c": Md4cScanner, "uts58": Uts58Scanner}


@lru_cache(maxsize=64)
def get_scanner(options: Options) -> Scanner:
    """The scanner for ``options`` (validated), built once and shared."""
    return _scanner_classes()[options.mode](options)


def scanner_for_kinds(options: Options, kinds: Iterable[LinkKind]) -> Scanner:
    """The scanner of ``options`` restricted to ``kinds`` (may be empty)."""
    return get_scanner(replace(options, kinds=options.kinds & frozenset(kinds)))


def find_links(
    text: str,
    mode: str = "gfm",
    kinds: Iterable[str | LinkKind] = ("url", "www", "email"),
    **options: object,
) -> list[Link]:
    """Find the links in plain ``text`` under one mode's rules.

    The text is treated as the content of one paragraph with no markup: gfm mode
    gives the links cmark-gfm's autolink extension would make, md4c mode those of
    md4c's permissive autolinks, uts58 mode those of UTS #58 section 3 and 5.
    Returns sorted, non-overlapping :class:`~md_autolinks.model.Link` values whose
    offsets are code points of ``text``. Unknown modes, kinds or options raise
    :class:`~md_autolinks.options.OptionError` naming the valid choices.
    """
    validated = Options.from_mapping(options, mode=mode, kinds=kinds)
    return list(get_scanner(validated).paragraph_links(text))
