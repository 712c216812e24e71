"""``domino-rules site-data``: record what the site shows of the engine, so page code never runs it.

It writes, into one folder (``build/site-data`` by default, read back by
:mod:`rulesite.recorded`):

- ``transcript.json``: the worked protocol example, sent to the reference
  implementation over the wire protocol (:mod:`conformance.transcript`);
- ``tournament.schema.json``: the tournament file's JSON Schema (:mod:`organiser.file`);
- ``organiser-commands.json``: the organiser's commands and their options, from its parser.
"""

from __future__ import annotations

import json
from pathlib import Path

from conformance.transcript import run_transcript, write_transcript
from organiser.cli import WALKTHROUGH, command_reference
from organiser.file import EXAMPLE, SCHEMA
from rulesite.recorded import ORGANISER_COMMANDS, TOURNAMENT_SCHEMA, TRANSCRIPT
from rulespec.files import atomic_write


def write_site_data(directory: Path, command: list[str] | None = None) -> list[Path]:
    """Record the transcript (against ``command``, the reference adapter by default) and the schema."""
    directory.mkdir(parents=True, exist_ok=True)
    transcript = directory / TRANSCRIPT
    write_transcript(run_transcript(command), transcript)
    schema = directory / TOURNAMENT_SCHEMA
    atomic_write(schema, json.dumps(SCHEMA, indent=2) + "\n")
    commands = directory / ORGANISER_COMMANDS
    reference = {
        "walkthrough": [list(step) for step in WALKTHROUGH],
        "commands": command_reference(),
        "example": EXAMPLE,
    }
    atomic_write(commands, json.dumps(reference, indent=1) + "\n")
    return [transcript, schema, commands]
