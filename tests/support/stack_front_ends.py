"""The front ends the stack oracle renders pages with, each with the extension stack real
sites run (``tests/cross/stacks``).

:data:`FRONT_ENDS` is a table of :class:`FrontEnd` rows: a name, the dialect of the pages it
reads (:data:`support.stack_pages.TEMPLATES`), a render function and the stack it loads.
A render function takes a batch of pages and a :class:`Setting` (the mode, or ``None`` for
the page without md-autolinks; md-autolinks first or last in the extension order; magiclink
beside or not; a parallel build) and gives one :class:`Rendered` per page. Adding a front
end is adding a row.

The stacks: Material for MkDocs' recommended extensions
(https://squidfunk.github.io/mkdocs-material/setup/extensions/, "all features"), the
pymdown-extensions documentation site's own ``markdown_extensions``
(facelessuser/pymdown-extensions ``mkdocs.yml``, less its local ``tools.*`` modules),
markdown-it-py with mdit-py-plugins, and Sphinx with MyST-Parser's extensions and reST.
"""

from __future__ import annotations

import io
import logging
import re
import tempfile
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import markdown
import mistune
from markdown_it import MarkdownIt
from mdit_py_plugins.amsmath import amsmath_plugin
from mdit_py_plugins.anchors import anchors_plugin
from mdit_py_plugins.attrs import attrs_block_plugin, attrs_plugin
from mdit_py_plugins.colon_fence import colon_fence_plugin
from mdit_py_plugins.container import container_plugin
from mdit_py_plugins.deflist import deflist_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.field_list import fieldlist_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin
from mdit_py_plugins.myst_blocks import myst_block_plugin
from mdit_py_plugins.myst_role import myst_role_plugin
from mdit_py_plugins.tasklists import tasklists_plugin

from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from md_autolinks.python_markdown.magiclink import LOGGER_NAME, report_to
from support.neighbour_extensions import SNIPPETS
from support.stack_pages import Page

MARK = "md-autolinks-stack"
"""The class md-autolinks' anchors carry in the oracle's pages (no stack uses it)."""
MODES = ("gfm", "md4c", "uts58")


@dataclass(frozen=True)
class Setting:
    """One way of loading a stack: md-autolinks in ``mode`` (``None``: not loaded), first or
    last in the extension order, with the front end's own autolinker beside or not
    (``pymdownx.magiclink``, markdown-it's and MyST's ``linkify``), built with two parallel
    Sphinx processes or one."""

    mode: str | None
    first: bool = True
    linker: bool = False
    parallel: bool = False

    @property
    def plain(self) -> Setting:
        """The same stack without md-autolinks."""
        return Setting(None, linker=self.linker)

    def __str__(self) -> str:
        place = "first" if self.first else "last"
        extra = "+linker" if self.linker else ""
        return f"{self.mode}-{place}{extra}{'-j2' if self.parallel else ''}"


@dataclass
class Rendered:
    """A page as a front end rendered it: the HTML, the warnings it logged, an exception."""

    html: str
    warnings: list[str] = field(default_factory=list)
    error: str = ""


Render = Callable[[Sequence[Page], Setting], list[Rendered]]


@dataclass(frozen=True)
class FrontEnd:
    """A row of :data:`FRONT_ENDS`: ``render`` turns pages of ``dialects`` into HTML with
    ``stack`` loaded; ``linker`` names the front end's own autolinker, loaded beside
    md-autolinks in half the settings.

    What the checks need to know of it: ``rereads``, the dialects whose own autolinks
    (reST's standalone links, markdown-it's ``linkify``) md-autolinks makes again under the
    mode's rules (elsewhere a linker's link keeps its extent); ``not_prose``, elements it
    leaves unlinked on purpose (tags, and classes written ``.name``); ``as_written``, by
    dialect, the text as md-autolinks read it from the text the reader sees (Sphinx links
    reST before smartquotes)."""

    name: str
    dialects: tuple[str, ...]
    render: Render
    stack: tuple[str, ...]
    linker: str = ""
    parallel: bool = False
    rereads: tuple[str, ...] = ()
    not_prose: frozenset[str] = frozenset()
    as_written: dict[str, Callable[[str], str]] = field(default_factory=dict)

    def settings(self) -> list[Setting]:
        """Every mode, md-autolinks first and last, with and without the front end's own
        linker; with ``parallel``, the last setting is built by two processes (``-j 2``)."""
        beside = (False, True) if self.linker else (False,)
        settings = [
            Setting(mode, first, linker)
            for linker in beside
            for mode in MODES
            for first in (True, False)
        ]
        if self.parallel:
            last = settings.pop()
            settings.append(Setting(last.mode, last.first, last.linker, parallel=True))
        return settings


class _Captured(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def _warnings_caught() -> Iterator[list[str]]:
    """Every warning logged or raised with :mod:`warnings` inside the block."""
    handler = _Captured()
    root = logging.getLogger()
    root.addHandler(handler)
    caught: list[str] = []
    try:
        with warnings.catch_warnings(record=True) as raised:
            warnings.simplefilter("always")
            yield caught
    finally:
        root.removeHandler(handler)
    caught.extend(handler.messages)
    caught.extend(str(warning.message) for warning in raised)


def _render_each(pages: Sequence[Page], convert: Callable[[str], str]) -> list[Rendered]:
    results = []
    for page in pages:
        with _warnings_caught() as caught:
            try:
                html, error = convert(page.source), ""
            except Exception as exc:
                html, error = "", f"{type(exc).__name__}: {exc}"
        results.append(Rendered(html, list(caught), error))
    return results


MATERIAL = (
    "abbr", "admonition", "attr_list", "def_list", "footnotes", "md_in_html", "tables", "toc",
    "pymdownx.arithmatex", "pymdownx.betterem", "pymdownx.caret", "pymdownx.critic",
    "pymdownx.details", "pymdownx.emoji", "pymdownx.highlight", "pymdownx.inlinehilite",
    "pymdownx.keys", "pymdownx.mark", "pymdownx.smartsymbols", "pymdownx.snippets",
    "pymdownx.superfences", "pymdownx.tabbed", "pymdownx.tasklist", "pymdownx.tilde",
)  # fmt: skip
"""Material for MkDocs' "all features" configuration, plus critic, snippets and tables
from its list of supported extensions."""


def _material_configs() -> dict[str, dict[str, Any]]:
    from material.extensions import emoji

    return {
        "toc": {"permalink": True},
        "pymdownx.arithmatex": {"generic": True},
        "pymdownx.betterem": {"smart_enable": "all"},
        "pymdownx.emoji": {"emoji_index": emoji.twemoji, "emoji_generator": emoji.to_svg},
        "pymdownx.highlight": {"use_pygments": False},
        "pymdownx.snippets": {"base_path": [SNIPPETS]},
        "pymdownx.superfences": {
            "custom_fences": [{"name": "mermaid", "class": "mermaid", "format": _fence_format()}]
        },
        "pymdownx.tabbed": {"alternate_style": True},
        "pymdownx.tasklist": {"custom_checkbox": True},
    }


def _fence_format() -> Callable[..., str]:
    from pymdownx.superfences import fence_code_format

    return fence_code_format  # type: ignore[no-any-return]


PYMDOWN_SITE = (
    "toc", "admonition", "smarty", "pymdownx.betterem", "attr_list", "def_list", "tables",
    "abbr", "footnotes", "md_in_html", "pymdownx.superfences", "pymdownx.highlight",
    "pymdownx.inlinehilite", "pymdownx.magiclink", "pymdownx.tilde", "pymdownx.caret",
    "pymdownx.smartsymbols", "pymdownx.emoji", "pymdownx.escapeall", "pymdownx.tasklist",
    "pymdownx.progressbar", "pymdownx.arithmatex", "pymdownx.mark", "pymdownx.striphtml",
    "pymdownx.snippets", "pymdownx.keys", "pymdownx.details", "pymdownx.tabbed",
    "pymdownx.saneheaders", "pymdownx.blocks.admonition", "pymdownx.blocks.details",
    "pymdownx.blocks.html", "pymdownx.blocks.definition", "pymdownx.blocks.tab",
)  # fmt: skip
"""The pymdown-extensions site's ``markdown_extensions``, in its order, magiclink included."""


def _pymdown_site_configs() -> dict[str, dict[str, Any]]:
    from material.extensions import emoji
    from pymdownx.arithmatex import arithmatex_fenced_format, arithmatex_inline_format
    from pymdownx.slugs import slugify

    slug = slugify(case="lower")
    return {
        "toc": {"slugify": slug, "permalink": ""},
        "smarty": {"smart_quotes": False},
        "pymdownx.superfences": {
            "preserve_tabs": True,
            "custom_fences": [
                {"name": "diagram", "class": "diagram", "format": _fence_format()},
                {
                    "name": "math",
                    "class": "arithmatex",
                    "format": arithmatex_fenced_format(mode="generic", tag="pre"),
                },
            ],
        },
        "pymdownx.highlight": {"linenums_style": "pymdownx-inline", "use_pygments": False},
        "pymdownx.inlinehilite": {
            "custom_inline": [
                {
                    "name": "math",
                    "class": "arithmatex",
                    "format": arithmatex_inline_format(mode="generic"),
                }
            ]
        },
        "pymdownx.magiclink": {
            "repo_url_shortener": True,
            "repo_url_shorthand": True,
            "social_url_shorthand": True,
            "social_url_shortener": True,
            "user": "facelessuser",
            "repo": "pymdown-extensions",
            "normalize_issue_symbols": True,
        },
        "pymdownx.emoji": {"emoji_index": emoji.twemoji, "emoji_generator": emoji.to_svg},
        "pymdownx.escapeall": {"hardbreak": True, "nbsp": True},
        "pymdownx.tasklist": {"custom_checkbox": True},
        "pymdownx.arithmatex": {"generic": True, "block_tag": "pre"},
        "pymdownx.snippets": {"base_path": [SNIPPETS]},
        "pymdownx.keys": {"separator": "\uff0b"},
        "pymdownx.tabbed": {"alternate_style": True},
        "pymdownx.blocks.tab": {"alternate_style": True, "combine_header_slug": True,
                                "slugify": slug},
    }  # fmt: skip


def _python_markdown(
    stack: tuple[str, ...], configs: Callable[[], dict[str, dict[str, Any]]]
) -> Render:
    def render(pages: Sequence[Page], setting: Setting) -> list[Rendered]:
        """One build of ``pages``: one ``Markdown`` instance, reset per page; md-autolinks'
        magiclink notice is said once per build, as the MkDocs plugin says it."""
        extensions = list(stack)
        if setting.linker and "pymdownx.magiclink" not in extensions:
            extensions.append("pymdownx.magiclink")
        if not setting.linker and "pymdownx.magiclink" in extensions:
            extensions.remove("pymdownx.magiclink")
        extension_configs = configs()
        if setting.mode is not None:
            where = 0 if setting.first else len(extensions)
            extensions.insert(where, "md_autolinks")
            extension_configs["md_autolinks"] = {"mode": setting.mode, "css_class": MARK}
        report_to(logging.getLogger(LOGGER_NAME))
        with _warnings_caught():
            parser = markdown.Markdown(extensions=extensions, extension_configs=extension_configs)
        return _render_each(pages, lambda source: parser.reset().convert(source))

    return render


MDIT_PLUGINS: tuple[tuple[str, Callable[..., None], dict[str, Any]], ...] = (
    ("footnote", footnote_plugin, {}),
    ("tasklists", tasklists_plugin, {}),
    ("deflist", deflist_plugin, {}),
    ("attrs", attrs_plugin, {}),
    ("attrs_block", attrs_block_plugin, {}),
    ("container", container_plugin, {"name": "note"}),
    ("front_matter", front_matter_plugin, {}),
    ("anchors", anchors_plugin, {"permalink": True}),
    ("dollarmath", dollarmath_plugin, {}),
    ("amsmath", amsmath_plugin, {}),
    ("field_list", fieldlist_plugin, {}),
    ("colon_fence", colon_fence_plugin, {}),
    ("myst_blocks", myst_block_plugin, {}),
    ("myst_role", myst_role_plugin, {}),
)
"""mdit-py-plugins loaded with markdown-it-py, in this order, on its ``commonmark`` preset
with tables and strikethrough."""


def _markdown_it(pages: Sequence[Page], setting: Setting) -> list[Rendered]:
    parser = MarkdownIt("commonmark", {"linkify": setting.linker}).enable(
        ["table", "strikethrough"]
    )
    if setting.linker:
        parser.enable("linkify")
    plugins: list[tuple[Callable[..., None], dict[str, Any]]] = [
        (plugin, options) for _, plugin, options in MDIT_PLUGINS
    ]
    if setting.mode is not None:
        ours = (autolinks_plugin, {"mode": setting.mode, "css_class": MARK})
        plugins.insert(0 if setting.first else len(plugins), ours)
    for plugin, options in plugins:
        parser.use(plugin, **options)
    return _render_each(pages, parser.render)


MISTUNE_PLUGINS = (
    "table", "footnotes", "strikethrough", "task_lists", "def_list", "abbr", "math",
    "mark", "insert", "superscript", "subscript", "spoiler",
)  # fmt: skip
"""mistune's own plugins, loaded in this order (``url``, its linker, in half the settings)."""


def _mistune(pages: Sequence[Page], setting: Setting) -> list[Rendered]:
    plugins: list[Any] = [*MISTUNE_PLUGINS, *(["url"] if setting.linker else [])]
    if setting.mode is not None:
        ours = mistune_plugin(mode=setting.mode, css_class=MARK)
        plugins.insert(0 if setting.first else len(plugins), ours)
    parser = mistune.create_markdown(escape=False, plugins=plugins)
    return _render_each(pages, lambda source: str(parser(source)))


MYST_EXTENSIONS = (
    "colon_fence", "deflist", "substitution", "html_image", "attrs_inline",
    "tasklist", "smartquotes", "replacements", "dollarmath",
)  # fmt: skip
"""``myst_enable_extensions`` of the Sphinx project, and ``linkify`` in half the settings
(Sphinx's own smartquotes stay on)."""


def _sphinx_conf(setting: Setting) -> dict[str, Any]:
    extensions = ["myst_parser"]
    overrides: dict[str, Any] = {}
    if setting.mode is not None:
        extensions.insert(0 if setting.first else 1, "md_autolinks.sphinx")
        overrides = {"md_autolinks_mode": setting.mode, "md_autolinks_css_class": MARK}
    return {
        "extensions": extensions,
        "myst_enable_extensions": [*MYST_EXTENSIONS, *(["linkify"] if setting.linker else [])],
        "myst_substitutions": {"sub": "S https://sub.python.org/ x"},
        "source_suffix": {".rst": "restructuredtext", ".md": "markdown"},
        "html_theme": "basic",
        "html_permalinks": True,
        "suppress_warnings": [],
        **overrides,
    }


SPHINX_NOT_PROSE = frozenset(
    {"h1", "h2", "h3", "h4", "h5", "h6", "dt", "caption", "cite", ".admonition-title"}
)
"""Titles (of sections and admonitions), terms, captions and ``<cite>``, which Sphinx copies
into links elsewhere (docs/getting-started.md "Where links are not made"); an entry with a
dot is a class."""

_SMART = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'",
                        "\u2013": "--", "\u2014": "---", "\u2026": "..."})  # fmt: skip


def before_smartquotes(text: str) -> str:
    """``text`` with Sphinx's smart quotes, dashes and ellipses written back as typed
    (md-autolinks reads a page before smartquotes: docs/getting-started.md)."""
    return text.translate(_SMART)


_INDEX = "Index\n=====\n\n.. toctree::\n   :glob:\n\n   p*\n"
_SUFFIX = {"myst": ".md", "rst": ".rst"}


def _keep_body(app: Any, pagename: str, templatename: str, context: Any, doctree: Any) -> None:
    if pagename.startswith("p"):
        Path(app.outdir, f"{pagename}.body").write_text(context.get("body", ""))


_LABEL = re.compile(r"^\((label-[\w-]+)\)=$", re.MULTILINE)


def _own_labels(page: Page, name: str) -> str:
    """``page``'s source with each MyST label ``(label-x)=`` made the page's own
    (``(label-x-p0001)=``)."""
    if page.dialect != "myst":
        return page.source
    return _LABEL.sub(lambda found: f"({found.group(1)}-{name})=", page.source)


def _sphinx(pages: Sequence[Page], setting: Setting) -> list[Rendered]:
    """One Sphinx build of every page (reST and MyST) in a fresh project; each page's
    warnings (-W's would-be errors) are those naming its file and those naming no page,
    but for Sphinx's notices that an extension set up again in the same process registers
    its nodes again (a second application in one test process, not a build's warning).
    A page's MyST labels are its own (:func:`_own_labels`): pages that share one warn of
    each other in an order a parallel build does not keep."""
    from sphinx.application import Sphinx

    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder, "src")
        source.mkdir()
        (source / "conf.py").write_text("")
        (source / "index.rst").write_text(_INDEX)
        names = [f"p{number:04d}" for number in range(len(pages))]
        for name, page in zip(names, pages, strict=True):
            (source / f"{name}{_SUFFIX[page.dialect]}").write_text(_own_labels(page, name))
        stream = io.StringIO()
        out = Path(folder, "out")
        error = ""
        try:
            app = Sphinx(
                source, source, out, Path(folder, "doctrees"), "html",
                confoverrides=_sphinx_conf(setting), status=None, warning=stream,
                freshenv=True, parallel=2 if setting.parallel else 0,
            )  # fmt: skip
            app.connect("html-page-context", _keep_body)
            app.build()
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
        logged = stream.getvalue().replace(folder, "").splitlines()
        results = []
        for name in names:
            body = out / f"{name}.body"
            html = body.read_text() if body.exists() else ""
            mine = [
                line
                for line in logged
                if f"/src/{name}." in line
                or ("/src/p" not in line and "is already registered" not in line)
            ]
            results.append(Rendered(html, mine, error))
        return results


FRONT_ENDS: tuple[FrontEnd, ...] = (
    FrontEnd(
        "python-markdown-material",
        ("markdown",),
        _python_markdown(MATERIAL, _material_configs),
        MATERIAL,
        linker="pymdownx.magiclink",
    ),
    FrontEnd(
        "python-markdown-pymdown-site",
        ("markdown",),
        _python_markdown(PYMDOWN_SITE, _pymdown_site_configs),
        PYMDOWN_SITE,
        linker="pymdownx.magiclink",
    ),
    FrontEnd(
        "markdown-it",
        ("markdown_it",),
        _markdown_it,
        tuple(name for name, _, _ in MDIT_PLUGINS),
        linker="linkify",
        rereads=("markdown_it",),
    ),
    FrontEnd(
        "mistune",
        ("mistune",),
        _mistune,
        MISTUNE_PLUGINS,
        linker="url",
    ),
    FrontEnd(
        "sphinx",
        ("myst", "rst"),
        _sphinx,
        ("myst_parser", *MYST_EXTENSIONS),
        linker="linkify",
        parallel=True,
        rereads=("rst",),
        not_prose=SPHINX_NOT_PROSE,
        as_written={"rst": before_smartquotes},
    ),
)
"""Every front end the oracle renders with: one row each."""
