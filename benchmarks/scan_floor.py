"""The floor of this design's detection: md-autolinks with a tree pass that only scans.

md-autolinks as users load it (its document gate, and its inline guard wherever a page
holds a link that another inline pattern would cut), except that its tree processor is
swapped for the least any tree pass does: visit every element of the finished tree, test
each text and tail with the mode's needle, and run the mode's scanner on those that hold
one. It reads no context (neighbouring elements, placeholders, open brackets, raw HTML,
attribute lists) and makes no anchor, so it is not an autolinker. With ``anchors alone``
(:mod:`tree_floor`, what the ``<a>`` elements cost), it gives what a tree-pass autolinker
with these scanners pays before it applies any rule; md-autolinks' own row minus both is
the cost of the rules.
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from typing import Any

SKIPPED = frozenset({"code", "pre", "a", "script", "style"})


def make_runner(mode: str = "gfm") -> Any:
    """``convert(text)`` for Python-Markdown with md-autolinks in ``mode``, its tree pass
    replaced by the scan-only pass of the module docstring."""
    import markdown

    md = markdown.Markdown(
        extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    linker = md.treeprocessors["md_autolinks"]
    scanner = linker.scanner
    holds_needle = scanner.candidate_test()

    def scan_only(root: etree.Element) -> None:
        if not linker.active:
            return
        for element in root.iter():
            text = element.text
            if text and element.tag not in SKIPPED and holds_needle(text):
                list(scanner.iter_links(text))
            tail = element.tail
            if tail and holds_needle(tail):
                list(scanner.iter_links(tail))

    linker.run = scan_only

    def convert(text: str) -> str:
        md.reset()
        return md.convert(text)

    return convert
