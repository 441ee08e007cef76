"""MD4C permissive autolinks: ``MD_FLAG_PERMISSIVE{URL,WWW,EMAIL}AUTOLINKS``.

The rules are those of md4c after its 2024 rework (mity/md4c c4be8625, after 0.5.3),
described in md4c's ``test/spec-permissive-autolinks.txt`` and pinned by its
``test/regressions.txt``. Where the prose of the spec file and md4c's behaviour part
ways (a last host label of one character links, ``www.a.com!x`` links, a path keeps a
trailing ``.``), this module follows md4c's behaviour; ``tests/engine/md4c/test_md4c_scanner.py``
names each such case.

A link has a trigger (``http://``/``https://``/``ftp://``, ``www.``, or the ``@`` of an
email), is delimited on its left and right, and is made of segments (user name, host,
path, query, fragment), each a run of words separated by single delimiters.

Modules: :mod:`.scanner` (the walk), :mod:`.triggers` (where a link may start and the
match from there), :mod:`.segments` (delimiters and segments).
"""

from __future__ import annotations

from .scanner import Md4cScanner
from .segments import (
    FRAGMENT,
    HOST,
    PATH,
    QUERY,
    SegmentRule,
    has_left_delimiter,
    has_right_delimiter,
    is_md4c_whitespace,
    scan_host,
    scan_url_tail,
)
from .triggers import TRIGGERS, Trigger, match_trigger, user_name_start

__all__ = [
    "FRAGMENT",
    "HOST",
    "PATH",
    "QUERY",
    "TRIGGERS",
    "Md4cScanner",
    "SegmentRule",
    "Trigger",
    "has_left_delimiter",
    "has_right_delimiter",
    "is_md4c_whitespace",
    "match_trigger",
    "scan_host",
    "scan_url_tail",
    "user_name_start",
]
