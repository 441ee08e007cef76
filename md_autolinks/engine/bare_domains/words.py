"""The words and labels that the ``"prose"`` level of ``bare_domains`` reads as evidence
for or against a site (the TLDs it weighs are in :mod:`.tld_words`): the words around a
host that name a site in many languages, the words of a written-out address, and the
names of files and code (``docs/modes.md#bare-domains``)."""

from __future__ import annotations

PROGRAM_FILES: frozenset[str] = frozenset(
    {
        "chcp.com",
        "command.com",
        "debug.com",
        "diskcopy.com",
        "doskey.com",
        "edit.com",
        "format.com",
        "keyb.com",
        "mode.com",
        "more.com",
        "sys.com",
        "tree.com",
        "win.com",
    }
)
"""Executable files of MS-DOS and Windows whose ``.COM`` extension is a TLD: in running
text ``command.com`` is the DOS command interpreter, not a site."""

MAIL_PROVIDERS: frozenset[str] = frozenset(
    {
        "126.com",
        "163.com",
        "aol.com",
        "fastmail.com",
        "gmail.com",
        "gmx.com",
        "gmx.de",
        "gmx.net",
        "googlemail.com",
        "hotmail.com",
        "icloud.com",
        "live.com",
        "mail.ru",
        "me.com",
        "msn.com",
        "naver.com",
        "outlook.com",
        "proton.me",
        "protonmail.com",
        "qq.com",
        "web.de",
        "yahoo.com",
        "yandex.com",
        "yandex.ru",
        "zoho.com",
    }
)
"""Hosts of public mail services: after ``NAME at`` they are the domain of an address
written out so that harvesters miss it (``victorfelder at gmail.com``)."""

AT_WORDS: tuple[str, ...] = ("(at)", "[at]", "{at}", "<at>", "AT", "_at_", "(AT)", "[AT]")
"""Ways to write ``@`` in an address that should not be harvested (``name (at) web.de``)."""

SPELLED_AT: frozenset[str] = frozenset(
    {"at", "AT", "arroba", "ARROBA", "собака", "در", "ที่", "tại", "bei"}
)
"""Words that stand for ``@`` between a name and a domain in an address written out, in
the languages whose writers do it: English ``at``, Portuguese and Spanish ``arroba``,
Russian ``собака``, Persian ``در``, Thai ``ที่``, Vietnamese ``tại``, German ``bei``."""

SPELLED_AT_AFTER: frozenset[str] = frozenset({"पर", "पे", "वर", "এ", "இல்"})
"""Postpositions that stand for ``@`` in languages that write the domain first
(``gmail.com पर name``: Hindi ``पर``, ``पे``, Marathi ``वर``, Bengali ``এ``, Tamil ``இல்``)."""

CODE_LABELS: frozenset[str] = frozenset({"prototype"})
"""Labels that mark a dotted name as code wherever they stand before the TLD
(``Array.prototype.at``, ``String.prototype.at``)."""

RESERVED_DOMAINS: tuple[str, ...] = ("example.com", "example.net", "example.org")
"""Domains reserved for documentation (RFC 2606 section 3), and their subdomains."""

RECEIVERS: frozenset[str] = frozenset({"cls", "java", "javax", "self", "super", "this"})
"""First labels that name an object or package in code (``self.net``, ``java.io``)."""

MODULE_NAMES: frozenset[str] = frozenset({"np", "os", "pd", "plt", "py", "sys", "tf", "torch"})
"""Short names of modules that code writes before a member: ``py.io`` (pytest's ``py``
library), ``np.ma``, ``pd.io``, ``tf.io``. With no path after them they are code."""

FILE_ONLY_TLDS: frozenset[str] = frozenset({"java", "mov", "py", "zip"})
"""Of :data:`FILE_EXTENSION_TLDS`, those that name a file even after an international
name (``фотки.zip``, ``видео.mov``): no context makes such a bare host a site."""

FILE_LABELS: frozenset[str] = frozenset(
    {
        "css",
        "d",
        "gz",
        "html",
        "js",
        "json",
        "jsx",
        "map",
        "md",
        "min",
        "mjs",
        "py",
        "rs",
        "tar",
        "ts",
        "tsx",
        "txt",
        "xml",
        "yaml",
        "yml",
    }
)
"""File extensions that stand before a last extension in a file name
(``sourcemap.js.map``, ``app.min.js``, ``archive.tar.gz``): such a name is a file whatever
the sentence around it says."""

FILE_STEMS: frozenset[str] = frozenset(
    {
        "app",
        "build",
        "config",
        "console",
        "document",
        "element",
        "event",
        "example",
        "index",
        "init",
        "install",
        "item",
        "lib",
        "log",
        "logger",
        "main",
        "manage",
        "mod",
        "navigator",
        "node",
        "obj",
        "package",
        "page",
        "readme",
        "request",
        "response",
        "sample",
        "script",
        "server",
        "settings",
        "setup",
        "test",
        "tests",
        "user",
        "util",
        "utils",
        "window",
    }
)
"""First labels that name a file or an object in code far more often than a site
(``setup.sh``, ``main.rs``, ``logger.info``, ``window.page``): context that names a site
does not make them one."""

SITE_WORDS: frozenset[str] = frozenset(
    {
        # English, German, Dutch, French, Spanish, Portuguese, Italian
        "via",
        "visit",
        "site",
        "website",
        "homepage",
        "auf",
        "unter",
        "besuchen",
        "besuche",
        "webseite",
        "op",
        "bezoek",
        "sur",
        "visitez",
        "chez",
        "sitio",
        "visita",
        "visite",
        "desde",
        "em",
        "acesse",
        "pelo",
        "sito",
        "sul",
        # Polish, Czech, Russian, Ukrainian
        "na",
        "przez",
        "odwiedź",
        "stronie",
        "serwisie",
        "portalu",
        "stránkách",
        "на",
        "через",
        "сайт",
        "сайте",
        "сайта",
        "посетите",
        "зайдите",
        "ресурсе",
        "сайті",
        "відвідайте",
        # Turkish, Indonesian, Vietnamese
        "sitesi",
        "sitesinde",
        "kunjungi",
        "situs",
        "trang",
    }
)
"""Words that, right before a host, name it as a site: "on", "visit", "via", "site" in
the languages of the site's readers (``Zamów przez allegro.pl``, ``Статьи на habr.com``).
English "on" and "at" are not among them: English documentation writes file names after
them as often as sites (``explicit on build-unix.md``)."""

PLACE_WORDS: frozenset[str] = frozenset(
    {
        "via",
        "auf",
        "unter",
        "op",
        "sur",
        "chez",
        "desde",
        "em",
        "pelo",
        "sul",
        "na",
        "przez",
        "на",
        "через",
    }
)
"""Of :data:`SITE_WORDS`, the prepositions ("on", "at", "via", "through"): they say where
something is, and code stands after them as often as a site (``em new.target``,
``на arr.map``), so they name a site only for a host that does not read as member access
in code (:func:`~md_autolinks.engine.bare_domains.site_words.site_evidence`)."""

SITE_NOUNS_AFTER: tuple[str, ...] = (
    "网站",
    "站点",
    "网址",
    "官网",
    "サイト",
    "ウェブサイト",
    "ホームページ",
    "사이트",
    "웹사이트",
    "홈페이지",
)
"""Words for "site" and "website" in Chinese, Japanese and Korean that, later in a sentence
a host opens, say what the host is (``Refactoring.Guru 是一个设计模式网站``)."""

CODE_NOUNS: tuple[str, ...] = (
    "属性",
    "方法",
    "函数",
    "变量",
    "字段",
    "模块",
    "文件",
    "扩展",
    "对象",
    "数组",
    "拡張",
    "配列",
    "オブジェクト",
    "확장",
    "객체",
    "배열",
    "расширение",
    "объект",
    "массив",
    "extension",
    "object",
    "array",
    "返回",
    "返す",
    "戻り値",
    "반환",
    "возвращает",
    "returns",
    "対象",
    "プロパティ",
    "メソッド",
    "関数",
    "変数",
    "ファイル",
    "モジュール",
    "속성",
    "메서드",
    "함수",
    "변수",
    "파일",
    "모듈",
    "свойство",
    "свойства",
    "метод",
    "функция",
    "функцию",
    "переменная",
    "файл",
    "модуль",
    "property",
    "attribute",
    "method",
    "function",
    "variable",
    "module",
    "file",
)
"""Words for "property", "method", "function", "variable", "module", "file", "extension",
"object", "array" and "returns" next to a name: they make it a name in code or a file
(``检查 navigator.onLine 属性``, ``参照 page.next 属性``, ``加载 pdo.so 扩展``), whatever
else the sentence says."""

SITE_WORDS_JOINED: tuple[str, ...] = (
    "访问",
    "官网",
    "网站",
    "网址",
    "前往",
    "登录",
    "打开",
    "サイト",
    "公式",
    "사이트",
    "홈페이지",
    "웹사이트",
)
"""The same in Chinese, Japanese and Korean, written against the host or a space before
it (``访问 jsnews.info``, ``公式サイト jsnews.info``)."""

SITE_POSTPOSITIONS: tuple[str, ...] = ("で", "から", "にて", "에서", "에서는")
"""Japanese and Korean postpositions that, right after a host, name it as a place one
reads or gets something at (``jsnews.info で読めます``)."""

CODE_FOLLOWERS: str = "([{_"
"""Characters that continue a code expression right after a host (``log.info(``,
``config.site_url``, ``obj.net[0]``)."""

JOINERS_BEFORE_HOST: str = "%/=\\_"
"""Characters that join the text before a host into one token: ``%2Ftracker.a.org`` (a
percent-encoded URL), ``src/main.rs``, ``key=value.com``, ``foo_bar.com``, ``C:\\x.com``."""

STRING_QUOTES: str = "\"'`"
"""ASCII quotes that make a host right between two of them a string value (``"a.com"``)."""
