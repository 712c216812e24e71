"""Steps about recorded infractions with details, and what follows from them.

The details (a tile shown face up, minutes late, an apology, the others' petition,
the next player's option) feed the exceptions and variants of the rulebooks; the
Then steps read the fines (to a player's own record or to the partnership) and
the sanctions other than points (a forfeit, a reshuffle, a bar on winning...).
"""

from __future__ import annotations

from conformance.context import World
from conformance.messages import NextPlayerChoice, SeatCode, TeamCode
from conformance.observe import JSON, Check, Checks
from conformance.vocabulary import ScenarioError, given, then, when
from rulespec import cached_spec
from rulespec.grammar import SEAT_NAMES, TEAM_NAMES, team_of


@when("the judge records {name} against {seat} with {tile} face up")
def records_tile(world: World, name: str, seat: SeatCode, tile: str) -> None:
    """An infraction about a tile that is now face up on the table (flipped, withdrawn, last tile)."""
    world.check_tiles([tile])
    world.act({"type": "infraction", "seat": seat, "kind": name, "tile": tile})


@when("the judge records {name} against {seat}, who hands {tile} over")
def records_handed_over(world: World, name: str, seat: SeatCode, tile: str) -> None:
    """Extra tiles taken and not looked at: ``tile``, one of the offender's, goes face down to the
    player short of tiles (one record per tile handed over)."""
    world.check_tiles([tile])
    world.act({"type": "infraction", "seat": seat, "kind": name, "tile": tile})


@when("the judge records {name} against {seat}, {number} minutes late")
def records_late(world: World, name: str, seat: SeatCode, number: int) -> None:
    """Lateness: the player arrived ``number`` minutes after the agreed time."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "minutes": number})


@when("the judge records {name} against {seat}, who apologised after {number} seconds")
def records_apology(world: World, name: str, seat: SeatCode, number: int) -> None:
    """An infraction the player owned up to, ``number`` seconds after committing it."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "apology_seconds": number})


@when("the judge records {name} against {seat} but the other players do not all agree")
def records_disputed(world: World, name: str, seat: SeatCode) -> None:
    """An infraction that not all three other players agree was committed."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "disputed": True})


@when("the judge records {name} against {seat} and the other players ask to play on")
def records_petition(world: World, name: str, seat: SeatCode) -> None:
    """An infraction after which the other players ask for the hand to go on."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "petition": True})


@when("the judge records {name} against {seat} and the next player chooses to {word}")
def records_choice(world: World, name: str, seat: SeatCode, word: str) -> None:
    """An infraction caught after the next player acted; that player chooses ``restart`` or ``continue``."""
    choice: NextPlayerChoice
    if word == "restart":
        choice = "restart"
    elif word == "continue":
        choice = "continue"
    else:
        raise ScenarioError(f"the next player chooses restart or continue, not {word!r}")
    world.act({"type": "infraction", "seat": seat, "kind": name, "choice": choice})


@when("the judge records {name} against {seat} for action {number}")
def records_about(world: World, name: str, seat: SeatCode, number: int) -> None:
    """An infraction about one earlier action of the scenario (its When actions counted from 1),
    such as the pass a pass with a playable tile refers to."""
    if not 1 <= number <= len(world.actions):
        raise ScenarioError(f"there is no action {number} before this record ({len(world.actions)} so far)")
    world.act({"type": "infraction", "seat": seat, "kind": name, "refers_to": number - 1})


@when("the judge records {name} against {seat} for placing {tile}")
def records_misfit(world: World, name: str, seat: SeatCode, tile: str) -> None:
    """An infraction about a tile the player put on the line (a misfit names the tile that did not fit)."""
    world.check_tiles([tile])
    world.act({"type": "infraction", "seat": seat, "kind": name, "tile": tile})


@when("the judge records {name} against {seat} and takes {number} points")
def records_points(world: World, name: str, seat: SeatCode, number: int) -> None:
    """An infraction whose sanction the judge sets, here ``number`` points off."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "points": -number})


@given("{seat} shuffled")
def shuffled(world: World, seat: SeatCode) -> None:
    """The player who shuffled the tiles (who picks last in a draw for the lead; in a hand, a reshuffle
    may be asked for only by the other partnership)."""
    world.shuffler = seat


@given("the tiles are picked in this order: {tiles}")
def picked(world: World, tiles: list[str]) -> None:
    """The face-down tiles, in the order the players take them when drawing for the lead."""
    world.pile = world.check_tiles(tiles)


@then("{seat} draws {tile}")
def draws(world: World, seat: SeatCode, tile: str) -> Checks:
    """The tile a player drew for the lead."""
    return Check("lead", f"/draws/{seat}", tile, what=f"{SEAT_NAMES[seat]}'s draw")


@then("{seat} loses {number} points from their own record under {rule}")
def player_fined(world: World, seat: SeatCode, number: int, rule: str) -> Checks:
    """The only penalty: points off the offending player's own record (not the partnership's score)."""
    wanted: list[JSON] = [{"seat": seat, "rule": rule, "points": -number, "charged_to": "player"}]
    return Check("hand", "/penalties", wanted, "matches", what="the penalties (seat, rule, points, charged to)")


@then("{team} lose {number} points from the partnership score under {rule}")
def team_fined(world: World, team: TeamCode, number: int, rule: str) -> Checks:
    """The only penalty: points off the partnership's score."""
    wanted: list[JSON] = [{"team": team, "rule": rule, "points": -number, "charged_to": "team"}]
    return Check("hand", "/penalties", wanted, "matches", what="the penalties (team, rule, points, charged to)")


def _judges_points(world: World, rule: str) -> int:
    """The points the judge set in the last infraction recorded with points, under a rule that leaves the sanction
    to the judge (``judge_decides`` in the spec): the scenario checks where they go, not an amount of the rulebook's."""
    try:
        judge_decides = cached_spec().rule(rule).judge_decides
    except KeyError as exc:
        raise ScenarioError(f"unknown rule {rule}") from exc
    if not judge_decides:
        raise ScenarioError(f"{rule} sets its own sanction; state the points it takes instead of the judge's")
    for action in reversed(world.actions):
        if action["type"] == "infraction" and "points" in action:
            return action["points"]
    raise ScenarioError("no judge's points were recorded (When the judge records ... and takes N points)")


@then("the judge's deduction comes off {seat}'s own record under {rule}")
def judge_deduction_player(world: World, seat: SeatCode, rule: str) -> Checks:
    """What the judge set, as set, is the one penalty: off the offender's own record, under the rule that leaves the
    sanction to the judge (no tariff of the rulebook's, nothing charged to the partner)."""
    points = _judges_points(world, rule)
    wanted: list[JSON] = [{"seat": seat, "rule": rule, "points": points, "charged_to": "player"}]
    return Check("hand", "/penalties", wanted, "matches", what="the penalties (seat, rule, points, charged to)")


@then("the judge's deduction comes off {team}'s partnership score under {rule}")
def judge_deduction_team(world: World, team: TeamCode, rule: str) -> Checks:
    """What the judge set, as set, is the one penalty: off the offending partnership's score, under the rule that
    leaves the sanction to the judge (no tariff of the rulebook's, nothing to the other side)."""
    points = _judges_points(world, rule)
    wanted: list[JSON] = [{"team": team, "rule": rule, "points": points, "charged_to": "team"}]
    return Check("hand", "/penalties", wanted, "matches", what="the penalties (team, rule, points, charged to)")


@then("the judge's ruling goes to {team}'s score under {rule}")
def judge_ruling(world: World, team: TeamCode, rule: str) -> Checks:
    """A judge's ruling on a situation the rules leave open, recorded as the judge set it (points off or added) for
    that partnership only, under the judges' rule."""
    points = _judges_points(world, rule)
    wanted: list[JSON] = [{"team": team, "rule": rule, "points": points}]
    return Check("hand", "/penalties", wanted, "matches", what=f"the judge's rulings ({TEAM_NAMES[team]} only)")


def _sanctions(name: str) -> str:
    """The path to the sanctions with this consequence."""
    return f'/sanctions[consequence="{name}"]'


@then("{seat} is sanctioned with {name} under {rule}")
def player_sanction(world: World, seat: SeatCode, name: str, rule: str) -> Checks:
    """The one sanction of this kind (forfeit-match, cannot-win, suspension...) falls on the player alone."""
    wanted: list[JSON] = [{"seat": seat, "team": team_of(seat), "rule": rule, "charged_to": "player"}]
    return Check("hand", _sanctions(name), wanted, "matches", what=f"the {name} sanctions")


@then("{team} are sanctioned with {name} under {rule}")
def team_sanction(world: World, team: TeamCode, name: str, rule: str) -> Checks:
    """The one sanction of this kind falls on the partnership as a whole."""
    wanted: list[JSON] = [{"team": team, "rule": rule, "charged_to": "team"}]
    return Check("hand", _sanctions(name), wanted, "matches", what=f"the {name} sanctions")


@then("the tiles are reshuffled under {rule}")
def reshuffled(world: World, rule: str) -> Checks:
    """The hand is dealt again: it ends as a restart and a reshuffle is recorded."""
    return [
        Check("hand", "/outcome/end", "restart", what="how the hand ended"),
        Check("hand", f"{_sanctions('reshuffle')}/*/rule", [rule], what="the reshuffles"),
    ]


@then("the hand is restarted under {rule}")
def restarted(world: World, rule: str) -> Checks:
    """The hand ends with no score and is played again from a new deal."""
    return [
        Check("hand", "/outcome/end", "restart", what="how the hand ended"),
        Check("hand", f"{_sanctions('restart')}/*/rule", [rule], what="the restarts"),
    ]


@then("no sanction is recorded")
def no_sanction(world: World) -> Checks:
    """No forfeit, bar, reshuffle or other sanction besides points."""
    return Check("hand", "/sanctions", [], what="the sanctions")


@then("the match ends level with no winner")
def level(world: World) -> Checks:
    """The match is over and nobody takes its point."""
    return Check("match", "", {"finished": True, "winner": None}, "matches", what="the match result")


@when("the judge records {name} by a spectator who talked to {seat}")
def spectator_record(world: World, name: str, seat: SeatCode) -> None:
    """A judge's record of a spectator's act concerning the player at the seat (sent with ``spectator``
    true): talk to a player is the spectator's, not the player's."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "spectator": True})
