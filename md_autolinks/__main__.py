"""``python -m md_autolinks``: the ``md-autolinks`` command."""

import sys

from .cli import main

sys.exit(main())
