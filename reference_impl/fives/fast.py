"""A fast All Fives hand for simulations: plain integers and lists instead of frozen states.

It plays exactly the game of :mod:`reference_impl.fives.hand` with one fixed policy (the first legal play
in the typed engine's order, tiles in hand order and sides left, right, up, down; else a draw while the
bone-yard holds tiles; else a pass), and ``tests/test_fives_fast.py`` checks that it reaches the same end,
scores and actions as the typed engine on random deals. Rule IDs are not its business: it never meets
an illegal action.

>>> from reference_impl.fives.rules import rules_for
>>> from reference_impl.tiles import full_set
>>> import random
>>> tiles = [(t.high, t.low) for t in full_set(6)]
>>> random.Random(1).shuffle(tiles)
>>> summary = simulate_hand(rules_for("wcdt-all-fives"), [tiles[:7], tiles[7:14]], tiles[14:], 0, (0, 0))
>>> summary.end in ("domino", "lock", "void", "game"), summary.scores[0] % 5, summary.scores[1] % 5
(True, 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from reference_impl.fives.rules import FivesRules

FastTile = tuple[int, int]
"""A tile as (high, low)."""

LEFT, RIGHT, UP, DOWN = 0, 1, 2, 3


class FastSummary(NamedTuple):
    """How a simulated hand ended (a named tuple: made once per hand, it is cheap to build)."""

    end: str
    """``domino``, ``lock``, ``void`` or ``game`` (as :data:`reference_impl.fives.hand.HandEnd`)."""
    winner: int | None
    """The index (in the order the hands were given) of the winner; None for a void hand."""
    points: int
    """The end-of-hand count scored (going out or a blocked hand)."""
    scores: tuple[int, int]
    """Side 0's and side 1's game scores after the hand."""
    actions: int
    """Plays, draws and passes made."""


def simulate_hand(
    rules: FivesRules,
    hands: Sequence[Sequence[FastTile]],
    boneyard: Sequence[FastTile],
    leader: int,
    scores: tuple[int, int],
) -> FastSummary:
    """Play one hand to its end with the first-legal policy.

    ``hands`` are the seated players clockwise; with two of them player 0 is side 0 and player 1 side 1,
    with four, players 0 and 2 are side 0. ``scores`` are the sides' game scores before the hand.

    Written for speed (it is the benchmark's subject): the four arms are plain locals (``-1``: not open),
    each arm's share of the count is kept up to date on each play, and a player who has just drawn tries
    only the drawn tile (the rest of the hand did not play a moment ago).
    """
    held = [list(hand) for hand in hands]
    yard = list(boneyard)
    yard.reverse()  # drawn from the end: pop() instead of pop(0)
    players = len(held)
    unit, target = rules.count_unit, rules.target_score
    score = [scores[0], scores[1]]
    # the arms left, right, up, down: open end e (-1: not open) and what it adds to the count v (a double
    # showing counts twice; up and down add nothing until a tile is on them); tiles on left and right t
    e2 = e3 = -1
    v2 = v3 = 0
    t0 = t1 = 0
    spinner = -1
    spinner_on = -1  # -1: none, 4: the centre, LEFT or RIGHT: on that arm
    spinner_at = 0
    actions = 1

    # the down: the first tile of the leader's hand, a double becoming the spinner
    player = leader
    high, low = held[player].pop(0)
    e0, e1 = high, low
    if high == low:
        v0 = v1 = high + high
        spinner, spinner_on = high, 4
        made = high + high  # the spinner alone counts its two halves once
    else:
        v0, v1 = high, low
        made = high + low
    mode = 0  # what just happened: 0 a play, 1 a draw, 2 a pass
    while True:
        if mode == 0:
            # the play just made: score it, then end the game, the hand, or pass the turn on
            side = player & 1
            if made % unit == 0 and made > 0:
                score[side] += made
            if score[side] >= target:
                return FastSummary("game", player, 0, (score[0], score[1]), actions)
            if not held[player]:
                pips = sum(a + b for p in range(players) if p & 1 != side for a, b in held[p])
                rest = pips % unit
                points = pips - rest + (unit if 2 * rest >= unit else 0)
                score[side] += points
                return FastSummary("domino", player, points, (score[0], score[1]), actions)
            player = (player + 1) % players
        # declared: inferred, its type waits on `player`'s round the loop, a cycle pyright can leave part unknown
        hand: list[FastTile] = held[player]
        if mode == 1:
            # only the tile just drawn can play: the player could play nothing before the draw
            position = len(hand) - 1
            high, low = hand[position]
            if high == e0 or low == e0:
                where = 0
            elif high == e1 or low == e1:
                where = 1
            elif high == e2 or low == e2:
                where = 2
            elif high == e3 or low == e3:
                where = 3
            else:
                where = -1
        elif e2 < 0:
            # up and down not open: two ends to try
            where = position = -1
            for position, (high, low) in enumerate(hand):  # noqa: B007 (position is read after the break)
                if high == e0 or low == e0:
                    where = 0
                    break
                if high == e1 or low == e1:
                    where = 1
                    break
        else:
            where = -1
            position = 0
            for high, low in hand:
                if high == e0 or low == e0:
                    where = 0
                    break
                if high == e1 or low == e1:
                    where = 1
                    break
                if high == e2 or low == e2:
                    where = 2
                    break
                if high == e3 or low == e3:
                    where = 3
                    break
                position += 1
        if where < 0:
            actions += 1
            if yard:
                hand.append(yard.pop())
                if not yard and _stuck(held, (e0, e1, e2, e3)):
                    return _lock(held, players, unit, score, actions)
                mode = 1
                continue
            if mode == 0 and _stuck(held, (e0, e1, e2, e3)):
                # the play left nobody able to play: blocked before this player's pass
                return _lock(held, players, unit, score, actions - 1)
            player = (player + 1) % players
            mode = 2
            continue
        mode = 0
        # play hand[position] on arm `where`; (high, low) is that tile
        del hand[position]
        actions += 1
        if where == 0:
            e0 = low if e0 == high else high
            v0 = e0 + e0 if high == low else e0
            t0 += 1
            if spinner_on < 0 and high == low:
                spinner, spinner_on, spinner_at = high, LEFT, t0
        elif where == 1:
            e1 = low if e1 == high else high
            v1 = e1 + e1 if high == low else e1
            t1 += 1
            if spinner_on < 0 and high == low:
                spinner, spinner_on, spinner_at = high, RIGHT, t1
        elif where == 2:
            e2 = low if e2 == high else high
            v2 = e2 + e2 if high == low else e2
        else:
            e3 = low if e3 == high else high
            v3 = e3 + e3 if high == low else e3
        if spinner_on >= 0 and e2 < 0:
            # the spinner opens up and down once both its long sides have a tile on them
            if spinner_on == 4:
                covered = t0 > 0 and t1 > 0
            else:
                covered = (t0 if spinner_on == LEFT else t1) > spinner_at
            if covered:
                e2 = e3 = spinner
        made = v0 + v1 + v2 + v3


def _stuck(held: list[list[FastTile]], end: tuple[int, int, int, int]) -> bool:
    """Whether no player holds a tile for any open end (the bone-yard being empty)."""
    ends = {e for e in end if e >= 0}
    return not any(high in ends or low in ends for hand in held for high, low in hand)


def _lock(held: list[list[FastTile]], players: int, unit: int, score: list[int], actions: int) -> FastSummary:
    """A blocked hand: the side with the lower total scores the other side's, rounded; level totals score nothing."""
    counts = [sum(a + b for a, b in hand) for hand in held]
    totals = [0, 0]
    for player in range(players):
        totals[player & 1] += counts[player]
    if totals[0] == totals[1]:
        return FastSummary("void", None, 0, (score[0], score[1]), actions)
    low = 0 if totals[0] < totals[1] else 1
    winner = min((p for p in range(players) if p & 1 == low), key=counts.__getitem__)
    pips = totals[1 - low]
    rest = pips % unit
    points = pips - rest + (unit if 2 * rest >= unit else 0)
    score[low] += points
    return FastSummary("lock", winner, points, (score[0], score[1]), actions)
