"""What a detected link becomes: the anchor's text and attributes, shared by every front end.

The user controls apply here, in one order for every front end: the domain policy
(``allow_domains`` / ``deny_domains``), the display text (``readable_text``,
``hide_scheme``), the attributes (``css_class``, ``kind_css_classes``, ``title``, ``rel``,
and ``target`` on web links only), and last the ``filter`` callback, which may skip the
link or override any of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine.link_policy import keep
from ..engine.model import Link, LinkKind
from ..engine.options import Options, names_at
from ..engine.unicode_props import is_invisible

_SHOWN_SCHEME = re.compile(r"(?i)https?://")


ANCHOR_OPTIONS: tuple[str, ...] = names_at("anchor")
"""The options that shape an anchor (:data:`~md_autolinks.engine.options.OPTION_SPECS`'
anchor stage); each is falsy at its default."""


def _plain(options: Options) -> bool:
    """Whether ``options`` leave every anchor as the engine made it: no policy and no
    anchor option (:attr:`~md_autolinks.engine.options.Options.shaping_stages`)."""
    return not options.shaping_stages


def uses_controls(options: Options) -> bool:
    """Whether any user control changes anchors: if not, every anchor is the link's text
    with ``href`` only, and a front end may build it directly."""
    return not _plain(options)


@dataclass(frozen=True)
class Anchor:
    """The ``<a>`` a front end writes: its text (literal, not HTML) and attributes in order."""

    text: str
    attributes: dict[str, str]


def escape_invisible(text: str) -> str:
    """``text`` with each :func:`is_invisible` character written as the ``%XX`` escapes of
    its UTF-8 bytes, so that text shown to a reader never holds one.

    Such a character in a link's text can reverse the rest of the line (``?to=%E2%80%AE``
    decoded is U+202E RIGHT-TO-LEFT OVERRIDE: ``moc.live`` after it shows as an underlined
    ``evil.com``, and the sentence after the link runs backwards) or hide what the URL
    holds. UTS #58 section 4 decodes them like any other character; UTS #58 section 8 and
    UTS #39 leave what to show to implementations.
    """
    if text.isascii():
        return text
    return "".join(
        "".join(f"%{byte:02X}" for byte in char.encode("utf-8", "surrogatepass"))
        if is_invisible(char)
        else char
        for char in text
    )


def display_text(link: Link, options: Options) -> str:
    """The link's text as shown: as written, or UTS #58-readable, or without its scheme.

    A text made readable or shown without its scheme never holds a bidi control or
    invisible format character: those stay percent-encoded (:func:`escape_invisible`).
    """
    text = link.text
    if link.kind is LinkKind.EMAIL or not (options.readable_text or options.hide_scheme):
        return text
    if options.readable_text:
        from ..engine.formatting import format_url

        text = format_url(text)
    if options.hide_scheme:
        shown = _SHOWN_SCHEME.match(text)
        if shown and shown.end() < len(text):
            text = text[shown.end() :]
    return escape_invisible(text)


def _classes(link: Link, options: Options) -> str:
    names = [options.css_class] if options.css_class else []
    names += [css for kind, css in options.kind_css_classes if kind is link.kind and css]
    return " ".join(names)


def opens_a_page(link: Link) -> bool:
    """Whether ``link`` is a web link, one a browser opens as a page (``url`` and ``www``),
    which ``target`` applies to: an email link given ``target="_blank"`` would open an empty
    tab beside the mail program (``docs/options.md#target``)."""
    return link.kind is not LinkKind.EMAIL


def _rel(options: Options, target: str) -> str:
    """``rel``, with ``noopener`` added where the anchor opens a new browsing context."""
    words = options.rel.split()
    if target == "_blank" and "noopener" not in words:
        words.append("noopener")
    return " ".join(words)


def make_anchor(link: Link, options: Options) -> Anchor | None:
    """The anchor for ``link`` under ``options``, or ``None`` when the link is not to be made
    (the policy and the filter's verdict are :func:`~md_autolinks.engine.link_policy.keep`'s;
    what the filter sets wins over the attributes and text the options give)."""
    if _plain(options):
        return Anchor(link.text, {"href": link.href})
    kept = keep(link, options)
    if kept is None:
        return None
    attributes = {"href": kept.href}
    if options.title:
        attributes["title"] = options.title.format(
            href=link.href, text=link.text, kind=link.kind.value
        )
    if classes := _classes(link, options):
        attributes["class"] = classes
    target = options.target if opens_a_page(link) else ""
    if rel := _rel(options, target):
        attributes["rel"] = rel
    if target:
        attributes["target"] = target
    text = display_text(link, options) if kept.text is None else kept.text
    return Anchor(text, {**attributes, **kept.attributes})
