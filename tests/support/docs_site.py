"""Helpers for the tests of the project's own documentation site: build it, serve it."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

from support.built_html import run_tool
from support.paths import REPO

#: Where the browser tests put their screenshots (``$MD_AUTOLINKS_SCREENSHOTS`` if set).
SCREENSHOTS = Path(
    os.environ.get("MD_AUTOLINKS_SCREENSHOTS") or REPO / ".artifacts" / "screenshots"
)


def build_site(out: Path, *, playground: bool = True) -> Path:
    """``mkdocs build --strict`` of ``mkdocs.yml`` into ``out``, with the playground's runtime
    unless ``playground`` is false (``MD_AUTOLINKS_PLAYGROUND=off``)."""
    result = run_tool(
        "mkdocs",
        "build",
        "--strict",
        "-f",
        REPO / "mkdocs.yml",
        "-d",
        out,
        environment=None if playground else {"MD_AUTOLINKS_PLAYGROUND": "off"},
    )
    assert result.returncode == 0, result.stderr
    return out


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (a free port) while the block runs; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
