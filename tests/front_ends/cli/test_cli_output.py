"""Output the command cannot write ends it with one line on standard error and status 1,
never a traceback: a reader that closes the pipe early (``| head -1``) and a full disk
(``> /dev/full``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

COMMAND = [sys.executable, "-m", "md_autolinks"]


@pytest.fixture
def many_links(tmp_path: Path) -> Path:
    page = tmp_path / "many.md"
    page.write_text("".join(f"see http://a{i}.com/x\n\n" for i in range(3000)), encoding="utf-8")
    return page


def test_links_piped_into_head_ends_with_one_line(many_links: Path) -> None:
    process = subprocess.Popen(
        [*COMMAND, "links", str(many_links)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    stderr = process.stderr.read()
    assert process.wait() == 1
    assert first == f"{many_links}:1:5 url http://a0.com/x\n"
    assert stderr == (
        "md-autolinks: cannot write to standard output: the reader closed it (broken pipe)\n"
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("args", [["{page}"], ["links", "{page}"], ["why", "www.a.com"]])
def test_a_full_disk_ends_with_one_line(tmp_path: Path, args: list[str]) -> None:
    page = tmp_path / "page.md"
    page.write_text("see www.a.com\n", encoding="utf-8")
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [*COMMAND, *(arg.format(page=page) for arg in args)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert result.returncode == 1
    assert result.stderr == (
        "md-autolinks: cannot write to standard output: No space left on device\n"
    )
