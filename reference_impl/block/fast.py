"""Fast simulation of random complete hands of the partnership block game.

The step-by-step engine (:mod:`reference_impl.block.hand`) is built for clarity and
for naming the rule an illegal action breaks. This module plays the *same*
game much faster, for simulations and benchmarks, with a specialised internal
representation in plain Python:

* a tile is its index in :func:`reference_impl.tiles.full_set`, so a higher
  index is a higher tile in the order ``Tile`` sorts by (high end, then low end);
* a hand is an ``int`` bitmask over tile indices;
* ``number_masks[n]`` is the bitmask of every tile that shows ``n``, so the
  tiles of a hand that fit the line are ``hand & (masks[left] | masks[right])``;
* the other end of a tile that matched ``n`` is ``pips[tile] - n``.

Every number is read from the :class:`~reference_impl.block.rules.BlockRules`:
``max_pip``, ``hand_size``, ``clockwise``, ``lock_rule``, ``scoring``,
``lead_rotation`` and the rule IDs the outcome names.

The deal is exactly :func:`reference_impl.block.deal.deal`'s: the set in
:func:`~reference_impl.tiles.full_set` order, shuffled by the given
``random.Random`` (the same draws as ``rng.shuffle``, so the generator ends in
the same state), then ``hand_size`` tiles to North, East, South and West.
The shuffle is ``random.shuffle``'s own algorithm inlined over ``getrandbits``;
``tests/test_fast.py`` checks that it stays draw-for-draw identical.
A simulated hand has no touches, exposed tiles or infractions.

The play policy, :data:`POLICY` (``"first-legal"``), is the first move of
:func:`reference_impl.block.hand.legal_moves`: the seat to play plays its highest
tile (by high end, then low end) that fits the line, on the left end if it
fits there, else on the right; the leader leads its highest tile; a seat with
no tile that fits passes. :func:`first_legal_action` is that policy over the
typed API, so any hand simulated here can be replayed step by step with
:func:`reference_impl.block.hand.apply` (:func:`trace_hand` gives the actions).

>>> import random
>>> from reference_impl.block.rules import rules_for
>>> result = simulate_hand(rules_for("ndf-double-nine"), random.Random(3), Seat.NORTH)
>>> result.end, result.winner, result.team, result.points
('domino', <Seat.NORTH: 'N'>, <Team.NS: 'NS'>, 78)
>>> simulate_hands(double_six(), seed=1, n=1000).hands
1000
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Final, Literal

from reference_impl.block.hand import End, HandState, Outcome, Pass, Play, legal_moves
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import SetupError
from reference_impl.tiles import SEATS, Seat, Team, full_set

POLICY: Final = "first-legal"
"""The only play policy: the first move of ``legal_moves``, else a pass."""

FastEnd = Literal["domino", "lock", "void"]

_DOMINO: Final = 0
_LOCK: Final = 1
_VOID: Final = 2
_END_NAMES: Final[tuple[FastEnd, FastEnd, FastEnd]] = ("domino", "lock", "void")
_TEAMS: Final[tuple[Team, Team]] = (Team.NS, Team.EW)  # a seat's team is seat index & 1
_CHUNK: Final = 12
"""Bits per lookup when counting the pips left in a hand."""

_LEAD: Final = 0
_LEFT: Final = 1
_RIGHT: Final = 2
_PASS: Final = -1
_SIDES: Final[tuple[End, End]] = ("left", "right")

_Step = tuple[int, int, int]
"""A recorded turn: (seat index, tile index or ``_PASS``, ``_LEAD``/``_LEFT``/``_RIGHT``)."""


def double_six(base: str = "ndf-double-nine") -> BlockRules:
    """The double-six game: a rulebook's rules with 28 tiles, 7 to a hand.

    >>> double_six().max_pip, double_six().hand_size
    (6, 7)
    """
    return replace(rules_for(base), max_pip=6, hand_size=7)


@dataclass(frozen=True, slots=True)
class FastResult:
    """How one simulated hand ended; :meth:`outcome` is the typed engine's view of it."""

    end: FastEnd
    winner: Seat | None
    team: Team | None
    points: int
    counts: tuple[int, int, int, int]
    """Pips left in North's, East's, South's and West's hands."""
    rule_id: str
    plays: int
    """Tiles played, the lead included."""
    passes: int

    def outcome(self) -> Outcome:
        """The :class:`~reference_impl.block.hand.Outcome` the step-by-step engine reaches."""
        return Outcome(self.end, self.winner, self.team, self.points, self.counts, self.rule_id)


@dataclass(frozen=True, slots=True)
class FastSummary:
    """Totals over many simulated hands."""

    hands: int
    dominoes: int
    locks: int
    voids: int
    team_wins: tuple[int, int]
    """Hands won by North-South and by East-West."""
    team_points: tuple[int, int]
    plays: int
    passes: int


@dataclass(frozen=True, slots=True)
class _Tables:
    """Everything the hot loop needs, precomputed once per set of rules."""

    size: int
    hand_size: int
    number_masks: tuple[int, ...]
    pips: tuple[int, ...]
    highs: tuple[int, ...]
    lows: tuple[int, ...]
    bits: tuple[int, ...]
    shuffle_steps: tuple[tuple[int, int, int], ...]
    """``(i, i + 1, bit length of i + 1)`` for i from size - 1 down to 1, as ``random.shuffle`` walks."""
    pip_chunks: tuple[tuple[int, ...], ...]
    """Pips of every ``_CHUNK``-bit slice of a hand mask, one table per slice."""
    next_seat: tuple[int, int, int, int]
    next_leader: tuple[int, int, int, int]
    lead_to_winner: bool
    lowest_team: bool
    opponents_pips: bool
    rule_ids: tuple[str, str, str]
    """Rule IDs of a domino, a lock and a void (tied lock)."""


_TABLES: dict[tuple[object, ...], _Tables] = {}


def _tables(rules: BlockRules) -> _Tables:
    key: tuple[object, ...] = (
        rules.max_pip,
        rules.hand_size,
        rules.clockwise,
        rules.lead_rotation,
        rules.lock_rule,
        rules.scoring,
        rules.rule_for("score-all-pips"),
        rules.rule_for("lock-lowest-team" if rules.lock_rule == "lowest-team" else "lock-lowest-player"),
        rules.rule_for("lock-tie-replay" if rules.lock_tie == "replay" else "lock-tie-void"),
    )
    cached = _TABLES.get(key)
    if cached is None:
        cached = _TABLES[key] = _build_tables(rules)
    return cached


def _build_tables(rules: BlockRules) -> _Tables:
    tiles = full_set(rules.max_pip)
    size = len(tiles)
    if rules.hand_size < 1 or 4 * rules.hand_size > size:
        raise SetupError(
            f"cannot deal four hands of {rules.hand_size} from the {size} tiles of a double-{rules.max_pip} set"
        )
    bits = tuple(1 << i for i in range(size))
    pips = tuple(tile.pips for tile in tiles)
    masks = tuple(
        sum(bit for bit, tile in zip(bits, tiles, strict=True) if tile.fits(n)) for n in range(rules.max_pip + 1)
    )
    chunks: list[tuple[int, ...]] = []
    for start in range(0, size, _CHUNK):
        width = min(_CHUNK, size - start)
        table = [0] * (1 << width)
        for m in range(1, 1 << width):
            low = (m & -m).bit_length() - 1
            table[m] = table[m & (m - 1)] + pips[start + low]
        chunks.append(tuple(table))
    step = 1 if rules.clockwise else -1
    lead_step = 1 if rules.lead_rotation == "clockwise" else -1
    return _Tables(
        size=size,
        hand_size=rules.hand_size,
        number_masks=masks,
        pips=pips,
        highs=tuple(tile.high for tile in tiles),
        lows=tuple(tile.low for tile in tiles),
        bits=bits,
        shuffle_steps=tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size))),
        pip_chunks=tuple(chunks),
        next_seat=_rotation(step),
        next_leader=_rotation(lead_step),
        lead_to_winner=rules.lead_rotation == "winner",
        lowest_team=rules.lock_rule == "lowest-team",
        opponents_pips=rules.scoring == "opponents-pips",
        rule_ids=(
            rules.rule_for("score-all-pips"),
            rules.rule_for("lock-lowest-team" if rules.lock_rule == "lowest-team" else "lock-lowest-player"),
            rules.rule_for("lock-tie-replay" if rules.lock_tie == "replay" else "lock-tie-void"),
        ),
    )


def _rotation(step: int) -> tuple[int, int, int, int]:
    return ((0 + step) % 4, (1 + step) % 4, (2 + step) % 4, (3 + step) % 4)


_Hand = tuple[int, int, int, int, int, int, int, int, int, int, int]
"""A hand's result as plain ints: kind, winner (-1: none), team (-1: none), points,
four counts, plays, passes, and the leader of the next hand."""


def _run(t: _Tables, rng: random.Random, leader: int, n: int, record: list[_Step] | None) -> tuple[list[int], _Hand]:
    """Deal and play ``n`` hands; the tallies of all of them and the result of the last.

    One function with every table bound to a local: this is the hot loop.
    Tallies: dominoes, locks, voids, NS wins, EW wins, NS points, EW points, plays, passes.
    """
    getrandbits = rng.getrandbits
    steps = t.shuffle_steps
    order = list(range(t.size))
    bit_of = t.bits.__getitem__
    hs = t.hand_size
    hs2, hs3, hs4 = 2 * hs, 3 * hs, 4 * hs
    masks = t.number_masks
    pips = t.pips
    highs = t.highs
    lows = t.lows
    bits = t.bits
    chunks = t.pip_chunks
    nxt = t.next_seat
    next_leader = t.next_leader
    lead_to_winner = t.lead_to_winner
    lowest_team = t.lowest_team
    opponents_pips = t.opponents_pips
    chunk_mask = (1 << _CHUNK) - 1
    tally = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    last: _Hand = (0, -1, -1, 0, 0, 0, 0, 0, 0, 0, leader)
    for _ in range(n):
        # Deal: random.shuffle's own algorithm, inlined (same draws, same result).
        x = order[:]
        for i, below, k in steps:
            j = getrandbits(k)
            while j >= below:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]
        hands = [
            sum(map(bit_of, x[:hs])),
            sum(map(bit_of, x[hs:hs2])),
            sum(map(bit_of, x[hs2:hs3])),
            sum(map(bit_of, x[hs3:hs4])),
        ]
        in_hands = hands[0] | hands[1] | hands[2] | hands[3]
        # The lead: the leader's highest tile, high end on the left.
        seat = leader
        h = hands[seat]
        top = h.bit_length() - 1
        b = bits[top]
        h ^= b
        hands[seat] = h
        in_hands ^= b
        left = highs[top]
        right = lows[top]
        left_mask = masks[left]
        right_mask = masks[right]
        plays = 1
        passes = 0
        if record is not None:
            record.append((seat, top, _LEAD))
        while True:
            if not h:
                kind = _DOMINO
                break
            fit = left_mask | right_mask
            if not in_hands & fit:
                kind = _LOCK
                break
            seat = nxt[seat]
            m = hands[seat] & fit
            while not m:
                if record is not None:
                    record.append((seat, _PASS, _LEAD))
                passes += 1
                seat = nxt[seat]
                m = hands[seat] & fit
            top = m.bit_length() - 1
            b = bits[top]
            h = hands[seat] ^ b
            hands[seat] = h
            in_hands ^= b
            plays += 1
            if b & left_mask:
                left = pips[top] - left
                left_mask = masks[left]
                if record is not None:
                    record.append((seat, top, _LEFT))
            else:
                right = pips[top] - right
                right_mask = masks[right]
                if record is not None:
                    record.append((seat, top, _RIGHT))
        counts = [0, 0, 0, 0]
        for s in (0, 1, 2, 3):
            m = hands[s]
            c = 0
            for table in chunks:
                c += table[m & chunk_mask]
                m >>= _CHUNK
            counts[s] = c
        c0, c1, c2, c3 = counts
        winner = -1
        team = -1
        if kind == _DOMINO:
            winner = seat
            team = seat & 1
        elif lowest_team:
            ns = c0 + c2
            ew = c1 + c3
            if ns == ew:
                kind = _VOID
            else:
                team = 0 if ns < ew else 1
        else:
            low = min(counts)
            lowest = [s for s in (0, 1, 2, 3) if counts[s] == low]
            first = lowest[0]
            if any(s & 1 != first & 1 for s in lowest):
                kind = _VOID
            else:
                team = first & 1
                if len(lowest) == 1:
                    winner = first
        points = 0
        if team >= 0:
            if not opponents_pips:
                points = c0 + c1 + c2 + c3
            elif team == 0:
                points = c1 + c3
            else:
                points = c0 + c2
            tally[3 + team] += 1
            tally[5 + team] += points
        tally[kind] += 1
        tally[7] += plays
        tally[8] += passes
        leader = winner if lead_to_winner and winner >= 0 else next_leader[leader]
        last = (kind, winner, team, points, c0, c1, c2, c3, plays, passes, leader)
    return tally, last


def _result(t: _Tables, last: _Hand) -> FastResult:
    kind, winner, team, points, c0, c1, c2, c3, plays, passes, _ = last
    return FastResult(
        end=_END_NAMES[kind],
        winner=None if winner < 0 else SEATS[winner],
        team=None if team < 0 else _TEAMS[team],
        points=points,
        counts=(c0, c1, c2, c3),
        rule_id=t.rule_ids[kind],
        plays=plays,
        passes=passes,
    )


def simulate_hand(rules: BlockRules, rng: random.Random, leader: Seat) -> FastResult:
    """Deal a hand with ``rng`` and play it out with the first-legal policy.

    The same deal and the same outcome as :func:`reference_impl.block.deal.deal`
    followed by :func:`first_legal_action` until the hand ends.

    >>> r = simulate_hand(double_six(), random.Random(11), Seat.WEST)
    >>> r.end, r.counts, r.winner, r.team, r.points
    ('lock', (6, 10, 11, 7), <Seat.NORTH: 'N'>, <Team.NS: 'NS'>, 34)
    """
    t = _tables(rules)
    _, last = _run(t, rng, leader.index, 1, None)
    return _result(t, last)


def trace_hand(rules: BlockRules, rng: random.Random, leader: Seat) -> tuple[FastResult, tuple[Play | Pass, ...]]:
    """:func:`simulate_hand`, also giving every action in the order the typed API takes them.

    >>> result, actions = trace_hand(double_six(), random.Random(11), Seat.WEST)
    >>> actions[0]
    Play(seat=<Seat.WEST: 'W'>, tile=Tile(high=6, low=6), end=None)
    >>> len(actions) == result.plays + result.passes
    True
    """
    t = _tables(rules)
    record: list[_Step] = []
    _, last = _run(t, rng, leader.index, 1, record)
    tiles = full_set(rules.max_pip)
    actions: list[Play | Pass] = []
    for seat, tile, how in record:
        if tile == _PASS:
            actions.append(Pass(SEATS[seat]))
        else:
            actions.append(Play(SEATS[seat], tiles[tile], None if how == _LEAD else _SIDES[how - 1]))
    return _result(t, last), tuple(actions)


def simulate_hands(rules: BlockRules, seed: int, n: int, leader: Seat = Seat.NORTH) -> FastSummary:
    """Deal and play ``n`` hands from one ``random.Random(seed)``.

    The first hand is led by ``leader``; after that the lead passes as the
    rules say (:func:`reference_impl.block.hand.next_leader`).

    >>> s = simulate_hands(rules_for("ndf-double-nine"), seed=5, n=200)
    >>> s.hands == s.dominoes + s.locks + s.voids == sum(s.team_wins) + s.voids
    True
    """
    if n < 0:
        raise ValueError(f"cannot simulate {n} hands")
    t = _tables(rules)
    tally, _ = _run(t, random.Random(seed), leader.index, n, None)
    return FastSummary(
        hands=n,
        dominoes=tally[_DOMINO],
        locks=tally[_LOCK],
        voids=tally[_VOID],
        team_wins=(tally[3], tally[4]),
        team_points=(tally[5], tally[6]),
        plays=tally[7],
        passes=tally[8],
    )


def first_legal_action(state: HandState) -> Play | Pass:
    """The policy over the typed API: the first legal move, or a pass when there is none.

    Only for a hand in play (``state.outcome is None``).
    """
    moves = legal_moves(state)
    if not moves:
        return Pass(state.turn)
    return Play(state.turn, moves[0].tile, moves[0].end)
