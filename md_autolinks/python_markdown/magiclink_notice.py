"""One log message when pymdownx.magiclink and md-autolinks share a Markdown instance.

magiclink always registers two inline patterns, ``magic-link`` (``http://``, ``https://``,
``ftp://``, ``ftps://`` URLs and ``www.`` links, priority 85) and ``magic-mail`` (emails,
84.9); none of its options turns them off. Inline patterns run before md-autolinks' tree
pass, so magiclink makes those links its own way and md-autolinks links only what it
leaves (in ``uts58``, bare domains such as ``python.org``): two styles on one page.
magiclink's repository and social shorthands (``@user``, ``#123``, ``user/repo#1``) are its
own and meet no md-autolinks link.

:func:`notice_magiclink` says so once per process, on the logger MkDocs shows
(``mkdocs.plugins.md_autolinks``; MkDocs makes a ``Markdown`` per page, so once per build),
at ``INFO`` level, so a ``mkdocs build --strict`` that keeps magiclink for its shorthands
still builds. It costs one registry lookup per call, and nothing once it has spoken.
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
    "css_class, rel or target) and md-autolinks links only what magiclink leaves. No "
    "magiclink option leaves them: to have md-autolinks make them, remove "
    "pymdownx.magiclink from markdown_extensions (keep it only if you need its repository "
    "shorthands, and its links with them)."
)


class _Once:
    """Whether the message has been logged in this process."""

    said = False


def notice_magiclink(md: Markdown) -> None:
    """Log :data:`MESSAGE` the first time ``md`` holds magiclink's URL or email pattern."""
    if _Once.said:
        return
    if any(name in md.inlinePatterns for name in MAGICLINK_PATTERNS):
        _Once.said = True
        log.info(MESSAGE)
