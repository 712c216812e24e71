"""Steps about Swiss pairing."""

from __future__ import annotations

from conformance.context import Table, expect
from conformance.vocabulary import ScenarioError, given, then


@given("the standings are:")
def standings(table: Table, datatable: list[list[str]]) -> None:
    """A table with the columns entrant | wins | points, in entry order."""
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["entrant", "wins", "points"]:
        raise ScenarioError(
            f"the standings table needs the columns entrant | wins | points, not {' | '.join(datatable[0])}"
        )
    for row in datatable[1:]:
        table.entrants.append({"id": row[0].strip(), "wins": int(row[1]), "points": int(row[2])})


@given("{word} and {word2:word} have already met")
def met(table: Table, word: str, word2: str) -> None:
    """A pairing from an earlier round."""
    table.history.append([word, word2])


@then("the next round pairs {text}")
def pairs(table: Table, text: str) -> None:
    """The tables of the next round, like ``A v C; B v D`` (in table order)."""
    wanted = [sorted(part.strip() for part in table_text.split(" v ")) for table_text in text.split(";")]
    expect("the pairings", wanted, [sorted(t) for t in table.pair()["tables"]])


@then("{word} has the bye")
def bye(table: Table, word: str) -> None:
    """The entrant left without an opponent."""
    expect("the bye", word, table.pair()["bye"])


@then("nobody has a bye")
def no_bye(table: Table) -> None:
    """Every entrant is paired."""
    expect("the bye", None, table.pair()["bye"])
