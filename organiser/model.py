"""An event as the organiser records it, whatever the rulebook: entrants, rounds of tables, results, penalties.

The same records serve every family of event (:mod:`organiser.families`): a Swiss round or a
knock-out round is tables of two sides with a :class:`Result` each; a Mexican Train hand is a
round whose tables list their players in seat order, each table with a :class:`PlayerScores`
(one score a player) and the round with its starting double (``start``). The file that holds an
event is :mod:`organiser.file`.

>>> event = Tournament("ndf-double-nine", "pairs", (Entrant("A", "Ana"), Entrant("B"), Entrant("C", withdrawn=2)))
>>> event.label("A"), event.label("B"), event.active(2)
('A (Ana)', 'B', ('A', 'B'))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, Literal, get_args

FileMode = Literal["pairs", "tables-of-four", "knockout", "train"]
"""How an event is run: Swiss rounds of two entrants a table, Swiss rounds of individuals four a table, a
knock-out bracket, or hands of a train game reseated by accumulated score."""
MODES: Final[tuple[FileMode, ...]] = get_args(FileMode)


class TournamentFileError(ValueError):
    """A tournament file that cannot be read: names the file, the field and, where known, the round and entrant."""

    def __init__(self, source: str, field: str, message: str) -> None:
        self.source = source
        self.field = field
        self.message = message
        super().__init__(f"{source}: {field}: {message}")


HandRecord = tuple[int | None, int]
"""One hand of a match: (the side that scored, or None for a hand nobody scored; points)."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game of a knock-out match: hands to the target, and the points each side ended with."""

    scores: tuple[int, int]
    hands: tuple[HandRecord, ...] = ()


def hand_totals(hands: tuple[HandRecord, ...]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The points of side 0 and side 1 over ``hands``, and the same before the last hand.

    >>> hand_totals(((0, 60), (1, 95), (None, 0), (0, 92)))
    ((152, 95), (60, 95))
    """
    sums = [0, 0]
    before = (0, 0)
    for side, points in hands:
        before = (sums[0], sums[1])
        if side is not None:
            sums[side] += points
    return (sums[0], sums[1]), before


@dataclass(frozen=True, slots=True)
class Result:
    """A match between two sides: the final scores, a forfeit, or (a knock-out) the games won in each set."""

    scores: tuple[int, int] | None = None
    forfeit: int | None = None
    on_time: bool = False
    hands: tuple[HandRecord, ...] = ()
    """(side that scored, or None for a void hand; points) in order."""
    sets: tuple[tuple[int, int], ...] = ()
    games: tuple[GameRecord, ...] = ()
    """A knock-out's games in order, when recorded."""


@dataclass(frozen=True, slots=True)
class PlayerScores:
    """A table where every player scores alone (a Mexican Train hand): each one's score as counted at the table,
    the minutes late of those who arrived late and played, the lateness points the organiser decided for some
    of them (MT-T1.1: nothing up to the published points; a late player with none decided gets the published
    points), and those the table played without."""

    scores: Mapping[str, int]
    late: Mapping[str, int] = field(default_factory=dict[str, int])
    absent: tuple[str, ...] = ()
    late_points: Mapping[str, int] = field(default_factory=dict[str, int])


TableResult = Result | PlayerScores


@dataclass(frozen=True, slots=True)
class TableRecord:
    """One table of a round: its seats in order and, once played, its result."""

    seats: tuple[str, ...]
    result: TableResult | None = None

    @property
    def sides(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The two sides of a match table: ``[A, B]`` or North-South against East-West."""
        if len(self.seats) == 4:
            north, east, south, west = self.seats
            return (north, south), (east, west)
        return (self.seats[0],), (self.seats[1],)

    @property
    def match(self) -> Result | None:
        """The table's match result (None while unplayed); a table of players scoring alone has none."""
        if isinstance(self.result, PlayerScores):
            raise TypeError("a table of players scoring alone has no match result")
        return self.result


@dataclass(frozen=True, slots=True)
class Round:
    """One round (a Mexican Train hand: ``start`` is its starting double): its tables, numbered from 1, and
    who sat it out."""

    number: int
    tables: tuple[TableRecord, ...]
    byes: tuple[str, ...] = ()
    start: int | None = None

    @property
    def finished(self) -> bool:
        return all(table.result is not None for table in self.tables)


@dataclass(frozen=True, slots=True)
class Entrant:
    id: str
    name: str = ""
    withdrawn: int | None = None
    """The first round the entrant is no longer seated in (None: still playing)."""


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points a judge gave an entrant (taken off a score, or added to a total where the lowest wins), under a
    rule of the event's rulebook."""

    entrant: str
    points: int
    rule: str = ""
    round: int = 0
    """The round it was recorded in."""
    note: str = ""
    """The judge's note."""


@dataclass(frozen=True, slots=True)
class Tournament:
    """One event: its rulebook, how it is run, its entrants in entry order, its rounds and its penalties."""

    rulebook: str
    mode: FileMode
    entrants: tuple[Entrant, ...]
    rounds: tuple[Round, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    name: str = ""
    match_games: int | None = None
    """Games that win a match where the event sets its own match length (WCDT-1.4); None: the rulebook's."""

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(e.id for e in self.entrants)

    def label(self, entrant: str) -> str:
        """An entrant as people see it: the ID, and the name beside it when there is one ("P01 (Ana)")."""
        name = self.name_of(entrant)
        return f"{entrant} ({name})" if name else entrant

    def name_of(self, entrant: str) -> str:
        return next((e.name for e in self.entrants if e.id == entrant), "")

    def active(self, number: int) -> tuple[str, ...]:
        """The entrants seated in round ``number``: all but those withdrawn by then, in entry order."""
        return tuple(e.id for e in self.entrants if e.withdrawn is None or e.withdrawn > number)


@dataclass(frozen=True, slots=True)
class Finding:
    """One rule a recorded event breaks, where: the round (a Mexican Train hand), the table or the entrant."""

    round: int
    rule: str
    message: str
    table: int | None = None
    entrant: str | None = None
    unit: str = "round"
    """What the event's rounds are called ("round", or "hand" for a Mexican Train event)."""

    def __str__(self) -> str:
        where = f"{self.unit} {self.round}" + (f", table {self.table}" if self.table is not None else "")
        return f"{where}: {self.rule}: {self.message}" if self.rule else f"{where}: {self.message}"
