"""uts58 in any script (docs/modes.md#hosts-starts-and-ends, docs/security.md#guaranteed):
no link spliced at an invisible character, URL user info never an email, ``exclude_tlds``
read as browsers read TLDs, CJK text without spaces. Every example is asserted exactly in the
engine, in Python-Markdown and in markdown-it (both call the engine; the HTML must be the
same)."""

from __future__ import annotations

from collections.abc import Callable

import ada_url
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks import explain, find_links, format_url
from support.sizes import scaled
from support.uts58_front_ends import expected_html, markdown_it, python_markdown

#: (text, [(link text, href)]) at ``bare_domains: "all"``, UTS #58's reference level.
INVISIBLE: list[tuple[str, list[tuple[str, str]]]] = [
    ("Sign in at https://login.microsofto\u200enline.com/common", []),
    ("https://www.pay\u200epal.com/signin", []),
    ("Login bei pay\u200epal.com", []),
    ("Go to exa\u202emple.com", []),
    ("Go to www.exa\u202emple.com today", []),
    ("Write to me@pay\u200epal.com", []),
    ("Write to m\u200fe@paypal.com", []),
    ("x\u200ehttps://evil.com", []),
    ("https://\u2066paypal.com/", []),
    ("https://paypal.com\u061c.evil.com/", []),
    ("https://paypal.com\u200e.evil.com/", []),
    ("https://paypal.com\U000e0041.evil.com/", []),
    ("https://paypal.com\U000e007f/x", []),
    (
        "Login https://evil.com\u200b.google.com/login",
        [("https://evil.com\u200b.google.com/login", "https://evil.com.google.com/login")],
    ),
    (
        "https://paypal.com\u00ad.evil.com/",
        [("https://paypal.com\u00ad.evil.com/", "https://paypal.com.evil.com/")],
    ),
    (
        "https://paypal.com\u2060.evil.com/",
        [("https://paypal.com\u2060.evil.com/", "https://paypal.com.evil.com/")],
    ),
    (
        "https://paypal.com\ufeff.evil.com/",
        [("https://paypal.com\ufeff.evil.com/", "https://paypal.com.evil.com/")],
    ),
    ("https://paypal.com\u200b/x", [("https://paypal.com\u200b/x", "https://paypal.com/x")]),
    (
        "www.evil.com\u200b.google.com",
        [("www.evil.com\u200b.google.com", "https://www.evil.com.google.com")],
    ),
    ("evil.com\u00ad.google.com", [("evil.com\u00ad.google.com", "https://evil.com.google.com")]),
    (
        "me@evil.com\u2060.google.com",
        [("me@evil.com\u2060.google.com", "mailto:me@evil.com.google.com")],
    ),
    ("a.com\u200b and more", [("a.com", "https://a.com")]),
    ("https://a.com/x\u206ay z", [("https://a.com/x\u206ay", "https://a.com/x%E2%81%AAy")]),
    ("https://a.com/x\u206a z", [("https://a.com/x", "https://a.com/x")]),
    ("「\u200bexample.com」", [("\u200bexample.com", "https://example.com")]),
    # user info is never an email; fullwidth @ and / never start a second link
    ("https://user:pass@bücher.de/konto", []),
    ("https://user@пример.рф@evil.com", []),
    ("https://paypal.com@evil.com/login", []),
    ("https://bücher.de＠evil.com", []),
    ("https://bücher.de／evil.com", []),
    ("mailto:me@bücher.de", [("mailto:me@bücher.de", "mailto:me@xn--bcher-kva.de")]),
]

CJK: list[tuple[str, list[tuple[str, str]]]] = [
    ("请访问https://example.cn/a，谢谢。", [("https://example.cn/a", "https://example.cn/a")]),
    ("詳細はhttps://example.jp/docs。", [("https://example.jp/docs", "https://example.jp/docs")]),
    ("本当にhttps://example.jp/a？", [("https://example.jp/a", "https://example.jp/a")]),
    ("见https://example.cn/a，然后", [("https://example.cn/a", "https://example.cn/a")]),
    ("请访问www.example.cn。", [("www.example.cn", "https://www.example.cn")]),
    ("请发邮件到a@example.cn。", [("a@example.cn", "mailto:a@example.cn")]),
    (
        "影響のあるリリースバイナリをbitcoincore.orgから削除しました",
        [("bitcoincore.org", "https://bitcoincore.org")],
    ),
    ("예시는example.com입니다", [("example.com", "https://example.com")]),
    (
        "URL：https://example.jp/a、https://example.jp/b",
        [
            ("https://example.jp/a", "https://example.jp/a"),
            ("https://example.jp/b", "https://example.jp/b"),
        ],
    ),
    (
        "网址：https://example.cn/a；邮箱：a@example.cn",
        [("https://example.cn/a", "https://example.cn/a"), ("a@example.cn", "mailto:a@example.cn")],
    ),
    ("Zh https://example.com/a，然后", [("https://example.com/a", "https://example.com/a")]),
    (
        "見て https://example.jp/ページ。次に",
        [("https://example.jp/ページ", "https://example.jp/%E3%83%9A%E3%83%BC%E3%82%B8")],
    ),
    (
        "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
        [
            (
                "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
                "https://zh.wikipedia.org/wiki/%E8%81%94%E5%90%88%E5%9B%BD%E6%95%99%E8%82%B2"
                "%E3%80%81%E7%A7%91%E5%AD%A6%E5%8F%8A%E6%96%87%E5%8C%96%E7%BB%84%E7%BB%87",
            )
        ],
    ),
    (
        "https://zh.wikipedia.org/wiki/星際大戰四部曲：曙光乍現",
        [
            (
                "https://zh.wikipedia.org/wiki/星際大戰四部曲：曙光乍現",
                "https://zh.wikipedia.org/wiki/%E6%98%9F%E9%9A%9B%E5%A4%A7%E6%88%B0%E5%9B%9B"
                "%E9%83%A8%E6%9B%B2%EF%BC%9A%E6%9B%99%E5%85%89%E4%B9%8D%E7%8F%BE",
            )
        ],
    ),
    (
        "https://zh.wikipedia.org/wiki/东京、https://zh.wikipedia.org/wiki/大阪",
        [
            (
                "https://zh.wikipedia.org/wiki/东京",
                "https://zh.wikipedia.org/wiki/%E4%B8%9C%E4%BA%AC",
            ),
            (
                "https://zh.wikipedia.org/wiki/大阪",
                "https://zh.wikipedia.org/wiki/%E5%A4%A7%E9%98%AA",
            ),
        ],
    ),
    (
        "https://ja.wikipedia.org/wiki/Python（言語）",
        [
            (
                "https://ja.wikipedia.org/wiki/Python（言語）",
                "https://ja.wikipedia.org/wiki/Python%EF%BC%88%E8%A8%80%E8%AA%9E%EF%BC%89",
            )
        ],
    ),
    ("https://example.jp/a「引用", [("https://example.jp/a", "https://example.jp/a")]),
    ("https://example.jp/a?q=1！次", [("https://example.jp/a?q=1", "https://example.jp/a?q=1")]),
    ("https://example.jp/a#top；次", [("https://example.jp/a#top", "https://example.jp/a#top")]),
    (
        "普遍适用测试。我爱你",
        [("普遍适用测试。我爱你", "https://xn--tkvs6ms8gqpywye3ma.xn--6qq986b3xl")],
    ),
    ("请访问例子.中国", [("请访问例子.中国", "https://xn--fsqu00azj3bngaq96b.xn--fiqs8s")]),
    ("例子.中国から", []),
    ("中文abc.中国", [("abc.中国", "https://abc.xn--fiqs8s")]),
    ("ドキュメントはdocs.python.orgにあります", [("docs.python.org", "https://docs.python.org")]),
    # a sentence-final ? is not part of a link
    (
        "Kennst du https://beispiel.de/faq?",
        [("https://beispiel.de/faq", "https://beispiel.de/faq")],
    ),
    ("¿Has visto ejemplo.es?", [("ejemplo.es", "https://ejemplo.es")]),
    ("See https://example.com/a!?", [("https://example.com/a", "https://example.com/a")]),
    ("See https://example.com/a?b", [("https://example.com/a?b", "https://example.com/a?b")]),
    (
        "See https://example.com/a?#top",
        [("https://example.com/a?#top", "https://example.com/a?#top")],
    ),
]

#: (exclude_tlds, text, [(link text, href)]): TLDs compared after UTS #46 ToASCII.
EXCLUDED: list[tuple[list[str], str, list[tuple[str, str]]]] = [
    (["xn--p1ai"], "См. пример.рф и ПРИМЕР.РФ", []),
    (["рф"], "См. xn--e1afmkfd.xn--p1ai", []),
    (["РФ"], "См. www.пример.рф", []),
    (["xn--fiqs8s"], "见 例子.中国", []),
    (["中国"], "见 例子。中国", []),
    (["ｃｏｍ"], "see a.com", []),
    (
        ["xn--p1ai"],
        "см. https://пример.рф/",
        [("https://пример.рф/", "https://xn--e1afmkfd.xn--p1ai/")],
    ),
    (["xn--p1ai"], "see a.com", [("a.com", "https://a.com")]),
]

ALL_ROWS = INVISIBLE + CJK


def engine(text: str, **options: object) -> list[tuple[str, str]]:
    return [
        (link.text, link.href)
        for link in find_links(text, mode="uts58", bare_domains="all", **options)
    ]


@pytest.mark.parametrize(("text", "expected"), ALL_ROWS)
def test_engine(text: str, expected: list[tuple[str, str]]) -> None:
    assert engine(text) == expected


@pytest.mark.parametrize(("text", "expected"), ALL_ROWS)
def test_python_markdown(text: str, expected: list[tuple[str, str]]) -> None:
    assert python_markdown(text) == expected_html(text, expected)


@pytest.mark.parametrize(("text", "expected"), ALL_ROWS)
def test_markdown_it(text: str, expected: list[tuple[str, str]]) -> None:
    assert markdown_it(text) == expected_html(text, expected)


@pytest.mark.parametrize(("excluded", "text", "expected"), EXCLUDED)
def test_exclude_tlds_as_browsers_read_them(
    excluded: list[str], text: str, expected: list[tuple[str, str]]
) -> None:
    assert engine(text, exclude_tlds=excluded) == expected
    assert python_markdown(text, exclude_tlds=excluded) == expected_html(text, expected)
    assert markdown_it(text, exclude_tlds=excluded) == expected_html(text, expected)


def test_exclude_tlds_keeps_one_ascii_form() -> None:
    from md_autolinks.engine.options import validate_tlds

    assert validate_tlds(["рф", "РФ", "xn--p1ai", "中国", ".COM"]) == frozenset(
        {"xn--p1ai", "xn--fiqs8s", "com"}
    )


def ada_host(address: str) -> str | None:
    """The host ada (WHATWG URL, as Node.js) reads from a URL, an email's domain, or a
    scheme-less domain; None when it rejects it."""
    if address.lower().startswith("mailto:") or ("@" in address and "://" not in address):
        address = "https://" + address.rsplit("@", 1)[1]
    elif "://" not in address:
        address = "https://" + address
    return ada_url.URL(address).hostname if ada_url.check_url(address) else None


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
@pytest.mark.parametrize("text", [row[0] for row in INVISIBLE])
def test_gfm_and_md4c_links_go_to_the_host_they_show(mode: str, text: str) -> None:
    """gfm and md4c read these tokens exactly as their references do (cmark-gfm, md4c;
    docs/security.md): cmark-gfm links most of them whole, and may end or start a link at
    an invisible character (``me@evil.com\u2060.google.com`` gives ``me@evil.com``), md4c
    links none. Whatever they link goes to the host its own text shows, or to none a
    browser accepts."""
    for link in find_links(text, mode=mode):
        target = ada_host(link.href)
        assert target is None or target == ada_host(link.text), (text, link)


#: (source, Python-Markdown HTML, markdown-it HTML): an invisible character written as an
#: entity reference splices nothing either. Python-Markdown keeps the reference as written,
#: markdown-it writes its character; neither front end knows what stands past the
#: reference when it reads the run beside it, so it takes it to be inside the token.
ENTITY_ROWS: list[tuple[str, str, str]] = [
    (
        "https://www.pay&#x200e;pal.com/signin",
        "<p>https://www.pay&#x200e;pal.com/signin</p>",
        "<p>https://www.pay\u200epal.com/signin</p>",
    ),
    ("pay&#8206;pal.com", "<p>pay&#8206;pal.com</p>", "<p>pay\u200epal.com</p>"),
    (
        "me@pay&#x200e;pal.com x",
        "<p>me@pay&#x200e;pal.com x</p>",
        "<p>me@pay\u200epal.com x</p>",
    ),
    (
        "Login https://evil.com&#x200b;.google.com/login",
        "<p>Login https://evil.com&#x200b;.google.com/login</p>",
        "<p>Login https://evil.com\u200b.google.com/login</p>",
    ),
    ("pay&shy;pal.com", "<p>pay&shy;pal.com</p>", "<p>pay\u00adpal.com</p>"),
    (
        "a&#x200e; https://b.com",
        '<p>a&#x200e; <a href="https://b.com">https://b.com</a></p>',
        '<p>a\u200e <a href="https://b.com">https://b.com</a></p>',
    ),
]


@pytest.mark.parametrize(("source", "pymd", "mdit"), ENTITY_ROWS)
def test_invisible_entity_references_splice_nothing(source: str, pymd: str, mdit: str) -> None:
    assert python_markdown(source) == pymd
    assert markdown_it(source) == mdit


WORK_UNITS = 400
#: Texts whose links take the new scans (invisible runs, user info, CJK script changes)
#: once per link: the work they count must grow with the text, not with its square.
WORK_SOURCES: dict[str, Callable[[int], str]] = {
    "a hard invisible run in a path": lambda n: "https://a.com/x" + "\u206a" * n + "y ",
    "hard invisible runs in paths": lambda n: ("https://a.com/x" + "\u206a" * 20 + "y ") * n,
    "an invisible run before a host": lambda n: "x" + "\u200e" * n + "a.com ",
    "emails without spaces": lambda n: "x@a.com," * n,
    "user info": lambda n: "https://u@a.com/," * n,
    "user info without spaces": lambda n: "a" * n + "https://u@a.com/",
    "CJK into hosts": lambda n: "中文abc.com、" * n,
    "hosts into CJK": lambda n: "abc.comから" * n,
}


@pytest.mark.parametrize("source", WORK_SOURCES.values(), ids=WORK_SOURCES.keys())
def test_the_new_scans_do_linear_work(
    source: Callable[[int], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from md_autolinks.engine.scanners.uts58 import hosts, scanner, termination, tokens

    work = [0]
    for module in (hosts, tokens, termination):
        original = module.is_invisible

        def counted(ch: str, original: object = original) -> bool:
            work[0] += 1
            return original(ch)  # type: ignore[operator,no-any-return]

        monkeypatch.setattr(module, "is_invisible", counted)
    for name, bound in (
        ("cjk_host_start", lambda a: a[2] - a[1]),
        ("user_info_start", lambda a: a[1] - a[2]),
    ):
        original_scan = getattr(scanner, name)

        def scan(*args: object, original: object = original_scan, bound: object = bound) -> object:
            work[0] += bound(args)  # type: ignore[operator]
            return original(*args)  # type: ignore[operator]

        monkeypatch.setattr(scanner, name, scan)
    per_unit = []
    for units in (WORK_UNITS, 2 * WORK_UNITS):
        work[0] = 0
        find_links(source(units), mode="uts58", bare_domains="all")
        per_unit.append(work[0] / units)
    assert per_unit[0] > 0
    assert per_unit[1] <= per_unit[0] * 1.1 + 1


CJK_LETTERS = "请访问详情见参考影響のあるリリースバイナリをから削除自세한내용은를보세요"
ASCII_PATH = "abcxyz0123-_~/.=&"


@st.composite
def written_against_cjk(draw: st.DrawFn) -> tuple[str, str]:
    """CJK text, an address written right against it, then CJK punctuation or letters:
    (text, the address)."""
    host = draw(st.sampled_from(["example.com", "docs.python.org", "a-b.co.jp", "例子.中国"]))
    kind = draw(st.sampled_from(["url", "www", "bare", "email"]))
    if kind == "url":
        path = draw(st.text(st.sampled_from(ASCII_PATH), max_size=8).map(lambda p: "/" + p))
        path = path.rstrip(".~-_=&") or "/"
        address = draw(st.sampled_from(["https://", "http://"])) + host + path
        after = draw(st.sampled_from([*sorted("、，：；！？。"), "「引用", "（注"]))
    elif kind == "www":
        address = "www." + ("example.com" if host == "例子.中国" else host)
        after = draw(st.sampled_from([*sorted("、，：；！？。"), "から", "입니다"]))
    elif kind == "email":
        address = "me@" + host
        after = draw(st.sampled_from(sorted("、，：；！？。")))
    else:
        address = "example.org" if host == "例子.中国" else host
        after = draw(st.sampled_from(["から", "입니다", "、", "。"]))
    before = draw(st.text(st.sampled_from(CJK_LETTERS), min_size=1, max_size=4))
    rest = draw(st.text(st.sampled_from(CJK_LETTERS), max_size=4))
    return before + address + after + rest, address


@settings(max_examples=scaled(100), deadline=None)
@given(written_against_cjk())
def test_an_address_written_against_cjk_text_is_linked_exactly(case: tuple[str, str]) -> None:
    text, address = case
    links = engine(text)
    assert [link_text for link_text, _ in links] == [address], text
    assert python_markdown(text) == expected_html(text, links)
    assert markdown_it(text) == expected_html(text, links)


@pytest.mark.parametrize(
    ("url", "formatted"),
    [
        ("https://example.jp/a、b", "https://example.jp/a%E3%80%81b"),
        ("https://example.jp/ページ。次", "https://example.jp/ページ%E3%80%82次"),
        ("https://example.jp/a「x", "https://example.jp/a%E3%80%8Cx"),
        ("https://example.jp/Python（言語）", "https://example.jp/Python（言語）"),
        ("https://example.jp/东京、https://b", "https://example.jp/东京%E3%80%81https://b"),
        (
            "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
            "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
        ),
        ("https://example.com/.?", "https://example.com/%2E?"),
    ],
)
def test_format_url_writes_what_detection_reads_whole(url: str, formatted: str) -> None:
    """format_url follows detection's CJK departures; a lone trailing ``?`` is the one part
    detection leaves out."""
    assert format_url(url) == formatted
    whole = formatted.removesuffix("?") if formatted.endswith("/%2E?") else formatted
    assert [link.text for link in find_links(f" {formatted} ", mode="uts58")] == [whole]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "https://user:pass@bücher.de/konto",
            [
                (
                    "https://user:pass@bücher.de/konto",
                    "a URL with user info ('user@') is not linked: it shows a host the link "
                    "does not go to",
                )
            ],
        ),
        (
            "https://www.pay\u200epal.com/signin",
            [
                ("www.pay", "'\\u200e' after it joins it to a longer token"),
                ("pal.com/signin", "'\\u200e' before it joins it to a longer token"),
            ],
        ),
        (
            "https://bücher.de＠evil.com",
            [
                ("bücher.de", "'＠' after it joins it to a longer token"),
                ("evil.com", "'＠' before it joins it to a longer token"),
            ],
        ),
    ],
)
def test_why_names_the_rule(text: str, expected: list[tuple[str, str]]) -> None:
    """``md-autolinks why`` (:func:`md_autolinks.explain`) says why these are not linked."""
    explained = explain(text, mode="uts58", bare_domains="all")
    assert [(item.text, item.rule) for item in explained if not item.linked] == expected
