"""Typed, validated options shared by the engine and every front end.

Every option is declared once in :data:`~.option_table.OPTION_SPECS` (its validator in
:mod:`.option_values`); front ends (Python-Markdown, MkDocs, Sphinx, markdown-it-py, the
CLI) validate through :meth:`Options.from_mapping`, so a bad value fails the same way
everywhere, naming the option and its valid values.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cached_property

from .bare_domains import Level
from .errors import OptionError
from .model import ALL_KINDS, LinkKind
from .option_table import OPTION_SPECS, OptionSpec, Stage, names_at
from .option_values import (
    DID_YOU_MEAN_CUTOFF,
    MODES,
    Mode,
    choices,
    closest,
    did_you_mean,
    list_items,
    validate_filter,
    validate_tlds,
)

__all__ = [
    "DID_YOU_MEAN_CUTOFF",
    "MODES",
    "OPTION_SPECS",
    "Mode",
    "OptionSpec",
    "Options",
    "Stage",
    "closest_option",
    "did_you_mean",
    "list_items",
    "names_at",
    "validate_filter",
    "validate_tlds",
    "validated_options",
]


_SHAPING_OPTIONS = names_at("policy", "anchor")


@dataclass(frozen=True)
class Options:
    """A complete, validated configuration. Build it with :meth:`from_mapping`."""

    mode: Mode = "gfm"
    kinds: frozenset[LinkKind] = field(default=ALL_KINDS)
    bare_domains: Level = "prose"
    exclude_tlds: frozenset[str] = field(default=frozenset())
    css_class: str = ""
    kind_css_classes: tuple[tuple[LinkKind, str], ...] = ()
    rel: str = ""
    target: str = ""
    title: str = ""
    filter: Callable[..., object] | None = None
    allow_domains: frozenset[str] = field(default=frozenset())
    deny_domains: frozenset[str] = field(default=frozenset())
    first_mention_only: bool = False
    readable_text: bool = False
    hide_scheme: bool = False
    replace_magiclink: bool = False

    @cached_property
    def shaping_stages(self) -> frozenset[Stage]:
        """The stages after scanning, ``policy`` and ``anchor``
        (:data:`~.option_table.OPTION_SPECS`), at which this configuration sets an option:
        each of their options is falsy at its default. Read once per configuration, as every
        link asks (:func:`~.link_policy.has_policy`, ``docs/options.md``)."""
        return frozenset(
            OPTION_SPECS[name].stage for name in _SHAPING_OPTIONS if getattr(self, name)
        )

    @classmethod
    def from_mapping(cls, values: Mapping[str, object] | None = None, **more: object) -> Options:
        """Validate user-supplied options.

        An unknown name raises, suggesting the closest valid one and listing them all; a
        bad value raises naming the valid choices; an option given for a mode in which
        it means nothing (``bare_domains`` in gfm: a
        :class:`~.option_table.Requirement` of its row) raises naming what it needs,
        whatever its value, since the user expects it to do something.
        """
        given = {**(values or {}), **more}
        unknown = sorted(set(given) - set(OPTION_SPECS))
        if unknown:
            near = closest_option(unknown[0])
            hint = f" (did you mean {near!r}?)" if near else ""
            raise OptionError(
                f"unknown option {', '.join(map(repr, unknown))}{hint}; "
                f"valid options are {choices(OPTION_SPECS)}"
            )
        checked = {name: OPTION_SPECS[name].validate(value, name) for name, value in given.items()}
        options = replace(cls(), **checked)
        for name in given:
            for required in OPTION_SPECS[name].requires:
                value = getattr(options, required.option)
                if value not in required.values:
                    raise OptionError(
                        f"{name}: applies only in {required.option} "
                        f"{' or '.join(map(repr, required.values))}, "
                        f"not in {required.option} {value!r}"
                    )
        return options

    def as_dict(self) -> dict[str, object]:
        """The options as plain values, for display and for re-validation.

        Options that apply to some modes only are left out when at their default, so
        the result validates again under this mode and, with another ``mode``, under
        that one.
        """
        default = Options()
        values = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if OPTION_SPECS[f.name].modes == MODES
            or getattr(self, f.name) != getattr(default, f.name)
        }
        values["kind_css_classes"] = {kind.value: css for kind, css in self.kind_css_classes}
        return values


_CACHE_LIMIT = 256
_validated: dict[tuple[object, ...], Options] = {}


class _UncacheableError(Exception):
    """A value whose equality says nothing about how it validates (an iterator, an
    object without a value hash): validated afresh every time."""


_SCALARS = (str, bool, int, float, type(None))
_EXACT_SCALARS = frozenset(_SCALARS)
"""The scalar types keyed as ``(name, type, value)`` without a call (most option values are
one: ``{"mode": "gfm"}``); a subclass goes through :func:`_frozen`."""


def _frozen(value: object) -> object:
    """A hashable stand-in for ``value`` that is equal only for values that validate alike
    (types included: ``1`` is not ``True``)."""
    if isinstance(value, _SCALARS):
        return (type(value), value)
    if isinstance(value, (list, tuple)):
        return (tuple, tuple(_frozen(item) for item in value))
    if isinstance(value, (set, frozenset)):
        return (frozenset, frozenset(_frozen(item) for item in value))
    if isinstance(value, Mapping):
        return (dict, tuple((_frozen(key), _frozen(item)) for key, item in value.items()))
    raise _UncacheableError


def validated_options(values: Mapping[str, object]) -> Options:
    """:meth:`Options.from_mapping` of ``values``, validated once per configuration.

    Every Python-Markdown instance (MkDocs and ``markdown.markdown()`` make one per page)
    validates its options; equal configurations share one immutable :class:`Options`.
    A callable ``filter`` belongs to its caller (a web application may pass a closure over
    each request): the rest is validated once and shared, and the callable is put in a
    copy that is never kept here, so it lives only as long as its page. A value with no
    reliable equality (an iterator) is validated afresh; an error is never cached, so it is
    raised every time.
    """
    user_filter = values.get("filter")
    if user_filter is not None and callable(user_filter):
        shared = validated_options(
            {name: value for name, value in values.items() if name != "filter"}
        )
        return replace(shared, filter=user_filter)
    try:
        key = tuple(
            [
                (name, type(value), value)
                if type(value) in _EXACT_SCALARS
                else (name, _frozen(value))
                for name, value in values.items()
            ]
        )
        found = _validated.get(key)
    except (_UncacheableError, TypeError):
        return Options.from_mapping(values)
    if found is None:
        found = Options.from_mapping(values)
        if len(_validated) >= _CACHE_LIMIT:
            _validated.clear()
        _validated[key] = found
    return found


def closest_option(name: str) -> str | None:
    """The option name closest to a misspelled ``name`` (``mod`` -> ``mode``), if any."""
    return closest(name, OPTION_SPECS)
