"""``md-autolinks check [CONFIG]``: which program runs a site's configuration file, where
md-autolinks is configured in it, and what of that would be ignored or is wrong
(``docs/check.md``).

For each file (the one given, or those of :data:`~.site_files.CONFIG_FILES` in the folder
given or the current one) it prints the program, one line per place md-autolinks is
configured, then one line per finding: ``ignored:`` (a plugin entry under Zensical, which
runs no MkDocs plugins; a plugin option that ``markdown_extensions``' entry overrides;
``md_autolinks_*`` values without the Sphinx extension), ``error:`` (an unknown option
name or a bad value, with the option table's own message and its closest name, or
md-autolinks configured nowhere) or ``note:`` (what holds only under another program, or
a value ``check`` cannot read). The exit status is 1 when any line is ``ignored:`` or
``error:``, 2 when no file is found or one cannot be read, else 0.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..common.config_entries import (
    CONFIG_PREFIX,
    EXCLUDE_DOCS,
    EXTENSION_NAMES,
    PLUGIN_NAME,
    PLUGIN_ONLY_OPTIONS,
    SPHINX_EXTENSION,
    ignored_plugin_options,
    importable_from,
    spelled,
    unknown_config_names,
)
from ..engine.errors import OptionError
from ..engine.option_values import did_you_mean
from ..engine.options import OPTION_SPECS, Options, list_items
from .arguments import bare_parser
from .output import emit
from .site_files import CONFIG_FILES, Entry, SiteFile, UnreadableConfigError, found_in
from .site_files import read_site_file as read_site

PROBLEMS = ("ignored", "error")
"""The kinds of finding that make the exit status 1."""


@dataclass
class Report:
    """What ``check`` says of one configuration file."""

    site: SiteFile
    places: list[str] = field(default_factory=list)
    """Where md-autolinks is configured, one line each."""
    findings: list[tuple[str, str]] = field(default_factory=list)
    """``(kind, text)``: kind is ``ignored``, ``error`` or ``note``."""

    def add(self, kind: str, text: str) -> None:
        self.findings.append((kind, text))

    @property
    def problems(self) -> int:
        """How many findings make the exit status 1."""
        return sum(kind in PROBLEMS for kind, _ in self.findings)


def build_check_parser() -> argparse.ArgumentParser:
    """The command line of ``md-autolinks check``."""
    names = ", ".join(CONFIG_FILES)
    parser = bare_parser(
        "md-autolinks check",
        "Say which program runs a site's configuration file, where md-autolinks is "
        "configured in it, and what of that would be ignored or is wrong; exit status 1 "
        "if anything is.",
    )
    parser.add_argument(
        "config",
        nargs="?",
        default=".",
        metavar="CONFIG",
        help=f"a configuration file, or a folder holding one ({names}); default: the "
        "current folder",
    )
    return parser


def _described(options: Mapping[str, object]) -> str:
    return f" ({spelled(options)})" if options else ""


def _option_errors(
    given: Mapping[str, object],
    label: Callable[[str | None], str],
    page_options: tuple[str, ...] = (),
) -> tuple[list[str], dict[str, object]]:
    """The messages of the option table's validation for each option of ``given`` (read
    under the entry's ``mode`` when that is valid), each after ``label(name)`` (``None``
    for the options read together), and the options that pass; the ``page_options`` (the
    plugin's ``exclude``) are checked as lists of patterns."""
    errors: list[str] = []
    valid: dict[str, object] = {}
    mode = given.get("mode")
    context = {"mode": mode} if isinstance(mode, str) and _passes({"mode": mode}) else {}
    for name, value in given.items():
        if name in page_options:
            try:
                list_items(value, name, "page patterns")
            except OptionError as error:
                errors.append(f"{label(name)}: {error}")
            continue
        if name not in OPTION_SPECS and page_options:
            hint = did_you_mean(name, [*OPTION_SPECS, *page_options])
            errors.append(f"{label(name)}: unknown option {name!r}{hint}")
            continue
        try:
            Options.from_mapping({**context, name: value})
        except OptionError as error:
            errors.append(f"{label(name)}: {error}")
            continue
        valid[name] = value
    if not errors:
        try:
            Options.from_mapping(valid)
        except OptionError as error:
            errors.append(f"{label(None)}: {error}")
    return errors, valid


def _fixed(where: str) -> Callable[[str | None], str]:
    """A label that is ``where`` for every option."""
    return lambda _name: where


def _passes(values: Mapping[str, object]) -> bool:
    try:
        Options.from_mapping(values)
    except OptionError:
        return False
    return True


def check_site_file(site: SiteFile) -> Report:
    """The :class:`Report` of one configuration file."""
    report = Report(site)
    folder = str(site.path.resolve().parent)
    with importable_from(folder):
        if site.program == "Sphinx":
            _check_conf_py(site, report)
        else:
            _check_mkdocs_style(site, report)
    return report


def _check_mkdocs_style(site: SiteFile, report: Report) -> None:
    plugins = [e for e in site.entries if e.section == "plugins" and e.name == PLUGIN_NAME]
    extensions = [
        e for e in site.entries if e.section == "markdown_extensions" and e.name in EXTENSION_NAMES
    ]
    for entry in (*plugins, *extensions):
        report.places.append(f"{entry.section}: {entry.name}{_described(entry.options)}")
    checked: dict[int, dict[str, object]] = {}
    for entry in (*plugins, *extensions):
        where = f"{entry.section}: {entry.name}"
        page_options = PLUGIN_ONLY_OPTIONS if entry in plugins else ()
        errors, valid = _option_errors(entry.options, _fixed(where), page_options)
        for error in errors:
            report.add("error", error)
        if not errors:
            checked[id(entry)] = valid
    zensical = site.program == "Zensical"
    for entry in plugins[1:] + extensions[1:]:
        report.add(
            "ignored", f"{entry.section}: {entry.name}: listed again; the first entry is used"
        )
    if zensical and plugins:
        report.add(
            "ignored",
            f"plugins: {PLUGIN_NAME}: Zensical runs no MkDocs plugins and skips this entry "
            "without a word"
            + (
                ""
                if extensions
                else " (pages get the default extensions' links, pymdownx.magiclink's); list "
                "md_autolinks under markdown_extensions instead"
            ),
        )
    elif plugins and extensions:
        _overridden_plugin_options(plugins[0], extensions[0], checked, report)
    if not plugins and not extensions:
        where = "markdown_extensions" if zensical else "plugins or markdown_extensions"
        report.add("error", f"md-autolinks is not configured: list it under {where}")
    elif plugins and not extensions and site.path.name.startswith("mkdocs."):
        report.add(
            "note",
            "Zensical builds mkdocs.yml too but runs no MkDocs plugins: a site built with it "
            "needs md_autolinks under markdown_extensions",
        )


def _overridden_plugin_options(
    plugin: Entry, extension: Entry, checked: dict[int, dict[str, object]], report: Report
) -> None:
    """Under MkDocs and ProperDocs, ``markdown_extensions``' entry is in force and the
    plugin keeps only its page options."""
    plugin_options = checked.get(id(plugin))
    entry_options = checked.get(id(extension))
    if plugin_options is None or entry_options is None:
        return
    ignored = ignored_plugin_options(plugin_options, entry_options)
    if ignored:
        report.add(
            "ignored",
            f"plugins: {PLUGIN_NAME}: {spelled(ignored)}: the markdown_extensions entry "
            f"{extension.name} is in force",
        )


def _check_conf_py(site: SiteFile, report: Report) -> None:
    listed = site.extensions is not None and SPHINX_EXTENSION in site.extensions
    if listed:
        report.places.append(f"extensions: {SPHINX_EXTENSION}")
    for name, value in site.values.items():
        report.places.append(f"{name} = {value!r}")
    for message in unknown_config_names([*site.values, *site.unread]):
        report.add("error", message)
    given = {
        name.removeprefix(CONFIG_PREFIX): value
        for name, value in site.values.items()
        if name.removeprefix(CONFIG_PREFIX) in OPTION_SPECS
    }

    def label(name: str | None) -> str:
        if name is None:
            return "conf.py"
        return f"{CONFIG_PREFIX}{name} = {given[name]!r}"

    for error in _option_errors(given, label)[0]:
        report.add("error", error)
    exclude = CONFIG_PREFIX + EXCLUDE_DOCS
    if exclude in site.values:
        try:
            list_items(site.values[exclude], EXCLUDE_DOCS, "docname patterns")
        except OptionError as error:
            report.add("error", f"{exclude} = {site.values[exclude]!r}: {error}")
    for name in site.unread:
        report.add("note", f"{name} is set by code: check cannot read it")
    if listed or "extensions" in site.unread:
        return
    if site.values:
        report.add(
            "ignored",
            f"{', '.join(site.values)}: {SPHINX_EXTENSION!r} is not in extensions",
        )
    else:
        report.add(
            "error", f"md-autolinks is not configured: add {SPHINX_EXTENSION!r} to extensions"
        )


def report_lines(report: Report) -> list[str]:
    """The lines ``check`` prints for one file."""
    lines = [f"{report.site.path}: run by {report.site.program}"]
    lines += [f"  {place}" for place in report.places]
    lines += [f"  {kind}: {text}" for kind, text in report.findings]
    problems = report.problems
    lines.append("ok" if not problems else f"{problems} problem{'s' if problems > 1 else ''}")
    return lines


def check(argv: Sequence[str]) -> int:
    """Run ``md-autolinks check`` with ``argv``; returns the exit status."""
    parser = build_check_parser()
    args = parser.parse_args(argv)
    given = Path(args.config)
    if given.is_dir():
        paths = found_in(given)
        if not paths:
            parser.exit(
                2,
                f"md-autolinks check: no configuration file in {given} (looked for "
                f"{', '.join(CONFIG_FILES)}); name one\n",
            )
    elif given.is_file():
        paths = [given]
    else:
        parser.exit(2, f"md-autolinks check: {given}: No such file or folder\n")
    status = 0
    for index, path in enumerate(paths):
        try:
            report = check_site_file(read_site(path))
        except UnreadableConfigError as error:
            parser.exit(2, f"md-autolinks check: {error}\n")
        emit(("\n" if index else "") + "\n".join(report_lines(report)) + "\n")
        if report.problems:
            status = 1
    return status
