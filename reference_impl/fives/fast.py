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
from dataclasses import dataclass

from reference_impl.fives.rules import FivesRules

FastTile = tuple[int, int]
"""A tile as (high, low)."""

LEFT, RIGHT, UP, DOWN = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class FastSummary:
    """How a simulated hand ended."""

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
    """
    held = [list(hand) for hand in hands]
    yard = list(boneyard)
    players = len(held)
    unit, target = rules.count_unit, rules.target_score
    score = [scores[0], scores[1]]
    # the line: per side [end, is_double, tiles] (None: not open); the spinner's arm and place
    arms: list[list[int] | None] = [None, None, None, None]
    spinner = -1
    spinner_on = -1  # -1: none, 4: the centre, LEFT or RIGHT: on that arm
    spinner_at = 0
    turn = leader
    actions = 0

    def count() -> int:
        left, right = arms[LEFT], arms[RIGHT]
        assert left is not None and right is not None
        if spinner_on == 4 and left[2] == 0 and right[2] == 0:
            return left[0] * 2
        total = 0
        for index, arm in enumerate(arms):
            if arm is None or (index >= UP and arm[2] == 0):
                continue
            total += arm[0] * 2 if arm[1] else arm[0]
        return total

    def first_move(hand: list[FastTile]) -> tuple[int, int] | None:
        for position, (high, low) in enumerate(hand):
            for side in (LEFT, RIGHT, UP, DOWN):
                arm = arms[side]
                if arm is not None and (high == arm[0] or low == arm[0]):
                    return position, side
        return None

    def rounded(pips: int) -> int:
        rest = pips % unit
        return pips - rest + (unit if 2 * rest >= unit else 0)

    def side_of(player: int) -> int:
        return player % 2

    def pips(player: int) -> int:
        return sum(a + b for a, b in held[player])

    def blocked() -> bool:
        return not yard and all(first_move(hand) is None for hand in held)

    def lock() -> FastSummary:
        totals = [0, 0]
        for player in range(players):
            totals[side_of(player)] += pips(player)
        if totals[0] == totals[1]:
            return FastSummary("void", None, 0, (score[0], score[1]), actions)
        low = 0 if totals[0] < totals[1] else 1
        winner = min((p for p in range(players) if side_of(p) == low), key=pips)
        points = rounded(totals[1 - low])
        score[low] += points
        return FastSummary("lock", winner, points, (score[0], score[1]), actions)

    def place(where: int, tile: FastTile) -> None:
        nonlocal spinner, spinner_on, spinner_at
        high, low = tile
        arm = arms[where]
        assert arm is not None
        double = high == low
        arm[0], arm[1], arm[2] = (low if arm[0] == high else high), int(double), arm[2] + 1
        if spinner_on < 0 and double and where in (LEFT, RIGHT):
            spinner, spinner_on, spinner_at = high, where, arm[2]
        if spinner_on >= 0 and arms[UP] is None:
            left, right = arms[LEFT], arms[RIGHT]
            assert left is not None and right is not None
            covered = (
                left[2] > 0 and right[2] > 0
                if spinner_on == 4
                else (left if spinner_on == LEFT else right)[2] > spinner_at
            )
            if covered:
                arms[UP], arms[DOWN] = [spinner, 0, 0], [spinner, 0, 0]

    def after_play(player: int) -> FastSummary | None:
        """Score the count, then end the game, the hand by going out or by a block, or pass the turn on."""
        nonlocal turn
        made, side = count(), side_of(player)
        if made > 0 and made % unit == 0:
            score[side] += made
        if score[side] >= target:
            return FastSummary("game", player, 0, (score[0], score[1]), actions)
        if not held[player]:
            points = rounded(sum(pips(p) for p in range(players) if side_of(p) != side))
            score[side] += points
            return FastSummary("domino", player, points, (score[0], score[1]), actions)
        turn = (player + 1) % players
        return lock() if blocked() else None

    # the down: the first tile of the leader's hand, a double becoming the spinner
    high, low = held[turn].pop(0)
    if high == low:
        arms[LEFT], arms[RIGHT] = [high, 1, 0], [high, 1, 0]
        spinner, spinner_on = high, 4
    else:
        arms[LEFT], arms[RIGHT] = [high, 0, 0], [low, 0, 0]
    actions = 1
    ended = after_play(leader)
    while ended is None:
        move = first_move(held[turn])
        actions += 1
        if move is None:
            if yard:
                held[turn].append(yard.pop(0))
                if blocked():
                    ended = lock()
            else:
                turn = (turn + 1) % players
            continue
        position, where = move
        place(where, held[turn].pop(position))
        ended = after_play(turn)
    return ended
