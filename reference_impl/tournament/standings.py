"""Standings: each entrant's record and the rulebook's ordered tie-breaks.

A rulebook lists its tie-breaks in order (``tiebreaks`` in ``spec/``); the
standings sort by the first key, settle entrants level on it by the second,
and so on; entry order settles whatever the list leaves level.
``head-to-head`` compares only entrants still level when it is reached: each
scores the matches it won against the others of that level group.

>>> from reference_impl.tournament.rules import tournament_rules_for
>>> terms = tournament_rules_for("ndf-double-nine")
>>> games = [Played((("A",), ("B",)), (150, 90), 0), Played((("C",), ("D",)), (40, 151), 1)]
>>> [(row.record.entrant, row.by) for row in placed_standings(["A", "B", "C", "D"], games, (), (), terms)]
[('D', 'points'), ('A', 'points'), ('B', 'points'), ('C', 'points')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import groupby
from typing import Literal

from reference_impl.errors import SetupError
from reference_impl.tournament.rules import TournamentRules
from rulespec.model import TieBreak

Side = tuple[str, ...]
"""The entrants on one side of a table: one (a team entered as one) or two individuals partnering."""


@dataclass(frozen=True, slots=True)
class Played:
    """A finished table as the standings see it: both sides, the points each scored, the winning side."""

    sides: tuple[Side, Side]
    scores: tuple[int, int]
    winner: int
    """0 or 1; -1 for a level result (neither side wins; the checker reports it)."""

    @classmethod
    def scored(cls, sides: tuple[Side, Side], scores: tuple[int, int]) -> Played:
        """A table both sides played out: the side with more points wins (-1: level).

        >>> Played.scored((("A",), ("B",)), (90, 150)).winner, Played.scored((("A",), ("B",)), (90, 90)).winner
        (1, -1)
        """
        a, b = scores
        return cls(sides, (a, b), 0 if a > b else 1 if b > a else -1)

    @classmethod
    def forfeited(cls, sides: tuple[Side, Side], forfeiting: int, terms: TournamentRules) -> Played:
        """A table side ``forfeiting`` (0 or 1) gave up: the other side wins with ``forfeit_points``, it scores 0.

        >>> from reference_impl.tournament.rules import tournament_rules_for
        >>> Played.forfeited((("A",), ("B",)), 0, tournament_rules_for("ndf-double-nine"))
        Played(sides=(('A',), ('B',)), scores=(0, 150), winner=1)
        """
        winner = 1 - forfeiting
        scores = (terms.forfeit_points, 0) if winner == 0 else (0, terms.forfeit_points)
        return cls(sides, scores, winner)


@dataclass(frozen=True, slots=True)
class Deduction:
    """Points a judge took off an entrant's score (a recorded penalty)."""

    entrant: str
    points: int
    rule: str = ""
    round: int = 0


@dataclass(frozen=True, slots=True)
class Record:
    """One entrant's line in the standings."""

    entrant: str
    entry: int
    """Position in the entry list (0 first): the last tie-break."""
    played: int
    wins: int
    losses: int
    byes: int
    points: int
    """Points scored, byes included, recorded penalties taken off."""
    against: int
    """Points conceded."""

    @property
    def differential(self) -> int:
        return self.points - self.against

    @classmethod
    def standing(cls, entrant: str, entry: int, wins: int, points: int, differential: int | None = None) -> Record:
        """A record known only by its standing figures (as a pairing request gives them); no
        ``differential`` means no points conceded.

        >>> Record.standing("A", 0, 2, 300, 120).against, Record.standing("B", 1, 2, 300).differential
        (180, 300)
        """
        return cls(entrant, entry, 0, wins, 0, 0, points, 0 if differential is None else points - differential)


def records(
    entrants: Sequence[str],
    played: Iterable[Played],
    byes: Iterable[str],
    deductions: Iterable[Deduction],
    rules: TournamentRules,
) -> dict[str, Record]:
    """Every entrant's record; an entrant not in ``entrants``, or listed there twice, is a :class:`SetupError`
    naming it."""
    index: dict[str, int] = {}
    for i, entrant in enumerate(entrants):
        if entrant in index:
            raise SetupError(f"entrant {entrant!r} is listed twice")
        index[entrant] = i
    tally = {e: [0, 0, 0, 0, 0, 0] for e in entrants}  # played, wins, losses, byes, points, against

    def row(entrant: str) -> list[int]:
        found = tally.get(entrant)
        if found is None:
            raise SetupError(f"entrant {entrant!r} is not in the entry list")
        return found

    for game in played:
        for side_index, side in enumerate(game.sides):
            mine, theirs = game.scores[side_index], game.scores[1 - side_index]
            for entrant in side:
                t = row(entrant)
                t[0] += 1
                if game.winner in (0, 1):
                    t[1 if game.winner == side_index else 2] += 1
                t[4] += mine
                t[5] += theirs
    for entrant in byes:
        t = row(entrant)
        t[1] += 1
        t[3] += 1
        t[4] += rules.bye_points
    for deduction in deductions:
        row(deduction.entrant)[4] -= deduction.points
    return {e: Record(e, index[e], *t) for e, t in tally.items()}


def _value(record: Record, key: TieBreak) -> int:
    if key == "wins":
        return record.wins
    if key == "points":
        return record.points
    return record.differential


Placement = TieBreak | Literal["entry"]
"""What placed a row: the tie-break that set it apart from every entrant level with it before, or
``entry`` when the rulebook's tie-breaks left it level and entry order decided."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A row of the standings and the tie-break that placed it."""

    record: Record
    by: Placement


def order(
    table: Iterable[Record],
    tiebreaks: Sequence[TieBreak],
    beaten: Mapping[str, Sequence[str]] | None = None,
) -> list[Record]:
    """The records best first by ``tiebreaks`` then entry order.

    ``beaten`` maps an entrant to every opponent it beat (once per match); without
    it ``head-to-head`` leaves everyone level.
    """
    return [row.record for row in placed(table, tiebreaks, beaten)]


def placed(
    table: Iterable[Record],
    tiebreaks: Sequence[TieBreak],
    beaten: Mapping[str, Sequence[str]] | None = None,
) -> list[Placed]:
    """The records best first (as :func:`order`), each with the tie-break that set it apart.

    >>> a, b, c = (Record(n, i, 1, w, 1 - w, 0, p, 0) for i, (n, w, p) in enumerate([("A", 0, 9), ("B", 1, 5), ("C", 0, 9)]))
    >>> [(r.record.entrant, r.by) for r in placed([a, b, c], ("wins", "points"))]
    [('B', 'wins'), ('A', 'entry'), ('C', 'entry')]
    """
    groups: list[list[Record]] = [sorted(table, key=lambda r: r.entry)]
    by: dict[str, Placement] = {}
    if len(groups[0]) == 1 and tiebreaks:
        by[groups[0][0].entrant] = tiebreaks[0]
    for key in tiebreaks:
        refined: list[list[Record]] = []
        for group in groups:
            if len(group) == 1:
                refined.append(group)
                continue
            if key == "head-to-head":
                members = {r.entrant for r in group}
                wins_inside = {
                    r.entrant: sum(1 for o in (beaten or {}).get(r.entrant, ()) if o in members) for r in group
                }
                split = _refine(group, partial(_inside, wins_inside))
            else:
                split = _refine(group, partial(_value, key=key))
            for part in split:
                if len(part) == 1:
                    by[part[0].entrant] = key
            refined.extend(split)
        groups = refined
    return [Placed(r, by.get(r.entrant, "entry")) for group in groups for r in group]


def _inside(wins_inside: Mapping[str, int], record: Record) -> int:
    return wins_inside[record.entrant]


def _refine(group: list[Record], value: Callable[[Record], int]) -> list[list[Record]]:
    """``group`` sorted by ``value``, highest first (stable), cut where the value changes."""
    return [list(level) for _, level in groupby(sorted(group, key=lambda r: -value(r)), key=value)]


def beaten_by(played: Iterable[Played]) -> dict[str, list[str]]:
    """Entrant -> the opponents it beat, once per match (for ``head-to-head``)."""
    out: dict[str, list[str]] = {}
    for game in played:
        if game.winner not in (0, 1):
            continue
        won, lost = game.sides[game.winner], game.sides[1 - game.winner]
        for entrant in won:
            out.setdefault(entrant, []).extend(lost)
    return out


def placed_standings(
    entrants: Sequence[str],
    played: Sequence[Played],
    byes: Iterable[str],
    deductions: Iterable[Deduction],
    rules: TournamentRules,
) -> list[Placed]:
    """The standings, best first, each row with the tie-break that placed it."""
    return placed(records(entrants, played, byes, deductions, rules).values(), rules.tiebreaks, beaten_by(played))
