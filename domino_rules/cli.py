"""``domino-rules``: check an implementation, fuzz it, look up a rule, trace and lint the spec, run a tournament.

domino-rules check [--impl COMMAND] [--rulebook ID] [--rule GLOB] [--id SCENARIO_ID] [--report DIR] [--jobs N]
                   [--validate] [--expect FILE]
domino-rules smoke --impl COMMAND [--timeout S] [--rulebook ID]
domino-rules fuzz --impl COMMAND [--rulebook ID] [--hands N] [--seed S] [--illegal RATE] [--expect FILE]
                  [--save FILE] [--json FILE] ...
domino-rules kit DIR [--force]
domino-rules export DIR
domino-rules export-spec DIR [--force]
domino-rules rule ID
domino-rules ruling FILE [--scenario NAME] [--kind gherkin|json] [--json] [--site-url URL]
domino-rules trace [--json]
domino-rules lint
domino-rules tournament create|add|withdraw|pair|record|undo|penalty|standings|export|check|simulate|schema ...
domino-rules site-data [DIR]

Each command's own --help says more.
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


def _export_spec(args: argparse.Namespace) -> int:
    from rulespec.export import ExportError, write_export

    directory = Path(args.dir)
    try:
        written = write_export(directory, force=bool(args.force))
    except (ExportError, SpecError, OSError) as exc:
        print(f"domino-rules export-spec: {exc}", file=sys.stderr)
        return 1
    books = sum(1 for path in written if path.parent.name == "rulebooks")
    pictured = sum(1 for path in written if path.parent.name == "pictures")
    print(
        f"domino-rules export-spec: {books} rulebooks, their fault catalogues, rule pictures for {pictured} of them, "
        f"the sources, the glossary, an index and their JSON Schemas ({len(written)} files) written to {directory}"
    )
    return 0


KIT_PROTOCOL_PAGE = "protocol.md"
"""The protocol page in a kit (the rules site's page, rendered with the reference's worked exchange)."""


def _kit(args: argparse.Namespace) -> int:
    """Write the implementer's kit (:mod:`conformance.kit`), with the protocol page, which only this layer can
    render (it is a page of the rules site)."""
    from conformance.kit import Extra, KitError, local_links, write_kit
    from conformance.transcript import run_transcript
    from rulesite.protocol import protocol_page

    directory = Path(args.dir)
    try:
        page = local_links(protocol_page(run_transcript()))
        written = write_kit(
            directory,
            force=args.force,
            extra={
                KIT_PROTOCOL_PAGE: Extra(
                    page,
                    "the protocol page: the envelope, the session, the claim, every message and its fields, the "
                    "groups of facts, the edge values and the refusal tables, with a worked exchange",
                )
            },
        )
    except KitError as exc:
        print(f"domino-rules kit: {exc}", file=sys.stderr)
        return 2
    except (OSError, RuntimeError, ValueError) as exc:
        print(f"domino-rules kit: nothing written to {directory}: {exc}", file=sys.stderr)
        return 1
    print(f"domino-rules kit: {len(written)} files written to {directory} (see {directory / 'README.md'})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="domino-rules", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    suite_cli.add_commands(commands)
    tournament = commands.add_parser(
        "tournament",
        help="organiser's commands over a tournament file, for every rulebook: create, pair, record, standings, "
        "export, check, simulate...",
        add_help=False,
    )
    tournament.add_argument("arguments", nargs=argparse.REMAINDER, help=f"see: {TOURNAMENT_PROG} --help")
    tournament.set_defaults(run=_tournament)
    export_spec = commands.add_parser(
        "export-spec",
        help="write the spec (every rulebook, the glossary, the sources, the fault catalogues, the rule pictures) "
        "as JSON, with its schemas",
    )
    export_spec.add_argument(
        "dir",
        help="folder to write index.json, rulebooks/, faults/, pictures/, sources.json, glossary.json and schema/ into",
    )
    export_spec.add_argument("--force", action="store_true", help="replace files already in the folder")
    export_spec.set_defaults(run=_export_spec)
    kit = commands.add_parser(
        "kit",
        help="write everything an implementer needs into a folder: schemas, TypeScript types, wire helpers for "
        "Python and JavaScript with examples, the exported cases with a JavaScript runner, the rules' text",
    )
    kit.add_argument("dir", help="the folder to write (refused if it holds anything, unless --force)")
    kit.add_argument(
        "--force",
        action="store_true",
        help="write over a folder that holds files: the kit's own are replaced, those of an earlier kit it no "
        "longer has removed, any other left alone",
    )
    kit.set_defaults(run=_kit)
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
