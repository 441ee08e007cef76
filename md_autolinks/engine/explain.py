"""Why each candidate in a text is linked or not: :func:`explain`, behind ``md-autolinks why``.

A *candidate* is a span a mode's rules looked at and could have linked:

- every link the mode makes with every kind switched on, every ``bare_domains``
  candidate and no ``exclude_tlds`` (the widest reading of the mode); those the given
  options leave out are refused by ``kinds``, ``bare_domains`` (with the ``"prose"`` rule
  that refuses it, :class:`~md_autolinks.engine.bare_domains.Refusal`), ``exclude_tlds``,
  ``allow_domains`` / ``deny_domains`` or the ``filter``;
- in gfm, a www or URL link after an open ``[`` (cmark-gfm links none there);
- a trigger the mode's scanner tried and refused (:mod:`md_autolinks.engine.near_misses`): a
  ``www.`` or ``scheme://`` without a valid domain or in the wrong place, an ``@`` whose
  email is not valid, and in uts58 a domain joined to the token around it;
- in gfm and md4c, a domain without a scheme or ``www.`` that uts58 links, with
  ``mode: uts58`` as the option that links it.

Text with no trigger at all (``see the docs``) has no candidate. Each step reads the text
a fixed number of times, so explaining a text is linear in its length.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, replace

from .bare_domains import (
    Refusal,
    host_labels,
    is_reserved,
    prose_refusal,
    scheme_less_host,
    sentence_evidence,
    tld_excluded,
)
from .domain_policy import domain_allowed, link_host
from .errors import OptionError
from .finder import get_scanner
from .link_policy import kept_link
from .model import ALL_KINDS, Link, LinkKind
from .near_misses import NearMiss, Taken, near_misses
from .options import Mode, Options
from .unicode_props import is_symbol_host_char

LINKED = "linked"
"""The :attr:`Explanation.rule` of a candidate that is linked."""


@dataclass(frozen=True, slots=True)
class Explanation:
    """Whether one candidate ``text`` (``start`` to ``end``, code points) is linked, and why.

    ``href`` is the anchor's href when it is linked (after the ``filter``), else ``None``;
    ``kind`` is the kind of link it is or would be. ``rule`` says in plain words why it is
    not linked (``"linked"`` when it is); ``option`` names the option and value that would
    link it (``"bare_domains: all links it"``), or ``None`` when no option does.
    ``evidence`` says, for a domain without a scheme that uts58's ``"prose"`` level links
    although its TLD alone is no evidence of a site (``.info``, ``.sh``), what in the
    sentence decided (``"the word 'visit' before it names a site"``), else ``None``
    (``docs/modes.md#sites-named-in-prose-of-any-language``).
    """

    start: int
    end: int
    text: str
    linked: bool
    href: str | None
    kind: LinkKind | None
    rule: str
    option: str | None
    evidence: str | None = None


def explain(
    text: str,
    mode: Mode = "gfm",
    kinds: Iterable[str | LinkKind] = ("url", "www", "email"),
    *,
    options: Options | None = None,
    **values: object,
) -> list[Explanation]:
    """One :class:`Explanation` per candidate the mode considers in plain ``text``, linked
    or not, sorted by ``start`` (see this module's docstring for what counts as one).

    ``text`` is read as :func:`~md_autolinks.find_links` reads it, with the same options
    (``options`` takes a validated :class:`~md_autolinks.engine.options.Options` instead of
    ``mode``, ``kinds`` and option values); the linked candidates are exactly the links
    ``find_links`` returns. Options that only shape an anchor or a page (``css_class``,
    ``readable_text``, ``first_mention_only``, ...) are accepted and change nothing.
    Bad options raise :class:`~md_autolinks.engine.errors.OptionError`; a failing filter raises
    :class:`~md_autolinks.engine.errors.FilterError`.
    """
    if options is None:
        options = Options.from_mapping(values, mode=mode, kinds=kinds)
    elif values:
        raise OptionError("explain: give either options=Options(...) or option values, not both")
    return _Explainer(text, options).explanations()


def _span(link: Link | NearMiss) -> tuple[int, int]:
    return link.start, link.end


def _links_it(fixes: list[str]) -> str | None:
    if not fixes:
        return None
    return " and ".join(fixes) + (" links it" if len(fixes) == 1 else " link it")


class _Explainer:
    """The candidates of one text under one validated configuration."""

    def __init__(self, text: str, options: Options) -> None:
        self.text = text
        self.options = options
        self.records: list[Explanation] = []

    def explanations(self) -> list[Explanation]:
        options = self.options
        made = list(get_scanner(options).paragraph_links(self.text))
        for link in made:
            self._judge_made(link)
        widest = replace(
            options,
            kinds=ALL_KINDS,
            bare_domains="all" if options.mode == "uts58" else options.bare_domains,
            exclude_tlds=frozenset(),
            allow_domains=frozenset(),
            deny_domains=frozenset(),
            filter=None,
        )
        scanner = get_scanner(widest)
        made_spans = {_span(link) for link in made}
        wide = [
            link for link in scanner.paragraph_links(self.text) if _span(link) not in made_spans
        ]
        made_ends = [link.end for link in made]
        for link in wide:
            self._judge_refused(link, made, made_ends)
        taken = sorted([*made_spans, *map(_span, wide)])
        if options.mode == "gfm":
            taken = self._bracketed(scanner.iter_links(self.text), taken)
        misses = near_misses(self.text, options.mode, taken)
        for miss in misses:
            self._add(_span(miss), miss.kind, miss.rule)
        if options.mode != "uts58":
            self._bare_domains([*taken, *map(_span, misses)])
        return sorted(self.records, key=lambda record: (record.start, record.end))

    def _bare_domains(self, taken: list[tuple[int, int]]) -> None:
        """gfm and md4c: the domains without a scheme or ``www.`` that uts58 mode links
        (with ``bare_domains: all``), which these modes never link."""
        mode = self.options.mode
        uts58 = get_scanner(
            Options(mode="uts58", kinds=frozenset({LinkKind.URL}), bare_domains="all")
        )
        already = Taken(taken)
        for link in uts58.paragraph_links(self.text):
            if _has_scheme(link.text) or already.overlaps(link.start, link.end):
                continue
            meant = prose_refusal(self.text, link.start, link.end) is None
            fixes = ["mode: uts58" if meant else "mode: uts58 with bare_domains: all"]
            if LinkKind.URL not in self.options.kinds:
                kinds = [kind.value for kind in LinkKind if kind in self.options.kinds]
                fixes.append(f"kinds: {','.join([*kinds, LinkKind.URL.value])}")
            policy_fix = self._policy(link)[1]
            if policy_fix is not None:
                fixes.append(policy_fix)
            self._add(
                _span(link),
                LinkKind.URL,
                f"{mode} links a domain only after www. or a scheme (http://, https://, ftp://)",
                option=_links_it(fixes),
            )

    def _add(
        self,
        span: tuple[int, int],
        kind: LinkKind | None,
        rule: str,
        *,
        option: str | None = None,
        href: str | None = None,
        evidence: str | None = None,
    ) -> None:
        start, end = span
        linked = rule == LINKED
        self.records.append(
            Explanation(
                start, end, self.text[start:end], linked, href, kind, rule, option, evidence
            )
        )

    def _judge_made(self, link: Link) -> None:
        """A link the scanner makes: linked, unless the domain policy or the filter drops
        it (in that order, as :func:`~md_autolinks.engine.link_policy.kept_link` applies them)."""
        rule, fix = self._policy(link)
        if rule is None and self.options.filter is not None:
            kept = kept_link(link, self.options)
            if kept is None:
                rule, fix = "the filter returned None for it", "filter: None"
            else:
                self._add(
                    _span(link), link.kind, LINKED, href=kept.href, evidence=self._evidence(link)
                )
                return
        if rule is None:
            self._add(_span(link), link.kind, LINKED, href=link.href, evidence=self._evidence(link))
            return
        self._add(_span(link), link.kind, rule, option=_links_it([fix or ""]))

    def _evidence(self, link: Link) -> str | None:
        """What in the sentence decided that uts58's ``"prose"`` level links ``link``, a
        domain without a scheme (:func:`~md_autolinks.engine.bare_domains.sentence_evidence`)."""
        options = self.options
        if options.mode != "uts58" or options.bare_domains != "prose":
            return None
        if link.kind is not LinkKind.URL or _has_scheme(link.text):
            return None
        return sentence_evidence(self.text, link.start, link.end)

    def _policy(self, link: Link) -> tuple[str | None, str | None]:
        """The domain policy's refusal of ``link`` and the change that lifts it."""
        allow, deny = self.options.allow_domains, self.options.deny_domains
        if domain_allowed(link, allow, deny):
            return None, None
        host = link_host(link)
        if host is None:
            return (
                "its host is not one browsers accept, and allow_domains or deny_domains is set",
                "no allow_domains or deny_domains",
            )
        denied = sorted(domain for domain in deny if host == domain or host.endswith("." + domain))
        if denied:
            return (
                f"its host {host} is within deny_domains ({denied[0]})",
                f"deny_domains without {denied[0]}",
            )
        return f"its host {host} is not within allow_domains", f"allow_domains with {host}"

    def _judge_refused(self, link: Link, made: list[Link], made_ends: list[int]) -> None:
        """A candidate of the widest reading that the options leave out: the first rule that
        refuses it, and every option change needed to link it."""
        rules: list[str] = []
        fixes: list[str] = []
        options = self.options
        if link.kind not in options.kinds:
            kinds = [kind.value for kind in LinkKind if kind in options.kinds or kind is link.kind]
            rules.append(f"{link.kind.value} links are switched off (kinds)")
            fixes.append(f"kinds: {','.join(kinds)}")
        if options.mode == "uts58":
            self._uts58_rules(link, rules, fixes)
        policy_rule, policy_fix = self._policy(link)
        if policy_rule is not None and policy_fix is not None:
            rules.append(policy_rule)
            fixes.append(policy_fix)
        if not rules:
            following = bisect_right(made_ends, link.start)
            longer = made[following] if following < len(made) else None
            if longer is not None and longer.start >= link.end:
                longer = None
            rule = (
                f"it overlaps the link {longer.text}"
                if longer is not None
                else f"the options read its text otherwise: {self._reading(link)}"
            )
            self._add(_span(link), link.kind, rule)
            return
        self._add(_span(link), link.kind, rules[0], option=_links_it(fixes))

    def _reading(self, link: Link) -> str:
        """What the scanner under the given options makes of ``link``'s text: its links and
        refusals there, or that it finds no candidate in it (only a window of text that
        starts at the link is read, so that this stays linear)."""
        scanner = get_scanner(self.options)
        inside = [found.text for found in scanner.iter_links(self.text, link.start, link.end)]
        if inside:
            return "it links " + ", ".join(inside) + " there"
        return "no candidate starts inside it at these options"

    def _uts58_rules(self, link: Link, rules: list[str], fixes: list[str]) -> None:
        """What refuses a candidate of ``bare_domains: all`` at the given level: a symbol in
        its host (read as a host character only at ``all``), and, for links without a
        scheme, ``bare_domains`` (the ``"prose"`` rule, or a domain reserved for examples
        after ``www.`` or ``@``) and ``exclude_tlds``."""
        level = self.options.bare_domains
        symbol = _symbol_in_host(link)
        if level != "all" and symbol:
            rules.append(
                f"its host holds {symbol!r}, a symbol browsers accept in a host: uts58 reads "
                "symbols as host characters only at bare_domains: all"
            )
            fixes.append("bare_domains: all")
            return
        if _has_scheme(link.text):
            return
        if link.kind is not LinkKind.URL:
            if level != "all" and is_reserved(_host(link.text.rsplit("@", 1)[-1])):
                rules.append(Refusal.RESERVED.value)
                fixes.append("bare_domains: all")
            if link.kind is LinkKind.EMAIL:
                return
        else:
            refusal = prose_refusal(self.text, link.start, link.end)
            if level == "none":
                rules.append("bare_domains is none: no domain without a scheme is linked")
                fixes.append(f"bare_domains: {'all' if refusal else 'prose'}")
            elif level == "prose" and refusal is not None:
                rules.append(self._refusal_words(link, refusal))
                fixes.append("bare_domains: all")
        labels = host_labels(_host(link.text))
        if labels and tld_excluded(labels[-1], self.options.exclude_tlds):
            tld = labels[-1]
            rules.append(f".{tld} is in exclude_tlds")
            fixes.append(f"exclude_tlds without {tld}")

    def _refusal_words(self, link: Link, refusal: Refusal) -> str:
        host = _host(link.text)
        labels = host_labels(host) or [host]
        text = self.text
        return refusal.value.format(
            tld=labels[-1],
            written_tld=host.rstrip(".").rsplit(".", 1)[-1],
            first=labels[0],
            before=text[link.start - 1] if link.start else "",
            after=text[link.end] if link.end < len(text) else "",
        )

    def _bracketed(
        self, links: Iterable[Link], taken: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """gfm: the www and URL links an open ``[`` before them keeps from being made."""
        already = Taken(taken)
        bracketed = []
        for link in links:
            if already.overlaps(link.start, link.end):
                continue
            self._add(
                _span(link),
                link.kind,
                "an open '[' before it: cmark-gfm makes no URL or www link until it closes",
            )
            bracketed.append(_span(link))
        return [*taken, *bracketed]


def _symbol_in_host(link: Link) -> str:
    """The first symbol in ``link``'s host that only ``bare_domains: all`` reads as a host
    character, or ``""``."""
    host = _host(link.text.rsplit("@", 1)[-1]) if link.kind is LinkKind.EMAIL else _host(link.text)
    return next((char for char in host if char >= "\x80" and is_symbol_host_char(ord(char))), "")


def _has_scheme(link_text: str) -> bool:
    return link_text[:7].lower() == "http://" or link_text[:8].lower() == "https://"


def _host(link_text: str) -> str:
    return scheme_less_host(link_text.split("://", 1)[-1])
