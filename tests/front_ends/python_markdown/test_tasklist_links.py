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
