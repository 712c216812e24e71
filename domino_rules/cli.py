"""``domino-rules``: check an implementation, look up a rule, trace and lint the spec, run a tournament.

domino-rules check [--impl COMMAND] [--rulebook ID] [--rule GLOB] [--report DIR] [--jobs N] [--validate]
                   [--expect FILE]
domino-rules export DIR
domino-rules smoke --impl COMMAND [--timeout S] [--rulebook ID]
domino-rules rule ID
domino-rules trace [--json]
domino-rules lint
domino-rules tournament pair|standings|check|simulate|schema FILE ...
domino-rules site-data [DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from conformance import cli as suite_cli
from rulespec import SpecError
from rulespec.paths import DataNotFoundError

TOURNAMENT_PROG = "domino-rules tournament"


def _tournament(args: argparse.Namespace) -> int:
    from organiser import cli as organiser_cli  # here: `domino-rules check` need not import the organiser

    return organiser_cli.main(list(args.arguments), prog=TOURNAMENT_PROG)


def _site_data(args: argparse.Namespace) -> int:
    from domino_rules.site_data import write_site_data
    from rulesite.recorded import site_data_dir

    directory = Path(args.dir) if args.dir else site_data_dir()
    try:
        written = write_site_data(directory)
    except (RuntimeError, ValueError, OSError) as exc:
        print(f"domino-rules site-data: {exc}", file=sys.stderr)
        return 1
    print(f"domino-rules site-data: {', '.join(path.name for path in written)} written to {directory}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="domino-rules", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    suite_cli.add_commands(commands)
    tournament = commands.add_parser(
        "tournament",
        help="organiser's commands over a tournament file: pair, standings, check, simulate, schema",
        add_help=False,
    )
    tournament.add_argument("arguments", nargs=argparse.REMAINDER, help=f"see: {TOURNAMENT_PROG} --help")
    tournament.set_defaults(run=_tournament)
    site_data = commands.add_parser(
        "site-data", help="record what the site shows of the engine (protocol transcript, tournament schema)"
    )
    site_data.add_argument("dir", nargs="?", help="where to write it (default: build/site-data)")
    site_data.set_defaults(run=_site_data)
    return parser


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["tournament"]:
        # everything after the word, options included, belongs to the tournament commands
        args = argparse.Namespace(run=_tournament, arguments=given[1:])
    else:
        args = build_parser().parse_args(given)
    try:
        return int(args.run(args))
    except SpecError as exc:
        print(f"domino-rules: the spec is malformed: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (domino-rules rule NDF-4.2 | head): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except DataNotFoundError as exc:
        print(f"domino-rules: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
