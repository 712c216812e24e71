"""A recorded event seen from before a round: its standings, its history, its next round, whatever its family.

>>> from organiser.model import Entrant, Tournament
>>> event = Tournament("ndf-double-nine", "pairs", tuple(Entrant(e) for e in "ABCDE"))
>>> first = next_round(event)
>>> [table.seats for table in first.tables], first.byes
([('A', 'B'), ('C', 'D')], ('E',))
"""

from __future__ import annotations

from organiser.families import family_of
from organiser.families.base import finished_rounds as finished_rounds
from organiser.families.matches import rules_of as rules_of
from organiser.families.swiss import history_before as history_before
from organiser.families.swiss import standings_before as standings_before
from organiser.model import Round, Tournament


def next_round(tournament: Tournament, start: int | None = None) -> Round:
    """The next round to play (a Mexican Train hand from the double ``start``); the last one must be finished."""
    return family_of(tournament.mode).next_round(tournament, start)
