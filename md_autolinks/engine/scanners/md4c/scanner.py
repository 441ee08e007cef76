"""The md4c scanner: its links are the matches of its triggers, taken in md4c's order."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ...bidi import outside_overrides
from ...hrefs import encode_href
from ...model import Link, LinkKind, new_link
from ...options import Options
from ..base import Scanner
from .triggers import HREF_PREFIX, TRIGGER_MARKS, TRIGGERS, Trigger, match_trigger


class Md4cScanner(Scanner):
    """MD4C's permissive URL, WWW and email autolinks (``spec-permissive-autolinks.txt``).

    ``INLINE_KINDS`` is empty: md4c resolves permissive autolinks after emphasis, and
    its delimiting rule depends on the emphasis marks it matched (``**a@b.com**.``
    links, ``*a@b.com`` does not). No md4c link may contain ``*``, and ``_`` inside a
    link is intraword, where neither md4c nor Python-Markdown opens emphasis, so every
    kind is found in finished text nodes, with the front end's context characters: a
    space for a line edge or a matched emphasis mark, U+FFFC for anything opaque.
    """

    INLINE_KINDS: ClassVar[frozenset[LinkKind]] = frozenset()
    NEEDLES: ClassVar[dict[LinkKind, str]] = {
        **Scanner.NEEDLES,
        LinkKind.EMAIL: "@[A-Za-z0-9_-]+[.][-_]?[A-Za-z0-9]",
    }
    """An email's host has two components: ``@``, a component, a dot, perhaps one word
    delimiter (md4c links ``a@b.-c``), an alphanumeric."""

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        self._kinds = sorted(self.kinds)

    def iter_links(
        self,
        text: str,
        start: int = 0,
        end: int | None = None,
        *,
        overridden: list[tuple[int, int]] | None = None,
    ) -> Iterator[Link]:
        """Yield md4c's permissive autolinks of ``text[start:end]`` in order.

        Candidates are taken in the order of their marks, as md4c analyses them, and
        one that starts inside an earlier link is skipped. Each trigger is found by a
        substring search (each kind's list is sorted, so sorting them together merges
        sorted runs); scanning from it stops at the first character no segment allows, so
        the work is linear in the length of the text. The links come as one list, with no
        generator layers: front ends call this for every run of text holding a needle.
        """
        limit = len(text) if end is None else min(end, len(text))
        triggers: list[Trigger] = []
        for kind in self._kinds:
            if text.find(TRIGGER_MARKS[kind], start, limit) >= 0:
                if triggers:
                    triggers += TRIGGERS[kind](text, start, limit)
                    triggers.sort()
                else:
                    triggers = list(TRIGGERS[kind](text, start, limit))
        links: list[Link] = []
        taken_to = start
        for trigger in triggers:
            if trigger.start < taken_to:
                continue
            span = match_trigger(text, trigger, limit, start)
            if span is None or span[0] < taken_to:
                continue
            link_start, link_end = span
            written = text[link_start:link_end]
            href = encode_href(HREF_PREFIX[trigger.kind] + written)
            links.append(new_link(link_start, link_end, trigger.kind, href, written))
            taken_to = link_end
        return iter(outside_overrides(text, links, start, limit, overridden))
