"""Typed, validated options shared by the engine and every front end.

Every option is declared once in :data:`OPTION_SPECS`; front ends (Python-Markdown,
MkDocs, Sphinx, markdown-it-py, the CLI) validate through :meth:`Options.from_mapping`
so a bad value fails the same way everywhere, naming the option and its valid values.
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from difflib import get_close_matches
from typing import Any, Literal

from .bare_domains import FILE_EXTENSION_TLDS, Level
from .bare_domains import LEVELS as BARE_DOMAIN_LEVELS
from .domain_policy import policy_domains
from .errors import OptionError
from .model import ALL_KINDS, LinkKind

Mode = Literal["gfm", "md4c", "uts58"]
"""A rule set: ``"gfm"``, ``"md4c"`` or ``"uts58"`` (a type checker refuses ``"gmf"``)."""
MODES: tuple[Mode, ...] = ("gfm", "md4c", "uts58")
KIND_NAMES: tuple[str, ...] = tuple(kind.value for kind in LinkKind)


def _choices(values: Iterable[str]) -> str:
    return ", ".join(repr(value) for value in values)


def did_you_mean(value: object, candidates: Iterable[str]) -> str:
    """`` (did you mean 'uts58'?)`` when ``value`` is a near miss of one candidate, else ``""``."""
    if not isinstance(value, str):
        return ""
    close = get_close_matches(value.lower(), list(candidates), n=1, cutoff=0.75)
    return f" (did you mean {close[0]!r}?)" if close else ""


def list_items(value: object, name: str, what: str) -> list[object]:
    """The items of a list option: a list (or other collection) or a comma-separated string.

    This is the one grammar for list options in every host: ``kinds: [url, email]``
    and ``kinds: "url, email"`` mean the same in Python, ``mkdocs.yml``, ``conf.py``
    and on the command line. Empty items are dropped.
    """
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    if isinstance(value, Iterable) and not isinstance(value, Mapping):
        return list(value)
    raise OptionError(
        f"{name}: expected a list of {what} (or a comma-separated string), got {value!r}"
    )


def validate_mode(value: object, name: str = "mode") -> Mode:
    """Accept one of :data:`MODES` (case-sensitive)."""
    for mode in MODES:
        if value == mode:
            return mode
    raise OptionError(
        f"{name}: unknown mode {value!r}{did_you_mean(value, MODES)}; "
        f"valid modes are {_choices(MODES)}"
    )


def validate_kinds(value: object, name: str = "kinds") -> frozenset[LinkKind]:
    """Accept a non-empty list (or comma-separated string) of :data:`KIND_NAMES`."""
    kinds: set[LinkKind] = set()
    for item in list_items(value, name, "link kinds"):
        kind = item.value if isinstance(item, LinkKind) else item
        if not isinstance(kind, str) or kind not in KIND_NAMES:
            raise OptionError(
                f"{name}: unknown link kind {item!r}{did_you_mean(item, KIND_NAMES)}; "
                f"valid kinds are {_choices(KIND_NAMES)}"
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


def validate_bare_domains(value: object, name: str = "bare_domains") -> Level:
    """Accept a level of :data:`~md_autolinks.engine.bare_domains.LEVELS` (``"prose"``, ``"all"``,
    ``"none"``), or ``True`` for ``"prose"`` and ``False`` for ``"none"``."""
    if value is True or value is False:
        return "prose" if value else "none"
    for level in BARE_DOMAIN_LEVELS:
        if value == level:
            return level
    raise OptionError(
        f"{name}: unknown level {value!r}; valid levels are {_choices(BARE_DOMAIN_LEVELS)}"
        " (or true for 'prose', false for 'none')"
    )


FILE_EXTENSIONS_WORD = "file-extensions"


def validate_tlds(value: object, name: str = "exclude_tlds") -> frozenset[str]:
    """Accept a list (or comma-separated string) of top-level domains.

    Each must be a delegated TLD of the IANA root zone list the uts58 tables carry, so
    a typo is an error, not a TLD that matches nothing: ``file-extension`` is refused
    with a suggestion. The word ``"file-extensions"`` (alone or as an item) stands for
    :data:`~md_autolinks.engine.bare_domains.FILE_EXTENSION_TLDS`.

    Each is kept in the ASCII form browsers send (UTS #46 ToASCII, WHATWG URL host
    parsing), as links' TLDs are compared: ``рф``, ``РФ`` and ``xn--p1ai`` are one TLD,
    ``xn--p1ai``, and exclude ``пример.рф`` and ``xn--e1afmkfd.xn--p1ai`` alike.
    """
    from ._uts58_tables import TLDS
    from .hosts import ascii_host

    labels: set[str] = set()
    for item in list_items(value, name, f"top-level domains or {FILE_EXTENSIONS_WORD!r}"):
        if item == FILE_EXTENSIONS_WORD:
            labels |= FILE_EXTENSION_TLDS
            continue
        written = item.strip().strip(".") if isinstance(item, str) else None
        label = ascii_host(written) if written else None
        if not label or label not in TLDS:
            label = written.lower() if written else None
            hint = did_you_mean(label, (FILE_EXTENSIONS_WORD, *sorted(TLDS)))
            raise OptionError(
                f"{name}: {item!r} is not a top-level domain{hint}; give TLDs such as "
                f"'py', 'sh' or the word {FILE_EXTENSIONS_WORD!r}"
            )
        labels.add(label)
    return frozenset(labels)


def validate_text(value: object, name: str) -> str:
    """Accept a string without line breaks (an attribute value)."""
    if not isinstance(value, str) or "\n" in value or "\r" in value:
        raise OptionError(f"{name}: expected a single-line string, got {value!r}")
    return value.strip()


def _mapping_items(value: object, name: str) -> list[tuple[object, object]]:
    """A mapping's items, or the ``KEY=VALUE`` pairs of a comma-separated string."""
    if isinstance(value, Mapping):
        return list(value.items())
    if isinstance(value, str):
        pairs: list[tuple[object, object]] = []
        for item in list_items(value, name, "KIND=CLASS pairs"):
            key, equals, css = str(item).partition("=")
            if not equals:
                raise OptionError(f"{name}: expected KIND=CLASS pairs, got {item!r}")
            pairs.append((key.strip(), css.strip()))
        return pairs
    raise OptionError(
        f"{name}: expected a mapping of link kind to CSS class (or 'email=mail,url=ext'), "
        f"got {value!r}; valid kinds are {_choices(KIND_NAMES)}"
    )


def validate_css_classes(value: object, name: str) -> tuple[tuple[LinkKind, str], ...]:
    """Accept a mapping of link kind to extra CSS class, e.g. ``{"email": "mail"}``, or
    the same as a string of ``KIND=CLASS`` pairs, ``"email=mail,url=ext"``."""
    pairs = []
    for kind, css in _mapping_items(value, name):
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
    """Accept a list (or comma-separated string) of domain names (Unicode or ``xn--``),
    matched as suffixes; see :func:`md_autolinks.engine.domain_policy.policy_domains`."""
    return policy_domains(list_items(value, name, "domain names"), name)


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
        raise OptionError(
            f"{name}: cannot import {value!r}: {error}; "
            "expected an import path 'package.module:function'"
        ) from None
    if not callable(resolved):
        raise OptionError(f"{name}: {value!r} is not callable")
    return resolved  # type: ignore[no-any-return]


@dataclass(frozen=True)
class OptionSpec:
    """How one option is named, defaulted, validated and documented.

    ``default`` is the default as a user writes it (in ``mkdocs.yml`` or ``conf.py``),
    ``type_label`` names the accepted form, ``choices`` lists the allowed values where
    there is a closed set (or the keywords of an open one), ``values`` says in words what
    else is allowed (Markdown code spans in backticks), and ``modes`` names the modes in
    which the option means something; giving it in another mode is an error.
    """

    name: str
    validate: Callable[[object, str], Any]
    help: str
    default: object
    type_label: str
    choices: tuple[str, ...] | None = None
    modes: tuple[str, ...] = MODES
    values: str = ""


OPTION_SPECS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in (
        OptionSpec(
            "mode", validate_mode, "rule set: 'gfm', 'md4c' or 'uts58'", "gfm", "string", MODES
        ),
        OptionSpec(
            "kinds",
            validate_kinds,
            "which links to make: any of 'url', 'www', 'email'",
            list(KIND_NAMES),
            "list of kinds",
            KIND_NAMES,
        ),
        OptionSpec(
            "bare_domains",
            validate_bare_domains,
            "uts58: which scheme-less domains to link: 'prose' (default: those a writer means, "
            "not setup.py or logger.info), 'all' (UTS #58's reference) or 'none'; "
            "www. hosts always link",
            "prose",
            "level (true means 'prose', false 'none')",
            BARE_DOMAIN_LEVELS,
            ("uts58",),
        ),
        OptionSpec(
            "exclude_tlds",
            validate_tlds,
            "uts58: top-level domains never linked without a scheme (at any bare_domains "
            "level), or 'file-extensions'",
            [],
            "list of top-level domains",
            None,
            ("uts58",),
            "top-level domains on IANA's list (`py`, `sh`, ...) and the word `file-extensions`",
        ),
        OptionSpec(
            "css_class", validate_text, "CSS class added to every generated anchor", "", "string"
        ),
        OptionSpec(
            "kind_css_classes",
            validate_css_classes,
            "extra CSS class per link kind: {email: mail-link} or 'email=mail-link,url=external'",
            {},
            "mapping of kind to class",
            KIND_NAMES,
        ),
        OptionSpec("rel", validate_text, "rel attribute, e.g. 'nofollow'", "", "string"),
        OptionSpec(
            "target",
            validate_target,
            "target attribute; '_blank' adds rel='noopener'",
            "",
            "string",
            ("_blank", "_self", "_parent", "_top"),
            values="or a frame name without white space, not starting with `_`",
        ),
        OptionSpec(
            "title",
            validate_title,
            "title template using {href}, {text} and {kind}",
            "",
            "template string",
        ),
        OptionSpec(
            "filter",
            validate_filter,
            "callable (or 'module:function') given each Link: None skips it, a str replaces "
            "the href, a mapping sets attributes",
            None,
            "callable or 'module:function'",
        ),
        OptionSpec(
            "allow_domains",
            validate_domains,
            "link only these domains and their subdomains (empty: every domain)",
            [],
            "list of domains",
        ),
        OptionSpec(
            "deny_domains",
            validate_domains,
            "never link these domains or subdomains",
            [],
            "list of domains",
        ),
        OptionSpec(
            "readable_text",
            validate_bool,
            "show percent-encoded URLs readably in link text (UTS #58 format_url)",
            False,
            "true/false",
        ),
        OptionSpec(
            "hide_scheme",
            validate_bool,
            "show example.com/x for https://example.com/x",
            False,
            "true/false",
        ),
        OptionSpec(
            "replace_magiclink",
            validate_bool,
            "Python-Markdown with pymdownx.magiclink: make the URL, www. and email links "
            "magiclink would make (its repository shorthands stay)",
            False,
            "true/false",
        ),
    )
}


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
    readable_text: bool = False
    hide_scheme: bool = False
    replace_magiclink: bool = False

    @classmethod
    def from_mapping(cls, values: Mapping[str, object] | None = None, **more: object) -> Options:
        """Validate user-supplied options.

        An unknown name raises, suggesting the closest valid one and listing them all; a
        bad value raises naming the valid choices; an option given for a mode in which
        it means nothing (``bare_domains`` in gfm) raises naming the modes it applies to,
        whatever its value, since the user expects it to do something.
        """
        given = {**(values or {}), **more}
        unknown = sorted(set(given) - set(OPTION_SPECS))
        if unknown:
            closest = closest_option(unknown[0])
            hint = f" (did you mean {closest!r}?)" if closest else ""
            raise OptionError(
                f"unknown option {', '.join(map(repr, unknown))}{hint}; "
                f"valid options are {_choices(OPTION_SPECS)}"
            )
        checked = {name: OPTION_SPECS[name].validate(value, name) for name, value in given.items()}
        options = replace(cls(), **checked)
        for name in given:
            modes = OPTION_SPECS[name].modes
            if options.mode not in modes:
                raise OptionError(
                    f"{name}: applies only in mode {' or '.join(map(repr, modes))}, "
                    f"not in mode {options.mode!r}"
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
_FUNCTIONS = (types.FunctionType, types.BuiltinFunctionType, types.MethodType, functools.partial)


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
    if isinstance(value, _FUNCTIONS):
        return (type(value), id(value), value)
    raise _UncacheableError


def validated_options(values: Mapping[str, object]) -> Options:
    """:meth:`Options.from_mapping` of ``values``, validated once per configuration.

    Every Python-Markdown instance (MkDocs and ``markdown.markdown()`` make one per page)
    validates its options; equal configurations share one immutable :class:`Options`.
    A value with no reliable equality (an iterator, a callable object) is validated
    afresh; an error is never cached, so it is raised every time.
    """
    try:
        key = tuple((name, _frozen(value)) for name, value in values.items())
        hash(key)
    except (_UncacheableError, TypeError):
        return Options.from_mapping(values)
    found = _validated.get(key)
    if found is None:
        found = Options.from_mapping(values)
        if len(_validated) >= _CACHE_LIMIT:
            _validated.clear()
        _validated[key] = found
    return found


def closest_option(name: str) -> str | None:
    """The option name closest to a misspelled ``name`` (``mod`` -> ``mode``), if any."""
    close = get_close_matches(name, list(OPTION_SPECS), n=1, cutoff=0.6)
    return close[0] if close else None
