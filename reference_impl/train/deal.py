"""Dealing a train hand and playing it out at random: for property tests, benchmarks and simulated events.

>>> import random
>>> from reference_impl.train.rules import train_rules_for
>>> state = random_hand(train_rules_for("mexican-train"), 4, 12, random.Random(7))
>>> state.outcome is not None
True
"""

from __future__ import annotations

import random

from reference_impl.errors import SetupError
from reference_impl.tiles import Tile, full_set
from reference_impl.train.hand import Action, Draw, Pass, Play, Tap, TrainHand, apply, legal_moves, new_hand
from reference_impl.train.rules import TrainRules


def deal(rules: TrainRules, players: int, start: int, rng: random.Random) -> TrainHand:
    """Shuffle the set without the starting double and let each of ``players`` draw ``hand_size`` tiles."""
    tiles = [tile for tile in full_set(rules.max_pip) if tile != Tile(start, start)]
    rng.shuffle(tiles)
    if players * rules.hand_size > len(tiles):
        raise SetupError(f"{players} players need {players * rules.hand_size} tiles; the set has {len(tiles)}")
    hands = {seat: tiles[(seat - 1) * rules.hand_size : seat * rules.hand_size] for seat in range(1, players + 1)}
    return new_hand(rules, start, hands, tiles[players * rules.hand_size :])


def legal_actions(state: TrainHand) -> list[Action]:
    """Every action the player to play may take: a play, else a draw, else putting the marker down."""
    if state.outcome is not None:
        return []
    seat = state.turn
    plays: list[Action] = [Play(seat, move.tile, move.train) for move in legal_moves(state)]
    if plays:
        return plays
    if not state.drawn and state.boneyard:
        return [Draw(seat)]
    return [Pass(seat)]


def random_action(state: TrainHand, rng: random.Random, forgetful: float = 0.0) -> Action:
    """A random legal action; with probability ``forgetful`` a play on one's own open train leaves the
    marker on, and a due tap is skipped."""
    if state.untapped is not None and rng.random() >= forgetful:
        return Tap(state.untapped[0])
    action = rng.choice(legal_actions(state))
    if (
        isinstance(action, Play)
        and action.train == action.seat
        and state.train(action.seat).marker is not None
        and rng.random() < forgetful
    ):
        return Play(action.seat, action.tile, action.train, close=False)
    return action


def random_hand(rules: TrainRules, players: int, start: int, rng: random.Random, forgetful: float = 0.0) -> TrainHand:
    """A hand dealt and played to its end by random legal actions."""
    state = deal(rules, players, start, rng)
    while state.outcome is None:
        state = apply(state, random_action(state, rng, forgetful))
    return state
