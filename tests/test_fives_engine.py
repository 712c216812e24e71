"""The all-fives engine: random whole hands (singles and doubles) keep the game's invariants, and a few
positions worked out by hand.

Properties, for random deals and random legal actions: every tile stays somewhere (hands, bone-yard,
table); every score is a multiple of the count unit and a play scores exactly when the count it leaves
is a positive multiple of it; a tile the legal plays leave out is refused under the rule of following or
of the spinner; the hand always ends, and its end is scored as the rules say.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives.hand import Draw, HandState, Pass, Play, apply, blocked, legal_moves, new_hand
from reference_impl.fives.layout import Layout
from reference_impl.fives.match import HandScored, apply_event, new_match
from reference_impl.fives.rules import fives_rules_from, rules_for
from reference_impl.tiles import SEATS, Seat, Team, Tile, full_set
from rulespec import cached_spec
from rulespec.model import EngineCheck

RULES = rules_for("wcdt-all-fives")


def _deal(rng: random.Random, singles: bool) -> HandState:
    tiles = list(full_set(RULES.max_pip))
    rng.shuffle(tiles)
    seats = (Seat.NORTH, Seat.EAST) if singles else SEATS
    hands = {seat: tiles[i * RULES.hand_size : (i + 1) * RULES.hand_size] for i, seat in enumerate(seats)}
    rest = tiles[len(seats) * RULES.hand_size :]
    return new_hand(RULES, hands, rest, leader=rng.choice(seats))


def _step(state: HandState, rng: random.Random) -> HandState:
    moves = legal_moves(state)
    if moves:
        move = rng.choice(moves)
        return apply(state, Play(state.turn, move.tile, move.side))
    if state.boneyard:
        return apply(state, Draw(state.turn))
    return apply(state, Pass(state.turn))


def _tiles_everywhere(state: HandState) -> int:
    return sum(len(h) for h in state.hands) + len(state.boneyard)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), singles=st.booleans())
def test_random_hands_keep_the_rules(seed: int, singles: bool) -> None:
    rng = random.Random(seed)
    state = _deal(rng, singles)
    played = 0
    for _ in range(200):
        if state.outcome is not None:
            break
        assert _tiles_everywhere(state) + played == 28
        before = state
        refused = [t for t in before.hand(before.turn) if t not in {m.tile for m in legal_moves(before)}]
        for tile in refused[:2]:
            with pytest.raises(IllegalAction) as caught:
                apply(before, Play(before.turn, tile))
            assert caught.value.rule_id == "WCDT-4.1"
        state = _step(before, rng)
        if isinstance(state.history[-1], Play):
            played += 1
            assert state.layout is not None
            count = state.layout.count()
            scored = count if count > 0 and count % 5 == 0 else 0
            assert state.last_points == scored
            team = 0 if before.turn.team is Team.NS else 1
            end = state.outcome
            closing = end.points if end is not None and end.team is before.turn.team else 0
            assert state.scores[team] - before.scores[team] == state.last_points + closing
        assert all(score % 5 == 0 for score in state.scores)
    outcome = state.outcome
    assert outcome is not None, "a hand always ends"
    counts = dict(outcome.counts)
    if outcome.end == "domino":
        assert outcome.winner is not None and counts[outcome.winner] == 0
        opponents = sum(pips for seat, pips in counts.items() if seat.team is not outcome.winner.team)
        assert abs(outcome.points - opponents) <= 2 and outcome.points % 5 == 0
    elif outcome.end in ("lock", "void"):
        assert blocked(state) and not state.boneyard
        sides = {team: sum(p for s, p in counts.items() if s.team is team) for team in Team}
        if outcome.end == "void":
            assert sides[Team.NS] == sides[Team.EW] and outcome.points == 0
        else:
            assert outcome.team is not None and sides[outcome.team] < sides[outcome.team.other]
            assert abs(outcome.points - sides[outcome.team.other]) <= 2
    assert max(state.scores) >= RULES.target_score or outcome.end != "game"


def test_the_spinner_counts_as_the_rules_read() -> None:
    line = Layout.start(Tile.parse("6-6"))
    assert line.count() == 12 and line.open_sides() == ("left", "right")
    line = line.place("left", Tile.parse("6-3"))
    assert line.count() == 3 + 12
    line = line.place("right", Tile.parse("6-1"))
    assert line.count() == 4 and line.open_sides() == ("left", "right", "up", "down")
    line = line.place("up", Tile.parse("6-5"))
    assert line.count() == 9
    line = line.place("down", Tile.parse("6-0"))
    assert line.count() == 9
    line = line.place("left", Tile.parse("3-3"))
    assert line.count() == 6 + 1 + 5 + 0


def test_a_spinner_laid_later_opens_once_its_far_side_has_a_tile() -> None:
    line = Layout.start(Tile.parse("6-4")).place("left", Tile.parse("6-6"))
    assert line.spinner == Tile.parse("6-6") and line.count() == 12 + 4
    assert line.open_sides() == ("left", "right")
    line = line.place("left", Tile.parse("6-2"))
    assert line.open_sides() == ("left", "right", "up", "down") and line.count() == 2 + 4
    assert line.place("right", Tile.parse("4-4")).spinner == Tile.parse("6-6"), "one spinner only"


def test_a_bad_deal_is_refused_with_what_is_wrong() -> None:
    rng = random.Random(3)
    tiles = list(full_set(6))
    rng.shuffle(tiles)
    with pytest.raises(SetupError, match="3 players at the table"):
        new_hand(RULES, {s: tiles[i * 7 : i * 7 + 7] for i, s in enumerate(SEATS[:3])}, tiles[21:], Seat.NORTH)
    with pytest.raises(SetupError, match="all of one partnership"):
        new_hand(RULES, {Seat.NORTH: tiles[:7], Seat.SOUTH: tiles[7:14]}, tiles[14:], Seat.NORTH)
    with pytest.raises(SetupError, match="leaves out"):
        new_hand(RULES, {Seat.NORTH: tiles[:7], Seat.EAST: tiles[7:14]}, tiles[14:27], Seat.NORTH)
    with pytest.raises(SetupError, match="no bone-yard"):
        hands = {s: tiles[i * 7 : i * 7 + 7] for i, s in enumerate(SEATS[:3])} | {Seat.WEST: tiles[21:27]}
        new_hand(RULES, hands | {Seat.WEST: [*tiles[21:27], tiles[27]]}, [tiles[27]], Seat.NORTH)


def test_a_match_is_won_by_the_second_game() -> None:
    state = new_match(RULES, (0, 0), (0, 0))
    state = apply_event(state, HandScored(Team.EW, 245))
    state = apply_event(state, HandScored(Team.EW, 5))
    assert state.games == (0, 1) and state.scores == (0, 0) and not state.finished
    with pytest.raises(IllegalAction, match=r"WCDT-4\.4"):
        apply_event(state, HandScored(Team.NS, 12))
    state = apply_event(state, HandScored(Team.EW, 250))
    assert state.finished and state.winner is Team.EW
    with pytest.raises(IllegalAction, match=r"WCDT-1\.4"):
        apply_event(state, HandScored(Team.NS, 5))


@pytest.mark.parametrize(
    ("rule_id", "enforces", "missing"),
    [
        ("WCDT-3.2", ("play-counter-clockwise",), "play-clockwise"),
        ("WCDT-3.2", (), "play-clockwise"),
        ("WCDT-2.2", ("lead-rotates-counter-clockwise",), "lead-rotates-clockwise"),
        ("WCDT-2.2", ("lead-to-winner",), "lead-rotates-clockwise"),
    ],
)
def test_a_rulebook_that_does_not_play_as_the_engine_always_does_is_refused(
    rule_id: str, enforces: tuple[EngineCheck, ...], missing: str
) -> None:
    """The engine has one direction of play and of the down; a rulebook stating another is not played quietly."""
    book = cached_spec().rulebook("wcdt-all-fives")
    rules = tuple(dataclasses.replace(r, enforces=enforces) if r.id == rule_id else r for r in book.rules)
    with pytest.raises(SetupError, match=f"no rule enforces {missing}, but the engine always"):
        fives_rules_from(dataclasses.replace(book, rules=rules))


@pytest.mark.parametrize(
    ("check", "stated"),
    [("first-tile-lie", "how the first tile lies"), ("first-double-across", "a first double laid across")],
)
def test_a_rulebook_stating_the_first_tiles_lie_is_refused(check: EngineCheck, stated: str) -> None:
    """The spinner's sides are the engine's only lie: a rulebook stating how the first tile lies is refused at
    load, naming the rule, rather than played with the rule left out."""
    book = cached_spec().rulebook("wcdt-all-fives")
    rules = tuple(
        dataclasses.replace(r, enforces=(*r.enforces, check)) if r.id == "WCDT-4.2" else r for r in book.rules
    )
    with pytest.raises(SetupError, match=f"WCDT-4.2 states {stated}, which the engine does not model"):
        fives_rules_from(dataclasses.replace(book, rules=rules))
