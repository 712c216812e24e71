"""Steps about recorded infractions with details, and what follows from them.

The details (a tile shown face up, minutes late, an apology, the others' petition,
the next player's option) feed the exceptions and variants of the rulebooks; the
Then steps read the fines (to a player's own record or to the partnership) and
the sanctions other than points (a forfeit, a reshuffle, a bar on winning...).
"""

from __future__ import annotations

from conformance.context import World, expect
from conformance.messages import NextPlayerChoice, SeatCode, TeamCode
from conformance.vocabulary import ScenarioError, given, then, when
from rulespec.grammar import SEAT_NAMES, TEAM_NAMES, team_of


@when("the judge records {name} against {seat} with {tile} face up")
def records_tile(world: World, name: str, seat: SeatCode, tile: str) -> None:
    """An infraction about a tile that is now face up on the table (flipped, withdrawn, last tile)."""
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


@when("the judge records {name} against {seat} and takes {number} points")
def records_points(world: World, name: str, seat: SeatCode, number: int) -> None:
    """An infraction whose sanction the judge sets, here ``number`` points off."""
    world.act({"type": "infraction", "seat": seat, "kind": name, "points": -number})


@given("{seat} shuffled")
def shuffled(world: World, seat: SeatCode) -> None:
    """The player who shuffled the tiles (who picks last)."""
    world.shuffler = seat


@given("the tiles are picked in this order: {tiles}")
def picked(world: World, tiles: list[str]) -> None:
    """The face-down tiles, in the order the players take them when drawing for the lead."""
    world.pile = world.check_tiles(tiles)


@then("{seat} draws {tile}")
def draws(world: World, seat: SeatCode, tile: str) -> None:
    """The tile a player drew for the lead."""
    expect(f"{SEAT_NAMES[seat]}'s draw", tile, world.lead().get("draws", {}).get(seat))


def _penalties(world: World) -> list[tuple[str, str, int, str]]:
    return [(p["seat"], p["rule"], p["points"], p.get("charged_to", "team")) for p in world.hand()["penalties"]]


@then("{seat} loses {number} points from their own record under {rule}")
def player_fined(world: World, seat: SeatCode, number: int, rule: str) -> None:
    """The only penalty: points off the offending player's own record (not the partnership's score)."""
    expect("the penalties (seat, rule, points, charged to)", [(seat, rule, -number, "player")], _penalties(world))


@then("{team} lose {number} points from the partnership score under {rule}")
def team_fined(world: World, team: TeamCode, number: int, rule: str) -> None:
    """The only penalty: points off the partnership's score."""
    found = [
        (TEAM_NAMES[p["team"]], p["rule"], p["points"], p.get("charged_to", "team")) for p in world.hand()["penalties"]
    ]
    expect("the penalties (team, rule, points, charged to)", [(TEAM_NAMES[team], rule, -number, "team")], found)


def _sanctions(world: World, name: str) -> list[tuple[str, str, str]]:
    return [
        (s["seat"], s["team"], s["rule"]) if s["charged_to"] == "player" else ("-", s["team"], s["rule"])
        for s in world.hand().get("sanctions", [])
        if s["consequence"] == name
    ]


@then("{seat} is sanctioned with {name} under {rule}")
def player_sanction(world: World, seat: SeatCode, name: str, rule: str) -> None:
    """The one sanction of this kind (forfeit-match, cannot-win, suspension...) falls on the player alone."""
    team = team_of(seat)
    expect(f"the {name} sanctions (seat, team, rule)", [(seat, team, rule)], _sanctions(world, name))


@then("{team} are sanctioned with {name} under {rule}")
def team_sanction(world: World, team: TeamCode, name: str, rule: str) -> None:
    """The one sanction of this kind falls on the partnership as a whole."""
    expect(f"the {name} sanctions (seat, team, rule)", [("-", team, rule)], _sanctions(world, name))


@then("the tiles are reshuffled under {rule}")
def reshuffled(world: World, rule: str) -> None:
    """The hand is dealt again: it ends as a restart and a reshuffle is recorded."""
    reply = world.hand()
    outcome = reply["outcome"]
    expect("how the hand ended", "restart", None if outcome is None else outcome["end"])
    found = [s["rule"] for s in reply.get("sanctions", []) if s["consequence"] == "reshuffle"]
    expect("the reshuffles", [rule], found)


@then("the hand is restarted under {rule}")
def restarted(world: World, rule: str) -> None:
    """The hand ends with no score and is played again from a new deal."""
    reply = world.hand()
    outcome = reply["outcome"]
    expect("how the hand ended", "restart", None if outcome is None else outcome["end"])
    found = [s["rule"] for s in reply.get("sanctions", []) if s["consequence"] == "restart"]
    expect("the restarts", [rule], found)


@then("no sanction is recorded")
def no_sanction(world: World) -> None:
    """No forfeit, bar, reshuffle or other sanction besides points."""
    found = [(s["seat"], s["consequence"], s["rule"]) for s in world.hand().get("sanctions", [])]
    expect("the sanctions", [], found)


@then("the match ends level with no winner")
def level(world: World) -> None:
    """The match is over and nobody takes its point."""
    reply = world.match()
    expect("the match result", ("over", None), ("over" if reply["finished"] else "going on", reply["winner"]))
