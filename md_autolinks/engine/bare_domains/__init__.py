"""Which scheme-less domains a writer means as links (the ``bare_domains`` option, uts58 mode).

UTS #58 section 3 links every domain whose last label is in IANA's list of top-level
domains, with or without a scheme. In documentation most scheme-less ones are not links:
file names (``setup.py``, ``README.md``), code (``logger.info``, ``window.open``,
``self.data``), module names (``collections.abc``), because IANA's list holds file
extensions (``.py``, ``.md``, ``.sh``) and English words (``.info``, ``.open``, ``.data``).

Levels (:data:`LEVELS`): ``"all"`` links every candidate, as UTS #58's reference does;
``"none"`` links none (``www.`` hosts and links with a scheme are not bare domains and stay
linked); ``"prose"``, the default, links a candidate unless :func:`is_meant` rejects it:
a bare host needs evidence of a site, which an international label, a multi-label public
suffix (the Public Suffix List of the ``publicsuffixlist`` package, ICANN section) or a
TLD that sites use gives, and a written-out address or a program file name takes away.

Modules: :mod:`.decision` (the levels and the ``"prose"`` decision), :mod:`.labels` (the
host's labels, its TLD's class, public suffixes, shapes of code), :mod:`.words` (the
evidence words and labels), :mod:`.site_words` (a sentence naming a site, in many
languages), :mod:`.written_out` (addresses written out), :mod:`.code_names` (a host used
as code), :mod:`.refusals` (the reasons), :mod:`.ascii_prefilter` (the cheap test).
"""

from __future__ import annotations

from .ascii_prefilter import LOWER_TLD_LABEL, any_may_be_meant_ascii, may_be_meant_ascii
from .code_names import code_use, joined_before
from .decision import (
    LEVELS,
    Level,
    is_meant,
    names_alternatives,
    prose_refusal,
    sentence_evidence,
    wanted,
)
from .labels import (
    host_labels,
    is_international,
    is_reserved,
    is_within,
    scheme_less_host,
    shape_refusal,
    tld_class_allows,
    tld_excluded,
    tld_refusal,
    under_multi_label_suffix,
)
from .refusals import Refusal
from .site_words import SiteEvidence, is_brand, reads_as_member, site_evidence
from .tld_words import (
    CAPITALISED_CODE_CCTLDS,
    CODE_WORD_CCTLDS,
    FILE_EXTENSION_TLDS,
    GEOGRAPHIC_TLDS,
    KNOWN_HOSTS,
    PROSE_GTLDS,
    SUFFIX_FILE_LABELS,
)
from .words import (
    AT_WORDS,
    CODE_FOLLOWERS,
    CODE_LABELS,
    CODE_NOUNS,
    FILE_LABELS,
    FILE_ONLY_TLDS,
    FILE_STEMS,
    JOINERS_BEFORE_HOST,
    MAIL_PROVIDERS,
    MODULE_NAMES,
    PROGRAM_FILES,
    RECEIVERS,
    RESERVED_DOMAINS,
    SITE_POSTPOSITIONS,
    SITE_WORDS,
    SITE_WORDS_JOINED,
    SPELLED_AT,
    SPELLED_AT_AFTER,
    STRING_QUOTES,
)
from .written_out import written_out_address, written_out_after

__all__ = [
    "AT_WORDS",
    "CAPITALISED_CODE_CCTLDS",
    "CODE_FOLLOWERS",
    "CODE_LABELS",
    "CODE_NOUNS",
    "CODE_WORD_CCTLDS",
    "FILE_EXTENSION_TLDS",
    "FILE_LABELS",
    "FILE_ONLY_TLDS",
    "FILE_STEMS",
    "GEOGRAPHIC_TLDS",
    "JOINERS_BEFORE_HOST",
    "KNOWN_HOSTS",
    "LEVELS",
    "LOWER_TLD_LABEL",
    "MAIL_PROVIDERS",
    "MODULE_NAMES",
    "PROGRAM_FILES",
    "PROSE_GTLDS",
    "RECEIVERS",
    "RESERVED_DOMAINS",
    "SITE_POSTPOSITIONS",
    "SITE_WORDS",
    "SITE_WORDS_JOINED",
    "SPELLED_AT",
    "SPELLED_AT_AFTER",
    "STRING_QUOTES",
    "SUFFIX_FILE_LABELS",
    "Level",
    "Refusal",
    "SiteEvidence",
    "any_may_be_meant_ascii",
    "code_use",
    "host_labels",
    "is_brand",
    "is_international",
    "is_meant",
    "is_reserved",
    "is_within",
    "joined_before",
    "may_be_meant_ascii",
    "names_alternatives",
    "prose_refusal",
    "reads_as_member",
    "scheme_less_host",
    "sentence_evidence",
    "shape_refusal",
    "site_evidence",
    "tld_class_allows",
    "tld_excluded",
    "tld_refusal",
    "under_multi_label_suffix",
    "wanted",
    "written_out_address",
    "written_out_after",
]
