"""Generated links are safe: escaped attributes, allowed schemes, no bidi or format
characters in hosts (except where cmark-gfm puts them, in gfm mode).

See ``docs/security.md`` for what is guaranteed and what is the host's business.
"""

from __future__ import annotations

import html
import re

import markdown
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from md_autolinks import find_links
from md_autolinks.engine.bidi import override_spans
from support.fuzz.html_anchors import (
    MODES,
    Anchor,
    generated_anchors,
    keeps_text,
    missing_host_anchors,
    read,
    render,
    squeeze_markup,
)
from support.fuzz.invariants import check_href
from support.gfm_oracle import oracle_links, render_autolink, render_autolink_as_cmark_gfm
from support.sizes import scaled

HOSTILE = (
    'http://a.com/"onmouseover="alert(1)',
    "www.a.com/'><script>alert(1)</script>",
    "http://a.com/&quot;x",
    'www.a.com/"><svg/onload=alert(1)>',
    "http://a.com/&#34;onclick=&#34;x",
    "https://a.com/x'onfocus='alert(1)'autofocus='",
    'a"b@c.com x@y.com"onclick="z',
    "http://a.com/'x'&<",
    "www.a.com/?q=<img src=x onerror=alert(1)>",
    "http://a.com/\u201cx\u201d\u2018y\u2019",
    "http://a.com/&lt;/a&gt;&lt;script&gt;",
    "www.a.com/</a><a href=javascript:alert(1)>x",
)
SCRIPT_SCHEMES = (
    "<javascript:alert(1)>",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "javascript:alert(1)",
    "JAVASCRIPT://www.a.com/%0aalert(1)",
    "javascript://a.com/%0Aalert(1)",
    "java\tscript://a.com/x",
    "java\u0000script://a.com/x",
    " \u0001javascript:alert(1)//a.com",
    "data:text/html;base64,PHNjcmlwdD4=//a.com",
    "data://a.com/x",
    "vbscript://a.com/x",
    "vbscript:msgbox(1)@a.com",
    "javascript:a@b.com",
    "javascript:mailto:a@b.com",
    "xjavascript:http://a.com",
    "&#106;avascript://a.com",
    "&#x6A;avascript:http://a.com",
)
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
FORMAT_CHARACTERS = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
UTS46_IGNORED = "\u200b\u2060\ufeff\u00ad"
HOST_TEMPLATES = (
    "www.a{c}b.com",
    "www.ab.co{c}m",
    "www.{c}ab.com",
    "http://{c}a.com",
    "http://a{c}.com/x",
    "https://a.com{c}/x",
    "a{c}b@c.com",
    "ab@c{c}d.com",
    "ab@cd.co{c}m",
    "x a.b{c}c.org y",
    "http://a.b{c}c.org",
    "mailto:a@b{c}.com",
    "{c}www.a.com",
    "www.a.com{c}",
)


def _host(text: str, email: bool) -> str:
    """The host of a link's text: after ``scheme://`` or the last ``@``, before ``/?#:``."""
    body = text.rpartition("@")[2] if email else text
    body = body.split("://", 1)[-1]
    for end in "/?#:":
        body = body.split(end, 1)[0]
    return body


_PYMD_ESCAPES = re.compile("\\\\([" + re.escape("".join(markdown.Markdown().ESCAPED_CHARS)) + "])")


def _as_read(source: str, mode: str, anchor: Anchor) -> str:
    """The source as ``anchor``'s text may show it: uts58 reads entity references in a link
    as their characters (``http://a.com/&quot;x`` shows ``http://a.com/"x``), and so does
    gfm in an email, which cmark-gfm finds in the finished text (``a@b.com&#106;x`` links
    ``a@b.comjx``, docs/python-markdown.md); gfm and uts58 read Python-Markdown's backslash
    escapes so (``md_autolinks.common.escapes``)."""
    if mode in ("gfm", "uts58"):
        source = _PYMD_ESCAPES.sub(r"\1", source)
    email = (anchor.href or "").startswith("mailto:")
    return html.unescape(source) if mode == "uts58" or (mode == "gfm" and email) else source


def _made(source: str, mode: str) -> tuple[list[Anchor], str]:
    with_ext, without = read(render(source, mode)), read(render(source, None))
    assert missing_host_anchors(with_ext, without) == []
    assert keeps_text(squeeze_markup(with_ext.visible), squeeze_markup(without.visible), source)
    return generated_anchors(with_ext, without), with_ext.html


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("source", HOSTILE)
def test_quotes_and_brackets_never_leave_the_href(mode: str, source: str) -> None:
    """Each generated anchor reads back (html.parser) with only an ``href`` attribute of
    bare-safe characters and source text as its text: nothing broke out of the attribute."""
    made, page = _made(source, mode)
    for anchor in made:
        assert anchor.text in _as_read(source, mode, anchor), (anchor.text, page)
        assert list(anchor.attrs) == ["href"], page
        assert anchor.href is not None
        check_href(anchor.href, mode)


@pytest.mark.parametrize(
    ("mode", "source", "expected"),
    [
        (
            "gfm",
            'http://a.com/"onmouseover="alert(1)',
            '<p><a href="http://a.com/%22onmouseover=%22alert(1)">'
            'http://a.com/"onmouseover="alert(1)</a></p>',
        ),
        (
            "gfm",
            "www.a.com/'><script>",
            "<p><a href=\"http://www.a.com/'%3E\">www.a.com/'&gt;</a><script></p>",
        ),
        (
            "uts58",
            "http://a.com/&quot;x",
            '<p><a href="http://a.com/%22x">http://a.com/"x</a></p>',
        ),
        (
            "uts58",
            "http://a.com/'x'&<",
            "<p><a href=\"http://a.com/'x'&amp;%3C\">http://a.com/'x'&amp;&lt;</a></p>",
        ),
        (
            "gfm",
            "a@b.com&#106;avascript://a.com",
            '<p><a href="mailto:a@b.comjavascript">a@b.comjavascript</a>://a.com</p>',
        ),
    ],
)
def test_hostile_url_exact_html(mode: str, source: str, expected: str) -> None:
    """Quotes are percent-encoded in the href, ``&`` and ``<`` escaped as HTML; the
    ``<script>`` after a link is the author's raw HTML, passed through by Python-Markdown.
    In uts58 an entity in a link is the character it stands for, percent-encoded in the
    href like any quote. In gfm an email reads an entity reference as its character, as
    cmark-gfm finds emails in the finished text: ``&#106;avascript://`` after an address
    makes the ``mailto:`` link of the address as the reader sees it, ending at ``:``, and
    no script href; gfm's links are cmark-gfm's."""
    assert render(source, mode) == expected
    if mode == "gfm":
        assert oracle_links(render_autolink(source)) == oracle_links(expected)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("source", SCRIPT_SCHEMES)
def test_no_script_scheme_is_ever_generated(mode: str, source: str) -> None:
    """Whatever the author writes around it, md-autolinks makes only allowed schemes;
    a ``javascript:`` link written as Markdown link or ``<...>`` is the host's own anchor."""
    made, _ = _made(source, mode)
    for anchor in made:
        assert anchor.href is not None
        check_href(anchor.href, mode)
    for link in find_links(source, mode):
        check_href(link.href, mode)


hostile_text = st.lists(
    st.one_of(
        st.sampled_from(HOSTILE + SCRIPT_SCHEMES),
        st.sampled_from(("http://a.com/", "www.a.com/", "a@b.com", "x", " ", "/", "=", ":")),
        st.text(st.sampled_from("\"'<>&;#=/ \t\n\\`*_()[]!\u202e\u200b"), max_size=4),
    ),
    max_size=8,
).map("".join)


@pytest.mark.parametrize("mode", MODES)
@settings(max_examples=scaled(60), deadline=None)
@given(source=hostile_text)
@example(source=';\t\n http://a.com/"onmouseover="alert(1)')
@example(source='http://a.com/"o"(1)*www.a.com/</a><a href=javascript:alert(1)>x*')
@example(source='http://a.com/"o"(1)*www.a.com/</a><a href=javascript:alert(1)>x*;')
@example(source="a@b.com&#106;avascript://a.com")
def test_generated_anchors_read_back_with_only_a_safe_href(mode: str, source: str) -> None:
    """Over generated hostile text: every generated anchor has one attribute, ``href``, of
    bare-safe characters only (so no quote can have closed it), and its text is source text
    read back unchanged."""
    made, page = _made(source, mode)
    for anchor in made:
        assert list(anchor.attrs) == ["href"], page
        assert anchor.href is not None
        check_href(anchor.href, mode)
        assert anchor.text in _as_read(source, mode, anchor), (anchor.text, page)


@pytest.mark.parametrize("mode", ["md4c", "uts58"])
@pytest.mark.parametrize("char", BIDI_CONTROLS + FORMAT_CHARACTERS)
@pytest.mark.parametrize("template", HOST_TEMPLATES)
def test_bidi_and_format_characters_stay_out_of_hosts(mode: str, char: str, template: str) -> None:
    """md4c hosts are ASCII; UTS #58 section 8: such characters are not host characters.
    In uts58 the characters UTS #46 ignores may sit inside a host, as in browsers, which
    drop them: the href's host is the host without them (``pay\u00adpal.com`` goes to
    ``paypal.com``)."""
    source = template.format(c=char)
    for link in find_links(source, mode):
        host = _host(link.text, link.kind == "email")
        if mode == "uts58" and char in UTS46_IGNORED and char in host:
            assert _host(link.href, link.kind == "email") == host.replace(char, ""), link
        else:
            assert char not in host, (source, link)
    made, _ = _made(source, mode)
    for anchor in made:
        email = (anchor.href or "").startswith("mailto:")
        host = _host(anchor.text, email)
        if mode == "uts58" and char in UTS46_IGNORED and char in host:
            assert _host(anchor.href or "", email) == host.replace(char, ""), anchor
        else:
            assert char not in host, (source, anchor)


@pytest.mark.parametrize("char", BIDI_CONTROLS + FORMAT_CHARACTERS)
@pytest.mark.parametrize("template", HOST_TEMPLATES[:-2])
def test_gfm_hosts_take_bidi_and_format_characters_as_cmark_gfm_does(
    char: str, template: str
) -> None:
    """cmark-gfm counts any character that is neither whitespace nor punctuation as a host
    character, bidi controls and format characters included; gfm mode follows it. The
    href carries them percent-encoded, never raw. One departure: no link starts where an
    override (LRO, RLO) is in effect, as the browser draws it reversed
    (docs/security.md#guaranteed): ``a\u202eb@c.com`` links nothing, cmark-gfm
    ``b@c.com``."""
    source = template.format(c=char)
    engine = [(link.href, link.text) for link in find_links(source, "gfm")]
    spans = override_spans(source, 0, len(source))
    expected = [
        text
        for _, text in oracle_links(render_autolink(source))
        if not any(start < source.index(text) < stop for start, stop in spans)
    ]
    assert [text for _, text in engine] == expected
    for href, _ in engine:
        assert char not in href
        check_href(href, "gfm")


def test_gfm_links_a_right_to_left_override_inside_a_host() -> None:
    """The gfm choice made concrete (cmark-gfm 0.29.0.gfm.13 does the same)."""
    [link] = find_links("www.exa\u202emoc.com", "gfm")
    assert (link.text, link.href) == ("www.exa\u202emoc.com", "http://www.exa%E2%80%AEmoc.com")


@pytest.mark.parametrize(
    ("source", "text"),
    [("x p.mailto:a@b.com", "p.mailto:a@b.com"), ("javascript.mailto:a@b.com", None)],
)
def test_gfm_email_rewind_past_mailto_keeps_cmark_gfms_href(source: str, text: str | None) -> None:
    """cmark-gfm's rewind from ``@`` runs on over local-part characters before ``mailto:``
    and links the whole text to itself: the href's scheme is ``p.mailto``, an unknown
    scheme that no browser runs (``javascript.mailto:`` is not ``javascript:``)."""
    text = text or source
    assert render_autolink(source).endswith(f'<a href="{text}">{text}</a></p>\n')
    [link] = find_links(source, "gfm")
    assert (link.text, link.href) == (text, text)
    check_href(link.href, "gfm")


@pytest.mark.parametrize(
    ("source", "text"),
    [
        ("mailto:a@b.com@x.org", "b.com@x.org"),
        ("xmpp:me@python.org/r_@y.org", "r_@y.org"),
        ("xmpp:a@b.org@c.org", "b.org@c.org"),
    ],
)
def test_gfm_email_after_a_second_at_gets_mailto(source: str, text: str) -> None:
    """cmark-gfm links ``b.com@x.org`` in ``mailto:a@b.com@x.org`` to itself (no
    ``mailto:``): a relative href, which goes to the page's own site, not to the address the
    text shows. gfm mode makes the same link with ``mailto:`` (docs/modes.md#gfm)."""
    assert render_autolink_as_cmark_gfm(source).endswith(f'<a href="{text}">{text}</a></p>\n')
    [link] = find_links(source, "gfm")
    assert (link.text, link.href) == (text, f"mailto:{text}")
