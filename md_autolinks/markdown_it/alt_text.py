"""Image alt text, which is no place for links."""

from __future__ import annotations

from collections.abc import Callable

from markdown_it import rules_inline
from markdown_it.ruler import Ruler
from markdown_it.rules_inline import StateInline

from .configuration import PluginConfig

InlineRuleFn = Callable[[StateInline, bool], bool]

IMAGE_RULE = "image"
"""The name of markdown-it's inline rule that makes images, and parses their alt text."""


def counting_alt_text(config: PluginConfig, image: InlineRuleFn) -> InlineRuleFn:
    """``image`` (the ``image`` rule's function), counting the alt-text parses it runs in the
    page's state (:attr:`~.render_state.PageState.alt_text_depth`).

    markdown-it parses an image's alt text in a fresh inline state that shows no sign of the
    image, inside the ``image`` rule's call; the rule is wrapped rather than preceded by a
    rule of the plugin, so a position where no image starts costs no call of its own (the
    parser stops at about 9,000 such positions in a dense page set for the rules after
    ``text``). Its tokens are exactly the ``image`` rule's. Where ``image`` is markdown-it's
    own rule, a position without a ``!`` is refused at once, as that rule refuses it."""
    first = "!" if image is rules_inline.image else None

    def image_counting_alt_text(state: StateInline, silent: bool) -> bool:
        if silent:
            return image(state, silent)
        if first is not None and state.src[state.pos] != first:
            return False
        page = config.page(state.env)
        page.alt_text_depth += 1
        try:
            return image(state, silent)
        finally:
            page.alt_text_depth -= 1

    image_counting_alt_text.__wrapped__ = image  # type: ignore[attr-defined]
    image_counting_alt_text.md_autolinks_alt_text = True  # type: ignore[attr-defined]
    return image_counting_alt_text


def unwrapped(function: InlineRuleFn) -> InlineRuleFn:
    """The rule function that :func:`counting_alt_text` wrapped in ``function``, or
    ``function`` itself when it is no such wrapper."""
    if getattr(function, "md_autolinks_alt_text", False):
        inner: InlineRuleFn = function.__wrapped__  # type: ignore[attr-defined]
        return inner
    return function


def set_alt_text_counting(ruler: Ruler[InlineRuleFn], config: PluginConfig | None) -> None:
    """Make the ``image`` rule of ``ruler`` count alt-text parses for ``config``, replacing an
    earlier use's wrapper; with ``None``, only take that wrapper out. Nothing happens where
    the ruler has no ``image`` rule (no alt text is parsed there)."""
    index = ruler.__find__(IMAGE_RULE)
    if index < 0:
        return
    image = unwrapped(ruler.__rules__[index].fn)
    ruler.__rules__[index].fn = image if config is None else counting_alt_text(config, image)
    ruler.__cache__ = None
