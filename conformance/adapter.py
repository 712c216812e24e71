"""The adapter interface every implementation under test is reached through.

An adapter is anything with these methods; the suite never looks behind it.
Two ship with the project: :mod:`conformance.reference_adapter` (in-process)
and :class:`conformance.wire.SubprocessAdapter` (any program speaking the wire
protocol on stdin/stdout).
"""

from __future__ import annotations

from typing import Protocol

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


class Implementation(Protocol):
    """An implementation under test, seen through its adapter."""

    def start(self, request: StartRequest) -> StartReply:
        """The handshake: name the implementation and claim rulebooks and capabilities."""
        ...

    def lead(self, request: LeadRequest) -> LeadReply:
        """Decide who leads from the tiles drawn for the lead."""
        ...

    def deal(self, request: DealRequest) -> DealReply:
        """Deal the hands from a shuffled pile."""
        ...

    def hand(self, request: HandRequest) -> HandReply:
        """Set up a hand, apply the actions in order, and report the position and outcome."""
        ...

    def match(self, request: MatchRequest) -> MatchReply:
        """Score a match from a starting position and a list of events."""
        ...

    def pair(self, request: PairRequest) -> PairReply:
        """Pair the next Swiss round."""
        ...

    def standings(self, request: StandingsRequest) -> StandingsReply:
        """Rank the entrants from the results so far, by the rulebook's tie-breaks."""
        ...

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        """Decide each knock-out match of a round and who advances to the next."""
        ...

    def train(self, request: TrainRequest) -> TrainReply:
        """Set up a hand of a train game, apply the actions in order, and report the trains and outcome."""
        ...

    def seating(self, request: SeatingRequest) -> SeatingReply:
        """The standings and the tables of the next hand of a train event."""
        ...

    def stop(self) -> None:
        """Release the implementation (end its process, if it has one)."""
        ...


class ImplementationError(Exception):
    """The implementation failed to answer: it crashed, hung, or replied with garbage.

    The scenario that was running fails with status ``error`` and this reason;
    the adapter restarts the implementation for the next request.
    """


class ErrorReply(ImplementationError):
    """The implementation answered a well-formed request with an ``error`` reply: it refuses the request.

    ``rule``: the rule ID the reply named as the one the request breaks (its ``rule`` key), if any.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class Refused(ValueError):
    """An in-process implementation refuses a request the rules allow no such (a deal outside the set...),
    naming the rule it breaks: over the wire, an ``error`` reply with that ``rule``."""

    def __init__(self, reason: str, rule: str) -> None:
        super().__init__(f"{rule}: {reason}")
        self.rule = rule


class Unsupported(Exception):
    """The implementation answered that it does not support this request."""


class ProtocolMismatch(Exception):
    """The implementation speaks a different major version of the protocol."""
