"""Steps that pin a rulebook's numbers at their boundaries: which deals the rules allow.

A deal the rules do not allow (a seat holding more tiles than a hand has, a tile
outside the set in play) is a request the implementation must refuse: over the
wire protocol with an ``error`` reply, in-process with a ``ValueError``.
"""

from __future__ import annotations

from conformance.adapter import ImplementationError
from conformance.context import Mismatch, World
from conformance.messages import SeatCode
from conformance.vocabulary import ScenarioError, given, then

_ERROR_REPLY = "the implementation reported an error"
"""How :class:`conformance.wire.SubprocessAdapter` words an ``error`` reply (a crash is worded otherwise)."""


@given("{seat} is dealt {tiles}, in the set or not")
def dealt_unchecked(world: World, seat: SeatCode, tiles: list[str]) -> None:
    """One player's hand, not checked against the set in play: for scenarios about which tiles the set holds."""
    world.hands[seat] = tiles


def _refusal(world: World) -> str | None:
    """Send the hand as set up; the reason it was refused, or None when it was accepted."""
    try:
        world.hand()
    except ScenarioError:
        raise
    except ImplementationError as exc:
        if not str(exc).startswith(_ERROR_REPLY):
            raise
        return str(exc)
    except ValueError as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


@then("the deal is accepted")
def deal_accepted(world: World) -> None:
    """The implementation takes the hands as a deal the rules allow."""
    reason = _refusal(world)
    if reason is not None:
        raise Mismatch("the deal", "accepted", f"refused ({reason})")


@then("the deal is refused")
def deal_refused(world: World) -> None:
    """The implementation refuses the hands (an ``error`` reply): the rules allow no such deal."""
    if _refusal(world) is None:
        raise Mismatch("the deal", "refused", "accepted")
