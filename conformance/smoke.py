"""``domino-rules smoke``: check the wiring of an implementation in seconds.

Starts the program, does the handshake, shows what it claims, then sends one
tiny well-formed request for each claimed capability and checks every reply
against its schema. One line per check; :func:`smoke` returns the checks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, TextIO, cast

from conformance.adapter import ImplementationError, ProtocolMismatch, Unsupported
from conformance.messages import (
    CAPABILITIES,
    PROTOCOL_VERSION,
    AdvanceRequest,
    DealRequest,
    HandRequest,
    LeadRequest,
    MatchRequest,
    PairRequest,
    Request,
    SeatingRequest,
    StandingsRequest,
    StartRequest,
    TrainRequest,
    claims,
)
from conformance.schemas import problems
from conformance.wire import SubprocessAdapter
from rulespec import cached_spec
from rulespec.grammar import SEAT_CODES, format_tile

START: Final[StartRequest] = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    ok: bool
    detail: str

    def line(self) -> str:
        return f"{'ok  ' if self.ok else 'FAIL'}  {self.name}: {self.detail}"


def what_is_wrong(exc: Exception) -> str:
    """A short name for how an exchange went wrong, followed by the adapter's account of it."""
    text = str(exc)
    if isinstance(exc, ProtocolMismatch):
        kind = "protocol mismatch"
    elif isinstance(exc, Unsupported):
        kind = "answered unsupported although claimed"
    elif "crashed" in text or "exited before" in text:
        kind = "crashed"
    elif "(hung)" in text:
        kind = "hung"
    elif "not JSON" in text or "not a JSON object" in text:
        kind = "not JSON"
    elif text.startswith("malformed"):
        kind = "schema problems"
    elif text.startswith("cannot start"):
        kind = "cannot start"
    else:
        kind = "error"
    return f"{kind}: {text}"


FIVES_SINGLES_DEAL: Final = {
    "hands": {
        "N": ["5-5", "5-0", "5-3", "5-2", "1-1", "6-6", "2-1"],
        "E": ["5-4", "5-1", "0-0", "3-1", "4-4", "2-2", "6-3"],
    },
    "boneyard": ["1-0", "2-0", "3-0", "3-2", "3-3", "4-0", "4-1", "4-2", "4-3", "6-0", "6-1", "6-2", "6-4", "6-5"],
    "leader": "N",
}
"""An all-fives hand starts from a whole deal: a singles one (seven each, fourteen in the bone-yard)."""


def requests_for(rulebook: str) -> dict[str, Request]:
    """One tiny well-formed request per capability, in ``rulebook`` (an all-fives one: a whole singles deal)."""
    lead: LeadRequest = {"op": "lead", "rulebook": rulebook, "draws": {"N": "4-4", "E": "5-3", "S": "6-2", "W": "1-0"}}
    setup: object = {"hands": {"N": ["6-6", "5-4"], "E": ["3-2"], "S": ["1-1"], "W": ["2-0"]}, "leader": "N"}
    if any(book.id == rulebook and book.game.family == "all-fives" for book in cached_spec().rulebooks):
        lead = {"op": "lead", "rulebook": rulebook, "draws": {"N": "4-4", "E": "5-3"}}
        setup = FIVES_SINGLES_DEAL
    hand = cast(
        HandRequest,
        {"op": "hand", "rulebook": rulebook, "setup": setup, "actions": [{"type": "play", "seat": "N", "tile": "6-6"}]},
    )
    infractions = cast(
        HandRequest,
        {
            "op": "hand",
            "rulebook": rulebook,
            "setup": setup,
            "actions": [{"type": "touch", "seat": "N", "tile": "6-6"}],
        },
    )
    book = cached_spec().rulebook(rulebook)
    top, size = int(book.number("max_pip")), int(book.number("hand_size"))
    tiles = [format_tile(a, b) for a in range(top, -1, -1) for b in range(a, -1, -1)]
    deal: HandRequest = {
        "op": "hand",
        "rulebook": rulebook,
        "setup": {
            "hands": {seat: tiles[i * size : (i + 1) * size] for i, seat in enumerate(SEAT_CODES)},
            "undealt": tiles[len(SEAT_CODES) * size :],
            "leader": "N",
        },
        "actions": [{"type": "play", "seat": "N", "tile": tiles[0]}],
    }
    match: MatchRequest = {
        "op": "match",
        "rulebook": rulebook,
        "setup": {"scores": {"NS": 0, "EW": 0}, "leader": "N"},
        "events": [{"type": "hand", "team": "NS", "points": 25}],
    }
    pair: PairRequest = {
        "op": "pair",
        "rulebook": rulebook,
        "entrants": [{"id": "a", "wins": 0, "points": 0}, {"id": "b", "wins": 0, "points": 0}],
        "history": [],
    }
    standings: StandingsRequest = {
        "op": "standings",
        "rulebook": rulebook,
        "entrants": ["a", "b"],
        "results": [{"sides": [["a"], ["b"]], "scores": [100, 50]}],
        "byes": [],
    }
    advance: AdvanceRequest = {"op": "advance", "rulebook": rulebook, "matches": []}
    dealing: DealRequest = {"op": "deal", "rulebook": rulebook, "shuffler": "N", "pile": tiles}
    train: TrainRequest = {
        "op": "train",
        "rulebook": rulebook,
        "setup": {"start": 12, "hands": {"1": ["12-5", "9-8"], "2": ["12-4", "3-3"]}, "boneyard": ["1-0"]},
        "actions": [{"type": "play", "seat": 1, "tile": "12-5", "train": "1"}],
    }
    seating: SeatingRequest = {
        "op": "seating",
        "rulebook": rulebook,
        "entrants": [{"id": "a", "scores": [10]}, {"id": "b", "scores": [-25]}],
        "starts": [12],
    }
    return {
        "lead": lead,
        "deal": dealing,
        "hand": hand,
        "deal-play": deal,
        "infractions": infractions,
        "match": match,
        "pairing": pair,
        "standings": standings,
        "knockout": advance,
        "train": train,
        "train-event": seating,
    }


def _summary(op: str, reply: object) -> str:
    if not isinstance(reply, dict):
        return "replied"
    fields = cast(dict[str, object], reply)  # unvalidated: any field may be missing or of another type

    def items(value: object) -> list[object] | None:
        return cast(list[object], value) if isinstance(value, list) else None

    def objects(values: list[object]) -> list[dict[str, object]]:
        return [cast(dict[str, object], value) for value in values if isinstance(value, dict)]

    if op == "lead":
        return f"leader {fields.get('leader')}"
    if op == "deal":
        hands = fields.get("hands")
        held: list[object] = list(cast(dict[str, object], hands).values()) if isinstance(hands, dict) else []
        sizes = [len(tiles) for tiles in map(items, held) if tiles is not None]
        undealt = items(fields.get("undealt"))
        return f"hands of {sizes}, {len(undealt) if undealt is not None else '?'} undealt"
    if op in ("hand", "match", "train"):
        results = items(fields.get("results")) or []
        accepted = sum(1 for r in objects(results) if r.get("accepted"))
        return f"{accepted}/{len(results)} accepted"
    if op == "seating":
        return f"tables {fields.get('tables')}"
    if op == "pair":
        return f"tables {fields.get('tables')}, bye {fields.get('bye')}"
    if op == "standings":
        rows = items(fields.get("rows"))
        return f"order {[r.get('entrant') for r in objects(rows)]}" if rows is not None else "replied"
    return "replied"


def smoke(command: str, timeout: float, out: Callable[[str], None] = print, rulebook: str | None = None) -> list[Check]:
    """Run the smoke checks against ``command``, printing each line through ``out``.

    The requests use ``rulebook`` if given, else the first claimed rulebook that the spec knows.
    """
    checks: list[Check] = []

    def record(check: Check) -> None:
        checks.append(check)
        out(check.line())

    adapter = SubprocessAdapter(command, timeout=timeout, validate=True)
    try:
        try:
            claim = adapter.start(START)
        except (ImplementationError, ProtocolMismatch) as exc:
            record(Check("start", False, what_is_wrong(exc)))
            return checks
        info = claim["implementation"]
        record(
            Check(
                "start",
                True,
                f"{info['name']} {info['version']} ({info['language']}), protocol {claim['protocol']}",
            )
        )
        out(f"      rulebooks: {', '.join(claim['rulebooks']) or '(none)'}")
        out(f"      capabilities: {', '.join(claim['capabilities']) or '(none)'}")
        known = [book.id for book in cached_spec().rulebooks]
        if rulebook is not None and rulebook not in claim["rulebooks"]:
            record(Check("rulebooks", False, f"the implementation does not claim {rulebook}"))
            return checks
        if not any(book in known for book in claim["rulebooks"]):
            record(Check("rulebooks", False, f"none of the claimed rulebooks is in the spec ({', '.join(known)})"))
            return checks
        claimed = claim.get("claims")
        if claimed is not None:
            out("      claims: " + "; ".join(f"{book}: {', '.join(caps)}" for book, caps in claimed.items()))
        for capability in CAPABILITIES:
            if capability not in claim["capabilities"]:
                continue
            # the chosen rulebook, or else the first claimed one in the spec that claims the capability
            candidates = [rulebook] if rulebook is not None else list(claim["rulebooks"])
            book = next((b for b in candidates if b in known and claims(claim, b, capability)), None)
            if book is None:
                if rulebook is not None:
                    out(f"      {capability}: not claimed for {rulebook}")
                    continue
                record(Check(capability, False, "claimed, but for no rulebook in the spec"))
                continue
            request = requests_for(book)[capability]
            wrong = problems("request", request["op"], request)
            if wrong:  # pragma: no cover - a bug in this module, not in the implementation
                raise AssertionError(f"smoke {request['op']!r} request is malformed: {'; '.join(wrong)}")
            method = cast(Callable[[Request], object], getattr(adapter, request["op"]))
            name = f"{capability} ({book})"
            try:
                reply = method(request)
            except (ImplementationError, Unsupported) as exc:
                record(Check(name, False, what_is_wrong(exc)))
                continue
            record(Check(name, True, _summary(request["op"], reply)))
    finally:
        adapter.stop()
    return checks


def run(command: str, timeout: float, stream: TextIO, rulebook: str | None = None) -> int:
    """The ``smoke`` command: 0 when every check is ok, 1 otherwise."""

    def out(line: str) -> None:
        print(line, file=stream, flush=True)

    out(f"domino-rules smoke: {command}")
    checks = smoke(command, timeout, out, rulebook)
    passed = sum(check.ok for check in checks)
    out(f"domino-rules smoke: {passed}/{len(checks)} checks ok")
    return 0 if checks and passed == len(checks) else 1
