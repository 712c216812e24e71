"""Reproducible deals: every random choice goes through an injected, seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from reference_impl.block.hand import HandState, Opening, new_hand
from reference_impl.block.lead import pick_order
from reference_impl.block.rules import BlockRules
from reference_impl.errors import SetupError
from reference_impl.tiles import SEATS, Seat, Team, Tile, full_set


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


def taking_order(rules: BlockRules, shuffler: Seat) -> tuple[Seat, ...]:
    """The order in which the players take their hands after ``shuffler`` shuffled.

    From the player after the shuffler in the direction of play round to the shuffler, who takes
    last (the rulebooks that say so, ``lead-draw-shuffler-last``, and the protocol's convention where
    a rulebook is silent); where the shuffling partnership draws after both opponents
    (``shuffler-behind``), the shuffler's partner waits for the second opponent.

    >>> from reference_impl.block.rules import rules_for
    >>> [s.value for s in taking_order(rules_for("fmd-singles"), Seat.SOUTH)]
    ['E', 'N', 'W', 'S']
    >>> [s.value for s in taking_order(rules_for("doral-partnership"), Seat.SOUTH)]
    ['E', 'W', 'N', 'S']
    """
    order = list(pick_order(shuffler, rules.clockwise))
    if rules.has("shuffler-behind"):
        order.remove(shuffler.partner)
        order.insert(len(order) - 1, shuffler.partner)
    return tuple(order)


def deal_from_pile(
    rules: BlockRules, shuffler: Seat, pile: Sequence[Tile]
) -> tuple[dict[Seat, list[Tile]], list[Tile]]:
    """Each player's hand and the tiles left out when the players take ``pile`` in turn (``taking_order``),
    ``hand_size`` tiles each; ``pile`` must be the whole set, each tile once.

    >>> from reference_impl.block.rules import rules_for
    >>> hands, undealt = deal_from_pile(rules_for("ndf-double-nine"), Seat.NORTH, full_set(9))
    >>> [len(hands[s]) for s in SEATS], len(undealt), [str(t) for t in hands[Seat.WEST][:2]]
    ([10, 10, 10, 10], 15, ['0-0', '1-0'])
    """
    whole = full_set(rules.max_pip)
    missing = sorted(set(whole) - set(pile))
    doubled = sorted({tile for tile in pile if pile.count(tile) > 1})
    if missing or doubled or len(pile) != len(whole):
        raise SetupError(
            f"the pile must hold the {len(whole)} tiles of the double-{rules.max_pip} set once each "
            f"(missing: {', '.join(map(str, missing)) or 'none'}; twice: {', '.join(map(str, doubled)) or 'none'})"
        )
    size = rules.hand_size
    hands = {seat: list(pile[i * size : (i + 1) * size]) for i, seat in enumerate(taking_order(rules, shuffler))}
    return hands, list(pile[len(hands) * size :])
