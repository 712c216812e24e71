"""Steps about a match: hands scored, fines, the clock, forfeits and the result."""

from __future__ import annotations

from conformance.context import Table, expect
from conformance.messages import TeamCode
from conformance.vocabulary import TEAM_NAMES, given, then, when


@when("{team} win a hand worth {number} points")
def hand_won(table: Table, team: TeamCode, number: int) -> None:
    """A hand ends and the partnership scores its points."""
    table.event({"type": "hand", "team": team, "points": number})


@when("a hand ends with no score")
def hand_void(table: Table) -> None:
    """A void or tied hand: nobody scores."""
    table.event({"type": "hand", "team": None, "points": 0})


@when("{team} are fined {number} points")
def fine(table: Table, team: TeamCode, number: int) -> None:
    """A fine taken off the partnership's score."""
    table.event({"type": "score", "team": team, "points": -number})


@when("time is called during a hand")
def time_during(table: Table) -> None:
    """The time limit runs out while a hand is being played."""
    table.event({"type": "time", "during_hand": True})


@when("time is called between hands")
def time_between(table: Table) -> None:
    """The time limit runs out with no hand in progress."""
    table.event({"type": "time", "during_hand": False})


@given("the match is played in round {number} of {number2:number}")
def round_of(table: Table, number: int, number2: int) -> None:
    """The tournament round the match belongs to, out of the rounds in all (powers kept for the last rounds)."""
    table.round_of = (number, number2)


@when("time is called during a hand after {number} minutes")
def time_during_after(table: Table, number: int) -> None:
    """The clock is called while a hand is being played, after this many minutes of play."""
    table.event({"type": "time", "during_hand": True, "minutes": number})


@when("time is called between hands after {number} minutes")
def time_between_after(table: Table, number: int) -> None:
    """The clock is called with no hand in progress, after this many minutes of play."""
    table.event({"type": "time", "during_hand": False, "minutes": number})


@when("{team} forfeit the match")
def forfeit(table: Table, team: TeamCode) -> None:
    """A recorded forfeit of the whole match."""
    table.event({"type": "forfeit", "team": team})


@then("the score is North-South {signed}, East-West {signed2:signed}")
def score(table: Table, signed: int, signed2: int) -> None:
    """Both partnerships' scores after the events."""
    expect("the score", {"NS": signed, "EW": signed2}, table.match()["scores"])


@then("{team} win the match")
def match_won(table: Table, team: TeamCode) -> None:
    """The match is over and this partnership won it."""
    reply = table.match()
    expect(
        "the match result",
        ("over", TEAM_NAMES[team]),
        ("over" if reply["finished"] else "going on", TEAM_NAMES.get(reply["winner"] or "")),
    )


@then("the match goes on")
def goes_on(table: Table) -> None:
    """Nobody has won yet; another hand is played."""
    expect("the match is over", False, table.match()["finished"])


@then("{number} hands have been played")
def hands_played(table: Table, number: int) -> None:
    """Hands counted in the match (void hands included)."""
    expect("hands played", number, table.match()["hands_played"])
