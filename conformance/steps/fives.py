"""Steps of the all-fives family: the bone-yard, drawing, the spinner, the count and the game score."""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode, TeamCode
from conformance.observe import JSON, Check, Checks
from conformance.vocabulary import ScenarioError, given, then, to_end, when
from rulespec.grammar import SEAT_NAMES


@given("the bone-yard holds {tiles}")
def boneyard(world: World, tiles: list[str]) -> None:
    """The tiles left to draw after the deal, in the order they will be drawn (singles)."""
    world.boneyard = world.check_tiles(tiles)


@given("the game score is North-South {number}, East-West {number2:number}")
def game_score(world: World, number: int, number2: int) -> None:
    """The points each partnership (in singles, each player's seat) has in the game before the hand."""
    world.game_scores = {"NS": number, "EW": number2}


@given("the game score is North-South {signed}, East-West {signed2:signed}, possible or not")
def game_score_unchecked(world: World, signed: int, signed2: int) -> None:
    """The points each side has in the game before the hand, not checked: for scenarios about a score no
    game can reach (below nothing)."""
    world.game_scores = {"NS": signed, "EW": signed2}


@given("the event plays single-game matches")
def single_game_matches(world: World) -> None:
    """The event sets its own match length: one game won wins a match (sent as ``match_games`` 1 with a match
    or knock-out request)."""
    world.match_games = 1


@given("the event's matches go to the first side to win {signed} games")
def event_match_length(world: World, signed: int) -> None:
    """The event sets its own match length: the first side to win this many games wins a match (sent as
    ``match_games``; any whole number, so a length no match can have is refused by the implementation)."""
    world.match_games = signed


@when("{seat} draws")
def draws(world: World, seat: SeatCode) -> None:
    """The player takes the next tile of the bone-yard."""
    world.act({"type": "draw", "seat": seat})


@when("{seat} draws {number} tiles")
def draws_many(world: World, seat: SeatCode, number: int) -> None:
    """The player takes the next ``number`` tiles of the bone-yard, one at a time."""
    if number < 1:
        raise ScenarioError("draw at least one tile")
    for _ in range(number):
        world.act({"type": "draw", "seat": seat})


@then("the last play scores {number}")
def last_play_scores(world: World, number: int) -> Checks:
    """What the count left by the last action scored (0: nothing)."""
    return Check("hand", "/results/-1", {"accepted": True, "points": number}, "matches", what="the last play's score")


@then("the plays score {text}")
def plays_score(world: World, text: str) -> Checks:
    """What each action scored, in order, like ``10, 0, 0, 5`` (a draw or a pass scores 0)."""
    try:
        wanted: list[JSON] = [int(part) for part in text.replace(" ", "").split(",")]
    except ValueError:
        raise ScenarioError(f"{text!r} is not a list of numbers like 10, 0, 5") from None
    if len(wanted) != world.actions_sent:
        raise ScenarioError(f"{len(wanted)} scores listed for {world.actions_sent} actions")
    return Check("hand", "/results/*/points", wanted, what="each action's score")


@then("the count is {number}")
def count(world: World, number: int) -> Checks:
    """What the open ends add up to now."""
    return Check("hand", "/count", number, what="the count of the open ends")


@then("the spinner is {tile}")
def spinner(world: World, tile: str) -> Checks:
    """The first double on the table."""
    return Check("hand", "/spinner", tile, what="the spinner")


@then("there is no spinner")
def no_spinner(world: World) -> Checks:
    """No double has been played yet."""
    return Check("hand", "/spinner", None, "absent", what="the spinner")


@then("the open sides are {text}")
def open_sides(world: World, text: str) -> Checks:
    """Every open end by name with its number, like ``left 5, right 0, up 5, down 5``."""
    wanted: dict[str, JSON] = {}
    for part in text.split(","):
        words = part.split()
        if len(words) != 2 or not words[1].isdigit():
            raise ScenarioError(f"{part.strip()!r}: write each open end as a side and a number, like left 5")
        wanted[to_end(words[0])] = int(words[1])
    return Check("hand", "/sides", wanted, what="the open sides")


@then("the bone-yard holds {number} tiles")
def boneyard_size(world: World, number: int) -> Checks:
    """How many tiles are left to draw."""
    return Check("hand", "/boneyard", number, what="the tiles left in the bone-yard")


@then("the game score is North-South {number}, East-West {number2:number}")
def game_score_now(world: World, number: int, number2: int) -> Checks:
    """Each partnership's points in the game after the actions."""
    return Check("hand", "/scores", {"NS": number, "EW": number2}, what="the game score")


@then("{team} win the game")
def game_won(world: World, team: TeamCode) -> Checks:
    """The partnership reached the target score in this hand."""
    return Check("hand", "/game_winner", team, what="who won the game")


@then("nobody has won the game")
def no_game_winner(world: World) -> Checks:
    """Neither partnership has reached the target score."""
    return Check("hand", "/game_winner", None, "absent", what="who won the game")


@then("{seat} is left with {number} pips")
def left_with(world: World, seat: SeatCode, number: int) -> Checks:
    """The pips in the player's hand when the hand ended."""
    return Check("hand", f"/outcome/counts/{seat}", number, what=f"{SEAT_NAMES[seat]}'s count")


@then("the games are North-South {number}, East-West {number2:number}")
def games_now(world: World, number: int, number2: int) -> Checks:
    """Games each partnership has won in the match after the events."""
    return Check("match", "/games", {"NS": number, "EW": number2}, what="the games won")


@given("{seat} has drawn {tile} for the down, in the set or not")
def drawn_unchecked(world: World, seat: SeatCode, tile: str) -> None:
    """The tile a player drew for the down, not checked against the set in play: for scenarios about a
    draw the set cannot give."""
    world.draws[seat] = tile


@given("the score is North-South {signed}, East-West {signed2:signed}, possible or not")
def score_unchecked(world: World, signed: int, signed2: int) -> None:
    """The partnerships' scores before the match's events, not checked: for scenarios about a standing
    no game can reach (a score below nothing)."""
    world.scores = {"NS": signed, "EW": signed2}


@given("the games won are North-South {signed}, East-West {signed2:signed}, possible or not")
def games_unchecked(world: World, signed: int, signed2: int) -> None:
    """Games each partnership has already won in the match, not checked: for scenarios about a standing
    no match can reach (fewer than none)."""
    world.games = {"NS": signed, "EW": signed2}


@when("a hand scores {number} points for nobody, possible or not")
def points_for_nobody(world: World, number: int) -> None:
    """A hand entered with points but no partnership to score them: for scenarios about a record no hand
    can produce."""
    world.event({"type": "hand", "team": None, "points": number})
