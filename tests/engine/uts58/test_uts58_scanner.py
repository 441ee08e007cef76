"""UTS #58 scanner: kinds, hrefs, options, windows, odd input and pathological sizes."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest

from md_autolinks import LinkKind, find_links
from md_autolinks.engine.finder import get_scanner
from md_autolinks.engine.options import Options
from md_autolinks.engine.scanners import uts58
from md_autolinks.engine.scanners.uts58 import hosts, literal_urls, termination


def spans(text: str, **options: object) -> list[tuple[str, str, str]]:
    return [
        (link.kind.value, link.text, link.href)
        for link in find_links(text, mode="uts58", **{"bare_domains": "all", **options})
    ]


def texts(text: str, **options: object) -> list[str]:
    options.setdefault("bare_domains", "all")
    return [link.text for link in find_links(text, mode="uts58", **options)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see example.com.", [("url", "example.com", "https://example.com")]),
        ("see www.python.org", [("www", "www.python.org", "https://www.python.org")]),
        ("see WWW.Example.COM", [("www", "WWW.Example.COM", "https://www.example.com")]),
        ("http://a.com/x", [("url", "http://a.com/x", "http://a.com/x")]),
        ("HTTPS://a.com", [("url", "HTTPS://a.com", "HTTPS://a.com")]),
        ("ftp://a.com", []),
        ("foo.рф", [("url", "foo.рф", "https://foo.xn--p1ai")]),
        ("https://例え。jp/ü", [("url", "https://例え。jp/ü", "https://xn--r8jz45g.jp/%C3%BC")]),
        (
            "σ@παράδειγμα.ελ",
            [("email", "σ@παράδειγμα.ελ", "mailto:%CF%83@xn--hxajbheg2az3al.xn--qxam")],
        ),
        ("xn--j1ay.xn--p1ai", [("url", "xn--j1ay.xn--p1ai", "https://xn--j1ay.xn--p1ai")]),
        ("foo.pф", []),
        ("a.com/б c", [("url", "a.com/б", "https://a.com/%D0%B1")]),
        ("x@a.com", [("email", "x@a.com", "mailto:x@a.com")]),
        ("MAILTO:x@a.com", [("email", "MAILTO:x@a.com", "MAILTO:x@a.com")]),
        (
            "σωκράτης@python.org",
            [
                (
                    "email",
                    "σωκράτης@python.org",
                    "mailto:%CF%83%CF%89%CE%BA%CF%81%CE%AC%CF%84%CE%B7%CF%82@python.org",
                )
            ],
        ),
        ("a.com:65535/x", [("url", "a.com:65535/x", "https://a.com:65535/x")]),
        ("a.com:65536/x", []),
        ("a.com:123456", []),
        ("a.com: yes", [("url", "a.com", "https://a.com")]),
        ("Is it a.com? Yes", [("url", "a.com", "https://a.com")]),
    ],
)
def test_links(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert spans(text) == expected


def test_urls_and_emails_merge_in_order() -> None:
    assert texts("x@a.com then b.com/p and y@c.org.") == ["x@a.com", "b.com/p", "y@c.org"]


def test_kinds_filter_without_changing_other_links() -> None:
    text = "a.com www.b.com https://c.com x@d.com"
    assert texts(text, kinds=["email"]) == ["x@d.com"]
    assert texts(text, kinds=["www"]) == ["www.b.com"]
    assert texts(text, kinds=["url"]) == ["a.com", "https://c.com"]


def test_bare_domains_false_keeps_www_schemes_and_emails() -> None:
    text = "a.com/x?y=b.com www.b.com https://c.com x@d.com"
    assert texts(text, bare_domains=False) == ["www.b.com", "https://c.com", "x@d.com"]


def test_exclude_tlds_only_affects_links_without_scheme() -> None:
    text = "Edit conf.py or README.md, see https://conf.py and www.x.py; mail a@b.py"
    assert texts(text, exclude_tlds="file-extensions") == ["https://conf.py", "a@b.py"]
    assert texts(text, exclude_tlds=["md"]) == ["conf.py", "https://conf.py", "www.x.py", "a@b.py"]


def test_excluded_host_is_skipped_whole() -> None:
    assert texts("setup.py/x.com", exclude_tlds=["py"]) == []


def test_non_bmp_characters() -> None:
    text = "𝐚𝐛.com/𝔘𝔫𝔦 and 😀@python.org and 𓀀x@python.org"
    links = find_links(text, mode="uts58")
    assert [(link.start, link.end, link.text) for link in links] == [
        (0, 10, "𝐚𝐛.com/𝔘𝔫𝔦"),
        (32, 45, "𓀀x@python.org"),
    ]


@pytest.mark.parametrize(
    "text",
    ["\ud800example.com\udfff", "a\x00b.com/\x00x", "\udc80@a.com", "a.com/\ud83d", "\x00" * 10],
)
def test_surrogates_and_nul_never_crash(text: str) -> None:
    for link in find_links(text, mode="uts58"):
        assert text[link.start : link.end] == link.text


def test_surrogate_and_nul_end_a_path() -> None:
    assert texts("a.com/x\ud800y a.com/p\x00q") == ["a.com/x", "a.com/p"]


def test_window_limits_links_and_reads_context() -> None:
    scanner = get_scanner(Options(mode="uts58"))
    text = "see a.com/x and b.org/y"
    assert [link.text for link in scanner.iter_links(text, 4, 11)] == ["a.com/x"]
    assert [link.text for link in scanner.iter_links(text, 8)] == ["b.org/y"]
    assert [link.text for link in scanner.iter_links(text, 0, 13)] == ["a.com/x"]


def test_a_host_after_an_at_sign_before_the_window_is_an_emails_host() -> None:
    """The ``@`` before a window (a front end's context: ``&#64;`` in Markdown) makes the host
    after it an email's, whose local part the window does not hold: nothing is linked, as
    for `` @b.org`` inside the window, rather than the piece ``b.org``."""
    scanner = get_scanner(Options(mode="uts58"))
    assert [link.text for link in scanner.iter_links("me@b.org", 3)] == []
    assert [link.text for link in scanner.iter_links("a @b.org", 0)] == []
    assert [link.text for link in scanner.iter_links("me;b.org", 3)] == ["b.org"]


class _RecordedSearch:
    """A compiled pattern whose ``search`` records the range each search reads."""

    def __init__(self, pattern: re.Pattern[str], ranges: list[tuple[int, int]]) -> None:
        self.pattern = pattern
        self.ranges = ranges

    def search(self, text: str, start: int, end: int) -> re.Match[str] | None:
        self.ranges.append((start, end))
        return self.pattern.search(text, start, end)


def test_scanning_a_tail_checks_labels_of_the_tail_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: label checks started at offset 0 whatever the window, so a front end
    scanning the rest of a paragraph after each link paid for the whole prefix each time
    (1 000 ``http://a.com/x `` through Python-Markdown: 7.5 million pair checks). Checked in
    ASCII text (substring searches) and in text with another label dot (the pattern)."""
    original = hosts.HostScanner._last_bad_pair_in
    starts: list[int] = []

    def recording(self: hosts.HostScanner, start: int, end: int) -> int:
        starts.append(start)
        return original(self, start, end)

    monkeypatch.setattr(hosts.HostScanner, "_last_bad_pair_in", recording)
    searched: list[tuple[int, int]] = []
    monkeypatch.setattr(hosts, "_BAD_PAIR", _RecordedSearch(hosts._BAD_PAIR, searched))
    scanner = get_scanner(Options(mode="uts58"))
    for text in ("x.y-" * 2500 + " a.com", "x\u3002y-" * 2500 + " a.com"):
        starts.clear()
        searched.clear()
        assert [link.text for link in scanner.iter_links(text, 10_000)] == ["a.com"]
        starts.extend(start for start, _ in searched)
        assert min(starts) >= 9_999
        assert len(starts) <= 6


def test_a_short_hosts_labels_are_read_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 37: the label check of a host no longer than ``hosts._SHORT_HOST`` reads that
    host, not the prose since the previous host (three substring searches over the whole
    text per pass); a longer host is still checked from where the previous long check
    stopped, and both refuse an empty label or a label edge that is ``-``."""
    original = hosts.HostScanner._last_bad_pair_in
    ranges: list[tuple[int, int]] = []

    def recording(self: hosts.HostScanner, start: int, end: int) -> int:
        ranges.append((start, end))
        return original(self, start, end)

    monkeypatch.setattr(hosts.HostScanner, "_last_bad_pair_in", recording)
    short_ranges: list[tuple[int, int]] = []
    monkeypatch.setattr(hosts, "_BAD_PAIR", _RecordedSearch(hosts._BAD_PAIR, short_ranges))
    prose = "word " * 2000
    text = f"{prose}a.com {prose}b-.c.org {prose}d.org"
    assert [link.text for link in find_links(text, mode="uts58")] == ["a.com", "d.org"]
    assert ranges == []
    assert [end - start for start, end in short_ranges] == [5, 8, 5]
    long_label = "x" * hosts._SHORT_HOST
    ranges.clear()
    text = f"{prose}{long_label}.a..com {long_label}.a.com"
    assert [link.text for link in find_links(text, mode="uts58")] == [f"{long_label}.a.com"]
    assert [start for start, _ in ranges] == [0, len(prose) + len(long_label) + 6]


def test_every_kind_is_inline_and_every_link_starts_a_needle_match() -> None:
    scanner = get_scanner(Options(mode="uts58"))
    assert frozenset(LinkKind) == scanner.INLINE_KINDS
    text = "(https://a.com/x) «www.b.org» 例え.jp x@c.com σωκράτης@python.org"
    links = find_links(text, mode="uts58")
    assert [link.text for link in links] == [
        "https://a.com/x",
        "www.b.org",
        "例え.jp",
        "x@c.com",
        "σωκράτης@python.org",
    ]
    for link in links:
        match = scanner.needle.search(text, link.start)
        assert match is not None
        assert match.start() < link.end


def test_bracket_stack_is_bounded_at_125() -> None:
    deep = "(" * 125 + ")" * 125
    assert texts(f"a.com/{deep} x") == [f"a.com/{deep}"]
    deeper = "(" * 126 + ")" * 126
    assert texts(f"a.com/{deeper} x") == ["a.com/" + "(" * 125]


PATHOLOGICAL_SIZE = 20_000


@pytest.mark.parametrize(
    ("text", "expected_count"),
    [
        ("a.com/" + "(" * PATHOLOGICAL_SIZE, 1),
        ("a.com/x" + "." * PATHOLOGICAL_SIZE + " b", 1),
        ("a." * PATHOLOGICAL_SIZE + "com", 1),
        ("a.com." * PATHOLOGICAL_SIZE, 1),
        ("-a.com.." * PATHOLOGICAL_SIZE, 0),
        ("x-.com\uff0e" * PATHOLOGICAL_SIZE, 0),
        ("a@" * PATHOLOGICAL_SIZE + "b.com", 0),
        ("a@b.com@" * PATHOLOGICAL_SIZE, 0),
        ("a@b.com " * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ("." * PATHOLOGICAL_SIZE, 0),
        ("微软有.net和" * PATHOLOGICAL_SIZE, 0),
        ("詳しくはhttps://a.com/で" * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ("（Email：a@b.com）" * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ("https://a.com/" + ",;" * PATHOLOGICAL_SIZE + "?", 1),
        (".com/" * PATHOLOGICAL_SIZE, 0),
        ("x@a.com/" * PATHOLOGICAL_SIZE, 1),
        ("“https://a.com/”" * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ('"https://a.com/x"' * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ('"http://localhost/"' * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ("http://localhost/ " * PATHOLOGICAL_SIZE, PATHOLOGICAL_SIZE),
        ("http://" * PATHOLOGICAL_SIZE, 1),
        ("https://a.com/" + "x.ab/" * PATHOLOGICAL_SIZE, 1),
        ("é ." + "a" * PATHOLOGICAL_SIZE * 5 + " a.com", 1),
    ],
    ids=[
        "open-brackets",
        "soft-run",
        "many-labels",
        "repeated-tld",
        "invalid-labels",
        "fullwidth-dots",
        "at-signs",
        "glued-emails",
        "emails",
        "dots",
        "unspaced-runs",
        "links-against-kana",
        "labels-before-emails",
        "soft-run-before-a-question-mark",
        "empty-hosts-before-paths",
        "emails-before-paths",
        "quoted-links-glued",
        "straight-quoted-links-glued",
        "quoted-literal-urls-glued",
        "literal-urls-with-no-top-level-domain-candidate",
        "schemes-with-no-top-level-domain-candidate",
        "candidates-inside-one-link",
        "one-long-label-in-non-ascii-text",
    ],
)
def test_pathological_inputs(text: str, expected_count: int) -> None:
    links = find_links(text, mode="uts58")
    assert len(links) == expected_count
    assert all(a.end <= b.start for a, b in itertools.pairwise(links))


class _ReadMatch:
    """A compiled pattern whose ``match`` adds the characters each call reads to ``read``
    (its ``pattern`` is the source, as the patterns built from it read it)."""

    def __init__(self, pattern: re.Pattern[str], read: list[int]) -> None:
        self.compiled = pattern
        self.pattern = pattern.pattern
        self.read = read

    def match(self, text: str, start: int, end: int) -> re.Match[str] | None:
        found = self.compiled.match(text, start, end)
        self.read.append(1 + (found.end() - start if found else 0))
        return found


@pytest.mark.parametrize("initiator", ["/", "/x#", "?a="])
def test_a_soft_run_that_no_safe_character_follows_is_read_once(
    monkeypatch: pytest.MonkeyPatch, initiator: str
) -> None:
    """Regression: ``terminate`` tried a free run at each Soft character of a run that no
    Include character follows, each try reading the rest of the run: quadratic
    (``https://a.com/`` and 100 000 ``,;`` before a ``?`` took a minute)."""
    calls: list[int] = []
    counted = {name: _ReadMatch(run, calls) for name, run in termination._FREE_RUNS.items()}
    monkeypatch.setattr(termination, "_FREE_RUNS", counted)
    text = f"https://a.com{initiator}" + ",;" * 5_000 + "? b"
    assert uts58.terminate(text, len("https://a.com"), len(text)) == len("https://a.com") + len(
        initiator
    )
    assert len(calls) <= 4


@pytest.mark.parametrize(
    "unit", ["“https://a.com/”", '"https://a.com/x"', '"http://localhost/"', "«https://a.com/»"]
)
def test_quoted_links_glued_together_are_each_read_to_their_closing_mark(
    monkeypatch: pytest.MonkeyPatch, unit: str
) -> None:
    """Regression: a link after an opening quotation mark was read to the end of its path
    and then cut back at the closing mark, and the next link was read from there again:
    quadratic (1,000 glued ``“https://a.com/”`` took 3 s, 4,000 took 47 s). The runs of
    :func:`terminate` now read at most a few characters past the closing mark."""
    read: list[int] = []
    monkeypatch.setattr(
        termination,
        "_FREE_RUNS",
        {name: _ReadMatch(run, read) for name, run in termination._FREE_RUNS.items()},
    )
    text = unit * 2_000
    links = find_links(text, mode="uts58")
    assert [link.text for link in links] == [unit[1:-1]] * 2_000
    assert sum(read) <= 2 * len(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("“https://a.com/x,”y", ["https://a.com/x,"]),
        ("“https://a.com/x,” y", ["https://a.com/x"]),
        ("“https://a.com/x（y）”z", ["https://a.com/x（y）"]),
        ("“https://a.com/x「y”z」", ["https://a.com/x「y"]),
        ("“https://a.com/”x“https://b.org/y”", ["https://a.com/", "https://b.org/y"]),
        ("„https://a.com/x“ y", ["https://a.com/x"]),
        ('"https://a.com/x"y"z', ["https://a.com/x"]),
    ],
)
def test_a_quoted_link_ends_at_its_closing_mark(text: str, expected: list[str]) -> None:
    assert texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see https://a.com/x/y. Then", [("url", "https://a.com/x/y", "https://a.com/x/y")]),
        ("https://a.com/x#top.", [("url", "https://a.com/x#top", "https://a.com/x#top")]),
        ("https://a.com/x?!", [("url", "https://a.com/x", "https://a.com/x")]),
        ("https://a.com/faq? Yes", [("url", "https://a.com/faq", "https://a.com/faq")]),
        ("https://a.com/x)", [("url", "https://a.com/x", "https://a.com/x")]),
        ("https://a.com/x>", [("url", "https://a.com/x", "https://a.com/x")]),
        ("https://a.com.", [("url", "https://a.com", "https://a.com")]),
        ('"https://a.com/x" y', [("url", "https://a.com/x", "https://a.com/x")]),
        (
            "(https://a.com/wiki/Foo_(bar))",
            [("url", "https://a.com/wiki/Foo_(bar)", "https://a.com/wiki/Foo_(bar)")],
        ),
        (
            "[www.a.com](https://a.com/x?q=1)",
            [
                ("www", "www.a.com", "https://www.a.com"),
                ("url", "https://a.com/x?q=1", "https://a.com/x?q=1"),
            ],
        ),
        ("www.a.com:8080/x", [("www", "www.a.com:8080/x", "https://www.a.com:8080/x")]),
        (
            "HTTPS://WWW.Example.COM/Path",
            [("url", "HTTPS://WWW.Example.COM/Path", "HTTPS://www.example.com/Path")],
        ),
        (
            "пример.рф/путь",
            [("url", "пример.рф/путь", "https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C")],
        ),
        ("me@a.com/x", [("email", "me@a.com", "mailto:me@a.com")]),
        ("https://user@a.com/x", []),
        ("https://a.com:x@evil.com/", []),
        ("key=value.com", []),
        ("foo_bar.com/x", []),
        ("https://a..com/x", []),
    ],
)
def test_the_common_link_s_one_match_hands_every_other_case_to_the_walk(
    text: str, expected: list[tuple[str, str, str]]
) -> None:
    assert [
        (link.kind.value, link.text, link.href) for link in find_links(text, mode="uts58")
    ] == expected


def test_a_window_with_no_top_level_domain_candidate_holds_only_literal_urls() -> None:
    """A window in which no top-level domain candidate is found is not walked: its literal
    URLs, their refusals and the override rule are those of the whole walk."""
    scanner = get_scanner(Options(mode="uts58"))
    spans = [
        (link.start, link.end, link.href)
        for link in scanner.iter_links("a.com http://intranet/ b.com", 6, 22)
    ]
    assert spans == [(6, 22, "http://intranet/")]
    assert [
        (link.start, link.end, link.href)
        for link in find_links("see http://localhost:8000/x now", mode="uts58")
    ] == [(4, 27, "http://localhost:8000/x")]
    assert [
        (miss.start, miss.end, miss.rule)
        for miss in scanner.refusals("see http://a:b@localhost/x now")
    ] == [(4, 26, uts58.USER_INFO_RULE)]
    overridden = "\u202ehttp://localhost/ and \u202chttp://[::1]/"
    assert [link.text for link in find_links(overridden, mode="uts58")] == ["http://[::1]/"]
    assert find_links("http://localhost/", mode="uts58", kinds=["email", "www"]) == []
    assert find_links("no link here. Nor e.g. here", mode="uts58") == []
    assert scanner.refusals("no link here") == []


def test_literal_urls_are_looked_for_only_at_a_scheme_no_link_of_the_walk_starts_at(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``literal_triggers``: where every ``://`` of an ASCII window is the scheme of a link
    the walk made, no trigger is read; elsewhere the triggers come back when one of them
    may start a literal URL, but for those where a link of the walk starts with no user
    info after its scheme."""
    read: list[str] = []
    real = literal_urls.scheme_triggers

    def counted(text: str, floor: int, limit: int) -> list[tuple[int, int]]:
        read.append(text[floor:limit])
        return real(text, floor, limit)

    monkeypatch.setattr(literal_urls, "scheme_triggers", counted)
    both = "https://a.com/ and HTTP://b.org/x"
    assert [link.href for link in find_links(both, mode="uts58")] == [
        "https://a.com/",
        "HTTP://b.org/x",
    ]
    assert read == []
    inner = "https://a.com/?next=http://localhost/x"
    assert [link.text for link in find_links(inner, mode="uts58")] == [inner]
    assert read == [inner]
    links = find_links(inner, mode="uts58")
    assert literal_urls.literal_triggers(inner, 0, len(inner), links) == [(20, 27)]
    assert literal_urls.literal_triggers(inner, 0, len(inner), []) == [(0, 8), (20, 27)]
    user_info = 'https://a.com"@localhost/ and http://localhost/x'
    walked = [link for link in find_links(user_info, mode="uts58") if link.start == 0]
    assert literal_urls.literal_triggers(user_info, 0, len(user_info), walked) == [
        (0, 8),
        (30, 37),
    ]
    assert literal_urls.literal_triggers(both, 0, len(both), find_links(both, mode="uts58")) == []
    assert literal_urls.literal_triggers("ftp://x http://a.com", 0, 20, []) == []
    assert [link.text for link in find_links("ftp://x http://intranet/", mode="uts58")] == [
        "http://intranet/"
    ]


class _CountedCandidates:
    """A candidate pattern whose searches add each candidate they yield to ``yielded``."""

    def __init__(self, pattern: re.Pattern[str], yielded: list[int]) -> None:
        self.compiled = pattern
        self.yielded = yielded

    def search(self, text: str, start: int, end: int) -> re.Match[str] | None:
        return self.compiled.search(text, start, end)

    def finditer(self, text: str, start: int, end: int) -> Iterator[re.Match[str]]:
        for match in self.compiled.finditer(text, start, end):
            self.yielded.append(match.start())
            yield match


def test_the_walk_does_not_read_the_candidates_inside_a_link(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After a link, the walk searches again from the link's end rather than reading on
    through the candidates its path holds (``x.ab`` a thousand times): it reads the first."""
    yielded: list[int] = []
    counted = _CountedCandidates(uts58.scanner._ASCII_TLD_CANDIDATE, yielded)
    monkeypatch.setattr(uts58.scanner, "_ASCII_TLD_CANDIDATE", counted)
    text = "See https://a.com/" + "x.ab/" * 1000 + " and b.org/x."
    assert [link.text for link in find_links(text, mode="uts58")] == [text[4:5018], "b.org/x"]
    assert len(yielded) == 3
