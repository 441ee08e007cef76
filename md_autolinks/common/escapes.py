"""Links beside a writer's backslash escape, one rule for every front end.

CommonMark (section 2.4, "Backslash escapes") makes ``\\`` before ASCII punctuation an
escape: the reader sees the punctuation alone. The mode's reference decides what a link
next to one is.

gfm follows cmark-gfm, which reads the two kinds of link differently:

* a www or URL link is claimed from the source while inline parsing runs, so a link runs
  through an escape as written, backslash included: ``www.python.org\\*`` links
  ``www.python.org\\`` (href ``http://www.python.org%5C``) and the ``*`` stays text, and
  ``\\*www.python.org`` links ``www.python.org``;
* an email is found afterwards in the finished text, where an escape is the character it
  escapes: ``x\\_me@python.org`` links ``x_me@python.org``, ``me\\@python.org`` links
  ``me@python.org`` and ``me@python.org\\_`` links nothing (a domain does not end in ``_``).

md4c follows md4c HEAD (``md4c.c``, ``md_analyze_permissive_autolink``), where an escape is
a mark of the source that no link runs into: a link is made beside one only when the
escape stands before it and escapes ``(``, ``{`` or ``[`` (:data:`MD4C_OPENERS`), which
md4c reads before it looks for a mark (``\\(www.python.org`` links ``www.python.org``;
``x\\_me@python.org``, ``\\*www.python.org`` and ``me@python.org\\_`` link nothing).

uts58 detects links in the text the reader sees (UTS #58 reads plain text), where an
escape is its character.

A front end whose parser has resolved every escape before any link is found
(Python-Markdown) never shows the backslash: there, in gfm and uts58, every link is found
where an escape is its character (:func:`resolved_escapes_read_as_characters`), which is
cmark-gfm's reading except where cmark-gfm's www or URL link takes the backslash in
(``www.python.org\\*``: the page shows ``www.python.org*``, whose link is
``www.python.org``); in md4c it keeps md4c's rule (:func:`kept_beside_escapes`).
"""

from __future__ import annotations

from ..engine.model import LinkKind
from ..engine.scanners.base import Scanner

ESCAPABLE = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\n")
"""What a backslash escapes in CommonMark (2.4, "Backslash escapes"), a line ending included
(a hard line break)."""
LINE_END_ESCAPE = "\n"
"""A backslash before a line ending is a hard line break, not text, in every mode."""
MD4C_OPENERS = frozenset("({[")
"""The characters md4c accepts right before an autolink even when escaped: it reads the
character before a link's start before it asks whether a mark (an escape) holds it."""


def is_escape(src: str, at: int) -> bool:
    """Whether ``src[at]`` is a backslash that escapes the character after it."""
    return src.startswith("\\", at) and at + 1 < len(src) and src[at + 1] in ESCAPABLE


def escaped_before(src: str, at: int) -> bool:
    """Whether the character before ``src[at]`` is escaped by a backslash (one that is not
    itself escaped)."""
    slash = at - 2
    while slash >= 0 and src[slash] == "\\":
        slash -= 1
    return (at - 2 - slash) % 2 == 1 and is_escape(src, at - 2)


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
    """Whether a front end that keeps the source makes no link that touches an escape
    (every mode but gfm)."""
    return not scanner.ESCAPES_AS_CMARK_GFM


def escapes_read_as_seen(scanner: Scanner) -> bool:
    """Whether every link is found where an escape is the character it escapes, whatever
    the front end keeps of the source: uts58, which reads the text the reader sees
    (``READS_DECODED_TEXT``)."""
    return scanner.READS_DECODED_TEXT


def resolved_escapes_read_as_characters(scanner: Scanner) -> bool:
    """Whether a front end whose parser resolves escapes before linking (Python-Markdown)
    finds every link where an escape is the character it escapes: gfm (cmark-gfm's emails;
    its www and URL links where they do not take the backslash in, which such a page never
    shows) and uts58 (the text the reader sees: ``READS_DECODED_TEXT``). Otherwise (md4c)
    an escape is markup that bounds a link (:func:`kept_beside_escapes`)."""
    return scanner.ESCAPES_AS_CMARK_GFM or escapes_read_as_seen(scanner)


def kept_beside_escapes(escaped_before: str, escaped_after: str) -> bool:
    """Whether md4c makes a link that starts right after an escape of ``escaped_before``
    and ends right before an escape of ``escaped_after`` (each ``""`` where no escape
    stands): an escape after a link or inside it stops it where no link may end, and one
    before it is a boundary only for :data:`MD4C_OPENERS`."""
    return not escaped_after and (not escaped_before or escaped_before in MD4C_OPENERS)
