"""Sphinx front end: ``extensions = ["md_autolinks.sphinx"]``.

A read-time transform links bare URLs, www. hosts and emails in the docutils
``Text`` nodes of every document, reST and MyST alike. The text is already parsed,
so every kind is found in text nodes, each framed by what stands beside it. What
reST (standalone URIs and emails) or MyST's ``linkify`` already made into references
is a reference, and references are skipped, so nothing is linked twice.

Each link becomes what :func:`~md_autolinks.common.anchors.make_anchor` makes of it under
the user's controls: no node at all when it refuses the link, else a ``reference``
with the anchor's text, its ``href`` as ``refuri`` and its ``class`` in the node's
classes. An anchor with more attributes (``rel``, ``target``, ``title``, a filter's
``data-*``) becomes an :class:`autolink_reference`, which HTML builders write with all
of them and every other builder writes as a plain reference.

Links are found in the text the reader sees (reST's backslash escapes read as docutils
reads them, :mod:`~md_autolinks.docutils_text`), before Sphinx's smartquotes, and become
references after it, so the quotes beside a link read as without the extension
(:class:`AutolinkTransform`, :class:`AutolinkReferences`); where they stand is kept beside
the document, and every character of the page stays as it was. A reference is only made
where the writers take one, in a text element (:func:`linkable`). Label-like places follow the
rule of ``docs/getting-started.md`` ("Where links are not made"): titles, titles of works
(``<cite>``) and interface labels (``:guilabel:``, ``:menuselection:``) are not linked;
rubrics, captions and glossary terms are.

Configuration: ``md_autolinks_mode``, ``md_autolinks_kinds`` and one
``md_autolinks_<name>`` per option of :data:`~md_autolinks.engine.options.OPTION_SPECS`,
checked when the configuration is read. A bad value stops the build with one error
line naming the value and the valid choices (exit status 2); an unknown
``md_autolinks_*`` name is a warning naming the closest valid one (an error under
``-W``). A ``filter`` that fails stops the build with an
:class:`~sphinx.errors.ExtensionError` naming the document, line, link text and offset.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

from .common.host_imports import missing_host

try:
    from docutils import nodes
    from sphinx import addnodes
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.errors import ConfigError, ExtensionError
    from sphinx.transforms import SphinxTransform
    from sphinx.util import logging as sphinx_logging
    from sphinx.util.logging import get_node_location
except ImportError as error:
    raise missing_host(error, "sphinx") from error

from . import __version__
from .common.anchors import Anchor, make_anchor
from .common.never_linked import CATEGORIES, Category
from .common.text_runs import DELIMITER, OPAQUE, links_in_run
from .docutils_text import ShownText, follow_smartquotes, guarded
from .engine.errors import FilterError, OptionError
from .engine.finder import get_scanner
from .engine.model import Link, LinkKind
from .engine.options import OPTION_SPECS, Options

CONFIG_PREFIX = "md_autolinks_"
EXTRA_ATTRIBUTES = "md_autolinks_attributes"
"""The ``autolink_reference`` node attribute holding the anchor's other HTML attributes."""

_COLLECTIONS = (list, tuple, set, frozenset, str)
CONFIG_TYPES: dict[str, tuple[type, ...]] = {
    "mode": (str,),
    "kinds": _COLLECTIONS,
    "bare_domains": (bool, str),
    "exclude_tlds": _COLLECTIONS,
    "css_class": (str,),
    "rel": (str,),
    "target": (str,),
    "title": (str,),
    "allow_domains": _COLLECTIONS,
    "deny_domains": _COLLECTIONS,
    "readable_text": (bool,),
    "hide_scheme": (bool,),
    "replace_magiclink": (bool,),
}
"""The Python types ``conf.py`` may give each option (the engine checks the values);
an option not listed takes any value (``None``, the default, leaves it to the engine)."""

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

EMPHASIS = (nodes.emphasis, nodes.strong)


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


class autolink_reference(nodes.reference):  # type: ignore[misc]  # noqa: N801 (docutils naming)
    """An external reference whose anchor has HTML attributes beyond ``href`` and ``class``,
    kept in ``node["md_autolinks_attributes"]`` (a dict of name to value)."""


@dataclass(frozen=True)
class _Made:
    """One link the first pass made: the engine's link (offsets into the shown text), its
    anchor, and its span in the node's raw text as written."""

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


class AutolinkTransform(SphinxTransform):
    """Finds the links of each ``Text`` node of a linkable element (:func:`linkable`) in
    the text its reader sees (:class:`~md_autolinks.docutils_text.ShownText`).

    Runs before Sphinx's smartquotes (priority 750), so links are found in the text as
    written, not with dashes and quotes already made typographic. The node stays one
    ``Text`` node, so smartquotes reads the quotes around each link as it would without the
    extension (it reads a quote by its neighbours within one node); only the link's own
    quote, dash and dot characters get docutils' escape mark, which leaves the shown text
    as it is and keeps smartquotes off them. Where the links stand is kept beside the
    document, never in its text; :class:`AutolinkReferences` makes the references.

    A link is made over what the reader sees, or not at all (``www.a.com/x\\_y`` is one
    link, ``www.a.com/x_y``); an escape that keeps docutils from linking a standalone URI
    keeps the link plain too (:func:`kept_plain`).
    """

    default_priority = 745

    def apply(self, **kwargs: Any) -> None:
        options = options_from_config(self.config)
        scanner = get_scanner(options)
        pending: list[_Pending] = []
        for parent in list(self.document.findall(nodes.TextElement)):
            if not linkable(parent):
                continue
            for index, text in enumerate(parent.children):
                if not isinstance(text, nodes.Text):
                    continue
                shown = ShownText(str(text))
                made = []
                for link in links_in_run(scanner, shown.text, *_context(parent, index)):
                    if kept_plain(shown, link):
                        continue
                    anchor = _anchor(link, options, parent)
                    if anchor is not None:
                        made.append(_Made(link, anchor, shown.raw_span(link.start, link.end)))
                if not made:
                    continue
                marked, spans = guarded(shown.raw, [each.raw for each in made])
                parent[index] = nodes.Text(marked)
                pending.append(_Pending(parent, index, shown.raw, marked, spans, made))
        setattr(self.document, _PENDING, pending)


class AutolinkReferences(SphinxTransform):
    """Makes the references of the links :class:`AutolinkTransform` found, after
    smartquotes (priority 750).

    Smartquotes put a new ``Text`` node in the same place; the links are found in it again
    by :func:`~md_autolinks.docutils_text.follow_smartquotes`. The text between links is
    the new node's; each link's text is its text as written. A node that is not where it
    was, or not a rewrite of it, keeps its text and gets no link.
    """

    default_priority = 755

    def apply(self, **kwargs: Any) -> None:
        pending: list[_Pending] = getattr(self.document, _PENDING, [])
        if hasattr(self.document, _PENDING):
            delattr(self.document, _PENDING)
        for entry in reversed(pending):
            if entry.index >= len(entry.parent.children):
                continue
            text = entry.parent[entry.index]
            if not isinstance(text, nodes.Text):
                continue
            after = str(text)
            offsets = follow_smartquotes(
                entry.guarded, after, [offset for span in entry.spans for offset in span]
            )
            if offsets is None:
                continue
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
            entry.parent[entry.index : entry.index + 1] = pieces


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


def _anchor(link: Link, options: Options, parent: nodes.Element) -> Anchor | None:
    """What the user's controls make of ``link``; a failing filter stops the build."""
    try:
        return make_anchor(link, options)
    except FilterError as error:
        raise ExtensionError(
            f"{get_node_location(parent) or '<unknown>'}: {error}", modname=__name__
        ) from error


def _reference(link: Link, anchor: Anchor, written: str) -> nodes.reference:
    """``anchor`` as a ``reference``, or an ``autolink_reference`` when it has more attributes.

    Its text is ``written``, the link's raw text with its escapes, unless the anchor shows
    other text (``readable_text``, ``hide_scheme``, a filter's ``text``).
    """
    extra = dict(anchor.attributes)
    href = extra.pop("href")
    classes = extra.pop("class", "").split()
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


def _context(parent: nodes.Element, index: int) -> tuple[str, str]:
    """The characters standing before and after ``parent``'s child at ``index``, as the
    engine reads them.

    A neighbouring element is opaque, an invisible one (a target, an index entry) is not
    there; with no neighbour, the edge of a block or of an emphasis is a delimiter and the
    edge of any other inline element is opaque, but for the edges of Sphinx's translatable
    wrapper (:func:`_is_wrapper`), which are read through.
    """
    edges: tuple[str, str]
    if _is_wrapper(parent) and parent.parent is not None:
        holder = parent.parent
        edges = _context(holder, next(i for i, c in enumerate(holder.children) if c is parent))
    else:
        edge = (
            DELIMITER
            if isinstance(parent, EMPHASIS) or not isinstance(parent, nodes.Inline)
            else OPAQUE
        )
        edges = (edge, edge)
    seen = [child for child in parent.children if not isinstance(child, nodes.Invisible)]
    place = next(i for i, child in enumerate(seen) if child is parent.children[index])
    before = _edge_char(seen[place - 1], last=True) if place else edges[0]
    after = _edge_char(seen[place + 1], last=False) if place + 1 < len(seen) else edges[1]
    return before, after


def _is_wrapper(node: nodes.Element) -> bool:
    """Whether ``node`` is the ``inline`` Sphinx wraps a field body's text in for its
    translators (``translatable=True``, no class), removed before any builder writes."""
    return isinstance(node, nodes.inline) and bool(node.get("translatable")) and not node["classes"]


def _edge_char(neighbour: nodes.Node, *, last: bool) -> str:
    """The shown character of a neighbouring ``Text`` node next to the run, else opaque."""
    shown = neighbour.astext() if isinstance(neighbour, nodes.Text) else ""
    return shown[-1 if last else 0] if shown else OPAQUE


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


logger = sphinx_logging.getLogger(__name__)
CONFIG_NAMES = tuple(CONFIG_PREFIX + name for name in OPTION_SPECS)
"""Every ``md_autolinks_*`` name ``conf.py`` may set."""


def check_config(app: Sphinx, config: Config) -> None:
    """``config-inited``: warn about unknown ``md_autolinks_*`` names (see
    :func:`unknown_config_names`); stop the build on a bad value with one error line
    naming the value and the valid choices, and exit status 2, without Sphinx's crash
    report (a :class:`~sphinx.errors.ConfigError` raised here would print one)."""
    for message in unknown_config_names(config):
        logger.warning(message, type="md_autolinks", subtype="config")
    try:
        options_from_config(config)
    except ConfigError as error:
        logger.error("%s", error, type="md_autolinks", subtype="config")
        raise SystemExit(2) from None


def unknown_config_names(config: Config) -> list[str]:
    """One message per ``md_autolinks_*`` name set in ``conf.py`` that is no option,
    naming the closest valid name (a misspelling would otherwise build silently)."""
    messages = []
    for name in sorted(getattr(config, "_raw_config", {})):
        if not name.startswith(CONFIG_PREFIX) or name in CONFIG_NAMES:
            continue
        suffix = name.removeprefix(CONFIG_PREFIX)
        closest = [
            CONFIG_PREFIX + option
            for option in difflib.get_close_matches(suffix, OPTION_SPECS, n=1, cutoff=0.6)
        ]
        hint = f"did you mean {closest[0]!r}?" if closest else "valid names are"
        listed = "" if closest else " " + ", ".join(map(repr, CONFIG_NAMES))
        messages.append(f"unknown configuration value {name!r} in conf.py; {hint}{listed}")
    return messages


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
    """Register the ``md_autolinks_*`` config values and the transform."""
    for name in OPTION_SPECS:
        app.add_config_value(
            CONFIG_PREFIX + name,
            _config_default(name),
            "env",
            types=CONFIG_TYPES.get(name, ()),
            description=OPTION_SPECS[name].help,
        )
    app.connect("config-inited", check_config)
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
