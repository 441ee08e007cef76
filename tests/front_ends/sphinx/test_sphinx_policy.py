"""The user's controls in Sphinx, on the links reST makes itself, on pages left out, and in
``conf.py``: built from ``integrations/sphinx-policy`` (reST + MyST) with and without the
extension, and from tiny projects."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from md_autolinks import MODES
from support.built_html import copy_project, nested_anchors, run_tool
from support.sphinx_projects import build, paragraphs, ref, tiny_project

pytestmark = pytest.mark.slow

POLICY_PAGES = (
    "index", "myst", "changelog", "release-notes/1.0", "opted-out", "opted-out-myst",
)  # fmt: skip
LEFT_OUT = ("changelog", "release-notes/1.0", "opted-out", "opted-out-myst")


def auto(href: str, text: str, extra: str = "") -> str:
    return f'<a class="autolink reference external" href="{href}"{extra}>{text}</a>'


HELP = auto(
    "mailto:help&#37;&#52;&#48;docs&#46;example&#46;org",
    "help<span>&#64;</span>docs<span>&#46;</span>example<span>&#46;</span>org",
)
PYTHON = auto(
    "https://docs.python.org/3/", "https://docs.python.org/3/", ' rel="noopener" target="_blank"'
)
POLICY_EXAMPLE = [
    "<p>Pay at https://bank.com/pay or www.bank.com or me&#64;bank.com, see "
    + auto("https://docs.example.org/x", "https://docs.example.org/x") + ".</p>",
    f"<p>Open {PYTHON} or https://tracker.example/12 or mail {HELP}.</p>",
]  # fmt: skip
"""The policy example of docs/getting-started.md (``deny_domains = ["bank.com"]``,
``css_class = "autolink"``) and the project's filter, the same in reST and MyST."""


def body(html: str) -> str:
    return html[html.index('<div class="body"') : html.index('<div class="sphinxsidebar"')]


def policy_build(tmp_path: Path, *args: str) -> dict[str, str]:
    """The ``integrations/sphinx-policy`` project built from the repository's folder (not
    the project's), ``args`` added; each page's HTML body by docname."""
    project = copy_project("sphinx-policy", tmp_path)
    out = tmp_path / "out"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", *args, project, out)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return {page: body((out / f"{page}.html").read_text()) for page in POLICY_PAGES}


@pytest.fixture(scope="module")
def without_extension(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return policy_build(tmp_path_factory.mktemp("plain"), "-D", "extensions=myst_parser")


def unwrapped(html: str) -> str:
    """``html`` with each external anchor replaced by its text, the characters Sphinx cloaks
    in an email's text (``<span>&#64;</span>``) read as they show."""
    text = re.sub(r'<a class="[^"]*reference external"[^>]*>(.*?)</a>', r"\1", html, flags=re.S)
    return unescape(re.sub(r"<span>(&#\d+;)</span>", r"\1", text))


def test_policy_example_in_rest_and_myst(tmp_path: Path, without_extension: dict[str, str]) -> None:
    html = policy_build(tmp_path)
    for page in ("index", "myst"):
        lines = html[page].splitlines()
        for line in POLICY_EXAMPLE:
            assert line in lines, (page, line)
    assert (
        "<p>Written links stay: " + ref("https://bank.com/", "the bank") + ", "
        + ref("https://bank.com/written", "https://bank.com/written") + ",\n&lt;"
        + ref("https://bank.com/angle", "https://bank.com/angle")
        + "&gt;, and irc://irc.bank.com/room and "
        + auto("irc://irc.example.net/room", "irc://irc.example.net/room") + ".</p>"
    ) in html["index"]  # fmt: skip
    assert (
        "<p>In brackets (" + auto("https://docs.example.org/(x", "https://docs.example.org/(x")
        + ")) and at the end " + auto("https://docs.example.org/end", "https://docs.example.org/end")
        + ".</p>"
    ) in html["index"]  # fmt: skip
    for page in POLICY_PAGES:
        assert unwrapped(html[page]) == unwrapped(without_extension[page]), page
        assert nested_anchors(html[page]) == 0


@pytest.mark.parametrize("mode", MODES)
def test_a_denied_host_is_never_linked_and_left_out_pages_are_untouched(
    tmp_path: Path, mode: str, without_extension: dict[str, str]
) -> None:
    html = policy_build(tmp_path, "-D", f"md_autolinks_mode={mode}")
    linked = {
        href for page in ("index", "myst")
        for href in re.findall(r'href="([^"]*bank[^"]*)"', html[page])
    }  # fmt: skip
    assert linked == {"https://bank.com/", "https://bank.com/written", "https://bank.com/angle"}
    for page in LEFT_OUT:
        assert html[page] == without_extension[page], page
    for page in POLICY_PAGES:
        assert unwrapped(html[page]) == unwrapped(without_extension[page]), page


STANDALONE = (
    "See https://a.com/x%C3%A9, (https://b.org/(y)) and c@d.net, irc://e.org/x, https://f.org/y."
)


STANDALONE_LINKED = [
    '<p>See <a class="auto reference external" href="https://a.com/x%C3%A9" '
    'rel="nofollow" title="url">a.com/xé</a>, (<a class="auto reference external" '
    'href="https://b.org/(y" rel="nofollow" title="url">b.org/(y</a>)) and '
    '<a class="auto mail reference external" href="mailto:c&#37;&#52;&#48;d&#46;net" '
    'rel="nofollow" title="email">c<span>&#64;</span>d<span>&#46;</span>net</a>, '
    '<a class="auto reference external" href="irc://e.org/x" rel="nofollow" '
    'title="url">irc://e.org/x</a>, <a class="auto reference external" '
    'href="https://f.org/y" rel="nofollow" title="url">f.org/y</a>.</p>'
]  # fmt: skip


@pytest.mark.parametrize("mode", ["gfm", "md4c"])
def test_standalone_links_keep_docutils_extent_and_take_the_anchor_options(
    tmp_path: Path, mode: str
) -> None:
    """A standalone URI reST linked keeps the extent docutils gave it (gfm would balance
    ``(https://b.org/(y))``, md4c would take the final period of ``https://f.org/y.``; every
    mode in ``test_sphinx_raw_and_linkify``). ``kinds`` does not unlink what reST linked;
    every anchor option applies."""
    project = tiny_project(
        tmp_path, STANDALONE, "See www.x.org.",
        f"md_autolinks_mode = {mode!r}",
        "md_autolinks_css_class = 'auto'",
        "md_autolinks_kind_css_classes = {'email': 'mail'}",
        "md_autolinks_rel = 'nofollow'",
        "md_autolinks_title = '{kind}'",
        "md_autolinks_readable_text = True",
        "md_autolinks_hide_scheme = True",
        "md_autolinks_kinds = ['www']",
    )  # fmt: skip
    assert paragraphs(build(project))["index"] == STANDALONE_LINKED


SUBSTITUTED = {"U+00AD": "\u00ad", "U+200B": "\u200b", "U+E0041": "\U000e0041", "U+200E": "\u200e"}


@pytest.mark.parametrize("mode", MODES)
def test_a_substituted_character_is_part_of_the_token(tmp_path: Path, mode: str) -> None:
    """``www.evil.com\\ |s|\\ .paypal.com`` is one token to the reader: it is one link or
    none, never a link to ``www.evil.com`` (reST substitutions, MyST's ``{{s}}``)."""
    rst = "\n\n".join(
        f"See www.evil.com\\ |{number}|\\ .paypal.com B" for number in range(len(SUBSTITUTED))
    ) + "\n\n" + "\n".join(
        f".. |{number}| unicode:: {code}" for number, code in enumerate(SUBSTITUTED)
    )  # fmt: skip
    myst = "\n\n".join(
        f"See www.evil.com{{{{s{number}}}}}.paypal.com B" for number in range(len(SUBSTITUTED))
    )
    substitutions = {f"s{number}": char for number, char in enumerate(SUBSTITUTED.values())}
    project = tiny_project(
        tmp_path, rst, myst,
        f"md_autolinks_mode = {mode!r}",
        "myst_enable_extensions = ['substitution']",
        f"myst_substitutions = {substitutions!r}",
    )  # fmt: skip
    made = paragraphs(build(project))
    expected = []
    for char in SUBSTITUTED.values():
        token = f"www.evil.com{char}.paypal.com"
        encoded = "".join(f"%{byte:02X}" for byte in char.encode())
        expected.append({
            "gfm": ref(f"http://www.evil.com{encoded}.paypal.com", token),
            "md4c": token,
            "uts58": ref("https://www.evil.com.paypal.com", token)
            if char in "\u00ad\u200b" else token,
        }[mode])  # fmt: skip
    assert made["index"] == made["page"] == [f"<p>See {each} B</p>" for each in expected]


def two_builds(project: Path) -> tuple[str, str]:
    """Two builds of ``project`` in a row, ``-W``, the second reusing the first's
    environment; the standard output of each."""
    outputs = []
    for _ in range(2):
        result = run_tool("sphinx", "-W", "-b", "html", project, project / "_build" / "html")
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        outputs.append(result.stdout)
    return outputs[0], outputs[1]


@pytest.mark.parametrize(
    "settings",
    [
        ("def policy(link):", "    return True", "md_autolinks_filter = policy"),
        ("md_autolinks_filter = 'support.user_filters:skip_example_org'",),
        ("from support.user_filters import skip_example_org",
         "md_autolinks_filter = skip_example_org"),
    ],
    ids=["conf.py function", "import path", "imported function"],
)  # fmt: skip
def test_a_filter_does_not_make_every_build_a_full_rebuild(
    tmp_path: Path, settings: tuple[str, ...]
) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.", *settings)
    first, second = two_builds(project)
    assert "2 added, 0 changed, 0 removed" in first
    assert "0 added, 0 changed, 0 removed" in second
    assert "config changed" not in second
    assert "no targets are out of date." in second


def test_a_filter_path_is_found_beside_conf_py_from_any_folder(tmp_path: Path) -> None:
    """``site_policy/links.py`` beside ``conf.py``: no ``sys.path`` line, the build run from
    another folder (:func:`policy_build` runs it from the repository)."""
    project = copy_project("sphinx-policy", tmp_path)
    assert "sys.path" not in (project / "conf.py").read_text()
    out = tmp_path / "out"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", project, out)
    assert result.returncode == 0, result.stderr
    assert PYTHON in (out / "index.html").read_text()


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        (
            "md_autolinks_mod = 'uts58'",
            "unknown configuration value 'md_autolinks_mod' in conf.py; "
            "did you mean 'md_autolinks_mode'?",
        ),
        (
            "md_autolinks_exclude_doc = ['changelog']",
            "unknown configuration value 'md_autolinks_exclude_doc' in conf.py; "
            "did you mean 'md_autolinks_exclude_docs'?",
        ),
        (
            "md_autolinks_filter = 'nosuch'",
            "md_autolinks_filter = 'nosuch': filter: cannot import 'nosuch': Empty module "
            "name; expected an import path 'package.module:function'",
        ),
        (
            "md_autolinks_exclude_docs = [1]",
            "md_autolinks_exclude_docs = [1]: exclude_docs: expected docname patterns such "
            "as 'changelog' or 'release-notes/*', got 1",
        ),
    ],
)
def test_a_misspelt_name_or_a_bad_value_stops_the_build(
    tmp_path: Path, setting: str, message: str
) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.", setting)
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", project, out)
    assert result.returncode == 2
    assert result.stderr == f"ERROR: {message} [md_autolinks.config]\n"
    assert not (out / "index.html").exists()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_failing_filter_is_one_error_per_page_and_stops_the_build(
    tmp_path: Path, jobs: str
) -> None:
    project = tiny_project(
        tmp_path, "See www.a.com and www.c.com.", "See www.b.com.",
        "md_autolinks_filter = 'support.user_filters:explode'",
    )  # fmt: skip
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-E", "-j", jobs, "-b", "html", project, out)
    assert result.returncode == 2
    assert sorted(result.stderr.splitlines()) == [
        f"{project / 'index.rst'}:8: ERROR: filter explode failed on www link 'www.a.com' at "
        "offset 4: ValueError: no links today [md_autolinks.filter]",
        f"{project / 'page.md'}:3: ERROR: filter explode failed on www link 'www.b.com' at "
        "offset 4: ValueError: no links today [md_autolinks.filter]",
    ]
    assert not (out / "index.html").exists()


def test_a_page_setting_that_is_no_setting_warns(tmp_path: Path) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.")
    index = project / "index.rst"
    index.write_text(":md_autolinks: maybe\n\n" + index.read_text())
    result = run_tool("sphinx", "-q", "-E", "-b", "html", project, project / "_build" / "html")
    assert result.returncode == 0
    assert result.stderr == (
        f"{index}:1: WARNING: index: md_autolinks: expected true, on, yes (linked) or false, "
        "off, no (left out), got 'maybe' [md_autolinks.page]\n"
    )
    assert paragraphs(project / "_build" / "html")["index"] == [
        "<p>See " + ref("http://www.a.com", "www.a.com") + ".</p>"
    ]
