"""``encode_href``: the percent-encoding every mode's hrefs share (cmark's
``houdini_escape_href``)."""

from __future__ import annotations

import pytest

from md_autolinks.engine.hrefs import encode_href


@pytest.mark.parametrize(
    ("url", "href"),
    [
        ("https://a.com/x?y=1&z=(2)#t~", "https://a.com/x?y=1&z=(2)#t~"),
        ("https://a.com/a b", "https://a.com/a%20b"),
        ("https://a.com/%20x", "https://a.com/%20x"),
        ("https://ru.wikipedia.org/wiki/Мир", "https://ru.wikipedia.org/wiki/%D0%9C%D0%B8%D1%80"),
        ('https://a.com/{x}`|^"', "https://a.com/%7Bx%7D%60%7C%5E%22"),
        ("https://a.com/\U0001f600", "https://a.com/%F0%9F%98%80"),
        ("https://a.com/\ud800x\x00", "https://a.com/%ED%A0%80x%00"),
        ("https://a.com/\x7f\xa0", "https://a.com/%7F%C2%A0"),
        ("http://bank.com\\@evil.com", "http://bank.com/@evil.com"),
    ],
)
def test_each_unsafe_byte_is_one_upper_case_escape(url: str, href: str) -> None:
    assert encode_href(url) == href
