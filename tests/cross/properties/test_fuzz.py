"""Bounded runs of the fuzz target ``tests/support/fuzz/fuzz_find_links.py`` for CI.

Hypothesis feeds :func:`check` arbitrary bytes (deterministically); when atheris is
installed, the target also runs as a coverage-guided atheris process for 5 000 inputs
(both sizes times ``MD_AUTOLINKS_DEEP``, see :mod:`support.sizes`).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from support.fuzz.fuzz_find_links import check, decode
from support.paths import TESTS
from support.sizes import scaled

TARGET = TESTS / "support" / "fuzz" / "fuzz_find_links.py"
ATHERIS_RUNS = scaled(5_000)


@settings(max_examples=scaled(500), deadline=None)
@given(data=st.binary(max_size=200))
@example(data=b"\x00http://a.com/\xff\xfe www.a.com a@b.com")
@example(data=b"\x01" + "www.a.com/\ud800x a@b.com\x00".encode("utf-16-le", "surrogatepass"))
@example(data=b"\x02mailto:a@b.com@x.org \x00\x85\xa0www.a.com")
def test_check_holds_for_any_bytes(data: bytes) -> None:
    """Every mode's invariants and ``format_url`` hold for any decoded input."""
    check(data)


def test_decode_reaches_lone_surrogates_and_nul() -> None:
    """The three decodings give the fuzzer lone surrogates (low and high) and NUL."""
    assert decode(b"\x00a\xff") == "a\udcff"
    assert decode(b"\x01" + "\ud800\x00".encode("utf-16-le", "surrogatepass")) == "\ud800\x00"
    assert decode(b"\x02\x00\xe9") == "\x00é"
    assert decode(b"") == ""


@pytest.mark.skipif(
    importlib.util.find_spec("atheris") is None,
    reason="atheris is not installed (pip install atheris); the hypothesis run above "
    "still drives the same check",
)
def test_atheris_run() -> None:
    """Coverage-guided inputs through the atheris target, in a subprocess (the timeout only
    stops a hang: it is far above the run's cost on a busy machine)."""
    result = subprocess.run(
        [sys.executable, str(TARGET), f"-atheris_runs={ATHERIS_RUNS}", "-max_len=512", "-seed=1"],
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    assert f"Done {ATHERIS_RUNS}" in result.stderr
