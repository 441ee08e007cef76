"""The Sphinx extension, by building the real reST + MyST project in ``integrations/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sphinx

from md_autolinks import MODES
from md_autolinks.sphinx import CONFIG_NAMES, CONFIG_PREFIX
from support.built_html import copy_project, nested_anchors, run_tool
from support.sphinx_projects import build, paragraphs, ref, tiny_project

pytestmark = pytest.mark.slow

PAGES = ("index.html", "myst.html")


JOHN = ref(
    "mailto:john&#46;doe&#37;&#52;&#48;example&#46;com",
    "john<span>&#46;</span>doe<span>&#64;</span>example<span>&#46;</span>com",
)
JANE = ref(
    "mailto:jane&#37;&#52;&#48;example&#46;net",
    "jane<span>&#64;</span>example<span>&#46;</span>net",
)
"""Sphinx's HTML writer cloaks every ``mailto:`` reference this way."""

LINKED_IN_EVERY_MODE = {
    "index.html": [
        "A standalone URI, linked by reST itself: "
        + ref("https://docutils.example/uri", "https://docutils.example/uri")
        + ".</p>",
    ],
    "myst.html": [
        "(" + ref("https://example.org/path", "https://example.org/path") + ").</p>",
    ],
}
LINKED_BY_MODE = {
    "gfm": {
        "index.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
            f"Mail <strong>{JOHN}</strong> (reST links this email itself) or <em>"
            + ref("http://www.emphasis.example", "www.emphasis.example")
            + "</em>.</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
            "inside: " + ref("http://example.com/", "http://example.com/") + "<em>x</em></p>",
            f"Mail <strong>{JOHN}</strong> or {JANE}.</p>",
        ],
    },
    "md4c": {
        "index.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help.", "www.commonmark.org/help.")
            + "</p>",
            "<em>" + ref("http://www.emphasis.example", "www.emphasis.example") + "</em>.</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("http://www.commonmark.org/help.", "www.commonmark.org/help.")
            + "</p>",
            "inside: http://example.com/<em>x</em></p>",
            f"Mail <strong>{JOHN}</strong> or {JANE}.</p>",
        ],
    },
    "uts58": {
        "index.html": [
            "A www link: "
            + ref("https://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
        ],
        "myst.html": [
            "A www link: "
            + ref("https://www.commonmark.org/help", "www.commonmark.org/help")
            + ".</p>",
        ],
    },
}
LEFT_ALONE = {
    "index.html": [
        "An existing link stays: " + ref("https://example.org/", "www.example.org") + ".</p>",
        '<code class="docutils literal notranslate"><span class="pre">www.code.example</span>'
        '</code> and <code class="docutils literal notranslate"><span class="pre">'
        "me&#64;code.example</span></code>.</p>",
        '<pre><span></span><span class="n">www</span><span class="o">.</span>'
        '<span class="n">literal</span>',
        "<pre><span></span>http://fenced.example/ in a code block\n",
        "<p>www.raw.example</p>",
    ],
    "myst.html": [
        "An existing link stays: "
        + ref("https://example.org/", "www.example.org")
        + " and "
        + ref("https://autolink.example/", "https://autolink.example/")
        + ".</p>",
        '<code class="docutils literal notranslate"><span class="pre">www.code.example</span>'
        '</code> and <code class="docutils literal notranslate"><span class="pre">'
        "me&#64;code.example</span></code>.</p>",
        "<pre><span></span>http://fenced.example/ in a fenced code block\n",
        '<p>Raw HTML stays: <a href="https://z.org/">https://docs.python.org/3/</a>.</p>',
    ],
}


def configure(project: Path, *lines: str) -> None:
    with (project / "conf.py").open("a") as conf:
        conf.write("".join(line + "\n" for line in lines))


def pages(out: Path) -> dict[str, str]:
    return {page: (out / page).read_text() for page in PAGES}


def assert_contains(html: dict[str, str], *expected: dict[str, list[str]]) -> None:
    for table in expected:
        for page, snippets in table.items():
            for snippet in snippets:
                assert snippet in html[page], (page, snippet)


@pytest.mark.parametrize("mode", MODES)
def test_rest_and_myst_pages_are_linked_in_each_mode(tmp_path: Path, mode: str) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, f"md_autolinks_mode = {mode!r}")
    html = pages(build(project))
    assert_contains(html, LINKED_IN_EVERY_MODE, LINKED_BY_MODE[mode], LEFT_ALONE)
    for page in PAGES:
        assert nested_anchors(html[page]) == 0


def test_kinds_selects_the_links_made(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, "md_autolinks_kinds = ['email']")
    html = pages(build(project))
    assert "<p>A www link: www.commonmark.org/help.</p>" in html["myst.html"]
    assert f"Mail <strong>{JOHN}</strong> or {JANE}.</p>" in html["myst.html"]


def test_parallel_build_writes_the_same_html(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    serial = build(project, "-j", "1", "-d", str(tmp_path / "doctrees-1"))
    parallel_out = tmp_path / "parallel"
    result = run_tool(
        "sphinx", "-q", "-E", "-b", "html", "-j", "2", "-d", tmp_path / "doctrees-2",
        project, parallel_out,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    serial_files = sorted(path.relative_to(serial) for path in serial.rglob("*.html"))
    parallel_files = sorted(path.relative_to(parallel_out) for path in parallel_out.rglob("*.html"))
    assert serial_files == parallel_files
    assert len(serial_files) >= 4
    for name in serial_files:
        assert (serial / name).read_bytes() == (parallel_out / name).read_bytes(), name
    assert_contains(pages(parallel_out), LINKED_BY_MODE["gfm"])


def test_myst_linkify_on_gives_no_double_links(tmp_path: Path) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, "myst_enable_extensions = ['linkify']")
    html = pages(build(project))["myst.html"]
    assert html.count(">www.commonmark.org/help</a>") == 1
    assert html.count(">https://example.org/path</a>") == 1
    assert nested_anchors(html) == 0
    assert_contains({"myst.html": html}, {"myst.html": LEFT_ALONE["myst.html"]})


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        (
            "md_autolinks_mode = 'cmark'",
            "md_autolinks_mode = 'cmark': mode: unknown mode 'cmark'; "
            "valid modes are 'gfm', 'md4c', 'uts58'",
        ),
        (
            "md_autolinks_kinds = ['url', 'phone']",
            "md_autolinks_kinds = ['url', 'phone']: kinds: unknown link kind 'phone'; "
            "valid kinds are 'url', 'www', 'email'",
        ),
        (
            "md_autolinks_bare_domains = 'yes'",
            "md_autolinks_bare_domains = 'yes': bare_domains: unknown level 'yes'; "
            "valid levels are 'prose', 'all', 'none' (or true for 'prose', false for 'none')",
        ),
    ],
)
def test_a_bad_value_fails_the_build_naming_it(tmp_path: Path, setting: str, message: str) -> None:
    project = copy_project("sphinx-project", tmp_path)
    configure(project, setting)
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-b", "html", project, out)
    assert result.returncode == 2
    assert result.stderr == f"ERROR: {message} [md_autolinks.config]\n"
    assert not (out / "index.html").exists()


def test_anchor_attributes_and_filter_in_rest_and_myst(tmp_path: Path) -> None:
    project = tiny_project(
        tmp_path,
        "See www.a.com, www.example.org, www.old.com and www.upper.com; mail d@c.com.",
        "See www.a.com, www.example.org and mail b@c.com.",
        "md_autolinks_css_class = 'auto'",
        "md_autolinks_kind_css_classes = {'email': 'mail'}",
        "md_autolinks_rel = 'nofollow'",
        "md_autolinks_target = '_blank'",
        "md_autolinks_title = 'Open \"{text}\" ({kind})'",
        "md_autolinks_filter = 'support.built_html:policy'",
    )
    common = 'rel="nofollow noopener" target="_blank"'
    assert paragraphs(build(project)) == {
        "index": [
            '<p>See <a class="auto reference external" href="http://www.a.com" '
            f'{common} title="Open &quot;www.a.com&quot; (www)">www.a.com</a>, '
            'www.example.org, <a class="auto reference external" href="https://new.example/" '
            f'{common} title="Open &quot;www.old.com&quot; (www)">www.old.com</a> and '
            '<a class="auto reference external" data-x="1" href="http://www.upper.com" '
            f'{common} title="Open &quot;www.upper.com&quot; (www)">WWW.UPPER.COM</a>; mail '
            '<a class="auto mail reference external" href="mailto:d&#37;&#52;&#48;c&#46;com" '
            'rel="nofollow" title="Open &quot;d&#64;c&#46;com&quot; (email)">'
            "d<span>&#64;</span>c<span>&#46;</span>com</a>.</p>"
        ],
        "page": [
            '<p>See <a class="auto reference external" href="http://www.a.com" '
            f'{common} title="Open &quot;www.a.com&quot; (www)">www.a.com</a>, '
            'www.example.org and mail <a class="auto mail reference external" '
            'href="mailto:b&#37;&#52;&#48;c&#46;com" rel="nofollow" '
            'title="Open &quot;b&#64;c&#46;com&quot; (email)">'
            "b<span>&#64;</span>c<span>&#46;</span>com</a>.</p>"
        ],
    }
    text_out = project / "_build" / "text"
    result = run_tool("sphinx", "-q", "-E", "-b", "text", project, text_out)
    assert result.returncode == 0, result.stderr
    assert paragraphs(text_out, ".txt") == {
        "index": ["See www.a.com, www.example.org, www.old.com and WWW.UPPER.COM; mail"],
        "page": ["See www.a.com, www.example.org and mail b@c.com."],
    }


def test_domains_tlds_and_display_text(tmp_path: Path) -> None:
    project = tiny_project(
        tmp_path,
        "See setup.py, example.com, docs.a.com.evil.net and www.a.com.",
        "See https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1 and x@sub.a.com.",
        "md_autolinks_mode = 'uts58'",
        "md_autolinks_bare_domains = 'all'",
        "md_autolinks_exclude_tlds = 'file-extensions'",
        "md_autolinks_deny_domains = ['a.com']",
        "md_autolinks_readable_text = True",
        "md_autolinks_hide_scheme = True",
    )
    assert paragraphs(build(project)) == {
        "index": [
            "<p>See setup.py, " + ref("https://example.com", "example.com") + ", "
            + ref("https://docs.a.com.evil.net", "docs.a.com.evil.net") + " and www.a.com.</p>"
        ],
        "page": [
            "<p>See "
            + ref("https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%8B%E3%83%A1",
                  "ja.wikipedia.org/wiki/アニメ")
            + " and x&#64;sub.a.com.</p>"
        ],
    }  # fmt: skip


def test_allow_domains_and_bare_domains(tmp_path: Path) -> None:
    project = tiny_project(
        tmp_path,
        "See example.com, b.org, www.a.com and www.b.org.",
        "See example.com, www.a.com and y@b.org.",
        "md_autolinks_mode = 'uts58'",
        "md_autolinks_bare_domains = False",
        "md_autolinks_allow_domains = ['b.org']",
    )
    assert paragraphs(build(project)) == {
        "index": [
            "<p>See example.com, b.org, www.a.com and "
            + ref("https://www.b.org", "www.b.org") + ".</p>"
        ],
        "page": [f"<p>See example.com, www.a.com and {ref_email('y', 'b', 'org')}.</p>"],
    }  # fmt: skip


def ref_email(user: str, domain: str, tld: str) -> str:
    """An email reference as Sphinx's HTML writer cloaks it."""
    return ref(
        f"mailto:{user}&#37;&#52;&#48;{domain}&#46;{tld}",
        f"{user}<span>&#64;</span>{domain}<span>&#46;</span>{tld}",
    )


@pytest.mark.parametrize(
    "settings",
    [
        ("md_autolinks_kinds = 'url, email'", "md_autolinks_allow_domains = 'a.com,b.org'"),
        (
            "md_autolinks_kinds = ['url', 'email']",
            "md_autolinks_allow_domains = ['a.com', 'b.org']",
        ),
    ],
)
def test_lists_take_the_same_forms_as_in_python(tmp_path: Path, settings: tuple[str, str]) -> None:
    project = tiny_project(
        tmp_path, "See www.a.com.", "See www.a.com, https://a.com/x, c@b.org, d@c.net.", *settings
    )
    assert paragraphs(build(project)) == {
        "index": ["<p>See www.a.com.</p>"],
        "page": [
            "<p>See www.a.com, " + ref("https://a.com/x", "https://a.com/x") + ", "
            + ref_email("c", "b", "org") + ", d&#64;c.net.</p>"
        ],
    }  # fmt: skip


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (
            ("md_autolinks_bare_domains = 'all'",),
            "md_autolinks_bare_domains: applies only in mode 'uts58', not in mode 'gfm'",
        ),
        (
            ("md_autolinks_mode = 'md4c'", "md_autolinks_exclude_tlds = 'py'"),
            "md_autolinks_exclude_tlds: applies only in mode 'uts58', not in mode 'md4c'",
        ),
        (
            ("md_autolinks_mode = 'uts58'", "md_autolinks_exclude_tlds = 'file-extension'"),
            "md_autolinks_exclude_tlds = 'file-extension': exclude_tlds: 'file-extension' is "
            "not a top-level domain (did you mean 'file-extensions'?); give TLDs such as "
            "'py', 'sh' or the word 'file-extensions'",
        ),
    ],
)
def test_a_misplaced_option_or_a_near_miss_stops_the_build(
    tmp_path: Path, settings: tuple[str, ...], message: str
) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.", *settings)
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-b", "html", project, out)
    assert result.returncode == 2
    assert result.stderr == f"ERROR: {message} [md_autolinks.config]\n"
    assert not (out / "index.html").exists()


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ("css_class = ['a']", "css_class: expected a single-line string, got ['a']"),
        ("kind_css_classes = {'ftp': 'x'}", "kind_css_classes: unknown link kind 'ftp'"),
        ("target = '_new'", "target: unknown keyword '_new'; valid keywords are '_blank'"),
        ("title = '{url}'", "title: bad template '{url}' ('url'); valid fields are {href}"),
        ("filter = 'no.such.module:f'", "filter: cannot import 'no.such.module:f'"),
        ("deny_domains = ['a b']", "deny_domains: 'a b' is not a domain name"),
    ],
)
def test_a_bad_control_fails_the_build_naming_it(
    tmp_path: Path, setting: str, message: str
) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.", CONFIG_PREFIX + setting)
    result = run_tool("sphinx", "-q", "-b", "html", project, project / "_build" / "html")
    assert result.returncode == 2
    name, _, value = setting.partition(" = ")
    assert result.stderr.startswith(f"ERROR: {CONFIG_PREFIX}{name} = {value}: {message}")
    assert result.stderr.endswith(" [md_autolinks.config]\n")
    assert result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("setting", "warning"),
    [
        (
            "md_autolinks_mod = 'uts58'",
            "unknown configuration value 'md_autolinks_mod' in conf.py; "
            "did you mean 'md_autolinks_mode'?",
        ),
        (
            "md_autolinks_allowed_domains = ['a.com']",
            "unknown configuration value 'md_autolinks_allowed_domains' in conf.py; "
            "did you mean 'md_autolinks_allow_domains'?",
        ),
        (
            "md_autolinks_colour = 'red'",
            "unknown configuration value 'md_autolinks_colour' in conf.py; valid names are "
            + ", ".join(map(repr, CONFIG_NAMES)),
        ),
    ],
)
def test_an_unknown_name_is_an_error_naming_the_closest_option(
    tmp_path: Path, setting: str, warning: str
) -> None:
    project = tiny_project(tmp_path, "See www.a.com.", "See www.b.com.", setting)
    out = project / "_build" / "html"
    result = run_tool("sphinx", "-q", "-E", "-b", "html", project, out)
    assert result.returncode == 2
    assert result.stderr == f"ERROR: {warning} [md_autolinks.config]\n"
    assert not (out / "index.html").exists()


def test_quotes_beside_a_link_read_as_without_the_extension(tmp_path: Path) -> None:
    rst = "See ('www.a.com' and \"www.b.com/x--y's\") -- not (www.c.com/a--b) ..."
    myst = "See ('www.a.com' and (www.b.com/x--y's) -- (www.c.com/a--b)..."
    project = tiny_project(tmp_path, rst, myst)
    assert paragraphs(build(project)) == {
        "index": [
            "<p>See (‘www.a.com’ and “www.b.com/x–y’s”) – not ("
            + ref("http://www.c.com/a--b", "www.c.com/a--b")
            + ") …</p>"
        ],
        "page": [
            "<p>See (‘www.a.com’ and ("
            + ref("http://www.b.com/x--y's", "www.b.com/x--y's")
            + ") – ("
            + ref("http://www.c.com/a--b", "www.c.com/a--b")
            + ")…</p>"
        ],
    }


def test_smartquotes_reads_the_page_as_without_the_extension(tmp_path: Path) -> None:
    text = "See ('libmecab.so' and \"example.com\") -- then 'a.org'..."
    (tmp_path / "with").mkdir()
    (tmp_path / "without").mkdir()
    ours = tiny_project(
        tmp_path / "with",
        text,
        text,
        "md_autolinks_mode = 'uts58'",
        "md_autolinks_bare_domains = 'all'",
    )
    plain = tiny_project(tmp_path / "without", text, text, "extensions = ['myst_parser']")
    linked = paragraphs(build(ours))
    assert linked["index"] == [
        "<p>See (‘"
        + ref("https://libmecab.so", "libmecab.so")
        + "’ and “"
        + ref("https://example.com", "example.com")
        + "”) – then ‘"
        + ref("https://a.org", "a.org")
        + "’…</p>"
    ]
    unlinked = {
        page: [re.sub(r"<a [^>]*>(.*?)</a>", r"\1", line) for line in lines]
        for page, lines in linked.items()
    }
    assert unlinked == paragraphs(build(plain))


def test_label_like_places_follow_one_rule(tmp_path: Path) -> None:
    rst = "\n\n".join(
        [
            "See `<http://link.com>` and :menuselection:`Go --> www.m.com` :guilabel:`www.g.com`.",
            ".. rubric:: www.rubric.com",
            ".. glossary::\n\n   www.term.com\n      See www.definition.com.",
            ".. code-block:: text\n   :caption: www.caption.com\n\n   code",
        ]
    )
    project = tiny_project(tmp_path, rst, "See www.b.com.")
    html = (build(project) / "index.html").read_text()
    assert "<p>See <cite>&lt;http://link.com&gt;</cite> and " in html
    assert '<span class="menuselection">Go ‣ www.m.com</span>' in html
    assert '<span class="guilabel">www.g.com</span>' in html
    assert '<p class="rubric">' + ref("http://www.rubric.com", "www.rubric.com") + "</p>" in html
    assert ref("http://www.term.com", "www.term.com") in html
    assert ref("http://www.definition.com", "www.definition.com") in html
    assert '<span class="caption-text">' + ref("http://www.caption.com", "www.caption.com") in html


def test_titles_are_not_linked_and_what_they_head_is(tmp_path: Path) -> None:
    """Sphinx titles (sections, admonitions, topics, tables; a MyST heading is a section
    title) are not linked, as docs/getting-started.md says; the text under them is."""
    rst = "\n\n".join(
        [
            "See www.a.com.",
            "Section www.section.com\n-----------------------\n\nSee www.body.com.",
            ".. admonition:: Admonition www.adm.com\n\n   See www.inside.com.",
            ".. topic:: Topic www.topic.com\n\n   See www.topicbody.com.",
            ".. table:: Table www.table.com\n\n   =  =\n   A  B\n   =  =\n   x  y\n   =  =",
        ]
    )
    myst = "See www.b.com.\n\n## Heading www.heading.com\n\nSee www.c.com."
    out = build(tiny_project(tmp_path, rst, myst))
    index, page = ((out / name).read_text() for name in ("index.html", "page.html"))
    for html, lines in [
        (
            index,
            [
                '<h2>Section www.section.com<a class="headerlink" '
                'href="#section-www-section-com" title="Link to this heading">¶</a></h2>',
                "<p>See " + ref("http://www.body.com", "www.body.com") + ".</p>",
                '<p class="admonition-title">Admonition www.adm.com</p>',
                "<p>See " + ref("http://www.inside.com", "www.inside.com") + ".</p>",
                '<p class="topic-title">Topic www.topic.com</p>',
                "<p>See " + ref("http://www.topicbody.com", "www.topicbody.com") + ".</p>",
                '<caption><span class="caption-text">Table www.table.com</span><a '
                'class="headerlink" href="#id1" title="Link to this table">¶</a></caption>',
            ],
        ),
        (
            page,
            [
                '<h2>Heading www.heading.com<a class="headerlink" '
                'href="#heading-www-heading-com" title="Link to this heading">¶</a></h2>',
                "<p>See " + ref("http://www.c.com", "www.c.com") + ".</p>",
            ],
        ),
    ]:
        for line in lines:
            assert line in html.splitlines(), line


REPRODUCERS = r"""Reproducers
===========

.. toctree::

   nodes

Bold digits 𝟎 and 𝟏.

::

   code 𝟎 x 𝟏 y

.. code-block:: text

   code 𝟎 x 𝟏 y

A www.example.com\ s B

*www.example.com\ s*

www.example.com\ .

www.ex\ample.com

www.a.com/x\_y

\www.plain.org, http\://plain.org/x, me\@plain.org and www.b.org\ (x)

term : www.classifier.org
   Definition.

other
   Def.

.. confval:: proxy
   :default: see www.example.com
   :type: str

   The proxy, as www.proxy.org.
"""
"""Reproducers of pages once damaged: characters the extension once used as marks, a literal block,
reST's backslash escapes, a compact definition list with a classifier, Sphinx's ``confval``
with a default (a text node directly in a field body)."""

NODE_TYPES = r"""Nodes
=====

:Field: see www.field.org
:www.fieldname.org: value

-o ARG             see www.option.org
--proxy=<www.opt.org>  proxy

| line www.line.org
|    indented www.line2.org

.. rubric:: www.rubric.org

.. code-block:: text
   :caption: www.caption.org

   www.code.org

.. py:function:: connect(host='www.sig.org')

   Connects to www.content.org.

   :param host: see www.param.org
   :type host: str
   :returns: www.returns.org

.. object:: www.object.org

   Described at www.described.org.

.. versionchanged:: 1.0
   Moved to www.moved.org.

.. seealso:: www.seealso.org

.. glossary::

   www.term.org
      See www.definition.org.

term : classifier www.classifier.org
   Definition www.def.org.

Text [#f]_ and [CIT]_.

.. [#f] Footnote www.footnote.org.
.. [CIT] Citation www.citation.org.

   Quoted www.quote.org.

   -- Attribution www.attribution.org

.. list-table:: Table www.table.org

   * - Cell www.cell.org

.. admonition:: Note www.adm.org

   Body www.body.org.

.. sidebar:: Side www.side.org

   Side body www.sidebody.org.

:guilabel:`www.gui.org` :abbr:`www.abbr.org (explain www.explain.org)` :sub:`www.sub.org`
"""
"""Text in each node type docutils and Sphinx's domains make from reST."""

NODE_TYPES_LINKED = [
    "field", "fieldname", "option", "line", "line2", "rubric", "caption", "content", "param",
    "returns", "described", "moved", "seealso", "term", "definition", "def", "footnote",
    "citation", "quote", "attribution", "cell", "body", "sidebody",
]  # fmt: skip
"""The hosts ``www.<name>.org`` of :data:`NODE_TYPES` linked in every mode, in page order:
text in a text element. Never the classifier, option argument, signature, titles (table,
admonition, sidebar) or interface label; the ``:abbr:`` and ``:sub:`` text (an inline
element's edges are opaque) only in uts58, whose ``www.`` need not follow a delimiter."""

EDGE_PAGES = ("index.html", "nodes.html")
_EXTERNAL = re.compile(r'<a class="reference external" href="([^"]*)">(.*?)</a>', re.DOTALL)


def edge_project(tmp_path: Path, *settings: str) -> Path:
    """A project of :data:`REPRODUCERS` and :data:`NODE_TYPES` with ``settings`` in conf.py
    (before Sphinx 7.4, which brought ``confval``, an object type stands in for it)."""
    project = tmp_path / "edges"
    project.mkdir()
    conf = [
        "import sphinx",
        "html_theme = 'basic'",
        *settings,
        "def setup(app):",
        "    if sphinx.version_info < (7, 4):",
        "        app.add_object_type('confval', 'confval')",
    ]
    (project / "conf.py").write_text("\n".join(conf) + "\n")
    (project / "index.rst").write_text(REPRODUCERS)
    (project / "nodes.rst").write_text(NODE_TYPES)
    return project


def unwrapped(html: str) -> str:
    """``html`` with every external anchor replaced by its text."""
    return _EXTERNAL.sub(r"\2", html)


@pytest.fixture(scope="module")
def edges_without_extension(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    out = build(edge_project(tmp_path_factory.mktemp("plain")))
    return {page: (out / page).read_text() for page in EDGE_PAGES}


def www(host: str, mode: str) -> str:
    """The reference ``mode`` makes of the www link ``host``."""
    return ref(f"{'https' if mode == 'uts58' else 'http'}://{host}", host)


@pytest.mark.parametrize("mode", MODES)
def test_reproducers_build_in_every_mode(
    tmp_path: Path, mode: str, edges_without_extension: dict[str, str]
) -> None:
    extension = ["extensions = ['md_autolinks.sphinx']", f"md_autolinks_mode = {mode!r}"]
    out = build(edge_project(tmp_path, *extension))
    html = {page: (out / page).read_text() for page in EDGE_PAGES}
    escaped_space = {
        "gfm": ["<p>A " + www("www.example.coms", mode) + " B</p>",
                "<p><em>" + www("www.example.coms", mode) + "</em></p>"],
        "md4c": ["<p>A " + www("www.example.coms", mode) + " B</p>",
                 "<p><em>" + www("www.example.coms", mode) + "</em></p>"],
        "uts58": ["<p>A www.example.coms B</p>", "<p><em>www.example.coms</em></p>"],
    }[mode]  # fmt: skip
    escaped_start = (
        "<p>www.plain.org, http://plain.org/x, me&#64;plain.org and "
        + {
            "gfm": www("www.b.org(x)", mode) + "</p>",
            "md4c": "www.b.org(x)</p>",
            "uts58": www("www.b.org", mode) + "(x)</p>",
        }[mode]
    )
    placeholder = "www.example.com" if mode == "uts58" else www("www.example.com", mode)
    lines = html["index.html"].splitlines()
    for line in [
        "<p>Bold digits 𝟎 and 𝟏.</p>",
        '<div class="highlight-text notranslate"><div class="highlight"><pre><span></span>'
        "code 𝟎 x 𝟏 y",
        *escaped_space,
        "<p>" + placeholder + ".</p>",
        "<p>" + placeholder + "</p>",
        "<p>" + www("www.a.com/x_y", mode) + "</p>",
        escaped_start,
        '<dl class="simple">',
        '<dt>term<span class="classifier">www.classifier.org</span></dt><dd><p>Definition.</p>',
        "<p>The proxy, as " + www("www.proxy.org", mode) + ".</p>",
    ]:
        assert line in lines, line
    if sphinx.version_info >= (7, 4):
        assert '<dd class="field-even">see www.example.com</dd>' in lines
    hosts = [f"www.{name}.org" for name in NODE_TYPES_LINKED]
    if mode == "uts58":
        hosts += ["www.abbr.org", "www.sub.org"]
    assert _EXTERNAL.findall(html["nodes.html"]) == [
        (f"{'https' if mode == 'uts58' else 'http'}://{host}", host) for host in hosts
    ]
    for page in EDGE_PAGES:
        assert unwrapped(html[page]) == unwrapped(edges_without_extension[page]), page
        assert nested_anchors(html[page]) == 0


@pytest.mark.parametrize(
    ("builder", "output", "line"),
    [
        ("text", "index.txt", "A www.example.coms B"),
        ("latex", "projectnamenotset.tex",
         r"A \sphinxhref{http://www.example.coms}{www.example.coms} B"),
        ("man", "projectnamenotset.1", r"A www.example.coms \%<http://\:www\:.example\:.coms> B"),
        ("texinfo", "projectnamenotset.texi",
         "A www.example.coms@footnote{http://www.example.coms} B"),
    ],
)  # fmt: skip
def test_every_writer_takes_the_references(
    tmp_path: Path, builder: str, output: str, line: str
) -> None:
    project = edge_project(tmp_path, "extensions = ['md_autolinks.sphinx']")
    out = tmp_path / builder
    result = run_tool("sphinx", "-q", "-E", "-b", builder, project, out)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert line in (out / output).read_text().splitlines()


def test_first_mention_only_links_each_host_once_per_document(tmp_path: Path) -> None:
    project = tiny_project(
        tmp_path,
        "See www.a.com, then www.a.com/docs and www.b.org.",
        "See www.a.com, then www.a.com/docs, www.b.org and me@a.com or me@a.com.",
        "md_autolinks_first_mention_only = True",
    )
    assert paragraphs(build(project)) == {
        "index": [
            "<p>See " + ref("http://www.a.com", "www.a.com") + ", then www.a.com/docs and "
            + ref("http://www.b.org", "www.b.org") + ".</p>"
        ],
        "page": [
            "<p>See " + ref("http://www.a.com", "www.a.com") + ", then www.a.com/docs, "
            + ref("http://www.b.org", "www.b.org") + " and "
            + ref_email("me", "a", "com") + " or me&#64;a.com.</p>"
        ],
    }  # fmt: skip
