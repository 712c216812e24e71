"""The reference engine's answers for the train family: the ``train`` and ``seating`` requests.

The reference adapter (:mod:`conformance.reference_adapter`) dispatches a train rulebook's requests
here; this module turns wire messages into the train engine's actions and its states back into
replies. Seats are numbers; as JSON object keys they are written as text.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final, NamedTuple

from conformance.messages import (
    ActionResult,
    Capability,
    EventEntrant,
    LateReply,
    SeatingReply,
    SeatingRequest,
    TrainAction,
    TrainLine,
    TrainPenaltyReply,
    TrainReply,
    TrainRequest,
    TrainSetup,
)
from conformance.reference_refusal import naming_the_rule
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Tile
from reference_impl.train import event
from reference_impl.train import hand as engine
from reference_impl.train.rules import TrainRules, train_rules_for
from rulespec.families import MEXICAN_TRAIN

FAMILY: Final = MEXICAN_TRAIN.name
"""The family whose requests this module answers."""
TRAIN_CAPABILITIES: Final[tuple[Capability, ...]] = ("train", "train-event")
"""The capabilities of the train family: what the reference claims for a train rulebook, and only for one."""
TRAIN_CLAIM: Final[tuple[Capability, ...]] = (*TRAIN_CAPABILITIES, "infractions")
"""What the reference claims for a train rulebook: its own capabilities, and the organiser's records and lateness
(``infractions``, shared with the other families)."""


def _train_name(text: str) -> engine.TrainName:
    """A train's name on the wire as the engine's: whether the table has that train is the engine's check."""
    if text == engine.MEXICAN:
        return engine.MEXICAN
    if text.isdigit():
        return int(text)
    raise SetupError(f"no train {text!r}: a train is named by its owner's seat number, or mexican")


def _tiles(texts: list[str]) -> list[Tile]:
    """Tiles of a setup, read by the grammar alone: whether the set in play holds them is the engine's
    setup check, which names the rule a tile outside the set breaks."""
    return [Tile.read(text) for text in texts]


def _seat_keys(keys: list[str]) -> dict[str, int]:
    """Each seat key of a setup's hands with its number (a key that is no number is malformed)."""
    seats = {key: int(key) for key in keys if key.isdigit()}
    if len(seats) != len(keys):
        raise SetupError(f"seats at a train table are numbers from 1: {keys}")
    return seats


def new_hand(rules: TrainRules, request: TrainRequest) -> engine.TrainHand:
    setup = request["setup"]
    seats = _seat_keys(list(setup["hands"]))
    trains: dict[engine.TrainName, list[Tile]] = {
        _train_name(name): _tiles(tiles) for name, tiles in setup.get("trains", {}).items()
    }
    return engine.new_hand(
        rules,
        setup["start"],
        {seats[key]: _tiles(tiles) for key, tiles in setup["hands"].items()},
        _tiles(setup["boneyard"]),
        trains,
        setup.get("markers", []),
        setup.get("turn"),
    )


def _penalty(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
    """An infraction the organiser records: only the rulebook's organiser-decided penalties, with their points."""
    assert message["type"] == "infraction"
    record = event.organiser_penalty(
        train_rules_for(rulebook), message["kind"], message["seat"], message.get("points"), state.players
    )
    return {"rule": record.rule_id, "infraction": record.infraction, "seat": record.seat, "points": record.points}


def action(rules: TrainRules, message: TrainAction) -> engine.Action:
    seat = message["seat"]
    if message["type"] == "play":
        return engine.Play(
            seat,
            Tile.parse(message["tile"], rules.max_pip),
            _train_name(message["train"]),
            close=not message.get("keep_marker", False),
            end=message.get("end"),
        )
    if message["type"] == "draw":
        return engine.Draw(seat)
    if message["type"] == "pass":
        return engine.Pass(seat)
    if message["type"] == "tap":
        return engine.Tap(seat)
    raise SetupError(f"unknown action type {message['type']!r}")


def train_hand(request: TrainRequest) -> TrainReply:
    """Play the request's actions from its setup and describe the result (a setup or a record the rulebook
    allows no such is refused, under the rule it breaks when one does)."""
    with naming_the_rule():
        return _train_hand(request)


def _train_hand(request: TrainRequest) -> TrainReply:
    session = TrainSession(request)
    if not request.get("each", False):
        for message in request["actions"]:
            session.apply(message)
        return session.reply()
    steps = [session.reply(), *(session.step(message) for message in request["actions"])]
    return {**steps[-1], "results": session.results(), "steps": steps}  # the last step is this position


def _late(rules: TrainRules, state: engine.TrainHand, minutes: int, decided: int | None = None) -> LateReply:
    outcome = state.outcome
    points = event.late_points(rules, minutes, decided, None if outcome is None else outcome.scores)
    return {"minutes": minutes, "plays": event.plays_the_hand(rules, minutes), "points": points}


def _decisions(setup: TrainSetup) -> list[tuple[int, int | None]]:
    """Each late player's minutes with the points the organiser gave them (None: the published points)."""
    late = setup.get("late", [])
    decided = setup.get("late_points")
    if decided is None:
        return [(minutes, None) for minutes in late]
    if len(decided) != len(late):
        raise SetupError(f"late_points has {len(decided)} entries for {len(late)} late players: give one for each")
    return list(zip(late, decided, strict=False))  # as long as each other: checked above, with a clear message


def _reply(
    rules: TrainRules,
    state: engine.TrainHand,
    results: list[ActionResult],
    penalties: list[TrainPenaltyReply],
    late: list[tuple[int, int | None]],
    lines: dict[int, tuple[engine.Train, TrainLine]],
) -> TrainReply:
    """The position as a ``train`` reply. ``lines``: the trains already written in this hand, by identity (a
    train no action touched is the same object from step to step, and is written once)."""
    trains: dict[str, TrainLine] = {str(train.name): _line(train, lines) for train in state.trains}
    owed = state.owed
    outcome = state.outcome
    return {
        "results": results,
        "turn": None if outcome is not None else state.turn,
        "trains": trains,
        "legal": [str(move) for move in engine.legal_moves(state)],
        "hand_sizes": {str(seat): len(state.hand(seat)) for seat in state.seats},
        "boneyard": len(state.boneyard),
        "owed": None if owed is None else {"train": str(owed.train), "tile": str(Tile(owed.pips, owed.pips))},
        "untapped": None if state.untapped is None else state.untapped[0],
        "taps": [{"rule": tap.rule_id, "seat": tap.seat, "tiles": len(tap.tiles)} for tap in state.penalties],
        "penalties": penalties,
        "outcome": None
        if outcome is None
        else {
            "end": outcome.end,
            "out": outcome.out,
            "scores": {str(seat): score for seat, score in enumerate(outcome.scores, start=1)},
            "rule": outcome.rule_id,
        },
        "late": [_late(rules, state, minutes, decided) for minutes, decided in late],
    }


def _line(train: engine.Train, lines: dict[int, tuple[engine.Train, TrainLine]]) -> TrainLine:
    """The train as the reply writes it, written once while no action touches it (``lines`` keeps the train
    itself beside its line, so its ``id`` stays its own while kept)."""
    kept = lines.get(id(train))
    if kept is None:
        line: TrainLine = {
            "tiles": [str(tile) for tile in train.tiles],
            "ends": sorted(train.ends),
            "marker": train.marker is not None,
        }
        kept = lines[id(train)] = (train, line)
    return kept[1]


def _rows(entrants: list[EventEntrant]) -> list[event.Standing]:
    """The event's rows in entry order, each marked dropped when the player dropped or the engine drops them
    for absence."""
    return [
        event.Standing(
            entrant["id"],
            tuple(entrant["scores"]),
            entrant.get("dropped", False)
            or event.drops_out(entrant.get("missed", False), entrant.get("absent", False)),
        )
        for entrant in entrants
    ]


def seating(request: SeatingRequest) -> SeatingReply:
    """The standings, the doubles left and the tables of the next hand of a train event (refused, under the
    rule, when the players left cannot make a table)."""
    with naming_the_rule():
        return _seating(request)


def _seating(request: SeatingRequest) -> SeatingReply:
    rules = train_rules_for(request["rulebook"])
    results: list[ActionResult] = []
    for problem in event.start_problems(rules, request["starts"]):
        if problem is None:
            results.append({"accepted": True})
        else:
            rule, reason = problem
            results.append({"accepted": False, "rule": rule, "reason": reason})
    rows = _rows(request["entrants"])
    ranked = event.standings(rows)
    following = event.next_hand(rules, rows)
    return {
        "results": results,
        "hand": following,
        "doubles_left": event.doubles_left(rules, request["starts"]),
        "standings": [row.entrant for row in ranked],
        "dropped": [row.entrant for row in ranked if row.dropped],
        "tables": [] if following is None else event.seat_tables(rules, rows),
        "awarded": event.awarded(rules, rows),
    }


class TrainShape(NamedTuple):
    """What a random deal of a train rulebook needs: the set, the hand size and the table sizes."""

    max_pip: int
    hand_size: int
    table_min: int
    table_max: int


@lru_cache(maxsize=8)
def train_shape(rulebook: str) -> TrainShape:
    """The deal's numbers of a train rulebook, from the spec.

    >>> train_shape("mexican-train")
    TrainShape(max_pip=12, hand_size=12, table_min=2, table_max=7)
    """
    rules = train_rules_for(rulebook)
    return TrainShape(rules.max_pip, rules.hand_size, rules.table_min, rules.table_max)


def _setup_of(state: engine.TrainHand) -> TrainSetup | None:
    """``state`` written as a setup; None when it holds what a setup cannot state (a double waiting, a last tile
    not tapped, a forgotten marker, a turn under way, the hand over)."""
    if state.outcome is not None or state.owed is not None or state.untapped is not None:
        return None
    if state.forgotten or state.drawn or state.continuing:
        return None
    hands = {str(seat): [str(t) for t in sorted(state.hand(seat), reverse=True)] for seat in state.seats}
    setup: TrainSetup = {
        "start": state.start,
        "hands": hands,
        "boneyard": [str(t) for t in state.boneyard],
        "trains": {str(train.name): [str(t) for t in train.tiles] for train in state.trains if train.tiles},
        "turn": state.turn,
    }
    markers = [train.name for train in state.trains if train.marker is not None and train.name != engine.MEXICAN]
    if markers:
        setup["markers"] = [int(name) for name in markers]
    return setup


class TrainSession:
    """One train hand of the reference played action by action, in-process: what :func:`train_hand` answers is
    this session's, and the fuzzer (:mod:`conformance.fuzz_train`) drives random play with it (:meth:`act`), each
    action answered without replaying the ones before; :attr:`state` is the engine's position (every hand, the
    bone-yard in order), which the fuzzer turns into a later setup when it shrinks.
    """

    def __init__(self, request: TrainRequest) -> None:
        self.rules = train_rules_for(request["rulebook"])
        self.state = new_hand(self.rules, request)
        self._rulebook = request["rulebook"]
        self._results: list[ActionResult] = []
        self._penalties: list[TrainPenaltyReply] = []
        self._late = _decisions(request["setup"])
        self._lines: dict[int, tuple[engine.Train, TrainLine]] = {}

    def results(self) -> list[ActionResult]:
        """Every action's result so far, in order."""
        return list(self._results)

    def reply(self) -> TrainReply:
        """The position now, as a ``train`` reply."""
        return self._reply(list(self._results))

    def _reply(self, results: list[ActionResult]) -> TrainReply:
        return _reply(self.rules, self.state, results, list(self._penalties), self._late, self._lines)

    def later_setup(self) -> TrainSetup | None:
        """The position now written as a setup; None when it holds what a setup cannot state (a double
        waiting, a last tile not tapped, a forgotten marker, a turn under way, the hand over)."""
        return _setup_of(self.state)

    def later(self) -> Callable[[], TrainSetup | None]:
        """What writes the position now as a setup, when asked (:meth:`later_setup` of this moment): the fuzzer
        keeps one for every step and asks only for those it shrinks to."""
        state = self.state
        return lambda: _setup_of(state)

    def apply(self, message: TrainAction) -> ActionResult:
        """Apply one more action, or record the organiser's penalty (a refused one is recorded and leaves the
        position as it was); its result."""
        result: ActionResult = {"accepted": True}
        try:
            if message["type"] == "infraction":
                self._penalties.append(_penalty(self._rulebook, message, self.state))
            else:
                self.state = engine.apply(self.state, action(self.rules, message))
        except IllegalAction as exc:
            result = {"accepted": False, "rule": exc.rule_id, "reason": exc.message}
        self._results.append(result)
        return result

    def act(self, message: TrainAction) -> TrainReply:
        """Apply one more action; the position after it, as the ``train`` reply to every action so far."""
        self.apply(message)
        return self.reply()

    def step(self, message: TrainAction) -> TrainReply:
        """Apply one more action; the position after it as a batch reply's step (its own result only)."""
        result = self.apply(message)
        return self._reply([result])
