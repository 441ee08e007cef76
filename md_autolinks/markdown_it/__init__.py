"""markdown-it-py front end: ``MarkdownIt().use(autolinks_plugin, mode="gfm")``.

The plugin is a few rules (:data:`RULES`), for the same reason as in the Python-Markdown
front end:

* an inline rule (:mod:`.inline_rule`), before markdown-it's ``text`` rule, claims the
  mode's ``INLINE_KINDS`` (www and URL links in gfm) from the raw inline source, so
  ``http://a.com/*x*`` stays one link instead of being split by emphasis;
* markdown-it's ``image`` rule, wrapped (:mod:`.alt_text`), marks an image's alt text,
  where nothing is linked;
* a core rule (:mod:`.core_rule`), right after inline parsing, finds the other kinds
  (emails) in the finished ``text`` tokens, each framed by what stands beside it;
* where that core rule reads a hard line break written with a backslash as an escape
  (md4c), a rule before ``escape`` marks such breaks (:func:`.constructs.backslash_break`).

A rule a mode does not need is not registered (md4c claims nothing inline, so it has no
inline rule and leaves ``image`` as it is): markdown-it calls each inline rule at every
position it stops at, so a rule that could only decline would cost a call there.

Neither touches a token sequence it does not own. Lookahead (measuring a link label)
sees markdown-it's own parse, so link labels and destinations, references, images and
footnote references end where they end without this plugin; a claimed link stops before
the first construct another rule accepts (:mod:`.constructs`: an escape of ASCII
punctuation, a code span, raw HTML, an image, a footnote reference, math, a role...),
while a ``\\`` or backtick that is neither escape nor code span is link text, as in
cmark-gfm. Entity references are read as the mode's reference reads them
(:mod:`.entities`). Nothing is linked inside a link (``[...](...)``, ``<...>``,
markdown-it's own linkify, a raw ``<a>...</a>``), in code, in a control
(:mod:`md_autolinks.common.never_linked`) or in an image's alt text, and a link that runs
into a backslash escape is not made. Works alongside ``linkify=True``: what this plugin
links, markdown-it's linkify sees as a link and leaves alone.

The rules keep nothing of a page: what they follow while reading one lives in the
render's ``env`` (:mod:`.render_state`), and what the inline rule learns of a paragraph on
its ``StateInline`` (:mod:`.paragraph`), so one instance renders pages in many threads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, NamedTuple

from ..common.renderer_imports import missing_renderer

try:
    from markdown_it import MarkdownIt
    from markdown_it.ruler import Ruler
except ImportError as error:
    raise missing_renderer(error, "markdown_it") from error

from ..common.escapes import escapes_read_as_characters
from ..engine.options import Mode, Options
from .alt_text import set_alt_text_counting
from .configuration import PluginConfig
from .constructs import BREAK_RULE_NAME, RULE_NAME, backslash_break
from .core_rule import CoreRule
from .inline_rule import InlineRule

__all__ = ["RULES", "Rule", "autolinks_plugin"]


class Rule(NamedTuple):
    """One of the plugin's rules: its ruler (``inline`` or ``core``), its name, where it
    stands (``before`` or ``after`` a rule of markdown-it) and what makes it from a
    configuration."""

    chain: Literal["inline", "core"]
    name: str
    place: Literal["before", "after"]
    beside: str
    make: Callable[[PluginConfig], Callable[..., Any]]
    needed: Callable[[PluginConfig], bool]


def _claims_inline(config: PluginConfig) -> bool:
    """Whether the mode claims some kinds from the raw inline source."""
    return bool(config.inline_scanner.kinds)


def _reads_breaks_as_escapes(config: PluginConfig) -> bool:
    """Whether the core rule links some kinds and reads a backslash hard line break as the
    escape it is (:class:`.core_rule.TokenRoles`); where escapes read as their characters,
    a marked break and an unmarked one are both a line edge to it."""
    scanner = config.text_scanner
    return bool(scanner.kinds) and not escapes_read_as_characters(scanner)


def _called_as_method(
    rule_class: Callable[[PluginConfig], Any],
) -> Callable[[PluginConfig], Callable[..., Any]]:
    """What makes ``rule_class``'s rule for a configuration: the new object's bound
    ``__call__``. markdown-it calls an inline rule at every position it stops at; the
    interpreter calls a bound method directly, where calling the object itself goes
    through its type's ``__call__`` slot, about three times the cost of the call."""

    def make(config: PluginConfig) -> Callable[..., Any]:
        method: Callable[..., Any] = rule_class(config).__call__
        return method

    return make


def _always(config: PluginConfig) -> bool:
    """Every configuration needs the rule."""
    return True


RULES: tuple[Rule, ...] = (
    Rule("inline", RULE_NAME, "before", "text", _called_as_method(InlineRule), _claims_inline),
    Rule(
        "inline",
        BREAK_RULE_NAME,
        "before",
        "escape",
        lambda config: backslash_break,
        _reads_breaks_as_escapes,
    ),
    Rule("core", RULE_NAME, "after", "inline", _called_as_method(CoreRule), _always),
)
"""The plugin's rules, registered in this order where the configuration needs them (see
the module's docstring)."""


def autolinks_plugin(md: MarkdownIt, *, mode: Mode = "gfm", **options: object) -> None:
    """Link bare URLs, www. hosts and emails in ``md`` under ``mode``'s rules, with the
    options of ``OPTION_SPECS``.

    Options are validated at once: an unknown name or bad value raises
    :class:`~md_autolinks.engine.errors.OptionError` naming the valid choices. Using the
    plugin again on the same instance replaces the earlier configuration: the later
    ``.use(...)`` wins, with its own options only (docs/getting-started.md#markdown-it-py).
    """
    config = PluginConfig(Options.from_mapping(options, mode=mode))
    for rule in RULES:
        ruler: Ruler[Any] = md.inline.ruler if rule.chain == "inline" else md.core.ruler
        if rule.needed(config):
            _set_rule(ruler, rule, rule.make(config))
        else:
            _drop_rule(ruler, rule.name)
    set_alt_text_counting(md.inline.ruler, config if _claims_inline(config) else None)


def _set_rule(ruler: Ruler[Any], rule: Rule, function: Callable[..., Any]) -> None:
    """Put ``function`` in ``ruler`` under ``rule.name``, replacing an earlier use's."""
    if ruler.__find__(rule.name) >= 0:
        ruler.at(rule.name, function)
    elif ruler.__find__(rule.beside) < 0:
        ruler.push(rule.name, function)
    elif rule.place == "before":
        ruler.before(rule.beside, rule.name, function)
    else:
        ruler.after(rule.beside, rule.name, function)


def _drop_rule(ruler: Ruler[Any], name: str) -> None:
    """Take an earlier use's rule ``name`` out of ``ruler``, if it is there."""
    index = ruler.__find__(name)
    if index >= 0:
        del ruler.__rules__[index]
        ruler.__cache__ = None
