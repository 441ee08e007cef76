"""What one use of a token front end (markdown-it-py, mistune) fixes from its options: the
scanner of the kinds it claims from a paragraph's source and the scanner of the rest."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.options import Options
from ..engine.scanners.base import Scanner
from .text_runs import split_scanners


@dataclass(frozen=True, eq=False)
class SplitConfig:
    """The validated options of one use of a plugin and its two scanners; shared by every
    page the instance renders, so it never changes."""

    options: Options
    inline_scanner: Scanner = field(init=False)
    """The scanner of the mode's ``INLINE_KINDS``, claimed from the source while the parser
    reads it (before emphasis is resolved)."""
    text_scanner: Scanner = field(init=False)
    """The scanner of the other kinds, found in finished text tokens."""

    def __post_init__(self) -> None:
        inline, text = split_scanners(self.options)
        object.__setattr__(self, "inline_scanner", inline)
        object.__setattr__(self, "text_scanner", text)

    @property
    def reads_decoded_text(self) -> bool:
        """Whether the mode reads a character reference as its character (uts58;
        docs/getting-started.md#markdown-it-py)."""
        return self.inline_scanner.READS_DECODED_TEXT
