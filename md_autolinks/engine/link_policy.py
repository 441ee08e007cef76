"""Which links a caller keeps: the domain policy, then the user's ``filter``.

``find_links`` and every front end apply these in the same order, so a link a span
keeps is the link an anchor is made for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
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
    return "policy" in options.shaping_stages


@dataclass(frozen=True, slots=True)
class Kept:
    """What the policy and the ``filter`` keep of a link: its ``href``, the attributes the
    filter set (``href`` and ``text`` aside) and the text it set (``None``: the link's own)."""

    href: str
    attributes: Mapping[str, str]
    text: str | None


def keep(link: Link, options: Options) -> Kept | None:
    """The verdict on ``link``: the domain policy first, then the ``filter``, or ``None``
    when either drops it. The one reading of a filter's verdict (``docs/options.md#filter``):
    ``True`` keeps the link, a str is its href, a mapping sets attributes, where ``href``
    is the href and ``text`` the anchor's text."""
    if not domain_allowed(link, options.allow_domains, options.deny_domains):
        return None
    if options.filter is None:
        return Kept(link.href, {}, None)
    verdict = filter_verdict(link, options)
    if verdict is None:
        return None
    if verdict is True:
        return Kept(link.href, {}, None)
    if isinstance(verdict, str):
        return Kept(verdict, {}, None)
    href = verdict.pop("href", link.href)
    text = verdict.pop("text", None)
    return Kept(href, verdict, text)


def kept_link(link: Link, options: Options) -> Link | None:
    """``link`` as :func:`~md_autolinks.engine.finder.find_links` returns it under the domain
    policy and the ``filter`` (:func:`keep`), or ``None`` when either drops it; a span has no
    attributes, so only the href of the verdict counts."""
    kept = keep(link, options)
    if kept is None:
        return None
    return link if kept.href == link.href else replace(link, href=kept.href)
