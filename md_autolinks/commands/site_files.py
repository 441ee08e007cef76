"""A site's configuration file as ``md-autolinks check`` reads it: which program runs it, and
the entries and values that concern md-autolinks, without running the program.

``mkdocs.yml`` (MkDocs), ``properdocs.yml`` (ProperDocs) and ``zensical.toml`` or
``zensical.yml`` (Zensical) are read as data (YAML tags such as ``!ENV`` or
``!!python/name:`` are read as plain values); Sphinx's ``conf.py`` is read, not run: its
top-level assignments of literal values (``extensions = [...]``, ``md_autolinks_mode =
"uts58"``, ``extensions.append(...)``), and a value computed by code is named as not read.
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..common.config_entries import CONFIG_PREFIX

CONFIG_FILES = {
    "mkdocs.yml": "MkDocs",
    "mkdocs.yaml": "MkDocs",
    "properdocs.yml": "ProperDocs",
    "properdocs.yaml": "ProperDocs",
    "zensical.toml": "Zensical",
    "zensical.yml": "Zensical",
    "zensical.yaml": "Zensical",
    "conf.py": "Sphinx",
}
"""The configuration files ``check`` looks for in a folder, in this order, and the program
that runs each."""
_BY_SUFFIX = {".yml": "MkDocs", ".yaml": "MkDocs", ".toml": "Zensical", ".py": "Sphinx"}


_UNREAD = object()


class UnreadableConfigError(Exception):
    """A configuration file that cannot be read (its message names the file and why)."""


@dataclass
class Entry:
    """One place md-autolinks is named: ``section`` (``plugins``, ``markdown_extensions``)
    and ``name`` as written, with the options given there."""

    section: str
    name: str
    options: dict[str, object]


@dataclass
class SiteFile:
    """What ``check`` reads of one configuration file."""

    path: Path
    program: str
    entries: list[Entry] = field(default_factory=list)
    """MkDocs-style files: every entry of ``plugins`` and ``markdown_extensions``, in order."""
    extensions: list[str] | None = None
    """``conf.py``: the literal ``extensions`` it lists (``None``: none are), those added
    with ``append``, ``extend`` or ``+=`` included."""
    values: dict[str, object] = field(default_factory=dict)
    """``conf.py``: its ``md_autolinks_*`` values that are literals."""
    unread: list[str] = field(default_factory=list)
    """``conf.py``: the ``md_autolinks_*`` names (and ``extensions``) that code sets or
    changes, which ``check`` cannot read."""


def program_of(path: Path) -> str:
    """The program that runs the configuration file ``path``: by its name
    (:data:`CONFIG_FILES`), else by its suffix (a ``.yml`` given to ``mkdocs -f``)."""
    return CONFIG_FILES.get(path.name) or _BY_SUFFIX.get(path.suffix, "MkDocs")


def found_in(folder: Path) -> list[Path]:
    """The configuration files of :data:`CONFIG_FILES` in ``folder``, in that order."""
    return [folder / name for name in CONFIG_FILES if (folder / name).is_file()]


def read_site_file(path: Path) -> SiteFile:
    """Read ``path``; raises :class:`UnreadableConfigError`."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise UnreadableConfigError(f"{path}: cannot read: {reason}") from error
    site = SiteFile(path, program_of(path))
    if site.program == "Sphinx":
        _read_conf_py(site, text)
        return site
    data = _toml(path, text) if path.suffix == ".toml" else _yaml(path, text)
    project = data.get("project") if path.suffix == ".toml" else data
    if isinstance(project, dict):
        for section in ("plugins", "markdown_extensions"):
            site.entries += _entries(section, project.get(section))
    return site


def _toml(path: Path, text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise UnreadableConfigError(f"{path}: not TOML: {error}") from error


def _yaml(path: Path, text: str) -> dict[str, Any]:
    try:
        import yaml
    except ImportError as error:
        raise UnreadableConfigError(
            f"{path}: reading YAML needs PyYAML (MkDocs installs it): pip install pyyaml"
        ) from error

    tags_as_values: Any = type("TagsAsValues", (yaml.SafeLoader,), {})
    """A safe loader that reads any tag (``!ENV``, ``!!python/name:...``) as the plain
    value under it."""

    def untagged(loader: Any, _suffix: str, node: Any) -> object:
        if isinstance(node, yaml.MappingNode):
            return loader.construct_mapping(node)
        if isinstance(node, yaml.SequenceNode):
            return loader.construct_sequence(node)
        return loader.construct_scalar(node)

    tags_as_values.add_multi_constructor("", untagged)
    try:
        data = yaml.load(text, Loader=tags_as_values)
    except yaml.YAMLError as error:
        raise UnreadableConfigError(f"{path}: not YAML: {error}") from error
    return data if isinstance(data, dict) else {}


def _entries(section: str, listed: object) -> Iterator[Entry]:
    """The entries of a ``plugins`` or ``markdown_extensions`` value: a list of names and
    one-key mappings, or a mapping of names to options (Zensical's TOML tables)."""
    items: list[object]
    if isinstance(listed, dict):
        items = [{name: value} for name, value in listed.items()]
    elif isinstance(listed, list):
        items = listed
    else:
        return
    for item in items:
        if isinstance(item, str):
            yield Entry(section, item, {})
        elif isinstance(item, dict) and len(item) == 1:
            ((name, options),) = item.items()
            yield Entry(section, str(name), dict(options) if isinstance(options, dict) else {})


def _read_conf_py(site: SiteFile, text: str) -> None:
    """The literal ``extensions`` and ``md_autolinks_*`` values of a ``conf.py``, read from
    its top-level statements in order."""
    try:
        module = ast.parse(text, str(site.path))
    except SyntaxError as error:
        raise UnreadableConfigError(f"{site.path}: not Python: {error.msg}") from error
    for statement in module.body:
        for name, value in _assignments(statement):
            _assign(site, name, value)


def _assignments(statement: ast.stmt) -> Iterator[tuple[str, ast.expr | None]]:
    """``(name, value)`` for each top-level name ``statement`` sets; the value is ``None``
    for ``extensions.append(x)`` and ``extensions += [...]``, whose expression follows as
    ``("+extensions", list)``."""
    if isinstance(statement, ast.Assign):
        for target in statement.targets:
            if isinstance(target, ast.Name):
                yield target.id, statement.value
    elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
        yield statement.target.id, statement.value
    elif isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
        yield "+" + statement.target.id, statement.value
    elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        call = statement.value
        function = call.func
        if (
            isinstance(function, ast.Attribute)
            and isinstance(function.value, ast.Name)
            and function.attr in ("append", "extend")
            and len(call.args) == 1
        ):
            argument = call.args[0]
            added = ast.List([argument], ast.Load()) if function.attr == "append" else argument
            yield "+" + function.value.id, added


def _assign(site: SiteFile, name: str, value: ast.expr | None) -> None:
    added = name.startswith("+")
    name = name.removeprefix("+")
    if name != "extensions" and not name.startswith(CONFIG_PREFIX):
        return
    try:
        literal = ast.literal_eval(value) if value is not None else None
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        literal = _UNREAD
    if name != "extensions":
        if literal is _UNREAD:
            site.unread.append(name)
            site.values.pop(name, None)
        else:
            site.values[name] = literal
        return
    if literal is _UNREAD or not isinstance(literal, (list, tuple)):
        site.unread.append(name)
        return
    names = [str(item) for item in literal]
    site.extensions = [*(site.extensions or []), *names] if added else names
