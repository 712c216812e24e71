"""The reference implementation behind the adapter interface, in-process.

This is the only module of ``conformance`` that imports ``reference_impl``
(checked by the import contract in ``pyproject.toml``).
Run it as a program to serve the reference over the wire protocol:
``python -m conformance.reference_adapter``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Final, cast

from conformance import reference_fives, reference_train
from conformance.adapter import Unsupported
from conformance.messages import (
    CAPABILITIES,
    PROTOCOL_VERSION,
    ActionResult,
    AdvanceReply,
    AdvanceRequest,
    Capability,
    DealReply,
    DealRequest,
    FirstTileReply,
    HandAction,
    HandReply,
    HandRequest,
    HandSetup,
    LeadReply,
    LeadRequest,
    MatchEventMessage,
    MatchReply,
    MatchRequest,
    MatchSetup,
    OutcomeReply,
    PairReply,
    PairRequest,
    PenaltyReply,
    SanctionReply,
    SeatCode,
    SeatingReply,
    SeatingRequest,
    StandingsReply,
    StandingsRequest,
    StartReply,
    StartRequest,
    TeamCode,
    TrainReply,
    TrainRequest,
    deal_problems,
    is_deal,
)
from conformance.reference_refusal import naming_the_rule
from reference_impl.block import hand as engine
from reference_impl.block import match as matches
from reference_impl.block.deal import deal_from_pile
from reference_impl.block.lead import check_draw, draw_for_lead, draws_from_pile
from reference_impl.block.rules import BlockRules, rules_for
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.families import implemented
from reference_impl.tiles import SEATS, Seat, Team, Tile, UnknownTile
from reference_impl.tournament import knockout
from reference_impl.tournament.knockout import Match
from reference_impl.tournament.pairing import History, pair_round
from reference_impl.tournament.rules import TournamentRules, tournament_rules_for, with_match_games
from reference_impl.tournament.standings import Deduction, Played, Record, Side, order, placed_standings
from rulespec import Rulebook, cached_spec
from rulespec.families import BLOCK
from rulespec.grammar import set_tiles
from rulespec.model import EngineCheck

NAME: Final = "domino-rules reference"
VERSION: Final = "0.1.0"


def _seat(code: str) -> Seat:
    return Seat.parse(code)


_SEAT_CODES: Final[tuple[SeatCode, ...]] = tuple(seat.value for seat in SEATS)
"""The wire codes of :data:`SEATS`, by index (quicker than an enum's ``value`` on every reply)."""


def _code(seat: Seat) -> SeatCode:
    return _SEAT_CODES[seat.index]


def _team_code(team: Team) -> TeamCode:
    return team.value


def _tiles(rules: BlockRules, texts: list[str]) -> list[Tile]:
    return [Tile.parse(text, rules.max_pip) for text in texts]


def _dealt(texts: list[str]) -> list[Tile]:
    """Tiles of a setup, read by the grammar alone: whether the set in play holds them is the engine's
    setup check, which names the rule a tile outside the set breaks."""
    return [Tile.read(text) for text in texts]


FAMILY_CAPABILITIES: Final[Mapping[str, tuple[Capability, ...]]] = MappingProxyType(
    {
        BLOCK.name: ("lead", "deal", "hand", "deal-play", "infractions", "match", "pairing", "standings", "knockout"),
        reference_fives.FAMILY: reference_fives.CAPABILITIES,
        reference_train.FAMILY: reference_train.TRAIN_CLAIM,
    }
)
"""What the reference plays of a rulebook, by its family (a family left out has no engine: nothing)."""
CAPABILITY_CHECKS: Final[Mapping[Capability, tuple[EngineCheck, ...]]] = MappingProxyType(
    {
        "lead": ("lead-draw-highest-sum",),
        "pairing": ("swiss-pairing",),
        "standings": ("swiss-pairing",),
        "knockout": ("knockout-advance",),
    }
)
"""The capabilities the reference claims for a rulebook only when the rulebook has a rule for one of
these engine checks (a draw for the lead, Swiss rounds, a knock-out); the others of its family it claims
for every rulebook of the family."""


def claimed_capabilities(book: Rulebook) -> list[Capability]:
    """The capabilities the reference claims for ``book`` (none when it does not play the book's family)."""
    return [
        capability
        for capability in (FAMILY_CAPABILITIES.get(book.game.family, ()) if implemented(book.game.family) else ())
        if capability not in CAPABILITY_CHECKS
        or any(book.enforcer(check) is not None for check in CAPABILITY_CHECKS[capability])
    ]


def _claim(rulebook: str, capability: Capability) -> Rulebook:
    """The rulebook of a request inside the claim; ``unsupported`` for one outside it: a rulebook not in the
    spec, of a family the reference does not implement, or a capability the reference does not claim for it."""
    try:
        book = cached_spec().rulebook(rulebook)
    except KeyError as exc:
        raise Unsupported(f"rulebook {rulebook!r} is not in the spec") from exc
    if capability not in claimed_capabilities(book):
        raise Unsupported(
            f"rulebook {rulebook!r} (of the {book.game.family} family) has no rule the reference plays for "
            f"{capability!r}"
        )
    return book


def _fives(rulebook: str, capability: Capability) -> bool:
    """Whether the request is for an all-fives rulebook (answered by :mod:`conformance.reference_fives`)."""
    return _claim(rulebook, capability).game.family == reference_fives.FAMILY


def _rules(rulebook: str, capability: Capability) -> BlockRules:
    return rules_for(_claim(rulebook, capability).id)


def _action(rules: BlockRules, message: HandAction, positions: Mapping[int, int]) -> engine.Action:
    """The engine action for ``message``; ``positions`` maps a position in the request's actions to the
    position in the hand's history of the action accepted there (a record refers to one by it)."""
    seat = _seat(message["seat"])
    if message["type"] == "draw":
        raise SetupError(f"rulebook {rules.rulebook} is a block game: nobody draws")
    if message["type"] == "play":
        played = engine.play_onto(rules, seat, Tile.parse(message["tile"], rules.max_pip), message.get("end"))
        return replace(played, announced=message.get("announced", False))
    if message["type"] == "pass":
        return engine.Pass(seat, message.get("unnoticed", False))
    if message["type"] == "ask-count":
        return engine.AskCount(seat)
    if message["type"] == "ask-score":
        return engine.AskScore(seat)
    if message["type"] == "touch":
        return engine.Touch(seat, Tile.parse(message["tile"], rules.max_pip))
    tile = message.get("tile")
    return engine.Infraction(
        seat,
        message["kind"],
        message.get("points", 0),
        tile=None if tile is None else Tile.parse(tile, rules.max_pip),
        minutes=message.get("minutes"),
        apology_seconds=message.get("apology_seconds"),
        disputed=message.get("disputed", False),
        petition=message.get("petition", False),
        choice=message.get("choice"),
        ref=_referred(message.get("refers_to"), positions),
        spectator=message.get("spectator", False),
    )


def _referred(refers_to: int | None, positions: Mapping[int, int]) -> int | None:
    """The history position of the action at ``refers_to`` in the request; -1 (no action of the
    hand) for a position that holds no accepted action."""
    if refers_to is None:
        return None
    return positions.get(refers_to, -1)


def _result(rule: str | None, reason: str) -> ActionResult:
    """An accepted result, or a refusal naming ``rule`` (the engine's decision, translated)."""
    if rule is None:
        return {"accepted": True}
    return {"accepted": False, "rule": rule, "reason": reason}


def _by_seat(values: tuple[int, int, int, int]) -> dict[SeatCode, int]:
    return dict(zip(_SEAT_CODES, values, strict=True))


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
            "rule": o.rule_id,
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
            "charged_to": p.charged_to,
        }
        for p in state.penalties
    ]
    sanctions: list[SanctionReply] = [
        {
            "rule": s.rule_id,
            "infraction": s.infraction,
            "seat": _code(s.seat),
            "team": _team_code(s.team),
            "consequence": s.consequence,
            "charged_to": s.charged_to,
        }
        for s in state.sanctions
    ]
    over = state.outcome is not None
    reply: HandReply = {
        "results": results,
        "turn": None if over else _code(state.turn),
        "ends": None if state.ends is None else list(state.ends),
        "legal": [str(move) for move in engine.legal_moves(state)],
        "must_play": None if state.must_play is None else str(state.must_play),
        "exposed": {
            code: [str(t) for t in sorted(tiles, reverse=True)]
            for code, tiles in zip(_SEAT_CODES, state.exposed, strict=True)
            if tiles
        },
        "hand_sizes": dict(zip(_SEAT_CODES, map(len, state.hands), strict=True)),
        "general_pass": None if state.general_pass_by is None else _code(state.general_pass_by),
        "first_tile": first,
        "outcome": outcome,
        "penalties": penalties,
        "next_leader": _code(engine.next_leader(state.rules, state.leader, state.outcome)) if over else None,
        "sanctions": sanctions,
    }
    opening, team = engine.next_opening(state)
    if opening is not None:  # the next lead is fixed by an opening, not by one seat (DORAL-8)
        reply["next_leader"] = None
        reply["next_opening"] = opening
        reply["next_lead_team"] = None if team is None else _team_code(team)
    return reply


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
        return matches.TimeCalled(message["during_hand"], message.get("minutes"))
    if message["type"] == "game":
        return matches.GameWon(Team.parse(message["team"]))
    if message["type"] == "cut":
        return matches.GamesCut(message["games"])
    return matches.MatchInfraction(Team.parse(message["team"]), message["kind"])


def _round_of(setup: MatchSetup) -> tuple[int, int] | None:
    """The (round, rounds) of a match setup, when it states them."""
    if "round" not in setup:
        return None
    # a round stated without the rounds in all is malformed: the missing key refuses the request
    return setup["round"], cast("dict[str, int]", setup)["rounds"]


def _teams(values: Mapping[TeamCode, int] | None) -> dict[Team, int]:
    return {Team.parse(t): n for t, n in (values or {}).items()}


def _add_sets(reply: MatchReply, state: matches.MatchState) -> None:
    """The games, sets and next shuffler, for rulebooks played in sets of games."""
    rules = state.rules
    if rules.set_games == 1 and rules.match_sets == 1:
        return
    shuffler = state.shuffler
    reply["games"] = {"NS": state.games[0], "EW": state.games[1]}
    reply["sets"] = {"NS": state.sets[0], "EW": state.sets[1]}
    reply["shuffler"] = None if shuffler is None else _team_code(shuffler)


def _tournament_rules(rulebook: str, capability: Capability) -> TournamentRules:
    # inside the claim, a rulebook the tournament rules cannot read is an error reply, never `unsupported`
    return tournament_rules_for(_claim(rulebook, capability).id)


def request_sides(sides: list[list[str]]) -> tuple[Side, Side]:
    """The two sides of a table result message."""
    if len(sides) != 2:
        raise SetupError(f"a table has two sides, not {len(sides)}")
    return tuple(sides[0]), tuple(sides[1])


def _form(setup: HandSetup) -> Capability:
    """The capability a setup's form needs: ``deal-play`` for a complete deal, ``hand`` for a position."""
    return "deal-play" if is_deal(setup) else "hand"


def request_pairs(pairs: list[list[str]], field: str) -> list[tuple[str, str]]:
    """The pairs of entrants of a pairing request's ``field`` (an entry that is not two entrants is an error)."""
    wrong = [pair for pair in pairs if len(pair) != 2]
    if wrong:
        raise SetupError(f"a {field} entry names {len(wrong[0])} entrants, not two: {wrong[0]}")
    return [(pair[0], pair[1]) for pair in pairs]  # two each: checked above, with a clear message


def request_scores(scores: list[int] | None) -> tuple[int, int]:
    """The two sides' points of a table result message (a result without scores or a forfeit is an error)."""
    if scores is None:
        raise SetupError("a table result gives the two sides' scores or the side that forfeited")
    if len(scores) != 2:
        raise SetupError(f"a table result has two scores, not {len(scores)}")
    return scores[0], scores[1]


def _new_hand(rules: BlockRules, setup: HandSetup) -> engine.HandState:
    if is_deal(setup):
        tiles = set_tiles(rules.max_pip)
        problems = deal_problems(setup, tiles)
        if problems:
            raise SetupError(f"setup: not a complete deal of the double-{rules.max_pip} set: {'; '.join(problems)}")
    ends = setup.get("ends")
    turn = setup.get("turn")
    leader = setup.get("leader")
    winners = setup.get("winners")
    shuffler = setup.get("shuffler")
    return engine.new_hand(
        rules,
        {_seat(s): _dealt(ts) for s, ts in setup["hands"].items()},
        leader=None if leader is None else _seat(leader),
        turn=None if turn is None else _seat(turn),
        ends=None if ends is None else (ends[0], ends[1]),
        exposed={_seat(s): _dealt(ts) for s, ts in setup.get("exposed", {}).items()},
        opening=setup.get("opening"),
        winners=None if winners is None else Team.parse(winners),
        shuffler=None if shuffler is None else _seat(shuffler),
    )


class ReferenceAdapter:
    """The reference engine as an :class:`conformance.adapter.Implementation`."""

    def start(self, request: StartRequest) -> StartReply:
        books = [book for book in cached_spec().rulebooks if implemented(book.game.family)]
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": NAME, "version": VERSION, "language": "python"},
            "rulebooks": [book.id for book in books],
            "capabilities": list(CAPABILITIES),
            "claims": {book.id: claimed_capabilities(book) for book in books},
        }

    def train(self, request: TrainRequest) -> TrainReply:
        _claim(request["rulebook"], "train")
        return reference_train.train_hand(request)

    def seating(self, request: SeatingRequest) -> SeatingReply:
        _claim(request["rulebook"], "train-event")
        return reference_train.seating(request)

    def lead(self, request: LeadRequest) -> LeadReply:
        if _fives(request["rulebook"], "lead"):
            return reference_fives.lead(request)
        rules = _rules(request["rulebook"], "lead")
        draws: Mapping[Seat, Tile] = {_seat(s): Tile.parse(t, rules.max_pip) for s, t in request["draws"].items()}
        pile = request.get("pile")
        check_draw(rules, from_pile=bool(pile))
        if pile:  # picked in turn from the player after the shuffler (a pile without its shuffler is malformed)
            shuffler = cast("dict[str, str]", request)["shuffler"]  # missing: the KeyError refuses the request
            draws = draws_from_pile(_seat(shuffler), _tiles(rules, pile), rules.clockwise)
            return {
                "leader": _code(draw_for_lead(draws)),
                "draws": {_code(seat): str(tile) for seat, tile in draws.items()},
            }
        return {"leader": _code(draw_for_lead(draws))}

    def deal(self, request: DealRequest) -> DealReply:
        rules = _rules(request["rulebook"], "deal")
        hands, undealt = deal_from_pile(rules, _seat(request["shuffler"]), _tiles(rules, request["pile"]))
        return {
            "hands": {_code(seat): [str(t) for t in hands[seat]] for seat in SEATS},
            "undealt": [str(t) for t in undealt],
        }

    def hand(self, request: HandRequest) -> HandReply:
        if _fives(request["rulebook"], _form(request["setup"])):
            return reference_fives.hand(request)
        session = HandSession(request["rulebook"], request["setup"])
        if not request.get("each", False):
            for message in request["actions"]:
                session.apply(message)
            return session.reply()
        steps = [session.reply(), *(session.step(message) for message in request["actions"])]
        return {**steps[-1], "results": session.results(), "steps": steps}  # the last step is this position

    def match(self, request: MatchRequest) -> MatchReply:
        if _fives(request["rulebook"], "match"):
            return reference_fives.match(request)
        with naming_the_rule():
            return self._match(request)

    def _match(self, request: MatchRequest) -> MatchReply:
        rules = _rules(request["rulebook"], "match")
        if request.get("match_games") is not None:
            raise SetupError(
                f"rulebook {request['rulebook']} fixes its own match (a target, games and sets); match_games is for "
                "rulebooks whose match is one run of games"
            )
        setup = request["setup"]
        state = matches.new_match(
            rules,
            {Team.parse(t): points for t, points in setup["scores"].items()},
            _seat(setup["leader"]),
            games=_teams(setup.get("games")),
            sets=_teams(setup.get("sets")),
            round_of=_round_of(setup),
        )
        results: list[ActionResult] = []
        for message in request["events"]:
            try:
                state = matches.apply_event(state, _match_event(message))
                results.append({"accepted": True})
            except IllegalAction as exc:
                results.append({"accepted": False, "rule": exc.rule_id, "reason": exc.message})
        reply: MatchReply = {
            "results": results,
            "scores": {"NS": state.scores[0], "EW": state.scores[1]},
            "finished": state.finished,
            "winner": None if state.winner is None else _team_code(state.winner),
            "next_leader": None if state.next_opening is not None else _code(state.leader),
            "hands_played": state.hands_played,
            "decided_by": state.decided_by,
        }
        if rules.lead_rotation == "winning-team":
            reply["next_opening"] = state.next_opening
            reply["next_lead_team"] = None if state.next_lead_team is None else _team_code(state.next_lead_team)
        _add_sets(reply, state)
        return reply

    def pair(self, request: PairRequest) -> PairReply:
        terms = _tournament_rules(request["rulebook"], "pairing")
        figures = [
            Record.standing(e["id"], i, e["wins"], e["points"], e.get("differential"))
            for i, e in enumerate(request["entrants"])
        ]
        ranked = [record.entrant for record in order(figures, terms.tiebreaks)]
        history = History.of(
            opponents=request_pairs(request["history"], "history"),
            partners=request_pairs(request.get("partners", []), "partners"),
            byes=request.get("byes", []),
        )
        pairing = pair_round(ranked, history, request.get("mode", "pairs"))
        return {
            "tables": [list(table) for table in pairing.tables],
            "bye": pairing.byes[0] if len(pairing.byes) == 1 else None,
            "byes": list(pairing.byes),
            "conflicts": [{"table": table, "kind": kind, "entrants": [a, b]} for table, kind, a, b in pairing.accepted],
        }

    def standings(self, request: StandingsRequest) -> StandingsReply:
        terms = _tournament_rules(request["rulebook"], "standings")
        games: list[Played] = []
        for result in request["results"]:
            sides = request_sides(result["sides"])
            forfeit = result.get("forfeit")
            if forfeit is not None:
                games.append(Played.forfeited(sides, forfeit, terms))
            else:
                games.append(Played.scored(sides, request_scores(result.get("scores"))))
        deductions = [Deduction(d["entrant"], d["points"]) for d in request.get("penalties", [])]
        rows = placed_standings(request["entrants"], games, request["byes"], deductions, terms)
        return {
            "rows": [
                {
                    "entrant": r.entrant,
                    "wins": r.wins,
                    "points": r.points,
                    "differential": r.differential,
                    "played": r.played,
                    "losses": r.losses,
                    "byes": r.byes,
                    "placed_by": row.by,
                }
                for row in rows
                for r in (row.record,)
            ]
        }

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        with naming_the_rule():
            terms = with_match_games(_tournament_rules(request["rulebook"], "knockout"), request.get("match_games"))
        played = [
            Match((m["sides"][0], m["sides"][1]), tuple((s[0], s[1]) for s in m["sets"])) for m in request["matches"]
        ]
        decided = knockout.advance(played, terms, request.get("waiting", []))
        return {
            "results": [_result(d.rule, d.reason) for d in decided.decisions],
            "winners": [d.winner for d in decided.decisions],
            "next": [list(pair) for pair in decided.next],
        }

    def stop(self) -> None:
        return None


class HandSession:
    """One hand of the reference played action by action, in-process: what :meth:`ReferenceAdapter.hand`
    answers is this session's, and the fuzzer (:mod:`conformance.fuzz`) drives random play with it, each
    action answered without replaying the ones before.
    """

    def __init__(self, rulebook: str, setup: HandSetup) -> None:
        self._rules = _rules(rulebook, _form(setup))
        with naming_the_rule():
            self._state = _new_hand(self._rules, setup)
        self._results: list[ActionResult] = []
        # a position in the request's actions -> the position in the hand's history of the action accepted
        # there (a judge's record refers to one by it)
        self._positions: dict[int, int] = {}

    def results(self) -> list[ActionResult]:
        """Every action's result so far, in order."""
        return list(self._results)

    def reply(self) -> HandReply:
        """The position now, as a ``hand`` reply."""
        return hand_reply(self._state, list(self._results))

    def apply(self, message: HandAction) -> ActionResult:
        """Apply one more action (a refused one is recorded and leaves the position as it was); its result."""
        try:
            before = len(self._state.history)
            self._state = engine.apply(self._state, _action(self._rules, message, self._positions))
            if len(self._state.history) != before:
                self._positions[len(self._results)] = len(self._state.history) - 1
            result: ActionResult = {"accepted": True}
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


ENGINE_ERRORS: Final = (SetupError, UnknownTile, ValueError, KeyError)
"""Errors that mean the request itself was wrong (reported as an error reply)."""
SERVED_ERRORS: Final = (Exception,)
"""What the reference's server answers with an error reply naming the exception: any exception, so that
inside the claim only an unknown rulebook or an unimplemented capability is ``unsupported``, and an
engine fault (an :class:`~reference_impl.errors.UnauthorisedCheck`, say) is a named error, not a dead
server."""


def main() -> None:
    from conformance.wire import serve

    serve(ReferenceAdapter(), bad_request=SERVED_ERRORS)


if __name__ == "__main__":
    main()
