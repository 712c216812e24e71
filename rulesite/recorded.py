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
from rulespec.jsontypes import Json

SITE_DATA_ENV: Final = "DOMINO_RULES_SITE_DATA"
"""Environment variable naming the folder of recorded site data (default ``build/site-data``)."""
TRANSCRIPT: Final = "transcript.json"
TOURNAMENT_SCHEMA: Final = "tournament.schema.json"
RULING_SCHEMA: Final = "ruling.schema.json"
ORGANISER_COMMANDS: Final = "organiser-commands.json"
FAULT_CATCHES: Final = "fault-catches.json"
"""Which scenarios fail each catalogued fault: written by ``python -m tests.faux.catches`` (``python3 dev.py site``
runs it), which realises each fault in the engine, so it needs a checkout."""
FAULT_CATCHES_HOW: Final = "run `python -m tests.faux.catches` in a checkout (`python3 dev.py site` does)"
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
    """The tournament file's JSON Schema, as the organiser's ``tournament schema`` command printed it."""
    path = _path(name, directory)
    text = path.read_text(encoding="utf-8")
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {HOW}") from exc
    return text


def recorded_ruling_schema(directory: Path | None = None) -> str:
    """The JSON Schema of ``domino-rules ruling --json``, as its ``--schema`` prints it (recorded by
    ``domino-rules site-data``: the site never imports the module that runs the engine)."""
    return recorded_tournament_schema(directory, RULING_SCHEMA)


FaultCatches = dict[str, tuple[str, ...]]
"""Each catalogued fault's key (``RULE/name``) with the scenarios (``features/...:name``) that fail it."""


def recorded_fault_catches(directory: Path | None = None) -> tuple[Path, FaultCatches | None]:
    """Where the record of the scenarios that catch each fault is, and the record (None: not recorded yet)."""
    path = (directory if directory is not None else site_data_dir()) / FAULT_CATCHES
    if not path.is_file():
        return path, None
    try:
        data: object = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {FAULT_CATCHES_HOW}") from exc
    faults = cast(dict[str, object], data).get("faults") if isinstance(data, dict) else None
    if not isinstance(faults, dict):
        raise ValueError(f"{path}: an object with 'faults' is expected; {FAULT_CATCHES_HOW}")
    catches: FaultCatches = {}
    for key, refs in cast(dict[object, object], faults).items():
        if not isinstance(key, str) or not isinstance(refs, list):
            raise ValueError(f"{path}: faults.{key}: a list of scenarios is expected; {FAULT_CATCHES_HOW}")
        named = cast(list[object], refs)
        if not all(isinstance(ref, str) for ref in named):
            raise ValueError(f"{path}: faults.{key}: every scenario is a string; {FAULT_CATCHES_HOW}")
        catches[key] = tuple(str(ref) for ref in named)
    return path, catches


Walkthrough = tuple[str, str, list[tuple[str, str]], list[tuple[str, str]]]
"""(title, intro, files as (name, text), steps as (command, note))."""
Example = tuple[str, str, str]
"""(title, note, the example file as JSON text)."""


def recorded_organiser_commands(
    directory: Path | None = None,
) -> tuple[list[Walkthrough], list[dict[str, object]], list[Example]]:
    """The organiser's walkthroughs, commands (name, help, usage, options, from its parser) and example event
    files."""
    path = _path(ORGANISER_COMMANDS, directory)
    try:
        data: Json = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not JSON ({exc}); {HOW}") from exc
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("commands"), list)
        or not isinstance(data.get("walkthroughs"), list)
        or not isinstance(data.get("examples"), list)
    ):
        raise ValueError(f"{path}: an object with walkthroughs, commands and examples is expected; {HOW}")
    walkthroughs: list[Walkthrough] = []
    for item in cast(list[object], data["walkthroughs"]):
        if not isinstance(item, dict):
            raise ValueError(f"{path}: a walkthrough is an object; {HOW}")
        walk = cast(dict[str, object], item)
        walkthroughs.append(
            (
                str(walk.get("title", "")),
                str(walk.get("intro", "")),
                [(str(f[0]), str(f[1])) for f in cast(list[list[object]], walk.get("files", []))],
                [(str(s[0]), str(s[1])) for s in cast(list[list[object]], walk.get("steps", []))],
            )
        )
    commands = [
        cast(dict[str, object], item) for item in cast(list[object], data["commands"]) if isinstance(item, dict)
    ]
    examples = [
        (str(e.get("title", "")), str(e.get("note", "")), json.dumps(e.get("file", {}), indent=2, ensure_ascii=False))
        for e in (
            cast(dict[str, object], item) for item in cast(list[object], data["examples"]) if isinstance(item, dict)
        )
    ]
    return walkthroughs, commands, examples
