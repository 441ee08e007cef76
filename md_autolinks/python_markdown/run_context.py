"""What stands beside a run of text in Python-Markdown's finished tree, as the link rules
read it: the edge of an element before or after it (:func:`edge_before`,
:func:`edge_after`), the placeholder beside a piece of text (:func:`placeholder_at`,
:func:`placeholder_before`), and the pieces that attribute lists leave to be read
(:func:`without_attribute_lists`).
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from collections.abc import Iterator

from markdown import util

from ..common.text_runs import DELIMITER, OPAQUE
from .placeholders import EMPHASIS_TAGS, INLINE_TAGS, PLACEHOLDER, attribute_lists_left


def edge_before(element: etree.Element) -> str:
    """What text that ``element`` follows sees at its end: a line break or a block edge
    reads as a space; a Markdown image as its ``!`` (md4c links ``www.a.b![i](j)``); another
    inline element (emphasis included: md4c reads the mark that opens it, and an image an
    extension made, such as an emoji, which has a class) as opaque."""
    tag = element.tag
    if tag == "img" and "class" not in element.attrib:
        return "!"
    if isinstance(tag, str) and (tag == "br" or tag not in INLINE_TAGS):
        return DELIMITER
    return OPAQUE


def edge_after(element: etree.Element) -> str:
    """What the text after ``element`` sees at its start: as :func:`edge_before`, except
    that emphasis is the mark that closed it (``**a**www.b.com`` links in cmark-gfm, where
    ``*`` may precede a www link; md4c links nothing after a ``*``)."""
    if element.tag in EMPHASIS_TAGS:
        return "*"
    return edge_before(element)


def without_attribute_lists(
    text: str, pieces: Iterator[tuple[int, int]]
) -> Iterator[tuple[int, int]]:
    """``pieces`` with the attribute lists that ``attr_list`` left in the text cut out
    (:func:`~.placeholders.attribute_lists_left`), one that raw HTML or an entity inside it
    splits into several pieces included (``{: .c <b>http://h.com/a&amp;b</b> }``)."""
    found = list(attribute_lists_left(text))
    index = 0
    for start, end in pieces:
        while index < len(found) and found[index][1] <= start:
            index += 1
        cursor = start
        for found_start, found_end in found[index:]:
            if found_start >= end:
                break
            if found_start > cursor:
                yield cursor, found_start
            cursor = max(cursor, found_end)
        if cursor < end:
            yield cursor, end


def placeholder_at(text: str, index: int) -> str:
    found = PLACEHOLDER.match(text, index)
    return found.group() if found else ""


def placeholder_before(text: str, index: int) -> str:
    begin = text.rfind(util.STX, 0, index)
    return text[begin:index] if begin >= 0 else ""
