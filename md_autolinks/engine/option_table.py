"""Each option declared once: its name, validator, help, default, the stage that reads it,
and how each host spells it (``conf.py`` types, command-line metavar).

Adding an option is one row here and one field of :class:`~.options.Options`
(``tests/engine/options/test_option_grammar.py`` checks that the two agree). Every host
reads this table:
the engine (:func:`~.finder.find_links` refuses what only shapes anchors), the anchor
builder (:mod:`md_autolinks.common.anchors`), Python-Markdown, MkDocs (one config option per
row), Sphinx (one ``md_autolinks_<name>`` per row, typed by :attr:`OptionSpec.conf_types`)
and the command line (one flag per row).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from .bare_domains import LEVELS as BARE_DOMAIN_LEVELS
from .option_values import (
    KIND_NAMES,
    MODES,
    validate_bare_domains,
    validate_bool,
    validate_css_classes,
    validate_domains,
    validate_filter,
    validate_kinds,
    validate_mode,
    validate_target,
    validate_text,
    validate_title,
    validate_tlds,
)

Stage = Literal["scan", "policy", "page", "anchor", "front_end"]
"""Where an option acts: ``scan`` decides which spans are links (the scanners are keyed by
these), ``policy`` which found links are kept, ``page`` which are kept given the page's
earlier links, ``anchor`` what a kept link's ``<a>`` looks like, ``front_end`` how one
front end runs beside its neighbours (an extension it replaces)."""

LIST_CONF_TYPES: tuple[type, ...] = (list, tuple, set, frozenset, str)
"""What ``conf.py`` may give a list option: a list or a comma-separated string."""
_LIST_METAVAR = "A,B,..."


@dataclass(frozen=True)
class Requirement:
    """One option means something only while ``option`` has one of ``values``."""

    option: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class OptionSpec:
    """How one option is named, defaulted, validated, documented and spelled in each host.

    ``default`` is the default as a user writes it (in ``mkdocs.yml`` or ``conf.py``),
    ``type_label`` names the accepted form, ``choices`` lists the allowed values where
    there is a closed set (or the keywords of an open one), ``values`` says in words what
    else is allowed (Markdown code spans in backticks), and ``requires`` states how it goes
    with other options: each :class:`Requirement` names another option and the values it
    must have for this one to mean something, and giving this option otherwise is an
    error (``bare_domains`` needs ``mode`` ``uts58``); :attr:`modes` reads the one on
    ``mode``. ``stage`` is
    where it acts (:data:`Stage`); ``conf_types`` the Python types ``conf.py`` may give it
    (empty: any, the engine checks); ``metavar`` its value on the command line (empty for
    a switch, which is ``--name`` / ``--no-name``). MkDocs declares every row as one config
    option checked by ``validate``.
    """

    name: str
    validate: Callable[[object, str], Any]
    help: str
    default: object
    type_label: str
    stage: Stage
    conf_types: tuple[type, ...] = ()
    metavar: str = "VALUE"
    choices: tuple[str, ...] | None = None
    requires: tuple[Requirement, ...] = ()
    values: str = ""

    @property
    def modes(self) -> tuple[str, ...]:
        """The modes in which the option means something (all but where a
        :class:`Requirement` on ``mode`` says otherwise)."""
        for requirement in self.requires:
            if requirement.option == "mode":
                return requirement.values
        return MODES

    @property
    def flag(self) -> str:
        """The command-line flag: ``--allow-domains`` for ``allow_domains``."""
        return "--" + self.name.replace("_", "-")

    @property
    def is_switch(self) -> bool:
        """Whether the option is ``true`` or ``false`` only."""
        return self.conf_types == (bool,)


def _switch(name: str, help_text: str, stage: Stage) -> OptionSpec:
    return OptionSpec(
        name, validate_bool, help_text, False, "true/false", stage, (bool,), metavar=""
    )


OPTION_SPECS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in (
        OptionSpec(
            "mode",
            validate_mode,
            "rule set: 'gfm', 'md4c' or 'uts58'",
            "gfm",
            "string",
            "scan",
            (str,),
            metavar="{" + ",".join(MODES) + "}",
            choices=MODES,
        ),
        OptionSpec(
            "kinds",
            validate_kinds,
            "which links to make: any of 'url', 'www', 'email'",
            list(KIND_NAMES),
            "list of kinds",
            "scan",
            LIST_CONF_TYPES,
            metavar=_LIST_METAVAR,
            choices=KIND_NAMES,
        ),
        OptionSpec(
            "bare_domains",
            validate_bare_domains,
            "uts58: which scheme-less domains to link: 'prose' (default: those a writer means, "
            "not setup.py or logger.info), 'all' (UTS #58's reference) or 'none'; "
            "www. hosts always link",
            "prose",
            "level (true means 'prose', false 'none')",
            "scan",
            (bool, str),
            metavar="{" + ",".join(BARE_DOMAIN_LEVELS) + "}",
            choices=BARE_DOMAIN_LEVELS,
            requires=(Requirement("mode", ("uts58",)),),
        ),
        OptionSpec(
            "exclude_tlds",
            validate_tlds,
            "uts58: top-level domains never linked without a scheme (at any bare_domains "
            "level), or 'file-extensions'",
            [],
            "list of top-level domains",
            "scan",
            LIST_CONF_TYPES,
            metavar=_LIST_METAVAR,
            requires=(Requirement("mode", ("uts58",)),),
            values="top-level domains on IANA's list (`py`, `sh`, ...) and the word "
            "`file-extensions`",
        ),
        OptionSpec(
            "css_class",
            validate_text,
            "CSS class added to every generated anchor",
            "",
            "string",
            "anchor",
            (str,),
        ),
        OptionSpec(
            "kind_css_classes",
            validate_css_classes,
            "extra CSS class per link kind: {email: mail-link} or 'email=mail-link,url=external'",
            {},
            "mapping of kind to class",
            "anchor",
            metavar="KIND=CLASS,...",
            choices=KIND_NAMES,
        ),
        OptionSpec(
            "rel", validate_text, "rel attribute, e.g. 'nofollow'", "", "string", "anchor", (str,)
        ),
        OptionSpec(
            "target",
            validate_target,
            "target attribute of web links (not emails); '_blank' adds rel='noopener'",
            "",
            "string",
            "anchor",
            (str,),
            choices=("_blank", "_self", "_parent", "_top"),
            values="or a frame name without white space, not starting with `_`",
        ),
        OptionSpec(
            "title",
            validate_title,
            "title template using {href}, {text} and {kind}",
            "",
            "template string",
            "anchor",
            (str,),
        ),
        OptionSpec(
            "filter",
            validate_filter,
            "callable (or 'module:function') given each Link: None skips it, a str replaces "
            "the href, a mapping sets attributes",
            None,
            "callable or 'module:function'",
            "policy",
        ),
        OptionSpec(
            "allow_domains",
            validate_domains,
            "link only these domains and their subdomains (empty: every domain)",
            [],
            "list of domains",
            "policy",
            LIST_CONF_TYPES,
            metavar=_LIST_METAVAR,
        ),
        OptionSpec(
            "deny_domains",
            validate_domains,
            "never link these domains or subdomains",
            [],
            "list of domains",
            "policy",
            LIST_CONF_TYPES,
            metavar=_LIST_METAVAR,
        ),
        _switch(
            "first_mention_only",
            "link only the first mention of each host on a page (an email: of each address)",
            "page",
        ),
        _switch(
            "readable_text",
            "show percent-encoded URLs readably in link text (UTS #58 format_url)",
            "anchor",
        ),
        _switch("hide_scheme", "show example.com/x for https://example.com/x", "anchor"),
        _switch(
            "replace_magiclink",
            "Python-Markdown with pymdownx.magiclink: make the URL, www. and email links "
            "magiclink would make (its repository shorthands stay)",
            "front_end",
        ),
    )
}
"""Every option, in the order hosts list them."""


def names_at(*stages: Stage) -> tuple[str, ...]:
    """The names of the options that act at ``stages``, in table order."""
    return tuple(name for name, spec in OPTION_SPECS.items() if spec.stage in stages)
