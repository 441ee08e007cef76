"""How long the playground page's main thread stalls while Pyodide loads, in headless Chromium.

The docs' playground runs Python in a Web Worker (``docs/assets/playground/worker.js``) so
that the page stays responsive while Pyodide downloads, compiles and starts. This script
measures that, between the page's ``playground-loading`` and ``playground-ready``
performance marks (the worker is created at the first, and the second is set when Python
can render):

- the longest main-thread task (the Long Tasks API reports every task over 50 ms): while a
  task runs the page answers no click or key, so this is the stall;
- the longest gap between two animation frames (``requestAnimationFrame``), shown beside it:
  it also counts time the renderer waited for a CPU, which on a loaded machine can be most
  of it.

The run fails (exit status 1) when a stall exceeds ``--limit`` (200 ms by default). It is a
measurement, not a test: its figures depend on the machine and its load, so it stays out of
the test suite (``tests/project/test_playground.py`` checks exactly that Python runs in the worker).
Browser caching is off and, with ``--throttle``, the network is slowed so that downloads
take seconds, as on a first visit.

    python benchmarks/playground_stalls.py                    # builds the docs site first
    python benchmarks/playground_stalls.py --site site --runs 3 --throttle 2
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
START_TIMEOUT_MS = 300_000

#: Installed before the page's scripts: every long task and every animation frame's time.
RECORDER = """
window.stallRecord = { tasks: [], frames: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.stallRecord.tasks.push([entry.startTime, entry.duration]);
  }
}).observe({ type: 'longtask', buffered: true });
const frame = (time) => {
  window.stallRecord.frames.push(time);
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""

#: The stalls between the two marks: ``[longest task, longest frame gap, load time]`` in ms.
MEASURE = """() => {
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0].startTime;
  const start = mark('playground-loading'), end = mark('playground-ready');
  const tasks = window.stallRecord.tasks
    .filter(([at, length]) => at + length > start && at < end)
    .map(([, length]) => length);
  const frames = window.stallRecord.frames;
  let gap = 0;
  for (let i = 1; i < frames.length; i++) {
    if (frames[i] > start && frames[i - 1] < end) gap = Math.max(gap, frames[i] - frames[i - 1]);
  }
  return [Math.max(0, ...tasks), gap, end - start];
}"""


@dataclass
class Run:
    """One page load: the longest main-thread task, the longest frame gap, the load time."""

    longest_task: float
    longest_frame_gap: float
    load: float

    @property
    def stall(self) -> float:
        """How long the page could not answer input: its longest main-thread task."""
        return self.longest_task


def build_site(out: Path) -> Path:
    """``mkdocs build --strict`` of the project's docs, with the playground's runtime."""
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", "mkdocs.yml"]
    subprocess.run([*command, "-d", str(out)], cwd=ROOT, check=True)
    return out


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 while the block runs; yields the base URL."""
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


def measure(url: str, runs: int, throttle: float | None) -> list[Run]:
    """Load the playground ``runs`` times, each in a fresh browser profile."""
    from playwright.sync_api import sync_playwright

    found: list[Run] = []
    with sync_playwright() as driver:
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
                context = driver.chromium.launch_persistent_context(
                    profile,
                    executable_path=str(CHROMIUM),
                    headless=True,
                    args=FLAGS,
                    viewport={"width": 1280, "height": 900},
                )
                page = context.new_page()
                page.add_init_script(RECORDER)
                session = context.new_cdp_session(page)
                session.send("Network.enable")
                session.send("Network.setCacheDisabled", {"cacheDisabled": True})
                if throttle:
                    conditions = {
                        "offline": False,
                        "latency": 0,
                        "downloadThroughput": throttle * 1e6,
                        "uploadThroughput": -1,
                    }
                    session.send("Network.emulateNetworkConditions", conditions)
                page.goto(url + "playground/")
                page.wait_for_selector("#pg[data-state=ready]", timeout=START_TIMEOUT_MS)
                found.append(Run(*page.evaluate(MEASURE)))
                context.close()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built docs site (default: build one)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--throttle", type=float, help="download speed in MB/s (default: none)")
    parser.add_argument("--limit", type=float, default=200.0, help="longest stall allowed, ms")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print("install Debian's chromium: apt-get install -y chromium", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="docs-site-") as scratch:
        site = args.site or build_site(Path(scratch) / "site")
        with served(site) as url:
            runs = measure(url, args.runs, args.throttle)
    print("| run | load (s) | longest main-thread task (ms) | longest frame gap (ms) |")
    print("| ---: | ---: | ---: | ---: |")
    for number, run in enumerate(runs, 1):
        print(
            f"| {number} | {run.load / 1000:.1f} | {run.longest_task:.0f} "
            f"| {run.longest_frame_gap:.0f} |"
        )
    worst = max(run.stall for run in runs)
    median_load = statistics.median(run.load for run in runs) / 1000
    verdict = "ok" if worst <= args.limit else "TOO LONG"
    print(
        f"\nlongest main-thread stall {worst:.0f} ms (limit {args.limit:.0f} ms): {verdict}; "
        f"median load {median_load:.1f} s"
    )
    return 0 if worst <= args.limit else 1


if __name__ == "__main__":
    raise SystemExit(main())
