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
magiclink keeps its shorthands; magiclink's shortener (``repo_url_shortener``,
``social_url_shortener``) is moved after md-autolinks' tree pass, so it shortens the links
md-autolinks makes as it shortened its own (``https://github.com/o/r/issues/12`` shows
``o/r#12``). Without it, it logs :data:`MESSAGE` at ``WARNING`` once per process (the MkDocs
plugin makes that once per build), on the logger of the host
(:func:`report_to`; ``md_autolinks`` unless a host names its own), as documented in
``docs/magiclink.md#both-at-once``. It costs one registry lookup per pattern and document,
and only the lookup once it has spoken.
"""

from __future__ import annotations

import logging

from markdown import Markdown

LOGGER_NAME = "md_autolinks"
"""The logger of the notice outside a host that names its own (Python-Markdown, Zensical,
the command line): Python shows its warnings on standard error when nothing is configured."""

MAGICLINK_PATTERNS = ("magic-link", "magic-mail")
"""The names of magiclink's inline patterns for URLs and www. links, and for emails."""

SHORTENER = "magic-repo-shortener"
"""The name of magiclink's tree pass that shortens repository and social links."""
SHORTENER_PRIORITY = 7.4
"""Just after md-autolinks' tree pass (7.5), before ``abbr`` (7): the shortener then sees
the links md-autolinks made."""

MESSAGE = (
    "md_autolinks: pymdownx.magiclink is loaded too, and it links URLs (http, https, ftp, "
    "ftps), www. links and emails before md-autolinks sees them: those get magiclink's "
    "links (www. to http://, entity-encoded mailto:, none of md-autolinks' options such as "
    "css_class, rel or target) and md-autolinks links only what magiclink leaves. To have "
    "md-autolinks make them and keep magiclink's repository shorthands, set md-autolinks' "
    "option replace_magiclink: true (--replace-magiclink on the command line), or remove "
    "pymdownx.magiclink."
)


class _Notice:
    """Whether the message has been logged since the last :func:`report_to`, and where."""

    said = False
    logger = logging.getLogger(LOGGER_NAME)


def report_to(logger: logging.Logger) -> None:
    """Log the notice on ``logger`` from now on, once more: a host calls this at the start of
    each build (the MkDocs plugin with its own logger, so ``mkdocs serve`` says it once per
    rebuild)."""
    _Notice.logger = logger
    _Notice.said = False


def meet_magiclink(md: Markdown, replace: bool) -> None:
    """Take magiclink's URL and email patterns out of ``md`` and run its shortener after
    md-autolinks when ``replace`` is set; otherwise log :data:`MESSAGE` the first time an
    instance holds one of the patterns."""
    patterns = md.inlinePatterns
    if replace:
        for name in MAGICLINK_PATTERNS:
            if name in patterns:
                patterns.deregister(name)
        if SHORTENER in md.treeprocessors:
            shortener = md.treeprocessors[SHORTENER]
            md.treeprocessors.deregister(SHORTENER)
            md.treeprocessors.register(shortener, SHORTENER, SHORTENER_PRIORITY)
        return
    url_pattern, mail_pattern = MAGICLINK_PATTERNS
    if not _Notice.said and (url_pattern in patterns or mail_pattern in patterns):
        _Notice.said = True
        _Notice.logger.warning(MESSAGE)
