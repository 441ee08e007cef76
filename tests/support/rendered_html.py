"""What a browser shows of rendered HTML, for differential tests: text, anchors, code."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from md_autolinks.engine.hrefs import encode_href

Anchor = tuple[str, str]


@dataclass
class Rendered(HTMLParser):
    """What a browser shows of an HTML fragment: its text, its anchors (``(href, text)``
    in document order), the texts of anchors nested in another, and of code elements."""

    text: list[str] = field(default_factory=list)
    anchors: list[Anchor] = field(default_factory=list)
    nested: list[str] = field(default_factory=list)
    code: list[str] = field(default_factory=list)
    _open: list[tuple[int, str, list[str]]] = field(default_factory=list)
    _code: list[list[str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)

    @classmethod
    def of(cls, fragment: str) -> Rendered:
        rendered = cls()
        rendered.feed(fragment.replace("<![", "&lt;!["))
        rendered.close()
        return rendered

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            href = encode_href(dict(attrs).get("href") or "")
            self.anchors.append(("", ""))
            self._open.append((len(self.anchors) - 1, href, []))
        elif tag == "code":
            self._code.append([])

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._open:
            index, href, parts = self._open.pop()
            self.anchors[index] = (href, "".join(parts))
            if self._open:
                self.nested.append("".join(parts))
        elif tag == "code" and self._code:
            self.code.append("".join(self._code.pop()))

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        for _, _, parts in self._open:
            parts.append(data)
        for parts in self._code:
            parts.append(data)

    def visible(self) -> str:
        return re.sub(r"\s+", "", "".join(self.text))

    def links(self) -> list[Anchor]:
        return [anchor for anchor in self.anchors if not anchor[0].startswith("#")]
