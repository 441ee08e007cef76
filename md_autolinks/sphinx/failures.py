"""A ``filter`` that fails while Sphinx reads the pages: one error naming the filter, the
page and the link for each, and the build stops before writing, with exit status 2
(``docs/options.md#filter``)."""

from __future__ import annotations

from collections.abc import Iterable

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging as sphinx_logging

from ..engine.errors import FilterError

FAILED_PAGES = "md_autolinks_failed_pages"
"""The environment attribute naming the pages whose ``filter`` failed."""

logger = sphinx_logging.getLogger("md_autolinks.sphinx")


def report_filter_failure(env: BuildEnvironment, node: nodes.Node, error: FilterError) -> None:
    """Log one error naming the page and line, the filter and the link, and note the page:
    the build stops once every page is read (:func:`stop_after_failed_filter`)."""
    logger.error("%s", error, location=node, type="md_autolinks", subtype="filter")
    failed: set[str] = getattr(env, FAILED_PAGES, set())
    failed.add(env.docname)
    setattr(env, FAILED_PAGES, failed)


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
