"""Where no host makes a link, as categories every front end maps its own markup onto.

docs/getting-started.md#where-links-are-not-made lists them: code, math, raw HTML and
comments; links and what the reader clicks (link text, alt text, controls); text a host
copies into links elsewhere (Sphinx titles). Python-Markdown, markdown-it and Sphinx read the tag
names below in raw inline HTML; Sphinx maps its node classes onto the same categories.
"""

from __future__ import annotations

from typing import Literal

Category = Literal["code", "math", "raw", "link", "control", "copied"]
"""Why text is never linked: it is code, math, raw markup or a comment, a link already (or
a link target, or an image), a control the reader clicks, or text the host copies into
links elsewhere (titles)."""
CATEGORIES: tuple[Category, ...] = ("code", "math", "raw", "link", "control", "copied")

CODE_TAGS: tuple[str, ...] = ("code", "kbd", "samp", "pre", "script", "style")
"""Code and what the browser runs or styles: its text is never prose."""
MATH_TAGS: tuple[str, ...] = ("math", "svg")
"""MathML and SVG, the two vocabularies HTML embeds whole (the HTML Living Standard,
"MathML" and "SVG" under embedded content): formulas and drawings, their text never prose;
the whole element is left alone, ``<mi>`` or ``<text>`` inside it included."""
LINK_TAGS: tuple[str, ...] = ("a",)
"""Link text already."""
CONTROL_TAGS: tuple[str, ...] = (
    "button",
    "label",
    "legend",
    "option",
    "select",
    "summary",
    "textarea",
)
"""Controls and a control's caption, never prose: a link inside ``<button>`` is invalid HTML
(interactive content inside interactive content), and inside a ``<label>`` (a tab) or a
``<summary>`` (details) a click would follow the link instead of switching the tab or
opening the details."""

NEVER_LINKED_TAGS: frozenset[str] = frozenset(CODE_TAGS + MATH_TAGS + LINK_TAGS + CONTROL_TAGS)
"""HTML elements (in a host's finished tree) whose text is never linked."""
RAW_NEVER_LINKED_TAGS: tuple[str, ...] = LINK_TAGS + CODE_TAGS + MATH_TAGS + CONTROL_TAGS
"""Raw inline HTML elements, written in the page's source (Markdown, MyST or reST's ``raw``
role), whose content is never linked until their end tag: every element of
:data:`NEVER_LINKED_TAGS`."""
