"""The strictly typed reference implementation of the domino rulebooks.

Pure transitions over immutable state: :func:`reference_impl.block.hand.apply`
returns a new :class:`reference_impl.block.hand.HandState` or raises
:class:`reference_impl.errors.IllegalAction` naming the rule broken.
"""

from reference_impl.block.hand import HandState, Infraction, Pass, Play, Touch, apply, legal_moves, new_hand
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Seat, Team, Tile

__all__ = [
    "BlockRules",
    "HandState",
    "IllegalAction",
    "Infraction",
    "Pass",
    "Play",
    "Seat",
    "SetupError",
    "Team",
    "Tile",
    "Touch",
    "apply",
    "legal_moves",
    "new_hand",
    "rules_for",
]
