"""Given steps: the rulebook, the hands, who leads, the line on the table, the scores."""

from __future__ import annotations

from conformance.context import Table
from conformance.messages import SeatCode
from conformance.vocabulary import ScenarioError, given, to_seat, to_tiles
from rulespec import cached_spec


@given('the rulebook "{text}"')
def rulebook(table: Table, text: str) -> None:
    """Choose the rulebook the scenario is played under (its ID in spec/)."""
    try:
        cached_spec().rulebook(text)
    except KeyError as exc:
        raise ScenarioError(str(exc)) from None
    table.rulebook = text


@given("the hands are:")
def hands_table(table: Table, datatable: list[list[str]]) -> None:
    """A table with a ``seat`` and a ``tiles`` column (tiles separated by spaces)."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["seat", "tiles"]:
        raise ScenarioError(f"the hands table needs the columns seat | tiles, not {' | '.join(datatable[0])}")
    for row in datatable[1:]:
        seat: SeatCode = to_seat(row[0])
        table.hands[seat] = table.check_tiles(to_tiles(row[1]) if row[1].strip() else [])


@given("{seat} holds {tiles}")
def holds(table: Table, seat: SeatCode, tiles: list[str]) -> None:
    """One player's hand, written inline."""
    table.hands[seat] = table.check_tiles(tiles)


@given("{seat} holds nothing else")
def holds_nothing(table: Table, seat: SeatCode) -> None:
    """A player with no tiles left (only useful with a line already on the table)."""
    table.hands[seat] = []


@given("{seat} leads")
def leads(table: Table, seat: SeatCode) -> None:
    """The leader of the hand (or of the match so far); the turn starts there."""
    table.leader = seat


@given("{seat} is to play")
def to_play(table: Table, seat: SeatCode) -> None:
    """Whose turn it is, when the hand is already under way."""
    table.turn = seat


@given("the open ends are {number} and {number2:number}")
def open_ends(table: Table, number: int, number2: int) -> None:
    """A line already on the table, with these numbers on its left and right ends."""
    table.ends = [number, number2]


@given("the score is North-South {number}, East-West {number2:number}")
def score(table: Table, number: int, number2: int) -> None:
    """The partnerships' scores before the scenario's events."""
    table.scores = {"NS": number, "EW": number2}
