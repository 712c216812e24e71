"""A match: hands scored to a target, fines, the time limit and forfeits.

>>> from reference_impl.block.rules import rules_for
>>> state = new_match(rules_for("ndf-double-nine"), {Team.NS: 140, Team.EW: 90}, Seat.NORTH)
>>> state = apply_event(state, HandScored(Team.NS, 12))
>>> state.finished, state.winner, state.scores
(True, <Team.NS: 'NS'>, (152, 90))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Union

from reference_impl.block.hand import Opening
from reference_impl.block.rules import BlockRules
from reference_impl.errors import IllegalAction, SetupError
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
    """The time limit ran out; ``during_hand``: a hand was in progress; ``minutes``: the playing time
    when it was called (None: not stated, taken to be the limit)."""

    during_hand: bool
    minutes: int | None = None


@dataclass(frozen=True, slots=True)
class GameWon:
    """A whole game (hands to the target) is won by ``team`` (DORAL-2.2)."""

    team: Team


@dataclass(frozen=True, slots=True)
class GamesCut:
    """A judge cuts the match to ``games`` more games after the one under way (DORAL-15.2)."""

    games: int


@dataclass(frozen=True, slots=True)
class MatchInfraction:
    """A judge records an infraction against ``team`` whose consequence reaches the match
    (an expulsion or disqualification, a forfeited match, a fine)."""

    team: Team
    kind: str


MatchEvent = Union[HandScored, ScoreChange, TimeCalled, GameWon, GamesCut, MatchInfraction]


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
    games: tuple[int, int]
    """Games won in the set under way (rulebooks with sets of games)."""
    sets: tuple[int, int]
    """Sets won in the match."""
    games_left: int | None = None
    """Games that may still start after the one under way, once time is called or a judge cuts."""
    game_hands: int = 0
    """Hands scored in the game under way."""
    last_hand_team: Team | None = None
    """The partnership that won the last hand (or game) scored."""
    rounds_after: int | None = None
    """Tournament rounds still to come after this match's round (None: not stated)."""
    next_opening: Opening | None = None
    """In rulebooks that tie the lead to the last hand (DORAL-8): ``winners`` after a hand a partnership
    won, ``double-six`` after a hand replayed with no score (DORAL-12.2); None elsewhere (``leader`` leads)."""
    next_lead_team: Team | None = None
    """With ``next_opening`` ``winners``: the partnership either of whose players leads next."""

    def score(self, team: Team) -> int:
        return self.scores[0 if team is Team.NS else 1]

    @property
    def shuffler(self) -> Team | None:
        """The partnership that shuffles next: the one behind in the game; with level scores the one
        that did not win the last hand; None before anything is scored (DORAL-5.3), and always None in
        a rulebook with no rule for it (no rule enforces ``shuffler-behind``)."""
        if not self.rules.has("shuffler-behind"):
            return None
        ns, ew = self.scores
        if ns != ew:
            return Team.NS if ns < ew else Team.EW
        return None if self.last_hand_team is None else self.last_hand_team.other


def new_match(
    rules: BlockRules,
    scores: Mapping[Team, int],
    leader: Seat,
    games: Mapping[Team, int] | None = None,
    sets: Mapping[Team, int] | None = None,
    round_of: tuple[int, int] | None = None,
) -> MatchState:
    """A match from ``scores``; ``round_of``: (the tournament round it is played in, rounds in all)."""
    if round_of is not None and not 1 <= round_of[0] <= round_of[1]:
        raise SetupError(f"round {round_of[0]} of {round_of[1]} is not a round of the tournament")
    won = games or {}
    sets_won = sets or {}
    return MatchState(
        games=(won.get(Team.NS, 0), won.get(Team.EW, 0)),
        sets=(sets_won.get(Team.NS, 0), sets_won.get(Team.EW, 0)),
        rules=rules,
        scores=(scores.get(Team.NS, 0), scores.get(Team.EW, 0)),
        leader=leader,
        hands_played=0,
        time_called=False,
        hand_pending=False,
        finished=False,
        winner=None,
        decided_by=None,
        rounds_after=None if round_of is None else round_of[1] - round_of[0],
    )


def _with_points(state: MatchState, team: Team, points: int) -> MatchState:
    ns, ew = state.scores
    return replace(state, scores=(ns + points, ew) if team is Team.NS else (ns, ew + points))


def _decide_on_time(state: MatchState) -> MatchState:
    ns, ew = state.scores
    if ns == ew and state.rules.has("match-time-level-tie"):
        return replace(state, finished=True, winner=None, decided_by=state.rules.rule_for("match-time-level-tie"))
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
    if isinstance(event, MatchInfraction):
        return _match_infraction(state, event)
    if isinstance(event, GameWon) and not rules.has("match-sets"):
        raise SetupError(
            f"rulebook {rules.rulebook} plays a match as one game to the target, with no games won to record "
            "(no rule enforces match-sets)",
            rules.rule_for("match-target"),
        )
    if isinstance(event, GameWon):
        return _game_won(replace(state, last_hand_team=event.team), event.team)
    if isinstance(event, GamesCut) and not rules.has("judge-cuts-games"):
        raise SetupError(
            f"rulebook {rules.rulebook} gives a judge no power to cut a match's games (no rule enforces judge-cuts-games)",
            rules.rule_for("match-target"),
        )
    if isinstance(event, GamesCut):
        return _cut(state, event.games, time_called=False)
    if isinstance(event, TimeCalled):
        _check_time(state, event)
    if isinstance(event, TimeCalled) and _in_games(rules):
        return _cut(replace(state, time_called=True, hand_pending=event.during_hand), 0, time_called=True)
    if isinstance(event, TimeCalled):
        called = replace(state, time_called=True, hand_pending=event.during_hand)
        finishes_hand = rules.has("finish-started-hand")
        return called if event.during_hand and finishes_hand else _decide_on_time(called)
    scored = state if event.team is None else _with_points(state, event.team, event.points)
    leader = next_seat(state.leader, rules.lead_rotation == "clockwise")
    if rules.lead_rotation == "winner" and event.winner is not None:
        leader = event.winner
    scored = replace(scored, hands_played=state.hands_played + 1, leader=leader, hand_pending=False)
    if rules.lead_rotation == "winning-team":
        # DORAL-8.2: the winners of the hand lead the next; a hand scored for nobody is replayed from
        # the double six (DORAL-12.2)
        opening: Opening = "double-six" if event.team is None else "winners"
        scored = replace(scored, next_opening=opening, next_lead_team=event.team)
    if _in_games(rules):
        scored = replace(
            scored,
            game_hands=state.game_hands + 1,
            last_hand_team=state.last_hand_team if event.team is None else event.team,
        )
        if event.team is not None and scored.score(event.team) >= rules.target_score:
            return _game_won(scored, event.team)
        return scored
    if event.team is not None and scored.score(event.team) >= rules.target_score:
        return replace(scored, finished=True, winner=event.team, decided_by=rules.rule_for("match-target"))
    if scored.time_called:
        return _decide_on_time(scored)
    return scored


def _check_time(state: MatchState, event: TimeCalled) -> None:
    """Time cannot be called before the limit, nor, where the power is kept for the last rounds
    (FMDS-3.2), in an earlier round."""
    rules = state.rules
    rule = rules.rule_for("match-time-limit")
    if event.minutes is not None and event.minutes < rules.time_limit:
        raise IllegalAction(rule, f"time cannot be called after {event.minutes} of {rules.time_limit} minutes")
    cutoff = rules.cutoff_rounds
    if cutoff is not None and state.rounds_after is not None and state.rounds_after >= cutoff:
        raise IllegalAction(rule, f"time can be called only in the last {cutoff} rounds")


def _in_games(rules: BlockRules) -> bool:
    """Whether a match is played in games and sets (DORAL) rather than as one game to the target (NDF)."""
    return rules.set_games > 1 or rules.match_sets > 1


def _add(pair: tuple[int, int], team: Team) -> tuple[int, int]:
    return (pair[0] + 1, pair[1]) if team is Team.NS else (pair[0], pair[1] + 1)


def _game_won(state: MatchState, team: Team) -> MatchState:
    """``team`` wins the game under way: the set and the match may follow; scores start again."""
    rules = state.rules
    games, sets = _add(state.games, team), state.sets
    won = replace(state, scores=(0, 0), game_hands=0)
    if games[0 if team is Team.NS else 1] >= rules.set_games:
        sets, games = _add(sets, team), (0, 0)
        if sets[0 if team is Team.NS else 1] >= rules.match_sets:
            return replace(
                won, games=games, sets=sets, finished=True, winner=team, decided_by=rules.rule_for("match-sets")
            )
    won = replace(won, games=games, sets=sets)
    if won.games_left is None:
        return won
    if won.games_left == 0:
        return _decide_by_games(won)
    return replace(won, games_left=won.games_left - 1)


def _between_games(state: MatchState) -> bool:
    return state.game_hands == 0 and state.scores == (0, 0)


def _cut(state: MatchState, games: int, time_called: bool) -> MatchState:
    """No more than ``games`` games start after the one under way (between games: ``games`` in all)."""
    if games < 0:
        raise IllegalAction(state.rules.rule_for("judge-cuts-games"), "a judge cannot cut to fewer than no games")
    if not time_called and state.games == (0, 0) and state.sets == (0, 0):
        raise IllegalAction(
            state.rules.rule_for("judge-cuts-games"), "a judge cuts a match's games only after its first game"
        )
    if _between_games(state):
        if games == 0:
            return _decide_by_games(state)
        games -= 1
    left = games if state.games_left is None else min(games, state.games_left)
    return replace(state, games_left=left, time_called=state.time_called or time_called)


def _decide_by_games(state: MatchState) -> MatchState:
    """The match ends on time or by a judge's cut: more sets, then more games in the set under way;
    with both level, it goes on for one more game."""
    rule = state.rules.rule_for("match-time-limit" if state.time_called else "judge-cuts-games")
    for pair in (state.sets, state.games):
        if pair[0] != pair[1]:
            return replace(state, finished=True, winner=Team.NS if pair[0] > pair[1] else Team.EW, decided_by=rule)
    return replace(state, games_left=0)


def _match_infraction(state: MatchState, event: MatchInfraction) -> MatchState:
    """A recorded infraction's consequences for the match: a forfeit of the match or an expulsion ends
    it, a forfeited game goes to the opponents (DORAL-18.1), a fine comes off the partnership's score;
    anything else leaves the match as it is."""
    terms = state.rules.penalty(event.kind)
    if {"expulsion", "forfeit-match", "suspension"} & set(terms.consequences):
        return replace(state, finished=True, winner=event.team.other, decided_by=terms.rule_id)
    if "forfeit-game" in terms.consequences and _in_games(state.rules):
        return _game_won(replace(state, last_hand_team=event.team.other), event.team.other)
    if "fine" in terms.consequences and terms.fine:
        return _with_points(state, event.team, -terms.fine)
    return state
