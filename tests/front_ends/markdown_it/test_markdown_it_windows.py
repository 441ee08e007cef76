"""The markdown-it plugin reads a paragraph's source piece by piece, as the parser asks
(:class:`md_autolinks.markdown_it.render_state.LinkQueue`): it stops before each word that
starts with ``[`` or ``<``, where another rule may take a link, an autolink or raw HTML,
and reads on from where the parser lands after such a construct, so the source of a link's
destination is never scanned (issue 37). What makes that exact is tested here on generated
text: a window's pieces, split where a word starts, hold the window's links, and no link
starts at ``[`` or ``<``."""

from __future__ import annotations

import random
import re

import pytest
from markdown_it import MarkdownIt

from md_autolinks import find_links
from md_autolinks.common.text_runs import LINK_BREAKS
from md_autolinks.engine.options import Options
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.markdown_it.configuration import PluginConfig
from md_autolinks.markdown_it.source_text import WindowReading
from support.scan_work import ScannedCharacters
from support.sizes import scaled

SEED = 58
TEXTS = scaled(300)
PIECES = [
    "https://a.com/x",
    "www.b.org",
    "me@c.net",
    "http://d.io/p_q",
    "example.com",
    "python.org",
    "foo_bar.com",
    "x.py",
    "e.g.",
    "λ.com",
    "пример.рф",
    "https://a.com/(b)",
    "ftp://e.com/",
    "mailto:a@b.co",
    "http://10.0.0.1/a.b",
    "u:p@h.com",
    "[t](https://f.com/y)",
    "<https://g.com/z>",
    "<span>",
    "`",
    "*",
    "_",
    '"',
    "“",
    "”",
    "(",
    ")",
    "[",
    "]",
    "<",
    "&amp;",
    "&#47;",
    "&#x200b;",
    "\\",
    "\u202e",
    "\u202c",
    "\u2069",
    "\u2067",
    "。",
    "で",
    "see",
    "site",
    ".",
    ",",
    ":",
    "@",
    "x",
    " ",
    " ",
    " ",
    " ",
    "\n",
    "\t",
]
_WORD_START = re.compile(f"(?<=[{LINK_BREAKS}])[^{LINK_BREAKS}]")


def _texts() -> list[str]:
    rng = random.Random(SEED)
    return ["".join(rng.choice(PIECES) for _ in range(rng.randint(4, 30))) for _ in range(TEXTS)]


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_a_window_s_pieces_hold_the_window_s_links(mode: str) -> None:
    """Read from any offset ``start``, the links of the source up to a word's start and
    from there on are the links of the whole window, entity references and directional
    overrides included (:class:`~md_autolinks.markdown_it.source_text.WindowReading`): the
    scanners decide a link by the text up to the character after it, and carry nothing
    across ASCII white space but an override, which the reading applies from its start;
    and no link starts at ``[`` or ``<``."""
    scanner = PluginConfig(Options.from_mapping({}, mode=mode)).inline_scanner
    rng = random.Random(SEED)
    compared = 0
    for text in _texts():
        start = rng.choice([0, rng.randrange(len(text))])
        whole = WindowReading(scanner, text, start, len(text), text).links(start, len(text))
        assert not [link for link in whole if text[link.start] in "[<"], text
        for word in _WORD_START.finditer(text, start + 1):
            cut = word.start()
            reading = WindowReading(scanner, text, start, len(text), text)
            if not reading.reads(cut):
                continue
            pieces = reading.links(start, cut) + reading.links(cut, len(text))
            assert pieces == whole, (text, start, cut)
            compared += 1
    assert compared >= TEXTS


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_a_link_s_destination_and_label_are_never_scanned(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``[docs](https://a.com/x) www.b.com `` repeated: the reading stops at each ``[``,
    markdown-it's ``link`` rule takes the link, and the reading goes on after its ``)``: only
    `` www.b.com `` of each is handed to the scanner (the label is link text, where nothing
    is linked)."""
    counter = ScannedCharacters(monkeypatch)
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    scanned, html = counter.of(md.render, "[docs](https://a.com/x) www.b.com " * 20)
    scheme = "http" if mode == "gfm" else "https"
    anchors = f'<a href="https://a.com/x">docs</a> <a href="{scheme}://www.b.com">www.b.com</a> '
    assert html == "<p>" + (anchors * 20).rstrip() + "</p>\n"
    assert scanned == len(" www.b.com ") * 20 - 1


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
@pytest.mark.parametrize(
    "source",
    [
        "`https://a.com \u202e` www.python.org",
        "[https://a.com \u202e](https://a.com) www.python.org",
        "x \u202e[t](https://a.com) www.python.org",
        "<https://a.com> \u202e [t](https://a.com)www.python.org",
    ],
)
def test_an_override_before_a_construct_stays_in_effect_after_it(mode: str, source: str) -> None:
    """A right-to-left override inside a code span or a link's text runs on after it in
    the browser (neither is an isolate), so nothing after it is linked, however the parser
    reached it (docs/security.md#guaranteed)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    assert "www.python.org</a>" not in md.render(source)


@pytest.mark.parametrize(("mode", "scheme"), [("gfm", "http"), ("uts58", "https")])
@pytest.mark.parametrize(
    "construct", ["[t](https://a.com)", "`y`", "<https://a.com>", "<span>x</span>"]
)
def test_an_isolate_around_a_construct_ends_an_override_after_it(
    mode: str, scheme: str, construct: str
) -> None:
    """An isolate opened before a construct and closed after it ends an override opened
    in it (UAX #9 X6a): what follows is drawn in order and linked, whichever piece of the
    paragraph the reading resumes at (the pieces read overrides from the paragraph's start)."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    rendered = md.render(f"\u2067x {construct} \u202e z\u2069 www.python.org")
    assert rendered.endswith(
        f' \u202e z\u2069 <a href="{scheme}://www.python.org">www.python.org</a></p>\n'
    ), rendered


def test_after_a_construct_the_source_is_read_from_its_end() -> None:
    """What follows a link is read from the link's end, as the reader sees it
    (``t`` then ``foo.comhttps://“ftp.e.com``: ``ftp.e.com`` is a piece of a URI of the
    scheme ``tfoo.comhttps``), not as a scan through the destination ``(y)`` would read it."""
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="uts58")
    assert find_links("tfoo.comhttps://“ftp.e.com", "uts58") == []
    assert md.render("[t](y)foo.comhttps://“ftp.e.com") == (
        '<p><a href="y">t</a>foo.comhttps://“ftp.e.com</p>\n'
    )


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_a_link_s_text_is_left_to_markdown_it(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing is linked in a link's text, so the rule declines there and hands nothing
    to the scanner: the text is parsed as markdown-it parses it without the plugin."""
    counter = ScannedCharacters(monkeypatch)
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
    source = "[see https://a.com/x *and* www.b.com](https://c.com)"
    scanned, html = counter.of(md.render, source)
    assert scanned == 0
    assert html == MarkdownIt("commonmark").render(source)
