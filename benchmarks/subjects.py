"""What is timed: each host, each autolinker on its host, and the engines on raw text.

Every subject is built by a factory that may fail because a peer package is not
installed or because a part of md-autolinks has not landed yet; such a subject is
kept, with the reason, and printed as ``n/a`` instead of stopping the run.

Python-Markdown is timed two ways. First as users pay: a fresh ``Markdown`` per document,
as MkDocs renders each page and ``markdown.markdown()`` converts each text, so every
extension's set-up is in the time. Then with one ``Markdown`` instance per subject and
``md.reset()`` before every document, which leaves set-up out and shows each pass's cost.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

MODES = ("gfm", "md4c", "uts58")
NOT_INSTALLED = "n/a (not installed: pip install -e . --group bench)"
PROBE_TEXT = "See http://a.com/x, www.b.org and c@d.com (*emphasis*).\n"

PY_MARKDOWN = "Python-Markdown"
PY_MARKDOWN_FRESH = "Python-Markdown, fresh per page"
MARKDOWN_IT = "markdown-it-py commonmark"
LINKIFY_IT = "linkify-it-py match"

#: A deliberately simple URL/www/email pattern: the cost of one compiled regex pass.
FLOOR_PATTERN = re.compile(r"(?:https?|ftp)://[^\s<>]+|www\.[^\s<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

Runner = Callable[[str], object]


@dataclass
class Subject:
    """One timed thing: ``run(text)``, or ``None`` with the reason in ``missing``."""

    name: str
    host: str | None
    run: Runner | None
    missing: str = ""

    @property
    def available(self) -> bool:
        return self.run is not None

    def mark_failed(self, error: BaseException, where: str) -> None:
        """Drop the runner after an error on real input, keeping the reason for the table."""
        self.run = None
        self.missing = f"n/a (error on {where}: {type(error).__name__}: {error})"


def build_subject(name: str, host: str | None, factory: Callable[[], Runner]) -> Subject:
    """Build and probe a subject; a failure becomes an ``n/a`` subject with its reason.

    A missing import of a peer package means "install the bench dependency group"; a missing
    part of md-autolinks itself (or a ``NotImplementedError``) means "not landed yet".
    """
    try:
        run = factory()
        run(PROBE_TEXT)
    except ImportError as error:
        if (error.name or "").startswith("md_autolinks"):
            return Subject(name, host, None, f"n/a (not available yet: {error})")
        return Subject(name, host, None, NOT_INSTALLED)
    except NotImplementedError as error:
        return Subject(name, host, None, f"n/a (not available yet: {error})")
    except Exception as error:
        return Subject(name, host, None, f"n/a (error: {type(error).__name__}: {error})")
    return Subject(name, host, run)


def python_markdown(
    extensions: list[Any] | None = None, configs: dict[str, dict[str, object]] | None = None
) -> Runner:
    """``Markdown.convert`` with the given extensions, reset before every document."""
    import markdown

    md = markdown.Markdown(extensions=extensions or [], extension_configs=configs or {})

    def convert(text: str) -> str:
        md.reset()
        return md.convert(text)

    return convert


def python_markdown_fresh(
    extensions: list[Any] | None = None, configs: dict[str, dict[str, object]] | None = None
) -> Runner:
    """``markdown.Markdown(...).convert`` with a new instance for every document, as MkDocs
    (``Page.render``) and ``markdown.markdown()`` do."""
    import markdown

    names = list(extensions or [])
    settings = dict(configs or {})

    def convert(text: str) -> str:
        return markdown.Markdown(extensions=names, extension_configs=settings).convert(text)

    return convert


def md_autolinks_fresh(mode: str) -> Runner:
    """A fresh Python-Markdown with ``extensions=["md_autolinks"]`` in ``mode`` per document."""
    return python_markdown_fresh(["md_autolinks"], {"md_autolinks": {"mode": mode}})


def engine_replayed(make: Callable[[], Runner]) -> Callable[[], Runner]:
    """``make``'s runner with the engine's answers replayed (:mod:`engine_replay`)."""

    def build() -> Runner:
        from engine_replay import replayed

        return replayed(make)

    return build


def replayed_rows(host: str, label: str, factory: Callable[[str], Runner]) -> list[Subject]:
    """One row per mode: ``factory(mode)`` with the engine's answers replayed, named by
    ``label`` with the mode in its ``{}``."""
    return [
        build_subject(label.format(mode), host, engine_replayed(_bind(factory, mode)))
        for mode in MODES
    ]


def host_floor() -> Runner:
    """Python-Markdown with :mod:`host_floor`'s one-regex link claimer (not an autolinker)."""
    from host_floor import make_extension

    return python_markdown([make_extension()])


def tree_floor() -> Runner:
    """Python-Markdown with :mod:`tree_floor`'s replayed anchors (no detection at all)."""
    from tree_floor import make_runner

    runner: Runner = make_runner("gfm")
    return runner


def scan_floor(mode: str) -> Runner:
    """md-autolinks in ``mode`` with :mod:`scan_floor`'s scan-only tree pass (not an
    autolinker)."""
    from scan_floor import make_runner

    runner: Runner = make_runner(mode)
    return runner


def md_autolinks_extension(mode: str) -> Runner:
    """Python-Markdown with ``extensions=["md_autolinks"]`` in ``mode``."""
    return python_markdown(["md_autolinks"], {"md_autolinks": {"mode": mode}})


def markdown_it_commonmark() -> Runner:
    """markdown-it-py, commonmark preset, no autolinking."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").render


def handwritten_name(mode: str, *, fresh: bool = False) -> str:
    """The row of the page with ``mode``'s links written by hand (:mod:`handwritten`)."""
    return f"hand-written links {mode}" + (" (fresh)" if fresh else "")


def markdown_it_handwritten(mode: str) -> Runner:
    """markdown-it-py, commonmark preset, over the page with ``mode``'s links written by
    hand (:mod:`handwritten`): what the parser itself pays for those links."""
    from handwritten import handwritten_rewrite
    from markdown_it import MarkdownIt

    render, rewrite = MarkdownIt("commonmark").render, handwritten_rewrite(mode)

    def run(text: str) -> str:
        return render(rewrite(text))

    return run


def python_markdown_handwritten_fresh(mode: str) -> Runner:
    """A fresh plain Python-Markdown per document over the page with ``mode``'s links
    written by hand (:mod:`handwritten`)."""
    from handwritten import handwritten_rewrite

    convert, rewrite = python_markdown_fresh(), handwritten_rewrite(mode)

    def run(text: str) -> str:
        return convert(rewrite(text))

    return run


def markdown_it_linkify() -> Runner:
    """markdown-it-py, commonmark preset with its linkify rule (linkify-it-py) enabled."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"linkify": True}).enable("linkify").render


def markdown_it_gfm_like() -> Runner:
    """markdown-it-py's ``gfm-like`` preset: linkify plus tables and strikethrough."""
    from markdown_it import MarkdownIt

    return MarkdownIt("gfm-like").render


def markdown_it_plugin(mode: str) -> Runner:
    """markdown-it-py, commonmark preset, with md-autolinks' plugin in ``mode``."""
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    return MarkdownIt("commonmark").use(autolinks_plugin, mode=mode).render


def myst_plugin(mode: str) -> Runner:
    """MyST-Parser's markdown-it parser (as MyST builds it), with md-autolinks' plugin."""
    from markdown_it.renderer import RendererHTML
    from myst_parser.config.main import MdParserConfig
    from myst_parser.parsers.mdit import create_md_parser

    from md_autolinks.markdown_it import autolinks_plugin

    parser = create_md_parser(MdParserConfig(), RendererHTML)
    return parser.use(autolinks_plugin, mode=mode).render


def find_links_engine(mode: str) -> Runner:
    """md-autolinks' engine alone over raw text."""
    from md_autolinks import find_links

    def run(text: str) -> object:
        return find_links(text, mode=mode)

    return run


def linkify_it_match() -> Runner:
    """linkify-it-py's ``LinkifyIt().match`` alone over raw text (default options)."""
    from linkify_it import LinkifyIt

    return LinkifyIt().match


def regex_floor() -> Runner:
    """One ``finditer`` pass of :data:`FLOOR_PATTERN`: a floor, not an autolinker."""

    def run(text: str) -> object:
        return [found.span() for found in FLOOR_PATTERN.finditer(text)]

    return run


def python_markdown_fresh_group() -> list[Subject]:
    """What users pay: plain Python-Markdown, then each autolinking extension, with a new
    ``Markdown`` per document."""
    subjects = [build_subject(PY_MARKDOWN_FRESH, None, python_markdown_fresh)]
    host = PY_MARKDOWN_FRESH
    subjects += [
        build_subject(f"+ md_autolinks {mode} (fresh)", host, _bind(md_autolinks_fresh, mode))
        for mode in MODES
    ]
    subjects += [
        build_subject(f"+ {peer} (fresh)", host, _bind(python_markdown_fresh, [peer]))
        for peer in ("pymdownx.magiclink", "mdx_linkify")
    ]
    subjects += [
        build_subject(
            handwritten_name(mode, fresh=True), host, _bind(python_markdown_handwritten_fresh, mode)
        )
        for mode in MODES
    ]
    subjects += replayed_rows(host, "+ md_autolinks {}, engine replayed", md_autolinks_fresh)
    return subjects


def python_markdown_group() -> list[Subject]:
    """Plain Python-Markdown first, then each autolinking extension on it."""
    subjects = [build_subject(PY_MARKDOWN, None, python_markdown)]
    subjects += [
        build_subject(f"+ md_autolinks {mode}", PY_MARKDOWN, _bind(md_autolinks_extension, mode))
        for mode in MODES
    ]
    subjects.append(
        build_subject(
            "+ pymdownx.magiclink", PY_MARKDOWN, _bind(python_markdown, ["pymdownx.magiclink"])
        )
    )
    subjects.append(
        build_subject("+ mdx_linkify", PY_MARKDOWN, _bind(python_markdown, ["mdx_linkify"]))
    )
    subjects.append(build_subject("+ one-regex claimer (floor)", PY_MARKDOWN, host_floor))
    subjects.append(build_subject("+ anchors alone (tree floor)", PY_MARKDOWN, tree_floor))
    subjects += [
        build_subject(f"+ scan floor {mode}", PY_MARKDOWN, _bind(scan_floor, mode))
        for mode in MODES
    ]
    return subjects


def markdown_it_group() -> list[Subject]:
    """Plain markdown-it-py first, then its linkify, gfm-like and md-autolinks' plugin."""
    subjects = [
        build_subject(MARKDOWN_IT, None, markdown_it_commonmark),
        build_subject("+ linkify (linkify-it-py)", MARKDOWN_IT, markdown_it_linkify),
        build_subject("gfm-like preset", MARKDOWN_IT, markdown_it_gfm_like),
    ]
    subjects += [
        build_subject(f"+ md_autolinks plugin {mode}", MARKDOWN_IT, _bind(markdown_it_plugin, mode))
        for mode in MODES
    ]
    subjects += [
        build_subject(handwritten_name(mode), MARKDOWN_IT, _bind(markdown_it_handwritten, mode))
        for mode in MODES
    ]
    subjects += replayed_rows(MARKDOWN_IT, "+ plugin {}, engine replayed", markdown_it_plugin)
    return subjects


def engine_group() -> list[Subject]:
    """linkify-it-py's matcher first, then ``find_links`` per mode and the regex floor."""
    subjects = [build_subject(LINKIFY_IT, None, linkify_it_match)]
    subjects += [
        build_subject(f"find_links {mode}", LINKIFY_IT, _bind(find_links_engine, mode))
        for mode in MODES
    ]
    subjects.append(build_subject("regex floor (finditer)", LINKIFY_IT, regex_floor))
    return subjects


def _bind(factory: Callable[[object], Runner], argument: object) -> Callable[[], Runner]:
    return lambda: factory(argument)
