"""The page-level option ``first_mention_only``: the hosts a page has linked so far.

Each front end keeps one :class:`PageMentions` per page it renders (a Python-Markdown
conversion, a markdown-it ``render``, a Sphinx document) and asks it about each link in
document order before the link's anchor is made (``docs/options.md#first_mention_only``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..engine.domain_policy import link_host
from ..engine.model import Link, LinkKind
from ..engine.options import Options
from .anchors import Anchor, make_anchor

Made = TypeVar("Made")


def mention_of(link: Link) -> str:
    """What a link mentions: the host a browser reads from its href (``www.python.org`` and
    ``python.org`` are two hosts), or for an email its address, lower-cased (several people
    at one company are several mentions)."""
    if link.kind is LinkKind.EMAIL:
        return link.href.lower()
    return link_host(link) or link.href.lower()


class PageMentions:
    """What one page has linked, under ``first_mention_only``: a link whose host (an
    email: whose address) an earlier link of the page already went to is left as text.

    :meth:`repeats` asks before a link is made, :meth:`record` notes one that was made, so
    a mention the ``filter`` or the domain policy drops leaves the next one to be linked.
    Without the option every question answers that nothing repeats, at no cost.
    """

    __slots__ = ("_linked", "active")

    def __init__(self, options: Options) -> None:
        self.active = options.first_mention_only
        """Whether the option is on."""
        self._linked: set[str] = set()

    def repeats(self, link: Link) -> bool:
        """Whether ``link`` goes where an earlier link of the page went."""
        return self.active and mention_of(link) in self._linked

    def record(self, link: Link) -> None:
        """Note that ``link`` was made on the page."""
        if self.active:
            self._linked.add(mention_of(link))

    def made(
        self, link: Link, make: Callable[[Link], Made | None], *, kept: bool = False
    ) -> Made | None:
        """What ``make`` makes of ``link`` (an anchor, an element), unless the link repeats an
        earlier mention of the page: ``None`` then, and ``make`` is not called (nor the
        ``filter`` it calls). A link that is made is recorded. ``kept`` makes a repeated
        mention all the same (a link a front end must keep whole for its page to read as
        the mode's reference reads it)."""
        if not kept and self.repeats(link):
            return None
        result = make(link)
        if result is not None:
            self.record(link)
        return result


def page_anchor(mentions: PageMentions, link: Link, options: Options) -> Anchor | None:
    """:func:`~.anchors.make_anchor` for a link of the page ``mentions`` follows
    (:meth:`PageMentions.made`)."""
    return mentions.made(link, lambda found: make_anchor(found, options))
