import os
import sys
from pathlib import Path

from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("ci", derandomize=True)
"""Every property test draws the same examples on every run, so that a CI run is decided by
the commit alone; ``HYPOTHESIS_PROFILE=explore`` draws new ones (a fuzzing session)."""
settings.register_profile("explore", derandomize=False, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
