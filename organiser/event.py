"""Running an event from commands: create it, enter and withdraw entrants, record results, as pure edits.

Each function takes a :class:`~organiser.file.Tournament` and returns a new one,
or raises :class:`EventError` naming what is wrong; the commands in
:mod:`organiser.cli` load the file, apply one edit and save it (keeping the
previous version for ``undo``).

>>> event = create("ndf-double-nine", None, [Entrant("A"), Entrant("B"), Entrant("C")])
>>> event.mode
'pairs'
>>> event = add_entrant(event, Entrant("D", "Dora & Dan"))
>>> [e.id for e in withdraw(event, "C", 2).entrants if e.withdrawn]
['C']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from organiser.checker import Finding, check
from organiser.file import Entrant, FileMode, Penalty, Result, Tournament, hand_totals
from organiser.penalties import PenaltyError, points_for
from reference_impl.errors import SetupError
from rulespec import Rulebook, cached_spec


class EventError(ValueError):
    """An edit the event cannot take: names the round, table or entrant and what is wrong."""


def _book(rulebook: str) -> Rulebook:
    try:
        return cached_spec().rulebook(rulebook)
    except KeyError as exc:
        known = ", ".join(book.id for book in cached_spec().rulebooks)
        raise EventError(f"no rulebook {rulebook!r} in the spec (known: {known})") from exc


def modes_of(rulebook: str) -> tuple[FileMode, ...]:
    """The modes a rulebook's events run in: a knock-out where it has a knock-out rule, Swiss rounds where it
    has a Swiss-pairing rule (of teams, or of individuals at tables of four, as the rulebook's entrants are).

    >>> modes_of("fmd-singles"), modes_of("doral-partnership"), modes_of("ndf-double-nine")
    (('tables-of-four',), ('knockout',), ('pairs',))
    """
    book = _book(rulebook)
    modes: list[FileMode] = []
    if book.enforcer("swiss-pairing") is not None:
        modes.append("tables-of-four" if book.game.entrants == "individuals" else "pairs")
    if book.enforcer("knockout-advance") is not None:
        modes.append("knockout")
    return tuple(modes)


def default_mode(rulebook: str) -> FileMode:
    """The mode a rulebook's events run in when the organiser names none."""
    modes = modes_of(rulebook)
    if not modes:
        raise EventError(f"rulebook {rulebook} has no rule for pairing rounds or a knock-out: no event can be run")
    return modes[0]


def create(rulebook: str, mode: FileMode | None, entrants: Sequence[Entrant], name: str = "") -> Tournament:
    """A new event with no rounds; ``mode`` defaults to the rulebook's own."""
    chosen = mode if mode is not None else default_mode(rulebook)
    if chosen not in modes_of(rulebook):
        raise EventError(
            f"rulebook {rulebook} runs its events as {' or '.join(modes_of(rulebook)) or 'nothing'}, not {chosen}"
        )
    event = Tournament(rulebook, chosen, ())
    for entrant in entrants:
        event = add_entrant(event, entrant)
    return replace(event, name=name)


def table_size(mode: FileMode) -> int:
    """How many entrants one table (or match) of ``mode`` seats."""
    return 4 if mode == "tables-of-four" else 2


def too_few(event: Tournament) -> str | None:
    """A warning when the entrants still playing cannot fill one table (None when they can)."""
    playing = len(event.active(len(event.rounds) + 1))
    need = table_size(event.mode)
    if playing >= need:
        return None
    return f"{playing} entrant(s) to seat: a {event.mode} table needs {need}; add entrants before pairing"


def add_entrant(event: Tournament, entrant: Entrant) -> Tournament:
    """``event`` with one more entrant, who is paired from the next round on."""
    if not entrant.id or entrant.id != entrant.id.strip():
        raise EventError(f"entrant ID {entrant.id!r}: give a non-empty ID without surrounding spaces")
    if entrant.id in event.ids:
        raise EventError(f"entrant {entrant.id!r} is already entered")
    if event.mode == "knockout" and event.rounds:
        raise EventError(f"entrant {entrant.id!r}: a knock-out bracket takes no entrant once it has started")
    return replace(event, entrants=(*event.entrants, entrant))


def withdraw(event: Tournament, entrant: str, from_round: int | None = None) -> Tournament:
    """``event`` with ``entrant`` no longer paired from ``from_round`` on (default: the next round)."""
    first = from_round if from_round is not None else len(event.rounds) + 1
    if entrant not in event.ids:
        raise EventError(f"no entrant {entrant!r}")
    if first <= len(event.rounds):
        raise EventError(
            f"entrant {entrant!r}: round {first} is already paired; withdraw from round {len(event.rounds) + 1}"
        )
    return replace(event, entrants=tuple(replace(e, withdrawn=first) if e.id == entrant else e for e in event.entrants))


def record(event: Tournament, number: int, table: int, result: Result, *, replace_result: bool = False) -> Tournament:
    """``event`` with ``result`` recorded at table ``table`` of round ``number`` (both from 1)."""
    if not 1 <= number <= len(event.rounds):
        raise EventError(f"round {number}: the event has rounds 1 to {len(event.rounds)}; pair the round first")
    rnd = event.rounds[number - 1]
    if not 1 <= table <= len(rnd.tables):
        raise EventError(f"round {number}, table {table}: the round has tables 1 to {len(rnd.tables)}")
    where = f"round {number}, table {table}"
    if rnd.tables[table - 1].result is not None and not replace_result:
        raise EventError(f"{where} already has a result; give --replace to change it")
    if result.scores is not None and result.forfeit is not None:
        raise EventError(f"{where}: give the scores or a forfeit, not both")
    if result.forfeit is not None and result.sets:
        raise EventError(f"{where}: give the sets or a forfeit, not both")
    if result.scores is not None and min(result.scores) < 0:
        raise EventError(f"{where}: scores {result.scores[0]} {result.scores[1]}: a side's score is 0 or more")
    if any(min(games) < 0 for games in result.sets):
        raise EventError(f"{where}: sets: the games won in a set are 0 or more")
    if any(points < 0 for _, points in result.hands):
        raise EventError(f"{where}: a hand's points are 0 or more")
    if event.mode == "knockout":
        if result.forfeit is None and (not result.sets or result.scores is not None):
            raise EventError(
                f"{where}: a knock-out match is recorded as the games won in each set (--sets; a match of games, "
                "not sets, is one A-B), or a forfeit (--forfeit SIDE)"
            )
    elif result.sets:
        raise EventError(f"{where}: sets are for knock-out matches; record the scores or a forfeit")
    if result.scores is None and result.forfeit is None and not result.sets:
        raise EventError(f"{where}: give the scores, a forfeit or the sets")
    if result.hands and result.scores is not None:
        totals, _ = hand_totals(result.hands)
        if totals != result.scores:
            raise EventError(
                f"{where}: the hands add up to {totals[0]}-{totals[1]}, not {result.scores[0]}-{result.scores[1]}"
            )
    tables = tuple(replace(t, result=result) if index == table else t for index, t in enumerate(rnd.tables, start=1))
    rounds = tuple(replace(r, tables=tables) if r.number == number else r for r in event.rounds)
    return replace(event, rounds=rounds)


def new_findings(before: Tournament, after: Tournament, number: int, table: int) -> list[Finding]:
    """What the checker finds at round ``number``, table ``table`` after an edit that it did not find before."""
    try:
        old = {str(f) for f in check(before)}
        found = check(after)
    except SetupError as exc:
        raise EventError(f"round {number}, table {table}: {exc}") from exc
    return [f for f in found if str(f) not in old and f.round == number and f.table in (table, None)]


def penalize(
    event: Tournament, entrant: str, rule: str, points: int | None, number: int | None = None, note: str = ""
) -> Tournament:
    """``event`` with a penalty recorded against ``entrant`` in round ``number`` (default: the latest) under
    ``rule``, a rule of the event's rulebook: its fine, or the ``points`` the judge gives where it leaves them
    to the judge."""
    if entrant not in event.ids:
        raise EventError(f"no entrant {entrant!r}")
    if not event.rounds:
        raise EventError(f"entrant {entrant!r}: no round is paired yet; a penalty is recorded in a round")
    at = number if number is not None else len(event.rounds)
    if not 1 <= at <= len(event.rounds):
        raise EventError(f"--round {at}: the event has rounds 1 to {len(event.rounds)}")
    try:
        taken = points_for(event.rulebook, rule, points)
    except PenaltyError as exc:
        raise EventError(f"entrant {entrant!r}: {exc}") from None
    return replace(event, penalties=(*event.penalties, Penalty(entrant, taken, rule, at, note)))
