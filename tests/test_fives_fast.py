"""The fast All Fives simulator plays exactly the game the typed engine plays.

For random deals (singles and doubles), leaders and game scores, the typed engine driven by the same
policy (the first legal play, else a draw, else a pass) must reach the same end, winner, end-of-hand
points, game scores and number of actions as :func:`reference_impl.fives.fast.simulate_hand`, and so must
the same source compiled by mypyc (:mod:`benchmarks.compiled`, what the benchmark against
``all-fives-domino`` times).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.compiled import compiled_fives
from reference_impl.fives.fast import FastSummary, FastTile, simulate_hand
from reference_impl.fives.hand import Draw, Pass, Play, apply, legal_moves, new_hand
from reference_impl.fives.rules import FivesRules, rules_for
from reference_impl.tiles import SEATS, Seat, Team, full_set

RULES = rules_for("wcdt-all-fives")
Simulator = Callable[[FivesRules, Sequence[Sequence[FastTile]], Sequence[FastTile], int, tuple[int, int]], FastSummary]


@pytest.fixture(scope="module", params=["source", "compiled"])
def simulator(request: pytest.FixtureRequest) -> Simulator:
    """The simulator as written, and compiled (a failed build fails the test: gcc is on every machine here)."""
    if request.param == "source":
        return simulate_hand
    compiled: Simulator = compiled_fives().simulate_hand
    return compiled


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    singles=st.booleans(),
    leader=st.integers(0, 3),
    start=st.tuples(st.integers(0, 49), st.integers(0, 49)),
)
def test_the_fast_hand_is_the_typed_hand(
    simulator: Simulator, seed: int, singles: bool, leader: int, start: tuple[int, int]
) -> None:
    rng = random.Random(seed)
    tiles = list(full_set(RULES.max_pip))
    rng.shuffle(tiles)
    seats: tuple[Seat, ...] = (Seat.NORTH, Seat.EAST) if singles else SEATS
    size = RULES.hand_size
    hands = [tiles[i * size : (i + 1) * size] for i in range(len(seats))]
    rest = tiles[len(seats) * size :]
    first = leader % len(seats)
    scores = (start[0] * RULES.count_unit, start[1] * RULES.count_unit)
    state = new_hand(
        RULES, dict(zip(seats, hands, strict=True)), rest, seats[first], {Team.NS: scores[0], Team.EW: scores[1]}
    )
    while state.outcome is None:
        moves = legal_moves(state)
        if moves:
            state = apply(state, Play(state.turn, moves[0].tile, moves[0].side))
        elif state.boneyard:
            state = apply(state, Draw(state.turn))
        else:
            state = apply(state, Pass(state.turn))
    fast = simulator(
        RULES, [[(t.high, t.low) for t in hand] for hand in hands], [(t.high, t.low) for t in rest], first, scores
    )
    outcome = state.outcome
    assert fast.end == outcome.end
    assert fast.winner == (None if outcome.winner is None else seats.index(outcome.winner))
    assert (fast.points, fast.scores, fast.actions) == (outcome.points, state.scores, len(state.history))
