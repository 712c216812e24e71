"""The tournament file: one JSON document per event, for every rulebook: entrants, rounds (a Mexican Train
event's hands), tables, results and recorded penalties.

Its JSON Schema is :data:`SCHEMA` (``domino-rules tournament schema`` prints it): one schema whose
rounds differ by family, each family's part under ``$defs`` (a Swiss round, a knock-out round, a
Mexican Train hand), chosen by the event's ``mode``. A file that does not fit is rejected with a
:class:`TournamentFileError` naming the field, the round and the entrant at fault. A Mexican Train
event file of the earlier format (``mexican-train-event``, written by ``tournament train``) is read too,
and written in this format from then on.

Every write (:func:`save`) reads the new text back through the schema and :func:`parse` before anything
is touched, then replaces the file atomically, keeping its mode and the version it replaced for
:func:`undo` (:mod:`organiser.store`).

A match table lists its seats: ``[A, B]`` (pairs, knock-out: each entrant a team or a single player)
or ``[North, East, South, West]`` (tables of four individuals: North and South partner against East
and West). Its result is ``scores`` (side 0 first: the first seat, or North-South) with optional
``hands`` and ``on_time``, or ``forfeit`` (the side that forfeited), or, in a knock-out, ``sets``
(games won by each side in each set) with optional ``games``: every game of the match in order, its
``scores`` and ``hands``. A Mexican Train table lists its players in seat order; its result is each
player's ``scores``, with ``late`` and ``absent``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Final, cast

from organiser import store
from organiser.families import FAMILIES, family_of, modes_of
from organiser.families.train import OLD_FORMAT, from_old_format
from organiser.model import MODES
from organiser.model import Entrant as Entrant
from organiser.model import FileMode as FileMode
from organiser.model import GameRecord as GameRecord
from organiser.model import HandRecord as HandRecord
from organiser.model import Penalty as Penalty
from organiser.model import PlayerScores as PlayerScores
from organiser.model import Result as Result
from organiser.model import Round as Round
from organiser.model import TableRecord as TableRecord
from organiser.model import Tournament as Tournament
from organiser.model import TournamentFileError as TournamentFileError
from organiser.model import hand_totals as hand_totals
from organiser.store import previous_path as previous_path
from rulespec import cached_spec
from rulespec.jsontypes import Json, schema_check

FORMAT: Final = "domino-rules/tournament/1"
DEFS: Final = "#/$defs/"

SCHEMA: Final[dict[str, object]] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://domino-rules.invalid/tournament/v1/tournament.json",
    "title": "domino-rules tournament file",
    "description": (
        "One event, whatever its rulebook: the rulebook, how the event is run (mode), the entrants, every round "
        "(a Mexican Train hand) with its tables and results, and recorded penalties. The rounds' part of the "
        "schema is the mode's family's, under $defs."
    ),
    "type": "object",
    "required": ["format", "rulebook", "mode", "entrants", "rounds"],
    "additionalProperties": False,
    "properties": {
        "format": {
            "const": FORMAT,
            "description": f"the version of this file format (a Mexican Train file of the earlier format, "
            f"{OLD_FORMAT}, is read and rewritten in this one)",
        },
        "rulebook": {"type": "string", "description": "a rulebook ID of spec/, e.g. ndf-double-nine"},
        "mode": {
            "enum": list(MODES),
            "description": (
                "pairs: Swiss rounds, two entrants (teams or players) a table; tables-of-four: Swiss rounds of "
                "individuals, four a table, partners changing; knockout: a bracket of matches of sets; train: "
                "hands of a train game (Mexican Train), every hand's tables cut from the standings by accumulated "
                "score. The rulebook's rules say which it runs."
            ),
        },
        "name": {"type": "string", "description": "the event's name, for people"},
        "match_games": {
            "type": "integer",
            "minimum": 1,
            "description": (
                "games that win a match, where the rulebook lets the event set its match length (All Fives: "
                "WCDT-1.4, best two of three when left out); refused for a rulebook whose matches are fixed"
            ),
        },
        "entrants": {
            "type": "array",
            "description": "in entry order (the last tie-break)",
            "items": {
                "type": "object",
                "description": "one entrant: a team or a player, as the rulebook has it",
                "required": ["id"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "minLength": 1, "description": "a short unique ID used everywhere else"},
                    "name": {"type": "string", "description": "the entrant's name, for people"},
                    "withdrawn": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "the first round (hand) the entrant is no longer seated in (still in the "
                        "standings; in a Mexican Train event, a drop at the end of the hand before)",
                    },
                },
            },
        },
        "rounds": {
            "type": "array",
            "description": "every round (hand) seated so far, in order; each as the mode's family has it ($defs)",
            "items": {"type": "object"},
        },
        "penalties": {
            "type": "array",
            "description": "points judges gave entrants, each under a rule of the event's rulebook",
            "items": {
                "type": "object",
                "required": ["round", "entrant", "points"],
                "additionalProperties": False,
                "properties": {
                    "round": {"type": "integer", "minimum": 1, "description": "the round (hand) it was recorded in"},
                    "entrant": {"type": "string", "description": "the entrant penalised"},
                    "points": {
                        "type": "integer",
                        "minimum": 1,
                        "description": (
                            "the points, a positive number: taken off the entrant's standing score (as in the "
                            "protocol's standings request), or added to the total where the lowest total wins "
                            "(Mexican Train: to the score of the hand it was recorded in)"
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
    "allOf": [
        {
            "if": {"properties": {"mode": {"enum": list(family.modes)}}, "required": ["mode"]},
            "then": {"properties": {"rounds": {"items": {"$ref": f"{DEFS}{family.name}-round"}}}},
        }
        for family in FAMILIES
    ],
    "$defs": {f"{family.name}-round": family.round_schema() for family in FAMILIES},
}
"""The one schema of the tournament file, its rounds' part by family."""

_VALIDATOR: Final = schema_check(SCHEMA)

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

TRAIN_EXAMPLE: Final[dict[str, object]] = {
    "format": FORMAT,
    "rulebook": "mexican-train",
    "mode": "train",
    "name": "Train night",
    "entrants": [
        {"id": "ana", "name": "Ana"},
        {"id": "bo", "name": "Bo"},
        {"id": "cy", "name": "Cy"},
        {"id": "di", "name": "Di"},
        {"id": "ed", "name": "Ed", "withdrawn": 2},
    ],
    "rounds": [
        {
            "round": 1,
            "start": 12,
            "tables": [
                {
                    "seats": ["ana", "bo", "cy"],
                    "result": {"scores": {"ana": -25, "bo": 14, "cy": 31}, "late": {"bo": 3}},
                },
                {"seats": ["di", "ed"], "result": {"scores": {"di": 22}, "absent": ["ed"]}},
            ],
        }
    ],
    "penalties": [{"round": 1, "entrant": "cy", "points": 10, "rule": "MT-X1.1", "note": "played out of turn twice"}],
}
"""An example Mexican Train event file: hand 1 from 12-12 at two tables (ana went out, bo came 3 minutes late,
the second table played without ed), a penalty of 10 points, and ed dropped at the end of hand 1."""


def _field(path: Sequence[str | int]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out or "(top)"


def _where(data: Json, path: Sequence[str | int], unit: str) -> str:
    """Name the round and entrant a schema error sits in, when the path reaches them."""
    notes: list[str] = []
    node = data
    for part in path:
        if isinstance(node, dict) and isinstance(part, str):
            node = node.get(part)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = node[part]
        else:
            break
        if isinstance(node, dict):
            found = node
            if "round" in found and isinstance(found["round"], int) and "tables" in found:
                notes.append(f"{unit} {found['round']}")
            if isinstance(found.get("entrant"), str):
                notes.append(f"entrant {found['entrant']!r}")
            if isinstance(found.get("id"), str):
                notes.append(f"entrant {found['id']!r}")
    return f" ({', '.join(notes)})" if notes else ""


def _message(error_validator: object, message: str) -> str:
    if error_validator == "oneOf":
        return "a result is one of its kinds, not two or none (scores or a forfeit; in a knock-out, sets or a forfeit)"
    return message


def parse(data: object, source: str = "<tournament>") -> Tournament:
    """A :class:`Tournament` from decoded JSON, or a :class:`TournamentFileError` naming the field."""
    document: object = data
    mode_said: object = None
    if isinstance(data, dict):
        said = cast(dict[str, object], data)  # decoded JSON: an object's keys are text
        if said.get("format") == OLD_FORMAT:
            document = said = from_old_format(said, source)
        mode_said = said.get("mode")
    unit = family_of(mode_said).unit if mode_said in MODES else "round"
    # decoded JSON, as the callers promise (the schema check is what looks at its shape)
    checked = cast(Json, document)
    errors = sorted(_VALIDATOR.iter_errors(checked), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        path = list(first.absolute_path)
        message = _message(first.validator, first.message)
        raise TournamentFileError(source, _field(path), message + _where(checked, path, unit))
    top = cast(dict[str, object], document)
    entrants = tuple(
        Entrant(str(e["id"]), str(e.get("name", "")), cast(int | None, e.get("withdrawn")))
        for e in cast(list[dict[str, object]], top["entrants"])
    )
    known: dict[str, int] = {}
    for i, one in enumerate(entrants):
        if one.id in known:
            raise TournamentFileError(source, f"entrants[{i}].id", f"entrant {one.id!r} is entered twice")
        known[one.id] = i
    rulebook = str(top["rulebook"])
    try:
        book = cached_spec().rulebook(rulebook)
    except KeyError:
        books = ", ".join(b.id for b in cached_spec().rulebooks)
        raise TournamentFileError(
            source, "rulebook", f"no rulebook {rulebook!r} in the spec (known: {books})"
        ) from None
    mode = cast(FileMode, top["mode"])
    family = family_of(mode)
    if not family.modes_of(book):
        runs = modes_of(rulebook)
        raise TournamentFileError(
            source, "mode", f"rulebook {rulebook} runs its events as {' or '.join(runs) or 'nothing'}, not {mode}"
        )

    match_games = cast(int | None, top.get("match_games"))
    if match_games is not None:
        refused = family.match_length_problem(rulebook, match_games)
        if refused is not None:
            raise TournamentFileError(source, "match_games", refused)

    def entrant(field: str, name: str, where: str) -> str:
        if name not in known:
            raise TournamentFileError(source, field, f"{where}unknown entrant {name!r}")
        return name

    rounds: list[Round] = []
    for r, raw in enumerate(cast(list[dict[str, object]], top["rounds"])):
        number = cast(int, raw["round"])
        if number != r + 1:
            raise TournamentFileError(source, f"rounds[{r}].round", f"{unit} {number} is listed as {unit} {r + 1}")
        tables: list[TableRecord] = []
        for t, table in enumerate(cast(list[dict[str, object]], raw["tables"])):
            field = f"rounds[{r}].tables[{t}]"
            seats = tuple(
                entrant(f"{field}.seats[{s}]", name, f"{unit} {number}, table {t + 1}: ")
                for s, name in enumerate(cast(list[str], table["seats"]))
            )
            wrong = family.seat_problem(mode, len(seats))
            if wrong is not None:
                raise TournamentFileError(source, f"{field}.seats", f"{unit} {number}, table {t + 1}: {wrong}")
            raw_result = table.get("result")
            result = None if raw_result is None else family.parse_result(cast(dict[str, object], raw_result))
            tables.append(TableRecord(seats, result))
        byes = tuple(
            entrant(f"rounds[{r}].byes[{b}]", name, f"{unit} {number}: ")
            for b, name in enumerate(cast(list[str], raw.get("byes", [])))
        )
        rounds.append(Round(number, tuple(tables), byes, cast(int | None, raw.get("start"))))
    penalties: list[Penalty] = []
    for p, raw in enumerate(cast(list[dict[str, object]], top.get("penalties", []))):
        name = entrant(f"penalties[{p}].entrant", str(raw["entrant"]), "penalty: ")
        number = cast(int, raw["round"])
        if number > len(rounds):
            raise TournamentFileError(source, f"penalties[{p}].round", f"entrant {name!r}: no {unit} {number} yet")
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
        match_games=match_games,
    )


def dump(tournament: Tournament) -> dict[str, object]:
    """The JSON document of ``tournament`` (what :func:`parse` reads back)."""
    family = family_of(tournament.mode)
    rounds: list[dict[str, object]] = []
    for rnd in tournament.rounds:
        tables: list[dict[str, object]] = []
        for table in rnd.tables:
            entry: dict[str, object] = {"seats": list(table.seats)}
            if table.result is not None:
                entry["result"] = family.dump_result(table.result)
            tables.append(entry)
        item: dict[str, object] = {"round": rnd.number}
        if rnd.start is not None:
            item["start"] = rnd.start
        item["tables"] = tables
        if rnd.byes:
            item["byes"] = list(rnd.byes)
        rounds.append(item)
    doc: dict[str, object] = {"format": FORMAT, "rulebook": tournament.rulebook, "mode": tournament.mode}
    if tournament.name:
        doc["name"] = tournament.name
    if tournament.match_games is not None:
        doc["match_games"] = tournament.match_games
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
