"""Steps that pin a rulebook's numbers at their boundaries: which deals the rules allow.

A deal the rules do not allow (a seat holding more tiles than a hand has, a tile
outside the set in play) is a request the implementation must refuse: over the
wire protocol with an ``error`` reply, in-process with a ``ValueError``.
"""

from __future__ import annotations

from conformance.context import World
from conformance.messages import SeatCode
from conformance.observe import Check, Checks
from conformance.vocabulary import given, then


@given("{seat} is dealt {tiles}, in the set or not")
def dealt_unchecked(world: World, seat: SeatCode, tiles: list[str]) -> None:
    """One player's hand, not checked against the set in play: for scenarios about which tiles the set holds."""
    world.hands[seat] = tiles


@then("the deal is accepted")
def deal_accepted(world: World) -> Checks:
    """The implementation takes the hands as a deal the rules allow."""
    return Check("hand", "", False, "refused", what="the deal")


@then("the deal is refused")
def deal_refused(world: World) -> Checks:
    """The implementation refuses the hands (an ``error`` reply): the rules allow no such deal."""
    return Check("hand", "", True, "refused", what="the deal")


@then("the deal is refused under {rule}")
def deal_refused_under(world: World, rule: str) -> Checks:
    """The implementation refuses the hands (an ``error`` reply) and names the rule they break: a tile
    outside the set, a tile dealt twice, a hand larger than the rules deal."""
    return Check("hand", "", rule, "refused-under", what="the deal")


@given("{seat} has {tiles} face up on the table, in hand or not")
def face_up_unchecked(world: World, seat: SeatCode, tiles: list[str]) -> None:
    """Tiles the setup lists as already face up in front of the player, not checked against the player's hand:
    for scenarios about a setup the rules cannot have."""
    world.exposed[seat] = tiles
