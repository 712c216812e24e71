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
)
"""Every edge behaviour the protocol page states."""

__all__ = ["EDGES", "Edge"]
