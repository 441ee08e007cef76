"""Text in braces beside ``attr_list`` (docs/python-markdown.md, "Where no link is made").

``attr_list`` runs before the tree pass: braces it leaves in the text are linked like any
text, as cmark-gfm links them in gfm (``{==see www.python.org==}`` links
``www.python.org==}``; after ``-`` no www link starts), unless they read as an attribute
list (a ``.class``, ``#id`` or ``key=value``, or anything after ``{:``), which is never
linked inside or across. pymdownx.critic's marks (``{++ ... ++}``) without critic are
such text.
"""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.python_markdown import AutolinkExtension
from support.gfm_oracle import render_autolink

WWW = '<a href="http://www.python.org">www.python.org</a>'


def render(text: str, *extensions: str, mode: str = "gfm") -> str:
    return markdown.markdown(text, extensions=[*extensions, AutolinkExtension(mode=mode)])


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("{++ www.python.org ++}", f"<p>{{++ {WWW} ++}}</p>"),
        ("{--www.python.org--} x", "<p>{--www.python.org--} x</p>"),
        (
            "{==see www.python.org==}",
            '<p>{==see <a href="http://www.python.org==%7D">www.python.org==}</a></p>',
        ),
        (
            "a {see www.python.org} b",
            '<p>a {see <a href="http://www.python.org%7D">www.python.org}</a> b</p>',
        ),
        ("{ data_www.b.com_=1 } www.python.org", f"<p>{{ data_www.b.com_=1 }} {WWW}</p>"),
    ],
)
def test_braces_that_are_no_attribute_list_are_linked(source: str, expected: str) -> None:
    assert render(source, "attr_list") == expected
    assert render_autolink(source).strip() == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("a {.c www.python.org} b", "<p>a {.c www.python.org} b</p>"),
        ("{#id www.python.org}", "<p>{#id www.python.org}</p>"),
        ("a {: www.python.org } b", "<p>a {: www.python.org } b</p>"),
        (
            "https://h.com/x{: .c }",
            '<p><a href="https://h.com/x">https://h.com/x</a>{: .c }</p>',
        ),
        ("*x*{ data_www.b.com_=1 } y", '<p><em data_www.b.com_="1">x</em> y</p>'),
        ("text\n{ www.python.org }", "<p www.python.org>text</p>"),
    ],
)
def test_an_attribute_list_is_never_linked_across(source: str, expected: str) -> None:
    assert render(source, "attr_list") == expected


def test_critic_insert_mark_links_its_text() -> None:
    assert render("{++ www.python.org ++}", "attr_list", "pymdownx.critic") == (
        f'<p><ins class="critic"> {WWW} </ins></p>'
    )


def test_uts58_braces_end_a_link() -> None:
    assert render("a {see www.python.org} b", "attr_list", mode="uts58") == (
        '<p>a {see <a href="https://www.python.org">www.python.org</a>} b</p>'
    )


@pytest.mark.parametrize("text", ["{.a " * 20_000, "{" * 20_000, "{:" + " x" * 20_000])
def test_many_braces_render_whole(text: str) -> None:
    """Pathological braces: every character kept, in time linear in the line's length
    (the attribute-list patterns stop at the next brace)."""
    rendered = render(text, "attr_list")
    assert rendered.startswith("<p>{") and rendered.count("{") == text.count("{")
