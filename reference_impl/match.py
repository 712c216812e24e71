"""A match: hands scored to a target, fines, the time limit and forfeits.

>>> from reference_impl.rules import rules_for
>>> state = new_match(rules_for("ndf-double-nine"), {Team.NS: 140, Team.EW: 90}, Seat.NORTH)
>>> state = apply_event(state, HandScored(Team.NS, 12))
>>> state.finished, state.winner, state.scores
(True, <Team.NS: 'NS'>, (152, 90))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Union

from reference_impl.errors import IllegalAction
from reference_impl.rules import BlockRules
from reference_impl.tiles import Seat, Team, next_seat


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand ended: ``team`` scores ``points`` (None: a void hand that scores nothing)."""

    team: Team | None
    points: int
    winner: Seat | None = None


@dataclass(frozen=True, slots=True)
class ScoreChange:
    """A fine (negative) or award recorded against a partnership."""

    team: Team
    points: int
    rule_id: str = ""


@dataclass(frozen=True, slots=True)
class TimeCalled:
    """The time limit ran out; ``during_hand``: a hand was in progress."""

    during_hand: bool


@dataclass(frozen=True, slots=True)
class MatchForfeited:
    team: Team
    rule_id: str = ""


MatchEvent = Union[HandScored, ScoreChange, TimeCalled, MatchForfeited]


@dataclass(frozen=True, slots=True)
class MatchState:
    rules: BlockRules
    scores: tuple[int, int]
    leader: Seat
    hands_played: int
    time_called: bool
    hand_pending: bool
    finished: bool
    winner: Team | None
    decided_by: str | None

    def score(self, team: Team) -> int:
        return self.scores[0 if team is Team.NS else 1]


def new_match(rules: BlockRules, scores: Mapping[Team, int], leader: Seat) -> MatchState:
    return MatchState(
        rules=rules,
        scores=(scores.get(Team.NS, 0), scores.get(Team.EW, 0)),
        leader=leader,
        hands_played=0,
        time_called=False,
        hand_pending=False,
        finished=False,
        winner=None,
        decided_by=None,
    )


def _with_points(state: MatchState, team: Team, points: int) -> MatchState:
    ns, ew = state.scores
    return replace(state, scores=(ns + points, ew) if team is Team.NS else (ns, ew + points))


def _decide_on_time(state: MatchState) -> MatchState:
    ns, ew = state.scores
    if ns == ew:
        return state
    winner = Team.NS if ns > ew else Team.EW
    return replace(state, finished=True, winner=winner, decided_by=state.rules.rule_for("match-time-limit"))


def apply_event(state: MatchState, event: MatchEvent) -> MatchState:
    """The match after ``event``; nothing but a score change follows a finished match."""
    rules = state.rules
    if state.finished and not isinstance(event, ScoreChange):
        raise IllegalAction(rules.rule_for("match-target"), "the match is already over")
    if isinstance(event, ScoreChange):
        return _with_points(state, event.team, event.points)
    if isinstance(event, MatchForfeited):
        return replace(state, finished=True, winner=event.team.other, decided_by=event.rule_id or None)
    if isinstance(event, TimeCalled):
        called = replace(state, time_called=True, hand_pending=event.during_hand)
        return called if event.during_hand else _decide_on_time(called)
    scored = state if event.team is None else _with_points(state, event.team, event.points)
    leader = next_seat(state.leader, rules.lead_rotation == "clockwise")
    if rules.lead_rotation == "winner" and event.winner is not None:
        leader = event.winner
    scored = replace(scored, hands_played=state.hands_played + 1, leader=leader, hand_pending=False)
    if event.team is not None and scored.score(event.team) >= rules.target_score:
        return replace(scored, finished=True, winner=event.team, decided_by=rules.rule_for("match-target"))
    if scored.time_called:
        return _decide_on_time(scored)
    return scored
