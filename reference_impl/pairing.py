"""Swiss pairing by standing (Monrad: 1 against 2, 3 against 4), avoiding rematches.

>>> pair_round(["A", "B", "C", "D"], {frozenset(("A", "B"))})
([('A', 'C'), ('B', 'D')], None)
"""

from __future__ import annotations

from collections.abc import Sequence, Set


def pair_round(ranked: Sequence[str], met: Set[frozenset[str]]) -> tuple[list[tuple[str, str]], str | None]:
    """Pair ``ranked`` (best first), neighbours meeting, skipping any pairing already played.

    With an odd number the lowest-ranked entrant without a bye takes it (here:
    simply the last). Backtracking finds a rematch-free pairing whenever one
    exists; if none exists, the plain neighbour pairing is returned.
    """
    players = list(ranked)
    bye: str | None = None
    if len(players) % 2:
        bye = players.pop()
    found = _search(players, met)
    if found is None:
        found = [(players[i], players[i + 1]) for i in range(0, len(players), 2)]
    return found, bye


def _search(players: list[str], met: Set[frozenset[str]]) -> list[tuple[str, str]] | None:
    if not players:
        return []
    first, rest = players[0], players[1:]
    for index, other in enumerate(rest):
        if frozenset((first, other)) in met:
            continue
        tail = _search(rest[:index] + rest[index + 1 :], met)
        if tail is not None:
            return [(first, other), *tail]
    return None
