"""Steps about games, sets and leads fixed by an opening (rulebooks played in sets of games, such as Doral)."""

from __future__ import annotations

from conformance.context import Table, expect
from conformance.messages import SeatCode, TeamCode
from conformance.vocabulary import TEAM_NAMES, given, then, when


@given("the double six opens the hand")
def double_six_opens(table: Table) -> None:
    """The hand is led by whoever holds the double six, with that tile (no leader named)."""
    table.opening = "double-six"


@given("{team} won the last hand")
def winners_open(table: Table, team: TeamCode) -> None:
    """Either player of the partnership that won the last hand may lead this one, with any tile."""
    table.opening = "winners"
    table.winners = team


@given("the games in the set are North-South {number}, East-West {number2:number}")
def games_before(table: Table, number: int, number2: int) -> None:
    """Games each partnership has already won in the set under way."""
    table.games = {"NS": number, "EW": number2}


@given("the sets are North-South {number}, East-West {number2:number}")
def sets_before(table: Table, number: int, number2: int) -> None:
    """Sets each partnership has already won in the match."""
    table.sets = {"NS": number, "EW": number2}


@when("{team} win a game")
def game_won(table: Table, team: TeamCode) -> None:
    """A whole game (hands to the target score) goes to the partnership."""
    table.event({"type": "game", "team": team})


@when("the judge cuts the match to {number} more games")
def cut(table: Table, number: int) -> None:
    """A judge reduces the games still to be played after the one under way."""
    table.event({"type": "cut", "games": number})


@when("the judge records {name} against {team} in the match")
def match_infraction(table: Table, name: str, team: TeamCode) -> None:
    """An infraction whose consequence reaches the match (a disqualification, an expulsion)."""
    table.event({"type": "infraction", "team": team, "kind": name})


@when("{seat} asks for the count")
def asks_count(table: Table, seat: SeatCode) -> None:
    """A player asks how many tiles each player holds."""
    table.act({"type": "ask-count", "seat": seat})


@when("{seat} passes unnoticed")
def passes_unnoticed(table: Table, seat: SeatCode) -> None:
    """A pass the table lets stand at the time, even if the player could play (a possible bad pass)."""
    table.act({"type": "pass", "seat": seat, "unnoticed": True})


@then("the games in the set stand at North-South {number}, East-West {number2:number}")
def games_after(table: Table, number: int, number2: int) -> None:
    """Games won by each partnership in the set under way."""
    expect("the games in the set", {"NS": number, "EW": number2}, table.match().get("games"))


@then("the sets stand at North-South {number}, East-West {number2:number}")
def sets_after(table: Table, number: int, number2: int) -> None:
    """Sets won by each partnership in the match."""
    expect("the sets", {"NS": number, "EW": number2}, table.match().get("sets"))


@then("the match is decided under {rule}")
def decided(table: Table, rule: str) -> None:
    """The rule that ended the match."""
    reply = table.match()
    expect("the rule that decided the match", rule, reply.get("decided_by") if reply["finished"] else None)


@then("{team} shuffle for the next hand")
def shuffles(table: Table, team: TeamCode) -> None:
    """The partnership that shuffles (and draws last) for the next hand."""
    expect("the shufflers", TEAM_NAMES[team], TEAM_NAMES.get(table.match().get("shuffler") or ""))


@then("no partnership is due to shuffle")
def nobody_shuffles(table: Table) -> None:
    """Nobody is behind yet: the rules name no shuffler."""
    expect("the shufflers", None, table.match().get("shuffler"))


@then("the next hand opens with the double six")
def next_double_six(table: Table) -> None:
    """The next hand is led by whoever draws the double six, with it."""
    reply = table.hand()
    expect("the next hand's opening", ("double-six", None), (reply.get("next_opening"), reply["next_leader"]))


@then("either player of {team} leads the next hand")
def next_winners(table: Table, team: TeamCode) -> None:
    """The next hand is led by one of the two players of the partnership, as they choose."""
    reply = table.hand()
    actual = (reply.get("next_opening"), TEAM_NAMES.get(reply.get("next_lead_team") or ""), reply["next_leader"])
    expect("the next hand's opening, lead team and single leader", ("winners", TEAM_NAMES[team], None), actual)
