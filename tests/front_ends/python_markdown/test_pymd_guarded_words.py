"""Which documents need the inline guard: what later patterns consume, and which needles
lie in source that Python-Markdown sets aside before the guard runs."""

from __future__ import annotations

import re

import markdown
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from md_autolinks.python_markdown import guarded_words as hot_words
from md_autolinks.python_markdown import inline_guard as guard
from md_autolinks.python_markdown import later_patterns
from md_autolinks.python_markdown.document_gate import INLINE_PRIORITY
from md_autolinks.python_markdown.guarded_words import has_hot_word, hot_needle
from md_autolinks.python_markdown.later_patterns import (
    CONSUMED,
    Consumed,
    consumed_after,
)
from support.sizes import scaled

#: What any later pattern may consume where every ``_`` delimiter is smart (Python-Markdown's
#: default).
CONSUMED_SMART = later_patterns.Consumed(
    later_patterns._smart(part) for part in later_patterns.WIDEST
)

MODES = ("gfm", "uts58")


def guard_of(mode: str, *extensions: str) -> tuple[markdown.Markdown, object]:
    md = markdown.Markdown(
        extensions=["md_autolinks", *extensions],
        extension_configs={"md_autolinks": {"mode": mode}},
    )
    guard = md.preprocessors["md_autolinks"].guard  # type: ignore[attr-defined]
    md.inlinePatterns.register(guard, "md_autolinks", INLINE_PRIORITY)
    return md, guard


def consumed_of(*extensions: str) -> Consumed:
    md, guard = guard_of("gfm", *extensions)
    return consumed_after(md, guard)


def matches(consumed: Consumed, text: str) -> bool:
    return consumed.search(text, 0, len(text))


def readings(mode: str, source: str, *extensions: str) -> tuple[bool, bool]:
    """Whether the document gate's test, and the guard's word-by-word reading, find a hot
    word in ``source``."""
    md, guard = guard_of(mode, *extensions)
    consumed = consumed_after(md, guard)
    scanner = md.inlinePatterns["md_autolinks"].scanner
    return (
        has_hot_word(scanner, consumed, source),
        hot_needle(scanner, consumed, source, 0) is not None,
    )


def test_plain_python_markdown_consumes_emphasis_and_entities_only() -> None:
    consumed = consumed_of()
    assert [matches(consumed, t) for t in ("*", "_x", "x_", "&amp;", "&#35;")] == [True] * 5
    assert [matches(consumed, t) for t in ("a_b", "~", "^", "==", "++", ":smile:")] == [False] * 6


def test_pymdownx_marks_are_consumed_where_their_extensions_are_loaded() -> None:
    consumed = consumed_of("pymdownx.tilde", "pymdownx.caret", "pymdownx.mark")
    assert [matches(consumed, t) for t in ("~", "^", "==", "*", "&amp;")] == [True] * 5
    assert not matches(consumed, ":smile:")


def test_an_unknown_later_pattern_means_the_widest_set() -> None:
    consumed = consumed_of("pymdownx.emoji", "pymdownx.keys")
    assert consumed.pattern.pattern == CONSUMED_SMART.pattern.pattern
    assert matches(consumed, ":smile:") and matches(consumed, "++")


def test_legacy_emphasis_consumes_every_underscore() -> None:
    consumed = consumed_of("legacy_em")
    assert consumed.pattern.pattern == r"&#?[A-Za-z0-9]+;|\*|_"
    assert matches(consumed, "a_b")
    assert CONSUMED.pattern.pattern.startswith(r"\*|_|~")


def test_a_guard_that_is_not_registered_means_the_widest_set() -> None:
    md, _ = guard_of("gfm")
    assert consumed_after(md, object()).pattern.pattern == CONSUMED_SMART.pattern.pattern


@pytest.mark.parametrize(
    ("source", "hot"),
    [
        ("See http://a.com/_x_ now", True),
        ("See http://a.com/x_y now", False),
        ("See http://a.com/~x~ now", False),
        ("See http://a.com/?a=1&amp;b=2 now", True),
        ("A [link](http://a.com/_x_) here", False),
        ("A [**bold**](http://a.com/x) here", False),
        ("A [link](http://a.com/_x_)_www.b.com_ here", True),
        ("A \\[link](http://a.com/_x_) here", True),
        ("A [a]](http://a.com/_x_) here", True),
        ("A [link](http://a.com/_x_ 'title') here", True),
        ("[link\n\n](http://a.com/_x_)", True),
        ("Code `http://a.com/_x_` here", False),
        ("Code `a`http://a.com/_x_` here", True),
        ("Code ``http://a.com/_x_`` here", True),
        ("Code \\`http://a.com/_x_` here", True),
        ("Code `a b`http://a.com/_x_` here", True),
        ("Code `a `http://a.com/_x_` here", True),
        ("Use `x` and `y`http://a.com/_x_` here", True),
        ("Use `x` and `http://a.com/_x_` here", False),
        ("A `[` and text](http://a.com/_x_) here", True),
        ("Use `x` and [link](http://a.com/_x_) here", False),
        ("A [link](http://a.com/_x_)[b](http://b.com/_y_) here", True),
        ("[link\n \n](http://a.com/_x_)", True),
        ('curl "ldap://a.example.com/o=x??sub?mail=*"', False),
        ("See xhttp://a.com/_x_ now", False),
        ("See HTTP://a.com/_x_ now", True),
        ("See (www.a.com/_x_) now", True),
        (">www.a.com/_x_ now", True),
        ("| a |www.a.com/_x_| now", True),
        ("See http://a.com/d/1x_-pB now", False),
        ("_See http://a.com/d/1x_-pB now", True),
        ("See http://a.com/d/1x_-pB now\n\n_Then_ more", False),
        ("See http://a.com/d/1x_-pB now\nand _then_ more", True),
        ("See http://a.com/a*b now", False),
        ("See http://a.com/a*b and *c", True),
    ],
)
def test_gfm_documents_that_need_the_guard(source: str, hot: bool) -> None:
    assert readings("gfm", source) == (hot, hot)


@pytest.mark.parametrize(
    ("source", "hot"),
    [
        ("Mail _me_@example.com now", True),
        ("Files _config.yml and *.psd here", False),
        ("The **pkg.go.dev** site", True),
        ("A [site](https://a.com/_x_) here", False),
        ("See a.com/_x_ now", True),
        ("A [_todo.txt_](http://todotxt.org/) here", False),
        ("Run ./t-*.sh on *.py and [0-9]-*.md files", False),
        ("Fixed status\\_codes.py's `init`", False),
        ("See _docs.rs_x and __init__.py/x", False),
        ("See _docs.rs_x_ and __init__.py/x", True),
        ("Mail _me@a.com and *a*@b.io", True),
    ],
)
def test_uts58_documents_that_need_the_guard(source: str, hot: bool) -> None:
    assert readings("uts58", source)[0] is hot


@pytest.mark.parametrize("mode", MODES)
def test_documents_that_need_no_guard_render_as_with_it(mode: str) -> None:
    """The gate's verdict only spares work: a document it leaves unguarded renders as it
    would with the guard forced on."""
    sources = [
        "See [a](http://a.com/_x_) and [b](http://b.com/*y*) here.",
        "Code `http://a.com/_x_` and http://c.com/x_y and www.d.com/e.",
        "Files _config.yml, *.psd and setup.py; mail a_b@c.com.",
        "A [_todo.txt_](http://todotxt.org/) and `a`b` and status\\_codes.py's `init`.",
    ]
    md, _ = guard_of(mode)
    forced, _ = guard_of(mode)
    gate = forced.preprocessors["md_autolinks"]
    gate.guard.wanted = lambda source: True  # type: ignore[attr-defined]
    for source in sources:
        assert md.reset().convert(source) == forced.reset().convert(source)
        assert "md_autolinks" not in md.inlinePatterns


def test_a_backtick_that_closes_a_code_span_opens_none() -> None:
    """A backtick after a code span on its line is not the start of another: the link after
    it is guarded, as cmark-gfm links it (the gate once took it for code)."""
    md, _ = guard_of("gfm")
    assert md.convert("Code `a b`http://a.com/_x_` here") == (
        '<p>Code <code>a b</code><a href="http://a.com/_x_%60">http://a.com/_x_`</a> here</p>'
    )


@pytest.mark.parametrize(
    ("source", "html"),
    [
        (
            ">www.a.com/_x_ now",
            '<blockquote>\n<p><a href="http://www.a.com/_x">www.a.com/_x</a>_ now</p>\n'
            "</blockquote>",
        ),
        (
            'curl "ldap://a.example.com/o=x??sub?mail=*" and http://a.com/*x*',
            '<p>curl "ldap://a.example.com/o=x??sub?mail=<em>" and '
            '<a href="http://a.com/*x">http://a.com/*x</a></em></p>',
        ),
    ],
)
def test_the_gate_reads_source_as_the_page_will_be_read(source: str, html: str) -> None:
    """A ``www.`` after a block's mark starts a text node, so the gate does not ask the
    source for cmark-gfm's www context; a scheme it does check (``ldap://`` is none), and
    the guard still shields the link after it (cmark-gfm's output, but for ``&quot;``)."""
    md, _ = guard_of("gfm")
    assert md.convert(source) == html


UTS58_PIECES = [
    "a", "me", "com", "py", "io", ".", "。", "\u00ad", "*", "_", "&amp;", "&", " ", "\t", "\n",
    "<", "`", "[", "](", ")", "@", "/", "é", "http://",
]  # fmt: skip


@settings(max_examples=scaled(500))
@given(st.lists(st.sampled_from(UTS58_PIECES), max_size=24).map("".join))
def test_uts58_gate_reads_only_where_marks_and_needles_meet(source: str) -> None:
    """The uts58 gate looks only at stretches holding both a needle and a mark, and says
    what reading every needle's word says."""
    gate, reading = readings("uts58", source)
    assert gate is reading


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("unit", ["www.", ".a", "_.a", "a._", "`x`_a.io_", "`_a.io_`", "_me@a.io"])
def test_the_gate_reads_each_stretch_once(
    mode: str, unit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A word of many needles and marks, with no space in it, is read word by word once:
    the gate's reading in Python is counted, not timed (the benchmark's pathological
    table times ``'*www.' x n/5``)."""
    read: list[int] = []
    original = hot_words.hot_needle

    def counting(*args: object) -> int | None:
        scanner, consumed, data, begin, stop = args
        read.append(int(stop) - int(begin))  # type: ignore[call-overload]
        return original(scanner, consumed, data, begin, stop)  # type: ignore[arg-type]

    md, guard = guard_of(mode)
    source = unit * 4000
    consumed = consumed_after(md, guard)
    expected = original(guard.scanner, consumed, source, 0) is not None  # type: ignore[attr-defined]
    monkeypatch.setattr(hot_words, "hot_needle", counting)
    assert guard.wanted(source) is expected  # type: ignore[attr-defined]
    assert sum(read) <= 2 * len(source)


GFM_PIECES = [
    "www.", "http://", "HTTPS://", "ftp://", "x", "a.com", "/", ".", "*", "_", "~", "^", "==",
    "++", ":", "&amp;", "&", " ", "\n", "<", "`", "[", "](", ")", "@", "é", "\x02", "\x03",
]  # fmt: skip


def hot_word_pattern_of(mode: str, *extensions: str) -> tuple[object, Consumed, object]:
    md, guard = guard_of(mode, *extensions)
    consumed = consumed_after(md, guard)
    scanner = guard.scanner  # type: ignore[attr-defined]
    return scanner, consumed, hot_words.hot_word_pattern(scanner, consumed)


@pytest.mark.parametrize(
    ("mode", "pieces", "extensions"),
    [
        ("gfm", GFM_PIECES, ()),
        ("gfm", GFM_PIECES, ("pymdownx.caret", "pymdownx.mark", "pymdownx.emoji")),
        ("uts58", UTS58_PIECES, ()),
        ("uts58", UTS58_PIECES, ("pymdownx.tilde", "pymdownx.keys")),
    ],
)
def test_the_hot_word_pattern_matches_wherever_a_hot_word_is(
    mode: str, pieces: list[str], extensions: tuple[str, ...]
) -> None:
    """The guard's pattern, searched by Python-Markdown in every run of inline text, may
    match where no word is hot, never miss one."""
    scanner, consumed, pattern = hot_word_pattern_of(mode, *extensions)

    @settings(max_examples=scaled(500), deadline=None)
    @given(st.lists(st.sampled_from(pieces), max_size=24).map("".join))
    def check(data: str) -> None:
        if has_hot_word(scanner, consumed, data):  # type: ignore[arg-type]
            assert pattern.search(data) is not None  # type: ignore[attr-defined]

    check()


@pytest.mark.parametrize(("mode", "pieces"), [("gfm", GFM_PIECES), ("uts58", UTS58_PIECES)])
def test_the_hot_word_pattern_matches_where_its_plain_alternation_does(
    mode: str, pieces: list[str]
) -> None:
    """Written to start with a class of the needles' first characters (so that the engine
    skips to them), the pattern matches exactly where the alternation of its searches does."""
    scanner, consumed, pattern = hot_word_pattern_of(mode)
    searches = [
        hot_words._followed_by(
            alternative.pattern.pattern, consumed.pattern.pattern, consumed.firsts
        ).pattern
        for alternative in scanner.needles.general_alternatives()  # type: ignore[attr-defined]
    ]
    plain = re.compile("|".join(f"(?:{search})" for search in searches + ["@"] * (mode == "uts58")))
    assert pattern.pattern.startswith("[")  # type: ignore[attr-defined]

    @settings(max_examples=scaled(500), deadline=None)
    @given(st.lists(st.sampled_from(pieces), max_size=24).map("".join), st.integers(0, 30))
    def check(data: str, start: int) -> None:
        found = [match.span() for match in plain.finditer(data, start)]
        assert [match.span() for match in pattern.finditer(data, start)] == found  # type: ignore[attr-defined]

    check()


@pytest.mark.parametrize(
    ("mode", "data", "matched"),
    [
        ("gfm", "See http://a.com/x and www.b.com/y here", False),
        ("gfm", "See http://a.com/_x_ here", True),
        ("gfm", "See _http://a.com/x_ here", True),
        ("gfm", "A_b http://a.com/x here", False),
        ("uts58", "See a.com/x and b.org here", False),
        ("uts58", "The **pkg.go.dev** site", True),
        ("uts58", "Mail _me_@example.com now", True),
    ],
)
def test_the_hot_word_pattern_passes_words_with_nothing_consumed(
    mode: str, data: str, matched: bool
) -> None:
    _, _, pattern = hot_word_pattern_of(mode)
    assert (pattern.search(data) is not None) is matched  # type: ignore[attr-defined]


MARKS = ("pymdownx.emoji", "pymdownx.caret", "pymdownx.mark")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("extensions", [(), MARKS], ids=["plain", "marks"])
def test_a_document_the_gate_leaves_unguarded_renders_as_with_the_guard(
    mode: str, extensions: tuple[str, ...]
) -> None:
    """The property behind the gate's patterns, on generated sources: where they find no hot
    word, the guard reading every needle's word would have changed nothing."""
    md, _ = guard_of(mode, *extensions)
    forced, _ = guard_of(mode, *extensions)

    @settings(max_examples=scaled(150), deadline=None)
    @given(st.lists(st.sampled_from(GFM_PIECES + UTS58_PIECES), max_size=24).map("".join))
    def check(source: str) -> None:
        html = md.reset().convert(source)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(guard, "has_hot_word", lambda *args: True)
            assert forced.reset().convert(source) == html

    check()


def test_an_emoji_inside_a_url_is_shielded_as_cmark_gfm_links_it() -> None:
    md, _ = guard_of("gfm", "pymdownx.emoji")
    assert md.convert("See http://a.com/x:smile:y now") == (
        '<p>See <a href="http://a.com/x:smile:y">http://a.com/x:smile:y</a> now</p>'
    )


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("extensions", [(), MARKS], ids=["plain", "marks"])
def test_the_gated_guard_renders_as_a_guard_that_plans_every_needle(
    mode: str, extensions: tuple[str, ...]
) -> None:
    """What the gate and the word reading leave out, the guard would have left alone: a
    guard that plans every run of text holding a needle renders the same page."""
    md, _ = guard_of(mode, *extensions)
    everywhere, _ = guard_of(mode, *extensions)
    scanner = everywhere.inlinePatterns["md_autolinks"].scanner  # type: ignore[attr-defined]

    def every_needle(
        scanner_: object, consumed: object, data: str, start: int, stop: int | None = None
    ) -> int | None:
        found = scanner.needles.find(data, start, len(data) if stop is None else stop)
        return None if found < 0 else found

    @settings(max_examples=scaled(200), deadline=None)
    @given(st.lists(st.sampled_from(GFM_PIECES + UTS58_PIECES), max_size=24).map("".join))
    @example("See a.com/_x_ and a.com/*y* now")
    @example("Mail _me_@example.com or *a*@b.io now")
    @example("The **pkg.go.dev** site, www.b.com_. and a.io/&amp;x")
    @example("See _docs.rs_x and __init__.py/x, *x*a.com and x*a.com*")
    @example("_See http://a.com/d/1x_-pB and a.com/d/1x_-pB now")
    @example("See http://a.com/d/1x_-pB now\n\n_Then_ a.com/x_ more")
    @example("See http://a.com/a*b and *c, a.io/x==y and ==z")
    def check(source: str) -> None:
        html = md.reset().convert(source)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(guard, "has_hot_word", lambda *args: True)
            patch.setattr(guard, "hot_needle", every_needle)
            assert everywhere.reset().convert(source) == html

    check()


def test_uts58_words_hot_before_or_after_their_needle() -> None:
    """Something consumed before the needle counts only with an ``@`` before the needle
    (a local part); after the needle it always counts."""
    assert readings("uts58", "_me_@example.com now") == (True, True)
    assert readings("uts58", "me@example.com/_x_ now") == (True, True)
    assert readings("uts58", "_me_example.com now") == (False, False)


def test_a_first_document_without_links_leaves_the_guard_its_own_patterns() -> None:
    """The gate reads what later patterns consume before it first deregisters the guard: a
    first page without a link once left the guard counting every mark (``:b:`` as an emoji
    name with no emoji extension) for every later page."""
    md, guard = guard_of("gfm")
    fresh, fresh_guard = guard_of("gfm")
    md.convert("No link here.")
    md.reset().convert("See http://a.com/a:b:c now")
    fresh.convert("See http://a.com/a:b:c now")
    consumed = guard.read_later_patterns()  # type: ignore[attr-defined]
    expected = fresh_guard.read_later_patterns()  # type: ignore[attr-defined]
    assert consumed.pattern.pattern == expected.pattern.pattern
    assert "md_autolinks" not in md.inlinePatterns


@pytest.mark.parametrize(
    ("source", "extensions", "html"),
    [
        (
            "[see http://a.com/*x* here](/y) and http://b.com/*z*",
            [],
            '<p><a href="/y">see http://a.com/<em>x</em> here</a> and '
            '<a href="http://b.com/*z">http://b.com/*z</a>*</p>',
        ),
    ],
)
def test_the_guard_keeps_nothing_inside_a_never_linked_element(
    source: str, extensions: list[str], html: str
) -> None:
    """Inside a link's text the guard hands nothing out, so emphasis there is
    Python-Markdown's, while the same link outside is guarded
    (:meth:`~md_autolinks.python_markdown.inline_guard.InlineGuard.handleMatch` tests the
    ancestors where its pattern matched)."""
    rendered = markdown.markdown(
        source,
        extensions=[*extensions, "md_autolinks"],
        extension_configs={"md_autolinks": {"mode": "gfm"}},
    )
    assert rendered == html
