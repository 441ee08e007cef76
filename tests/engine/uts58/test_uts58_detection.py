"""UTS #58 LinkDetectionTest.txt (17.0.0): every line is one case, marks compared exactly."""

from __future__ import annotations

import pytest

from md_autolinks import find_links
from support.paths import FIXTURES

FIXTURE = FIXTURES / "uts58" / "LinkDetectionTest.txt"
START_MARK, END_MARK = "\u2e20", "\u2e21"

#: Accepted deviations from the expected lines: line number -> reason. Empty: none needed.
DEVIATIONS: dict[int, str] = {}


def _cases() -> list[object]:
    cases = []
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        marks = (
            pytest.mark.xfail(reason=DEVIATIONS[number], strict=True)
            if number in DEVIATIONS
            else ()
        )
        cases.append(pytest.param(line, id=f"uts58-detection-{number}", marks=marks))
    return cases


def mark_links(text: str) -> str:
    """``text`` with each detected link wrapped in the test file's marks."""
    pieces = []
    previous = 0
    for link in find_links(text, mode="uts58", bare_domains="all"):
        pieces += [text[previous : link.start], START_MARK, link.text, END_MARK]
        previous = link.end
    pieces.append(text[previous:])
    return "".join(pieces)


def test_fixture_has_all_cases() -> None:
    assert len(_cases()) == 344


@pytest.mark.parametrize("expected", _cases())
def test_link_detection(expected: str) -> None:
    plain = expected.replace(START_MARK, "").replace(END_MARK, "")
    assert mark_links(plain) == expected


#: Where md_autolinks departs from Unicode's reference code (unicodetools LinkUtilities,
#: whose hosts are UTS #46 valid or mapped code points found back from a ``.`` or ``。``
#: before an IANA TLD): (text, the reference's links, ours, reason). No line of
#: LinkDetectionTest.txt exercises these; docs/modes.md ("Departures") gives the reasons.
DEPARTURES: list[tuple[str, list[str], list[str], str]] = [
    ("Siehe straße.de heute", ["e.de"], ["straße.de"], "deviation ß kept, as WHATWG URL"),
    ("σοφος.gr", [], ["σοφος.gr"], "deviation ς kept, as WHATWG URL"),
    (
        "می\u200cخواهم.ایران",
        ["خواهم.ایران"],
        ["می\u200cخواهم.ایران"],
        "deviation ZWNJ kept in its valid joining context, as WHATWG URL",
    ),
    ("info@straße.de", ["e.de"], ["info@straße.de"], "deviation ß kept in an email host"),
    (
        "https://pay\u00adpal.com/login",
        ["pal.com/login"],
        ["https://pay\u00adpal.com/login"],
        "UTS #46 ignores the soft hyphen: the host is paypal.com, as in browsers",
    ),
    (
        "ｐｙｔｈｏｎ．ｏｒｇ",
        [],
        ["ｐｙｔｈｏｎ．ｏｒｇ"],
        "UTS #46 maps ． to a label dot and ｏｒｇ to org",
    ),
    ("https://例子｡中国/", [], ["https://例子｡中国/"], "UTS #46 maps ｡ to a label dot"),
    (
        "See “python.org” now",
        [],
        ["python.org"],
        "“ and ” are not IDNA2008-valid: no registry has them in a host, so they end it",
    ),
    ("«python.org/x»", ["«python.org/x"], ["python.org/x"], "« is not IDNA2008-valid"),
    (
        "See →python.org",
        ["→python.org"],
        ["python.org"],
        "→ is not IDNA2008-valid: browsers would go to xn--python-hn2c.org",
    ),
    (
        "www.☃.net",
        ["www.☃.net"],
        [],
        "☃ is not IDNA2008-valid (browsers accept it; IDNA2008 registries do not)",
    ),
    ("xn--a.com", ["xn--a.com"], [], "invalid Punycode: browsers reject the host"),
    ("a\u200db.com", ["b.com"], [], "ZWJ outside its context: browsers reject the host"),
    ("foo_bar.com", ["bar.com"], [], "a link never starts inside a token"),
    ("www.foo_bar.com", ["www.foo", "bar.com"], [], "a host never ends inside a token"),
    ("me.info@python.org", ["me.info"], ["me.info@python.org"], "one token: one email"),
    ("_me_@a.com", ["_me_@a.com"], [], "a name between marks is emphasis (as cmark-gfm reads it)"),
    ("pay\u200epal.com", ["pal.com"], [], "an invisible character never splices a link"),
    (
        "https://paypal.com\u200b/x",
        ["https://paypal.com"],
        ["https://paypal.com\u200b/x"],
        "UTS #46 ignores U+200B: the token is one URL, to paypal.com/x",
    ),
    (
        "https://user:pass@bücher.de/konto",
        ["pass@bücher.de"],
        [],
        "a URL's user info is never an email, and a URL with user info is not linked",
    ),
    (
        "请访问https://example.cn/a，谢谢。",
        ["https://example.cn/a，谢谢"],
        ["https://example.cn/a"],
        "fullwidth punctuation after an ASCII run ends a path",
    ),
    (
        "URL：https://example.jp/a、https://example.jp/b",
        ["https://example.jp/a、https://example.jp/b"],
        ["https://example.jp/a", "https://example.jp/b"],
        "a scheme after CJK punctuation starts a new link",
    ),
    (
        "見て https://example.jp/ページ。次に",
        ["https://example.jp/ページ。次に"],
        ["https://example.jp/ページ"],
        "。 ends a path wherever it stands",
    ),
    (
        "影響のあるリリースバイナリをbitcoincore.orgから削除しました",
        [],
        ["bitcoincore.org"],
        "a bare domain ends where Latin turns to Kana after a TLD, starts where Kana turns to it",
    ),
    (
        "詳しくはhttps://docs.python.org/ja/3/で読めます",
        ["https://docs.python.org/ja/3/で読めます"],
        ["https://docs.python.org/ja/3/"],
        "a link written against Kana or Han ends where the script resumes after /",
    ),
    (
        "వివరాలు python.orgలో చూడండి",
        [],
        ["python.org"],
        "a bare domain ends where Latin turns to an Indic script after a TLD",
    ),
    (
        "Kennst du https://beispiel.de/faq?",
        ["https://beispiel.de/faq?"],
        ["https://beispiel.de/faq"],
        "a sentence-final ? is not part of a link",
    ),
]


@pytest.mark.parametrize(
    ("text", "reference", "ours"),
    [pytest.param(*row[:3], id=row[3]) for row in DEPARTURES],
)
def test_departures_from_the_reference(text: str, reference: list[str], ours: list[str]) -> None:
    assert [link.text for link in find_links(text, mode="uts58")] == ours
    assert ours != reference
