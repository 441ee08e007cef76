"""``why`` gives the scanner's own reasons, on real text and on every spec input.

Over a sample of the link-dense corpus and the inputs of the GFM, md4c and UTS #58 test
files, in every mode and under options that refuse links in each way: the candidates
:func:`explain` calls linked are exactly the links :func:`find_links` makes, and each
refusal that names an option change is one the scanner applied, since making that change
links exactly that span.
"""

from __future__ import annotations

import re

import pytest

from md_autolinks import explain, find_links
from md_autolinks.engine.explain import Explanation
from support.paths import FIXTURES, REPO
from support.sizes import scaled
from support.spec_files import read_examples

_CORPUS = sorted((REPO / "benchmarks" / "corpus" / "dense").glob("*.md"))


def _texts() -> list[str]:
    paragraphs = [
        paragraph for path in _CORPUS for paragraph in path.read_text().split("\n\n") if paragraph
    ]
    step = max(1, len(paragraphs) // scaled(600))
    specs = [
        example.markdown
        for path, prefix in (
            (FIXTURES / "gfm" / "extensions.txt", "gfm"),
            (FIXTURES / "md4c" / "spec-permissive-autolinks.txt", "md4c"),
        )
        for example in read_examples(path, prefix)
    ]
    detection = (FIXTURES / "uts58" / "LinkDetectionTest.txt").read_text().splitlines()
    marks = str.maketrans("", "", "\u2e20\u2e21")
    return [
        *paragraphs[::step],
        *specs,
        *(line.translate(marks) for line in detection if line and not line.startswith("#")),
    ]


TEXTS = _texts()
REFUSING: dict[str, list[dict[str, object]]] = {
    "gfm": [{}, {"kinds": ["url"]}, {"deny_domains": ["github.com", "python.org"]}],
    "md4c": [{}, {"kinds": ["www", "email"]}, {"allow_domains": ["github.com"]}],
    "uts58": [
        {},
        {"bare_domains": "none", "exclude_tlds": ["io", "md", "org"]},
        {"kinds": ["email"], "deny_domains": ["github.com"]},
    ],
}
_SET = re.compile(r"(\w+): (\S+)")
_LIST = re.compile(r"(\w+) (without|with) (\S+)")


def fixed(mode: str, options: dict[str, object], record: Explanation) -> dict[str, object]:
    """``options`` (in ``mode``) with the change ``record.option`` says links it."""
    assert record.option is not None
    changed: dict[str, object] = {"mode": mode, **options}
    wanted = record.option.removesuffix(" links it").removesuffix(" link it")
    for part in wanted.split(" and "):
        if part == "no allow_domains or deny_domains":
            changed.pop("allow_domains", None)
            changed.pop("deny_domains", None)
        elif part == "mode: uts58 with bare_domains: all":
            changed.update(mode="uts58", bare_domains="all")
        elif found := _SET.fullmatch(part):
            name, value = found.groups()
            changed[name] = value.split(",") if name == "kinds" else value
        else:
            found = _LIST.fullmatch(part)
            assert found is not None, part
            name, how, value = found.groups()
            values = set(changed.get(name, ()))  # type: ignore[call-overload]
            changed[name] = sorted(values - {value} if how == "without" else values | {value})
    if changed["mode"] != "uts58":
        changed.pop("bare_domains", None)
        changed.pop("exclude_tlds", None)
    return changed


#: The options ``why`` names as the change that links a refused candidate, in each mode over
#: :data:`TEXTS`: the texts hold a refusal of every kind the options of :data:`REFUSING` make.
NAMED = {
    "gfm": {"kinds", "allow_domains", "deny_domains", "mode", "bare_domains"},
    "md4c": {"kinds", "allow_domains", "mode", "bare_domains"},
    "uts58": {"kinds", "deny_domains", "bare_domains", "exclude_tlds"},
}
_OPTION_NAME = re.compile(
    r"\b(?:mode|kinds|bare_domains|exclude_tlds|allow_domains|deny_domains)\b"
)


@pytest.mark.parametrize("mode", list(REFUSING))
def test_why_links_what_find_links_links_and_its_fixes_link(mode: str) -> None:
    named: set[str] = set()
    for values in REFUSING[mode]:
        for text in TEXTS:
            records = explain(text, mode=mode, **values)  # type: ignore[arg-type]
            links = find_links(text, mode=mode, **values)  # type: ignore[arg-type]
            assert [(r.start, r.end, r.href) for r in records if r.linked] == [
                (link.start, link.end, link.href) for link in links
            ], text
            for record in records:
                if record.linked or record.option is None:
                    continue
                named.update(_OPTION_NAME.findall(record.option))
                changed = fixed(mode, values, record)
                spans = {(link.start, link.end) for link in find_links(text, **changed)}  # type: ignore[arg-type]
                assert (record.start, record.end) in spans, (record, changed)
    assert named == NAMED[mode]
