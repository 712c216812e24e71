"""``domino-rules tournament``: the organiser's commands over a tournament file, the same for every rulebook.

    domino-rules tournament create FILE --rulebook ID [--mode M] [--name N] [--match-games N]
                                      (--entrant ID[=NAME] ... | --csv FILE)
    domino-rules tournament add FILE ID [--name NAME]          enter one more entrant
    domino-rules tournament withdraw FILE ID [--from-round N]  stop seating an entrant (Mexican Train: a drop)
    domino-rules tournament pair FILE [--start N] [--out FILE] pair (seat) the next round (Mexican Train: hand)
    domino-rules tournament record FILE ROUND TABLE (--scores A B [--hand SIDE:POINTS ...] [--on-time]
                                                     | --forfeit SIDE | --sets A-B ...
                                                     | --scores PLAYER=POINTS ... [--late PLAYER=MIN ...]
                                                       [--late-points PLAYER=N ...] [--absent PLAYER ...])
                                                     [--replace] [--force]
    domino-rules tournament undo FILE [--redo]                 back one write (again and again), or forward
    domino-rules tournament penalty FILE ENTRANT --rule ID [--points N] [--round N] [--note TEXT]
    domino-rules tournament standings FILE [--round N] [--json]
    domino-rules tournament export FILE (--csv OUT | --html OUT) [--round N] [--force]
    domino-rules tournament check FILE [--json]                every rule a recorded round breaks
    domino-rules tournament simulate FILE [--rulebook ID] [--mode M] [--entrants N] [--rounds K] [--seed S]
                                        [--match-games N] [--force]
    domino-rules tournament schema                             the JSON Schema of the tournament file

What differs by rulebook is chosen by its family: Swiss rounds (pairs, or tables of four individuals), a
knock-out of matches of sets, or a Mexican Train event of hands reseated by accumulated score (a round is
a hand; ``pair --start N`` seats the next hand from the double drawn). At a match table side 0 is the
first seat, or North-South at a table of four (seats North, East, South, West); side 1 the second seat,
or East-West. ``tournament train ...`` (the Mexican Train commands of the last release) still works for
one release and says which command replaced it.

Exit status: 0 done (``check``: nothing wrong), 1 ``check`` found a broken rule, 2 the file or the
request is wrong (the message names the field, round or entrant), 130 interrupted (Ctrl-C).
Every write is read back through the schema first (a write no command could read is refused, the file
left as it was), is atomic, keeps the file's mode, and keeps the version it replaced for ``undo``
(FILE.previous, FILE.previous-2 ...); a file whose mode forbids writing is refused. ``create``,
``simulate`` and ``export`` refuse to replace an existing file without ``--force``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Final, TextIO, cast

from organiser import store, train_cli
from organiser.checker import check, grouped
from organiser.entry import EntryError, read_entrants
from organiser.event import (
    EventError,
    add_entrant,
    create,
    new_findings,
    pair,
    penalize,
    record,
    too_few,
    withdraw,
)
from organiser.families import FAMILIES, default_mode, family_of
from organiser.families.base import Given
from organiser.file import SCHEMA, TournamentFileError, WriteRefused, load, redo, save, undo
from organiser.model import MODES, Entrant, FileMode, Tournament
from organiser.penalties import PenaltyError
from organiser.progress import progress
from organiser.reports import sheet_csv, sheet_html, standings_sheet, tables_sheet
from reference_impl.errors import IllegalAction, SetupError

PROG: Final = "domino-rules tournament"

PROGRESS_AFTER = 1.0
"""Seconds a command runs before it says it is working (and how long it took, at the end)."""

WRITES: Final = frozenset({"add", "withdraw", "pair", "record", "undo", "penalty"})
"""The commands that change the event file named first (refused at once when its mode forbids writing)."""


def _families(what: str) -> str:
    """One line per family for a command's help: ``what`` is a format with {unit}."""
    return "; ".join(f"{family.name}: {what.format(unit=family.unit)}" for family in FAMILIES)


def _pair(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    updated, paired = pair(event, args.start)
    if args.out:
        save(updated, Path(args.out), overwrite=args.force)
    else:
        save(updated, Path(args.file))
    for line in family_of(event.mode).round_lines(updated, paired):
        out.write(line + "\n")
    return 0


def _standings(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    family = family_of(event.mode)
    if args.json:
        out.write(json.dumps(family.standings_json(event, args.round), indent=2, ensure_ascii=False) + "\n")
        return 0
    for line in family.standings_lines(event, args.round):
        out.write(line + "\n")
    return 0


def _check(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    findings = check(event)
    groups = grouped(findings)
    unit = family_of(event.mode).unit
    if args.json:
        rows: list[dict[str, object]] = []
        for finding, after in groups:
            place = f"{unit} {finding.round}" + (f", table {finding.table}" if finding.table is not None else "")
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
            out.write(f"{finding}{_names(event, str(finding))}\n")
            if after:
                out.write(f"  later {unit}s, seated from results as recorded, differ too (they may follow from it):\n")
                for later in after:
                    out.write(f"    {later}{_names(event, str(later))}\n")
        out.write(
            f"{args.file}: {len(event.rounds)} {unit}(s) checked, "
            + (f"{len(groups)} problem(s)\n" if findings else "nothing wrong\n")
        )
    return 1 if findings else 0


def _names(event: Tournament, said: str) -> str:
    """The names of the entrants ``said`` mentions by ID, to print beside it (nothing when none has a name)."""
    named = [e for e in event.entrants if e.name and re.search(rf"(?<![\w-]){re.escape(e.id)}(?![\w-])", said)]
    return f"  [{', '.join(f'{e.id}: {e.name}' for e in named)}]" if named else ""


def _simulate(args: argparse.Namespace, out: TextIO) -> int:
    mode = cast(FileMode, args.mode) if args.mode else default_mode(args.rulebook)
    path = Path(args.file)
    if path.exists() and not args.force:
        raise FileExistsError(f"{path} exists; give --force to replace it (its old version is kept as .previous)")
    family = family_of(mode)
    event: Tournament = family.simulate(
        args.rulebook, mode, args.entrants, args.rounds, args.seed, cast(int | None, args.match_games)
    )
    save(event, path, overwrite=args.force)
    tables = sum(len(r.tables) for r in event.rounds)
    out.write(
        f"{args.file}: {len(event.entrants)} entrants, {len(event.rounds)} {family.unit}s, {tables} tables ({mode})\n"
    )
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
    event = create(
        args.rulebook, cast(FileMode | None, args.mode), entrants, args.name or "", cast(int | None, args.match_games)
    )
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
    out.write(f"{args.file}: entrant {event.label(args.id)} added ({len(event.entrants)} entrants)\n")
    return 0


def _withdraw(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    event = withdraw(load(path), args.id, args.from_round)
    save(event, path)
    first = next(e.withdrawn for e in event.entrants if e.id == args.id)
    unit = family_of(event.mode).unit
    out.write(f"{args.file}: entrant {event.label(args.id)} is not seated from {unit} {first} on\n")
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


def _by_player(texts: list[str], option: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for text in texts:
        name, _, value = text.partition("=")
        try:
            points = int(value)
        except ValueError:
            raise EventError(f"{option} {text!r}: write PLAYER=NUMBER") from None
        if name.strip() in out:
            raise EventError(f"{option}: {name.strip()} is given twice")
        out[name.strip()] = points
    return out


def _scores(texts: list[str] | None) -> tuple[tuple[int, int] | None, dict[str, int] | None]:
    """``--scores``: two side scores (``100 62``), or each player's (``ana=-25 bo=14``)."""
    if texts is None:
        return None, None
    if all("=" in text for text in texts):
        return None, _by_player(texts, "--scores")
    if len(texts) == 2 and not any("=" in text for text in texts):
        try:
            return (int(texts[0]), int(texts[1])), None
        except ValueError:
            pass
    raise EventError(
        f"--scores {' '.join(texts)}: give the two sides' scores (--scores 100 62) or each player's "
        "(--scores ana=-25 bo=14 ...)"
    )


def _record(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    before = load(path)
    pair_scores, by_player = _scores(args.scores)
    given = Given(
        pair=pair_scores,
        by_player=by_player,
        forfeit=args.forfeit,
        on_time=args.on_time,
        hands=tuple(_hand(text) for text in args.hand),
        sets=tuple(_set(text) for text in args.sets),
        late=_by_player(args.late, "--late"),
        absent=tuple(args.absent),
        late_points=_by_player(args.late_points, "--late-points"),
    )
    after = record(before, args.round, args.table, given, replace_result=args.replace)
    found = new_findings(before, after, args.round, args.table)
    unit = family_of(before.mode).unit
    if found and not args.force:
        for finding in found:
            out.write(f"refused: {finding}\n")
        raise EventError(
            f"{unit} {args.round}, table {args.table}: the result breaks {len(found)} rule(s); "
            "correct it, or give --force to record it as it is"
        )
    save(after, path)
    out.write(f"{args.file}: {unit} {args.round}, table {args.table} recorded\n")
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
    unit = family_of(event.mode).unit
    out.write(
        f"{args.file}: {unit} {given.round}: {event.label(given.entrant)} penalised {given.points} points "
        f"under {given.rule}\n"
    )
    return 0


def _export(args: argparse.Namespace, out: TextIO) -> int:
    event = load(Path(args.file))
    target = Path(args.csv or args.html)
    sheet = standings_sheet(event) if args.round is None else tables_sheet(event, args.round)
    store.write_new(target, sheet_csv(sheet) if args.csv else sheet_html(event, sheet), overwrite=args.force)
    out.write(f"{target}: {sheet.title} written\n")
    return 0


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    out.write(json.dumps(SCHEMA, indent=2) + "\n")
    return 0


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    modes = list(MODES)
    make = commands.add_parser("create", help="create an event file: rulebook, mode and entrants")
    make.add_argument("file")
    make.add_argument("--rulebook", required=True, help="a rulebook ID of the spec")
    make.add_argument(
        "--mode",
        choices=modes,
        help="default: the rulebook's own (FMD singles: tables-of-four; Doral: knockout; Mexican Train: train)",
    )
    make.add_argument("--name", help="the event's name")
    make.add_argument("--entrant", action="append", default=[], metavar="ID[=NAME]", help="an entrant (repeatable)")
    make.add_argument(
        "--csv",
        metavar="FILE",
        help="entrants from a CSV file: a header line naming the columns id and name (or nombre), "
        "separated by commas, semicolons or tabs",
    )
    make.add_argument(
        "--encoding",
        help="the CSV file's encoding (default: UTF-8 with or without a byte-order mark, UTF-16, else Latin-1)",
    )
    make.add_argument(
        "--match-games",
        type=int,
        metavar="N",
        help="games that win a match, where the rulebook lets the event set it (All Fives, WCDT-1.4: default 2, "
        "the best two of three; 1 for one-game rounds); refused where the rulebook fixes the match",
    )
    make.add_argument("--force", action="store_true", help="replace an existing file")
    make.set_defaults(run=_create)
    add = commands.add_parser(
        "add",
        help="enter one more entrant, seated from the next round (a knock-out: before round 1; "
        "Mexican Train: before hand 1)",
    )
    add.add_argument("file")
    add.add_argument("id")
    add.add_argument("--name")
    add.set_defaults(run=_add)
    leave = commands.add_parser(
        "withdraw",
        help="stop seating an entrant, who stays in the standings (Mexican Train: drops at the end of the "
        "latest hand, MT-F6.1)",
    )
    leave.add_argument("file")
    leave.add_argument("id")
    leave.add_argument("--from-round", type=int, help="the first round (hand) not seated (default: the next)")
    leave.set_defaults(run=_withdraw)
    pairing = commands.add_parser(
        "pair",
        help="pair (seat) the next round and write it into the file: "
        + _families("the next {unit}")
        + " (Swiss: by standing; knock-out: the winners; Mexican Train: tables cut from the standings by "
        "accumulated score, seat 1 the lowest)",
    )
    pairing.add_argument("file")
    pairing.add_argument(
        "--start", type=int, help="Mexican Train: the starting double drawn for the hand (12 for 12-12)"
    )
    pairing.add_argument("--out", help="write the paired event here instead of over FILE")
    pairing.add_argument("--force", action="store_true", help="with --out: replace an existing file")
    pairing.set_defaults(run=_pair)
    rec = commands.add_parser(
        "record",
        help="record a table's result, checked against the rules on entry. "
        + "; ".join(family.records[0].upper() + family.records[1:] for family in FAMILIES),
    )
    rec.add_argument("file")
    rec.add_argument("round", type=int, help="the round (Mexican Train: the hand), from 1")
    rec.add_argument("table", type=int, help="the table, from 1")
    rec.add_argument(
        "--scores",
        nargs="+",
        metavar="SCORE",
        help="a match: side 0's and side 1's final points (--scores 100 62); a Mexican Train table: "
        "every player's score (--scores ana=-25 bo=14 cy=31)",
    )
    rec.add_argument("--hand", action="append", default=[], metavar="SIDE:POINTS", help="a match's hand, in order")
    rec.add_argument("--on-time", action="store_true", help="a match: time was called before the target was reached")
    rec.add_argument("--forfeit", type=int, choices=[0, 1], help="a match: the side that forfeited")
    rec.add_argument(
        "--sets",
        nargs="+",
        default=[],
        metavar="A-B",
        help="a knock-out: games won in each set (a match of games, as All Fives: one A-B)",
    )
    rec.add_argument(
        "--late",
        action="append",
        default=[],
        metavar="PLAYER=MINUTES",
        help="Mexican Train: minutes late of a player who still played the hand (the rule's points a minute, "
        "unless --late-points says what the organiser decided)",
    )
    rec.add_argument(
        "--late-points",
        action="append",
        default=[],
        metavar="PLAYER=POINTS",
        help="Mexican Train: the lateness points the organiser decided for a late player, from 0 to the "
        "published points a minute (MT-T1.1 leaves the penalty to the organiser)",
    )
    rec.add_argument(
        "--absent",
        action="append",
        default=[],
        metavar="PLAYER",
        help="Mexican Train: a player the table played without (the rule's points plus the table's highest)",
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
        "penalty",
        help="record a penalty under a rule of the event's rulebook (its fine, or the judge's points): taken off "
        "a match score, added to a Mexican Train hand's score",
    )
    fine.add_argument("file")
    fine.add_argument("entrant", help="the entrant penalised")
    fine.add_argument("--rule", required=True, help="the rule the penalty applies, a rule of the event's rulebook")
    fine.add_argument(
        "--points", type=int, help="the points, where the rule leaves them to the judge (else the rule's fine)"
    )
    fine.add_argument("--round", type=int, help="the round (hand) it is recorded in (default: the latest)")
    fine.add_argument("--note", help="the judge's note")
    fine.set_defaults(run=_penalty)
    standings = commands.add_parser(
        "standings",
        help="the standings: Swiss rounds with the rulebook's tie-breaks; a knock-out: the bracket; "
        "Mexican Train: lowest total first",
    )
    standings.add_argument("file")
    standings.add_argument(
        "--round", type=int, help="the standings before this round (hand) (default: after the last finished)"
    )
    standings.add_argument("--json", action="store_true")
    standings.set_defaults(run=_standings)
    export = commands.add_parser(
        "export",
        help="the standings, or a round's tables (Mexican Train: the hand sheet), as CSV or as an HTML page to "
        "read on a phone or print",
    )
    export.add_argument("file")
    target = export.add_mutually_exclusive_group(required=True)
    target.add_argument("--csv", metavar="OUT")
    target.add_argument("--html", metavar="OUT")
    export.add_argument(
        "--round",
        type=int,
        help="this round's tables instead of the standings (Mexican Train: the hand sheet: each table, its seats "
        "in order, the starting double)",
    )
    export.add_argument("--force", action="store_true", help="replace an existing file")
    export.set_defaults(run=_export)
    checking = commands.add_parser("check", help="every rule a recorded round breaks; results that do not add up")
    checking.add_argument("file")
    checking.add_argument("--json", action="store_true")
    checking.set_defaults(run=_check)
    sim = commands.add_parser("simulate", help="a random event from a seed, every hand played by the engine")
    sim.add_argument("file", help="where to write it")
    sim.add_argument("--rulebook", default="ndf-double-nine")
    sim.add_argument("--mode", choices=modes, help="default: the rulebook's own")
    sim.add_argument("--entrants", type=int, default=16)
    sim.add_argument(
        "--rounds",
        type=int,
        help="Swiss rounds (default 5); a knock-out: its first rounds (default: to its final); Mexican Train: "
        "hands (default: the rulebook's, 13)",
    )
    sim.add_argument(
        "--match-games",
        type=int,
        metavar="N",
        help="games that win a match, where the rulebook lets the event set it (All Fives, WCDT-1.4: default 2, "
        "the best two of three; 1 for one-game rounds); refused where the rulebook fixes the match",
    )
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--force", action="store_true", help="replace an existing file")
    sim.set_defaults(run=_simulate)
    schema = commands.add_parser("schema", help="print the JSON Schema of the tournament file")
    schema.set_defaults(run=_schema)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None, prog: str = PROG) -> int:
    sink = out if out is not None else sys.stdout
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["train"]:
        # the Mexican Train commands of the last release: said in this command set, then run as such
        translated = train_cli.translate(given[1:], prog, sys.stderr)
        if translated is None:
            return 2
        given = translated
    args = build_parser(prog).parse_args(given)
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
    except TournamentFileError as exc:
        kept = not isinstance(exc, WriteRefused) and store.history(Path(exc.source))
        hint = f"; `{prog} undo {exc.source}` brings back the version before the last write" if kept else ""
        print(f"{prog}: bad tournament file: {exc}{hint}", file=sys.stderr)
        return 2
    except (SetupError, IllegalAction, EventError, EntryError, PenaltyError, FileExistsError) as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            # the reader went away (standings | head): stop quietly, as other command-line tools do
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0
        said = f"{exc.filename}: {exc.strerror or exc}" if exc.filename else str(exc)
        print(f"{prog}: {said}", file=sys.stderr)
        return 2


# argparse's classes of a parser's subcommands and of its -h option, named only privately (its own
# lists of actions are what command_reference reads: argparse has no public accessor for either)
_Subcommands = argparse._SubParsersAction  # pyright: ignore[reportPrivateUsage]  # argparse names it only privately
_HelpAction = argparse._HelpAction  # pyright: ignore[reportPrivateUsage]  # argparse names it only privately


def command_reference(prog: str = PROG, parser: argparse.ArgumentParser | None = None) -> list[dict[str, object]]:
    """Each command of the parser (the tournament commands' by default): its name, what it does, its usage
    line and its options (for the site).

    >>> [c["name"] for c in command_reference()][:3]
    ['create', 'add', 'withdraw']
    """
    parser = parser if parser is not None else build_parser(prog)
    out: list[dict[str, object]] = []
    for action in parser._actions:  # the parser's own list: argparse has no public accessor for subcommands
        if not isinstance(action, _Subcommands):
            continue
        commands = cast("_Subcommands[argparse.ArgumentParser]", action)  # the parsers add_subparsers makes
        helps = {choice.dest: choice.help or "" for choice in commands._choices_actions}
        for name, sub in commands.choices.items():
            options = [
                {"flags": ", ".join(a.option_strings) or a.dest, "help": a.help or ""}
                for a in sub._actions
                if not isinstance(a, _HelpAction)
            ]
            usage = " ".join(sub.format_usage().split())
            out.append(
                {"name": name, "help": helps.get(name, ""), "usage": usage.removeprefix("usage: "), "options": options}
            )
    return out


if __name__ == "__main__":
    sys.exit(main())
