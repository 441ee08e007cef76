"""MkDocs front end: ``plugins: [md-autolinks]`` in ``mkdocs.yml``.

The plugin declares every option of :data:`~md_autolinks.engine.options.OPTION_SPECS` in
MkDocs' config system, validates them once more through
:meth:`~md_autolinks.engine.options.Options.from_mapping`, and adds the Python-Markdown
extension (:class:`~md_autolinks.python_markdown.extension.AutolinkExtension`) to the site's
Markdown extensions. Pages are then linked exactly as Python-Markdown links them.

If ``md_autolinks`` is also listed under ``markdown_extensions``, that entry wins:
it is registered first, and the extension refuses to register twice on one
Markdown instance, so nothing is linked twice. The plugin then logs which options
are in force, as a warning when they differ from the plugin's own.

A ``filter`` that fails while a page is rendered stops the build with a
:class:`~mkdocs.exceptions.PluginError` naming the page, the link and its offset in
the text being scanned, reported by MkDocs without a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .common.host_imports import missing_host

try:
    from mkdocs.config import base
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.exceptions import PluginError
    from mkdocs.plugins import BasePlugin, get_plugin_logger
    from mkdocs.structure.pages import Page
except ImportError as error:
    raise missing_host(error, "mkdocs") from error

from .engine.errors import FilterError, OptionError
from .engine.options import OPTION_SPECS, Options, closest_option
from .python_markdown.extension import AutolinkExtension

log = get_plugin_logger(__name__)

EXTENSION_NAMES = ("md_autolinks", "md_autolinks.markdown_ext")
"""The names under which ``markdown_extensions`` can list the extension itself."""

_DEFAULTS = Options()


class EngineValidated(base.BaseConfigOption[Any]):
    """A config option checked by the engine's own validator for option ``name``.

    Every option of the plugin is one of these, so ``mkdocs.yml`` accepts exactly what
    Python, Sphinx and the command line accept (``kinds: url,email`` as well as
    ``kinds: [url, email]``) and reports the engine's own message. The value is kept
    as given; unset (``None``) means the engine's default.
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.default = None

    def run_validation(self, value: object) -> Any:
        if value is None:
            return None
        try:
            OPTION_SPECS[self.name].validate(value, self.name)
        except OptionError as error:
            raise base.ValidationError(str(error)) from error
        return value


class _OptionTableConfig(base.Config):  # type: ignore[no-untyped-call]
    """A config whose subclasses declare one :class:`EngineValidated` option per row of
    :data:`~md_autolinks.engine.options.OPTION_SPECS`."""

    def __init_subclass__(cls) -> None:
        for name in OPTION_SPECS:
            setattr(cls, name, EngineValidated(name))
        super().__init_subclass__()  # type: ignore[no-untyped-call]


class AutolinksConfig(_OptionTableConfig):
    """The plugin's options: one per entry of :data:`~md_autolinks.engine.options.OPTION_SPECS`,
    each left to the engine's default when unset."""


class AutolinksPlugin(BasePlugin[AutolinksConfig]):  # type: ignore[no-untyped-call]
    """Links bare URLs, www. hosts and emails in every page, per the configured mode."""

    page_uri: str | None = None
    """The page being rendered, named when a ``filter`` fails on one of its links."""

    def load_config(
        self, options: dict[str, Any], config_file_path: str | None = None
    ) -> tuple[Any, Any]:
        """Validate the options with the folder of ``mkdocs.yml`` importable, so that
        ``filter: my_site.links:policy`` finds ``my_site/links.py`` beside the config
        file, whichever folder ``mkdocs`` runs from.

        MkDocs warns of a name the plugin does not declare (``Unrecognised configuration
        name: mdoe``), and with ``--strict`` stops on that warning before the engine sees
        the options: the warning names the closest option too (``did you mean 'mode'?``).
        """
        with _importable_from(config_file_path):
            errors, warnings = super().load_config(options, config_file_path)
        return errors, [_with_suggestion(name, warning) for name, warning in warnings]

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Validate the options and add the Python-Markdown extension to the site."""
        given = {name: value for name, value in self.config.items() if value is not None}
        try:
            options = Options.from_mapping(given)
        except OptionError as error:
            raise PluginError(f"md-autolinks: {error}") from error
        listed = [name for name in config.markdown_extensions if name in EXTENSION_NAMES]
        if listed:
            _report_extension_wins(listed[0], config, options)
        else:
            extension = AutolinkExtension(**given)
            config.markdown_extensions.append(extension)  # type: ignore[arg-type]  # MkDocs passes instances on
        return config


    def on_page_markdown(self, markdown: str, /, *, page: Page, **kwargs: Any) -> str:
        """Remember which page is about to be rendered."""
        self.page_uri = page.file.src_uri
        return markdown

    def on_build_error(self, *, error: Exception) -> None:
        """Report a failing ``filter`` as a :class:`~mkdocs.exceptions.PluginError`."""
        if isinstance(error, FilterError):
            raise PluginError(f"md-autolinks: {self.page_uri}: {error}") from error


def _with_suggestion(name: str, warning: object) -> tuple[str, object]:
    """MkDocs' warning about an unknown option ``name``, with the closest option named."""
    closest = closest_option(name) if name not in OPTION_SPECS else None
    if closest is None or not isinstance(warning, str):
        return name, warning
    return name, f"{warning} (did you mean {closest!r}?)"


@contextmanager
def _importable_from(config_file_path: str | None) -> Iterator[None]:
    """Put the config file's folder first on ``sys.path`` while the options are checked.

    A ``filter`` given as ``module:function`` is imported then and stays in
    ``sys.modules``, so the later passes resolve it the same way.
    """
    folder = str(Path(config_file_path).resolve().parent) if config_file_path else None
    if folder is None or folder in sys.path:
        yield
        return
    sys.path.insert(0, folder)
    try:
        yield
    finally:
        sys.path.remove(folder)


def _report_extension_wins(name: str, config: MkDocsConfig, plugin_options: Options) -> None:
    """Log that ``markdown_extensions``' own ``md_autolinks`` entry is the one in force."""
    try:
        in_force = Options.from_mapping(config.mdx_configs.get(name) or {})
    except OptionError as error:
        raise PluginError(f"markdown_extensions: {name}: {error}") from error
    if in_force == plugin_options:
        log.debug("md_autolinks is also in markdown_extensions; it is registered once")
        return
    log.warning(
        "md_autolinks is configured both as a plugin and in markdown_extensions; "
        "the markdown_extensions entry is used (%s) and the plugin's options are ignored",
        _describe(in_force),
    )


def _describe(options: Options) -> str:
    """``kinds=['email', 'url']``: the options not at their defaults, as a user writes them."""
    defaults = _DEFAULTS.as_dict()
    shown = {
        key: sorted(map(str, value)) if isinstance(value, frozenset) else value
        for key, value in options.as_dict().items()
        if value != defaults[key]
    }
    return ", ".join(f"{key}={value!r}" for key, value in shown.items())
