"""What the Python-Markdown front end shares and what it keeps per page
(``docs/python-markdown.md#shared-state``): one ``AutolinkExtension`` object may serve
several ``Markdown`` instances, each keeping its own page state; a user's ``filter`` lives
only as long as its page; the tree pass walks any tree Python-Markdown builds, however
deep; threads sharing one configuration make the pages one thread makes."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import markdown
import pytest

from md_autolinks import AutolinkExtension, Link, find_links
from md_autolinks.python_markdown.extension import PageState

GUARDED_PAGE = "See http://a.com/*x* and *y*."
GUARDED_HTML = '<p>See <a href="http://a.com/*x">http://a.com/*x</a>* and <em>y</em>.</p>'
PAGES = 10_000
"""Pages rendered with a new filter closure each (the long-running test)."""


def _guard_of(md: markdown.Markdown) -> object:
    return md.preprocessors["md_autolinks"].guard  # type: ignore[attr-defined]


def _page_states(md: markdown.Markdown) -> list[PageState]:
    return [ext for ext in md.registeredExtensions if isinstance(ext, PageState)]


@pytest.mark.parametrize("first_reset", ["a", "b"])
def test_one_extension_object_serves_two_instances_each_with_its_own_page(
    first_reset: str,
) -> None:
    shared = AutolinkExtension()
    instances = {
        "a": markdown.Markdown(extensions=[shared]),
        "b": markdown.Markdown(extensions=[shared]),
    }
    assert instances["a"].convert(GUARDED_PAGE) == GUARDED_HTML
    assert instances["b"].convert(GUARDED_PAGE) == GUARDED_HTML
    guards = {name: _guard_of(md) for name, md in instances.items()}
    assert guards["a"] is not guards["b"]
    assert all(guard.handed_out for guard in guards.values())  # type: ignore[attr-defined]
    other = "b" if first_reset == "a" else "a"
    instances[first_reset].reset()
    assert guards[first_reset].handed_out is False  # type: ignore[attr-defined]
    assert guards[other].handed_out is True  # type: ignore[attr-defined]
    instances[other].reset()
    assert guards[other].handed_out is False  # type: ignore[attr-defined]
    for md in instances.values():
        assert len(_page_states(md)) == 1
        assert md.convert("Plain text, then www.b.org/_p_ here.") == (
            '<p>Plain text, then <a href="http://www.b.org/_p">www.b.org/_p</a>_ here.</p>'
        )


def _closure(serial: int, released: list[int]) -> Callable[[Link], object]:
    """A filter over a request-sized object, counted in ``released`` when it is freed."""
    request = bytearray(64)

    def policy(link: Link) -> object:
        return True if request else None

    weakref.finalize(policy, released.append, serial)
    return policy


def test_a_page_filter_is_released_with_its_page() -> None:
    released: list[int] = []
    policy = _closure(0, released)
    held = weakref.ref(policy)
    html = markdown.markdown(
        "see www.a.com",
        extensions=["md_autolinks"],
        extension_configs={"md_autolinks": {"filter": policy}},
    )
    assert html == '<p>see <a href="http://www.a.com">www.a.com</a></p>'
    assert [link.text for link in find_links("see www.a.com", filter=policy)] == ["www.a.com"]
    md = markdown.Markdown(extensions=[AutolinkExtension(filter=policy)])
    assert md.convert("see www.a.com") == html
    del policy, md
    gc.collect()
    assert held() is None
    assert released == [0]


@pytest.mark.parametrize("through", ["markdown", "find_links"])
def test_live_filters_stay_bounded_over_ten_thousand_pages(through: str) -> None:
    released: list[int] = []
    most_alive_after_collection = 0
    for serial in range(PAGES):
        policy = _closure(serial, released)
        if through == "markdown":
            html = markdown.markdown(
                "see www.a.com",
                extensions=["md_autolinks"],
                extension_configs={"md_autolinks": {"filter": policy}},
            )
            assert html == '<p>see <a href="http://www.a.com">www.a.com</a></p>'
        else:
            assert len(find_links("see www.a.com", filter=policy)) == 1
        del policy
        if serial % 1000 == 999:
            gc.collect()
            alive = serial + 1 - len(released)
            most_alive_after_collection = max(most_alive_after_collection, alive)
    assert most_alive_after_collection == 0
    assert len(released) == PAGES


DEEP_PAGE = "*a " * 1000 + "see http://a.com www.b.org" + " a*" * 1000


@pytest.mark.parametrize(
    ("mode", "www_href"), [("gfm", "http"), ("md4c", "http"), ("uts58", "https")]
)
def test_a_page_nested_a_thousand_deep_renders_as_python_markdown_renders_it(
    mode: str, www_href: str
) -> None:
    alone = markdown.markdown(DEEP_PAGE)
    assert alone.count("<em>") == 1000
    linked = markdown.markdown(
        DEEP_PAGE, extensions=["md_autolinks"], extension_configs={"md_autolinks": {"mode": mode}}
    )
    assert linked == alone.replace(
        "see http://a.com www.b.org",
        f'see <a href="http://a.com">http://a.com</a> '
        f'<a href="{www_href}://www.b.org">www.b.org</a>',
    )


THREAD_PAGES = [
    f"Page {n}: see http://a.com/*{n}* and www.b{n}.org/_x_, me{n}@c.org, *e{n}*.\n\n"
    f"- item www.d{n}.com\n  > quoted http://e.com/{n}"
    for n in range(24)
]


@pytest.mark.parametrize("mode", ["gfm", "uts58"])
def test_threads_sharing_one_extension_object_make_the_pages_one_thread_makes(mode: str) -> None:
    shared = AutolinkExtension(mode=mode, css_class="auto")
    serial = [markdown.Markdown(extensions=[shared]).convert(page) for page in THREAD_PAGES]
    start = threading.Barrier(4)

    def render(offset: int) -> list[str]:
        own = markdown.Markdown(extensions=[shared])
        start.wait()
        pages = []
        for index in range(offset, len(THREAD_PAGES) * 5, 4):
            page = THREAD_PAGES[index % len(THREAD_PAGES)]
            if index % 2:
                pages.append(markdown.Markdown(extensions=[shared]).convert(page))
            else:
                pages.append(own.reset().convert(page))
        return pages

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(render, range(4)))
    for offset, pages in enumerate(results):
        expected = [
            serial[index % len(THREAD_PAGES)] for index in range(offset, len(THREAD_PAGES) * 5, 4)
        ]
        assert pages == expected
    assert serial[0].count('class="auto"') == 5
