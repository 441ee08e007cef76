"""UTS #58 link detection (Unicode Link Detection and Formatting, sections 3 and 5), with the
departures for prose listed in ``docs/modes.md#departures-from-uts-58``: every uts58 rule
lives in this package, one job per module.

- :mod:`.scanner`: the walk from top-level domain to top-level domain (:class:`Uts58Scanner`);
- :mod:`.hosts`: reading a host back from its top-level domain, its port and its labels;
- :mod:`.tokens`: a host is a whole token or nothing;
- :mod:`.termination`: where a link ends (the parts table, brackets, ``。`` and the other
  CJK and prose ends of a link);
- :mod:`.prose`: the departures for prose (quotes, ellipses, dashes, script changes);
- :mod:`.email`: the local part of an email (section 5);
- :mod:`.user_info`: ``user@`` and ``host:x@`` before a host;
- :mod:`.literal_urls`: URLs to IP addresses and hosts without a top-level domain.
"""

from __future__ import annotations

from .hosts import HostScanner, is_host
from .scanner import (
    BAD_HOST_RULE,
    BAD_LABEL_RULE,
    IMPLIED_SCHEME,
    SCHEMES,
    SYMBOL_HOST_RULE,
    Refusal,
    Uts58Scanner,
)
from .termination import FRAGMENT_DIRECTIVE, MAX_OPEN_BRACKETS, PARTS, Part, terminate
from .user_info import USER_INFO_RULE, UserInfoScan, user_info_start

__all__ = [
    "BAD_HOST_RULE",
    "BAD_LABEL_RULE",
    "FRAGMENT_DIRECTIVE",
    "IMPLIED_SCHEME",
    "MAX_OPEN_BRACKETS",
    "PARTS",
    "SCHEMES",
    "SYMBOL_HOST_RULE",
    "USER_INFO_RULE",
    "HostScanner",
    "Part",
    "Refusal",
    "UserInfoScan",
    "Uts58Scanner",
    "is_host",
    "terminate",
    "user_info_start",
]
