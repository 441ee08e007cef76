"""A page's own opt-out: ``md_autolinks: false`` in its front matter or metadata.

One key for every host that reads page metadata (MkDocs' front matter, Sphinx's file-wide
metadata); the rule is in ``docs/mkdocs.md#leave-pages-out``.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.errors import OptionError

FRONT_MATTER_KEY = "md_autolinks"
"""The metadata key a page sets to ``false`` to get no link from md-autolinks."""


def opted_out(meta: Mapping[str, object], page: str) -> bool:
    """Whether page ``page`` (named in the error) opts out through its metadata ``meta``.

    The key is absent or ``true``: the page is linked. ``false``: it is not. Any other
    value raises :class:`~md_autolinks.engine.errors.OptionError`, so a page that was
    meant to opt out never gets links silently (``md_autolinks: off`` is YAML's
    ``false`` too; ``md_autolinks: "no"`` is a string and refused).
    """
    value = meta.get(FRONT_MATTER_KEY, True)
    if isinstance(value, bool):
        return not value
    raise OptionError(
        f"{page}: front matter {FRONT_MATTER_KEY}: expected true or false, got {value!r}"
    )
