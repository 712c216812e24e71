"""A knock-out bracket: matches of sets of games (Doral: the best two of three sets of three games; All Fives:
the best two of three games, one set), the winner goes through; a match may be forfeited.

The first round pairs the entrants in entry order (an odd one out waits); each later round comes from the
engine's bracket (:func:`reference_impl.tournament.knockout.advance`): whoever waited meets the first
winner, then the winners of matches 1 and 2 meet, of 3 and 4, and so on. A forfeited match is won by the
other side. The checker recomputes each round from the one before, and each match's recorded games
against its sets: each game won at the target by hands that sum to its score, the games together making
the sets recorded, no game after the match was won.

>>> from organiser.model import Entrant, Result, Round, TableRecord, Tournament
>>> event = Tournament("doral-partnership", "knockout", (Entrant("A"), Entrant("B")),
...     (Round(1, (TableRecord(("A", "B"), Result(sets=((3, 1), (2, 3), (3, 0)))),)),))
>>> print("\\n".join(KNOCKOUT.standings_lines(event, None)))
knock-out (doral-partnership):
round 1:
  table 1: A v B  3-1 2-3 3-0  -> A
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, Final

from organiser.families import matches
from organiser.families.base import EventError, Given, Sheet, finished_rounds, heading, no_start, refuse
from organiser.model import (
    FileMode,
    Finding,
    GameRecord,
    Penalty,
    Result,
    Round,
    TableRecord,
    TableResult,
    Tournament,
    hand_totals,
)
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tournament.knockout import Match, advance, decide, match_winner
from reference_impl.tournament.rules import TournamentRules, tournament_rules_for, with_match_games
from rulespec import Rulebook
from rulespec.model import EngineCheck

RESULT: Final[dict[str, object]] = {
    "type": "object",
    "description": "the match's result once played: the games won in each set (with the games, when recorded), "
    "or a forfeit",
    "additionalProperties": False,
    "properties": {
        "sets": {
            "type": "array",
            "items": matches.PAIR,
            "description": "games won by side 0 and side 1 in each set (a match of games, as All Fives: one set)",
        },
        "games": {
            "type": "array",
            "description": "the match's games in order (games make the sets)",
            "items": {
                "type": "object",
                "required": ["scores"],
                "additionalProperties": False,
                "properties": {
                    "scores": {**matches.PAIR, "description": "the game's final points"},
                    "hands": matches.HANDS,
                },
            },
        },
        "forfeit": {
            **matches.FORFEIT,
            "description": "the side that forfeited the match (0 or 1); the other goes through",
        },
    },
    "oneOf": [
        {"required": ["sets"], "not": {"required": ["forfeit"]}},
        {"required": ["forfeit"], "not": {"anyOf": [{"required": ["sets"]}, {"required": ["games"]}]}},
    ],
}

COLUMNS: Final = ("round", "table", "side 0", "side 1", "sets", "winner")


def winner_of(table: TableRecord, rules: TournamentRules, where: str = "") -> str | None:
    """Who went through from a match: the other side of a forfeit, else the sets' winner (None: undecided)."""
    result = table.match
    if result is not None and result.forfeit is not None:
        return table.seats[1 - result.forfeit]
    sets = result.sets if result is not None else ()
    return match_winner(Match((table.seats[0], table.seats[1]), sets), rules, where) if sets else None


def expected_round(event: Tournament, number: int) -> Round:
    """Round ``number`` of the bracket, from the round before it."""
    if number == 1:
        ids = event.active(1)
        if len(ids) < 2:
            raise SetupError(f"round 1: {len(ids)} entrant(s): a knock-out match needs 2 (add entrants first)")
        tables = tuple(TableRecord((ids[i], ids[i + 1])) for i in range(0, len(ids) - 1, 2))
        return Round(1, tables, (ids[-1],) if len(ids) % 2 else ())
    previous = event.rounds[number - 2]
    rules = matches.rules_of(event)
    winners: list[str] = []
    for index, table in enumerate(previous.tables, start=1):
        result = table.match
        if result is not None and result.forfeit is not None:
            winners.append(table.seats[1 - result.forfeit])  # a match forfeited is won by the other side
            continue
        sets = result.sets if result is not None else ()
        decision = decide(Match((table.seats[0], table.seats[1]), sets), rules, f"match {index}: ")
        if decision.rule is not None:
            raise IllegalAction(decision.rule, f"round {number - 1}, {decision.reason}")
        if decision.winner is None:
            raise SetupError(f"round {number - 1} is not finished: every match needs a winner first")
        winners.append(decision.winner)
    # the engine's bracket: whoever sat the last round out meets the first winner, the rest in bracket order
    decided = advance([], rules, [*previous.byes, *winners])
    tables = tuple(TableRecord((a, b)) for a, b in decided.next if a is not None and b is not None)
    return Round(number, tables, tuple(a for a, b in decided.next if a is not None and b is None))


class KnockoutFamily:
    """A knock-out bracket of matches (see the module)."""

    name: ClassVar[str] = "knockout"
    modes: ClassVar[tuple[FileMode, ...]] = ("knockout",)
    unit: ClassVar[str] = "round"
    records: ClassVar[str] = (
        "a knock-out: --sets A-B ... (the games each side won in each set; a match of games, as All Fives, "
        "is one A-B); or --forfeit SIDE"
    )

    def modes_of(self, book: Rulebook) -> tuple[FileMode, ...]:
        return ("knockout",) if book.enforcer("knockout-advance") is not None else ()

    def round_schema(self) -> dict[str, object]:
        return matches.match_round_schema("[A, B]: the two sides of the match.", RESULT)

    def parse_result(self, raw: Mapping[str, object]) -> TableResult:
        return matches.parse_match(raw)

    def dump_result(self, result: TableResult) -> dict[str, object]:
        return matches.dump_match(result)

    def seat_problem(self, mode: FileMode, seats: int) -> str | None:
        return None if seats == 2 else f"a knock-out match seats 2 sides, not {seats}"

    def too_few(self, event: Tournament) -> str | None:
        playing = len(event.active(1))
        return None if playing >= 2 or event.rounds else f"{playing} entrant(s): a knock-out match needs 2"

    def entry_closed(self, event: Tournament) -> str | None:
        return "a knock-out bracket takes no entrant once it has started" if event.rounds else None

    def next_round(self, event: Tournament, start: int | None) -> Round:
        no_start(start, self.unit)
        if event.rounds and not event.rounds[-1].finished:
            last = event.rounds[-1]
            table = next(i for i, t in enumerate(last.tables, start=1) if t.result is None)
            raise SetupError(f"round {last.number} is not finished: table {table} has no result")
        if event.rounds:
            last = event.rounds[-1]
            if len(last.tables) == 1 and not last.byes:
                raise SetupError(f"the knock-out is over: round {last.number} was the final")
        return expected_round(event, len(event.rounds) + 1)

    def round_lines(self, event: Tournament, rnd: Round) -> list[str]:
        return matches.round_lines(event, rnd, "goes through to the next round")

    def result_of(self, event: Tournament, number: int, table: int, given: Given) -> TableResult:
        where = f"round {number}, table {table}"
        refuse(given, {"--sets", "--forfeit", "--scores A B", "--scores PLAYER=POINTS"}, where, self.records)
        matches.common_result_problems(given, where)
        if given.forfeit is None and (not given.sets or given.pair is not None):
            raise EventError(
                f"{where}: a knock-out match is recorded as the games won in each set (--sets; a match of games, "
                "not sets, is one A-B), or a forfeit (--forfeit SIDE)"
            )
        return Result(forfeit=given.forfeit, sets=given.sets)

    def check(self, event: Tournament) -> list[Finding]:
        rules = matches.rules_of(event)
        rules.require("a knock-out", "knockout-advance", "match-sets", "set-games")
        return matches.check_rounds(event, rules.rule_for("knockout-advance"), False, _pairing, _result)

    def penalty_problem(self, event: Tournament, penalty: Penalty) -> str | None:
        return None

    def standings(self, event: Tournament, number: int | None) -> Sheet:
        """The bracket, match by match (a knock-out's standings)."""
        if number is not None:
            raise SetupError("--round: a knock-out's standings are its bracket, shown whole")
        rules = matches.rules_of(event)
        rows: list[tuple[int | str | None, ...]] = []
        for rnd in event.rounds:
            for index, table in enumerate(rnd.tables, start=1):
                try:
                    winner = winner_of(table, rules)
                except IllegalAction:
                    winner = None
                rows.append(
                    (
                        rnd.number,
                        index,
                        event.label(table.seats[0]),
                        event.label(table.seats[1]),
                        matches.result_cell(table.result),
                        event.label(winner) if winner else "",
                    )
                )
            rows += [(rnd.number, "bye", event.label(entrant), "", "", event.label(entrant)) for entrant in rnd.byes]
        title = heading(event, "round", finished_rounds(event)).replace("Standings", "Knock-out bracket", 1)
        return Sheet(title, COLUMNS, tuple(rows))

    def standings_lines(self, event: Tournament, number: int | None) -> list[str]:
        if number is not None:
            raise SetupError("--round: a knock-out's standings are its bracket, shown whole")
        return bracket_lines(event)

    def standings_json(self, event: Tournament, number: int | None) -> object:
        if number is not None:
            raise SetupError("--round: a knock-out's standings are its bracket, shown whole")
        return bracket_data(event)

    def tables(self, event: Tournament, number: int) -> Sheet:
        if not 1 <= number <= len(event.rounds):
            raise SetupError(f"--round {number}: the event has rounds 1 to {len(event.rounds)}")
        rnd = event.rounds[number - 1]
        rows: list[tuple[int | str | None, ...]] = [
            (index, event.label(table.seats[0]), event.label(table.seats[1]), matches.result_cell(table.result))
            for index, table in enumerate(rnd.tables, start=1)
        ]
        rows += [("bye", event.label(entrant), "", "goes through") for entrant in rnd.byes]
        return Sheet(f"Round {number}: matches", ("table", "side 0", "side 1", "sets"), tuple(rows))

    def match_length_problem(self, rulebook: str, games: int) -> str | None:
        try:
            with_match_games(tournament_rules_for(rulebook), games)
        except SetupError as exc:
            return str(exc)
        return None

    def simulate(
        self,
        rulebook: str,
        mode: FileMode,
        entrants: int,
        rounds: int | None,
        seed: int,
        match_games: int | None = None,
    ) -> Tournament:
        if rounds is not None and rounds < 0:
            raise SetupError(f"--rounds {rounds}: a knock-out plays its first rounds, or (none given) to its final")
        return matches.simulate_matches(
            rulebook, mode, entrants, rounds or 0, seed, lambda e: self.next_round(e, None), match_games=match_games
        )


def _pairing(event: Tournament, rnd: Round, rule: str) -> list[Finding]:
    try:
        wanted = expected_round(event, rnd.number)
    except (SetupError, IllegalAction) as exc:
        return [Finding(rnd.number, rule, f"cannot be paired: {exc}")]
    return matches.compare_pairing(rnd, wanted, rule)


def _result(event: Tournament, rnd: Round, index: int, table: TableRecord) -> list[Finding]:
    result = table.match
    if result is None or result.forfeit is not None:
        return []  # unplayed, or the other side goes through
    rules = matches.rules_of(event)

    def finding(check: EngineCheck, message: str) -> Finding:
        return Finding(rnd.number, rules.rule_for(check), message, table=index)

    if not result.sets:
        return [finding("match-sets", "a knock-out result lists the sets played")]
    try:
        winner = match_winner(Match((table.seats[0], table.seats[1]), result.sets), rules)
    except IllegalAction as exc:
        return [Finding(rnd.number, exc.rule_id, exc.message, table=index)]
    if winner is None and rnd.number < len(event.rounds):
        return [finding("match-sets", "the match has no winner but the next round was paired")]
    return _games(result, rules, finding)


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


def bracket_data(event: Tournament) -> list[dict[str, object]]:
    """A knock-out as data, round by round (what ``standings --json`` prints): each match's sides, the games
    won in each set, who went through (None while undecided) and, for sets no match can end with, the
    rule they break and why; a forfeit names the side that forfeited; and the round's byes.

    >>> from organiser.model import Entrant, Result, Round, TableRecord, Tournament
    >>> event = Tournament("wcdt-all-fives", "knockout", (Entrant("A"), Entrant("B")),
    ...     (Round(1, (TableRecord(("A", "B"), Result(sets=((1, 2),))),)),))
    >>> bracket_data(event)[0]["tables"]
    [{'table': 1, 'sides': ['A', 'B'], 'sets': [[1, 2]], 'winner': 'B'}]
    """
    rules = matches.rules_of(event)
    out: list[dict[str, object]] = []
    for rnd in event.rounds:
        tables: list[dict[str, object]] = []
        for index, table in enumerate(rnd.tables, start=1):
            result = table.match
            sets = result.sets if result is not None else ()
            row: dict[str, object] = {
                "table": index,
                "sides": [table.seats[0], table.seats[1]],
                "sets": [[a, b] for a, b in sets],
            }
            if result is not None and result.forfeit is not None:
                row["forfeit"] = result.forfeit
            try:
                row["winner"] = winner_of(table, rules)
            except IllegalAction as exc:
                row.update(winner=None, rule=exc.rule_id, reason=exc.message)
            tables.append(row)
        out.append({"round": rnd.number, "tables": tables, "byes": list(rnd.byes)})
    return out


def bracket_lines(event: Tournament) -> list[str]:
    """A knock-out, round by round: each match with its sets (or forfeit) and who went through."""
    rules = matches.rules_of(event)
    lines = [f"knock-out ({event.rulebook}):"]
    for rnd in event.rounds:
        lines.append(f"round {rnd.number}:")
        for index, table in enumerate(rnd.tables, start=1):
            one, two = table.seats[0], table.seats[1]
            result = table.match
            said = " ".join(f"{a}-{b}" for a, b in (result.sets if result else ())) or "not played yet"
            if result is not None and result.forfeit is not None:
                said = f"forfeited by {table.seats[result.forfeit]}"
            try:
                winner = winner_of(table, rules, f"table {index}: ")
            except IllegalAction as exc:
                winner, said = None, f"{said} ({exc.message})"
            lines.append(
                f"  table {index}: {event.label(one)} v {event.label(two)}  {said}"
                + (f"  -> {event.label(winner)}" if winner else "")
            )
        lines += [f"  bye: {event.label(bye)}" for bye in rnd.byes]
    if len(lines) == 1:
        lines.append("  no round paired yet: " + ", ".join(event.label(e) for e in event.ids))
    return lines


KNOCKOUT: Final = KnockoutFamily()
