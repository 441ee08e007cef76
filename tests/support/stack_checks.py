"""The properties the stack oracle checks on each rendered page (``tests/cross/stacks``).

A page rendered with md-autolinks (its anchors carry :data:`support.stack_front_ends.MARK`)
is compared with the same page rendered by the same stack without it, block by block (the
marker paragraphs of :mod:`support.stack_pages` split both):

- ``unwrap``: taking md-autolinks' anchors out (their text stays) gives the page without it,
  under :func:`support.html_normalize.normalize_html`; with the front end's own linker beside,
  every plain anchor (``href`` and a class at most, text only) is taken out on both sides;
- ``extent``: each added anchor is a link :func:`md_autolinks.find_links` makes, at the same
  place and with the same href, in the text the reader sees around it (its run of text
  between two elements);
- ``missed``: each link ``find_links`` makes in a run of text where links are made is an
  added anchor (front ends leave some runs alone on purpose: :data:`NOT_PROSE`); with the
  front end's own linker beside, a run reads on through the linker's anchors
  (:func:`linker_anchor`): text glued to one is the same token to ``find_links``, and a
  link overlapping the linker's is the linker's;
- ``nested``: no added anchor inside an anchor, code, pre, script, style, kbd, samp, math,
  svg or a control, and none written as text (into a script, a comment, an attribute);
- ``warning`` and ``exception``: the front end logs no warning the page without md-autolinks
  does not, and raises nothing.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import unquote

from md_autolinks import Link, find_links
from md_autolinks.engine.bidi import OverrideReach, starts_outside
from support.html_normalize import BLOCK_TAGS, VOID_TAGS, normalize_html
from support.stack_front_ends import MARK, FrontEnd, Rendered, Setting
from support.stack_pages import BLOCK_MARK, Page

NEVER_INSIDE = frozenset(
    {
        "a", "code", "pre", "script", "style", "kbd", "samp", "math", "svg", "button",
        "label", "summary", "select", "option", "textarea", "legend",
    }
)  # fmt: skip
"""Elements no added anchor may stand in (issue 36: code, raw text, math, svg, controls)."""

NOT_PROSE_CLASSES = frozenset({".math", ".arithmatex", ".raw"})
"""Classes of math (Sphinx's and arithmatex's) and of the raw HTML the reST pages write:
never prose either."""


@dataclass
class Node:
    """An element of a parsed fragment: tag, attributes, children (text or elements)."""

    tag: str
    attrs: list[tuple[str, str | None]] = field(default_factory=list)
    children: list[Node | str] = field(default_factory=list)
    parent: Node | None = None

    def attr(self, name: str) -> str:
        return next((value or "" for key, value in self.attrs if key == name), "")

    @property
    def ours(self) -> bool:
        return self.tag == "a" and MARK in self.attr("class").split()

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def ancestors(self) -> list[str]:
        found, node = [], self.parent
        while node is not None:
            found.append(node.tag)
            node = node.parent
        return found

    def walk(self) -> list[Node]:
        found = [self]
        for child in self.children:
            if isinstance(child, Node):
                found.extend(child.walk())
        return found


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self.open = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, attrs, parent=self.open[-1])
        self.open[-1].children.append(node)
        if tag not in VOID_TAGS:
            self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open[-1].children.append(Node(tag, attrs, parent=self.open[-1]))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.open) - 1, 0, -1):
            if self.open[depth].tag == tag:
                del self.open[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)

    def handle_comment(self, data: str) -> None:
        self.open[-1].children.append(Node("#comment", [("data", data)], parent=self.open[-1]))


def parse(fragment: str) -> Node:
    """The tree of an HTML fragment (end tags without a start tag are dropped)."""
    builder = _TreeBuilder()
    builder.feed(fragment)
    builder.close()
    return builder.root


def _plain_anchor(node: Node) -> bool:
    names = {name for name, _ in node.attrs}
    classes = set(node.attr("class").split())
    return (
        node.tag == "a"
        and names <= {"href", "class", "rel", "target"}
        and classes <= {MARK, "magiclink", "reference", "external"}
        and all(isinstance(child, str) or child.tag == "span" for child in node.children)
    )


def serialize(
    node: Node, unwrap: bool, kept: Counter[str] | None, literal: bool, reread: bool = False
) -> str:
    """``node`` written back as HTML, md-autolinks' anchors taken out with ``unwrap``.

    With the front end's own linker beside (``kept`` is then how many of the page's plain
    anchors without md-autolinks have each text, less those the linker still made beside
    md-autolinks: :func:`restyled`), every plain anchor, and as many added anchors of each
    of those texts, in order (md-autolinks may style a link the linker made, never move its
    ends), is written ``<a>`` and its text; with ``reread`` (reST, whose own links
    md-autolinks reads again under the mode's rules: docs/getting-started.md "Links reST
    makes itself"), every plain anchor and every added one is its text. With ``literal``
    (gfm), a character reference an added anchor shows literally is read as its character,
    as the page without md-autolinks shows it (cmark-gfm's extended autolinks keep it literal:
    docs/security.md)."""
    parts: list[str] = []
    for child in node.children:
        if isinstance(child, str):
            parts.append(html.escape(child, quote=False))
        elif child.tag == "#comment":
            parts.append(f"<!--{child.attr('data')}-->")
        elif reread and (child.ours or _plain_anchor(child)):
            parts.append(html.escape(child.text(), quote=False))
        elif unwrap and child.ours and not _take(kept, child.text()):
            shown = html.unescape(child.text()) if literal else child.text()
            parts.append(html.escape(shown, quote=False))
        elif kept is not None and (child.ours or _plain_anchor(child)):
            parts.append(f"<a>{html.escape(child.text(), quote=False)}</a>")
        else:
            attrs = "".join(f' {name}="{html.escape(value or "")}"' for name, value in child.attrs)
            inner = serialize(child, unwrap, kept, literal, reread)
            closing = "" if child.tag in VOID_TAGS else f"</{child.tag}>"
            parts.append(f"<{child.tag}{attrs}>{inner}{closing}")
    return "".join(parts)


def _take(kept: Counter[str] | None, text: str) -> bool:
    """Whether an added anchor showing ``text`` is a linker's link restyled: one of
    ``kept`` is left for it (and is then taken)."""
    if not kept or kept[text] <= 0:
        return False
    kept[text] -= 1
    return True


_ATOMIC = re.compile(r"</?abbr[^>]*>")


def comparable(
    node: Node,
    unwrap: bool,
    kept: Counter[str] | None = None,
    literal: bool = False,
    reread: bool = False,
) -> str:
    """The normalised HTML of ``node`` (:func:`serialize`); an abbreviation's markup and
    smart quotes (single and double) are left out, which a link's text keeps literal on
    purpose (docs/python-markdown.md#neighbouring-extensions, docs/getting-started.md
    "Smart quotes": Sphinx's smartquotes leaves a link's own quotes as written)."""
    written = _ATOMIC.sub("", serialize(node, unwrap, kept, literal, reread))
    return normalize_html(written.translate(_STRAIGHT))


_STRAIGHT = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def plain_anchor_texts(node: Node) -> frozenset[str]:
    """The texts of the plain anchors (a linker's) of ``node``."""
    return frozenset(found.text() for found in node.walk() if _plain_anchor(found))


def restyled(linked: Node, plain: Node, as_written: Callable[[str], str]) -> Counter[str]:
    """How many anchors of each text md-autolinks may have restyled in ``linked``: the plain
    anchors of ``plain`` (the page without it) less the plain anchors ``linked`` still has
    that are not md-autolinks'. A text the linker linked once and md-autolinks again
    elsewhere is one restyled link and one added one."""
    before = Counter(as_written(found.text()) for found in plain.walk() if _plain_anchor(found))
    left = Counter(
        as_written(found.text())
        for found in linked.walk()
        if _plain_anchor(found) and not found.ours
    )
    return before - left


_BLOCK = re.compile(rf"<p>{BLOCK_MARK}(\d+)zz</p>")


def blocks(page_html: str) -> dict[int, str]:
    """The HTML of each block of a page, by number (-1: before the first marker)."""
    pieces = _BLOCK.split(page_html)
    found = {-1: pieces[0]}
    for at in range(1, len(pieces) - 1, 2):
        found[int(pieces[at])] = pieces[at + 1]
    return found


@dataclass(frozen=True)
class Violation:
    """One property broken on one block of one page."""

    front_end: str
    setting: str
    mode: str
    dialect: str
    prop: str
    detail: str
    block: str
    page: str
    text: str = ""
    """The text of the anchor or link concerned (empty for a page-wide violation)."""

    def __str__(self) -> str:
        return (
            f"[{self.front_end} {self.setting} {self.dialect}] {self.prop}: {self.detail}\n"
            f"    block: {self.block!r}"
        )


@dataclass
class _Run:
    """Text and added anchors between two other elements; whether the character before
    (after) it is known to the reader: the run starts (ends) its block."""

    pieces: list[Node | str] = field(default_factory=list)
    open_start: bool = False
    open_end: bool = False
    at: int = 0
    """The index of the run's first piece among its element's children."""


def _end_at_backref(run: _Run) -> None:
    """The writer's text ends before the no-break space Python-Markdown's footnotes put
    before a back reference (docs/python-markdown.md)."""
    last = run.pieces[-1] if run.pieces else None
    if isinstance(last, str) and last.endswith("\xa0"):
        run.pieces[-1] = last[:-1]


def linker_anchor(node: Node) -> bool:
    """Whether ``node`` is an anchor a linker made (a plain anchor, not md-autolinks', that
    shows its own target: ``<a href="mailto:me@a.org">me@a.org</a>``)."""
    text = node.text()
    return _plain_anchor(node) and not node.ours and bool(text) and text in _href(node.attr("href"))


def _runs(node: Node, glued: bool = False) -> list[_Run]:
    """The runs of ``node``'s children; with ``glued``, a linker's anchor
    (:func:`linker_anchor`) is read as part of its run."""
    block = node.tag in BLOCK_TAGS or node.tag == "#root"
    runs = [_Run(open_start=not block)]
    for index, child in enumerate(node.children):
        if isinstance(child, str) or child.ours or (glued and linker_anchor(child)):
            runs[-1].pieces.append(child)
        elif "footnote-backref" in child.attr("class").split():
            _end_at_backref(runs[-1])
            runs.append(_Run(open_start=True, at=index + 1))
        elif child.tag != "#comment":
            runs[-1].open_end = True
            runs.append(_Run(open_start=True, at=index + 1))
    runs[-1].open_end = not block
    return [run for run in runs if run.pieces]


def _href(written: str) -> str:
    return unquote(written)


def _prose(node: Node, not_prose: frozenset[str]) -> bool:
    chain = [node]
    while chain[-1].parent is not None:
        chain.append(chain[-1].parent)
    return not any(
        found.tag in NEVER_INSIDE
        or found.tag in not_prose
        or (NOT_PROSE_CLASSES | not_prose) & {f".{name}" for name in found.attr("class").split()}
        for found in chain
    )


Span = tuple[int, int, str]
"""An anchor's start and end in its run and its href."""


@dataclass(frozen=True)
class _Span:
    """An anchor in the text of its run: where, its href and its text."""

    start: int
    end: int
    href: str
    shown: str


def _found(links: list[Link], span: Span) -> bool:
    start, end, href = span
    return any(
        (link.start, link.end, _href(link.href)) == (start, end, _href(href)) for link in links
    )


def _found_in_a_frame(run: _Run, context: str, mode: str, span: Span) -> bool:
    """Whether an anchor touching a run's open edge is found with a space or a ``<`` (the
    character a front end reads for raw HTML) beyond that edge: the oracle does not know
    which character the front end saw there."""
    start, end, href = span
    before = run.open_start and start == 0
    after = run.open_end and end == len(context)
    if not (before or after):
        return False
    for beyond in (" ", "<"):
        lead = beyond if before else ""
        framed = lead + context + (beyond if after else "")
        links = find_links(framed, mode=mode)
        if _found(links, (start + len(lead), end + len(lead), href)):
            return True
    return False


def _read(run: _Run, as_written: Callable[[str], str]) -> tuple[str, list[_Span]]:
    """The text of ``run`` as md-autolinks read it, and the span of each anchor in it."""
    text, spans, position = [], [], 0
    for piece in run.pieces:
        shown = as_written(piece if isinstance(piece, str) else piece.text())
        if isinstance(piece, Node):
            spans.append(_Span(position, position + len(shown), piece.attr("href"), shown))
        text.append(shown)
        position += len(shown)
    return "".join(text), spans


def _extent(
    node: Node, mode: str, as_written: Callable[[str], str], kept: frozenset[str]
) -> list[tuple[str, str, str]]:
    problems = []
    for run in _runs(node):
        context, spans = _read(run, as_written)
        if not spans:
            continue
        links = find_links(context, mode=mode)
        for span in spans:
            place = (span.start, span.end, span.href)
            if span.shown in kept or _found(links, place):  # a linker's link
                continue
            if _found_in_a_frame(run, context, mode, place):
                continue
            detail = f"{span.shown!r} -> {span.href!r} in {context!r}"
            problems.append(("extent", detail, span.shown))
    return problems


_EMBEDDED_WHOLE = frozenset({"svg", "math"})
"""Elements HTML embeds whole: their bidi controls reach nothing outside them."""


def _seen(node: Node, stop: int | None = None) -> str:
    """The text of ``node``'s children up to ``stop``, as the bidi algorithm reads it
    (nothing of an element embedded whole)."""
    return "".join(
        child if isinstance(child, str) else "" if child.tag in _EMBEDDED_WHOLE else _seen(child)
        for child in node.children[:stop]
    )


def _block_text_before(node: Node, at: int) -> str:
    """The text of ``node``'s block before its child ``at``, in document order: what an
    override reaches the run there from (docs/security.md#guaranteed; a ``<br>`` is read as
    the front ends read it, as no end of the override's reach, on the side of no link)."""
    pieces = [_seen(node, at)]
    while node.parent is not None and node.tag not in BLOCK_TAGS:
        parent = node.parent
        pieces.append(_seen(parent, parent.children.index(node)))
        node = parent
    return "".join(reversed(pieces))


def _overridden(node: Node, run: _Run, context: str) -> list[tuple[int, int]]:
    """Where in ``context`` (``run``'s text) an override opened in it or earlier in its
    block is in effect."""
    reach = OverrideReach()
    reach.spans(_block_text_before(node, run.at))
    return reach.spans(context)


def _missed(
    node: Node, mode: str, as_written: Callable[[str], str], linker: bool
) -> list[tuple[str, str, str]]:
    problems = []
    for run in _runs(node, glued=linker):
        context, spans = _read(run, as_written)
        links = find_links(context, mode=mode)
        if links:
            kept = starts_outside([link.start for link in links], _overridden(node, run, context))
            links = [links[index] for index in kept]
        for link in links:
            if (link.start == 0 and run.open_start) or (link.end == len(context) and run.open_end):
                continue
            if not any(span.start < link.end and link.start < span.end for span in spans):
                problems.append(("missed", f"{link.text!r} in {context!r}", link.text))
    return problems


def _extent_and_missed(
    root: Node,
    mode: str,
    front_end: FrontEnd,
    dialect: str,
    kept: frozenset[str],
    *,
    linker: bool,
) -> list[tuple[str, str, str]]:
    as_written = front_end.as_written.get(dialect, str)
    problems = []
    for node in root.walk():
        if node.tag == "#comment" or node.tag in VOID_TAGS:
            continue
        problems += _extent(node, mode, as_written, kept)
        if _prose(node, front_end.not_prose):
            problems += _missed(node, mode, as_written, linker)
    return problems


def _nested(root: Node, kept: frozenset[str]) -> list[tuple[str, str, str]]:
    problems = []
    for node in root.walk():
        if node.ours and node.text() not in kept:
            inside = NEVER_INSIDE & set(node.ancestors())
            if inside:
                problems.append(("nested", f"{node.text()!r} inside {sorted(inside)}", node.text()))
        for child in node.children:
            if isinstance(child, str) and MARK in child:
                problems.append(("nested", f"an anchor written as text in <{node.tag}>", child))
        for name, value in node.attrs:
            if value and MARK in value and not (node.tag == "a" and name == "class"):
                problems.append(("nested", f"an anchor written into {node.tag}[{name}]", value))
    return problems


def check_page(
    front_end: FrontEnd, page: Page, setting: Setting, linked: Rendered, plain: Rendered
) -> list[Violation]:
    """Every violation of the properties (module docstring) on ``page``."""
    mode = setting.mode or ""

    def violation(prop: str, detail: str, number: int, text: str = "") -> Violation:
        source = page.blocks[number] if 0 <= number < len(page.blocks) else page.source
        return Violation(
            front_end.name, str(setting), mode, page.dialect, prop, detail, source, page.source,
            text,
        )  # fmt: skip

    found = []
    if linked.error and not plain.error:
        found.append(violation("exception", linked.error, -1))
    added = sorted(set(linked.warnings) - set(plain.warnings))
    if added:
        found.append(violation("warning", "; ".join(added), -1))
    linked_blocks, plain_blocks = blocks(linked.html), blocks(plain.html)
    if linked_blocks.keys() != plain_blocks.keys():
        found.append(violation("unwrap", "the blocks differ", -1))
        return found
    for number, fragment in linked_blocks.items():
        tree, plain_tree = parse(fragment), parse(plain_blocks[number])
        reread = page.dialect in front_end.rereads and (setting.linker or page.dialect == "rst")
        as_written = front_end.as_written.get(page.dialect, str)
        kept = (
            frozenset(map(as_written, plain_anchor_texts(plain_tree)))
            if setting.linker or reread
            else None
        )
        counted = None if kept is None else restyled(tree, plain_tree, as_written)
        linked_form = comparable(tree, True, counted, mode == "gfm", reread)
        if linked_form != comparable(plain_tree, False, counted, False, reread):
            found.append(violation("unwrap", "the page without md-autolinks differs", number))
        kept = kept or frozenset()
        problems = _nested(tree, kept) + _extent_and_missed(
            tree, mode, front_end, page.dialect, kept, linker=setting.linker
        )
        for prop, detail, text in problems:
            found.append(violation(prop, detail, number, text))
    return found


@dataclass
class Outcome:
    """What the oracle found over one front end's pages: violations and anchors made."""

    violations: list[Violation] = field(default_factory=list)
    anchors: int = 0
    renders: int = 0


def run(front_end: FrontEnd, pages: list[Page]) -> Outcome:
    """Render ``pages`` in every setting of ``front_end`` and without md-autolinks, and check
    every page (:func:`check_page`)."""
    outcome = Outcome()
    plain: dict[Setting, list[Rendered]] = {}
    for setting in front_end.settings():
        if setting.plain not in plain:
            plain[setting.plain] = front_end.render(pages, setting.plain)
        linked = front_end.render(pages, setting)
        outcome.renders += 1
        for page, with_it, without in zip(pages, linked, plain[setting.plain], strict=True):
            outcome.anchors += with_it.html.count(MARK)
            outcome.violations.extend(check_page(front_end, page, setting, with_it, without))
    return outcome
