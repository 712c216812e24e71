"""Unit tests of the engine pieces the FMD rulebooks added: lateness, the pick order, sanctions."""

from __future__ import annotations

import pytest

from reference_impl.block import hand as engine
from reference_impl.block.lead import draw_for_lead, draws_from_pile, pick_order
from reference_impl.block.match import HandScored, TimeCalled, apply_event, new_match
from reference_impl.block.rules import rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Seat, Team, Tile


def _tiles(text: str) -> list[Tile]:
    return [Tile.parse(part) for part in text.split()]


POSITION = {
    Seat.NORTH: _tiles("6-2 5-5"),
    Seat.WEST: _tiles("3-1 4-4"),
    Seat.SOUTH: _tiles("6-0 2-2"),
    Seat.EAST: _tiles("5-4 1-0"),
}


@pytest.mark.parametrize(
    ("minutes", "fine", "forfeit"),
    [(0, 0, False), (4, 0, False), (5, 25, False), (9, 25, False), (10, 50, False), (11, 0, True), (30, 0, True)],
)
def test_lateness_costs_each_whole_period_and_forfeits_past_the_tolerance(
    minutes: int, fine: int, forfeit: bool
) -> None:
    terms = rules_for("fmd-couples").penalty("lateness")
    points, consequences = engine.lateness_terms(terms, minutes)
    assert points == fine
    assert ("forfeit-match" in consequences) is forfeit


def test_the_shuffler_picks_last_in_the_order_of_play() -> None:
    assert pick_order(Seat.WEST, clockwise=False) == (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST)
    draws = draws_from_pile(Seat.NORTH, _tiles("1-0 6-6 2-2 3-3"), clockwise=False)
    assert draws == {
        Seat.WEST: Tile(1, 0),
        Seat.SOUTH: Tile(6, 6),
        Seat.EAST: Tile(2, 2),
        Seat.NORTH: Tile(3, 3),
    }
    assert draw_for_lead(draws) is Seat.SOUTH


def test_a_personal_fine_is_charged_to_the_player_and_a_couple_fine_to_the_team() -> None:
    singles = engine.new_hand(rules_for("fmd-singles"), POSITION, Seat.NORTH, ends=(6, 3))
    couples = engine.new_hand(rules_for("fmd-couples"), POSITION, Seat.NORTH, ends=(6, 3))
    late = engine.Infraction(Seat.WEST, "lateness", minutes=5)
    (personal,) = engine.apply(singles, late).penalties
    (shared,) = engine.apply(couples, late).penalties
    assert (personal.charged_to, personal.points) == ("player", -25)
    assert (shared.charged_to, shared.points, shared.team) == ("team", -25, Team.EW)


def test_a_barred_player_going_out_scores_nothing_but_the_state_is_unchanged_before() -> None:
    rules = rules_for("fmd-singles")
    hands = {**POSITION, Seat.WEST: _tiles("3-1")}
    state = engine.new_hand(rules, hands, Seat.NORTH, turn=Seat.WEST, ends=(6, 3))
    barred = engine.apply(state, engine.Infraction(Seat.WEST, "false-lock"))
    assert [(s.seat, s.consequence) for s in barred.sanctions] == [(Seat.WEST, "cannot-win")]
    assert state.sanctions == ()
    done = engine.apply(barred, engine.Play(Seat.WEST, Tile(3, 1)))
    assert done.outcome is not None
    assert (done.outcome.end, done.outcome.team, done.outcome.points) == ("domino", None, 0)


def test_fmd_ballots_collected_mid_hand_end_the_match_and_a_level_score_is_a_tie() -> None:
    rules = rules_for("fmd-singles")
    ahead = apply_event(new_match(rules, {Team.NS: 40, Team.EW: 30}, Seat.NORTH), TimeCalled(during_hand=True))
    assert (ahead.finished, ahead.winner) == (True, Team.NS)
    level = apply_event(new_match(rules, {Team.NS: 40, Team.EW: 40}, Seat.NORTH), TimeCalled(during_hand=False))
    assert (level.finished, level.winner) == (True, None)
    ndf = new_match(rules_for("ndf-double-nine"), {Team.NS: 40, Team.EW: 30}, Seat.NORTH)
    still = apply_event(ndf, TimeCalled(during_hand=True))
    assert not still.finished
    assert apply_event(still, HandScored(Team.EW, 20)).winner is Team.EW


def test_fmd_ballots_only_after_the_limit_and_in_the_last_rounds() -> None:
    rules = rules_for("fmd-couples")
    assert (rules.time_limit, rules.cutoff_rounds) == (30, 2)
    scores = {Team.NS: 50, Team.EW: 20}
    last = new_match(rules, scores, Seat.NORTH, round_of=(7, 8))
    assert apply_event(last, TimeCalled(during_hand=False, minutes=30)).winner is Team.NS
    with pytest.raises(IllegalAction) as early:
        apply_event(last, TimeCalled(during_hand=False, minutes=29))
    assert early.value.rule_id == "FMDC-3.2"
    with pytest.raises(IllegalAction) as earlier_round:
        apply_event(new_match(rules, scores, Seat.NORTH, round_of=(6, 8)), TimeCalled(during_hand=True, minutes=40))
    assert earlier_round.value.rule_id == "FMDC-3.2"
    with pytest.raises(SetupError):
        new_match(rules, scores, Seat.NORTH, round_of=(9, 8))
    ndf = rules_for("ndf-double-nine")
    assert ndf.cutoff_rounds is None
    anywhere = new_match(ndf, scores, Seat.NORTH, round_of=(1, 8))
    assert apply_event(anywhere, TimeCalled(during_hand=False)).winner is Team.NS
