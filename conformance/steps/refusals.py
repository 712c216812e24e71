"""Steps that state on purpose a request the rules allow no such, for scenarios about its refusal.

A setup that names nobody to lead, open ends that are no numbers of the set, the winners' opening
with no partnership named, a tile written that is no tile, a draw with a tile outside the set, a
record of an infraction the rulebook does not have: an implementation answers each with an
``error`` reply (naming the rule it breaks, where one does: ``Then the deal is refused under ...``).
"""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode
from conformance.observe import Check, Checks
from conformance.vocabulary import ScenarioError, given, then, to_seat, to_tile, when


@given("nobody is named to lead")
def leader_unnamed(world: World) -> None:
    """The setup names no leader and no opening (``setup.leader`` left out): nobody is there to lead."""
    world.leader_unnamed = True


@given("the open ends are {signed} and {signed2:signed}, numbers of the set or not")
def open_ends_unchecked(world: World, signed: int, signed2: int) -> None:
    """A line already on the table with these numbers on its ends, not checked against the set in play."""
    world.ends = [signed, signed2]


@given("the undealt tiles are {tiles}, the deal complete or not")
def undealt_unchecked(world: World, tiles: list[str]) -> None:
    """The tiles a deal leaves out (``setup.undealt``), sent whether or not the hands and these make up the whole
    set: for scenarios about a deal that is not one."""
    world.undealt = tiles
    world.deal_unchecked = True


@given("a result is recorded between {word}, {word2:word} and {word3:word}, three sides")
def three_sides(world: World, word: str, word2: str, word3: str) -> None:
    """A finished table recorded with three sides (a table result has two): a standings request no
    tournament can send."""
    world.results.append({"sides": [[word], [word2], [word3]], "scores": [1, 0]})


@given("a result between {word} and {word2:word} is recorded with no scores")
def no_scores(world: World, word: str, word2: str) -> None:
    """A finished table recorded with neither the scores nor the side that forfeited."""
    world.results.append({"sides": [[word], [word2]]})


@given("a result between {word} and {word2:word} is recorded with the scores {text}")
def scores_as_given(world: World, word: str, word2: str, text: str) -> None:
    """A finished table recorded with the scores as written (``3, 2, 1``), however many there are."""
    try:
        scores = [int(part) for part in text.replace(" ", "").split(",")]
    except ValueError:
        raise ScenarioError(f"{text!r} is not a list of numbers like 150, 90") from None
    world.results.append({"sides": [[word], [word2]], "scores": scores})


@given("{word}, {word2:word} and {word3:word} are recorded as having met")
def met_three(world: World, word: str, word2: str, word3: str) -> None:
    """A pairing history entry naming three entrants (an entry names the two who met)."""
    world.history.append([word, word2, word3])


@given("the winners of the last hand open this one, the partnership not named")
def winners_unnamed(world: World) -> None:
    """The winners' opening (``setup.opening`` is ``winners``) with no ``setup.winners``: nobody knows who
    won the last hand."""
    world.opening = "winners"
    world.winners = None


@given('{seat} is also dealt a tile written "{text}"')
def dealt_written(world: World, seat: SeatCode, text: str) -> None:
    """One more tile in the player's hand, sent exactly as written, whether or not it is a tile at all."""
    world.hands.setdefault(seat, []).append(text)


@when('{seat} plays a tile written "{text}"')
def plays_written(world: World, seat: SeatCode, text: str) -> None:
    """A play of a tile sent exactly as written, whether or not it is a tile at all."""
    world.act({"type": "play", "seat": seat, "tile": text})


@when('seat {number} plays {tile} on a train written "{text}"')
def plays_on_written_train(world: World, number: int, tile: str, text: str) -> None:
    """A play at a train table onto the train named exactly as written, whether or not the table has one so
    named (a seat's number or ``mexican``)."""
    world.train_act({"type": "play", "seat": number, "tile": tile, "train": text})


@given('a seat written "{text}" holds {tiles}')
def seat_written_holds(world: World, text: str, tiles: list[str]) -> None:
    """At a train table, a hand under a seat written exactly as given, whether or not it is a seat number."""
    if world.train_setup is None:
        raise ScenarioError("name the starting double first (Given the starting double is ...)")
    world.train_setup["hands"][text] = tiles


@then("the hand request is refused")
def hand_refused(world: World) -> Checks:
    """The implementation refuses the whole hand request (an ``error`` reply), such as one whose action names
    no tile at all: a malformed request, not an illegal move of a well-formed one."""
    return Check("hand", "", True, "refused", what="the hand request")


@given("the players draw for the lead, in the set or not:")
def draw_unchecked(world: World, datatable: list[list[str]]) -> None:
    """A table with the columns seat | tile: the tile each player drew, not checked against the set in play."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["seat", "tile"]:
        raise ScenarioError(f"the draw table needs the columns seat | tile, not {' | '.join(datatable[0])}")
    for row in datatable[1:]:
        world.draws[to_seat(row[0])] = to_tile(row[1])


@then("the record is refused: the rulebook has no such infraction")
def record_unknown(world: World) -> Checks:
    """The hand request is refused (an ``error`` reply): a judge's record names an infraction that is none of
    the rulebook's (``kind`` is not the ``penalty.infraction`` of any of its rules)."""
    return Check("hand", "", True, "refused", what="the hand with the record")
