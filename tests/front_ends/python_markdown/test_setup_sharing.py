"""Set-up is paid once per configuration and shared by every ``Markdown`` instance, as
MkDocs and ``markdown.markdown()`` make one per page; the sharing never changes a page."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import markdown
import pytest

import md_autolinks
from md_autolinks import AutolinkExtension, OptionError, find_links
from md_autolinks.engine import options as options_module
from md_autolinks.python_markdown import inline_guard as guard_module
from md_autolinks.python_markdown.plan import front_end_plan

TILDE_PAGE = "See www.a.com/~x~ and http://b.com/~y~ now"
TILDE_LINKED = (
    '<p>See <a href="http://www.a.com/~x">www.a.com/~x</a>~ and '
    '<a href="http://b.com/~y">http://b.com/~y</a>~ now</p>'
)
PLAIN_LINKED = TILDE_LINKED


Work = tuple[str, list[str], dict[str, dict[str, str]]]


class UnhashableFilter:
    """A filter object without a hash (it defines equality): it cannot key a cache."""

    def __init__(self, href: str) -> None:
        self.href = href
        self.calls = 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UnhashableFilter) and other.href == self.href

    __hash__ = None  # type: ignore[assignment]

    def __call__(self, link: md_autolinks.Link) -> str:
        self.calls += 1
        return self.href


def test_equal_configurations_share_their_options_and_scanners() -> None:
    first = AutolinkExtension(mode="uts58", kinds=["url", "email"])
    second = AutolinkExtension(mode="uts58", kinds=("url", "email"))
    assert first.options is second.options
    assert front_end_plan(first.options) is front_end_plan(second.options)
    assert AutolinkExtension(mode="gfm").options is not first.options


def test_a_bad_value_is_refused_every_time_and_one_is_not_true() -> None:
    assert AutolinkExtension(readable_text=True).options.readable_text is True
    for _ in range(2):
        with pytest.raises(OptionError, match="readable_text: expected true or false, got 1"):
            AutolinkExtension(readable_text=1)


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_an_unhashable_filter_works_in_the_engine_and_the_extension(mode: str) -> None:
    first, second = UnhashableFilter("https://one.example/"), UnhashableFilter("https://two/")
    assert [link.href for link in find_links("see www.a.com", mode=mode, filter=first)] == [
        "https://one.example/"
    ]
    pages = [
        markdown.markdown("see www.a.com", extensions=[AutolinkExtension(mode=mode, filter=f)])
        for f in (first, second)
    ]
    assert pages == [
        '<p>see <a href="https://one.example/">www.a.com</a></p>',
        '<p>see <a href="https://two/">www.a.com</a></p>',
    ]
    assert (first.calls, second.calls) == (2, 1)


def test_the_reading_of_later_patterns_follows_the_neighbour_extensions() -> None:
    """A page read with pymdownx.tilde shields ``~`` in links; the same configuration
    without it never does, whichever instance was made first."""
    for order in ([["pymdownx.tilde"], []], [[], ["pymdownx.tilde"]]):
        for neighbours in order:
            md = markdown.Markdown(extensions=["md_autolinks", *neighbours])
            page = md.convert(TILDE_PAGE)
            firsts = md.preprocessors["md_autolinks"].guard._consumed.firsts  # type: ignore[attr-defined]
            assert page == (TILDE_LINKED if neighbours else PLAIN_LINKED)
            assert ("~" in firsts) is bool(neighbours)
    assert markdown.markdown(TILDE_PAGE, extensions=["pymdownx.tilde"]) == (
        "<p>See www.a.com/<sub>x</sub> and http://b.com/<sub>y</sub> now</p>"
    )


def test_later_patterns_are_read_once_for_many_instances(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(guard_module, "_later_readings", {})
    reads: list[object] = []
    original = guard_module.consumed_after

    def counting(md: markdown.Markdown, guard: object) -> object:
        reads.append(guard)
        return original(md, guard)

    monkeypatch.setattr(guard_module, "consumed_after", counting)
    pages = {
        markdown.markdown("See http://a.com/_x_ now", extensions=["md_autolinks", "pymdownx.mark"])
        for _ in range(20)
    }
    assert pages == {'<p>See <a href="http://a.com/_x">http://a.com/_x</a>_ now</p>'}
    assert len(reads) == 1


def test_options_are_validated_once_for_many_instances(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(options_module, "_validated", {})
    calls: list[object] = []
    original = options_module.Options.from_mapping.__func__  # type: ignore[attr-defined]

    def counting(cls: type, values: object = None, **more: object) -> object:
        calls.append(values)
        return original(cls, values, **more)

    monkeypatch.setattr(options_module.Options, "from_mapping", classmethod(counting))
    config = {"md_autolinks": {"mode": "md4c", "css_class": "auto"}}
    for _ in range(10):
        markdown.markdown("x www.a.com", extensions=["md_autolinks"], extension_configs=config)
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("mode", "link"),
    [("gfm", "http://a.com/*x"), ("uts58", "http://a.com/*x*")],
)
def test_reset_starts_each_document_afresh(mode: str, link: str) -> None:
    documents = [
        "See http://a.com/*x* and *y*.",
        "Plain text, no link.",
        "Mail me@a.com or www.b.org/_p_ now.",
        "See http://a.com/*x* and *y*.",
    ]
    config = {"md_autolinks": {"mode": mode}}
    md = markdown.Markdown(extensions=["md_autolinks"], extension_configs=config)
    reused = []
    for document in documents:
        reused.append(md.convert(document))
        md.reset()
    fresh = [
        markdown.markdown(document, extensions=["md_autolinks"], extension_configs=config)
        for document in documents
    ]
    assert reused == fresh
    assert reused[0] == reused[3]
    assert f'<a href="{link}">{link}</a>' in reused[0]


def test_threads_rendering_at_once_make_the_pages_one_thread_makes() -> None:
    documents = [
        f"Page {n}: see http://a.com/_{n}_ and www.b{n}.org/~x~, me{n}@c.org, *e{n}*."
        for n in range(40)
    ]
    configurations = [
        (["md_autolinks"], {"md_autolinks": {"mode": mode}}) for mode in ("gfm", "md4c", "uts58")
    ] + [(["md_autolinks", "pymdownx.tilde"], {"md_autolinks": {"mode": "gfm"}})]
    work = [(doc, exts, cfg) for doc in documents for exts, cfg in configurations]

    def render(item: Work) -> str:
        document, extensions, config = item
        return markdown.markdown(document, extensions=extensions, extension_configs=config)

    serial = [render(item) for item in work]
    options_module._validated.clear()
    guard_module._later_readings.clear()
    start = threading.Barrier(4)

    def render_after_barrier(items: list[Work]) -> list[str]:
        start.wait()
        return [render(item) for item in items]

    with ThreadPoolExecutor(max_workers=4) as pool:
        chunks = [work[i::4] for i in range(4)]
        results = list(pool.map(render_after_barrier, chunks))
    parallel: list[str] = [""] * len(work)
    for offset, chunk in enumerate(results):
        parallel[offset::4] = chunk
    assert parallel == serial
    assert [sum(page.count("<a href=") for page in serial[i::4]) for i in range(4)] == [
        120,
        80,
        120,
        120,
    ]
