r"""gfm mode against cmark-gfm on generated Markdown *documents*
(docs/modes.md#checked-against-the-references).

Documents of paragraphs, headings, lists, block quotes and tables mixing links, emphasis,
code spans, Markdown links and images, raw HTML, entities, escapes and hard breaks
(:mod:`support.gfm_documents`) are rendered by Python-Markdown (``tables``) with and without
md-autolinks, and by cmark-gfm (``table``) with and without its autolink extension. The
links each side adds are compared in document order.

cmark-gfm's hrefs are compared exactly as it writes them, the host's case included
(docs/modes.md). Two things never count as a host difference and fail the test at once:
text lost or changed (the visible text with md-autolinks keeps all of the text without it),
and a link on text that cmark-gfm shows as plain, unlinked text in a block both hosts read
alike. Every other disagreeing link must fall in a named host category
(:mod:`support.document_categories`).
"""

from __future__ import annotations

import random
from collections import Counter

import cmarkgfm
import markdown
import pytest
from cmarkgfm.cmark import Options as CmarkOptions

from support.document_categories import (
    BLOCK_PARSE,
    EMPHASIS_ENDS,
    ESCAPE_DEPARTURE,
    EXTENT,
    RAW_BLOCK,
    REFUSED,
    STRIPPED_SPACE,
    UNEXPLAINED,
    block_shape,
    disagreements,
    extent_cause,
    extra_cause,
    missing_cause,
)
from support.fuzz.html_anchors import Page, generated_anchors, keeps_text, read, squeeze_markup
from support.gfm_documents import document
from support.gfm_oracle import with_gfm_mode_hrefs
from support.sizes import scaled

SHARDS = 4
SHARD_DOCUMENTS = scaled(900)
"""Documents per shard: the first ones the shard's seed draws."""
SEED = 20261122
MIN_AGREEMENT = 0.5
"""Documents whose links all agree, at least, per shard (measured: 57.1% of 12 x 1,000; most
disagreements are a backslash escape or raw HTML in a link's run, which Python-Markdown
resolves first)."""


def cmark(text: str, autolink: bool, *, unsafe: bool = True) -> str:
    extensions = ["autolink", "table"] if autolink else ["table"]
    options = CmarkOptions.CMARK_OPT_UNSAFE if unsafe else CmarkOptions.CMARK_OPT_DEFAULT
    rendered = cmarkgfm.markdown_to_html_with_extensions(
        text, options=options, extensions=extensions
    )
    return with_gfm_mode_hrefs(rendered)


def compare_shard(shard: int) -> tuple[Counter[str], list[tuple[str, str, object]]]:
    """Outcome counts and failures of one shard of the generated documents."""
    rng = random.Random(SEED + shard)
    linked = markdown.Markdown(extensions=["md_autolinks", "tables"])
    plain = markdown.Markdown(extensions=["tables"])

    def shapes(block: str) -> tuple[list[str], list[str]]:
        return block_shape(plain.reset().convert(block)), block_shape(cmark(block, False))

    outcome: Counter[str] = Counter()
    failures: list[tuple[str, str, object]] = []
    for _ in range(SHARD_DOCUMENTS):
        source = document(rng)
        ours = read(linked.reset().convert(source))
        without = read(plain.reset().convert(source))
        if not keeps_text(squeeze_markup(ours.visible), squeeze_markup(without.visible), source):
            failures.append(("text lost or changed", source, ours.html))
            continue
        theirs_page = read(cmark(source, True))
        mine = [(a.href, squeeze_markup(a.text)) for a in generated_anchors(ours, without)]
        theirs = [
            (a.href, squeeze_markup(a.text))
            for a in generated_anchors(theirs_page, read(cmark(source, False)))
        ]
        outcome["documents"] += 1
        if mine == theirs:
            outcome["documents agreeing"] += 1
            continue
        for kind, key, near in disagreements(mine, theirs):
            if kind == "extent":
                cause = extent_cause(key, near, source)
            elif kind == "extra":
                cause = extra_cause(
                    key,
                    source,
                    (theirs_page, without),
                    shapes,
                    lambda text=source: read(cmark(text, True, unsafe=False)),
                )
            else:
                cause = missing_cause(key, source, without, shapes)
            outcome[f"{kind}: {cause}"] += 1
            if cause in (REFUSED, UNEXPLAINED, ESCAPE_DEPARTURE):
                failures.append((cause, source, key))
    return outcome, failures


@pytest.mark.slow
@pytest.mark.parametrize("shard", range(SHARDS))
def test_documents_agree_with_cmark_gfm_or_differ_by_a_named_host_category(shard: int) -> None:
    outcome, failures = compare_shard(shard)
    assert failures == []
    assert outcome["documents agreeing"] >= MIN_AGREEMENT * outcome["documents"]


@pytest.mark.parametrize(
    ("source", "theirs", "cause"),
    [
        ("<?q= x\n\nsee www.a.com. now", None, RAW_BLOCK),
        ("<!-- x\n\nsee www.a.com. now", None, RAW_BLOCK),
        ("x/_& a.b@c.org__ y", None, EMPHASIS_ENDS),
        ("* \u3000www.a.com/a_b_c now", None, STRIPPED_SPACE),
        ("see www.a.com. now", "<p>see www.a.com. now</p>", REFUSED),
    ],
)
def test_host_categories_of_links_cmark_gfm_does_not_make(
    source: str, theirs: str | None, cause: str
) -> None:
    """cmark-gfm reads ``<?`` and ``<!--`` blocks on to their end marker, blank lines and all;
    Python-Markdown reads the paragraphs after them. Python-Markdown's own emphasis may end
    right after an email whose domain cmark-gfm reads on into the mark (``a.b@c.org__``,
    no email). Python-Markdown strips a U+3000 that starts a list item, where cmark-gfm keeps
    it as text, which no www link follows. A link md-autolinks makes there is named; one on
    text that cmark-gfm shows as plain text is not (the last row, with cmark-gfm's page
    written out)."""
    ours = read(markdown.markdown(source, extensions=["md_autolinks"]))
    without = read(markdown.markdown(source))
    key = generated_anchors(ours, without)[0]

    def shapes(block: str) -> tuple[list[str], list[str]]:
        return block_shape(block), block_shape(block)

    def safe() -> Page:
        return read(theirs if theirs is not None else cmark(source, True, unsafe=False))

    page = read(theirs if theirs is not None else cmark(source, True))
    assert (
        extra_cause((key.href, squeeze_markup(key.text)), source, (page, without), shapes, safe)
        == cause
    )


def test_a_link_missing_where_the_hosts_read_the_block_differently_is_named() -> None:
    """A code span that crosses ``|`` makes Python-Markdown read the table as a paragraph,
    where a raw ``<code>`` of the first row stays open over the email in the second;
    cmark-gfm reads a table and links the email in its cell. The generated document that
    showed it, cut down."""
    source = "| <code> x ` y | z ` |\n|---|---|\n| a.b@c.org w | v |"
    plain = markdown.Markdown(extensions=["tables"])
    without = read(plain.convert(source))
    assert "<table>" in cmark(source, False)
    assert "<table>" not in without.html

    def shapes(block: str) -> tuple[list[str], list[str]]:
        return block_shape(plain.reset().convert(block)), block_shape(cmark(block, False))

    key = ("mailto:a.b@c.org", "a.b@c.org")
    assert missing_cause(key, source, without, shapes) == BLOCK_PARSE
    assert missing_cause(key, source, without, lambda block: ([], [])) == UNEXPLAINED


def made_links(source: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The links md-autolinks makes in ``source`` (Python-Markdown) and those cmark-gfm
    makes, each as (href, text with markup squeezed)."""
    linked = read(markdown.markdown(source, extensions=["md_autolinks"]))
    without = read(markdown.markdown(source))
    ours = [(a.href, squeeze_markup(a.text)) for a in generated_anchors(linked, without)]
    page = read(cmark(source, True))
    theirs = [
        (a.href, squeeze_markup(a.text))
        for a in generated_anchors(page, read(cmark(source, False)))
    ]
    return ours, theirs


def test_a_link_that_starts_where_cmark_gfm_s_link_ends_differs_in_extent() -> None:
    """Found at MD_AUTOLINKS_DEEP=10: cmark-gfm's URL link runs through ``[]()``, which
    Python-Markdown parses first as a Markdown link; the URL after it is read from the same
    characters as the end of cmark-gfm's link, so the two differ in extent (named), not by
    a link cmark-gfm refuses, even where the page shows the same text unlinked elsewhere."""
    source = "ftp://x)[]()http://w.com/(x) athttp://w.com/(x)"
    mine = [("ftp://x", "ftp://x"), ("http://w.com/(x)", "http://w.com/(x)")]
    theirs = [("ftp://x)%5B%5D()http://w.com/(x", "ftp://x)[]()http://w.com/(x")]
    assert made_links(source) == (mine, theirs)
    found = list(disagreements(mine, theirs))
    assert [(kind, key) for kind, key, _ in found] == [("extent", mine[0]), ("extent", mine[1])]
    assert {extent_cause(key, near, source) for _, key, near in found} == {EXTENT}


def test_a_link_that_only_ends_where_ours_starts_is_no_escape_departure() -> None:
    """Found at MD_AUTOLINKS_DEEP=20: cmark-gfm links ``ftp://f.net/xhttp://a.com`` after an
    escape inside a raw ``<a>`` (where md-autolinks links nothing), and shows the backslash
    of ``http://a.com/*x*\\*``; ours, ``http://a.com/*x``, starts with the end of the first.
    Only the second is read from the same characters as ours, so the difference is one of
    extent, not a departure from the escape rule."""
    source = '<a href="/h">\\.ftp://f.net/xhttp://a.com\n\nhttp://a.com/*x*\\* mail'
    mine = [("http://a.com/*x", "http://a.com/x")]
    theirs = [
        ("ftp://f.net/xhttp://a.com", "ftp://f.net/xhttp://a.com"),
        ("http://a.com/*x*%5C", "http://a.com/x\\"),
    ]
    assert made_links(source) == (mine, theirs)
    found = list(disagreements(mine, theirs))
    assert [(kind, key, near) for kind, key, near in found] == [("extent", mine[0], theirs)]
    assert extent_cause(mine[0], theirs, source) == EXTENT
    assert extent_cause(mine[0], theirs[:1], source) == EXTENT
