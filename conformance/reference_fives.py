"""The reference's all-fives engine behind the adapter interface: the ``hand``, ``lead`` and ``match``
requests of an all-fives rulebook, answered in the wire protocol's terms.

:mod:`conformance.reference_adapter` hands these requests here by the rulebook's family; with it, this is
the one module of ``conformance`` that imports ``reference_impl`` (the import contract in ``pyproject.toml``).
"""

from __future__ import annotations

from typing import Final

from conformance.messages import (
    ActionResult,
    Capability,
    EndName,
    HandAction,
    HandReply,
    HandRequest,
    HandSetup,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    OutcomeReply,
    TeamCode,
)
from conformance.reference_refusal import naming_the_rule
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives import hand as engine
from reference_impl.fives import match as matches
from reference_impl.fives.lead import down
from reference_impl.fives.rules import FivesRules, rules_for, with_match_games
from reference_impl.tiles import Seat, Team, Tile
from rulespec.families import ALL_FIVES

FAMILY: Final = ALL_FIVES.name
"""The family whose requests this module answers."""

CAPABILITIES: Final[tuple[Capability, ...]] = ("lead", "hand", "deal-play", "match", "knockout")
"""What the reference plays of an all-fives rulebook: the draw for the down, a hand, a match of games, a
knock-out (the draw and the knock-out only where the rulebook has their rules:
:data:`conformance.reference_adapter.CAPABILITY_CHECKS`). It records no infractions (the rulebook names none)
and runs no Swiss rounds for it."""


def dealt(texts: list[str]) -> list[Tile]:
    """Tiles of a setup or a draw, read by the grammar alone: whether the set in play holds them is the
    engine's setup check, which names the rule a tile outside the set breaks."""
    return [Tile.read(text) for text in texts]


def action(rules: FivesRules, message: HandAction) -> engine.Action:
    """The engine action for ``message``; a :class:`SetupError` for an action All Fives has no use for."""
    seat = Seat.parse(message["seat"])
    if message["type"] == "play":
        return engine.Play(seat, Tile.parse(message["tile"], rules.max_pip), message.get("end"))
    if message["type"] == "draw":
        return engine.Draw(seat)
    if message["type"] == "pass":
        if message.get("unnoticed", False):
            raise SetupError(f"rulebook {rules.rulebook} records no bad pass: a pass is checked when it is made")
        return engine.Pass(seat)
    raise SetupError(f"rulebook {rules.rulebook} has no {message['type']!r} action (play, draw or pass)")


def _team(team: Team | None) -> TeamCode | None:
    return None if team is None else team.value


def _by_team(values: tuple[int, int]) -> dict[TeamCode, int]:
    return {"NS": values[0], "EW": values[1]}


def hand_reply(state: engine.HandState, results: list[ActionResult]) -> HandReply:
    """Describe an all-fives hand position in the wire protocol's terms."""
    outcome: OutcomeReply | None = None
    if state.outcome is not None:
        o = state.outcome
        outcome = {
            "end": o.end,
            "winner": None if o.winner is None else o.winner.value,
            "team": _team(o.team),
            "points": o.points,
            "counts": {seat.value: pips for seat, pips in o.counts},
        }
    layout = state.layout
    over = state.outcome is not None
    sides: dict[EndName, int] = {} if layout is None else {name: arm.end for name, arm in layout.arms}
    return {
        "results": results,
        "turn": None if over else state.turn.value,
        "ends": None if layout is None else list(layout.ends()),
        "legal": [str(move) for move in engine.legal_moves(state)],
        "must_play": None,
        "exposed": {},
        "hand_sizes": {seat.value: len(state.hand(seat)) for seat in state.seated},
        "general_pass": None,
        "first_tile": None,  # the all-fives engine plays no rulebook stating the first tile's lie (fives.rules)
        "outcome": outcome,
        "penalties": [],
        "next_leader": state.next_leader().value if over else None,
        "sides": sides,
        "spinner": None if layout is None or layout.spinner is None else str(layout.spinner),
        "count": 0 if layout is None else layout.count(),
        "boneyard": len(state.boneyard),
        "scores": _by_team(state.scores),
        "game_winner": _team(state.game_winner),
    }


class FivesSession:
    """One all-fives hand of the reference played action by action, in-process: what :func:`hand` answers is
    this session's, and the fuzzer drives random play with it (:meth:`act`), each action answered without
    replaying the ones before, as :class:`conformance.reference_adapter.HandSession` for the block family."""

    def __init__(self, request: HandRequest) -> None:
        self._rules = rules_for(request["rulebook"])
        self._state = _new_hand(self._rules, request["setup"])
        self._results: list[ActionResult] = []

    def results(self) -> list[ActionResult]:
        """Every action's result so far, in order."""
        return list(self._results)

    def reply(self) -> HandReply:
        """The position now, as a ``hand`` reply."""
        return hand_reply(self._state, list(self._results))

    def apply(self, message: HandAction) -> ActionResult:
        """Apply one more action (a refused one is recorded and leaves the position as it was); its result."""
        move = action(self._rules, message)
        try:
            self._state = engine.apply(self._state, move)
            result: ActionResult = {"accepted": True, "points": self._state.last_points}
        except IllegalAction as exc:
            result = {"accepted": False, "rule": exc.rule_id, "reason": exc.message}
        self._results.append(result)
        return result

    def act(self, message: HandAction) -> HandReply:
        """Apply one more action; the position after it, as the ``hand`` reply to every action so far."""
        self.apply(message)
        return self.reply()

    def step(self, message: HandAction) -> HandReply:
        """Apply one more action; the position after it as a batch reply's step (its own result only)."""
        result = self.apply(message)
        return hand_reply(self._state, [result])


def _new_hand(rules: FivesRules, setup: HandSetup) -> engine.HandState:
    """The hand's first position from its deal (a :class:`SetupError` names what does not fit)."""
    leader = setup.get("leader")
    if leader is None:
        raise SetupError(f"rulebook {rules.rulebook}: name the player who goes down (leader)")
    if setup.get("ends") is not None or setup.get("turn") is not None or setup.get("exposed"):
        raise SetupError(f"rulebook {rules.rulebook}: a hand starts from its deal (no ends, turn or exposed tiles)")
    boneyard = setup.get("boneyard", [])
    if "undealt" in setup:  # is_deal(setup), spelt so the type checker knows undealt is there
        # a complete deal: in singles its undealt tiles are the bone-yard, drawn in the order listed
        # (whether hands and bone-yard make up the set, each tile once, is the engine's check, under its rule)
        if boneyard:
            raise SetupError(f"rulebook {rules.rulebook}: a deal gives its bone-yard as undealt, not as boneyard")
        boneyard = setup["undealt"]
    hands = {Seat.parse(s): dealt(ts) for s, ts in setup["hands"].items()}
    scores = {Team.parse(t): points for t, points in setup.get("scores", {}).items()}
    undealt = dealt(boneyard)
    with naming_the_rule():
        return engine.new_hand(rules, hands, undealt, leader=Seat.parse(leader), scores=scores)


def hand(request: HandRequest) -> HandReply:
    """Play an all-fives hand from its deal, action by action; a refused action leaves the position as it was.
    With ``each``, the position after each action too (``steps``)."""
    session = FivesSession(request)
    if not request.get("each", False):
        for message in request["actions"]:
            session.apply(message)
        return session.reply()
    steps = [session.reply(), *(session.step(message) for message in request["actions"])]
    return {**steps[-1], "results": session.results(), "steps": steps}  # the last step is this position


def lead(request: LeadRequest) -> LeadReply:
    """Who goes down, from the tiles drawn (a pile drawn in turn is not how this rulebook draws)."""
    rules = rules_for(request["rulebook"])
    if request.get("pile"):
        raise SetupError(f"rulebook {rules.rulebook}: each player draws one tile; the draw is given as draws")
    draws = {Seat.parse(s): Tile.parse(t) for s, t in request["draws"].items()}
    with naming_the_rule():
        return {"leader": down(rules, draws).value}


def match(request: MatchRequest) -> MatchReply:
    """Score a match from its standing and the hands' points: games to the target, the first to win the
    rulebook's number of games wins."""
    setup = request["setup"]
    with naming_the_rule():
        rules = with_match_games(rules_for(request["rulebook"]), request.get("match_games"))
    if setup.get("sets") or setup.get("round") is not None:
        raise SetupError(f"rulebook {rules.rulebook} plays no sets and no time limit by rounds")
    games = setup.get("games", {})
    standing = (setup["scores"].get("NS", 0), setup["scores"].get("EW", 0))
    won = (games.get("NS", 0), games.get("EW", 0))
    with naming_the_rule():
        state = matches.new_match(rules, standing, won)
    results: list[ActionResult] = []
    for message in request["events"]:
        if message["type"] != "hand":
            raise SetupError(f"rulebook {rules.rulebook} has no {message['type']!r} event (hand)")
        team = message["team"]
        event = matches.HandScored(None if team is None else Team.parse(team), message["points"])
        try:
            state = matches.apply_event(state, event)
            results.append({"accepted": True})
        except IllegalAction as exc:
            results.append({"accepted": False, "rule": exc.rule_id, "reason": exc.message})
    return {
        "results": results,
        "scores": _by_team(state.scores),
        "finished": state.finished,
        "winner": _team(state.winner),
        "next_leader": None,
        "hands_played": state.hands_played,
        "games": _by_team(state.games),
    }
