"""The worked example of the wire protocol: requests that show each kind of message, and the replies recorded.

:func:`run_transcript` sends them to an implementation (the reference adapter by
default) over its standard input and records each reply line; ``domino-rules
site-data`` writes the result as JSON (:func:`write_transcript`) for the site's
protocol page, which reads it back (:func:`read_transcript`) without running
any engine.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from conformance.messages import PROTOCOL_VERSION, Request
from conformance.paths import project_root
from conformance.schemas import problems
from rulespec import Spec, cached_spec
from rulespec.families import BLOCK
from rulespec.files import atomic_write


@dataclass(frozen=True, slots=True)
class Exchange:
    """One request line the runner wrote and the line the implementation answered."""

    note: str
    request: str
    reply: str


def transcript_requests(rulebook: str) -> list[tuple[str, Request]]:
    """The requests of the worked example, each with what it shows.

    Tiles stay within a double-six set, so the example works with any block rulebook.
    """
    return [
        (
            "The handshake: the runner names its protocol version; the reply claims rulebooks and capabilities.",
            {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"},
        ),
        (
            "Who leads, from the tiles each player drew.",
            {"op": "lead", "rulebook": rulebook, "draws": {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        (
            "A hand from a given position: the first play is refused (it names the rule it breaks), "
            "the second locks the hand.",
            {
                "op": "hand",
                "rulebook": rulebook,
                "setup": {
                    "hands": {"N": ["5-4", "6-6"], "E": ["3-3"], "S": ["1-0"], "W": ["2-2"]},
                    "leader": "N",
                    "ends": [5, 5],
                },
                "actions": [
                    {"type": "play", "seat": "N", "tile": "6-6"},
                    {"type": "play", "seat": "N", "tile": "5-4", "end": "left"},
                ],
            },
        ),
        (
            "A match: a starting score and the events after it.",
            {
                "op": "match",
                "rulebook": rulebook,
                "setup": {"scores": {"NS": 130, "EW": 120}, "leader": "N"},
                "events": [{"type": "hand", "team": "NS", "points": 25, "winner": "S"}],
            },
        ),
        (
            "The next Swiss round from the standings and the pairings already played.",
            {
                "op": "pair",
                "rulebook": rulebook,
                "entrants": [
                    {"id": "A", "wins": 2, "points": 300},
                    {"id": "B", "wins": 2, "points": 280},
                    {"id": "C", "wins": 1, "points": 250},
                    {"id": "D", "wins": 0, "points": 100},
                ],
                "history": [["A", "B"]],
            },
        ),
        (
            "A rulebook the implementation does not claim: it answers `unsupported`, and the scenario "
            "counts as not claimed.",
            {"op": "lead", "rulebook": "no-such-rulebook", "draws": {"N": "6-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        (
            "A request it cannot handle (there is no tile 12-4 in the set): it answers `error`.",
            {"op": "lead", "rulebook": rulebook, "draws": {"N": "12-4", "E": "6-5", "S": "2-1", "W": "3-3"}},
        ),
        ("The end of the session.", {"op": "stop"}),
    ]


def run_transcript(
    command: list[str] | None = None, rulebook: str | None = None, timeout: float = 60.0
) -> list[Exchange]:
    """Send the example requests to an implementation (the reference by default) and record the replies."""
    argv = command if command is not None else [sys.executable, "-m", "conformance.reference_adapter"]
    book = rulebook if rulebook is not None else _first_block_rulebook(cached_spec())
    requests = transcript_requests(book)
    lines = [json.dumps(request, separators=(",", ":")) for _, request in requests]
    for (_, request), line in zip(requests, lines, strict=True):
        op = request["op"]
        found = problems("request", op, json.loads(line))
        if found:
            raise ValueError(f"example {op!r} request is invalid: {'; '.join(found)}")
    done = subprocess.run(
        argv,
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        cwd=project_root(),
        check=False,
    )
    replies = [line for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or len(replies) != len(lines):
        tail = " / ".join(done.stderr.strip().splitlines()[-5:])
        raise RuntimeError(
            f"{' '.join(argv)} answered {len(replies)} of {len(lines)} example requests "
            f"(exit code {done.returncode}){': ' + tail if tail else ''}"
        )
    return [Exchange(note, request, reply) for (note, _), request, reply in zip(requests, lines, replies, strict=True)]


def _first_block_rulebook(spec: Spec) -> str:
    """The first rulebook of the block family (the example's requests are block-game requests)."""
    for book in spec.rulebooks:
        if book.game.family == BLOCK.name:
            return book.id
    raise ValueError(f"the spec has no rulebook of the {BLOCK.name} family for the protocol example")


def write_transcript(exchanges: list[Exchange], path: Path) -> None:
    """Write ``exchanges`` as a JSON list of ``{note, request, reply}`` objects."""
    data = [{"note": e.note, "request": e.request, "reply": e.reply} for e in exchanges]
    atomic_write(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_transcript(path: Path) -> list[Exchange]:
    """Read a transcript written by :func:`write_transcript`; a malformed file is a ``ValueError`` naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read the recorded transcript: {exc}") from exc
    if not isinstance(data, list):
        raise ValueError(f"{path}: a transcript is a JSON list of exchanges")
    out: list[Exchange] = []
    for number, item in enumerate(cast(list[object], data), 1):
        if not isinstance(item, dict) or not all(isinstance(item.get(k), str) for k in ("note", "request", "reply")):
            raise ValueError(f"{path}: exchange {number} needs the strings note, request and reply")
        fields = cast(dict[str, str], item)
        out.append(Exchange(fields["note"], fields["request"], fields["reply"]))
    return out
