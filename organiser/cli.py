"""``domino-rules tournament``: the organiser's commands over a tournament file.

    domino-rules tournament pair FILE [--out FILE]      pair the next round and write it into the file
    domino-rules tournament standings FILE [--round N] [--json]
    domino-rules tournament check FILE [--json]         every rule a recorded round breaks
    domino-rules tournament simulate FILE --rulebook ID [--mode M] [--entrants N] [--rounds K] [--seed S]
    domino-rules tournament schema                      the JSON Schema of the tournament file

Exit status: 0 done (``check``: nothing wrong), 1 ``check`` found a broken rule,
2 the file or the request is wrong (the message names the field, round or entrant).
Files are written atomically.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import TextIO, cast

from organiser.checker import check
from organiser.file import SCHEMA, FileMode, Tournament, TournamentFileError, load, save
from organiser.rounds import next_round, standings_before
from organiser.simulate import simulate
from reference_impl.errors import IllegalAction, SetupError


def _pair(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    paired = next_round(event)
    updated = replace(event, rounds=(*event.rounds, paired))
    save(updated, Path(args.out or args.file))
    out.write(f"round {paired.number}:\n")
    for index, table in enumerate(paired.tables, start=1):
        if len(table.seats) == 4:
            north, east, south, west = table.seats
            out.write(f"  table {index}: {north} & {south} v {east} & {west}\n")
        else:
            out.write(f"  table {index}: {table.seats[0]} v {table.seats[1]}\n")
    for bye in paired.byes:
        out.write(f"  bye: {bye}\n")
    return 0


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    number = args.round if args.round is not None else len(event.rounds) + 1
    if not 1 <= number <= len(event.rounds) + 1:
        raise SetupError(f"--round {number}: the file has rounds 1 to {len(event.rounds)}")
    rows = standings_before(event, number)
    if args.json:
        data = [
            {
                "rank": rank,
                "entrant": r.entrant,
                "played": r.played,
                "wins": r.wins,
                "losses": r.losses,
                "byes": r.byes,
                "points": r.points,
                "against": r.against,
                "differential": r.differential,
            }
            for rank, r in enumerate(rows, start=1)
        ]
        out.write(json.dumps(data, indent=2) + "\n")
        return 0
    out.write(f"standings after round {number - 1} ({event.rulebook}):\n")
    out.write(f"{'#':>4}  {'entrant':<12} {'W':>3} {'L':>3} {'bye':>3} {'points':>7} {'diff':>6}\n")
    for rank, r in enumerate(rows, start=1):
        out.write(
            f"{rank:>4}  {r.entrant:<12} {r.wins:>3} {r.losses:>3} {r.byes:>3} {r.points:>7} {r.differential:>+6}\n"
        )
    return 0


def _check(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    findings = check(event)
    if args.json:
        out.write(
            json.dumps(
                [
                    {"round": f.round, "table": f.table, "entrant": f.entrant, "rule": f.rule, "message": f.message}
                    for f in findings
                ],
                indent=2,
            )
            + "\n"
        )
    else:
        for finding in findings:
            out.write(f"{finding}\n")
        out.write(
            f"{args.file}: {len(event.rounds)} round(s) checked, "
            + (f"{len(findings)} broken rule(s)\n" if findings else "nothing wrong\n")
        )
    return 1 if findings else 0


def _simulate(args: argparse.Namespace, out: TextIO) -> int:
    event: Tournament = simulate(args.rulebook, cast(FileMode, args.mode), args.entrants, args.rounds, args.seed)
    save(event, Path(args.file))
    matches = sum(len(r.tables) for r in event.rounds)
    out.write(f"{args.file}: {len(event.entrants)} entrants, {len(event.rounds)} rounds, {matches} matches\n")
    return 0


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    out.write(json.dumps(SCHEMA, indent=2) + "\n")
    return 0


def build_parser(prog: str = "domino-rules tournament") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    pair = commands.add_parser("pair", help="pair the next round and write it into the file")
    pair.add_argument("file")
    pair.add_argument("--out", help="write the paired tournament here instead of over FILE")
    pair.set_defaults(run=_pair)
    standings = commands.add_parser("standings", help="the standings, with the rulebook's tie-breaks")
    standings.add_argument("file")
    standings.add_argument("--round", type=int, help="the standings before this round (default: now)")
    standings.add_argument("--json", action="store_true")
    standings.set_defaults(run=_standings)
    checking = commands.add_parser("check", help="every rule a recorded round breaks; results that do not add up")
    checking.add_argument("file")
    checking.add_argument("--json", action="store_true")
    checking.set_defaults(run=_check)
    sim = commands.add_parser("simulate", help="a random tournament from a seed, every hand played by the engine")
    sim.add_argument("file", help="where to write it")
    sim.add_argument("--rulebook", default="ndf-double-nine")
    sim.add_argument("--mode", choices=["pairs", "tables-of-four", "knockout"], default="pairs")
    sim.add_argument("--entrants", type=int, default=16)
    sim.add_argument("--rounds", type=int, default=5)
    sim.add_argument("--seed", type=int, default=1)
    sim.set_defaults(run=_simulate)
    schema = commands.add_parser("schema", help="print the JSON Schema of the tournament file")
    schema.set_defaults(run=_schema)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None, prog: str = "domino-rules tournament") -> int:
    args = build_parser(prog).parse_args(argv)
    sink = out if out is not None else sys.stdout
    try:
        return int(args.run(args, sink))
    except TournamentFileError as exc:
        print(f"domino-rules tournament: bad tournament file: {exc}", file=sys.stderr)
        return 2
    except (SetupError, IllegalAction) as exc:
        print(f"domino-rules tournament: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
