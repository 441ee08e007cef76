"""The contract every mode's scanner fulfils."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from typing import ClassVar

from ..model import Link, LinkKind
from ..needles import Needle
from ..options import Options


class Scanner(ABC):
    """A mode's link rules bound to one validated :class:`~md_autolinks.engine.options.Options`.

    ``iter_links(text, start, end)`` yields the links of ``text[start:end]`` in order,
    never overlapping. ``start`` is the first offset a link may begin at and ``end``
    the offset no link may reach past; characters outside the window may still be
    read as context (the character before a link, for instance), so a front end can
    scan the remainder of a string without cutting its context away.

    ``INLINE_KINDS`` are the kinds a Markdown front end must claim from raw inline
    source, before emphasis is parsed, because the mode's reference claims them
    there (cmark-gfm matches www and URL links while it parses inlines); the other
    kinds are found afterwards in finished text nodes. ``needle`` lets a front end
    skip text that cannot hold a link without calling the scanner.
    """

    INLINE_KINDS: ClassVar[frozenset[LinkKind]] = frozenset()
    NEEDLES: ClassVar[dict[LinkKind, str]] = {
        LinkKind.URL: "://",
        LinkKind.WWW: r"www\.",
        LinkKind.EMAIL: "@",
    }
    """Per kind, a pattern that starts inside every link of that kind (see ``needle``)."""
    BLOCKED_BY_OPEN_BRACKET: ClassVar[bool] = False
    """Whether the mode's reference makes no inline link while a ``[`` is open (cmark-gfm
    does not: ``docs/modes.md#gfm``); a Markdown front end then leaves such text alone."""
    READS_DECODED_TEXT: ClassVar[bool] = False
    """Whether the mode's reference reads the text a reader sees, where an entity reference
    is its character (UTS #58 detects links in plain text); cmark-gfm and md4c read the
    source before a link, where it is ``&...;``."""
    ESCAPES_AS_CMARK_GFM: ClassVar[bool] = False
    """Whether a Markdown front end reads backslash escapes beside links as cmark-gfm does
    (``md_autolinks.common.escapes``); otherwise no link touching an escape is made."""
    SAME_LINKS_FROM_ANY_GAP: ClassVar[bool] = False
    """Whether an inline scan started anywhere between two of the mode's links finds the
    same links after that point: in gfm each www or URL link is decided by its own trigger
    and the characters around it. uts58 skips a refused candidate whole, so a scan started
    inside one finds links the scan of the whole paragraph does not."""
    LEAD_LETTERS_ONLY: ClassVar[frozenset[LinkKind]] = frozenset()
    """Kinds whose links start at their needle or after only ASCII letters before it (a
    scheme before ``://``): what stands before the needle in its word is never inside such a
    link, and never decides whether the link is made."""
    ASCII_NEEDLES: ClassVar[dict[LinkKind, str]] = {}
    """Per kind, where it differs, a faster pattern that matches exactly where the kind's
    needle does in text that is all ASCII."""

    NARROWED_NEEDLES: ClassVar[tuple[str, dict[LinkKind, str]] | None] = None
    """Characters, and per kind a faster pattern that matches exactly where the kind's needle
    does in text that holds none of them (see :class:`~md_autolinks.engine.needles.Needle`)."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.kinds = options.kinds
        kinds = [kind for kind in LinkKind if kind in self.kinds]
        ascii_needles = [self.ASCII_NEEDLES.get(kind, self.NEEDLES[kind]) for kind in kinds]
        narrowed = self.NARROWED_NEEDLES
        self.needles = Needle(
            [self.NEEDLES[kind] for kind in kinds],
            ascii_needles,
            None if narrowed is None else (narrowed[0], [narrowed[1][kind] for kind in kinds]),
        )
        """For every link this scanner makes, a match starts inside the link (it may end just
        after it: ``www.`` of ``www.``, trimmed to ``www``). Text without a match holds no
        link, so front ends skip it without calling the scanner."""
        self.needle: re.Pattern[str] = self.needles.pattern
        """:attr:`needles` as one regular expression."""

    def has_candidate(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether ``text[start:end]`` may hold a link, read with any context around it: a
        cheap test that is never false where :meth:`iter_links` finds one (here, a needle)."""
        return self.needles.occurs(text, start, end)

    def candidate_test(self) -> Callable[[str], bool]:
        """:meth:`has_candidate` for whole texts, as the callable with the fewest layers
        (front ends call it on every text node)."""
        return self.needles.whole_text_test()

    @abstractmethod
    def iter_links(
        self,
        text: str,
        start: int = 0,
        end: int | None = None,
        *,
        overridden: list[tuple[int, int]] | None = None,
    ) -> Iterator[Link]:
        """Yield the links of ``text[start:end]``, sorted and non-overlapping, none starting
        where a directional override is in effect (:mod:`~md_autolinks.engine.bidi`). The
        overrides are read from ``start``, as if the text began there, unless ``overridden``
        gives their spans: those of a reading from an earlier offset, whose overrides may hold
        over the window (a front end that reads a paragraph piece by piece)."""

    def paragraph_links(self, text: str) -> Iterator[Link]:
        """The links of ``text`` read as one whole paragraph of plain text (what
        :func:`~md_autolinks.find_links` returns); a mode whose reference lets earlier
        characters of the paragraph block links (gfm's open ``[``) applies that here,
        where front ends, which see markup, apply it themselves."""
        return self.iter_links(text)
