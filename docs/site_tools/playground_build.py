"""The playground's runtime, put next to the built site: Pyodide and the wheels it installs.

Everything the playground page loads is served with the site; nothing is fetched from
elsewhere when a reader opens it:

- Pyodide, from the npm registry (``npm install pyodide@PYODIDE_VERSION``);
- the project's own wheel, built from this checkout (``pip wheel --no-deps .``);
- the wheels of its runtime dependencies, read from that wheel's ``Requires-Dist``
  (evaluated for Pyodide's Python) and downloaded as pure-Python wheels
  (``pip download --no-deps --only-binary=:all: --platform any``), recursively.

Downloads and the project wheel are cached under :func:`cache_root` (``.cache/docs-playground``
in the checkout, or ``$MD_AUTOLINKS_DOCS_CACHE``), keyed by version, requirement and a hash
of the package sources, so a rebuild that changed nothing reruns neither npm nor pip.
The cache is locked while it is filled, so parallel builds (the tests) share it safely.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

REPO = Path(__file__).resolve().parents[2]
PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
)
#: The Pyodide files the page itself loads (``package.json`` is read only under Node).
PYODIDE_PAGE_FILES = tuple(name for name in PYODIDE_FILES if name != "package.json")
#: The page's own Python program, copied into the site by MkDocs with the page's script.
RENDER_PROGRAM = "render.py"
PROJECT_SOURCES = ("md_autolinks", "pyproject.toml", "README.md", "LICENSE", "LICENSES")
#: ``site_dir``-relative folder the runtime is copied to (the page's script sits there too).
SITE_FOLDER = Path("assets") / "playground"


class PlaygroundBuildError(RuntimeError):
    """A step of the asset build failed; the message names the command and its output."""


def cache_root() -> Path:
    """Where downloads and built wheels are kept between builds."""
    configured = os.environ.get("MD_AUTOLINKS_DOCS_CACHE")
    return Path(configured) if configured else REPO / ".cache" / "docs-playground"


@contextlib.contextmanager
def locked(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` (created if missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / ".lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def run(command: list[str], cwd: Path) -> None:
    """Run ``command``; a failure raises :class:`PlaygroundBuildError` with its output."""
    try:
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError as error:
        raise PlaygroundBuildError(
            f"{command[0]} is needed to build the playground: {error}"
        ) from None
    if result.returncode != 0:
        raise PlaygroundBuildError(
            f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout}{result.stderr}"
        )


def pyodide_dist(cache: Path) -> Path:
    """The folder of the npm package ``pyodide@PYODIDE_VERSION``, installed once."""
    prefix = cache / f"npm-pyodide-{PYODIDE_VERSION}"
    dist = prefix / "node_modules" / "pyodide"
    if not all((dist / name).is_file() for name in PYODIDE_FILES):
        shutil.rmtree(prefix, ignore_errors=True)
        prefix.mkdir(parents=True)
        run(
            ["npm", "install", "--prefix", str(prefix), "--no-save", "--no-audit", "--no-fund",
             "--loglevel=error", f"pyodide@{PYODIDE_VERSION}"],
            cwd=prefix,
        )
    return dist


def pyodide_python(dist: Path) -> str:
    """The Python version (``3.14``) Pyodide runs, from its lock file."""
    info = json.loads((dist / "pyodide-lock.json").read_text())["info"]
    return ".".join(str(info["python"]).split(".")[:2])


def sources_digest() -> str:
    """A hash of every file that goes into the project's wheel."""
    digest = hashlib.sha256()
    for name in PROJECT_SOURCES:
        root = REPO / name
        files = sorted(root.rglob("*")) if root.is_dir() else [root]
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(REPO)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def only_wheel(folder: Path) -> Path | None:
    """The single ``.whl`` in ``folder``, if there is exactly one."""
    wheels = sorted(folder.glob("*.whl")) if folder.is_dir() else []
    return wheels[0] if len(wheels) == 1 else None


def project_wheel(cache: Path) -> Path:
    """The project's wheel for the current sources, built with ``pip wheel`` when they change."""
    folder = cache / "project" / sources_digest()
    wheel = only_wheel(folder)
    if wheel is None:
        shutil.rmtree(cache / "project", ignore_errors=True)
        folder.mkdir(parents=True)
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
        run([*pip, "wheel", "--no-deps", "-w", str(folder), str(REPO)], cwd=REPO)
        wheel = only_wheel(folder)
        if wheel is None:
            raise PlaygroundBuildError(f"pip wheel left no single wheel in {folder}")
    return wheel


def requirements(wheel: Path, python: str) -> list[Requirement]:
    """The ``Requires-Dist`` entries of ``wheel`` that apply in Pyodide (Python ``python``,
    platform ``emscripten``, no extra)."""
    with zipfile.ZipFile(wheel) as archive:
        metadata_name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(metadata_name).decode())
    environment = {
        **default_environment(),
        "python_version": python,
        "python_full_version": f"{python}.0",
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "extra": "",
    }
    found = [Requirement(line) for line in metadata.get_all("Requires-Dist") or []]
    return [req for req in found if req.marker is None or req.marker.evaluate(environment)]


def dependency_wheel(requirement: Requirement, python: str, cache: Path) -> Path:
    """A pure-Python wheel satisfying ``requirement`` for Python ``python``, downloaded once."""
    spelled = f"{requirement.name}{requirement.specifier}"
    folder = cache / "dependencies" / python / re.sub(r"[^A-Za-z0-9.=<>!~,_-]", "_", spelled)
    wheel = only_wheel(folder)
    if wheel is None:
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        run(
            [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", "download",
             "--no-deps", "--only-binary=:all:", "--platform", "any", "--implementation", "py",
             "--python-version", python, "-d", str(folder), spelled],
            cwd=REPO,
        )
        wheel = only_wheel(folder)
        if wheel is None:
            raise PlaygroundBuildError(f"pip download left no single wheel for {spelled}")
    return wheel


def runtime_wheels(cache: Path, python: str) -> list[Path]:
    """The project's wheel, then every runtime dependency's, transitively."""
    wheels = [project_wheel(cache)]
    seen: set[str] = set()
    pending = requirements(wheels[0], python)
    while pending:
        requirement = pending.pop(0)
        if requirement.name.lower() in seen:
            continue
        seen.add(requirement.name.lower())
        wheel = dependency_wheel(requirement, python, cache)
        wheels.append(wheel)
        pending += requirements(wheel, python)
    return wheels


def download_sizes(target: Path, names: list[str]) -> dict[str, int]:
    """``{path: bytes}`` of each file the page downloads, relative to ``target``: what its
    progress bar counts."""
    return {name: (target / name).stat().st_size for name in names}


def write_left_out_manifest(site_dir: Path, reason: str) -> dict[str, object]:
    """The manifest of a site built without the runtime: the page reads it and says so."""
    manifest: dict[str, object] = {"runtime": "left out", "reason": reason}
    target = site_dir / SITE_FOLDER
    target.mkdir(parents=True, exist_ok=True)
    (target / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


def build_playground_assets(site_dir: Path) -> dict[str, object]:
    """Copy Pyodide and the wheels into ``site_dir``; return the manifest the page reads:
    Pyodide's and Python's versions, the wheels to install (the project's first) and the
    size of every file the page downloads."""
    cache = cache_root()
    with locked(cache):
        dist = pyodide_dist(cache)
        python = pyodide_python(dist)
        wheels = runtime_wheels(cache, python)
    target = site_dir / SITE_FOLDER
    (target / "pyodide").mkdir(parents=True, exist_ok=True)
    (target / "wheels").mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(dist / name, target / "pyodide" / name)
    for wheel in wheels:
        shutil.copyfile(wheel, target / "wheels" / wheel.name)
    downloads = [
        *(f"pyodide/{name}" for name in PYODIDE_PAGE_FILES),
        *(f"wheels/{wheel.name}" for wheel in wheels),
        RENDER_PROGRAM,
    ]
    manifest: dict[str, object] = {
        "pyodide": PYODIDE_VERSION,
        "python": python,
        "wheels": [wheel.name for wheel in wheels],
        "downloads": download_sizes(target, downloads),
    }
    (target / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest
