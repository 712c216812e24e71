"""A ruling at the table: a story of what happened, and what the rulebook decides, step by step.

A *story* is either a scenario in the suite's own Gherkin vocabulary (a ``.feature`` file or a bare
list of steps: the rulebook, the hands or the deal, the plays and passes, the judge's records), or
the protocol's JSON (one request, or a case as ``domino-rules export`` writes it). :func:`rule_story`
runs it through the reference engine by the path the suite takes (the scenario's steps build the
requests on a :class:`~conformance.context.World`; the in-process reference adapter answers them) and
returns a :class:`Ruling`: each request the story sends and, in words, what the rulebook decides about
it: each action accepted or refused under its rule, each penalty and sanction and who bears it, how
the hand ends and what it scores, who leads next, each with its rule ID and its page on the rules site
(``rule/<ID>.html``). The story's own expectations (its Then steps, a case's observations) are checked
against the ruling and reported as holding or not.

:func:`ruling_text` and :func:`ruling_json` render a ruling (the JSON follows :func:`ruling_schema`).

Nothing here imports PyYAML, jsonschema, pytest or pytest-bdd: the rules site's "Rule on a hand" page
runs this module in a browser's Python, with the spec read from its JSON export and put in use with
:func:`rulespec.use_spec`. The caller passes the spec; it must be the one the engine plays by
(:func:`rulespec.cached_spec`).

>>> from rulespec import cached_spec
>>> story = Story(
...     'Given the rulebook "ndf-double-nine"\\n'
...     "And North holds 9-9 9-8\\nAnd East holds 8-7 1-0\\nAnd South holds 2-2 3-1\\nAnd West holds 4-4 5-1\\n"
...     "And North leads\\nWhen North plays 9-9\\nAnd West plays 5-1",
...     "gherkin",
... )
>>> print(ruling_text(rule_story(story, cached_spec())).splitlines()[4])
  line 8: And West plays 5-1: refused (5-1 matches neither open end (9, 9)) [NDF-7.1 A tile must match an open end: rule/NDF-7.1.html]
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal, cast, get_args

from conformance.adapter import ErrorReply, Implementation, Refused, Unsupported
from conformance.context import ClaimBroken, Session, World
from conformance.gherkin import GherkinError, GherkinScenario, GherkinStep, parse_gherkin
from conformance.messages import (
    CAPABILITIES,
    PROTOCOL_VERSION,
    AdvanceReply,
    AdvanceRequest,
    DealReply,
    DealRequest,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    PairReply,
    PairRequest,
    Request,
    SeatingReply,
    SeatingRequest,
    StandingsReply,
    StandingsRequest,
    StartReply,
    StartRequest,
    TrainReply,
    TrainRequest,
)
from conformance.observe import JSON, OPS, Check, Compare, Mismatch, Op, as_checks, verify
from conformance.results import RULE_PAGE
from conformance.steps import STEP_MODULES
from conformance.vocabulary import ScenarioError, field_converters, find_definitions
from rulespec.grammar import SEAT_NAMES, TEAM_NAMES
from rulespec.model import EngineCheck, Rule, Spec

StoryKind = Literal["gherkin", "json"]
STORY_KINDS: Final[tuple[StoryKind, ...]] = get_args(StoryKind)
FindingKind = Literal[
    "accepted", "refused", "refusal", "penalty", "sanction", "outcome", "position", "next", "decision"
]
FINDING_KINDS: Final[tuple[FindingKind, ...]] = get_args(FindingKind)
RULING_FORMAT: Final = "1.0"
"""Version of the JSON ruling (:func:`ruling_json`, :func:`ruling_schema`)."""
SCHEMA_NAME: Final = "ruling.schema.json"


# -- the story --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Story:
    """What happened at the table, as a judge wrote it."""

    text: str
    kind: StoryKind
    """``gherkin``: steps of the suite's vocabulary (a feature file or a bare story); ``json``: a protocol
    request, or a case as ``domino-rules export`` writes it."""
    source: str = "<story>"
    """Where the text comes from (a file name), for messages."""
    scenario: str | None = None
    """The scenario to rule on when the story holds several (by name)."""


class StoryError(ValueError):
    """A story that cannot be ruled on as written: malformed, a step outside the vocabulary, no rulebook.

    The message names the source, the line (when known) and what is wrong. A story the *rules* refuse is
    no error: it is a ruling (a ``refusal`` finding under its rule)."""

    def __init__(self, source: str, line: int | None, reason: str) -> None:
        where = source if line is None else f"{source}:{line}"
        super().__init__(f"{where}: {reason}")
        self.source = source
        self.line = line
        self.reason = reason


# -- the ruling -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """Where in the story: a line and the step as written (Gherkin), or a JSON path (``requests/0/actions/3``)."""

    line: int | None
    step: str


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing the rulebook decides, in words, with the rule that decides it."""

    kind: FindingKind
    """``accepted``/``refused``: an action (or event, or match) and whether the rules allow it; ``refusal``: the
    rules refuse the whole request (a setup they cannot play); ``penalty``: points; ``sanction``: any other
    consequence; ``outcome``: how the hand (or match) ends and what it scores; ``position``: where a hand under
    way stands; ``next``: who leads or plays next; ``decision``: anything else decided (a draw for the lead,
    a deal, a pairing, standings, a knock-out round, seating)."""
    text: str
    rule: str | None = None
    """The ID of the rule that decides it (None: the engine names none, as for an action allowed)."""
    title: str | None = None
    """The rule's title."""
    page: str | None = None
    """The rule's page on the rules site, relative to the site's root (``rule/NDF-7.1.html``)."""
    where: Place | None = None
    """The step (or JSON path) it is about."""
    title_es: str | None = None
    """The rule's title in Spanish, where the finding names the infraction a judge recorded (a penalty or a
    sanction): the name a judge picks it by in either language."""


@dataclass(frozen=True, slots=True)
class Exchange:
    """One request the story sends to the engine, the engine's answer and what it decides."""

    op: Op
    request: dict[str, JSON]
    reply: dict[str, JSON] | None
    """The reply; None when the engine refused the request (see ``refusal``)."""
    refusal: str | None
    """Why the engine refused the request (its ``error``); None when it answered."""
    rule: str | None
    """The rule the refusal names; None when it answered or named none."""
    findings: tuple[Finding, ...]


@dataclass(frozen=True, slots=True)
class Expectation:
    """One of the story's own expectations (a Then step, a case's observation), checked against the ruling."""

    step: str
    line: int | None
    holds: bool
    detail: str
    """Empty when it holds; else what the ruling says instead."""


@dataclass(frozen=True, slots=True)
class Ruling:
    source: str
    scenario: str | None
    """The scenario ruled on (None: a JSON request)."""
    rulebook: str
    rulebook_title: str
    exchanges: tuple[Exchange, ...]
    expectations: tuple[Expectation, ...]

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for exchange in self.exchanges for f in exchange.findings)

    @property
    def agrees(self) -> bool:
        """Whether every expectation of the story holds (True when it has none)."""
        return all(e.holds for e in self.expectations)


# -- running a story --------------------------------------------------------------------------------


class _Everything(list[str]):
    def __contains__(self, item: object) -> bool:
        return True


@dataclass
class _Sent:
    op: Op
    request: dict[str, JSON]
    reply: dict[str, JSON] | None
    refusal: str | None
    rule: str | None


class _Recording:
    """The engine behind the suite's adapter interface, keeping every request and its answer, each distinct
    request sent once (a world asks again for a reply it could not keep, a refused one)."""

    def __init__(self, engine: Implementation) -> None:
        self.engine = engine
        self.sent: list[_Sent] = []
        self._known: dict[str, _Sent] = {}

    def ask(self, op: Op, request: Mapping[str, object], call: Callable[[], object]) -> object:
        snapshot = cast(dict[str, JSON], json.loads(json.dumps(request)))
        key = json.dumps(snapshot, sort_keys=True)
        found = self._known.get(key)
        if found is None:
            try:
                reply = call()
                found = _Sent(op, snapshot, cast(dict[str, JSON], json.loads(json.dumps(reply))), None, None)
            except (ErrorReply, Refused) as exc:
                found = _Sent(op, snapshot, None, _reason(exc), exc.rule)
            except Unsupported:
                raise
            except ValueError as exc:  # an engine refusal that names no rule: the request cannot be played
                found = _Sent(op, snapshot, None, str(exc), None)
            self._known[key] = found
            self.sent.append(found)
        if found.reply is None:
            raise ErrorReply(found.refusal or "refused", found.rule)
        return found.reply

    def start(self, request: StartRequest) -> StartReply:
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": "ruling", "version": "1", "language": "python"},
            "rulebooks": _Everything(),
            "capabilities": list(CAPABILITIES),
        }

    def lead(self, request: LeadRequest) -> LeadReply:
        return cast(LeadReply, self.ask("lead", request, lambda: self.engine.lead(request)))

    def deal(self, request: DealRequest) -> DealReply:
        return cast(DealReply, self.ask("deal", request, lambda: self.engine.deal(request)))

    def hand(self, request: HandRequest) -> HandReply:
        return cast(HandReply, self.ask("hand", request, lambda: self.engine.hand(request)))

    def match(self, request: MatchRequest) -> MatchReply:
        return cast(MatchReply, self.ask("match", request, lambda: self.engine.match(request)))

    def pair(self, request: PairRequest) -> PairReply:
        return cast(PairReply, self.ask("pair", request, lambda: self.engine.pair(request)))

    def standings(self, request: StandingsRequest) -> StandingsReply:
        return cast(StandingsReply, self.ask("standings", request, lambda: self.engine.standings(request)))

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        return cast(AdvanceReply, self.ask("advance", request, lambda: self.engine.advance(request)))

    def train(self, request: TrainRequest) -> TrainReply:
        return cast(TrainReply, self.ask("train", request, lambda: self.engine.train(request)))

    def seating(self, request: SeatingRequest) -> SeatingReply:
        return cast(SeatingReply, self.ask("seating", request, lambda: self.engine.seating(request)))

    def stop(self) -> None:
        return None

    def send(self, request: Mapping[str, object]) -> None:
        """Send a request as it stands (a JSON story's), by its op; a refusal is kept, not raised."""
        op = request.get("op")
        methods: dict[str, Callable[[Request], object]] = {
            "lead": lambda r: self.lead(cast(LeadRequest, r)),
            "deal": lambda r: self.deal(cast(DealRequest, r)),
            "hand": lambda r: self.hand(cast(HandRequest, r)),
            "match": lambda r: self.match(cast(MatchRequest, r)),
            "pair": lambda r: self.pair(cast(PairRequest, r)),
            "standings": lambda r: self.standings(cast(StandingsRequest, r)),
            "advance": lambda r: self.advance(cast(AdvanceRequest, r)),
            "train": lambda r: self.train(cast(TrainRequest, r)),
            "seating": lambda r: self.seating(cast(SeatingRequest, r)),
        }
        method = methods[str(op)]
        try:
            method(cast(Request, request))
        except ErrorReply:
            pass


def _reason(exc: Exception) -> str:
    text = str(exc)
    rule = getattr(exc, "rule", None)
    prefix = f"{rule}: "
    return text[len(prefix) :] if isinstance(rule, str) and text.startswith(prefix) else text


def _engine() -> Implementation:
    from conformance.reference_adapter import ReferenceAdapter

    return ReferenceAdapter()


def rule_story(story: Story, spec: Spec, engine: Implementation | None = None) -> Ruling:
    """What the rulebook decides about ``story``, by the reference engine (or ``engine``, any implementation of
    the adapter interface). ``spec`` is the spec the engine plays by.

    Raises :class:`StoryError` when the story cannot be ruled on as written (malformed, a step outside the
    vocabulary, a rulebook not in the spec, a scenario not in the file); a story the rules refuse is a ruling.
    """
    if story.kind not in STORY_KINDS:
        raise StoryError(story.source, None, f"unknown kind of story {story.kind!r} (gherkin or json)")
    recording = _Recording(engine if engine is not None else _engine())
    if story.kind == "gherkin":
        return _rule_gherkin(story, spec, recording)
    return _rule_json(story, spec, recording)


# -- Gherkin stories --------------------------------------------------------------------------------


@dataclass
class _Steps:
    """Which step added each action, event, train action and knock-out match of the world (by position)."""

    hand: list[Place] = field(default_factory=list[Place])
    match: list[Place] = field(default_factory=list[Place])
    train: list[Place] = field(default_factory=list[Place])
    advance: list[Place] = field(default_factory=list[Place])
    setup: list[Place] = field(default_factory=list[Place])

    def note(self, world: World, place: Place) -> None:
        for kept, now in (
            (self.hand, len(world.actions)),
            (self.match, len(world.events)),
            (self.train, len(world.train_actions)),
            (self.advance, len(world.knockout)),
        ):
            while len(kept) < now:
                kept.append(place)


def _load_steps() -> None:
    import importlib

    for name in STEP_MODULES:
        importlib.import_module(name)


def _rule_gherkin(story: Story, spec: Spec, recording: _Recording) -> Ruling:
    try:
        scenario = parse_gherkin(story.text).scenario(story.scenario)
    except GherkinError as exc:
        raise StoryError(story.source, exc.line, exc.reason) from None
    except LookupError as exc:
        raise StoryError(story.source, None, str(exc)) from None
    _load_steps()
    world = World(session=Session(implementation=recording, claim=recording.start(_START)))
    places = _Steps()
    expectations: list[Expectation] = []
    for step in scenario.steps:
        place = Place(step.line, step.written)
        returned = _run_step(story, step, world)
        places.note(world, place)
        if step.kind == "given":
            places.setup.append(place)
        if step.kind == "then":
            expectations.append(_expect(story, step, as_checks(returned, step.written), world))
    _finish(story, scenario, world)
    if not recording.sent:
        raise StoryError(
            story.source, scenario.line, "the story sets up nothing the rules decide (no hand, deal, match...)"
        )
    exchanges = tuple(_exchange(spec, sent, _places_of(sent, places), places.setup) for sent in recording.sent)
    book = spec.rulebook(str(recording.sent[0].request["rulebook"]))
    name = None if scenario.name == "story" and scenario.line == scenario.steps[0].line else scenario.name
    return Ruling(story.source, name, book.id, book.title, exchanges, tuple(expectations))


_START: Final[StartRequest] = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules ruling"}


def _run_step(story: Story, step: GherkinStep, world: World) -> object:
    found = find_definitions(step.kind, step.text)
    if not found:
        raise StoryError(
            story.source,
            step.line,
            f"no step of the vocabulary reads {step.written!r} (the step vocabulary lists what a story can say)",
        )
    if len(found) > 1:
        raise StoryError(story.source, step.line, f"{step.written!r} reads as {len(found)} different steps")
    definition = found[0]
    match = definition.regex.fullmatch(step.text)
    if match is None or definition.func is None:
        raise StoryError(story.source, step.line, f"{step.written!r} does not read as {definition.pattern!r}")
    converters = field_converters(definition.pattern)
    try:
        call: dict[str, object] = {name: converters[name](text) for name, text in match.groupdict().items()}
        call["world"] = world
        if definition.table:
            call["datatable"] = [list(row) for row in step.table or ()]
        elif step.table is not None:
            raise ScenarioError("this step takes no table below it")
        return definition.func(**call)
    except ScenarioError as exc:
        raise StoryError(story.source, step.line, f"{step.written}: {exc}") from None
    except (ErrorReply, Refused, Mismatch):
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise StoryError(story.source, step.line, f"{step.written}: {exc}") from None


def _expect(story: Story, step: GherkinStep, checks: list[Check], world: World) -> Expectation:
    try:
        verify(checks, world)
    except Mismatch as exc:
        return Expectation(step.written, step.line, False, str(exc))
    except ScenarioError as exc:
        raise StoryError(story.source, step.line, f"{step.written}: {exc}") from None
    except ClaimBroken as exc:
        raise StoryError(story.source, step.line, f"the reference engine does not rule on this: {exc}") from None
    except ErrorReply as exc:
        shown = f" under {exc.rule}" if exc.rule else ""
        return Expectation(step.written, step.line, False, f"the rules refuse the request{shown}: {_reason(exc)}")
    return Expectation(step.written, step.line, True, "")


def _ops(world: World) -> list[Op]:
    """The requests a story's world sets up, when no step of it asked for one (a bare story without Then steps)."""
    ops: list[Op] = []
    if world.train_setup is not None:
        ops.append("train")
    if world.event_entrants:
        ops.append("seating")
    if world.knockout:
        ops.append("advance")
    if world.entrants:
        ops.append("pair")
    if world.entry_order or world.results:
        ops.append("standings")
    if world.draws:
        ops.append("lead")
    if world.shuffler is not None and world.pile and not world.hands:
        ops.append("deal")
    if world.hands and world.train_setup is None:
        ops.append("hand")
    if world.is_match and world.train_setup is None:
        ops.append("match")
    return ops


def _finish(story: Story, scenario: GherkinScenario, world: World) -> None:
    """Send what the story set up after its last request (or all of it, when no Then step asked for any)."""
    recording = cast(_Recording, world.session.implementation)
    asked: list[Op] = list(dict.fromkeys(sent.op for sent in recording.sent))
    ops = asked or _ops(world)
    for op in ops:
        try:
            world.reply(op)
        except ErrorReply:
            pass
        except ScenarioError as exc:
            raise StoryError(story.source, scenario.steps[-1].line, str(exc)) from None
        except ClaimBroken as exc:
            raise StoryError(story.source, None, f"the reference engine does not rule on this: {exc}") from None


def _places_of(sent: _Sent, places: _Steps) -> list[Place]:
    if sent.op == "hand":
        return places.hand
    if sent.op == "match":
        return places.match
    if sent.op == "train":
        return places.train
    if sent.op == "advance":
        return places.advance
    return []


# -- JSON stories -----------------------------------------------------------------------------------


def _rule_json(story: Story, spec: Spec, recording: _Recording) -> Ruling:
    try:
        data: object = json.loads(story.text)
    except json.JSONDecodeError as exc:
        raise StoryError(story.source, exc.lineno, f"not JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(data, dict):
        raise StoryError(story.source, 1, "a JSON story is a request (with its op) or an exported case (with requests)")
    document = cast(dict[str, object], data)
    if "requests" in document:
        requests = _list(story, document["requests"], "requests")
        prefix = "requests/"
        observations = _list(story, document.get("observations", []), "observations")
        name = document.get("id")
        scenario = name if isinstance(name, str) else None
    else:
        requests, prefix, observations, scenario = [document], "", [], None
    if not requests:
        raise StoryError(story.source, None, "requests: the case sends no request")
    checked: list[dict[str, object]] = []
    for index, item in enumerate(requests):
        where = f"{prefix}{index}" if prefix else "(the request)"
        request = _object(story, item, where)
        op, book = request.get("op"), request.get("rulebook")
        if op not in OPS:
            raise StoryError(story.source, None, f"{where}/op: {op!r} is not a request op ({', '.join(OPS)})")
        if not isinstance(book, str) or book not in {b.id for b in spec.rulebooks}:
            known = ", ".join(b.id for b in spec.rulebooks)
            raise StoryError(story.source, None, f"{where}/rulebook: {book!r} is not a rulebook of the spec ({known})")
        checked.append(request)
    for index, request in enumerate(checked):
        try:
            recording.send(request)
        except ClaimBroken as exc:
            raise StoryError(story.source, None, f"the reference engine does not rule on this: {exc}") from None
        except Unsupported as exc:
            raise StoryError(story.source, None, f"the reference engine does not rule on this: {exc}") from None
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            where = f"{prefix}{index}" if prefix else "the request"
            raise StoryError(story.source, None, f"{where} is malformed: {type(exc).__name__}: {exc}") from None
    sent_for = [_sent_for(recording, request) for request in checked]
    exchanges = tuple(
        _exchange(spec, sent, [Place(None, f"{prefix}{i}/{_items_of(sent.op)}/{n}") for n in range(_count(sent))])
        for i, sent in enumerate(sent_for)
    )
    expectations = tuple(_observe(story, observation, n, sent_for) for n, observation in enumerate(observations))
    book = spec.rulebook(str(checked[0]["rulebook"]))
    return Ruling(story.source, scenario, book.id, book.title, exchanges, expectations)


def _sent_for(recording: _Recording, request: Mapping[str, object]) -> _Sent:
    key = json.dumps(json.loads(json.dumps(request)), sort_keys=True)
    for sent in recording.sent:
        if json.dumps(sent.request, sort_keys=True) == key:
            return sent
    raise StoryError("<story>", None, "a request was not sent")  # unreachable: every request was sent above


def _items_of(op: Op) -> str:
    return {"match": "events", "advance": "matches"}.get(op, "actions")


def _count(sent: _Sent) -> int:
    items = sent.request.get(_items_of(sent.op))
    return len(items) if isinstance(items, list) else 0


def _list(story: Story, value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise StoryError(story.source, None, f"{where}: expected a list, not {json.dumps(value)[:60]}")
    return cast(list[object], value)


def _object(story: Story, value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise StoryError(story.source, None, f"{where}: expected an object, not {json.dumps(value)[:60]}")
    return cast(dict[str, object], value)


@dataclass(frozen=True, slots=True)
class _Answers:
    """One exchange, as :func:`~conformance.observe.verify` reads replies and refusals."""

    sent: _Sent

    def reply(self, op: Op) -> object:
        if self.sent.reply is None:
            raise ErrorReply(self.sent.refusal or "refused", self.sent.rule)
        return self.sent.reply

    def refusal(self, op: Op) -> str | None:
        return self.sent.refusal if self.sent.reply is None else None

    def refusal_rule(self, op: Op) -> str | None:
        return self.sent.rule if self.sent.reply is None else None


def _observe(story: Story, value: object, index: int, sent: Sequence[_Sent]) -> Expectation:
    where = f"observations/{index}"
    observation = _object(story, value, where)
    step = observation.get("step")
    text = step if isinstance(step, str) else where
    for number, item in enumerate(_list(story, observation.get("checks"), f"{where}/checks")):
        message = _object(story, item, f"{where}/checks/{number}")
        position = message.get("request", 0)
        if not isinstance(position, int) or not 0 <= position < len(sent):
            raise StoryError(story.source, None, f"{where}/checks/{number}/request: no request {position!r}")
        try:
            check = Check(
                op=cast(Op, message.get("op")),
                path=str(message.get("path", "")),
                expected=cast(JSON, message.get("expected")),
                compare=cast(Compare, message.get("compare", "equal")),
                what=str(message.get("what", "")),
            )
        except ValueError as exc:
            raise StoryError(story.source, None, f"{where}/checks/{number}: {exc}") from None
        try:
            verify([check], _Answers(sent[position]))
        except Mismatch as exc:
            return Expectation(text, None, False, str(exc))
        except ErrorReply as exc:
            shown = f" under {exc.rule}" if exc.rule else ""
            return Expectation(text, None, False, f"the rules refuse the request{shown}: {_reason(exc)}")
    return Expectation(text, None, True, "")


# -- what each reply decides, in words ----------------------------------------------------------------

_NEXT_LEAD: Final[tuple[EngineCheck, ...]] = (
    "lead-to-winner",
    "lead-winning-team",
    "lead-rotates-counter-clockwise",
    "lead-rotates-clockwise",
)
"""The engine checks whose rule decides who leads the next hand, in the order they are looked for."""


NAMES_AN_INFRACTION: Final[frozenset[FindingKind]] = frozenset({"penalty", "sanction"})
"""The findings that name a recorded infraction, so give its rule's Spanish title as well as its title."""


class _Cite:
    """Findings with their rule's title and page, refusing a rule the spec does not hold."""

    def __init__(self, spec: Spec, rulebook: str) -> None:
        self.spec = spec
        self.book = spec.rulebook(rulebook)

    def rule(self, rule_id: str) -> Rule:
        try:
            return self.spec.rule(rule_id)
        except KeyError:
            raise ValueError(f"the engine cites {rule_id}, which is not a rule of the spec") from None

    def __call__(self, kind: FindingKind, text: str, rule: str | None = None, where: Place | None = None) -> Finding:
        if rule is None:
            return Finding(kind, text, where=where)
        found = self.rule(rule)
        spanish = found.title_es if kind in NAMES_AN_INFRACTION else None
        return Finding(kind, text, found.id, found.title, RULE_PAGE.format(id=found.id), where, spanish)

    def enforcer(self, *checks: EngineCheck) -> str | None:
        for check in checks:
            rule = self.book.enforcer(check)
            if rule is not None:
                return rule.id
        return None


def _seat(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return f"seat {value}"
    return SEAT_NAMES.get(str(value), str(value))


def _team(value: object) -> str:
    return TEAM_NAMES.get(str(value), str(value))


def _dicts(value: JSON) -> list[dict[str, JSON]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _action_text(op: Op, action: Mapping[str, JSON]) -> str:
    kind, who = action.get("type"), _seat(action.get("seat"))
    if op == "match":
        return _event_text(action)
    if op == "advance":
        sides = action.get("sides")
        return " v ".join(str(s) for s in sides) if isinstance(sides, list) else "a match"
    if kind == "play":
        tile, end, train = action.get("tile"), action.get("end"), action.get("train")
        if train is not None:
            return f"{who} plays {tile} on {'the Mexican train' if train == 'mexican' else f'train {train}'}"
        return f"{who} plays {tile}" + (f" on the {end} end" if isinstance(end, str) else "")
    if kind == "infraction":
        return f"the judge records {action.get('kind')} against {who}"
    if kind == "touch":
        return f"{who} touches {action.get('tile')}"
    if kind in ("pass", "draw", "tap"):
        return f"{who} {kind}{'es' if kind == 'pass' else 's'}"
    if kind == "ask-count":
        return f"{who} asks how many tiles each player holds"
    if kind == "ask-score":
        return f"{who} asks the score"
    return f"{who}: {kind}"


def _event_text(event: Mapping[str, JSON]) -> str:
    kind = event.get("type")
    detail = ", ".join(f"{k} {json.dumps(v)}" for k, v in event.items() if k != "type")
    return f"{kind} ({detail})" if detail else str(kind)


def _exchange(spec: Spec, sent: _Sent, places: Sequence[Place], setup: Sequence[Place] = ()) -> Exchange:
    cite = _Cite(spec, str(sent.request["rulebook"]))
    findings: list[Finding] = []
    if sent.reply is None:
        where = _refusal_place(sent.refusal or "", setup)
        findings.append(cite("refusal", f"the rules refuse this {sent.op}: {sent.refusal}", sent.rule, where))
    else:
        findings.extend(_decided(cite, sent, sent.reply, places))
    return Exchange(sent.op, sent.request, sent.reply, sent.refusal, sent.rule, tuple(findings))


_TILE: Final = re.compile(r"\b\d+-\d+\b")


def _refusal_place(reason: str, setup: Sequence[Place]) -> Place | None:
    """The Given step a refusal of the whole request is about: the first that names a tile the reason names
    (a tile outside the set, a tile dealt twice); None when no step does."""
    tiles = set(_TILE.findall(reason))
    for place in setup:
        if tiles & set(_TILE.findall(place.step)):
            return place
    return None


def _results(cite: _Cite, sent: _Sent, reply: Mapping[str, JSON], places: Sequence[Place]) -> list[Finding]:
    items = sent.request.get(_items_of(sent.op))
    actions = _dicts(items) if isinstance(items, list) else []
    out: list[Finding] = []
    for index, result in enumerate(_dicts(reply.get("results"))):
        action = actions[index] if index < len(actions) else {}
        where = places[index] if index < len(places) else None
        said = _action_text(sent.op, action)
        if result.get("accepted") is True:
            points = result.get("points")
            scored = f", scoring {points}" if isinstance(points, int) and points else ""
            allowed = "recorded" if action.get("type") == "infraction" else "allowed"
            out.append(cite("accepted", f"{said}: {allowed}{scored}", None, where))
        else:
            reason = result.get("reason")
            rule = result.get("rule")
            out.append(
                cite(
                    "refused",
                    f"{said}: refused" + (f" ({reason})" if isinstance(reason, str) and reason else ""),
                    rule if isinstance(rule, str) else None,
                    where,
                )
            )
    return out


def _decided(cite: _Cite, sent: _Sent, reply: Mapping[str, JSON], places: Sequence[Place]) -> list[Finding]:
    out = _results(cite, sent, reply, places)
    if sent.op in ("hand", "train"):
        out.extend(_penalties(cite, reply))
        out.extend(_hand_end(cite, sent.op, reply))
    elif sent.op == "match":
        out.extend(_match_end(cite, reply))
    else:
        out.extend(_other(cite, sent.op, reply))
    return out


def _penalties(cite: _Cite, reply: Mapping[str, JSON]) -> list[Finding]:
    out: list[Finding] = []
    for penalty in _dicts(reply.get("penalties")):
        points = penalty.get("points")
        shown = f"{points:+d} points" if isinstance(points, int) else "points"
        charged = penalty.get("charged_to")
        if "team" in penalty:
            bearer = (
                f"{_seat(penalty.get('seat'))}'s own record"
                if charged == "player"
                else f"the score of {_team(penalty.get('team'))}"
            )
        else:
            bearer = f"{_seat(penalty.get('seat'))}'s score for the hand"
        text = f"{penalty.get('infraction')} by {_seat(penalty.get('seat'))}: {shown}, to {bearer}"
        rule = penalty.get("rule")
        out.append(cite("penalty", text, rule if isinstance(rule, str) else None))
    for tap in _dicts(reply.get("taps")):
        rule = tap.get("rule")
        text = f"{_seat(tap.get('seat'))} did not tap the last tile in time: draws {tap.get('tiles')}"
        out.append(cite("penalty", text, rule if isinstance(rule, str) else None))
    for sanction in _dicts(reply.get("sanctions")):
        bearer = (
            f"{_seat(sanction.get('seat'))} alone"
            if sanction.get("charged_to") == "player"
            else f"the partnership {_team(sanction.get('team'))}"
        )
        text = f"{sanction.get('infraction')} by {_seat(sanction.get('seat'))}: {sanction.get('consequence')}, borne by {bearer}"
        rule = sanction.get("rule")
        out.append(cite("sanction", text, rule if isinstance(rule, str) else None))
    return out


_ENDS: Final[dict[str, str]] = {
    "domino": "{winner} goes out (domino)",
    "lock": "the hand is locked; {winner} has the lowest count",
    "void": "the hand is locked level: a void hand",
    "forfeit": "the hand is forfeited",
    "restart": "the hand is played again",
    "game": "{winner}'s play takes the partnership to the target: the game ends",
    "out": "{winner} goes out",
    "open-double": "a double nobody could satisfy ends the hand",
    "blocked": "nobody can play and the bone-yard is empty: the hand ends",
}


RESTARTS: Final = frozenset({"restart", "reshuffle"})
"""The sanctions that have a hand dealt and played again."""


def _restarted_by(reply: Mapping[str, JSON], end: str) -> str | None:
    """The rule of a recorded infraction that has the hand played again, which then decides who leads it (the same
    leader, the next player or the player in turn, by that rule): None when the hand is not played again for an
    infraction (a tied lock replayed, or a hand that ended otherwise), and the rulebook's lead rule decides.

    The reply names no rule for the next leader; the sanction that restarts the hand does (a reshuffle as well
    as a restart), and only a hand that ends in a restart is led again by that sanction's rule.
    """
    if end != "restart":
        return None
    for sanction in _dicts(reply.get("sanctions")):
        rule = sanction.get("rule")
        if sanction.get("consequence") in RESTARTS and isinstance(rule, str):
            return rule
    return None


def _hand_end(cite: _Cite, op: Op, reply: Mapping[str, JSON]) -> list[Finding]:
    outcome = reply.get("outcome")
    out: list[Finding] = []
    if not isinstance(outcome, dict):
        turn = reply.get("turn")
        text = "the hand is under way" + (f": {_seat(turn)} to play" if turn is not None else "")
        must = reply.get("must_play")
        if isinstance(must, str):
            text += f", who must play {must}"
        owed = reply.get("owed")
        if isinstance(owed, dict):
            text += f"; the double {owed.get('tile')} on train {owed.get('train')} must be satisfied first"
        out.append(cite("position", text))
        return out
    end = str(outcome.get("end"))
    winner = outcome.get("winner", outcome.get("out"))
    text = _ENDS.get(end, end).format(winner=_seat(winner))
    team, points = outcome.get("team"), outcome.get("points")
    if op == "train":
        scores = outcome.get("scores")
        if isinstance(scores, dict):
            text += "; scores for the hand: " + ", ".join(f"{_seat(int(s))} {v}" for s, v in scores.items())
    elif isinstance(team, str) and isinstance(points, int):
        text += f"; {_team(team)} score {points}"
    elif end != "restart":
        text += "; nobody scores"
    rule = outcome.get("rule")
    out.append(cite("outcome", text, rule if isinstance(rule, str) else None))
    leader = reply.get("next_leader")
    if leader is not None:
        rule_id = _restarted_by(reply, end) or cite.enforcer(*_NEXT_LEAD)
        verb = "goes down first in" if "spinner" in reply else "leads"
        out.append(cite("next", f"{_seat(leader)} {verb} the next hand", rule_id))
    return out


def _match_end(cite: _Cite, reply: Mapping[str, JSON]) -> list[Finding]:
    scores = reply.get("scores")
    shown = ", ".join(f"{_team(t)} {p}" for t, p in scores.items()) if isinstance(scores, dict) else ""
    decided = reply.get("decided_by")
    out: list[Finding] = []
    if reply.get("finished") is True:
        winner = reply.get("winner")
        text = f"the match is over: {_team(winner)} win" if winner is not None else "the match is over, nobody wins"
        out.append(cite("outcome", f"{text} (score {shown})", decided if isinstance(decided, str) else None))
        return out
    out.append(cite("position", f"the match goes on: score {shown}"))
    leader, opening = reply.get("next_leader"), reply.get("next_opening")
    if leader is not None:
        out.append(cite("next", f"{_seat(leader)} leads the next hand", cite.enforcer(*_NEXT_LEAD)))
    elif opening == "winners":
        team = reply.get("next_lead_team")
        out.append(
            cite("next", f"either player of {_team(team)} leads the next hand", cite.enforcer("lead-winning-team"))
        )
    elif opening == "double-six":
        out.append(cite("next", "the holder of the double six leads the next hand", cite.enforcer("lead-double-six")))
    return out


def _other(cite: _Cite, op: Op, reply: Mapping[str, JSON]) -> list[Finding]:
    if op == "lead":
        rule = cite.enforcer("lead-draw-highest-sum", "lead-double-six")
        return [cite("next", f"{_seat(reply.get('leader'))} leads the first hand", rule)]
    if op == "deal":
        hands = reply.get("hands")
        dealt: list[str] = []
        if isinstance(hands, dict):
            for seat, tiles in hands.items():
                shown = " ".join(str(t) for t in tiles) if isinstance(tiles, list) else str(tiles)
                dealt.append(f"{_seat(seat)} {shown}")
        undealt = reply.get("undealt")
        left = f"; left out: {' '.join(str(t) for t in undealt)}" if isinstance(undealt, list) and undealt else ""
        return [cite("decision", f"the deal: {'; '.join(dealt)}{left}")]
    if op == "pair":
        tables = reply.get("tables")
        shown = (
            "; ".join(" v ".join(str(e) for e in t) for t in tables if isinstance(t, list))
            if isinstance(tables, list)
            else ""
        )
        bye = reply.get("bye")
        return [
            cite(
                "decision",
                f"the next round: {shown}" + (f"; bye: {bye}" if bye is not None else ""),
                cite.enforcer("swiss-pairing"),
            )
        ]
    if op == "standings":
        rows = _dicts(reply.get("rows"))
        shown = "; ".join(f"{n}. {r.get('entrant')}" for n, r in enumerate(rows, start=1))
        return [cite("decision", f"the standings: {shown}", cite.enforcer("swiss-pairing"))]
    if op == "advance":
        winners = reply.get("winners")
        shown = ", ".join(str(w) for w in winners if w is not None) if isinstance(winners, list) else ""
        return [
            cite("decision", f"through to the next round: {shown or 'nobody yet'}", cite.enforcer("knockout-advance"))
        ]
    if op == "seating":
        tables = reply.get("tables")
        shown = (
            "; ".join(", ".join(str(e) for e in t) for t in tables if isinstance(t, list))
            if isinstance(tables, list)
            else ""
        )
        return [cite("decision", f"the tables of the next hand: {shown}", cite.enforcer("train-seat-order"))]
    return []


# -- rendering ----------------------------------------------------------------------------------------


def _link(page: str, site_url: str) -> str:
    if not site_url:
        return page
    return (site_url if site_url.endswith("/") else site_url + "/") + page


def _placed(finding: Finding) -> str:
    """A finding's text after its place: ``line 7: When North plays 9-8: refused ...`` when the step says the
    action itself, else ``line 31 (When the play goes:): North plays 6-6: allowed``."""
    where = finding.where
    if where is None:
        return finding.text
    at = f"line {where.line}" if where.line is not None else where.step
    said, _, decided = finding.text.partition(": ")
    if where.line is not None and decided and where.step.split(" ", 1)[-1] == said:
        return f"{at}: {where.step}: {decided}"
    if where.line is not None:
        return f"{at} ({where.step}): {finding.text}"
    return f"{at}: {finding.text}"


def ruling_text(ruling: Ruling, site_url: str = "") -> str:
    """The ruling for people: the rulebook, then each request's findings, each with its rule and page, then
    the story's expectations. Rule pages are relative to the site's root unless ``site_url`` names it."""
    lines = [f"Ruling under {ruling.rulebook_title} ({ruling.rulebook})"]
    lines.append(f"Story: {ruling.source}" + (f", scenario {ruling.scenario!r}" if ruling.scenario else ""))
    for exchange in ruling.exchanges:
        lines.append(f"{exchange.op}:")
        for finding in exchange.findings:
            head = _placed(finding)
            if finding.rule is not None:
                spanish = f" / {finding.title_es}" if finding.title_es else ""
                head += f" [{finding.rule} {finding.title}{spanish}: {_link(finding.page or '', site_url)}]"
            lines.append(f"  {head}")
    if ruling.expectations:
        held = sum(e.holds for e in ruling.expectations)
        lines.append(f"The story's expectations: {held} of {len(ruling.expectations)} hold")
        for expectation in ruling.expectations:
            at = f"line {expectation.line}: " if expectation.line else ""
            state = "holds" if expectation.holds else f"does not hold: {expectation.detail}"
            lines.append(f"  {at}{expectation.step}: {state}")
    return "\n".join(lines) + "\n"


def ruling_json(ruling: Ruling) -> dict[str, JSON]:
    """The ruling as JSON (valid against :func:`ruling_schema`)."""

    def finding(f: Finding) -> dict[str, JSON]:
        return {
            "kind": f.kind,
            "text": f.text,
            "rule": f.rule,
            "title": f.title,
            "title_es": f.title_es,
            "page": f.page,
            "where": None if f.where is None else {"line": f.where.line, "step": f.where.step},
        }

    return {
        "format": RULING_FORMAT,
        "source": ruling.source,
        "scenario": ruling.scenario,
        "rulebook": ruling.rulebook,
        "rulebook_title": ruling.rulebook_title,
        "exchanges": [
            {
                "op": e.op,
                "request": e.request,
                "reply": e.reply,
                "refusal": e.refusal,
                "rule": e.rule,
                "findings": [finding(f) for f in e.findings],
            }
            for e in ruling.exchanges
        ],
        "expectations": [
            {"step": e.step, "line": e.line, "holds": e.holds, "detail": e.detail} for e in ruling.expectations
        ],
        "agrees": ruling.agrees,
    }


def ruling_schema() -> dict[str, object]:
    """The JSON Schema of :func:`ruling_json`."""
    nullable_string = {"type": ["string", "null"]}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://domino-rules/schemas/{SCHEMA_NAME}",
        "title": "domino-rules ruling",
        "description": "What the rulebook decides about a table's story (`domino-rules ruling --json`).",
        "type": "object",
        "additionalProperties": False,
        "required": [
            "format",
            "source",
            "scenario",
            "rulebook",
            "rulebook_title",
            "exchanges",
            "expectations",
            "agrees",
        ],
        "properties": {
            "format": {"const": RULING_FORMAT},
            "source": {"type": "string", "description": "where the story comes from"},
            "scenario": {**nullable_string, "description": "the scenario ruled on; null for a JSON request"},
            "rulebook": {"type": "string"},
            "rulebook_title": {"type": "string"},
            "exchanges": {
                "type": "array",
                "description": "each request the story sends to the engine, in order",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["op", "request", "reply", "refusal", "rule", "findings"],
                    "properties": {
                        "op": {"enum": list(OPS)},
                        "request": {"type": "object", "description": "the wire-protocol request"},
                        "reply": {"type": ["object", "null"], "description": "the reply; null when refused"},
                        "refusal": {**nullable_string, "description": "why the rules refuse the request"},
                        "rule": {**nullable_string, "description": "the rule the refusal names"},
                        "findings": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "additionalProperties": False,
                                "required": ["kind", "text", "rule", "title", "title_es", "page", "where"],
                                "properties": {
                                    "kind": {"enum": list(FINDING_KINDS)},
                                    "text": {"type": "string", "description": "what the rulebook decides, in words"},
                                    "rule": {**nullable_string, "description": "the ID of the rule that decides it"},
                                    "title": nullable_string,
                                    "title_es": {
                                        **nullable_string,
                                        "description": "the rule's title in Spanish, where the finding names "
                                        "a recorded infraction (a penalty or a sanction)",
                                    },
                                    "page": {
                                        **nullable_string,
                                        "description": "the rule's page, relative to the rules site's root",
                                    },
                                    "where": {
                                        "type": ["object", "null"],
                                        "additionalProperties": False,
                                        "required": ["line", "step"],
                                        "properties": {
                                            "line": {"type": ["integer", "null"], "minimum": 1},
                                            "step": {"type": "string", "description": "the step, or a JSON path"},
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
            "expectations": {
                "type": "array",
                "description": "the story's own expectations (Then steps, a case's observations)",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["step", "line", "holds", "detail"],
                    "properties": {
                        "step": {"type": "string"},
                        "line": {"type": ["integer", "null"], "minimum": 1},
                        "holds": {"type": "boolean"},
                        "detail": {"type": "string"},
                    },
                },
            },
            "agrees": {"type": "boolean", "description": "whether every expectation holds"},
        },
    }


__all__ = [
    "FINDING_KINDS",
    "RULING_FORMAT",
    "STORY_KINDS",
    "Exchange",
    "Expectation",
    "Finding",
    "FindingKind",
    "Place",
    "Ruling",
    "Story",
    "StoryError",
    "StoryKind",
    "rule_story",
    "ruling_json",
    "ruling_schema",
    "ruling_text",
]
