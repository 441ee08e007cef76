import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))

from docs_site import build_site
from sizes import scaled

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
:func:`sizes.scaled` (``MD_AUTOLINKS_DEEP`` multiplies either)."""
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def docs_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's docs site, built once per session (``mkdocs build --strict``, with the
    playground's runtime); tests only read it, and :data:`docs_site.DOCS_SITE_GROUP` keeps
    them on one xdist worker."""
    return build_site(tmp_path_factory.mktemp("docs") / "site")
