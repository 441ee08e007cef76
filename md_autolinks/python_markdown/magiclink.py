"""What md-autolinks does beside pymdownx.magiclink in one Markdown instance.

magiclink always registers two inline patterns, ``magic-link`` (``http://``, ``https://``,
``ftp://``, ``ftps://`` URLs and ``www.`` links, priority 85) and ``magic-mail`` (emails,
84.9); none of its options turns them off. Inline patterns run before md-autolinks' tree
pass, so magiclink makes those links its own way and md-autolinks links only what it
leaves (in ``uts58``, bare domains such as ``python.org``): two styles on one page.
magiclink's repository and social shorthands (``@user``, ``#123``, ``user/repo#1``) are its
own and meet no md-autolinks link.

With the ``replace_magiclink`` option, :func:`meet_magiclink` takes those two patterns out of
the instance, so md-autolinks makes every URL, ``www.`` and email link by its mode's rules and
magiclink keeps its shorthands. Without it, it says once per process, on the logger MkDocs
shows (``mkdocs.plugins.md_autolinks``; MkDocs makes a ``Markdown`` per page, so once per
build), at ``INFO`` level, what magiclink takes and how to hand it over, so a
``mkdocs build --strict`` that keeps magiclink still builds. It costs one registry lookup
per pattern and document, and only the lookup once it has spoken.
"""

from __future__ import annotations

import logging

from markdown import Markdown

LOGGER_NAME = "mkdocs.plugins.md_autolinks"
log = logging.getLogger(LOGGER_NAME)

MAGICLINK_PATTERNS = ("magic-link", "magic-mail")
"""The names of magiclink's inline patterns for URLs and www. links, and for emails."""

MESSAGE = (
    "md_autolinks: pymdownx.magiclink is loaded too, and it links URLs (http, https, ftp, "
    "ftps), www. links and emails before md-autolinks sees them: those get magiclink's "
    "links (www. to http://, entity-encoded mailto:, none of md-autolinks' options such as "
    "css_class, rel or target) and md-autolinks links only what magiclink leaves. To have "
    "md-autolinks make them and keep magiclink's repository shorthands, set md-autolinks' "
    "option replace_magiclink: true (or remove pymdownx.magiclink)."
)


class _Once:
    """Whether the message has been logged in this process."""

    said = False


def meet_magiclink(md: Markdown, replace: bool) -> None:
    """Take magiclink's URL and email patterns out of ``md`` when ``replace`` is set;
    otherwise log :data:`MESSAGE` the first time an instance holds one of them."""
    patterns = md.inlinePatterns
    if replace:
        for name in MAGICLINK_PATTERNS:
            if name in patterns:
                patterns.deregister(name)
        return
    if not _Once.said and any(name in patterns for name in MAGICLINK_PATTERNS):
        _Once.said = True
        log.info(MESSAGE)
