"""Running an event from commands, for every family: create it, enter and withdraw entrants, pair (seat) the
next round, record a table's result, record a penalty, as pure edits.

Each function takes a :class:`~organiser.model.Tournament` and returns a new one, or raises
:class:`EventError` naming what is wrong; what differs by family (how a round is made, what a table's
result is) is the family's (:mod:`organiser.families`). The commands in :mod:`organiser.cli` load the
file, apply one edit and save it (keeping the previous version for ``undo``).

>>> event = create("ndf-double-nine", None, [Entrant("A"), Entrant("B"), Entrant("C")])
>>> event.mode
'pairs'
>>> event = add_entrant(event, Entrant("D", "Dora & Dan"))
>>> [e.id for e in withdraw(event, "C", 2).entrants if e.withdrawn]
['C']
>>> create("mexican-train", None, [Entrant("ana"), Entrant("bo")]).mode
'train'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from organiser.checker import check
from organiser.families import default_mode, family_of, modes_of
from organiser.families.base import EventError as EventError
from organiser.families.base import Given
from organiser.model import Entrant, FileMode, Finding, Penalty, Round, Tournament
from organiser.penalties import PenaltyError, points_for
from reference_impl.errors import IllegalAction, SetupError


def create(
    rulebook: str, mode: FileMode | None, entrants: Sequence[Entrant], name: str = "", match_games: int | None = None
) -> Tournament:
    """A new event with no rounds; ``mode`` defaults to the rulebook's own; ``match_games``, the games that win a
    match where the rulebook lets an event set it (WCDT-1.4), defaults to the rulebook's own.

    >>> create("wcdt-all-fives", None, [Entrant("A"), Entrant("B")], match_games=1).match_games
    1
    >>> create("doral-partnership", None, [Entrant("A"), Entrant("B")], match_games=1)
    Traceback (most recent call last):
    ...
    organiser.families.base.EventError: --match-games 1: DORAL-4.1: a match is 2 sets of games here, not a length the event sets
    """
    chosen = mode if mode is not None else default_mode(rulebook)
    runs = modes_of(rulebook)
    if chosen not in runs:
        raise EventError(f"rulebook {rulebook} runs its events as {' or '.join(runs) or 'nothing'}, not {chosen}")
    if match_games is not None:
        refused = family_of(chosen).match_length_problem(rulebook, match_games)
        if refused is not None:
            raise EventError(f"--match-games {match_games}: {refused}")
    event = Tournament(rulebook, chosen, (), match_games=match_games)
    for entrant in entrants:
        event = add_entrant(event, entrant)
    return replace(event, name=name)


def too_few(event: Tournament) -> str | None:
    """A warning when the entrants still playing cannot fill the next round (None when they can)."""
    return family_of(event.mode).too_few(event)


def add_entrant(event: Tournament, entrant: Entrant) -> Tournament:
    """``event`` with one more entrant, who is seated from the next round on."""
    if not entrant.id or entrant.id != entrant.id.strip():
        raise EventError(f"entrant ID {entrant.id!r}: give a non-empty ID without surrounding spaces")
    if entrant.id in event.ids:
        raise EventError(f"entrant {entrant.id!r} is already entered")
    closed = family_of(event.mode).entry_closed(event)
    if closed is not None:
        raise EventError(f"entrant {entrant.id!r}: {closed}")
    return replace(event, entrants=(*event.entrants, entrant))


def withdraw(event: Tournament, entrant: str, from_round: int | None = None) -> Tournament:
    """``event`` with ``entrant`` no longer seated from ``from_round`` on (default: the next round; in a Mexican
    Train event, the player drops at the end of the latest hand)."""
    unit = family_of(event.mode).unit
    first = from_round if from_round is not None else len(event.rounds) + 1
    if entrant not in event.ids:
        raise EventError(f"no entrant {entrant!r}")
    if first <= len(event.rounds):
        raise EventError(
            f"entrant {entrant!r}: {unit} {first} is already seated; withdraw from {unit} {len(event.rounds) + 1}"
        )
    if any(e.id == entrant and e.withdrawn is not None for e in event.entrants):
        raise EventError(f"entrant {entrant!r} is already withdrawn")
    return replace(event, entrants=tuple(replace(e, withdrawn=first) if e.id == entrant else e for e in event.entrants))


def pair(event: Tournament, start: int | None = None) -> tuple[Tournament, Round]:
    """``event`` with its next round (a Mexican Train hand from the double ``start``) as the rules make it."""
    try:
        paired = family_of(event.mode).next_round(event, start)
    except IllegalAction as exc:
        raise EventError(f"{exc.rule_id}: {exc.message}") from exc
    return replace(event, rounds=(*event.rounds, paired)), paired


def record(event: Tournament, number: int, table: int, given: Given, *, replace_result: bool = False) -> Tournament:
    """``event`` with what was ``given`` recorded at table ``table`` of round ``number`` (both from 1)."""
    family = family_of(event.mode)
    unit = family.unit
    if not 1 <= number <= len(event.rounds):
        raise EventError(f"{unit} {number}: the event has {unit}s 1 to {len(event.rounds)}; seat the {unit} first")
    rnd = event.rounds[number - 1]
    if not 1 <= table <= len(rnd.tables):
        raise EventError(f"{unit} {number}, table {table}: the {unit} has tables 1 to {len(rnd.tables)}")
    if rnd.tables[table - 1].result is not None and not replace_result:
        raise EventError(f"{unit} {number}, table {table} already has a result; give --replace to change it")
    result = family.result_of(event, number, table, given)
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
    family = family_of(event.mode)
    unit = family.unit
    if entrant not in event.ids:
        raise EventError(f"no entrant {entrant!r}")
    if not event.rounds:
        raise EventError(f"entrant {entrant!r}: no {unit} is seated yet; a penalty is recorded in a {unit}")
    at = number if number is not None else len(event.rounds)
    if not 1 <= at <= len(event.rounds):
        raise EventError(f"--round {at}: the event has {unit}s 1 to {len(event.rounds)}")
    try:
        taken = points_for(event.rulebook, rule, points)
    except PenaltyError as exc:
        raise EventError(f"entrant {entrant!r}: {exc}") from None
    penalty = Penalty(entrant, taken, rule, at, note)
    wrong = family.penalty_problem(event, penalty)
    if wrong is not None:
        raise EventError(f"entrant {entrant!r}: {wrong}")
    return replace(event, penalties=(*event.penalties, penalty))
