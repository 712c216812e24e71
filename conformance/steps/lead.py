"""Steps about who leads: the draw for the first lead and the rotation."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode
from conformance.observe import Check, Checks
from conformance.vocabulary import ScenarioError, given, then, to_seat, to_tile


@given("the players draw for the lead:")
def draw(world: World, datatable: list[list[str]]) -> None:
    """A table with the columns seat | tile: the tile each player drew."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["seat", "tile"]:
        raise ScenarioError(f"the draw table needs the columns seat | tile, not {' | '.join(datatable[0])}")
    for row in datatable[1:]:
        world.draws[to_seat(row[0])] = world.check_tiles([to_tile(row[1])])[0]


@then("{seat} wins the lead")
def wins_lead(world: World, seat: SeatCode) -> Checks:
    """The seat that leads the first hand."""
    return Check("lead", "/leader", seat, what="the leader")


@then("{seat} leads the next hand")
def next_leader(world: World, seat: SeatCode) -> Checks:
    """Who leads after the hand (or the match events) of the scenario."""
    return Check("match" if world.is_match else "hand", "/next_leader", seat, what="the next leader")


@then("the draw is refused")
def draw_refused(world: World) -> Checks:
    """The implementation refuses the draw for the lead (an ``error`` reply): no leader can come of it."""
    return Check("lead", "", True, "refused", what="the draw for the lead")


@then("the draw is refused under {rule}")
def draw_refused_under(world: World, rule: str) -> Checks:
    """The implementation refuses the draw for the lead (an ``error`` reply) and names the rule it breaks:
    a tile the set does not hold, a draw by players who cannot sit at one table."""
    return Check("lead", "", rule, "refused-under", what="the draw for the lead")
