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
* ``hard line break``: a backslash before a line ending is a hard line break to the host
  (CommonMark 6.7), which it keeps (docs/modes.md, backslash escapes: markdown-it and
  mistune keep the break that cmark-gfm, and the engine, take into a www or URL link before
  it as text);
* ``entity reference``: ``&amp;`` and the like are characters to the host, text to the
  engine;
* ``raw HTML or autolink``: ``<...>`` is markup to the host; where both hosts read it alike
  (the same HTML without md-autolinks), they make the same links, as they read the same
  list of elements never linked (:mod:`md_autolinks.common.never_linked`);
* ``emphasis``: ``*``, ``_`` or ``~`` the host reads as emphasis splits the text the
  engine reads whole (gfm claims www and URL links before emphasis, as cmark-gfm);
* ``block quote``: ``>`` at the start of a line (after up to three spaces) is a block
  quote marker to the host (CommonMark 5.1), whose paragraph starts after it, while the
  engine reads ``>`` as the character before the first word (after which gfm makes no www
  link and md4c no link at all, as cmark-gfm and md4c do inside a line: ``a>www.a.com``).
  This cause is checked, not only named: the host's links are the engine's links of the
  text with the markers taken out (:func:`unquoted`).
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
    ("hard line break", re.compile(r"\\\n")),
    ("entity reference", re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")),
    ("raw HTML or autolink", re.compile(r"<")),
    ("emphasis", re.compile(r"[*_~]")),
    ("block quote", re.compile(r"^ {0,3}>", re.MULTILINE)),
)
QUOTE_MARKERS = re.compile(r"^(?: {0,3}> ?)+", re.MULTILINE)


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


def unquoted(text: str) -> str:
    """``text`` with the block quote markers at its lines' starts taken out (CommonMark 5.1:
    ``>`` after up to three spaces, and one space after it), as the host reads the quoted
    paragraph."""
    return QUOTE_MARKERS.sub("", text)


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


def front_ends(mode: str) -> dict[str, tuple[Callable[[str], str], Callable[[str], str]]]:
    """Each front end in ``mode``: its render with md-autolinks, and without."""
    python_markdown = markdown.Markdown(
        extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    markdown_it = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    return {
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


@pytest.mark.parametrize(
    ("mode", "text", "quoted_links"),
    [
        ("gfm", ">www.:github.com+", [("http://www.:github.com+", "www.:github.com+")]),
        (
            "gfm",
            ">www.awww.EXAMPLEmailto:github.com",
            [
                (
                    "http://www.awww.EXAMPLEmailto:github.com",
                    "www.awww.EXAMPLEmailto:github.com",
                )
            ],
        ),
        ("md4c", ">https://a.b", [("https://a.b", "https://a.b")]),
        ("md4c", "  >>https://a.b", [("https://a.b", "https://a.b")]),
    ],
)
def test_a_block_quote_marker_is_no_text_before_the_link(
    mode: str, text: str, quoted_links: list[tuple[str, str]]
) -> None:
    """The ``block quote`` cause: the engine links nothing after ``>`` (gfm's www and md4c's
    links need white space or a line's start before them), each front end links the quoted
    text, as the engine does without the markers."""
    assert engine_links(text, mode) == []
    assert engine_links(unquoted(text), mode) == quoted_links
    for linked, plain in front_ends(mode).values():
        assert not own_text(plain(text), text)
        assert Rendered.of(linked(text)).links() == quoted_links


def test_a_hard_line_break_is_markup_to_the_host() -> None:
    """Found at MD_AUTOLINKS_DEEP=20: the engine takes the backslash before a line ending into
    the www link, as cmark-gfm does; the front ends that keep the break differ from it there,
    and the ``hard line break`` cause names that (a backslash before anything else is no
    such cause)."""
    text = "www.\\\nxmpp:x"
    assert engine_links(text, "gfm") == [("http://www.%5C", "www.\\")]
    hosts = front_ends("gfm")
    made = {host: Rendered.of(linked(text)).links() for host, (linked, _) in hosts.items()}
    assert made == {
        "Python-Markdown": [("http://www.%5C", "www.\\")],
        "markdown-it": [],
        "mistune": [("http://www", "www")],
    }
    assert not own_text(MarkdownIt("commonmark").render(text), text)
    assert markup_cause(text) == "hard line break"
    assert markup_cause("www.\\ xmpp:x") is None


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_front_ends_make_the_engines_links_in_plain_paragraphs(mode: str) -> None:
    hosts = front_ends(mode)
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
                if cause == "block quote" and made[host] != engine_links(unquoted(text), mode):
                    unexplained.append((host, text, expected, made[host]))
                outcome[f"{host}: {cause}"] += 1
            else:
                unexplained.append((host, text, expected, made[host]))
    print(mode, dict(outcome))
    assert unexplained == []
    for host in hosts:
        assert outcome[f"{host}: agree"] > 0.95 * PARAGRAPHS


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("<br>.ftp://;github.com**__éa_bcom!", []),
        ("Run<br>mailto:python.org", []),
        ("Run<br>javascript:/*python.org*/alert(1)", []),
        ("<b>ftp://;github.com</b>", []),
        ("HTTP://b<br>,org@@", [("http://b", "HTTP://b")]),
        ("See<br>python.org", [("https://python.org", "python.org")]),
    ],
)
def test_raw_html_stands_apart_from_the_text_beside_it(
    text: str, links: list[tuple[str, str]]
) -> None:
    """uts58 reads the text the reader sees, who sees no raw tag: no token runs through one
    (:func:`md_autolinks.common.text_runs.raw_html_read_apart`), in every front end alike.
    After ``<br>`` the token ``mailto:python.org`` starts a line, and ``python.org`` in it is
    a piece of a URI; ``HTTP://b`` before one is a whole token. The engine, given the source
    as text, reads the tag's characters as words of the token."""
    hosts = front_ends("uts58")
    assert len({normalize_html(plain(text)) for _, plain in hosts.values()}) == 1
    for linked, _ in hosts.values():
        assert Rendered.of(linked(text)).links() == links
