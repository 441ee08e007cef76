"""pymdownx.tasklist's custom checkbox (Material's setting) stores the whole ``<label>``
control as one piece of raw HTML: the text after it is the item's text, linked as any other
(found by the stack oracle, tests/cross/stacks)."""

from __future__ import annotations

import markdown
import pytest

from md_autolinks.common.text_runs import RawElements

CHECKBOX = (
    '<label class="task-list-control"><input type="checkbox" disabled{checked}/>'
    '<span class="task-list-indicator"></span></label>'
)


@pytest.mark.parametrize("custom", [True, False])
def test_a_task_item_text_is_linked(custom: bool) -> None:
    html = markdown.markdown(
        "- [x] done www.python.org\n- [ ] see help@python.org",
        extensions=["md_autolinks", "pymdownx.tasklist"],
        extension_configs={"pymdownx.tasklist": {"custom_checkbox": custom}},
    )
    done = (
        CHECKBOX.format(checked=" checked")
        if custom
        else ('<input type="checkbox" disabled checked/>')
    )
    todo = CHECKBOX.format(checked="") if custom else '<input type="checkbox" disabled/>'
    assert html == (
        '<ul class="task-list">\n'
        f'<li class="task-list-item">{done} done '
        '<a href="http://www.python.org">www.python.org</a></li>\n'
        f'<li class="task-list-item">{todo} see '
        '<a href="mailto:help@python.org">help@python.org</a></li>\n'
        "</ul>"
    )


def test_a_raw_piece_holding_a_whole_control_closes_it_again() -> None:
    raw = RawElements(("label", "code"))
    raw.read('<label class="c"><input type="checkbox"/><span></span></label>')
    assert raw.depth == 0
    raw.read("<label><code>")
    assert raw.depth == 2
    raw.read("</code></label>")
    assert raw.depth == 0


@pytest.mark.parametrize("custom", [True, False])
@pytest.mark.parametrize("mode", ["gfm", "md4c", "uts58"])
def test_a_link_right_after_the_checkbox_follows_its_space(custom: bool, mode: str) -> None:
    """The checkbox is stashed with the space after ``[ ]``: a link that starts the item's
    text stands after white space (gfm's and md4c's www links need it; found by the stack
    oracle at MD_AUTOLINKS_DEEP=10)."""
    html = markdown.markdown(
        "- [ ] www.python.org/x\n- [x] http://a.com done",
        extensions=["md_autolinks", "pymdownx.tasklist"],
        extension_configs={
            "md_autolinks": {"mode": mode},
            "pymdownx.tasklist": {"custom_checkbox": custom},
        },
    )
    done = (
        CHECKBOX.format(checked=" checked")
        if custom
        else ('<input type="checkbox" disabled checked/>')
    )
    todo = CHECKBOX.format(checked="") if custom else '<input type="checkbox" disabled/>'
    scheme = "https" if mode == "uts58" else "http"
    assert html == (
        '<ul class="task-list">\n'
        f'<li class="task-list-item">{todo} '
        f'<a href="{scheme}://www.python.org/x">www.python.org/x</a></li>\n'
        f'<li class="task-list-item">{done} '
        '<a href="http://a.com">http://a.com</a> done</li>\n'
        "</ul>"
    )
