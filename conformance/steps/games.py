"""Steps about games, sets and leads fixed by an opening (rulebooks played in sets of games, such as Doral)."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode, TeamCode
from conformance.observe import Check, Checks
from conformance.vocabulary import given, then, when


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


@when("the judge cuts the match to {signed} more games, possible or not")
def cut_unchecked(world: World, signed: int) -> None:
    """A cut sent as written, even to a number of games no cut can leave (``-1``): for scenarios about the
    cuts the rules refuse."""
    world.event({"type": "cut", "games": signed})


@when("the judge records {name} against {team} in the match")
def match_infraction(world: World, name: str, team: TeamCode) -> None:
    """An infraction whose consequence reaches the match (a disqualification, an expulsion)."""
    world.event({"type": "infraction", "team": team, "kind": name})


@when("{seat} asks for the count")
def asks_count(world: World, seat: SeatCode) -> None:
    """A player asks how many tiles each player holds."""
    world.act({"type": "ask-count", "seat": seat})


@when("{seat} asks for the score")
def asks_score(world: World, seat: SeatCode) -> None:
    """A player says "score" to have the scorekeeper tell the match score."""
    world.act({"type": "ask-score", "seat": seat})


@when("{seat} passes unnoticed")
def passes_unnoticed(world: World, seat: SeatCode) -> None:
    """A pass the table lets stand at the time, even if the player could play (a possible bad pass)."""
    world.act({"type": "pass", "seat": seat, "unnoticed": True})


@then("the games in the set stand at North-South {number}, East-West {number2:number}")
def games_after(world: World, number: int, number2: int) -> Checks:
    """Games won by each partnership in the set under way."""
    return Check("match", "/games", {"NS": number, "EW": number2}, what="the games in the set")


@then("the sets stand at North-South {number}, East-West {number2:number}")
def sets_after(world: World, number: int, number2: int) -> Checks:
    """Sets won by each partnership in the match."""
    return Check("match", "/sets", {"NS": number, "EW": number2}, what="the sets")


@then("the match is decided under {rule}")
def decided(world: World, rule: str) -> Checks:
    """The rule that ended the match."""
    return Check("match", "", {"finished": True, "decided_by": rule}, "matches", what="the rule that decided the match")


@then("{team} shuffle for the next hand")
def shuffles(world: World, team: TeamCode) -> Checks:
    """The partnership that shuffles (and draws last) for the next hand."""
    return Check("match", "/shuffler", team, what="the shufflers")


@then("no partnership is due to shuffle")
def nobody_shuffles(world: World) -> Checks:
    """Nobody is behind yet: the rules name no shuffler."""
    return Check("match", "/shuffler", None, "absent", what="the shufflers")


@then("the next hand opens with the double six")
def next_double_six(world: World) -> Checks:
    """The next hand is led by whoever draws the double six, with it."""
    return Check(
        "match" if world.is_match else "hand",
        "",
        {"next_opening": "double-six", "next_leader": None},
        "matches",
        what="the next hand's opening",
    )


@then("either player of {team} leads the next hand")
def next_winners(world: World, team: TeamCode) -> Checks:
    """The next hand is led by one of the two players of the partnership, as they choose."""
    return Check(
        "match" if world.is_match else "hand",
        "",
        {"next_opening": "winners", "next_lead_team": team, "next_leader": None},
        "matches",
        what="the next hand's opening, lead team and single leader",
    )
