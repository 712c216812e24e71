"""Steps about Swiss pairing."""

from __future__ import annotations

import re
from typing import Final

from conformance.context import World
from conformance.messages import Entrant
from conformance.observe import JSON, Check, Checks, sort_items
from conformance.vocabulary import ScenarioError, given, then


@given("the standings are:")
def standings(world: World, datatable: list[list[str]]) -> None:
    """A table with the columns entrant | wins | points (and optionally | differential), in entry order; a
    differential written ``-`` is not sent (the entrant has conceded no points, as the protocol reads it)."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header not in (["entrant", "wins", "points"], ["entrant", "wins", "points", "differential"]):
        raise ScenarioError(
            "the standings table needs the columns entrant | wins | points [| differential], "
            f"not {' | '.join(datatable[0])}"
        )
    for row in datatable[1:]:
        entrant: Entrant = {"id": row[0].strip(), "wins": int(row[1]), "points": int(row[2])}
        if len(row) > 3 and row[3].strip() != "-":
            entrant["differential"] = int(row[3])
        world.entrants.append(entrant)


@given("{word} and {word2:word} have already met")
def met(world: World, word: str, word2: str) -> None:
    """A pairing from an earlier round."""
    world.history.append([word, word2])


@then("the next round pairs {text}")
def pairs(world: World, text: str) -> Checks:
    """The tables of the next round, like ``A v C; B v D`` (in table order)."""
    wanted: list[JSON] = [
        sort_items(part.strip() for part in table_text.split(" v ")) for table_text in text.split(";")
    ]
    return Check("pair", "/tables/*/@sorted", wanted, what="the pairings")


@then("{word} has the bye")
def bye(world: World, word: str) -> Checks:
    """The entrant left without an opponent."""
    return Check("pair", "/bye", word, what="the bye")


@then("nobody has a bye")
def no_bye(world: World) -> Checks:
    """Every entrant is paired."""
    return Check("pair", "/bye", None, "absent", what="the bye")


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


@given("{word} has already had {number} byes")
def had_byes(world: World, word: str, number: int) -> None:
    """Earlier rounds this entrant sat out, more than one (what counts for the next bye is how many)."""
    if number < 1:
        raise ScenarioError(f"{word} has had no bye: leave the step out")
    for _ in range(number):
        had_bye(world, word)


def _partners(text: str) -> JSON:
    names = sort_items(part.strip() for part in text.split("&"))
    if len(names) != 2 or not all(names):
        raise ScenarioError(f"{text!r} is not two partners; write them like A & C")
    return names


@then("the next round seats {text}")
def seats(world: World, text: str) -> Checks:
    """Tables of four in table order, each like ``A & C v B & D`` (partners joined by &)."""
    wanted: list[JSON] = []
    for part in text.split(";"):
        sides = part.split(" v ")
        if len(sides) != 2:
            raise ScenarioError(f"{part.strip()!r} is not a table; write it like A & C v B & D")
        wanted.append(sort_items(_partners(side) for side in sides))
    return Check("pair", "/tables/*/@partnerships", wanted, what="the tables (partners & partners v opponents)")


@then("the byes go to {text}")
def byes(world: World, text: str) -> Checks:
    """Every entrant sitting the round out, like ``I`` or ``I, J``."""
    wanted: list[JSON] = [part.strip() for part in text.split(",")]
    return Check("pair", "/byes", wanted, "unordered", what="the byes")


_CONFLICT: Final = re.compile(r"(a rematch|repeated partners) of (\S+) and (\S+) at table (\d+)")
_KINDS: Final[dict[str, str]] = {"a rematch": "rematch", "repeated partners": "partner"}


@then("the pairing accepts no conflict")
def no_conflict(world: World) -> Checks:
    """A pairing without rematches or repeated partners exists, so the round has none."""
    return Check("pair", "/conflicts", [], what="the conflicts the pairing accepted")


@then("the pairing has to accept {text}")
def conflicts(world: World, text: str) -> Checks:
    """Every conflict the round had to accept, in any order, each like ``a rematch of A and B at table 1`` or
    ``repeated partners of C and D at table 2`` (tables counted from 1; the two entrants in the order they
    sit: for pairs, as the table is listed; at a table of four, North before South, East before West, and
    in a rematch North or South first), separated by ``;``."""
    wanted: list[JSON] = []
    for part in text.split(";"):
        found = _CONFLICT.fullmatch(part.strip())
        if found is None:
            raise ScenarioError(
                f"{part.strip()!r} is not a conflict; write it like a rematch of A and B at table 1, "
                "or repeated partners of C and D at table 2"
            )
        kind, a, b, table = found.groups()
        if int(table) < 1:
            raise ScenarioError(f"tables are counted from 1, not {table}")
        wanted.append({"table": int(table) - 1, "kind": _KINDS[kind], "entrants": [a, b]})
    return Check("pair", "/conflicts", wanted, "unordered", what="the conflicts the pairing accepted")


@then("the pairing is refused")
def pairing_refused(world: World) -> Checks:
    """The implementation refuses the pairing request (an ``error`` reply), such as standings that list an
    entrant twice."""
    return Check("pair", "", True, "refused", what="the pairing request")
