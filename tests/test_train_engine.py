"""The train engine (Mexican Train): illegal actions name their rule, the turn structure, and properties of
random hands at every table size the rulebook allows."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Tile, full_set
from reference_impl.train.deal import deal, legal_actions, random_action, random_hand
from reference_impl.train.event import Standing, absent_score, late_score, seat_tables, standings, table_sizes
from reference_impl.train.hand import MEXICAN, Draw, Pass, Play, Tap, TrainHand, apply, legal_moves, new_hand
from reference_impl.train.rules import train_rules_for

MT = train_rules_for("mexican-train")


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(part) for part in text.split()]


def t(text: str) -> Tile:
    return Tile.parse(text)


def refused(state: TrainHand, action: Play | Draw | Pass | Tap) -> str:
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    return caught.value.rule_id


# -- setup --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 8])
def test_a_table_outside_two_to_seven_is_refused(players: int) -> None:
    hands: dict[int, list[Tile]] = {seat: [] for seat in range(1, players + 1)}
    with pytest.raises(SetupError, match=r"MT-R3\.1 seats 2 to 7"):
        new_hand(MT, 12, hands)


def test_the_starting_double_cannot_be_held() -> None:
    with pytest.raises(SetupError, match="12-12 appears twice: the starting double and seat 2's hand"):
        new_hand(MT, 12, {1: tiles("3-4"), 2: tiles("12-12")})


def test_a_train_laid_in_setup_must_run_from_the_start() -> None:
    with pytest.raises(SetupError, match=r"train 1: 5-3 fits none of its open ends \[12\]"):
        new_hand(MT, 12, {1: [], 2: []}, trains={1: tiles("5-3")})
    with pytest.raises(SetupError, match=r"MT-R13.1: a double has two sides only"):
        new_hand(MT, 12, {1: [], 2: []}, trains={1: tiles("12-4 4-4 4-1 4-2 4-3")})


# -- where a tile goes ----------------------------------------------------------------------
def test_the_first_tile_of_a_train_matches_the_starting_double() -> None:
    state = new_hand(MT, 12, {1: tiles("5-3 12-1"), 2: tiles("9-9")}, tiles("0-0"))
    assert refused(state, Play(1, t("5-3"), 1)) == "MT-R4.1"
    assert [str(m) for m in legal_moves(state)] == ["12-1 on 1", "12-1 on mexican"]


def test_another_players_train_only_while_open() -> None:
    state = new_hand(MT, 12, {1: tiles("12-3 6-5"), 2: tiles("12-4 1-1")}, tiles("0-0"), trains={1: tiles("12-6")})
    assert refused(state, Play(1, t("12-3"), 2)) == "MT-R4.1"
    opened = new_hand(
        MT, 12, {1: tiles("12-3 6-5"), 2: tiles("12-4 1-1")}, tiles("0-0"), trains={1: tiles("12-6")}, markers=[2]
    )
    after = apply(opened, Play(1, t("12-3"), 2))
    assert after.train(2).tiles == (t("12-3"),) and after.turn == 2


def test_a_tile_that_does_not_match_the_end_is_refused() -> None:
    state = new_hand(MT, 12, {1: tiles("5-3 6-1"), 2: tiles("9-9")}, tiles("0-0"), trains={1: tiles("12-6")})
    assert refused(state, Play(1, t("5-3"), 1)) == "MT-R4.1"
    assert apply(state, Play(1, t("6-1"), 1)).train(1).ends == (1,)


def test_playing_out_of_turn_and_a_second_tile_are_refused() -> None:
    state = new_hand(MT, 12, {1: tiles("12-3 3-2"), 2: tiles("12-4 1-1")}, tiles("0-0"))
    assert refused(state, Play(2, t("12-4"), 2)) == "MT-R1.1"
    played = apply(state, Play(1, t("12-3"), 1))
    assert refused(played, Play(1, t("3-2"), 1)) == "MT-R5.1"


# -- drawing and markers ----------------------------------------------------------------------
def test_cannot_play_draw_then_marker() -> None:
    state = new_hand(MT, 12, {1: tiles("5-3"), 2: tiles("12-4 1-1")}, tiles("0-1 9-8"))
    assert refused(state, Pass(1)) == "MT-R6.1"
    drawn = apply(state, Draw(1))
    assert t("0-1") in drawn.hand(1) and drawn.boneyard == (t("9-8"),)
    assert refused(drawn, Draw(1)) == "MT-R6.1"
    passed = apply(drawn, Pass(1))
    assert passed.train(1).marker == "MT-R6.1" and passed.turn == 2
    assert [str(m) for m in legal_moves(passed)] == ["12-4 on 1", "12-4 on 2", "12-4 on mexican"]


def test_a_player_who_can_play_may_not_draw() -> None:
    state = new_hand(MT, 12, {1: tiles("12-3"), 2: tiles("12-4")}, tiles("0-1"))
    assert refused(state, Draw(1)) == "MT-R6.1"


def test_closing_ones_own_train_and_forgetting_the_marker() -> None:
    base = {1: tiles("6-2 6-1 9-9"), 2: tiles("12-4 4-3 2-2"), 3: tiles("12-0 0-1")}
    state = new_hand(MT, 12, base, tiles("0-0"), trains={1: tiles("12-6")}, markers=[1])
    closed = apply(state, Play(1, t("6-2"), 1))
    assert closed.train(1).marker is None
    kept = apply(state, Play(1, t("6-2"), 1, close=False))
    assert kept.train(1).marker == "MT-R10.1"
    opponent = apply(kept, Play(2, t("2-2"), 1))
    assert opponent.train(1).marker == "MT-R10.1"
    assert refused(state, Play(1, t("6-2"), MEXICAN, close=False)) == "MT-R9.1"


def test_the_forgotten_marker_comes_off_at_its_owners_next_turn() -> None:
    hands = {1: tiles("6-2 9-9 9-8"), 2: tiles("12-4 4-3"), 3: tiles("12-0 0-1")}
    state = new_hand(MT, 12, hands, tiles("0-0"), trains={1: tiles("12-6")}, markers=[1])
    state = apply(state, Play(1, t("6-2"), 1, close=False))
    state = apply(state, Play(2, t("12-4"), 2))
    assert state.train(1).marker == "MT-R10.1"
    state = apply(state, Play(3, t("12-0"), 3))
    assert state.turn == 1 and state.train(1).marker is None


# -- doubles -----------------------------------------------------------------------------------
def test_a_double_owes_a_second_tile_on_it() -> None:
    state = new_hand(MT, 12, {1: tiles("12-5 5-5 5-1 3-3"), 2: tiles("12-4 1-1")}, tiles("0-0"), trains={1: ()})
    state = apply(state, Play(1, t("12-5"), 1))
    state = apply(state, Play(2, t("12-4"), 2))
    state = apply(state, Play(1, t("5-5"), 1))
    assert state.turn == 1 and state.owed is not None and state.train(1).ends == (5, 5)
    assert refused(state, Play(1, t("3-3"), MEXICAN)) == "MT-R7.1"
    state = apply(state, Play(1, t("5-1"), 1))
    assert state.owed is None and state.turn == 2 and sorted(state.train(1).ends) == [1, 5]


def test_nobody_satisfies_the_double_open_double() -> None:
    hands = {1: tiles("12-5 5-5 9-8"), 2: tiles("12-4 1-0 1-1"), 3: tiles("12-3 2-0 2-2")}
    state = new_hand(MT, 12, hands, tiles("7-6 11-10 11-9"))
    state = apply(state, Play(1, t("12-5"), 1))
    state = apply(state, Play(2, t("12-4"), 2))
    state = apply(state, Play(3, t("12-3"), 3))
    state = apply(state, Play(1, t("5-5"), 1))
    for seat in (1, 2, 3):
        state = apply(apply(state, Draw(seat)), Pass(seat))
    assert state.outcome is not None and state.outcome.end == "open-double" and state.outcome.rule_id == "MT-R8.1"
    assert state.outcome.scores == (17 + 13, 1 + 2 + 21, 2 + 4 + 20)


def test_last_double_goes_out_with_minus_25_and_the_double_blank_counts_50() -> None:
    state = new_hand(MT, 12, {1: tiles("6-6"), 2: tiles("0-0 3-1")}, tiles("1-1"), trains={1: tiles("12-6")})
    out = apply(state, Play(1, t("6-6"), 1))
    assert out.outcome is not None and out.outcome.end == "out" and out.outcome.rule_id == "MT-R12.1"
    assert out.outcome.scores == (-25, 54)


# -- tap ---------------------------------------------------------------------------------------
def test_the_tap_forgotten_costs_a_draw_when_the_next_player_completes_a_turn() -> None:
    hands = {1: tiles("12-5 9-8"), 2: tiles("12-4 4-3"), 3: tiles("12-0 0-1")}
    state = new_hand(MT, 12, hands, tiles("7-7 6-6"))
    state = apply(state, Play(1, t("12-5"), 1))
    assert state.untapped == (1, 2)
    late = apply(state, Play(2, t("12-4"), 2))
    assert len(late.hand(1)) == 2 and t("7-7") in late.hand(1) and late.penalties[0].rule_id == "MT-R11.1"
    tapped = apply(apply(state, Tap(1)), Play(2, t("12-4"), 2))
    assert len(tapped.hand(1)) == 1 and tapped.penalties == ()
    assert refused(apply(state, Tap(1)), Tap(1)) == "MT-R11.1"
    assert refused(state, Tap(2)) == "MT-R11.1"


# -- the event ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("minutes", "points"), [(0, 0), (1, 5), (5, 25), (10, 50)])
def test_lateness_points(minutes: int, points: int) -> None:
    assert late_score(MT, minutes) == points


def test_past_ten_minutes_the_table_plays_without_the_player() -> None:
    with pytest.raises(SetupError, match=r"past the 10-minute limit of MT-T1\.1"):
        late_score(MT, 11)
    assert absent_score(MT, [30, -25, 12]) == 80


@pytest.mark.parametrize(
    ("players", "sizes"), [(2, (2,)), (7, (7,)), (8, (4, 4)), (15, (5, 5, 5)), (200, (7,) * 26 + (6,) * 3)]
)
def test_tables_are_as_equal_as_the_field_allows(players: int, sizes: tuple[int, ...]) -> None:
    assert table_sizes(MT, players) == sizes
    assert sum(sizes) == players


def test_seating_by_ascending_total_with_the_latest_hand_breaking_ties() -> None:
    rows = [Standing("a", (20, 10)), Standing("b", (5, 30)), Standing("c", (10, 20)), Standing("d", (0,), True)]
    assert [r.entrant for r in standings(rows)] == ["a", "c", "b", "d"]
    assert seat_tables(MT, rows) == [["a", "c", "b"]]


# -- properties of random hands -------------------------------------------------------------------
SET = Counter(full_set(MT.max_pip))


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 7), st.integers(0, 12), st.integers(0, 2**32), st.sampled_from([0.0, 0.3]))
def test_random_hands_keep_every_tile_and_end_by_the_rules(players: int, start: int, seed: int, forget: float) -> None:
    rng = random.Random(seed)
    state = deal(MT, players, start, rng)
    while state.outcome is None:
        for action in legal_actions(state):
            apply(state, action)  # every generated action is accepted
        state = apply(state, random_action(state, rng, forget))
        held = [tile for hand in state.hands for tile in hand]
        laid = [tile for train in state.trains for tile in train.tiles]
        assert Counter([*held, *laid, *state.boneyard, Tile(start, start)]) == SET
        for train in state.trains:
            assert 1 <= len(train.ends) <= 1 + sum(1 for tile in train.tiles if tile.is_double)
    outcome = state.outcome
    assert outcome.rule_id in {"MT-S2.1", "MT-R12.1", "MT-R8.1", "MT-R6.1"}
    outs = [seat for seat in range(1, players + 1) if not state.hand(seat)]
    if outcome.out is not None:
        assert outcome.end == "out"
        assert outs == [outcome.out] and outcome.scores[outcome.out - 1] == MT.going_out_score
    else:
        assert outs == [] and outcome.out is None
    for seat in range(1, players + 1):
        if seat != outcome.out:
            assert outcome.scores[seat - 1] == state.value(seat) >= 0


def test_random_hands_are_deterministic_for_a_seed() -> None:
    first = random_hand(MT, 5, 7, random.Random(3), 0.2)
    again = random_hand(MT, 5, 7, random.Random(3), 0.2)
    assert first == again
