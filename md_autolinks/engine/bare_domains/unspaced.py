"""A name written without a scheme in text of a script written without spaces between
words (``docs/modes.md#scripts-written-without-spaces``)."""

from __future__ import annotations

from ..unicode_props import is_attaching_letter, is_unspaced_letter
from .labels import DOTS


def run_into_sentence(text: str, start: int, end: int, host: str) -> bool:
    """Whether the scheme-less link ``text[start:end]``, whose host is ``host``, is words of
    a sentence rather than a name.

    Rule: letters of a script written without spaces
    (:func:`~md_autolinks.engine.unicode_props.is_unspaced_letter`: Han, Kana, Thai, Lao,
    Khmer, Myanmar, ...) stand in a label before its top-level domain, the top-level domain
    holds none, and the writer did not set the link apart: a letter, digit or mark stands
    right before or right after it. Such a run is the sentence's words glued before a dot
    (``微软有.net和TS``, ``ファイル名が.js.mapに変更``), since these scripts put no space
    between words and no host starts inside a run of them. A link with white space,
    punctuation or a bracket (or the text's edge) on both sides (``「お名前.com」``) and a
    top-level domain in such a script (``请访问例子.中国``, as UTS #58 reads it) stay."""
    if host.isascii():
        return False
    *names, tld = [label for label in DOTS.split(host) if label] or [""]
    if any(map(is_unspaced_letter, tld)):
        return False
    if not any(is_unspaced_letter(ch) for label in names for ch in label):
        return False
    return not (_apart(text, start - 1) and _apart(text, end))


def _apart(text: str, index: int) -> bool:
    """Whether the character at ``index`` sets a name apart: none (the text's edge), white
    space, punctuation or a symbol; not a letter, mark or digit of any script."""
    if index < 0 or index >= len(text):
        return True
    return not text[index].isalnum() and not is_attaching_letter(text[index])
