r"""The markdown-it-py plugin (gfm mode) against cmark-gfm (``cmarkgfm``) on generated documents.

Each document (:mod:`support.gfm_documents`) is rendered by markdown-it-py with the plugin (tables
and strikethrough on, as GFM has them) and by cmark-gfm with its autolink, table and
strikethrough extensions. Three things must hold for every document:

* no text lost: the visible text is markdown-it's own without the plugin, emphasis marks
  aside (a link claimed from raw source may take a mark emphasis would have used), once
  what opens at the ``<`` of each ``\\<`` whose backslash a link of the plugin took is
  shown as the text it is written as (:func:`taken_escapes_as_text`: as cmark-gfm's link
  does, the plugin's link takes that backslash, so the ``<`` opens raw HTML or an
  autolink);
* no explicit link destroyed: every anchor markdown-it makes without the plugin is there;
* no link cmark-gfm refuses: where both hosts parse the document alike, each link the
  plugin adds is, or is cut from, one cmark-gfm makes.

Anchors then equal cmark-gfm's except in three named categories (an escape beside or
inside a link excuses nothing: the plugin reads escapes as cmark-gfm does,
:mod:`md_autolinks.common.escapes`):

* ``host parsing``: markdown-it renders the document differently from cmark-gfm even
  without autolinking;
* ``markup in a link``: cmark-gfm's link runs raw through a construct markdown-it gives a
  token of its own (an entity reference, a code span, a link, an image), or an email is
  read through an entity; the plugin stops before the construct. What follows from it is
  part of the same category: cmark-gfm then links
  text markdown-it keeps in a code span or a link label; a backtick whose partner
  cmark-gfm's link took opens a code span in cmark-gfm but is link text in markdown-it;
  a ``[`` cmark-gfm's link took stays open in markdown-it, refusing later links; a
  backtick cmark-gfm's link took pairs the code spans after it differently, so cmark-gfm's
  later link may lie inside one of the plugin's; the backslash of a ``\\<`` that
  cmark-gfm's link took (it ends before ``<``) leaves that ``<`` opening an autolink or raw
  HTML in cmark-gfm, where markdown-it reads the escape and the plugin links in the text
  after it by the mode's rules (:func:`after_taken_escapes`);
* ``raw anchor``: cmark-gfm links inside a raw ``<a>...</a>``, nesting an anchor in an
  anchor, which md-autolinks never does.
"""

from __future__ import annotations

import html
import random
import re
from collections import Counter

import cmarkgfm
import pytest
from cmarkgfm.cmark import Options as CmarkOptions
from markdown_it import MarkdownIt
from markdown_it.token import Token

from md_autolinks.markdown_it import autolinks_plugin
from support.gfm_oracle import with_gfm_mode_hrefs
from support.html_normalize import normalize_html
from support.link_documents import random_document
from support.rendered_html import Anchor, Rendered
from support.sizes import scaled

DOCUMENTS = scaled(5_000)
SEED = 20261122
GFM_EXTENSIONS = ["table", "strikethrough"]
_MARKS = str.maketrans("", "", "*_~\\")
_ENTITY = r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*)"
_MARKUP = re.compile(rf"`|\[|\]|{_ENTITY}(?:;|$)")
_DECODED = re.compile(rf"{_ENTITY};")
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
"""A backslash escape as cmark-gfm's raw link text shows it; an email cut from that link
reads it as its character."""


def cmark_gfm(text: str, *extensions: str) -> str:
    rendered = cmarkgfm.markdown_to_html_with_extensions(
        text, options=CmarkOptions.CMARK_OPT_UNSAFE, extensions=[*extensions, *GFM_EXTENSIONS]
    )
    return with_gfm_mode_hrefs(rendered)


def text_kept(plain: str, ours: str) -> bool:
    """Whether ``ours`` shows the characters of ``plain``, emphasis marks aside: a link
    claimed from raw source, as cmark-gfm claims it, may take a mark that emphasis would
    have used, so which marks show as text can change, and a link shows an entity reference
    in it as written (``&#64;``), and an escape in it with its backslash (``\\.``), as
    cmark-gfm does, where markdown-it shows its character; nothing else may change."""
    return html.unescape(plain).translate(_MARKS) == html.unescape(ours).translate(_MARKS)


def taken_escapes_as_text(md: MarkdownIt, source: str) -> str:
    """``md``'s rendering of ``source`` with what opens right after a link of the plugin
    that ends in a backslash (raw HTML, an autolink) shown as the text it is written as. A
    link of the plugin ends in a backslash with a token of another rule right after it only
    where it took the backslash of ``\\<`` (a link's text ends before ``<``, as
    cmark-gfm's does); markdown-it without the plugin shows that ``<`` and what follows as
    text."""
    env: dict[str, object] = {}
    tokens = md.parse(source, env)
    for block in tokens:
        if block.children:
            block.children = _taken_escapes_as_text(block.children)
    return md.renderer.render(tokens, md.options, env)


def _taken_escapes_as_text(children: list[Token]) -> list[Token]:
    kept: list[Token] = []
    autolink_open = False
    for token in children:
        taken = (
            len(kept) >= 3
            and kept[-1].type == "link_close"
            and kept[-3].markup == "linkify"
            and kept[-2].content.endswith("\\")
        )
        shown = token
        if taken and token.type == "html_inline":
            shown = Token("text", "", 0, content=token.content)
        elif taken and token.type == "link_open" and token.markup == "autolink":
            shown, autolink_open = Token("text", "", 0, content="<"), True
        elif autolink_open and token.type == "link_close":
            shown, autolink_open = Token("text", "", 0, content=">"), False
        kept.append(shown)
    return kept


def read_through_decoding(text: str, source: str) -> bool:
    """Whether ``text`` occurs in ``source`` only once entity references are decoded,
    spanning or touching a decoded character (cmark-gfm reads emails so)."""
    decoded, flags = [], []
    position = 0
    for match in _DECODED.finditer(source):
        decoded.append(source[position : match.start()])
        flags.extend([False] * (match.start() - position))
        character = html.unescape(match.group())
        decoded.append(character)
        flags.extend([True] * len(character))
        position = match.end()
    decoded.append(source[position:])
    flags.extend([False] * (len(source) - position))
    plain = "".join(decoded)
    start = plain.find(text)
    while start >= 0:
        if any(flags[max(0, start - 1) : start + len(text) + 1]):
            return True
        start = plain.find(text, start + 1)
    return False


def is_subsequence(items: list[Anchor], of: list[Anchor]) -> bool:
    remaining = iter(of)
    return all(item in remaining for item in items)


BACKSLASH_HOST = "backslash before @: the href ends the host at it, as browsers read it"


def after_taken_escapes(source: str, missing: list[Anchor]) -> list[str]:
    """The rest of the line after each ``\\<`` of ``source`` whose backslash ends a link
    cmark-gfm makes that the plugin does not (``missing``)."""
    rests = []
    for _, text in missing:
        if not text.endswith("\\"):
            continue
        at = source.find(f"{text}<")
        while at >= 0:
            start = at + len(text) + 1
            end = source.find("\n", start)
            rests.append(source[start : len(source) if end < 0 else end])
            at = source.find(f"{text}<", start)
    return rests


def category(source: str, ours: Rendered, theirs: Rendered, plain: Rendered) -> str:
    """The named category of a disagreement, or what makes it unexplained."""
    missing = list((Counter(theirs.links()) - Counter(ours.links())).elements())
    added = Counter(ours.links()) - Counter(theirs.links()) - Counter(plain.links())
    names = set()
    for href, text in list(added.elements()):
        written = [
            key for key in missing if key[1] == text and key[0].replace("%5C", "/", 1) == href
        ]
        if written and "\\" in text and "@" in text:
            added[(href, text)] -= 1
            missing.remove(written[0])
            names.add(BACKSLASH_HOST)
    added = +added
    for _, text in added.elements():
        cut_from_theirs = any(
            text in cut or text in html.unescape(cut) or text in _ESCAPE.sub(r"\1", cut)
            for _, cut in missing
        )
        their_code_span = any(code in text or text in code for code in theirs.code)
        after_their_escape = any(text in rest for rest in after_taken_escapes(source, missing))
        if not (cut_from_theirs or their_code_span or after_their_escape):
            return f"link cmark-gfm refuses: {text!r}"
    kept_constructs = [label for _, label in plain.links()] + ours.code
    around_their_code = [
        mine for _, mine in ours.links() if any(code in mine for code in theirs.code)
    ]
    bracket_taken = any("[" in text for _, text in missing)
    for _, text in missing:
        if text in theirs.nested:
            names.add("raw anchor")
        elif (
            _MARKUP.search(text)
            or read_through_decoding(text, source)
            or any(text in construct for construct in kept_constructs + around_their_code)
            or bracket_taken
        ):
            names.add("markup in a link")
        else:
            return f"unexplained: cmark-gfm links {text!r}"
    return " + ".join(sorted(names))


def run_documents(count: int, seed: int) -> tuple[Counter[str], list[tuple[str, str]]]:
    """Outcome counts and the broken documents (with what broke) of ``count`` documents."""
    rng = random.Random(seed)
    ours_md = MarkdownIt("commonmark").enable(GFM_EXTENSIONS).use(autolinks_plugin)
    plain_md = MarkdownIt("commonmark").enable(GFM_EXTENSIONS)
    outcome: Counter[str] = Counter()
    broken = []
    for _ in range(count):
        source = random_document(rng)
        plain_html = plain_md.render(source)
        ours, plain = Rendered.of(ours_md.render(source)), Rendered.of(plain_html)
        theirs = Rendered.of(cmark_gfm(source, "autolink"))
        if not (
            text_kept(plain.visible(), ours.visible())
            or text_kept(
                plain.visible(), Rendered.of(taken_escapes_as_text(ours_md, source)).visible()
            )
        ):
            broken.append(("text lost", source))
        elif not is_subsequence(plain.links(), ours.links()):
            broken.append(("explicit link destroyed", source))
        elif ours.links() == theirs.links():
            outcome["agree"] += 1
        elif normalize_html(plain_html) != normalize_html(cmark_gfm(source)):
            outcome["host parsing"] += 1
        elif (named := category(source, ours, theirs, plain)).startswith(
            ("link cmark-gfm refuses", "unexplained")
        ):
            broken.append((named, source))
        else:
            outcome[named] += 1
    return outcome, broken


@pytest.mark.slow
def test_plugin_agrees_with_cmark_gfm_on_generated_documents() -> None:
    outcome, broken = run_documents(DOCUMENTS, SEED)
    print(dict(outcome))
    assert broken == []
    assert outcome["agree"] > 0.5 * DOCUMENTS


@pytest.mark.parametrize(
    ("source", "ours", "theirs", "named"),
    [
        ("a\\_c@d.com", "a_c@d.com", '<a href="mailto:a_c@d.com">a_c@d.com</a>', "unexplained"),
        (
            "-&#64;b.com",
            "-@b.com",
            '<a href="mailto:-@b.com">-@b.com</a>',
            "markup in a link",
        ),
        (
            "http://a.com/x[t](u)",
            '<a href="http://a.com/x">http://a.com/x</a><a href="u">t</a>',
            '<a href="http://a.com/x%5Bt%5D(u)">http://a.com/x[t](u)</a>',
            "markup in a link",
        ),
        (
            "<a href='h'>www.a.com</a>",
            "<a href='h'>www.a.com</a>",
            '<a href="h"><a href="http://www.a.com">www.a.com</a></a>',
            "raw anchor",
        ),
        (
            "http://c@d.com\\bc@d.com",
            '<a href="http://c@d.com/bc@d.com">http://c@d.com\\bc@d.com</a>',
            '<a href="http://c@d.com%5Cbc@d.com">http://c@d.com\\bc@d.com</a>',
            "backslash before @",
        ),
        (
            "http://u\\bc@d.com\\b:",
            '<a href="http://u/bc@d.com%5Cb">http://u\\bc@d.com\\b</a>:',
            '<a href="http://u%5Cbc@d.com%5Cb">http://u\\bc@d.com\\b</a>:',
            "backslash before @",
        ),
        (
            "www.b.org/p_q` `http://a.com/x`1http://c.com",
            '<a href="http://www.b.org/p_q">www.b.org/p_q</a><code> </code>'
            '<a href="http://a.com/x%601http://c.com">http://a.com/x`1http://c.com</a>',
            '<a href="http://www.b.org/p_q%60">www.b.org/p_q`</a> <code>http://a.com/x</code>1'
            '<a href="http://c.com">http://c.com</a>',
            "markup in a link",
        ),
        (
            "http://d[]()\\<http://e>",
            '<a href="http://d">http://d</a><a href=""></a>&lt;'
            '<a href="http://e%3E">http://e&gt;</a>',
            '<a href="http://d%5B%5D()%5C">http://d[]()\\</a><a href="http://e">http://e</a>',
            "markup in a link",
        ),
        ("x", '<a href="http://b.com">http://b.com</a>', "x", "link cmark-gfm refuses"),
        ("x", "x", '<a href="http://b.com">http://b.com</a>', "unexplained"),
    ],
)
def test_categories_are_recognised(source: str, ours: str, theirs: str, named: str) -> None:
    assert category(source, Rendered.of(ours), Rendered.of(theirs), Rendered.of("")).startswith(
        named
    )


@pytest.mark.parametrize(
    ("source", "shown"),
    [
        (
            "www.q[]()http://a\\<b>",
            '<p><a href="http://www.q">www.q</a><a href=""></a>'
            '<a href="http://a%5C">http://a\\</a>&lt;b&gt;</p>\n',
        ),
        (
            "x http://a\\<http://e> y",
            '<p>x <a href="http://a%5C">http://a\\</a>&lt;http://e&gt; y</p>\n',
        ),
        ("x \\<b> <i>", "<p>x &lt;b&gt; <i></p>\n"),
    ],
)
def test_a_taken_escape_shows_what_follows_as_written(source: str, shown: str) -> None:
    md = MarkdownIt("commonmark").enable(GFM_EXTENSIONS).use(autolinks_plugin)
    assert taken_escapes_as_text(md, source) == shown
    plain = MarkdownIt("commonmark").enable(GFM_EXTENSIONS).render(source)
    assert text_kept(Rendered.of(plain).visible(), Rendered.of(shown).visible())
