"""The tournament file: one JSON document with entrants, rounds, tables, results and recorded penalties.

Its JSON Schema is :data:`SCHEMA` (``domino-rules tournament schema`` prints
it). A file that does not fit is rejected with a :class:`TournamentFileError`
naming the field, the round and the entrant at fault. Files are written
atomically (:func:`save`): a temporary file beside the target, flushed, then
renamed over it, so a reader never sees half a file.

A table lists its seats: ``[A, B]`` (pairs: each entrant is a team or a single
player) or ``[North, East, South, West]`` (tables of four individuals: North
and South partner against East and West). A result is either ``scores`` (side
0 first: the first seat, or North-South) with optional ``hands`` and ``on_time``,
or ``forfeit`` (the side that forfeited), or, in a knock-out, ``sets`` (games
won by each side in each set) with optional ``games``: every game of the match
in order, its ``scores`` and ``hands`` (a game is hands to the target; games
make the sets), so a checker can see that they add up to the sets recorded.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal, cast

from jsonschema import Draft202012Validator

from organiser import store
from organiser.store import previous_path as previous_path
from reference_impl.tournament.rules import TournamentRules
from reference_impl.tournament.standings import Played, Side
from rulespec import cached_spec

FORMAT: Final = "domino-rules/tournament/1"
FileMode = Literal["pairs", "tables-of-four", "knockout"]

_PAIR: Final = {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 2, "maxItems": 2}
SIDES: Final = (
    "Side 0 is the first seat of a pairs table ([A, B]: A) or North-South at a table of four "
    "([North, East, South, West]: North and South); side 1 is the second seat, or East-West."
)
_HANDS: Final = {
    "type": "array",
    "description": "the hands in order; their points add up to the scores",
    "items": {
        "type": "object",
        "required": ["side", "points"],
        "additionalProperties": False,
        "properties": {
            "side": {"enum": [0, 1, None], "description": "the side that scored the hand; null for a void hand"},
            "points": {"type": "integer", "minimum": 0, "description": "the points that side scored"},
        },
    },
}
SCHEMA: Final[dict[str, object]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://domino-rules.invalid/tournament/v1/tournament.json",
    "title": "domino-rules tournament file",
    "description": "One event: its rulebook, entrants, rounds with their tables and results, and recorded penalties.",
    "type": "object",
    "required": ["format", "rulebook", "mode", "entrants", "rounds"],
    "additionalProperties": False,
    "properties": {
        "format": {"const": FORMAT, "description": "the version of this file format"},
        "rulebook": {"type": "string", "description": "a rulebook ID of spec/, e.g. ndf-double-nine"},
        "mode": {
            "enum": ["pairs", "tables-of-four", "knockout"],
            "description": (
                "pairs: Swiss rounds, two entrants (teams or players) a table; tables-of-four: Swiss rounds of "
                "individuals, four a table, partners changing; knockout: a bracket of matches of sets"
            ),
        },
        "name": {"type": "string", "description": "the event's name, for people"},
        "entrants": {
            "type": "array",
            "description": "in entry order (the last tie-break)",
            "items": {
                "type": "object",
                "description": "one entrant: a team or a player, as the mode has it",
                "required": ["id"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "minLength": 1, "description": "a short unique ID used everywhere else"},
                    "name": {"type": "string", "description": "the entrant's name, for people"},
                    "withdrawn": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "the first round the entrant is no longer paired in (still in the standings)",
                    },
                },
            },
        },
        "rounds": {
            "type": "array",
            "description": "every round paired so far, in order",
            "items": {
                "type": "object",
                "required": ["round", "tables"],
                "additionalProperties": False,
                "properties": {
                    "round": {"type": "integer", "minimum": 1, "description": "the round's number: 1, 2, 3..."},
                    "byes": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "entrants who sit the round out (a bye counts as the rulebook says)",
                    },
                    "tables": {
                        "type": "array",
                        "description": "the tables, numbered from 1 in this order",
                        "items": {
                            "type": "object",
                            "required": ["seats"],
                            "additionalProperties": False,
                            "properties": {
                                "seats": {
                                    "type": "array",
                                    "items": {"type": "string"},
                                    "minItems": 2,
                                    "maxItems": 4,
                                    "description": "[A, B] (pairs, knock-out) or [North, East, South, West]. " + SIDES,
                                },
                                "result": {
                                    "type": "object",
                                    "description": "the table's result once played: scores, a forfeit, or sets",
                                    "additionalProperties": False,
                                    "properties": {
                                        "scores": {
                                            **_PAIR,
                                            "description": "final points of side 0 and side 1. " + SIDES,
                                        },
                                        "forfeit": {
                                            "enum": [0, 1],
                                            "description": (
                                                "the side that forfeited (0 or 1); the other side is credited with "
                                                "the rulebook's forfeit points"
                                            ),
                                        },
                                        "on_time": {
                                            "type": "boolean",
                                            "description": "true when time was called before either side reached "
                                            "the target (the higher score wins)",
                                        },
                                        "hands": _HANDS,
                                        "sets": {
                                            "type": "array",
                                            "items": _PAIR,
                                            "description": "knock-out: games won by side 0 and side 1 in each set",
                                        },
                                        "games": {
                                            "type": "array",
                                            "description": "a knock-out's games in order (games make the sets)",
                                            "items": {
                                                "type": "object",
                                                "required": ["scores"],
                                                "additionalProperties": False,
                                                "properties": {
                                                    "scores": {**_PAIR, "description": "the game's final points"},
                                                    "hands": _HANDS,
                                                },
                                            },
                                        },
                                    },
                                    "oneOf": [
                                        {"required": ["scores"], "not": {"required": ["forfeit"]}},
                                        {"required": ["forfeit"], "not": {"required": ["scores"]}},
                                        {"required": ["sets"], "not": {"required": ["scores"]}},
                                    ],
                                },
                            },
                        },
                    },
                },
            },
        },
        "penalties": {
            "type": "array",
            "description": "points judges took off entrants' standing scores",
            "items": {
                "type": "object",
                "required": ["round", "entrant", "points"],
                "additionalProperties": False,
                "properties": {
                    "round": {"type": "integer", "minimum": 1, "description": "the round it was recorded in"},
                    "entrant": {"type": "string", "description": "the entrant penalised"},
                    "points": {
                        "type": "integer",
                        "minimum": 1,
                        "description": (
                            "the points taken off, a positive number (as in the protocol's standings request); "
                            "a hand's penalty record on the wire is the same amount as a negative score change"
                        ),
                    },
                    "rule": {
                        "type": "string",
                        "description": "the rule ID the penalty applies: a rule of the event's rulebook",
                    },
                    "note": {"type": "string", "description": "the judge's note"},
                },
            },
        },
    },
}


EXAMPLE: Final[dict[str, object]] = {
    "format": FORMAT,
    "rulebook": "ndf-double-nine",
    "mode": "pairs",
    "name": "Club night",
    "entrants": [
        {"id": "A", "name": "Ana & Alba"},
        {"id": "B", "name": "Bea & Bruno"},
        {"id": "C", "name": "Cruz & Carla"},
        {"id": "D", "name": "Dani & Diego"},
        {"id": "E", "name": "Eva & Enzo", "withdrawn": 2},
    ],
    "rounds": [
        {
            "round": 1,
            "tables": [
                {
                    "seats": ["A", "B"],
                    "result": {
                        "scores": [152, 95],
                        "hands": [{"side": 0, "points": 60}, {"side": 1, "points": 95}, {"side": 0, "points": 92}],
                    },
                },
                {"seats": ["C", "D"], "result": {"forfeit": 1}},
            ],
            "byes": ["E"],
        }
    ],
    "penalties": [{"round": 1, "entrant": "B", "points": 25, "rule": "NDF-3.1", "note": "signal, second time"}],
}
"""An example event file, shown on the organisers' page and checked by the tests: one round played (a match
with its hands, a forfeit, a bye), a penalty, and an entrant withdrawn from round 2."""


class TournamentFileError(ValueError):
    """A tournament file that cannot be read: names the file, the field and, where known, the round and entrant."""

    def __init__(self, source: str, field: str, message: str) -> None:
        self.source = source
        self.field = field
        self.message = message
        super().__init__(f"{source}: {field}: {message}")


HandRecord = tuple[int | None, int]
"""(side that scored, or None for a hand nobody scored; points)."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game of a knock-out match: hands to the target, and the points each side ended with."""

    scores: tuple[int, int]
    hands: tuple[HandRecord, ...] = ()


def hand_totals(hands: tuple[HandRecord, ...]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The points of side 0 and side 1 over ``hands``, and the same before the last hand.

    >>> hand_totals(((0, 60), (1, 95), (None, 0), (0, 92)))
    ((152, 95), (60, 95))
    """
    sums = [0, 0]
    before = (0, 0)
    for side, points in hands:
        before = (sums[0], sums[1])
        if side is not None:
            sums[side] += points
    return (sums[0], sums[1]), before


@dataclass(frozen=True, slots=True)
class Result:
    scores: tuple[int, int] | None = None
    forfeit: int | None = None
    on_time: bool = False
    hands: tuple[HandRecord, ...] = ()
    """(side that scored, or None for a void hand; points) in order."""
    sets: tuple[tuple[int, int], ...] = ()
    games: tuple[GameRecord, ...] = ()
    """A knock-out's games in order, when recorded."""


@dataclass(frozen=True, slots=True)
class TableRecord:
    seats: tuple[str, ...]
    result: Result | None = None

    @property
    def sides(self) -> tuple[Side, Side]:
        if len(self.seats) == 4:
            north, east, south, west = self.seats
            return (north, south), (east, west)
        return (self.seats[0],), (self.seats[1],)


@dataclass(frozen=True, slots=True)
class Round:
    number: int
    tables: tuple[TableRecord, ...]
    byes: tuple[str, ...] = ()

    @property
    def finished(self) -> bool:
        return all(table.result is not None for table in self.tables)


@dataclass(frozen=True, slots=True)
class Entrant:
    id: str
    name: str = ""
    withdrawn: int | None = None
    """The first round the entrant is no longer paired in (None: still playing)."""


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points a judge took off an entrant's standing score, under a rule of the event's rulebook."""

    entrant: str
    points: int
    rule: str = ""
    round: int = 0
    """The round it was recorded in."""
    note: str = ""
    """The judge's note."""


@dataclass(frozen=True, slots=True)
class Tournament:
    rulebook: str
    mode: FileMode
    entrants: tuple[Entrant, ...]
    rounds: tuple[Round, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    name: str = ""

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(e.id for e in self.entrants)

    def label(self, entrant: str) -> str:
        """An entrant as people see it: the ID, and the name beside it when there is one ("P01 (Ana)")."""
        name = next((e.name for e in self.entrants if e.id == entrant), "")
        return f"{entrant} ({name})" if name else entrant

    def active(self, number: int) -> tuple[str, ...]:
        """The entrants paired in round ``number``: all but those withdrawn by then, in entry order."""
        return tuple(e.id for e in self.entrants if e.withdrawn is None or e.withdrawn > number)


def played(table: TableRecord, rules: TournamentRules) -> Played | None:
    """A finished table as the standings count it (a forfeit scores ``forfeit_points`` to 0)."""
    result = table.result
    if result is None or (result.scores is None and result.forfeit is None):
        return None
    if result.forfeit is not None:
        return Played.forfeited(table.sides, result.forfeit, rules)
    assert result.scores is not None
    return Played.scored(table.sides, result.scores)


def _field(path: Sequence[str | int]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out or "(top)"


def _where(data: object, path: Sequence[str | int]) -> str:
    """Name the round and entrant a schema error sits in, when the path reaches them."""
    notes: list[str] = []
    node: object = data
    for part in path:
        if isinstance(node, dict) and isinstance(part, str):
            node = cast(dict[str, object], node).get(part)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = cast(list[object], node)[part]
        else:
            break
        if isinstance(node, dict):
            found = cast(dict[str, object], node)
            if "round" in found and isinstance(found["round"], int) and "tables" in found:
                notes.append(f"round {found['round']}")
            if isinstance(found.get("entrant"), str):
                notes.append(f"entrant {found['entrant']!r}")
            if isinstance(found.get("id"), str):
                notes.append(f"entrant {found['id']!r}")
    return f" ({', '.join(notes)})" if notes else ""


def parse(data: object, source: str = "<tournament>") -> Tournament:
    """A :class:`Tournament` from decoded JSON, or a :class:`TournamentFileError`."""
    errors = sorted(Draft202012Validator(SCHEMA).iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        path = list(first.absolute_path)
        message = first.message if first.validator != "oneOf" else "give scores, forfeit or sets (one of them)"
        raise TournamentFileError(source, _field(path), message + _where(data, path))
    top = cast(dict[str, object], data)
    entrants = tuple(
        Entrant(str(e["id"]), str(e.get("name", "")), cast(int | None, e.get("withdrawn")))
        for e in cast(list[dict[str, object]], top["entrants"])
    )
    known: dict[str, int] = {}
    for i, one in enumerate(entrants):
        if one.id in known:
            raise TournamentFileError(source, f"entrants[{i}].id", f"entrant {one.id!r} is entered twice")
        known[one.id] = i
    mode = cast(FileMode, top["mode"])

    def entrant(field: str, name: str, where: str) -> str:
        if name not in known:
            raise TournamentFileError(source, field, f"{where}unknown entrant {name!r}")
        return name

    rounds: list[Round] = []
    for r, raw in enumerate(cast(list[dict[str, object]], top["rounds"])):
        number = cast(int, raw["round"])
        if number != r + 1:
            raise TournamentFileError(source, f"rounds[{r}].round", f"round {number} is listed as round {r + 1}")
        tables: list[TableRecord] = []
        for t, table in enumerate(cast(list[dict[str, object]], raw["tables"])):
            field = f"rounds[{r}].tables[{t}]"
            seats = tuple(
                entrant(f"{field}.seats[{s}]", name, f"round {number}, table {t + 1}: ")
                for s, name in enumerate(cast(list[str], table["seats"]))
            )
            want = 4 if mode == "tables-of-four" else 2
            if len(seats) != want:
                raise TournamentFileError(
                    source,
                    f"{field}.seats",
                    f"round {number}, table {t + 1}: a {mode} table seats {want}, not {len(seats)}",
                )
            tables.append(TableRecord(seats, _result(cast(dict[str, object] | None, table.get("result")))))
        byes = tuple(
            entrant(f"rounds[{r}].byes[{b}]", name, f"round {number}: ")
            for b, name in enumerate(cast(list[str], raw.get("byes", [])))
        )
        rounds.append(Round(number, tuple(tables), byes))
    penalties: list[Penalty] = []
    rulebook = str(top["rulebook"])
    try:
        book = cached_spec().rulebook(rulebook)
    except KeyError:
        books = ", ".join(b.id for b in cached_spec().rulebooks)
        raise TournamentFileError(
            source, "rulebook", f"no rulebook {rulebook!r} in the spec (known: {books})"
        ) from None
    for p, raw in enumerate(cast(list[dict[str, object]], top.get("penalties", []))):
        name = entrant(f"penalties[{p}].entrant", str(raw["entrant"]), "penalty: ")
        number = cast(int, raw["round"])
        if number > len(rounds):
            raise TournamentFileError(source, f"penalties[{p}].round", f"entrant {name!r}: no round {number} yet")
        rule = str(raw.get("rule", ""))
        if rule:
            try:
                book.rule(rule)
            except KeyError:
                raise TournamentFileError(
                    source,
                    f"penalties[{p}].rule",
                    f"entrant {name!r}: {rule} is not a rule of {rulebook} (its rules are {book.prefix}-...)",
                ) from None
        penalties.append(Penalty(name, cast(int, raw["points"]), rule, number, str(raw.get("note", ""))))
    return Tournament(
        rulebook=rulebook,
        mode=mode,
        entrants=entrants,
        rounds=tuple(rounds),
        penalties=tuple(penalties),
        name=str(top.get("name", "")),
    )


def _result(raw: Mapping[str, object] | None) -> Result | None:
    if raw is None:
        return None
    scores = cast(list[int] | None, raw.get("scores"))
    games = cast(list[dict[str, object]], raw.get("games", []))
    return Result(
        scores=None if scores is None else (scores[0], scores[1]),
        forfeit=cast(int | None, raw.get("forfeit")),
        on_time=bool(raw.get("on_time", False)),
        hands=_hands(raw),
        sets=tuple((s[0], s[1]) for s in cast(list[list[int]], raw.get("sets", []))),
        games=tuple(
            GameRecord((cast(list[int], g["scores"])[0], cast(list[int], g["scores"])[1]), _hands(g)) for g in games
        ),
    )


def _hands(raw: Mapping[str, object]) -> tuple[HandRecord, ...]:
    hands = cast(list[dict[str, object]], raw.get("hands", []))
    return tuple((cast(int | None, h["side"]), cast(int, h["points"])) for h in hands)


def _dump_hands(hands: Sequence[HandRecord]) -> list[dict[str, object]]:
    return [{"side": side, "points": points} for side, points in hands]


def dump(tournament: Tournament) -> dict[str, object]:
    """The JSON document of ``tournament`` (what :func:`parse` reads back)."""
    rounds: list[dict[str, object]] = []
    for rnd in tournament.rounds:
        tables: list[dict[str, object]] = []
        for table in rnd.tables:
            entry: dict[str, object] = {"seats": list(table.seats)}
            result = table.result
            if result is not None:
                out: dict[str, object] = {}
                if result.scores is not None:
                    out["scores"] = list(result.scores)
                if result.forfeit is not None:
                    out["forfeit"] = result.forfeit
                if result.on_time:
                    out["on_time"] = True
                if result.hands:
                    out["hands"] = _dump_hands(result.hands)
                if result.sets:
                    out["sets"] = [list(s) for s in result.sets]
                if result.games:
                    out["games"] = [
                        {"scores": list(g.scores), **({"hands": _dump_hands(g.hands)} if g.hands else {})}
                        for g in result.games
                    ]
                entry["result"] = out
            tables.append(entry)
        item: dict[str, object] = {"round": rnd.number, "tables": tables}
        if rnd.byes:
            item["byes"] = list(rnd.byes)
        rounds.append(item)
    doc: dict[str, object] = {"format": FORMAT, "rulebook": tournament.rulebook, "mode": tournament.mode}
    if tournament.name:
        doc["name"] = tournament.name
    doc["entrants"] = [
        {"id": e.id, **({"name": e.name} if e.name else {}), **({"withdrawn": e.withdrawn} if e.withdrawn else {})}
        for e in tournament.entrants
    ]
    doc["rounds"] = rounds
    if tournament.penalties:
        doc["penalties"] = [
            {
                "round": p.round,
                "entrant": p.entrant,
                "points": p.points,
                **({"rule": p.rule} if p.rule else {}),
                **({"note": p.note} if p.note else {}),
            }
            for p in tournament.penalties
        ]
    return doc


def load(path: Path) -> Tournament:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise TournamentFileError(str(path), "(file)", exc.strerror or str(exc)) from exc
    except UnicodeDecodeError as exc:
        raise TournamentFileError(str(path), "(file)", f"not UTF-8 text ({exc.reason})") from exc
    return parse_text(text, str(path))


def parse_text(text: str, source: str) -> Tournament:
    """A :class:`Tournament` from the text of a file, or a :class:`TournamentFileError` naming the field."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TournamentFileError(source, f"line {exc.lineno}", f"not JSON: {exc.msg}") from exc
    return parse(data, source)


def text_of(tournament: Tournament) -> str:
    """The file's text for ``tournament``."""
    return json.dumps(dump(tournament), indent=2, ensure_ascii=False) + "\n"


class WriteRefused(TournamentFileError):
    """A write refused because the file it would leave could not be read back: nothing was written."""


def _validator(path: Path) -> store.Validate:
    def validate(text: str) -> None:
        try:
            parse_text(text, str(path))
        except TournamentFileError as exc:
            raise WriteRefused(
                exc.source, exc.field, f"{exc.message}; refused: no command could read the file, which is unchanged"
            ) from exc

    return validate


def save(tournament: Tournament, path: Path, *, overwrite: bool = True) -> None:
    """Write ``tournament`` to ``path``: checked first, atomically, keeping its mode and the version it replaces.

    The text is read back through the schema and :func:`parse` before anything is touched (a
    :class:`WriteRefused` names the field otherwise). The replaced version goes on the undo history
    (:func:`previous_path`). With ``overwrite=False`` an existing file is refused (``FileExistsError``);
    a read-only one always is (:class:`organiser.store.ReadOnlyError`).
    """
    store.write(path, text_of(tournament), _validator(path), overwrite=overwrite)


def undo(path: Path) -> None:
    """Bring back the version before the last write (as many times as the history holds; redo with :func:`redo`)."""
    store.undo(path, _validator(path))


def redo(path: Path) -> None:
    """Bring back what the last :func:`undo` replaced."""
    store.redo(path, _validator(path))
