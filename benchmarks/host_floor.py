"""The host's floor: what Python-Markdown itself charges for inserting links.

A Python-Markdown extension that claims URL and ``www.`` links with one regular
expression and builds each ``<a>`` with no other work: no rules, no context, no
options. It is not an autolinker (it ignores every subtlety), only a measure of what
any inline-pattern autolinker pays Python-Markdown per link (the placeholder, the
paragraph string rebuilt, the element serialized), so that md-autolinks' own share
can be read off in the same run.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from typing import Any

from markdown import Markdown, util
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor

LINK_PATTERN = (
    r"(?<![A-Za-z])(?:[Hh][Tt][Tt][Pp][Ss]?|[Ff][Tt][Pp])://[^\s<\x02]*[^\s<\x02.,:;!?)*_~'\"]"
    r"|(?<![^\s*_~(])www\.[^\s<\x02]*[^\s<\x02.,:;!?)*_~'\"]"
)


class _ClaimEveryMatch(InlineProcessor):
    def handleMatch(  # type: ignore[override]  # noqa: N802 (Python-Markdown's name)
        self, m: re.Match[str], data: str
    ) -> tuple[etree.Element, int, int]:
        element = etree.Element("a", {"href": m.group()})
        element.text = util.AtomicString(m.group())
        return element, m.start(), m.end()


class HostFloorExtension(Extension):
    """Registers the one-regex claimer at priority 85, where md-autolinks' inline pass sat
    before issue 12 (every link behind a placeholder): the floor of that design."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        md.inlinePatterns.register(_ClaimEveryMatch(LINK_PATTERN, md), "host_floor", 85)


def make_extension(**kwargs: Any) -> HostFloorExtension:
    """The extension, for ``python_markdown([make_extension()])``."""
    return HostFloorExtension(**kwargs)
