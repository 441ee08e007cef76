"""The violation families the stack oracle knows (``tests/cross/stacks``).

Every violation the oracle finds must belong to a family of one of three tables, or the
oracle fails:

- :data:`KNOWN_FAMILIES`: damage issue 36 (items 1-8) already names, being fixed. **Delete
  an entry once its fix is merged**: ``test_each_known_family_still_happens`` renders each
  entry's example and fails when the example no longer breaks a property, naming the entry.
- :data:`OPEN_FAMILIES`: damage this oracle found that no item of issue 36 names, reported
  and not yet fixed; the same rule applies.
- :data:`BY_DESIGN`: departures from a property the docs state on purpose, with the page
  that says so; they stay.

A family matches a violation by front end (a prefix of the row's name), property, mode,
dialect and a predicate on the violation (its block, text, detail).
"""

from __future__ import annotations

import ast
import html
import re
from collections.abc import Callable
from dataclasses import dataclass

from markdown_it import MarkdownIt

from md_autolinks import find_links
from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.python_markdown.magiclink import MESSAGE as MAGICLINK_NOTICE
from support.escape_reading import ENTITY, PUNCTUATION, read_escapes
from support.gfm_oracle import render_autolink
from support.html_normalize import normalize_html
from support.stack_checks import Violation
from support.stack_front_ends import before_smartquotes

Predicate = Callable[[Violation], bool]


@dataclass(frozen=True)
class Example:
    """A minimal block that shows a family: front end, dialect, mode, the block, the
    property it breaks, and whether the front end's own linker is loaded."""

    front_end: str
    dialect: str
    mode: str
    block: str
    prop: str
    linker: bool = False


@dataclass(frozen=True)
class Family:
    """A kind of violation: where it happens (``front_ends`` prefixes, ``props``, ``modes``,
    ``dialects``; empty means any) and ``matches`` on the violation itself."""

    name: str
    source: str
    front_ends: tuple[str, ...]
    props: tuple[str, ...]
    matches: Predicate
    example: Example
    modes: tuple[str, ...] = ()
    dialects: tuple[str, ...] = ()

    def holds(self, violation: Violation) -> bool:
        """Whether ``violation`` is of this family."""
        return (
            violation.front_end.startswith(self.front_ends)
            and violation.prop in self.props
            and (not self.modes or violation.mode in self.modes)
            and (not self.dialects or violation.dialect in self.dialects)
            and self.matches(violation)
        )


def _unescaped(source: str, any_char: bool) -> tuple[str, list[bool]]:
    """``source`` with its backslash escapes resolved (of punctuation in Markdown, of any
    character with ``any_char``: reST), and which characters were escaped; in Markdown its
    character references are resolved too."""
    return read_escapes(source, None if any_char else PUNCTUATION, references=not any_char)


def _where(violation: Violation) -> str:
    """The violation's block, then its page: footnotes are written at the page's end."""
    return f"{violation.block}\n\n{violation.page}"


_FOOTNOTE_ESCAPE = re.compile(r"^\[\^[^\]\n]+\]:[^\n]*\\", re.MULTILINE)
"""A footnote definition holding a backslash: its text is written at the page's end, in the
last block's HTML, whatever block defines it."""


def touches_escape(violation: Violation) -> bool:
    """Whether the violation's link, found in its block with escapes resolved, has an
    escaped character inside it or beside it (for a page-wide violation: whether its block,
    or a footnote written at the page's end, holds a backslash)."""
    text, escaped = _unescaped(_where(violation), violation.dialect == "rst")
    word = violation.text
    if not word:
        return "\\" in violation.block or _FOOTNOTE_ESCAPE.search(violation.page) is not None
    for found in re.finditer(re.escape(word), text):
        if any(escaped[max(found.start() - 1, 0) : found.end() + 1]):
            return True
    return False


def touches_entity(violation: Violation) -> bool:
    """Whether the violation's link, found in its block with character references
    resolved, has one inside it or beside it."""
    text: list[str] = []
    resolved: list[bool] = []
    cursor = 0
    source = _where(violation)
    for found in ENTITY.finditer(source):
        for char in source[cursor : found.start()]:
            text.append(char)
            resolved.append(False)
        for char in html.unescape(found.group()):
            text.append(char)
            resolved.append(True)
        cursor = found.end()
    for char in source[cursor:]:
        text.append(char)
        resolved.append(False)
    for found in re.finditer(re.escape(violation.text), "".join(text)):
        if violation.text and any(resolved[max(found.start() - 1, 0) : found.end() + 1]):
            return True
    return False


_INVISIBLE = "[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufe00-\ufe0f\ufeff]*"


def _before_break_backslash(violation: Violation) -> bool:
    """Whether the violation's link stands right before the backslash of a hard line break
    (invisible characters between), escapes and character references resolved."""
    text, _ = _unescaped(_where(violation), False)
    word = violation.text
    return bool(word) and re.search(re.escape(word) + _INVISIBLE + r"\\\n", text) is not None


_OVERRIDE = re.compile("[\u202d\u202e]")
_RAW_ELEMENT = re.compile(
    r"<(a|code|kbd|samp|script|style|button|label|summary|math|svg)\b[^>]*>.*?</\1>",
    re.IGNORECASE | re.DOTALL,
)


_BREAK_BACKSLASH = re.compile(r"(?<!\\)((?:\\\\)*)\\(?=\n)")
"""The backslash of a hard line break (after an even run of backslashes, if any)."""
_EDGE_SPACE = re.compile(r"^[^\S\t\n\v\f\r ]+|[^\S\t\n\v\f\r ]+$", re.MULTILINE)
"""White space other than ASCII at the start or end of a line."""
_JOINERS = frozenset("\uff20\uff0f\uff3c\uff1d\uff05\uff06\uff0b")
"""Fullwidth forms that join a token on both sides (docs/modes.md, where a host may end)."""
_FOOTNOTE_BODY = re.compile(r"^\[\^[^\]\n]+\]:([^\n]*)", re.MULTILINE)


def _source(violation: Violation) -> str:
    """The violation's block, and when it is the page's last block, the bodies of the
    page's footnote definitions (footnotes are written at the page's end, in its HTML)."""
    if not violation.page.rstrip().endswith(violation.block.rstrip()):
        return violation.block
    bodies = [found.group(1) for found in _FOOTNOTE_BODY.finditer(violation.page)]
    return "\n\n".join([violation.block, *bodies])


def _source_has(pattern: str) -> Predicate:
    compiled = re.compile(pattern)
    return lambda violation: compiled.search(_source(violation)) is not None


def _without_joined_words(block: str) -> str:
    """``block`` without the words a fullwidth joiner holds (md-autolinks links nothing of
    such a word: docs/security.md; cmark-gfm links beside the joiner)."""
    return re.sub(r"\S+", lambda word: "" if _JOINERS & set(word.group()) else word.group(), block)


_ENTITY_IN_ANCHOR = re.compile(
    r"<a [^>]*>[^<]*&amp;(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);"
)


def _shows_entity_as_cmark_gfm(violation: Violation) -> bool:
    """Whether the page changed where cmark-gfm's own link (of its autolink extension) in
    the block or in a heading of the page shows an entity reference as written
    (``https://a.com/&amp;x`` shows ``&amp;x``, not ``&x``; a heading's id made from its
    text changes with it, and so do the ids pymdownx.tabbed makes from that id)."""
    if violation.prop != "unwrap":
        return False
    headings = [line for line in violation.page.splitlines() if line.startswith("#")]
    shown = render_autolink("\n\n".join([violation.block, *headings]))
    return _ENTITY_IN_ANCHOR.search(shown) is not None


_ANCHOR_TEXT = re.compile(r"<a [^>]*>([^<]*)</a>")


def _links_as_cmark_gfm(violation: Violation) -> bool:
    """Whether the violation's link is one cmark-gfm's autolink extension makes on the block
    (an extent), or one it does not make either (missed): Python-Markdown in gfm departs
    from cmark-gfm only where cmark-gfm's link shows a backslash (docs/python-markdown.md,
    backslash escapes and entity references)."""
    made = [html.unescape(text) for text in _ANCHOR_TEXT.findall(render_autolink(violation.block))]
    if violation.prop == "extent":
        return violation.text in made
    return not any(violation.text in text for text in made)


def _read_as_cmark_gfm(violation: Violation) -> bool:
    """Whether markdown-it in gfm (commonmark, the plugin alone) renders the violation's
    source (:func:`_source`) as cmark-gfm with its autolink extension does (normalised HTML),
    left out: raw elements of the never-linked list and bidi overrides (cmark-gfm links
    inside those elements and under an override; md-autolinks never does:
    docs/security.md), a hard line break's backslash (cmark-gfm takes it into a link before
    it; markdown-it keeps the break: docs/modes.md, backslash escapes), white space other
    than ASCII at a line's edge (markdown-it trims a paragraph's Unicode white space,
    cmark-gfm only ASCII's, with or without autolinking) and the words a fullwidth joiner
    holds, so long as the link is not one of them."""
    block = _OVERRIDE.sub("", _RAW_ELEMENT.sub("", _source(violation)))
    block = _EDGE_SPACE.sub("", _BREAK_BACKSLASH.sub(r"\1", block))
    block = _without_joined_words(block)
    word = violation.text
    if word and word not in block and word not in html.unescape(block):
        return False
    md = MarkdownIt("commonmark").enable("strikethrough").use(autolinks_plugin, mode="gfm")
    return normalize_html(md.render(block)) == normalize_html(render_autolink(block))


def _override_before(violation: Violation) -> bool:
    """Whether a left-to-right or right-to-left override stands in the violation's block
    before its link."""
    found = _OVERRIDE.search(violation.block)
    at = violation.block.rfind(violation.text) if violation.text else -1
    return found is not None and (at < 0 or found.start() < at)


def _bare_domain(violation: Violation) -> bool:
    word = violation.text
    return "://" not in word and not word.startswith("www.") and "@" not in word


def _block_has(pattern: str) -> Predicate:
    compiled = re.compile(pattern, re.IGNORECASE)
    return lambda violation: compiled.search(violation.block) is not None


def _detail_has(pattern: str) -> Predicate:
    compiled = re.compile(pattern)
    return lambda violation: compiled.search(violation.detail) is not None


def _both(first: Predicate, second: Predicate) -> Predicate:
    return lambda violation: first(violation) and second(violation)


def _either(first: Predicate, second: Predicate) -> Predicate:
    return lambda violation: first(violation) or second(violation)


def _context(violation: Violation) -> tuple[str, int]:
    """The text the reader sees around the violation's link (its detail's context:
    ``'x' -> 'href' in 'context'``, where a substitution's text stands in place) and where
    the link starts in it (-1: not found)."""
    for found in re.finditer(" in ", violation.detail):
        try:
            context = ast.literal_eval(violation.detail[found.end() :])
        except (ValueError, SyntaxError):
            continue
        if isinstance(context, str) and violation.text:
            return context, context.find(violation.text)
    return "", -1


def _as_found_in_the_seen_block(violation: Violation) -> bool:
    """Whether the violation's link is one ``find_links`` makes on its block with every
    backslash escape read as its character (the paragraph as the reader sees it)."""
    seen, _ = read_escapes(violation.block, PUNCTUATION)
    return any(link.text == violation.text for link in find_links(seen, mode=violation.mode))


def _only_after_smartquotes(violation: Violation) -> bool:
    """Whether the violation's link is not one ``find_links`` makes in its context with
    Sphinx's smart quotes written back as typed (:func:`before_smartquotes`)."""
    context, at = _context(violation)
    if at < 0:
        return False
    typed = before_smartquotes(context)
    start = len(before_smartquotes(context[:at]))
    return all(
        (link.start, link.text) != (start, violation.text)
        for link in find_links(typed, mode=violation.mode)
    )


def _before_turned_quote(violation: Violation) -> bool:
    """Whether a quote smartquotes turned follows the violation's link in the text the
    reader sees around it."""
    context, at = _context(violation)
    end = at + len(violation.text)
    return at >= 0 and context[end : end + 1] in ("\u2018", "\u2019", "\u201c", "\u201d")


_RAW_INLINE = (
    r"<(a|code|kbd|samp|script|style|button|label|summary|select|option|textarea|legend|math|svg)\b"
)
_LINK_PROPS = ("unwrap", "extent", "missed", "nested")

KNOWN_FAMILIES: tuple[Family, ...] = ()
"""Damage issue 36 names (items 1-8), being fixed: delete an entry once its fix merges."""


OPEN_FAMILIES: tuple[Family, ...] = ()
"""Damage the oracle found that issue 36 does not name, reported and not yet fixed."""

BY_DESIGN: tuple[Family, ...] = (
    Family(
        "magiclink-notice",
        "docs/magiclink.md: the notice that magiclink takes the links first",
        ("python-markdown",),
        ("warning",),
        _detail_has(re.escape(MAGICLINK_NOTICE[:40])),
        Example("python-markdown-material", "markdown", "gfm", "x", "warning", linker=True),
    ),
    Family(
        "critic-comment-is-raw",
        "docs/python-markdown.md (raw HTML): pymdownx.critic stores a comment as raw HTML, "
        "not Markdown (`{>>*c*<<}` keeps its stars)",
        ("python-markdown-material",),
        ("missed",),
        _block_has(r"\{>>"),
        Example(
            "python-markdown-material", "markdown", "gfm", "{>>see www.python.org now<<}", "missed"
        ),
    ),
    Family(
        "markdown-it-gfm-reads-as-cmark-gfm",
        "docs/getting-started.md#markdown-it-py (entity references, backslash escapes): in gfm "
        "a www or URL link is found in the source, as cmark-gfm finds it; an entity reference "
        "or escape in it shows as written, and an entity after it is not link text "
        "(`&lt;https://a.com/&gt;` links `https://a.com/`); only where markdown-it renders the "
        "block as cmark-gfm does, but for a hard line break markdown-it keeps "
        "(docs/modes.md, backslash escapes) and white space it trims at a line's edge",
        ("markdown-it",),
        ("missed", "extent", "unwrap"),
        _both(_source_has(r"&#?\w+;|\\"), _read_as_cmark_gfm),
        Example("markdown-it", "markdown_it", "gfm", "after &lt;ftp://g.net/x&gt;", "extent"),
        modes=("gfm",),
    ),
    Family(
        "token-front-ends-no-link-touches-an-escape",
        "docs/getting-started.md#markdown-it-py and #mistune (backslash escapes): md4c makes "
        "no link that touches an escape (md4c HEAD makes no permissive autolink beside one), "
        "nor does markdown-it in uts58",
        ("markdown-it", "mistune"),
        ("missed",),
        touches_escape,
        Example("markdown-it", "markdown_it", "md4c", "Text x\\_a.b+c@f.org end.", "missed"),
        modes=("md4c", "uts58"),
    ),
    Family(
        "markdown-it-no-link-before-a-break-backslash",
        "docs/getting-started.md#markdown-it-py (backslash escapes): md4c and uts58 make no "
        "link that touches an escape, the backslash of a hard line break included",
        ("markdown-it",),
        ("missed",),
        _before_break_backslash,
        Example(
            "markdown-it", "markdown_it", "uts58", "Line me@python.org\ufe0e\\\nnext", "missed"
        ),
        modes=("md4c", "uts58"),
    ),
    Family(
        "mistune-gfm-runs-through-escapes",
        "docs/getting-started.md#mistune (backslash escapes): in gfm a www or URL link runs "
        "through an escape as written, as cmark-gfm's does (`https://a.com/3/\\_` links "
        "`https://a.com/3/\\`)",
        ("mistune",),
        ("extent", "unwrap"),
        touches_escape,
        Example("mistune", "mistune", "gfm", "Text https://docs.python.org/3/\\_ end.", "unwrap"),
        modes=("gfm",),
    ),
    Family(
        "token-front-ends-override-in-a-destination",
        "docs/security.md (nothing is linked under an open override): markdown-it's inline "
        "rule and mistune's claims read the overrides of a paragraph's source whole, a "
        "link's destination and title and an image's text included, where the page shows "
        "none: on the side of no link",
        ("markdown-it", "mistune"),
        ("missed",),
        _override_before,
        Example(
            "markdown-it",
            "markdown_it",
            "uts58",
            "[t](\u202ehttps://h.com/x) and www.w3.org/a_b",
            "missed",
        ),
    ),
    Family(
        "markdown-it-linkify-damage-repaired",
        "docs/getting-started.md#markdown-it-py: linkify leaves what md-autolinks links alone "
        "(its links over emphasis marks, escapes and entity references are made without them)",
        ("markdown-it",),
        ("unwrap",),
        _both(
            lambda violation: "+linker" in violation.setting,
            _source_has(r"[_*~\\]|&#?\w+;"),
        ),
        Example(
            "markdown-it",
            "markdown_it",
            "gfm",
            "_https://docs.python.org/3/_",
            "unwrap",
            linker=True,
        ),
    ),
    Family(
        "mistune-url-plugin-repaired",
        "docs/getting-started.md#mistune: with mistune's own url plugin, md-autolinks links "
        "first and the url plugin leaves what it linked alone",
        ("mistune",),
        ("unwrap",),
        lambda violation: "+linker" in violation.setting,
        Example(
            "mistune", "mistune", "uts58", '*"https://h.com/(x)"* and x', "unwrap", linker=True
        ),
    ),
    Family(
        "rst-escape-keeps-text",
        "docs/getting-started.md: an escape of a link's first character keeps reST text plain",
        ("sphinx",),
        ("missed",),
        touches_escape,
        Example("sphinx", "rst", "gfm", "Esc \\www.python.org and x", "missed"),
        dialects=("rst",),
    ),
    Family(
        "mistune-reads-escaped-marks-with-the-paragraph",
        "docs/getting-started.md#mistune: in uts58 an escape is its character and the "
        "paragraph is read whole, so an email after an escaped mark inside emphasis "
        "(`**\\*help@python.org**`) is the one find_links makes on the paragraph as seen",
        ("mistune",),
        ("extent",),
        _as_found_in_the_seen_block,
        Example("mistune", "mistune", "uts58", "**\\*help@python.org** and", "extent"),
        modes=("uts58",),
    ),
    Family(
        "read-before-smartquotes",
        'docs/getting-started.md "Smart quotes": links are found in the text as written, '
        "before Sphinx's smartquotes (in uts58 @'help@python.org's is one token; the reader "
        "sees the email after a turned quote)",
        ("sphinx",),
        ("missed",),
        _only_after_smartquotes,
        Example("sphinx", "myst", "uts58", "x &#x40;'help@python.org's", "missed"),
    ),
    Family(
        "turned-quote-never-lengthens",
        'docs/getting-started.md "Smart quotes": a quote Sphinx\'s smartquotes turns never '
        "makes a link longer (gfm ends https://h.com/x before a straight quote, not before "
        "the curly one the reader sees)",
        ("sphinx",),
        ("extent",),
        _before_turned_quote,
        Example("sphinx", "myst", "gfm", '"Quote \xa0https://h.com/(x)\xa0" end', "extent"),
    ),
    Family(
        "attribute-list-syntax",
        "docs/python-markdown.md: an attribute list left in the text is never linked across",
        ("python-markdown",),
        ("extent", "missed"),
        _block_has(r"\{:?\s*[.#]"),
        Example("python-markdown-material", "markdown", "gfm", "https://h.com/x{: .c }", "extent"),
    ),
    Family(
        "md4c-reads-escapes-and-entities-as-marks",
        "docs/modes.md (md4c): as md4c HEAD, an escape or entity reference is a mark of the "
        "source that a link does not run into or touch (`x\\_me@python.org` is no link)",
        ("python-markdown",),
        ("missed", "extent"),
        _either(touches_escape, touches_entity),
        Example("python-markdown-material", "markdown", "md4c", "x\\_me@python.org", "missed"),
        modes=("md4c",),
    ),
    Family(
        "gfm-links-as-cmark-gfm-beside-escapes",
        "docs/python-markdown.md (backslash escapes and entity references): in gfm a link "
        "beside an escape or entity reference is cmark-gfm's where cmark-gfm's shows no "
        "backslash (`www.python.org\\_` is no link in either); mistune alike",
        ("python-markdown", "mistune"),
        ("extent", "missed"),
        _both(_source_has(r"&#?\w+;|\\"), _links_as_cmark_gfm),
        Example("python-markdown-material", "markdown", "gfm", "==a www.python.org\\_==", "missed"),
        modes=("gfm",),
    ),
    Family(
        "gfm-reads-entities-in-the-source",
        "docs/modes.md (gfm): as cmark-gfm, a www or URL link is found in the source, where an "
        "entity reference is as written (`&lt;https://docs.python.org/3/&gt;` links the URL "
        "alone)",
        ("python-markdown",),
        ("extent", "missed", "unwrap"),
        _either(touches_entity, _shows_entity_as_cmark_gfm),
        Example(
            "python-markdown-material",
            "markdown",
            "gfm",
            "&lt;https://docs.python.org/3/&gt;",
            "extent",
        ),
        modes=("gfm",),
    ),
    Family(
        "link-text-kept-as-typed",
        "docs/python-markdown.md#link-text-is-kept-as-typed: smarty's dashes do not apply "
        "inside a link's text",
        ("python-markdown-pymdown-site",),
        ("unwrap", "extent"),
        _block_has(r"--\S"),
        Example(
            "python-markdown-pymdown-site",
            "markdown",
            "gfm",
            "{--http://a.com/x?y=1&z=2--}",
            "unwrap",
        ),
    ),
    Family(
        "gfm-claims-links-before-emphasis",
        "docs/python-markdown.md#what-is-claimed-before-emphasis: as cmark-gfm, a URL takes "
        "the marks inside it, which then close no emphasis (`*a http://a.com/x*} b`)",
        ("python-markdown",),
        ("unwrap",),
        _block_has(r"(?:://|www\.)[^\s*~]*[*~]+[^\s*~]"),
        Example(
            "python-markdown-pymdown-site", "markdown", "gfm", "*a http://a.com/x*} b", "unwrap"
        ),
        modes=("gfm",),
    ),
)
"""Departures the docs state on purpose."""

FAMILIES = KNOWN_FAMILIES + OPEN_FAMILIES + BY_DESIGN


def family_of(violation: Violation) -> Family | None:
    """The first family ``violation`` belongs to, or ``None``: a new kind of damage."""
    return next((family for family in FAMILIES if family.holds(violation)), None)
