"""The messages of the wire protocol, as typed data that is JSON one to one.

Every request an adapter receives and every reply it gives is one of these
``TypedDict`` shapes; ``conformance/schemas`` holds a JSON Schema for each,
published on the site so other languages can generate their types.

Seats are ``"N"``, ``"E"``, ``"S"``, ``"W"``; partnerships ``"NS"`` and
``"EW"``; tiles are written ``"6-4"``.
"""

from typing import Final, Literal, NotRequired, TypedDict, Union

PROTOCOL_VERSION: Final = "1.0"
"""Major.minor. A runner refuses an implementation whose major version differs."""

SeatCode = Literal["N", "E", "S", "W"]
TeamCode = Literal["NS", "EW"]
EndName = Literal["left", "right"]
Capability = Literal["lead", "hand", "infractions", "match", "pairing"]
CAPABILITIES: Final[tuple[Capability, ...]] = ("lead", "hand", "infractions", "match", "pairing")


class ImplementationInfo(TypedDict):
    name: str
    version: str
    language: str
    homepage: NotRequired[str]


class StartRequest(TypedDict):
    op: Literal["start"]
    protocol: str
    suite: str


class StartReply(TypedDict):
    protocol: str
    implementation: ImplementationInfo
    rulebooks: list[str]
    capabilities: list[Capability]


class LeadRequest(TypedDict):
    op: Literal["lead"]
    rulebook: str
    draws: dict[SeatCode, str]


class LeadReply(TypedDict):
    leader: SeatCode


class HandSetup(TypedDict):
    hands: dict[SeatCode, list[str]]
    leader: SeatCode
    turn: NotRequired[SeatCode]
    ends: NotRequired[list[int]]
    exposed: NotRequired[dict[SeatCode, list[str]]]


class PlayAction(TypedDict):
    type: Literal["play"]
    seat: SeatCode
    tile: str
    end: NotRequired[EndName]


class PassAction(TypedDict):
    type: Literal["pass"]
    seat: SeatCode


class TouchAction(TypedDict):
    type: Literal["touch"]
    seat: SeatCode
    tile: str


class InfractionAction(TypedDict):
    type: Literal["infraction"]
    seat: SeatCode
    kind: str
    points: NotRequired[int]


HandAction = Union[PlayAction, PassAction, TouchAction, InfractionAction]


class HandRequest(TypedDict):
    op: Literal["hand"]
    rulebook: str
    setup: HandSetup
    actions: list[HandAction]


class ActionResult(TypedDict):
    accepted: bool
    rule: NotRequired[str]
    reason: NotRequired[str]


class FirstTileReply(TypedDict):
    tile: str
    orientation: Literal["across", "lengthwise"]
    toward_leader: int | None


class OutcomeReply(TypedDict):
    end: Literal["domino", "lock", "void", "forfeit"]
    winner: SeatCode | None
    team: TeamCode | None
    points: int
    counts: dict[SeatCode, int]


class PenaltyReply(TypedDict):
    rule: str
    infraction: str
    seat: SeatCode
    team: TeamCode
    points: int


class HandReply(TypedDict):
    results: list[ActionResult]
    turn: SeatCode | None
    ends: list[int] | None
    legal: list[str]
    must_play: str | None
    exposed: dict[SeatCode, list[str]]
    hand_sizes: dict[SeatCode, int]
    general_pass: SeatCode | None
    first_tile: FirstTileReply | None
    outcome: OutcomeReply | None
    penalties: list[PenaltyReply]
    next_leader: SeatCode | None


class MatchSetup(TypedDict):
    scores: dict[TeamCode, int]
    leader: SeatCode


class HandEvent(TypedDict):
    type: Literal["hand"]
    team: TeamCode | None
    points: int
    winner: NotRequired[SeatCode]


class ScoreEvent(TypedDict):
    type: Literal["score"]
    team: TeamCode
    points: int


class TimeEvent(TypedDict):
    type: Literal["time"]
    during_hand: bool


class ForfeitEvent(TypedDict):
    type: Literal["forfeit"]
    team: TeamCode


MatchEventMessage = Union[HandEvent, ScoreEvent, TimeEvent, ForfeitEvent]


class MatchRequest(TypedDict):
    op: Literal["match"]
    rulebook: str
    setup: MatchSetup
    events: list[MatchEventMessage]


class MatchReply(TypedDict):
    results: list[ActionResult]
    scores: dict[TeamCode, int]
    finished: bool
    winner: TeamCode | None
    next_leader: SeatCode
    hands_played: int


class Entrant(TypedDict):
    id: str
    wins: int
    points: int


class PairRequest(TypedDict):
    op: Literal["pair"]
    rulebook: str
    entrants: list[Entrant]
    history: list[list[str]]


class PairReply(TypedDict):
    tables: list[list[str]]
    bye: str | None


class StopRequest(TypedDict):
    op: Literal["stop"]


Request = Union[StartRequest, LeadRequest, HandRequest, MatchRequest, PairRequest, StopRequest]
Reply = Union[StartReply, LeadReply, HandReply, MatchReply, PairReply]

OP_CAPABILITY: Final[dict[str, Capability]] = {
    "lead": "lead",
    "hand": "hand",
    "match": "match",
    "pair": "pairing",
}
