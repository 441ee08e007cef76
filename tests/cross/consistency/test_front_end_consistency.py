r"""The engine, the Python-Markdown extension, the markdown-it-py plugin and the mistune plugin
make the same links in plain paragraphs, in every mode.

Paragraphs are generated from URL-ish fragments, punctuation, entities, emphasis marks and
Unicode (:func:`support.gfm_oracle.random_paragraph`, without the ``[``, ``]`` and backticks whose
effect is the front ends' business). Where a front end's links differ from the engine's,
the paragraph is not plain text to that host: rendered without md-autolinks, it is not
its own text. The difference is then named by the markup that makes it so, which the
front end reads as markup and the engine as text:

* ``backslash escape``: the host resolves ``\.`` before linking, and no link is made that
  touches an escape;
* ``entity reference``: ``&amp;`` and the like are characters to the host, text to the
  engine;
* ``raw HTML or autolink``: ``<...>`` is markup to the host; where both hosts read it alike
  (the same HTML without md-autolinks), they make the same links, as they read the same
  list of elements never linked (:mod:`md_autolinks.common.never_linked`);
* ``emphasis``: ``*``, ``_`` or ``~`` the host reads as emphasis splits the text the
  engine reads whole (gfm claims www and URL links before emphasis, as cmark-gfm).
"""

from __future__ import annotations

import html
import random
import re
from collections import Counter
from collections.abc import Callable

import markdown
import mistune
import pytest
from markdown_it import MarkdownIt

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from support.gfm_oracle import random_paragraph
from support.html_normalize import normalize_html
from support.rendered_html import Rendered
from support.sizes import scaled

PARAGRAPHS = scaled(1_000)
SEED = 20261124
CAUSES = (
    ("backslash escape", re.compile(r"\\[!-/:-@\[-`{-~]")),
    ("entity reference", re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")),
    ("raw HTML or autolink", re.compile(r"<")),
    ("emphasis", re.compile(r"[*_~]")),
)


def engine_links(text: str, mode: str) -> list[tuple[str, str]]:
    written = "".join(
        f'<a href="{html.escape(link.href)}">{html.escape(link.text)}</a>'
        for link in find_links(text, mode=mode)
    )
    return Rendered.of(written).links()


def own_text(rendered: str, text: str) -> bool:
    """Whether ``rendered`` is one paragraph of exactly ``text`` (lines as the host keeps
    them)."""
    kept = "\n".join(line.strip() for line in text.split("\n"))
    return rendered.strip() == f"<p>{html.escape(kept, quote=False)}</p>"


def markup_cause(text: str) -> str | None:
    return next((name for name, pattern in CAUSES if pattern.search(text)), None)


def _hosts_disagree(
    text: str,
    hosts: dict[str, tuple[Callable[[str], str], Callable[[str], str]]],
    made: dict[str, list[tuple[str, str]]],
) -> bool:
    """Whether the hosts, which render ``text`` alike without md-autolinks, link it apart."""
    plain = {normalize_html(render(text)) for _, render in hosts.values()}
    return len(plain) == 1 and len({tuple(links) for links in made.values()}) > 1


def _quotes_as_written(render: Callable[[str], object]) -> Callable[[str], str]:
    """mistune's HTML with ``"`` in text as written, as the other front ends write it."""
    return lambda text: str(render(text)).replace("&quot;", '"')


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_front_ends_make_the_engines_links_in_plain_paragraphs(mode: str) -> None:
    python_markdown = markdown.Markdown(
        extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    markdown_it = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    hosts = {
        "Python-Markdown": (
            lambda text: python_markdown.reset().convert(text),
            markdown.markdown,
        ),
        "markdown-it": (markdown_it.render, MarkdownIt("commonmark").render),
        "mistune": (
            _quotes_as_written(
                mistune.create_markdown(escape=False, plugins=[mistune_plugin(mode=mode)])
            ),
            _quotes_as_written(mistune.create_markdown(escape=False)),
        ),
    }
    rng = random.Random(SEED)
    outcome: Counter[str] = Counter()
    unexplained = []
    for _ in range(PARAGRAPHS):
        text = random_paragraph(rng, for_engine=True)
        expected = engine_links(text, mode)
        made = {host: Rendered.of(linked(text)).links() for host, (linked, _) in hosts.items()}
        for host, (_, plain) in hosts.items():
            if made[host] == expected:
                outcome[f"{host}: agree"] += 1
            elif not own_text(plain(text), text) and (cause := markup_cause(text)):
                if cause == "raw HTML or autolink" and _hosts_disagree(text, hosts, made):
                    unexplained.append((host, text, expected, made[host]))
                outcome[f"{host}: {cause}"] += 1
            else:
                unexplained.append((host, text, expected, made[host]))
    print(mode, dict(outcome))
    assert unexplained == []
    for host in hosts:
        assert outcome[f"{host}: agree"] > 0.95 * PARAGRAPHS
