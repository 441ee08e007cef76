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

Links are found before Sphinx's smartquotes, in the text as written, and become
references after it, so the quotes beside a link read as without the extension
(:class:`AutolinkTransform`, :class:`AutolinkReferences`). Label-like places follow the
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
from .common.text_runs import DELIMITER, OPAQUE, links_in_run, split_at_links
from .engine.errors import FilterError, OptionError
from .engine.finder import get_scanner
from .engine.model import Link
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

SKIPPED_PARENTS: tuple[type[nodes.Node], ...] = (
    nodes.FixedTextElement,
    nodes.literal,
    nodes.math,
    nodes.image,
    nodes.raw,
    nodes.problematic,
    nodes.comment,
    nodes.target,
    nodes.reference,
    nodes.Referential,
    nodes.title,
    nodes.title_reference,
    nodes.substitution_definition,
    nodes.system_message,
    addnodes.not_smartquotable,
    addnodes.pending_xref,
    addnodes.desc_signature,
)
"""Text inside these is never linked: code, math, raw markup, existing references and
targets, titles of works (``title_reference``, written ``<cite>``), comments, and titles
(which Sphinx copies into its table-of-contents and navigation links). Modelled on
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


LINK_OPENS = "\U0001d7ce"
LINK_CLOSES = "\U0001d7cf"
"""Marks around a link's text between :class:`AutolinkTransform` and
:class:`AutolinkReferences`. Both are word characters, as the letters or digits that start
and end most links are, so smartquotes reads the quotes beside a link as it reads them
without the extension: ``('libmecab.so'`` becomes ``(‘libmecab.so’``."""
_SMARTQUOTED = frozenset("-'\".`\\")
"""What smartquotes may change; escaped with a NUL inside link text (Sphinx's smartquotes
leaves NUL-escaped characters as written; ``Text.astext()`` drops the NULs)."""
_PENDING = "md_autolinks_pending"


class AutolinkTransform(SphinxTransform):
    """Finds the links of each linkable ``Text`` node and marks them in place.

    Runs before Sphinx's smartquotes (priority 750), so links are found in the text as
    written, not with dashes and quotes already made typographic; the node stays one
    ``Text`` node, so smartquotes sees the text around each link as it would without the
    extension (it reads a quote by its neighbours within one node). Each link's text is
    framed by :data:`LINK_OPENS` and :data:`LINK_CLOSES`, its smartquotes characters
    escaped; :class:`AutolinkReferences` turns the marks into references. Text that
    holds a mark character itself is linked at once instead.
    """

    default_priority = 745

    def apply(self, **kwargs: Any) -> None:
        options = options_from_config(self.config)
        scanner = get_scanner(options)
        pending: list[tuple[Link, Anchor]] = []
        for text in list(self.document.findall(nodes.Text)):
            if _is_skipped(text):
                continue
            parent = text.parent
            links = list(links_in_run(scanner, str(text), *_context(text)))
            if not links:
                continue
            if LINK_OPENS in text or LINK_CLOSES in text:
                pieces = split_at_links(str(text), links)
                parent.replace(text, [_linked(piece, options, parent) for piece in pieces])
                continue
            marked = []
            for piece in split_at_links(str(text), links):
                if isinstance(piece, str):
                    marked.append(piece)
                    continue
                anchor = _anchor(piece, options, parent)
                if anchor is None:
                    marked.append(piece.text)
                    continue
                pending.append((piece, anchor))
                escaped = "".join(f"\x00{c}" if c in _SMARTQUOTED else c for c in piece.text)
                marked.append(LINK_OPENS + escaped + LINK_CLOSES)
            parent.replace(text, nodes.Text("".join(marked)))
        setattr(self.document, _PENDING, pending)


class AutolinkReferences(SphinxTransform):
    """Turns the links :class:`AutolinkTransform` marked into ``reference`` nodes, after
    smartquotes (priority 750)."""

    default_priority = 755

    def apply(self, **kwargs: Any) -> None:
        pending = iter(getattr(self.document, _PENDING, ()))
        if hasattr(self.document, _PENDING):
            delattr(self.document, _PENDING)
        for text in list(self.document.findall(nodes.Text)):
            if LINK_OPENS not in text:
                continue
            pieces: list[nodes.Node] = []
            for index, part in enumerate(_MARKED.split(str(text))):
                if index % 2 == 0:
                    if part:
                        pieces.append(nodes.Text(part))
                    continue
                link, anchor = next(pending, (None, None))
                if link is None or anchor is None or part.replace("\x00", "") != link.text:
                    pieces.append(nodes.Text(part))
                else:
                    pieces.append(_reference(link, anchor))
            text.parent.replace(text, pieces)


_MARKED = re.compile(f"{LINK_OPENS}(.*?){LINK_CLOSES}", re.DOTALL)


def _linked(piece: str | Link, options: Options, parent: nodes.Element) -> nodes.Node:
    """A piece of text made into its node at once (text that holds the marks itself)."""
    if isinstance(piece, str):
        return nodes.Text(piece)
    anchor = _anchor(piece, options, parent)
    return nodes.Text(piece.text) if anchor is None else _reference(piece, anchor)


def _anchor(link: Link, options: Options, parent: nodes.Element) -> Anchor | None:
    """What the user's controls make of ``link``; a failing filter stops the build."""
    try:
        return make_anchor(link, options)
    except FilterError as error:
        raise ExtensionError(
            f"{get_node_location(parent) or '<unknown>'}: {error}", modname=__name__
        ) from error


def _reference(link: Link, anchor: Anchor) -> nodes.reference:
    """``anchor`` as a ``reference``, or an ``autolink_reference`` when it has more attributes."""
    extra = dict(anchor.attributes)
    href = extra.pop("href")
    classes = extra.pop("class", "").split()
    kind = autolink_reference if extra else nodes.reference
    node = kind(link.text, anchor.text, refuri=href, classes=classes)
    if extra:
        node[EXTRA_ATTRIBUTES] = extra
    return node


def _is_skipped(text: nodes.Text) -> bool:
    node = text.parent
    while node is not None:
        if isinstance(node, SKIPPED_PARENTS) or node.get("support_smartquotes") is False:
            return True
        if isinstance(node, nodes.inline) and SKIPPED_CLASSES & set(node["classes"]):
            return True
        node = node.parent
    return False


def _context(text: nodes.Text) -> tuple[str, str]:
    """The characters standing before and after ``text``, as the engine reads them.

    A neighbouring element is opaque; with no neighbour, the edge of a block or of an
    emphasis is a delimiter and the edge of any other inline element is opaque.
    """
    parent = text.parent
    index = parent.index(text)
    edge = (
        DELIMITER
        if isinstance(parent, EMPHASIS) or not isinstance(parent, nodes.Inline)
        else OPAQUE
    )
    before = _edge_char(parent.children[index - 1], last=True) if index else edge
    following = parent.children[index + 1] if index + 1 < len(parent.children) else None
    after = _edge_char(following, last=False) if following is not None else edge
    return before, after


def _edge_char(neighbour: nodes.Node, *, last: bool) -> str:
    if isinstance(neighbour, nodes.Text) and str(neighbour):
        return str(neighbour)[-1 if last else 0]
    return OPAQUE


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
