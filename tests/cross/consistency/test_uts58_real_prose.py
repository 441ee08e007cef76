"""uts58 on the prose people write in other languages (docs/modes.md#departures-from-uts-58):
an ideographic full stop ends a sentence, a link ends where the writer's word ends, every
URL a developer types links, sites named in prose are linked and names that are not sites
are not. Each row is asserted exactly (text and href) in the engine, the Python-Markdown
extension, the markdown-it plugin and MyST, at the default options."""

from __future__ import annotations

from pathlib import Path

import ada_url
import pytest

from md_autolinks import explain, find_links, format_url
from support.uts58_front_ends import AT_DEFAULTS, expected_html, myst_at_defaults

#: (text, the (link text, href) pairs uts58 makes of it at the default options).
ROWS: list[tuple[str, list[tuple[str, str]]]] = [
    # 1. 。 ends a sentence in bare text; with a scheme it is a label dot.
    ("这是一个数据可视化框架。Python 工程师都用它。", []),
    ("プルリクエストを歓迎します。PRを出す前に読んでください。", []),
    ("结果大约是去年的3倍。AI 公司也在增长。", []),
    ("目的地：北京。香港。", []),
    ("见 https://例子。中国/ 了解", [("https://例子。中国/", "https://xn--fsqu00a.xn--fiqs8s/")]),
    ("详见文档。python.org 有更多内容", [("python.org", "https://python.org")]),
    ("欢迎。www.python.org 见", [("www.python.org", "https://www.python.org")]),
    # 2. An ASCII path ends before a word of the sentence's own script.
    (
        "자세한 내용은 https://docs.python.org/3/library를 참고하세요.",
        [("https://docs.python.org/3/library", "https://docs.python.org/3/library")],
    ),
    (
        "詳細はhttps://docs.python.org/ja/3/index.htmlで確認できます",
        [("https://docs.python.org/ja/3/index.html", "https://docs.python.org/ja/3/index.html")],
    ),
    (
        "“https://예시.한국/안내”를",
        [("https://예시.한국/안내", "https://xn--vv4b11d.xn--3e0b707e/%EC%95%88%EB%82%B4")],
    ),
    (
        "자세한 내용은 https://www.python.org/를 보세요.",
        [("https://www.python.org/", "https://www.python.org/")],
    ),
    (
        "서울은 https://ko.wikipedia.org/wiki/서울 문서에",
        [
            (
                "https://ko.wikipedia.org/wiki/서울",
                "https://ko.wikipedia.org/wiki/%EC%84%9C%EC%9A%B8",
            )
        ],
    ),
    (
        "参见 https://ja.wikipedia.org/wiki/東京 の記事",
        [
            (
                "https://ja.wikipedia.org/wiki/東京",
                "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC",
            )
        ],
    ),
    (
        "Siehe «https://de.wikipedia.org/wiki/Köln» bitte",
        [("https://de.wikipedia.org/wiki/Köln", "https://de.wikipedia.org/wiki/K%C3%B6ln")],
    ),
    # 3. Every URL a developer types.
    (
        "启动后打开 http://localhost:8000/docs 即可",
        [("http://localhost:8000/docs", "http://localhost:8000/docs")],
    ),
    (
        "API: http://127.0.0.1:8000/api/ (local)",
        [("http://127.0.0.1:8000/api/", "http://127.0.0.1:8000/api/")],
    ),
    ("Откройте http://[::1]:8080/ в браузере.", [("http://[::1]:8080/", "http://[::1]:8080/")]),
    (
        "Router: http://192.168.1.1/admin.",
        [("http://192.168.1.1/admin", "http://192.168.1.1/admin")],
    ),
    ("Wiki: http://intranet/wiki, bitte.", [("http://intranet/wiki", "http://intranet/wiki")]),
    ("Plain 192.168.1.1 and localhost:8000 stay text.", []),
    ("http://user@localhost/ http://010.1.1.1/ http://localhost:99999/", []),
    # a scheme is ASCII in any case: the long s that case-blind matching takes for an "s" is none
    (
        "httpſ://localhost/ or HTTPS://localhost:443/a",
        [("HTTPS://localhost:443/a", "https://localhost/a")],
    ),
    # 4. Ellipses and dashes stay outside; never a piece of a token.
    (
        "Mehr: https://docs.python.org/3/…",
        [("https://docs.python.org/3/", "https://docs.python.org/3/")],
    ),
    (
        "——https://docs.python.org/3/——",
        [("https://docs.python.org/3/", "https://docs.python.org/3/")],
    ),
    (
        "Read https://docs.python.org/3/—see below.",
        [("https://docs.python.org/3/", "https://docs.python.org/3/")],
    ),
    (
        "https://en.wikipedia.org/wiki/Mexican–American_War – more",
        [
            (
                "https://en.wikipedia.org/wiki/Mexican–American_War",
                "https://en.wikipedia.org/wiki/Mexican%E2%80%93American_War",
            )
        ],
    ),
    ("Try https://py♥thon.org today", []),
    # 5. Sites named in prose of other languages.
    ("Zamów przez allegro.pl dzisiaj.", [("allegro.pl", "https://allegro.pl")]),
    ("ニュースは公式サイト jsnews.info で読めます。", [("jsnews.info", "https://jsnews.info")]),
    ("用 bun.sh 安装运行时。", [("bun.sh", "https://bun.sh")]),
    (
        "Статьи на habr.com и vc.ru.",
        [("habr.com", "https://habr.com"), ("vc.ru", "https://vc.ru")],
    ),
    (
        "Try 302.AI and modern.IE.",
        [("302.AI", "https://302.ai"), ("modern.IE", "https://modern.ie")],
    ),
    # ... and names that are not sites.
    ("Сохраните фотки.zip на диск.", []),
    ("我用的是 Asp.Net 框架。", []),
    ("检查 navigator.onLine 属性。", []),
    ("生成 sourcemap.js.map 文件", []),
    ("Он получил «B.Sc.» в 2010.", []),
    ("运行 setup.sh 和 main.rs, VB.NET, SETUP.PY", []),
    # ... and addresses written out.
    ("escreva para fulano arroba gmail.com.", []),
    ("با ایمیل ali در gmail.com تماس بگیرید.", []),
    ("ติดต่อ somchai ที่ gmail.com", []),
    ("liên hệ nam tại gmail.com", []),
    ("gmail.com पर name को लिखें", []),
    # Placeholders and module names.
    ("www.example.com and mail@example.com and example.org", []),
    ("https://example.com/x", [("https://example.com/x", "https://example.com/x")]),
    ("integrate py.io capture", []),
]


@pytest.mark.parametrize("front_end", sorted(AT_DEFAULTS))
@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_front_ends(front_end: str, text: str, expected: list[tuple[str, str]]) -> None:
    assert AT_DEFAULTS[front_end](text) == expected_html(text, expected)


def test_myst(tmp_path: Path) -> None:
    """Every row as a paragraph of one MyST page, each starting ``See`` (a row with a quote
    is left to the smartquotes tests)."""
    rows = [(f"See {text}", links) for text, links in ROWS if "'" not in text]
    built, expected = myst_at_defaults(tmp_path, rows)
    assert built == expected


DEVELOPER_URLS = [
    "http://localhost:8000/docs",
    "http://127.0.0.1:8000/api/",
    "http://[::1]:8080/",
    "http://192.168.1.1/admin",
    "http://intranet/wiki",
    "https://app.internal:3000/x?q=1#top",
    "HTTP://LOCALHOST:80/X",
]


@pytest.mark.parametrize("url", DEVELOPER_URLS)
def test_developer_urls_link_with_the_href_ada_writes(url: str) -> None:
    for mode in ("uts58",):
        links = find_links(f"Open {url} now.", mode=mode)
        assert [(link.text, link.href) for link in links] == [(url, ada_url.URL(url).href)]


@pytest.mark.parametrize(
    ("text", "level", "expected"),
    [
        ("例子。中国", "all", ["例子。中国"]),
        ("例子。中国", "prose", []),
        ("www.example.com mail@example.com", "all", ["www.example.com", "mail@example.com"]),
        ("www.example.com mail@example.com", "none", []),
        ("https://py♥thon.org", "all", ["https://py♥thon.org"]),
    ],
)
def test_the_reference_level_reads_as_uts58(text: str, level: str, expected: list[str]) -> None:
    """``bare_domains: "all"`` stays UTS #58's reading; the prose rules apply below it."""
    links = find_links(text, mode="uts58", bare_domains=level)
    assert [link.text for link in links] == expected


@pytest.mark.parametrize(
    ("url", "formatted"),
    [
        ("https://a.com/를", "https://a.com/%EB%A5%BC"),
        ("https://a.com/에서", "https://a.com/%EC%97%90서"),
        ("https://a.com/서울", "https://a.com/서울"),
        ("https://a.com/library를", "https://a.com/library%EB%A5%BC"),
        ("https://a.com/x…", "https://a.com/x%E2%80%A6"),
        ("https://a.com/a–b–", "https://a.com/a–b%E2%80%93"),
    ],
)
def test_format_url_escapes_where_prose_rules_end_a_link(url: str, formatted: str) -> None:
    """``format_url`` writes what detection reads whole (UTS #58 section 4)."""
    assert format_url(url) == formatted
    assert [link.text for link in find_links(f" {formatted} ", mode="uts58")] == [formatted]


#: (text, mode, the (candidate, rule) pairs ``explain`` gives).
WHY = [
    (
        "プルリクエストを歓迎します。PRを出す",
        "uts58",
        [
            (
                "プルリクエストを歓迎します。PR",
                "'。' in it ends a sentence: without a scheme it is not read as a label dot",
            )
        ],
    ),
    (
        "www.☃.net",
        "uts58",
        [
            (
                "www.☃.net",
                "its host holds '☃', a symbol browsers accept in a host: uts58 reads symbols "
                "as host characters only at bare_domains: all",
            )
        ],
    ),
    (
        "Try https://py♥thon.org today",
        "uts58",
        [
            (
                "https://py♥thon.org",
                "its host holds '♥', a symbol browsers accept in a host: uts58 reads symbols "
                "as host characters only at bare_domains: all",
            )
        ],
    ),
    (
        "www.example.com, mail@example.com",
        "uts58",
        [
            ("www.example.com", "a domain reserved for examples (RFC 2606)"),
            ("mail@example.com", "a domain reserved for examples (RFC 2606)"),
        ],
    ),
    ("integrate py.io capture", "uts58", [("py.io", "'py' is a module name in code")]),
    (
        "我用的是 Asp.Net 框架。",
        "uts58",
        [
            (
                "Asp.Net",
                "its TLD is written in mixed case (Net), as a name in code or an abbreviation is",
            ),
        ],
    ),
    (
        "gmail.com पर name",
        "uts58",
        [
            ("gmail.com", "it is the domain of an address written out so that harvesters miss it"),
        ],
    ),
    (
        "http://user@localhost/x",
        "uts58",
        [
            (
                "http://user@localhost/x",
                "a URL with user info ('user@') is not linked: it shows a host the link does not "
                "go to",
            )
        ],
    ),
    (
        "ftp://files.local/x and me@localhost",
        "uts58",
        [
            (
                "ftp://files.local/x",
                "uts58 links a URL only with http:// or https:// and a host after it that ends in "
                "a top-level domain of IANA's list, is an IP address, or is a name of ASCII labels",
            ),
            (
                "me@localhost",
                "not a UTS #58 email: it needs a local part before '@' and a domain after it that "
                "ends in a top-level domain of IANA's list",
            ),
        ],
    ),
    (
        "https://例え.jp/パス",
        "md4c",
        [
            (
                "https://例え.jp/パス",
                "'例' ends its host after https:// with no component: md4c reads only ASCII "
                "letters, digits, '-', '_' and '.' in a host, and needs two components",
            )
        ],
    ),
    (
        "https://user:pw@host.com/x",
        "md4c",
        [
            (
                "https://user:pw@host.com/x",
                "md4c reads no user info ('user:password@'): its host ends at ':' with one "
                "component ('user'), and md4c needs two",
            )
        ],
    ),
    (
        "σωκράτης@example.com",
        "gfm",
        [
            (
                "σωκράτης@example.com",
                "'ς' before '@': gfm reads a user name only of ASCII letters, digits and . + - _",
            )
        ],
    ),
]


@pytest.mark.parametrize(("text", "mode", "expected"), WHY)
def test_why_names_the_rule(text: str, mode: str, expected: list[tuple[str, str]]) -> None:
    records = explain(text, mode=mode)
    assert [(record.text, record.rule) for record in records] == expected
    assert not any(record.linked for record in records)


TRIGGERS = [
    "http://localhost:8000/docs",
    "ftp://x",
    "mailto:nobody",
    "me@localhost",
    "σωκράτης@example.com",
    "https://例え.jp/パス",
    "https://user:pw@host.com/x",
    "x://y @z a@ @",
    "https://py♥thon.org",
    "http://[::1]:8080/",
    "gopher://例.com",
]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize("text", TRIGGERS)
def test_text_with_a_scheme_or_at_sign_is_always_explained(mode: str, text: str) -> None:
    """Every ``://`` and every ``@`` after a character lies inside some explained span."""
    records = explain(text, mode=mode)
    spans = [(record.start, record.end) for record in records]
    for index, char in enumerate(text):
        after_name = char == "@" and index > 0 and text[index - 1] != " "
        trigger = text.startswith("://", index) or after_name
        if trigger:
            assert any(start <= index < end for start, end in spans), (text, index, records)
