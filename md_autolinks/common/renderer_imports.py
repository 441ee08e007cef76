"""Clear errors when a front end is imported without the renderer it plugs into."""

from __future__ import annotations

from typing import NamedTuple


class RendererPackage(NamedTuple):
    """What installs a missing renderer module: its distribution on PyPI (with the version the
    front end needs) and the extra of md-autolinks that brings it in from a checkout or a
    built wheel, as the install page (``docs/install.md``) shows."""

    requirement: str
    extra: str


RENDERER_PACKAGES: dict[str, RendererPackage] = {
    "markdown_it": RendererPackage("markdown-it-py>=3", "markdown-it"),
    "mistune": RendererPackage("mistune>=3.1", "mistune"),
    "sphinx": RendererPackage("sphinx>=6", "sphinx"),
    "docutils": RendererPackage("sphinx>=6", "sphinx"),
    "mkdocs": RendererPackage("mkdocs>=1.5", "mkdocs"),
}
"""Per top-level renderer module, what installs it."""


def missing_renderer(error: ImportError, front_end: str) -> ImportError:
    """An :class:`ImportError` for ``front_end`` that names the missing renderer module and how to
    get it, without naming ``md-autolinks[EXTRA]`` on PyPI, where md-autolinks is not
    published (whoever registered the name would be installed).

    ``import md_autolinks.mkdocs`` without MkDocs says::

        md_autolinks.mkdocs needs mkdocs, which is not installed: pip install "mkdocs>=1.5"
        (or, in a checkout of md-autolinks, pip install -e ".[mkdocs]")
    """
    missing = (error.name or "").partition(".")[0]
    package = RENDERER_PACKAGES.get(missing)
    if package is None:
        return error
    return ImportError(
        f"md_autolinks.{front_end} needs {missing}, which is not installed: "
        f'pip install "{package.requirement}" '
        f'(or, in a checkout of md-autolinks, pip install -e ".[{package.extra}]")',
        name=error.name,
    )
