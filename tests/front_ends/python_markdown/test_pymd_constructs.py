"""A link never takes characters that a later inline pattern's construct owns: pymdownx.keys'
``++ctrl+alt++`` before an email stays keys in every mode, and with pymdownx.magiclink beside
(no ``replace_magiclink``) the email is magiclink's (``docs/python-markdown.md``,
``docs/magiclink.md``)."""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.python_markdown import magiclink

pytest.importorskip("pymdownx.keys", reason="the test extra installs pymdown-extensions")

MODES = ("gfm", "md4c", "uts58")
KEYS = (
    '<span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span>'
    '<kbd class="key-alt">Alt</kbd></span>'
)


@pytest.fixture(autouse=True)
def said(monkeypatch: pytest.MonkeyPatch) -> None:
    """magiclink's notice is another test's subject: here it has been said already."""
    monkeypatch.setattr(magiclink._Notice, "said", True)


def render(text: str, extensions: list[str], mode: str) -> str:
    return markdown.markdown(
        text,
        extensions=[*extensions, "md_autolinks"],
        extension_configs={"md_autolinks": {"mode": mode}},
    )


def magiclink_mail(address: str) -> str:
    """pymdownx.magiclink's email anchor: every character a decimal reference."""

    def encoded(text: str) -> str:
        return "".join(f"&#{ord(char)};" for char in text)

    return f'<a href="{encoded("mailto:" + address)}">{encoded(address)}</a>'


@pytest.mark.parametrize("mode", MODES)
def test_keys_before_an_email_stay_keys(mode: str) -> None:
    email = {
        "gfm": '<a href="mailto:help@python.org">help@python.org</a>',
        "md4c": "help@python.org",
        "uts58": '<a href="mailto:help@python.org">help@python.org</a>',
    }[mode]
    html = render("++ctrl+alt++help@python.org then", ["pymdownx.keys"], mode)
    assert html == f"<p>{KEYS}{email} then</p>"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "extensions",
    [["pymdownx.keys", "pymdownx.magiclink"], ["pymdownx.magiclink", "pymdownx.keys"]],
)
def test_with_magiclink_beside_the_email_is_magiclinks(mode: str, extensions: list[str]) -> None:
    text = "++ctrl+alt++help@python.org then"
    html = render(text, extensions, mode)
    assert html == f"<p>{magiclink_mail('++ctrl+alt++help@python.org')} then</p>"
    assert html == markdown.markdown(text, extensions=extensions)


def test_keys_holding_a_links_first_character_are_their_own() -> None:
    """uts58: keys that hold an email's first character keep their markup, and the tree
    pass links what follows them; keys wholly inside a link are the link's, as any mark
    inside it is."""
    html = render("mail ++a++b++c@python.org and http://a.com/++x++y", ["pymdownx.keys"], "uts58")
    assert html == (
        '<p>mail <span class="keys"><kbd class="key-a">A</kbd></span>'
        '<a href="mailto:b++c@python.org">b++c@python.org</a> and '
        '<a href="http://a.com/++x++y">http://a.com/++x++y</a></p>'
    )


def test_magiclinks_email_holding_a_links_last_character_is_its_own() -> None:
    """uts58: the email magiclink finds at the end of a bare-domain URL is magiclink's; the
    URL is linked up to it."""
    html = render("see python.org/a_b_?to=me@python.org now", ["pymdownx.magiclink"], "uts58")
    assert html == (
        '<p>see <a href="https://python.org/a_b_?to=">python.org/a_b_?to=</a>'
        f"{magiclink_mail('me@python.org')} now</p>"
    )
