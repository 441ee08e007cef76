"""Precision and recall of md-autolinks and its peers on real international passages.

The passages and their hand-made labels are in ``tests/fixtures/international/`` (how they
were chosen and labelled: the README there), in two files: ``passages.jsonl``, the
development set, and ``passages-heldout.jsonl``, kept out of development and scored only
at the end of a piece of work (``--set held-out``). Every linker reads each passage as one
paragraph of plain text:

- md-autolinks ``find_links`` in ``uts58`` (default options), ``gfm`` and ``md4c``;
- linkify-it-py's ``LinkifyIt().match`` (default options: fuzzy links and emails on);
- Python-Markdown with ``pymdownx.magiclink`` (default options);
- cmark-gfm (``cmarkgfm``) with its ``autolink`` extension.

For the two Markdown renderers the links are the ``<a>`` elements of the HTML, read back
as (text, href) after HTML unescaping.

A found link is correct when its text is exactly a labelled link's text and the two hrefs
are the same after :func:`comparable_href`: scheme and host in lower case, a host's
Punycode labels read as Unicode, percent-escapes decoded, an empty path read as ``/``, and,
for a label written without a scheme (``www.`` links and bare domains), the scheme left out
of the comparison (``http://`` and ``https://`` both count). Each labelled link matches at
most one found link. Precision is correct / found, recall is correct / labelled.

    python benchmarks/international.py                 # the table, per language and overall
    python benchmarks/international.py --set held-out  # the same for the held-out passages
    python benchmarks/international.py --errors uts58  # every miss and extra link of one linker
    python benchmarks/international.py --json FILE     # also write the counts as JSON
"""

from __future__ import annotations

import argparse
import html
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "international"
PASSAGES = FIXTURES / "passages.jsonl"
HELD_OUT = FIXTURES / "passages-heldout.jsonl"
SETS: dict[str, Path] = {"development": PASSAGES, "held-out": HELD_OUT}

Found = list[tuple[str, str]]
Linker = Callable[[str], Found]


@dataclass
class Counts:
    """Labelled, found and correct links over a set of passages."""

    labelled: int = 0
    found: int = 0
    correct: int = 0

    @property
    def precision(self) -> float:
        """correct / found; 1.0 when nothing was found."""
        return self.correct / self.found if self.found else 1.0

    @property
    def recall(self) -> float:
        """correct / labelled; 1.0 when nothing was labelled."""
        return self.correct / self.labelled if self.labelled else 1.0

    def add(self, other: Counts) -> None:
        self.labelled += other.labelled
        self.found += other.found
        self.correct += other.correct


@dataclass
class PassageResult:
    """One passage scored: the counts, and the labels missed and the links found wrongly."""

    counts: Counts
    missed: Found = field(default_factory=list)
    extra: Found = field(default_factory=list)


def _label_as_unicode(label: str) -> str:
    if label.startswith("xn--"):
        try:
            return label.encode("ascii").decode("idna")
        except UnicodeError:
            return label
    return label


def _host_as_unicode(host: str) -> str:
    return ".".join(_label_as_unicode(label) for label in host.lower().split("."))


def comparable_href(href: str, *, scheme_matters: bool = True) -> str:
    """The form of ``href`` two equal destinations share (see the module docstring)."""
    if href.lower().startswith("mailto:"):
        address = unquote(href[len("mailto:") :])
        local, _, domain = address.rpartition("@")
        return f"mailto:{local}@{_host_as_unicode(domain)}"
    parts = urlsplit(href)
    userinfo, _, hostport = parts.netloc.rpartition("@")
    if hostport.startswith("["):
        bracket = hostport.find("]") + 1
        host, port = hostport[:bracket], hostport[bracket:]
    else:
        host, colon, port = hostport.partition(":")
        port = colon + port
    netloc = (f"{unquote(userinfo)}@" if userinfo else "") + _host_as_unicode(unquote(host))
    netloc += port
    path = unquote(parts.path) or "/"
    query = f"?{unquote(parts.query)}" if parts.query else ""
    fragment = f"#{unquote(parts.fragment)}" if parts.fragment else ""
    scheme = f"{parts.scheme.lower()}:" if scheme_matters else ""
    return f"{scheme}//{netloc}{path}{query}{fragment}"


def _has_scheme(text: str) -> bool:
    return "://" in text or text.lower().startswith("mailto:")


def _is_email(text: str) -> bool:
    return "@" in text and not _has_scheme(text)


def same_link(label: tuple[str, str], found: tuple[str, str]) -> bool:
    """A found link is the labelled one: same text, same destination (module docstring)."""
    (label_text, label_href), (found_text, found_href) = label, found
    if label_text != found_text:
        return False
    scheme_matters = _has_scheme(label_text) or _is_email(label_text)
    try:
        return comparable_href(label_href, scheme_matters=scheme_matters) == comparable_href(
            found_href, scheme_matters=scheme_matters
        )
    except ValueError:
        return False


def score_passage(labels: Found, found: Found) -> PassageResult:
    """Match each labelled link to at most one found link."""
    unused = list(found)
    missed: Found = []
    for label in labels:
        match = next((i for i, link in enumerate(unused) if same_link(label, link)), None)
        if match is None:
            missed.append(label)
        else:
            del unused[match]
    correct = len(labels) - len(missed)
    return PassageResult(Counts(len(labels), len(found), correct), missed, unused)


def score(passages: Iterable[dict[str, object]], found: dict[str, Found]) -> dict[str, Counts]:
    """Counts per language and under ``"all"``; ``found`` maps a passage id to its links."""
    totals: dict[str, Counts] = {}
    overall = Counts()
    for passage in passages:
        labels = [(str(link["text"]), str(link["href"])) for link in passage["links"]]  # type: ignore[attr-defined]
        result = score_passage(labels, found.get(str(passage["id"]), []))
        totals.setdefault(str(passage["lang"]), Counts()).add(result.counts)
        overall.add(result.counts)
    totals["all"] = overall
    return totals


class _Anchors(HTMLParser):
    """The (text, href) of every ``<a href>`` in a fragment of HTML."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: Found = []
        self._href: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._href = dict(attrs).get("href") or ""
            self._text = []

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append(("".join(self._text), html.unescape(self._href)))
            self._href = None


def anchors(fragment: str) -> Found:
    """The links of rendered HTML, as (text, href)."""
    parser = _Anchors()
    parser.feed(fragment)
    parser.close()
    return parser.links


def md_autolinks_linker(mode: str) -> Linker:
    from md_autolinks import find_links

    def run(text: str) -> Found:
        return [(link.text, link.href) for link in find_links(text, mode=mode)]  # type: ignore[arg-type]

    return run


def linkify_it_linker() -> Linker:
    from linkify_it import LinkifyIt

    linkify = LinkifyIt()

    def run(text: str) -> Found:
        return [(match.text, match.url) for match in linkify.match(text) or []]

    return run


def magiclink_linker() -> Linker:
    import markdown

    md = markdown.Markdown(extensions=["pymdownx.magiclink"])

    def run(text: str) -> Found:
        md.reset()
        return anchors(md.convert(text))

    return run


def cmarkgfm_linker() -> Linker:
    import cmarkgfm

    def run(text: str) -> Found:
        return anchors(cmarkgfm.markdown_to_html_with_extensions(text, extensions=["autolink"]))

    return run


LINKERS: dict[str, Callable[[], Linker]] = {
    "uts58": lambda: md_autolinks_linker("uts58"),
    "gfm": lambda: md_autolinks_linker("gfm"),
    "md4c": lambda: md_autolinks_linker("md4c"),
    "linkify-it-py": linkify_it_linker,
    "magiclink": magiclink_linker,
    "cmark-gfm": cmarkgfm_linker,
}


def load_passages(path: Path = PASSAGES) -> list[dict[str, object]]:
    """The labelled passages, in file order."""
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def run_linker(linker: Linker, passages: Sequence[dict[str, object]]) -> dict[str, Found]:
    """Each passage's found links, by id."""
    return {str(p["id"]): linker(str(p["text"])) for p in passages}


def table(results: dict[str, dict[str, Counts]], passages: Sequence[dict[str, object]]) -> str:
    """A Markdown table: one row per language and overall, ``precision / recall`` per linker."""
    per_lang = Counter(str(p["lang"]) for p in passages)
    no_link = Counter(str(p["lang"]) for p in passages if not p["links"])
    names = list(results)
    rows = [
        "| lang | passages (no link) | links | " + " | ".join(names) + " |",
        "| --- | ---: | ---: | " + " | ".join("---" for _ in names) + " |",
    ]
    langs = [*sorted(per_lang, key=lambda lang: (-per_lang[lang], lang)), "all"]
    for lang in langs:
        count = sum(per_lang.values()) if lang == "all" else per_lang[lang]
        empty = sum(no_link.values()) if lang == "all" else no_link[lang]
        labelled = next(iter(results.values()))[lang].labelled
        cells = [
            f"{results[name][lang].precision:.3f} / {results[name][lang].recall:.3f}"
            for name in names
        ]
        rows.append(f"| {lang} | {count} ({empty}) | {labelled} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def errors(name: str, passages: Sequence[dict[str, object]], found: dict[str, Found]) -> str:
    """Every labelled link a linker missed and every link it made that no label holds."""
    lines = [f"# {name}: misses (-) and extra links (+)"]
    for passage in passages:
        labels = [(str(link["text"]), str(link["href"])) for link in passage["links"]]  # type: ignore[attr-defined]
        result = score_passage(labels, found[str(passage["id"])])
        if result.missed or result.extra:
            lines.append(f"{passage['id']}: {passage['text']}")
            lines += [f"  - {text}  <{href}>" for text, href in result.missed]
            lines += [f"  + {text}  <{href}>" for text, href in result.extra]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--set",
        choices=list(SETS),
        default="development",
        help="which labelled file to score (held-out: only at the end, never to develop rules)",
    )
    source.add_argument("--passages", type=Path, help="score this JSON-lines file instead")
    parser.add_argument("--only", action="append", choices=list(LINKERS), help="linkers to run")
    parser.add_argument("--errors", choices=list(LINKERS), help="list one linker's mistakes")
    parser.add_argument("--json", type=Path, help="also write the counts as JSON")
    args = parser.parse_args(argv)
    passages = load_passages(args.passages or SETS[args.set])
    names = args.only or list(LINKERS)
    if args.errors and args.errors not in names:
        names.append(args.errors)
    results: dict[str, dict[str, Counts]] = {}
    found_by: dict[str, dict[str, Found]] = {}
    for name in names:
        try:
            linker = LINKERS[name]()
        except ImportError as error:
            print(f"{name}: n/a (not installed: {error.name})", file=sys.stderr)
            continue
        found_by[name] = run_linker(linker, passages)
        results[name] = score(passages, found_by[name])
    print(table(results, passages))
    if args.errors and args.errors in found_by:
        print()
        print(errors(args.errors, passages, found_by[args.errors]))
    if args.json:
        data = {
            name: {lang: vars(counts) for lang, counts in by_lang.items()}
            for name, by_lang in results.items()
        }
        args.json.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
