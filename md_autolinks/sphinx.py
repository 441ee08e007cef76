"""Sphinx front end: ``extensions = ["md_autolinks.sphinx"]``.

A read-time transform links bare URLs, www. hosts and emails in the docutils
``Text`` nodes of every document, reST and MyST alike. The text is already parsed,
so every kind is found in text nodes, each framed by what stands beside it. What
reST (standalone URIs and emails) or MyST's ``linkify`` already made into references
is a reference, and references are skipped, so nothing is linked twice.

Each link becomes what :func:`~md_autolinks.anchors.make_anchor` makes of it under
the user's controls: no node at all when it refuses the link, else a ``reference``
with the anchor's text, its ``href`` as ``refuri`` and its ``class`` in the node's
classes. An anchor with more attributes (``rel``, ``target``, ``title``, a filter's
``data-*``) becomes an :class:`autolink_reference`, which HTML builders write with all
of them and every other builder writes as a plain reference.

Configuration: ``md_autolinks_mode``, ``md_autolinks_kinds`` and one
``md_autolinks_<name>`` per option of :data:`~md_autolinks.options.OPTION_SPECS`,
checked when the configuration is read; a bad value stops the build with a
:class:`~sphinx.errors.ConfigError` naming the value and the valid choices. A
``filter`` that fails stops the build with an :class:`~sphinx.errors.ExtensionError`
naming the document, line, link text and offset.
"""

from __future__ import annotations

from typing import Any

from .host_imports import missing_host

try:
    from docutils import nodes
    from sphinx import addnodes
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.errors import ConfigError, ExtensionError
    from sphinx.transforms import SphinxTransform
    from sphinx.util.logging import get_node_location
except ImportError as error:
    raise missing_host(error, "sphinx") from error

from . import __version__
from .anchors import Anchor, FilterError, make_anchor
from .finder import get_scanner
from .model import Link
from .options import OPTION_SPECS, OptionError, Options
from .text_runs import DELIMITER, OPAQUE, links_in_run, split_at_links

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
    nodes.substitution_definition,
    nodes.system_message,
    addnodes.not_smartquotable,
    addnodes.pending_xref,
    addnodes.desc_signature,
)
"""Text inside these is never linked: code, math, raw markup, existing references and
targets, reference titles (``title_reference``), comments, and section titles (which
Sphinx copies into its table-of-contents links). Modelled on Sphinx's smartquotes
``NON_SMARTQUOTABLE_PARENT_NODES``."""

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


class AutolinkTransform(SphinxTransform):
    """Replaces each linkable ``Text`` node by text and ``reference`` nodes.

    Runs just before Sphinx's smartquotes (priority 750), so link text is scanned as
    written, not with dashes and quotes already made typographic.
    """

    default_priority = 745

    def apply(self, **kwargs: Any) -> None:
        options = options_from_config(self.config)
        scanner = get_scanner(options)
        for text in list(self.document.findall(nodes.Text)):
            if _is_skipped(text):
                continue
            parent = text.parent
            links = list(links_in_run(scanner, str(text), *_context(text)))
            if not links:
                continue
            pieces = [_node(piece, options, parent) for piece in split_at_links(str(text), links)]
            parent.replace(text, pieces)


def _node(piece: str | Link, options: Options, parent: nodes.Element) -> nodes.Node:
    """A plain piece (or a refused link) as ``Text``, a link as an external reference."""
    if isinstance(piece, str):
        return nodes.Text(piece)
    try:
        anchor = make_anchor(piece, options)
    except FilterError as error:
        raise ExtensionError(
            f"{get_node_location(parent) or '<unknown>'}: {error}", modname=__name__
        ) from error
    return nodes.Text(piece.text) if anchor is None else _reference(piece, anchor)


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


def check_config(app: Sphinx, config: Config) -> None:
    """``config-inited``: fail the build at once on a bad ``md_autolinks_*`` value."""
    options_from_config(config)


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
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
