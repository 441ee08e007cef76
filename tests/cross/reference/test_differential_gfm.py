r"""gfm mode against cmark-gfm (``cmarkgfm``) on generated paragraphs.

Engine: on 3,000 generated paragraphs (times ``MD_AUTOLINKS_DEEP``, see :mod:`support.sizes`)
that CommonMark leaves as plain text, the engine's links equal cmark-gfm's, href and
text, every one, with gfm mode's two documented departures in hrefs
(:func:`support.gfm_oracle.with_gfm_mode_hrefs`): ``mailto:`` before a schemeless email,
and ``/`` for a backslash before an ``@`` in a URL's authority, which a browser reads as
the end of the host the text shows.

Extension: on 3,000 generated paragraphs of any kind, Python-Markdown with
md_autolinks makes the links cmark-gfm makes, except where Python-Markdown's own
inline parsing differs from CommonMark's, or where cmark-gfm shows a backslash
Python-Markdown never shows; nothing else may differ:

* the paragraph renders differently in the two hosts even without autolinking;
* a www or URL link of cmark-gfm shows a backslash: cmark-gfm claims it from the source,
  escapes as written, while Python-Markdown resolves every escape before any autolinking
  and never shows the backslash; the link is then the one the text the reader sees makes
  (``www.python.org\*`` links ``www.python.org``, ``www.example\.com`` links
  ``www.example.com``; a backslash that escapes nothing, at the end of the text, is shown
  by both). Any other difference beside an escape is a failure: an escape is
  read by the one rule of :mod:`md_autolinks.common.escapes` (``x\_me@python.org`` links
  ``x_me@python.org``, ``me@python.org\_`` links nothing, as in cmark-gfm);
* a URL or www link of cmark-gfm takes in the backtick that opens a code span of the
  paragraph read without autolinks (cmark-gfm claims the link at its ``:`` or ``www.``
  before it reaches the backtick), while Python-Markdown parses code spans before any
  link: the link ends before the backtick (``http://a`=\n~`x`` links ``http://a``), one of
  the differences docs/python-markdown.md names (syntax Python-Markdown parses first);
* nothing else: an entity reference is read as cmark-gfm reads it (an email through it,
  ``a&#64;b.com`` links ``a@b.com``; a www or URL link as written), so it excuses nothing.
"""

from __future__ import annotations

import html
import random
import re
from collections import Counter
from collections.abc import Callable

import ada_url
import markdown
import pytest

from support.gfm_oracle import (
    engine_links,
    is_inert,
    oracle_links,
    random_paragraph,
    render_autolink,
    render_autolink_as_cmark_gfm,
    render_plain,
)
from support.html_normalize import anchors, normalize_html
from support.sizes import scaled

INPUTS = scaled(3_000)
SEED = 20261121
_TAGS = re.compile(r"<[^>]+>")


def test_engine_agrees_with_cmark_gfm_on_plain_paragraphs() -> None:
    rng = random.Random(SEED)
    checked = 0
    mismatches = []
    while checked < INPUTS:
        text = random_paragraph(rng, for_engine=True)
        if "\n" in text or not is_inert(text):
            continue
        checked += 1
        expected = oracle_links(render_autolink(text))
        if engine_links(text) != expected:
            mismatches.append((text, expected, engine_links(text)))
    assert mismatches == []


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def host_parsing_cause(text: str) -> str | None:
    """Which Python-Markdown parsing difference explains a different result, if any."""
    if normalize_html(markdown.markdown(text)) != normalize_html(render_plain(text)):
        return "inline parse"
    return None


def _ours_start_theirs(
    ours: list[tuple[str, str]],
    theirs: list[tuple[str, str]],
    mark: str,
    seen: Callable[[str], str],
    reread: Callable[[str], list[str]] = lambda shown: [],
) -> bool:
    """Whether ``ours`` is ``theirs`` but where a link of cmark-gfm holds ``mark``: there
    our link, if any, is a start of ``seen`` of cmark-gfm's link's text (Python-Markdown's
    link ends where the text it shows ends it) or one of the texts ``reread`` gives for it."""
    if not any(mark in text for _, text in theirs):
        return False
    kept = []
    for href, text in theirs:
        if mark not in text:
            kept.append((href, text))
            continue
        shown = seen(text)
        others = reread(shown)
        kept.extend(
            link for link in ours if link[1] and (shown.startswith(link[1]) or link[1] in others)
        )
    return sorted(set(kept)) == sorted(set(ours))


def _links_of_shown_text(shown: str) -> list[str]:
    """The texts of the links cmark-gfm makes in ``shown`` read as a paragraph of its own."""
    return [text for _, text in _decoded(anchors(render_autolink(shown)))]


def shown_backslash(ours: list[tuple[str, str]], theirs: list[tuple[str, str]]) -> bool:
    """Whether ``ours`` is ``theirs`` but where a link of cmark-gfm shows a backslash,
    which Python-Markdown never shows where it escapes a character: there our link, if
    any, is a start of cmark-gfm's with its escapes read as their characters (a backslash
    at its end that escapes the character after the link is then left out; one that
    escapes nothing, ``x\\`` at the end of the text, or that ``\\\\`` stands for, is shown),
    or a link cmark-gfm makes in that text the reader sees: ``www.\\\\_hTtPs://a.com``
    shows ``www.\\_hTtPs://a.com``, whose www link cmark-gfm refuses (its domain holds an
    escaped ``_``), so the link is the URL after it."""
    return _ours_start_theirs(
        ours, theirs, "\\", lambda text: _ESCAPE.sub(r"\1", text), _links_of_shown_text
    )


def taken_backtick(text: str, ours: list[tuple[str, str]], theirs: list[tuple[str, str]]) -> bool:
    """Whether ``ours`` is ``theirs`` but where a link of cmark-gfm takes in a backtick of
    ``text``, whose paragraph read without autolinks holds a code span: Python-Markdown
    parses that span first, and our link, if any, is a start of cmark-gfm's before its
    first backtick."""
    if "<code>" not in render_plain(text):
        return False
    return _ours_start_theirs(ours, theirs, "`", lambda shown: shown.partition("`")[0])


def _decoded(links: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(href, html.unescape(_TAGS.sub("", text))) for href, text in links]


def test_extension_agrees_with_cmark_gfm_except_host_parsing() -> None:
    rng = random.Random(SEED + 1)
    outcome: Counter[str] = Counter()
    unexplained = []
    md = markdown.Markdown(extensions=["md_autolinks"])
    for _ in range(INPUTS):
        text = random_paragraph(rng)
        ours = _decoded(anchors(md.reset().convert(text)))
        theirs = _decoded(anchors(render_autolink(text)))
        if ours == theirs:
            outcome["agree"] += 1
        elif shown_backslash(ours, theirs):
            outcome["cmark-gfm shows a backslash"] += 1
        elif taken_backtick(text, ours, theirs):
            outcome["cmark-gfm's link takes a code span's backtick"] += 1
        elif cause := host_parsing_cause(text):
            outcome[f"host parsing: {cause}"] += 1
        else:
            unexplained.append((text, theirs, ours))
    assert unexplained == []
    assert outcome["agree"] > 0.95 * INPUTS
    assert outcome["cmark-gfm shows a backslash"] > 0


def _browser_host(url: str) -> str | None:
    """The host a browser reads from ``url`` (WHATWG URL, ada-url), ``None`` where it
    rejects the URL."""
    return ada_url.URL(url).hostname if ada_url.check_url(url) else None


@pytest.mark.parametrize(
    ("text", "shown", "href", "cmark_href"),
    [
        (
            "https://xmpp:mailto:\\example'_@&&~",
            "https://xmpp:mailto:\\example'_@&&",
            "https://xmpp:mailto:/example'_@&&",
            "https://xmpp:mailto:%5Cexample'_@&&",
        ),
        (
            ":comhttp://((ftp://a.bwwww.\\b@",
            "ftp://a.bwwww.\\b@",
            "ftp://a.bwwww./b@",
            "ftp://a.bwwww.%5Cb@",
        ),
    ],
)
def test_the_engine_departs_from_cmark_gfm_where_a_backslash_ends_the_host(
    text: str, shown: str, href: str, cmark_href: str
) -> None:
    """Found at MD_AUTOLINKS_DEEP=10: cmark-gfm writes the backslash ``%5C``, which a
    browser reads as part of a user name, going to the host after the ``@`` (``&&``) or to
    none; the engine writes ``/``, and the browser reads from its href the host it reads
    from the link's text (``a.bwwww.``, or none from either: ``mailto`` is no port). The
    oracle carries the departure (:func:`support.gfm_oracle.with_gfm_mode_hrefs`)."""
    assert oracle_links(render_autolink_as_cmark_gfm(text)) == [(cmark_href, shown)]
    assert engine_links(text) == [(href, shown)]
    assert oracle_links(render_autolink(text)) == [(href, shown)]
    assert _browser_host(href) == _browser_host(shown)
    assert _browser_host(cmark_href) != _browser_host(shown)


@pytest.mark.parametrize(
    ("text", "ours"),
    [
        (
            ".1http://0\\.www.'&#64;;&#64;'\\",
            [("http://0.www.'&#64;;&#64;'%5C", "http://0.www.'@;@'\\")],
        ),
        (
            "ftp://🍄-;examplewww.org日本\\\\",
            [
                (
                    "ftp://%F0%9F%8D%84-;examplewww.org%E6%97%A5%E6%9C%AC%5C",
                    "ftp://🍄-;examplewww.org日本\\",
                )
            ],
        ),
        ("www.python.org\\*", [("http://www.python.org", "www.python.org")]),
    ],
)
def test_a_backslash_that_escapes_nothing_is_shown_by_both(
    text: str, ours: list[tuple[str, str]]
) -> None:
    """Found at MD_AUTOLINKS_DEEP=10: a backslash at the end of the text escapes nothing
    (and ``\\\\`` is one backslash), so Python-Markdown shows it as cmark-gfm does, in the
    link; only an escaping backslash is left out (the last row)."""
    md = markdown.Markdown(extensions=["md_autolinks"])
    found = _decoded(anchors(md.convert(text)))
    assert found == ours
    assert shown_backslash(found, _decoded(anchors(render_autolink(text))))
    assert not shown_backslash(
        [(ours[0][0], ours[0][1] + "x")], _decoded(anchors(render_autolink(text)))
    )


def test_a_link_that_cmark_gfm_runs_into_a_code_span_ends_before_its_backtick() -> None:
    """Found at MD_AUTOLINKS_DEEP=10: cmark-gfm's URL link takes in the backtick that opens
    the code span ``\\`=\\n~\\``` of the paragraph read without autolinks; Python-Markdown
    parses the span first and links ``http://a``. Without a code span in that reading a
    backtick excuses nothing."""
    text = "1http://a`=\n~`>//_"
    md = markdown.Markdown(extensions=["md_autolinks"])
    ours = _decoded(anchors(md.convert(text)))
    theirs = _decoded(anchors(render_autolink(text)))
    assert ours == [("http://a", "http://a")]
    assert theirs == [("http://a%60=", "http://a`=")]
    assert taken_backtick(text, ours, theirs)
    assert not taken_backtick("1http://a`=", ours, [("http://a%60=", "http://a`=")])


def test_a_link_where_cmark_gfm_shows_an_escaped_backslash_is_the_seen_texts() -> None:
    """Found at MD_AUTOLINKS_DEEP=20: cmark-gfm's www link runs from ``www.`` through
    ``\\\\`` (one backslash shown) into the URL after it; the reader sees
    ``www.\\_hTtPs://github.com+wwww.``, in which cmark-gfm refuses the www link and links the
    URL, and so does Python-Markdown. A link that is neither a start of cmark-gfm's seen
    text nor one cmark-gfm makes in it is still a difference."""
    text = "www.\\\\_hTtPs://github.com+wwww."
    md = markdown.Markdown(extensions=["md_autolinks"])
    ours = _decoded(anchors(md.convert(text)))
    theirs = _decoded(anchors(render_autolink(text)))
    assert ours == [("hTtPs://github.com+wwww", "hTtPs://github.com+wwww")]
    assert theirs == [
        ("http://www.%5C%5C_hTtPs://github.com+wwww", "www.\\\\_hTtPs://github.com+wwww")
    ]
    assert _links_of_shown_text("www.\\_hTtPs://github.com+wwww") == ["hTtPs://github.com+wwww"]
    assert shown_backslash(ours, theirs)
    assert not shown_backslash([("http://github.com", "github.com")], theirs)
