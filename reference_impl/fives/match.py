"""An All Fives match: games to the target score, the first to win ``match_games`` games wins (WCDT-1.2, 1.4).

>>> from reference_impl.fives.rules import rules_for
>>> state = new_match(rules_for("wcdt-all-fives"), (240, 100), (1, 0))
>>> state = apply_event(state, HandScored(Team.NS, 10))
>>> state.games, state.scores, state.finished, state.winner
((2, 0), (0, 0), True, <Team.NS: 'NS'>)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives.rules import FivesRules
from reference_impl.tiles import Team


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand's points (its counts during play and at its end) to ``team``; None: it scored nothing."""

    team: Team | None
    points: int


@dataclass(frozen=True, slots=True)
class MatchState:
    rules: FivesRules
    scores: tuple[int, int]
    """North-South's and East-West's points in the game under way."""
    games: tuple[int, int]
    """Games won so far."""
    hands_played: int = 0
    winner: Team | None = None

    @property
    def finished(self) -> bool:
        return self.winner is not None


def new_match(rules: FivesRules, scores: tuple[int, int], games: tuple[int, int]) -> MatchState:
    """A match under way; a :class:`SetupError` for a score already at the target or a match already won (naming
    the rule that holds the number), or a score or a count of games below nothing."""
    if max(scores) >= rules.target_score:
        raise SetupError(
            f"a score of {max(scores)} has already won the game (target {rules.target_score})",
            rules.rule_of("target_score"),
        )
    if max(games) >= rules.match_games:
        raise SetupError(
            f"{max(games)} games won: the match ended at {rules.match_games}", rules.rule_of("match_games")
        )
    if min(scores) < 0:
        raise SetupError(
            f"a game score of {scores[0]}-{scores[1]}: points are only ever won", rules.rule_of("target_score")
        )
    if min(games) < 0:
        raise SetupError(f"{games[0]}-{games[1]} games won: games are only ever won", rules.rule_of("match_games"))
    if any(s % rules.count_unit for s in scores):
        raise SetupError(
            f"a game score of {scores[0]}-{scores[1]}: points are scored only in multiples of {rules.count_unit}",
            rules.rule_of("target_score"),
        )
    return MatchState(rules, scores, games)


def apply_event(state: MatchState, event: HandScored) -> MatchState:
    """The match after one more hand; an :class:`IllegalAction` naming the rule the event cannot fit."""
    rules = state.rules
    if state.finished:
        raise IllegalAction(rules.rule_for("set-games"), f"the match is over: {state.winner} won it")
    if event.points < 0 or event.points % rules.count_unit:
        raise IllegalAction(
            rules.rule_for("score-open-ends"),
            f"a hand scores a multiple of {rules.count_unit} points, not {event.points}",
        )
    if event.team is None:
        if event.points:
            raise SetupError(f"{event.points} points scored by no side")
        return replace(state, hands_played=state.hands_played + 1)
    index = 0 if event.team is Team.NS else 1
    scores = tuple(score + (event.points if i == index else 0) for i, score in enumerate(state.scores))
    played = replace(state, scores=(scores[0], scores[1]), hands_played=state.hands_played + 1)
    if scores[index] < rules.target_score:
        return played
    games = tuple(won + (1 if i == index else 0) for i, won in enumerate(state.games))
    return replace(
        played,
        scores=(0, 0),
        games=(games[0], games[1]),
        winner=event.team if games[index] >= rules.match_games else None,
    )
