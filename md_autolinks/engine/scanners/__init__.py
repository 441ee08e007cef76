"""One module per rule set; each exposes a :class:`~md_autolinks.engine.scanners.base.Scanner`."""
