"""Swiss pairing by standing (Monrad: 1 against 2, 3 against 4), for pairs and for tables of four.

*Pairs* (teams entered as one, or singles games): the leader meets the
highest-ranked entrant it has not met, then the highest unpaired entrant does
the same, and so on. *Tables of four individuals* (``fmd-singles``, FMDS-2.1):
the highest unseated player sits with the three nearest below it that make a
valid table; at a table of four ranked 1st to 4th, 1st and 4th partner
against 2nd and 3rd, else (a swap inside the table) 1st and 3rd against 2nd
and 4th: both keep 1st against 2nd and 3rd against 4th, as "1 vs. 2 and 3 vs.
4" says, and the third seating (1st and 2nd partnering) is never used. A table
is written by seat, North, East, South, West: North and South partner against
East and West.

A *conflict* is a rematch (two entrants who have been opponents are opponents
again) or, at tables of four, a repeated partner. The round is the first
pairing in that order with the fewest conflicts: a depth-first search over
the standing order with backtracking, which never accepts a conflict while a
conflict-free pairing exists, and remembers every set of unpaired entrants
already shown to have no completion (so it never explores one twice). With a
count that is odd (pairs) or not a multiple of four (tables), the lowest-ranked
entrants with the fewest byes so far sit the round out. The same standings and
history always give the same pairing.

>>> pair_round(["A", "B", "C", "D"], History.of(opponents=[("A", "B")])).tables
(('A', 'C'), ('B', 'D'))
>>> pair_round(["A", "B", "C", "D"], History.of(opponents=[("A", "B"), ("A", "C"), ("A", "D")])).accepted
((0, 'rematch', 'A', 'B'),)
>>> four = pair_round(list("ABCDEFGHI"), History.of(partners=[("A", "D")]), "tables-of-four")
>>> four.tables, four.byes
((('A', 'B', 'C', 'D'), ('E', 'F', 'H', 'G')), ('I',))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal

from reference_impl.errors import SetupError

Mode = Literal["pairs", "tables-of-four"]
ConflictKind = Literal["rematch", "partner"]
"""A rematch (two entrants opponents again) or, at tables of four, a repeated partner."""
MODES: Final[tuple[Mode, Mode]] = ("pairs", "tables-of-four")

_EMPTY: Final[frozenset[str]] = frozenset()

_ARRANGEMENTS: Final = ((0, 1, 3, 2), (0, 1, 2, 3))
"""Seat orders (N, E, S, W) of a foursome ranked 0..3, in preference order: 1&4 v 2&3, then 1&3 v 2&4.

Both keep 1st and 2nd opponents, and 3rd and 4th (FMDS-2.1); 1&2 v 3&4 is not one of them."""


@dataclass(frozen=True, slots=True)
class History:
    """Who has met whom: opponents, partners (tables of four) and byes so far."""

    opponents: Mapping[str, frozenset[str]] = field(default_factory=lambda: MappingProxyType({}))
    partners: Mapping[str, frozenset[str]] = field(default_factory=lambda: MappingProxyType({}))
    byes: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    @staticmethod
    def of(
        opponents: Iterable[tuple[str, str]] = (),
        partners: Iterable[tuple[str, str]] = (),
        byes: Iterable[str] = (),
    ) -> History:
        """A history from pairs of opponents, pairs of partners and a list of byes (one per bye)."""
        return History(_links(opponents), _links(partners), MappingProxyType(_count(byes)))

    def met(self, a: str, b: str) -> bool:
        return b in self.opponents.get(a, _EMPTY)

    def partnered(self, a: str, b: str) -> bool:
        return b in self.partners.get(a, _EMPTY)


def _links(pairs: Iterable[tuple[str, str]]) -> MappingProxyType[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for a, b in pairs:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return MappingProxyType({k: frozenset(v) for k, v in out.items()})


def _count(names: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for name in names:
        out[name] = out.get(name, 0) + 1
    return out


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round: the tables in standing order, the byes, and the conflicts it could not avoid."""

    tables: tuple[tuple[str, ...], ...]
    """Pairs: (higher-ranked, lower-ranked). Tables of four: (North, East, South, West)."""
    byes: tuple[str, ...]
    accepted: tuple[tuple[int, ConflictKind, str, str], ...] = ()
    """Every conflict the round had to accept, as (table, kind, a, b): the table's index in ``tables``
    (0 first), ``rematch`` or ``partner``, and the two entrants, as :func:`conflicts_at` names them;
    empty whenever a pairing without any exists."""


def seats_per_table(mode: Mode) -> int:
    return 2 if mode == "pairs" else 4


def choose_byes(ranked: Sequence[str], history: History, count: int) -> tuple[str, ...]:
    """The ``count`` lowest-ranked entrants among those with the fewest byes so far, in standing order."""
    if count <= 0:
        return ()
    position = {entrant: i for i, entrant in enumerate(ranked)}
    chosen = sorted(ranked, key=lambda e: (history.byes.get(e, 0), -position[e]))[:count]
    return tuple(sorted(chosen, key=position.__getitem__))


def conflicts_at(table: Sequence[str], history: History) -> list[tuple[ConflictKind, str, str]]:
    """The conflicts at one table, as (kind, a, b) with kind ``rematch`` or ``partner``."""
    out: list[tuple[ConflictKind, str, str]] = []
    if len(table) == 2:
        a, b = table
        if history.met(a, b):
            out.append(("rematch", a, b))
        return out
    north, east, south, west = table
    for a, b in ((north, south), (east, west)):
        if history.partnered(a, b):
            out.append(("partner", a, b))
    for a, b in ((north, east), (north, west), (south, east), (south, west)):
        if history.met(a, b):
            out.append(("rematch", a, b))
    return out


def pair_round(ranked: Sequence[str], history: History, mode: Mode = "pairs") -> Pairing:
    """Pair the next round of ``ranked`` (best first) given ``history``."""
    seen: set[str] = set()
    for entrant in ranked:
        if entrant in seen:
            raise SetupError(f"entrant {entrant!r} is listed twice")
        seen.add(entrant)
    size = seats_per_table(mode)
    byes = choose_byes(ranked, history, len(ranked) % size)
    playing = [e for e in ranked if e not in byes]
    n = len(playing)
    index = {e: i for i, e in enumerate(playing)}
    foes = [_indices(history.opponents.get(e, _EMPTY), index) for e in playing]
    mates = [_indices(history.partners.get(e, _EMPTY), index) for e in playing]
    budget = 0
    while True:
        found = _search(n, size, foes, mates, budget)
        if found is not None:
            tables = tuple(tuple(playing[i] for i in table) for table in found)
            accepted = tuple((i, *c) for i, table in enumerate(tables) for c in conflicts_at(table, history))
            return Pairing(tables, byes, accepted)
        budget += 1


def _indices(names: frozenset[str], index: Mapping[str, int]) -> frozenset[int]:
    return frozenset(index[n] for n in names if n in index)


@dataclass(slots=True)
class _Frame:
    first: int
    candidates: Iterator[tuple[tuple[int, ...], int]]
    mask: int
    left: int
    chosen: tuple[int, ...] = ()


def _search(
    n: int, size: int, foes: list[frozenset[int]], mates: list[frozenset[int]], budget: int
) -> list[tuple[int, ...]] | None:
    """The first grouping of ``0..n-1`` into tables in standing order with at most ``budget`` conflicts."""
    if n == 0:
        return []
    used = [False] * n
    failed: set[tuple[int, int]] = set()

    def after(i: int) -> Iterator[int]:
        for j in range(i + 1, n):
            if not used[j]:
                yield j

    def pairs(i: int, left: int) -> Iterator[tuple[tuple[int, ...], int]]:
        mine = foes[i]
        for j in after(i):
            cost = 1 if j in mine else 0
            if cost <= left:
                yield (i, j), cost

    def first_two(a: int, b: int) -> int:
        """Least the two best-placed of a table cost: they are opponents in either seating (1st against
        2nd, FMDS-2.1), so a rematch if they have met."""
        return 1 if b in foes[a] else 0

    def first_three(a: int, b: int, c: int) -> int:
        """Least the three best-placed of a table cost: 1st and 2nd opponents, and the 3rd either partners
        the 2nd against the 1st (1&4 v 2&3) or partners the 1st against the 2nd (1&3 v 2&4)."""
        fa, ma = foes[a], mates[a]
        return (b in fa) + min((c in fa) + (c in mates[b]), (c in ma) + (c in foes[b]))

    def fours(i: int, left: int) -> Iterator[tuple[tuple[int, ...], int]]:
        for j in after(i):
            if first_two(i, j) > left:
                continue
            for k in after(j):
                if first_three(i, j, k) > left:
                    continue
                for m in after(k):
                    group = (i, j, k, m)
                    for order in _ARRANGEMENTS:
                        seats = (group[order[0]], group[order[1]], group[order[2]], group[order[3]])
                        cost = _cost(seats, foes, mates)
                        if cost <= left:
                            yield seats, cost

    make = pairs if size == 2 else fours
    stack = [_Frame(0, make(0, budget), 0, budget)]
    while stack:
        frame = stack[-1]
        step = next(frame.candidates, None)
        if step is None:
            failed.add((frame.mask, frame.left))
            stack.pop()
            if not stack:
                return None
            parent = stack[-1]
            for i in parent.chosen:
                used[i] = False
            parent.chosen = ()
            continue
        seats, cost = step
        mask = frame.mask
        for i in seats:
            used[i] = True
            mask |= 1 << i
        left = frame.left - cost
        following = next(after(frame.first), None)
        if following is None:
            tables = [f.chosen for f in stack[:-1]]
            tables.append(seats)
            return tables
        if (mask, left) in failed:
            for i in seats:
                used[i] = False
            continue
        frame.chosen = seats
        stack.append(_Frame(following, make(following, left), mask, left))
    return None


def _cost(seats: tuple[int, ...], foes: list[frozenset[int]], mates: list[frozenset[int]]) -> int:
    north, east, south, west = seats
    fn, fs = foes[north], foes[south]
    return (south in mates[north]) + (west in mates[east]) + (east in fn) + (west in fn) + (east in fs) + (west in fs)
