"""Generated pages for the stack oracle (``tests/cross/stacks``): a link at every structural
boundary of each syntax the front ends read.

A page is a few *blocks* separated by a marker paragraph (:data:`BLOCK_MARK` and the block's
number), so that a violation found in the rendered page is traced to the block that made it.
Each block is a template of one dialect (``markdown`` for Python-Markdown's extension stacks,
``markdown_it`` for mdit-py-plugins, ``mistune`` for mistune's plugins, ``myst`` and ``rst``
for Sphinx) with its ``{L}`` slots
filled by link candidates: URLs, ``www.`` links, emails and bare domains, with the punctuation
around them, entities, escapes and adversarial Unicode (bidi controls, zero-width characters,
look-alike separators) of :data:`DECORATIONS`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

BLOCK_MARK = "zzblock"
"""The word of the marker paragraph between two blocks (``zzblock3zz``): never a link."""

ATOMS = (
    "https://docs.python.org/3/",
    "http://a.com/x?y=1&z=2",
    "https://h.com/(x)",
    "ftp://g.net/x",
    "www.w3.org/a_b",
    "www.python.org",
    "help@python.org",
    "a.b+c@f.org",
    "mailto:me@python.org",
    "xmpp:me@python.org/r",
    "python.org",
    "pypi.org/project/x",
    "bücher.de/ä",
    "例え.jp",
    "https://例え.テスト/パス",
)
"""Link candidates of every kind and mode: gfm's extended autolinks, md4c's, uts58's bare
domains and internationalised hosts."""

DECORATIONS = (
    ("", ""),
    ("", ""),
    ("", "."),
    ("", ","),
    ("(", ")"),
    ('"', '"'),
    ("'", "'s"),
    ("", "!"),
    ("", ":"),
    ("", ";"),
    ("", "&amp;x"),
    ("", "&#47;x"),
    ("&lt;", "&gt;"),
    ("\\*", ""),
    ("", "\\_"),
    ("x\\_", ""),
    ("", "\u200b"),
    ("\u202e", ""),
    ("", "\u202c"),
    ("", "\u2066x"),
    ("", "\ufe0e"),
    ("\u00a0", "\u00a0"),
    ("", "\u3002x"),
    ("", "\uff0ecom"),
    ("", "\u2024org"),
    ("x\uff20", ""),
)
"""``(before, after)`` pairs written around a candidate: punctuation, entities, escapes,
bidi controls (U+202E, U+202C, U+2066), zero-width characters (U+200B, U+FE0E), a no-break
space and look-alike separators (U+3002, U+FF0E, U+2024, U+FF20)."""

_COMMON = (
    "Text {L} end.",
    "*{L}* and **{L}**",
    "_{L}_ __{L}__",
    "Line {L}  \nnext {L}",
    "Line {L}\\\nnext {L}",
    "## Head {L}",
    "`{L}` then {L}",
    "[{L}]({L}) and [t](https://z.org/) {L}",
    "![{L}](i.png) {L}",
    "[ref] {L}\n\n[ref]: https://z.org/ 'T {L}'",
    "<{L}> and {L}",
    "- item {L}\n- {L}",
    "> quote {L}",
    "1. {L}\n2. x {L}",
    'A <a href="https://z.org/">{L}</a> {L} end.',
    "C <code>{L}</code> K <kbd>{L}</kbd> S <samp>{L}</samp>",
    'S <script>var u = "{L}";</script> end {L}',
    "Y <style>a{{content:'{L}'}}</style> end",
    "Math <math><mi>{L}</mi></math> and {L}",
    "G <svg><text>{L}</text></svg> and {L}",
    "B <button>{L}</button> <label>{L}</label> <summary>{L}</summary>",
    "T <textarea>{L}</textarea> <select><option>{L}</option></select>",
    '<span title="{L}">{L}</span> <em>{L}</em>',
    '<div class="raw">\n{L}\n</div>',
    '<div class="raw">\n\n{L}\n\n</div>',
    '<details class="raw"><summary>{L}</summary>\n\n{L}\n\n</details>',
    "&amp; {L} &copy; {L}&nbsp;x &#x40;{L}",
    "{L}&#47;x {L}&#64;y.org",
    "Entity&#32;{L} <!-- {L} --> end",
)
"""Boundaries CommonMark-like Markdown shares: emphasis, hard breaks, headings, code, links,
images, reference definitions, angle autolinks, lists, quotes, inline and block HTML of
the never-linked list (``<a>``, ``<code>``, ``<kbd>``, ``<script>``, ``<math>``, ``<svg>``,
controls), attributes, comments and entities."""

_PYTHON_MARKDOWN = (
    "| a {L} | b |\n|---|---|\n| {L} | x {L} |",
    "Term {L}\n:   Def {L}",
    "Note[^1] {L}\n\n[^1]: Foot {L}",
    "*[HTML]: Hyper {L}\n\nHTML {L} HTML",
    ":smile:{L} :+1: {L}",
    "{{++ {L} ++}} {{--{L}--}} {{~~a~>{L}~~}} {{>>{L}<<}} {{=={L}==}}",
    "++ctrl+alt++{L} then ++{L}++",
    "(c) {L} --> {L} 1/2 +/-",
    "$x$ {L} $\\text{{{L}}}$ and \\({L}\\)",
    "$$\n{L}\n$$",
    "- [ ] {L}\n- [x] done {L}",
    "{L}{{: .c }}",
    "*{L}*{{.c}} x",
    "## H {L} {{ #id .c }}",
    "Para {L}\n{{: .d }}",
    '=== "Tab {L}"\n\n    Body {L}',
    '!!! note "Title {L}"\n\n    Body {L}',
    '??? note "Sum {L}"\n\n    Body {L}',
    '<div markdown="1">\n{L} *{L}*\n</div>',
    "==mark {L}== ^^{L}^^ ~~{L}~~ ^{L}^ ~{L}~",
    "`#!py {L}` and {L}",
    "```\n{L}\n```",
    "x {L} ~~~",
)
"""Python-Markdown with Material's and pymdown-extensions' stacks: tables, definition lists,
footnotes, abbreviations, emoji, critic, keys, smartsymbols, arithmatex, tasklists, attribute
lists, tabs, admonitions, details, ``md_in_html``, caret/mark/tilde, inline highlight,
superfences."""

_MARKDOWN_IT = (
    "| a {L} | b |\n|---|---|\n| {L} | x {L} |",
    "Term {L}\n: Def {L}",
    "Note[^1] {L}\n\n[^1]: Foot {L}",
    "- [ ] {L}\n- [x] done {L}",
    "*{L}*{{.c}} x",
    "{L}{{.d}} and [t](https://z.org/){{#i}} {L}",
    "**{L}**{{#i}} x",
    "## Head {L} ok",
    "$x$ {L} $y {L}$",
    "$$\n{L}\n$$",
    "\\begin{{equation}}\n{L}\n\\end{{equation}}",
    "::: note {L}\nBody {L}\n:::",
    ":::{{note}} {L}\nBody {L}\n:::",
    ":field {L}: body {L}",
    "+++ {L}\n\nafter {L}",
    "% comment {L}\n\nafter {L}",
    "(target-x)=\n\nafter {L}",
    "{{role}}`{L}` and {L}",
    "```\n{L}\n```",
)
"""markdown-it-py with mdit-py-plugins: tables, deflists, footnotes, tasklists, attrs,
anchors, dollarmath, amsmath, container, colon fences, field lists, MyST blocks and roles."""

_MISTUNE = (
    "| a {L} | b |\n|---|---|\n| {L} | x {L} |",
    "Term {L}\n: Def {L}",
    "Note[^1] {L}\n\n[^1]: Foot {L}",
    "- [ ] {L}\n- [x] done {L}",
    "*[HTML]: Hyper {L}\n\nHTML {L} HTML",
    "$x$ {L} $y {L}$",
    "$$\n{L}\n$$",
    "==mark {L}== ^^{L}^^ ~~{L}~~ ^{L}^ ~{L}~",
    ">! spoiler {L} and >!{L}!< x",
    "[^{L}] and [t](https://z.org/ 'T {L}') {L}",
    "```\n{L}\n```",
    "    indented {L}",
)
"""mistune 3 with its plugins: tables, definition lists, footnotes, task lists,
abbreviations, math, mark/insert/strikethrough/superscript/subscript and spoilers."""

_MYST = (
    "| a {L} | b |\n|---|---|\n| {L} | x {L} |",
    "Term {L}\n: Def {L}",
    "Note[^1] {L}\n\n[^1]: Foot {L}",
    "- [ ] {L}\n- [x] done {L}",
    "{L}{{.c}} [t](https://z.org/){{.d}} {L}",
    ":::{{note}}\nBody {L}\n:::",
    "```{{admonition}} Title {L}\nBody {L}\n```",
    "{{code}}`{L}` {{kbd}}`{L}` {{math}}`{L}` then {L}",
    "Sub {{{{ sub }}}} and {L}",
    '<img src="i.png" alt="{L}"> {L}',
    "\"Quote {L}\" -- (c) {L} ... 'x'",
    "```{{code-block}} text\n{L}\n```",
    "$x$ {L}",
    "(label-x)=\n## Head {L}",
)
"""MyST in Sphinx with linkify, colon fences, deflists, substitutions, ``html_image``,
``attrs_inline``, tasklists, smartquotes and replacements; directives and roles."""

_RST = (
    "Text {L} end.",
    "*{L}* and **{L}** and ``{L}``",
    "Head {L}\n-----------------------------------------------------------------------------",
    ":code:`{L}` :kbd:`{L}` :samp:`{L}` :math:`{L}` then {L}",
    ":emphasis:`{L}` :title-reference:`{L}` :abbr:`X ({L})` {L}",
    "`{L} <https://z.org/>`__ and `t <{L}>`__ {L}",
    ".. note::\n\n   Body {L}",
    ".. admonition:: Title {L}\n\n   Body {L}",
    ".. parsed-literal::\n\n   lit {L} *{L}*",
    ".. code-block:: text\n\n   {L}",
    "Sub |s1| and {L}\n\n.. |s1| replace:: R {L}",
    "Term {L}\n   Def {L}",
    ":Field {L}: body {L}",
    "- item {L}\n- {L}",
    "+-----+-----+\n| a   | b   |\n+=====+=====+\n| {L} | x |\n+-----+-----+",
    "Note [#f1]_ {L}\n\n.. [#f1] Foot {L}",
    '.. raw:: html\n\n   <p class="raw">{L}</p>',
    "Line {L}\n| next {L}",
    "Esc \\{L} and {L}\\ x",
    "\"Quote {L}\" -- {L} ... 'x'",
)
"""reST in Sphinx: roles, directives, ``parsed-literal``, substitutions, tables, field and
definition lists, footnotes, raw HTML, line blocks, escapes and smartquotes."""

TEMPLATES: dict[str, tuple[str, ...]] = {
    "markdown": _COMMON + _PYTHON_MARKDOWN,
    "markdown_it": _COMMON + _MARKDOWN_IT,
    "mistune": _COMMON + _MISTUNE,
    "myst": _COMMON + _MYST,
    "rst": _RST,
}
"""The block templates of each dialect; ``{L}`` is a slot (other braces are doubled)."""


@dataclass(frozen=True)
class Page:
    """One generated page: its source and the source of each of its blocks."""

    dialect: str
    blocks: tuple[str, ...]

    @property
    def source(self) -> str:
        parts = []
        for number, block in enumerate(self.blocks):
            parts.append(f"{BLOCK_MARK}{number}zz")
            parts.append(block)
        return "\n\n".join(parts) + "\n"


def candidate(rng: random.Random, dialect: str) -> str:
    """A link candidate with a decoration around it (escapes and entities as the dialect
    writes them: reST has no entities, so theirs are left as written)."""
    before, after = rng.choice(DECORATIONS)
    return before + rng.choice(ATOMS) + after


def block(rng: random.Random, dialect: str) -> str:
    """A template of ``dialect`` with each slot filled by its own :func:`candidate`."""
    template = rng.choice(TEMPLATES[dialect])
    pieces = template.split("{L}")
    filled = [pieces[0]]
    for piece in pieces[1:]:
        filled.append(candidate(rng, dialect))
        filled.append(piece)
    return "".join(filled).replace("{{", "{").replace("}}", "}")


def pages(dialect: str, seed: int, count: int, blocks: int = 6) -> list[Page]:
    """``count`` pages of ``blocks`` blocks each, drawn from ``seed``."""
    rng = random.Random(f"{seed}-{dialect}")
    return [Page(dialect, tuple(block(rng, dialect) for _ in range(blocks))) for _ in range(count)]
