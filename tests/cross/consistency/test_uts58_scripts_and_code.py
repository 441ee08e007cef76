"""uts58 in scripts written without spaces, and names in code that are not sites
(docs/modes.md#scripts-written-without-spaces, #sites-named-in-prose-of-any-language).
Each row is asserted exactly (text and href) in the engine, the Python-Markdown
extension, the markdown-it plugin and MyST, at the default options."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest
from markdown_it import MarkdownIt

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from support.uts58_front_ends import expected_html

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
    # No host starts inside a run of a script written without spaces.
    ("微软有.net和TS", []),
    ("ファイル名が.js.mapに変更", []),
    ("お名前.comで取得", []),
    ("「お名前.com」で取得", [("お名前.com", "https://xn--t8jx73hngb.com")]),
    ("请访问例子.中国", [("请访问例子.中国", "https://xn--fsqu00azj3bngaq96b.xn--fiqs8s")]),
]


def engine(text: str) -> list[tuple[str, str]]:
    return [(link.text, link.href) for link in find_links(text, mode="uts58")]


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_engine(text: str, expected: list[tuple[str, str]]) -> None:
    assert engine(text) == expected


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_python_markdown(text: str, expected: list[tuple[str, str]]) -> None:
    rendered = markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "uts58"}}
    )
    assert rendered == expected_html(text, expected)


@pytest.mark.parametrize(("text", "expected"), ROWS)
def test_markdown_it(text: str, expected: list[tuple[str, str]]) -> None:
    rendered = MarkdownIt("commonmark").use(autolinks_plugin, mode="uts58").render(text)
    assert rendered == expected_html(text, expected) + "\n"


def sphinx_mail(address: str) -> str:
    """An address as Sphinx's HTML writer hides it in an anchor: its href's ``@`` as
    ``%40`` and every ``.`` and ``@`` written as character references, its text's in spans."""
    href = address.replace("@", "&#37;&#52;&#48;").replace(".", "&#46;")
    text = address.replace(".", "<span>&#46;</span>").replace("@", "<span>&#64;</span>")
    return f'href="mailto:{href}">{text}</a>'


def test_myst(tmp_path: Path) -> None:
    """Every row as a paragraph of one MyST page, each starting ``See``."""
    from support.sphinx_projects import build, paragraphs, tiny_project

    rows = [(f"See {text}", links) for text, links in ROWS]
    project = tiny_project(
        tmp_path,
        "See nothing.",
        "\n\n".join(text for text, _ in rows),
        "md_autolinks_mode = 'uts58'",
    )
    built = paragraphs(build(project))["page"]
    anchor = '<a class="reference external" href='
    expected = [expected_html(text, links, anchor, "&#64;") for text, links in rows]
    for index, (_, links) in enumerate(rows):
        for _, href in links:
            if href.startswith("mailto:"):
                address = href.removeprefix("mailto:")
                shown = f'href="{href}">{address}</a>'
                expected[index] = expected[index].replace(shown, sphinx_mail(address))
    assert built == expected
