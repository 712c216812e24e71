"""A Mexican Train event: its file, the edits an organiser makes, the checker and the simulator.

The event is a list of hands; each hand names its starting double and its tables, every table in
seat order with the scores recorded for it. Standings, the tables of the next hand and every check
come from the train engine's event rules (:mod:`reference_impl.train.event`), so the numbers and
the rule IDs are the rulebook's.

>>> import random
>>> event = simulate_event("mexican-train", 9, random.Random(1))
>>> len(event.hands), check_event(event)
(13, [])
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final, cast

from jsonschema import Draft202012Validator

from organiser import store
from reference_impl.errors import SetupError
from reference_impl.train import event as rules_of_event
from reference_impl.train.deal import random_hand
from reference_impl.train.rules import TrainRules, train_rules_for

FORMAT: Final = "mexican-train-event"


_PLAYER: Final[dict[str, object]] = {"type": "string", "minLength": 1, "description": "a player's ID, as entered"}
_POINTS_BY_PLAYER: Final[dict[str, object]] = {"type": "object", "additionalProperties": {"type": "integer"}}
SCHEMA: Final[dict[str, object]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://domino-rules.invalid/tournament/v1/mexican-train-event.json",
    "title": "domino-rules Mexican Train event file",
    "description": (
        "One Mexican Train event: its rulebook, its players and every hand seated so far with its starting "
        "double, its tables in seat order and the scores recorded at each. Standings, the next hand's tables "
        "and every check are computed from it; nothing else is stored."
    ),
    "type": "object",
    "required": ["format", "rulebook", "players", "hands"],
    "additionalProperties": False,
    "properties": {
        "format": {
            "const": FORMAT,
            "description": "what this file is (a tournament file of the other formats is refused)",
        },
        "rulebook": {"type": "string", "description": "a train rulebook ID of spec/, e.g. mexican-train"},
        "name": {"type": "string", "description": "the event's name, for people"},
        "players": {
            "type": "array",
            "items": _PLAYER,
            "uniqueItems": True,
            "description": "every player entered, in entry order (the last tie-break between equal totals)",
        },
        "hands": {
            "type": "array",
            "description": "every hand seated so far, in order (hand 1 first); at most the rulebook's event_hands",
            "items": {
                "type": "object",
                "required": ["start", "tables"],
                "additionalProperties": False,
                "properties": {
                    "start": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "the number of the hand's starting double (12 for 12-12); each double starts one hand only",
                    },
                    "drops": {
                        "type": "array",
                        "items": _PLAYER,
                        "description": "players who dropped at the end of this hand (they stay in the standings, unseated)",
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
                                "scores": {
                                    "oneOf": [{"type": "null"}, _POINTS_BY_PLAYER],
                                    "description": (
                                        "each player's score for the hand, by player ID, as counted at the table: the "
                                        "pips held (the double blank as the rulebook counts it) or the going-out score "
                                        "(negative); lateness points are not included; null until recorded"
                                    ),
                                },
                                "late": {
                                    **_POINTS_BY_PLAYER,
                                    "description": (
                                        "minutes late after the official start, by player ID, for players who arrived "
                                        "late and still played the hand (their lateness points are added from the rule)"
                                    ),
                                },
                                "absent": {
                                    "type": "array",
                                    "items": _PLAYER,
                                    "description": (
                                        "players the table played without (later than the rulebook's limit): they have "
                                        "no entry in scores and score the fixed points plus the table's highest hand"
                                    ),
                                },
                            },
                        },
                    },
                },
            },
        },
    },
}
"""The event file's JSON Schema, every field described (``domino-rules tournament train schema`` prints it)."""


class TrainEventError(ValueError):
    """A request or a file the event cannot take; the message names the hand, table or player."""


@dataclass(frozen=True, slots=True)
class TableRecord:
    """One table of a hand: its players in seat order and, once recorded, each player's score for the hand."""

    seats: tuple[str, ...]
    scores: Mapping[str, int] | None = None
    """Hand scores as counted at the table (pips, or the going-out score); None until recorded."""
    late: Mapping[str, int] = field(default_factory=dict)
    """Minutes late of players who arrived after the start and played."""
    absent: tuple[str, ...] = ()
    """Players the table played without (more than the limit late); they hold no tiles and score by rule."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    start: int
    tables: tuple[TableRecord, ...]
    drops: tuple[str, ...] = ()
    """Players who dropped at the end of this hand."""


@dataclass(frozen=True, slots=True)
class TrainEvent:
    rulebook: str
    players: tuple[str, ...]
    hands: tuple[HandRecord, ...] = ()
    name: str = ""

    @property
    def rules(self) -> TrainRules:
        return train_rules_for(self.rulebook)


# -- scores and standings ---------------------------------------------------------------------------
def table_totals(rules: TrainRules, table: TableRecord) -> dict[str, int]:
    """Each player's score at a recorded table for the hand: the hand score plus lateness; an absent player
    scores the fixed points plus the highest hand score at the table."""
    if table.scores is None:
        return {}
    played = [table.scores[p] for p in table.seats if p not in table.absent and p in table.scores]
    out: dict[str, int] = {}
    for player in table.seats:
        if player in table.absent:
            out[player] = rules_of_event.absent_score(rules, played)
        else:
            out[player] = table.scores[player] + rules_of_event.late_score(rules, table.late.get(player, 0))
    return out


def standing_rows(event: TrainEvent, hands: int | None = None) -> list[rules_of_event.Standing]:
    """Every player's scores hand by hand over the first ``hands`` hands (all by default), dropped or not."""
    rules = event.rules
    scores: dict[str, list[int]] = {player: [] for player in event.players}
    dropped: set[str] = set()
    for hand in event.hands[:hands]:
        for table in hand.tables:
            for player, total in table_totals(rules, table).items():
                scores[player].append(total)
        dropped |= set(hand.drops)
        dropped |= _absent_again(event, hand)
    return [rules_of_event.Standing(p, tuple(scores[p]), p in dropped) for p in event.players]


def _absent_again(event: TrainEvent, hand: HandRecord) -> set[str]:
    """Players absent from ``hand`` who were also absent from the hand before it (dropped, MT-T1.2)."""
    index = event.hands.index(hand)
    if index == 0:
        return set()
    before = {p for t in event.hands[index - 1].tables for p in t.absent}
    now = {p for t in hand.tables for p in t.absent}
    return before & now


def standings(event: TrainEvent) -> list[rules_of_event.Standing]:
    return rules_of_event.standings(standing_rows(event))


# -- edits ------------------------------------------------------------------------------------------
def create(rulebook: str, players: Sequence[str], name: str = "") -> TrainEvent:
    rules = train_rules_for(rulebook)
    if len(set(players)) != len(players):
        raise TrainEventError("a player is entered twice")
    if len(players) < rules.table_min:
        raise TrainEventError(f"{len(players)} players: a table needs at least {rules.table_min}")
    return TrainEvent(rulebook, tuple(players), (), name)


def seat_next_hand(event: TrainEvent, start: int) -> TrainEvent:
    """Add the next hand, seated from the standings, starting from the double ``start``."""
    rules = event.rules
    if event.hands and any(t.scores is None for t in event.hands[-1].tables):
        raise TrainEventError(f"hand {len(event.hands)} has tables without scores: record them first")
    rows = standing_rows(event)
    if rules_of_event.next_hand(rules, rows) is None and event.hands:
        raise TrainEventError(f"the event's {rules.event_hands} hands are all played")
    problem = rules_of_event.start_problems(rules, [h.start for h in event.hands] + [start])[-1]
    if problem is not None:
        raise TrainEventError(f"hand {len(event.hands) + 1}: {problem[0]}: {problem[1]}")
    tables = tuple(TableRecord(tuple(t)) for t in rules_of_event.seat_tables(rules, rows))
    return replace(event, hands=(*event.hands, HandRecord(start, tables)))


def record_table(
    event: TrainEvent,
    table: int,
    scores: Mapping[str, int],
    late: Mapping[str, int] | None = None,
    absent: Sequence[str] = (),
    replace_scores: bool = False,
) -> TrainEvent:
    """Record the scores of ``table`` (1 for the first) of the latest hand, checked on entry."""
    if not event.hands:
        raise TrainEventError("no hand is seated yet")
    hand = event.hands[-1]
    if not 1 <= table <= len(hand.tables):
        raise TrainEventError(f"hand {len(event.hands)} has tables 1 to {len(hand.tables)}, not {table}")
    current = hand.tables[table - 1]
    if current.scores is not None and not replace_scores:
        raise TrainEventError(f"hand {len(event.hands)} table {table} is recorded already (replace it on purpose)")
    recorded = replace(current, scores=dict(scores), late=dict(late or {}), absent=tuple(absent))
    problems = table_problems(event.rules, len(event.hands), table, recorded)
    if problems:
        raise TrainEventError("; ".join(f"{rule}: {message}" for rule, message in problems))
    tables = list(hand.tables)
    tables[table - 1] = recorded
    return replace(event, hands=(*event.hands[:-1], replace(hand, tables=tuple(tables))))


def drop(event: TrainEvent, player: str) -> TrainEvent:
    """``player`` drops at the end of the latest hand."""
    if player not in event.players:
        raise TrainEventError(f"no player {player!r}")
    if not event.hands:
        raise TrainEventError("a player drops at the end of a hand; none is seated yet")
    hand = event.hands[-1]
    return replace(event, hands=(*event.hands[:-1], replace(hand, drops=(*hand.drops, player))))


# -- the checker ------------------------------------------------------------------------------------------
Finding = tuple[int, int | None, str, str]
"""(hand number, table number or None, rule ID, what is wrong)."""


def table_problems(rules: TrainRules, hand: int, number: int, table: TableRecord) -> list[tuple[str, str]]:
    """What is wrong with one recorded table: (rule ID, message)."""
    out: list[tuple[str, str]] = []
    scores = table.scores or {}
    where = f"hand {hand} table {number}"
    missing = [p for p in table.seats if p not in table.absent and p not in scores]
    if missing:
        out.append((rules.rule_for("train-score-pips"), f"{where}: no score for {', '.join(missing)}"))
    strangers = sorted(set(scores) - set(table.seats)) + sorted(set(table.absent) - set(table.seats))
    if strangers:
        out.append((rules.rule_for("train-seat-order"), f"{where}: {', '.join(strangers)} not seated here"))
    outs = [p for p, s in scores.items() if s == rules.going_out_score]
    if len(outs) > 1:
        out.append((rules.rule_for("train-going-out"), f"{where}: {len(outs)} players went out ({', '.join(outs)})"))
    negative = [p for p, s in scores.items() if s < 0 and s != rules.going_out_score]
    if negative:
        out.append((rules.rule_for("train-score-pips"), f"{where}: a hand score below zero ({', '.join(negative)})"))
    for player, minutes in table.late.items():
        if minutes < 0 or minutes > rules.late_limit:
            out.append(
                (rules.rule_for("train-lateness"), f"{where}: {player} {minutes} minutes late yet played the hand")
            )
    return out


def check_event(event: TrainEvent) -> list[Finding]:
    """Every rule a recorded event breaks: doubles repeated, tables not the standings' seating, more than one
    player out at a table, scores missing or impossible, players seated after dropping, too many hands."""
    rules = event.rules
    found: list[Finding] = []
    if len(event.hands) > rules.event_hands:
        found.append(
            (len(event.hands), None, rules.rule_for("train-event-hands"), f"more than {rules.event_hands} hands")
        )
    for index, problem in enumerate(rules_of_event.start_problems(rules, [h.start for h in event.hands])):
        if problem is not None:
            found.append((index + 1, None, problem[0], problem[1]))
    for index, hand in enumerate(event.hands):
        number = index + 1
        rows = standing_rows(event, index)
        try:
            expected = rules_of_event.seat_tables(rules, rows)
        except SetupError as exc:
            found.append((number, None, rules.rule_for("train-table-size"), str(exc)))
            continue
        actual = [list(t.seats) for t in hand.tables]
        if actual != expected:
            found.append(
                (number, None, rules.rule_for("train-seat-order"), f"tables {actual}; the standings seat {expected}")
            )
        for table_number, table in enumerate(hand.tables, start=1):
            if table.scores is None:
                if index < len(event.hands) - 1:
                    found.append((number, table_number, rules.rule_for("train-score-pips"), "no scores recorded"))
                continue
            found += [(number, table_number, r, m) for r, m in table_problems(rules, number, table_number, table)]
    return found


# -- the simulator -------------------------------------------------------------------------------------------
def simulate_event(
    rulebook: str, players: int, rng: random.Random, late_chance: float = 0.02, drop_chance: float = 0.01
) -> TrainEvent:
    """A whole event: every hand seated from the standings and played at each table by the engine."""
    rules = train_rules_for(rulebook)
    event = create(rulebook, [f"P{n:03d}" for n in range(1, players + 1)])
    doubles = list(range(rules.max_pip + 1))
    rng.shuffle(doubles)
    for start in doubles[: rules.event_hands]:
        event = seat_next_hand(event, start)
        for number, table in enumerate(event.hands[-1].tables, start=1):
            absent = tuple(p for p in table.seats if rng.random() < late_chance / 4)
            if len(table.seats) - len(absent) < rules.table_min:
                absent = ()
            present = [p for p in table.seats if p not in absent]
            state = random_hand(rules, len(present), start, rng, 0.1)
            assert state.outcome is not None
            scores = dict(zip(present, state.outcome.scores, strict=True))
            late = {p: rng.randrange(rules.late_limit + 1) for p in present if rng.random() < late_chance}
            event = record_table(event, number, scores, late, absent)
        leaving = [p for p in event.players if rng.random() < drop_chance]
        for player in leaving:
            if sum(not row.dropped for row in standing_rows(event)) > rules.table_min:
                event = drop(event, player)
    return event


# -- the file -------------------------------------------------------------------------------------------------
def to_json(event: TrainEvent) -> dict[str, object]:
    return {
        "format": FORMAT,
        "rulebook": event.rulebook,
        "name": event.name,
        "players": list(event.players),
        "hands": [
            {
                "start": hand.start,
                "drops": list(hand.drops),
                "tables": [
                    {
                        "seats": list(t.seats),
                        "scores": None if t.scores is None else dict(t.scores),
                        "late": dict(t.late),
                        "absent": list(t.absent),
                    }
                    for t in hand.tables
                ],
            }
            for hand in event.hands
        ],
    }


def from_json(data: object, where: str) -> TrainEvent:
    """An event from its JSON; a :class:`TrainEventError` naming the file and the field otherwise."""
    if isinstance(data, dict) and data.get("format") != FORMAT:
        raise TrainEventError(f"{where}: format: not a {FORMAT} file")
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        field = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in errors[0].absolute_path).lstrip(".")
        raise TrainEventError(f"{where}: {field or 'the file'}: {errors[0].message}")
    try:
        top = cast(dict[str, object], data)
        hands: list[HandRecord] = []
        for h, hand in enumerate(cast(list[dict[str, object]], top["hands"])):
            tables = []
            for t, table in enumerate(cast(list[dict[str, object]], hand["tables"])):
                scores = table.get("scores")
                seats = cast(list[str], table["seats"])
                if not all(isinstance(s, str) for s in seats):
                    raise TrainEventError(f"{where}: hands[{h}].tables[{t}].seats: player names are text")
                tables.append(
                    TableRecord(
                        tuple(seats),
                        None if scores is None else {str(k): int(v) for k, v in cast(dict[str, int], scores).items()},
                        {str(k): int(v) for k, v in cast(dict[str, int], table.get("late", {})).items()},
                        tuple(cast(list[str], table.get("absent", []))),
                    )
                )
            hands.append(
                HandRecord(int(cast(int, hand["start"])), tuple(tables), tuple(cast(list[str], hand.get("drops", []))))
            )
        return TrainEvent(
            str(top["rulebook"]), tuple(cast(list[str], top["players"])), tuple(hands), str(top.get("name", ""))
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if isinstance(exc, TrainEventError):
            raise
        raise TrainEventError(f"{where}: not a valid {FORMAT} file ({type(exc).__name__}: {exc})") from None


def load_event(path: Path) -> TrainEvent:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise TrainEventError(f"{path}: {exc}") from None
    return from_json(data, str(path))


def save_event(event: TrainEvent, path: Path, overwrite: bool = True) -> None:
    """Write ``event`` to ``path``: read back first (a file no command could read is refused), atomically,
    keeping its mode and the version it replaces (:mod:`organiser.store`)."""
    if path.exists() and not overwrite:
        raise TrainEventError(f"{path} exists: pass --force to replace it")

    def validate(text: str) -> None:
        from_json(json.loads(text), str(path))

    store.write(path, json.dumps(to_json(event), indent=2) + "\n", validate)
