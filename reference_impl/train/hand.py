"""One hand of Mexican Train at one table: immutable state, pure transitions.

Seats are numbered from 1 (the player with the lowest total, who plays first) clockwise; every
train starts from the hand's starting double; ``MEXICAN`` names the public train.

>>> from reference_impl.train.rules import train_rules_for
>>> rules = train_rules_for("mexican-train")
>>> t = Tile.parse
>>> state = new_hand(rules, 12, {1: [t("12-5"), t("5-5"), t("3-1")], 2: [t("12-4"), t("9-9")]}, [t("0-0")])
>>> [str(m) for m in legal_moves(state)]
['12-5 on 1', '12-5 on mexican']
>>> state = apply(state, Play(1, t("12-5"), 1))
>>> state.turn, state.train(1).ends
(2, (5,))
>>> apply(state, Play(2, t("12-4"), 1))
Traceback (most recent call last):
...
reference_impl.errors.IllegalAction: MT-R4.1: seat 2 may not play on train 1: it is neither their own, the Mexican train nor open
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal, Union

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Tile
from reference_impl.train.rules import TrainRules
from rulespec.families import tiles_in_set
from rulespec.model import EngineCheck

MEXICAN: Final = "mexican"
TrainName = Union[int, Literal["mexican"]]
"""A train: the seat number of its owner, or ``"mexican"`` for the public train."""
HandEnd = Literal["out", "open-double", "blocked"]


@dataclass(frozen=True, slots=True)
class Play:
    """Lay ``tile`` on ``train``; ``close``: on one's own open train, take the marker off (False: forgotten);
    ``end``: the number of the open end it is laid against, where it fits two ends showing different numbers
    (None: the lowest-numbered open end it fits, see :func:`chosen_end`)."""

    seat: int
    tile: Tile
    train: TrainName
    close: bool = True
    end: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one tile from the bone-yard (only when unable to play)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Put the marker on one's own train and end the turn (only when unable to play after drawing)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap one's last tile (warn the table that one may go out)."""

    seat: int


Action = Union[Play, Draw, Pass, Tap]


@dataclass(frozen=True, slots=True)
class Train:
    """One train: its tiles in the order laid, its open ends and whether its owner's marker is on it."""

    name: TrainName
    tiles: tuple[Tile, ...]
    ends: tuple[int, ...]
    """Open ends, as numbers; an empty train has one, the starting double's; a double leaves two sides."""
    marker: str | None = None
    """The rule under which the owner's marker is on the train (None: no marker, the train is closed)."""


@dataclass(frozen=True, slots=True)
class OwedDouble:
    """A double not yet satisfied: where it lies, who laid it, and how many players have failed it since."""

    train: TrainName
    pips: int
    seat: int
    failures: int = 0


@dataclass(frozen=True, slots=True)
class Move:
    """A legal play: a tile and the train it goes on."""

    tile: Tile
    train: TrainName

    def __str__(self) -> str:
        return f"{self.tile} on {self.train}"


@dataclass(frozen=True, slots=True)
class TapPenalty:
    """A player who did not tap their last tile in time drew ``tiles`` under ``rule_id``."""

    rule_id: str
    seat: int
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the hand ended and what each seat scores (seat order)."""

    end: HandEnd
    out: int | None
    """The seat that went out, if one did."""
    scores: tuple[int, ...]
    rule_id: str


@dataclass(frozen=True, slots=True)
class TrainHand:
    rules: TrainRules
    start: int
    """The number of the starting double."""
    hands: tuple[frozenset[Tile], ...]
    boneyard: tuple[Tile, ...]
    """The bone-yard in drawing order: the next draw takes the first tile."""
    trains: tuple[Train, ...]
    """One per seat, in seat order, then the Mexican train."""
    turn: int
    drawn: bool = False
    """The player to play has drawn this turn (since their last tile laid)."""
    owed: OwedDouble | None = None
    continuing: bool = False
    """The player to play laid a double this turn and owes the tile that satisfies it."""
    untapped: tuple[int, int] | None = None
    """(seat holding one tile who has not tapped, the seat whose completed turn makes it too late)."""
    forgotten: frozenset[int] = frozenset()
    """Seats whose marker stays on by oversight until their next turn."""
    blocked_passes: int = 0
    """Passes in a row made with the bone-yard empty."""
    last_player: int | None = None
    """The seat that completed the last turn."""
    penalties: tuple[TapPenalty, ...] = ()
    outcome: Outcome | None = None
    history: tuple[Action, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def seats(self) -> range:
        """The seats at the table, numbered from 1."""
        return range(1, len(self.hands) + 1)

    def hand(self, seat: int) -> frozenset[Tile]:
        return self.hands[seat - 1]

    def train(self, name: TrainName) -> Train:
        return self.trains[self.players if name == MEXICAN else int(name) - 1]

    def value(self, seat: int) -> int:
        """What ``seat``'s tiles count: their pips, the double blank counting as the rulebook says."""
        return tile_values(self.rules, self.hand(seat))


def tile_values(rules: TrainRules, tiles: Iterable[Tile]) -> int:
    """The pips of ``tiles``, the double blank counting ``double_blank_value``.

    >>> from reference_impl.train.rules import train_rules_for
    >>> tile_values(train_rules_for("mexican-train"), [Tile.parse("0-0"), Tile.parse("6-5")])
    61
    """
    return sum(rules.double_blank_value if tile == Tile(0, 0) else tile.pips for tile in tiles)


def new_hand(
    rules: TrainRules,
    start: int,
    hands: Mapping[int, Iterable[Tile]],
    boneyard: Sequence[Tile] = (),
    trains: Mapping[TrainName, Sequence[Tile]] | None = None,
    markers: Iterable[int] = (),
    turn: int | None = None,
) -> TrainHand:
    """Set up a hand: ``hands`` by seat 1..n, the bone-yard in drawing order, and optionally trains
    already laid (each a line of tiles from the starting double) and markers down.

    A table outside the rulebook's sizes, a tile held twice, the starting double in play or a train
    that does not run from the starting double is a :class:`SetupError` naming the problem and the rule
    it breaks (none for a request that is simply malformed: a train, a marker or a turn of a seat not at
    the table).
    """
    players = len(hands)
    deal_rule = rules.rule_for("train-table-size")
    if sorted(hands) != list(range(1, players + 1)):
        raise SetupError(
            f"seats must be numbered 1 to {players} without gaps, not {sorted(hands)}",
            rules.rule_for("train-seat-order"),
        )
    if not rules.table_min <= players <= rules.table_max:
        raise SetupError(
            f"{players} players at a table: {deal_rule} seats {rules.table_min} to {rules.table_max}", deal_rule
        )
    if not 0 <= start <= rules.max_pip:
        raise SetupError(
            f"the starting double {start}-{start} is not in a double-{rules.max_pip} set",
            rules.rule_for("train-double-once"),
        )
    seen: dict[Tile, str] = {Tile(start, start): "the starting double"}

    def place(tile: Tile, where: str) -> None:
        if tile.high > rules.max_pip:
            raise SetupError(f"{tile} ({where}) is not in a double-{rules.max_pip} set", deal_rule)
        if tile in seen:
            raise SetupError(f"{tile} appears twice: {seen[tile]} and {where}", deal_rule)
        seen[tile] = where

    built_hands: list[frozenset[Tile]] = []
    for seat in range(1, players + 1):
        tiles = list(hands[seat])
        for tile in tiles:
            place(tile, f"seat {seat}'s hand")
        built_hands.append(frozenset(tiles))
    for tile in boneyard:
        place(tile, "the bone-yard")
    laid = dict(trains or {})
    names: list[TrainName] = [*range(1, players + 1), MEXICAN]
    for name in laid:
        if name not in names:
            raise SetupError(f"no train {name!r} at a table of {players}")
    built_trains: list[Train] = []
    down = set(markers)
    for seat in down:
        if not 1 <= seat <= players:
            raise SetupError(f"a marker for seat {seat}, who is not at the table")
    marker = rules.rule_for("train-marker-when-blocked")
    for name in names:
        ends: tuple[int, ...] = (start,)
        line = tuple(laid.get(name, ()))
        for tile in line:
            place(tile, f"train {name}")
            ends = _extend(rules, ends, tile, name)
        built_trains.append(Train(name, line, ends, marker=marker if name in down else None))
    fresh = len(seen) == tiles_in_set(rules.max_pip) and not any(laid.values())
    if fresh and any(len(hand) != rules.hand_size for hand in built_hands):
        raise SetupError(
            f"a fresh deal: the seats hold {[len(hand) for hand in built_hands]} tiles, and under {deal_rule} "
            f"each player draws {rules.hand_size}",
            deal_rule,
        )
    first = 1 if turn is None else turn  # seat 1 plays first unless the setup says whose turn it is
    if not 1 <= first <= players:
        raise SetupError(f"turn {first}: seats run from 1 to {players}")
    return TrainHand(rules, start, tuple(built_hands), tuple(boneyard), tuple(built_trains), first)


def _extend(rules: TrainRules, ends: tuple[int, ...], tile: Tile, name: TrainName) -> tuple[int, ...]:
    """The open ends after laying ``tile`` on the first end it fits (a setup helper)."""
    for index, end in enumerate(ends):
        if tile.fits(end):
            return _laid(ends, index, tile, end)
    sides = f" ({rules.rule_for('train-double-two-sides')}: a double has two sides only)" if len(ends) > 1 else ""
    raise SetupError(
        f"train {name}: {tile} fits none of its open ends {list(ends)}{sides}", rules.rule_for("must-match-end")
    )


def _laid(ends: tuple[int, ...], index: int, tile: Tile, end: int) -> tuple[int, ...]:
    """``ends`` with end ``index`` (number ``end``) covered by ``tile``: a double leaves two sides."""
    rest = ends[:index] + ends[index + 1 :]
    other = tile.other_end(end)
    return (*rest, other, other) if tile.is_double else (*rest, other)


def chosen_end(ends: tuple[int, ...], tile: Tile, wanted: int | None = None, named: int | None = None) -> int | None:
    """Which of a train's open ``ends`` ``tile`` is laid against: the one showing ``named`` when the play names
    one, else the lowest-numbered end it fits (a double whose second side is open, beside another end, leaves
    two numbers to lay against); only an end showing ``wanted`` while a double is owed. None: it fits none.

    >>> chosen_end((5, 3), Tile(5, 3)), chosen_end((5, 3), Tile(5, 3), named=5), chosen_end((5, 3), Tile(5, 1), named=3)
    (1, 0, None)
    """
    fitting = [
        i
        for i, end in enumerate(ends)
        if tile.fits(end) and (wanted is None or end == wanted) and (named is None or end == named)
    ]
    return min(fitting, key=lambda i: (ends[i], i)) if fitting else None


def available(state: TrainHand, seat: int) -> tuple[TrainName, ...]:
    """The trains ``seat`` may play on: their own, the Mexican train, and every open train."""
    out: list[TrainName] = []
    for train in state.trains:
        if train.name == seat or train.name == MEXICAN or train.marker is not None:
            out.append(train.name)
    return tuple(out)


def legal_moves(state: TrainHand) -> list[Move]:
    """Every legal play of the player to play, in hand order then train order (empty once the hand is over)."""
    if state.outcome is not None:
        return []
    seat = state.turn
    tiles = sorted(state.hand(seat), reverse=True)
    owed = state.owed
    if owed is not None:
        return [Move(tile, owed.train) for tile in tiles if tile.fits(owed.pips)]
    trains = available(state, seat)
    ends = {name: frozenset(state.train(name).ends) for name in trains}  # each train's open numbers, looked up once
    return [Move(tile, name) for tile in tiles for name in trains if tile.high in ends[name] or tile.low in ends[name]]


def apply(state: TrainHand, action: Action) -> TrainHand:
    """The state after ``action``; an :class:`IllegalAction` naming the rule it breaks otherwise."""
    rules = state.rules
    if state.outcome is not None:
        raise IllegalAction(rules.rule_for("turn-order"), "the hand is over")
    if not 1 <= action.seat <= state.players:
        raise IllegalAction(rules.rule_for("turn-order"), f"no seat {action.seat} at a table of {state.players}")
    if isinstance(action, Tap):
        return _tap(state, action)
    if action.seat != state.turn:
        if action.seat == state.last_player and isinstance(action, Play):
            raise IllegalAction(
                rules.rule_for("train-one-tile-a-turn"),
                f"seat {action.seat} has played their tile this turn; it is seat {state.turn}'s turn",
            )
        raise IllegalAction(rules.rule_for("turn-order"), f"it is seat {state.turn}'s turn, not seat {action.seat}'s")
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, Draw):
        return _draw(state, action)
    return _pass(state, action)


def _tap(state: TrainHand, action: Tap) -> TrainHand:
    rule = state.rules.rule_for("train-tap-last-tile")
    held = len(state.hand(action.seat))
    if held != 1:
        raise IllegalAction(rule, f"seat {action.seat} holds {held} tiles; only a last tile is tapped")
    if state.untapped is None or state.untapped[0] != action.seat:
        raise IllegalAction(rule, f"seat {action.seat} has no last tile to tap now")
    return replace(state, untapped=None, history=(*state.history, action))


def _play(state: TrainHand, action: Play) -> TrainHand:
    rules = state.rules
    seat, tile = action.seat, action.tile
    hand = state.hand(seat)
    if tile not in hand:
        raise IllegalAction(rules.rule_for("holds-tile"), f"seat {seat} does not hold {tile}")
    names: list[TrainName] = [*range(1, state.players + 1), MEXICAN]
    if action.train not in names:
        raise IllegalAction(rules.rule_for("train-where-to-play"), f"no train {action.train!r} at this table")
    if action.train not in available(state, seat):
        raise IllegalAction(
            rules.rule_for("train-where-to-play"),
            f"seat {seat} may not play on train {action.train}: it is neither their own, the Mexican train nor open",
        )
    train = state.train(action.train)
    if not action.close and (action.train != seat or train.marker is None):
        raise IllegalAction(
            rules.rule_for("train-close-own"),
            f"only a player's own open train has a marker to leave on; train {action.train} has none of seat {seat}'s",
        )
    owed = state.owed
    if owed is not None and (action.train != owed.train or not tile.fits(owed.pips)):
        raise IllegalAction(
            rules.rule_for("train-satisfy-double"),
            f"the {owed.pips}-{owed.pips} on train {owed.train} must be satisfied first; {tile} does not",
        )
    wanted = owed.pips if owed is not None else None
    index = chosen_end(train.ends, tile, wanted, action.end)
    if index is None:
        check: EngineCheck = "train-first-tile-matches-start" if not train.tiles else "must-match-end"
        raise IllegalAction(
            rules.rule_for(check),
            f"{tile} does not match "
            f"{f'the starting double {state.start}' if not train.tiles else f'the open ends {list(train.ends)}'} "
            f"of train {action.train}{'' if action.end is None else f' at its open end {action.end}'}",
        )
    ends = _laid(train.ends, index, tile, train.ends[index])
    marker, forgotten = train.marker, state.forgotten
    if action.train == seat and train.marker is not None:
        if action.close:
            marker = None
        else:
            marker = rules.rule_for("train-forgotten-marker")
            forgotten = forgotten | {seat}
    trains = list(state.trains)
    trains[state.trains.index(train)] = replace(train, tiles=(*train.tiles, tile), ends=ends, marker=marker)
    hands = list(state.hands)
    hands[seat - 1] = hand - {tile}
    played = replace(
        state,
        hands=tuple(hands),
        trains=tuple(trains),
        forgotten=forgotten,
        owed=None,
        continuing=False,
        drawn=False,
        blocked_passes=0,
        history=(*state.history, action),
    )
    if not hands[seat - 1]:
        rule = rules.rule_for("train-last-double-exempt") if tile.is_double else rules.rule_for("train-going-out")
        return _finish(played, "out", seat, rule)
    if tile.is_double:
        return replace(played, owed=OwedDouble(action.train, tile.high, seat), continuing=True)
    return _complete(played, seat, laid=True)


def _draw(state: TrainHand, action: Draw) -> TrainHand:
    rule = state.rules.rule_for("train-draw-when-blocked")
    moves = legal_moves(state)
    if moves:
        raise IllegalAction(rule, f"seat {action.seat} can play ({moves[0]}) and may not draw")
    if state.drawn:
        raise IllegalAction(rule, f"seat {action.seat} has drawn this turn already")
    if not state.boneyard:
        raise IllegalAction(rule, "the bone-yard is empty")
    hands = list(state.hands)
    hands[action.seat - 1] = hands[action.seat - 1] | {state.boneyard[0]}
    return replace(state, hands=tuple(hands), boneyard=state.boneyard[1:], drawn=True, history=(*state.history, action))


def _pass(state: TrainHand, action: Pass) -> TrainHand:
    rules = state.rules
    rule = rules.rule_for("train-marker-when-blocked")
    moves = legal_moves(state)
    if moves:
        raise IllegalAction(rule, f"seat {action.seat} can play ({moves[0]}) and may not pass")
    if not state.drawn and state.boneyard:
        raise IllegalAction(rule, f"seat {action.seat} must draw before putting the marker down")
    seat = action.seat
    trains = list(state.trains)
    trains[seat - 1] = replace(trains[seat - 1], marker=rule)
    passed = replace(
        state,
        trains=tuple(trains),
        forgotten=state.forgotten - {seat},
        continuing=False,
        history=(*state.history, action),
    )
    owed = state.owed
    if owed is not None:
        failed = replace(owed, failures=owed.failures + 1)
        if failed.failures >= state.players:
            return _finish(replace(passed, owed=failed), "open-double", None, rules.rule_for("train-open-double"))
        passed = replace(passed, owed=failed)
    if not state.boneyard:
        passes = state.blocked_passes + 1
        if passes >= state.players:
            return _finish(passed, "blocked", None, rules.rule_for("train-blocked-hand"))
        passed = replace(passed, blocked_passes=passes)
    return _complete(passed, seat, laid=False)


def _complete(state: TrainHand, seat: int, laid: bool) -> TrainHand:
    """``seat`` has completed a turn: a late tap costs a draw, a last tile must be tapped, play goes clockwise
    and a forgotten marker comes off at its owner's turn."""
    rules = state.rules
    hands, boneyard, penalties = list(state.hands), state.boneyard, state.penalties
    untapped = state.untapped
    if untapped is not None and untapped[1] == seat:
        taken, boneyard = boneyard[: rules.tap_draw], boneyard[rules.tap_draw :]
        if taken:
            hands[untapped[0] - 1] = hands[untapped[0] - 1] | set(taken)
            penalties = (*penalties, TapPenalty(rules.rule_for("train-tap-last-tile"), untapped[0], taken))
        untapped = None
    following = next_seat(state, seat)
    if laid and len(hands[seat - 1]) == 1:
        untapped = (seat, following)
    trains, forgotten = state.trains, state.forgotten
    if following in forgotten:
        rows = list(trains)
        rows[following - 1] = replace(rows[following - 1], marker=None)
        trains, forgotten = tuple(rows), forgotten - {following}
    return replace(
        state,
        hands=tuple(hands),
        boneyard=boneyard,
        penalties=penalties,
        untapped=untapped,
        trains=trains,
        forgotten=forgotten,
        turn=following,
        drawn=False,
        last_player=seat,
    )


def next_seat(state: TrainHand, seat: int) -> int:
    """The seat that plays after ``seat`` (clockwise: 1, 2, ... n, then 1 again)."""
    state.rules.rule_for("play-clockwise")
    return seat % state.players + 1


def _finish(state: TrainHand, end: HandEnd, out: int | None, rule_id: str) -> TrainHand:
    rules = state.rules
    rules.rule_for("train-score-pips")
    scores = tuple(rules.going_out_score if seat == out else state.value(seat) for seat in range(1, state.players + 1))
    return replace(state, outcome=Outcome(end, out, scores, rule_id), turn=state.turn, untapped=None)
