"""The host of a URL as written, for tests that compare what a link shows with where it goes."""

from __future__ import annotations

from md_autolinks.engine.hosts import host_span


def host_of_url(url: str) -> str | None:
    """The host of ``url`` as written (still percent-encoded), by
    :func:`~md_autolinks.engine.hosts.host_span`."""
    span = host_span(url)
    return url[span[0] : span[1]] if span else None
