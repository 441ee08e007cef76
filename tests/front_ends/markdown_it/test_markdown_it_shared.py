"""One ``MarkdownIt`` instance shared by threads renders each page as it renders it alone
(docs/getting-started.md#markdown-it-py: the rules keep nothing of a page), and a second
``.use`` of the plugin replaces the first configuration whole."""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor

from markdown_it import MarkdownIt, rules_inline

from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.markdown_it.alt_text import unwrapped
from md_autolinks.markdown_it.render_state import ENV_KEY

PAGES = [
    " ".join(
        f"see http://p{page}.com/{link} and *www.q{link}.org* ![www.r{link}.net](i.png)"
        for link in range(20)
    )
    for page in range(8)
]
"""8 pages of 40 links each, and 20 images whose alt text holds a www link (not linked)."""


def test_threads_sharing_one_instance_render_pages_as_one_thread_does() -> None:
    """Threads switch every microsecond here, so that renders interleave inside the rules."""
    shared = MarkdownIt("commonmark").use(autolinks_plugin)
    alone = [shared.render(page) for page in PAGES]
    assert all(html.count("<a href=") == 40 for html in alone)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            rendered = list(pool.map(lambda n: (n % 8, shared.render(PAGES[n % 8])), range(1000)))
    finally:
        sys.setswitchinterval(interval)
    assert [html for _, html in rendered] == [alone[n] for n, _ in rendered]


def test_a_page_leaves_nothing_in_its_env() -> None:
    env: dict[str, object] = {}
    MarkdownIt("commonmark").use(autolinks_plugin).render("see www.a.com", env)
    assert ENV_KEY not in env


def test_the_later_use_wins_with_its_own_options() -> None:
    md = MarkdownIt("commonmark").use(autolinks_plugin, target="_blank")
    md.use(autolinks_plugin, mode="uts58")
    assert md.render("see python.org and www.a.com") == (
        '<p>see <a href="https://python.org">python.org</a> and '
        '<a href="https://www.a.com">www.a.com</a></p>\n'
    )
    assert _plugin_rules(md) == ["md_autolinks"]
    assert _image_rule_wrapped(md)


def _plugin_rules(md: MarkdownIt) -> list[str]:
    return [rule for rule in md.inline.ruler.get_all_rules() if rule.startswith("md_autolinks")]


def _image_rule_wrapped(md: MarkdownIt) -> bool:
    """Whether markdown-it's ``image`` rule stands wrapped once to count alt-text parses
    (False where it stands as markdown-it made it)."""
    image = md.inline.ruler.__rules__[md.inline.ruler.__find__("image")].fn
    assert unwrapped(image) is rules_inline.image
    return image is not rules_inline.image


def test_each_mode_registers_only_the_inline_rules_it_needs() -> None:
    """markdown-it calls an inline rule at every position it stops at: md4c claims nothing
    inline (no claiming rule, ``image`` left as it is) but marks backslash breaks for its
    core rule; gfm and uts58 claim inline, count alt-text parses in a wrapper of ``image``
    and read no break as an escape."""
    registered = {}
    for mode in ("gfm", "md4c", "uts58"):
        md = MarkdownIt("commonmark").use(autolinks_plugin, mode=mode)
        registered[mode] = (_plugin_rules(md), _image_rule_wrapped(md))
    assert registered == {
        "gfm": (["md_autolinks"], True),
        "md4c": (["md_autolinks_break"], False),
        "uts58": (["md_autolinks"], True),
    }


def test_a_later_use_in_md4c_takes_out_the_earlier_inline_rules() -> None:
    """A rule the later mode does not need leaves with the earlier configuration, so the
    page renders as with md4c alone: nothing claimed before emphasis, no link right before a
    backslash break (gfm claims ``http://a.com/*x`` and links ``me@a.com``)."""
    text = "see http://a.com/*x* and me@a.com\\\nnext"
    md = MarkdownIt("commonmark").use(autolinks_plugin, mode="gfm")
    assert md.render(text) == (
        '<p>see <a href="http://a.com/*x">http://a.com/*x</a>* and '
        '<a href="mailto:me@a.com">me@a.com</a><br />\nnext</p>\n'
    )
    md.use(autolinks_plugin, mode="md4c")
    assert _plugin_rules(md) == ["md_autolinks_break"]
    assert not _image_rule_wrapped(md)
    assert md.render(text) == "<p>see http://a.com/<em>x</em> and me@a.com<br />\nnext</p>\n"
    md.use(autolinks_plugin, mode="gfm")
    assert _plugin_rules(md) == ["md_autolinks"]
    assert _image_rule_wrapped(md)
