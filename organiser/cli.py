"""``domino-rules tournament``: the organiser's commands over a tournament file.

    domino-rules tournament create FILE --rulebook ID [--mode M] [--name N] (--entrant ID[=NAME] ... | --csv FILE)
    domino-rules tournament add FILE ID [--name NAME]          enter one more entrant
    domino-rules tournament withdraw FILE ID [--from-round N]  stop pairing an entrant
    domino-rules tournament pair FILE [--out FILE]             pair the next round and write it into the file
    domino-rules tournament record FILE ROUND TABLE (--scores A B [--hand SIDE:POINTS ...] [--on-time]
                                                     | --forfeit SIDE | --sets A-B ...) [--replace] [--force]
    domino-rules tournament undo FILE                          go back to the version before the last write
    domino-rules tournament standings FILE [--round N] [--json]
    domino-rules tournament export FILE (--csv OUT | --html OUT) [--force]
    domino-rules tournament check FILE [--json]                every rule a recorded round breaks
    domino-rules tournament simulate FILE [--rulebook ID] [--mode M] [--entrants N] [--rounds K] [--seed S] [--force]
    domino-rules tournament schema                             the JSON Schema of the tournament file
    domino-rules tournament train ...                          a Mexican Train event (see its --help)

Side 0 is the first seat of a pairs table, or North-South at a table of four
(seats North, East, South, West); side 1 the second seat, or East-West.

Exit status: 0 done (``check``: nothing wrong), 1 ``check`` found a broken rule,
2 the file or the request is wrong (the message names the field, round or entrant).
Files are written atomically, keep their mode, and the version each write replaces
is kept as FILE.previous (``undo`` swaps them back). ``create``, ``simulate`` and
``export`` refuse to replace an existing file without ``--force``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import TextIO, cast

from organiser import store, train_cli
from organiser.checker import check, grouped
from organiser.entry import EntryError, read_entrants
from organiser.event import (
    EventError,
    add_entrant,
    create,
    default_mode,
    new_findings,
    penalize,
    record,
    too_few,
    withdraw,
)
from organiser.file import (
    SCHEMA,
    Entrant,
    FileMode,
    Result,
    Tournament,
    TournamentFileError,
    load,
    redo,
    save,
    undo,
)
from organiser.penalties import PenaltyError
from organiser.progress import progress
from organiser.reports import bracket_data, bracket_lines, standings_csv, standings_html
from organiser.rounds import finished_rounds, next_round, rules_of, standings_before
from organiser.simulate import simulate
from reference_impl.errors import IllegalAction, SetupError


def _pair(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    paired = next_round(event)
    updated = replace(event, rounds=(*event.rounds, paired))
    if args.out:
        save(updated, Path(args.out), overwrite=args.force)
    else:
        save(updated, Path(args.file))
    out.write(f"round {paired.number}:\n")
    name = updated.label
    for index, table in enumerate(paired.tables, start=1):
        if len(table.seats) == 4:
            north, east, south, west = table.seats
            out.write(f"  table {index}: {name(north)} & {name(south)} v {name(east)} & {name(west)}\n")
        else:
            out.write(f"  table {index}: {name(table.seats[0])} v {name(table.seats[1])}\n")
    if event.mode == "knockout":
        counted = "goes through to the next round"
    else:
        counted = f"counted as a match won with {rules_of(event).bye_points} points"
    for bye in paired.byes:
        out.write(f"  bye: {name(bye)} ({counted})\n")
    return 0


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    if event.mode == "knockout":
        if args.round is not None:
            raise SetupError("--round: a knock-out's standings are its bracket, shown whole")
        if args.json:
            out.write(json.dumps(bracket_data(event), indent=2) + "\n")
            return 0
        for line in bracket_lines(event):
            out.write(line + "\n")
        return 0
    number = args.round if args.round is not None else finished_rounds(event) + 1
    if not 1 <= number <= len(event.rounds) + 1:
        raise SetupError(f"--round {number}: the file has rounds 1 to {len(event.rounds)}")
    rows = standings_before(event, number)
    names = {e.id: e.name for e in event.entrants}
    if args.json:
        data = [
            {
                "rank": rank,
                "entrant": r.entrant,
                "name": names.get(r.entrant, ""),
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
    heading = f"after round {number - 1}" if number > 1 else "before round 1"
    out.write(f"standings {heading} ({event.rulebook}):\n")
    width = max([12, *(len(event.label(r.entrant)) for r in rows)])
    out.write(f"{'#':>4}  {'entrant':<{width}} {'W':>3} {'L':>3} {'bye':>3} {'points':>7} {'diff':>6}\n")
    for rank, r in enumerate(rows, start=1):
        shown = event.label(r.entrant)
        out.write(
            f"{rank:>4}  {shown:<{width}} {r.wins:>3} {r.losses:>3} {r.byes:>3} {r.points:>7} {r.differential:>+6}\n"
        )
    return 0


def _check(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    findings = check(event)
    groups = grouped(findings)
    if args.json:
        rows: list[dict[str, object]] = []
        for finding, after in groups:
            place = f"round {finding.round}" + (f", table {finding.table}" if finding.table is not None else "")
            for f, follows in ((finding, None), *((a, place) for a in after)):
                rows.append(
                    {
                        "round": f.round,
                        "table": f.table,
                        "entrant": f.entrant,
                        "rule": f.rule,
                        "message": f.message,
                        "follows": follows,
                    }
                )
        out.write(json.dumps(rows, indent=2) + "\n")
    else:
        for finding, after in groups:
            out.write(f"{finding}\n")
            if after:
                out.write("  later rounds, paired from results as recorded, differ too (they may follow from it):\n")
                for later in after:
                    out.write(f"    {later}\n")
        out.write(
            f"{args.file}: {len(event.rounds)} round(s) checked, "
            + (f"{len(groups)} problem(s)\n" if findings else "nothing wrong\n")
        )
    return 1 if findings else 0


def _simulate(args: argparse.Namespace, out: TextIO) -> int:
    mode = cast(FileMode, args.mode) if args.mode else default_mode(args.rulebook)
    path = Path(args.file)
    if path.exists() and not args.force:
        raise FileExistsError(f"{path} exists; give --force to replace it (its old version is kept as .previous)")
    event: Tournament = simulate(args.rulebook, mode, args.entrants, args.rounds, args.seed)
    save(event, path, overwrite=args.force)
    matches = sum(len(r.tables) for r in event.rounds)
    out.write(f"{args.file}: {len(event.entrants)} entrants, {len(event.rounds)} rounds, {matches} matches ({mode})\n")
    return 0


def _entrant(text: str) -> Entrant:
    ident, _, name = text.partition("=")
    return Entrant(ident.strip(), name.strip())


def _create(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    if path.exists() and not args.force:
        raise FileExistsError(f"{path} exists; give --force to replace it (its old version is kept as .previous)")
    entrants = [_entrant(text) for text in args.entrant]
    if args.csv:
        read = read_entrants(Path(args.csv), args.encoding)
        entrants += read.entrants
        out.write(
            f"{args.csv}: {len(read.entrants)} entrants, read as {read.encoding}, separated by {read.separator}\n"
        )
    elif args.encoding:
        raise EventError("--encoding is the encoding of the --csv file: give --csv too")
    event = create(args.rulebook, cast(FileMode | None, args.mode), entrants, args.name or "")
    save(event, path, overwrite=args.force)
    out.write(f"{args.file}: {event.rulebook}, {event.mode}, {len(event.entrants)} entrants\n")
    warning = too_few(event)
    if warning:
        out.write(f"warning: {warning}\n")
    return 0


def _add(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = add_entrant(load(path), Entrant(args.id, args.name or ""))
    save(event, path)
    out.write(f"{args.file}: entrant {args.id} added ({len(event.entrants)} entrants)\n")
    return 0


def _withdraw(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = withdraw(load(path), args.id, args.from_round)
    save(event, path)
    first = next(e.withdrawn for e in event.entrants if e.id == args.id)
    out.write(f"{args.file}: entrant {args.id} is not paired from round {first} on\n")
    return 0


def _hand(text: str) -> tuple[int | None, int]:
    side, _, points = text.partition(":")
    try:
        return (None if side.strip() in ("void", "-") else int(side), int(points))
    except ValueError as exc:
        raise EventError(f"--hand {text!r}: write SIDE:POINTS (0:25, 1:30, void:0)") from exc


def _set(text: str) -> tuple[int, int]:
    one, _, two = text.partition("-")
    try:
        return int(one), int(two)
    except ValueError as exc:
        raise EventError(f"--sets {text!r}: write the games won by each side, e.g. 3-1") from exc


def _record(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    before = load(path)
    result = Result(
        scores=(args.scores[0], args.scores[1]) if args.scores else None,
        forfeit=args.forfeit,
        on_time=args.on_time,
        hands=tuple(_hand(text) for text in args.hand),
        sets=tuple(_set(text) for text in args.sets),
    )
    after = record(before, args.round, args.table, result, replace_result=args.replace)
    found = new_findings(before, after, args.round, args.table)
    if found and not args.force:
        for finding in found:
            out.write(f"refused: {finding}\n")
        raise EventError(
            f"round {args.round}, table {args.table}: the result breaks {len(found)} rule(s); "
            "correct it, or give --force to record it as it is"
        )
    save(after, path)
    out.write(f"{args.file}: round {args.round}, table {args.table} recorded\n")
    for finding in found:
        out.write(f"recorded with --force despite: {finding}\n")
    return 0


def _undo(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    if args.redo:
        redo(path)
        out.write(f"{args.file}: the version the last undo replaced is back\n")
        return 0
    undo(path)
    left = len(store.history(path))
    out.write(
        f"{args.file}: back to the version before the last write ({left} earlier version(s) left; "
        "undo --redo brings it back)\n"
    )
    return 0


def _penalty(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = penalize(load(path), args.entrant, args.rule, args.points, args.round, args.note or "")
    save(event, path)
    given = event.penalties[-1]
    out.write(
        f"{args.file}: round {given.round}: {event.label(given.entrant)} penalised {given.points} points "
        f"under {given.rule}\n"
    )
    return 0


def _export(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    target = Path(args.csv or args.html)
    store.write_new(target, standings_csv(event) if args.csv else standings_html(event), overwrite=args.force)
    out.write(f"{target}: standings written\n")
    return 0


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    out.write(json.dumps(SCHEMA, indent=2) + "\n")
    return 0


PROGRESS_AFTER = 1.0
"""Seconds a command runs before it says it is working (and how long it took, at the end)."""

WRITES = frozenset({"add", "withdraw", "pair", "record", "undo", "penalty"})
"""The commands that change the event file named first (refused at once when its mode forbids writing)."""


def build_parser(prog: str = "domino-rules tournament") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    modes = ["pairs", "tables-of-four", "knockout"]
    make = commands.add_parser("create", help="create an event file: rulebook, mode and entrants")
    make.add_argument("file")
    make.add_argument("--rulebook", required=True, help="a rulebook ID of the spec")
    make.add_argument("--mode", choices=modes, help="default: the rulebook's own (FMD singles: tables-of-four)")
    make.add_argument("--name", help="the event's name")
    make.add_argument("--entrant", action="append", default=[], metavar="ID[=NAME]", help="an entrant (repeatable)")
    make.add_argument(
        "--csv",
        metavar="FILE",
        help="entrants from a CSV file: a header line naming the columns id and name (or nombre), "
        "separated by commas or semicolons",
    )
    make.add_argument(
        "--encoding", help="the CSV file's encoding (default: UTF-8 with or without a byte-order mark, else Latin-1)"
    )
    make.add_argument("--force", action="store_true", help="replace an existing file")
    make.set_defaults(run=_create)
    add = commands.add_parser("add", help="enter one more entrant (paired from the next round)")
    add.add_argument("file")
    add.add_argument("id")
    add.add_argument("--name")
    add.set_defaults(run=_add)
    leave = commands.add_parser("withdraw", help="stop pairing an entrant (kept in the standings)")
    leave.add_argument("file")
    leave.add_argument("id")
    leave.add_argument("--from-round", type=int, help="the first round not paired (default: the next)")
    leave.set_defaults(run=_withdraw)
    pair = commands.add_parser("pair", help="pair the next round and write it into the file")
    pair.add_argument("file")
    pair.add_argument("--out", help="write the paired tournament here instead of over FILE")
    pair.add_argument("--force", action="store_true", help="with --out: replace an existing file")
    pair.set_defaults(run=_pair)
    rec = commands.add_parser("record", help="record a table's result, checked against the rules on entry")
    rec.add_argument("file")
    rec.add_argument("round", type=int)
    rec.add_argument("table", type=int)
    rec.add_argument("--scores", type=int, nargs=2, metavar=("SIDE0", "SIDE1"), help="final points of each side")
    rec.add_argument("--hand", action="append", default=[], metavar="SIDE:POINTS", help="a hand, in order")
    rec.add_argument("--on-time", action="store_true", help="time was called before the target was reached")
    rec.add_argument("--forfeit", type=int, choices=[0, 1], help="the side that forfeited")
    rec.add_argument(
        "--sets",
        nargs="+",
        default=[],
        metavar="A-B",
        help="knock-out: games won in each set (a match of games, as All Fives: one A-B)",
    )
    rec.add_argument("--replace", action="store_true", help="replace a result already recorded")
    rec.add_argument("--force", action="store_true", help="record it even though it breaks a rule")
    rec.set_defaults(run=_record)
    back = commands.add_parser(
        "undo", help=f"go back to the version before the last write (up to {store.HISTORY} writes back)"
    )
    back.add_argument("file")
    back.add_argument("--redo", action="store_true", help="bring back what the last undo replaced")
    back.set_defaults(run=_undo)
    fine = commands.add_parser(
        "penalty", help="record a penalty under a rule of the event's rulebook (its fine, or the judge's points)"
    )
    fine.add_argument("file")
    fine.add_argument("entrant", help="the entrant penalised")
    fine.add_argument("--rule", required=True, help="the rule the penalty applies, a rule of the event's rulebook")
    fine.add_argument(
        "--points", type=int, help="the points, where the rule leaves them to the judge (else the rule's fine)"
    )
    fine.add_argument("--round", type=int, help="the round it is recorded in (default: the latest)")
    fine.add_argument("--note", help="the judge's note")
    fine.set_defaults(run=_penalty)
    standings = commands.add_parser(
        "standings", help="the standings with the rulebook's tie-breaks (knock-out: the bracket)"
    )
    standings.add_argument("file")
    standings.add_argument(
        "--round", type=int, help="the standings before this round (default: after the last finished)"
    )
    standings.add_argument("--json", action="store_true")
    standings.set_defaults(run=_standings)
    export = commands.add_parser("export", help="the standings as CSV or as a printable HTML page")
    export.add_argument("file")
    target = export.add_mutually_exclusive_group(required=True)
    target.add_argument("--csv", metavar="OUT")
    target.add_argument("--html", metavar="OUT")
    export.add_argument("--force", action="store_true", help="replace an existing file")
    export.set_defaults(run=_export)
    checking = commands.add_parser("check", help="every rule a recorded round breaks; results that do not add up")
    checking.add_argument("file")
    checking.add_argument("--json", action="store_true")
    checking.set_defaults(run=_check)
    sim = commands.add_parser("simulate", help="a random tournament from a seed, every hand played by the engine")
    sim.add_argument("file", help="where to write it")
    sim.add_argument("--rulebook", default="ndf-double-nine")
    sim.add_argument("--mode", choices=modes, help="default: the rulebook's own")
    sim.add_argument("--entrants", type=int, default=16)
    sim.add_argument("--rounds", type=int, default=5)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--force", action="store_true", help="replace an existing file")
    sim.set_defaults(run=_simulate)
    schema = commands.add_parser("schema", help="print the JSON Schema of the tournament file")
    schema.set_defaults(run=_schema)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None, prog: str = "domino-rules tournament") -> int:
    sink = out if out is not None else sys.stdout
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["train"]:  # a Mexican Train event: its own file and commands
        return train_cli.main(given[1:], sink, f"{prog} train")
    args = build_parser(prog).parse_args(argv)
    store.WRITTEN.clear()
    try:
        if args.command in WRITES and not getattr(args, "out", None):
            store.refuse_read_only(Path(args.file))
        with progress(f"{prog} {args.command}", sys.stderr, after=PROGRESS_AFTER):
            return int(args.run(args, sink))
    except KeyboardInterrupt:
        written = ", ".join(str(p) for p in store.WRITTEN)
        said = f"{written} written in full before it stopped" if written else "no file was changed"
        print(f"{prog}: interrupted: {said}", file=sys.stderr)
        return 130
    except store.ReadOnlyError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    except (EntryError, PenaltyError) as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    except TournamentFileError as exc:
        print(f"domino-rules tournament: bad tournament file: {exc}", file=sys.stderr)
        return 2
    except (SetupError, IllegalAction, EventError, FileExistsError) as exc:
        print(f"domino-rules tournament: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            # the reader went away (standings | head): stop quietly, as other command-line tools do
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0
        said = f"{exc.filename}: {exc.strerror or exc}" if exc.filename else str(exc)
        print(f"domino-rules tournament: {said}", file=sys.stderr)
        return 2


WALKTHROUGH: tuple[tuple[str, str], ...] = (
    ("create event.json --rulebook fmd-singles --csv players.csv", "the rulebook's own format: tables of four"),
    ("pair event.json", "round 1"),
    ("record event.json 1 1 --scores 100 62", "side 0 (North-South) 100, side 1 62"),
    ("record event.json 1 2 --forfeit 1", "side 1 forfeited"),
    ("record event.json 1 3 --scores 300 0", "refused: no match ends at 300 (exit 2)"),
    ("record event.json 1 3 --scores 100 80", ""),
    ("record event.json 1 4 --scores 40 100", ""),
    ("undo event.json", "a mistake: back one write"),
    ("record event.json 1 4 --scores 45 100", ""),
    ("standings event.json", "after round 1"),
    ("pair event.json", "round 2"),
    ("check event.json", "every rule a recorded round breaks"),
    ("export event.json --html standings.html", "a page to print"),
)
"""A whole (short) event from the commands alone, as the organisers' page shows it; a test runs it on
sixteen players listed in ``players.csv``."""


def command_reference(
    prog: str = "domino-rules tournament", parser: argparse.ArgumentParser | None = None
) -> list[dict[str, object]]:
    """Each command of the parser (the tournament commands' by default): its name, what it does, its usage
    line and its options (for the site).

    >>> [c["name"] for c in command_reference()][:3]
    ['create', 'add', 'withdraw']
    """
    parser = parser if parser is not None else build_parser(prog)
    out: list[dict[str, object]] = []
    for action in parser._actions:  # the parser's own list: argparse has no public accessor for subcommands
        if not isinstance(action, argparse._SubParsersAction):
            continue
        helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
        for name, sub in action.choices.items():
            options = [
                {"flags": ", ".join(a.option_strings) or a.dest, "help": a.help or ""}
                for a in sub._actions
                if not isinstance(a, argparse._HelpAction)
            ]
            usage = " ".join(sub.format_usage().split())
            out.append(
                {"name": name, "help": helps.get(name, ""), "usage": usage.removeprefix("usage: "), "options": options}
            )
    return out


if __name__ == "__main__":
    sys.exit(main())
