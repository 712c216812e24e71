"""What a scenario sent and got: every request and its reply, as JSON, for the reports and ``--dump-traffic``.

The plugin hands each scenario's world a :class:`Recorder` in front of the
implementation under test. It notes one :data:`Exchange` per request: the
``op``, the ``request`` as sent and either the ``reply`` got or, when there
was none, the ``error`` (an ``error`` reply, a crash, a hang, garbage,
``unsupported``). Values are plain JSON (a tuple becomes a list), never Python
notation.

``check --dump-traffic DIR`` writes every scenario's exchanges as NDJSON, one
file per scenario at :func:`traffic_path` (a path relative to ``DIR`` made from
the stable scenario ID), one exchange a line, and the handshake as ``start.ndjson``.

>>> traffic_path("features/ndf-double-nine/penalties.feature:A pass costs 75, and the hand goes on")
'ndf-double-nine/penalties/a-pass-costs-75-and-the-hand-goes-on.ndjson'
>>> as_json({"ends": (6, 4), "next_leader": None})
{'ends': [6, 4], 'next_leader': None}
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar, cast

from conformance.adapter import Implementation
from conformance.messages import (
    AdvanceReply,
    AdvanceRequest,
    DealReply,
    DealRequest,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    PairReply,
    PairRequest,
    SeatingReply,
    SeatingRequest,
    StandingsReply,
    StandingsRequest,
    StartReply,
    StartRequest,
    TrainReply,
    TrainRequest,
)
from conformance.observe import JSON
from rulespec.files import atomic_write

T = TypeVar("T")

Exchange = dict[str, JSON]
"""One request and what came back: ``{"op", "request", "reply"}`` or ``{"op", "request", "error"}``."""


def as_json(value: object) -> JSON:
    """``value`` as plain JSON data (tuples become lists; anything else JSON cannot hold becomes its text)."""
    return cast(JSON, json.loads(json.dumps(value, default=str)))


def exchange_text(value: object) -> str:
    """A request or a reply as one line of JSON text (keys in the order sent)."""
    return json.dumps(value, default=str)


class Recorder:
    """An implementation that notes every request sent through it, and what came back, in ``log``."""

    def __init__(self, inner: Implementation, log: list[Exchange]) -> None:
        self.inner = inner
        self.log = log

    def _send(self, op: str, request: object, call: Callable[[], T]) -> T:
        entry: Exchange = {"op": op, "request": as_json(request)}
        self.log.append(entry)
        try:
            reply = call()
        except Exception as exc:
            entry["error"] = f"{type(exc).__name__}: {exc}"
            raise
        entry["reply"] = as_json(reply)
        return reply

    def start(self, request: StartRequest) -> StartReply:
        return self._send("start", request, lambda: self.inner.start(request))

    def lead(self, request: LeadRequest) -> LeadReply:
        return self._send("lead", request, lambda: self.inner.lead(request))

    def deal(self, request: DealRequest) -> DealReply:
        return self._send("deal", request, lambda: self.inner.deal(request))

    def hand(self, request: HandRequest) -> HandReply:
        return self._send("hand", request, lambda: self.inner.hand(request))

    def match(self, request: MatchRequest) -> MatchReply:
        return self._send("match", request, lambda: self.inner.match(request))

    def pair(self, request: PairRequest) -> PairReply:
        return self._send("pair", request, lambda: self.inner.pair(request))

    def standings(self, request: StandingsRequest) -> StandingsReply:
        return self._send("standings", request, lambda: self.inner.standings(request))

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        return self._send("advance", request, lambda: self.inner.advance(request))

    def train(self, request: TrainRequest) -> TrainReply:
        return self._send("train", request, lambda: self.inner.train(request))

    def seating(self, request: SeatingRequest) -> SeatingReply:
        return self._send("seating", request, lambda: self.inner.seating(request))

    def stop(self) -> None:
        self.inner.stop()


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "scenario"


def traffic_path(scenario_id: str) -> str:
    """Where ``--dump-traffic`` writes a scenario's exchanges, relative to its folder."""
    feature, colon, name = scenario_id.partition(":")
    if not colon:
        return _slug(scenario_id) + ".ndjson"  # the handshake: start.ndjson
    parts = [_slug(part) for part in Path(feature.removesuffix(".feature")).parts if part != "features"]
    return "/".join([*parts, _slug(name) + ".ndjson"])


def to_ndjson(scenario_id: str, exchanges: list[Exchange]) -> str:
    """A scenario's exchanges, one JSON object a line, each naming the scenario."""
    return "".join(
        json.dumps({"scenario": scenario_id, **exchange}, separators=(",", ":")) + "\n" for exchange in exchanges
    )


def write_traffic(directory: Path, scenario_id: str, exchanges: list[Exchange]) -> Path:
    """Write ``exchanges`` of the scenario into ``directory`` (see :func:`traffic_path`); the path written."""
    path = directory / traffic_path(scenario_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, to_ndjson(scenario_id, exchanges))
    return path
