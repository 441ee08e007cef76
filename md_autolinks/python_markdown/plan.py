"""What one configuration's passes share across ``Markdown`` instances: their scanners."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..common.text_runs import inline_kinds
from ..engine.finder import scanner_for_kinds, scanning_options
from ..engine.model import LinkKind
from ..engine.options import Options
from ..engine.scanners.base import Scanner


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
