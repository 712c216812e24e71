"""What a scenario builds up step by step, and how it asks the implementation.

Given and When steps only record (a setup, actions, events); the first Then
step sends one request through the adapter and every later Then step reads
the same reply. A request outside the implementation's claim skips the
scenario as "not claimed".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Final, NoReturn, TypeVar

from conformance import facts
from conformance.adapter import ErrorReply, Implementation, Refused, Unsupported
from conformance.facts import FactName
from conformance.messages import (
    AdvanceReply,
    AdvanceRequest,
    DealReply,
    DealRequest,
    DeductionMessage,
    Entrant,
    EventEntrant,
    HandAction,
    HandReply,
    HandRequest,
    HandSetup,
    KnockoutMatch,
    LeadReply,
    LeadRequest,
    MatchEventMessage,
    MatchReply,
    MatchRequest,
    MatchSetup,
    Opening,
    PairMode,
    PairReply,
    PairRequest,
    SeatCode,
    SeatingReply,
    SeatingRequest,
    StandingsReply,
    StandingsRequest,
    StartReply,
    TableResultMessage,
    TeamCode,
    TrainAction,
    TrainReply,
    TrainRequest,
    TrainSetup,
    claims,
    deal_problems,
    hand_capabilities,
    train_capabilities,
)
from conformance.observe import Check, Mismatch, Op, narrow, verify
from conformance.vocabulary import ScenarioError
from rulespec import cached_spec
from rulespec.grammar import set_tiles

T = TypeVar("T")
R = TypeVar("R", HandReply, TrainReply)

NOT_CLAIMED: Final = "not claimed"


class ClaimBroken(AssertionError):
    """The implementation answered ``unsupported`` to a request inside what it claimed."""

    def __init__(self, rulebook: str, capability: str, reason: str) -> None:
        self.rulebook = rulebook
        self.capability = capability
        super().__init__(
            f"answered unsupported inside its claim (rulebook {rulebook}, capability {capability}): {reason}"
        )


class UnaskedSteps(AssertionError):
    """The implementation answered ``steps`` (the position after each action) to a request without ``each``."""

    def __init__(self, op: str) -> None:
        super().__init__(f"the {op} reply has steps, but the request did not ask for them (no each)")


def not_claimed(reason: str) -> NoReturn:
    import pytest  # only the suite skips; the ruling runs the steps without pytest (in a browser's Python too)

    pytest.skip(f"{NOT_CLAIMED}: {reason}")


@dataclass
class Session:
    """The implementation under test and what it claimed in the handshake."""

    implementation: Implementation
    claim: StartReply

    def require(self, rulebook: str | None, capability: str) -> None:
        """Skip as *not claimed* unless the claim covers ``capability`` (for ``rulebook``, when one is named)."""
        if rulebook is not None and rulebook not in self.claim["rulebooks"]:
            not_claimed(f"rulebook {rulebook}")
        if capability not in self.claim["capabilities"]:
            not_claimed(f"capability {capability}")
        if rulebook is not None and not claims(self.claim, rulebook, capability):
            not_claimed(f"capability {capability} for rulebook {rulebook}")

    def require_modelled(self, uses: Iterable[str]) -> None:
        """Skip as *not claimed* when the scenario sends an action the claim ``omits`` (``ask-count``)."""
        left_out = [name for name in uses if name in self.claim.get("omits", [])]
        if left_out:
            not_claimed(f"needs {', '.join(left_out)}, which the implementation leaves out (omits)")

    def modelled(self, rulebook: str) -> frozenset[FactName]:
        """The groups of facts the claim models for ``rulebook`` (``models``, less ``omits``)."""
        return facts.modelled(self.claim.get("models"), self.claim.get("omits", []), rulebook)

    def require_players(self, rulebook: str | None, players: int | None) -> None:
        """Skip as *not claimed* when the claim's ``players`` for ``rulebook`` leaves out a table of ``players``."""
        if rulebook is None or players is None:
            return
        sizes = self.claim.get("players", {}).get(rulebook)
        if sizes is not None and players not in sizes:
            shown = ", ".join(str(n) for n in sizes)
            not_claimed(f"a table of {players} players ({rulebook} is claimed for tables of {shown})")

    def require_facts(self, rulebook: str | None, steps: Iterable[frozenset[str]]) -> None:
        """Skip as *not claimed* when no Then step of the scenario reads a group of facts the claim models."""
        if rulebook is None:
            return
        claimed = self.modelled(rulebook)
        read = list(steps)
        if read and not any(groups & claimed for groups in read):
            shown = ", ".join(sorted(set[str]().union(*read) - claimed))
            not_claimed(f"every Then step reads facts the implementation does not model ({shown})")


@dataclass(frozen=True, slots=True)
class StepFailure:
    """A Then step whose checks did not hold."""

    step: str
    line: int
    mismatch: Mismatch


class Mismatches(AssertionError):
    """Several Then steps of one scenario did not hold (every one is reported, not only the first)."""

    def __init__(self, failures: list[StepFailure]) -> None:
        self.failures = failures
        lines = [f"line {f.line}: {f.step}: {f.mismatch}" for f in failures]
        super().__init__(f"{len(failures)} Then steps failed: " + "; ".join(lines) if len(failures) > 1 else lines[0])


def _reads(check: Check) -> frozenset[str]:
    return facts.groups_of_check(check.op, check.path, check.expected)


def full_set(rulebook: str) -> list[str]:
    """Every tile of the rulebook's set, highest first (``9-9`` ... ``0-0`` for a double-nine set)."""
    return set_tiles(int(cached_spec().rulebook(rulebook).number("max_pip")))


@dataclass
class World:
    """One scenario's world: its setup, what happens, and the cached replies (not a domino table)."""

    session: Session
    rulebook: str | None = None
    hands: dict[SeatCode, list[str]] = field(default_factory=dict[SeatCode, list[str]])
    leader: SeatCode | None = None
    turn: SeatCode | None = None
    ends: list[int] | None = None
    exposed: dict[SeatCode, list[str]] = field(default_factory=dict[SeatCode, list[str]])
    """Tiles already face up at the start, by owner (sent as ``setup.exposed``)."""
    actions: list[HandAction] = field(default_factory=list[HandAction])
    draws: dict[SeatCode, str] = field(default_factory=dict[SeatCode, str])
    shuffler: SeatCode | None = None
    undealt: list[str] | None = None
    """The tiles left out of a complete deal (None: the setup is a position, not a deal)."""
    deal_unchecked: bool = False
    """The deal is sent whether or not it is complete (for scenarios about its refusal)."""
    pile: list[str] = field(default_factory=list[str])
    boneyard: list[str] = field(default_factory=list[str])
    """All-fives singles: the tiles left to draw, in drawing order."""
    game_scores: dict[TeamCode, int] | None = None
    """All-fives: the points each partnership has in the game when the hand starts."""
    scores: dict[TeamCode, int] = field(default_factory=dict[TeamCode, int])
    games: dict[TeamCode, int] | None = None
    sets: dict[TeamCode, int] | None = None
    round_of: tuple[int, int] | None = None
    """The tournament round a match is played in, and the rounds in all."""
    opening: Opening | None = None
    winners: TeamCode | None = None
    leader_unnamed: bool = False
    """The setup names no leader and no opening on purpose (a setup the rules cannot play)."""
    events: list[MatchEventMessage] = field(default_factory=list[MatchEventMessage])
    entrants: list[Entrant] = field(default_factory=list[Entrant])
    history: list[list[str]] = field(default_factory=list[list[str]])
    pair_mode: PairMode | None = None
    partners: list[list[str]] = field(default_factory=list[list[str]])
    earlier_byes: list[str] = field(default_factory=list[str])
    entry_order: list[str] = field(default_factory=list[str])
    results: list[TableResultMessage] = field(default_factory=list[TableResultMessage])
    byes: list[str] = field(default_factory=list[str])
    deductions: list[DeductionMessage] = field(default_factory=list[DeductionMessage])
    knockout: list[KnockoutMatch] = field(default_factory=list[KnockoutMatch])
    knockout_waiting: list[str] = field(default_factory=list[str])
    each: bool = False
    """The hand or train request asks for the position after each action too (``each``: the reply's ``steps``)."""
    match_games: int | None = None
    """The event's own match length (games won that win a match), sent with a match or knock-out request."""
    _standings: StandingsReply | None = None
    _advance: AdvanceReply | None = None
    _hand: HandReply | None = None
    _match: MatchReply | None = None
    _lead: LeadReply | None = None
    _deal: DealReply | None = None
    _pair: PairReply | None = None
    train_setup: TrainSetup | None = None
    """A train hand's position (the train family), built by the train steps."""
    train_actions: list[TrainAction] = field(default_factory=list[TrainAction])
    event_entrants: list[EventEntrant] = field(default_factory=list[EventEntrant])
    """A train event's players (the seating request)."""
    event_starts: list[int] = field(default_factory=list[int])
    _train: TrainReply | None = None
    _seating: SeatingReply | None = None
    step: tuple[str, int] = ("", 0)
    """The step running now, as written, and its line (set by the plugin before each step)."""
    failures: list[StepFailure] = field(default_factory=list[StepFailure])
    """Then steps whose checks did not hold, in order."""
    unchecked: list[str] = field(default_factory=list[str])
    """Then steps (or parts of them) left unchecked: they read facts the implementation does not model."""
    checked: int = 0
    """Then steps with something checked."""

    # -- Then steps ---------------------------------------------------------------
    def observe(self, checks: list[Check]) -> None:
        """Judge a Then step's checks: those reading only claimed groups of facts are verified, the rest
        noted as unchecked; a mismatch is kept (every failing step is reported), anything else raises."""
        claimed = self.session.modelled(self.book())
        kept: list[Check] = []
        left: set[str] = set()
        for check in checks:
            narrowed = narrow(check, _reads, claimed)
            if narrowed is not None:
                kept.append(narrowed)
            if narrowed != check:
                left |= set(_reads(check)) - claimed
        text, _ = self.step
        if left:
            self.unchecked.append(f"{text} ({'part ' if kept else ''}not checked: {', '.join(sorted(left))})")
        if not kept:
            return
        self.checked += 1
        try:
            verify(kept, self)
        except Mismatch as exc:
            self.failures.append(StepFailure(text, self.step[1], exc))

    def finish(self) -> None:
        """At the end of the scenario: raise the failures kept, or skip as not claimed when nothing was checked."""
        if self.failures:
            if len(self.failures) == 1:
                raise self.failures[0].mismatch
            raise Mismatches(self.failures)
        if not self.checked and self.unchecked:
            not_claimed("every Then step reads facts the implementation does not model: " + "; ".join(self.unchecked))

    # -- checks on the scenario itself ------------------------------------------
    def book(self) -> str:
        if self.rulebook is None:
            raise ScenarioError('the scenario names no rulebook (Given the rulebook "...")')
        return self.rulebook

    def check_tiles(self, tiles: list[str]) -> list[str]:
        """Refuse tiles that are not in the set of the rulebook in play."""
        book = cached_spec().rulebook(self.book())
        top = int(book.number("max_pip"))
        for tile in tiles:
            if int(tile.split("-")[0]) > top:
                raise ScenarioError(f"unknown tile {tile}: {book.id} plays with a double-{top} set")
        return tiles

    def act(self, action: HandAction) -> None:
        self.actions.append(action)
        self._hand = None

    def event(self, event: MatchEventMessage) -> None:
        self.events.append(event)
        self._match = None

    @property
    def is_match(self) -> bool:
        return bool(self.events) or ((bool(self.scores) or self.sets is not None) and not self.hands)

    # -- requests -----------------------------------------------------------------
    def _ask(self, capability: str, call: Callable[[], T]) -> T:
        """Send one request needing ``capability``; outside the claim, the scenario is not claimed.

        Inside the claim, the claim binds: an ``unsupported`` answer fails the scenario
        (:class:`ClaimBroken`), it is never a skip.
        """
        book = self.book()
        self.session.require(book, capability)
        try:
            return call()
        except Unsupported as exc:
            raise ClaimBroken(book, capability, str(exc)) from exc

    def hand(self) -> HandReply:
        if self._hand is None:
            book = self.book()
            if self.leader is None and self.opening is None and not self.leader_unnamed:
                raise ScenarioError("the scenario names no leader (Given North leads)")
            setup: HandSetup = {"hands": self.hands}
            if self.leader is not None:
                setup["leader"] = self.leader
            if self.opening is not None:
                setup["opening"] = self.opening
            if self.winners is not None:
                setup["winners"] = self.winners
            if self.turn is not None:
                setup["turn"] = self.turn
            if self.ends is not None:
                setup["ends"] = self.ends
            if self.shuffler is not None:
                setup["shuffler"] = self.shuffler
            if self.exposed:
                setup["exposed"] = self.exposed
            if self.boneyard:
                setup["boneyard"] = self.boneyard
            if self.game_scores is not None:
                setup["scores"] = self.game_scores
            if self.undealt is not None:
                setup["undealt"] = self.undealt
                problems = deal_problems(setup, full_set(book))
                if problems and not self.deal_unchecked:
                    raise ScenarioError(f"the deal is not complete: {'; '.join(problems)}")
            request: HandRequest = {"op": "hand", "rulebook": book, "setup": setup, "actions": self.actions}
            if self.each:
                request["each"] = True
            *forms, last = hand_capabilities(request)
            for capability in forms:
                self.session.require(book, capability)
            self._hand = self._stepped(self._ask(last, lambda: self.session.implementation.hand(request)))
        return self._hand

    def _stepped(self, reply: R) -> R:
        """``reply``, held to what the request asked: with ``each``, a reply without ``steps`` (which the protocol
        lets an implementation leave out) does not claim the scenario; without it, ``steps`` fail it."""
        if self.each and "steps" not in reply:
            not_claimed("the position after each action (the reply to a request with each has no steps)")
        if not self.each and "steps" in reply:
            raise UnaskedSteps("train" if self.train_setup is not None else "hand")
        return reply

    def match(self) -> MatchReply:
        if self._match is None:
            match_setup: MatchSetup = {
                # the partnerships the scenario gives, else both at 0 (a side left out has not scored yet)
                "scores": dict(self.scores) if self.scores else {"NS": 0, "EW": 0},
                "leader": self.leader or "N",
            }
            if self.games is not None:
                match_setup["games"] = self.games
            if self.sets is not None:
                match_setup["sets"] = self.sets
            if self.round_of is not None:
                match_setup["round"], match_setup["rounds"] = self.round_of
            request: MatchRequest = {
                "op": "match",
                "rulebook": self.book(),
                "setup": match_setup,
                "events": self.events,
            }
            if self.match_games is not None:
                request["match_games"] = self.match_games
            self._match = self._ask("match", lambda: self.session.implementation.match(request))
        return self._match

    def lead(self) -> LeadReply:
        if self._lead is None:
            request: LeadRequest = {"op": "lead", "rulebook": self.book(), "draws": self.draws}
            if self.shuffler is not None and self.pile:
                request["shuffler"] = self.shuffler
                request["pile"] = self.pile
            self._lead = self._ask("lead", lambda: self.session.implementation.lead(request))
        return self._lead

    def deal(self) -> DealReply:
        if self._deal is None:
            if self.shuffler is None:
                raise ScenarioError("the scenario names no shuffler (Given South shuffled)")
            request: DealRequest = {"op": "deal", "rulebook": self.book(), "shuffler": self.shuffler, "pile": self.pile}
            self._deal = self._ask("deal", lambda: self.session.implementation.deal(request))
        return self._deal

    def pair(self) -> PairReply:
        if self._pair is None:
            request: PairRequest = {
                "op": "pair",
                "rulebook": self.book(),
                "entrants": self.entrants,
                "history": self.history,
            }
            if self.pair_mode is not None:
                request["mode"] = self.pair_mode
            if self.partners:
                request["partners"] = self.partners
            if self.earlier_byes:
                request["byes"] = self.earlier_byes
            self._pair = self._ask("pairing", lambda: self.session.implementation.pair(request))
        return self._pair

    def standings(self) -> StandingsReply:
        if self._standings is None:
            request: StandingsRequest = {
                "op": "standings",
                "rulebook": self.book(),
                "entrants": self.entry_order,
                "results": self.results,
                "byes": self.byes,
            }
            if self.deductions:
                request["penalties"] = self.deductions
            self._standings = self._ask("standings", lambda: self.session.implementation.standings(request))
        return self._standings

    def reply(self, op: Op) -> object:
        """The reply to the request of ``op`` (sent the first time it is asked for): what checks read."""
        ask: dict[Op, Callable[[], object]] = {
            "hand": self.hand,
            "match": self.match,
            "lead": self.lead,
            "deal": self.deal,
            "pair": self.pair,
            "standings": self.standings,
            "advance": self.advance,
            "train": self.train,
            "seating": self.seating,
        }
        return ask[op]()

    def refusal(self, op: Op) -> str | None:
        """Why the implementation refused the request of ``op`` with an ``error`` reply; None when it answered.

        Over the wire protocol a refusal is an ``error`` reply; in-process, the engine's ``ValueError``.
        A crash, a hang or garbage is no refusal: it fails the scenario as it would anywhere else.
        """
        try:
            self.reply(op)
        except ScenarioError:
            raise
        except ErrorReply as exc:
            return str(exc)
        except ValueError as exc:
            return f"{type(exc).__name__}: {exc}"
        return None

    def refusal_rule(self, op: Op) -> str | None:
        """The rule the refusal of the request of ``op`` names (``rule`` beside ``error`` on the wire; the
        :class:`~conformance.adapter.Refused` error in-process); None when it names none or the request was
        answered."""
        try:
            self.reply(op)
        except ScenarioError:
            raise
        except (ErrorReply, Refused) as exc:
            return exc.rule
        except ValueError:
            return None
        return None

    @property
    def actions_sent(self) -> int:
        """How many actions (in a match: events; in a train hand: its actions) the request sends."""
        if self.train_setup is not None:
            return len(self.train_actions)
        return len(self.events) if self.is_match else len(self.actions)

    def train_act(self, action: TrainAction) -> None:
        self.train_actions.append(action)
        self._train = None

    def train(self) -> TrainReply:
        if self._train is None:
            if self.train_setup is None:
                raise ScenarioError("the scenario sets up no train hand (Given the starting double is ...)")
            request: TrainRequest = {
                "op": "train",
                "rulebook": self.book(),
                "setup": self.train_setup,
                "actions": self.train_actions,
            }
            if self.each:
                request["each"] = True
            for capability in train_capabilities(request):
                if capability != "train":  # asked of the claim here; train itself by _ask
                    self.session.require(self.book(), capability)
            self._train = self._stepped(self._ask("train", lambda: self.session.implementation.train(request)))
        return self._train

    def seating(self) -> SeatingReply:
        if self._seating is None:
            request: SeatingRequest = {
                "op": "seating",
                "rulebook": self.book(),
                "entrants": self.event_entrants,
                "starts": self.event_starts,
            }
            self._seating = self._ask("train-event", lambda: self.session.implementation.seating(request))
        return self._seating

    def advance(self) -> AdvanceReply:
        if self._advance is None:
            request: AdvanceRequest = {"op": "advance", "rulebook": self.book(), "matches": self.knockout}
            if self.knockout_waiting:
                request["waiting"] = self.knockout_waiting
            if self.match_games is not None:
                request["match_games"] = self.match_games
            self._advance = self._ask("knockout", lambda: self.session.implementation.advance(request))
        return self._advance
