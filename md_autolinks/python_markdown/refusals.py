"""The tree pass's reasons not to make a link, as the guard reads them in inline source.

The guard keeps other inline syntax out of a link only when the tree pass will make that
link: either the link is made or the markup stays (``a {https://a.com/*x*} b`` with
``attr_list`` keeps its emphasis). The tree pass (:mod:`.tree`) makes no link

1. while a ``[`` of the block is open, in a mode whose scanner has
   ``BLOCKED_BY_OPEN_BRACKET`` (``bracket_depth``);
2. while a raw ``<a>``, code or control element is open
   (:data:`~md_autolinks.common.never_linked.RAW_NEVER_LINKED_TAGS`,
   followed by :class:`~md_autolinks.common.text_runs.RawElements`);
3. inside or across an attribute list (:func:`~.placeholders.attribute_lists`);
4. beside a writer's backslash escape where the one escape rule gives another link
   or none (:func:`~.placeholders.kept_beside_escapes_in_run`,
   :mod:`md_autolinks.common.escapes`);
5. that the domain policy or the ``filter`` drops (:func:`refused_by_policy`, the rule the
   anchor builder applies through :func:`~md_autolinks.common.anchors.make_anchor`).

The tree pass reads these in the finished tree, where placeholders stand for raw HTML and
escapes; :class:`TreePassRefusals` reads the same rules, through the same functions, in
one paragraph's inline source, where Python-Markdown's inline stash holds them.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable

from markdown import Markdown, util

from ..common.never_linked import RAW_NEVER_LINKED_TAGS
from ..common.text_runs import RawElements
from ..engine.link_policy import has_policy, kept_link
from ..engine.model import Link, LinkKind, moved_link
from ..engine.options import Options
from ..engine.scanners.base import Scanner
from ..engine.scanners.brackets import bracket_depth
from .placeholders import (
    HEADER_LIKE_TAGS,
    Placeholders,
    attribute_lists,
    is_escape,
    kept_beside_escapes_in_run,
    widest_attribute_list,
)

STASHED_CONTEXT = "<"
"""What the engine sees where inline source was set aside (raw HTML, code, links): the
source of raw HTML and ``<...>`` autolinks starts with ``<``. It is context only: a link
that would take it in (``<`` opens a bracket in uts58) is scanned again without it."""


def refused_by_policy(link: Link, options: Options) -> bool:
    """Whether the domain policy or the ``filter`` drops ``link`` (reason 5)."""
    return has_policy(options) and kept_link(link, options) is None


class OpenBrackets:
    """cmark's bracket stack followed forward through a paragraph's source (gfm makes no
    www or URL link while a ``[`` is open). A bracket inside a link that is made is link
    text: the links the guard asks about are read past (:meth:`skip_link`), and where a
    stretch read on the way holds a ``[``, the links of its runs of text
    (``links_in_run``: those the tree pass reads in one run between placeholders) are read
    past too, each made unless a ``[`` is open at its start and it is of a kind an open
    ``[`` blocks (``bracketed``), as the tree pass follows them."""

    def __init__(
        self,
        data: str,
        bracketed: frozenset[LinkKind],
        links_in_run: Callable[[int, int], Iterable[Link]],
    ) -> None:
        self.data = data
        self.cursor = 0
        self.depth = 0
        self.bracketed = bracketed
        self.links_in_run = links_in_run
        self._run_start = 0
        """Where the run of text that holds the cursor started when last read."""
        self._run_links: dict[int, tuple[list[int], list[Link]]] = {}
        """The links of each run read so far, by the run's start, with their starts: a run
        is scanned once however many stretches it is read in."""

    def open_at(self, position: int) -> bool:
        """Whether a ``[`` is open at ``position`` (positions must not go back)."""
        if position > self.cursor:
            if self.data.find("[", self.cursor, position) >= 0:
                self._read_past_links(position)
            else:
                self.depth = bracket_depth(self.data, self.depth, self.cursor, position)
            self.cursor = position
        return self.depth > 0

    def skip_link(self, link: Link) -> None:
        """Read past a link that is made: a bracket inside it is link text."""
        self.cursor = max(self.cursor, link.end)

    def _read_past_links(self, position: int) -> None:
        """Follow the stack over ``data[cursor:position]``, reading past the links made in
        its runs of text."""
        data = self.data
        counted = self.cursor
        placeholder_end = data.rfind(util.ETX, self._run_start, counted)
        if placeholder_end >= 0:
            self._run_start = placeholder_end + 1
        run_start = self._run_start
        while run_start < position:
            run_end = data.find(util.STX, run_start)
            run_end = len(data) if run_end < 0 else run_end
            starts, links = self._links_of_run(run_start, run_end)
            for index in range(bisect_left(starts, counted), len(links)):
                link = links[index]
                if link.end > position:
                    break
                self.depth = bracket_depth(data, self.depth, counted, link.start)
                counted = link.start
                if not (self.depth and link.kind in self.bracketed):
                    counted = link.end
            placeholder_end = data.find(util.ETX, run_end)
            run_start = len(data) if placeholder_end < 0 else placeholder_end + 1
        self.depth = bracket_depth(data, self.depth, counted, position)

    def _links_of_run(self, start: int, end: int) -> tuple[list[int], list[Link]]:
        found = self._run_links.get(start)
        if found is None:
            links = list(self.links_in_run(start, end))
            found = self._run_links[start] = ([link.start for link in links], links)
        return found


class TreePassRefusals:
    """The reasons of this module's docstring, read in one paragraph's inline source for
    the links the guard finds there, which are asked about in order, as the tree pass
    reads them."""

    def __init__(
        self,
        md: Markdown,
        scanner: Scanner,
        options: Options,
        data: str,
        links_in_run: Callable[[int, int], Iterable[Link]],
    ) -> None:
        self.md = md
        self.scanner = scanner
        self.options = options
        self.data = data
        self.brackets = (
            OpenBrackets(data, frozenset(scanner.kinds), links_in_run)
            if scanner.BLOCKED_BY_OPEN_BRACKET
            else None
        )
        inline = md.treeprocessors["inline"]
        self.stashed: dict[str, object] = getattr(inline, "stashed_nodes", {})
        self.attribute_lists = "attr_list" in md.treeprocessors
        ancestors: list[str] = getattr(inline, "ancestors", [])
        self.in_heading = not ancestors or ancestors[-1] in HEADER_LIKE_TAGS
        """Whether the inline source is the text of a heading, table cell or term (read so
        where Python-Markdown does not say), whose attribute list ``attr_list`` reads after a
        space at its end."""
        self._widest: dict[int, tuple[int, int] | None] = {}
        """:func:`~.placeholders.widest_attribute_list` of each line asked, by its start."""
        self.raw = RawElements(RAW_NEVER_LINKED_TAGS) if util.STX in data else None
        self.host = Placeholders(md)
        self.cursor = 0

    def refuse(self, link: Link, start: int, end: int) -> bool:
        """Whether the tree pass would not make ``link``, found in the run of text
        ``data[start:end]``."""
        if self.brackets is not None and self.brackets.open_at(link.start):
            return True
        if self.raw is not None and self._raw_open_at(link.start):
            return True
        if self.brackets is not None:
            self.brackets.skip_link(link)
        if self.in_attribute_list(link):
            return True
        if not self._kept_beside_escapes(link, start, end):
            return True
        return refused_by_policy(link, self.options)

    def in_attribute_list(self, link: Link) -> bool:
        """Whether ``link`` reaches into an attribute list on its line (when ``attr_list``
        reads them), one that raw HTML inside it splits into several runs of text included
        (``{: .c <b>http://h.com/a&amp;b</b> }``): the braces around the link, or the
        widest stretch of its line that ``attr_list``'s grammar, which reads braces
        greedily, may take for one (:func:`~.placeholders.widest_attribute_list`); an
        attribute list holds no line break."""
        if not self.attribute_lists:
            return False
        data = self.data
        line_start = data.rfind("\n", 0, link.start) + 1
        opened = data.rfind("{", line_start, link.end)
        if opened < 0:
            return False
        line_end = data.find("\n", link.end)
        closed = data.find("}", link.start, len(data) if line_end < 0 else line_end)
        if closed < 0:
            return False
        if line_start not in self._widest:
            self._widest[line_start] = widest_attribute_list(
                data,
                line_start,
                len(data) if line_end < 0 else line_end,
                heading=self.in_heading,
            )
        widest = self._widest[line_start]
        if widest is not None and widest[0] < link.end and link.start < widest[1]:
            return True
        begin = data.rfind("}", line_start, link.start) + 1
        return any(
            found_start < link.end and link.start < found_end
            for found_start, found_end in attribute_lists(data, max(begin, line_start), closed + 1)
        )

    def _raw_open_at(self, position: int) -> bool:
        assert self.raw is not None
        if position > self.cursor:
            host = self.host
            for found in util.INLINE_PLACEHOLDER_RE.finditer(self.data, self.cursor, position):
                node = self.stashed.get(found.group(1))
                raw = host.raw_html(node) if isinstance(node, str) else ""
                if raw:
                    self.raw.read(raw)
            self.cursor = position
        return self.raw.depth > 0

    def _escape_at(self, at: int) -> str:
        """The escape placeholder (as the tree pass sees it) of the stashed node at ``at``."""
        found = util.INLINE_PLACEHOLDER_RE.match(self.data, at)
        node = self.stashed.get(found.group(1)) if found else None
        return node if isinstance(node, str) and is_escape(node) else ""

    def escape_before(self, start: int) -> str:
        """The escape placeholder of the stashed node that ends right before ``start`` (the
        start of a run of text), or ``""``."""
        data = self.data
        if start and data[start - 1] == util.ETX:
            return self._escape_at(data.rfind(util.STX, 0, start))
        return ""

    def _kept_beside_escapes(self, link: Link, start: int, end: int) -> bool:
        data = self.data
        before = self.escape_before(start)
        after = self._escape_at(end) if end < len(data) else ""
        if not before and not after:
            return True
        left = data[max(0, start - 1) : start]
        framed = left + data[start:end] + (STASHED_CONTEXT if end < len(data) else "")
        shift = len(left) - start
        local = moved_link(link, shift)
        return kept_beside_escapes_in_run(
            self.scanner, framed, local,
            left=len(left), limit=end + shift, before=before, after=after,
        )  # fmt: skip
