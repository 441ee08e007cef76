"""A page's own opt-out: ``md_autolinks: false`` in its front matter or metadata.

One key and one reading of its value for every front end that reads page metadata
(MkDocs' and ProperDocs' front matter, Sphinx's file-wide metadata: reST's field list and
MyST's front matter); the rule is in ``docs/mkdocs.md#leave-pages-out`` and
``docs/getting-started.md#leaving-pages-out``.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.errors import OptionError

FRONT_MATTER_KEY = "md_autolinks"
"""The metadata key a page sets to ``false`` to get no link from md-autolinks."""

ON_WORDS = ("true", "on", "yes")
OFF_WORDS = ("false", "off", "no")
"""The words (any case) that mean true and false, YAML 1.1's booleans: what MkDocs' YAML
reads as a boolean, and what a reST field (always text) may say."""


class PageSettingError(OptionError):
    """A page's ``md_autolinks`` metadata is neither true nor false."""


def page_is_linked(meta: Mapping[str, object], page: str) -> bool:
    """Whether page ``page`` (named in the error) is linked, by its metadata ``meta``.

    The key is absent, ``true`` or one of :data:`ON_WORDS`: the page is linked. ``false``
    or one of :data:`OFF_WORDS`: it is not. Any other value raises
    :class:`PageSettingError` naming the valid ones, so a page meant to opt out never gets
    links silently.
    """
    value = meta.get(FRONT_MATTER_KEY, True)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ON_WORDS + OFF_WORDS:
        return value.strip().lower() in ON_WORDS
    raise PageSettingError(
        f"{page}: {FRONT_MATTER_KEY}: expected {', '.join(ON_WORDS)} (linked) or "
        f"{', '.join(OFF_WORDS)} (left out), got {value!r}"
    )
