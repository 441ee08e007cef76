"""Clear errors when a front end is imported without the host it plugs into."""

from __future__ import annotations

EXTRAS: dict[str, str] = {
    "markdown_it": "markdown-it",
    "sphinx": "sphinx",
    "docutils": "sphinx",
    "mkdocs": "mkdocs",
}
"""The package extra (``pip install "md-autolinks[EXTRA]"``) that installs each host module."""


def missing_host(error: ImportError, front_end: str) -> ImportError:
    """An :class:`ImportError` for ``front_end`` that names the extra installing the host.

    ``from md_autolinks.sphinx import setup`` without Sphinx says
    ``md_autolinks.sphinx needs sphinx: pip install "md-autolinks[sphinx]"`` instead of
    a bare ``No module named 'sphinx'``.
    """
    missing = (error.name or "").partition(".")[0]
    extra = EXTRAS.get(missing)
    if extra is None:
        return error
    return ImportError(
        f"md_autolinks.{front_end} needs {missing}: pip install \"md-autolinks[{extra}]\"",
        name=error.name,
    )
