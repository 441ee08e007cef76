"""Image alt text, which is no place for links."""

from __future__ import annotations

from markdown_it.rules_inline import StateInline

from .configuration import PluginConfig


class AltTextRule:
    """Whether markdown-it is parsing an image's alt text, which is no place for links.

    markdown-it parses the alt text in a fresh inline state that shows no sign of the image;
    this rule, placed just before the ``image`` rule, runs that rule itself and counts the
    parses in progress in the page's state. Its tokens are exactly the ``image`` rule's.
    """

    def __init__(self, config: PluginConfig) -> None:
        self.config = config

    def __call__(self, state: StateInline, silent: bool) -> bool:
        """Run markdown-it's ``image`` rule at ``state.pos``, counting it as alt text."""
        if silent or state.src[state.pos] != "!":
            return False
        image = next(
            (
                rule.fn
                for rule in state.md.inline.ruler.__rules__
                if rule.name == "image" and rule.enabled
            ),
            None,
        )
        if image is None:
            return False
        page = self.config.page(state.env)
        page.alt_text_depth += 1
        try:
            return bool(image(state, silent))
        finally:
            page.alt_text_depth -= 1
