"""uts58 in scripts written without spaces, and names in code that are not sites
(docs/modes.md#scripts-written-without-spaces, #sites-named-in-prose-of-any-language).
Each row is asserted exactly (text and href) in the engine, the Python-Markdown
extension, the markdown-it plugin and MyST, at the default options."""

from __future__ import annotations

from pathlib import Path

import pytest

from md_autolinks import explain
from support.uts58_front_ends import AT_DEFAULTS, expected_html, myst_at_defaults

#: (text, the (link text, href) pairs uts58 makes of it at the default options).
ROWS: list[tuple[str, list[tuple[str, str]]]] = [
    # A link written against the sentence ends where the sentence's script resumes.
    (
        "詳しくはhttps://docs.python.org/ja/3/で読めます",
        [("https://docs.python.org/ja/3/", "https://docs.python.org/ja/3/")],
    ),
    ("你可以把https://go.dev/play/当作练习场", [("https://go.dev/play/", "https://go.dev/play/")]),
    (
        "ดูรายละเอียดที่https://docs.python.org/3/ได้เลย",
        [("https://docs.python.org/3/", "https://docs.python.org/3/")],
    ),
    (
        "https://zh.wikipedia.org/wiki/北京 了解",
        [
            (
                "https://zh.wikipedia.org/wiki/北京",
                "https://zh.wikipedia.org/wiki/%E5%8C%97%E4%BA%AC",
            )
        ],
    ),
    # 。 ends the sentence before a URL, and after a host without a top-level domain.
    (
        "详见文档。https://docs.python.org/3/ 很有用",
        [("https://docs.python.org/3/", "https://docs.python.org/3/")],
    ),
    ("http://localhost。然后", [("http://localhost", "http://localhost")]),
    (
        "启动后打开http://localhost:8000/。然后",
        [("http://localhost:8000/", "http://localhost:8000/")],
    ),
    # A word of an Indic script glued to a bare domain or an ASCII path.
    ("వివరాలు python.orgలో చూడండి", [("python.org", "https://python.org")]),
    ("详见 python.org에서 확인", [("python.org", "https://python.org")]),
    (
        "अधिक जानकारी https://docs.python.org/3/libraryमें है",
        [("https://docs.python.org/3/library", "https://docs.python.org/3/library")],
    ),
    ("ดูที่python.org ครับ", [("python.org", "https://python.org")]),
    # A label and a fullwidth colon before an email.
    ("联系我们（Email：team@python.org）", [("team@python.org", "mailto:team@python.org")]),
    ("Email: team@python.org", [("team@python.org", "mailto:team@python.org")]),
    ("ติดต่อsomchai@python.org", [("somchai@python.org", "mailto:somchai@python.org")]),
    # No host starts inside a run of a script written without spaces.
    ("微软有.net和TS", []),
    ("ファイル名が.js.mapに変更", []),
    ("お名前.comで取得", []),
    ("「お名前.com」で取得", [("お名前.com", "https://xn--t8jx73hngb.com")]),
    ("请访问例子.中国", [("请访问例子.中国", "https://xn--fsqu00azj3bngaq96b.xn--fiqs8s")]),
    # Member access on a lower-case name is code in any language ...
    ("在 JavaScript 中使用 new.target 检查", []),
    ("Use a propriedade em new.target aqui.", []),
    ("Вызовите на arr.map сейчас.", []),
    ("arr.mapで配列を変換する", []),
    ("O valor em performance.now muda.", []),
    ("使用 performance.now 来计时", []),
    ("Klicken Sie auf dict.user.name hier", []),
    ("読み込んだ dict.user.name を表示", []),
    ("Function.name 返回函数名", []),
    ("Function.nameで関数名を取得", []),
    ("Le résultat sur httpx.codes est", []),
    ("httpx.codes에서 상태 코드", []),
    ("安装 pdo.so 扩展", []),
    ("pdo.soで読み込む", []),
    # ... and a site named as one, in a list entry or as the subject of a sentence, is a site.
    ("javascript.info：现代 JavaScript 教程", [("javascript.info", "https://javascript.info")]),
    ("roadmap.sh：开发者路线图", [("roadmap.sh", "https://roadmap.sh")]),
    ("arr.map：遍历数组", []),
    ("performance.now：返回时间戳", []),
    ("web.page：一个示例页面", [("web.page", "https://web.page")]),
    ("JavaScript.info 是学习 JS 的好网站", [("JavaScript.info", "https://javascript.info")]),
    ("Refactoring.Guru 是一个设计模式网站", [("Refactoring.Guru", "https://refactoring.guru")]),
    ("访问jsnews.info", [("jsnews.info", "https://jsnews.info")]),
    ("Zamów przez allegro.pl dzisiaj.", [("allegro.pl", "https://allegro.pl")]),
    ("Asp.Net 是一个框架", []),
    ("Asp.Net：微软的框架", []),
]

#: (text, candidate, the evidence ``why`` reports for it, or the rule that refuses it).
WHY: list[tuple[str, str, bool, str]] = [
    ("访问jsnews.info", "jsnews.info", True, "'访问' written before it names a site"),
    (
        "- roadmap.sh：开发者路线图",
        "roadmap.sh",
        True,
        "it opens a line or list entry and '：' follows it, as a site named in a list is",
    ),
    (
        "Refactoring.Guru 是一个设计模式网站",
        "Refactoring.Guru",
        True,
        "it opens a sentence that calls it a site ('网站')",
    ),
    ("Zamów przez allegro.pl dzisiaj.", "allegro.pl", True, "'przez' before it says it is a place"),
    (
        "Use a propriedade em new.target aqui.",
        "new.target",
        False,
        "a lower-case name and .target read as member access in code: the words around it "
        "say at most that it is a place, which names no site",
    ),
    (
        "微软有.net和TS",
        "微软有.net",
        False,
        "letters of a script written without spaces run into it before its TLD: words of the "
        "sentence, not a name (space, punctuation or a bracket around it sets a name apart)",
    ),
]


@pytest.mark.parametrize("front_end", sorted(AT_DEFAULTS))
@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_front_ends(front_end: str, text: str, expected: list[tuple[str, str]]) -> None:
    assert AT_DEFAULTS[front_end](text) == expected_html(text, expected)


def test_myst(tmp_path: Path) -> None:
    """Every row as a paragraph of one MyST page (as written: a row may need to open its
    line)."""
    built, expected = myst_at_defaults(tmp_path, ROWS)
    assert built == expected


@pytest.mark.parametrize(("text", "candidate", "linked", "words"), WHY)
def test_why_names_the_evidence(text: str, candidate: str, linked: bool, words: str) -> None:
    """``why`` says which words around a domain decided it (linked: its ``evidence``;
    refused: its ``rule``)."""
    (record,) = [record for record in explain(text, mode="uts58") if record.text == candidate]
    assert record.linked is linked
    assert (record.evidence if linked else record.rule) == words


LIST = "- javascript.info：现代 JavaScript 教程\n- arr.map：遍历数组\n"
LIST_HTML = (
    '<ul>\n<li><a href="https://javascript.info">javascript.info</a>：现代 JavaScript 教程</li>\n'
    "<li>arr.map：遍历数组</li>\n</ul>"
)


def test_a_list_entry_in_the_front_ends() -> None:
    """A site that opens a list entry before ``：`` is linked; member access that an entry
    describes as code (``数组``, array) is not."""
    rendered = [AT_DEFAULTS[front_end](LIST) for front_end in ("python-markdown", "markdown-it")]
    assert rendered == [LIST_HTML, LIST_HTML]
