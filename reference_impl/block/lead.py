"""Drawing for the first lead."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reference_impl.block.rules import BlockRules
from reference_impl.errors import SetupError
from reference_impl.tiles import Seat, Tile, next_seat


def check_draw(rules: BlockRules, from_pile: bool) -> None:
    """A :class:`SetupError` unless the rulebook draws for the lead the way :func:`draw_for_lead`
    settles it: highest pip sum, a tie to the highest single end and, for tiles picked from a
    ``pile``, the shuffler last (:func:`draws_from_pile`). A rulebook that fixes the lead otherwise
    (DORAL-8.1: the double six) has no draw.

    >>> from reference_impl.block.rules import rules_for
    >>> check_draw(rules_for("doral-partnership"), from_pile=False)
    Traceback (most recent call last):
    ...
    reference_impl.errors.SetupError: rulebook doral-partnership has no draw for the lead (no rule enforces lead-draw-highest-sum, lead-tiebreak-highest-end)
    """
    missing = [check for check in ("lead-draw-highest-sum", "lead-tiebreak-highest-end") if not rules.has(check)]
    if missing:
        raise SetupError(f"rulebook {rules.rulebook} has no draw for the lead (no rule enforces {', '.join(missing)})")
    if from_pile and not rules.has("lead-draw-shuffler-last"):
        raise SetupError(
            f"rulebook {rules.rulebook} says nothing of who picks first in the draw for the lead"
            " (no rule enforces lead-draw-shuffler-last)"
        )


def draw_for_lead(draws: Mapping[Seat, Tile]) -> Seat:
    """The seat that leads: highest pip sum, a tie going to the highest single end.

    >>> draw_for_lead({Seat.NORTH: Tile.parse("4-4"), Seat.EAST: Tile.parse("5-3"),
    ...                Seat.SOUTH: Tile.parse("6-2"), Seat.WEST: Tile.parse("1-0")})
    <Seat.SOUTH: 'S'>
    """
    if not draws:
        raise SetupError("nobody drew a tile for the lead")
    tiles = list(draws.values())
    if len(set(tiles)) != len(tiles):
        raise SetupError("two players cannot draw the same tile")
    return max(draws, key=lambda seat: (draws[seat].pips, draws[seat].high))


def pick_order(shuffler: Seat, clockwise: bool) -> tuple[Seat, ...]:
    """The order in which players pick tiles after ``shuffler`` shuffled: from the next
    player in the direction of play round to the shuffler, who picks last.

    >>> [str(s) for s in pick_order(Seat.SOUTH, clockwise=False)]
    ['East', 'North', 'West', 'South']
    """
    order = [next_seat(shuffler, clockwise)]
    while order[-1] is not shuffler:
        order.append(next_seat(order[-1], clockwise))
    return tuple(order)


def draws_from_pile(shuffler: Seat, pile: Sequence[Tile], clockwise: bool) -> dict[Seat, Tile]:
    """Who draws which tile when the tiles are picked one each, in ``pile`` order, shuffler last."""
    if len(pile) < 4:
        raise SetupError(f"four players need four tiles to draw for the lead, not {len(pile)}")
    return dict(zip(pick_order(shuffler, clockwise), pile, strict=False))
