"""``domino-rules site-data``: record what the site shows of the engine, so page code never runs it.

It writes, into one folder (``build/site-data`` by default, read back by
:mod:`rulesite.recorded`):

- ``transcript.json``: the worked protocol example, sent to the reference
  implementation over the wire protocol (:mod:`conformance.transcript`);
- ``tournament.schema.json``: the tournament file's JSON Schema (:mod:`organiser.file`);
- ``organiser-commands.json``: the organiser's commands and their options, from its parser, and the
  same for a Mexican Train event (``tournament train``) under ``train``;
- ``mexican-train-event.schema.json``: the Mexican Train event file's JSON Schema (:mod:`organiser.train_event`).
"""

from __future__ import annotations

import json
from pathlib import Path

from conformance.transcript import run_transcript, write_transcript
from organiser import train_cli, train_event
from organiser.cli import WALKTHROUGH, command_reference
from organiser.file import EXAMPLE, SCHEMA
from rulesite.recorded import ORGANISER_COMMANDS, TOURNAMENT_SCHEMA, TRAIN_EVENT_SCHEMA, TRANSCRIPT
from rulespec.files import atomic_write


def write_site_data(directory: Path, command: list[str] | None = None) -> list[Path]:
    """Record the transcript (against ``command``, the reference adapter by default) and the schema."""
    directory.mkdir(parents=True, exist_ok=True)
    transcript = directory / TRANSCRIPT
    write_transcript(run_transcript(command), transcript)
    schema = directory / TOURNAMENT_SCHEMA
    atomic_write(schema, json.dumps(SCHEMA, indent=2) + "\n")
    train_schema = directory / TRAIN_EVENT_SCHEMA
    atomic_write(train_schema, json.dumps(train_event.SCHEMA, indent=2) + "\n")
    commands = directory / ORGANISER_COMMANDS
    train_prog = "domino-rules tournament train"
    reference = {
        "walkthrough": [list(step) for step in WALKTHROUGH],
        "commands": command_reference(),
        "example": EXAMPLE,
        "train": {
            "walkthrough": [list(step) for step in train_cli.WALKTHROUGH],
            "commands": command_reference(train_prog, train_cli.build_parser(train_prog)),
        },
    }
    atomic_write(commands, json.dumps(reference, indent=1) + "\n")
    return [transcript, schema, train_schema, commands]
