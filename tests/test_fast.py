"""The fast simulator plays exactly the game the step-by-step typed engine plays.

For random seeds, leaders and rule variants, a hand dealt by
``reference_impl.block.deal.deal`` and driven through ``reference_impl.block.hand.apply``
with the first-legal policy must reach the same outcome (end kind, winner,
team, points, counts, rule ID), by the same sequence of actions, as
``reference_impl.block.fast`` — and leave the random generator in the same state.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl.block.deal import deal
from reference_impl.block.fast import (
    FastSummary,
    double_six,
    first_legal_action,
    simulate_hand,
    simulate_hands,
    trace_hand,
)
from reference_impl.block.hand import HandState, Pass, Play, apply, legal_moves, next_leader
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import SetupError
from reference_impl.tiles import SEATS, Seat, Team

DOUBLE_NINE = rules_for("ndf-double-nine")
DOUBLE_SIX = double_six()

seeds = st.integers(min_value=0, max_value=2**64)
seats = st.sampled_from(SEATS)


@st.composite
def variants(draw: st.DrawFn) -> BlockRules:
    """Double-six or double-nine, with every engine-level variant the rules can declare."""
    base = draw(st.sampled_from([DOUBLE_SIX, DOUBLE_NINE]))
    lock = base.rule_for("lock-lowest-player")  # NDF's lock rule stands for either lock variant
    return replace(
        base,
        authority=MappingProxyType({**base.authority, "lock-lowest-team": lock, "lock-lowest-player": lock}),
        clockwise=draw(st.booleans()),
        lock_rule=draw(st.sampled_from(["lowest-player", "lowest-team"])),
        scoring=draw(st.sampled_from(["all-pips", "opponents-pips"])),
        lead_rotation=draw(st.sampled_from(["counter-clockwise", "clockwise", "winner"])),
    )


def play_out(rules: BlockRules, rng: random.Random, leader: Seat) -> HandState:
    """Deal with the reference deal, then apply the first legal move (or a pass) until the hand ends."""
    state = deal(rules, rng, leader)
    while state.outcome is None:
        moves = legal_moves(state)
        action: Play | Pass = Pass(state.turn) if not moves else Play(state.turn, moves[0].tile, moves[0].end)
        state = apply(state, action)
    return state


def assert_same_hand(rules: BlockRules, seed: int, leader: Seat) -> None:
    reference_rng = random.Random(seed)
    state = play_out(rules, reference_rng, leader)
    fast_rng = random.Random(seed)
    result, actions = trace_hand(rules, fast_rng, leader)
    assert state.outcome is not None
    assert result.outcome() == state.outcome
    assert actions == state.history
    assert result.plays == sum(isinstance(a, Play) for a in actions)
    assert result.passes == sum(isinstance(a, Pass) for a in actions)
    assert fast_rng.getstate() == reference_rng.getstate()
    assert simulate_hand(rules, random.Random(seed), leader) == result


@settings(max_examples=300, deadline=None)
@given(seed=seeds, leader=seats)
def test_double_six_matches_the_typed_engine(seed: int, leader: Seat) -> None:
    assert_same_hand(DOUBLE_SIX, seed, leader)


@settings(max_examples=300, deadline=None)
@given(seed=seeds, leader=seats)
def test_double_nine_matches_the_typed_engine(seed: int, leader: Seat) -> None:
    assert_same_hand(DOUBLE_NINE, seed, leader)


@settings(max_examples=300, deadline=None)
@given(rules=variants(), seed=seeds, leader=seats)
def test_rule_variants_match_the_typed_engine(rules: BlockRules, seed: int, leader: Seat) -> None:
    assert_same_hand(rules, seed, leader)


@settings(max_examples=60, deadline=None)
@given(rules=variants(), seed=seeds, leader=seats, n=st.integers(min_value=0, max_value=8))
def test_many_hands_match_the_typed_engine_hand_after_hand(rules: BlockRules, seed: int, leader: Seat, n: int) -> None:
    rng = random.Random(seed)
    current = leader
    kinds = {"domino": 0, "lock": 0, "void": 0}
    wins = {Team.NS: 0, Team.EW: 0}
    points = {Team.NS: 0, Team.EW: 0}
    plays = passes = 0
    for _ in range(n):
        state = play_out(rules, rng, current)
        outcome = state.outcome
        assert outcome is not None
        kinds[outcome.end] += 1
        if outcome.team is not None:
            wins[outcome.team] += 1
            points[outcome.team] += outcome.points
        plays += sum(isinstance(a, Play) for a in state.history)
        passes += sum(isinstance(a, Pass) for a in state.history)
        current = next_leader(rules, current, outcome)
    expected = FastSummary(
        hands=n,
        dominoes=kinds["domino"],
        locks=kinds["lock"],
        voids=kinds["void"],
        team_wins=(wins[Team.NS], wins[Team.EW]),
        team_points=(points[Team.NS], points[Team.EW]),
        plays=plays,
        passes=passes,
    )
    assert simulate_hands(rules, seed, n, leader=leader) == expected


@settings(max_examples=100, deadline=None)
@given(seed=seeds, leader=seats)
def test_first_legal_action_is_the_policy_trace_hand_records(seed: int, leader: Seat) -> None:
    state = deal(DOUBLE_SIX, random.Random(seed), leader)
    _, actions = trace_hand(DOUBLE_SIX, random.Random(seed), leader)
    for action in actions:
        assert first_legal_action(state) == action
        state = apply(state, action)
    assert state.outcome is not None


def test_rules_that_cannot_be_dealt_are_refused() -> None:
    with pytest.raises(SetupError):
        simulate_hand(replace(DOUBLE_SIX, hand_size=8), random.Random(1), Seat.NORTH)
    with pytest.raises(SetupError):
        simulate_hands(replace(DOUBLE_SIX, hand_size=0), 1, 1)


def test_the_numbers_come_from_the_rules() -> None:
    """A double-three set, two tiles a hand: every count and end is read from BlockRules."""
    tiny = replace(DOUBLE_SIX, max_pip=3, hand_size=2)
    for seed in range(200):
        assert_same_hand(tiny, seed, SEATS[seed % 4])
    summary = simulate_hands(tiny, 3, 500)
    assert summary.plays <= 500 * 8
