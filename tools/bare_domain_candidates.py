"""List every scheme-less uts58 link candidate in the prose of the benchmark corpus.

A candidate is a link that uts58 mode, with UTS #58's reference behaviour for bare domains
(``bare_domains: "all"``), makes through the Python-Markdown front end (with fenced code and
tables on, as in an MkDocs site) without a scheme and without a ``www.`` host: text the front
end scans, so code spans, code blocks, raw HTML and existing links are left out as they are
for users.

Each candidate is printed as one tab-separated row: corpus file, candidate text, and the
text around it in the paragraph (``before``, ``after``, cut at white space, with the front
end's placeholders for code spans and markup shown as U+FFFC). ``before + candidate +
after`` is plain text in which the engine finds the candidate again at ``len(before)``.

Usage: ``python tools/bare_domain_candidates.py [CORPUS_DIR]`` prints the rows;
``--check FIXTURE`` compares them with the labelled fixture's rows and prints what is
missing from either side (exit status 1 if anything is).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import markdown

from md_autolinks.engine.model import Link, LinkKind
from md_autolinks.python_markdown import tree

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO / "benchmarks" / "corpus"
CONTEXT = 70
"""At least this many characters of context on each side, where the paragraph has them."""
HOST_EXTENSIONS = ("fenced_code", "tables")
"""Python-Markdown extensions on, as in an MkDocs site, so fenced code is code, not prose."""
OPAQUE = "\ufffc"
_PLACEHOLDER = re.compile("\x02[^\x02\x03]*\x03")
_SPACE = re.compile(r"[\t\n\r]")


def _plain(source: str) -> str:
    """Paragraph source as one line of plain text, placeholders shown as U+FFFC."""
    return _SPACE.sub(" ", _PLACEHOLDER.sub(OPAQUE, source))


def _context(data: str, start: int, end: int) -> tuple[str, str]:
    """The text before and after ``data[start:end]``, cut at white space."""
    left = max(0, start - CONTEXT)
    while left > 0 and not data[left - 1].isspace():
        left -= 1
    right = min(len(data), end + CONTEXT)
    while right < len(data) and not data[right].isspace():
        right += 1
    return _plain(data[left:start]).lstrip(), _plain(data[end:right]).rstrip()


def is_bare_domain(link: Link) -> bool:
    """A scheme-less link that is not a ``www.`` host: what ``bare_domains`` governs."""
    return (
        link.kind is LinkKind.URL
        and link.href.startswith("https://")
        and not (link.text[:8].lower().startswith(("http://", "https://")))
    )


def candidates(path: Path) -> Iterator[tuple[str, str, str]]:
    """``(before, candidate, after)`` for each bare-domain link of one Markdown file."""
    found: list[tuple[str, int, int, Link]] = []
    original = tree.TreeLinker._links_in_piece

    def recording(self: tree.TreeLinker, text: str, *frame: Any) -> list[tuple[int, int, Link]]:
        links = original(self, text, *frame)
        found.extend((text, start, end, link) for start, end, link in links)
        return links

    tree.TreeLinker._links_in_piece = recording  # type: ignore[method-assign]
    try:
        converter = markdown.Markdown(
            extensions=[*HOST_EXTENSIONS, "md_autolinks"],
            extension_configs={"md_autolinks": {"mode": "uts58", "bare_domains": "all"}},
        )
        converter.convert(path.read_text(encoding="utf-8"))
    finally:
        tree.TreeLinker._links_in_piece = original  # type: ignore[method-assign]
    seen: set[tuple[int, int, int]] = set()
    for data, start, end, link in found:
        key = (id(data), start, end)
        if key in seen or not is_bare_domain(link):
            continue
        seen.add(key)
        before, after = _context(data, start, end)
        yield before, link.text, after


def corpus_rows(corpus: Path) -> Iterator[tuple[str, str, str, str]]:
    """``(file, before, candidate, after)`` over every Markdown file of the corpus, in order."""
    for path in sorted(corpus.rglob("*.md")):
        if path.name == "README.md" and path.parent == corpus:
            continue
        name = path.relative_to(corpus).as_posix()
        for before, text, after in candidates(path):
            yield name, before, text, after


def read_tsv(path: Path) -> list[dict[str, str]]:
    """The rows of a tab-separated file with a header line (no quoting)."""
    header, *lines = path.read_text(encoding="utf-8").splitlines()
    names = header.split("\t")
    return [dict(zip(names, line.split("\t"), strict=True)) for line in lines if line]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--check", type=Path, metavar="FIXTURE")
    args = parser.parse_args(argv)
    rows = list(corpus_rows(args.corpus))
    if args.check is None:
        for row in (("file", "before", "candidate", "after"), *rows):
            print(*row, sep="\t")
        return 0
    labelled = Counter((row["file"], row["candidate"]) for row in read_tsv(args.check))
    current = Counter((file, candidate) for file, _, candidate, _ in rows)
    for file, candidate in sorted((current - labelled).elements()):
        print("unlabelled:", file, candidate, sep="\t")
    for file, candidate in sorted((labelled - current).elements()):
        print("no longer a candidate:", file, candidate, sep="\t")
    return 1 if current - labelled else 0


if __name__ == "__main__":
    sys.exit(main())
