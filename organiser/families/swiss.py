"""Swiss rounds: every round paired by standing, two entrants a table (``pairs``) or four individuals
partnering and changing partners (``tables-of-four``); a table's result is two side scores or a forfeit.

Each round is paired from everything recorded before it (the rulebook's standings and tie-breaks, no
rematch or repeated partner that could be avoided); the checker recomputes every recorded round the
same way, so any pairing the rules do not give, an avoidable conflict, a wrong bye, or a result that
does not add up (a winner, the target reached unless time was called, hands that sum to the score) is
reported with its round, table and rule.

>>> from organiser.model import Entrant, Tournament
>>> event = Tournament("ndf-double-nine", "pairs", tuple(Entrant(e) for e in "ABCDE"))
>>> first = SWISS.next_round(event, None)
>>> [table.seats for table in first.tables], first.byes
([('A', 'B'), ('C', 'D')], ('E',))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

from organiser.families import matches
from organiser.families.base import (
    Cell,
    EventError,
    Given,
    Sheet,
    finished_rounds,
    heading,
    json_rows,
    no_start,
    refuse,
    text_lines,
)
from organiser.model import (
    FileMode,
    Finding,
    Penalty,
    Result,
    Round,
    TableRecord,
    TableResult,
    Tournament,
    hand_totals,
)
from reference_impl.block.rules import rules_for
from reference_impl.errors import SetupError
from reference_impl.tiles import full_set
from reference_impl.tournament.pairing import History, Mode, conflicts_at, pair_round
from reference_impl.tournament.rules import TournamentRules
from reference_impl.tournament.standings import Deduction, Played, Record, placed_standings
from rulespec import Rulebook, cached_spec
from rulespec.model import EngineCheck

COLUMNS: Final = ("rank", "entrant", "name", "played", "wins", "losses", "byes", "points", "against", "differential")

RESULT: Final[dict[str, object]] = {
    "type": "object",
    "description": "the table's result once played: the scores, or a forfeit",
    "additionalProperties": False,
    "properties": {
        "scores": {**matches.PAIR, "description": "final points of side 0 and side 1. " + matches.SIDES},
        "forfeit": {
            **matches.FORFEIT,
            "description": "the side that forfeited (0 or 1); the other side is credited with the rulebook's "
            "forfeit points",
        },
        "on_time": {
            "type": "boolean",
            "description": "true when time was called before either side reached the target (the higher score wins)",
        },
        "hands": matches.HANDS,
    },
    "oneOf": [
        {"required": ["scores"], "not": {"required": ["forfeit"]}},
        {"required": ["forfeit"], "not": {"required": ["scores"]}},
    ],
}


def standings_before(event: Tournament, number: int) -> list[Record]:
    """The standings when round ``number`` is paired (every earlier round counted, penalties included)."""
    rules = matches.rules_of(event)
    earlier = event.rounds[: number - 1]
    games: list[Played] = []
    for rnd in earlier:
        for table in rnd.tables:
            game = matches.played(table, rules)
            if game is not None:
                games.append(game)
    byes = [entrant for rnd in earlier for entrant in rnd.byes]
    deductions = [Deduction(p.entrant, p.points, p.rule, p.round) for p in event.penalties if p.round < number]
    return [row.record for row in placed_standings(event.ids, games, byes, deductions, rules)]


def history_before(event: Tournament, number: int) -> History:
    """Who had met, partnered and sat out before round ``number``."""
    opponents: list[tuple[str, str]] = []
    partners: list[tuple[str, str]] = []
    byes: list[str] = []
    for rnd in event.rounds[: number - 1]:
        byes.extend(rnd.byes)
        for table in rnd.tables:
            one, two = table.sides
            opponents.extend((a, b) for a in one for b in two)
            partners.extend((side[0], side[1]) for side in (one, two) if len(side) == 2)
    return History.of(opponents, partners, byes)


def _mode(event: Tournament) -> Mode:
    if event.mode == "pairs" or event.mode == "tables-of-four":
        return event.mode
    raise SetupError(f"a {event.mode} event is not paired in Swiss rounds")


def expected_round(event: Tournament, number: int) -> Round:
    """Round ``number`` as the rules pair it from everything recorded before it."""
    playing = set(event.active(number))
    need = 4 if event.mode == "tables-of-four" else 2
    if len(playing) < need:
        raise SetupError(
            f"round {number}: {len(playing)} entrant(s) to seat and a {event.mode} table seats {need}: "
            "no table can be made (add entrants first)"
        )
    ranked = [record.entrant for record in standings_before(event, number) if record.entrant in playing]
    pairing = pair_round(ranked, history_before(event, number), _mode(event))
    return Round(number, tuple(TableRecord(table) for table in pairing.tables), pairing.byes)


class SwissFamily:
    """Swiss rounds of pairs or of tables of four (see the module)."""

    name: ClassVar[str] = "swiss"
    modes: ClassVar[tuple[FileMode, ...]] = ("pairs", "tables-of-four")
    unit: ClassVar[str] = "round"
    records: ClassVar[str] = (
        "Swiss rounds: --scores A B (side 0, the first seat or North-South, then side 1), with --hand SIDE:POINTS "
        "for each hand in order and --on-time when time was called; or --forfeit SIDE"
    )

    def modes_of(self, book: Rulebook) -> tuple[FileMode, ...]:
        if book.enforcer("swiss-pairing") is None:
            return ()
        return ("tables-of-four",) if book.game.entrants == "individuals" else ("pairs",)

    def round_schema(self) -> dict[str, object]:
        return matches.match_round_schema(
            "[A, B] (pairs: each entrant a team or a single player) or [North, East, South, West] (tables of four).",
            RESULT,
        )

    def parse_result(self, raw: Mapping[str, object]) -> TableResult:
        return matches.parse_match(raw)

    def dump_result(self, result: TableResult) -> dict[str, object]:
        return matches.dump_match(result)

    def seat_problem(self, mode: FileMode, seats: int) -> str | None:
        want = 4 if mode == "tables-of-four" else 2
        return None if seats == want else f"a {mode} table seats {want}, not {seats}"

    def too_few(self, event: Tournament) -> str | None:
        playing = len(event.active(len(event.rounds) + 1))
        need = 4 if event.mode == "tables-of-four" else 2
        if playing >= need:
            return None
        return f"{playing} entrant(s) to seat: a {event.mode} table needs {need}; add entrants before pairing"

    def entry_closed(self, event: Tournament) -> str | None:
        return None

    def next_round(self, event: Tournament, start: int | None) -> Round:
        no_start(start, self.unit)
        if event.rounds and not event.rounds[-1].finished:
            last = event.rounds[-1]
            table = next(i for i, t in enumerate(last.tables, start=1) if t.result is None)
            raise SetupError(f"round {last.number} is not finished: table {table} has no result")
        return expected_round(event, len(event.rounds) + 1)

    def round_lines(self, event: Tournament, rnd: Round) -> list[str]:
        bye = f"counted as a match won with {matches.rules_of(event).bye_points} points"
        return matches.round_lines(event, rnd, bye)

    def result_of(self, event: Tournament, number: int, table: int, given: Given) -> TableResult:
        where = f"round {number}, table {table}"
        if given.sets:
            raise EventError(f"{where}: sets are for knock-out matches; record the scores or a forfeit")
        refuse(
            given, {"--scores A B", "--forfeit", "--on-time", "--hand", "--scores PLAYER=POINTS"}, where, self.records
        )
        matches.common_result_problems(given, where)
        if given.pair is None and given.forfeit is None:
            raise EventError(f"{where}: give the scores (--scores A B) or a forfeit (--forfeit SIDE)")
        if given.forfeit is not None and (given.hands or given.on_time):
            raise EventError(f"{where}: a forfeited match has no hands and no time called")
        result = Result(scores=given.pair, forfeit=given.forfeit, on_time=given.on_time, hands=given.hands)
        if result.hands and result.scores is not None:
            sums, _ = hand_totals(result.hands)
            if sums != result.scores:
                raise EventError(
                    f"{where}: the hands add up to {sums[0]}-{sums[1]}, not {result.scores[0]}-{result.scores[1]}"
                )
        return result

    def check(self, event: Tournament) -> list[Finding]:
        rules = matches.rules_of(event)
        rules.require("Swiss rounds", "swiss-pairing")
        return matches.check_rounds(event, rules.rule_for("swiss-pairing"), True, _pairing, _result)

    def penalty_problem(self, event: Tournament, penalty: Penalty) -> str | None:
        return None

    def standings(self, event: Tournament, number: int | None) -> Sheet:
        done = finished_rounds(event) if number is None else number - 1
        if not 0 <= done <= len(event.rounds):
            raise SetupError(f"--round {done + 1}: the file has rounds 1 to {len(event.rounds)}")
        rows = tuple(
            (rank, r.entrant, event.name_of(r.entrant), r.played, r.wins, r.losses, r.byes, r.points, r.against,
             r.differential)
            for rank, r in enumerate(standings_before(event, done + 1), start=1)
        )  # fmt: skip
        title = heading(event, "round", done) if number is None else f"Standings before round {done + 1}"
        return Sheet(title, COLUMNS, rows)

    def standings_lines(self, event: Tournament, number: int | None) -> list[str]:
        sheet = self.standings(event, number)
        said = sheet.title.removeprefix("Standings ").split(" (")[0]
        return text_lines(sheet, f"standings {said} ({event.rulebook}):")

    def standings_json(self, event: Tournament, number: int | None) -> object:
        return json_rows(self.standings(event, number))

    def tables(self, event: Tournament, number: int) -> Sheet:
        rnd = _round(event, number)
        if event.mode == "tables-of-four":
            columns: tuple[str, ...] = ("table", "North", "East", "South", "West", "result (North-South v East-West)")
        else:
            columns = ("table", "side 0", "side 1", "result")
        rows: list[tuple[Cell, ...]] = [
            (index, *(event.label(seat) for seat in table.seats), matches.result_cell(table.result))
            for index, table in enumerate(rnd.tables, start=1)
        ]
        blank = ("",) * (len(columns) - 3)
        rows += [("bye", event.label(entrant), *blank, "bye") for entrant in rnd.byes]
        return Sheet(f"Round {number}: tables", columns, tuple(rows))

    def match_length_problem(self, rulebook: str, games: int) -> str | None:
        fixed = cached_spec().rulebook(rulebook).parameters().get("target_score")
        where = f"{fixed[0].id}: " if fixed is not None else ""
        target = f" to {fixed[1].value} points" if fixed is not None else ""
        return f"{where}a match of {rulebook}'s Swiss rounds is one game{target}, not a length the event sets"

    def simulate(
        self,
        rulebook: str,
        mode: FileMode,
        entrants: int,
        rounds: int | None,
        seed: int,
        match_games: int | None = None,
    ) -> Tournament:
        if match_games is not None:
            raise SetupError(f"--match-games {match_games}: {self.match_length_problem(rulebook, match_games)}")
        return matches.simulate_matches(
            rulebook, mode, entrants, 5 if rounds is None else rounds, seed, lambda e: self.next_round(e, None)
        )


def _round(event: Tournament, number: int) -> Round:
    if not 1 <= number <= len(event.rounds):
        raise SetupError(f"--round {number}: the event has rounds 1 to {len(event.rounds)}")
    return event.rounds[number - 1]


def _pairing(event: Tournament, rnd: Round, rule: str) -> list[Finding]:
    try:
        wanted = expected_round(event, rnd.number)
    except SetupError as exc:
        return [Finding(rnd.number, rule, f"cannot be paired: {exc}")]
    out: list[Finding] = []
    history = history_before(event, rnd.number)
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
    byes = matches.compare_pairing(rnd, wanted, rule)
    return (
        [f for f in byes if f.message.startswith("the bye")]
        + out
        + [f for f in byes if not f.message.startswith("the bye")]
    )


def _result(event: Tournament, rnd: Round, index: int, table: TableRecord) -> list[Finding]:
    result = table.match
    if result is None or result.scores is None:
        return []
    rules: TournamentRules = matches.rules_of(event)

    def finding(check: EngineCheck, message: str) -> Finding:
        return Finding(rnd.number, rules.rule_for(check), message, table=index)

    out: list[Finding] = []
    a, b = result.scores
    target = rules.target_score
    if a == b:
        if not (result.on_time and rules.has("match-time-level-tie")):
            out.append(finding("match-time-limit", f"the match ends level ({a}-{b}); a match has a winner"))
        return out
    high, low = max(a, b), min(a, b)
    ceiling = target - 1 + sum(tile.pips for tile in full_set(rules_for(event.rulebook).max_pip))
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
    out += matches.check_hands(result, target, lambda message: finding("match-target", message), (a, b))
    return out


SWISS: Final = SwissFamily()
