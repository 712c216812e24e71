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
``max_pip``, ``hand_size``, ``clockwise``, ``lock_rule``, ``lock_tie`` (a tied
lock void, or dealt again: ``"restart"``), ``scoring``, ``lead_rotation`` and
the rule IDs the outcome names. The lead of a hand is a :class:`Lead`, as
:func:`reference_impl.block.hand.new_hand` takes it: a seat (the usual lead),
the double-six opening (the holder of the highest double leads it) or the
winners' opening (a player of the partnership that won the last hand leads).
Every variant the typed engine plays a hand of without infractions is played
here; what cannot be played (a double-six opening when not every tile is dealt,
so nobody may hold it) is refused with a :class:`~reference_impl.errors.SetupError`.

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
fits there, else on the right; the leader leads its highest tile (with the
double-six opening, the double itself); a seat with no tile that fits passes.
Where the winners of the last hand lead (DORAL-8.2: either of them), the one who
went out or won the lock leads, else the partnership's first seat
(:func:`next_lead`). :func:`first_legal_action` is that policy over the
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

from reference_impl.block.hand import (
    End,
    HandState,
    Opening,
    Outcome,
    Pass,
    Play,
    legal_moves,
    next_leader,
    next_opening,
)
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import SetupError
from reference_impl.tiles import SEATS, Seat, Team, full_set
from rulespec.model import EngineCheck

POLICY: Final = "first-legal"
"""The only play policy: the first move of ``legal_moves``, else a pass."""

FastEnd = Literal["domino", "lock", "void", "restart"]

_DOMINO: Final = 0
_LOCK: Final = 1
_VOID: Final = 2
_RESTART: Final = 3
_END_NAMES: Final[tuple[FastEnd, FastEnd, FastEnd, FastEnd]] = ("domino", "lock", "void", "restart")
_BY_SEAT: Final = 0
_DOUBLE_SIX: Final = 1
_WINNERS: Final = 2
_OPENINGS: Final[tuple[Opening | None, Opening, Opening]] = (None, "double-six", "winners")
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
class Lead:
    """How a hand's lead is fixed, as :func:`reference_impl.block.hand.new_hand` takes it.

    ``seat`` leads (None with the double-six opening: the holder of the highest
    double leads it); with the ``winners`` opening ``seat`` is one of ``winners``.
    """

    seat: Seat | None
    opening: Opening | None = None
    winners: Team | None = None


def first_lead(rules: BlockRules, leader: Seat) -> Lead:
    """The lead of a match's first hand: ``leader``, or, where the winners of each hand
    lead the next, the holder of the double six (DORAL-8.1).

    >>> first_lead(rules_for("doral-partnership"), Seat.EAST)
    Lead(seat=None, opening='double-six', winners=None)
    >>> first_lead(rules_for("ndf-double-nine"), Seat.EAST)
    Lead(seat=<Seat.EAST: 'E'>, opening=None, winners=None)
    """
    if rules.lead_rotation == "winning-team":
        return Lead(None, "double-six")
    return Lead(leader)


def next_lead(state: HandState) -> Lead:
    """The lead of the hand after ``state`` (a finished hand), under the simulation's policy.

    The rules decide the opening (:func:`reference_impl.block.hand.next_opening`) or the
    next leader (:func:`reference_impl.block.hand.next_leader`); where either winner may
    lead, the policy picks the winning player, else the partnership's first seat.
    """
    outcome = state.outcome
    if outcome is None:
        raise SetupError("the next lead follows a finished hand")
    opening, team = next_opening(state)
    if opening == "double-six":
        return Lead(None, "double-six")
    if opening == "winners" and team is not None:
        seat = outcome.winner if outcome.winner is not None and outcome.winner.team is team else team.seats[0]
        return Lead(seat, "winners", team)
    return Lead(next_leader(state.rules, state.leader, outcome))


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
    leader: Seat
    """The seat that led the hand."""
    next: Lead
    """How the next hand is led (:func:`next_lead`)."""

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
    restarts: int
    """Tied locks dealt again (``lock_tie`` replay)."""
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
    shuffle_steps: tuple[tuple[int, int, int], ...]
    """``(i, i + 1, bit length of i + 1)`` for i from size - 1 down to 1, as ``random.shuffle`` walks."""
    pip_chunks: tuple[tuple[int, ...], ...]
    """Pips of every ``_CHUNK``-bit slice of a hand mask, one table per slice."""
    turn_step: int
    """What the next seat to play adds to a seat index, modulo 4: 1 clockwise, 3 counter-clockwise."""
    lead_step: int
    """What the next hand's leader adds to this hand's leader, modulo 4, where the lead rotates."""
    lead_to_winner: bool
    winning_team: bool
    """The winners of a hand lead the next; a hand nobody won opens with the double six."""
    all_dealt: bool
    """Every tile of the set is dealt (so somebody holds the highest double)."""
    lowest_team: bool
    opponents_pips: bool
    tie_kind: int
    """What a tied lock is: ``_VOID`` or ``_RESTART``."""
    rule_ids: tuple[str, str, str, str]
    """Rule IDs of a domino, a lock and a tied lock (void, then replayed: the same rule)."""


_TABLES: dict[tuple[object, ...], _Tables] = {}


def _tables(rules: BlockRules) -> _Tables:
    key: tuple[object, ...] = (
        rules.max_pip,
        rules.hand_size,
        rules.clockwise,
        rules.lead_rotation,
        rules.lock_rule,
        rules.lock_tie,
        rules.scoring,
        *_rule_ids(rules),
    )
    cached = _TABLES.get(key)
    if cached is None:
        cached = _TABLES[key] = _build_tables(rules)
    return cached


def _rule_ids(rules: BlockRules) -> tuple[str, str, str]:
    """The rules the typed engine names for a domino, a lock and a tied lock (the same checks)."""
    lock_rule: EngineCheck = "lock-lowest-team" if rules.lock_rule == "lowest-team" else "lock-lowest-player"
    tie: EngineCheck = "lock-tie-replay" if rules.lock_tie == "replay" else "lock-tie-void"
    return rules.rule_for("score-all-pips"), rules.rule_for(lock_rule), rules.rule_for(tie)


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
    domino, lock, tie = _rule_ids(rules)
    return _Tables(
        size=size,
        hand_size=rules.hand_size,
        number_masks=masks,
        pips=pips,
        highs=tuple(tile.high for tile in tiles),
        lows=tuple(tile.low for tile in tiles),
        shuffle_steps=tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size))),
        pip_chunks=tuple(chunks),
        turn_step=1 if rules.clockwise else 3,
        lead_step=1 if rules.lead_rotation == "clockwise" else 3,
        lead_to_winner=rules.lead_rotation == "winner",
        winning_team=rules.lead_rotation == "winning-team",
        all_dealt=4 * rules.hand_size == size,
        lowest_team=rules.lock_rule == "lowest-team",
        opponents_pips=rules.scoring == "opponents-pips",
        tie_kind=_RESTART if rules.lock_tie == "replay" else _VOID,
        rule_ids=(domino, lock, tie, tie),
    )


_Hand = tuple[int, int, int, int, int, int, int, int, int, int, int, int, int, int]
"""A hand's result as plain ints: kind, winner (-1: none), team (-1: none), points,
four counts, plays, passes, the seat that led, and the next hand's lead: leader
(-1: the double-six holder), opening and the winners (-1: none)."""


def _run(
    t: _Tables, rng: random.Random, lead: tuple[int, int, int], n: int, record: list[_Step] | None
) -> tuple[list[int], _Hand]:
    """Deal and play ``n`` hands, the first led as ``lead`` says; the tallies of all of them and the result of the last.

    ``lead`` is (leader or -1, ``_BY_SEAT``/``_DOUBLE_SIX``/``_WINNERS``, winners' team or -1).
    One function with every table bound to a local: this is the hot loop. ``benchmarks/compiled.py`` also
    compiles this file with mypyc, which turns ``int`` locals into machine integers: so the loop keeps a
    hand's masks in locals while dealing, steps seats by arithmetic (a fixed-length tuple indexed by a
    variable is boxed into a new tuple on every lookup there), and builds no tuple per hand.
    Tallies: dominoes, locks, voids, restarts, NS wins, EW wins, NS points, EW points, plays, passes.
    """
    getrandbits = rng.getrandbits
    steps = t.shuffle_steps
    hs = t.hand_size
    hs2, hs3 = 2 * hs, 3 * hs
    order = list(range(t.size))
    masks = t.number_masks
    pips = t.pips
    highs = t.highs
    lows = t.lows
    chunks = t.pip_chunks
    turn_step = t.turn_step
    lead_step = t.lead_step
    lead_to_winner = t.lead_to_winner
    winning_team = t.winning_team
    lowest_team = t.lowest_team
    opponents_pips = t.opponents_pips
    tie_kind = t.tie_kind
    top_bit = 1 << (t.size - 1)
    chunk_mask = (1 << _CHUNK) - 1
    tally = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    leader, opening, lead_team = lead
    kind = _DOMINO
    winner = team = -1
    points = c0 = c1 = c2 = c3 = plays = passes = 0
    led = leader
    for _ in range(n):
        # Deal: random.shuffle's own algorithm, inlined (same draws, same result), then hand_size tiles
        # to each seat in turn.
        x = order[:]
        for i, below, k in steps:
            j = getrandbits(k)
            while j >= below:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]
        h0 = h1 = h2 = h3 = 0
        for p in range(hs):
            h0 |= 1 << x[p]
            h1 |= 1 << x[p + hs]
            h2 |= 1 << x[p + hs2]
            h3 |= 1 << x[p + hs3]
        hands = [h0, h1, h2, h3]
        in_hands = h0 | h1 | h2 | h3
        # The lead: the leader's highest tile, high end on the left (the double-six opening:
        # its holder leads it, and it is the highest tile of the set).
        if opening == _DOUBLE_SIX:
            seat = next((s for s in (0, 1, 2, 3) if hands[s] & top_bit), -1)
            if seat < 0 or (leader >= 0 and leader != seat):
                raise SetupError(_opening_refused(seat, leader))
            leader = seat
        seat = leader
        h = hands[seat]
        top = h.bit_length() - 1
        b = 1 << top
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
            seat = (seat + turn_step) & 3
            m = hands[seat] & fit
            while not m:
                if record is not None:
                    record.append((seat, _PASS, _LEAD))
                passes += 1
                seat = (seat + turn_step) & 3
                m = hands[seat] & fit
            top = m.bit_length() - 1
            b = 1 << top
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
        for s in range(4):
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
                kind = tie_kind
            else:
                team = 0 if ns < ew else 1
        else:
            low = min(counts)
            lowest = [s for s in (0, 1, 2, 3) if counts[s] == low]
            first = lowest[0]
            if any(s & 1 != first & 1 for s in lowest):
                kind = tie_kind
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
            tally[4 + team] += 1
            tally[6 + team] += points
        tally[kind] += 1
        tally[8] += plays
        tally[9] += passes
        led = leader
        if winning_team:
            # The winners lead (the one who won, else the partnership's first seat, N or E);
            # a hand nobody won is followed by the double-six opening.
            if team >= 0:
                leader, opening, lead_team = (winner if winner >= 0 else team), _WINNERS, team
            else:
                leader, opening, lead_team = -1, _DOUBLE_SIX, -1
        else:
            leader = winner if lead_to_winner and winner >= 0 else (led + lead_step) & 3
            opening, lead_team = _BY_SEAT, -1
    return tally, (kind, winner, team, points, c0, c1, c2, c3, plays, passes, led, leader, opening, lead_team)


def _opening_refused(holder: int, leader: int) -> str:
    if holder < 0:
        return "nobody holds the highest double, which opens the hand"
    return f"{SEATS[holder]} holds the highest double and leads; {SEATS[leader]} cannot"


def _lead_code(t: _Tables, lead: Lead) -> tuple[int, int, int]:
    """``lead`` as the hot loop takes it; a lead the rules cannot play is a :class:`SetupError`."""
    seat, opening, winners = lead.seat, lead.opening, lead.winners
    if (opening == "double-six" or t.winning_team) and not t.all_dealt:
        raise SetupError(
            f"the fast simulator cannot open with the highest double when {4 * t.hand_size} of "
            f"{t.size} tiles are dealt: nobody may hold it"
        )
    if opening == "double-six":
        return (-1 if seat is None else seat.index), _DOUBLE_SIX, -1
    if opening == "winners":
        if winners is None:
            raise SetupError("the winners' opening needs the partnership that won the last hand")
        if seat is None:
            seat = winners.seats[0]
        if seat not in winners.seats:
            raise SetupError(f"{winners} won the last hand and lead this one, not {seat}")
        return seat.index, _WINNERS, _TEAMS.index(winners)
    if seat is None:
        raise SetupError("the hand needs a leader")
    return seat.index, _BY_SEAT, -1


def _lead_of(lead: Lead | Seat | None, opening: Opening | None, winners: Team | None) -> Lead:
    return lead if isinstance(lead, Lead) else Lead(lead, opening, winners)


def _result(t: _Tables, last: _Hand) -> FastResult:
    kind, winner, team, points, c0, c1, c2, c3, plays, passes, led, leader, opening, lead_team = last
    return FastResult(
        end=_END_NAMES[kind],
        winner=None if winner < 0 else SEATS[winner],
        team=None if team < 0 else _TEAMS[team],
        points=points,
        counts=(c0, c1, c2, c3),
        rule_id=t.rule_ids[kind],
        plays=plays,
        passes=passes,
        leader=SEATS[led],
        next=Lead(
            None if leader < 0 else SEATS[leader],
            _OPENINGS[opening],
            None if lead_team < 0 else _TEAMS[lead_team],
        ),
    )


def simulate_hand(
    rules: BlockRules,
    rng: random.Random,
    leader: Lead | Seat | None,
    opening: Opening | None = None,
    winners: Team | None = None,
) -> FastResult:
    """Deal a hand with ``rng`` and play it out with the first-legal policy.

    The same deal and the same outcome as :func:`reference_impl.block.deal.deal`
    (with the same ``leader``, ``opening`` and ``winners``, or a :class:`Lead`)
    followed by :func:`first_legal_action` until the hand ends.

    >>> r = simulate_hand(double_six(), random.Random(11), Seat.WEST)
    >>> r.end, r.counts, r.winner, r.team, r.points
    ('lock', (6, 10, 11, 7), <Seat.NORTH: 'N'>, <Team.NS: 'NS'>, 34)
    >>> doral = rules_for("doral-partnership")
    >>> r = simulate_hand(doral, random.Random(11), None, opening="double-six")
    >>> r.leader, r.end, r.team, r.next
    (<Seat.WEST: 'W'>, 'lock', <Team.NS: 'NS'>, Lead(seat=<Seat.NORTH: 'N'>, opening='winners', winners=<Team.NS: 'NS'>))
    """
    t = _tables(rules)
    _, last = _run(t, rng, _lead_code(t, _lead_of(leader, opening, winners)), 1, None)
    return _result(t, last)


def trace_hand(
    rules: BlockRules,
    rng: random.Random,
    leader: Lead | Seat | None,
    opening: Opening | None = None,
    winners: Team | None = None,
) -> tuple[FastResult, tuple[Play | Pass, ...]]:
    """:func:`simulate_hand`, also giving every action in the order the typed API takes them.

    >>> result, actions = trace_hand(double_six(), random.Random(11), Seat.WEST)
    >>> actions[0]
    Play(seat=<Seat.WEST: 'W'>, tile=Tile(high=6, low=6), end=None, announced=False)
    >>> len(actions) == result.plays + result.passes
    True
    """
    t = _tables(rules)
    record: list[_Step] = []
    _, last = _run(t, rng, _lead_code(t, _lead_of(leader, opening, winners)), 1, record)
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

    The first hand is led as :func:`first_lead` says (``leader``, or the double-six
    holder where the winners of each hand lead the next); after that the lead
    passes as :func:`next_lead` says.

    >>> s = simulate_hands(rules_for("ndf-double-nine"), seed=5, n=200)
    >>> s.hands == s.dominoes + s.locks + s.voids == sum(s.team_wins) + s.voids
    True
    >>> s = simulate_hands(rules_for("doral-partnership"), seed=5, n=400)
    >>> s.voids, s.restarts > 0, s.hands == sum(s.team_wins) + s.restarts
    (0, True, True)
    """
    if n < 0:
        raise ValueError(f"cannot simulate {n} hands")
    t = _tables(rules)
    tally, _ = _run(t, random.Random(seed), _lead_code(t, first_lead(rules, leader)), n, None)
    return FastSummary(
        hands=n,
        dominoes=tally[_DOMINO],
        locks=tally[_LOCK],
        voids=tally[_VOID],
        restarts=tally[_RESTART],
        team_wins=(tally[4], tally[5]),
        team_points=(tally[6], tally[7]),
        plays=tally[8],
        passes=tally[9],
    )


def first_legal_action(state: HandState) -> Play | Pass:
    """The policy over the typed API: the first legal move, or a pass when there is none.

    Only for a hand in play (``state.outcome is None``).
    """
    moves = legal_moves(state)
    if not moves:
        return Pass(state.turn)
    return Play(state.turn, moves[0].tile, moves[0].end)
