"""Sphinx front end: ``extensions = ["md_autolinks.sphinx"]``; :func:`setup` registers it.

A read-time transform links bare URLs, www. hosts and emails in the docutils
``Text`` nodes of every document, reST and MyST alike. The text is already parsed,
so every kind is found in text nodes, each framed by what stands beside it. What
MyST's ``linkify`` or an author's explicit link made into a reference is skipped, so
nothing is linked twice.

reST links standalone URIs and emails itself, as it parses (the reStructuredText Markup
Specification, "Standalone Hyperlinks"). Those references
(:func:`~md_autolinks.sphinx.node_runs.standalone_target`) keep the extent docutils gave them,
as the links of MyST's ``linkify`` do; the domain policy, the ``filter`` and the anchor
options apply to them (``docs/getting-started.md``, "Links reST makes itself"). A standalone
URI written between ``<`` and ``>`` is left as docutils made it.

Each link becomes what :func:`~md_autolinks.common.anchors.make_anchor` makes of it under
the user's controls: no node at all when it refuses the link, else a ``reference``
with the anchor's text, its ``href`` as ``refuri`` and its ``class`` in the node's
classes. An anchor with more attributes (``rel``, ``target``, ``title``, a filter's
``data-*``) becomes an :class:`~.reference_node.autolink_reference`, which HTML builders
write with all of them and every other builder writes as a plain reference.

Links are found in the text the reader sees (reST's backslash escapes read as docutils
reads them, :mod:`~md_autolinks.sphinx.node_text`; neighbouring text nodes, such as a
substitution's, read as one text, :mod:`~md_autolinks.sphinx.node_runs`), before Sphinx's
smartquotes, and become references after it, so the quotes beside a link read as without
the extension (:class:`~.transform.AutolinkTransform`,
:class:`~.references.AutolinkReferences`); where a quote smartquotes turned ends a link
earlier in the text the reader sees, the link ends there (:func:`~.references.as_read`,
``docs/getting-started.md``, "Smart quotes"); where they stand is kept beside the document,
and every character of the page stays as it was. A reference is only made where the
writers take one, in a text element (:func:`~.never_linked.linkable`), and never between
the tags of a raw inline HTML element where nothing is linked
(:func:`~.never_linked.inside_raw_elements`). Label-like places
follow the rule of ``docs/getting-started.md`` ("Where links are not made"): titles,
titles of works (``<cite>``) and interface labels (``:guilabel:``, ``:menuselection:``) are
not linked; rubrics, captions and glossary terms are.

Configuration: ``md_autolinks_mode``, ``md_autolinks_kinds``, one ``md_autolinks_<name>``
per option of :data:`~md_autolinks.engine.options.OPTION_SPECS`, and the pages left out
(:data:`~.config.SPHINX_CONFIG`), checked when the configuration is read. A bad value or an
unknown ``md_autolinks_*`` name stops the build with one error line naming the value and
the valid choices (exit status 2). A page is left as it is when its docname matches
``md_autolinks_exclude_docs`` or its metadata says ``md_autolinks: off``
(:func:`~.config.page_is_linked`). A ``filter`` that fails gives one error naming the filter, the
page and the link, and the build stops before writing (exit status 2).

The modules, one job each: :mod:`.config` (the ``md_autolinks_*`` values, pages left out),
:mod:`.never_linked` (where no link is made), :mod:`.transform` (the first pass: the links
of each page), :mod:`.standalone` (reST's own links under the user's controls),
:mod:`.references` (the second pass: the references, after smartquotes),
:mod:`.reference_node` (the node and its writers), :mod:`.failures` (a failing filter).
"""

from __future__ import annotations

from typing import Any

from ..common.renderer_imports import missing_renderer

try:
    from docutils import nodes
    from sphinx.application import Sphinx
except ImportError as error:
    raise missing_renderer(error, "sphinx") from error

from .. import __version__
from ..common.config_entries import CONFIG_NAMES, CONFIG_PREFIX, EXCLUDE_DOCS
from ..engine.options import OPTION_SPECS
from .config import (
    CONFIG_TYPES,
    SPHINX_CONFIG,
    check_config,
    config_default,
    excluded_docs,
    options_from_config,
    page_is_linked,
    unknown_config_names,
)
from .failures import (
    FAILED_PAGES,
    merge_failed_pages,
    report_filter_failure,
    stop_after_failed_filter,
)
from .never_linked import (
    NEVER_LINKED_NODES,
    SKIPPED_CLASSES,
    SKIPPED_PARENTS,
    inside_raw_elements,
    linkable,
)
from .reference_node import (
    EXTRA_ATTRIBUTES,
    autolink_reference,
    depart_as_reference,
    depart_autolink_reference_html,
    visit_as_reference,
    visit_autolink_reference_html,
)
from .references import AutolinkReferences
from .standalone import kept_plain
from .transform import AutolinkTransform, is_rest

__all__ = [
    "CONFIG_NAMES",
    "CONFIG_PREFIX",
    "CONFIG_TYPES",
    "EXCLUDE_DOCS",
    "EXTRA_ATTRIBUTES",
    "FAILED_PAGES",
    "NEVER_LINKED_NODES",
    "SKIPPED_CLASSES",
    "SKIPPED_PARENTS",
    "SPHINX_CONFIG",
    "AutolinkReferences",
    "AutolinkTransform",
    "autolink_reference",
    "check_config",
    "excluded_docs",
    "inside_raw_elements",
    "is_rest",
    "kept_plain",
    "linkable",
    "merge_failed_pages",
    "nodes",
    "options_from_config",
    "page_is_linked",
    "report_filter_failure",
    "setup",
    "stop_after_failed_filter",
    "unknown_config_names",
]


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the ``md_autolinks_*`` config values and the transforms."""
    for name in OPTION_SPECS:
        app.add_config_value(
            CONFIG_PREFIX + name,
            config_default(name),
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
