"""Drawing for the first lead."""

from __future__ import annotations

from collections.abc import Mapping

from reference_impl.errors import SetupError
from reference_impl.tiles import Seat, Tile


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
