"""The one interface every family of event sits behind, and what the families share.

A family is how a rulebook's events are run: its rounds (Swiss rounds paired by standing, a knock-out
bracket, Mexican Train hands reseated by accumulated score), what a table's result is, its part of the
file's schema, its checks, its standings and its simulator. The organiser's commands
(:mod:`organiser.cli`) and the file (:mod:`organiser.file`) only ever talk to a :class:`Family`; the
families are listed in :mod:`organiser.families`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

from organiser.model import FileMode, Finding, HandRecord, Penalty, Round, TableResult, Tournament
from rulespec import Rulebook

Cell = int | str | None
"""One value of a printed table."""


class EventError(ValueError):
    """An edit the event cannot take: names the round, table or entrant and what is wrong."""


@dataclass(frozen=True, slots=True)
class Given:
    """What ``record`` was given for one table; each family takes what it records and refuses the rest."""

    pair: tuple[int, int] | None = None
    """``--scores A B``: side 0's and side 1's final points."""
    by_player: Mapping[str, int] | None = None
    """``--scores P=N ...``: each player's score."""
    forfeit: int | None = None
    on_time: bool = False
    hands: tuple[HandRecord, ...] = ()
    sets: tuple[tuple[int, int], ...] = ()
    late: Mapping[str, int] = field(default_factory=dict[str, int])
    absent: tuple[str, ...] = ()
    late_points: Mapping[str, int] = field(default_factory=dict[str, int])

    def options(self) -> list[str]:
        """The options given, as the command line spells them."""
        said: list[str] = []
        if self.pair is not None:
            said.append("--scores A B")
        if self.by_player is not None:
            said.append("--scores PLAYER=POINTS")
        for name, value in (
            ("--forfeit", self.forfeit is not None),
            ("--on-time", self.on_time),
            ("--hand", bool(self.hands)),
            ("--sets", bool(self.sets)),
            ("--late", bool(self.late)),
            ("--absent", bool(self.absent)),
            ("--late-points", bool(self.late_points)),
        ):
            if value:
                said.append(name)
        return said


@dataclass(frozen=True, slots=True)
class Sheet:
    """A table to print or post: its title, columns and rows; ``blocks`` cut the rows into titled groups (the
    tables of a hand sheet), in order, each (title, number of rows)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    blocks: tuple[tuple[str, int], ...] = ()


class Family(Protocol):
    """What the organiser needs of a family of event."""

    # Class constants of each family: ClassVar, since a protocol's property is not met by a class-level
    # Final (pyright takes that for a ClassVar, which only a ClassVar member of the protocol matches).
    name: ClassVar[str]
    """The family's name ("swiss", "knockout", "train")."""
    modes: ClassVar[tuple[FileMode, ...]]
    """The file modes it runs (its events' ``mode``)."""
    unit: ClassVar[str]
    """What its rounds are called: "round", or "hand"."""
    records: ClassVar[str]
    """What ``record`` takes for one of its tables, for the command's help."""

    def modes_of(self, book: Rulebook) -> tuple[FileMode, ...]:
        """The modes of this family a rulebook's events run in (none: the rulebook has no rule for them)."""
        ...

    def round_schema(self) -> dict[str, object]:
        """The JSON Schema of one of its rounds (its part of the file's schema, under ``$defs``)."""
        ...

    def parse_result(self, raw: Mapping[str, object]) -> TableResult:
        """A table's result from its JSON (valid against :meth:`round_schema`)."""
        ...

    def dump_result(self, result: TableResult) -> dict[str, object]:
        """A table's result as JSON (what :meth:`parse_result` reads back)."""
        ...

    def seat_problem(self, mode: FileMode, seats: int) -> str | None:
        """What is wrong with a table of ``seats`` seats in a file of ``mode`` (None: nothing the file can tell)."""
        ...

    def too_few(self, event: Tournament) -> str | None:
        """Why the entrants still playing cannot fill the next round (None when they can)."""
        ...

    def entry_closed(self, event: Tournament) -> str | None:
        """Why no entrant can join the event now (None when one can)."""
        ...

    def next_round(self, event: Tournament, start: int | None) -> Round:
        """The next round as the rules make it from everything recorded (``start``: a train hand's double)."""
        ...

    def round_lines(self, event: Tournament, rnd: Round) -> list[str]:
        """A round's tables as the organiser reads them out, names beside IDs."""
        ...

    def result_of(self, event: Tournament, number: int, table: int, given: Given) -> TableResult:
        """The result ``record`` was given for a table, or an :class:`EventError` naming what does not apply."""
        ...

    def check(self, event: Tournament) -> list[Finding]:
        """Every rule the recorded rounds break."""
        ...

    def penalty_problem(self, event: Tournament, penalty: Penalty) -> str | None:
        """What this family says against a penalty beyond its rule (None: nothing)."""
        ...

    def standings(self, event: Tournament, number: int | None) -> Sheet:
        """The standings before round ``number`` (None: after the last finished round), ranked."""
        ...

    def standings_lines(self, event: Tournament, number: int | None) -> list[str]:
        """The standings as ``standings`` prints them."""
        ...

    def standings_json(self, event: Tournament, number: int | None) -> object:
        """The standings as ``standings --json`` prints them."""
        ...

    def tables(self, event: Tournament, number: int) -> Sheet:
        """Round ``number``'s tables, to print or post (a Mexican Train hand sheet)."""
        ...

    def match_length_problem(self, rulebook: str, games: int) -> str | None:
        """Why an event of ``rulebook`` cannot set its matches to ``games`` games won, citing the rule that
        fixes them (None: it can)."""
        ...

    def simulate(
        self,
        rulebook: str,
        mode: FileMode,
        entrants: int,
        rounds: int | None,
        seed: int,
        match_games: int | None = None,
    ) -> Tournament:
        """A random event from a seed, every hand played by the engine of the rulebook's game (``match_games``:
        the event's own match length, where the rulebook lets an event set one)."""
        ...


def heading(event: Tournament, unit: str, done: int) -> str:
    """Which standings these are: before the first round, or after round ``done`` (and one under way).

    >>> from organiser.model import Entrant, Round, TableRecord, Tournament
    >>> event = Tournament("ndf-double-nine", "pairs", (Entrant("A"), Entrant("B")))
    >>> heading(event, "round", 0)
    'Standings before round 1'
    >>> heading(Tournament("ndf-double-nine", "pairs", event.entrants, (Round(1, (TableRecord(("A", "B")),)),)), "round", 0)
    'Standings before round 1 (round 1 under way)'
    """
    said = f"Standings after {unit} {done}" if done else f"Standings before {unit} 1"
    if len(event.rounds) > done:
        said += f" ({unit} {done + 1} under way)"
    return said


def finished_rounds(event: Tournament) -> int:
    """How many rounds, from the first, have every result in (the standings are "after" the last of them)."""
    done = 0
    for rnd in event.rounds:
        if not rnd.finished:
            break
        done += 1
    return done


def text_lines(sheet: Sheet, first: str) -> list[str]:
    """A sheet as aligned text under the line ``first``.

    >>> print("\\n".join(text_lines(Sheet("t", ("rank", "entrant", "points"), ((1, "A (Ana)", 150),)), "standings:")))
    standings:
    rank  entrant  points
       1  A (Ana)     150
    """
    shown = [[_cell(value) for value in row] for row in sheet.rows]
    widths = [max([len(column), *(len(row[i]) for row in shown)]) for i, column in enumerate(sheet.columns)]
    numeric = [all(isinstance(row[i], int) or row[i] is None for row in sheet.rows) for i in range(len(sheet.columns))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            cell.rjust(width) if right else cell.ljust(width)
            for cell, width, right in zip(cells, widths, numeric, strict=True)
        ).rstrip()

    return [first, line(sheet.columns), *(line(row) for row in shown)]


def _cell(value: Cell) -> str:
    return "" if value is None else str(value)


def json_rows(sheet: Sheet) -> list[dict[str, Cell]]:
    """A sheet's rows as JSON objects keyed by its columns."""
    return [dict(zip(sheet.columns, row, strict=True)) for row in sheet.rows]


def no_start(start: int | None, unit: str) -> None:
    """Refuse a starting double where the family's rounds have none."""
    if start is not None:
        raise EventError(f"--start is a Mexican Train hand's starting double; a {unit} of this event has none")


def refuse(given: Given, allowed: set[str], where: str, what: str) -> None:
    """An :class:`EventError` naming each option of ``given`` outside ``allowed`` (``what``: what the table takes)."""
    wrong = [option for option in given.options() if option not in allowed]
    if wrong:
        raise EventError(f"{where}: {', '.join(wrong)} do(es) not apply here: {what}")
