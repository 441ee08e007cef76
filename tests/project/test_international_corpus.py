"""The labelled international passages and their scorer (``benchmarks/international.py``).

Both files' shape is checked here, the development set (``passages.jsonl``) and the
held-out set (``passages-heldout.jsonl``): every label is in its passage, in order and
apart, each passage names its source, ids are unique across the two, no passage is in both,
every held-out language is also in development. The scorer is checked on a small hand-made
set with exact figures. md-autolinks' own scores are a measure, printed by the script, not
asserted here; the held-out passages are never run through a linker by a test.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from types import ModuleType

import pytest

from support.paths import REPO

ROOT = REPO
PASSAGES = ROOT / "tests" / "fixtures" / "international" / "passages.jsonl"
HELD_OUT = ROOT / "tests" / "fixtures" / "international" / "passages-heldout.jsonl"
SCRIPT = ROOT / "benchmarks" / "international.py"
COMMIT = re.compile(r"^[0-9a-f]{40}$")
REPO = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("international_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


bench = load_script()
ROWS = [json.loads(line) for line in PASSAGES.read_text(encoding="utf-8").splitlines()]
HELD_OUT_ROWS = [json.loads(line) for line in HELD_OUT.read_text(encoding="utf-8").splitlines()]
BOTH = ROWS + HELD_OUT_ROWS


def test_every_row_has_the_documented_fields() -> None:
    assert {tuple(sorted(row)) for row in BOTH} == {("id", "lang", "links", "source", "text")}
    ids = [row["id"] for row in BOTH]
    assert len(ids) == len(set(ids))
    for row in BOTH:
        assert row["id"].startswith(row["lang"] + "-"), row["id"]
        assert 0 < len(row["text"]) <= 255, row["id"]
        for link in row["links"]:
            assert set(link) == {"text", "href"}, row["id"]


def test_held_out_passages_are_apart_from_development() -> None:
    development_texts = {row["text"] for row in ROWS}
    assert [row["id"] for row in HELD_OUT_ROWS if row["text"] in development_texts] == []
    held_out_langs = {row["lang"] for row in HELD_OUT_ROWS}
    assert held_out_langs <= {row["lang"] for row in ROWS}
    assert sorted(held_out_langs) == [
        "ar",
        "bn",
        "he",
        "hi",
        "ja",
        "ta",
        "te",
        "th",
        "tr",
        "vi",
        "zh",
    ]


def test_every_passage_names_its_source() -> None:
    for row in BOTH:
        source = row["source"]
        assert set(source) == {"repo", "path", "commit"}, row["id"]
        assert REPO.match(source["repo"]), row["id"]
        assert source["path"].endswith((".po", ".md")), row["id"]
        assert COMMIT.match(source["commit"]), row["id"]


def test_labels_occur_in_their_passage_in_order_and_apart() -> None:
    for row in BOTH:
        position = 0
        for link in row["links"]:
            found = row["text"].find(link["text"], position)
            assert found >= 0, (row["id"], link["text"])
            position = found + len(link["text"])


def test_hrefs_follow_the_labelling_rule() -> None:
    """A URL is its own href; an email gets mailto:; www. and bare domains get http://."""
    for row in BOTH:
        for link in row["links"]:
            text = link["text"]
            if "://" in text:
                expected = text
            elif "@" in text:
                expected = "mailto:" + text
            else:
                expected = "http://" + text
            assert link["href"] == expected, row["id"]


def test_languages_and_balance() -> None:
    per_lang = Counter(row["lang"] for row in ROWS)
    assert len(ROWS) >= 300
    assert sorted(lang for lang, count in per_lang.items() if count >= 20) == [
        "ar",
        "es",
        "fa",
        "fr",
        "ja",
        "ko",
        "pl",
        "pt",
        "ru",
        "ta",
        "tr",
        "zh",
    ]
    without = sum(1 for row in ROWS if not row["links"])
    assert (without, len(ROWS)) == (325, 672)
    held_out_without = sum(1 for row in HELD_OUT_ROWS if not row["links"])
    assert (held_out_without, len(HELD_OUT_ROWS)) == (106, 155)


def test_the_script_names_both_sets() -> None:
    assert bench.SETS == {"development": PASSAGES, "held-out": HELD_OUT}
    with pytest.raises(SystemExit):
        bench.main(["--set", "heldout"])


TINY = [
    {
        "id": "zh-1",
        "lang": "zh",
        "text": "见 https://例子.中国/ 和 www.python.org。",
        "links": [
            {"text": "https://例子.中国/", "href": "https://例子.中国/"},
            {"text": "www.python.org", "href": "http://www.python.org"},
        ],
    },
    {"id": "zh-2", "lang": "zh", "text": "结果是去年的3倍。AI 公司也在增长。", "links": []},
    {
        "id": "ko-1",
        "lang": "ko",
        "text": "문의는 a@b.kr 로, 문서는 https://docs.python.org/3/에서.",
        "links": [
            {"text": "a@b.kr", "href": "mailto:a@b.kr"},
            {"text": "https://docs.python.org/3/", "href": "https://docs.python.org/3/"},
        ],
    },
]

TINY_FOUND = {
    # Punycode host and percent-encoded path equal the label; www. matches under https too.
    "zh-1": [
        ("https://例子.中国/", "https://xn--fsqu00a.xn--fiqs8s/"),
        ("www.python.org", "https://www.python.org/"),
    ],
    # A link where the label has none: one found, none correct.
    "zh-2": [("去年的3倍。AI", "https://xn--3-ev3b.ai")],
    # Right email; the URL swallowed a particle (wrong text), so it is both a miss and extra.
    "ko-1": [
        ("a@b.kr", "mailto:a@b.kr"),
        ("https://docs.python.org/3/에서", "https://docs.python.org/3/%EC%97%90%EC%84%9C"),
    ],
}


def test_scorer_on_a_tiny_hand_made_set() -> None:
    totals = bench.score(TINY, TINY_FOUND)
    assert {lang: vars(counts) for lang, counts in totals.items()} == {
        "zh": {"labelled": 2, "found": 3, "correct": 2},
        "ko": {"labelled": 2, "found": 2, "correct": 1},
        "all": {"labelled": 4, "found": 5, "correct": 3},
    }
    assert (totals["zh"].precision, totals["zh"].recall) == (2 / 3, 1.0)
    assert (totals["ko"].precision, totals["ko"].recall) == (0.5, 0.5)
    assert (totals["all"].precision, totals["all"].recall) == (0.6, 0.75)


def test_scheme_counts_only_when_the_writer_gave_one() -> None:
    label = ("https://python.org/x", "https://python.org/x")
    assert not bench.same_link(label, ("https://python.org/x", "http://python.org/x"))
    assert bench.same_link(
        ("python.org", "http://python.org"), ("python.org", "https://python.org/")
    )
    assert not bench.same_link(
        ("python.org", "http://python.org"), ("python.org", "http://python.com")
    )
    assert bench.same_link(("a@B.org", "mailto:a@B.org"), ("a@B.org", "mailto:a@b.org"))
    assert not bench.same_link(("a@b.org", "mailto:a@b.org"), ("a@b.org", "mailto:A@b.org"))


def test_each_label_matches_one_found_link_only() -> None:
    result = bench.score_passage(
        [("a.com", "http://a.com")], [("a.com", "http://a.com"), ("a.com", "http://a.com")]
    )
    assert vars(result.counts) == {"labelled": 1, "found": 2, "correct": 1}
    assert result.extra == [("a.com", "http://a.com")]
    assert result.missed == []


def test_rendered_anchors_are_read_back_unescaped() -> None:
    fragment = (
        '<p>x <a href="https://a.com/?q=1&amp;r=2">https://a.com/?q=1&amp;r=2</a> '
        '<a href="&#109;ailto:c@d.com">c&#64;d.com</a></p>'
    )
    assert bench.anchors(fragment) == [
        ("https://a.com/?q=1&r=2", "https://a.com/?q=1&r=2"),
        ("c@d.com", "mailto:c@d.com"),
    ]


@pytest.mark.parametrize("name", sorted(bench.LINKERS))
def test_every_linker_reads_a_passage(name: str) -> None:
    linker = bench.LINKERS[name]()
    assert linker("Mail a@b.org.") == [("a@b.org", "mailto:a@b.org")]


def test_comparable_href_keeps_ports_and_ip_literals() -> None:
    assert bench.comparable_href("http://[::1]:8080/x") == "http://[::1]:8080/x"
    assert bench.comparable_href("HTTP://u:p@Host.COM:80") == "http://u:p@host.com:80/"
    assert (
        bench.comparable_href("https://xn--fsqu00a.xn--fiqs8s/%E4%B8%AD") == "https://例子.中国/中"
    )
