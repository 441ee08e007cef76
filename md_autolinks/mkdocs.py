"""MkDocs front end: ``plugins: [md-autolinks]`` in ``mkdocs.yml``.

The plugin declares every option of :data:`~md_autolinks.engine.options.OPTION_SPECS` in
MkDocs' config system, validates them once more through
:meth:`~md_autolinks.engine.options.Options.from_mapping`, and adds the Python-Markdown
extension (:class:`~md_autolinks.python_markdown.extension.AutolinkExtension`) to the site's
Markdown extensions. Pages are then linked exactly as Python-Markdown links them.

If ``md_autolinks`` is also listed under ``markdown_extensions``, that entry wins: its
options are the ones in force, and nothing is linked twice. The plugin then warns, naming
the plugin options it ignores, when they differ from the entry's.

Pages can be left out (``docs/mkdocs.md#leave-pages-out``): the plugin option ``exclude``
(patterns on the pages' paths under ``docs_dir``, written as MkDocs' own ``exclude_docs``)
and a page's front matter ``md_autolinks: false``. A page left out is rendered as if
md-autolinks were not installed.

A ``filter`` that fails while a page is rendered stops the build with a
:class:`~mkdocs.exceptions.PluginError` naming the page, the link and its offset in
the text being scanned, reported by MkDocs without a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .common.renderer_imports import missing_renderer

try:
    import pathspec
    from mkdocs.config import base
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.exceptions import PluginError
    from mkdocs.plugins import BasePlugin, get_plugin_logger
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page
except ImportError as error:
    raise missing_renderer(error, "mkdocs") from error

from markdown import Markdown
from markdown.extensions import Extension

from .common.config_entries import (
    EXTENSION_NAMES,
    PLUGIN_ONLY_OPTIONS,
    ignored_plugin_options,
    importable_from,
    spelled,
)
from .common.page_opt_out import page_is_linked
from .engine.errors import FilterError, OptionError
from .engine.option_values import did_you_mean
from .engine.options import OPTION_SPECS, Options
from .python_markdown import magiclink
from .python_markdown.extension import AutolinkExtension

log = get_plugin_logger(__name__)

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


class PagePatterns(base.BaseConfigOption[pathspec.GitIgnoreSpec]):
    """The ``exclude`` option: the pages to leave out, as patterns on their paths under
    ``docs_dir`` in the syntax of MkDocs' own ``exclude_docs`` (gitignore's: ``changelog.md``
    matches that name in any folder, ``release-notes/*`` the files of that folder,
    ``/about.md`` only the top one). A list of patterns, or one per line in a string; empty
    (``exclude:`` with no value) leaves out no page."""

    def __init__(self) -> None:
        super().__init__()
        self.default = []

    def run_validation(self, value: object) -> pathspec.GitIgnoreSpec:
        lines = value.splitlines() if isinstance(value, str) else [] if value is None else value
        if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
            raise base.ValidationError(
                "exclude: expected a list of page patterns such as "
                f"['changelog.md', 'release-notes/*'], got {value!r}"
            )
        try:
            return pathspec.GitIgnoreSpec.from_lines(lines)
        except ValueError as error:
            raise base.ValidationError(f"exclude: {error}") from error


class _OptionTableConfig(base.Config):  # type: ignore[no-untyped-call]
    """A config whose subclasses declare one :class:`EngineValidated` option per row of
    :data:`~md_autolinks.engine.options.OPTION_SPECS`."""

    def __init_subclass__(cls) -> None:
        for name in OPTION_SPECS:
            setattr(cls, name, EngineValidated(name))
        super().__init_subclass__()  # type: ignore[no-untyped-call]


class AutolinksConfig(_OptionTableConfig):
    """The plugin's options: one per entry of :data:`~md_autolinks.engine.options.OPTION_SPECS`,
    each left to the engine's default when unset, and :data:`PLUGIN_ONLY_OPTIONS`."""

    exclude = PagePatterns()


class PageSwitch(Extension):
    """The site's md-autolinks extension, added to a page's ``Markdown`` unless the page
    being rendered is left out (:attr:`AutolinksPlugin.page_left_out`)."""

    def __init__(self, extension: AutolinkExtension, plugin: AutolinksPlugin) -> None:
        super().__init__()
        self.extension = extension
        self.plugin = plugin

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        """Register the extension, or nothing on a page left out."""
        if not self.plugin.page_left_out:
            self.extension.extendMarkdown(md)


class AutolinksPlugin(BasePlugin[AutolinksConfig]):  # type: ignore[no-untyped-call]
    """Links bare URLs, www. hosts and emails in every page, per the configured mode."""

    page_uri: str | None = None
    """The page being rendered, named when a ``filter`` fails on one of its links."""
    page_left_out = False
    """Whether the page being rendered is left out (``exclude``, or its front matter)."""

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
        folder = str(Path(config_file_path).resolve().parent) if config_file_path else None
        with importable_from(folder):
            errors, warnings = super().load_config(options, config_file_path)
        return errors, [_with_suggestion(name, warning) for name, warning in warnings]

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Validate the options and add the Python-Markdown extension to the site, or take
        over ``markdown_extensions``' own entry with its options, so that pages can be
        left out either way."""
        magiclink.report_to(log.logger)
        given = {
            name: value
            for name, value in self.config.items()
            if value is not None and name not in PLUGIN_ONLY_OPTIONS
        }
        try:
            Options.from_mapping(given)
        except OptionError as error:
            raise PluginError(f"md-autolinks: {error}") from error
        extensions = config.markdown_extensions
        listed = [at for at, name in enumerate(extensions) if name in EXTENSION_NAMES]
        if listed:
            name = extensions[listed[0]]
            in_force = _entry_options(name, config)
            _report_extension_wins(given, in_force)
            for at in reversed(listed):
                del extensions[at]
            switch = PageSwitch(AutolinkExtension(**in_force), self)
            extensions.insert(listed[0], switch)  # type: ignore[arg-type]  # MkDocs passes instances on
        else:
            switch = PageSwitch(AutolinkExtension(**given), self)
            extensions.append(switch)  # type: ignore[arg-type]
        return config

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        """Warn of an ``exclude`` pattern that leaves out no page: a misspelt name."""
        patterns: pathspec.GitIgnoreSpec = self.config.exclude
        pages = [file.src_uri for file in files.documentation_pages()]
        example = min(pages, key=lambda page: ("/" not in page, page), default="index.md")
        for pattern in patterns.patterns:
            if pattern.include is None:
                continue
            if not any(pattern.match_file(page) for page in pages):
                log.warning(
                    "exclude: %r matches no page under docs_dir (patterns are written as "
                    "in exclude_docs, on paths such as %r)",
                    pattern.pattern,
                    example,
                )
        return files

    def on_page_markdown(self, markdown: str, /, *, page: Page, **kwargs: Any) -> str:
        """Remember which page is about to be rendered, and whether it is left out."""
        self.page_uri = page.file.src_uri
        try:
            self.page_left_out = self.config.exclude.match_file(
                self.page_uri
            ) or not page_is_linked(page.meta, self.page_uri)
        except OptionError as error:
            raise PluginError(f"md-autolinks: {error}") from error
        return markdown

    def on_build_error(self, *, error: Exception) -> None:
        """Report a failing ``filter`` as a :class:`~mkdocs.exceptions.PluginError`."""
        if isinstance(error, FilterError):
            raise PluginError(f"md-autolinks: {self.page_uri}: {error}") from error


def _with_suggestion(name: str, warning: object) -> tuple[str, object]:
    """MkDocs' warning about an unknown option ``name``, with the closest option named."""
    known = [*OPTION_SPECS, *PLUGIN_ONLY_OPTIONS]
    suggestion = did_you_mean(name, known) if name not in known else ""
    if not suggestion or not isinstance(warning, str):
        return name, warning
    return name, f"{warning}{suggestion}"


def _entry_options(name: str, config: MkDocsConfig) -> dict[str, Any]:
    """The options of ``markdown_extensions``' own entry ``name``, checked."""
    given = dict(config.mdx_configs.get(name) or {})
    try:
        Options.from_mapping(given)
    except OptionError as error:
        raise PluginError(f"markdown_extensions: {name}: {error}") from error
    return given


def _report_extension_wins(plugin_given: dict[str, Any], entry_given: dict[str, Any]) -> None:
    """Warn that ``markdown_extensions``' own ``md_autolinks`` entry is the one in force,
    naming the plugin's options it ignores
    (:func:`~.common.config_entries.ignored_plugin_options`)."""
    ignored = ignored_plugin_options(plugin_given, entry_given)
    if not ignored:
        log.debug("md_autolinks is also in markdown_extensions; its options are in force")
        return
    shown = _describe(Options.from_mapping(entry_given))
    log.warning(
        "configured both as a plugin and in markdown_extensions: the "
        "markdown_extensions entry is used (%s) and the plugin's %s %s ignored",
        shown or "every option at its default",
        spelled(ignored),
        "is" if len(ignored) == 1 else "are",
    )


def _describe(options: Options) -> str:
    """``kinds=['email', 'url']``: the options not at their defaults, as a user writes them;
    empty when every option is at its default."""
    defaults = _DEFAULTS.as_dict()
    return spelled(
        {key: value for key, value in options.as_dict().items() if value != defaults[key]}
    )
