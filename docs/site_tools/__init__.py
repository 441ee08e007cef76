"""Build-time helpers for the project's own documentation site (used by ``docs/hooks.py``)."""
