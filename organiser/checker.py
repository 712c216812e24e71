"""The pairing checker: every rule a recorded round breaks, and every result that does not add up.

For each recorded round it checks that every entrant is seated exactly once
or sits out; that the byes went to the entrants the rules give them to; that
no rematch or repeated partner was played while a pairing without it existed;
that the round is the pairing the standings give (1 against 2, 3 against 4);
that an earlier round was finished before the next was paired; and that each
result adds up (a winner, the target reached unless time was called, hands
that sum to the score, sets that make a match; in a knock-out, the games
recorded: each won at the target by hands that sum to its score, and together
the sets recorded, so the side the sets name is the side the games name). Each finding names the round,
the table or entrant, and the rule broken.

>>> from organiser.file import Entrant, Round, TableRecord, Tournament, Result
>>> event = Tournament("ndf-double-nine", "pairs", tuple(Entrant(e) for e in "ABCD"),
...     (Round(1, (TableRecord(("A", "C"), Result((150, 20))), TableRecord(("B", "D"), Result((90, 151))))),))
>>> for finding in check(event): print(finding)
round 1, table 1: NDF-1.2: not the pairing the standings give: expected A v B, recorded A v C
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from organiser.file import GameRecord, Result, Round, TableRecord, Tournament, hand_totals
from organiser.penalties import problem as penalty_problem
from organiser.rounds import expected_round, history_before, rules_of
from reference_impl.block.rules import rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import full_set
from reference_impl.tournament.knockout import Match, match_winner
from reference_impl.tournament.pairing import conflicts_at
from reference_impl.tournament.rules import TournamentRules
from rulespec.model import EngineCheck


@dataclass(frozen=True, slots=True)
class Finding:
    """One rule broken by a recorded round."""

    round: int
    rule: str
    message: str
    table: int | None = None
    entrant: str | None = None

    def __str__(self) -> str:
        where = f"round {self.round}" + (f", table {self.table}" if self.table is not None else "")
        return f"{where}: {self.rule}: {self.message}" if self.rule else f"{where}: {self.message}"


def _shown(table: TableRecord) -> str:
    if len(table.seats) == 4:
        north, east, south, west = table.seats
        return f"{north} & {south} v {east} & {west}"
    return " v ".join(table.seats)


def _key(table: TableRecord) -> frozenset[frozenset[str]]:
    """A table without its seat order: the two sides (pairs: the two entrants)."""
    return frozenset(frozenset(side) for side in table.sides)


def check(tournament: Tournament) -> list[Finding]:
    """Every finding, round by round; empty when the tournament keeps every rule."""
    rules = rules_of(tournament)
    rule = round_rule(tournament, rules)
    findings: list[Finding] = []
    for rnd in tournament.rounds:
        findings.extend(_seating(tournament, rnd, rule))
        if rnd.number > 1 and not tournament.rounds[rnd.number - 2].finished:
            findings.append(Finding(rnd.number, rule, f"paired before round {rnd.number - 1} was finished"))
            continue
        findings.extend(_pairing(tournament, rnd, rule))
        for index, table in enumerate(rnd.tables, start=1):
            findings.extend(_result(tournament, rnd, index, table, rules))
    for penalty in tournament.penalties:
        wrong = penalty_problem(tournament.rulebook, penalty.rule, penalty.points)
        if wrong is not None:
            findings.append(
                Finding(penalty.round, penalty.rule, f"penalty of {penalty.entrant}: {wrong}", entrant=penalty.entrant)
            )
    return findings


def round_rule(tournament: Tournament, rules: TournamentRules) -> str:
    """The rule a round of ``tournament`` is paired under: the rulebook's Swiss rounds, or its knock-out.

    A rulebook with no rule for the tournament's mode (a knock-out under a Swiss-only rulebook, Swiss
    rounds under a knock-out one) cannot be checked: a :class:`SetupError`, never a made-up rule."""
    if tournament.mode == "knockout":
        rules.require("a knock-out", "knockout-advance", "match-sets", "set-games")
        return rules.rule_for("knockout-advance")
    rules.require("Swiss rounds", "swiss-pairing")
    return rules.rule_for("swiss-pairing")


def _seating(tournament: Tournament, rnd: Round, rule: str) -> list[Finding]:
    seated = Counter(e for table in rnd.tables for e in table.seats)
    seated.update(rnd.byes)
    out: list[Finding] = []
    for entrant, times in seated.items():
        if times > 1:
            out.append(Finding(rnd.number, rule, f"entrant {entrant} is seated {times} times", entrant=entrant))
    if tournament.mode != "knockout":
        for entrant in tournament.active(rnd.number):
            if entrant not in seated:
                out.append(
                    Finding(rnd.number, rule, f"entrant {entrant} is neither seated nor on a bye", entrant=entrant)
                )
    return out


def _pairing(tournament: Tournament, rnd: Round, rule: str) -> list[Finding]:
    try:
        wanted = expected_round(tournament, rnd.number)
    except (SetupError, IllegalAction) as exc:
        return [Finding(rnd.number, rule, f"cannot be paired: {exc}")]
    out: list[Finding] = []
    if set(wanted.byes) != set(rnd.byes):
        out.append(
            Finding(
                rnd.number,
                rule,
                f"the bye goes to {', '.join(wanted.byes) or 'nobody'}, not {', '.join(rnd.byes) or 'nobody'}",
            )
        )
    if tournament.mode != "knockout":
        history = history_before(tournament, rnd.number)
        allowed = sum(len(conflicts_at(t.seats, history)) for t in wanted.tables)
        made = [(i, c) for i, t in enumerate(rnd.tables, start=1) for c in conflicts_at(t.seats, history)]
        if len(made) > allowed:
            listed = "; ".join(
                f"{a} and {b} {'meet again' if kind == 'rematch' else 'partner again'} (table {index})"
                for index, (kind, a, b) in made
            )
            out.append(
                Finding(
                    rnd.number,
                    rule,
                    f"{len(made)} rematch(es) or repeated partners where a pairing with {allowed} exists: {listed}",
                    table=made[0][0],
                )
            )
    recorded = [_key(t) for t in rnd.tables]
    for index, table in enumerate(wanted.tables, start=1):
        if _key(table) not in recorded:
            at = next((i for i, t in enumerate(rnd.tables, start=1) if set(t.seats) & {table.seats[0]}), None)
            shown = _shown(rnd.tables[at - 1]) if at is not None else "nothing"
            out.append(
                Finding(
                    rnd.number,
                    rule,
                    f"not the pairing the standings give: expected {_shown(table)}, recorded {shown}",
                    table=at if at is not None else index,
                )
            )
            break
    return out


def _result(
    tournament: Tournament, rnd: Round, index: int, table: TableRecord, rules: TournamentRules
) -> list[Finding]:
    result = table.result
    if result is None:
        return []

    def finding(check: EngineCheck, message: str) -> Finding:
        return Finding(rnd.number, rules.rule_for(check), message, table=index)

    if tournament.mode == "knockout":
        if result.forfeit is not None:
            return []  # the other side goes through
        if not result.sets:
            return [finding("match-sets", "a knock-out result lists the sets played")]
        try:
            winner = match_winner(Match((table.seats[0], table.seats[1]), result.sets), rules)
        except IllegalAction as exc:
            return [Finding(rnd.number, exc.rule_id, exc.message, table=index)]
        if winner is None and rnd.number < len(tournament.rounds):
            return [finding("match-sets", "the match has no winner but the next round was paired")]
        return _games(result, rules, finding)
    if result.sets:
        return [finding("match-target", "sets are recorded only in a knock-out")]
    if result.scores is None:
        return []
    out: list[Finding] = []
    a, b = result.scores
    target = rules.target_score
    if a == b:
        if not (result.on_time and rules.has("match-time-level-tie")):
            out.append(finding("match-time-limit", f"the match ends level ({a}-{b}); a match has a winner"))
        return out
    high, low = max(a, b), min(a, b)
    ceiling = target - 1 + sum(tile.pips for tile in full_set(rules_for(tournament.rulebook).max_pip))
    if high > ceiling:
        out.append(
            finding(
                "match-target",
                f"{high} points cannot be reached: a side below the {target}-point target gains at most every pip "
                f"of the set in one hand, so a match ends at {ceiling} at most",
            )
        )
    if low >= target:
        out.append(finding("match-target", f"both sides reached the {target}-point target ({a}-{b})"))
    if high < target and not result.on_time:
        out.append(
            finding(
                "match-target", f"the winners' {high} is short of the {target}-point target and time was not called"
            )
        )
    if result.hands:
        sums, before = hand_totals(result.hands)
        if sums != (a, b):
            out.append(finding("match-target", f"the hands add up to {sums[0]}-{sums[1]}, not the {a}-{b} recorded"))
        elif not result.on_time and max(before) >= target:
            out.append(finding("match-target", "hands were played after a side had reached the target"))
    return out


def _games(result: Result, rules: TournamentRules, finding: Callable[[EngineCheck, str], Finding]) -> list[Finding]:
    """A knock-out's recorded games against its recorded sets.

    Each game is won by the one side that reached the target (DORAL-2.2: ``match-target``),
    on the last hand recorded and by hands that add up to its score; the games, grouped
    until a side has won ``games_to_win_set``, must be the sets recorded
    (``set-games``), and no game is played once a side has won ``sets_to_win`` sets
    (``match-sets``)."""
    if not result.games:
        return []
    out: list[Finding] = []
    target, need = rules.target_score, rules.games_to_win_set
    made: list[tuple[int, int]] = []
    games = [0, 0]
    sets = [0, 0]
    for number, game in enumerate(result.games, start=1):
        if max(sets) >= rules.sets_to_win:
            out.append(finding("match-sets", f"game {number} was played after a side had won the match"))
            break
        won = _game_winner(number, game, target, finding, out)
        if won is None:
            continue
        games[won] += 1
        if games[won] >= need:
            made.append((games[0], games[1]))
            sets[won] += 1
            games = [0, 0]
    if games != [0, 0]:
        made.append((games[0], games[1]))
    recorded = list(result.sets)
    for number in range(max(len(made), len(recorded))):
        got = made[number] if number < len(made) else None
        say = recorded[number] if number < len(recorded) else None
        if got == say:
            continue
        games_say = "no games" if got is None else f"{got[0]}-{got[1]}"
        sets_say = "no such set" if say is None else f"{say[0]}-{say[1]}"
        out.append(finding("set-games", f"set {number + 1}: the games recorded make it {games_say}, not {sets_say}"))
    return out


def _game_winner(
    number: int, game: GameRecord, target: int, finding: Callable[[EngineCheck, str], Finding], out: list[Finding]
) -> int | None:
    """The side that won game ``number`` (0 or 1), adding a finding for each way it does not add up."""
    a, b = game.scores
    where = f"game {number} ({a}-{b})"
    if game.hands:
        sums, before = hand_totals(game.hands)
        if sums != (a, b):
            out.append(finding("match-target", f"{where}: the hands add up to {sums[0]}-{sums[1]}"))
        elif max(before) >= target:
            out.append(finding("match-target", f"{where}: hands were played after a side had reached {target}"))
    if (a >= target) == (b >= target):
        what = "both sides reached" if a >= target else "neither side reached"
        out.append(finding("match-target", f"{where}: {what} the {target}-point target; a game has one winner"))
        return None
    return 0 if a >= target else 1


def grouped(findings: list[Finding]) -> list[tuple[Finding, tuple[Finding, ...]]]:
    """Each problem once, with what may follow from it under it.

    Every round is paired from the standings of the rounds before, so once one round is not the pairing
    the rules give, later rounds paired from the results as recorded may differ too: the pairing
    findings of later rounds are listed under the first one (they may, or may not, follow from it).

    >>> first = Finding(2, "NDF-1.2", "not the pairing the standings give: ...", table=1)
    >>> later = Finding(3, "NDF-1.2", "not the pairing the standings give: ...", table=2)
    >>> score = Finding(3, "NDF-1.3", "both sides reached the target", table=1)
    >>> [(f.round, len(after)) for f, after in grouped([first, score, later])]
    [(2, 1), (3, 0)]
    """
    out: list[tuple[Finding, list[Finding]]] = []
    lead: list[Finding] | None = None
    for finding in findings:
        if _is_pairing(finding) and lead is not None:
            lead.append(finding)
            continue
        follow: list[Finding] = []
        out.append((finding, follow))
        if _is_pairing(finding) and lead is None:
            lead = follow
    return [(finding, tuple(after)) for finding, after in out]


def _is_pairing(finding: Finding) -> bool:
    return finding.message.startswith(("not the pairing the standings give", "the bye goes to")) or (
        "rematch(es) or repeated partners" in finding.message
    )
