"""Sphinx front end: ``extensions = ["md_autolinks.sphinx"]``.

A read-time transform links bare URLs, www. hosts and emails in the docutils
``Text`` nodes of every document, reST and MyST alike. The text is already parsed,
so every kind is found in text nodes, each framed by what stands beside it. What
MyST's ``linkify`` or an author's explicit link made into a reference is skipped, so
nothing is linked twice.

reST links standalone URIs and emails itself, as it parses (the reStructuredText Markup
Specification, "Standalone Hyperlinks"). Those references are read again as the text they
are (:func:`~md_autolinks.docutils_runs.standalone_target`), so that they follow the same
rules as every other link of the page (``docs/getting-started.md``, "Links reST makes
itself"): where the mode links the URI's scheme (its scanner's ``LINKED_SCHEMES``), the mode
decides where the link ends, or that there is none; elsewhere the reference keeps the
extent docutils gave it. The domain policy, the ``filter`` and the anchor options apply to
all of them; a standalone URI written between ``<`` and ``>`` is left as docutils made it.

Each link becomes what :func:`~md_autolinks.common.anchors.make_anchor` makes of it under
the user's controls: no node at all when it refuses the link, else a ``reference``
with the anchor's text, its ``href`` as ``refuri`` and its ``class`` in the node's
classes. An anchor with more attributes (``rel``, ``target``, ``title``, a filter's
``data-*``) becomes an :class:`autolink_reference`, which HTML builders write with all
of them and every other builder writes as a plain reference.

Links are found in the text the reader sees (reST's backslash escapes read as docutils
reads them, :mod:`~md_autolinks.docutils_text`; neighbouring text nodes, such as a
substitution's, read as one text, :mod:`~md_autolinks.docutils_runs`), before Sphinx's
smartquotes, and become references after it, so the quotes beside a link read as without
the extension (:class:`AutolinkTransform`, :class:`AutolinkReferences`); where they stand is
kept beside the document, and every character of the page stays as it was. A reference is
only made where the writers take one, in a text element (:func:`linkable`). Label-like
places follow the rule of ``docs/getting-started.md`` ("Where links are not made"): titles,
titles of works (``<cite>``) and interface labels (``:guilabel:``, ``:menuselection:``) are
not linked; rubrics, captions and glossary terms are.

Configuration: ``md_autolinks_mode``, ``md_autolinks_kinds``, one ``md_autolinks_<name>``
per option of :data:`~md_autolinks.engine.options.OPTION_SPECS`, and the pages left out
(:data:`SPHINX_CONFIG`), checked when the configuration is read. A bad value or an
unknown ``md_autolinks_*`` name stops the build with one error line naming the value and
the valid choices (exit status 2). A page is left as it is when its docname matches
``md_autolinks_exclude_docs`` or its metadata says ``md_autolinks: off``
(:func:`page_is_linked`). A ``filter`` that fails gives one error naming the filter, the
page and the link, and the build stops before writing (exit status 2).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from .common.host_imports import missing_host

try:
    from docutils import nodes
    from sphinx import addnodes
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.environment import BuildEnvironment
    from sphinx.errors import ConfigError, FiletypeNotFoundError
    from sphinx.transforms import SphinxTransform
    from sphinx.util import get_filetype
    from sphinx.util import logging as sphinx_logging
    from sphinx.util.matching import Matcher
except ImportError as error:
    raise missing_host(error, "sphinx") from error

from . import __version__
from .common.anchors import Anchor
from .common.first_mentions import PageMentions, page_anchor
from .common.never_linked import CATEGORIES, Category
from .common.text_runs import links_in_run
from .docutils_runs import Run, is_standalone_reference, runs, standalone_target
from .docutils_text import ShownText, follow_smartquotes, guarded
from .engine.errors import FilterError, OptionError
from .engine.finder import get_scanner
from .engine.model import ALL_KINDS, Link, LinkKind
from .engine.option_values import closest
from .engine.options import OPTION_SPECS, Options, list_items
from .sphinx_filter import conf_filter

# Configuration: every md_autolinks_* value conf.py may set, declared here.

CONFIG_PREFIX = "md_autolinks_"
EXTRA_ATTRIBUTES = "md_autolinks_attributes"
"""The ``autolink_reference`` node attribute holding the anchor's other HTML attributes."""

_COLLECTIONS = (list, tuple, set, frozenset, str)
CONFIG_TYPES: dict[str, tuple[type, ...]] = {
    name: spec.conf_types for name, spec in OPTION_SPECS.items() if spec.conf_types
}
"""The Python types ``conf.py`` may give each option (the engine checks the values), from
:attr:`~md_autolinks.engine.option_table.OptionSpec.conf_types`; an option not listed takes
any value (``None``, the default, leaves it to the engine)."""

EXCLUDE_DOCS = "exclude_docs"
SPHINX_CONFIG: dict[str, tuple[object, tuple[type, ...], str]] = {
    EXCLUDE_DOCS: (
        [],
        _COLLECTIONS,
        "pages left as they are: glob patterns on docnames, as in exclude_patterns "
        "('changelog', 'release-notes/*')",
    ),
}
"""The values only Sphinx has, beside the engine's options: name -> (default, types, help)."""

PAGE_METADATA = "md_autolinks"
"""The page metadata field (reST's file-wide field list, MyST's front matter) that turns
linking off for one page."""
PAGE_OFF = frozenset({"off", "false", "no", "0"})
PAGE_ON = frozenset({"on", "true", "yes", "1"})

CONFIG_NAMES = tuple(CONFIG_PREFIX + name for name in (*OPTION_SPECS, *SPHINX_CONFIG))
"""Every ``md_autolinks_*`` name ``conf.py`` may set."""

NEVER_LINKED_NODES: dict[Category, tuple[type[nodes.Node], ...]] = {
    "code": (
        nodes.FixedTextElement,
        nodes.literal,
        nodes.option,
        nodes.classifier,
        addnodes.desc_signature,
        addnodes.desc_inline,
        addnodes.desc_sig_element,
    ),
    "math": (nodes.math,),
    "raw": (
        nodes.raw,
        nodes.comment,
        nodes.substitution_definition,
        nodes.system_message,
        nodes.problematic,
        addnodes.not_smartquotable,
    ),
    "link": (
        nodes.reference,
        nodes.Referential,
        nodes.target,
        nodes.image,
        nodes.label,
        addnodes.pending_xref,
    ),
    "control": (),
    "copied": (nodes.title, nodes.title_reference),
}
"""Sphinx's and docutils' node classes in the categories of
:mod:`md_autolinks.common.never_linked` (controls are inline elements with a class, see
:data:`SKIPPED_CLASSES`)."""
SKIPPED_PARENTS: tuple[type[nodes.Node], ...] = tuple(
    node for category in CATEGORIES for node in NEVER_LINKED_NODES[category]
)
"""Text inside these is never linked: code, math, raw markup, existing references and
targets, titles of works (``title_reference``, written ``<cite>``), comments, titles
(which Sphinx copies into its table-of-contents and navigation links), footnote and
citation labels (the HTML writer makes them a link back), classifiers of definition-list
terms (a reference there makes docutils write the list without its compact
``class="simple"``), command-line options and object signatures (code). Modelled on
Sphinx's smartquotes ``NON_SMARTQUOTABLE_PARENT_NODES``. With :data:`SKIPPED_CLASSES`,
this is the rule for label-like places of ``docs/getting-started.md``."""

SKIPPED_CLASSES = frozenset({"guilabel", "menuselection"})
"""Inline elements whose text names a control of an interface (``:guilabel:``,
``:menuselection:``): labels of something the reader clicks, never linked."""


SKIPPED_CLASSES = frozenset({"guilabel", "menuselection"})
"""Inline elements whose text names a control of an interface (``:guilabel:``,
``:menuselection:``): labels of something the reader clicks, never linked."""


def options_from_config(config: Config) -> Options:
    """The validated options of ``config``'s ``md_autolinks_*`` values.

    Raises :class:`~sphinx.errors.ConfigError` naming the bad value and the valid choices.
    """
    given = {
        name: value
        for name in OPTION_SPECS
        if (value := getattr(config, CONFIG_PREFIX + name)) is not None
    }
    for name, value in given.items():
        try:
            OPTION_SPECS[name].validate(value, name)
        except OptionError as error:
            raise ConfigError(f"{CONFIG_PREFIX}{name} = {value!r}: {error}") from error
    try:
        return Options.from_mapping(given)
    except OptionError as error:
        raise ConfigError(f"{CONFIG_PREFIX}{error}") from error


def excluded_docs(config: Config) -> list[str]:
    """The patterns of ``md_autolinks_exclude_docs`` (a list, or a comma-separated string).

    Raises :class:`~sphinx.errors.ConfigError` naming the value and the expected form.
    """
    name = CONFIG_PREFIX + EXCLUDE_DOCS
    value = getattr(config, name)
    try:
        patterns = list_items(value, EXCLUDE_DOCS, "docname patterns")
    except OptionError as error:
        raise ConfigError(f"{name} = {value!r}: {error}") from error
    for pattern in patterns:
        if not isinstance(pattern, str):
            raise ConfigError(
                f"{name} = {value!r}: {EXCLUDE_DOCS}: expected docname patterns "
                f"such as 'changelog' or 'release-notes/*', got {pattern!r}"
            )
    return [str(pattern) for pattern in patterns]


class autolink_reference(nodes.reference):  # type: ignore[misc]  # noqa: N801 (docutils naming)
    """An external reference whose anchor has HTML attributes beyond ``href`` and ``class``,
    kept in ``node["md_autolinks_attributes"]`` (a dict of name to value)."""


@dataclass(frozen=True)
class _Made:
    """One link the first pass made: the engine's link (offsets into the shown text), its
    anchor, and its span in the run's raw text as written."""

    link: Link
    anchor: Anchor
    raw: tuple[int, int]


@dataclass(frozen=True)
class _Pending:
    """A node whose links wait for smartquotes: its parent and place there, the guarded
    text the first pass left in it, and each link's span in that text."""

    parent: nodes.Element
    index: int
    raw: str
    guarded: str
    spans: list[tuple[int, int]]
    made: list[_Made]


_PENDING = "md_autolinks_pending"
"""The document attribute holding the :class:`_Pending` nodes between the two passes."""
FAILED_PAGES = "md_autolinks_failed_pages"
"""The environment attribute naming the pages whose ``filter`` failed."""

logger = sphinx_logging.getLogger(__name__)


class AutolinkTransform(SphinxTransform):
    """Finds the links of each run of a linkable element (:func:`linkable`) in the text its
    reader sees (:class:`~md_autolinks.docutils_text.ShownText`); a run is its neighbouring
    ``Text`` nodes and reST's standalone references (:func:`~md_autolinks.docutils_runs.runs`).

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
        setattr(self.document, _PENDING, linker.pending)


class _PageLinker:
    """The links of one page under ``options``; ``rest`` when reST parsed it."""

    def __init__(self, options: Options, rest: bool) -> None:
        self.options = options
        self.scanner = get_scanner(options)
        self.every_kind = get_scanner(replace(options, kinds=ALL_KINDS))
        self.schemes = self.scanner.LINKED_SCHEMES if rest else frozenset()
        self.rest = rest
        self.pending: list[_Pending] = []
        self.mentions = PageMentions(options)

    def link(self, parent: nodes.Element) -> None:
        """Link the runs of ``parent`` if it is linkable; then put the standalone references
        left among its children (docutils' extent) under the user's controls."""
        if linkable(parent):
            self._link_runs(parent)
        if self.rest:
            self._control_standalone(parent, plain=not linkable(parent))

    def _joins(self, siblings: list[nodes.Node], index: int) -> bool:
        """Whether ``siblings[index]`` is a standalone reference the mode reads again."""
        if not self.rest or not is_standalone_reference(siblings, index):
            return False
        return relinked_by_mode(siblings[index], self.schemes)

    def _link_runs(self, parent: nodes.Element) -> None:
        children = parent.children
        rebuilt: list[nodes.Node] = []
        cursor = 0
        for run in runs(parent, self._joins):
            made = self._made(run)
            if not made and not run.joined:
                continue
            marked, spans = guarded(run.raw, [each.raw for each in made])
            rebuilt.extend(children[cursor : run.first])
            text = nodes.Text(marked)
            if made:
                self.pending.append(_Pending(parent, len(rebuilt), run.raw, marked, spans, made))
            rebuilt.append(text)
            cursor = run.stop
        if not rebuilt:
            return
        rebuilt.extend(children[cursor:])
        parent.children = rebuilt
        for child in rebuilt:
            if isinstance(child, nodes.Text) and child.parent is not parent:
                parent.setup_child(child)

    def _made(self, run: Run) -> list[_Made]:
        """The links of ``run`` and their anchors: those of the user's kinds, any link over a
        joined standalone reference (which stays a link, of whatever kind), and each joined
        reference no link of the mode covers, with docutils' extent."""
        shown = ShownText(run.raw)
        scanner = self.every_kind if run.joined else self.scanner
        covered = [False] * len(run.joined)
        first_open = 0
        found: list[tuple[Link, tuple[int, int]]] = []
        for link in links_in_run(scanner, shown.text, run.before, run.after):
            raw = shown.raw_span(link.start, link.end)
            while first_open < len(run.joined) and run.joined[first_open][1] <= raw[0]:
                first_open += 1
            over = first_open
            while over < len(run.joined) and run.joined[over][0] < raw[1]:
                covered[over] = True
                over += 1
            if kept_plain(shown, link):
                continue
            if link.kind in self.options.kinds or over > first_open:
                found.append((link, raw))
        kept = [
            (_as_link(shown, span, reference_href), span)
            for span, reference_href, is_covered in zip(
                run.joined, run.hrefs, covered, strict=True
            )
            if not is_covered
        ]
        if kept:
            found = sorted(found + kept, key=lambda pair: pair[1])
        made = []
        for link, raw in found:
            anchor = page_anchor(self.mentions, link, self.options)
            if anchor is not None:
                made.append(_Made(link, anchor, raw))
        return made

    def _control_standalone(self, parent: nodes.Element, *, plain: bool) -> None:
        """Each standalone reference still among ``parent``'s children keeps docutils' extent
        and gets the user's controls: plain text where they refuse it, else their anchor,
        whose text smartquotes leaves as written (:func:`~.docutils_text.guarded`); a
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
            anchor = page_anchor(self.mentions, link, self.options)
            raw = str(child[0])
            if anchor is None:
                made: nodes.Node = nodes.Text(raw)
            else:
                made = _reference(link, anchor, raw, plain=plain)
                shown_text = str(made[0])
                made[0] = nodes.Text(guarded(shown_text, [(0, len(shown_text))])[0])
            made.parent = parent
            children[index] = made


def _as_link(shown: ShownText, raw: tuple[int, int], href: str) -> Link:
    """The link docutils made of the raw span ``raw`` of a run, with offsets into ``shown``."""
    start, end = shown.shown_span(*raw)
    kind = LinkKind.EMAIL if href.startswith("mailto:") else LinkKind.URL
    return Link(start, end, kind, href, shown.text[start:end])


def relinked_by_mode(reference: nodes.Element, schemes: frozenset[str]) -> bool:
    """Whether the mode reads a standalone reference again: an email, or a URI with one of
    ``schemes`` (the scanner's ``LINKED_SCHEMES``)."""
    href: str = reference["refuri"]
    shown = reference[0].astext()
    if href == "mailto:" + shown:
        return True
    scheme, colon, _ = href.partition(":")
    return bool(colon) and scheme.lower() in schemes


def is_rest(env: BuildEnvironment, docname: str) -> bool:
    """Whether reST's parser reads ``docname`` (its suffix in ``source_suffix``)."""
    try:
        return get_filetype(env.config.source_suffix, env.doc2path(docname)) == "restructuredtext"
    except FiletypeNotFoundError:
        return False


def page_is_linked(document: nodes.document, docname: str, config: Config) -> bool:
    """Whether md-autolinks reads a page (``docs/getting-started.md``, "Leaving pages
    out"): not when its docname matches a pattern of ``md_autolinks_exclude_docs`` (glob
    patterns as in Sphinx's ``exclude_patterns``), nor when its metadata (reST's field list
    at the top of the file, MyST's front matter) sets ``md_autolinks`` to ``off``,
    ``false`` or ``no``. Any other value of the field is a warning naming the valid ones."""
    patterns = excluded_docs(config)
    if patterns and Matcher(patterns)(docname):
        return False
    for info in document.findall(nodes.docinfo):
        for field in info.findall(nodes.field):
            if field[0].astext().strip() != PAGE_METADATA:
                continue
            value = field[1].astext().strip().lower()
            if value in PAGE_OFF:
                return False
            if value not in PAGE_ON:
                logger.warning(
                    "%s: %r is no setting; write %s: off (or false) to leave the page "
                    "out, on (or true) to link it",
                    PAGE_METADATA, field[1].astext().strip(), PAGE_METADATA,
                    location=field, type="md_autolinks", subtype="page",
                )  # fmt: skip
    return True


def report_filter_failure(env: BuildEnvironment, node: nodes.Node, error: FilterError) -> None:
    """Log one error naming the page and line, the filter and the link, and note the page:
    the build stops once every page is read (:func:`stop_after_failed_filter`)."""
    logger.error("%s", error, location=node, type="md_autolinks", subtype="filter")
    failed: set[str] = getattr(env, FAILED_PAGES, set())
    failed.add(env.docname)
    setattr(env, FAILED_PAGES, failed)


class AutolinkReferences(SphinxTransform):
    """Makes the references of the links :class:`AutolinkTransform` found, after
    smartquotes (priority 750).

    Smartquotes put a new ``Text`` node in the same place; the links are found in it again
    by :func:`~md_autolinks.docutils_text.follow_smartquotes`. The text between links is
    the new node's; each link's text is its text as written. A node that is not where it
    was, or not a rewrite of it, keeps its text and gets no link. Each element's children
    are rebuilt once, however many of its nodes hold links.
    """

    default_priority = 755

    def apply(self, **kwargs: Any) -> None:
        pending: list[_Pending] = getattr(self.document, _PENDING, [])
        if hasattr(self.document, _PENDING):
            delattr(self.document, _PENDING)
        by_parent: dict[int, list[_Pending]] = {}
        for entry in pending:
            by_parent.setdefault(id(entry.parent), []).append(entry)
        for entries in by_parent.values():
            _make_references(entries[0].parent, entries)


def _make_references(parent: nodes.Element, entries: list[_Pending]) -> None:
    """Replace each pending node of ``parent`` by its text and references."""
    expanded: dict[int, list[nodes.Node]] = {}
    for entry in entries:
        if entry.index >= len(parent.children):
            continue
        text = parent[entry.index]
        if not isinstance(text, nodes.Text):
            continue
        pieces = _pieces(entry, str(text))
        if pieces is not None:
            expanded[entry.index] = pieces
    if not expanded:
        return
    rebuilt: list[nodes.Node] = []
    for index, child in enumerate(parent.children):
        replacement = expanded.get(index)
        if replacement is None:
            rebuilt.append(child)
            continue
        for piece in replacement:
            parent.setup_child(piece)
        rebuilt.extend(replacement)
    parent.children = rebuilt


def _pieces(entry: _Pending, after: str) -> list[nodes.Node] | None:
    """The text and references ``after`` (what smartquotes made of the pending node) becomes,
    or ``None`` when it is no rewrite of it."""
    offsets = follow_smartquotes(
        entry.guarded, after, [offset for span in entry.spans for offset in span]
    )
    if offsets is None:
        return None
    pieces: list[nodes.Node] = []
    cursor = 0
    for number, made in enumerate(entry.made):
        start, end = offsets[2 * number], offsets[2 * number + 1]
        if start > cursor:
            pieces.append(nodes.Text(after[cursor:start]))
        written = entry.raw[made.raw[0] : made.raw[1]]
        pieces.append(_reference(made.link, made.anchor, written))
        cursor = end
    if cursor < len(after):
        pieces.append(nodes.Text(after[cursor:]))
    return pieces


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


def _reference(
    link: Link, anchor: Anchor, written: str, *, plain: bool = False
) -> nodes.reference:
    """``anchor`` as a ``reference``, or an ``autolink_reference`` when it has more attributes
    and is not to be ``plain`` (then those are left out).

    Its text is ``written``, the link's raw text with its escapes, unless the anchor shows
    other text (``readable_text``, ``hide_scheme``, a filter's ``text``).
    """
    extra = {} if plain else dict(anchor.attributes)
    href = anchor.attributes["href"]
    extra.pop("href", None)
    classes = (extra.pop("class", None) or anchor.attributes.get("class", "")).split()
    kind = autolink_reference if extra else nodes.reference
    shown = written if anchor.text == link.text else anchor.text
    node = kind(nodes.unescape(written, True), "", nodes.Text(shown), refuri=href, classes=classes)
    if extra:
        node[EXTRA_ATTRIBUTES] = extra
    return node


def linkable(element: nodes.Element) -> bool:
    """Whether links may be made in the ``Text`` children of ``element``: it is a text
    element (a paragraph, an emphasis, a term, ...), the only place docutils' and
    Sphinx's writers take a reference, and neither it nor an ancestor is one of
    :data:`SKIPPED_PARENTS`, an interface label (:data:`SKIPPED_CLASSES`) or marked
    ``support_smartquotes = False``. Text anywhere else (directly in a field body, a
    table cell, a list item) stays as it is.
    """
    if not isinstance(element, nodes.TextElement):
        return False
    node: nodes.Element | None = element
    while node is not None:
        if isinstance(node, SKIPPED_PARENTS) or node.get("support_smartquotes") is False:
            return False
        if isinstance(node, nodes.inline) and SKIPPED_CLASSES & set(node["classes"]):
            return False
        node = node.parent
    return True


def visit_autolink_reference_html(translator: Any, node: autolink_reference) -> None:
    """Write the ``<a>`` with every attribute of the anchor, in name order as docutils
    writes attributes, each value escaped (and ``mailto:`` cloaked) by the HTML writer."""
    href = node["refuri"]
    if translator.settings.cloak_email_addresses and href.startswith("mailto:"):
        href = translator.cloak_mailto(href)
        translator.in_mailto = True
    attributes = {
        **node[EXTRA_ATTRIBUTES],
        "class": " ".join([*node["classes"], "reference", "external"]),
        "href": href,
    }
    written = "".join(
        f' {name}="{translator.attval(value)}"' for name, value in sorted(attributes.items())
    )
    translator.body.append(f"<a{written}>")


def depart_autolink_reference_html(translator: Any, node: autolink_reference) -> None:
    """Close the ``<a>``."""
    translator.body.append("</a>")
    translator.in_mailto = False


def visit_as_reference(translator: Any, node: autolink_reference) -> None:
    """Any other builder writes the link as the plain external reference it also is."""
    translator.visit_reference(node)


def depart_as_reference(translator: Any, node: autolink_reference) -> None:
    """Close the link as a plain reference."""
    translator.depart_reference(node)


def check_config(app: Sphinx, config: Config) -> None:
    """``config-inited``: stop the build on an unknown ``md_autolinks_*`` name (see
    :func:`unknown_config_names`) or a bad value, with one error line naming the value and
    the valid choices and exit status 2, without Sphinx's crash report (a
    :class:`~sphinx.errors.ConfigError` raised here would print one).

    A ``filter`` becomes a :class:`~md_autolinks.sphinx_filter.NamedFilter`: a
    ``"module:function"`` is imported with the folder of ``conf.py`` first on the path, and
    Sphinx keeps and compares the filter by its name between builds."""
    problems = unknown_config_names(config)
    name = CONFIG_PREFIX + "filter"
    try:
        setattr(config, name, conf_filter(getattr(config, name), str(app.confdir)))
    except OptionError as error:
        problems.append(f"{name} = {getattr(config, name)!r}: {error}")
    if not problems:
        try:
            options_from_config(config)
            excluded_docs(config)
        except ConfigError as error:
            problems.append(str(error))
    for problem in problems:
        logger.error("%s", problem, type="md_autolinks", subtype="config")
    if problems:
        raise SystemExit(2)


def unknown_config_names(config: Config) -> list[str]:
    """One message per ``md_autolinks_*`` name set in ``conf.py`` that is no option,
    naming the closest valid name (a misspelling would otherwise build silently)."""
    messages = []
    options = [name.removeprefix(CONFIG_PREFIX) for name in CONFIG_NAMES]
    for name in sorted(getattr(config, "_raw_config", {})):
        if not name.startswith(CONFIG_PREFIX) or name in CONFIG_NAMES:
            continue
        suffix = name.removeprefix(CONFIG_PREFIX)
        near = closest(suffix, options)
        closest_name = [CONFIG_PREFIX + near] if near else []
        hint = f"did you mean {closest_name[0]!r}?" if closest_name else "valid names are"
        listed = "" if closest_name else " " + ", ".join(map(repr, CONFIG_NAMES))
        messages.append(f"unknown configuration value {name!r} in conf.py; {hint}{listed}")
    return messages


def stop_after_failed_filter(app: Sphinx, env: BuildEnvironment) -> None:
    """``env-updated``: every page is read; if a ``filter`` failed on one, its error is
    logged, and the build stops before writing, with exit status 2."""
    if getattr(env, FAILED_PAGES, None):
        raise SystemExit(2)


def merge_failed_pages(
    app: Sphinx, env: BuildEnvironment, docnames: Iterable[str], other: BuildEnvironment
) -> None:
    """``env-merge-info``: a parallel reader's pages whose filter failed."""
    failed: set[str] = getattr(other, FAILED_PAGES, set())
    if failed:
        setattr(env, FAILED_PAGES, getattr(env, FAILED_PAGES, set()) | failed)


def _config_default(name: str) -> object:
    """The engine's default for ``name`` as ``conf.py`` would write it, or ``None``."""
    default = getattr(Options(), name)
    if isinstance(default, frozenset):
        default = sorted(map(str, default))
    try:
        Options.from_mapping({name: default})
    except OptionError:
        return None
    return default


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the ``md_autolinks_*`` config values and the transforms."""
    for name in OPTION_SPECS:
        app.add_config_value(
            CONFIG_PREFIX + name,
            _config_default(name),
            "env",
            types=CONFIG_TYPES.get(name, ()),
            description=OPTION_SPECS[name].help,
        )
    for name, (default, types, description) in SPHINX_CONFIG.items():
        app.add_config_value(
            CONFIG_PREFIX + name, default, "env", types=types, description=description
        )
    app.connect("config-inited", check_config)
    app.connect("env-merge-info", merge_failed_pages)
    app.connect("env-updated", stop_after_failed_filter)
    as_reference = (visit_as_reference, depart_as_reference)
    app.add_node(
        autolink_reference,
        html=(visit_autolink_reference_html, depart_autolink_reference_html),
        latex=as_reference,
        text=as_reference,
        man=as_reference,
        texinfo=as_reference,
    )
    app.add_transform(AutolinkTransform)
    app.add_transform(AutolinkReferences)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
