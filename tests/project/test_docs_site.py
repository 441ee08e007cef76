"""The project's own documentation site builds with ``--strict``, its engine-made pages,
its own plugin's links and nothing else, and the playground's runtime."""

from __future__ import annotations

import html as html_module
import json
import re
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from md_autolinks import MODES
from md_autolinks.engine.options import OPTION_SPECS, Options
from support.paths import REPO
from support.programs import NPM, need

pytestmark = pytest.mark.slow

sys.path.insert(0, str(REPO / "docs"))
from site_tools.comparison import TRICKY_INPUTS  # noqa: E402
from site_tools.playground_build import PYODIDE_FILES, PYODIDE_VERSION  # noqa: E402

PLUGIN_CLASS = "autolink"
DEMO_CLASS = "ma-demo"

#: Every anchor the site's own plugin makes, page by page: the prose of the site is
#: otherwise free of bare URLs (they are in code spans and code blocks).
EXPECTED_PLUGIN_ANCHORS = [
    ("index.html", "http://www.commonmark.org/help", "www.commonmark.org/help"),
    ("index.html", "mailto:john.doe@example.com", "john.doe@example.com"),
]


class Anchors(HTMLParser):
    """``(href, text, classes)`` of every ``<a>`` in a page."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, list[str]]] = []
        self._open: list[tuple[str, list[str], list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            values = dict(attrs)
            self._open.append((values.get("href") or "", (values.get("class") or "").split(), []))

    def handle_data(self, data: str) -> None:
        for _, _, text in self._open:
            text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._open:
            href, classes, text = self._open.pop()
            self.found.append((href, "".join(text), classes))


def anchors(html: str) -> list[tuple[str, str, list[str]]]:
    parser = Anchors()
    parser.feed(html)
    return parser.found


@pytest.fixture
def site(docs_site: Path) -> Path:
    return docs_site


def page(site: Path, name: str) -> str:
    return (site / name / "index.html").read_text()


def card(html: str, text: str) -> str:
    """The card whose input is ``text`` (its attribute is HTML-escaped in the page)."""
    marker = f'data-input="{html_module.escape(text)}">'
    pieces = re.split(r'<div class="ma-card ma-\w+" ', html)
    (found,) = [piece for piece in pieces if piece.startswith(marker)]
    return found


def test_the_comparison_page_shows_one_card_per_input_rendered_by_each_mode(site: Path) -> None:
    html = page(site, "comparison")
    assert html.count('<div class="ma-card ma-columns"') == len(TRICKY_INPUTS)
    help_card = card(html, "www.commonmark.org/help.")
    assert (
        '<div class="ma-mode" data-mode="gfm"><div class="ma-label">gfm</div>'
        '<div class="ma-output"><p><a class="ma-demo" href="http://www.commonmark.org/help">'
        "www.commonmark.org/help</a>.</p></div>"
        '<ul class="ma-hrefs"><li><code>http://www.commonmark.org/help</code></li></ul></div>'
    ) in help_card
    assert (
        '<div class="ma-mode" data-mode="md4c"><div class="ma-label">md4c</div>'
        '<div class="ma-output"><p><a class="ma-demo" href="http://www.commonmark.org/help.">'
        "www.commonmark.org/help.</a></p></div>"
        '<ul class="ma-hrefs"><li><code>http://www.commonmark.org/help.</code></li></ul></div>'
    ) in help_card
    assert (
        '<div class="ma-mode" data-mode="uts58"><div class="ma-label">uts58</div>'
        '<div class="ma-output"><p><a class="ma-demo" href="https://www.commonmark.org/help">'
        "www.commonmark.org/help</a>.</p></div>"
    ) in help_card
    assert (
        '<div class="ma-mode" data-mode="gfm"><div class="ma-label">gfm</div>'
        '<div class="ma-output"><p>example.com</p></div><p class="ma-nolink">no link: gfm links a '
        "domain only after www. or a scheme (http://, https://, ftp://); mode: uts58 with "
        "bare_domains: all links it</p></div>"
    ) in card(html, "example.com")
    assert (
        '<div class="ma-output"><p>example.com</p></div><p class="ma-nolink">no link: a domain '
        "reserved for examples (RFC 2606); bare_domains: all links it</p></div>"
    ) in card(html, "example.com")
    assert (
        '<div class="ma-output"><p>setup.py</p></div><p class="ma-nolink">no link: .py is a file '
        "extension; bare_domains: all links it</p></div>"
    ) in card(html, "setup.py")
    assert (
        '<div class="ma-output"><p>σωκράτης@python.org</p></div><p class="ma-nolink">no link: '
        "&#x27;ς&#x27; before &#x27;@&#x27;: gfm reads a user name only of ASCII letters, "
        "digits and . + - _</p></div>"
    ) in card(html, "σωκράτης@python.org")
    nolinks = re.findall(r'<p class="ma-nolink">([^<]*)</p>', html)
    assert nolinks and all(reason.startswith("no link: ") for reason in nolinks)
    assert "no link</p>" not in html
    assert "<!-- comparison-cards -->" not in html
    for text in TRICKY_INPUTS:
        for mode in MODES:
            assert f'data-mode="{mode}"' in card(html, text)


def test_the_modes_page_agrees_with_the_comparison_on_md4c_and_a_final_dot(site: Path) -> None:
    md4c = page(site, "modes").split('<h2 id="md4c">')[1].split("<h2")[0]
    assert (
        "a path or query keeps a trailing <code>.</code>: <code>www.commonmark.org/help.</code> "
        "links\n  <code>www.commonmark.org/help.</code> with the dot, as md4c itself does"
    ) in md4c.replace("<li>\n", "")
    assert "ends\n  before whitespace, the end of the text or one of" not in md4c


def test_the_which_mode_guide_renders_each_example_in_every_mode(site: Path) -> None:
    html = page(site, "which-mode")
    examples = re.findall(r'<div class="ma-card ma-rows" data-input="([^"]*)">', html)
    assert examples[0] == "See www.commonmark.org/help."
    assert len(examples) == 7
    assert html.count('<div class="ma-mode" data-mode=') == 7 * len(MODES)
    assert (
        "<p>Read setup.py and logger.info, then go to "
        '<a class="ma-demo" href="https://python.org">python.org</a> or '
        '<a class="ma-demo" href="https://docs.rs">docs.rs</a>.</p>'
    ) in html
    assert "<!-- mode-example" not in html


def test_the_site_links_only_what_its_own_plugin_should(site: Path) -> None:
    found = []
    for path in sorted(site.rglob("*.html")):
        for href, text, classes in anchors(path.read_text()):
            if PLUGIN_CLASS in classes:
                found.append((path.relative_to(site).as_posix(), href, text))
    assert found == EXPECTED_PLUGIN_ANCHORS
    assert not (site / "hooks.py").exists()
    assert not (site / "site_tools").exists()


def test_example_anchors_appear_only_in_rendered_examples(site: Path) -> None:
    for path in sorted(site.rglob("*.html")):
        html = path.read_text()
        outside = re.sub(r'<div class="ma-output">.*?</div>', "", html, flags=re.S)
        assert not [a for a in anchors(outside) if DEMO_CLASS in a[2]], path


def test_the_install_page_shows_what_works_today(site: Path) -> None:
    html = page(site, "install")
    for command in (
        "pip install -e .",
        "pip wheel --no-deps . -w dist",
        "pip install dist/md_autolinks-*.whl",
        "pip install -e . --group docs",
        "mkdocs build --strict",
    ):
        assert command in html_module.unescape(re.sub(r"<[^>]+>", "", html)), command
    pypi = html_module.unescape(re.sub(r"<[^>]+>", "", html.split('id="from-pypi')[1]))
    assert 'pip install "md-autolinks[mkdocs]"' in pypi.split("Build this documentation")[0]
    assert "This line does not work yet: the package has not been published." in pypi
    started = page(site, "getting-started")
    assert "../install/" in started


def test_the_playground_runtime_is_served_with_the_site(site: Path) -> None:
    need(NPM, "the playground's runtime")
    folder = site / "assets" / "playground"
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["pyodide"] == PYODIDE_VERSION
    assert re.fullmatch(r"3\.\d+", manifest["python"])
    for name in PYODIDE_FILES:
        assert (folder / "pyodide" / name).stat().st_size > 0, name
    wheels = manifest["wheels"]
    assert wheels[0].startswith("md_autolinks-")
    assert any(name.lower().startswith("markdown-") for name in wheels[1:])
    for name in wheels:
        with zipfile.ZipFile(folder / "wheels" / name) as wheel:
            assert any(entry.endswith(".dist-info/WHEEL") for entry in wheel.namelist())
    with zipfile.ZipFile(folder / "wheels" / wheels[0]) as wheel:
        packaged = {entry for entry in wheel.namelist() if entry.startswith("md_autolinks/")}
    sources = {
        path.relative_to(REPO).as_posix()
        for path in (REPO / "md_autolinks").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert packaged == sources
    assert (folder / "render.py").is_file()
    assert (folder / "worker.js").is_file()
    assert manifest["downloads"] == {
        path: (folder / path).stat().st_size
        for path in [
            *(f"pyodide/{name}" for name in PYODIDE_FILES if name != "package.json"),
            *(f"wheels/{name}" for name in wheels),
            "render.py",
        ]
    }
    assert '<script type="module" src="../assets/playground/playground.js">' in page(
        site, "playground"
    )


def test_the_options_reference_gives_type_default_values_and_modes(site: Path) -> None:
    html = page(site, "options")
    cards = re.findall(r'<div class="ma-card ma-option" id="opt-(\w+)">(.*?)</dl></div>', html)
    assert [name for name, _ in cards] == list(OPTION_SPECS)
    details = {name: re.findall(r"<dt>(\w+)</dt><dd>(.*?)</dd>", card) for name, card in cards}
    assert all(
        [label for label, _ in rows] == ["Type", "Default", "Values", "Modes"]
        for rows in details.values()
    )
    assert details["mode"] == [
        ("Type", "string"),
        ("Default", "<code>gfm</code>"),
        ("Values", "<code>gfm</code>, <code>md4c</code>, <code>uts58</code>"),
        ("Modes", "every mode"),
    ]
    assert details["bare_domains"][1:] == [
        ("Default", "<code>prose</code>"),
        ("Values", "<code>prose</code>, <code>all</code>, <code>none</code>"),
        ("Modes", "<code>uts58</code> only"),
    ]
    assert details["kinds"][1] == ("Default", "<code>[url, www, email]</code>")
    assert details["target"][2] == (
        "Values",
        "<code>_blank</code>, <code>_self</code>, <code>_parent</code>, <code>_top</code>, "
        "or a frame name without white space, not starting with <code>_</code>",
    )
    assert Options.from_mapping(target="preview").target == "preview"
    assert details["exclude_tlds"][2] == (
        "Values",
        "top-level domains on IANA's list (<code>py</code>, <code>sh</code>, ...) and the word "
        "<code>file-extensions</code>",
    )
    assert details["css_class"][2] == ("Values", "any (see the type)")
    assert details["hide_scheme"][:2] == [("Type", "true/false"), ("Default", "<code>false</code>")]


def test_the_magiclink_page_maps_every_magiclink_option(site: Path) -> None:
    from pymdownx.magiclink import MagiclinkExtension

    html = page(site, "magiclink")
    table = html.split('<h2 id="options-side-by-side">')[1].split("</table>")[0]
    rows = re.findall(r"<tr>\s*<td><code>(\w+)</code></td>\s*<td>(.*?)</td>", table)
    assert [name for name, _ in rows] == list(MagiclinkExtension().config)
    assert dict(rows)["hide_protocol"] == (
        '<a href="../options/#opt-hide_scheme"><code>hide_scheme</code></a>'
    )
    assert [name for name, equivalent in rows if equivalent == "none"] == [
        name for name in MagiclinkExtension().config if name != "hide_protocol"
    ]
    home = (site / "index.html").read_text()
    assert re.search(
        r'<a href="magiclink/" class="md-nav__link">\s*<span class="md-ellipsis">'
        r"\s*Coming from magiclink",
        home,
    )


def test_the_magiclink_page_quotes_the_log_message(site: Path) -> None:
    from md_autolinks.python_markdown.magiclink import MESSAGE

    page_text = (REPO / "docs" / "magiclink.md").read_text()
    (quoted,) = re.findall(r"^WARNING -  (.*): \.\.\.$", page_text, flags=re.M)
    assert MESSAGE.startswith(quoted + ": ")


def test_the_magiclink_page_renders_each_input_with_both(site: Path) -> None:
    from site_tools.magiclink import MAGICLINK_CARDS

    html = page(site, "magiclink")
    assert html.count('<div class="ma-card ma-columns ma-versus"') == len(MAGICLINK_CARDS)
    assert "<!-- magiclink-cards -->" not in html
    www = html.split('data-input="Visit www.python.org/a_b_c now">')[1].split("ma-card")[0]
    assert (
        '<div class="ma-mode" data-mode="magiclink"><div class="ma-label">magiclink</div>'
        '<div class="ma-output"><p>Visit <a href="http://www.python.org/a_b_c">'
        "www.python.org/a_b_c</a> now</p></div>"
    ) in www
    assert (
        '<div class="ma-mode" data-mode="md-autolinks uts58"><div class="ma-label">'
        'md-autolinks uts58</div><div class="ma-output"><p>Visit '
        '<a href="https://www.python.org/a_b_c">www.python.org/a_b_c</a> now</p></div>'
    ) in www
    hidden = html.split('data-input="Docs at https://example.com/guide">')[1].split("ma-card")[0]
    assert (
        '<div class="ma-label">magiclink</div> <code>hide_protocol: true</code>'
        '<div class="ma-output"><p>Docs at <a href="https://example.com/guide">'
        "example.com/guide</a></p></div>"
    ) in hidden
    assert (
        '<div class="ma-label">md-autolinks gfm</div> <code>hide_scheme: true</code>'
        '<div class="ma-output"><p>Docs at <a href="https://example.com/guide">'
        "example.com/guide</a></p></div>"
    ) in hidden
    mail = html.split('data-input="Mail john.doe@python.org.">')[1].split("ma-card")[0]
    assert '<p>Mail <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#106;' in mail
    assert '<p>Mail <a href="mailto:john.doe@python.org">john.doe@python.org</a>.</p>' in mail
