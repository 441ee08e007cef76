"""``md_autolinks_filter = "site_policy.links:policy"``."""

from md_autolinks import Link


def policy(link: Link) -> object:
    """Leave tracker.example unlinked; open python.org in a new tab."""
    if "tracker.example" in link.href:
        return None
    if "python.org" in link.href:
        return {"target": "_blank", "rel": "noopener"}
    return True
