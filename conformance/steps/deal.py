"""Steps about the deal: a shuffled pile taken by the players, and what each one is dealt."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode, TeamCode
from conformance.observe import JSON, Check, Checks
from conformance.vocabulary import given, then
from rulespec.grammar import SEAT_CODES, SEAT_NAMES, TEAM_NAMES


@given("the tiles are taken from the pile in this order: {tiles}")
def pile(world: World, tiles: list[str]) -> None:
    """The shuffled tiles, face down, in the order the players take them (with ``Given South shuffled``,
    a ``deal`` request: the players take their hands in turn)."""
    world.pile = world.check_tiles(tiles)


@then("{seat} is dealt {tiles}")
def dealt(world: World, seat: SeatCode, tiles: list[str]) -> Checks:
    """The tiles one player is dealt (in any order)."""
    wanted: list[JSON] = list(tiles)
    return Check("deal", f"/hands/{seat}", wanted, "set-equal", what=f"{SEAT_NAMES[seat]}'s hand")


@then("{team} are dealt {tiles}")
def team_dealt(world: World, team: TeamCode, tiles: list[str]) -> Checks:
    """The tiles a partnership's two players are dealt between them (in any order, whoever holds which)."""
    wanted: list[JSON] = list(tiles)
    return Check("deal", f"/hands/@teams/{team}", wanted, "unordered", what=f"{TEAM_NAMES[team]}'s hands together")


@then("every player is dealt {number} tiles")
def each_dealt(world: World, number: int) -> Checks:
    """How many tiles each of the four players holds after the deal."""
    return [
        Check("deal", f"/hands/{seat}/@count", number, what=f"how many tiles {SEAT_NAMES[seat]} is dealt")
        for seat in SEAT_CODES
    ]


@then("the tiles left undealt are {tiles}")
def undealt(world: World, tiles: list[str]) -> Checks:
    """The tiles left out of play after the deal, in the order of the pile."""
    wanted: list[JSON] = list(tiles)
    return Check("deal", "/undealt", wanted, what="the undealt tiles")


@then("no tile is left undealt")
def none_undealt(world: World) -> Checks:
    """The whole set is dealt."""
    return Check("deal", "/undealt", [], what="the undealt tiles")


@then("the pile cannot be dealt")
def pile_refused(world: World) -> Checks:
    """The request cannot be dealt (a pile that is not the whole set): the implementation answers ``error``."""
    return Check("deal", "", True, "refused", what="the pile is refused")
