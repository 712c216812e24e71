"""Given steps: the rulebook, the hands, who leads, the line on the table, the scores."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode, TeamCode
from conformance.vocabulary import ScenarioError, given, to_seat, to_tiles
from rulespec import cached_spec


@given('the rulebook "{text}"')
def rulebook(world: World, text: str) -> None:
    """Choose the rulebook the scenario is played under (its ID in spec/)."""
    try:
        cached_spec().rulebook(text)
    except KeyError as exc:
        raise ScenarioError(str(exc)) from None
    world.rulebook = text


@given("the hands are:")
def hands_table(world: World, datatable: list[list[str]]) -> None:
    """A table with a ``seat`` and a ``tiles`` column (tiles separated by spaces)."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["seat", "tiles"]:
        raise ScenarioError(f"the hands table needs the columns seat | tiles, not {' | '.join(datatable[0])}")
    for row in datatable[1:]:
        seat: SeatCode = to_seat(row[0])
        world.hands[seat] = world.check_tiles(to_tiles(row[1]) if row[1].strip() else [])


@given("{seat} holds {tiles}")
def holds(world: World, seat: SeatCode, tiles: list[str]) -> None:
    """One player's hand, written inline."""
    world.hands[seat] = world.check_tiles(tiles)


@given("{seat} holds nothing else")
def holds_nothing(world: World, seat: SeatCode) -> None:
    """A player with no tiles left (only useful with a line already on the table)."""
    world.hands[seat] = []


@given("{seat} leads")
def leads(world: World, seat: SeatCode) -> None:
    """The leader of the hand (or of the match so far); the turn starts there."""
    world.leader = seat


@given("{seat} is to play")
def to_play(world: World, seat: SeatCode) -> None:
    """Whose turn it is, when the hand is already under way."""
    world.turn = seat


@given("the open ends are {number} and {number2:number}")
def open_ends(world: World, number: int, number2: int) -> None:
    """A line already on the table, with these numbers on its left and right ends."""
    world.ends = [number, number2]


@given("the score is North-South {number}, East-West {number2:number}")
def score(world: World, number: int, number2: int) -> None:
    """The partnerships' scores before the scenario's events."""
    world.scores = {"NS": number, "EW": number2}


@given("only {team} have scored so far, {number} points")
def one_side_scored(world: World, team: TeamCode, number: int) -> None:
    """The match score before the events gives this partnership's points only: the other one is left out of
    the request, as a side that has not scored yet."""
    world.scores = {team: number}


@given("the undealt tiles are {tiles}")
def undealt(world: World, tiles: list[str]) -> None:
    """The tiles left face down after the deal: with the hands they make the whole set, each tile once,
    so the setup is a complete deal played from its lead (it needs the ``deal-play`` capability)."""
    world.undealt = world.check_tiles(tiles)


@given("every tile is dealt")
def all_dealt(world: World) -> None:
    """No tile is left out of the deal: the hands hold the whole set (a complete deal, as above)."""
    world.undealt = []


@given("{seat} has {tiles} face up on the table")
def face_up(world: World, seat: SeatCode, tiles: list[str]) -> None:
    """Tiles of the player's hand already left face up at the start (``setup.exposed``); they stay in the hand
    the player holds, so list them there too."""
    held = world.hands.get(seat)
    missing = [tile for tile in tiles if held is None or tile not in held]
    if missing:
        raise ScenarioError(
            f"{', '.join(missing)} face up in front of {seat} but not in its hand (give the hand first)"
        )
    world.exposed[seat] = world.check_tiles(tiles)
