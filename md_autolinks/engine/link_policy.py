"""Which links a caller keeps: the domain policy, then the user's ``filter``.

``find_links`` and every front end apply these in the same order, so a link a span
keeps is the link an anchor is made for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Literal

from .domain_policy import domain_allowed
from .errors import FilterError
from .model import Link
from .options import Options, names_at

Verdict = Literal[True] | str | dict[str, str] | None


def filter_verdict(link: Link, options: Options) -> Verdict:
    """Run the user's ``filter`` on ``link``: ``None`` (it returned None or False: skip
    the link), ``True`` (keep it), a str (the href) or a dict of attribute names to
    str. Anything else, or an exception, is a :class:`FilterError` naming the link."""
    assert options.filter is not None
    name = getattr(options.filter, "__qualname__", repr(options.filter))
    try:
        verdict = options.filter(link)
    except Exception as error:
        raise FilterError(
            f"filter {name} failed on {link.kind.value} link {link.text!r} "
            f"at offset {link.start}: {type(error).__name__}: {error}"
        ) from error
    if verdict is None or verdict is False:
        return None
    if verdict is True or isinstance(verdict, str):
        return verdict
    if isinstance(verdict, Mapping) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in verdict.items()
    ):
        return dict(verdict)
    raise FilterError(
        f"filter {name} returned {verdict!r} for link {link.text!r} at offset {link.start}; "
        "expected None, True, a str (the href) or a mapping of attribute names to str"
    )


POLICY_OPTIONS: tuple[str, ...] = names_at("policy")
"""The options that decide which found links are kept (the policy stage of
:data:`~.options.OPTION_SPECS`): ``filter``, ``allow_domains``, ``deny_domains``."""


def has_policy(options: Options) -> bool:
    """Whether ``options`` set any option of :data:`POLICY_OPTIONS` (each is falsy at its
    default): without one, every found link is kept as found."""
    return any(getattr(options, name) for name in POLICY_OPTIONS)


def kept_link(link: Link, options: Options) -> Link | None:
    """``link`` as :func:`~md_autolinks.engine.finder.find_links` returns it under the domain
    policy and the ``filter``, or ``None`` when either drops it.

    Same rules as :func:`make_anchor`: the policy first, then the filter, whose str
    verdict replaces the href; a mapping verdict keeps the link, with its ``href``
    entry as the href when it has one (the other entries are attributes of an anchor
    that a span does not have).
    """
    if not domain_allowed(link, options.allow_domains, options.deny_domains):
        return None
    if options.filter is None:
        return link
    verdict = filter_verdict(link, options)
    if verdict is None or verdict is True:
        return link if verdict else None
    href = verdict if isinstance(verdict, str) else verdict.get("href", link.href)
    return link if href == link.href else replace(link, href=href)
