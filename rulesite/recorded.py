"""Data the site shows but does not make: recorded by ``domino-rules site-data`` before the build.

The site never runs the engine. What it shows of it (the worked protocol
transcript, the tournament file's JSON Schema) is written into one folder by a
build step, ``domino-rules site-data`` (``python3 dev.py site`` runs it before
``mkdocs build``), and read back here. A missing or malformed file stops the
build with its path and the command that writes it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Final, cast

from conformance.paths import project_root
from conformance.transcript import Exchange, read_transcript

SITE_DATA_ENV: Final = "DOMINO_RULES_SITE_DATA"
"""Environment variable naming the folder of recorded site data (default ``build/site-data``)."""
TRANSCRIPT: Final = "transcript.json"
TOURNAMENT_SCHEMA: Final = "tournament.schema.json"
ORGANISER_COMMANDS: Final = "organiser-commands.json"
TRAIN_EVENT_SCHEMA: Final = "mexican-train-event.schema.json"
HOW: Final = "run `domino-rules site-data` first (`python3 dev.py site` does, then builds the site)"


def site_data_dir() -> Path:
    """``build/site-data`` at the project root, or ``$DOMINO_RULES_SITE_DATA``."""
    override = os.environ.get(SITE_DATA_ENV)
    return Path(override) if override else project_root() / "build" / "site-data"


def _path(name: str, directory: Path | None) -> Path:
    path = (directory if directory is not None else site_data_dir()) / name
    if not path.is_file():
        raise RuntimeError(f"{path} is missing: {HOW}")
    return path


def recorded_transcript(directory: Path | None = None) -> list[Exchange]:
    """The worked protocol exchange recorded with the reference implementation."""
    return read_transcript(_path(TRANSCRIPT, directory))


def recorded_tournament_schema(directory: Path | None = None, name: str = TOURNAMENT_SCHEMA) -> str:
    """The tournament file's JSON Schema, as the organiser's ``tournament schema`` command printed it (or,
    with ``name`` :data:`TRAIN_EVENT_SCHEMA`, the Mexican Train event file's)."""
    path = _path(name, directory)
    text = path.read_text(encoding="utf-8")
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {HOW}") from exc
    return text


def recorded_organiser_commands(
    directory: Path | None = None,
) -> tuple[list[tuple[str, str]], list[dict[str, object]], str]:
    """The organiser's walkthrough (command, note), commands (name, help, usage, options, from its parser)
    and example event file (JSON text)."""
    path = _path(ORGANISER_COMMANDS, directory)
    try:
        data: object = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {HOW}") from exc
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("commands"), list)
        or not isinstance(data.get("walkthrough"), list)
    ):
        raise ValueError(f"{path}: an object with a walkthrough and commands is expected; {HOW}")
    steps = [(str(step[0]), str(step[1])) for step in cast(list[list[object]], data["walkthrough"])]
    commands = [
        cast(dict[str, object], item) for item in cast(list[object], data["commands"]) if isinstance(item, dict)
    ]
    return steps, commands, json.dumps(data.get("example", {}), indent=2)


def recorded_train_commands(directory: Path | None = None) -> tuple[list[tuple[str, str]], list[dict[str, object]]]:
    """The Mexican Train event's walkthrough (command, note) and commands, as recorded beside the others."""
    path = _path(ORGANISER_COMMANDS, directory)
    try:
        data: object = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {HOW}") from exc
    train = data.get("train") if isinstance(data, dict) else None
    if (
        not isinstance(train, dict)
        or not isinstance(train.get("walkthrough"), list)
        or not isinstance(train.get("commands"), list)
    ):
        raise ValueError(f"{path}: a train object with a walkthrough and commands is expected; {HOW}")
    steps = [(str(step[0]), str(step[1])) for step in cast(list[list[object]], train["walkthrough"])]
    commands = [
        cast(dict[str, object], item) for item in cast(list[object], train["commands"]) if isinstance(item, dict)
    ]
    return steps, commands
