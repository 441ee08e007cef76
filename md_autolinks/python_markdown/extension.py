"""Python-Markdown front end: ``markdown.markdown(text, extensions=["md_autolinks"])``.

Every anchor is made by one tree pass over the finished tree (:mod:`.tree`), after
``attr_list`` and before ``abbr``, ``smarty`` and ``toc``, so no link is ever put behind a
Python-Markdown placeholder. One narrow inline guard (:mod:`.inline_guard`) runs among the
inline patterns, before emphasis, only to keep other inline syntax out of what the mode's
reference claims from raw source (``http://a.com/*x*`` is the link ``http://a.com/*x``).
A gate reads the whole source once per document and switches both off when no link can
be in it. The rules are in ``docs/python-markdown.md``.

What :meth:`AutolinkExtension.extendMarkdown` puts in a ``Markdown`` instance, each under
the name ``md_autolinks``:

- ``md.preprocessors``, priority 29 (:data:`GATE_PRIORITY`): the gate,
  :class:`~.document_gate.DocumentGate`;
- ``md.inlinePatterns``, priority 85 (:data:`~.document_gate.INLINE_PRIORITY`): the guard,
  :class:`~.inline_guard.InlineGuard`, which the gate registers only for a page that may need it
  and takes out again for a page that does not;
- ``md.treeprocessors``, priority 7.5 (:data:`TREE_PRIORITY`): the tree pass,
  :class:`~.tree.TreeLinker`;
- ``md.registeredExtensions``: the page state, :class:`PageState`, which
  ``Markdown.reset()`` resets.

With ``replace_magiclink``, the gate also takes pymdownx.magiclink's ``magic-link`` and
``magic-mail`` inline patterns out of the instance (:mod:`.magiclink`).

Nothing is linked inside code, existing links (Markdown, reference, ``<...>`` or raw
HTML ``<a>``), raw HTML, controls (``<button>``, ``<label>``, ``<summary>``...), or next to
a backslash escape (``example\\.com`` stays text).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension

from ..engine.errors import OptionError
from ..engine.options import OPTION_SPECS, Mode, Options, validated_options
from .document_gate import REGISTRY_NAME, DocumentGate
from .plan import front_end_setup
from .tree import TreeLinker

__all__ = ["AutolinkExtension", "makeExtension"]

TREE_PRIORITY = 7.5
"""After ``attr_list`` (8), before ``abbr`` (7), ``smarty`` (6), ``toc`` (5) and
pymdownx.tabbed's slugs (4)."""
GATE_PRIORITY = 29
"""After ``normalize_whitespace`` (30) and pymdownx.snippets (32), before the raw HTML
block preprocessor (20) takes ``md_in_html`` blocks out of the source."""


class AutolinkExtension(Extension):
    """Python-Markdown extension that links bare URLs, www. hosts and emails.

    ``AutolinkExtension(mode="gfm", kinds=("url", "www", "email"), ...)``; every
    option of :data:`md_autolinks.engine.options.OPTION_SPECS` is accepted and validated
    at once, and an unknown name or bad value raises
    :class:`~md_autolinks.engine.errors.OptionError` naming the valid choices.
    ``AutolinkExtension(options=validated)`` takes an
    :class:`~md_autolinks.engine.options.Options` as it is.
    """

    def __init__(
        self, *, mode: Mode = "gfm", options: Options | None = None, **kwargs: Any
    ) -> None:
        if options is None:
            if kwargs or type(mode) is not str:
                options = validated_options({**kwargs, "mode": mode})
            else:
                options = _mode_options(mode)
        elif kwargs or mode != "gfm":
            raise OptionError(
                "AutolinkExtension: give either options=Options(...) or option values, not both"
            )
        self.options = options

    @property
    def config(self) -> dict[str, list[Any]]:  # type: ignore[override]
        """The validated options in Python-Markdown's shape (``getConfigs()``), made when
        asked: a page's conversion never reads them."""
        return {
            name: [value, OPTION_SPECS[name].help] for name, value in self.options.as_dict().items()
        }

    def setConfig(self, key: str, value: Any) -> None:  # noqa: N802 (Python-Markdown's name)
        """Set one option, validated like the constructor's."""
        self.setConfigs({key: value})

    def setConfigs(self, items: Mapping[str, Any] | Any) -> None:  # noqa: N802
        """Set several options at once, validated together."""
        self.options = validated_options({**self.options.as_dict(), **dict(items)})

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        """Register the tree pass and the gate (which makes the guard when a page may need
        it) in ``md``.

        Everything a page needs lives with ``md``, never with this object, which a host
        may share between several ``Markdown`` instances: ``md.reset()`` resets ``md``'s
        own passes only. Loaded again into the same instance (``extensions=["md_autolinks",
        AutolinkExtension(mode="uts58")]``), the later configuration replaces the earlier
        one (``docs/python-markdown.md#loading-twice``).
        """
        withdraw(md)
        setup = front_end_setup(self.options)
        linker = TreeLinker(setup, self.options, md)
        gate = DocumentGate(md, setup.plan.guard, linker)
        md.treeprocessors.register(linker, REGISTRY_NAME, TREE_PRIORITY)
        md.preprocessors.register(gate, REGISTRY_NAME, GATE_PRIORITY)
        md.registerExtension(PageState(gate))


@lru_cache(maxsize=16)
def _mode_options(mode: str) -> Options:
    """The options of ``mode`` alone (what most ``Markdown`` instances are given), validated
    once per mode: a bad mode raises each time, as errors are never cached."""
    return validated_options({"mode": mode})


class PageState(Extension):
    """What one ``Markdown`` instance's passes keep for the page being converted, reset by
    ``Markdown.reset()`` (which calls ``reset()`` on each registered extension). It has no
    configuration of its own, so ``Extension.__init__``, which sets one, is not called."""

    def __init__(self, gate: DocumentGate) -> None:
        self.gate = gate

    def reset(self) -> None:
        """Forget the last document's plan."""
        self.gate.forget()


def withdraw(md: Markdown) -> None:
    """Take an earlier configuration's passes, and its page state, out of ``md``: a fresh
    instance, which holds none, is left as it is at the cost of one look at its list of
    registered extensions."""
    for extension in md.registeredExtensions:
        if isinstance(extension, PageState):
            break
    else:
        return
    for registry in (md.preprocessors, md.treeprocessors, md.inlinePatterns):
        if REGISTRY_NAME in registry:
            registry.deregister(REGISTRY_NAME)
    md.registeredExtensions[:] = [
        extension for extension in md.registeredExtensions if not isinstance(extension, PageState)
    ]


def makeExtension(**kwargs: Any) -> AutolinkExtension:  # noqa: N802 (Python-Markdown's hook)
    """Python-Markdown's loader hook for ``extensions=["md_autolinks.markdown_ext"]``."""
    return AutolinkExtension(**kwargs)
