"""The README's examples show what the package really makes, and its set-up commands."""

from __future__ import annotations

import doctest
import re

import markdown
import mistune
from markdown_it import MarkdownIt

from md_autolinks.markdown_it import autolinks_plugin
from md_autolinks.mistune import autolinks_plugin as mistune_plugin
from support.paths import REPO

README = (REPO / "README.md").read_text()


def fenced(language: str) -> list[str]:
    """The contents of every code block of ``language``, in order."""
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_the_opening_example_is_what_uts58_renders() -> None:
    (text,) = fenced("text")
    (html,) = fenced("html")
    assert "becomes, in `uts58` mode," in README
    assert (
        markdown.markdown(
            text.strip(),
            extensions=["md_autolinks"],
            extension_configs={"md_autolinks": {"mode": "uts58"}},
        )
        == html.strip()
    )


def test_the_engine_example_runs_as_shown() -> None:
    (session,) = [block for block in fenced("python") if "import find_links" in block]
    test = doctest.DocTestParser().get_doctest(session, {}, "README", "README.md", 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert (runner.failures, runner.tries) == (0, 2)


def test_the_host_examples_show_their_output() -> None:
    assert (
        markdown.markdown(
            "See www.example.com.",
            extensions=["md_autolinks"],
            extension_configs={"md_autolinks": {"mode": "gfm"}},
        )
        == '<p>See <a href="http://www.example.com">www.example.com</a>.</p>'
    )
    assert "# '<p>See <a href=\"http://www.example.com\">www.example.com</a>.</p>'" in README
    rendered = MarkdownIt().use(autolinks_plugin, mode="md4c").render("Mail me@example.org")
    assert f"# {rendered!r}" in README
    shown = mistune.create_markdown(plugins=[mistune_plugin(mode="uts58")])("See python.org")
    assert f"# {shown!r}" in README


def test_the_set_up_commands_are_the_two_that_work() -> None:
    sh = fenced("sh")
    assert sh[:2] == [
        "python3 -m venv --upgrade-deps .venv && .venv/bin/pip install -e . && "
        ".venv/bin/md-autolinks examples/sample.md -o sample.html\n",
        "python3 -m venv --upgrade-deps .venv && .venv/bin/pip install -e . --group test && "
        ".venv/bin/pytest -n auto\n",
    ]
