"""One hand of the partnership block game: immutable state, pure transitions.

>>> from reference_impl.rules import rules_for
>>> rules = rules_for("ndf-double-nine")
>>> hands = {Seat.NORTH: ["5-5", "5-1"], Seat.WEST: ["5-3", "0-0"], Seat.SOUTH: ["9-9"], Seat.EAST: ["1-1"]}
>>> state = new_hand(rules, {s: [Tile.parse(t) for t in ts] for s, ts in hands.items()}, leader=Seat.NORTH)
>>> state = apply(state, Play(Seat.NORTH, Tile.parse("5-5")))
>>> state.turn, state.ends
(<Seat.WEST: 'W'>, (5, 5))
>>> [str(m) for m in legal_moves(state)]
['5-3 left', '5-3 right']
>>> apply(state, Pass(Seat.WEST))
Traceback (most recent call last):
...
reference_impl.errors.IllegalAction: NDF-4.1: West holds a tile that fits (5-3) and may not pass
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Literal, Union

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.rules import BlockRules
from reference_impl.tiles import SEATS, Seat, Team, Tile, next_seat

End = Literal["left", "right"]
HandEnd = Literal["domino", "lock", "void", "forfeit"]


@dataclass(frozen=True, slots=True)
class Play:
    """Place ``tile`` on ``end``; with no end, the left end if it fits, else the right."""

    seat: Seat
    tile: Tile
    end: End | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    seat: Seat


@dataclass(frozen=True, slots=True)
class Touch:
    """A player touches a tile in hand (it must then be played, or lies exposed)."""

    seat: Seat
    tile: Tile


@dataclass(frozen=True, slots=True)
class Infraction:
    """A judge records an infraction by ``seat``; ``points`` only for a judge's own ruling."""

    seat: Seat
    kind: str
    points: int = 0


Action = Union[Play, Pass, Touch, Infraction]


@dataclass(frozen=True, slots=True)
class Move:
    """A legal play: a tile and the end it goes on (None for the lead)."""

    tile: Tile
    end: End | None

    def __str__(self) -> str:
        return str(self.tile) if self.end is None else f"{self.tile} {self.end}"


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """A score change a recorded infraction causes: ``points`` is signed (a fine is negative)."""

    rule_id: str
    infraction: str
    seat: Seat
    team: Team
    points: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a hand ended and what it is worth."""

    end: HandEnd
    winner: Seat | None
    team: Team | None
    points: int
    counts: tuple[int, int, int, int]
    rule_id: str


@dataclass(frozen=True, slots=True)
class FirstTile:
    """How the first tile of the hand lies (NDF-10)."""

    tile: Tile
    orientation: Literal["across", "lengthwise"]
    toward_leader: int | None


@dataclass(frozen=True, slots=True)
class HandState:
    rules: BlockRules
    hands: tuple[frozenset[Tile], frozenset[Tile], frozenset[Tile], frozenset[Tile]]
    ends: tuple[int, int] | None
    turn: Seat
    leader: Seat
    first_tile: FirstTile | None
    exposed: tuple[frozenset[Tile], frozenset[Tile], frozenset[Tile], frozenset[Tile]]
    must_play: Tile | None
    general_pass_by: Seat | None
    outcome: Outcome | None
    penalties: tuple[PenaltyRecord, ...]
    history: tuple[Action, ...]

    def hand(self, seat: Seat) -> frozenset[Tile]:
        return self.hands[seat.index]

    def count(self, seat: Seat) -> int:
        return sum(tile.pips for tile in self.hands[seat.index])


_EMPTY: frozenset[Tile] = frozenset()


def new_hand(
    rules: BlockRules,
    hands: Mapping[Seat, Iterable[Tile]],
    leader: Seat,
    turn: Seat | None = None,
    ends: tuple[int, int] | None = None,
    exposed: Mapping[Seat, Iterable[Tile]] | None = None,
) -> HandState:
    """Set up a hand from an explicit position.

    ``turn`` defaults to the leader; ``ends`` describes a line already on the
    table (None: nobody has led yet). Every tile must be unique and in the set.
    """
    seen: dict[Tile, Seat] = {}
    built: list[frozenset[Tile]] = []
    for seat in SEATS:
        tiles = list(hands.get(seat, ()))
        if len(tiles) > rules.hand_size:
            raise SetupError(f"{seat} holds {len(tiles)} tiles; a hand has at most {rules.hand_size}")
        for tile in tiles:
            if tile.high > rules.max_pip:
                raise SetupError(f"{tile} is not in the double-{rules.max_pip} set")
            if tile in seen:
                raise SetupError(f"{tile} is dealt twice ({seen[tile]} and {seat})")
            seen[tile] = seat
        built.append(frozenset(tiles))
    shown: list[frozenset[Tile]] = [_EMPTY] * 4
    for seat, shown_tiles in (exposed or {}).items():
        face_up = frozenset(shown_tiles)
        if not face_up <= built[seat.index]:
            raise SetupError(f"{seat} cannot have exposed tiles that are not in hand")
        shown[seat.index] = face_up
    if ends is not None and any(not 0 <= end <= rules.max_pip for end in ends):
        raise SetupError(f"open ends {ends} are not numbers of the double-{rules.max_pip} set")
    return HandState(
        rules=rules,
        hands=(built[0], built[1], built[2], built[3]),
        ends=ends,
        turn=turn if turn is not None else leader,
        leader=leader,
        first_tile=None,
        exposed=(shown[0], shown[1], shown[2], shown[3]),
        must_play=None,
        general_pass_by=None,
        outcome=None,
        penalties=(),
        history=(),
    )


def _fits(tile: Tile, ends: tuple[int, int] | None) -> bool:
    return ends is None or tile.fits(ends[0]) or tile.fits(ends[1])


def _moves_for(tile: Tile, ends: tuple[int, int] | None) -> list[Move]:
    if ends is None:
        return [Move(tile, None)]
    sides: tuple[End, End] = ("left", "right")
    return [Move(tile, side) for side, number in zip(sides, ends, strict=True) if tile.fits(number)]


def can_play(state: HandState, seat: Seat) -> bool:
    """Whether ``seat`` holds any tile that fits the line."""
    return any(_fits(tile, state.ends) for tile in state.hands[seat.index])


def legal_moves(state: HandState) -> list[Move]:
    """Every legal move of the player to play, in a fixed order; empty means pass."""
    if state.outcome is not None:
        return []
    if state.must_play is not None:
        return _moves_for(state.must_play, state.ends)
    exposed = sorted((t for t in state.exposed[state.turn.index] if _fits(t, state.ends)), reverse=True)
    candidates = exposed if exposed else sorted(state.hands[state.turn.index], reverse=True)
    return [move for tile in candidates for move in _moves_for(tile, state.ends)]


def first_tile_of(tile: Tile) -> FirstTile:
    """How a leading tile is laid: a double across, a mixed tile low end toward the leader."""
    if tile.is_double:
        return FirstTile(tile, "across", None)
    return FirstTile(tile, "lengthwise", tile.low)


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; raises :class:`IllegalAction` naming the broken rule."""
    rules = state.rules
    if state.outcome is not None and not isinstance(action, Infraction):
        raise IllegalAction(rules.rule_for("turn-order"), "the hand is over")
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, Pass):
        return _pass(state, action)
    if isinstance(action, Touch):
        return _touch(state, action)
    return _infraction(state, action)


def _check_turn(state: HandState, seat: Seat, what: str) -> None:
    if seat is not state.turn:
        raise IllegalAction(state.rules.rule_for("turn-order"), f"{seat} may not {what}: it is {state.turn}'s turn")


def _check_holds(state: HandState, seat: Seat, tile: Tile) -> None:
    if tile not in state.hands[seat.index]:
        raise IllegalAction(state.rules.rule_for("holds-tile"), f"{seat} does not hold {tile}")


def _play(state: HandState, action: Play) -> HandState:
    rules = state.rules
    seat, tile = action.seat, action.tile
    _check_turn(state, seat, "play")
    _check_holds(state, seat, tile)
    if state.must_play is not None and tile != state.must_play:
        raise IllegalAction(rules.rule_for("touched-tile"), f"{seat} touched {state.must_play} and must play it")
    ends = state.ends
    waiting = [t for t in state.exposed[seat.index] if _fits(t, ends)]
    if waiting and tile not in waiting:
        raise IllegalAction(
            rules.rule_for("exposed-first"), f"{seat} must first play the exposed tile {max(waiting)}, which fits"
        )
    first = state.first_tile
    if ends is None:
        new_ends = (tile.high, tile.low)
        first = first_tile_of(tile)
    else:
        left, right = ends
        if action.end == "left" or (action.end is None and tile.fits(left)):
            if not tile.fits(left):
                raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} does not match the left end ({left})")
            new_ends = (tile.other_end(left), right)
        elif tile.fits(right):
            new_ends = (left, tile.other_end(right))
        elif action.end == "right":
            raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} does not match the right end ({right})")
        else:
            raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} matches neither open end ({left}, {right})")
    hands = list(state.hands)
    hands[seat.index] = hands[seat.index] - {tile}
    exposed = list(state.exposed)
    was_exposed = tile in exposed[seat.index]
    exposed[seat.index] = exposed[seat.index] - {tile}
    played = replace(
        state,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        exposed=(exposed[0], exposed[1], exposed[2], exposed[3]),
        ends=new_ends,
        first_tile=first,
        must_play=None,
        history=state.history + (action,),
    )
    if not hands[seat.index]:
        return replace(played, outcome=_domino(played, seat, was_exposed), general_pass_by=None)
    if not any(can_play(played, other) for other in SEATS):
        return replace(played, outcome=_lock(played), general_pass_by=None)
    others_blocked = not any(can_play(played, other) for other in SEATS if other is not seat)
    return replace(
        played,
        turn=next_seat(seat, rules.clockwise),
        general_pass_by=seat if others_blocked else None,
    )


def _pass(state: HandState, action: Pass) -> HandState:
    _check_turn(state, action.seat, "pass")
    if state.ends is None or state.must_play is not None or can_play(state, action.seat):
        fitting = sorted((str(t) for t in state.hand(action.seat) if _fits(t, state.ends)), reverse=True)
        raise IllegalAction(
            state.rules.rule_for("pass-only-when-blocked"),
            f"{action.seat} holds a tile that fits ({', '.join(fitting)}) and may not pass",
        )
    return replace(state, turn=next_seat(action.seat, state.rules.clockwise), history=state.history + (action,))


def _touch(state: HandState, action: Touch) -> HandState:
    _check_holds(state, action.seat, action.tile)
    if action.seat is state.turn and state.must_play is None and _fits(action.tile, state.ends):
        return replace(state, must_play=action.tile, history=state.history + (action,))
    if action.tile in state.exposed[action.seat.index]:
        return state
    exposed = list(state.exposed)
    exposed[action.seat.index] = exposed[action.seat.index] | {action.tile}
    touched = replace(state, exposed=(exposed[0], exposed[1], exposed[2], exposed[3]))
    return _infraction(touched, Infraction(action.seat, "exposed-tile"))


def _all_pips(state: HandState) -> int:
    return sum(tile.pips for hand in state.hands for tile in hand)


def _hand_value(state: HandState, team: Team) -> int:
    if state.rules.scoring == "all-pips":
        return _all_pips(state)
    return sum(state.count(seat) for seat in team.other.seats)


def _counts(state: HandState) -> tuple[int, int, int, int]:
    return (state.count(SEATS[0]), state.count(SEATS[1]), state.count(SEATS[2]), state.count(SEATS[3]))


def _domino(state: HandState, seat: Seat, with_exposed: bool) -> Outcome:
    rules = state.rules
    if with_exposed and "exposed-win-scores-nothing" in rules.authority:
        return Outcome("domino", seat, seat.team, 0, _counts(state), rules.rule_for("exposed-win-scores-nothing"))
    return Outcome(
        "domino", seat, seat.team, _hand_value(state, seat.team), _counts(state), rules.rule_for("score-all-pips")
    )


def _lock(state: HandState) -> Outcome:
    rules = state.rules
    counts = _counts(state)
    lock_rule = rules.rule_for("lock-lowest-team" if rules.lock_rule == "lowest-team" else "lock-lowest-player")
    if rules.lock_rule == "lowest-team":
        totals = {team: sum(counts[s.index] for s in team.seats) for team in Team}
        if totals[Team.NS] == totals[Team.EW]:
            return Outcome("void", None, None, 0, counts, rules.rule_for("lock-tie-void"))
        team = min(totals, key=lambda t: totals[t])
        return Outcome("lock", None, team, _hand_value(state, team), counts, lock_rule)
    low = min(counts)
    lowest = [seat for seat in SEATS if counts[seat.index] == low]
    teams = {seat.team for seat in lowest}
    if len(teams) > 1:
        return Outcome("void", None, None, 0, counts, rules.rule_for("lock-tie-void"))
    team = lowest[0].team
    winner = lowest[0] if len(lowest) == 1 else None
    return Outcome("lock", winner, team, _hand_value(state, team), counts, lock_rule)


def _infraction(state: HandState, action: Infraction) -> HandState:
    terms = state.rules.penalty(action.kind)
    team = action.seat.team
    records = list(state.penalties)
    if "fine" in terms.consequences:
        records.append(PenaltyRecord(terms.rule_id, action.kind, action.seat, team, -terms.fine))
    if "judge-decides" in terms.consequences and action.points:
        records.append(PenaltyRecord(terms.rule_id, action.kind, action.seat, team, action.points))
    outcome = state.outcome
    if outcome is None and "void-hand" in terms.consequences:
        outcome = Outcome("void", None, None, 0, _counts(state), terms.rule_id)
    if outcome is None and "forfeit-hand" in terms.consequences:
        outcome = Outcome("forfeit", None, team.other, _hand_value(state, team.other), _counts(state), terms.rule_id)
    return replace(state, penalties=tuple(records), outcome=outcome, history=state.history + (action,))


def next_leader(rules: BlockRules, leader: Seat, outcome: Outcome | None) -> Seat:
    """Who leads the hand after one led by ``leader`` (NDF-2.3: rotation)."""
    if rules.lead_rotation == "winner" and outcome is not None and outcome.winner is not None:
        return outcome.winner
    return next_seat(leader, rules.lead_rotation == "clockwise")
