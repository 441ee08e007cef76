"""The scanners' one-match shortcuts give exactly what their character-wise scans give."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import re
import tracemalloc

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from md_autolinks import find_links
from md_autolinks.engine import unicode_props
from md_autolinks.engine.finder import get_scanner, validated_options
from md_autolinks.engine.model import Link, LinkKind, new_link
from md_autolinks.engine.scanners import gfm, uts58
from md_autolinks.engine.scanners.md4c import triggers as md4c
from md_autolinks.engine.scanners.uts58 import (
    HostScanner,
    email,
    is_host,
    termination,
    user_info,
)
from md_autolinks.engine.unicode_props import is_link_email
from support.sizes import scaled

TAIL_PIECES = [
    "/", "?", "#", "=", "&", ":", "~", ":~:", ".", ",", "!", "'", "a", "Z9", "-", "_", "%2F",
    "(", ")", "[", "]", "{", "}", "<", ">", " ", "\n", "é", "\u200b", "\u3002", "\uff09",
]  # fmt: skip
NEVER = re.compile("(?!)")


@settings(max_examples=scaled(1000))
@given(
    initiator=st.sampled_from(["/", "?", "#"]),
    tail=st.lists(st.sampled_from(TAIL_PIECES), max_size=14).map("".join),
)
@example(initiator="/", tail="a#b?")
@example(initiator="#", tail="a(b/c):~:d)")
def test_terminate_s_runs_end_where_the_character_wise_rule_does(initiator: str, tail: str) -> None:
    text = "a.com" + initiator + tail
    shortcut = uts58.terminate(text, 5, len(text))
    runs, soft_runs = termination._FREE_RUNS, termination._SOFT_RUNS
    termination._FREE_RUNS = dict.fromkeys(runs, NEVER)
    termination._SOFT_RUNS = dict.fromkeys(soft_runs, NEVER)
    try:
        assert shortcut == uts58.terminate(text, 5, len(text))
    finally:
        termination._FREE_RUNS, termination._SOFT_RUNS = runs, soft_runs


@settings(max_examples=scaled(700))
@given(
    text=st.lists(
        st.sampled_from(["a", "-", ".", "é", " ", "_", "\u00ad", "ü", "!"]), max_size=12
    ).map("".join),
    data=st.data(),
)
def test_a_host_starts_after_the_last_character_that_is_not_a_host_s(
    text: str, data: st.DataObject
) -> None:
    dot = data.draw(st.integers(0, len(text)))
    floor = data.draw(st.integers(0, dot))
    expected = dot
    while expected > floor and is_host(text[expected - 1]):
        expected -= 1
    assert HostScanner(text, floor).host_start(dot, floor) == expected


URL_PIECES = [
    "a", "Z9", ".", "-", "_", "+", "~", "%", "/", "//", "?", "#", "&", "&amp;", "=", "(", ")",
    " ", "\n", "é", ".-", "!", ",", "\u00a0", "\u3000", "*", "&q", "&lt;", "&#1;", "+-",
]  # fmt: skip


@settings(max_examples=scaled(1000))
@given(
    trigger=st.sampled_from(["https://", "www."]),
    body=st.lists(st.sampled_from(URL_PIECES), max_size=14).map("".join),
    after=st.sampled_from(["", " ", "\ufffc", ".", "*", ")", ",", ";", "]", "!", "?"]),
)
@example(trigger="www.", body="a.com/x/ ", after="")
@example(trigger="https://", body="a.b-c.d/e.f/g//h ", after="")
@example(trigger="www.", body="a.com/\u00a0", after="")
@example(trigger="https://", body="a.com/", after="\ufffc")
def test_a_plain_md4c_url_body_ends_where_the_segment_scans_do(
    trigger: str, body: str, after: str
) -> None:
    text = trigger + body + after
    limit = len(trigger + body)
    found = next(md4c._url_triggers(text, 0, limit), None) or next(
        md4c._www_triggers(text, 0, limit)
    )
    shortcut = md4c.match_trigger(text, found, limit)
    plain = md4c._PLAIN_URL_BODY
    md4c._PLAIN_URL_BODY = NEVER
    try:
        assert shortcut == md4c.match_trigger(text, found, limit)
    finally:
        md4c._PLAIN_URL_BODY = plain


GFM_PIECES = [
    "a", "Z9", "-", "_", ".", ".com", "/", "?", "#", ":", ":80", "=", "&", "&amp;", ";", "(",
    ")", "*", "~", "'", '"', "!", ",", "<", " ", "\t", "\n", "\\", "é", "\u3000", "%2F",
]  # fmt: skip


@settings(max_examples=scaled(1300))
@given(
    lead=st.sampled_from(["http://", "HTTPS://", "ftp://", "www.", "Www."]),
    body=st.lists(st.sampled_from(GFM_PIECES), max_size=12).map("".join),
    cut=st.integers(min_value=0, max_value=3),
)
@example(lead="http://", body="a.com", cut=0)
@example(lead="http://", body="a.com/x y", cut=0)
@example(lead="www.", body="a.com/x", cut=1)
def test_gfm_plain_links_end_where_the_character_wise_rules_do(
    lead: str, body: str, cut: int
) -> None:
    """``plain_link_end`` answers only where the domain check, the extent and the trimming
    of cmark-gfm would give the same end (a window's end included)."""
    text = lead + body
    end = max(len(lead), len(text) - cut)

    def links() -> Link | None:
        if lead.lower() == "www.":
            return gfm.match_www(text, 0, end)
        return gfm.match_url(text, 0, lead.index(":"), end)

    shortcut = links()
    original = gfm.plain_link_end
    gfm.plain_link_end = lambda text, host, end: None
    try:
        assert shortcut == links()
    finally:
        gfm.plain_link_end = original


HOST_LEADS = ["", " ", "x", "_", "=", "/", "@", "(", '"', "“", "。", "例", "a.", "\u200b", "::"]
HOST_SCHEMES = ["", "https://", "HTTP://", "user@", "https://u:p@", "mailto:me@", "me@", "ftp://"]
HOSTS = ["a.com", "www.Python.ORG", "ex-ample.co.uk", "a..com", "-a.com", "bücher.de", "例え.jp"]


@settings(max_examples=scaled(600))
@given(
    lead=st.sampled_from(HOST_LEADS),
    scheme=st.sampled_from(HOST_SCHEMES),
    host=st.sampled_from(HOSTS),
    tail=st.tuples(
        st.sampled_from(["", "/", "?", "#"]), st.lists(st.sampled_from(TAIL_PIECES), max_size=8)
    ).map(lambda pieces: pieces[0] + "".join(pieces[1])),
    bare_domains=st.sampled_from(["prose", "all"]),
)
@example(lead="(", scheme="https://", host="a.com", tail="/x?q=1) ", bare_domains="prose")
@example(lead="", scheme="", host="a.com", tail=":8080/x", bare_domains="all")
@example(lead='"', scheme="https://", host="a.com", tail='/x" y', bare_domains="prose")
@example(lead="", scheme="https://", host="a.com", tail="/a(", bare_domains="prose")
def test_uts58_s_common_link_in_one_match_is_the_walk_s_link(
    lead: str, scheme: str, host: str, tail: str, bare_domains: str
) -> None:
    text = lead + scheme + host + tail
    scanner = get_scanner(validated_options({"mode": "uts58", "bare_domains": bare_domains}))
    links = list(scanner.iter_links(text))
    refusals = scanner.refusals(text)
    walk_only = copy.copy(scanner)
    walk_only._ascii_host_ends = frozenset()  # type: ignore[attr-defined]
    walk_only._ascii_plain_starts = frozenset()  # type: ignore[attr-defined]
    walk_only._ascii_token_breaks = frozenset()  # type: ignore[attr-defined]
    assert links == list(walk_only.iter_links(text))
    assert refusals == walk_only.refusals(text)


RUN_PIECES = [
    "a", "Z9", ".", "-", "_", "+", " ", "*", "'", "@", "é", "σ", "你", "\u00ad", "\u2665",
    "ab" * 20, "x" * 70,
]  # fmt: skip


@settings(max_examples=scaled(500))
@given(text=st.lists(st.sampled_from(RUN_PIECES), max_size=10).map("".join), data=st.data())
def test_the_ascii_runs_read_in_one_step_start_where_the_character_wise_scans_do(
    text: str, data: st.DataObject
) -> None:
    """A host's start and an email's Link_Email run, read back as a run of ASCII characters
    in one ``rstrip`` (up to a bounded length), are those the character-by-character rules
    give, at any offset and floor, a floor after the offset included."""
    end = data.draw(st.integers(0, len(text)))
    floor = data.draw(st.integers(0, len(text)))
    host = run = end
    while host > floor and is_host(text[host - 1]):
        host -= 1
    while run > floor and is_link_email(ord(text[run - 1])):
        run -= 1
    ascii_run = end
    while ascii_run > run and text[ascii_run - 1].isascii():
        ascii_run -= 1
    assert HostScanner(text, floor).host_start(end, floor) == host
    assert email._link_email_run(text, end, floor) == (run, ascii_run)


def test_a_scheme_joins_a_host_only_with_its_whole_scheme_inside_the_window() -> None:
    """``_scheme_start`` answers at once where no ``://`` stands right before the host, and
    reads ``http://`` or ``https://`` (any case) only from the window's floor on."""
    scheme_start = uts58.scanner._scheme_start
    assert scheme_start("xhttps://a.com", 9, 0) == 1
    assert scheme_start("HTTP://a.com", 7, 0) == 0
    assert scheme_start("https://a.com", 8, 1) == 8
    assert scheme_start("https://a.com", 8, 6) == 8
    assert scheme_start("ftp://a.com", 6, 0) == 6
    assert scheme_start("x:/a.com", 3, 0) == 3
    assert scheme_start("a.com", 0, 0) == 0


def test_a_link_made_by_new_link_is_a_link_in_every_respect() -> None:
    """``new_link`` (uts58's way to make a ``Link`` without the frozen dataclass's
    ``__init__``) gives a ``Link`` that is equal, hashed, printed, copied, pickled, replaced
    and frozen as one made by ``Link(...)``."""
    made = Link(3, 14, LinkKind.URL, "https://a.com/", "https://a.com/")
    fast = new_link(3, 14, LinkKind.URL, "https://a.com/", "https://a.com/")
    assert type(fast) is Link
    assert (fast, hash(fast), repr(fast)) == (made, hash(made), repr(made))
    assert fast != new_link(3, 14, LinkKind.WWW, "https://a.com/", "https://a.com/")
    assert copy.copy(fast) == copy.deepcopy(fast) == pickle.loads(pickle.dumps(fast)) == made
    assert dataclasses.replace(fast, end=13) == Link(3, 13, LinkKind.URL, made.href, made.text)
    assert dataclasses.astuple(fast) == dataclasses.astuple(made)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.start = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del fast.href


def test_the_host_label_run_is_the_run_of_the_characters_of_its_class() -> None:
    """``HOST_LABEL_RUN`` (a run of the Basic Multilingual Plane's characters or a character
    past it, tried against the ranges there only then) matches where the plain class of the
    same ranges, repeated, does: one character at every edge of every range, on both sides,
    and through the first planes' scripts, and every run of a text of all of them."""
    ranges = unicode_props._without(unicode_props.tables.HOST_RANGES, unicode_props.LABEL_DOTS)
    plain = re.compile(unicode_props._char_class(ranges) + "+")
    split = re.compile(unicode_props.HOST_LABEL_RUN)
    assert plain.pattern != split.pattern
    edges = {cp for start, end in ranges for cp in (start - 1, start, end, end + 1)}
    points = sorted(edges.union(range(0x3100), range(0x10000, 0x10500)) - {-1, 0x110000})
    assert len(points) > 15_000
    for cp in points:
        ch = chr(cp)
        assert (split.fullmatch(ch) is None) == (plain.fullmatch(ch) is None), hex(cp)
    text = "".join(map(chr, points))
    assert [m.span() for m in split.finditer(text)] == [m.span() for m in plain.finditer(text)]


@pytest.mark.parametrize("label", ["a", "a\U00010400", "\U00010400"])
def test_a_long_label_is_read_in_memory_that_does_not_grow_with_it(label: str) -> None:
    """``re`` keeps a record of each repetition of a group it may backtrack into: the
    host-label run repeats possessively, so reading a label of 100,000 characters after a
    dot takes no record per character (a greedy ``+`` took 170 bytes a character), only the
    copies of the text the scan makes (at most 12 bytes a character, in four-byte text)."""
    text = "é ." + label * (100_000 // len(label)) + " a.com"
    tracemalloc.start()
    try:
        links = find_links(text, mode="uts58")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [link.text for link in links] == ["a.com"]
    assert peak < 20 * len(text)


USER_INFO_PIECES = ["a", "b.c", "://", "http", "/", ":", "?", "#", "\\", " ", "\n", "@", "é"]


def _scanned_user_info_start(text: str, at: int, floor: int) -> int | None:
    """The scheme's start as the authority state reads it, character by character."""
    index = at
    while index > floor and not text[index - 1].isspace() and text[index - 1] not in "/?#\\":
        index -= 1
    if index - floor < 3 or text[index - 3 : index] != "://":
        return None
    begin = index - 3
    while begin > floor and (
        (text[begin - 1].isascii() and text[begin - 1].isalnum()) or text[begin - 1] in "+-."
    ):
        begin -= 1
    return begin if begin < index - 3 and text[begin].isalpha() else None


@settings(max_examples=scaled(700))
@given(text=st.lists(st.sampled_from(USER_INFO_PIECES), max_size=12).map("".join), data=st.data())
def test_a_user_info_s_scheme_is_found_where_the_character_wise_scan_finds_it(
    text: str, data: st.DataObject
) -> None:
    """``user_info_start`` answers ``None`` at once where the last ``/`` before the ``@`` is
    no ``://``'s, and otherwise where the scan back over the authority does."""
    at = data.draw(st.integers(0, len(text)))
    floor = data.draw(st.integers(0, at))
    assert user_info.user_info_start(text, at, floor) == _scanned_user_info_start(text, at, floor)


@pytest.mark.parametrize(
    "text", ["http://u@a.com", "see https://u:p@a.com/x", "a/b://c@d", "git+ssh://a/b@c", "x:/y@z"]
)
def test_a_user_info_s_scheme_is_found_at_every_offset_and_floor(text: str) -> None:
    found = {
        (at, floor): user_info.user_info_start(text, at, floor)
        for at in range(len(text) + 1)
        for floor in range(at + 1)
    }
    assert found == {key: _scanned_user_info_start(text, *key) for key in found}
    assert any(start is not None for start in found.values()) == ("://" in text)


LITERAL_PIECES = [
    "http://", "https://", "HTTP://", "localhost", "a.com", "b.org", "x@", '"', "@", "/", " ",
    ":8080", "intranet", "10.0.0.1", "[::1]", "?", "u:p@", ".", "_", "\u3002", "ftp://", "(",
]  # fmt: skip


@settings(max_examples=scaled(700))
@given(text=st.lists(st.sampled_from(LITERAL_PIECES), max_size=14).map("".join))
@example(text='https://a.com"@localhost/(https://localhost)')
@example(text="http://a.com http://localhost")
def test_literal_urls_read_from_the_open_triggers_are_those_read_from_every_trigger(
    text: str,
) -> None:
    """The triggers ``literal_triggers`` hands on leave out the walk's links with no user
    info after the scheme; reading every ``http://`` and ``https://`` gives the same links."""
    scanner = get_scanner(validated_options({"mode": "uts58"}))
    links = list(scanner.iter_links(text))
    narrowed = uts58.scanner.literal_triggers

    def every_trigger(*args: object) -> list[tuple[int, int]]:
        if not narrowed(*args):  # type: ignore[arg-type]
            return []
        return uts58.literal_urls.scheme_triggers(text, 0, len(text))

    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(uts58.scanner, "literal_triggers", every_trigger)
        assert links == list(scanner.iter_links(text))


@settings(max_examples=scaled(500))
@given(
    text=st.lists(st.sampled_from([*LITERAL_PIECES, "é", "https://例え.jp"]), max_size=14).map(
        "".join
    ),
    data=st.data(),
)
@example(text="http://a.com http://localhost", data=None)
@example(text="https://a.com/?u=http://localhost/x", data=None)
def test_literal_urls_are_skipped_only_where_each_scheme_starts_a_link_of_the_walk(
    text: str, data: st.DataObject | None
) -> None:
    """A window holding no more ``://`` than the walk's ASCII links that start at a scheme
    asks no ``literal_triggers``: with the count made to say otherwise in every window (an
    empty needle is counted at each offset), the links and refusals are the same, at any
    window."""
    scanner = get_scanner(validated_options({"mode": "uts58"}))
    every_window = copy.copy(scanner)
    setattr(every_window, "SCHEME_NEEDLE", "")  # noqa: B010
    start = data.draw(st.integers(0, len(text))) if data else 0
    end = data.draw(st.integers(start, len(text))) if data else len(text)
    assert list(scanner.iter_links(text, start, end)) == list(
        every_window.iter_links(text, start, end)
    )
    assert scanner.refusals(text) == every_window.refusals(text)


AT_ONCE_SCHEMES = [
    "https://", "HTTP://", "hTtPs://", "ftp://", "://", "xhttps://", "", "www.", "me@",
]  # fmt: skip
AT_ONCE_HOSTS = [
    "a.com", "docs.google.com", "x-y.org", "a-.com", "a..com", "a.com.", "a.md", "a.x", "a.com-x",
]  # fmt: skip
AT_ONCE_TAILS = [
    "", "/p", "/a.b", "?q=1", "#f", "/x_(y)", "/p://", ":80", ".", "/p.", ")", "@b.org",
]  # fmt: skip
AT_ONCE_WORDS = [
    "x", "e.g.", "b.txt", "b.md", "c.com", "(", ")", '"', "“", "[", "]", "@", "日", ":", "_",
]  # fmt: skip
AT_ONCE_GAPS = [" ", " ", "\n", ", ", ". ", " (", ") ", "", "_", "."]
AT_ONCE_TEXT = st.lists(
    st.tuples(
        st.one_of(
            st.tuples(
                st.sampled_from(AT_ONCE_SCHEMES),
                st.sampled_from(AT_ONCE_HOSTS),
                st.sampled_from(AT_ONCE_TAILS),
            ).map("".join),
            st.sampled_from(AT_ONCE_WORDS),
        ),
        st.sampled_from(AT_ONCE_GAPS),
    ).map("".join),
    max_size=6,
).map("".join)


def _walk_only(scanner: uts58.Uts58Scanner) -> uts58.Uts58Scanner:
    walk_only = copy.copy(scanner)
    walk_only._ascii_links_at_once = lambda *_: None  # type: ignore[method-assign]
    return walk_only


@settings(max_examples=scaled(2000))
@given(
    text=AT_ONCE_TEXT,
    data=st.data(),
    options=st.sampled_from(
        [{}, {"bare_domains": "all"}, {"bare_domains": "none"}, {"kinds": ["email", "www"]}]
    ),
)
@example(text="e.g. https://a.com", data=None, options={})
@example(text="a.com https://b.org", data=None, options={"bare_domains": "all"})
@example(text="https://b.org a.com", data=None, options={"bare_domains": "all"})
@example(text="a.md https://a.com", data=None, options={})
@example(text="https://a.com x.md", data=None, options={})
@example(text="xhttps://a.com", data=None, options={})
@example(text='"https://a.com"', data=None, options={})
@example(text="https://a.com.", data=None, options={})
@example(text="https://a-.com", data=None, options={})
@example(text="https://a.com/p://", data=None, options={})
@example(text="https://a.com/p ftp://b.org", data=None, options={})
@example(text="https://a.com-x", data=None, options={})
@example(text="https://a.com:80", data=None, options={})
@example(text="https://docs.google", data=None, options={})
@example(text="https://a.com", data=None, options={"kinds": ["email", "www"]})
def test_ascii_links_read_at_once_are_the_walk_s_links(
    text: str, data: st.DataObject | None, options: dict[str, object]
) -> None:
    """The links ``_ascii_links_at_once`` reads without the walk are the walk's, in every
    window and under options that change what is linked: the scanner with the shortcut
    turned off gives the same links."""
    scanner = get_scanner(validated_options({"mode": "uts58", **options}))
    assert isinstance(scanner, uts58.Uts58Scanner)
    walk_only = _walk_only(scanner)
    assert list(scanner.iter_links(text)) == list(walk_only.iter_links(text))
    start = data.draw(st.integers(0, len(text))) if data else 0
    end = data.draw(st.integers(start, len(text))) if data else len(text)
    assert list(scanner.iter_links(text, start, end)) == list(
        walk_only.iter_links(text, start, end)
    )


def test_ascii_links_read_at_once_are_plain_scheme_urls_alone() -> None:
    """The shortcut reads a window of plain ``http://`` and ``https://`` links; it leaves
    every other window to the walk."""
    scanner = get_scanner(validated_options({"mode": "uts58"}))
    assert isinstance(scanner, uts58.Uts58Scanner)

    def at_once(text: str) -> list[tuple[int, int, str]] | None:
        first = uts58.scanner._ASCII_TLD_CANDIDATE.search(text)
        assert first is not None
        colon = text.find("://")
        links = scanner._ascii_links_at_once(text, 0, len(text), first.start(), colon)
        return None if links is None else [(link.start, link.end, link.href) for link in links]

    assert at_once("See https://Docs.Example.com/a.b?c#d, and HTTP://x-y.org here") == [
        (4, 36, "https://docs.example.com/a.b?c#d"),
        (42, 56, "HTTP://x-y.org"),
    ]
    assert at_once("e.g. https://a.com") == [(5, 18, "https://a.com")]
    for walked in [
        "a.md https://a.com",
        "https://a.com and a.md",
        "me@a.com https://b.org",
        "(https://a.com/x_(y))",
        '"https://a.com"',
        "https://a.com.",
        "https://a-.com",
        "https://a.com:80",
        "https://a.com/x?u=http://b.com",
        "https://localhost.x",
    ]:
        assert at_once(walked) is None, walked
