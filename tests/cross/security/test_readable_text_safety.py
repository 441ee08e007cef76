"""Readable text never reverses a page: with ``readable_text`` or ``hide_scheme``, the text
shown for a link never holds a bidi control or another invisible format character (general
category Cf, Default_Ignorable_Code_Point); they stay percent-encoded, in every front end and
the command line (docs/options.md#readable_text). ``format_url`` itself stays UTS #58's formatter
(``tests/engine/uts58/test_uts58_formatting.py`` holds it to LinkFormattingTest)."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest
from markdown_it import MarkdownIt

from md_autolinks import format_url
from md_autolinks.cli import main
from md_autolinks.common.anchors import escape_invisible
from md_autolinks.engine.unicode_props import is_invisible
from md_autolinks.markdown_it import autolinks_plugin

BANK = "Pay at https://bank.com/pay?to=%E2%80%AEmoc.live and confirm with your bank."
HREF = "https://bank.com/pay?to=%E2%80%AEmoc.live"
SHOWN = (
    f'<p>Pay at <a href="{HREF}">https://bank.com/pay?to=%E2%80%AEmoc.live</a> '
    "and confirm with your bank.</p>"
)
RLO = "\u202e"


def test_format_url_decodes_it_and_the_display_does_not() -> None:
    assert format_url(HREF) == f"https://bank.com/pay?to={RLO}moc.live"
    assert escape_invisible(format_url(HREF)) == HREF


@pytest.mark.parametrize(
    ("char", "escaped"),
    [
        ("\u202e", "%E2%80%AE"),  # RIGHT-TO-LEFT OVERRIDE, Cf
        ("\u2066", "%E2%81%A6"),  # LEFT-TO-RIGHT ISOLATE, Cf
        ("\u200f", "%E2%80%8F"),  # RIGHT-TO-LEFT MARK, Cf
        ("\u061c", "%D8%9C"),  # ARABIC LETTER MARK, Cf
        ("\u200b", "%E2%80%8B"),  # ZERO WIDTH SPACE, Cf
        ("\u200d", "%E2%80%8D"),  # ZERO WIDTH JOINER, Cf
        ("\u00ad", "%C2%AD"),  # SOFT HYPHEN, Cf
        ("\ufeff", "%EF%BB%BF"),  # ZERO WIDTH NO-BREAK SPACE, Cf
        ("\U000e0041", "%F3%A0%81%81"),  # TAG LATIN CAPITAL LETTER A, Cf
        ("\u0600", "%D8%80"),  # ARABIC NUMBER SIGN, Cf, not default-ignorable
        ("\ufe0f", "%EF%B8%8F"),  # VARIATION SELECTOR-16, Mn, default-ignorable
        ("\u034f", "%CD%8F"),  # COMBINING GRAPHEME JOINER, Mn, default-ignorable
        ("\u3164", "%E3%85%A4"),  # HANGUL FILLER, Lo, default-ignorable
        ("\u115f", "%E1%85%9F"),  # HANGUL CHOSEONG FILLER, Lo, default-ignorable
        ("\U000e0100", "%F3%A0%84%80"),  # VARIATION SELECTOR-17, Mn, default-ignorable
        ("\U000e0fff", "%F3%A0%BF%BF"),  # unassigned, default-ignorable
    ],
)
def test_each_invisible_character_stays_encoded(char: str, escaped: str) -> None:
    assert is_invisible(char)
    assert escape_invisible(f"https://a.com/x{char}y") == f"https://a.com/x{escaped}y"


@pytest.mark.parametrize("char", ["ア", "é", "😀", "\u0301", "ß", "\u00a0", "\u2028", "a"])
def test_visible_characters_are_shown(char: str) -> None:
    assert not is_invisible(char)
    assert escape_invisible(f"a.com/{char}") == f"a.com/{char}"


@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_python_markdown(mode: str) -> None:
    html = markdown.markdown(
        BANK,
        extensions=["md_autolinks"],
        extension_configs={"md_autolinks": {"mode": mode, "readable_text": True}},
    )
    if mode == "md4c":  # md4c ends a link before '%' in a query: no link, no display
        assert html == f"<p>{BANK}</p>"
    else:
        assert html == SHOWN


def test_python_markdown_hide_scheme_and_readable_text_together() -> None:
    source = (
        "see https://a.com/%E3%82%A2%E2%80%8B?x=%F3%A0%80%81#%E2%81%A6top and www.b.org/caf%C3%A9"
    )
    html = markdown.markdown(
        source,
        extensions=["md_autolinks"],
        extension_configs={"md_autolinks": {"readable_text": True, "hide_scheme": True}},
    )
    assert html == (
        '<p>see <a href="https://a.com/%E3%82%A2%E2%80%8B?x=%F3%A0%80%81#%E2%81%A6top">'
        "a.com/ア%E2%80%8B?x=%F3%A0%80%81#%E2%81%A6top</a> and "
        '<a href="http://www.b.org/caf%C3%A9">www.b.org/café</a></p>'
    )


def test_a_raw_control_in_a_gfm_link_is_encoded_once_shown_differently() -> None:
    source = f"see http://a.com/x{RLO}y"
    options = {"hide_scheme": True}
    html = markdown.markdown(
        source, extensions=["md_autolinks"], extension_configs={"md_autolinks": options}
    )
    assert html == '<p>see <a href="http://a.com/x%E2%80%AEy">a.com/x%E2%80%AEy</a></p>'


def test_markdown_it() -> None:
    md = MarkdownIt().use(autolinks_plugin, mode="uts58", readable_text=True)
    assert md.render(BANK) == SHOWN + "\n"
    md = MarkdownIt().use(autolinks_plugin, readable_text=True, hide_scheme=True)
    assert md.render(BANK) == SHOWN.replace(">https://bank", ">bank") + "\n"


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "pay.md"
    page.write_text(BANK + "\n", encoding="utf-8")
    assert main([str(page), "--readable-text", "--mode", "uts58"]) == 0
    assert capsys.readouterr() == (SHOWN + "\n", "")


@pytest.mark.slow
def test_sphinx_rest_and_myst(tmp_path: Path) -> None:
    from support.sphinx_projects import build, paragraphs, tiny_project

    project = tiny_project(
        tmp_path, "See " + BANK, "See " + BANK, "md_autolinks_readable_text = True"
    )
    anchor = (
        f'<a class="reference external" href="{HREF}">https://bank.com/pay?to=%E2%80%AEmoc.live</a>'
    )
    line = f"<p>See Pay at {anchor} and confirm with your bank.</p>"
    assert paragraphs(build(project)) == {"index": [line], "page": [line]}
