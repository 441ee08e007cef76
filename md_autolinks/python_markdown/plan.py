"""What one configuration's passes share across ``Markdown`` instances: their scanners."""

from __future__ import annotations

from dataclasses import dataclass

from ..common.text_runs import inline_kinds
from ..engine.finder import scanner_for_kinds
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


_plans: dict[int, tuple[Options, FrontEndPlan]] = {}
_PLANS_LIMIT = 64


def front_end_plan(options: Options) -> FrontEndPlan:
    """The :class:`FrontEndPlan` of ``options``, made once per validated configuration
    (:func:`~md_autolinks.engine.options.validated_options` gives equal configurations one
    object, so the plan is found by identity, whatever the ``filter`` is)."""
    entry = _plans.get(id(options))
    if entry is not None and entry[0] is options:
        return entry[1]
    early = inline_kinds(options)
    guard = scanner_for_kinds(options, early)
    emails = LinkKind.EMAIL in options.kinds - early
    plan = FrontEndPlan(
        early=early,
        guard=guard if guard.kinds else None,
        tree=scanner_for_kinds(options, options.kinds),
        emails=scanner_for_kinds(options, {LinkKind.EMAIL}) if early and emails else None,
    )
    if len(_plans) >= _PLANS_LIMIT:
        _plans.clear()
    _plans[id(options)] = (options, plan)
    return plan
