"""The reasons the ``"prose"`` level of ``bare_domains`` gives for leaving a candidate
unlinked."""

from __future__ import annotations

from enum import Enum


class Refusal(str, Enum):
    """Why the ``"prose"`` level leaves a candidate unlinked: one member per rule, its value
    the rule in plain words, as :func:`md_autolinks.explain` reports it. A value may name
    ``{tld}`` (as a browser reads it), ``{written_tld}``, ``{first}`` (the first label),
    ``{before}`` and ``{after}`` (the characters around the candidate)."""

    ONE_LABEL = "a host needs two labels"
    JOINED_BEFORE = "{before!r} before it joins it to a longer token"
    CAPITAL_TLD = "its TLD is written in capitals ({written_tld}), as a name in code is"
    CAPITALISED_MEMBER = ".{tld} after a capitalised name is a member name in code"
    CODE_LABEL = "a label of it (prototype) marks a name in code"
    RESERVED = "a domain reserved for examples (RFC 2606)"
    REVERSE_DNS = "it starts with the TLD {first!r}: a reverse-DNS package name"
    RECEIVER = "{first!r} names an object or package in code"
    VERSION_LABELS = "two of its labels are version numbers"
    PORT_WITHOUT_PATH = "a host and port with no path is a setting, not a link"
    FILE_EXTENSION = ".{tld} is a file extension"
    CODE_WORD_CCTLD = ".{tld} is a member name in code"
    WORD_GTLD = ".{tld} is a generic TLD used more often as a name in code than for sites"
    QUOTED = "a string value between quotes"
    CODE_FOLLOWS = "{after!r} after it continues a code expression"
    HOST_PATH = "':' and a word after it make it a host:path (as git writes)"
    ALTERNATIVES = "a second host after '/' names another site, one or the other: not a page"
    PROGRAM_FILE = "it names a program file of MS-DOS and Windows"
    WRITTEN_OUT_ADDRESS = "it is the domain of an address written out so that harvesters miss it"
    MIXED_CASE_TLD = (
        "its TLD is written in mixed case ({written_tld}), as a name in code or an abbreviation is"
    )
    MODULE_NAME = "{first!r} is a module name in code"
    FILE_NAME = "its labels make a file name (a file extension before .{tld})"
    IDEOGRAPHIC_STOP = "'。' in it ends a sentence: without a scheme it is not read as a label dot"
    UNSPACED_RUN = (
        "letters of a script written without spaces run into it before its TLD: words of the "
        "sentence, not a name (space, punctuation or a bracket around it sets a name apart)"
    )
    MEMBER_ACCESS = (
        "a lower-case name and .{tld} read as member access in code: the words around it "
        "say at most that it is a place, which names no site"
    )
