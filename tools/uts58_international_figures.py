"""Figures for uts58 in any script (issue 24, points 1-3), on a set built here.

Three families, each scored against an oracle:

* invisible: tokens (URLs, ``www.`` hosts, bare domains, emails) of ten scripts with one or
  two invisible characters of one class put between their characters, in a sentence. The
  oracle is ada (the WHATWG URL parser of Node.js, ``ada-url``) reading the whole token: a
  link must be the whole token and go to ada's host, and there must be none where ada
  rejects the host. ``spliced`` counts links that start or end inside the token or go to
  another host; ``missed`` counts tokens ada accepts that get no link (stricter, safe).
  ``edge`` puts one right after a top-level domain that a dot or a path follows.
* cjk: CJK sentences with links written against the text, with the links a reader means.
* tlds: ``exclude_tlds`` given in one form, the domain written in another.

Run ``python tools/uts58_international_figures.py``; run it with ``PYTHONPATH`` pointing at
another checkout to measure that one. Needs the test extra (``ada-url``).
"""

from __future__ import annotations

import random
from collections import Counter

import ada_url

from md_autolinks import find_links

SCRIPTS = {
    "latin": "abcdefghijklmnopqrstuvwxyz",
    "latin-ext": "äöüßéçñøłżš",
    "greek": "αβγδεζηθικλμνξοπρστυφχψω",
    "cyrillic": "абвгдежзийклмнопрстуфхцчшщыэюя",
    "han": "例子测试中文普遍适用我爱你",
    "kana": "あいうえおかきくけこアイウエオカキクケコ",
    "hangul": "가나다라마바사아자차카타파하",
    "arabic": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
    "hebrew": "אבגדהוזחטיכלמנסעפצקרשת",
    "devanagari": "कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह",
}
TLDS = {
    "latin": ["com", "org", "de"],
    "latin-ext": ["de", "pl", "is"],
    "greek": ["gr", "ελ"],
    "cyrillic": ["рф", "ru"],
    "han": ["中国", "cn"],
    "kana": ["jp", "みんな"],
    "hangul": ["한국", "kr"],
    "arabic": ["com", "بھارت"],
    "hebrew": ["ישראל", "il"],
    "devanagari": ["भारत", "in"],
}
INVISIBLE_CLASSES = {
    "ignored (U+00AD U+200B U+2060 U+FEFF ...)": "\u00ad\u200b\u2060\ufeff\u034f\ufe0f",
    "bidi (U+200E U+200F U+202A-E U+2066-9 U+061C)": (
        "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c"
    ),
    "joiners (U+200C U+200D)": "\u200c\u200d",
    "tags (U+E0001 U+E0020-E007F)": "\U000e0001\U000e0020\U000e0041\U000e007f",
    "other Cf (U+2061-4 U+206A-F ...)": "\u2061\u2064\u206a\u206f\U0001d173",
}
KINDS = ("url", "www", "bare", "email")
FRAMES = ("See {} now.", "Siehe: {} heute", "见 {} 。", "{}")

#: (text, link texts a reader means), at bare_domains "all".
CJK: list[tuple[str, list[str]]] = [
    ("请访问https://example.cn/a，谢谢。", ["https://example.cn/a"]),
    ("詳細はhttps://example.jp/docs。", ["https://example.jp/docs"]),
    ("本当にhttps://example.jp/a？", ["https://example.jp/a"]),
    ("见https://example.cn/a，然后", ["https://example.cn/a"]),
    ("影響のあるリリースバイナリをbitcoincore.orgから削除しました", ["bitcoincore.org"]),
    (
        "URL：https://example.jp/a、https://example.jp/b",
        ["https://example.jp/a", "https://example.jp/b"],
    ),
    ("网址：https://example.cn/a；邮箱：a@example.cn", ["https://example.cn/a", "a@example.cn"]),
    ("Zh https://example.com/a，然后", ["https://example.com/a"]),
    ("見て https://example.jp/ページ。次に", ["https://example.jp/ページ"]),
    (
        "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
        ["https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织"],
    ),
    (
        "https://zh.wikipedia.org/wiki/星際大戰四部曲：曙光乍現",
        ["https://zh.wikipedia.org/wiki/星際大戰四部曲：曙光乍現"],
    ),
    (
        "https://zh.wikipedia.org/wiki/东京、https://zh.wikipedia.org/wiki/大阪",
        ["https://zh.wikipedia.org/wiki/东京", "https://zh.wikipedia.org/wiki/大阪"],
    ),
    ("普遍适用测试。我爱你", ["普遍适用测试。我爱你"]),
    ("Kennst du https://beispiel.de/faq?", ["https://beispiel.de/faq"]),
    ("¿Has visto ejemplo.es?", ["ejemplo.es"]),
    ("See https://example.com/a!?", ["https://example.com/a"]),
    ("详情见https://github.com/foo/bar。", ["https://github.com/foo/bar"]),
    ("请参考www.example.cn上的说明", ["www.example.cn"]),
    ("ドキュメントはdocs.python.orgにあります", ["docs.python.org"]),
    ("자세한 내용은https://example.kr/a를 보세요", ["https://example.kr/a"]),
    ("문의는help@example.kr로 보내 주세요", ["help@example.kr"]),
    ("下载地址：https://example.cn/download，密码：1234", ["https://example.cn/download"]),
    (
        "参见https://example.jp/a?x=1、https://example.jp/b#c。",
        ["https://example.jp/a?x=1", "https://example.jp/b#c"],
    ),
    ("（https://example.cn/a）", ["https://example.cn/a"]),
    ("「https://example.jp/a」を参照", ["https://example.jp/a"]),
    ("見出し【https://example.jp/a】", ["https://example.jp/a"]),
    (
        "https://ja.wikipedia.org/wiki/Python（プログラミング言語）",
        ["https://ja.wikipedia.org/wiki/Python（プログラミング言語）"],
    ),
    ("https://example.jp/search?q=東京！", ["https://example.jp/search?q=東京"]),
    ("请访问例子.中国。", ["请访问例子.中国"]),
    ("访问 python.org。然后", ["python.org"]),
    ("请联系我们support@example.cn。", ["support@example.cn"]),
    ("网站www.example.com，欢迎", ["www.example.com"]),
    ("Is it https://a.com/x? Yes", ["https://a.com/x"]),
    ("Was ist bücher.de?", ["bücher.de"]),
    ("See https://example.com/a?b=1", ["https://example.com/a?b=1"]),
]

#: (exclude_tlds, text): every domain in the text must stay unlinked.
TLDS_EXCLUDED: list[tuple[list[str], str]] = [
    (["xn--p1ai"], "пример.рф"),
    (["xn--p1ai"], "ПРИМЕР.РФ"),
    (["xn--p1ai"], "www.пример.рф"),
    (["рф"], "xn--e1afmkfd.xn--p1ai"),
    (["РФ"], "пример.рф"),
    (["xn--fiqs8s"], "例子.中国"),
    (["xn--fiqs8s"], "例子。中国"),
    (["中国"], "xn--fsqu00a.xn--fiqs8s"),
    (["xn--3e0b707e"], "예시.한국"),
    (["한국"], "예시.xn--3e0b707e"),
    (["ｃｏｍ"], "example.com"),
    (["COM"], "ＥＸＡＭＰＬＥ．ＣＯＭ"),
]


def _ada_host(url: str) -> str | None:
    return ada_url.URL(url).hostname if ada_url.check_url(url) else None


def _token(rng: random.Random, kind: str) -> tuple[str, str]:
    script = rng.choice(sorted(SCRIPTS))
    letters = SCRIPTS[script]
    labels = [
        "".join(rng.choice(letters) for _ in range(rng.randint(2, 7)))
        for _ in range(rng.randint(1, 2))
    ]
    host = ".".join(labels) + "." + rng.choice(TLDS[script])
    if kind == "url":
        return rng.choice(["https://", "http://"]) + host + rng.choice(["", "/a", "/docs/x"]), host
    if kind == "www":
        return "www." + host, host
    if kind == "email":
        return "".join(rng.choice(letters) for _ in range(3)) + "@" + host, host
    return host, host


def invisible_cases(per_cell: int = 20) -> list[tuple[str, str, str, int, int, str | None]]:
    """(class, kind, text, token start, token end, ada host) for every class and kind."""
    rng = random.Random(24)
    cases = []
    for name, chars in INVISIBLE_CLASSES.items():
        for kind in KINDS:
            for _ in range(per_cell):
                token, _host = _token(rng, kind)
                pieces = list(token)
                for _ in range(rng.randint(1, 2)):
                    pieces.insert(rng.randint(1, len(pieces) - 1), rng.choice(chars))
                spliced = "".join(pieces)
                frame = rng.choice(FRAMES)
                start = frame.index("{}")
                if kind == "email":
                    url = "https://" + spliced.rsplit("@", 1)[1]
                elif kind == "url":
                    url = spliced
                else:
                    url = "https://" + spliced
                cases.append(
                    (name, kind, frame.format(spliced), start, start + len(spliced), _ada_host(url))
                )
    return cases


def edge_cases(count: int = 40) -> list[tuple[str, str, str, int, int, str | None]]:
    """Invisible characters right after a top-level domain that a dot or a path follows
    (``https://evil.com\u200b.google.com/login``, ``https://paypal.com\u200b/x``), where a
    scanner that ends the host at the character links another host or drops the path."""
    rng = random.Random(58)
    chars = "".join(INVISIBLE_CLASSES.values())
    cases = []
    for _ in range(count):
        script = rng.choice(sorted(SCRIPTS))
        label = "".join(rng.choice(SCRIPTS[script]) for _ in range(rng.randint(2, 7)))
        first = label + "." + rng.choice(TLDS[script])
        rest = rng.choice([".google.com/login", ".evil.com/", "/x", "/konto?x=1"])
        prefix = rng.choice(["https://", "www.", ""])
        token = prefix + first + rng.choice(chars) + rest
        url = token if prefix == "https://" else "https://" + token
        text = "Login " + token + " now"
        cases.append(("edge", "url", text, 6, 6 + len(token), _ada_host(url)))
    return cases


def _href_host(href: str) -> str | None:
    if href.startswith("mailto:"):
        href = "https://" + href.rsplit("@", 1)[1]
    return _ada_host(href)


def score_invisible() -> dict[str, Counter[str]]:
    scores: dict[str, Counter[str]] = {}
    for name, _kind, text, start, end, host in invisible_cases() + edge_cases():
        links = find_links(text, mode="uts58", bare_domains="all")
        counter = scores.setdefault(name, Counter())
        counter["cases"] += 1
        if any(
            (link.start, link.end) != (start, end) or _href_host(link.href) != host
            for link in links
        ):
            counter["spliced"] += 1
        elif host is not None and not links:
            counter["missed"] += 1
        else:
            counter["right"] += 1
        counter[f"ada {'valid' if host else 'invalid'}"] += 1
    return scores


def score_cjk() -> tuple[int, int]:
    right = sum(
        [link.text for link in find_links(text, mode="uts58", bare_domains="all")] == expected
        for text, expected in CJK
    )
    return right, len(CJK)


def score_tlds() -> tuple[int, int]:
    right = 0
    for excluded, text in TLDS_EXCLUDED:
        try:
            links = find_links(text, mode="uts58", bare_domains="all", exclude_tlds=excluded)
        except ValueError:
            continue
        right += links == []
    return right, len(TLDS_EXCLUDED)


def main() -> None:
    total: Counter[str] = Counter()
    print("invisible characters (oracle: ada)")
    print(f"{'class':48} cases right spliced missed")
    for name, counter in score_invisible().items():
        total.update(counter)
        print(
            f"{name:48} {counter['cases']:5} {counter['right']:5} {counter['spliced']:7}"
            f" {counter['missed']:6}"
        )
    print(
        f"{'all':48} {total['cases']:5} {total['right']:5} {total['spliced']:7}"
        f" {total['missed']:6}   (ada valid {total['ada valid']})"
    )
    right, cases = score_cjk()
    print(f"CJK and sentence-final ?: {right}/{cases} exactly the links a reader means")
    right, cases = score_tlds()
    print(f"exclude_tlds in another form: {right}/{cases} excluded")


if __name__ == "__main__":
    main()
