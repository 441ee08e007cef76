"""The contract every mode's scanner keeps with the front ends (``scanners/base.py``)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from md_autolinks import LinkKind, Options
from md_autolinks.engine.bidi import override_spans
from md_autolinks.engine.finder import get_scanner
from support.gfm_oracle import random_paragraph
from support.paths import FIXTURES, REPO
from support.spec_files import read_examples

CORPUS = REPO / "benchmarks" / "corpus"


def _texts() -> list[str]:
    texts = [path.read_text(encoding="utf-8") for path in sorted(CORPUS.glob("*/*.md"))]
    for spec in ("gfm/spec.txt", "gfm/extensions.txt", "md4c/spec-permissive-autolinks.txt"):
        texts += [example.markdown for example in read_examples(FIXTURES / spec, "x")]
    detection = FIXTURES / "uts58" / "LinkDetectionTest.txt"
    texts += [
        line.split("#")[0].replace("⸠", "").replace("⸡", "")
        for line in detection.read_text(encoding="utf-8").splitlines()
    ]
    rng = random.Random(58)
    texts += [random_paragraph(rng) for _ in range(3000)]
    return texts


TEXTS = _texts()


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize("kind", list(LinkKind))
def test_every_link_contains_its_kinds_needle(mode: str, kind: LinkKind) -> None:
    """Front ends skip text where the needle does not match; no link may live there."""
    scanner = get_scanner(Options(mode=mode, kinds=frozenset({kind})))
    made = 0
    for text in TEXTS:
        for link in scanner.iter_links(text):
            made += 1
            assert link.kind is kind
            found = scanner.needle.search(text, link.start)
            assert found is not None and found.start() < link.end, (mode, link)
    assert made > 0


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_links_are_sorted_disjoint_and_exact_in_a_window(mode: str) -> None:
    scanner = get_scanner(Options(mode=mode))
    for text in TEXTS[:400]:
        start, end = len(text) // 5, len(text) - len(text) // 5
        links = list(scanner.iter_links(text, start, end))
        assert all(a.end <= b.start for a, b in pairwise(links))
        assert all(start <= link.start < link.end <= end for link in links)
        assert all(text[link.start : link.end] == link.text for link in links)


OVERRIDE_CARRIED = [
    (
        "an isolate opened before the window closes an override opened in it",
        "\u2067a \u202eb\u2069 www.python.org",
        ["www.python.org"],
        [],
    ),
    (
        "an override opened before the window holds over it",
        "\u202ea www.python.org",
        [],
        ["www.python.org"],
    ),
    (
        "an override opened before an ASCII window of URLs holds over it",
        "\u202ea https://a.com/x http://b.org",
        [],
        ["https://a.com/x", "http://b.org"],
    ),
]


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
@pytest.mark.parametrize(
    ("text", "carried", "alone"),
    [case[1:] for case in OVERRIDE_CARRIED],
    ids=[case[0] for case in OVERRIDE_CARRIED],
)
def test_overridden_spans_of_an_earlier_reading_replace_the_window_s_own(
    mode: str, text: str, carried: list[str], alone: list[str]
) -> None:
    """``iter_links(..., overridden=...)`` keeps out of the override spans a reading from
    an earlier offset found, in place of those read from the window's ``start`` (the
    markdown-it plugin reads a paragraph piece by piece): the window ``text[3:]`` read with
    the spans of the whole text, and read as if the text began there."""
    scanner = get_scanner(Options(mode=mode))
    whole = override_spans(text, 0, len(text))
    found = [link.text for link in scanner.iter_links(text, 3, overridden=whole)]
    assert found == carried
    assert [link.text for link in scanner.iter_links(text, 3)] == alone
