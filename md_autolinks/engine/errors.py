"""The errors the engine raises for its callers: a bad option, a failing filter."""

from __future__ import annotations


class OptionError(ValueError):
    """A configuration value that is not one of the valid choices."""


class FilterError(RuntimeError):
    """The ``filter`` callback raised or returned something it may not."""
