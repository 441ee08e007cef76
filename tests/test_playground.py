"""The built site in headless Chromium: the playground runs the package in the browser,
and the comparison page shows every mode whole at 1280 px.

Chromium is Debian's (``/usr/bin/chromium``), driven by Playwright's Python package;
screenshots go to ``.artifacts/screenshots/``.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import markdown
import pytest
from docs_site import SCREENSHOTS, build_site, served

from md_autolinks import MODES, AutolinkExtension, OptionError
from md_autolinks.engine.options import OPTION_SPECS

pytestmark = pytest.mark.slow
playwright = pytest.importorskip("playwright.sync_api", reason="the test extra installs it")

CHROMIUM = Path("/usr/bin/chromium")
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
START_TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def site_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    site = build_site(tmp_path_factory.mktemp("docs") / "site")
    with served(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail("install Debian's chromium: apt-get install -y chromium")
    with (
        tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile,
        playwright.sync_playwright() as driver,
    ):
        context = driver.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_FLAGS,
            viewport={"width": WIDTH, "height": HEIGHT},
        )
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


def wait_until_rendered(page: object) -> None:
    """Wait until the page has rendered the input and options as they are now."""
    page.wait_for_selector('#pg[data-pending="0"]')  # type: ignore[attr-defined]


TYPED = "Go to www.commonmark.org/help. or python.org, mail me@example.org; see setup.py"
EXPECTED = {
    "gfm": [
        ("http://www.commonmark.org/help", "www.commonmark.org/help"),
        ("mailto:me@example.org", "me@example.org"),
    ],
    "md4c": [
        ("http://www.commonmark.org/help.", "www.commonmark.org/help."),
        ("mailto:me@example.org", "me@example.org"),
    ],
    "uts58": [
        ("https://www.commonmark.org/help", "www.commonmark.org/help"),
        ("https://python.org", "python.org"),
        ("mailto:me@example.org", "me@example.org"),
    ],
}


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
        assert page.inner_html(f"#pg-out-{mode}") == in_process(TYPED, mode), mode
    page.screenshot(path=str(SCREENSHOTS / "playground-1280.png"), full_page=True)

    page.select_option("select[name=bare_domains]", "all")
    page.fill("input[name=exclude_tlds]", "org")
    page.check("input[name=hide_scheme]")
    wait_until_rendered(page)
    assert rendered_anchors(page, "uts58") == [
        ("mailto:me@example.org", "me@example.org"),
        ("https://setup.py", "setup.py"),
    ]
    assert rendered_anchors(page, "gfm") == EXPECTED["gfm"]
    assert page.inner_html("#pg-out-uts58") == in_process(
        TYPED, "uts58", bare_domains="all", exclude_tlds=["org"], hide_scheme=True
    )
    page.screenshot(path=str(SCREENSHOTS / "playground-options-1280.png"), full_page=True)

    page.fill("input[name=target]", "_new")
    wait_until_rendered(page)
    with pytest.raises(OptionError) as bad_target:
        AutolinkExtension(target="_new")
    for mode in MODES:
        assert page.inner_text(f"#pg-out-{mode} .pg-error") == str(bad_target.value), mode
        assert rendered_anchors(page, mode) == []

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
def test_every_mode_is_visible_whole_at_1280_px(
    site_url: str, browser: object, path: str
) -> None:
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
