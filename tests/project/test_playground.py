"""The built site in headless Chromium: the playground runs the package in the browser,
and the comparison page shows every mode whole at 1280 px.

Chromium is Debian's (``/usr/bin/chromium``), driven by Playwright's Python package;
screenshots go to ``.artifacts/screenshots/``.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import markdown
import pytest

from md_autolinks import MODES, AutolinkExtension, OptionError
from md_autolinks.engine.options import OPTION_SPECS
from support.docs_site import SCREENSHOTS, build_site, served
from support.programs import CHROMIUM, NPM, need

pytestmark = pytest.mark.slow
playwright = pytest.importorskip("playwright.sync_api", reason="the test extra installs it")

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WIDTH, HEIGHT = 1280, 900
#: Pyodide's first start compiles its WebAssembly; a busy 2-core machine needs a while.
#: Every wait of the browser gets as long, so that only a hang fails a test.
START_TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def site_url(docs_site: Path) -> Iterator[str]:
    need(NPM, "the playground's runtime")
    with served(docs_site) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    need(CHROMIUM, "the browser tests")
    with (
        tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile,
        playwright.sync_playwright() as driver,
    ):
        context = driver.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM.path,
            headless=True,
            args=CHROMIUM_FLAGS,
            viewport={"width": WIDTH, "height": HEIGHT},
        )
        context.set_default_timeout(START_TIMEOUT_MS)
        yield context
        context.close()


class Requests:
    """Every URL a page asks for; anything not on 127.0.0.1 is refused."""

    def __init__(self, page: object) -> None:
        self.urls: list[str] = []
        page.route("**/*", self.answer)  # type: ignore[attr-defined]

    def answer(self, route: object) -> None:
        url = route.request.url  # type: ignore[attr-defined]
        self.urls.append(url)
        if urlsplit(url).hostname == "127.0.0.1":
            route.continue_()  # type: ignore[attr-defined]
        else:
            route.abort()  # type: ignore[attr-defined]

    def elsewhere(self) -> list[str]:
        return [url for url in self.urls if urlsplit(url).hostname != "127.0.0.1"]


def is_repository_facts(url: str) -> bool:
    """The theme's one request off the site: the header's repository facts (stars, latest
    release) from GitHub's API. The playground itself asks for nothing elsewhere."""
    parts = urlsplit(url)
    return parts.hostname == "api.github.com" and parts.path.startswith(
        "/repos/md-autolinks/md-autolinks"
    )


def rendered_anchors(page: object, mode: str) -> list[tuple[str, str]]:
    """``(href, text)`` of each generated anchor in ``mode``'s output pane."""
    pairs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        f"#pg-out-{mode} a.ma-demo",
        "anchors => anchors.map(a => [a.getAttribute('href'), a.textContent])",
    )
    return [(href, text) for href, text in pairs]


def in_process(text: str, mode: str, **options: object) -> str:
    """What the installed package renders for ``text``, for comparison with the browser."""
    return markdown.markdown(
        text, extensions=[AutolinkExtension(mode=mode, css_class="ma-demo", **options)]
    )


def shown_html(page: object, mode: str) -> str:
    """The HTML a mode's card shows, without the spans that keep a link's closing
    punctuation on its line (``keepClosingMarks`` in playground.js)."""
    return page.eval_on_selector(  # type: ignore[attr-defined,no-any-return]
        f"#pg-out-{mode}",
        "card => { const copy = card.cloneNode(true); copy.querySelectorAll('.pg-keep')"
        ".forEach((keep) => keep.replaceWith(...keep.childNodes));"
        " copy.normalize(); return copy.innerHTML; }",
    )


#: For each link of the cards followed by punctuation: is the first punctuation character
#: on the line where the link ends?
MARKS_ON_LINK_LINE = """() => {
  const apart = [];
  for (const link of document.querySelectorAll('.pg-rendered a')) {
    const keep = link.parentElement;
    if (!keep.classList.contains('pg-keep')) continue;
    const mark = document.createRange();
    mark.setStart(link.nextSibling, 0);
    mark.setEnd(link.nextSibling, 1);
    const linkLines = link.getClientRects();
    const last = linkLines[linkLines.length - 1];
    const dot = mark.getBoundingClientRect();
    if (Math.abs(dot.top - last.top) > 2) apart.push(link.textContent);
  }
  return apart;
}"""


def wait_until_rendered(page: object) -> None:
    """Wait until the page has rendered the input and options as they are now."""
    page.wait_for_selector('#pg[data-pending="0"]')  # type: ignore[attr-defined]


TYPED = "Go to www.commonmark.org/help. or python.org, mail me@python.org; see setup.py"
EXPECTED = {
    "gfm": [
        ("http://www.commonmark.org/help", "www.commonmark.org/help"),
        ("mailto:me@python.org", "me@python.org"),
    ],
    "md4c": [
        ("http://www.commonmark.org/help.", "www.commonmark.org/help."),
        ("mailto:me@python.org", "me@python.org"),
    ],
    "uts58": [
        ("https://www.commonmark.org/help", "www.commonmark.org/help"),
        ("https://python.org", "python.org"),
        ("mailto:me@python.org", "me@python.org"),
    ],
}


GFM_AND_MD4C_LEAVE = "links a domain only after www. or a scheme (http://, https://, ftp://)"
WHY_NOT_LINKED = {
    "gfm": [
        f"python.org: gfm {GFM_AND_MD4C_LEAVE}; mode: uts58 links it",
        f"setup.py: gfm {GFM_AND_MD4C_LEAVE}; mode: uts58 with bare_domains: all links it",
    ],
    "md4c": [
        f"python.org: md4c {GFM_AND_MD4C_LEAVE}; mode: uts58 links it",
        f"setup.py: md4c {GFM_AND_MD4C_LEAVE}; mode: uts58 with bare_domains: all links it",
    ],
    "uts58": ["setup.py: .py is a file extension; bare_domains: all links it"],
}


def not_linked(page: object) -> dict[str, list[str]]:
    """Each mode's "Not linked" list under its output, one line per candidate (a list is
    titled "Not linked" when it has lines)."""
    found = {}
    for mode in MODES:
        box = f"#pg-why-{mode}"
        lines = page.eval_on_selector_all(  # type: ignore[attr-defined]
            f"{box} li", "items => items.map(item => item.textContent)"
        )
        title = page.eval_on_selector_all(  # type: ignore[attr-defined]
            f"{box} .pg-why-title", "titles => titles.map(title => title.textContent)"
        )
        assert title == (["Not linked"] if lines else []), mode
        found[mode] = lines
    return found


def test_the_playground_renders_typed_text_in_every_mode(site_url: str, browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    requests = Requests(page)
    page.goto(site_url + "playground/")
    page.wait_for_selector('#pg[data-state=ready][data-pending="0"]', timeout=START_TIMEOUT_MS)

    page.fill("#pg-input", "")
    page.click("#pg-input")
    page.keyboard.type(TYPED)
    wait_until_rendered(page)
    for mode in MODES:
        assert rendered_anchors(page, mode) == EXPECTED[mode], mode
        assert shown_html(page, mode) == in_process(TYPED, mode), mode
        assert page.text_content(f"#pg-html-{mode}") == in_process(TYPED, mode), mode
    assert not_linked(page) == WHY_NOT_LINKED
    page.screenshot(path=str(SCREENSHOTS / "playground-1280.png"), full_page=True)
    kept = page.eval_on_selector_all(".pg-keep", "all => all.map((keep) => keep.textContent)")
    assert kept == [
        *("www.commonmark.org/help.", "me@python.org;"),  # gfm
        "me@python.org;",  # md4c: its link takes the "." of "help."
        *("www.commonmark.org/help.", "python.org,", "me@python.org;"),  # uts58
    ]
    page.set_viewport_size(NARROW)
    assert page.evaluate(MARKS_ON_LINK_LINE) == []
    page.screenshot(path=str(SCREENSHOTS / "playground-390.png"), full_page=True)
    page.set_viewport_size(WIDE)

    page.select_option("select[name=bare_domains]", "all")
    page.fill("input[name=exclude_tlds]", "org")
    page.check("input[name=hide_scheme]")
    wait_until_rendered(page)
    assert rendered_anchors(page, "uts58") == [
        ("mailto:me@python.org", "me@python.org"),
        ("https://setup.py", "setup.py"),
    ]
    assert rendered_anchors(page, "gfm") == EXPECTED["gfm"]
    assert shown_html(page, "uts58") == in_process(
        TYPED, "uts58", bare_domains="all", exclude_tlds=["org"], hide_scheme=True
    )
    assert not_linked(page)["uts58"] == [
        "www.commonmark.org/help: .org is in exclude_tlds; exclude_tlds without org links it",
        "python.org: .org is in exclude_tlds; exclude_tlds without org links it",
    ]
    page.screenshot(path=str(SCREENSHOTS / "playground-options-1280.png"), full_page=True)

    page.fill("input[name=target]", "_new")
    wait_until_rendered(page)
    with pytest.raises(OptionError) as bad_target:
        AutolinkExtension(target="_new")
    for mode in MODES:
        assert page.inner_text(f"#pg-out-{mode} .pg-error") == str(bad_target.value), mode
        assert rendered_anchors(page, mode) == []
    assert not_linked(page) == {mode: [] for mode in MODES}

    python_assets = [url for url in requests.urls if "/assets/playground/" in url]
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in python_assets)
    assert any("/wheels/md_autolinks-" in url for url in python_assets)
    assert [url for url in requests.elsewhere() if not is_repository_facts(url)] == []
    page.close()


#: For each element matching the selector: is its box inside the viewport and the content
#: column, and does neither it nor an ancestor inside the column clip or scroll away part of
#: its content (overflow other than visible, with content wider than the box)?
CLIPPED = """selector => {
  const column = document.querySelector('.md-content');
  const edge = column.getBoundingClientRect();
  const left = Math.max(0, edge.left) - 0.5, right = Math.min(window.innerWidth, edge.right) + 0.5;
  const bad = [];
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    let whole = box.width > 0 && box.left >= left && box.right <= right;
    for (let node = element; node && node !== column; node = node.parentElement) {
      const hides = getComputedStyle(node).overflowX !== 'visible';
      whole = whole && !(hides && node.scrollWidth > node.clientWidth + 1);
    }
    if (!whole) {
      const owner = element.closest('[data-input]');
      const where = owner ? owner.dataset.input + ' / ' : '';
      bad.push(where + (element.dataset.mode || element.textContent.slice(0, 40)));
    }
  }
  return bad;
}"""


def clipped(page: object, selector: str) -> list[str]:
    """The elements matching ``selector`` that a reader cannot see whole (see ``CLIPPED``)."""
    return page.evaluate(CLIPPED, selector)  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize("path", ["comparison/", "which-mode/"])
def test_every_mode_is_visible_whole_at_1280_px(site_url: str, browser: object, path: str) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(site_url + path)
    assert page.evaluate("window.innerWidth") == WIDTH
    cards = page.locator(".ma-card")
    assert cards.count() > 0
    for mode in MODES:
        cells = page.locator(f".ma-mode[data-mode={mode}]")
        assert cells.count() == cards.count()
        for index in range(cells.count()):
            assert cells.nth(index).is_visible()
    assert clipped(page, ".ma-mode") == []
    assert clipped(page, ".ma-input") == []
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    name = path.strip("/")
    page.screenshot(path=str(SCREENSHOTS / f"{name}-1280.png"), full_page=True)
    page.close()


def test_the_options_reference_fits_at_1280_px(site_url: str, browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(site_url + "options/")
    assert page.locator(".ma-options .ma-option").count() == len(OPTION_SPECS)
    assert clipped(page, ".ma-options .ma-option") == []
    assert clipped(page, ".ma-options dd") == []
    page.screenshot(path=str(SCREENSHOTS / "options-1280.png"), full_page=True)
    page.close()


# The playground at its edges: served without its runtime, opened as a file, downloading,
# and every text it shows readable in both of the site's themes.

NARROW = {"width": 390, "height": 844}
WIDE = {"width": WIDTH, "height": HEIGHT}
SCHEMES = ("default", "slate")
#: WCAG 2.2 success criterion 1.4.3 (Contrast, minimum), level AA, for text under 18 pt.
AA_CONTRAST = 4.5

#: Every text the reader sees inside ``root``: each element with a text node of its own, and
#: each text field or select (its placeholder when it is empty), as
#: ``[description, contrast ratio]``. The ratio is WCAG's
#: ``(L1 + 0.05) / (L2 + 0.05)`` between the text's colour and what is behind it: the
#: background colours of the element and its ancestors, composited from the page's white
#: canvas up (a translucent background lets the one under it through), with a translucent
#: text colour composited over that. Computed colours are ``rgb()``, ``rgba()`` or
#: ``color(srgb ...)``; any other form is an error rather than a guess.
CONTRASTS = """root => {
  const parse = (css) => {
    let m = css.match(/^rgba?\\(([\\d.]+), ([\\d.]+), ([\\d.]+)(?:, ([\\d.]+))?\\)$/);
    if (m) return [+m[1] / 255, +m[2] / 255, +m[3] / 255, m[4] === undefined ? 1 : +m[4]];
    m = css.match(/^color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)$/);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
    throw new Error('unread colour ' + css);
  };
  const over = (top, under) => {
    const a = top[3] + under[3] * (1 - top[3]);
    const mix = (i) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]) => {
    const lin = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const behind = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      layers.unshift(parse(getComputedStyle(node).backgroundColor));
    }
    return layers.reduce((under, layer) => over(layer, under), [1, 1, 1, 1]);
  };
  const seen = (element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
  const texts = [];
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    const field = element.matches('textarea, select, input[type=text]');
    if ((own || (field && (element.value || element.placeholder))) && seen(element)) {
      texts.push(element);
    }
  }
  return texts.map((element) => {
    const back = behind(element);
    const hint = element.placeholder && !element.value ? '::placeholder' : null;
    const fore = over(parse(getComputedStyle(element, hint).color), back);
    const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
    const name = element.tagName.toLowerCase() + (element.className ? '.' + element.className : '');
    const text = (element.value || element.placeholder || element.textContent).trim().slice(0, 30);
    return [name + ' ' + text, (light + 0.05) / (dark + 0.05)];
  });
}"""


def contrasts(page: object) -> list[tuple[str, float]]:
    """``(element, ratio)`` for every text the playground shows (see ``CONTRASTS``)."""
    found = page.evaluate(CONTRASTS, page.query_selector("#pg"))  # type: ignore[attr-defined]
    return [(name, ratio) for name, ratio in found]


#: Switch Material's palette, then wait for the colour transitions it starts to end (one
#: that another replaces is cancelled, and its ``finished`` rejects: that is an end too).
SWITCH_SCHEME = """async scheme => {
  document.body.setAttribute('data-md-color-scheme', scheme);
  const ended = (animation) => animation.finished.catch(() => {});
  await Promise.all(document.getAnimations().map(ended));
}"""


def use_scheme(page: object, scheme: str) -> None:
    """Switch the page to Material's light (``default``) or dark (``slate``) palette."""
    page.evaluate(SWITCH_SCHEME, scheme)  # type: ignore[attr-defined]


def assert_readable_in_both_themes(page: object, case: str, *must_show: str) -> None:
    """Every text meets AA contrast in both themes, each of ``must_show`` among them;
    screenshots of ``case`` at 1280 px and 390 px in each theme."""
    for scheme in SCHEMES:
        use_scheme(page, scheme)
        measured = contrasts(page)
        for shown in must_show:
            assert any(name.startswith(shown) for name, _ in measured), (scheme, shown)
        assert [(name, round(ratio, 2)) for name, ratio in measured if ratio < AA_CONTRAST] == [], (
            scheme
        )
        for size, width in ((WIDE, "1280"), (NARROW, "390")):
            page.set_viewport_size(size)  # type: ignore[attr-defined]
            page.screenshot(  # type: ignore[attr-defined]
                path=str(SCREENSHOTS / f"playground-{case}-{scheme}-{width}.png"), full_page=True
            )
        page.set_viewport_size(WIDE)  # type: ignore[attr-defined]
    use_scheme(page, "default")


def page_errors(page: object) -> list[str]:
    """Uncaught script errors of ``page``, collected from now on."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))  # type: ignore[attr-defined]
    return errors


@pytest.fixture(scope="module")
def site_without_runtime(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site(tmp_path_factory.mktemp("docs-off") / "site", playground=False)


def test_every_playground_text_meets_aa_contrast_in_both_themes(
    site_url: str, browser: object
) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(site_url + "playground/")
    page.wait_for_selector('#pg[data-state=ready][data-pending="0"]', timeout=START_TIMEOUT_MS)
    page.fill("#pg-input", TYPED)
    wait_until_rendered(page)
    page.eval_on_selector_all("#pg details", "all => all.forEach(d => { d.open = true; })")
    assert_readable_in_both_themes(
        page,
        "links",
        "a.ma-demo www.commonmark.org/help",
        "p.pg-why-title Not linked",
        "li setup.py: .py is a file",
        "input e.g. nofollow",
    )

    page.fill("input[name=target]", "_new")
    wait_until_rendered(page)
    assert page.locator(".pg-error").count() == len(MODES)
    assert_readable_in_both_themes(page, "error", "p.pg-error target: ")
    page.close()


def test_a_playground_that_cannot_start_says_why_readably(site_url: str, browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.route("**/assets/playground/pyodide/pyodide.mjs", lambda route: route.abort())
    page.goto(site_url + "playground/")
    page.wait_for_selector("#pg[data-state=failed]", timeout=START_TIMEOUT_MS)
    assert page.inner_text("#pg-status").startswith("The playground could not start: ")
    cards = page.eval_on_selector_all(".pg-rendered", "all => all.map((card) => card.innerText)")
    assert cards == ["No output: the playground could not start (see above)."] * len(MODES)
    assert_readable_in_both_themes(page, "failed", "p.pg-status The playground could not")
    page.close()


FILE_MESSAGE = (
    "The playground needs the site served over http, not opened as a file: run "
    "python -m http.server -d site and open http://localhost:8000/playground/."
)


def test_opened_as_a_file_the_playground_says_to_serve_the_site(
    site_without_runtime: Path, browser: object
) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    errors = page_errors(page)
    page.goto((site_without_runtime / "playground" / "index.html").as_uri())
    page.wait_for_selector("#pg[data-state=unavailable]")
    assert page.inner_text("#pg-status") == FILE_MESSAGE
    assert page.inner_html("#pg-status code") == "python -m http.server -d site"
    assert page.evaluate("document.getElementById('pg-progress').hidden") is True
    assert_readable_in_both_themes(page, "file", "p.pg-status The playground needs")
    assert errors == []
    page.close()


LEFT_OUT_MESSAGE = (
    "This build of the site left out the playground's runtime (MD_AUTOLINKS_PLAYGROUND=off); "
    "build it without that setting to try the playground."
)


def test_built_without_its_runtime_the_playground_says_so(
    site_without_runtime: Path, browser: object
) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    errors = page_errors(page)
    with served(site_without_runtime) as url:
        page.goto(url + "playground/")
        page.wait_for_selector("#pg[data-state=unavailable]")
    assert page.inner_text("#pg-status") == LEFT_OUT_MESSAGE
    assert page.evaluate("document.getElementById('pg-progress').hidden") is True
    assert_readable_in_both_themes(page, "left-out", "p.pg-status This build of the site")
    assert errors == []
    page.close()


#: Every text ``#pg-status`` is given, in order, from the moment the page starts (the first
#: is the page's own, as the parser puts it in).
STATUS_LOG = """
window.statusLog = [];
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target.id === 'pg-status' && record.type === 'childList') {
      for (const node of record.addedNodes) window.statusLog.push(node.textContent);
    }
  }
}).observe(document, { childList: true, subtree: true });
"""
DOWNLOADING = re.compile(r"Downloading Python and md-autolinks: (\d+\.\d) of (\d+\.\d) MB")
#: Slow enough that the ~13 MB take seconds, so the bar is seen part-way.
THROTTLE = {"offline": False, "latency": 0, "downloadThroughput": 2_000_000, "uploadThroughput": -1}


def test_the_playground_shows_its_download_progress(site_url: str, browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    requests = Requests(page)
    page.add_init_script(STATUS_LOG)
    network = page.context.new_cdp_session(page)
    network.send("Network.enable")
    network.send("Network.setCacheDisabled", {"cacheDisabled": True})
    network.send("Network.emulateNetworkConditions", THROTTLE)
    page.goto(site_url + "playground/")
    page.wait_for_function(
        "() => { const bar = document.getElementById('pg-progress');"
        " return !bar.hidden && bar.value > bar.max / 4; }",
        timeout=START_TIMEOUT_MS,
    )
    waiting = page.eval_on_selector_all(".pg-rendered", "all => all.map((card) => card.innerText)")
    assert waiting == ["Waiting for Python to load…"] * len(MODES)
    for size, width in ((WIDE, "1280"), (NARROW, "390")):
        page.set_viewport_size(size)
        page.screenshot(path=str(SCREENSHOTS / f"playground-progress-{width}.png"))
    page.set_viewport_size(WIDE)
    page.wait_for_selector("#pg[data-state=ready]", timeout=START_TIMEOUT_MS)

    manifest = page.evaluate("fetch('../assets/playground/manifest.json').then(r => r.json())")
    downloads: dict[str, int] = manifest["downloads"]
    total = sum(downloads.values())
    fetched = {
        url.split("/assets/playground/", 1)[1]
        for url in requests.urls
        if "/assets/playground/" in url
    }
    assert fetched - set(downloads) == {
        "playground.js",
        "worker.js",
        "needs-http.js",
        "manifest.json",
    }
    assert set(downloads) <= fetched
    log: list[str] = page.evaluate("window.statusLog")
    assert log[0] == "Loading Python and md-autolinks…"
    counted = [DOWNLOADING.fullmatch(text) for text in log[1:-2]]
    assert all(counted), log
    assert {match.group(2) for match in counted if match} == {f"{total / 1e6:.1f}"}
    received = [float(match.group(1)) for match in counted if match]
    assert received[0] == 0.0
    assert received[-1] == float(f"{total / 1e6:.1f}")
    assert received == sorted(received)
    assert len(set(received)) >= 5, received
    assert log[-2:] == [
        "Starting Python…",
        f"md-autolinks {manifest['wheels'][0].split('-')[1]} on Pyodide {manifest['pyodide']}"
        f" (Python {manifest['python']})",
    ]
    bar = page.evaluate(
        "(({hidden, max, value}) => ({hidden, max, value}))(document.getElementById('pg-progress'))"
    )
    assert bar == {"hidden": True, "max": total, "value": total}
    page.close()


def test_the_magiclink_page_shows_both_whole_at_1280_and_390_px(
    site_url: str, browser: object
) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(site_url + "magiclink/")
    assert page.locator(".ma-versus").count() > 0
    for size, width in ((WIDE, "1280"), (NARROW, "390")):
        page.set_viewport_size(size)
        assert clipped(page, ".ma-versus .ma-mode") == []
        assert clipped(page, ".ma-versus .ma-input") == []
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        page.screenshot(path=str(SCREENSHOTS / f"magiclink-{width}.png"), full_page=True)
    page.close()


#: The URLs a thread loaded itself (its resource timing: the page's main thread and each
#: worker have their own).
THREAD_LOADS = "performance.getEntriesByType('resource').map((entry) => entry.name)"


def test_python_runs_in_a_web_worker(site_url: str, browser: object) -> None:
    """Pyodide and the wheels are loaded and run by ``worker.js``, never by the page's main
    thread, which only sends text and options and shows what comes back."""
    page = browser.new_page()  # type: ignore[attr-defined]
    errors = page_errors(page)
    page.goto(site_url + "playground/")
    page.wait_for_selector('#pg[data-state=ready][data-pending="0"]', timeout=START_TIMEOUT_MS)
    workers = [
        worker
        for worker in page.workers  # type: ignore[attr-defined]
        if "/assets/playground/" in worker.url  # the theme's search has a worker of its own
    ]
    assert [urlsplit(worker.url).path for worker in workers] == ["/assets/playground/worker.js"]
    main_thread = [urlsplit(url).path for url in page.evaluate(THREAD_LOADS)]
    playground = sorted(path for path in main_thread if "/assets/playground/" in path)
    assert playground == [
        "/assets/playground/manifest.json",
        "/assets/playground/needs-http.js",
        "/assets/playground/playground.js",
        "/assets/playground/worker.js",
    ]
    in_worker = workers[0].evaluate(THREAD_LOADS)
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in in_worker)
    assert any("/wheels/md_autolinks-" in url for url in in_worker)
    marks = page.evaluate("performance.getEntriesByType('mark').map((mark) => mark.name)")
    assert [name for name in marks if name.startswith("playground-")] == [
        "playground-loading",
        "playground-ready",
    ]
    page.fill("#pg-input", TYPED)
    wait_until_rendered(page)
    assert shown_html(page, "uts58") == in_process(TYPED, "uts58")
    assert errors == []
    page.close()


def option_boxes(page: object) -> list[str]:
    """The names of the playground's text option boxes, in page order."""
    return page.eval_on_selector_all(  # type: ignore[attr-defined,no-any-return]
        ".pg-options input[type=text]", "boxes => boxes.map((box) => box.name)"
    )


def box_contrasts(page: object) -> list[tuple[str, float]]:
    """``(shown text, contrast)`` of each option box, in page order (see ``CONTRASTS``; the
    theme marks a focused box with a class, hence the split)."""
    boxes = page.query_selector(".pg-options")  # type: ignore[attr-defined]
    found = page.evaluate(CONTRASTS, boxes)  # type: ignore[attr-defined]
    shown = [(name.partition(" "), ratio) for name, ratio in found]
    return [(text, ratio) for (tag, _, text), ratio in shown if tag.split(".")[0] == "input"]


PLACEHOLDERS = {
    "exclude_tlds": "e.g. file-extensions, app",
    "allow_domains": "e.g. example.com",
    "deny_domains": "e.g. evil.example",
    "rel": "e.g. nofollow",
    "target": "e.g. _blank",
    "title": "e.g. {kind}: {href}",
}
#: Typed text must stand out from a hint: at least this many times the hint's contrast.
TYPED_OVER_HINT = 1.5


def test_option_placeholders_read_as_hints_in_both_themes(site_url: str, browser: object) -> None:
    """An empty option box shows an example, marked as one: "e.g.", italic, and a colour
    well apart from typed text, yet at AA contrast, in the light and the dark theme."""
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(site_url + "playground/")
    page.wait_for_selector('#pg[data-state=ready][data-pending="0"]', timeout=START_TIMEOUT_MS)
    names = option_boxes(page)
    assert {
        name: page.get_attribute(f"input[name={name}]", "placeholder") for name in names
    } == PLACEHOLDERS
    for scheme in SCHEMES:
        use_scheme(page, scheme)
        styles = page.eval_on_selector_all(
            ".pg-options input[type=text]",
            "boxes => boxes.map((box) => getComputedStyle(box, '::placeholder').fontStyle)",
        )
        assert styles == ["italic"] * len(names), scheme
        controls = page.eval_on_selector_all(
            ".pg-options input[type=checkbox], .pg-options select, .pg-input",
            "all => [...new Set(all.map((control) => getComputedStyle(control).colorScheme))]",
        )
        assert controls == ["dark" if scheme == "slate" else "light"], scheme
        hints = box_contrasts(page)
        for name in names:
            page.fill(f"input[name={name}]", "typed")
        typed = box_contrasts(page)
        for name in names:
            page.fill(f"input[name={name}]", "")
        assert [shown for shown, _ in hints] == [PLACEHOLDERS[name] for name in names], scheme
        assert [shown for shown, _ in typed] == ["typed"] * len(names), scheme
        hint_ratios = [ratio for _, ratio in hints]
        typed_ratios = [ratio for _, ratio in typed]
        low = [name for name, ratio in zip(names, hint_ratios, strict=True) if ratio < AA_CONTRAST]
        assert low == [], (scheme, hints)
        apart = [t / h for t, h in zip(typed_ratios, hint_ratios, strict=True)]
        close = [name for name, ratio in zip(names, apart, strict=True) if ratio < TYPED_OVER_HINT]
        assert close == [], (scheme, hints, typed)
    wait_until_rendered(page)
    page.fill("input[name=rel]", "nofollow")
    wait_until_rendered(page)
    for scheme in SCHEMES:
        use_scheme(page, scheme)
        for size, width in ((WIDE, "1280"), (NARROW, "390")):
            page.set_viewport_size(size)  # type: ignore[attr-defined]
            page.locator(".pg-options").screenshot(  # type: ignore[attr-defined]
                path=str(SCREENSHOTS / f"playground-hints-{scheme}-{width}.png")
            )
        page.set_viewport_size(WIDE)  # type: ignore[attr-defined]
    page.close()
