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

import html
import re
from collections.abc import Callable
from dataclasses import dataclass

from md_autolinks.python_markdown.magiclink import MESSAGE as MAGICLINK_NOTICE
from support.stack_checks import Violation

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
    character with ``any_char``: reST), and which characters were escaped."""
    text: list[str] = []
    escaped: list[bool] = []
    at = 0
    while at < len(source):
        if (
            source[at] == "\\"
            and at + 1 < len(source)
            and (any_char or source[at + 1] in _PUNCTUATION)
        ):
            text.append(source[at + 1])
            escaped.append(True)
            at += 2
            continue
        text.append(source[at])
        escaped.append(False)
        at += 1
    return "".join(text), escaped


_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def _where(violation: Violation) -> str:
    """The violation's block, then its page: footnotes are written at the page's end."""
    return f"{violation.block}\n\n{violation.page}"


def touches_escape(violation: Violation) -> bool:
    """Whether the violation's link, found in its block with escapes resolved, has an
    escaped character inside it or beside it."""
    text, escaped = _unescaped(_where(violation), violation.dialect == "rst")
    word = violation.text
    if not word:
        return "\\" in violation.block
    for found in re.finditer(re.escape(word), text):
        if any(escaped[max(found.start() - 1, 0) : found.end() + 1]):
            return True
    return False


_ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")


def touches_entity(violation: Violation) -> bool:
    """Whether the violation's link, found in its block with character references
    resolved, has one inside it or beside it."""
    text: list[str] = []
    resolved: list[bool] = []
    cursor = 0
    source = _where(violation)
    for found in _ENTITY.finditer(source):
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


_RAW_INLINE = (
    r"<(a|code|kbd|samp|script|style|button|label|summary|select|option|textarea|legend|math|svg)\b"
)
_LINK_PROPS = ("unwrap", "extent", "missed", "nested")

KNOWN_FAMILIES: tuple[Family, ...] = (
    Family(
        "markdown-it-entity-in-link",
        "issue 36 item 5: a link that meets an entity reference in markdown-it (and MyST) "
        "stops there or is missed in uts58; in gfm the reading is cmark-gfm's",
        ("markdown-it", "sphinx"),
        ("missed", "extent", "unwrap"),
        _block_has(r"&#?\w+;"),
        Example(
            "markdown-it", "markdown_it", "uts58", "*pypi.org/project/x&amp;x*{.c} x", "extent"
        ),
        dialects=("markdown_it", "myst"),
    ),
    Family(
        "markdown-it-attrs",
        "issue 36 item 2: a link beside an attribute block of mdit-py-plugins' attrs",
        ("markdown-it",),
        ("unwrap", "extent"),
        _block_has(r"\S\{[.#]"),
        Example("markdown-it", "markdown_it", "gfm", "www.python.org,{.d} and", "extent"),
    ),
    Family(
        "override-in-raw-svg",
        "issue 36 item 4: a bidi override inside a raw <svg> keeps markdown-it from linking "
        "after the element",
        ("markdown-it",),
        ("missed",),
        _block_has(r"<(math|svg)\b"),
        Example(
            "markdown-it",
            "markdown_it",
            "gfm",
            "G <svg><text>\u202epypi.org/project/x</text></svg> and www.python.org\u200b",
            "missed",
        ),
    ),
    Family(
        "escape-rule",
        "issue 36 item 6 (Python-Markdown follows the rule: md_autolinks/common/escapes.py)",
        ("markdown-it", "sphinx"),
        ("missed", "extent", "unwrap"),
        touches_escape,
        Example("markdown-it", "markdown_it", "uts58", "x\\_me@python.org", "missed"),
        dialects=("markdown", "markdown_it", "myst"),
    ),
)
"""Damage issue 36 names (items 1-8), being fixed: delete an entry once its fix merges."""

OPEN_FAMILIES: tuple[Family, ...] = (
    Family(
        "myst-smartquotes-join-link",
        "found by this oracle: MyST's smartquotes turn a quote the link took into a curly one",
        ("sphinx",),
        ("extent",),
        _detail_has("\u2019"),
        Example("sphinx", "myst", "uts58", "done 'http://a.com/x?y=1&z=2's", "extent"),
        dialects=("myst",),
    ),
)
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
        "uts58-prose-reads-the-sentence",
        "docs/modes.md#bare-domains: the prose rule reads the words around a bare domain",
        ("python-markdown", "markdown-it", "sphinx"),
        ("missed",),
        _bare_domain,
        Example(
            "markdown-it",
            "markdown_it",
            "uts58",
            "{role}`\u202exmpp:me@python.org/r` and python.org\ufe0e",
            "missed",
        ),
        modes=("uts58",),
    ),
    Family(
        "markdown-it-linkify-damage-repaired",
        "README: linkify leaves what md-autolinks links alone (its links over emphasis marks "
        "and escapes are made without them)",
        ("markdown-it",),
        ("unwrap",),
        _both(lambda violation: "+linker" in violation.setting, _block_has(r"[_*~\\]")),
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
        "rst-escape-keeps-text",
        "docs/getting-started.md: an escape of a link's first character keeps reST text plain",
        ("sphinx",),
        ("missed",),
        touches_escape,
        Example("sphinx", "rst", "gfm", "Esc \\www.python.org and x", "missed"),
        dialects=("rst",),
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
        "gfm-reads-entities-in-the-source",
        "docs/modes.md (gfm): as cmark-gfm, a www or URL link is found in the source, where an "
        "entity reference is as written (`&lt;https://docs.python.org/3/&gt;` links the URL "
        "alone)",
        ("python-markdown",),
        ("extent", "missed"),
        touches_entity,
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
