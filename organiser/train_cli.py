"""``domino-rules tournament train``: the organiser's commands over a Mexican Train event file.

    domino-rules tournament train create FILE --rulebook ID --player ID ... [--name N] [--force]
    domino-rules tournament train seat FILE --start N        seat the next hand from the standings
    domino-rules tournament train record FILE TABLE --score PLAYER=POINTS ... [--late PLAYER=MIN ...]
                                                     [--absent PLAYER ...] [--replace]
    domino-rules tournament train drop FILE PLAYER           the player drops at the end of the latest hand
    domino-rules tournament train standings FILE [--json]
    domino-rules tournament train check FILE [--json]        every rule the recorded event breaks
    domino-rules tournament train simulate FILE [--rulebook ID] [--players N] [--seed S] [--force]
    domino-rules tournament train schema                     the JSON Schema of the event file

Exit status: 0 done (``check``: nothing wrong), 1 ``check`` found a broken rule, 2 the file or the
request is wrong (the message names the hand, table or player).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TextIO

from organiser.train_event import (
    SCHEMA,
    TrainEventError,
    check_event,
    create,
    drop,
    load_event,
    record_table,
    save_event,
    seat_next_hand,
    simulate_event,
    standings,
)
from reference_impl.errors import SetupError


def _pairs(texts: list[str], what: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for text in texts:
        name, _, value = text.partition("=")
        try:
            out[name] = int(value)
        except ValueError:
            raise TrainEventError(f"{what} {text!r}: write PLAYER=NUMBER") from None
    return out


def _create(args: argparse.Namespace, out: TextIO) -> int:
    event = create(args.rulebook, args.player, args.name)
    save_event(event, Path(args.file), overwrite=args.force)
    print(f"created {args.file}: {len(event.players)} players, {event.rules.event_hands} hands", file=out)
    return 0


def _seat(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = seat_next_hand(load_event(path), args.start)
    save_event(event, path)
    print(f"hand {len(event.hands)} from {args.start}-{args.start}:", file=out)
    for number, table in enumerate(event.hands[-1].tables, start=1):
        print(f"  table {number}: {' '.join(table.seats)}", file=out)
    return 0


def _record(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = record_table(
        load_event(path),
        args.table,
        _pairs(args.score, "score"),
        _pairs(args.late, "lateness"),
        args.absent,
        replace_scores=args.replace,
    )
    save_event(event, path)
    print(f"hand {len(event.hands)} table {args.table} recorded", file=out)
    return 0


def _drop(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    save_event(drop(load_event(path), args.player), path)
    print(f"{args.player} drops at the end of hand", file=out)
    return 0


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    rows = standings(load_event(Path(args.file)))
    if args.json:
        data = [{"player": r.entrant, "total": r.total, "scores": list(r.scores), "dropped": r.dropped} for r in rows]
        print(json.dumps(data, indent=2), file=out)
        return 0
    for place, row in enumerate(rows, start=1):
        print(f"{place:>4}  {row.entrant:<12} {row.total:>6}{'  (dropped)' if row.dropped else ''}", file=out)
    return 0


def _check(args: argparse.Namespace, out: TextIO) -> int:
    found = check_event(load_event(Path(args.file)))
    if args.json:
        data = [{"hand": h, "table": t, "rule": r, "problem": m} for h, t, r, m in found]
        print(json.dumps(data, indent=2), file=out)
    else:
        for hand, table, rule, message in found:
            where = f"hand {hand}" + ("" if table is None else f" table {table}")
            print(f"{where}: {rule}: {message}", file=out)
        print(f"{len(found)} problem(s)", file=out)
    return 1 if found else 0


def _simulate(args: argparse.Namespace, out: TextIO) -> int:
    event = simulate_event(args.rulebook, args.players, random.Random(args.seed))
    save_event(event, Path(args.file), overwrite=args.force)
    print(f"simulated {args.file}: {len(event.players)} players, {len(event.hands)} hands", file=out)
    return 0


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    print(json.dumps(SCHEMA, indent=2), file=out)
    return 0


def build_parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="Run a Mexican Train event from one JSON file.")
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("create", help="create an event file: rulebook and players")
    make.add_argument("file")
    make.add_argument("--rulebook", default="mexican-train")
    make.add_argument("--player", action="append", required=True, help="a player's ID (repeat)")
    make.add_argument("--name", default="")
    make.add_argument("--force", action="store_true", help="replace an existing file")
    make.set_defaults(run=_create)
    seat = commands.add_parser("seat", help="seat the next hand from the standings")
    seat.add_argument("file")
    seat.add_argument("--start", type=int, required=True, help="the number of the starting double drawn")
    seat.set_defaults(run=_seat)
    rec = commands.add_parser("record", help="record a table's scores for the latest hand, checked on entry")
    rec.add_argument("file")
    rec.add_argument("table", type=int)
    rec.add_argument("--score", action="append", default=[], help="PLAYER=POINTS (repeat)")
    rec.add_argument("--late", action="append", default=[], help="PLAYER=MINUTES late, for a player who played")
    rec.add_argument("--absent", action="append", default=[], help="a player the table played without")
    rec.add_argument("--replace", action="store_true", help="replace the table's recorded scores")
    rec.set_defaults(run=_record)
    leave = commands.add_parser("drop", help="a player drops at the end of the latest hand")
    leave.add_argument("file")
    leave.add_argument("player")
    leave.set_defaults(run=_drop)
    table = commands.add_parser("standings", help="the standings, lowest total first")
    table.add_argument("file")
    table.add_argument("--json", action="store_true")
    table.set_defaults(run=_standings)
    checking = commands.add_parser("check", help="every rule the recorded event breaks")
    checking.add_argument("file")
    checking.add_argument("--json", action="store_true")
    checking.set_defaults(run=_check)
    sim = commands.add_parser("simulate", help="a random event from a seed, every hand played by the engine")
    sim.add_argument("file")
    sim.add_argument("--rulebook", default="mexican-train")
    sim.add_argument("--players", type=int, default=20)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--force", action="store_true")
    sim.set_defaults(run=_simulate)
    schema = commands.add_parser("schema", help="print the JSON Schema of the event file")
    schema.set_defaults(run=_schema)
    return parser


def main(argv: list[str], out: TextIO, prog: str = "domino-rules tournament train") -> int:
    args = build_parser(prog).parse_args(argv)
    try:
        return int(args.run(args, out))
    except (TrainEventError, SetupError, KeyError) as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"{prog}: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2


_HANDS: tuple[tuple[int, dict[str, int], str], ...] = (
    (12, {"ana": -25, "bo": 14, "cy": 31, "di": 8}, "ana went out: -25"),
    (11, {"ana": 22, "bo": -25, "cy": 9, "di": 40}, ""),
    (10, {"ana": 5, "bo": 18, "cy": -25, "di": 27}, ""),
    (9, {"ana": 30, "bo": 12, "cy": 16, "di": -25}, ""),
    (8, {"ana": -25, "bo": 60, "cy": 7, "di": 11}, "bo was left holding the double blank (50) and 6-4"),
    (7, {"ana": 19, "bo": -25, "di": 33}, ""),
    (6, {"ana": 12, "bo": 4, "cy": -25, "di": 21}, ""),
    (5, {"ana": -25, "bo": 26, "cy": 14, "di": 9}, ""),
    (4, {"ana": 17, "bo": 13, "cy": 22, "di": -25}, ""),
    (3, {"ana": 8, "bo": -25, "cy": 15}, ""),
    (2, {"ana": -25, "bo": 10, "cy": 24}, ""),
    (1, {"ana": 16, "bo": 7, "cy": -25}, ""),
    (0, {"ana": -25, "bo": 19, "cy": 12}, ""),
)
"""The walkthrough's thirteen hands: the starting double, the scores counted at the (single) table, a note."""


def _walkthrough() -> tuple[tuple[str, str], ...]:
    steps: list[tuple[str, str]] = [
        ("create event.json --player ana --player bo --player cy --player di", "four players: one table a hand"),
    ]
    for number, (start, scores, note) in enumerate(_HANDS, start=1):
        if number == 2:
            steps.append(("seat event.json --start 12", "refused: 12-12 has started a hand already (exit 2)"))
        steps.append((f"seat event.json --start {start}", f"hand {number}: seat order from the standings"))
        options = " ".join(f"--score {player}={points}" for player, points in scores.items())
        extra, note_here = "", note
        if number == 1:
            steps.append(
                (
                    "record event.json 1 --score ana=-25 --score bo=-25 --score cy=31 --score di=8",
                    "refused: two players cannot both go out (exit 2)",
                )
            )
        if number == 3:
            extra, note_here = " --late bo=4", "bo arrived 4 minutes late and played: 18 + 4 x 5"
        if number == 6:
            extra, note_here = " --absent cy", "cy came 12 minutes late and did not play: 50 + 33, the table's highest"
        steps.append((f"record event.json 1 {options}{extra}", note_here))
        if number == 9:
            steps.append(("drop event.json di", "di leaves after hand 9 (stays in the standings, unseated)"))
        if number == 7:
            steps.append(("standings event.json", "after hand 7"))
    steps += [
        ("seat event.json --start 5", "refused: the 13 hands are all played (exit 2)"),
        ("standings event.json", "the final standings, lowest total first: ana 4, bo 128, cy 158, then di"),
        ("check event.json", "every rule the recorded event breaks: none"),
    ]
    return tuple(steps)


WALKTHROUGH: tuple[tuple[str, str], ...] = _walkthrough()
"""A whole thirteen-hand event from the commands alone, as the organisers' page shows it; a test runs it."""
