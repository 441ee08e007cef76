"""The engine's entry point: pick the mode's scanner and run it over plain text."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

from .bare_domains import Level
from .errors import OptionError
from .link_policy import has_policy, kept_link
from .model import Link, LinkKind
from .options import Mode, Options, names_at, validated_options
from .scanners.base import Scanner


def _scanner_classes() -> dict[str, Callable[[Options], Scanner]]:
    from .scanners.gfm import GfmScanner
    from .scanners.md4c import Md4cScanner
    from .scanners.uts58 import Uts58Scanner

    return {"gfm": GfmScanner, "md4c": Md4cScanner, "uts58": Uts58Scanner}


def scanning_options(options: Options) -> Options:
    """The part of ``options`` that decides which spans are links (mode, kinds, bare
    domains, excluded TLDs): the options of :func:`get_scanner`'s scanner, one object per
    such part. The rest (anchor shape, domain policy, filter) applies after scanning, so
    an unhashable ``filter`` never reaches a cache keyed by it."""
    return get_scanner(options).options


@lru_cache(maxsize=64)
def _scanner(
    mode: Mode, kinds: frozenset[LinkKind], bare_domains: Level, exclude_tlds: frozenset[str]
) -> Scanner:
    """The scanner made of these four values, keyed by them (four hashes, not a whole
    configuration's)."""
    scanning = Options(mode=mode, kinds=kinds, bare_domains=bare_domains, exclude_tlds=exclude_tlds)
    return _scanner_classes()[mode](scanning)


def get_scanner(options: Options) -> Scanner:
    """The scanner for ``options`` (validated), built once per configuration and shared:
    scanners hold no state between calls."""
    return _scanner(options.mode, options.kinds, options.bare_domains, options.exclude_tlds)


def scanner_for_kinds(options: Options, kinds: Iterable[LinkKind]) -> Scanner:
    """The scanner of ``options`` restricted to ``kinds`` (may be empty)."""
    return _scanner(
        options.mode, options.kinds & frozenset(kinds), options.bare_domains, options.exclude_tlds
    )


ANCHOR_OPTIONS: tuple[str, ...] = names_at("anchor")
"""Options that shape the ``<a>`` a front end writes; a :class:`Link` span has none of it."""
RENDER_OPTIONS: tuple[str, ...] = names_at("page", "front_end")
"""Options that act on a rendered page or one front end (``first_mention_only``,
``replace_magiclink``); :func:`find_links` reads plain text."""
_EVERY_KIND: tuple[str, ...] = ("url", "www", "email")


def find_links(
    text: str,
    mode: Mode = "gfm",
    kinds: Iterable[str | LinkKind] = _EVERY_KIND,
    *,
    options: Options | None = None,
    **values: object,
) -> list[Link]:
    """Find the links in plain ``text`` under one mode's rules.

    The text is treated as the content of one paragraph with no markup: gfm mode
    gives the links cmark-gfm's autolink extension would make, md4c mode those of
    md4c's permissive autolinks, uts58 mode those of UTS #58 section 3 and 5.
    Returns sorted, non-overlapping :class:`~md_autolinks.engine.model.Link` values whose
    offsets are code points of ``text``.

    ``allow_domains``, ``deny_domains`` and ``filter`` apply as in every front end
    (:func:`~md_autolinks.engine.link_policy.kept_link`): a link the domain policy refuses, or for
    which the filter returns None or False, is left out; a str from the filter becomes
    the link's ``href``, as does the ``href`` entry of a mapping (its other entries are
    anchor attributes, which a span has not). ``Link.text`` and the offsets never change.

    ``options`` takes a validated :class:`~md_autolinks.engine.options.Options` instead of
    ``mode``, ``kinds`` and option values (``docs/options.md``); its scan and policy options
    apply, and those that shape anchors or pages are not read.

    Unknown modes, kinds or options raise :class:`~md_autolinks.engine.errors.OptionError`
    naming the valid choices; so do the options of :data:`ANCHOR_OPTIONS`, which only
    shape a rendered anchor, and of :data:`RENDER_OPTIONS`.
    """
    if options is not None:
        if values or mode != "gfm" or kinds is not _EVERY_KIND:
            raise OptionError(
                "find_links: give either options=Options(...) or mode, kinds and option "
                "values, not both"
            )
        validated = options
    elif values:
        _refuse_rendering_options(values)
        validated = validated_options({**values, "mode": mode, "kinds": kinds})
    else:
        validated = _options_of(mode, kinds)
    links = get_scanner(validated).paragraph_links(text)
    if not has_policy(validated):
        return list(links)
    return [kept for link in links if (kept := kept_link(link, validated)) is not None]


_MODE_DEFAULTS: dict[str, Options] = {}


def _options_of(mode: Mode, kinds: Iterable[str | LinkKind]) -> Options:
    """The validated options of a call that gives only ``mode`` and ``kinds``: with every
    kind, one per mode, looked up without building the key :func:`validated_options` needs
    (a corpus calls :func:`find_links` once per document)."""
    if kinds is not _EVERY_KIND or type(mode) is not str:
        return validated_options({"mode": mode, "kinds": kinds})
    found = _MODE_DEFAULTS.get(mode)
    if found is None:
        found = _MODE_DEFAULTS[mode] = validated_options({"mode": mode, "kinds": kinds})
    return found


def _refuse_rendering_options(values: Mapping[str, object]) -> None:
    """Raise for an option that acts only when a front end renders a page."""
    if "replace_magiclink" in values:
        raise OptionError(
            "find_links: 'replace_magiclink' applies to a Python-Markdown instance that also "
            "loads pymdownx.magiclink; find_links reads plain text"
        )
    page_only = [name for name in RENDER_OPTIONS if name in values]
    if page_only:
        raise OptionError(
            f"find_links: {', '.join(map(repr, page_only))} applies to a page a front end "
            "renders; find_links returns every link of the text"
        )
    anchor_only = [name for name in ANCHOR_OPTIONS if name in values]
    if anchor_only:
        raise OptionError(
            f"find_links: {', '.join(map(repr, anchor_only))} only shape rendered anchors "
            "(the front ends, or md_autolinks.common.anchors.make_anchor on each Link); "
            "find_links applies 'allow_domains', 'deny_domains' and 'filter'"
        )
