"""The values each option accepts: one validator per option, and the grammar they share.

Every host hands the user's values to these (through :data:`~.option_table.OPTION_SPECS`),
so a bad value fails the same way everywhere, naming the option and its valid values
(``docs/options.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from difflib import get_close_matches
from typing import Literal

from .bare_domains import FILE_EXTENSION_TLDS, Level
from .bare_domains import LEVELS as BARE_DOMAIN_LEVELS
from .domain_policy import policy_domains
from .errors import OptionError
from .model import LinkKind

Mode = Literal["gfm", "md4c", "uts58"]
"""A rule set: ``"gfm"``, ``"md4c"`` or ``"uts58"`` (a type checker refuses ``"gmf"``)."""
MODES: tuple[Mode, ...] = ("gfm", "md4c", "uts58")
KIND_NAMES: tuple[str, ...] = tuple(kind.value for kind in LinkKind)


def choices(values: Iterable[str]) -> str:
    return ", ".join(repr(value) for value in values)


DID_YOU_MEAN_CUTOFF = 0.6
"""How close (:func:`difflib.get_close_matches`' ratio) a misspelt name or value must be to
a valid one to be suggested, for every option, value, configuration name, command and flag
in every host."""


def closest(value: object, candidates: Iterable[str]) -> str | None:
    """The candidate ``value`` is a near miss of (:data:`DID_YOU_MEAN_CUTOFF`), if any."""
    if not isinstance(value, str):
        return None
    close = get_close_matches(value.lower(), list(candidates), n=1, cutoff=DID_YOU_MEAN_CUTOFF)
    return close[0] if close else None


def did_you_mean(value: object, candidates: Iterable[str]) -> str:
    """`` (did you mean 'uts58'?)`` when ``value`` is a near miss of one candidate, else ``""``."""
    close = closest(value, candidates)
    return f" (did you mean {close!r}?)" if close else ""


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
        f"valid modes are {choices(MODES)}"
    )


def validate_kinds(value: object, name: str = "kinds") -> frozenset[LinkKind]:
    """Accept a non-empty list (or comma-separated string) of :data:`KIND_NAMES`."""
    kinds: set[LinkKind] = set()
    for item in list_items(value, name, "link kinds"):
        kind = item.value if isinstance(item, LinkKind) else item
        if not isinstance(kind, str) or kind not in KIND_NAMES:
            raise OptionError(
                f"{name}: unknown link kind {item!r}{did_you_mean(item, KIND_NAMES)}; "
                f"valid kinds are {choices(KIND_NAMES)}"
            )
        kinds.add(LinkKind(kind))
    if not kinds:
        raise OptionError(f"{name}: must name at least one of {choices(KIND_NAMES)}")
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
        f"{name}: unknown level {value!r}; valid levels are {choices(BARE_DOMAIN_LEVELS)}"
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
        f"got {value!r}; valid kinds are {choices(KIND_NAMES)}"
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
