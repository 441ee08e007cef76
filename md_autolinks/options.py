"""Typed, validated options shared by the engine and every front end.

Every option is declared once in :data:`OPTION_SPECS`; front ends (Python-Markdown,
MkDocs, Sphinx, markdown-it-py, the CLI) validate through :meth:`Options.from_mapping`
so a bad value fails the same way everywhere, naming the option and its valid values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .model import ALL_KINDS, LinkKind

MODES: tuple[str, ...] = ("gfm", "md4c", "uts58")
KIND_NAMES: tuple[str, ...] = tuple(kind.value for kind in LinkKind)


class OptionError(ValueError):
    """A configuration value that is not one of the valid choices."""


def _choices(values: Iterable[str]) -> str:
    return ", ".join(repr(value) for value in values)


def validate_mode(value: object, name: str = "mode") -> str:
    """Accept one of :data:`MODES` (case-sensitive)."""
    if not isinstance(value, str) or value not in MODES:
        raise OptionError(f"{name}: unknown mode {value!r}; valid modes are {_choices(MODES)}")
    return value


def validate_kinds(value: object, name: str = "kinds") -> frozenset[LinkKind]:
    """Accept a non-empty collection (or comma-separated string) of :data:`KIND_NAMES`."""
    if isinstance(value, str):
        items: Iterable[object] = [part.strip() for part in value.split(",") if part.strip()]
    elif isinstance(value, Iterable):
        items = value
    else:
        raise OptionError(
            f"{name}: expected a list of link kinds, got {type(value).__name__}; "
            f"valid kinds are {_choices(KIND_NAMES)}"
        )
    kinds: set[LinkKind] = set()
    for item in items:
        kind = item.value if isinstance(item, LinkKind) else item
        if not isinstance(kind, str) or kind not in KIND_NAMES:
            raise OptionError(
                f"{name}: unknown link kind {item!r}; valid kinds are {_choices(KIND_NAMES)}"
            )
        kinds.add(LinkKind(kind))
    if not kinds:
        raise OptionError(f"{name}: must name at least one of {_choices(KIND_NAMES)}")
    return frozenset(kinds)


def validate_bool(value: object, name: str) -> bool:
    """Accept ``True`` or ``False`` only (not truthy strings or numbers)."""
    if not isinstance(value, bool):
        raise OptionError(f"{name}: expected true or false, got {value!r}")
    return value


#: TLDs that are also common file extensions; ``exclude_tlds: "file-extensions"`` uses
#: them so that ``setup.py`` or ``README.md`` in prose stays text (uts58 mode).
FILE_EXTENSION_TLDS: frozenset[str] = frozenset(
    {"cc", "in", "md", "ml", "mov", "pl", "ps", "py", "rs", "sh", "so", "tf", "zip"}
)


def validate_tlds(value: object, name: str = "exclude_tlds") -> frozenset[str]:
    """Accept a collection of TLD labels, or the string ``"file-extensions"``."""
    if value == "file-extensions":
        return FILE_EXTENSION_TLDS
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise OptionError(
            f"{name}: expected a list of top-level domains or 'file-extensions', got {value!r}"
        )
    labels: set[str] = set()
    for item in value:
        if not isinstance(item, str) or not item.strip(". ") or any(c.isspace() for c in item):
            raise OptionError(f"{name}: {item!r} is not a top-level domain label")
        labels.add(item.strip(".").lower())
    return frozenset(labels)


@dataclass(frozen=True)
class OptionSpec:
    """How one option is named, defaulted, validated and documented."""

    name: str
    validate: Callable[[object, str], Any]
    help: str


OPTION_SPECS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in (
        OptionSpec("mode", validate_mode, "rule set: 'gfm', 'md4c' or 'uts58'"),
        OptionSpec("kinds", validate_kinds, "which links to make: any of 'url', 'www', 'email'"),
        OptionSpec(
            "bare_domains",
            validate_bool,
            "uts58: link scheme-less domains such as example.com (www. hosts always link)",
        ),
        OptionSpec(
            "exclude_tlds",
            validate_tlds,
            "uts58: top-level domains never linked without a scheme, or 'file-extensions'",
        ),
    )
}


@dataclass(frozen=True)
class Options:
    """A complete, validated configuration. Build it with :meth:`from_mapping`."""

    mode: str = "gfm"
    kinds: frozenset[LinkKind] = field(default=ALL_KINDS)
    bare_domains: bool = True
    exclude_tlds: frozenset[str] = field(default=frozenset())

    @classmethod
    def from_mapping(cls, values: Mapping[str, object] | None = None, **more: object) -> Options:
        """Validate user-supplied options; unknown names raise, listing the valid ones."""
        given = {**(values or {}), **more}
        unknown = sorted(set(given) - set(OPTION_SPECS))
        if unknown:
            raise OptionError(
                f"unknown option {', '.join(map(repr, unknown))}; "
                f"valid options are {_choices(OPTION_SPECS)}"
            )
        checked = {name: OPTION_SPECS[name].validate(value, name) for name, value in given.items()}
        return replace(cls(), **checked)

    def as_dict(self) -> dict[str, object]:
        """The options as plain values, for display and for re-validation."""
        return {f.name: getattr(self, f.name) for f in fields(self)}
