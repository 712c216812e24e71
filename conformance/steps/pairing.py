"""Steps about Swiss pairing."""

from __future__ import annotations

from conformance.context import World, expect
from conformance.messages import Entrant
from conformance.vocabulary import ScenarioError, given, then


@given("the standings are:")
def standings(world: World, datatable: list[list[str]]) -> None:
    """A table with the columns entrant | wins | points (and optionally | differential), in entry order."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header not in (["entrant", "wins", "points"], ["entrant", "wins", "points", "differential"]):
        raise ScenarioError(
            "the standings table needs the columns entrant | wins | points [| differential], "
            f"not {' | '.join(datatable[0])}"
        )
    for row in datatable[1:]:
        entrant: Entrant = {"id": row[0].strip(), "wins": int(row[1]), "points": int(row[2])}
        if len(row) > 3:
            entrant["differential"] = int(row[3])
        world.entrants.append(entrant)


@given("{word} and {word2:word} have already met")
def met(world: World, word: str, word2: str) -> None:
    """A pairing from an earlier round."""
    world.history.append([word, word2])


@then("the next round pairs {text}")
def pairs(world: World, text: str) -> None:
    """The tables of the next round, like ``A v C; B v D`` (in table order)."""
    wanted = [sorted(part.strip() for part in table_text.split(" v ")) for table_text in text.split(";")]
    expect("the pairings", wanted, [sorted(t) for t in world.pair()["tables"]])


@then("{word} has the bye")
def bye(world: World, word: str) -> None:
    """The entrant left without an opponent."""
    expect("the bye", word, world.pair()["bye"])


@then("nobody has a bye")
def no_bye(world: World) -> None:
    """Every entrant is paired."""
    expect("the bye", None, world.pair()["bye"])


@given("the round is played at tables of four")
def tables_of_four(world: World) -> None:
    """Individuals are paired four to a table: partners and opponents both come from the standings."""
    world.pair_mode = "tables-of-four"


@given("{word} and {word2:word} have already been partners")
def partnered(world: World, word: str, word2: str) -> None:
    """Two individuals who partnered in an earlier round."""
    world.partners.append([word, word2])


@given("{word} has already had a bye")
def had_bye(world: World, word: str) -> None:
    """An earlier round this entrant sat out (counts for the next bye and in the standings)."""
    world.earlier_byes.append(word)
    world.byes.append(word)


def _partners(text: str) -> list[str]:
    names = sorted(part.strip() for part in text.split("&"))
    if len(names) != 2 or not all(names):
        raise ScenarioError(f"{text!r} is not two partners; write them like A & C")
    return names


@then("the next round seats {text}")
def seats(world: World, text: str) -> None:
    """Tables of four in table order, each like ``A & C v B & D`` (partners joined by &)."""
    wanted: list[list[list[str]]] = []
    for part in text.split(";"):
        sides = part.split(" v ")
        if len(sides) != 2:
            raise ScenarioError(f"{part.strip()!r} is not a table; write it like A & C v B & D")
        wanted.append(sorted(_partners(side) for side in sides))
    actual: list[list[list[str]]] = []
    for seated in world.pair()["tables"]:
        if len(seated) != 4:
            actual.append([sorted(seated)])
            continue
        north, east, south, west = seated
        actual.append(sorted([sorted([north, south]), sorted([east, west])]))
    expect("the tables (partners & partners v opponents)", wanted, actual)


@then("the byes go to {text}")
def byes(world: World, text: str) -> None:
    """Every entrant sitting the round out, like ``I`` or ``I, J``."""
    wanted = sorted(part.strip() for part in text.split(","))
    reply = world.pair()
    actual = reply.get("byes")
    if actual is None:
        actual = [] if reply["bye"] is None else [reply["bye"]]
    expect("the byes", wanted, sorted(actual))
