"""Reproducible deals: every random choice goes through an injected, seeded generator."""

from __future__ import annotations

import random

from reference_impl.block.hand import HandState, Opening, new_hand
from reference_impl.block.rules import BlockRules
from reference_impl.tiles import SEATS, Seat, Team, full_set


def deal(
    rules: BlockRules,
    rng: random.Random,
    leader: Seat | None,
    opening: Opening | None = None,
    winners: Team | None = None,
) -> HandState:
    """Shuffle the set with ``rng`` and deal ``hand_size`` tiles to each seat.

    ``opening`` and ``winners`` fix the lead as :func:`~reference_impl.block.hand.new_hand`
    says (with the double-six opening ``leader`` may be None: the holder leads).

    >>> from reference_impl.block.rules import rules_for
    >>> a = deal(rules_for("ndf-double-nine"), random.Random(7), Seat.NORTH)
    >>> b = deal(rules_for("ndf-double-nine"), random.Random(7), Seat.NORTH)
    >>> a.hands == b.hands, [len(h) for h in a.hands]
    (True, [10, 10, 10, 10])
    """
    tiles = list(full_set(rules.max_pip))
    rng.shuffle(tiles)
    size = rules.hand_size
    hands = {seat: tiles[i * size : (i + 1) * size] for i, seat in enumerate(SEATS)}
    return new_hand(rules, hands, leader, opening=opening, winners=winners)
