"""Links beside a writer's backslash escape, one rule for every front end.

CommonMark (section 2.4, "Backslash escapes") makes ``\\`` before ASCII punctuation an
escape: the reader sees the punctuation alone. The mode's reference decides what a link
next to one is. cmark-gfm (gfm mode) reads the two kinds of link differently, and the front
ends follow it:

* a www or URL link is claimed from the source while inline parsing runs, so a link runs
  through an escape as written, backslash included: ``www.python.org\\*`` links
  ``www.python.org\\`` (href ``http://www.python.org%5C``) and the ``*`` stays text, and
  ``\\*www.python.org`` links ``www.python.org``;
* an email is found afterwards in the finished text, where an escape is the character it
  escapes: ``x\\_me@python.org`` links ``x_me@python.org``, ``me\\@python.org`` links
  ``me@python.org`` and ``me@python.org\\_`` links nothing (a domain does not end in ``_``).

Modes whose scanner does not read escapes this way (md4c, uts58) make no link that touches
an escape.
"""

from __future__ import annotations

from ..engine.model import LinkKind
from ..engine.scanners.base import Scanner

ESCAPABLE = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\n")
"""What a backslash escapes in CommonMark (2.4, "Backslash escapes"), a line ending included
(a hard line break)."""
LINE_END_ESCAPE = "\n"
"""A backslash before a line ending is a hard line break, not text, in every mode."""


def is_escape(src: str, at: int) -> bool:
    """Whether ``src[at]`` is a backslash that escapes the character after it."""
    return src.startswith("\\", at) and at + 1 < len(src) and src[at + 1] in ESCAPABLE


def runs_through_escapes(scanner: Scanner, kind: LinkKind) -> bool:
    """Whether a link of ``kind`` is found in the source with every escape as written
    (backslash and character both link text), as cmark-gfm finds www and URL links; a line
    ending after a backslash still ends it (a hard line break)."""
    return scanner.ESCAPES_AS_CMARK_GFM and kind is not LinkKind.EMAIL


def escapes_read_as_characters(scanner: Scanner) -> bool:
    """Whether the links ``scanner`` finds in finished text (emails) are found where each
    escape is the character it escapes, as cmark-gfm finds emails."""
    return scanner.ESCAPES_AS_CMARK_GFM


def refuses_links_touching_escapes(scanner: Scanner) -> bool:
    """Whether a link that touches an escape is not made (every mode but gfm)."""
    return not scanner.ESCAPES_AS_CMARK_GFM
