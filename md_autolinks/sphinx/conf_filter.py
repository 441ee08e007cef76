"""A ``filter`` given in Sphinx's ``conf.py``, found and compared as Sphinx users expect.

``md_autolinks_filter = "my_site.links:policy"`` is imported with the folder of ``conf.py``
first on the module path, wherever ``sphinx-build`` runs from; a function object works too.
Either becomes a :class:`NamedFilter`: Sphinx keeps the configuration with each build's
environment and reads every page again when a value differs from the last build's, and a
function cannot be kept (Sphinx warns, ``config.cache``, and rebuilds everything each time).
A :class:`NamedFilter` is kept and compared by its name, ``module:function``
(``docs/options.md#filter``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..engine.options import validate_filter

CONF_MODULE = "conf.py"
"""The module part of the name of a function defined in ``conf.py`` (Sphinx runs the file
without a module name)."""


class NamedFilter:
    """A filter and its name; equal to any other of the same name, and pickled as its name.

    What is unpickled (Sphinx's record of a past build's configuration) only compares.
    """

    def __init__(self, function: Callable[..., object] | None, name: str) -> None:
        self.function = function
        self.name = name
        self.__qualname__ = name.rpartition(":")[2]

    def __call__(self, link: object) -> object:
        if self.function is None:
            raise RuntimeError(f"filter {self.name} was read from a past build's record")
        return self.function(link)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NamedFilter) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return f"NamedFilter({self.name!r})"

    def __reduce__(self) -> tuple[type[NamedFilter], tuple[None, str]]:
        return NamedFilter, (None, self.name)


def filter_name(function: Callable[..., object]) -> str:
    """``module:qualified.name`` of a callable (of its type, for an object that has none)."""
    named = function if hasattr(function, "__qualname__") else type(function)
    module = getattr(named, "__module__", None) or CONF_MODULE
    return f"{module}:{named.__qualname__}"


@contextmanager
def _first_on_path(folder: str) -> Iterator[None]:
    """``folder`` first on ``sys.path`` while the block runs."""
    added = folder not in sys.path
    if added:
        sys.path.insert(0, folder)
    try:
        yield
    finally:
        if added and folder in sys.path:
            sys.path.remove(folder)


def conf_filter(value: object, folder: str, name: str = "filter") -> NamedFilter | None:
    """The filter ``value`` of ``conf.py`` (``None``, a callable or ``"module:function"``,
    imported with ``folder`` first on the path) as a :class:`NamedFilter`.

    Raises :class:`~md_autolinks.engine.errors.OptionError` naming the expected form.
    """
    if value is None or isinstance(value, NamedFilter):
        return value
    with _first_on_path(folder):
        function = validate_filter(value, name)
    if function is None:
        return None
    return NamedFilter(function, value.strip() if isinstance(value, str) else filter_name(function))
