"""Small Sphinx projects (reST + MyST) built by the Sphinx tests, and what they read back."""

from __future__ import annotations

from pathlib import Path

from support.built_html import run_tool
from support.paths import TESTS


def ref(href: str, text: str) -> str:
    """The anchor Sphinx writes for an external reference to ``href`` showing ``text``."""
    return f'<a class="reference external" href="{href}">{text}</a>'


def build(project: Path, *args: str) -> Path:
    """Build ``project`` as HTML into ``project/_build/html``; that directory."""
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", *args, project, out)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return out


def tiny_project(tmp_path: Path, rst: str, myst: str, *settings: str) -> Path:
    """A minimal reST + MyST project in ``tmp_path`` with ``settings`` in its ``conf.py``.

    ``index.rst`` holds the paragraph ``rst``, ``page.md`` the paragraph ``myst``;
    the modules of ``tests/`` are importable (filters by import path, ``support.…``).
    """
    project = tmp_path / "tiny"
    project.mkdir()
    conf = [
        "import sys",
        f"sys.path.insert(0, {str(TESTS)!r})",
        "extensions = ['myst_parser', 'md_autolinks.sphinx']",
        "source_suffix = {'.rst': 'restructuredtext', '.md': 'markdown'}",
        "html_theme = 'basic'",
        *settings,
    ]
    (project / "conf.py").write_text("\n".join(conf) + "\n")
    (project / "index.rst").write_text(f"Tiny\n====\n\n.. toctree::\n\n   page\n\n{rst}\n")
    (project / "page.md").write_text(f"# Page\n\n{myst}\n")
    return project


def paragraphs(out: Path, suffix: str = ".html") -> dict[str, list[str]]:
    """The lines starting with ``<p>See`` (or ``See`` in text output) of both pages."""
    start = "<p>See" if suffix == ".html" else "See"
    return {
        page: [line for line in (out / f"{page}{suffix}").read_text().splitlines()
               if line.startswith(start)]
        for page in ("index", "page")
    }  # fmt: skip
