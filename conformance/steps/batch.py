"""Steps about a whole hand answered in one request, with the position after each action (``each``).

A ``hand`` or ``train`` request with ``each`` asks for ``steps``: the position at the start and after every
action, each as the reply to the request cut there would describe it, except that a step's ``results`` holds
only its own action's result. ``Then step by step:`` checks them row by row, one row a step.

An implementation that answers such a request without ``steps`` (the protocol lets it leave them out, and
is then asked one prefix at a time by ``domino-rules fuzz``) does not claim these scenarios.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from conformance.context import World
from conformance.observe import JSON, Check, Checks, Op
from conformance.vocabulary import ScenarioError, then, to_seat, when


@when("the position after each action is asked for")
def each_action(world: World) -> None:
    """The request asks for the position after each action as well (``each``: the reply's ``steps``)."""
    world.each = True


def _result(op: Op, index: int, text: str) -> list[Check]:
    """The checks of a row's ``result``: ``accepted``, ``accepted, scoring N`` (all-fives: what the play
    scored) or ``refused under RULE``."""
    path, what = f"/steps/{index}/results", f"action {index}'s result"
    if text == "accepted":
        return [Check(op, path, [{"accepted": True}], "matches", what=what)]
    if text.startswith("accepted, scoring "):
        points = text.removeprefix("accepted, scoring ")
        if not points.isdigit():
            raise ScenarioError(f"{text!r}: write a play's score as 'accepted, scoring 10'")
        return [
            Check(op, path, [{"accepted": True}], "matches", what=what),
            Check(op, f"{path}/0/points", int(points), what=f"what action {index} scored"),
        ]
    if text.startswith("refused under "):
        rule = text.removeprefix("refused under ")
        return [Check(op, path, [{"accepted": False, "rule": rule}], "matches", what=what)]
    raise ScenarioError(f"{text!r} is not a result (accepted; accepted, scoring N; refused under RULE)")


def _turn(op: Op, text: str) -> JSON:
    """A row's ``turn``: a seat (North...; at a train table, ``seat 2``), or ``nobody`` once the hand is over."""
    if text == "nobody":
        return None
    if op == "train":
        number = text.removeprefix("seat ")
        if not number.isdigit():
            raise ScenarioError(f"{text!r}: write a seat at a train table as 'seat 2'")
        return int(number)
    return to_seat(text)


def _number(text: str) -> JSON:
    if not text.isdigit():
        raise ScenarioError(f"{text!r} is not a number")
    return int(text)


def _ends(text: str) -> JSON:
    """A row's ``ends`` in a block game: ``6 and 4``, or ``none`` before the first tile."""
    if text == "none":
        return None
    left, _, right = text.partition(" and ")
    if not (left.isdigit() and right.isdigit()):
        raise ScenarioError(f"{text!r}: write the open ends as '6 and 4' (or none)")
    return [int(left), int(right)]


COLUMNS: Final[dict[str, tuple[str, Callable[[Op, str], JSON], str]]] = {
    "turn": ("turn", _turn, "the player to play"),
    "ends": ("ends", lambda op, text: _ends(text), "the open ends"),
    "count": ("count", lambda op, text: _number(text), "the count of the open ends"),
    "boneyard": ("boneyard", lambda op, text: _number(text), "the tiles left in the bone-yard"),
}
"""The columns a ``step by step`` table may have besides ``after`` and ``result``: the reply field each
checks, how a cell is read, and what a failure calls it."""


@then("step by step, the position is:")
def step_by_step(world: World, datatable: list[list[str]]) -> Checks:
    """A table with one row a step: ``after`` (``the start``, then ``action 1``, ``action 2``... every action
    in order), ``result`` (that action's: ``accepted``, ``accepted, scoring N``, ``refused under RULE``; empty at
    the start) and any of ``turn``, ``ends``, ``count``, ``boneyard`` (:data:`COLUMNS`); an empty cell checks
    nothing. The reply holds exactly these steps (needs ``When the position after each action is asked for``)."""
    if not world.each:
        raise ScenarioError(
            "step by step needs the position after each action (When the position after each action is asked for)"
        )
    op: Op = "train" if world.train_setup is not None else "hand"
    header = [cell.strip().lower() for cell in datatable[0]]
    unknown = [name for name in header if name not in ("after", "result", *COLUMNS)]
    if header[:2] != ["after", "result"] or unknown:
        raise ScenarioError(
            f"the step table needs the columns after | result, then any of {', '.join(COLUMNS)}, not "
            f"{' | '.join(datatable[0])}"
        )
    rows = datatable[1:]
    if len(rows) != world.actions_sent + 1:
        raise ScenarioError(f"{len(rows)} rows for {world.actions_sent} actions: one for the start and one an action")
    checks = [Check(op, "/steps/@count", len(rows), what="how many steps (the start and one an action)")]
    for index, row in enumerate(rows):
        cells = dict(zip(header, (cell.strip() for cell in row), strict=True))
        after = "the start" if index == 0 else f"action {index}"
        if cells["after"] != after:
            raise ScenarioError(
                f"row {index + 1}: after is {cells['after']!r}, not {after!r} (one row a step, in order)"
            )
        if index == 0:
            if cells["result"]:
                raise ScenarioError("the start has no result (leave the cell empty)")
            checks.append(Check(op, "/steps/0/results", [], what="the results at the start (none)"))
        else:
            checks.extend(_result(op, index, cells["result"]))
        for name, (field, read, what) in COLUMNS.items():
            text = cells.get(name, "")
            if text:
                value = read(op, text)
                path, said = f"/steps/{index}/{field}", f"{what} after {after}"
                if value is None:
                    checks.append(Check(op, path, None, "absent", what=said))
                else:
                    checks.append(Check(op, path, value, what=said))
    return checks
