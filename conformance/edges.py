"""What each reply field says at its edges: the behaviours a scenario depends on, stated once.

An engine author should not learn these from failing reports. Each entry names the reply field, says what it
holds in a case the field's own description does not settle, and lists the scenarios that exercise it (a test
checks that they exist and read that field). The protocol page prints them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Edge:
    """One behaviour of a reply field at an edge, and the scenarios that check it."""

    op: str
    field: str
    """The field (``penalties``, ``outcome/winner``: a path into the reply, as checks write it)."""
    behaviour: str
    scenarios: tuple[str, ...]


EDGES: Final[tuple[Edge, ...]] = (
    Edge(
        "hand",
        "penalties",
        "A penalty appears only once a judge records the infraction (an `infraction` action). The act itself "
        "(a tile put down out of turn, a pass while able to play, a touched tile) is answered by the rules of "
        "play alone: refused, or mended (left face up), and never fined on its own. No rulebook here fines an act "
        "that nobody recorded.",
        (
            "features/ndf-double-nine/penalties.feature:A lead by the wrong player lies face up and the leader "
            "still leads",
            "features/ndf-double-nine/catalogue.feature:A pass with a playable tile is charged to the "
            "partnership's score",
        ),
    ),
    Edge(
        "hand",
        "outcome/winner",
        "In a lock whose lowest single count two partners share, their partnership wins the hand (`team`) but no "
        "single seat is named: `winner` is null. A void hand, a restart and a forfeit name no winner either.",
        (
            "features/ndf-double-nine/lock.feature:Partners sharing the lowest count win the lock for their "
            "partnership, and no single player is named",
        ),
    ),
    Edge(
        "train",
        "untapped",
        "Set only after a turn that ends with a play leaving its player one tile: never at the setup (a player "
        "dealt one tile owes no tap yet), never after a turn that ends with a pass (still holding one tile), "
        "and cleared (null) once the hand is over.",
        (
            "features/mexican-train/reply-edges.feature:A player dealt one tile owes no tap before playing",
            "features/mexican-train/reply-edges.feature:With the bone-yard empty, a player who passes holding "
            "one tile owes no tap",
            "features/mexican-train/reply-edges.feature:The tap owed ends with the hand",
        ),
    ),
    Edge(
        "train",
        "taps",
        "A tap missed when the bone-yard is empty costs no draw and makes no entry (an entry's `tiles` is the "
        "number actually drawn, so it is never 0); with one tile left, the entry says 1.",
        (
            "features/mexican-train/tap-edges.feature:With the bone-yard empty a late tap costs no draw, and a tap "
            "after it is refused",
            "features/mexican-train/tap-edges.feature:With one tile in the bone-yard a late tap draws it",
        ),
    ),
    Edge(
        "train",
        "trains",
        "A marker left on by mistake (`keep_marker`) stays on while others play on the train, comes off when its "
        "owner's next turn begins, and goes back down if the owner then cannot play and passes: the train's "
        "`marker` is true again.",
        (
            "features/mexican-train/play.feature:The forgotten marker stays while an opponent plays on the train",
            "features/mexican-train/play.feature:The forgotten marker comes off when the owner's turn comes round",
            "features/mexican-train/reply-edges.feature:A marker left on by mistake, taken off at its owner's "
            "turn, goes back down when the owner cannot play",
        ),
    ),
)
"""Every edge behaviour the protocol page states."""

__all__ = ["EDGES", "Edge"]
