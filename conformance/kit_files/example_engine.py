"""A tiny engine over ``domino_wire``: who leads the first hand, under ndf-double-nine.

    domino-rules smoke --impl "python3 example_engine.py"   # from the folder it is in

It claims one rulebook and one capability (``lead``); a request of another op is answered
``unsupported``, and the runner reports those scenarios as not claimed. Inside its claim it answers
everything: a draw the rules cannot produce is an ``error`` reply naming the rule it breaks (a request
inside the claim answered ``unsupported`` would fail the scenario: the claim binds).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import cast

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


DRAW_RULE = "NDF-2.1"
"""The rule a draw that cannot happen breaks: each player draws one tile of the one set."""


def lead(request: domino_wire.Message) -> domino_wire.Message:
    """NDF-2.1 and NDF-2.2: the highest pip sum leads; a tied sum goes to the highest single end.

    A draw the rules cannot produce is refused under NDF-2.1 (an ``error`` reply naming the rule): tiles picked
    from a pile (the rulebook names no order to pick in), nobody drawing, or two players with the same tile.
    """
    draws = request.get("draws")
    if "pile" in request:
        raise domino_wire.Refused("the rulebook names no order to pick tiles from a pile in", DRAW_RULE)
    if not isinstance(draws, dict) or not draws:
        raise domino_wire.Refused("nobody drew a tile: no leader can be named", DRAW_RULE)
    drawn = cast(dict[str, object], draws)  # a JSON object: seat -> the tile drawn
    tiles = {seat: tile(text) for seat, text in drawn.items()}
    if len(set(tiles.values())) != len(tiles):
        raise domino_wire.Refused("two players cannot draw the same tile of one set", DRAW_RULE)
    keys = {seat: (sum(t), t[0]) for seat, t in tiles.items()}
    return {"leader": max(keys, key=lambda seat: keys[seat])}


if __name__ == "__main__":
    domino_wire.serve(
        {"lead": lead},
        implementation={"name": "domino_wire example", "version": "1.0", "language": "python"},
        rulebooks=["ndf-double-nine"],
        capabilities=["lead"],
    )
