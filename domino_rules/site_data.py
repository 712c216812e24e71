"""``domino-rules site-data``: record what the site shows of the engine, so page code never runs it.

It writes, into one folder (``build/site-data`` by default, read back by
:mod:`rulesite.recorded`):

- ``transcript.json``: the worked protocol example, sent to the reference
  implementation over the wire protocol (:mod:`conformance.transcript`);
- ``tournament.schema.json``: the tournament file's JSON Schema, one for every rulebook (:mod:`organiser.file`);
- ``organiser-commands.json``: the organiser's commands and their options, from its parser; the walkthroughs
  (an FMD singles event and a Mexican Train event through the same commands, :mod:`organiser.walkthroughs`);
  and the example event files.
"""

from __future__ import annotations

import json
from pathlib import Path

from conformance.ruling import ruling_schema
from conformance.transcript import run_transcript, write_transcript
from organiser.cli import command_reference
from organiser.file import EXAMPLE, SCHEMA, TRAIN_EXAMPLE
from organiser.walkthroughs import WALKTHROUGHS
from rulesite.recorded import ORGANISER_COMMANDS, RULING_SCHEMA, TOURNAMENT_SCHEMA, TRANSCRIPT
from rulespec.files import atomic_write


def write_site_data(directory: Path, command: list[str] | None = None) -> list[Path]:
    """Record the transcript (against ``command``, the reference adapter by default), the schemas (the tournament file's, the ruling's) and the
    organiser's commands."""
    directory.mkdir(parents=True, exist_ok=True)
    transcript = directory / TRANSCRIPT
    write_transcript(run_transcript(command), transcript)
    schema = directory / TOURNAMENT_SCHEMA
    atomic_write(schema, json.dumps(SCHEMA, indent=2) + "\n")
    ruling = directory / RULING_SCHEMA
    atomic_write(ruling, json.dumps(ruling_schema(), indent=2) + "\n")
    commands = directory / ORGANISER_COMMANDS
    reference = {
        "walkthroughs": [
            {
                "title": walk.title,
                "intro": walk.intro,
                "files": [list(item) for item in walk.files],
                "steps": [list(step) for step in walk.steps],
            }
            for walk in WALKTHROUGHS
        ],
        "commands": command_reference(),
        "examples": [
            {"title": "Swiss rounds", "note": "one round played (a match with its hands, a forfeit, a bye), a "
             "penalty of 25 points taken off an entrant, and an entrant withdrawn from round 2", "file": EXAMPLE},
            {"title": "A Mexican Train hand", "note": "hand 1 from 12-12 at two tables (one player out, one 3 "
             "minutes late, one the table played without), a penalty of 10 points, and a player dropped at the "
             "end of hand 1", "file": TRAIN_EXAMPLE},
        ],
    }  # fmt: skip
    atomic_write(commands, json.dumps(reference, indent=1, ensure_ascii=False) + "\n")
    return [transcript, schema, ruling, commands]
