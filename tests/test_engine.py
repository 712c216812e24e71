"""Unit tests of the reference engine: tiles, hand setup, illegal actions, deals and other set sizes."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from reference_impl.block import hand as engine
from reference_impl.block.deal import deal
from reference_impl.block.lead import draw_for_lead
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import SEATS, Seat, Team, Tile, UnknownTile, full_set

NDF = rules_for("ndf-double-nine")
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def tiles(text: str, max_pip: int = 9) -> list[Tile]:
    return [Tile.parse(part, max_pip) for part in text.split()]


# -- tiles ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["6", "6-", "a-b", "6--4", "6-4-2", "", "123-4"])
def test_a_tile_written_wrongly_is_refused(text: str) -> None:
    with pytest.raises(UnknownTile, match="is not a tile; write tiles like 6-4"):
        Tile.parse(text)


def test_a_tile_outside_the_set_is_refused() -> None:
    with pytest.raises(UnknownTile, match=r"'10-2' is not in a double-9 set \(ends run from 0 to 9\)"):
        Tile.parse("10-2", 9)
    assert Tile.parse("10-2", 12) == Tile(10, 2)


@pytest.mark.parametrize(
    ("text", "tile"), [("4-6", Tile(6, 4)), (" 6 | 4 ", Tile(6, 4)), ("0/0", Tile(0, 0)), ("12-11", Tile(12, 11))]
)
def test_tiles_parse_in_any_order_and_notation(text: str, tile: Tile) -> None:
    assert Tile.parse(text) == tile
    assert str(tile) == f"{tile.high}-{tile.low}"


def test_seats_and_teams_parse_and_refuse() -> None:
    assert Seat.parse("north") is N and Seat.parse(" W ") is W
    assert Team.parse("East-West") is Team.EW and Team.parse("ns") is Team.NS
    with pytest.raises(ValueError, match="is not a seat"):
        Seat.parse("Northeast")
    with pytest.raises(ValueError, match="is not a partnership"):
        Team.parse("North-East")
    assert [s.partner for s in SEATS] == [S, W, N, E]


# -- setup ------------------------------------------------------------------------------
def test_new_hand_refuses_a_tile_dealt_twice() -> None:
    with pytest.raises(SetupError, match=r"5-4 is dealt twice \(North and South\)"):
        engine.new_hand(NDF, {N: tiles("5-4 9-9"), S: tiles("4-5")}, leader=N)


def test_new_hand_refuses_too_many_tiles() -> None:
    with pytest.raises(SetupError, match="East holds 11 tiles; at most 10") as refused:
        engine.new_hand(NDF, {E: list(full_set(9))[:11]}, leader=N)
    assert refused.value.rule_id == "NDF-1.1"


def test_new_hand_refuses_a_tile_outside_the_set() -> None:
    with pytest.raises(SetupError, match="10-1 is not in the double-9 set"):
        engine.new_hand(NDF, {W: [Tile(10, 1)]}, leader=N)


def test_new_hand_refuses_bad_ends_and_exposed_tiles_not_in_hand() -> None:
    with pytest.raises(SetupError, match=r"open ends \(5, 10\) are not numbers of the double-9 set"):
        engine.new_hand(NDF, {N: tiles("5-4")}, leader=N, ends=(5, 10))
    with pytest.raises(SetupError, match="cannot have exposed tiles that are not in hand"):
        engine.new_hand(NDF, {N: tiles("5-4")}, leader=N, exposed={N: tiles("6-6")})


def test_an_unknown_infraction_is_a_setup_error() -> None:
    state = engine.new_hand(NDF, {N: tiles("5-4")}, leader=N)
    with pytest.raises(SetupError, match="has no infraction 'sneezing'"):
        engine.apply(state, engine.Infraction(N, "sneezing"))


def test_draw_for_lead_refuses_impossible_draws() -> None:
    with pytest.raises(SetupError, match="nobody drew"):
        draw_for_lead({})
    with pytest.raises(SetupError, match="same tile"):
        draw_for_lead({N: Tile(6, 2), E: Tile(6, 2)})
    assert draw_for_lead({N: Tile(4, 4), E: Tile(5, 3), S: Tile(6, 2), W: Tile(9, 0)}) is W


# -- illegal actions name their rule -------------------------------------------------------
def position(max_pip: int = 9, rules: BlockRules = NDF) -> engine.HandState:
    return engine.new_hand(
        rules,
        {
            N: tiles("5-4 2-2", max_pip),
            W: tiles("5-3 0-0", max_pip),
            S: tiles("6-6", max_pip),
            E: tiles("1-1", max_pip),
        },
        leader=N,
        turn=W,
        ends=(5, 1),
    )


@pytest.mark.parametrize(
    ("action", "rule", "words"),
    [
        (engine.Pass(W), "NDF-4.1", "West holds a tile that fits (5-3) and may not pass"),
        (engine.Play(W, Tile(0, 0)), "NDF-7.1", "0-0 matches neither open end (5, 1)"),
        (engine.Play(W, Tile(5, 3), "right"), "NDF-7.1", "5-3 does not match the right end (1)"),
        (engine.Pass(N), "NDF-6.1", "North may not pass: it is West's turn"),
        (engine.Play(W, Tile(9, 9)), "NDF-1.1", "West does not hold 9-9"),
    ],
)
def test_an_illegal_action_names_the_rule_it_breaks(action: engine.Action, rule: str, words: str) -> None:
    with pytest.raises(IllegalAction) as caught:
        engine.apply(position(), action)
    assert (caught.value.rule_id, caught.value.message) == (rule, words)
    assert str(caught.value) == f"{rule}: {words}"


def test_the_rule_an_engine_check_cites_comes_from_the_spec() -> None:
    assert NDF.rule_for("must-match-end") == "NDF-7.1"
    assert NDF.rule_for("pass-only-when-blocked") == "NDF-4.1"
    assert NDF.penalty("pass-with-playable").fine == 75 and NDF.penalty("pass-with-playable").rule_id == "NDF-4.2"
    assert (NDF.max_pip, NDF.hand_size, NDF.target_score, NDF.lock_rule) == (9, 10, 150, "lowest-player")


def test_a_legal_play_moves_the_turn_counter_clockwise() -> None:
    state = engine.apply(position(), engine.Play(W, Tile(5, 3)))
    assert state.ends == (3, 1) and state.turn is S and Tile(5, 3) not in state.hand(W)
    assert [str(m) for m in engine.legal_moves(position())] == ["5-3 left"]


# -- deals ----------------------------------------------------------------------------------
def test_a_tile_played_out_of_turn_lies_face_up_and_the_turn_stays() -> None:
    state = engine.apply(position(), engine.Play(N, Tile(5, 4)))
    assert state.turn is W and state.ends == (5, 1)
    assert Tile(5, 4) in state.exposed[N.index] and Tile(5, 4) in state.hand(N)
    assert state.penalties == ()  # the fine is clause 6's, once a judge records it


def _general_pass(announced: bool) -> engine.HandState:
    """North sets up a general pass with 5-2 and, once the others have passed, plays 2-2."""
    state = engine.new_hand(
        NDF,
        {N: tiles("5-2 2-2 9-9"), W: tiles("9-7 8-8"), S: tiles("7-7 6-6"), E: tiles("9-8 6-4")},
        leader=N,
        ends=(5, 3),
    )
    state = engine.apply(state, engine.Play(N, Tile(5, 2), "left"))
    assert state.general_pass_by is N
    for seat in (W, S, E):
        state = engine.apply(state, engine.Pass(seat))
    early = engine.Infraction(N, engine.GENERAL_PASS)
    with pytest.raises(IllegalAction, match="may still announce the general pass"):
        engine.apply(state, early)
    return engine.apply(state, engine.Play(N, Tile(2, 2), announced=announced))


def test_the_general_pass_notice_is_due_before_the_next_tile() -> None:
    late = engine.apply(_general_pass(announced=False), engine.Infraction(N, engine.GENERAL_PASS))
    assert [(p.rule_id, p.team, p.points) for p in late.penalties] == [("NDF-8.1", Team.NS, -25)]
    with pytest.raises(IllegalAction, match="announced the general pass before the next tile"):
        engine.apply(_general_pass(announced=True), engine.Infraction(N, engine.GENERAL_PASS))


def test_a_deal_is_reproducible_from_its_seed() -> None:
    first = deal(NDF, random.Random(2024), N)
    again = deal(NDF, random.Random(2024), N)
    other = deal(NDF, random.Random(2025), N)
    assert first.hands == again.hands
    assert first.hands != other.hands
    dealt = [tile for hand in first.hands for tile in hand]
    assert len(dealt) == len(set(dealt)) == 40
    assert set(dealt) < set(full_set(9))


# -- other sets -------------------------------------------------------------------------------
DOUBLE_SIX = replace(NDF, max_pip=6, hand_size=7)
DOUBLE_TWELVE = replace(NDF, max_pip=12)


def test_a_double_six_game_deals_the_whole_set_and_refuses_bigger_tiles() -> None:
    state = deal(DOUBLE_SIX, random.Random(1), E)
    assert [len(h) for h in state.hands] == [7, 7, 7, 7]
    assert set().union(*state.hands) == set(full_set(6))
    with pytest.raises(SetupError, match="7-0 is not in the double-6 set"):
        engine.new_hand(DOUBLE_SIX, {N: [Tile(7, 0)]}, leader=N)
    with pytest.raises(SetupError, match="holds 8 tiles; at most 7"):
        engine.new_hand(DOUBLE_SIX, {N: list(full_set(6))[:8]}, leader=N)


def test_a_double_six_hand_plays_to_a_domino() -> None:
    state = engine.new_hand(
        DOUBLE_SIX, {N: tiles("6-6", 6), W: tiles("6-1 2-2", 6), S: tiles("3-3", 6), E: tiles("4-4", 6)}, leader=N
    )
    state = engine.apply(state, engine.Play(N, Tile(6, 6)))
    assert state.outcome is not None and state.outcome.end == "domino" and state.outcome.winner is N
    assert state.outcome.points == 7 + 4 + 6 + 8  # every pip left, NDF-1.6


def test_a_double_twelve_game_deals_and_plays_high_tiles() -> None:
    state = deal(DOUBLE_TWELVE, random.Random(3), S)
    assert [len(h) for h in state.hands] == [10, 10, 10, 10]
    assert len(full_set(12)) == 91
    hand = engine.new_hand(
        DOUBLE_TWELVE,
        {N: tiles("12-11 3-0", 12), W: tiles("11-10 1-0", 12), S: tiles("10-9 9-9", 12), E: tiles("8-8", 12)},
        leader=N,
    )
    hand = engine.apply(hand, engine.Play(N, Tile(12, 11)))
    assert hand.first_tile is not None and hand.first_tile.toward_leader == 11
    hand = engine.apply(hand, engine.Play(W, Tile(11, 10)))
    assert hand.ends == (12, 10) and hand.turn is S
    with pytest.raises(IllegalAction, match=r"NDF-7\.1"):
        engine.apply(hand, engine.Play(S, Tile(9, 9)))
