"""A recorded tournament seen from before a round: its standings, its history, its next round.

>>> from organiser.file import Entrant, Tournament
>>> event = Tournament("ndf-double-nine", "pairs", tuple(Entrant(e) for e in "ABCDE"))
>>> first = next_round(event)
>>> [table.seats for table in first.tables], first.byes
([('A', 'B'), ('C', 'D')], ('E',))
"""

from __future__ import annotations

from organiser.file import Round, TableRecord, Tournament, played
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tournament.knockout import Match, advance, decide
from reference_impl.tournament.pairing import History, Mode, pair_round
from reference_impl.tournament.rules import TournamentRules, tournament_rules_for
from reference_impl.tournament.standings import Deduction, Played, Record, placed_standings


def rules_of(tournament: Tournament) -> TournamentRules:
    return tournament_rules_for(tournament.rulebook)


def finished_rounds(tournament: Tournament) -> int:
    """How many rounds, from the first, have every result in (the standings are "after" the last of them)."""
    done = 0
    for rnd in tournament.rounds:
        if not rnd.finished:
            break
        done += 1
    return done


def standings_before(tournament: Tournament, number: int) -> list[Record]:
    """The standings when round ``number`` is paired (every earlier round counted, penalties included)."""
    rules = rules_of(tournament)
    earlier = tournament.rounds[: number - 1]
    games: list[Played] = []
    for rnd in earlier:
        for table in rnd.tables:
            game = played(table, rules)
            if game is not None:
                games.append(game)
    byes = [entrant for rnd in earlier for entrant in rnd.byes]
    deductions = [Deduction(p.entrant, p.points, p.rule, p.round) for p in tournament.penalties if p.round < number]
    return [row.record for row in placed_standings(tournament.ids, games, byes, deductions, rules)]


def history_before(tournament: Tournament, number: int) -> History:
    """Who had met, partnered and sat out before round ``number``."""
    opponents: list[tuple[str, str]] = []
    partners: list[tuple[str, str]] = []
    byes: list[str] = []
    for rnd in tournament.rounds[: number - 1]:
        byes.extend(rnd.byes)
        for table in rnd.tables:
            one, two = table.sides
            opponents.extend((a, b) for a in one for b in two)
            partners.extend((side[0], side[1]) for side in (one, two) if len(side) == 2)
    return History.of(opponents, partners, byes)


def pair_mode(tournament: Tournament) -> Mode:
    if tournament.mode == "knockout":
        raise SetupError("a knock-out is not paired by standing; its next round comes from the winners")
    return tournament.mode


def expected_round(tournament: Tournament, number: int) -> Round:
    """Round ``number`` as the rules pair it from everything recorded before it."""
    if tournament.mode == "knockout":
        return _knockout_round(tournament, number)
    playing = set(tournament.active(number))
    need = 4 if tournament.mode == "tables-of-four" else 2
    if len(playing) < need:
        raise SetupError(
            f"round {number}: {len(playing)} entrant(s) to seat and a {tournament.mode} table seats {need}: "
            "no table can be made (add entrants first)"
        )
    ranked = [record.entrant for record in standings_before(tournament, number) if record.entrant in playing]
    pairing = pair_round(ranked, history_before(tournament, number), pair_mode(tournament))
    return Round(number, tuple(TableRecord(table) for table in pairing.tables), pairing.byes)


def _knockout_round(tournament: Tournament, number: int) -> Round:
    if number == 1:
        ids = tournament.active(1)
        if len(ids) < 2:
            raise SetupError(f"round 1: {len(ids)} entrant(s): a knock-out match needs 2 (add entrants first)")
        tables = tuple(TableRecord((ids[i], ids[i + 1])) for i in range(0, len(ids) - 1, 2))
        return Round(1, tables, (ids[-1],) if len(ids) % 2 else ())
    previous = tournament.rounds[number - 2]
    rules = rules_of(tournament)
    winners: list[str] = []
    for index, table in enumerate(previous.tables, start=1):
        result = table.result
        if result is not None and result.forfeit is not None:
            winners.append(table.seats[1 - result.forfeit])  # a match forfeited is won by the other side
            continue
        decision = decide(
            Match((table.seats[0], table.seats[1]), result.sets if result else ()), rules, f"match {index}: "
        )
        if decision.rule is not None:
            raise IllegalAction(decision.rule, f"round {number - 1}, {decision.reason}")
        if decision.winner is None:
            raise SetupError(f"round {number - 1} is not finished: every match needs a winner first")
        winners.append(decision.winner)
    # the engine's bracket: whoever sat the last round out meets the first winner, the rest in bracket order
    decided = advance([], rules, [*previous.byes, *winners])
    tables = tuple(TableRecord((a, b)) for a, b in decided.next if a is not None and b is not None)
    return Round(number, tables, tuple(a for a, b in decided.next if a is not None and b is None))


def next_round(tournament: Tournament) -> Round:
    """The next round to play; the last recorded round must be finished first."""
    if tournament.rounds and not tournament.rounds[-1].finished:
        last = tournament.rounds[-1]
        table = next(i for i, t in enumerate(last.tables, start=1) if t.result is None)
        raise SetupError(f"round {last.number} is not finished: table {table} has no result")
    if tournament.mode == "knockout" and tournament.rounds:
        last = tournament.rounds[-1]
        if len(last.tables) == 1 and not last.byes:
            raise SetupError(f"the knock-out is over: round {last.number} was the final")
    return expected_round(tournament, len(tournament.rounds) + 1)
