"""When and Then steps about playing a hand."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import EndName, SeatCode, TeamCode
from conformance.observe import JSON, Check, Checks, Op
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


@when("{seat} announces the general pass and plays {tile}")
def announces_and_plays(world: World, seat: SeatCode, tile: str) -> None:
    """A play made after telling the table of the general pass the player had set up (NDF-8.1)."""
    world.check_tiles([tile])
    world.act({"type": "play", "seat": seat, "tile": tile, "announced": True})


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
    """A table of actions with the columns seat | action | tile | end (action: play, pass, touch; draw in
    games with a bone-yard)."""
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
        if action == "draw":
            world.act({"type": "draw", "seat": seat})
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
            raise ScenarioError(f"unknown action {cells['action']!r} (play, pass, touch or draw)")


@then("every action is accepted")
def all_accepted(world: World) -> Checks:
    """No action of the scenario was refused."""
    return Check("hand", "/results[accepted=false]", [], what="refused actions")


@then("the last action is refused under {rule}")
def refused(world: World, rule: str) -> Checks:
    """The last action (in a match: the last event) was refused, citing the rule ID; every one before it
    was accepted (the scenario leads up to the refused action)."""
    op: Op = "match" if world.is_match else "hand"
    earlier: list[JSON] = [{"accepted": True} for _ in range(world.actions_sent - 1)]
    return Check(
        op,
        "/results",
        [*earlier, {"accepted": False, "rule": rule}],
        "matches",
        what="the actions' results (all accepted but the last, refused under the rule)",
    )


@then("{seat} is to play")
def turn(world: World, seat: SeatCode) -> Checks:
    """Whose turn it is now."""
    return Check("hand", "/turn", seat, what="the player to play")


@then("the open ends are {number} and {number2:number}")
def ends(world: World, number: int, number2: int) -> Checks:
    """The two open ends, in either order."""
    return Check("hand", "/ends", [number, number2], "unordered", what="the open ends")


@then("the legal plays are {text}")
def legal(world: World, text: str) -> Checks:
    """The legal plays of the player to play, like ``5-3 left, 5-3 right`` (any order)."""
    wanted: list[JSON] = [part.strip() for part in text.split(",") if part.strip()]
    return Check("hand", "/legal", wanted, "unordered", what="the legal plays")


@then("there is no legal play")
def no_legal(world: World) -> Checks:
    """The player to play can only pass."""
    return Check("hand", "/legal", [], what="the legal plays")


@then("{seat} must play {tile}")
def must_play(world: World, seat: SeatCode, tile: str) -> Checks:
    """The player to play is bound to one tile (a touched or exposed tile)."""
    return [
        Check("hand", "/turn", seat, what="the player to play"),
        Check("hand", "/legal/*/@tile", [tile], "set-equal", what="the tiles that may be played"),
    ]


@then("the touched {tile} must be played now")
def touched_must_play(world: World, tile: str) -> Checks:
    """A tile its owner touched in turn fits, so the player to play is bound to it (``must_play``)."""
    return Check("hand", "/must_play", tile, what="the touched tile the player to play is bound to")


@then("no touched tile must be played")
def no_touched_must_play(world: World) -> Checks:
    """Nobody is bound to a tile touched in turn (``must_play`` is null)."""
    return Check("hand", "/must_play", None, "absent", what="the touched tile the player to play is bound to")


@then("{tile} lies exposed in front of {seat}")
def exposed(world: World, tile: str, seat: SeatCode) -> Checks:
    """The tile is face up on the table, still its owner's to play."""
    return Check("hand", f"/exposed/{seat}", tile, "contains", what=f"{SEAT_NAMES[seat]}'s exposed tiles")


@then("the hand is not over")
def not_over(world: World) -> Checks:
    """The hand goes on."""
    return Check("hand", "/outcome", None, "absent", what="the hand's outcome")


@then("the hand ends by {name}")
def ends_by(world: World, name: str) -> Checks:
    """How the hand ended: domino, lock, void or forfeit."""
    return Check("hand", "/outcome/end", name, what="how the hand ended")


@then("the hand is decided under {rule}")
def hand_decided(world: World, rule: str) -> Checks:
    """The hand is over and this rule decided how it ended and what it scores (the reply's ``outcome.rule``)."""
    return Check("hand", "/outcome/rule", rule, what="the rule that decided the hand")


@then("{team} win the hand with {number} points")
def won(world: World, team: TeamCode, number: int) -> Checks:
    """The partnership that won the hand and what it scores for it."""
    return Check("hand", "/outcome", {"team": team, "points": number}, "matches", what="the hand's winners and points")


@then("{seat} wins the hand")
def winner_seat(world: World, seat: SeatCode) -> Checks:
    """The player who won the hand (went out, or held the lowest count in a lock)."""
    return Check("hand", "/outcome/winner", seat, what="the hand's winner")


@then("no single player wins the hand")
def no_winner_seat(world: World) -> Checks:
    """No seat is named as the hand's winner (``outcome.winner`` null): a lock whose lowest count two partners
    share is won by their partnership, not by one of them; a void or forfeited hand has no winner either."""
    return Check("hand", "/outcome/winner", None, "absent", what="the hand's winner")


@then("the hand scores nothing")
def scores_nothing(world: World) -> Checks:
    """The hand is over and no partnership scores for it."""
    return Check("hand", "/outcome/points", 0, what="the hand's points")


@then("the counts are North {number}, East {number2:number}, South {number3:number}, West {number4:number}")
def counts(world: World, number: int, number2: int, number3: int, number4: int) -> Checks:
    """The pips left in each hand when the hand ended."""
    return Check("hand", "/outcome/counts", {"N": number, "E": number2, "S": number3, "W": number4}, what="the counts")


@then("{team} are fined {number} points under {rule}")
def fined(world: World, team: TeamCode, number: int, rule: str) -> Checks:
    """A penalty of ``number`` points against the partnership, citing the rule."""
    return Check(
        "hand",
        f'/penalties[team="{team}"]',
        [{"rule": rule, "points": -number}],
        "matches",
        what=f"{TEAM_NAMES[team]}'s penalties",
    )


@then("{team} are fined {number} points twice under {rule}")
def fined_twice(world: World, team: TeamCode, number: int, rule: str) -> Checks:
    """Two penalties of ``number`` points each against the partnership, both citing the rule."""
    return Check(
        "hand",
        f'/penalties[team="{team}"]',
        [{"rule": rule, "points": -number}, {"rule": rule, "points": -number}],
        "matches",
        what=f"{TEAM_NAMES[team]}'s penalties",
    )


@then("no penalty is recorded")
def no_penalty(world: World) -> Checks:
    """Nobody was fined."""
    return Check("hand", "/penalties", [], what="the penalties")


@then("{seat} has set up a general pass")
def general_pass(world: World, seat: SeatCode) -> Checks:
    """After the last play only its maker can play."""
    return Check("hand", "/general_pass", seat, what="who set up a general pass")


@then("nobody has set up a general pass")
def no_general_pass(world: World) -> Checks:
    """Some other player can still play."""
    return Check("hand", "/general_pass", None, "absent", what="who set up a general pass")


@then("the first tile lies across")
def first_across(world: World) -> Checks:
    """The leading tile (a double) is laid crosswise."""
    return Check("hand", "/first_tile/orientation", "across", what="the first tile's orientation")


@then("the first tile lies lengthwise with its {number} toward the leader")
def first_lengthwise(world: World, number: int) -> Checks:
    """The leading mixed tile points one end at the leader."""
    return Check(
        "hand",
        "/first_tile",
        {"orientation": "lengthwise", "toward_leader": number},
        "matches",
        what="the first tile's placement",
    )


@then("{seat} holds {number} tiles")
def hand_size(world: World, seat: SeatCode, number: int) -> Checks:
    """How many tiles a player has left."""
    return Check("hand", f"/hand_sizes/{seat}", number, what=f"{SEAT_NAMES[seat]}'s tile count")
