"""The fast simulator plays exactly the game the step-by-step typed engine plays.

For random seeds, leads and every variant of every block rulebook in the spec
(each rulebook's own rules, then every engine-level choice swapped: direction
of play, lock rule, tied lock void or replayed, scoring, lead rotation, and the
hand's opening: by seat, the double six, the winners of the last hand), a hand dealt by
``reference_impl.block.deal.deal`` and driven through ``reference_impl.block.hand.apply``
with the first-legal policy must reach the same outcome (end kind, winner,
team, points, counts, rule ID), by the same sequence of actions, as
``reference_impl.block.fast`` — and leave the random generator in the same state. So must the same source
compiled by mypyc (:mod:`benchmarks.compiled`, what ``benchmarks/run.py`` times against ``dominoes``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from types import MappingProxyType, ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.compiled import compiled_block
from reference_impl.block import fast as source
from reference_impl.block.deal import deal
from reference_impl.block.fast import (
    FastResult,
    FastSummary,
    Lead,
    double_six,
    first_lead,
    first_legal_action,
    next_lead,
    trace_hand,
)
from reference_impl.block.hand import HandState, Opening, Pass, Play, apply, legal_moves
from reference_impl.block.rules import BlockRules, block_rules_from, rules_for
from reference_impl.errors import SetupError
from reference_impl.tiles import SEATS, Seat, Team
from rulespec import cached_spec
from rulespec.families import BLOCK
from rulespec.model import EngineCheck

DOUBLE_NINE = rules_for("ndf-double-nine")
DOUBLE_SIX = double_six()
DORAL = rules_for("doral-partnership")
RULEBOOKS: tuple[BlockRules, ...] = tuple(
    block_rules_from(book) for book in cached_spec().rulebooks if book.game.family == BLOCK.name
)
"""Every block rulebook of the spec, as its own rules say."""

seeds = st.integers(min_value=0, max_value=2**64)
seats = st.sampled_from(SEATS)


@dataclass(frozen=True)
class Simulator:
    """The fast simulator as written, or compiled: its own classes (a compiled ``Lead`` is not the source's)
    are converted at the edge, so the checks below compare plain values of the source's types."""

    module: ModuleType

    def _lead(self, lead: Lead) -> object:
        return self.module.Lead(lead.seat, lead.opening, lead.winners)

    @staticmethod
    def _result(r: FastResult) -> FastResult:
        """``r`` (the compiled class has the same fields) as the source's class."""
        after = Lead(r.next.seat, r.next.opening, r.next.winners)
        return FastResult(r.end, r.winner, r.team, r.points, r.counts, r.rule_id, r.plays, r.passes, r.leader, after)

    def simulate_hand(
        self,
        rules: BlockRules,
        rng: random.Random,
        lead: Lead | Seat | None,
        opening: Opening | None = None,
        winners: Team | None = None,
    ) -> FastResult:
        return self._result(
            self.module.simulate_hand(
                rules, rng, self._lead(lead) if isinstance(lead, Lead) else lead, opening, winners
            )
        )

    def trace_hand(
        self, rules: BlockRules, rng: random.Random, lead: Lead
    ) -> tuple[FastResult, tuple[Play | Pass, ...]]:
        result, actions = self.module.trace_hand(rules, rng, self._lead(lead))
        return self._result(result), actions

    def simulate_hands(self, rules: BlockRules, seed: int, n: int, leader: Seat = Seat.NORTH) -> FastSummary:
        r: FastSummary = self.module.simulate_hands(rules, seed, n, leader)
        return FastSummary(
            r.hands, r.dominoes, r.locks, r.voids, r.restarts, r.team_wins, r.team_points, r.plays, r.passes
        )


@pytest.fixture(scope="module", params=["source", "compiled"])
def fast(request: pytest.FixtureRequest) -> Simulator:
    """The simulator as written, and compiled (a failed build fails the test: gcc is on every machine here)."""
    return Simulator(source if request.param == "source" else compiled_block())


def test_every_block_rulebook_of_the_spec_is_sampled() -> None:
    ids = {rules.rulebook for rules in RULEBOOKS}
    assert {"ndf-double-nine", "fmd-singles", "fmd-couples", "doral-partnership"} <= ids
    # between them the rulebooks declare both tied-lock rules and a lead by the winners
    assert {rules.lock_tie for rules in RULEBOOKS} == {"void", "replay"}
    assert "winning-team" in {rules.lead_rotation for rules in RULEBOOKS}


@st.composite
def variants(draw: st.DrawFn) -> BlockRules:
    """A rulebook of the spec (or the double-six game), with every engine-level variant the rules can declare.

    A swapped variant is cited under the rulebook's own rule for that situation (its lock rule stands for
    either lock variant, its tied-lock rule for either tie), since rule_for never invents an ID.
    """
    base = draw(st.sampled_from([*RULEBOOKS, DOUBLE_SIX]))
    same: dict[EngineCheck, str] = {}
    pairs: tuple[tuple[EngineCheck, ...], ...] = (
        ("lock-lowest-player", "lock-lowest-team"),
        ("lock-tie-void", "lock-tie-replay"),
        # the rulebook's own lead rule stands for any other way of leading
        (
            "lead-rotates-counter-clockwise",
            "lead-rotates-clockwise",
            "lead-to-winner",
            "lead-winning-team",
            "lead-double-six",
        ),
    )
    for pair in pairs:
        own = next((base.authority[check] for check in pair if check in base.authority), None)
        if own is not None:
            same.update({check: own for check in pair if check not in base.authority})
    return replace(
        base,
        authority=MappingProxyType({**base.authority, **same}),
        clockwise=draw(st.booleans()),
        lock_rule=draw(st.sampled_from(["lowest-player", "lowest-team"])),
        lock_tie=draw(st.sampled_from(["void", "replay"])),
        scoring=draw(st.sampled_from(["all-pips", "opponents-pips"])),
        lead_rotation=draw(st.sampled_from(["counter-clockwise", "clockwise", "winner", "winning-team"])),
    )


@st.composite
def leads(draw: st.DrawFn, rules: BlockRules | None = None) -> Lead:
    """A hand's lead: by seat, the double-six opening, or either winner of the last hand (only the
    openings ``rules`` has a rule for, when given: the engine refuses the others)."""
    ways = ["seat"]
    if rules is None or rules.has("lead-double-six"):
        ways.append("double-six")
    if rules is None or rules.has("lead-winning-team"):
        ways.append("winners")
    how = draw(st.sampled_from(ways))
    if how == "double-six":
        return Lead(None, "double-six")
    if how == "winners":
        team = draw(st.sampled_from(list(Team)))
        return Lead(draw(st.sampled_from([None, *team.seats])), "winners", team)
    return Lead(draw(seats))


def all_dealt(rules: BlockRules) -> bool:
    return 4 * rules.hand_size == (rules.max_pip + 1) * (rules.max_pip + 2) // 2


def play_out(rules: BlockRules, rng: random.Random, lead: Lead | Seat) -> HandState:
    """Deal with the reference deal, then apply the first legal move (or a pass) until the hand ends."""
    lead = lead if isinstance(lead, Lead) else Lead(lead)
    state = deal(rules, rng, lead.seat, lead.opening, lead.winners)
    while state.outcome is None:
        moves = legal_moves(state)
        action: Play | Pass = Pass(state.turn) if not moves else Play(state.turn, moves[0].tile, moves[0].end)
        state = apply(state, action)
    return state


def assert_same_hand(fast: Simulator, rules: BlockRules, seed: int, lead: Lead | Seat) -> None:
    lead = lead if isinstance(lead, Lead) else Lead(lead)
    if not all_dealt(rules) and (lead.opening == "double-six" or rules.lead_rotation == "winning-team"):
        # the highest double may be undealt: the fast path refuses rather than guess
        with pytest.raises(SetupError, match="cannot open with the highest double"):
            fast.simulate_hand(rules, random.Random(seed), lead)
        return
    reference_rng = random.Random(seed)
    state = play_out(rules, reference_rng, lead)
    fast_rng = random.Random(seed)
    result, actions = fast.trace_hand(rules, fast_rng, lead)
    assert state.outcome is not None
    assert result.outcome() == state.outcome
    assert actions == state.history
    assert result.leader is state.leader
    assert result.next == next_lead(state)
    assert result.plays == sum(isinstance(a, Play) for a in actions)
    assert result.passes == sum(isinstance(a, Pass) for a in actions)
    assert fast_rng.getstate() == reference_rng.getstate()
    assert fast.simulate_hand(rules, random.Random(seed), lead) == result


@settings(max_examples=300, deadline=None)
@given(seed=seeds, leader=seats)
def test_double_six_matches_the_typed_engine(fast: Simulator, seed: int, leader: Seat) -> None:
    assert_same_hand(fast, DOUBLE_SIX, seed, leader)


@settings(max_examples=300, deadline=None)
@given(seed=seeds, leader=seats)
def test_double_nine_matches_the_typed_engine(fast: Simulator, seed: int, leader: Seat) -> None:
    assert_same_hand(fast, DOUBLE_NINE, seed, leader)


@settings(max_examples=300, deadline=None)
@given(ruled=st.sampled_from(RULEBOOKS).flatmap(lambda r: st.tuples(st.just(r), leads(r))), seed=seeds)
def test_every_rulebook_matches_the_typed_engine(fast: Simulator, ruled: tuple[BlockRules, Lead], seed: int) -> None:
    rules, lead = ruled
    assert_same_hand(fast, rules, seed, lead)


@settings(max_examples=400, deadline=None)
@given(rules=variants(), seed=seeds, lead=leads())
def test_rule_variants_match_the_typed_engine(fast: Simulator, rules: BlockRules, seed: int, lead: Lead) -> None:
    assert_same_hand(fast, rules, seed, lead)


def test_doral_hands_match_the_typed_engine_on_every_seed(fast: Simulator) -> None:
    """Doral's own openings and its replayed tied locks, over enough deals to meet every case."""
    ends: set[str] = set()
    for seed in range(400):
        lead = [Lead(None, "double-six"), Lead(SEATS[seed % 4], "winners", SEATS[seed % 4].team)][seed % 2]
        assert_same_hand(fast, DORAL, seed, lead)
        ends.add(fast.simulate_hand(DORAL, random.Random(seed), lead).end)
    assert ends == {"domino", "lock", "restart"}


def test_a_lead_the_rules_cannot_play_is_refused(fast: Simulator) -> None:
    with pytest.raises(SetupError, match="cannot open with the highest double"):
        fast.simulate_hands(replace(DORAL, max_pip=9, hand_size=10), 1, 5)
    with pytest.raises(SetupError, match="not South"):
        fast.simulate_hand(DORAL, random.Random(1), Seat.SOUTH, opening="winners", winners=Team.EW)
    with pytest.raises(SetupError, match="needs the partnership"):
        fast.simulate_hand(DORAL, random.Random(1), Seat.SOUTH, opening="winners")
    holder = fast.simulate_hand(DORAL, random.Random(1), None, opening="double-six").leader
    with pytest.raises(SetupError, match="holds the highest double and leads"):
        fast.simulate_hand(DORAL, random.Random(1), holder.partner, opening="double-six")


@settings(max_examples=120, deadline=None)
@given(rules=variants(), seed=seeds, leader=seats, n=st.integers(min_value=0, max_value=12))
def test_many_hands_match_the_typed_engine_hand_after_hand(
    fast: Simulator, rules: BlockRules, seed: int, leader: Seat, n: int
) -> None:
    if rules.lead_rotation == "winning-team" and not all_dealt(rules):
        with pytest.raises(SetupError, match="cannot open with the highest double"):
            fast.simulate_hands(rules, seed, n, leader=leader)
        return
    rng = random.Random(seed)
    current = first_lead(rules, leader)
    kinds = {"domino": 0, "lock": 0, "void": 0, "restart": 0}
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
        current = next_lead(state)
    expected = FastSummary(
        hands=n,
        dominoes=kinds["domino"],
        locks=kinds["lock"],
        voids=kinds["void"],
        restarts=kinds["restart"],
        team_wins=(wins[Team.NS], wins[Team.EW]),
        team_points=(points[Team.NS], points[Team.EW]),
        plays=plays,
        passes=passes,
    )
    assert fast.simulate_hands(rules, seed, n, leader=leader) == expected


@settings(max_examples=100, deadline=None)
@given(seed=seeds, leader=seats)
def test_first_legal_action_is_the_policy_trace_hand_records(seed: int, leader: Seat) -> None:
    state = deal(DOUBLE_SIX, random.Random(seed), leader)
    _, actions = trace_hand(DOUBLE_SIX, random.Random(seed), leader)
    for action in actions:
        assert first_legal_action(state) == action
        state = apply(state, action)
    assert state.outcome is not None


def test_rules_that_cannot_be_dealt_are_refused(fast: Simulator) -> None:
    with pytest.raises(SetupError):
        fast.simulate_hand(replace(DOUBLE_SIX, hand_size=8), random.Random(1), Seat.NORTH)
    with pytest.raises(SetupError):
        fast.simulate_hands(replace(DOUBLE_SIX, hand_size=0), 1, 1)


def test_the_numbers_come_from_the_rules(fast: Simulator) -> None:
    """A double-three set, two tiles a hand: every count and end is read from BlockRules."""
    tiny = replace(DOUBLE_SIX, max_pip=3, hand_size=2)
    for seed in range(200):
        assert_same_hand(fast, tiny, seed, SEATS[seed % 4])
    summary = fast.simulate_hands(tiny, 3, 500)
    assert summary.plays <= 500 * 8
