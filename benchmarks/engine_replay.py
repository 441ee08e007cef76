"""A front end's cost without the engine's: md-autolinks with every scan answered from memory.

The ``engine replayed`` rows run md-autolinks as users load it, except that each answer of
the scanners' two entry points, ``iter_links`` (the links of a text or window) and
``has_candidate`` (the test before it), is recorded the first time it is asked (in the
untimed warm-up pass) and replayed from a dictionary afterwards. The front end does all its
own work (its gate and needle tests, the tree walk or inline rule, every rule around a link,
the anchors), and the engine's detection costs one dictionary lookup. Set against the same
links written by hand, the row says how much of a target is left for detection: when it is
already above the hand-written links, no faster engine meets the target in that front end.

The methods are swapped on the scanner classes for the length of one document and put back
after it, so the other rows of the same run are untouched; the swap and the lookups are paid
inside the timed call, so the row errs on the dear side. Not an autolinker: a text the
warm-up did not see is scanned, and recorded, as usual.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Runner = Callable[[str], object]
ENTRY_POINTS = ("iter_links", "has_candidate")


def _scanner_classes() -> list[type]:
    """Every scanner class, whichever mode a runner uses (each mode's scanner is built once
    so that its class is loaded)."""
    from md_autolinks.engine.finder import get_scanner, validated_options
    from md_autolinks.engine.scanners.base import Scanner

    for mode in ("gfm", "md4c", "uts58"):
        get_scanner(validated_options({"mode": mode}))

    found: list[type] = []
    pending: list[type] = [Scanner]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


def _recording(method: Callable[..., Any], name: str, memo: dict[tuple[object, ...], Any]) -> Any:
    """``method`` answered from ``memo``, keyed by the scanner, the text and the window."""
    links = name == "iter_links"

    def replay(
        self: object, text: str, start: int = 0, end: int | None = None, **options: Any
    ) -> Any:
        key = (id(self), name, text, start, end, repr(options) if options else None)
        answer = memo.get(key)
        if answer is None:
            answer = method(self, text, start, end, **options)
            answer = memo[key] = tuple(answer) if links else answer
        return iter(answer) if links else answer

    return replay


def replayed(make: Callable[[], Runner]) -> Runner:
    """``make()``'s runner with the engine's answers replayed (see the module docstring)."""
    run = make()
    memo: dict[tuple[object, ...], Any] = {}
    swaps: list[tuple[type, str, object, bool]] = []
    for cls in _scanner_classes():
        for name in ENTRY_POINTS:
            method = getattr(cls, name, None)
            if method is not None:
                own = name in cls.__dict__
                swaps.append((cls, name, _recording(method, name, memo), own))
    originals = [(cls, name, cls.__dict__.get(name), own) for cls, name, _, own in swaps]

    def swapped(text: str) -> object:
        for cls, name, replay, _ in swaps:
            setattr(cls, name, replay)
        try:
            return run(text)
        finally:
            for cls, name, original, own in originals:
                if own:
                    setattr(cls, name, original)
                else:
                    delattr(cls, name)

    return swapped
