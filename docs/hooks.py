"""MkDocs hooks for the project's own site: content computed by the engine at build time,
and the playground's runtime copied next to the pages.

Markers in the pages are replaced while they are read:

- ``<!-- mode-example: TEXT -->``: TEXT, then each mode's rendered output, one mode a row
  (``which-mode.md``);
- ``<!-- comparison-cards -->``: one such card per tricky input (``comparison.md``);
- ``<!-- option-reference -->``: every option's type, default, values and modes (``options.md``);
- ``<!-- magiclink-cards -->``: inputs rendered by pymdownx.magiclink and by md-autolinks side
  by side (``magiclink.md``).

After the build, Pyodide and the wheels the playground installs are put under
``assets/playground/`` (see ``site_tools/playground_build.py``). Set
``MD_AUTOLINKS_PLAYGROUND=off`` to build the pages without them (no npm or pip run): the
manifest then says the runtime was left out, and the page tells its reader so.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import get_plugin_logger
from site_tools.comparison import comparison_cards
from site_tools.examples import example_card
from site_tools.magiclink import magiclink_cards
from site_tools.option_reference import option_reference
from site_tools.playground_build import (
    PlaygroundBuildError,
    build_playground_assets,
    write_left_out_manifest,
)

log = get_plugin_logger("docs-hooks")

EXAMPLE_MARKER = re.compile(r"<!-- mode-example: (.+?) -->")
COMPARISON_MARKER = "<!-- comparison-cards -->"
OPTION_MARKER = "<!-- option-reference -->"
MAGICLINK_MARKER = "<!-- magiclink-cards -->"


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    """Replace the markers with what the engine computes for them."""
    markdown = EXAMPLE_MARKER.sub(
        lambda found: example_card(found.group(1), layout="rows"), markdown
    )
    if COMPARISON_MARKER in markdown:
        markdown = markdown.replace(COMPARISON_MARKER, comparison_cards())
    if OPTION_MARKER in markdown:
        markdown = markdown.replace(OPTION_MARKER, option_reference())
    if MAGICLINK_MARKER in markdown:
        markdown = markdown.replace(MAGICLINK_MARKER, magiclink_cards())
    return markdown


def on_post_build(config: Any, **kwargs: Any) -> None:
    """Put the playground's runtime into the built site."""
    switch = os.environ.get("MD_AUTOLINKS_PLAYGROUND", "")
    if switch.lower() in ("off", "0", "no"):
        write_left_out_manifest(Path(config["site_dir"]), f"MD_AUTOLINKS_PLAYGROUND={switch}")
        log.info("MD_AUTOLINKS_PLAYGROUND=off: the playground page is built without its runtime")
        return
    try:
        manifest = build_playground_assets(Path(config["site_dir"]))
    except PlaygroundBuildError as error:
        raise PluginError(
            f"docs/hooks.py: {error}\n"
            "(MD_AUTOLINKS_PLAYGROUND=off builds the site without the playground's runtime)"
        ) from None
    log.info(f"playground: Pyodide {manifest['pyodide']}, wheels {', '.join(manifest['wheels'])}")
