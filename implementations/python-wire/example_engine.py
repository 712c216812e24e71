"""A tiny engine over ``domino_wire``: who leads the first hand, under ndf-double-nine.

    domino-rules smoke --impl "python3 implementations/python-wire/example_engine.py"

It claims one rulebook and one capability (``lead``); every other request is answered
``unsupported``, and the runner reports those scenarios as not claimed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import domino_wire  # the helper sits beside this file

MAX_PIP = 9
"""ndf-double-nine plays a double-nine set."""


def tile(text: object) -> tuple[int, int]:
    """``"6-4"`` as (high, low); anything that is not a tile of the set is an error."""
    a, b = (int(part) for part in str(text).split("-"))
    if not (0 <= a <= MAX_PIP and 0 <= b <= MAX_PIP):
        raise ValueError(f"{text!r} is not a tile of a double-{MAX_PIP} set")
    return max(a, b), min(a, b)


def lead(request: domino_wire.Message) -> domino_wire.Message:
    """NDF-2.1 and NDF-2.2: the highest pip sum leads; a tied sum goes to the highest single end."""
    draws = request.get("draws")
    if "pile" in request or not isinstance(draws, dict) or not draws:
        raise domino_wire.Unsupported("only a lead from the tiles drawn is supported")
    keys = {seat: (sum(tile(text)), tile(text)[0]) for seat, text in draws.items()}
    return {"leader": max(keys, key=lambda seat: keys[seat])}


if __name__ == "__main__":
    domino_wire.serve(
        {"lead": lead},
        implementation={"name": "domino_wire example", "version": "1.0", "language": "python"},
        rulebooks=["ndf-double-nine"],
        capabilities=["lead"],
    )
