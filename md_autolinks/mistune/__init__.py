"""mistune 3 front end: ``mistune.create_markdown(plugins=[autolinks_plugin(mode="gfm")])``.

Two steps, as in the markdown-it front end (docs/getting-started.md#mistune):

* while mistune parses a paragraph's inline source, the mode's ``INLINE_KINDS`` (www and
  URL links in gfm, every kind in uts58) are claimed from it before emphasis is resolved
  (:mod:`.claims`), so ``http://a.com/*x*`` stays one link, and a link stops before the
  first construct another rule owns;
* once the paragraph is parsed, the other kinds (emails in gfm, every kind in md4c) are
  found in its finished text (:mod:`.text_pass`, the walk shared with markdown-it).

Nothing is linked inside an explicit link, an image's text, code, raw ``<a>`` or a raw
element of the never-linked list. mistune's HTML renderer writes each made link with every
attribute the options give; the page is otherwise the page mistune writes. The plugin
keeps nothing of a page on itself: a page's first mentions live in mistune's per-page
``env``, so one instance renders pages in many threads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..common.renderer_imports import missing_renderer

try:
    import mistune
except ImportError as error:
    raise missing_renderer(error, "mistune") from error

from ..common.anchors import Anchor
from ..engine.options import Mode, Options
from .claims import ClaimingParse
from .configuration import FrontEndConfig
from .text_pass import LinkingRender
from .tokens import LINK, render_link

__all__ = ["autolinks_plugin"]

Plugin = Callable[["mistune.Markdown"], None]


def autolinks_plugin(*, mode: Mode = "gfm", **options: object) -> Plugin:
    """A mistune plugin that links bare URLs, www. hosts and emails under ``mode``'s rules,
    with the options of ``OPTION_SPECS`` (docs/options.md).

    Options are validated at once: an unknown name or bad value raises
    :class:`~md_autolinks.engine.errors.OptionError` naming the valid choices. Using a
    plugin again on the same instance replaces the earlier one's options.
    """
    config = FrontEndConfig(Options.from_mapping(options, mode=mode))

    def plugin(markdown: mistune.Markdown) -> None:
        inline = markdown.inline
        parse, render = inline.__dict__.get("parse"), inline.__dict__.get("render")
        original_parse = parse.original if isinstance(parse, ClaimingParse) else inline.parse
        original_render = render.original if isinstance(render, LinkingRender) else inline.render
        inline.parse = ClaimingParse(markdown, config, original_parse)  # type: ignore[method-assign]
        inline.render = LinkingRender(markdown, config, original_render)  # type: ignore[method-assign]
        if markdown.renderer is not None and getattr(markdown.renderer, "NAME", None) == "html":
            markdown.renderer.register(LINK, _render_link)

    return plugin


def _render_link(renderer: Any, text: str, anchor: Anchor) -> str:
    return render_link(anchor)
