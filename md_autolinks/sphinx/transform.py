"""The linking transform's first pass: the links of each page, found in the text its
reader sees, before Sphinx's smartquotes.

:class:`AutolinkTransform` reads every text element of a page that is read at all
(:func:`~md_autolinks.sphinx.config.page_is_linked`) with a :class:`_PageLinker`: each run
of neighbouring ``Text`` nodes (:func:`~md_autolinks.sphinx.node_runs.runs`) of a linkable element
(:func:`~md_autolinks.sphinx.never_linked.linkable`) is read as one text, and its links are
left for :class:`~md_autolinks.sphinx.references.AutolinkReferences` to make.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.environment import BuildEnvironment
from sphinx.errors import FiletypeNotFoundError
from sphinx.transforms import SphinxTransform
from sphinx.util import get_filetype

from ..common.anchors import Anchor, make_anchor
from ..common.first_mentions import PageMentions, page_anchor
from ..common.text_runs import links_in_run
from ..engine.bidi import OverrideReach, outside_spans
from ..engine.errors import FilterError
from ..engine.finder import get_scanner
from ..engine.model import Link
from ..engine.options import Options
from .config import options_from_config, page_is_linked
from .failures import report_filter_failure
from .never_linked import inside_raw_elements, linkable
from .node_runs import Run, runs
from .node_text import ShownText, guarded
from .overrides import carried_overrides
from .references import PENDING, Made, Pending, PendingPage
from .standalone import control_standalone, kept_plain


class AutolinkTransform(SphinxTransform):
    """Finds the links of each run of a linkable element (:func:`linkable`) in the text its
    reader sees (:class:`~md_autolinks.sphinx.node_text.ShownText`); a run is its neighbouring
    ``Text`` nodes (:func:`~md_autolinks.sphinx.node_runs.runs`); a reference reST, MyST's
    ``linkify`` or the author made keeps its extent.

    Runs before Sphinx's smartquotes (priority 750), so links are found in the text as
    written, not with dashes and quotes already made typographic. A run with links becomes
    one ``Text`` node, so smartquotes reads the quotes around each link as it would without
    the extension (it reads a quote by its neighbours); only the link's own quote, dash and
    dot characters get docutils' escape mark, which leaves the shown text as it is and keeps
    smartquotes off them. Where the links stand is kept beside the document, never in its
    text; :class:`AutolinkReferences` makes the references.

    A link is made over what the reader sees, or not at all (``www.a.com/x\\_y`` is one
    link, ``www.a.com/x_y``); an escape that keeps docutils from linking a standalone URI
    keeps the link plain too (:func:`kept_plain`). A page left out
    (:func:`page_is_linked`) is not read at all.
    """

    default_priority = 745

    def apply(self, **kwargs: Any) -> None:
        docname = self.env.docname
        if not page_is_linked(self.document, docname, self.config):
            return
        linker = _PageLinker(options_from_config(self.config), is_rest(self.env, docname))
        for parent in list(self.document.findall(nodes.TextElement)):
            try:
                linker.link(parent)
            except FilterError as error:
                report_filter_failure(self.env, parent, error)
                break
        setattr(self.document, PENDING, linker.page)


class _PageLinker:
    """The links of one page under ``options``; ``rest`` when reST parsed it. The second
    pass asks it again (:class:`~md_autolinks.sphinx.references.PageReader`)."""

    def __init__(self, options: Options, rest: bool) -> None:
        self.options = options
        self.scanner = get_scanner(options)
        self.rest = rest
        self.page = PendingPage(self)
        self.mentions = PageMentions(options)
        self.inside_raw: dict[int, nodes.Text] = {}
        """The ``Text`` nodes of the current block inside raw inline HTML where nothing is
        linked (:func:`inside_raw_elements`), kept alive so that no ``id`` is reused."""
        self.carried: dict[int, tuple[nodes.Text, OverrideReach]] = {}
        """The ``Text`` nodes of the current block before which an override opened earlier
        in the block is in effect (:func:`carried_overrides`)."""

    def link(self, parent: nodes.Element) -> None:
        """Link the runs of ``parent`` if it is linkable; then put the standalone references
        left among its children (docutils' extent) under the user's controls. The outermost
        text element of a block says which text stands inside raw inline HTML and where an
        override opened earlier in the block is in effect."""
        if not isinstance(parent.parent, nodes.TextElement):
            self.inside_raw = inside_raw_elements(parent)
            self.carried = carried_overrides(parent)
        if linkable(parent):
            self._link_runs(parent)
        if self.rest:
            control_standalone(
                parent,
                self.mentions,
                self.options,
                plain=not linkable(parent),
                reversed_ids=self.carried,
            )

    def _link_runs(self, parent: nodes.Element) -> None:
        children = parent.children
        rebuilt: list[nodes.Node] = []
        cursor = 0
        for run in runs(parent):
            if id(children[run.first]) in self.inside_raw:
                continue
            made = self._made(run, self.carried.get(id(children[run.first])))
            if not made:
                continue
            marked, spans = guarded(run.raw, [each.raw for each in made])
            rebuilt.extend(children[cursor : run.first])
            self.page.pending.append(
                Pending(parent, len(rebuilt), run.raw, marked, spans, made, run.before, run.after)
            )
            rebuilt.append(nodes.Text(marked))
            cursor = run.stop
        if not rebuilt:
            return
        rebuilt.extend(children[cursor:])
        parent.children = rebuilt
        for child in rebuilt:
            if isinstance(child, nodes.Text) and child.parent is not parent:
                parent.setup_child(child)

    def _made(
        self, run: Run, carried: tuple[nodes.Text, OverrideReach] | None = None
    ) -> list[Made]:
        """The links of ``run`` and their anchors: those of the user's kinds that no
        escape keeps plain (:func:`kept_plain`), no override ``carried`` in from earlier in
        the block reverses and the user's controls keep."""
        shown = ShownText(run.raw)
        links = self.links(shown.text, run.before, run.after)
        if carried is not None and links:
            links = outside_spans(links, carried[1].spans(shown.text))
        made = []
        for link in links:
            if kept_plain(shown, link):
                continue
            anchor = page_anchor(self.mentions, link, self.options)
            if anchor is not None:
                made.append(Made(link, anchor, shown.raw_span(link.start, link.end)))
        return made

    def links(self, text: str, before: str, after: str) -> list[Link]:
        """The links of the user's kinds in ``text``, between the context characters
        ``before`` and ``after``."""
        return list(links_in_run(self.scanner, text, before, after))

    def anchor(self, link: Link) -> Anchor | None:
        """The anchor of ``link``, read again where the page already mentions it: the
        user's controls apply, and ``first_mention_only`` keeps it."""
        return self.mentions.made(link, lambda found: make_anchor(found, self.options), kept=True)


def is_rest(env: BuildEnvironment, docname: str) -> bool:
    """Whether reST's parser reads ``docname`` (its suffix in ``source_suffix``)."""
    try:
        return get_filetype(env.config.source_suffix, env.doc2path(docname)) == "restructuredtext"
    except FiletypeNotFoundError:
        return False
