"""Bare domains a writer means (``bare_domains``, uts58 mode): the labelled prose set,
named examples (docs/modes.md#bare-domains), the option's levels, and the front ends."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest

from md_autolinks import cli, explain, find_links
from md_autolinks.engine.bare_domains import is_meant
from md_autolinks.engine.errors import OptionError
from md_autolinks.engine.options import Options
from support.bare_domain_fixture import BLIND, INTERNATIONAL, Row, bare_link_at, read_rows, score
from support.built_html import run_tool
from support.paths import REPO

ROWS = read_rows()
BLIND_ROWS = read_rows(BLIND)
INTERNATIONAL_ROWS = read_rows(INTERNATIONAL)
MIN_PRECISION = 0.95
MIN_RECALL = 0.90


def texts(text: str, **options: object) -> list[str]:
    return [link.text for link in find_links(text, mode="uts58", **options)]


def test_the_labelled_set_is_whole_and_split_by_file() -> None:
    assert len(ROWS) >= 200
    assert {row.split for row in ROWS} == {"tune", "held"}
    assert {row.label for row in ROWS} == {"link", "not"}
    splits_of_file: dict[str, set[str]] = {}
    for row in ROWS:
        splits_of_file.setdefault(row.file, set()).add(row.split)
    assert all(len(splits) == 1 for splits in splits_of_file.values())


def test_each_candidate_is_the_reference_link_at_its_place() -> None:
    """Every labelled candidate is what ``bare_domains: "all"`` links there, or no link at
    all (a stricter start rule may drop it); a different extent means the set is stale:
    re-run ``tools/bare_domain_candidates.py --check``."""
    stale = []
    for row in ROWS + BLIND_ROWS + INTERNATIONAL_ROWS:
        link = bare_link_at(row, bare_domains="all")
        if link is not None and link.text != row.candidate:
            stale.append((row.file, row.candidate, link.text))
    assert stale == []


def test_default_meets_the_precision_and_recall_goal() -> None:
    whole = score(ROWS)
    assert whole.precision >= MIN_PRECISION, whole
    assert whole.recall >= MIN_RECALL, whole


def test_default_keeps_its_precision_on_the_blind_set() -> None:
    """Labelled after the rules were fixed, never used to tune them; its 8 links are too
    few for a recall figure to mean much (7 of 8 today: ``rustup.rs`` is missed)."""
    blind = score(BLIND_ROWS)
    assert blind.precision >= MIN_PRECISION, blind
    assert blind.true_positives >= 1


def test_default_meets_the_goal_on_the_international_set() -> None:
    """Sites of many countries and scripts beside code and file names of translated docs
    (tests/fixtures/bare_domains/README.md says how the set was made)."""
    international = score(INTERNATIONAL_ROWS)
    assert international.precision >= MIN_PRECISION, international
    assert international.recall >= MIN_RECALL, international


def test_reference_level_links_every_candidate_the_scanner_finds() -> None:
    linked = [row for row in ROWS if bare_link_at(row, bare_domains="all") is not None]
    reference = score(linked, bare_domains="all")
    assert reference.recall == 1.0
    assert reference.true_positives + reference.false_positives == len(linked)
    assert score(ROWS, bare_domains="none").true_positives == 0


NOT_LINKS = [
    "CONTRIBUTING.md", "setup.py", "install.sh", "logger.info", "window.open", "page.name",
    "Array.prototype.includes", "use_avx.as_fn()", "conf.py", "sphinx.builders", "self.data",
    "MANIFEST.in", "test_hello.py", "hello.py", "log.info(x)", "config.site_url",
    "webContents.id", "Object.is", "collections.abc", "new.target", "VB.NET",
    "org.springframework.cloud", "example.com", "docs.example.org", "README.md#usage",
    "udp%3A%2F%2Ftracker.example.net", "path/to/file.md", "key=value.com", "foo_bar.com",
    "github.com:user/repo.git", '"a.com"', "a.org:8080",
    "1.0.dev", "v2.1.app", "Bitcoin-Qt.app", "lib.rs", "java.io", "netlify.app.py",
]  # fmt: skip


@pytest.mark.parametrize("text", NOT_LINKS)
def test_file_names_code_and_data_are_not_linked(text: str) -> None:
    assert texts(f"See {text} now.") == []


@pytest.mark.parametrize(
    ("text", "link"),
    [
        ("docs.python.org/3/", "docs.python.org/3/"),
        ("pkg.go.dev", "pkg.go.dev"),
        ("curl.se", "curl.se"),
        ("crates.io's index", "crates.io"),
        ("docs.rs", "docs.rs"),
        ("docs.rs/serde", "docs.rs/serde"),
        ("gopkg.in/yaml.v3", "gopkg.in/yaml.v3"),
        ("golang.org/x/net", "golang.org/x/net"),
        ("GitHub.com", "GitHub.com"),
        ("Crates.io", "Crates.io"),
        ("bugs.python.org", "bugs.python.org"),
        ("twitch.tv", "twitch.tv"),
        ("wit.ai", "wit.ai"),
        ("my-site.netlify.app", "my-site.netlify.app"),
        ("mastodon.social", "mastodon.social"),
        ("пример.рф", "пример.рф"),
        ("例子.中国", "例子.中国"),
        ("a.org:8080/x", "a.org:8080/x"),
        ("_crates.io_", "crates.io"),
        ("**pkg.go.dev**", "pkg.go.dev"),
        ("(curl.se)", "curl.se"),
    ],
)
def test_sites_a_writer_names_are_linked(text: str, link: str) -> None:
    assert texts(f"See {text} now.") == [link]


@pytest.mark.parametrize(
    "text",
    [
        "ｓｅｔｕｐ.ｐｙ", "setup.\u00adpy", "README．ｍｄ", "ｅｘａｍｐｌｅ．ｃｏｍ",
        "exam\u00adple.com", "docs.ｅｘａｍｐｌｅ.org", "ＶＢ．ＮＥＴ", "１.０.dev", "ｓｅｌｆ.net",
    ],
)  # fmt: skip
def test_the_prose_rule_reads_the_host_a_browser_reads(text: str) -> None:
    """Fullwidth forms, ignored characters and ideographic dots do not get a file name,
    an example host or code past the rule: their links would go to ``setup.py``,
    ``example.com``..., so they are judged as those hosts."""
    assert texts(f"See {text} now.") == []
    assert texts(f"See {text} now.", bare_domains="all") == [text]


@pytest.mark.parametrize(
    "text", ["ｃｕｒｌ．ｓｅ", "ｄｏｃｓ．ｒｓ", "ｐｙｔｈｏｎ．ｏｒｇ", "Crates.io"]
)
def test_sites_in_other_spellings_are_linked(text: str) -> None:
    assert texts(f"See {text} now.") == [text]


@pytest.mark.parametrize("text", ["setup.py", "logger.info", "self.data", "example.com"])
def test_the_reference_level_links_them_all(text: str) -> None:
    assert texts(f"See {text} now.", bare_domains="all") == [text]


def test_levels_and_booleans() -> None:
    assert Options.from_mapping(mode="uts58").bare_domains == "prose"
    assert Options.from_mapping(mode="uts58", bare_domains=True).bare_domains == "prose"
    assert Options.from_mapping(mode="uts58", bare_domains=False).bare_domains == "none"
    assert Options.from_mapping(mode="uts58", bare_domains="all").bare_domains == "all"
    text = "setup.py curl.se www.a.py https://b.py x@c.py"
    assert texts(text) == ["curl.se", "www.a.py", "https://b.py", "x@c.py"]
    assert texts(text, bare_domains=True) == texts(text)
    assert texts(text, bare_domains="none") == ["www.a.py", "https://b.py", "x@c.py"]
    assert texts(text, bare_domains=False) == texts(text, bare_domains="none")
    assert texts(text, bare_domains="all") == ["setup.py", "curl.se", "www.a.py", "https://b.py",
                                              "x@c.py"]  # fmt: skip


@pytest.mark.parametrize("value", ["yes", "reference", 1, None, ["prose"]])
def test_a_bad_level_names_the_valid_ones(value: object) -> None:
    with pytest.raises(OptionError) as raised:
        Options.from_mapping(bare_domains=value)
    assert str(raised.value) == (
        f"bare_domains: unknown level {value!r}; valid levels are 'prose', 'all', 'none' "
        "(or true for 'prose', false for 'none')"
    )


@pytest.mark.parametrize(
    ("flags", "html"),
    [
        ((), 'See setup.py and <a href="https://curl.se">curl.se</a>.'),
        (("--bare-domains", "prose"), 'See setup.py and <a href="https://curl.se">curl.se</a>.'),
        (("--bare-domains", "all"),
         'See <a href="https://setup.py">setup.py</a> and <a href="https://curl.se">curl.se</a>.'),
        (("--bare-domains", "none"), "See setup.py and curl.se."),
        (("--no-bare-domains",), "See setup.py and curl.se."),
    ],
)  # fmt: skip
def test_command_line_levels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flags: tuple[str, ...], html: str
) -> None:
    page = tmp_path / "p.md"
    page.write_text("See setup.py and curl.se.\n", encoding="utf-8")
    assert cli.main([str(page), "--mode", "uts58", *flags]) == 0
    assert capsys.readouterr().out == f"<p>{html}</p>\n"


def test_command_line_rejects_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["-", "--mode", "uts58", "--bare-domains", "some"])
    assert capsys.readouterr().err == (
        "md-autolinks: error: bare_domains: unknown level 'some'; valid levels are 'prose', "
        "'all', 'none' (or true for 'prose', false for 'none') (see 'md-autolinks --help')\n"
    )


def test_exclude_tlds_applies_at_every_level() -> None:
    text = "curl.se setup.py docs.rs"
    assert texts(text, exclude_tlds=["se"]) == ["docs.rs"]
    assert texts(text, bare_domains="all", exclude_tlds="file-extensions") == ["curl.se"]


def test_a_rejected_host_is_skipped_whole() -> None:
    assert texts("self.data.com", bare_domains="prose") == []
    assert texts("tests/conf.py.") == []


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("a." * 20_000 + "com", 1),
        ("a.com/" + "(" * 20_000, 1),
        ("a.py " * 20_000, 0),
        ("1." * 20_000 + "dev", 0),
        ("_" * 20_000 + "a.com", 1),
        ("x_" * 20_000 + "a.com", 0),
    ],
    ids=["many-labels", "open-brackets", "file-names", "version-labels", "underscores",
         "identifier"],
)  # fmt: skip
def test_pathological_inputs_at_the_prose_level(text: str, count: int) -> None:
    assert len(find_links(text, mode="uts58")) == count


def test_the_check_reads_only_its_candidate_and_neighbours() -> None:
    text = "x" * 10 + " curl.se " + "y" * 10
    assert is_meant(text, 11, 18)
    assert not is_meant(text + "(", len(text) - 10, len(text))


SPHINX_LIKE = (
    "Edit conf.py and setup.py, then see sphinx.builders and self.data; list files in "
    "MANIFEST.in. The test_hello.py file tests hello.py. Read docs.python.org/3/ or "
    "pkg.go.dev."
)
SPHINX_LIKE_HTML = (
    "Edit conf.py and setup.py, then see sphinx.builders and self.data; list files in "
    "MANIFEST.in. The test_hello.py file tests hello.py. Read "
    '<a href="https://docs.python.org/3/">docs.python.org/3/</a> or '
    '<a href="https://pkg.go.dev">pkg.go.dev</a>.'
)


def test_sphinx_like_prose_through_python_markdown() -> None:
    html = markdown.markdown(
        SPHINX_LIKE, extensions=["md_autolinks"],
        extension_configs={"md_autolinks": {"mode": "uts58"}},
    )  # fmt: skip
    assert html == f"<p>{SPHINX_LIKE_HTML}</p>"


def test_sphinx_like_prose_through_markdown_it() -> None:
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    html = MarkdownIt().use(autolinks_plugin, mode="uts58").render(SPHINX_LIKE)
    assert html == f"<p>{SPHINX_LIKE_HTML}</p>\n"


@pytest.mark.slow
def test_sphinx_like_prose_through_sphinx(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    (project / "conf.py").write_text(
        "extensions = ['myst_parser', 'md_autolinks.sphinx']\n"
        "source_suffix = {'.rst': 'restructuredtext', '.md': 'markdown'}\n"
        "html_theme = 'basic'\nmd_autolinks_mode = 'uts58'\n"
    )
    (project / "index.rst").write_text(f"Doc\n===\n\n.. toctree::\n\n   page\n\n{SPHINX_LIKE}\n")
    (project / "page.md").write_text(f"# Page\n\n{SPHINX_LIKE}\n")
    out = tmp_path / "html"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", project, out)
    assert result.returncode == 0, result.stderr
    sphinx_html = SPHINX_LIKE_HTML.replace('<a href="', '<a class="reference external" href="')
    for page in ("index.html", "page.html"):
        paragraphs = [
            line for line in (out / page).read_text().splitlines() if line.startswith("<p>Edit")
        ]
        assert paragraphs == [f"<p>{sphinx_html}</p>"], page


INTERNATIONAL_SITES = [
    ("Zobacz żółw.pl dziś", "żółw.pl", "https://xn--w-uga1v8h.pl"),
    ("Sjá þorri.is í dag", "þorri.is", "https://xn--orri-9ra.is"),
    ("dæmi.is", "dæmi.is", "https://xn--dmi-yla.is"),
    ("Die STRAßE.DE Seite", "STRAßE.DE", "https://xn--strae-oqa.de"),
    ("Siehe Bücher.DE", "Bücher.DE", "https://xn--bcher-kva.de"),
    ("india.gov.in", "india.gov.in", "https://india.gov.in"),
    ("irctc.co.in", "irctc.co.in", "https://irctc.co.in"),
    ("abc.com.py", "abc.com.py", "https://abc.com.py"),
    ("gencat.cat", "gencat.cat", "https://gencat.cat"),
    ("euskadi.eus", "euskadi.eus", "https://euskadi.eus"),
]
"""A non-ASCII label, a multi-label public suffix and a geographic or language
TLD are evidence of a site at the default level."""

CODE_AND_FILES = [
    "setup.py", "README.md", "main.rs", "Makefile.am", "Array.prototype.at", "messages.mo",
    "player.gd", "server.cr", "AssemblyInfo.cs.in", "Makefile.am.in", "Object.is",
    "Window.is", "command.com", "COMMAND.COM", "ｓｅｔｕｐ．ｐｙ",
]  # fmt: skip


def _render_python_markdown(text: str) -> str:
    return markdown.markdown(
        text, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": "uts58"}}
    )


def _render_markdown_it(text: str) -> str:
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    return MarkdownIt().use(autolinks_plugin, mode="uts58").render(text)


@pytest.mark.parametrize(("text", "link", "href"), INTERNATIONAL_SITES)
def test_international_sites_are_linked(text: str, link: str, href: str) -> None:
    found = find_links(text, mode="uts58")
    assert [(item.start, item.text, item.href) for item in found] == [
        (text.index(link), link, href)
    ]
    html = text.replace(link, f'<a href="{href}">{link}</a>')
    assert _render_python_markdown(text) == f"<p>{html}</p>"
    assert _render_markdown_it(text) == f"<p>{html}</p>\n"


BROWSER_HOSTS = [
    ("💩.la", "https://xn--ls8h.la"),
    ("i❤.ws", "https://xn--i-7iq.ws"),
    ("☃.net", "https://xn--n3h.net"),
    ("\u1100\u1161\u11a8.한국", "https://xn--p39a.xn--3e0b707e"),
]
"""Hosts browsers accept whose labels IDNA2008 does not (emoji, decomposed Hangul
whose conjoining jamo UTS #46 composes into ``각``)."""


@pytest.mark.parametrize(("host", "href"), BROWSER_HOSTS)
def test_symbol_and_jamo_hosts_are_linked_at_the_reference_level(host: str, href: str) -> None:
    text = f"Visit {host} today."
    found = find_links(text, mode="uts58", bare_domains="all")
    assert [(item.start, item.text, item.href) for item in found] == [(6, host, href)]
    assert find_links(f"Visit https://{host}/x", mode="uts58", bare_domains="all")[0].href == (
        href + "/x"
    )
    html = f'<p>Visit <a href="{href}">{host}</a> today.</p>'
    assert markdown.markdown(
        text, extensions=["md_autolinks"],
        extension_configs={"md_autolinks": {"mode": "uts58", "bare_domains": "all"}},
    ) == html  # fmt: skip
    from markdown_it import MarkdownIt

    from md_autolinks.markdown_it import autolinks_plugin

    md = MarkdownIt().use(autolinks_plugin, mode="uts58", bare_domains="all")
    assert md.render(text) == html + "\n"


@pytest.mark.parametrize(("host", "href"), BROWSER_HOSTS)
def test_symbols_and_jamo_are_no_host_characters_at_the_default_level(host: str, href: str) -> None:
    """At the default level a symbol before a domain is decoration (``🎉python.org`` links
    ``python.org``), so these hosts are not read there."""
    assert texts(f"Visit {host} today.") == []
    assert texts("Visit 🎉python.org today.") == ["python.org"]
    assert texts("Visit 🎉python.org today.", bare_domains="all") == ["🎉python.org"]


@pytest.mark.parametrize("text", CODE_AND_FILES)
def test_file_names_and_code_of_international_docs_stay_text(text: str) -> None:
    """ccTLDs that are file extensions too (``.mo``, ``.gd``, ``.cr``), file templates under
    a public suffix (``cs.in``, ``am.in``), JavaScript members and DOS program files."""
    assert texts(f"Siehe {text} hier.") == []
    assert _render_python_markdown(f"Siehe {text} hier.") == f"<p>Siehe {text} hier.</p>"
    assert _render_markdown_it(f"Siehe {text} hier.") == f"<p>Siehe {text} hier.</p>\n"


@pytest.mark.parametrize(
    "text",
    [
        "roberthoodchatham at gmail.com",
        "Write to jan.kowalski at onet.pl today.",
        "Write to max (at) web.de today.",
        "Write to max(at)web.de today.",
        "Write to contact [at] orange.fr.",
        "Write to someone AT python.org.",
    ],
)
def test_a_written_out_address_does_not_link_its_domain(text: str) -> None:
    """``NAME at DOMAIN`` written so that harvesters miss it is not a site."""
    assert texts(text) == []
    escaped = text.replace("<", "&lt;")
    assert _render_python_markdown(text) == f"<p>{escaped}</p>"
    assert _render_markdown_it(text) == f"<p>{escaped}</p>\n"


@pytest.mark.parametrize(
    ("text", "link"),
    [
        ("Find us at python.org today.", "python.org"),
        ("Leave them at github.com/kubernetes for now.", "github.com/kubernetes"),
        ("Releases are at pypi.org.", "pypi.org"),
    ],
)
def test_a_site_after_at_is_still_linked(text: str, link: str) -> None:
    assert texts(text) == [link]


def test_two_hosts_joined_by_a_slash_are_alternatives() -> None:
    """``readthedocs.org/readthedocs.com`` names two sites, "one or the other";
    one link over both would go to a page that does not exist, and a link is a whole token,
    so neither is linked at the default level. A path that is not a site's host
    (``serde.rs``, a file) or holds more than one segment stays a path."""
    text = "Host docs on readthedocs.org/readthedocs.com for free."
    assert texts(text) == []
    assert _render_python_markdown(text) == f"<p>{text}</p>"
    assert _render_markdown_it(text) == f"<p>{text}</p>\n"
    assert texts("See docs.rs/serde.rs and pkg.go.dev/golang.org/x/net.") == [
        "docs.rs/serde.rs",
        "pkg.go.dev/golang.org/x/net",
    ]
    assert texts(text, bare_domains="all") == ["readthedocs.org/readthedocs.com"]


MODES_DOC = REPO / "docs" / "modes.md"


def test_the_docs_give_the_figures_of_the_labelled_sets() -> None:
    """docs/modes.md ("Bare domains") shows what ``tools/bare_domain_figures.py`` prints."""

    def cells(rows: list[Row], **options: object) -> str:
        result = score(rows, **options)
        return f"{result.precision:.3f} / {result.recall:.3f}"

    halves = [
        [row for row in ROWS if row.split == "tune"],
        [row for row in ROWS if row.split == "held"],
        ROWS,
    ]
    doc = MODES_DOC.read_text(encoding="utf-8")
    for label, options in [
        ('`"prose"` precision / recall', {}),
        ('`"all"` precision / recall', {"bare_domains": "all"}),
        (
            '`"all"` + `exclude_tlds: file-extensions`',
            {"bare_domains": "all", "exclude_tlds": "file-extensions"},
        ),
    ]:
        row = " | ".join([label, *(cells(half, **options) for half in halves)])
        assert f"| {row} |" in doc
    assert f'against {cells(BLIND_ROWS, bare_domains="all")} for `"all"`' in doc


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("command.com", "it names a program file of MS-DOS and Windows"),
        (
            "roberthoodchatham at gmail.com",
            "it is the domain of an address written out so that harvesters miss it",
        ),
        (
            "readthedocs.org/readthedocs.com",
            "a second host after '/' names another site, one or the other: not a page",
        ),
        ("Object.is", ".is after a capitalised name is a member name in code"),
        ("Array.prototype.at", "a label of it (prototype) marks a name in code"),
        ("messages.mo", ".mo is a file extension"),
    ],
)
def test_explain_names_the_new_reasons(text: str, rule: str) -> None:
    (record,) = explain(text, mode="uts58")
    assert (record.linked, record.rule, record.option) == (
        False,
        rule,
        "bare_domains: all links it",
    )
