"""Property (docs/security.md#guaranteed): an invisible character never splices a uts58 link onto
another host. Invisible characters of every class are put into generated URLs, ``www.``
hosts, bare domains and emails of many scripts; every link must be its whole token, and
its href's host the one ada (the WHATWG URL parser of Node.js) reads from the whole token,
with no link at all where ada rejects the host."""

from __future__ import annotations

import ada_url
from hypothesis import given, settings
from hypothesis import strategies as st

from md_autolinks import find_links
from support.sizes import scaled
from support.uts58_front_ends import expected_html, markdown_it, python_markdown

#: Letters per script, for host labels and local parts.
SCRIPTS: dict[str, str] = {
    "latin": "abcdefghijklmnopqrstuvwxyz0123456789",
    "latin-extended": "äöüßéèçñøåłżšđ",
    "greek": "αβγδεζηθικλμνξοπρστυφχψως",
    "cyrillic": "абвгдежзийклмнопрстуфхцчшщыэюя",
    "han": "例子测试中文普遍适用我爱你",
    "kana": "あいうえおかきくけこアイウエオカキクケコ",
    "hangul": "가나다라마바사아자차카타파하",
    "arabic": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
    "hebrew": "אבגדהוזחטיכלמנסעפצקרשת",
    "devanagari": "कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह",
}
TLDS = ["com", "org", "de", "jp", "cn", "рф", "中国", "한국", "みんな", "ελ", "ישראל", "بھارت"]

#: Invisible characters (general category Cf or Default_Ignorable_Code_Point) by class.
INVISIBLES: dict[str, list[str]] = {
    "ignored by UTS #46": ["\u00ad", "\u200b", "\u2060", "\ufeff", "\u034f", "\u180b", "\ufe0f"],
    "bidi controls": [
        "\u200e",
        "\u200f",
        "\u061c",
        *map(chr, range(0x202A, 0x202F)),
        *map(chr, range(0x2066, 0x206A)),
    ],
    "joiners": ["\u200c", "\u200d"],
    "tags": ["\U000e0001", "\U000e0020", "\U000e0041", "\U000e007f"],
    "other format": ["\u2061", "\u2064", "\u206a", "\U0001d173", "\u180e", "\u3164", "\uffa0"],
}
ALL_INVISIBLES = [ch for chars in INVISIBLES.values() for ch in chars]


@st.composite
def labels(draw: st.DrawFn) -> str:
    script = draw(st.sampled_from(sorted(SCRIPTS)))
    return draw(st.text(st.sampled_from(SCRIPTS[script]), min_size=1, max_size=8))


@st.composite
def tokens(draw: st.DrawFn) -> tuple[str, str]:
    """A token and its kind: ``url``, ``www``, ``bare`` or ``email``."""
    host = ".".join(draw(st.lists(labels(), min_size=1, max_size=3)))
    host += "." + draw(st.sampled_from(TLDS))
    kind = draw(st.sampled_from(["url", "www", "bare", "email"]))
    if kind == "url":
        scheme = draw(st.sampled_from(["https://", "http://"]))
        path = draw(st.sampled_from(["", "/", "/a", "/docs/x_y", "/wiki/项目", "?q=1", "#top"]))
        return scheme + host + path, kind
    if kind == "www":
        return "www." + host, kind
    if kind == "email":
        return draw(labels()) + "@" + host, kind
    return host, kind


@st.composite
def spliced(draw: st.DrawFn) -> tuple[str, str]:
    """A token with one to three invisible characters put between its characters."""
    token, kind = draw(tokens())
    chars = list(token)
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        position = draw(st.integers(min_value=1, max_value=len(chars) - 1))
        chars.insert(position, draw(st.sampled_from(ALL_INVISIBLES)))
    return "".join(chars), kind


def ada_host(token: str, kind: str) -> str | None:
    """The host ada reads from the whole token, or None when it rejects it."""
    if kind == "email":
        url = "https://" + token.rsplit("@", 1)[1]
    elif kind == "url":
        url = token
    else:
        url = "https://" + token
    return ada_url.URL(url).hostname if ada_url.check_url(url) else None


def href_host(href: str) -> str:
    if href.startswith("mailto:"):
        href = "https://" + href.rsplit("@", 1)[1]
    return ada_url.URL(href).hostname


@settings(max_examples=scaled(500), deadline=None)
@given(spliced(), st.sampled_from(["{}", "See {} now", "见 {} 。", "Siehe: {} heute"]))
def test_no_link_splices_a_token_onto_another_host(case: tuple[str, str], frame: str) -> None:
    token, kind = case
    text = frame.format(token)
    start = frame.index("{}")
    end = start + len(token)
    links = find_links(text, mode="uts58", bare_domains="all")
    expected_host = ada_host(token, kind)
    if expected_host is None:
        assert links == [], (text, links)
        return
    for link in links:
        assert (link.start, link.end) == (start, end), (text, link)
        assert href_host(link.href) == expected_host, (text, link)


IGNORED_RUNS = st.lists(st.sampled_from(INVISIBLES["ignored by UTS #46"]), min_size=1, max_size=3)


@settings(max_examples=scaled(100), deadline=None)
@given(tokens(), IGNORED_RUNS)
def test_characters_browsers_ignore_stay_inside_the_link(
    case: tuple[str, str], ignored: list[str]
) -> None:
    """An ASCII token with characters UTS #46 ignores inside its host is linked whole,
    to the host without them."""
    token, kind = case
    if not token.isascii() or kind == "email":
        token, kind = "https://paypal.com/x", "url"
    dot = token.rindex(".")
    spliced_token = token[:dot] + "".join(ignored) + token[dot:]
    links = find_links(f"See {spliced_token} now", mode="uts58", bare_domains="all")
    assert [(link.start, link.end) for link in links] == [(4, 4 + len(spliced_token))]
    assert href_host(links[0].href) == ada_host(token, kind)


@settings(max_examples=scaled(100), deadline=None)
@given(spliced(), st.sampled_from(["{}", "See {} now", "见 {} 。"]))
def test_both_front_ends_make_the_engines_links(case: tuple[str, str], frame: str) -> None:
    """Python-Markdown and markdown-it write exactly the engine's links for these tokens."""
    text = frame.format(case[0])
    links = [(link.text, link.href) for link in find_links(text, mode="uts58", bare_domains="all")]
    assert python_markdown(text) == expected_html(text, links)
    assert markdown_it(text) == expected_html(text, links)
