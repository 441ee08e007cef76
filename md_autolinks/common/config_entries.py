"""Where md-autolinks is configured in a site's configuration file, as each program reads it.

The MkDocs-style files (``mkdocs.yml``, ``properdocs.yml``, ``zensical.toml``) name it as a
plugin (:data:`PLUGIN_NAME`, with the page options :data:`PLUGIN_ONLY_OPTIONS` beside the engine's)
or under ``markdown_extensions`` (:data:`EXTENSION_NAMES`); when both are given, the
``markdown_extensions`` entry is in force and the plugin's differing options are ignored
(:func:`ignored_plugin_options`, ``docs/mkdocs.md``). Sphinx's ``conf.py`` lists
:data:`SPHINX_EXTENSION` and sets ``md_autolinks_<name>`` values (:data:`CONFIG_NAMES`;
:func:`unknown_config_names`, ``docs/sphinx.md``). The MkDocs plugin, the Sphinx extension
and ``md-autolinks check`` read these one set of names and rules.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager

from ..engine.option_values import closest
from ..engine.options import OPTION_SPECS, Options

PLUGIN_NAME = "md-autolinks"
"""The MkDocs plugin's name (its ``mkdocs.plugins`` entry point)."""
EXTENSION_NAMES = ("md_autolinks", "md_autolinks.markdown_ext")
"""The names under which ``markdown_extensions`` can list the extension itself."""
PLUGIN_ONLY_OPTIONS = ("exclude",)
"""The plugin's options that choose pages rather than links: MkDocs-only, not engine options."""

SPHINX_EXTENSION = "md_autolinks.sphinx"
"""The name ``conf.py``'s ``extensions`` lists."""
CONFIG_PREFIX = "md_autolinks_"
"""The prefix of md-autolinks' values in ``conf.py``."""
EXCLUDE_DOCS = "exclude_docs"
"""The ``conf.py`` value only Sphinx has: the pages left out."""
CONFIG_NAMES = tuple(CONFIG_PREFIX + name for name in (*OPTION_SPECS, EXCLUDE_DOCS))
"""Every ``md_autolinks_*`` name ``conf.py`` may set."""


def unknown_config_names(names: Iterable[str]) -> list[str]:
    """One message per ``md_autolinks_*`` name among ``names`` that is no option, naming
    the closest valid name (a misspelling would otherwise build silently)."""
    messages = []
    options = [name.removeprefix(CONFIG_PREFIX) for name in CONFIG_NAMES]
    for name in sorted(names):
        if not name.startswith(CONFIG_PREFIX) or name in CONFIG_NAMES:
            continue
        near = closest(name.removeprefix(CONFIG_PREFIX), options)
        hint = f"did you mean {CONFIG_PREFIX + near!r}?" if near else "valid names are"
        listed = "" if near else " " + ", ".join(map(repr, CONFIG_NAMES))
        messages.append(f"unknown configuration value {name!r} in conf.py; {hint}{listed}")
    return messages


def spelled(values: Mapping[str, object]) -> str:
    """``mode='uts58', kinds=['email']``: options as a user writes them."""
    shown = {
        key: sorted(map(str, value)) if isinstance(value, frozenset) else value
        for key, value in values.items()
    }
    return ", ".join(f"{key}={value!r}" for key, value in shown.items())


def ignored_plugin_options(
    plugin_given: Mapping[str, object], entry_given: Mapping[str, object]
) -> dict[str, object]:
    """The plugin's options (given as ``plugin_given``, :data:`PLUGIN_ONLY_OPTIONS` left out) that
    ``markdown_extensions``' own entry (``entry_given``), which is in force, does not hold
    too: those that differ from the entry's values. Both must be valid options."""
    plugin = Options.from_mapping(plugin_given).as_dict()
    entry = Options.from_mapping(entry_given).as_dict()
    return {key: plugin[key] for key in plugin_given if key in plugin and plugin[key] != entry[key]}


@contextmanager
def importable_from(folder: str | None) -> Iterator[None]:
    """Put ``folder`` (a configuration file's) first on ``sys.path`` while the options are
    checked, so that a ``filter`` named ``module:function`` is found beside the file,
    whichever folder the program runs from. The module imported stays in
    ``sys.modules``, so later passes resolve it the same way."""
    if folder is None or folder in sys.path:
        yield
        return
    sys.path.insert(0, folder)
    try:
        yield
    finally:
        sys.path.remove(folder)
