"""One hand of All Fives: immutable state, pure transitions.

A hand starts from a whole deal: two hands of ``hand_size`` and the rest of the set in the bone-yard
(singles), or every tile in four hands (doubles). Every play that leaves the count at a multiple of
the count unit scores it; a player who goes out scores the opponents' tiles, rounded; a hand nobody
can play on any more is blocked; and a side that reaches the target stops the game at once.

>>> from reference_impl.fives.rules import rules_for
>>> from reference_impl.tiles import full_set
>>> rules = rules_for("wcdt-all-fives")
>>> tiles = list(full_set(6))
>>> north = [Tile.parse(t) for t in ("6-4", "5-5", "4-1", "3-2", "2-2", "1-0", "0-0")]
>>> east = [Tile.parse(t) for t in ("6-6", "6-5", "5-4", "5-3", "4-4", "3-3", "2-1")]
>>> rest = [t for t in tiles if t not in north + east]
>>> state = new_hand(rules, {Seat.NORTH: north, Seat.EAST: east}, rest, leader=Seat.NORTH)
>>> state = apply(state, Play(Seat.NORTH, Tile.parse("6-4")))
>>> state.scores, state.last_points, state.turn
((10, 0), 10, <Seat.EAST: 'E'>)
>>> apply(state, Draw(Seat.EAST))
Traceback (most recent call last):
...
reference_impl.errors.IllegalAction: WCDT-5.1: East holds a tile that plays (6-6 left) and may not draw
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Union

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives.layout import Layout, Side
from reference_impl.fives.rules import FivesRules
from reference_impl.tiles import SEATS, Seat, Team, Tile, full_set, next_seat

HandEnd = Literal["domino", "lock", "void", "game"]
"""``domino``: a player went out; ``lock``: nobody can play; ``void``: a lock with equal counts, scoring
nothing; ``game``: a play's count took a side to the target and the hand stopped there."""


@dataclass(frozen=True, slots=True)
class Play:
    """Place ``tile`` on ``side``; with no side, the first open side it fits (left, right, up, down)."""

    seat: Seat
    tile: Tile
    side: Side | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the next tile of the bone-yard."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the turn go by."""

    seat: Seat


Action = Union[Play, Draw, Pass]


@dataclass(frozen=True, slots=True)
class Move:
    """A legal play: a tile and the side it goes on (no side for the first tile)."""

    tile: Tile
    side: Side | None

    def __str__(self) -> str:
        return str(self.tile) if self.side is None else f"{self.tile} {self.side}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the hand ended and what it scored at its end (the counts scored during play are in the scores)."""

    end: HandEnd
    winner: Seat | None
    team: Team | None
    points: int
    counts: tuple[tuple[Seat, int], ...]
    """The pips left in each seated player's hand."""


@dataclass(frozen=True, slots=True)
class HandState:
    """A hand position. Build one with :func:`new_hand`; move on with :func:`apply`."""

    rules: FivesRules
    seated: tuple[Seat, ...]
    """The players at the table, clockwise from North."""
    hands: tuple[tuple[Tile, ...], ...]
    """Each seat's tiles, indexed like :data:`reference_impl.tiles.SEATS` (empty for an empty seat)."""
    boneyard: tuple[Tile, ...]
    """The tiles left to draw, in the order they will be drawn."""
    layout: Layout | None
    leader: Seat
    turn: Seat
    scores: tuple[int, int]
    """North-South's and East-West's game scores, the counts of this hand included."""
    last_points: int = 0
    """What the last action's count scored for the player's side (the count at the end of the hand is the outcome's)."""
    outcome: Outcome | None = None
    game_winner: Team | None = None
    """The side that reached the target in this hand; it wins the game."""
    history: tuple[Action, ...] = ()

    @property
    def singles(self) -> bool:
        return len(self.seated) == self.rules.singles_players

    def hand(self, seat: Seat) -> tuple[Tile, ...]:
        return self.hands[seat.index]

    def next_seat(self, seat: Seat) -> Seat:
        """The next seated player clockwise (WCDT-3.2; in singles, the other player)."""
        following = next_seat(seat, clockwise=True)
        while following not in self.seated:
            following = next_seat(following, clockwise=True)
        return following

    def next_leader(self) -> Seat:
        """Who goes down in the next hand: the down moves one seated player clockwise (WCDT-2.2)."""
        return self.next_seat(self.leader)


def _team_index(team: Team) -> int:
    return 0 if team is Team.NS else 1


def new_hand(
    rules: FivesRules,
    hands: Mapping[Seat, Sequence[Tile]],
    boneyard: Sequence[Tile],
    leader: Seat,
    scores: Mapping[Team, int] | None = None,
) -> HandState:
    """The position before the down: the whole deal, who goes down, and the game score so far.

    A :class:`SetupError` names what does not fit the rules: a table of neither size, a singles table
    of two partners, a hand of the wrong size, a tile twice or missing from the set, a bone-yard in
    doubles, a leader not at the table, or a game already won; with the rule it breaks where one
    does (the rule that holds the number gone past: the set, the players, the hand, the target).
    """
    seated = tuple(seat for seat in SEATS if seat in hands)
    rules.check_table(seated, "players at the table")
    for seat in seated:
        if len(hands[seat]) != rules.hand_size:
            raise SetupError(
                f"{seat} holds {len(hands[seat])} tiles; each player takes {rules.hand_size}",
                rules.rule_of("hand_size"),
            )
    doubles = len(seated) == rules.doubles_players and len(seated) != rules.singles_players
    if doubles and boneyard:
        # four hands of hand_size hold the whole set: a bone-yard's tiles are dealt twice (the set's rule)
        raise SetupError(f"doubles has no bone-yard: {len(boneyard)} tiles given to draw", rules.rule_of("max_pip"))
    dealt = [tile for seat in seated for tile in hands[seat]] + list(boneyard)
    repeated = sorted({str(tile) for tile in dealt if dealt.count(tile) > 1})
    if repeated:
        raise SetupError(f"tiles dealt twice: {', '.join(repeated)}", rules.rule_of("max_pip"))
    complete = set(full_set(rules.max_pip))
    foreign = sorted(str(tile) for tile in set(dealt) - complete)
    if foreign:
        raise SetupError(f"tiles not in a double-{rules.max_pip} set: {', '.join(foreign)}", rules.rule_of("max_pip"))
    missing = sorted(str(tile) for tile in complete - set(dealt))
    if missing:
        raise SetupError(
            f"the deal leaves out {', '.join(missing)}: the hands and the bone-yard hold the whole "
            f"double-{rules.max_pip} set",
            rules.rule_of("max_pip"),
        )
    if leader not in seated:
        raise SetupError(f"{leader} goes down but is not at the table")
    start = scores or {}
    points = (start.get(Team.NS, 0), start.get(Team.EW, 0))
    if max(points) >= rules.target_score:
        raise SetupError(
            f"a side already has {max(points)} points: the game ended at {rules.target_score}",
            rules.rule_of("target_score"),
        )
    if min(points) < 0:
        raise SetupError(
            f"a game score of {points[0]}-{points[1]}: points are only ever won", rules.rule_of("target_score")
        )
    if any(p % rules.count_unit for p in points):
        raise SetupError(
            f"a game score of {points[0]}-{points[1]}: points are scored only in multiples of {rules.count_unit}",
            rules.rule_of("target_score"),
        )
    return HandState(
        rules=rules,
        seated=seated,
        hands=tuple(tuple(hands.get(seat, ())) for seat in SEATS),
        boneyard=tuple(boneyard),
        layout=None,
        leader=leader,
        turn=leader,
        scores=points,
    )


def moves_for(state: HandState, seat: Seat) -> tuple[Move, ...]:
    """Every play ``seat`` could make now, were it their turn."""
    if state.outcome is not None:
        return ()
    if state.layout is None:
        return tuple(Move(tile, None) for tile in state.hand(seat))
    layout = state.layout
    return tuple(
        Move(tile, side) for tile in state.hand(seat) for side in layout.open_sides() if tile.fits(_end(layout, side))
    )


def _end(layout: Layout, side: Side) -> int:
    arm = layout.arm(side)
    assert arm is not None
    return arm.end


def legal_moves(state: HandState) -> tuple[Move, ...]:
    """Every legal play of the player to play; empty when they must draw or pass, or the hand is over."""
    return moves_for(state, state.turn)


def _refuse(state: HandState, check: Literal["turn-order", "holds-tile"], message: str) -> IllegalAction:
    return IllegalAction(state.rules.rule_for(check), message)


def apply(state: HandState, action: Action) -> HandState:
    """The position after ``action``; an :class:`IllegalAction` naming the rule it breaks when it is not allowed."""
    rules = state.rules
    if state.outcome is not None:
        rule = rules.rule_for("match-target" if state.outcome.end == "game" else "turn-order")
        raise IllegalAction(rule, f"the hand is over ({state.outcome.end}); {action.seat} cannot act")
    if action.seat not in state.seated:
        raise _refuse(state, "turn-order", f"{action.seat} is not at the table")
    if action.seat is not state.turn:
        raise _refuse(state, "turn-order", f"it is {state.turn}'s turn, not {action.seat}'s")
    moves = legal_moves(state)
    after: HandState
    if isinstance(action, Draw):
        after = _draw(state, action, moves)
    elif isinstance(action, Pass):
        after = _pass(state, action, moves)
    else:
        after = _play(state, action)
    return replace(after, history=(*state.history, action))


def _draw(state: HandState, action: Draw, moves: Iterable[Move]) -> HandState:
    rule = state.rules.rule_for("draw-when-blocked")
    playable = [str(move) for move in moves]
    if playable:
        raise IllegalAction(rule, f"{action.seat} holds a tile that plays ({playable[0]}) and may not draw")
    if not state.boneyard:
        raise IllegalAction(
            rule,
            f"{action.seat} cannot draw: "
            f"{'the bone-yard is empty' if state.singles else 'there is no bone-yard in doubles'}",
        )
    drawn = state.boneyard[0]
    hands = tuple((*h, drawn) if seat is action.seat else h for seat, h in zip(SEATS, state.hands, strict=True))
    return _settle(replace(state, hands=hands, boneyard=state.boneyard[1:], last_points=0))


def _pass(state: HandState, action: Pass, moves: Iterable[Move]) -> HandState:
    playable = [str(move) for move in moves]
    if playable:
        rule = state.rules.rule_for("pass-only-when-blocked")
        raise IllegalAction(rule, f"{action.seat} holds a tile that plays ({playable[0]}) and may not pass")
    if state.boneyard:
        rule = state.rules.rule_for("draw-when-blocked")
        raise IllegalAction(rule, f"{action.seat} cannot play and must draw: the bone-yard holds {len(state.boneyard)}")
    return replace(state, turn=state.next_seat(action.seat), last_points=0)


def _play(state: HandState, action: Play) -> HandState:
    rules = state.rules
    seat, tile = action.seat, action.tile
    if tile not in state.hand(seat):
        raise _refuse(state, "holds-tile", f"{seat} does not hold {tile}")
    if state.layout is None:
        layout = Layout.start(tile)
    else:
        layout = state.layout.place(_side(state, state.layout, action), tile)
    hands = tuple(tuple(t for t in h if t != tile) if s is seat else h for s, h in zip(SEATS, state.hands, strict=True))
    points = rules.scores(layout.count())
    team = seat.team
    scores = _add(state.scores, team, points)
    played = replace(state, layout=layout, hands=hands, scores=scores, last_points=points)
    if scores[_team_index(team)] >= rules.target_score:
        return replace(played, outcome=_outcome(played, "game", seat, 0), game_winner=team)
    if not hands[seat.index]:
        count = rules.round_count(sum(t.pips for s in played.seated if s.team is not team for t in played.hand(s)))
        return _finish(played, _outcome(played, "domino", seat, count))
    return _settle(replace(played, turn=state.next_seat(seat)))


def _side(state: HandState, layout: Layout, action: Play) -> Side:
    """The side a play goes on, or an :class:`IllegalAction` naming why it cannot go there."""
    rules = state.rules
    tile = action.tile
    if action.side is None:
        fitting: Side | None = next((side for side in layout.open_sides() if tile.fits(_end(layout, side))), None)
        if fitting is None:
            ends = ", ".join(f"{side} {_end(layout, side)}" for side in layout.open_sides())
            raise IllegalAction(rules.rule_for("must-match-end"), f"{tile} matches no open end ({ends})")
        return fitting
    arm = layout.arm(action.side)
    if arm is None:
        if layout.spinner is None:
            why = "there is no spinner yet"
        else:
            why = f"the spinner {layout.spinner} opens it only once both its long sides have a tile"
        raise IllegalAction(rules.rule_for("spinner-sides"), f"the {action.side} side is not open: {why}")
    if not tile.fits(arm.end):
        raise IllegalAction(
            rules.rule_for("must-match-end"), f"{tile} does not match the {action.side} end ({arm.end})"
        )
    return action.side


def _add(scores: tuple[int, int], team: Team, points: int) -> tuple[int, int]:
    index = _team_index(team)
    return (scores[0] + points, scores[1]) if index == 0 else (scores[0], scores[1] + points)


def _counts(state: HandState) -> tuple[tuple[Seat, int], ...]:
    return tuple((seat, sum(t.pips for t in state.hand(seat))) for seat in state.seated)


def _outcome(state: HandState, end: HandEnd, winner: Seat | None, points: int) -> Outcome:
    return Outcome(end, winner, None if winner is None else winner.team, points, _counts(state))


def _finish(state: HandState, outcome: Outcome) -> HandState:
    """End the hand with ``outcome``, adding its points to the winners' game score."""
    scores = state.scores if outcome.team is None else _add(state.scores, outcome.team, outcome.points)
    reached = [team for team in (Team.NS, Team.EW) if scores[_team_index(team)] >= state.rules.target_score]
    return replace(
        state,
        scores=scores,
        outcome=outcome,
        game_winner=reached[0] if reached else None,
    )


def blocked(state: HandState) -> bool:
    """Nobody can play and nothing is left to draw (WCDT-6.2)."""
    return state.layout is not None and not state.boneyard and not any(moves_for(state, seat) for seat in state.seated)


def _settle(state: HandState) -> HandState:
    """Block the hand if nobody can play any more: the side with the lower count scores the other's, rounded."""
    if not blocked(state):
        return state
    rules = state.rules
    rules.rule_for("lock-lowest-team")  # the rule that scores a blocked hand (fails closed when there is none)
    totals = {team: sum(pips for seat, pips in _counts(state) if seat.team is team) for team in (Team.NS, Team.EW)}
    if totals[Team.NS] == totals[Team.EW]:
        rules.rule_for("lock-tie-void")
        return _finish(state, _outcome(state, "void", None, 0))
    low = Team.NS if totals[Team.NS] < totals[Team.EW] else Team.EW
    winner = min((seat for seat in state.seated if seat.team is low), key=lambda s: sum(t.pips for t in state.hand(s)))
    outcome = _outcome(state, "lock", winner, rules.round_count(totals[low.other]))
    return _finish(state, outcome)
