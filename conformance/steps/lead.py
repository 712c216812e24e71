"""Steps about who leads: the draw for the first lead and the rotation."""

from __future__ import annotations

from conformance.context import Table, expect
from conformance.messages import SeatCode
from conformance.vocabulary import SEAT_NAMES, ScenarioError, given, then, to_seat, to_tile


@given("the players draw for the lead:")
def draw(table: Table, datatable: list[list[str]]) -> None:
    """A table with the columns seat | tile: the tile each player drew."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["seat", "tile"]:
        raise ScenarioError(f"the draw table needs the columns seat | tile, not {' | '.join(datatable[0])}")
    for row in datatable[1:]:
        table.draws[to_seat(row[0])] = table.check_tiles([to_tile(row[1])])[0]


@then("{seat} wins the lead")
def wins_lead(table: Table, seat: SeatCode) -> None:
    """The seat that leads the first hand."""
    expect("the leader", SEAT_NAMES[seat], SEAT_NAMES.get(table.lead()["leader"]))


@then("{seat} leads the next hand")
def next_leader(table: Table, seat: SeatCode) -> None:
    """Who leads after the hand (or the match events) of the scenario."""
    actual = table.match()["next_leader"] if table.is_match else table.hand()["next_leader"]
    expect("the next leader", SEAT_NAMES[seat], SEAT_NAMES.get(actual or ""))
