"""The reference implementation behind the adapter interface, in-process.

This is the only module of ``conformance`` that imports ``reference_impl``
(checked by the import contract in ``pyproject.toml``).
Run it as a program to serve the reference over the wire protocol:
``python -m conformance.reference_adapter``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from conformance.adapter import Unsupported
from conformance.messages import (
    PROTOCOL_VERSION,
    ActionResult,
    FirstTileReply,
    HandAction,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchEventMessage,
    MatchReply,
    MatchRequest,
    OutcomeReply,
    PairReply,
    PairRequest,
    PenaltyReply,
    SeatCode,
    StartReply,
    StartRequest,
    TeamCode,
)
from reference_impl import hand as engine
from reference_impl import match as matches
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.lead import draw_for_lead
from reference_impl.pairing import pair_round
from reference_impl.rules import BlockRules, rules_for
from reference_impl.tiles import SEATS, Seat, Team, Tile, UnknownTile
from rulespec import cached_spec

NAME: Final = "domino-rules reference"
VERSION: Final = "0.1.0"


def _seat(code: str) -> Seat:
    return Seat.parse(code)


def _code(seat: Seat) -> SeatCode:
    return seat.value


def _team_code(team: Team) -> TeamCode:
    return team.value


def _tiles(rules: BlockRules, texts: list[str]) -> list[Tile]:
    return [Tile.parse(text, rules.max_pip) for text in texts]


def _rules(rulebook: str) -> BlockRules:
    try:
        return rules_for(rulebook)
    except KeyError as exc:
        raise Unsupported(f"rulebook {rulebook!r} is not in the spec") from exc


def _action(rules: BlockRules, message: HandAction) -> engine.Action:
    seat = _seat(message["seat"])
    if message["type"] == "play":
        return engine.Play(seat, Tile.parse(message["tile"], rules.max_pip), message.get("end"))
    if message["type"] == "pass":
        return engine.Pass(seat)
    if message["type"] == "touch":
        return engine.Touch(seat, Tile.parse(message["tile"], rules.max_pip))
    return engine.Infraction(seat, message["kind"], message.get("points", 0))


def _by_seat(values: tuple[int, int, int, int]) -> dict[SeatCode, int]:
    return {_code(seat): values[seat.index] for seat in SEATS}


def hand_reply(state: engine.HandState, results: list[ActionResult]) -> HandReply:
    """Describe a hand position in the wire protocol's terms."""
    outcome: OutcomeReply | None = None
    if state.outcome is not None:
        o = state.outcome
        outcome = {
            "end": o.end,
            "winner": None if o.winner is None else _code(o.winner),
            "team": None if o.team is None else _team_code(o.team),
            "points": o.points,
            "counts": _by_seat(o.counts),
        }
    first: FirstTileReply | None = None
    if state.first_tile is not None:
        first = {
            "tile": str(state.first_tile.tile),
            "orientation": state.first_tile.orientation,
            "toward_leader": state.first_tile.toward_leader,
        }
    penalties: list[PenaltyReply] = [
        {
            "rule": p.rule_id,
            "infraction": p.infraction,
            "seat": _code(p.seat),
            "team": _team_code(p.team),
            "points": p.points,
        }
        for p in state.penalties
    ]
    over = state.outcome is not None
    return {
        "results": results,
        "turn": None if over else _code(state.turn),
        "ends": None if state.ends is None else list(state.ends),
        "legal": [str(move) for move in engine.legal_moves(state)],
        "must_play": None if state.must_play is None else str(state.must_play),
        "exposed": {
            _code(s): sorted((str(t) for t in state.exposed[s.index]), reverse=True)
            for s in SEATS
            if state.exposed[s.index]
        },
        "hand_sizes": {_code(s): len(state.hands[s.index]) for s in SEATS},
        "general_pass": None if state.general_pass_by is None else _code(state.general_pass_by),
        "first_tile": first,
        "outcome": outcome,
        "penalties": penalties,
        "next_leader": _code(engine.next_leader(state.rules, state.leader, state.outcome)) if over else None,
    }


def _match_event(message: MatchEventMessage) -> matches.MatchEvent:
    if message["type"] == "hand":
        team = message["team"]
        winner = message.get("winner")
        return matches.HandScored(
            None if team is None else Team.parse(team), message["points"], None if winner is None else _seat(winner)
        )
    if message["type"] == "score":
        return matches.ScoreChange(Team.parse(message["team"]), message["points"])
    if message["type"] == "time":
        return matches.TimeCalled(message["during_hand"])
    return matches.MatchForfeited(Team.parse(message["team"]))


class ReferenceAdapter:
    """The reference engine as an :class:`conformance.adapter.Implementation`."""

    def start(self, request: StartRequest) -> StartReply:
        spec = cached_spec()
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": NAME, "version": VERSION, "language": "python"},
            "rulebooks": [book.id for book in spec.rulebooks if book.game.family == "block"],
            "capabilities": ["lead", "hand", "infractions", "match", "pairing"],
        }

    def lead(self, request: LeadRequest) -> LeadReply:
        rules = _rules(request["rulebook"])
        draws: Mapping[Seat, Tile] = {_seat(s): Tile.parse(t, rules.max_pip) for s, t in request["draws"].items()}
        return {"leader": _code(draw_for_lead(draws))}

    def hand(self, request: HandRequest) -> HandReply:
        rules = _rules(request["rulebook"])
        setup = request["setup"]
        ends = setup.get("ends")
        turn = setup.get("turn")
        state = engine.new_hand(
            rules,
            {_seat(s): _tiles(rules, ts) for s, ts in setup["hands"].items()},
            leader=_seat(setup["leader"]),
            turn=None if turn is None else _seat(turn),
            ends=None if ends is None else (ends[0], ends[1]),
            exposed={_seat(s): _tiles(rules, ts) for s, ts in setup.get("exposed", {}).items()},
        )
        results: list[ActionResult] = []
        for message in request["actions"]:
            try:
                state = engine.apply(state, _action(rules, message))
                results.append({"accepted": True})
            except IllegalAction as exc:
                results.append({"accepted": False, "rule": exc.rule_id, "reason": exc.message})
        return hand_reply(state, results)

    def match(self, request: MatchRequest) -> MatchReply:
        rules = _rules(request["rulebook"])
        setup = request["setup"]
        state = matches.new_match(
            rules, {Team.parse(t): points for t, points in setup["scores"].items()}, _seat(setup["leader"])
        )
        results: list[ActionResult] = []
        for message in request["events"]:
            try:
                state = matches.apply_event(state, _match_event(message))
                results.append({"accepted": True})
            except IllegalAction as exc:
                results.append({"accepted": False, "rule": exc.rule_id, "reason": exc.message})
        return {
            "results": results,
            "scores": {"NS": state.scores[0], "EW": state.scores[1]},
            "finished": state.finished,
            "winner": None if state.winner is None else _team_code(state.winner),
            "next_leader": _code(state.leader),
            "hands_played": state.hands_played,
        }

    def pair(self, request: PairRequest) -> PairReply:
        _rules(request["rulebook"])
        order = {entrant["id"]: index for index, entrant in enumerate(request["entrants"])}
        ranked = sorted(
            order,
            key=lambda e: (-request["entrants"][order[e]]["wins"], -request["entrants"][order[e]]["points"], order[e]),
        )
        met = {frozenset(pair) for pair in request["history"] if len(pair) == 2}
        tables, bye = pair_round(ranked, met)
        return {"tables": [list(table) for table in tables], "bye": bye}

    def stop(self) -> None:
        return None


ENGINE_ERRORS: Final = (SetupError, UnknownTile, ValueError, KeyError)
"""Errors that mean the request itself was wrong (reported as an error reply)."""


def main() -> None:
    from conformance.wire import serve

    serve(ReferenceAdapter(), bad_request=ENGINE_ERRORS)


if __name__ == "__main__":
    main()
