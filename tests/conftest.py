import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Every property test draws the same examples on every run, so that a CI run is decided by
the commit alone: no example database, and nothing measured in time (no deadline, no
too-slow health check), so a busy machine cannot fail a test. ``HYPOTHESIS_PROFILE=explore``
draws new ones (a fuzzing session) and keeps Hypothesis' deadline for examples slow enough
to point at a performance problem; how many examples each test draws is set per test with
:func:`sizes.scaled` (``MD_AUTOLINKS_DEEP`` multiplies them)."""
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
