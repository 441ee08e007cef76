"""The Sphinx front end's configuration: the ``md_autolinks_*`` values of ``conf.py``.

One ``md_autolinks_<name>`` per option of :data:`~md_autolinks.engine.options.OPTION_SPECS`
(the Python types ``conf.py`` may give each, :data:`CONFIG_TYPES`) and the values only
Sphinx has (:data:`SPHINX_CONFIG`: the pages left out). :func:`check_config` reads them
when the configuration is read: a bad value or an unknown ``md_autolinks_*`` name stops the
build with one error line naming the value and the valid choices. :func:`page_is_linked`
says whether a page is read at all (``md_autolinks_exclude_docs``, the page's
``md_autolinks`` metadata).
"""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError
from sphinx.util import logging as sphinx_logging
from sphinx.util.matching import Matcher

from ..common import page_opt_out
from ..common.config_entries import CONFIG_PREFIX, EXCLUDE_DOCS
from ..common.config_entries import unknown_config_names as unknown_names
from ..engine.errors import OptionError
from ..engine.option_table import LIST_CONF_TYPES
from ..engine.options import OPTION_SPECS, Options, list_items
from .conf_filter import conf_filter

CONFIG_TYPES: dict[str, tuple[type, ...]] = {
    name: spec.conf_types for name, spec in OPTION_SPECS.items() if spec.conf_types
}
"""The Python types ``conf.py`` may give each option (the engine checks the values), from
:attr:`~md_autolinks.engine.option_table.OptionSpec.conf_types`; an option not listed takes
any value (``None``, the default, leaves it to the engine)."""

SPHINX_CONFIG: dict[str, tuple[object, tuple[type, ...], str]] = {
    EXCLUDE_DOCS: (
        [],
        LIST_CONF_TYPES,
        "pages left as they are: glob patterns on docnames, as in exclude_patterns "
        "('changelog', 'release-notes/*')",
    ),
}
"""The values only Sphinx has, beside the engine's options: name -> (default, types, help)."""


logger = sphinx_logging.getLogger("md_autolinks.sphinx")


def options_from_config(config: Config) -> Options:
    """The validated options of ``config``'s ``md_autolinks_*`` values.

    Raises :class:`~sphinx.errors.ConfigError` naming the bad value and the valid choices.
    """
    given = {
        name: value
        for name in OPTION_SPECS
        if (value := getattr(config, CONFIG_PREFIX + name)) is not None
    }
    for name, value in given.items():
        try:
            OPTION_SPECS[name].validate(value, name)
        except OptionError as error:
            raise ConfigError(f"{CONFIG_PREFIX}{name} = {value!r}: {error}") from error
    try:
        return Options.from_mapping(given)
    except OptionError as error:
        raise ConfigError(f"{CONFIG_PREFIX}{error}") from error


def excluded_docs(config: Config) -> list[str]:
    """The patterns of ``md_autolinks_exclude_docs`` (a list, or a comma-separated string).

    Raises :class:`~sphinx.errors.ConfigError` naming the value and the expected form.
    """
    name = CONFIG_PREFIX + EXCLUDE_DOCS
    value = getattr(config, name)
    try:
        patterns = list_items(value, EXCLUDE_DOCS, "docname patterns")
    except OptionError as error:
        raise ConfigError(f"{name} = {value!r}: {error}") from error
    for pattern in patterns:
        if not isinstance(pattern, str):
            raise ConfigError(
                f"{name} = {value!r}: {EXCLUDE_DOCS}: expected docname patterns "
                f"such as 'changelog' or 'release-notes/*', got {pattern!r}"
            )
    return [str(pattern) for pattern in patterns]


def page_is_linked(document: nodes.document, docname: str, config: Config) -> bool:
    """Whether md-autolinks reads a page (``docs/getting-started.md``, "Leaving pages
    out"): not when its docname matches a pattern of ``md_autolinks_exclude_docs`` (glob
    patterns as in Sphinx's ``exclude_patterns``), nor when its metadata (reST's field list
    at the top of the file, MyST's front matter) turns it off, as
    :func:`md_autolinks.common.page_opt_out.page_is_linked` reads it for every front end.
    A value that is neither on nor off is a warning naming the valid ones."""
    patterns = excluded_docs(config)
    if patterns and Matcher(patterns)(docname):
        return False
    for info in document.findall(nodes.docinfo):
        for field in info.findall(nodes.field):
            name, value = field[0].astext().strip(), field[1].astext()
            if name != page_opt_out.FRONT_MATTER_KEY:
                continue
            try:
                if not page_opt_out.page_is_linked({name: value}, docname):
                    return False
            except page_opt_out.PageSettingError as error:
                logger.warning("%s", error, location=field, type="md_autolinks", subtype="page")
    return True


def check_config(app: Sphinx, config: Config) -> None:
    """``config-inited``: stop the build on an unknown ``md_autolinks_*`` name (see
    :func:`unknown_config_names`) or a bad value, with one error line naming the value and
    the valid choices and exit status 2, without Sphinx's crash report (a
    :class:`~sphinx.errors.ConfigError` raised here would print one).

    A ``filter`` becomes a :class:`~md_autolinks.sphinx.conf_filter.NamedFilter`: a
    ``"module:function"`` is imported with the folder of ``conf.py`` first on the path, and
    Sphinx keeps and compares the filter by its name between builds."""
    problems = unknown_config_names(config)
    name = CONFIG_PREFIX + "filter"
    try:
        setattr(config, name, conf_filter(getattr(config, name), str(app.confdir)))
    except OptionError as error:
        problems.append(f"{name} = {getattr(config, name)!r}: {error}")
    if not problems:
        try:
            options_from_config(config)
            excluded_docs(config)
        except ConfigError as error:
            problems.append(str(error))
    for problem in problems:
        logger.error("%s", problem, type="md_autolinks", subtype="config")
    if problems:
        raise SystemExit(2)


def unknown_config_names(config: Config) -> list[str]:
    """One message per ``md_autolinks_*`` name set in ``conf.py`` that is no option, naming
    the closest valid name (:func:`~md_autolinks.common.config_entries.unknown_config_names`)."""
    return unknown_names(getattr(config, "_raw_config", {}))


def config_default(name: str) -> object:
    """The engine's default for ``name`` as ``conf.py`` would write it, or ``None``."""
    default = getattr(Options(), name)
    if isinstance(default, frozenset):
        default = sorted(map(str, default))
    try:
        Options.from_mapping({name: default})
    except OptionError:
        return None
    return default
