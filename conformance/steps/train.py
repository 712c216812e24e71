"""Steps of the train family (Mexican Train): the position of a hand, the moves, and the event's seating.

Seats at a train table are numbers from 1 (seat 1 plays first); a train is a seat's own or the
Mexican train. The train hand is sent as one ``train`` request, the event as one ``seating`` request.
"""

from __future__ import annotations

from conformance.context import World
from conformance.messages import EventEntrant, TrainPlayAction, TrainSetup
from conformance.observe import JSON, Check, Checks
from conformance.vocabulary import ScenarioError, given, then, when
from rulespec import cached_spec
from rulespec.grammar import format_tile, parse_tile


def _setup(world: World) -> TrainSetup:
    if world.train_setup is None:
        raise ScenarioError("set the starting double first (Given the starting double is 12-12)")
    return world.train_setup


def _double(tile: str) -> int:
    ends = parse_tile(tile, loose=True)
    if ends is None or ends[0] != ends[1]:
        raise ScenarioError(f"the starting tile is a double, not {tile}")
    return ends[0]


def _names(text: str) -> list[str]:
    return [part for part in text.replace(",", " ").split() if part]


def _numbers(text: str) -> list[int]:
    try:
        return [int(part) for part in text.replace(",", " ").split()]
    except ValueError:
        raise ScenarioError(f"write numbers separated by commas, not {text!r}") from None


# -- the position -----------------------------------------------------------------------------------
@given("the starting double is {tile}")
def starting_double(world: World, tile: str) -> None:
    """The hand's starting double; every train starts from it. The bone-yard starts empty."""
    world.check_tiles([tile])
    world.train_setup = {"start": _double(tile), "hands": {}, "boneyard": []}


@given("the starting double's number is {signed}, in the set or not")
def starting_number_unchecked(world: World, signed: int) -> None:
    """The hand's starting double given by its number, not checked against the set: for scenarios about
    which doubles may start a hand (``13`` for a 13-13 a double-twelve set does not hold)."""
    world.train_setup = {"start": signed, "hands": {}, "boneyard": []}


@given("seat {number} holds {tiles}")
def seat_holds(world: World, number: int, tiles: list[str]) -> None:
    """One player's tiles at a train table (seats numbered from 1)."""
    _setup(world)["hands"][str(number)] = world.check_tiles(tiles)


@given("seat {number} holds {tiles}, in the set or not")
def seat_holds_unchecked(world: World, number: int, tiles: list[str]) -> None:
    """One player's tiles, not checked against the set in play: for scenarios about a tile the set does not
    hold (``13-2`` in a double-twelve set)."""
    _setup(world)["hands"][str(number)] = tiles


@given("seat {number} holds no tiles")
def seat_holds_nothing(world: World, number: int) -> None:
    """A player at the table with no tile (only in a position already under way)."""
    _setup(world)["hands"][str(number)] = []


@given("the bone-yard, in drawing order, is {tiles}")
def boneyard(world: World, tiles: list[str]) -> None:
    """The bone-yard in drawing order: the first tile written is drawn first."""
    _setup(world)["boneyard"] = world.check_tiles(tiles)


@given("the rest of the set is the bone-yard, in drawing order: {tiles}")
def dealt_boneyard(world: World, tiles: list[str]) -> None:
    """A complete deal: the bone-yard holds every tile of the set not dealt and not the starting double (the
    scenario is refused otherwise), in drawing order."""
    setup = _setup(world)
    top = int(cached_spec().rulebook(world.book()).number("max_pip"))
    whole = {format_tile(a, b) for a in range(top + 1) for b in range(a + 1)}
    written = [
        *(t for held in setup["hands"].values() for t in held),
        *tiles,
        format_tile(setup["start"], setup["start"]),
    ]
    canonical = [format_tile(*ends) if (ends := parse_tile(t, loose=True)) else t for t in written]
    if sorted(canonical) != sorted(whole):
        raise ScenarioError("the hands, the bone-yard and the starting double are not the whole set once each")
    setup["boneyard"] = world.check_tiles(tiles)


@given("seat {number}'s train holds {tiles}")
def own_train(world: World, number: int, tiles: list[str]) -> None:
    """Tiles already laid on a seat's train, in order from the starting double."""
    _setup(world).setdefault("trains", {})[str(number)] = world.check_tiles(tiles)


@given("the Mexican train holds {tiles}")
def mexican_train(world: World, tiles: list[str]) -> None:
    """Tiles already laid on the public Mexican train, in order from the starting double."""
    _setup(world).setdefault("trains", {})["mexican"] = world.check_tiles(tiles)


@given("seat {number}'s marker is on their train")
def marker_down(world: World, number: int) -> None:
    """The seat's train is open to everyone."""
    _setup(world).setdefault("markers", []).append(number)


@given("it is seat {number}'s turn")
def seat_turn(world: World, number: int) -> None:
    """Whose turn it is at the position given (seat 1 otherwise)."""
    _setup(world)["turn"] = number


@given("a player of the table arrives {number} minutes after the start")
def arrives_late(world: World, number: int) -> None:
    """A late player of the table, counted in minutes after the official start of the hand."""
    _setup(world).setdefault("late", []).append(number)


@given("a player of the table arrives {number} minutes before the start")
def arrives_early(world: World, number: int) -> None:
    """A player entered among the late players of the table with an arrival before the official start
    (minutes written as a negative number of minutes after it)."""
    _setup(world).setdefault("late", []).append(-number)


@given("the organiser gives that late player {signed} points for the lateness")
def late_points(world: World, signed: int) -> None:
    """The organiser's decision for the late player given last: the points their lateness scores (the
    published points being the most), sent in ``late_points``."""
    setup = _setup(world)
    late = setup.get("late", [])
    if not late:
        raise ScenarioError(
            "give the late player first (Given a player of the table arrives N minutes after the start)"
        )
    decided = setup.setdefault("late_points", [])
    if len(decided) >= len(late):
        raise ScenarioError("the organiser has decided for this late player already")
    decided.extend([None] * (len(late) - 1 - len(decided)))
    decided.append(signed)


# -- the moves ----------------------------------------------------------------------------------------
@when("seat {number} plays {tile} on their own train")
def plays_own(world: World, number: int, tile: str) -> None:
    """A play on the player's own train (taking the marker off if it was open)."""
    world.check_tiles([tile])
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": str(number)})


@when("seat {number} plays {tile} on their own train and leaves the marker on")
def plays_own_forgetting(world: World, number: int, tile: str) -> None:
    """A play on the player's own open train, forgetting to take the marker off."""
    world.check_tiles([tile])
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": str(number), "keep_marker": True})


@when("seat {number} plays {tile} on seat {owner:number}'s train")
def plays_other(world: World, number: int, tile: str, owner: int) -> None:
    """A play on another seat's train."""
    world.check_tiles([tile])
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": str(owner)})


@when("seat {number} plays {tile} on the Mexican train")
def plays_mexican(world: World, number: int, tile: str) -> None:
    """A play on the public Mexican train."""
    world.check_tiles([tile])
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": "mexican"})


@when("seat {number} plays {tile} on train {text} against its open end {end:number}")
def plays_against(world: World, number: int, tile: str, text: str, end: int) -> None:
    """A play that names the open end it is laid against (train: a seat number or ``mexican``), where the tile
    fits two ends showing different numbers."""
    world.check_tiles([tile])
    if text != "mexican" and not text.isdigit():
        raise ScenarioError(f"train {text!r}: a seat number or mexican")
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": text, "end": end})


@when("seat {number} draws")
def draws(world: World, number: int) -> None:
    """The player draws one tile from the bone-yard."""
    world.train_act({"type": "draw", "seat": number})


@when("seat {number} puts the marker down")
def marker(world: World, number: int) -> None:
    """The player cannot play: the marker goes on their train and the turn passes."""
    world.train_act({"type": "pass", "seat": number})


@when("seat {number} taps the last tile")
def taps(world: World, number: int) -> None:
    """The player taps their last tile."""
    world.train_act({"type": "tap", "seat": number})


@when("the organiser records {name} against seat {number} with {points:number} points")
def organiser_records(world: World, name: str, number: int, points: int) -> None:
    """An infraction whose penalty the rulebook leaves to the organiser, with the points the organiser sets."""
    world.train_act({"type": "infraction", "seat": number, "kind": name, "points": points})


@when("the organiser records {name} against seat {number} without points")
def organiser_records_nothing(world: World, name: str, number: int) -> None:
    """An infraction recorded without the points the organiser sets."""
    world.train_act({"type": "infraction", "seat": number, "kind": name})


@when("the moves go:")
def moves_go(world: World, datatable: list[list[str]]) -> None:
    """A table of moves with the columns seat | action | tile | train, and optionally end (action: play,
    play-keep-marker, draw, marker, tap; train: a seat number or mexican; end: the number of the open end a
    play is laid against, or empty)."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header not in (["seat", "action", "tile", "train"], ["seat", "action", "tile", "train", "end"]):
        raise ScenarioError(
            f"the moves table needs the columns seat | action | tile | train (| end), not {' | '.join(header)}"
        )
    for row in datatable[1:]:
        cells = [cell.strip() for cell in row] + [""]
        seat_text, action, tile, train, end = cells[:5]
        if end and not end.isdigit():
            raise ScenarioError(f"end {end!r}: the number of an open end, or empty")
        if not seat_text.isdigit():
            raise ScenarioError(f"seat {seat_text!r}: seats at a train table are numbers from 1")
        seat = int(seat_text)
        if action in ("play", "play-keep-marker"):
            world.check_tiles([tile])
            if train != "mexican" and not train.isdigit():
                raise ScenarioError(f"train {train!r}: a seat number or mexican")
            play: TrainPlayAction = {"type": "play", "seat": seat, "tile": tile, "train": train}
            if action == "play-keep-marker":
                play["keep_marker"] = True
            if end:
                play["end"] = int(end)
            world.train_act(play)
        elif action == "draw":
            world.train_act({"type": "draw", "seat": seat})
        elif action == "marker":
            world.train_act({"type": "pass", "seat": seat})
        elif action == "tap":
            world.train_act({"type": "tap", "seat": seat})
        else:
            raise ScenarioError(f"unknown move {action!r} (play, play-keep-marker, draw, marker, tap)")


# -- what the hand shows ------------------------------------------------------------------------------
@then("the position is refused")
def position_refused(world: World) -> Checks:
    """The implementation refuses the train hand's setup as one that cannot exist under the rulebook."""
    return Check("train", "", True, "refused", what="the position")


@then("the position is refused under {rule}")
def position_refused_under(world: World, rule: str) -> Checks:
    """The implementation refuses the train hand's setup, naming the rule the position breaks."""
    return Check("train", "", rule, "refused-under", what="the position")


@then("the organiser's record is refused")
def record_refused(world: World) -> Checks:
    """The implementation refuses the request for an infraction record the rulebook allows no such (an
    infraction it does not name, or a seat not at the table)."""
    return Check("train", "", True, "refused", what="the organiser's record")


@then("the organiser's record is refused under {rule}")
def record_refused_under(world: World, rule: str) -> Checks:
    """The organiser's record (the last action) is refused, naming the rule it breaks (a record the rules refuse:
    the hand goes on as if it had not been made)."""
    return Check(
        "train",
        "/results/-1",
        {"accepted": False, "rule": rule},
        "matches",
        what="the organiser's record (the last action)",
    )


@then("every move is accepted")
def all_moves_accepted(world: World) -> Checks:
    """No action of the train hand was refused."""
    return Check("train", "/results[accepted=false]", [], what="refused actions")


@then("the last move is refused under {rule}")
def last_move_refused(world: World, rule: str) -> Checks:
    """The last action of the train hand was refused, citing the rule; every one before it was accepted."""
    earlier: list[JSON] = [{"accepted": True} for _ in range(world.actions_sent - 1)]
    return Check(
        "train",
        "/results",
        [*earlier, {"accepted": False, "rule": rule}],
        "matches",
        what="the actions' results (all accepted but the last, refused under the rule)",
    )


@then("it is seat {number}'s turn to play")
def turn_now(world: World, number: int) -> Checks:
    """Whose turn it is after the actions."""
    return Check("train", "/turn", number, what="the player to play")


@then("the legal moves are {text}")
def legal_moves(world: World, text: str) -> Checks:
    """The legal plays of the player to play, like ``12-5 on 1, 12-5 on mexican`` (any order)."""
    wanted: list[JSON] = [part.strip() for part in text.split(",") if part.strip()]
    return Check("train", "/legal", wanted, "unordered", what="the legal plays")


@then("there is no legal move")
def no_legal_move(world: World) -> Checks:
    """The player to play can only draw or put the marker down."""
    return Check("train", "/legal", [], what="the legal plays")


@then("seat {number}'s train is open")
def train_open(world: World, number: int) -> Checks:
    """The seat's marker is on its train."""
    return Check("train", f"/trains/{number}/marker", True, what=f"seat {number}'s marker")


@then("seat {number}'s train is closed")
def train_closed(world: World, number: int) -> Checks:
    """No marker on the seat's train."""
    return Check("train", f"/trains/{number}/marker", False, what=f"seat {number}'s marker")


@then("seat {number}'s train shows {tiles}")
def train_shows(world: World, number: int, tiles: list[str]) -> Checks:
    """The tiles laid on the seat's train, in order from the starting double."""
    return Check("train", f"/trains/{number}/tiles", list[JSON](tiles), what=f"seat {number}'s train")


@then("the Mexican train shows {tiles}")
def mexican_shows(world: World, tiles: list[str]) -> Checks:
    """The tiles laid on the Mexican train, in order from the starting double."""
    return Check("train", "/trains/mexican/tiles", list[JSON](tiles), what="the Mexican train")


@then("seat {number}'s train has the open ends {text}")
def train_ends(world: World, number: int, text: str) -> Checks:
    """The open ends of the seat's train (numbers separated by commas, any order)."""
    wanted: list[JSON] = list[JSON](_numbers(text))
    return Check("train", f"/trains/{number}/ends", wanted, "unordered", what=f"seat {number}'s open ends")


@then("the players hold {text} tiles, seat by seat")
def hand_sizes(world: World, text: str) -> Checks:
    """How many tiles each player at the table holds, seat 1 first, like ``3, 2 and 5``: every seat, and no
    other."""
    counts = _numbers(text.replace(" and ", ", "))
    wanted: dict[str, JSON] = {str(seat): count for seat, count in enumerate(counts, start=1)}
    return Check("train", "/hand_sizes", wanted, what="the tiles each player holds")


@then("seat {number} holds {count:number} tiles")
def holds_count(world: World, number: int, count: int) -> Checks:
    """How many tiles the seat holds."""
    return Check("train", f"/hand_sizes/{number}", count, what=f"seat {number}'s tiles")


@then("the bone-yard has {count:number} tiles left")
def boneyard_left(world: World, count: int) -> Checks:
    """How many tiles are left to draw."""
    return Check("train", "/boneyard", count, what="the bone-yard")


@then("{tile} on seat {number}'s train must be satisfied")
def owed_double(world: World, tile: str, number: int) -> Checks:
    """A double waits to be satisfied on the seat's train."""
    return Check("train", "/owed", {"train": str(number), "tile": tile}, what="the double to satisfy")


@then("no double waits to be satisfied")
def nothing_owed(world: World) -> Checks:
    """Every double laid has been satisfied (or the hand is over)."""
    return Check("train", "/owed", None, what="the double to satisfy")


@then("seat {number} has not tapped the last tile")
def untapped(world: World, number: int) -> Checks:
    """The seat holds one tile and has not tapped it yet."""
    return Check("train", "/untapped", number, what="the player who owes a tap")


@then("nobody owes a tap")
def nobody_untapped(world: World) -> Checks:
    """No player holds an untapped last tile (tapped in time, or past the draw it cost)."""
    return Check("train", "/untapped", None, what="the player who owes a tap")


@then("seat {number} drew {count:number} tile for a late tap under {rule}")
def tap_penalty(world: World, number: int, count: int, rule: str) -> Checks:
    """The only late-tap draw of the hand: the seat drew under the rule."""
    return Check("train", "/taps", [{"rule": rule, "seat": number, "tiles": count}], what="draws for late taps")


@then("nobody drew for a late tap")
def no_tap_penalty(world: World) -> Checks:
    """No late-tap draw in the hand."""
    return Check("train", "/taps", [], what="draws for late taps")


@then("the hand goes on")
def hand_goes_on(world: World) -> Checks:
    """The hand is not over."""
    return Check("train", "/outcome", None, what="the outcome")


@then("the hand ends {name} under {rule}")
def hand_ends(world: World, name: str, rule: str) -> Checks:
    """How the hand ended (``out``, ``open-double`` or ``blocked``) and the rule that ended it."""
    return [
        Check("train", "/outcome/end", name, what="how the hand ended"),
        Check("train", "/outcome/rule", rule, what="the rule that ended the hand"),
        Check("train", "/turn", None, what="the player to play"),
    ]


@then("seat {number} went out")
def went_out(world: World, number: int) -> Checks:
    """The seat that went out."""
    return Check("train", "/outcome/out", number, what="the player who went out")


@then("nobody went out")
def nobody_out(world: World) -> Checks:
    """The hand ended without anyone going out."""
    return Check("train", "/outcome/out", None, what="the player who went out")


@then("the hand's scores are {text}")
def hand_scores(world: World, text: str) -> Checks:
    """Each seat's score for the hand, seat 1 first (numbers separated by commas, maybe signed)."""
    scores: dict[str, JSON] = {str(seat): score for seat, score in enumerate(_numbers(text), start=1)}
    return Check("train", "/outcome/scores", scores, what="the hand's scores")


@then("the organiser's penalty goes to seat {number} under {rule}")
def organiser_penalty(world: World, number: int, rule: str) -> Checks:
    """What the organiser set, as set, is the one penalty: on the offender, under the rule that leaves the
    penalty to the organiser (no tariff of the rulebook's)."""
    given = [a for a in world.train_actions if a["type"] == "infraction" and a["seat"] == number]
    if not given:
        raise ScenarioError(f"the scenario records no infraction against seat {number}")
    last = given[-1]
    assert last["type"] == "infraction"
    points = last.get("points")
    wanted: list[JSON] = [{"rule": rule, "seat": number, "points": points}]
    return Check("train", "/penalties", wanted, "matches", what="the penalties (rule, seat, points)")


@then("the late player plays and scores {points:number} points for lateness")
def late_plays(world: World, points: int) -> Checks:
    """The table waited: the player plays the hand and scores the lateness points."""
    return Check("train", "/late/0", {"plays": True, "points": points}, "matches", what="the late player")


@then("the second late player plays and scores {points:number} points for lateness")
def second_late_plays(world: World, points: int) -> Checks:
    """The table waited for the second late player given too, who plays and scores these lateness points."""
    return Check("train", "/late/1", {"plays": True, "points": points}, "matches", what="the second late player")


@then("the late player does not play and scores {points:number} points")
def late_absent(world: World, points: int) -> Checks:
    """The table played without the player, who scores the fixed points plus the table's highest hand."""
    return Check("train", "/late/0", {"plays": False, "points": points}, "matches", what="the late player")


# -- the event ------------------------------------------------------------------------------------------
def _entrant(world: World, name: str) -> EventEntrant:
    for entrant in world.event_entrants:
        if entrant["id"] == name:
            return entrant
    added: EventEntrant = {"id": name, "scores": []}
    world.event_entrants.append(added)
    return added


@given("player {word} scored {text}")
def player_scored(world: World, word: str, text: str) -> None:
    """A player's scores hand by hand so far (signed numbers separated by commas; entry order is the order
    of first mention)."""
    _entrant(world, word)["scores"] = _numbers(text)


@given("player {word} has entered")
def player_entered(world: World, word: str) -> None:
    """A player entered, with no hand played yet (entry order is the order of first mention)."""
    _entrant(world, word)


@given("player {word} has dropped")
def player_dropped(world: World, word: str) -> None:
    """The player dropped from the event at the end of a hand."""
    _entrant(world, word)["dropped"] = True


@given("player {word} missed the last hand and is absent")
def player_absent(world: World, word: str) -> None:
    """The table played the player's last hand without them, and they are not there at the start of this one."""
    entrant = _entrant(world, word)
    entrant["missed"] = True
    entrant["absent"] = True


@given("player {word} missed the last hand and is present")
def player_back(world: World, word: str) -> None:
    """The table played the player's last hand without them; they are there when this one starts."""
    _entrant(world, word)["missed"] = True


@given("player {word} played the last hand and is absent")
def player_late_again(world: World, word: str) -> None:
    """The player played the last hand and is not there when this one starts."""
    _entrant(world, word)["absent"] = True


@given("the hands so far started from the doubles {text}")
def starts(world: World, text: str) -> None:
    """The starting double of each hand so far, by its number (``12, 5, 0``)."""
    world.event_starts = _numbers(text)


@then("the tables of the next hand are {text}")
def tables(world: World, text: str) -> Checks:
    """The tables, each in seat order, separated by ``|``: ``A B C | D E``."""
    wanted: list[JSON] = [list[JSON](_names(part)) for part in text.split("|")]
    return Check("seating", "/tables", wanted, what="the tables in seat order")


@then("the event standings read {text}")
def standings(world: World, text: str) -> Checks:
    """Every player, best (lowest total) first."""
    return Check("seating", "/standings", list[JSON](_names(text)), what="the standings")


@then("the players no longer seated are {text}")
def dropped(world: World, text: str) -> Checks:
    """The players dropped, in standing order."""
    return Check("seating", "/dropped", list[JSON](_names(text)), what="the players dropped")


@then("the next hand is hand {number}")
def next_hand(world: World, number: int) -> Checks:
    """The number of the next hand."""
    return Check("seating", "/hand", number, what="the next hand")


@then("the event is over and the awarded players are {text}")
def awarded(world: World, text: str) -> Checks:
    """Every hand is played: no next hand, no tables, and the players awarded, best first."""
    return [
        Check("seating", "/hand", None, what="the next hand"),
        Check("seating", "/tables", [], what="the tables"),
        Check("seating", "/awarded", list[JSON](_names(text)), what="the players awarded"),
    ]


@then("the starting double of hand {number} is refused under {rule}")
def start_refused(world: World, number: int, rule: str) -> Checks:
    """The hand's starting double may not start it (repeated, or not in the set)."""
    return Check(
        "seating", f"/results/{number - 1}", {"accepted": False, "rule": rule}, "matches", what="the starting double"
    )


@then("the starting double of hand {number} is accepted")
def start_accepted(world: World, number: int) -> Checks:
    """The hand's starting double may start it (in the set, and not used by an earlier hand)."""
    return Check("seating", f"/results/{number - 1}", {"accepted": True}, "matches", what="the starting double")


@then("nobody is awarded yet")
def nobody_awarded(world: World) -> Checks:
    """Hands remain to be played: no player is awarded."""
    return Check("seating", "/awarded", [], what="the players awarded")


@then("the tables of the next hand cannot be formed under {rule}")
def tables_refused(world: World, rule: str) -> Checks:
    """The implementation refuses to seat the players still in: they cannot make a table the rule allows."""
    return Check("seating", "", rule, "refused-under", what="the tables of the next hand")


@then("the doubles left are {text}")
def doubles_left(world: World, text: str) -> Checks:
    """The doubles that may still start a hand, by number, smallest first."""
    return Check("seating", "/doubles_left", list[JSON](_numbers(text)), what="the doubles left")
