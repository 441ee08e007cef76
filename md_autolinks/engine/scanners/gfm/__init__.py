"""GFM extended autolinks, as cmark-gfm's autolink extension makes them.

GFM spec section 6.9, "Autolinks (extension)": extended www autolinks, extended URL
autolinks (http, https, ftp), extended email autolinks, plus the ``mailto:`` and
``xmpp:`` forms that cmark-gfm 0.29.0.gfm.13 accepts. Where the spec prose and
cmark-gfm differ, this follows cmark-gfm (``extensions/autolink.c``), the code
GitHub renders with; the differential tests against ``cmarkgfm`` hold it to that.

The text is read as cmark-gfm reads a paragraph: www and URL links are matched
left to right first, then emails are looked for in the text between them.

Modules: :mod:`.scanner` (the triggers and the walk), :mod:`.domains` (valid domains and
link ends), :mod:`.emails` (email autolinks).
"""

from __future__ import annotations

from .domains import check_domain, is_cmark_host_char, plain_link_end, trim_link_end
from .emails import find_emails
from .scanner import GfmScanner, after_lookalike, match_url, match_www, next_scheme, next_www

__all__ = [
    "GfmScanner",
    "after_lookalike",
    "check_domain",
    "find_emails",
    "is_cmark_host_char",
    "match_url",
    "match_www",
    "next_scheme",
    "next_www",
    "plain_link_end",
    "trim_link_end",
]
