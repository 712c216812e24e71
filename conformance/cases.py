"""Each scenario as a language-neutral case: its level, capabilities, request and observations.

Nothing here needs an implementation. A scenario's Given and When steps are run
against a :class:`~conformance.context.World` whose implementation only *records*
the requests; each Then step returns its checks
(:class:`~conformance.observe.Check`: which reply, where in it, the expected value
in wire terms and how to compare), and the world is then asked for the reply of
each check's op, which records the request. That gives, for every scenario:

* its **requirement level**: ``must`` unless tagged ``@should`` or ``@may``;
* its **capabilities**: those of the requests it sends (a ``hand`` request needs
  ``deal-play`` when its setup is a complete deal, ``hand`` when it is a position,
  and ``infractions`` as well with touches or judge's records), plus any
  ``@needs:<capability>`` tag;
* the **request** (setup and actions) and the **observations**: the checks of
  each Then step, exactly those the suite evaluates when it runs.

A step that fails here (no definition, a scenario error, a Then step that does
not return checks) is a :class:`CaseError` naming the scenario and the step:
nothing is skipped or left out.

``domino-rules export DIR`` writes these as JSON files valid against
:func:`case_schema`; the plugin reads levels and capabilities from here to
report them and to skip a scenario outside the claim before it runs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal, TypedDict, cast

from conformance.context import Session, World
from conformance.facts import groups_of_check
from conformance.features import ScenarioInfo, read_features
from conformance.messages import (
    CAPABILITIES,
    OMITTABLE,
    OP_CAPABILITY,
    PROTOCOL_VERSION,
    AdvanceReply,
    AdvanceRequest,
    Capability,
    DealReply,
    DealRequest,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    Omittable,
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
    hand_capabilities,
)
from conformance.observe import DEFAULTS_TEXT, CheckMessage, as_checks, check_schema, to_message
from conformance.results import suite_version
from conformance.vocabulary import _converters, find_definition
from rulespec import cached_spec
from rulespec.families import ALL_FIVES
from rulespec.files import atomic_write
from rulespec.grammar import RULE_ID, RULE_ID_SCHEMA_PATTERN

Level = Literal["must", "should", "may"]
LEVELS: Final[tuple[Level, ...]] = ("must", "should", "may")
NEEDS_PREFIX: Final = "needs:"
CASE_FORMAT: Final = "2.1"
"""Version of the exported case format (and of :func:`case_schema`).

2.1: ``requests`` lists every request a scenario sends, in order (a deal played out and then
scored in a match sends a ``hand`` and a ``match`` request); ``request`` stays the first of them.

2.0: each observation holds the Then step's ``checks`` (op, path, compare, expected in wire
terms); 1.0 had an optional ``what`` and ``expected`` per step, missing where a step did not
compare one value, and a ``problems`` list."""
SCHEMA_NAME: Final = "case.schema.json"


def level_of(tags: tuple[str, ...] | set[str] | frozenset[str]) -> Level:
    """``may`` if tagged ``@may``, else ``should`` if tagged ``@should``, else ``must``.

    >>> level_of(("NDF-4.1", "should"))
    'should'
    >>> level_of(("NDF-4.1",))
    'must'
    """
    lowered = {tag.lower() for tag in tags}
    if "may" in lowered:
        return "may"
    if "should" in lowered:
        return "should"
    return "must"


def needs_of(tags: tuple[str, ...] | set[str] | frozenset[str]) -> list[Capability]:
    """Capabilities named by ``@needs:<capability>`` tags (unknown names are ignored by the lint's caller)."""
    found: list[Capability] = []
    for tag in tags:
        name = tag[len(NEEDS_PREFIX) :] if tag.startswith(NEEDS_PREFIX) else None
        if name in CAPABILITIES:
            found.append(name)
    return found


class CaseError(ValueError):
    """A scenario's step cannot be turned into a case (the message names the scenario and the step)."""


class Recorder:
    """An implementation that claims everything, records each request and answers with an empty reply."""

    def __init__(self) -> None:
        self.requests: list[Request] = []

    def _probe(self, request: Request) -> dict[str, object]:
        """Record the request; the empty reply is never read (checks are not evaluated here)."""
        self.requests.append(request)
        return {}

    def start(self, request: StartRequest) -> StartReply:
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": "recorder", "version": "0", "language": "python"},
            "rulebooks": [],
            "capabilities": list(CAPABILITIES),
        }

    def lead(self, request: LeadRequest) -> LeadReply:
        return cast(LeadReply, self._probe(request))

    def deal(self, request: DealRequest) -> DealReply:
        return cast(DealReply, self._probe(request))

    def hand(self, request: HandRequest) -> HandReply:
        return cast(HandReply, self._probe(request))

    def match(self, request: MatchRequest) -> MatchReply:
        return cast(MatchReply, self._probe(request))

    def pair(self, request: PairRequest) -> PairReply:
        return cast(PairReply, self._probe(request))

    def standings(self, request: StandingsRequest) -> StandingsReply:
        return cast(StandingsReply, self._probe(request))

    def advance(self, request: AdvanceRequest) -> AdvanceReply:
        return cast(AdvanceReply, self._probe(request))

    def train(self, request: TrainRequest) -> TrainReply:
        return cast(TrainReply, self._probe(request))

    def seating(self, request: SeatingRequest) -> SeatingReply:
        return cast(SeatingReply, self._probe(request))

    def stop(self) -> None:
        return None


class _Everything(list[str]):
    def __contains__(self, item: object) -> bool:
        return True


class Observation(TypedDict):
    """A Then step as written, the vocabulary entry it matches, and its checks."""

    step: str
    pattern: str
    arguments: dict[str, object]
    checks: list[CheckMessage]


class Case(TypedDict):
    id: str
    feature: str
    scenario: str
    line: int
    rules: list[str]
    tags: list[str]
    level: Level
    capabilities: list[Capability]
    rulebook: str | None
    request: dict[str, object] | None
    requests: list[dict[str, object]]
    observations: list[Observation]


def _jsonable(value: object) -> object:
    """Tuples and sets as lists (sets sorted), dicts with string keys, everything else as is."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((_jsonable(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def _arguments(pattern: str, match: dict[str, str]) -> dict[str, object]:
    converters = _converters(pattern)
    return {name: converters[name](text) for name, text in match.items()}


def _capabilities(requests: list[Request], tags: tuple[str, ...]) -> list[Capability]:
    found: set[Capability] = set(needs_of(tags))
    for request in requests:
        op = request["op"]
        if op == "hand":
            found.update(hand_capabilities(cast(HandRequest, request)))
        elif op in OP_CAPABILITY:
            found.add(OP_CAPABILITY[op])
    return [c for c in CAPABILITIES if c in found]


def build_case(scenario: ScenarioInfo) -> Case:
    """Run the scenario's steps against a recording world (no implementation) and describe it.

    Raises :class:`CaseError` naming the scenario and the step when a step cannot be run here.
    """
    from conformance.trace import load_steps

    load_steps()
    recorder = Recorder()
    claim = recorder.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    claim["rulebooks"] = _Everything()
    world = World(session=Session(implementation=recorder, claim=claim))
    observations: list[Observation] = []
    for step in scenario.steps:
        where = f"{scenario.ref}: line {step.line}: {step.kind.capitalize()} {step.text}"
        definition = find_definition(step.kind, step.text)
        if definition is None or definition.func is None:
            raise CaseError(f"{where}: no step definition")
        found = definition.regex.fullmatch(step.text)
        if found is None:
            raise CaseError(f"{where}: the step does not match its definition {definition.pattern!r}")
        try:
            arguments = _arguments(definition.pattern, found.groupdict())
            call: dict[str, object] = {"world": world, **arguments}
            if definition.table:
                call["datatable"] = step.table or []
            returned = definition.func(**call)
            if step.kind != "then":
                continue
            checks = as_checks(returned, definition.pattern)
            for check in checks:
                world.reply(check.op)  # records the request the check reads the reply of
        except CaseError:
            raise
        except Exception as exc:
            raise CaseError(f"{where}: {type(exc).__name__}: {exc}") from exc
        observations.append(
            {
                "step": f"{step.kind.capitalize()} {step.text}",
                "pattern": definition.pattern,
                "arguments": cast(dict[str, object], _jsonable(arguments)),
                "checks": [to_message(check) for check in checks],
            }
        )
    request = cast(dict[str, object], recorder.requests[0]) if recorder.requests else None
    return {
        "id": scenario.ref,
        "feature": scenario.path,
        "scenario": scenario.name,
        "line": scenario.line,
        "rules": [t for t in scenario.tags if RULE_ID.match(t)],
        "tags": [t for t in scenario.tags if not RULE_ID.match(t)],
        "level": level_of(scenario.tags),
        "capabilities": _capabilities(recorder.requests, scenario.tags),
        "rulebook": world.rulebook,
        "request": cast(dict[str, object], _jsonable(request)) if request is not None else None,
        "requests": [cast(dict[str, object], _jsonable(sent)) for sent in recorder.requests],
        "observations": observations,
    }


@dataclass(frozen=True, slots=True)
class Meta:
    """What the plugin needs to know about a scenario before running it."""

    id: str
    level: Level
    capabilities: tuple[Capability, ...]
    rulebook: str | None
    uses: tuple[Omittable, ...] = ()
    """What a program may leave out (``omits``) that the scenario needs: hand-reply fields it reads, and
    the ``ask-count`` action if it sends one."""
    reads: tuple[frozenset[str], ...] = ()
    """The groups of facts each Then step reads (:mod:`conformance.facts`)."""
    players: int | None = None
    """The number of players at the table the scenario sets (None: it sets no table)."""


def uses_of(case: Case) -> tuple[Omittable, ...]:
    """The omittable actions ``case`` sends: the types of the actions of its ``hand`` requests that are in
    :data:`OMITTABLE` (facts it reads are groups, :func:`reads_of`).

    >>> uses_of(cast(Case, {"observations": [{"checks": [{"op": "hand", "path": "/exposed/N"}]}],
    ...     "requests": [{"op": "hand", "actions": [{"type": "ask-count", "seat": "N"}]}]}))
    ('ask-count',)
    """
    found: set[str] = set()
    for request in case["requests"]:
        if request.get("op") == "hand":
            actions = cast(list[dict[str, object]], request.get("actions", []))
            found.update(str(action.get("type")) for action in actions)
    return tuple(name for name in OMITTABLE if name in found)


@lru_cache(maxsize=1)
def catalog() -> dict[str, Meta]:
    """Every scenario's ID to its level, capabilities and rulebook (computed once per process)."""
    out: dict[str, Meta] = {}
    for scenario in read_features():
        case = build_case(scenario)
        out[scenario.ref] = Meta(
            id=scenario.ref,
            level=case["level"],
            capabilities=tuple(case["capabilities"]),
            rulebook=case["rulebook"],
            uses=uses_of(case),
            reads=reads_of(case),
            players=players_of(case),
        )
    return out


def reads_of(case: Case) -> tuple[frozenset[str], ...]:
    """The groups of facts each Then step of ``case`` reads."""
    return tuple(
        frozenset().union(*(groups_of_check(c["op"], c["path"], c["expected"]) for c in observation["checks"]))
        for observation in case["observations"]
    )


def players_of(case: Case) -> int | None:
    """How many players sit at the table of the case's first ``train`` request, or ``hand`` request of a
    rulebook whose tables differ in size (All Fives singles and doubles); None: the case sets no such table
    (a block game is always four, whatever hands a position gives).

    >>> players_of(cast(Case, {"requests": [{"op": "hand", "rulebook": "wcdt-all-fives",
    ...     "setup": {"hands": {"N": [], "E": ["1-0"]}}}]}))
    2
    """
    for request in case["requests"]:
        book = request.get("rulebook")
        sized = request.get("op") == "train" or (
            request.get("op") == "hand"
            and isinstance(book, str)
            and cached_spec().rulebook(book).game.family == ALL_FIVES.name
        )
        if sized:
            setup = request.get("setup")
            hands = setup.get("hands") if isinstance(setup, dict) else None
            if isinstance(hands, dict):
                return len(hands)
    return None


def unbuildable(scenarios: Sequence[ScenarioInfo]) -> list[tuple[ScenarioInfo, str]]:
    """The scenarios a step of which refuses its own arguments (a table without its columns, a tile the
    step cannot read), so that no case can be built and the suite could not run them, with why. An
    undefined or mismatched step is left to :func:`conformance.trace.lint`, which names it."""
    out: list[tuple[ScenarioInfo, str]] = []
    for scenario in scenarios:
        try:
            build_case(scenario)
        except CaseError as exc:
            if exc.__cause__ is not None:
                out.append((scenario, str(exc)))
    return out


def all_cases() -> list[Case]:
    return [build_case(scenario) for scenario in read_features()]


# -- the published schema ---------------------------------------------------------------------------
def case_schema() -> dict[str, object]:
    """The JSON Schema every exported case file is valid against (published on the site).

    The ``request`` is exactly a wire-protocol request (see the protocol's schemas);
    each observation names the Then step, its pattern and typed arguments, and its
    ``checks``: which reply (``op``), where in it (``path``), the ``expected`` value in
    wire terms and how to ``compare`` them.
    """
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://domino-rules/schemas/{SCHEMA_NAME}",
        "title": "domino-rules exported conformance case",
        "description": (
            "One scenario of the conformance suite, language-neutral: send `request` to the "
            "implementation over the wire protocol and check each observation against the reply."
        ),
        "type": "object",
        "required": [
            "format",
            "id",
            "feature",
            "scenario",
            "rules",
            "level",
            "capabilities",
            "rulebook",
            "request",
            "requests",
            "observations",
        ],
        "additionalProperties": False,
        "properties": {
            "format": {"const": CASE_FORMAT, "description": "version of this case format"},
            "protocol": {"type": "string", "description": "wire protocol version the request is written in"},
            "suite_version": {"type": "string"},
            "id": {"type": "string", "description": "stable ID: `<feature path>:<scenario name>`"},
            "feature": {"type": "string"},
            "scenario": {"type": "string"},
            "line": {"type": "integer", "minimum": 1},
            "rules": {
                "type": "array",
                "items": {"type": "string", "pattern": RULE_ID_SCHEMA_PATTERN},
                "minItems": 1,
            },
            "tags": {"type": "array", "items": {"type": "string"}},
            "level": {"enum": list(LEVELS), "description": "requirement level: must, should or may"},
            "capabilities": {
                "type": "array",
                "items": {"enum": list(CAPABILITIES)},
                "uniqueItems": True,
                "description": "what an implementation must claim for the case to apply",
            },
            "rulebook": {"type": ["string", "null"]},
            "request": {
                "type": ["object", "null"],
                "required": ["op", "rulebook"],
                "properties": {"op": {"enum": list(OP_CAPABILITY)}, "rulebook": {"type": "string"}},
                "description": "the wire-protocol request the scenario sends (setup and actions): the first of `requests`",
            },
            "requests": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["op", "rulebook"],
                    "properties": {"op": {"enum": list(OP_CAPABILITY)}, "rulebook": {"type": "string"}},
                },
                "description": "every request the scenario sends, in order; each check reads the reply to the "
                "request of its `op`",
            },
            "observations": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["step", "pattern", "arguments", "checks"],
                    "additionalProperties": False,
                    "properties": {
                        "step": {"type": "string", "description": "the Then step as written"},
                        "pattern": {"type": "string", "description": "the step vocabulary entry it matches"},
                        "arguments": {"type": "object", "description": "the pattern's typed arguments"},
                        "checks": {
                            "type": "array",
                            "minItems": 1,
                            "items": check_schema(),
                            "description": "what the step checks in the replies: all must hold. " + DEFAULTS_TEXT,
                        },
                    },
                },
            },
        },
    }


def schema_markdown() -> str:
    """A short Markdown section for the site: what the exported cases are, and the schema itself.

    For the site engineer: ``conformance.cases.schema_markdown()`` returns Markdown;
    :func:`schema_file` returns ``(path, text)`` of the schema file to publish beside it.
    """
    schema = json.dumps(case_schema(), indent=2)
    return "\n".join(
        [
            "## Exported cases",
            "",
            "`domino-rules export DIR` writes every scenario as one JSON file (and an `index.json`),",
            "for implementers who want to run the cases in their own test framework. Each case",
            "holds its stable ID, rule IDs, requirement level (must, should, may), the capabilities",
            "it needs, the wire-protocol `request` (setup and actions) and the observations: each",
            "Then step's pattern, typed arguments and checks. A check names the reply it reads",
            "(`op`), a JSON-pointer-like `path` into it, the `expected` value in wire terms (`E`, not",
            "`East`) and how to `compare` them; these are exactly the checks the suite evaluates.",
            f"Every file is valid against `{SCHEMA_NAME}`:",
            "",
            "```json",
            schema,
            "```",
            "",
        ]
    )


def schema_file() -> tuple[str, str]:
    """``(file name, JSON text)`` of the case schema."""
    return SCHEMA_NAME, json.dumps(case_schema(), indent=2) + "\n"


def export(directory: Path) -> list[Path]:
    """Write every case (one file each, by feature and scenario), an index and the schema."""
    import re

    import jsonschema

    schema = case_schema()
    validator = jsonschema.Draft202012Validator(schema)
    written: list[Path] = []
    index: list[dict[str, object]] = []
    used: set[str] = set()
    for case in all_cases():
        document: dict[str, object] = {
            "format": CASE_FORMAT,
            "protocol": PROTOCOL_VERSION,
            "suite_version": suite_version(),
            **case,
        }
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            raise ValueError(f"{case['id']}: exported case is invalid: {errors[0].message}")
        stem = Path(case["feature"]).with_suffix("").as_posix().removeprefix("features/")
        slug = re.sub(r"[^a-z0-9]+", "-", case["scenario"].lower()).strip("-")[:80]
        name = f"{stem}/{slug}.json"
        counter = 2
        while name in used:
            name = f"{stem}/{slug}-{counter}.json"
            counter += 1
        used.add(name)
        path = directory / name
        atomic_write(path, json.dumps(document, indent=2) + "\n")
        written.append(path)
        index.append(
            {
                "id": case["id"],
                "file": name,
                "rules": case["rules"],
                "level": case["level"],
                "capabilities": case["capabilities"],
            }
        )
    schema_name, schema_text = schema_file()
    atomic_write(directory / schema_name, schema_text)
    atomic_write(
        directory / "index.json",
        json.dumps({"format": CASE_FORMAT, "protocol": PROTOCOL_VERSION, "cases": index}, indent=2) + "\n",
    )
    return [*written, directory / schema_name, directory / "index.json"]


__all__ = [
    "CASE_FORMAT",
    "LEVELS",
    "Case",
    "CaseError",
    "Level",
    "Meta",
    "all_cases",
    "build_case",
    "case_schema",
    "catalog",
    "export",
    "level_of",
    "needs_of",
    "schema_file",
    "schema_markdown",
]
