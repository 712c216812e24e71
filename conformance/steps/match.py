"""Steps about a match: hands scored, fines, the clock, forfeits and the result."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode, TeamCode
from conformance.observe import Check, Checks
from conformance.vocabulary import given, then, when
from rulespec.grammar import team_of


@when("{team} win a hand worth {number} points")
def hand_won(world: World, team: TeamCode, number: int) -> None:
    """A hand ends and the partnership scores its points."""
    world.event({"type": "hand", "team": team, "points": number})


@when("{seat} wins a hand worth {number} points")
def hand_won_by(world: World, seat: SeatCode, number: int) -> None:
    """A hand ends, won by this player: the player's partnership scores its points (the event names the
    winning seat as well)."""
    world.event({"type": "hand", "team": team_of(seat), "points": number, "winner": seat})


@when("the judge takes {number} points off {team}'s score")
def judge_takes(world: World, number: int, team: TeamCode) -> None:
    """A judge's score change in the match, between hands: points off the partnership's score (no hand is played)."""
    world.event({"type": "score", "team": team, "points": -number})


@when("a hand ends with no score")
def hand_void(world: World) -> None:
    """A void or tied hand: nobody scores."""
    world.event({"type": "hand", "team": None, "points": 0})


@when("time is called during a hand")
def time_during(world: World) -> None:
    """The time limit runs out while a hand is being played."""
    world.event({"type": "time", "during_hand": True})


@when("time is called between hands")
def time_between(world: World) -> None:
    """The time limit runs out with no hand in progress."""
    world.event({"type": "time", "during_hand": False})


@given("the match is played in round {number} of {number2:number}")
def round_of(world: World, number: int, number2: int) -> None:
    """The tournament round the match belongs to, out of the rounds in all (powers kept for the last rounds)."""
    world.round_of = (number, number2)


@when("time is called during a hand after {number} minutes")
def time_during_after(world: World, number: int) -> None:
    """The clock is called while a hand is being played, after this many minutes of play."""
    world.event({"type": "time", "during_hand": True, "minutes": number})


@when("time is called between hands after {number} minutes")
def time_between_after(world: World, number: int) -> None:
    """The clock is called with no hand in progress, after this many minutes of play."""
    world.event({"type": "time", "during_hand": False, "minutes": number})


@then("the score is North-South {signed}, East-West {signed2:signed}")
def score(world: World, signed: int, signed2: int) -> Checks:
    """Both partnerships' scores after the events."""
    return Check("match", "/scores", {"NS": signed, "EW": signed2}, what="the score")


@then("{team} win the match")
def match_won(world: World, team: TeamCode) -> Checks:
    """The match is over and this partnership won it."""
    return Check("match", "", {"finished": True, "winner": team}, "matches", what="the match result")


@then("the match goes on")
def goes_on(world: World) -> Checks:
    """Nobody has won yet; another hand is played."""
    return Check("match", "/finished", False, what="the match is over")


@then("{number} hands have been played")
def hands_played(world: World, number: int) -> Checks:
    """Hands counted in the match (void hands included)."""
    return Check("match", "/hands_played", number, what="hands played")


@when("the hand is scored as {number} points to {team}")
def hand_scored(world: World, number: int, team: TeamCode) -> None:
    """The hand just played (a deal played out) is entered in the match: the partnership scores the points
    written here, which the scenario's Then steps also expect the hand itself to be worth."""
    world.event({"type": "hand", "team": team, "points": number})


@then("the match is played in no sets")
def no_sets(world: World) -> Checks:
    """A rulebook whose match is no sets of games: the match reply has no ``sets``."""
    return Check("match", "/sets", None, "absent", what="the sets won")


@then("the match is refused")
def match_refused(world: World) -> Checks:
    """The implementation refuses the match request (an ``error`` reply): the setup or an event cannot happen
    under the rulebook (a round outside the tournament, a cut the rulebook gives no judge)."""
    return Check("match", "", True, "refused", what="the match request")


@then("the match is refused under {rule}")
def match_refused_under(world: World, rule: str) -> Checks:
    """The implementation refuses the match request (an ``error`` reply) and names the rule its standing
    breaks: a score already at the target, a match already won."""
    return Check("match", "", rule, "refused-under", what="the match request")
