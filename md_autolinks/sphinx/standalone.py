"""reST's standalone references under the user's controls (``docs/getting-started.md``,
"Links reST makes itself").

reST links standalone URIs and emails itself, as it parses (the reStructuredText Markup
Specification, "Standalone Hyperlinks"). Such a link keeps the extent docutils gave it, as
a link MyST's ``linkify`` made does: the mode never moves where it ends. The user's
controls apply to it (:func:`control_standalone`): the domain policy, the filter and the
anchor options. The escapes with which reST keeps a URI plain keep it plain here too
(:func:`kept_plain`).
"""

from __future__ import annotations

import re
from collections.abc import Container

from docutils import nodes

from ..common.first_mentions import PageMentions, page_anchor
from ..engine.model import Link, LinkKind
from ..engine.options import Options
from .node_runs import is_standalone_reference, standalone_target
from .node_text import ShownText, guarded
from .reference_node import make_reference


def control_standalone(
    parent: nodes.Element,
    mentions: PageMentions,
    options: Options,
    *,
    plain: bool,
    reversed_ids: Container[int] = (),
) -> None:
    """Each standalone reference among ``parent``'s children keeps docutils' extent
    and gets the user's controls: plain text where they refuse it or where an override
    opened earlier in the block is in effect at its text (``reversed_ids``: the ``id`` of
    each such ``Text`` node, :func:`~.overrides.carried_overrides`), else their anchor,
    whose text smartquotes leaves as written (:func:`~md_autolinks.sphinx.node_text.guarded`); a
    ``plain`` one (in a title, where Sphinx copies the reference into its tables of
    contents) stays a plain reference, with the anchor's href, classes and text."""
    children = parent.children
    for index, child in enumerate(children):
        if not is_standalone_reference(children, index):
            continue
        shown = standalone_target(child)
        assert shown is not None
        href = child["refuri"]
        kind = LinkKind.EMAIL if href.startswith("mailto:") else LinkKind.URL
        link = Link(0, len(shown), kind, href, shown)
        raw = str(child[0])
        anchor = None if id(child[0]) in reversed_ids else page_anchor(mentions, link, options)
        if anchor is None:
            made: nodes.Node = nodes.Text(raw)
        else:
            made = make_reference(link, anchor, raw, plain=plain)
            shown_text = str(made[0])
            made[0] = nodes.Text(guarded(shown_text, [(0, len(shown_text))])[0])
        made.parent = parent
        children[index] = made


def kept_plain(shown: ShownText, link: Link) -> bool:
    """Whether a backslash escape keeps ``link`` (offsets into ``shown.text``) plain text:
    an escaped first character (``\\www.a.com``), an escaped character in a URL's scheme or
    its colon (``http\\://a.com``), or an escaped ``@`` of an email (``me\\@a.com``). These
    are the escapes with which reST keeps a standalone URI or email from being linked
    (reStructuredText Markup Specification, "Standalone Hyperlinks"); any other escape is
    read as the reader sees it.
    """
    marks = [0]
    colon = link.text.find(":")
    if link.kind is LinkKind.URL and colon > 0 and _SCHEME.fullmatch(link.text[:colon]):
        marks += range(1, colon + 1)
    if link.kind is LinkKind.EMAIL and "@" in link.text:
        marks.append(link.text.index("@"))
    return any(shown.escaped(link.start + mark) for mark in marks)


_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*")
