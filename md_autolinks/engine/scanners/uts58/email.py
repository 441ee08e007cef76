"""UTS #58 email detection (section 5): the local part before ``@`` of a detected host."""

from __future__ import annotations

from ... import bare_domains
from ...hrefs import encode_href_ascii_host
from ...model import Link, LinkKind, NearMiss, new_link
from ...unicode_props import (
    ASCII_LINK_EMAIL,
    CJK_FULL_STOPS,
    is_attaching_letter,
    is_link_email,
)
from .tokens import joins_token, other_scheme_before

MAILTO = "mailto:"


#: Emphasis marks and quotes that Link_Email lets into a local part: ``*``, ``_``, ``~``,
#: ``'`` and the backtick, and the marks of Markdown extensions that wrap text the same way
#: (``^^ins^^``, ``^sup^``, ``==mark==``).
ENCLOSING_MARKS = "*_~'`^="
#: Punctuation that may stand between an email and the marks that close around it
#: (``**me@a.com!**``, ``'me@a.com',`` ends at its host anyway).
_BEFORE_CLOSING = ".,;:!?)"
_ASCII_LINK_EMAIL_STRING = "".join(sorted(ASCII_LINK_EMAIL))
_ASCII_READ = 65
"""How far back :func:`_link_email_run` strips the ASCII characters of a local part in one
step: the longest local part of an address (RFC 5321 section 4.5.3.1.1) plus one."""


def _link_email_run(text: str, at: int, floor: int) -> tuple[int, int]:
    """Where the run of code points with Link_Email=Yes that ends at ``at`` starts (not
    before ``floor``), and where the ASCII characters at its end start. A run of ASCII
    characters that stops at a character without Link_Email (or at ``floor``) within
    :data:`_ASCII_READ` characters is found by one ``rstrip``: both offsets are its start."""
    bounded = at - _ASCII_READ > floor
    reach = at - _ASCII_READ if bounded else floor if floor < at else at
    index = reach + len(text[reach:at].rstrip(_ASCII_LINK_EMAIL_STRING))
    if index > reach:
        if (ch := text[index - 1]) < "\x80" or not is_link_email(ord(ch)):
            return index, index
    elif not bounded:
        return index, index
    index = at
    while index > floor and (
        (ch := text[index - 1]) in ASCII_LINK_EMAIL or (not ch.isascii() and is_link_email(ord(ch)))
    ):
        index -= 1
    ascii_start = at
    while ascii_start > index and text[ascii_start - 1].isascii():
        ascii_start -= 1
    return index, ascii_start


def local_part_start(text: str, at: int, floor: int, end: int) -> int:
    """The first offset of the local part before the ``@`` at offset ``at``, for an email
    whose host ends at ``end``.

    Rule (UTS #58 section 5): scan backward from ``@`` over code points with Link_Email=Yes,
    not before ``floor``. ``See σωκράτης@example.com`` gives the offset of ``σ``. Then, as
    in gfm mode, emphasis marks and quotes around the email stay outside it: when the run
    starts with :data:`ENCLOSING_MARKS` and the first character after the host and any
    sentence punctuation is the last of them (``**me@a.com**``, ``'me@a.com'``,
    ``_me@a.com_``, ``^^me@a.com,^^``), the run starts after them;
    ``_me@a.com`` alone keeps its ``_``, which is part of that address. A name that the same
    run of marks encloses before the ``@`` (``**fake.mail**@gmail.com``, ``_me_@a.com``,
    ``'me'@a.com``) is emphasis or a quotation followed by a domain, as cmark-gfm reads it,
    not an address: the offset of the ``@`` is returned, an empty local part. A run that
    goes from letters of a script that attaches words (CJK, Thai, Indic: ...) into an ASCII
    name starts at the name, as a link after such text does (``请发邮件到a@example.cn``
    is ``a@example.cn``, ``ติดต่อsomchai@python.org`` is ``somchai@python.org``;
    ``docs/modes.md#hosts-starts-and-ends``).
    """
    index, ascii_start = _link_email_run(text, at, floor)
    if (
        index < ascii_start < at
        and is_attaching_letter(text[ascii_start - 1])
        and text[ascii_start].isalnum()
    ):
        index = ascii_start
    marks_end = index
    while marks_end < at and text[marks_end] in ENCLOSING_MARKS:
        marks_end += 1
    if marks_end == index:
        return index
    marks = text[index:marks_end]
    if at - len(marks) > marks_end and text.startswith(marks, at - len(marks)):
        return at
    after = end
    while after < len(text) and text[after] in _BEFORE_CLOSING:
        after += 1
    if after < len(text) and text[after] == text[marks_end - 1]:
        return marks_end
    return index


def local_part_valid(text: str, start: int, at: int, floor: int) -> bool:
    """Whether ``text[start:at]`` is an acceptable local part (UTS #58 section 5).

    It must be non-empty, must not start or end with ``.`` nor contain ``..``; and a local
    part starting ``//`` right after ``:`` is the user name of a URL (``http://a@b.com``),
    not an email.
    """
    local = text[start:at]
    if not local or local[0] == "." or local[-1] == "." or ".." in local:
        return False
    return not (local.startswith("//") and start > floor and text[start - 1] == ":")


def enclosing_marks_start(text: str, start: int, floor: int) -> int:
    """``start`` moved back over the :data:`ENCLOSING_MARKS` before it (not before
    ``floor``): where the token of an email that the marks enclose begins, so that the
    email is a whole token or nothing (``\\a@b.com`` holds no email; ``==me@a.com==``
    does, whose ``=`` would join a token)."""
    while start > floor and text[start - 1] in ENCLOSING_MARKS:
        start -= 1
    return start


def email_start(text: str, local_start: int, floor: int) -> int:
    """The start of the email link: a ``mailto:`` right before the local part joins it."""
    begin = local_start - len(MAILTO)
    if begin >= floor and text[begin:local_start].lower() == MAILTO:
        return begin
    return local_start


def email_href(link_text: str) -> str:
    """The URL of an email link: ``mailto:`` plus the address, unless already present."""
    if link_text[: len(MAILTO)].lower() == MAILTO:
        return link_text
    return MAILTO + link_text


def _after_full_stop(text: str, start: int) -> bool:
    """Whether ``。`` or ``｡`` stands right before an email starting at ``start``: it ends
    a sentence there (no local part holds it, Link_Email), so the email starts after it
    (``请联系我们。a@example.cn``), as a URL does
    (``docs/modes.md#an-ideographic-full-stop-ends-a-sentence``)."""
    return start > 0 and text[start - 1] in CJK_FULL_STOPS


def email_link(text: str, at: int, end: int, floor: int, level: str) -> Link | None:
    """The email whose ``@`` is at ``at`` and whose valid host ends at ``end``, or ``None``:
    its local part must be valid, the email a whole token and no piece of another URI
    (:func:`~.tokens.other_scheme_before`), and at a ``bare_domains`` level
    other than ``"all"`` its domain not a reserved one (``docs/modes.md#bare-domains``)."""
    local_start = local_part_start(text, at, floor, end)
    if not local_part_valid(text, local_start, at, floor):
        return None
    begin = email_start(text, local_start, floor)
    token_start = enclosing_marks_start(text, begin, floor)
    if joins_token(text, token_start) and not _after_full_stop(text, token_start):
        return None
    if begin == local_start and other_scheme_before(text, begin, floor) is not None:
        return None
    link_text = text[begin:end]
    if level != "all" and bare_domains.is_reserved(text[at + 1 : end]):
        return None
    mail_url = email_href(link_text)
    href = encode_href_ascii_host(mail_url, mail_url.rfind("@") + 1)
    return None if href is None else new_link(begin, end, LinkKind.EMAIL, href, link_text)


def email_refusal(text: str, at: int, end: int, floor: int, *, valid: bool) -> NearMiss | None:
    """Why the email candidate at ``at`` is refused for its shape (its domain's labels are
    not ``valid``, or its local part breaks UTS #58 section 5), or ``None``."""
    local_start = local_part_start(text, at, floor, end)
    if not valid:
        rule = "its domain has an empty label or one that starts or ends with '-'"
    elif local_start == at:
        return None
    elif not local_part_valid(text, local_start, at, floor):
        rule = "the text before '@' is not a valid local part (UTS #58 section 5)"
    else:
        return None
    return NearMiss(local_start, end, LinkKind.EMAIL, rule)
