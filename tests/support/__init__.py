"""What the tests share: document generators, reference oracles, site builders, the
generated suites' sizes and the filters that test configurations name by import path
(``support.user_filters:explode``). ``tests/`` is on ``sys.path`` (pyproject's pytest
``pythonpath``), so a test imports ``from support.sizes import scaled``."""
