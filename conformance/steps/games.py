"""Steps about games, sets and leads fixed by an opening (rulebooks played in sets of games, such as Doral)."""

from __future__ import annotations

from conformance.context import World, expect
from conformance.messages import SeatCode, TeamCode
from conformance.vocabulary import given, then, when
from rulespec.grammar import TEAM_NAMES


@given("the double six opens the hand")
def double_six_opens(world: World) -> None:
    """The hand is led by whoever holds the double six, with that tile (no leader named)."""
    world.opening = "double-six"


@given("{team} won the last hand")
def winners_open(world: World, team: TeamCode) -> None:
    """Either player of the partnership that won the last hand may lead this one, with any tile."""
    world.opening = "winners"
    world.winners = team


@given("the games in the set are North-South {number}, East-West {number2:number}")
def games_before(world: World, number: int, number2: int) -> None:
    """Games each partnership has already won in the set under way."""
    world.games = {"NS": number, "EW": number2}


@given("the sets are North-South {number}, East-West {number2:number}")
def sets_before(world: World, number: int, number2: int) -> None:
    """Sets each partnership has already won in the match."""
    world.sets = {"NS": number, "EW": number2}


@when("{team} win a game")
def game_won(world: World, team: TeamCode) -> None:
    """A whole game (hands to the target score) goes to the partnership."""
    world.event({"type": "game", "team": team})


@when("the judge cuts the match to {number} more games")
def cut(world: World, number: int) -> None:
    """A judge reduces the games still to be played after the one under way."""
    world.event({"type": "cut", "games": number})


@when("the judge records {name} against {team} in the match")
def match_infraction(world: World, name: str, team: TeamCode) -> None:
    """An infraction whose consequence reaches the match (a disqualification, an expulsion)."""
    world.event({"type": "infraction", "team": team, "kind": name})


@when("{seat} asks for the count")
def asks_count(world: World, seat: SeatCode) -> None:
    """A player asks how many tiles each player holds."""
    world.act({"type": "ask-count", "seat": seat})


@when("{seat} passes unnoticed")
def passes_unnoticed(world: World, seat: SeatCode) -> None:
    """A pass the table lets stand at the time, even if the player could play (a possible bad pass)."""
    world.act({"type": "pass", "seat": seat, "unnoticed": True})


@then("the games in the set stand at North-South {number}, East-West {number2:number}")
def games_after(world: World, number: int, number2: int) -> None:
    """Games won by each partnership in the set under way."""
    expect("the games in the set", {"NS": number, "EW": number2}, world.match().get("games"))


@then("the sets stand at North-South {number}, East-West {number2:number}")
def sets_after(world: World, number: int, number2: int) -> None:
    """Sets won by each partnership in the match."""
    expect("the sets", {"NS": number, "EW": number2}, world.match().get("sets"))


@then("the match is decided under {rule}")
def decided(world: World, rule: str) -> None:
    """The rule that ended the match."""
    reply = world.match()
    expect("the rule that decided the match", rule, reply.get("decided_by") if reply["finished"] else None)


@then("{team} shuffle for the next hand")
def shuffles(world: World, team: TeamCode) -> None:
    """The partnership that shuffles (and draws last) for the next hand."""
    expect("the shufflers", TEAM_NAMES[team], TEAM_NAMES.get(world.match().get("shuffler") or ""))


@then("no partnership is due to shuffle")
def nobody_shuffles(world: World) -> None:
    """Nobody is behind yet: the rules name no shuffler."""
    expect("the shufflers", None, world.match().get("shuffler"))


@then("the next hand opens with the double six")
def next_double_six(world: World) -> None:
    """The next hand is led by whoever draws the double six, with it."""
    reply = world.hand()
    expect("the next hand's opening", ("double-six", None), (reply.get("next_opening"), reply["next_leader"]))


@then("either player of {team} leads the next hand")
def next_winners(world: World, team: TeamCode) -> None:
    """The next hand is led by one of the two players of the partnership, as they choose."""
    reply = world.hand()
    actual = (reply.get("next_opening"), TEAM_NAMES.get(reply.get("next_lead_team") or ""), reply["next_leader"])
    expect("the next hand's opening, lead team and single leader", ("winners", TEAM_NAMES[team], None), actual)
