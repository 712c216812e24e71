"""A Mexican Train event: hands of a train game, every hand's tables cut from the standings by accumulated score.

A round of the event is a hand: its starting double (``start``, drawn by the organiser; each double
starts one hand only), its tables in seat order (seat 1, the lowest total, first) and at each table
every player's score as counted there, the minutes late of players who arrived late and still played
(with the lateness points the organiser decided, where MT-T1.1's discretion gives fewer than the published
5 a minute), and the players the table played without. Standings, the next hand's tables and every check come from
the train engine's event rules (:mod:`reference_impl.train.event`), so the numbers and the rule IDs are
the rulebook's. A player withdrawn from hand N dropped at the end of hand N-1 (MT-F6.1); a player absent
from two hands running is dropped too (MT-T1.2). A penalty's points are added to the player's score for
the hand it is recorded in (MT-X1.1: the lowest total wins).

>>> event = TRAIN.simulate("mexican-train", "train", 9, None, 1)
>>> len(event.rounds), TRAIN.check(event)
(13, [])
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import ClassVar, Final, cast

from organiser.families.base import (
    EventError,
    Given,
    Sheet,
    finished_rounds,
    heading,
    json_rows,
    refuse,
    text_lines,
)
from organiser.model import (
    Entrant,
    FileMode,
    Finding,
    Penalty,
    PlayerScores,
    Round,
    TableRecord,
    TableResult,
    Tournament,
    TournamentFileError,
)
from reference_impl.errors import SetupError
from reference_impl.train import event as rules_of_event
from reference_impl.train.deal import random_hand
from reference_impl.train.rules import TrainRules, train_rules_for
from rulespec import Rulebook, cached_spec

OLD_FORMAT: Final = "mexican-train-event"
"""The format of the Mexican Train event files ``tournament train`` wrote before the one file format; they are
read (and written from then on in the one format)."""

_PLAYER: Final[dict[str, object]] = {"type": "string", "minLength": 1, "description": "a player's ID, as entered"}


def _by_player(description: str, minimum: int | None = None) -> dict[str, object]:
    points: dict[str, object] = {"type": "integer"} if minimum is None else {"type": "integer", "minimum": minimum}
    return {"type": "object", "additionalProperties": points, "description": description}


RESULT: Final[dict[str, object]] = {
    "type": "object",
    "description": "the table's scores for the hand once recorded",
    "required": ["scores"],
    "additionalProperties": False,
    "properties": {
        "scores": _by_player(
            "each player's score for the hand, by player ID, as counted at the table: the pips held (the double "
            "blank as the rulebook counts it) or the going-out score (negative); lateness points are not included"
        ),
        "late": _by_player(
            "minutes late after the official start, by player ID, for players who arrived late and still played "
            "the hand (their lateness points are added: the organiser's, from late_points, or else the rule's "
            "published points a minute)",
            0,
        ),
        "late_points": _by_player(
            "the lateness points the organiser decided, by player ID, for players listed in late (MT-T1.1 leaves "
            "the penalty to the organiser: nothing up to the published points a minute); a late player not listed "
            "here gets the published points",
            0,
        ),
        "absent": {
            "type": "array",
            "items": _PLAYER,
            "description": "players the table played without (later than the rulebook's limit): they have no entry "
            "in scores and score the fixed points plus the table's highest hand",
        },
    },
}

ROUND: Final[dict[str, object]] = {
    "type": "object",
    "description": "one hand of the event",
    "required": ["round", "start", "tables"],
    "additionalProperties": False,
    "properties": {
        "round": {"type": "integer", "minimum": 1, "description": "the hand's number: 1, 2, 3..."},
        "start": {
            "type": "integer",
            "minimum": 0,
            "description": "the number of the hand's starting double (12 for 12-12); each double starts one hand only",
        },
        "tables": {
            "type": "array",
            "description": "the hand's tables, numbered from 1 in this order, as the standings seat them",
            "items": {
                "type": "object",
                "required": ["seats"],
                "additionalProperties": False,
                "properties": {
                    "seats": {
                        "type": "array",
                        "items": _PLAYER,
                        "minItems": 1,
                        "description": "the players in seat order: seat 1 (the lowest total, who plays first) first",
                    },
                    "result": RESULT,
                },
            },
        },
    },
}


def rules_of(event: Tournament) -> TrainRules:
    return train_rules_for(event.rulebook)


def table_totals(rules: TrainRules, table: TableRecord) -> dict[str, int]:
    """Each player's score at a recorded table for the hand: the hand score plus lateness; an absent player
    scores the fixed points plus the highest hand score at the table. (A record the checker refuses, such as
    minutes past the limit, counts what it says without the rule's points.)"""
    result = table.result
    if not isinstance(result, PlayerScores):
        return {}
    played = [result.scores[p] for p in table.seats if p not in result.absent and p in result.scores]
    out: dict[str, int] = {}
    for player in table.seats:
        if player in result.absent:
            out[player] = rules_of_event.absent_score(rules, played) if played else rules.absent_points
        elif player in result.scores:
            minutes = result.late.get(player, 0)
            decided = result.late_points.get(player)
            late = 0
            if 0 <= minutes <= rules.late_limit:
                try:
                    late = rules_of_event.decided_late_score(rules, minutes, decided)
                except SetupError:
                    late = decided if decided is not None else 0
            out[player] = result.scores[player] + late
    return out


def _absent(rnd: Round) -> set[str]:
    return {p for t in rnd.tables if isinstance(t.result, PlayerScores) for p in t.result.absent}


def standing_rows(event: Tournament, hands: int | None = None) -> list[rules_of_event.Standing]:
    """Every player's scores hand by hand over the first ``hands`` hands (all by default), penalties added to
    the hand they were given in, dropped or not."""
    rules = rules_of(event)
    counted = event.rounds[:hands]
    upto = len(counted)
    scores: dict[str, dict[int, int]] = {player: {} for player in event.ids}
    for rnd in counted:
        for table in rnd.tables:
            for player, total in table_totals(rules, table).items():
                scores[player][rnd.number] = total
    for penalty in event.penalties:
        if penalty.round <= upto:
            hand = scores[penalty.entrant]
            hand[penalty.round] = hand.get(penalty.round, 0) + penalty.points
    dropped = {e.id for e in event.entrants if e.withdrawn is not None and e.withdrawn <= upto + 1}
    for index in range(1, upto):
        dropped |= _absent(counted[index - 1]) & _absent(counted[index])  # absent twice running (MT-T1.2)
    return [rules_of_event.Standing(p, tuple(scores[p][n] for n in sorted(scores[p])), p in dropped) for p in event.ids]


def _impossible(rules: TrainRules, seats: Sequence[str], result: PlayerScores) -> list[tuple[str, str]]:
    """What no count at the table can give (refused on entry, even with --force): (rule ID, message)."""
    out: list[tuple[str, str]] = []
    missing = [p for p in seats if p not in result.absent and p not in result.scores]
    if missing:
        out.append((rules.rule_for("train-score-pips"), f"no score for {', '.join(missing)}"))
    strangers = sorted((set(result.scores) | set(result.late) | set(result.absent)) - set(seats))
    if strangers:
        out.append((rules.rule_for("train-seat-order"), f"{', '.join(strangers)} not seated here"))
    both = sorted(set(result.absent) & (set(result.scores) | set(result.late)))
    if both:
        out.append((rules.rule_for("train-lateness"), f"{', '.join(both)} absent yet scored or late"))
    unlate = sorted(set(result.late_points) - set(result.late))
    if unlate:
        out.append((rules.rule_for("train-lateness"), f"lateness points for {', '.join(unlate)}, who was not late"))
    for player, minutes in result.late.items():
        if minutes < 0 or minutes > rules.late_limit:
            out.append(
                (
                    rules.rule_for("train-lateness"),
                    f"{player} {minutes} minutes late yet played the hand "
                    f"(past {rules.late_limit} minutes the table plays without them: --absent)",
                )
            )
    return out


def _broken(rules: TrainRules, result: PlayerScores) -> list[tuple[str, str]]:
    """Scores that break a rule of the hand (refused on entry unless forced): (rule ID, message)."""
    out: list[tuple[str, str]] = []
    outs = [p for p, s in result.scores.items() if s == rules.going_out_score]
    if len(outs) > 1:
        out.append((rules.rule_for("train-going-out"), f"{len(outs)} players went out ({', '.join(outs)})"))
    negative = [p for p, s in result.scores.items() if s < 0 and s != rules.going_out_score]
    if negative:
        out.append((rules.rule_for("train-score-pips"), f"a hand score below zero ({', '.join(negative)})"))
    for player, points in sorted(result.late_points.items()):
        minutes = result.late.get(player)
        if minutes is not None and 0 <= minutes <= rules.late_limit:
            try:
                rules_of_event.decided_late_score(rules, minutes, points)
            except SetupError as exc:
                rule = exc.rule_id or rules.rule_for("train-lateness")
                out.append((rule, f"{player}: {str(exc).removeprefix(f'{rule}: ')}"))
    return out


class TrainFamily:
    """A Mexican Train event (see the module)."""

    name: ClassVar[str] = "train"
    modes: ClassVar[tuple[FileMode, ...]] = ("train",)
    unit: ClassVar[str] = "hand"
    records: ClassVar[str] = (
        "a Mexican Train hand: --scores PLAYER=POINTS for every player at the table (the pips held, or the "
        "going-out score), --late PLAYER=MINUTES for a player who came late and played (with --late-points "
        "PLAYER=POINTS where the organiser decides fewer lateness points than the published ones), --absent PLAYER "
        "for one the table played without"
    )

    def modes_of(self, book: Rulebook) -> tuple[FileMode, ...]:
        return ("train",) if book.enforcer("train-seat-order") is not None else ()

    def round_schema(self) -> dict[str, object]:
        return ROUND

    def parse_result(self, raw: Mapping[str, object]) -> TableResult:
        return PlayerScores(
            scores={str(k): int(cast(int, v)) for k, v in cast(dict[str, object], raw["scores"]).items()},
            late={str(k): int(cast(int, v)) for k, v in cast(dict[str, object], raw.get("late", {})).items()},
            absent=tuple(str(p) for p in cast(list[object], raw.get("absent", []))),
            late_points={
                str(k): int(cast(int, v)) for k, v in cast(dict[str, object], raw.get("late_points", {})).items()
            },
        )

    def dump_result(self, result: TableResult) -> dict[str, object]:
        if not isinstance(result, PlayerScores):
            raise TypeError("a Mexican Train table holds each player's score")
        out: dict[str, object] = {"scores": dict(result.scores)}
        if result.late:
            out["late"] = dict(result.late)
        if result.late_points:
            out["late_points"] = dict(result.late_points)
        if result.absent:
            out["absent"] = list(result.absent)
        return out

    def seat_problem(self, mode: FileMode, seats: int) -> str | None:
        return None  # the checker compares each table with the seating the standings give

    def too_few(self, event: Tournament) -> str | None:
        rules = rules_of(event)
        playing = sum(not row.dropped for row in standing_rows(event))
        if playing >= rules.table_min:
            return None
        return f"{playing} player(s) to seat: a table needs {rules.table_min}; add entrants before seating a hand"

    def entry_closed(self, event: Tournament) -> str | None:
        if not event.rounds:
            return None
        return "hand 1 is seated: every player's total counts every hand of the event (MT-F2.1), so none can join now"

    def next_round(self, event: Tournament, start: int | None) -> Round:
        rules = rules_of(event)
        number = len(event.rounds) + 1
        if event.rounds and not event.rounds[-1].finished:
            last = event.rounds[-1]
            table = next(i for i, t in enumerate(last.tables, start=1) if t.result is None)
            raise SetupError(f"hand {last.number} is not finished: table {table} has no scores")
        rows = standing_rows(event)
        if number > rules.event_hands:
            raise SetupError(
                f"{rules.rule_for('train-event-hands')}: the event's {rules.event_hands} hands are all played"
            )
        left = rules_of_event.doubles_left(rules, [r.start for r in event.rounds if r.start is not None])
        if start is None:
            raise EventError(
                f"hand {number}: give the starting double drawn for it (--start N, {rules.rule_for('train-double-once')}); "
                f"not used yet: {', '.join(str(n) for n in reversed(left))}"
            )
        used = [r.start for r in event.rounds if r.start is not None]
        problem = rules_of_event.start_problems(rules, [*used, start])[-1]
        if problem is not None:
            raise SetupError(f"hand {number}: {problem[0]}: {problem[1]}", problem[0])
        tables = tuple(TableRecord(tuple(t)) for t in rules_of_event.seat_tables(rules, rows))
        return Round(number, tables, (), start)

    def round_lines(self, event: Tournament, rnd: Round) -> list[str]:
        totals = {row.entrant: row.total for row in standing_rows(event, rnd.number - 1)}
        lines = [f"hand {rnd.number} from {rnd.start}-{rnd.start}:"]
        for index, table in enumerate(rnd.tables, start=1):
            seats = ", ".join(f"{event.label(p)} {totals.get(p, 0)}" for p in table.seats)
            lines.append(f"  table {index}: {seats}")
        return lines

    def result_of(self, event: Tournament, number: int, table: int, given: Given) -> TableResult:
        where = f"hand {number}, table {table}"
        refuse(given, {"--scores PLAYER=POINTS", "--late", "--absent", "--late-points"}, where, self.records)
        if given.by_player is None:
            raise EventError(f"{where}: give every player's score (--scores PLAYER=POINTS ...)")
        rules = rules_of(event)
        seats = event.rounds[number - 1].tables[table - 1].seats
        result = PlayerScores(dict(given.by_player), dict(given.late), given.absent, dict(given.late_points))
        # a record no count can come from is refused outright; a score that breaks a rule is checked on entry
        impossible = _impossible(rules, seats, result)
        if impossible:
            raise EventError(f"{where}: " + "; ".join(f"{rule}: {message}" for rule, message in impossible))
        return result

    def check(self, event: Tournament) -> list[Finding]:
        """Every rule a recorded event breaks: doubles repeated, tables not the standings' seating, more than one
        player out at a table, scores missing or impossible, players seated after dropping, too many hands."""
        rules = rules_of(event)
        found: list[Finding] = []

        def finding(number: int, rule: str, message: str, table: int | None = None) -> None:
            found.append(Finding(number, rule, message, table, unit="hand"))

        if len(event.rounds) > rules.event_hands:
            finding(len(event.rounds), rules.rule_for("train-event-hands"), f"more than {rules.event_hands} hands")
        starts = [r.start if r.start is not None else -1 for r in event.rounds]
        for index, problem in enumerate(rules_of_event.start_problems(rules, starts)):
            if problem is not None:
                finding(index + 1, problem[0], problem[1])
        for index, rnd in enumerate(event.rounds):
            number = index + 1
            if index > 0 and not event.rounds[index - 1].finished:
                finding(number, rules.rule_for("train-seat-order"), f"seated before hand {index} was finished")
                continue
            try:
                expected = rules_of_event.seat_tables(rules, standing_rows(event, index))
            except SetupError as exc:
                finding(number, rules.rule_for("train-table-size"), str(exc))
                continue
            actual = [list(t.seats) for t in rnd.tables]
            if actual != expected:
                finding(
                    number,
                    rules.rule_for("train-seat-order"),
                    f"tables {_said(actual)}; the standings seat {_said(expected)}",
                )
            for table_number, table in enumerate(rnd.tables, start=1):
                result = table.result
                if not isinstance(result, PlayerScores):
                    continue
                for rule, message in _impossible(rules, table.seats, result) + _broken(rules, result):
                    finding(number, rule, message, table_number)
        return found

    def penalty_problem(self, event: Tournament, penalty: Penalty) -> str | None:
        rules = rules_of(event)
        if rules.has("train-lateness") and penalty.rule == rules.rule_for("train-lateness"):
            return f"{penalty.rule}: lateness is recorded with the table's scores (record --late or --absent)"
        if 1 <= penalty.round <= len(event.rounds):
            seated = {p for t in event.rounds[penalty.round - 1].tables for p in t.seats}
            if penalty.entrant not in seated:
                return f"{penalty.entrant} is not seated in hand {penalty.round}"
        return None

    def standings(self, event: Tournament, number: int | None) -> Sheet:
        done = finished_rounds(event) if number is None else number - 1
        if not 0 <= done <= len(event.rounds):
            raise SetupError(f"--round {done + 1}: the event has hands 1 to {len(event.rounds)}")
        rows = rules_of_event.standings(standing_rows(event, done))
        hands = tuple(f"hand {n}" for n in range(1, done + 1))
        columns = ("rank", "entrant", "name", "total", "hands", "dropped", *hands)
        table = tuple(
            (
                rank,
                row.entrant,
                event.name_of(row.entrant),
                row.total,
                len(row.scores),
                "dropped" if row.dropped else "",
                *_by_hand(event, row.entrant, done),
            )
            for rank, row in enumerate(rows, start=1)
        )
        title = heading(event, "hand", done) if number is None else f"Standings before hand {done + 1}"
        return Sheet(title + " (lowest total first)", columns, table)

    def standings_lines(self, event: Tournament, number: int | None) -> list[str]:
        sheet = self.standings(event, number)
        said = sheet.title.removeprefix("Standings ").split(" (")[0]
        return text_lines(sheet, f"standings {said}, lowest total first ({event.rulebook}):")

    def standings_json(self, event: Tournament, number: int | None) -> object:
        return json_rows(self.standings(event, number))

    def tables(self, event: Tournament, number: int) -> Sheet:
        """The hand sheet: each table, its seats in order with the players' totals before the hand, the hand's
        starting double, and the scores once recorded (blank to fill in until then)."""
        if not 1 <= number <= len(event.rounds):
            raise SetupError(f"--round {number}: the event has hands 1 to {len(event.rounds)}")
        rnd = event.rounds[number - 1]
        rules = rules_of(event)
        before = {row.entrant: row.total for row in standing_rows(event, number - 1)}
        rows: list[tuple[int | str | None, ...]] = []
        blocks: list[tuple[str, int]] = []
        for index, table in enumerate(rnd.tables, start=1):
            totals = table_totals(rules, table)
            result = table.result if isinstance(table.result, PlayerScores) else None
            for seat, player in enumerate(table.seats, start=1):
                score = result.scores.get(player) if result is not None else None
                late = result.late.get(player) if result is not None else None
                absent = result is not None and player in result.absent
                rows.append(
                    (
                        index,
                        seat,
                        player,
                        event.name_of(player),
                        before.get(player, 0),
                        "absent" if absent else score,
                        late,
                        totals.get(player),
                    )
                )
            blocks.append((f"Table {index}: {len(table.seats)} players, seat 1 plays first", len(table.seats)))
        return Sheet(
            f"Hand {number}: starting double {rnd.start}-{rnd.start}",
            ("table", "seat", "entrant", "name", "total before", "score", "minutes late", "hand total"),
            tuple(rows),
            tuple(blocks),
        )

    def match_length_problem(self, rulebook: str, games: int) -> str | None:
        rule = cached_spec().rulebook(rulebook).parameters()["event_hands"][0].id
        return f"{rule}: a {rulebook} event is hands scored by accumulated points, with no matches to set a length of"

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
        return simulate_event(rulebook, entrants, random.Random(seed), hands=rounds)


def _by_hand(event: Tournament, player: str, done: int) -> list[int | None]:
    """A player's score in each of the first ``done`` hands (None where not seated)."""
    rules = rules_of(event)
    out: list[int | None] = []
    for rnd in event.rounds[:done]:
        score: int | None = None
        for table in rnd.tables:
            totals = table_totals(rules, table)
            if player in totals:
                score = totals[player]
        extra = sum(p.points for p in event.penalties if p.entrant == player and p.round == rnd.number)
        out.append(None if score is None and not extra else (score or 0) + extra)
    return out


def _said(tables: Sequence[Sequence[str]]) -> str:
    return " | ".join(" ".join(table) for table in tables)


def simulate_event(
    rulebook: str,
    players: int,
    rng: random.Random,
    late_chance: float = 0.02,
    drop_chance: float = 0.01,
    hands: int | None = None,
) -> Tournament:
    """A whole event: every hand seated from the standings and played at each table by the train engine; now and
    then a player comes late, misses a hand or drops."""
    rules = train_rules_for(rulebook)
    count = rules.event_hands if hands is None else hands
    if not 1 <= count <= rules.event_hands:
        raise SetupError(f"--rounds {count}: a {rulebook} event has 1 to {rules.event_hands} hands")
    if players < rules.table_min:
        raise SetupError(f"{players} players: a table needs at least {rules.table_min}")
    width = max(3, len(str(players)))
    event = Tournament(rulebook, "train", tuple(Entrant(f"P{n:0{width}d}") for n in range(1, players + 1)))
    doubles = list(range(rules.max_pip + 1))
    rng.shuffle(doubles)
    for start in doubles[:count]:
        seated = TRAIN.next_round(event, start)
        tables: list[TableRecord] = []
        for table in seated.tables:
            absent = tuple(p for p in table.seats if rng.random() < late_chance / 4)
            if len(table.seats) - len(absent) < rules.table_min:
                absent = ()
            present = [p for p in table.seats if p not in absent]
            state = random_hand(rules, len(present), start, rng, 0.1)
            assert state.outcome is not None
            scores = dict(zip(present, state.outcome.scores, strict=True))
            late = {p: rng.randrange(rules.late_limit + 1) for p in present if rng.random() < late_chance}
            # now and then the organiser decides fewer points than the published ones (MT-T1.1): here, half of
            # them for a lateness of a multiple of 3 minutes (no draw of its own, so a seed's event stays as it was)
            decided = {p: rules_of_event.late_score(rules, m) // 2 for p, m in late.items() if m > 0 and m % 3 == 0}
            tables.append(TableRecord(table.seats, PlayerScores(scores, late, absent, decided)))
        event = replace(event, rounds=(*event.rounds, replace(seated, tables=tuple(tables))))
        leaving = [p for p in event.ids if rng.random() < drop_chance]
        for player in leaving:
            if sum(not row.dropped for row in standing_rows(event)) > rules.table_min:
                event = replace(
                    event,
                    entrants=tuple(
                        replace(e, withdrawn=len(event.rounds) + 1) if e.id == player and e.withdrawn is None else e
                        for e in event.entrants
                    ),
                )
    return event


def from_old_format(data: Mapping[str, object], source: str) -> dict[str, object]:
    """A Mexican Train event file of the earlier format (``tournament train``) as a document of the one format:
    its players become entrants (a drop at the end of hand N: withdrawn from hand N+1), its hands rounds."""
    try:
        players = cast(list[str], data["players"])
        hands = cast(list[dict[str, object]], data["hands"])
        withdrawn: dict[str, int] = {}
        rounds: list[dict[str, object]] = []
        for index, hand in enumerate(hands, start=1):
            for player in cast(list[str], hand.get("drops", [])):
                withdrawn.setdefault(str(player), index + 1)
            tables: list[dict[str, object]] = []
            for table in cast(list[dict[str, object]], hand["tables"]):
                entry: dict[str, object] = {"seats": list(cast(list[str], table["seats"]))}
                scores = table.get("scores")
                if scores is not None:
                    result: dict[str, object] = {"scores": dict(cast(dict[str, int], scores))}
                    if table.get("late"):
                        result["late"] = dict(cast(dict[str, int], table["late"]))
                    if table.get("absent"):
                        result["absent"] = list(cast(list[str], table["absent"]))
                    entry["result"] = result
                tables.append(entry)
            rounds.append({"round": index, "start": hand["start"], "tables": tables})
        document: dict[str, object] = {
            "format": "domino-rules/tournament/1",
            "rulebook": data["rulebook"],
            "mode": "train",
        }
        if data.get("name"):
            document["name"] = data["name"]
        document["entrants"] = [
            {"id": str(p), **({"withdrawn": withdrawn[str(p)]} if str(p) in withdrawn else {})} for p in players
        ]
        document["rounds"] = rounds
        return document
    except (KeyError, TypeError, AttributeError) as exc:
        raise TournamentFileError(
            source, "(file)", f"not a {OLD_FORMAT} file of the earlier format ({type(exc).__name__}: {exc})"
        ) from None


TRAIN: Final = TrainFamily()
