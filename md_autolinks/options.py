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
    """Accept a collection of TLD labels; ``"file-extensions"`` (alone or as an item)
    stands for :data:`FILE_EXTENSION_TLDS`."""
    if value == "file-extensions":
        return FILE_EXTENSION_TLDS
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise OptionError(
            f"{name}: expected a list of top-level domains or 'file-extensions', got {value!r}"
        )
    labels: set[str] = set()
    for item in value:
        if item == "file-extensions":
            labels |= FILE_EXTENSION_TLDS
            continue
        if not isinstance(item, str) or not item.strip(". ") or any(c.isspace() for c in item):
            raise OptionError(f"{name}: {item!r} is not a top-level domain label")
        labels.add(item.strip(".").lower())
    return frozenset(labels)


def validate_text(value: object, name: str) -> str:
    """Accept a string without line breaks (an attribute value)."""
    if not isinstance(value, str) or "\n" in value or "\r" in value:
        raise OptionError(f"{name}: expected a single-line string, got {value!r}")
    return value.strip()


def validate_css_classes(value: object, name: str) -> tuple[tuple[LinkKind, str], ...]:
    """Accept a mapping of link kind to extra CSS class, e.g. ``{"email": "mail"}``."""
    if not isinstance(value, Mapping):
        raise OptionError(
            f"{name}: expected a mapping of link kind to CSS class, got {value!r}; "
            f"valid kinds are {_choices(KIND_NAMES)}"
        )
    pairs = []
    for kind, css in value.items():
        (checked_kind,) = validate_kinds([kind], name)
        pairs.append((checked_kind, validate_text(css, f"{name}[{kind!r}]")))
    return tuple(sorted(pairs))


TITLE_FIELDS: tuple[str, ...] = ("href", "text", "kind")


def validate_title(value: object, name: str = "title") -> str:
    """Accept a ``str.format`` template using only ``{href}``, ``{text}`` and ``{kind}``."""
    template = validate_text(value, name)
    try:
        template.format(**dict.fromkeys(TITLE_FIELDS, ""))
    except (KeyError, IndexError, ValueError) as error:
        raise OptionError(
            f"{name}: bad template {template!r} ({error}); "
            f"valid fields are {', '.join('{' + f + '}' for f in TITLE_FIELDS)}"
        ) from None
    return template


def validate_target(value: object, name: str = "target") -> str:
    """Accept a browsing-context name: ``_blank``, ``_self``, ``_parent``, ``_top`` or a word."""
    target = validate_text(value, name)
    if target.startswith("_") and target not in ("_blank", "_self", "_parent", "_top"):
        raise OptionError(
            f"{name}: unknown keyword {target!r}; valid keywords are "
            "'_blank', '_self', '_parent', '_top' (or a frame name without '_')"
        )
    if any(c.isspace() for c in target):
        raise OptionError(f"{name}: {target!r} contains white space")
    return target


def validate_domains(value: object, name: str) -> frozenset[str]:
    """Accept a list of domain names (Unicode or ``xn--``), matched as suffixes; see
    :func:`md_autolinks.domain_policy.policy_domains`."""
    from .domain_policy import policy_domains

    return policy_domains(value, name)


def validate_filter(value: object, name: str = "filter") -> Callable[..., object] | None:
    """Accept ``None``, a callable, or an import path ``"package.module:function"``."""
    if value is None or callable(value):
        return value
    if not isinstance(value, str) or not value.strip():
        raise OptionError(
            f"{name}: expected a callable or an import path 'package.module:function', "
            f"got {value!r}"
        )
    module_name, _, attribute = value.strip().replace(":", ".").rpartition(".")
    try:
        import importlib

        resolved = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError, ValueError) as error:
        raise OptionError(f"{name}: cannot import {value!r}: {error}") from None
    if not callable(resolved):
        raise OptionError(f"{name}: {value!r} is not callable")
    return resolved  # type: ignore[no-any-return]


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
        OptionSpec("css_class", validate_text, "CSS class added to every generated anchor"),
        OptionSpec(
            "kind_css_classes",
            validate_css_classes,
            "extra CSS class per link kind, e.g. {email: mail-link}",
        ),
        OptionSpec("rel", validate_text, "rel attribute, e.g. 'nofollow'"),
        OptionSpec("target", validate_target, "target attribute; '_blank' adds rel='noopener'"),
        OptionSpec("title", validate_title, "title template using {href}, {text} and {kind}"),
        OptionSpec(
            "filter",
            validate_filter,
            "callable (or 'module:function') given each Link: None skips it, a str replaces "
            "the href, a mapping sets attributes",
        ),
        OptionSpec(
            "allow_domains",
            validate_domains,
            "link only these domains and their subdomains (empty: every domain)",
        ),
        OptionSpec("deny_domains", validate_domains, "never link these domains or subdomains"),
        OptionSpec(
            "readable_text",
            validate_bool,
            "show percent-encoded URLs readably in link text (UTS #58 format_url)",
        ),
        OptionSpec(
            "hide_scheme", validate_bool, "show example.com/x for https://example.com/x"
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
    css_class: str = ""
    kind_css_classes: tuple[tuple[LinkKind, str], ...] = ()
    rel: str = ""
    target: str = ""
    title: str = ""
    filter: Callable[..., object] | None = None
    allow_domains: frozenset[str] = field(default=frozenset())
    deny_domains: frozenset[str] = field(default=frozenset())
    readable_text: bool = False
    hide_scheme: bool = False

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
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values["kind_css_classes"] = {kind.value: css for kind, css in self.kind_css_classes}
        return values
