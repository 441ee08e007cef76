"""What one configuration's passes share across ``Markdown`` instances: their scanners, the
test a text node passes first and the anchor builder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..common.escapes import resolved_escapes_read_as_characters
from ..common.first_mentions import PageMentions
from ..common.text_runs import inline_kinds
from ..engine.finder import scanner_for_kinds, scanning_options
from ..engine.model import LinkKind
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .anchor_builder import AnchorBuilder


@dataclass(frozen=True)
class FrontEndPlan:
    """The scanners one configuration's passes use, shared by every ``Markdown`` instance
    with that configuration (MkDocs and ``markdown.markdown()`` make one per page)."""

    early: frozenset[LinkKind]
    """The kinds the guard claims from raw inline source (the mode's reference does)."""
    guard: Scanner | None
    """The guard's scanner, or ``None`` when the mode claims nothing early."""
    tree: Scanner
    """The tree pass's scanner: every kind of the configuration."""
    emails: Scanner | None
    """The emails alone, where the guard claims other kinds but leaves emails to the tree
    pass (gfm), which reads them through the guard's refusals."""


def front_end_plan(options: Options) -> FrontEndPlan:
    """The :class:`FrontEndPlan` of ``options``, made once per configuration of what decides
    spans (:func:`~md_autolinks.engine.finder.scanning_options`): the cache never holds a
    user's ``filter`` or anything else that only shapes anchors."""
    return _plan(scanning_options(options))


@lru_cache(maxsize=64)
def _plan(scanning: Options) -> FrontEndPlan:
    early = inline_kinds(scanning)
    guard = scanner_for_kinds(scanning, early)
    emails = LinkKind.EMAIL in scanning.kinds - early
    return FrontEndPlan(
        early=early,
        guard=guard if guard.kinds else None,
        tree=scanner_for_kinds(scanning, scanning.kinds),
        emails=scanner_for_kinds(scanning, {LinkKind.EMAIL}) if early and emails else None,
    )


@dataclass(frozen=True)
class FrontEndSetup:
    """What every ``Markdown`` instance of one configuration shares: made once for an
    :class:`~md_autolinks.engine.options.Options` object (equal configurations share one,
    :func:`~md_autolinks.engine.options.validated_options`), so that a fresh instance per
    page, as MkDocs and ``markdown.markdown()`` make, pays a dictionary lookup for it."""

    plan: FrontEndPlan
    may_hold_link: Callable[[str], bool]
    """The tree pass's scanner's test for a whole text node
    (:meth:`~md_autolinks.engine.scanners.base.Scanner.candidate_test`)."""
    anchor: AnchorBuilder
    """The anchor builder of the configuration; it keeps nothing of a page."""
    escapes_seen: bool
    """Whether the tree pass reads escapes as their characters
    (:func:`~md_autolinks.common.escapes.resolved_escapes_read_as_characters`)."""
    bracketed: frozenset[LinkKind]
    """The kinds an open ``[`` of the block blocks (gfm's early kinds), else none."""
    no_mentions: PageMentions
    """The configuration's page mentions when ``first_mention_only`` is off: they keep
    nothing, so every page shares them; under the option each page follows its own."""


_setups: dict[int, tuple[Options, FrontEndSetup]] = {}
_SETUPS_LIMIT = 64


def front_end_setup(options: Options) -> FrontEndSetup:
    """The :class:`FrontEndSetup` of ``options``, kept by the object's identity (with the
    object, so that the identity is not reused) unless a user's ``filter`` is set: a
    callable belongs to its caller and lives only as long as its pages."""
    kept = _setups.get(id(options))
    if kept is not None and kept[0] is options:
        return kept[1]
    plan = front_end_plan(options)
    scanner = plan.tree
    setup = FrontEndSetup(
        plan,
        scanner.candidate_test(),
        AnchorBuilder(options),
        resolved_escapes_read_as_characters(scanner),
        plan.early if scanner.BLOCKED_BY_OPEN_BRACKET else frozenset(),
        PageMentions(options),
    )
    if options.filter is None:
        if len(_setups) >= _SETUPS_LIMIT:
            _setups.clear()
        _setups[id(options)] = (options, setup)
    return setup
