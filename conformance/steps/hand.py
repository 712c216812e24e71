"""When and Then steps about playing a hand."""

from __future__ import annotations

from conformance.context import World, expect
from conformance.messages import EndName, SeatCode, TeamCode
from conformance.vocabulary import ScenarioError, then, to_end, to_seat, to_tile, when
from rulespec.grammar import SEAT_NAMES, TEAM_NAMES


@when("{seat} plays {tile}")
def plays(world: World, seat: SeatCode, tile: str) -> None:
    """A play (or the lead) on whichever end the tile fits, the left end first."""
    world.check_tiles([tile])
    world.act({"type": "play", "seat": seat, "tile": tile})


@when("{seat} plays {tile} on the {end} end")
def plays_on(world: World, seat: SeatCode, tile: str, end: EndName) -> None:
    """A play on a named end. After a lead, the left end shows the lead's higher number."""
    world.check_tiles([tile])
    world.act({"type": "play", "seat": seat, "tile": tile, "end": end})


@when("{seat} passes")
def passes(world: World, seat: SeatCode) -> None:
    """A pass."""
    world.act({"type": "pass", "seat": seat})


@when("{seat} touches {tile}")
def touches(world: World, seat: SeatCode, tile: str) -> None:
    """A player touches a tile in hand."""
    world.check_tiles([tile])
    world.act({"type": "touch", "seat": seat, "tile": tile})


@when("the judge records {name} against {seat}")
def judge_records(world: World, name: str, seat: SeatCode) -> None:
    """A judge records an infraction by its kind (the ``penalty.infraction`` of a rule)."""
    world.act({"type": "infraction", "seat": seat, "kind": name})


@when("the judge rules {number} points against {seat}'s partnership")
def judge_rules(world: World, number: int, seat: SeatCode) -> None:
    """A judge's own ruling on a situation the rules do not cover: points taken off."""
    world.act({"type": "infraction", "seat": seat, "kind": "judge-ruling", "points": -number})


@when("the judge awards {number} points to {seat}'s partnership")
def judge_awards(world: World, number: int, seat: SeatCode) -> None:
    """A judge's own ruling on a situation the rules do not cover: points added."""
    world.act({"type": "infraction", "seat": seat, "kind": "judge-ruling", "points": number})


@when("the play goes:")
def play_goes(world: World, datatable: list[list[str]]) -> None:
    """A table of actions with the columns seat | action | tile | end (action: play, pass, touch)."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header[:2] != ["seat", "action"]:
        raise ScenarioError(
            f"the play table needs the columns seat | action | tile | end, not {' | '.join(datatable[0])}"
        )
    for row in datatable[1:]:
        cells = dict(zip(header, (cell.strip() for cell in row), strict=False))
        seat = to_seat(cells["seat"])
        action = cells["action"].lower()
        if action == "pass":
            world.act({"type": "pass", "seat": seat})
            continue
        tile = world.check_tiles([to_tile(cells.get("tile", ""))])[0]
        if action == "touch":
            world.act({"type": "touch", "seat": seat, "tile": tile})
        elif action == "play":
            end = cells.get("end", "")
            if end:
                world.act({"type": "play", "seat": seat, "tile": tile, "end": to_end(end)})
            else:
                world.act({"type": "play", "seat": seat, "tile": tile})
        else:
            raise ScenarioError(f"unknown action {cells['action']!r} (play, pass or touch)")


@then("every action is accepted")
def all_accepted(world: World) -> None:
    """No action of the scenario was refused."""
    refused = [
        f"{i + 1}: {r.get('rule')} {r.get('reason', '')}"
        for i, r in enumerate(world.hand()["results"])
        if not r["accepted"]
    ]
    expect("refused actions", [], refused)


@then("the last action is refused under {rule}")
def refused(world: World, rule: str) -> None:
    """The last action (in a match: the last event) was refused, citing the rule ID."""
    results = world.match()["results"] if world.is_match else world.hand()["results"]
    expect(
        "the last action", {"accepted": False, "rule": rule}, {k: v for k, v in results[-1].items() if k != "reason"}
    )


@then("{seat} is to play")
def turn(world: World, seat: SeatCode) -> None:
    """Whose turn it is now."""
    expect("the player to play", SEAT_NAMES[seat], SEAT_NAMES.get(world.hand()["turn"] or ""))


@then("the open ends are {number} and {number2:number}")
def ends(world: World, number: int, number2: int) -> None:
    """The two open ends, in either order."""
    found = world.hand()["ends"]
    expect("the open ends", sorted([number, number2]), None if found is None else sorted(found))


@then("the legal plays are {text}")
def legal(world: World, text: str) -> None:
    """The legal plays of the player to play, like ``5-3 left, 5-3 right`` (any order)."""
    wanted = sorted(part.strip() for part in text.split(",") if part.strip())
    expect("the legal plays", wanted, sorted(world.hand()["legal"]))


@then("there is no legal play")
def no_legal(world: World) -> None:
    """The player to play can only pass."""
    expect("the legal plays", [], world.hand()["legal"])


@then("{seat} must play {tile}")
def must_play(world: World, seat: SeatCode, tile: str) -> None:
    """The player to play is bound to one tile (a touched or exposed tile)."""
    reply = world.hand()
    expect("the player to play", SEAT_NAMES[seat], SEAT_NAMES.get(reply["turn"] or ""))
    expect("the tiles that may be played", {tile}, {move.split(" ")[0] for move in reply["legal"]})


@then("{tile} lies exposed in front of {seat}")
def exposed(world: World, tile: str, seat: SeatCode) -> None:
    """The tile is face up on the table, still its owner's to play."""
    expect(f"{SEAT_NAMES[seat]}'s exposed tiles", True, tile in world.hand()["exposed"].get(seat, []))


@then("the hand is not over")
def not_over(world: World) -> None:
    """The hand goes on."""
    outcome = world.hand()["outcome"]
    expect("the hand's outcome", None, None if outcome is None else outcome["end"])


@then("the hand ends by {name}")
def ends_by(world: World, name: str) -> None:
    """How the hand ended: domino, lock, void or forfeit."""
    outcome = world.hand()["outcome"]
    expect("how the hand ended", name, None if outcome is None else outcome["end"])


@then("{team} win the hand with {number} points")
def won(world: World, team: TeamCode, number: int) -> None:
    """The partnership that won the hand and what it scores for it."""
    outcome = world.hand()["outcome"]
    actual = None if outcome is None else (TEAM_NAMES.get(outcome["team"] or ""), outcome["points"])
    expect("the hand's winners and points", (TEAM_NAMES[team], number), actual)


@then("{seat} wins the hand")
def winner_seat(world: World, seat: SeatCode) -> None:
    """The player who won the hand (went out, or held the lowest count in a lock)."""
    outcome = world.hand()["outcome"]
    expect("the hand's winner", SEAT_NAMES[seat], None if outcome is None else SEAT_NAMES.get(outcome["winner"] or ""))


@then("the hand scores nothing")
def scores_nothing(world: World) -> None:
    """The hand is over and no partnership scores for it."""
    outcome = world.hand()["outcome"]
    expect("the hand's points", 0, None if outcome is None else outcome["points"])


@then("the counts are North {number}, East {number2:number}, South {number3:number}, West {number4:number}")
def counts(world: World, number: int, number2: int, number3: int, number4: int) -> None:
    """The pips left in each hand when the hand ended."""
    outcome = world.hand()["outcome"]
    expect(
        "the counts",
        {"N": number, "E": number2, "S": number3, "W": number4},
        None if outcome is None else outcome["counts"],
    )


@then("{team} are fined {number} points under {rule}")
def fined(world: World, team: TeamCode, number: int, rule: str) -> None:
    """A penalty of ``number`` points against the partnership, citing the rule."""
    found = [(p["rule"], p["points"]) for p in world.hand()["penalties"] if p["team"] == team]
    expect(f"{TEAM_NAMES[team]}'s penalties", [(rule, -number)], found)


@then("{team} score {signed} points by the judge's ruling under {rule}")
def ruled(world: World, team: TeamCode, signed: int, rule: str) -> None:
    """A judge's ruling recorded as a signed score change for the partnership."""
    found = [(p["rule"], p["points"]) for p in world.hand()["penalties"] if p["team"] == team]
    expect(f"{TEAM_NAMES[team]}'s score changes", [(rule, signed)], found)


@then("no penalty is recorded")
def no_penalty(world: World) -> None:
    """Nobody was fined."""
    expect("the penalties", [], [(p["rule"], p["team"], p["points"]) for p in world.hand()["penalties"]])


@then("{seat} has set up a general pass")
def general_pass(world: World, seat: SeatCode) -> None:
    """After the last play only its maker can play."""
    expect("who set up a general pass", SEAT_NAMES[seat], SEAT_NAMES.get(world.hand()["general_pass"] or ""))


@then("nobody has set up a general pass")
def no_general_pass(world: World) -> None:
    """Some other player can still play."""
    expect("who set up a general pass", None, world.hand()["general_pass"])


@then("the first tile lies across")
def first_across(world: World) -> None:
    """The leading tile (a double) is laid crosswise."""
    first = world.hand()["first_tile"]
    expect("the first tile's orientation", "across", None if first is None else first["orientation"])


@then("the first tile lies lengthwise with its {number} toward the leader")
def first_lengthwise(world: World, number: int) -> None:
    """The leading mixed tile points one end at the leader."""
    first = world.hand()["first_tile"]
    actual = None if first is None else (first["orientation"], first["toward_leader"])
    expect("the first tile's placement", ("lengthwise", number), actual)


@then("{seat} holds {number} tiles")
def hand_size(world: World, seat: SeatCode, number: int) -> None:
    """How many tiles a player has left."""
    expect(f"{SEAT_NAMES[seat]}'s tile count", number, world.hand()["hand_sizes"].get(seat))
