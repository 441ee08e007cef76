"""Filter callbacks importable by path, as MkDocs and Sphinx users name them."""

from __future__ import annotations

from md_autolinks import Link


def skip_example_org(link: Link) -> object:
    """Skip links to example.org; tag the others with their kind."""
    if "example.org" in link.href:
        return None
    return {"data-kind": link.kind.value}


def explode(link: Link) -> object:
    raise ValueError("no links today")
