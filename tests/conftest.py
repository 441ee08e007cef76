import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from support.docs_site import build_site
from support.programs import NPM
from support.sizes import scaled

settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    max_examples=scaled(100),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Every property test draws the same examples on every run, so that a CI run is decided by
the commit alone: no example database, and nothing measured in time (no deadline, no
too-slow health check), so a busy machine cannot fail a test. ``HYPOTHESIS_PROFILE=explore``
draws new ones (a fuzzing session) and keeps Hypothesis' deadline for examples slow enough
to point at a performance problem; a test draws 100 examples unless it says how many, with
:func:`support.sizes.scaled` (``MD_AUTOLINKS_DEEP`` multiplies either)."""
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Files with a ``slow`` test run first, in collection order, then the rest: with
    ``--dist loadfile --no-loadscope-reorder`` (pyproject's ``addopts``) each xdist worker takes
    the next file when it is free, so the long files are spread out at the start and the many
    short ones even out the end, instead of a long file starting last."""
    slow_files = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow_files)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def docs_site(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """The project's docs site (``mkdocs build --strict``, with the playground's runtime),
    built once per run: the xdist workers share one build in the run's temporary folder, the
    first to ask builds it while the others wait. Tests only read it. Without npm (which
    fetches the playground's runtime) the site is built without the runtime, and the tests
    that need the runtime skip, naming npm (:func:`support.programs.need`)."""
    playground = NPM.present()
    if worker_id == "master":
        return build_site(tmp_path_factory.mktemp("docs") / "site", playground=playground)
    shared = tmp_path_factory.getbasetemp().parent
    site = shared / "docs-site"
    with _locked(shared / "docs-site.lock"):
        if not site.is_dir():
            building = shared / f"docs-site-{worker_id}"
            build_site(building, playground=playground)
            building.rename(site)
    return site
