"""``domino-rules tournament train ...``: the Mexican Train commands of the last release, kept one release.

Each is said again in the one command set (on stderr, with what replaced it) and run as such:

    train create FILE --player P ... [--rulebook ID] [--name N] [--force]  ->  create FILE --rulebook ID --entrant P ...
    train seat FILE --start N                                           ->  pair FILE --start N
    train record FILE TABLE --score P=N ... [--late P=M] [--absent P] [--replace]
                                                                        ->  record FILE HAND TABLE --scores P=N ...
    train drop FILE PLAYER                                              ->  withdraw FILE PLAYER
    train standings|check FILE [--json]                                 ->  standings|check FILE [--json]
    train simulate FILE [--rulebook ID] [--players N] [--seed S] [--force]
                                                                        ->  simulate FILE --entrants N ...
    train schema                                                        ->  schema

A file the last release wrote (format ``mexican-train-event``) is read by every command and written in the
one format from its next write on (the old version kept as ``FILE.previous``).

>>> import io
>>> translate(["seat", "event.json", "--start", "12"], "domino-rules tournament", io.StringIO())
['pair', 'event.json', '--start', '12']
"""

from __future__ import annotations

import argparse
import json
import shlex
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rulespec.jsontypes import Json

GOES: str = "`tournament train` goes in the next release"


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"{prog} train", description=__doc__.split("\n\n")[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("create")
    make.add_argument("file")
    make.add_argument("--rulebook", default="mexican-train")
    make.add_argument("--player", action="append", required=True)
    make.add_argument("--name", default="")
    make.add_argument("--force", action="store_true")
    seat = commands.add_parser("seat")
    seat.add_argument("file")
    seat.add_argument("--start", type=int, required=True)
    rec = commands.add_parser("record")
    rec.add_argument("file")
    rec.add_argument("table", type=int)
    rec.add_argument("--score", action="append", default=[])
    rec.add_argument("--late", action="append", default=[])
    rec.add_argument("--absent", action="append", default=[])
    rec.add_argument("--replace", action="store_true")
    leave = commands.add_parser("drop")
    leave.add_argument("file")
    leave.add_argument("player")
    for name in ("standings", "check"):
        show = commands.add_parser(name)
        show.add_argument("file")
        show.add_argument("--json", action="store_true")
    sim = commands.add_parser("simulate")
    sim.add_argument("file")
    sim.add_argument("--rulebook", default="mexican-train")
    sim.add_argument("--players", type=int, default=20)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--force", action="store_true")
    commands.add_parser("schema")
    return parser


def _latest_hand(path: str) -> str:
    """The number of the latest hand seated in the file (what ``train record`` recorded into); 0 when unreadable
    (the command it becomes then says what is wrong)."""
    try:
        data: Json = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "0"
    hands = data.get("rounds", data.get("hands")) if isinstance(data, dict) else None
    return str(len(hands)) if isinstance(hands, list) else "0"


def translate(argv: list[str], prog: str, err: TextIO) -> list[str] | None:
    """``argv`` of ``tournament train`` as the one command set's arguments, said on ``err``; None when ``argv``
    is no command of it (argparse has said why)."""
    try:
        args = _parser(prog).parse_args(argv)
    except SystemExit as exc:
        if exc.code == 0:
            err.write(f"{prog} train: {GOES}; every command above is one of `{prog} --help`\n")
        return None
    flags = ["--json"] if getattr(args, "json", False) else []
    command: str = args.command
    out: list[str]
    if command == "create":
        out = ["create", args.file, "--rulebook", args.rulebook, *(f"--entrant={p}" for p in args.player)]
        out += ["--name", args.name] if args.name else []
        out += ["--force"] if args.force else []
    elif command == "seat":
        out = ["pair", args.file, "--start", str(args.start)]
    elif command == "record":
        out = ["record", args.file, _latest_hand(args.file), str(args.table)]
        out += ["--scores", *args.score] if args.score else []
        out += [f"--late={text}" for text in args.late] + [f"--absent={p}" for p in args.absent]
        out += ["--replace"] if args.replace else []
    elif command == "drop":
        out = ["withdraw", args.file, args.player]
    elif command in ("standings", "check"):
        out = [command, args.file, *flags]
    elif command == "simulate":
        out = ["simulate", args.file, "--rulebook", args.rulebook, "--mode", "train"]
        out += ["--entrants", str(args.players), "--seed", str(args.seed)]
        out += ["--force"] if args.force else []
    else:
        out = ["schema"]
    said = " ".join(shlex.quote(word) for word in out)
    err.write(f"{prog} train {command}: replaced by `{prog} {said}` (one command set for every rulebook); {GOES}\n")
    return out
