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

import hashlib
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal, NotRequired, TypedDict, cast

from conformance.context import Session, World
from conformance.facts import FACT_NAMES, GROUPS, LEGACY_OMITS, FactName, groups_of_check
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
    train_capabilities,
)
from conformance.observe import (
    COMPARES,
    DEFAULTS_TEXT,
    VIEW_TEXT,
    Check,
    CheckMessage,
    Op,
    as_checks,
    check_schema,
    to_message,
)
from conformance.results import suite_version
from conformance.vocabulary import field_converters, find_definition
from rulespec import __file__ as rulespec_file
from rulespec import cached_spec
from rulespec.families import ALL_FIVES
from rulespec.files import atomic_write
from rulespec.grammar import RULE_ID, RULE_ID_SCHEMA_PATTERN

Level = Literal["must", "should", "may"]
LEVELS: Final[tuple[Level, ...]] = ("must", "should", "may")
NEEDS_PREFIX: Final = "needs:"
CASE_FORMAT: Final = "3.0"
"""Version of the exported case format (and of :func:`case_schema`).

3.0: each check names the reply it reads by its position in ``requests`` (``request``: a scenario that
sends two requests of one op, the second after more actions, checks some steps against each) and the
groups of facts it reads (``groups``, and ``key_groups`` for an object pattern, whose keys are checked
one by one against a claim's ``models``); each case gives the table size a claim's ``players`` is held
to (``players``) and the actions it sends that a claim's ``omits`` may leave out (``uses``).

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
        """Record the request as it is now (a copy: the world goes on adding actions to its lists); the reply,
        empty but for the ``steps`` a request with ``each`` asks for, is never read (checks are not evaluated
        here)."""
        self.requests.append(cast(Request, _jsonable(request)))
        asked = cast("dict[str, object]", request).get("each") is True
        return {"steps": []} if asked else {}

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


class CaseCheck(CheckMessage):
    """A check as a case exports it: which request's reply it reads, and the groups of facts it reads."""

    request: int
    """The position in the case's ``requests`` of the request whose reply the check reads: the latest request
    of its op sent when the check is evaluated (a later When step makes a new request of the same op)."""
    groups: list[FactName]
    """The groups of facts the check reads (:func:`conformance.facts.groups_of_check`)."""
    key_groups: NotRequired[dict[str, list[FactName]]]
    """For a ``matches`` check whose pattern is an object: the groups each key of it reads, with the path's
    (a key of an unclaimed group is left out of the pattern, :func:`conformance.observe.narrow`)."""


class Observation(TypedDict):
    """A Then step as written, the vocabulary entry it matches, and its checks."""

    step: str
    pattern: str
    arguments: dict[str, object]
    checks: list[CaseCheck]


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
    players: int | None
    uses: list[Omittable]
    observations: list[Observation]


def _jsonable(value: object) -> object:
    """Tuples and sets as lists (sets sorted), dicts with string keys, everything else as is."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in cast(dict[object, object], value).items()}
    if isinstance(value, (set, frozenset)):
        members = cast(set[object] | frozenset[object], value)
        return sorted((_jsonable(v) for v in members), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in cast(list[object] | tuple[object, ...], value)]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def _arguments(pattern: str, match: dict[str, str]) -> dict[str, object]:
    converters = field_converters(pattern)
    return {name: converters[name](text) for name, text in match.items()}


def _capabilities(requests: list[Request], tags: tuple[str, ...]) -> list[Capability]:
    found: set[Capability] = set(needs_of(tags))
    for request in requests:
        op = request["op"]
        if op == "hand":
            found.update(hand_capabilities(cast(HandRequest, request)))
        elif op == "train":
            found.update(train_capabilities(cast(TrainRequest, request)))
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
            exported: list[CaseCheck] = []
            for check in checks:
                world.reply(check.op)  # records the request the check reads the reply of (if not sent yet)
                exported.append(_exported(check, _latest(recorder.requests, check.op)))
        except CaseError:
            raise
        except Exception as exc:
            raise CaseError(f"{where}: {type(exc).__name__}: {exc}") from exc
        observations.append(
            {
                "step": f"{step.kind.capitalize()} {step.text}",
                "pattern": definition.pattern,
                "arguments": cast(dict[str, object], _jsonable(arguments)),
                "checks": exported,
            }
        )
    request = cast(dict[str, object], recorder.requests[0]) if recorder.requests else None
    requests = [cast(dict[str, object], _jsonable(sent)) for sent in recorder.requests]
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
        "requests": requests,
        "players": _players(requests),
        "uses": _uses(requests),
        "observations": observations,
    }


def _latest(requests: Sequence[Request], op: Op) -> int:
    """The position of the latest request of ``op`` among those recorded (the one a check of ``op`` reads)."""
    for position in range(len(requests) - 1, -1, -1):
        if requests[position]["op"] == op:
            return position
    raise CaseError(f"no {op!r} request was recorded for a check of it")


def _exported(check: Check, request: int) -> CaseCheck:
    """``check`` as a case exports it, reading the reply to ``requests[request]``."""
    message = to_message(check)
    out: CaseCheck = {
        "op": message["op"],
        "path": message["path"],
        "compare": message["compare"],
        "expected": message["expected"],
        "what": message["what"],
        "request": request,
        "groups": sorted(groups_of_check(check.op, check.path, check.expected)),
    }
    if check.compare == "matches" and isinstance(check.expected, dict):
        out["key_groups"] = {
            str(key): sorted(groups_of_check(check.op, check.path, {key: value}))
            for key, value in check.expected.items()
        }
    return out


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


def _uses(requests: Sequence[Mapping[str, object]]) -> list[Omittable]:
    """The omittable actions the ``hand`` requests send: the types of their actions that are in
    :data:`OMITTABLE` (facts the case reads are groups, :func:`reads_of`).

    >>> _uses([{"op": "hand", "actions": [{"type": "ask-count", "seat": "N"}]}])
    ['ask-count']
    """
    found: set[str] = set()
    for request in requests:
        if request.get("op") == "hand":
            actions = cast(list[dict[str, object]], request.get("actions", []))
            found.update(str(action.get("type")) for action in actions)
    return [name for name in OMITTABLE if name in found]


@lru_cache(maxsize=1)
def catalog() -> dict[str, Meta]:
    """Every scenario's ID to its level, capabilities and rulebook (computed once per process, and kept between
    runs beside the parsed features, under a key of every file it depends on: see :func:`_catalog_key`)."""
    cached = _cached_catalog()
    if cached is not None:
        return cached
    out: dict[str, Meta] = {}
    for scenario in read_features():
        case = build_case(scenario)
        out[scenario.ref] = Meta(
            id=scenario.ref,
            level=case["level"],
            capabilities=tuple(case["capabilities"]),
            rulebook=case["rulebook"],
            uses=tuple(case["uses"]),
            reads=reads_of(case),
            players=case["players"],
        )
    _keep_catalog(out)
    return out


_CATALOG_VERSION: Final = "1"


def _catalog_file() -> Path | None:
    """Where the catalogue is kept between runs (None: nowhere, as for the parsed features), named by a key of
    the Python version and every file a case depends on: the feature files, the spec, and the source of the
    packages that turn steps into cases (``conformance``, ``rulespec``). Any change to any of them builds it
    again."""
    from conformance.features import feature_cache_dir
    from conformance.paths import features_dir
    from rulespec.paths import spec_dir

    cache = feature_cache_dir()
    if cache is None:
        return None
    digest = hashlib.sha256(f"{_CATALOG_VERSION}|{sys.version}".encode())
    roots = [
        (features_dir(), "*.feature"),
        (spec_dir(), "*.yaml"),
        (Path(__file__).resolve().parent, "*.py"),
        (Path(rulespec_file).resolve().parent, "*.py"),
    ]
    for root, pattern in roots:
        for path in sorted(root.rglob(pattern)):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return cache.parent / "catalog" / f"{digest.hexdigest()}.json"


def _cached_catalog() -> dict[str, Meta] | None:
    path = _catalog_file()
    if path is None:
        return None
    try:
        rows: object = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(rows, list):
        return None
    out: dict[str, Meta] = {}
    for row in cast(list[dict[str, object]], rows):
        meta = Meta(
            id=str(row["id"]),
            level=cast(Level, row["level"]),
            capabilities=tuple(cast(list[Capability], row["capabilities"])),
            rulebook=cast(str | None, row["rulebook"]),
            uses=tuple(cast(list[Omittable], row["uses"])),
            reads=tuple(frozenset(cast(list[str], groups)) for groups in cast(list[object], row["reads"])),
            players=cast(int | None, row["players"]),
        )
        out[meta.id] = meta
    return out


def _keep_catalog(found: dict[str, Meta]) -> None:
    path = _catalog_file()
    if path is None:
        return
    rows = [
        {
            "id": m.id,
            "level": m.level,
            "capabilities": list(m.capabilities),
            "rulebook": m.rulebook,
            "uses": list(m.uses),
            "reads": [sorted(groups) for groups in m.reads],
            "players": m.players,
        }
        for m in found.values()
    ]
    try:
        atomic_write(path, json.dumps(rows))
    except OSError:
        pass  # nowhere to keep it: built again next time


def reads_of(case: Case) -> tuple[frozenset[str], ...]:
    """The groups of facts each Then step of ``case`` reads."""
    return tuple(
        frozenset[str]().union(*(check["groups"] for check in observation["checks"]))
        for observation in case["observations"]
    )


def _players(requests: Sequence[Mapping[str, object]]) -> int | None:
    """How many players sit at the table of the first ``train`` request, or ``hand`` request of a rulebook
    whose tables differ in size (All Fives singles and doubles); None: the case sets no such table (a block
    game is always four, whatever hands a position gives).

    >>> _players([{"op": "hand", "rulebook": "wcdt-all-fives", "setup": {"hands": {"N": [], "E": ["1-0"]}}}])
    2
    """
    for request in requests:
        book = request.get("rulebook")
        sized = request.get("op") == "train" or (
            request.get("op") == "hand"
            and isinstance(book, str)
            and cached_spec().rulebook(book).game.family == ALL_FIVES.name
        )
        if sized:
            setup = request.get("setup")
            hands = cast(dict[str, object], setup).get("hands") if isinstance(setup, dict) else None
            if isinstance(hands, dict):
                return len(cast(dict[str, object], hands))
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
def case_check_schema() -> dict[str, object]:
    """The JSON Schema of one exported check (:class:`CaseCheck`): :func:`conformance.observe.check_schema`
    with the request it reads and the groups of facts it reads."""
    base = check_schema()
    group_list = {"type": "array", "items": {"enum": list(FACT_NAMES)}, "minItems": 1, "uniqueItems": True}
    return {
        **base,
        "required": [*cast(list[str], base["required"]), "request", "groups"],
        "properties": {
            **cast(dict[str, object], base["properties"]),
            "request": {
                "type": "integer",
                "minimum": 0,
                "description": "the position (from 0) in the case's `requests` of the request whose reply the check "
                "reads: the latest request of the check's `op` sent by the time the check is made",
            },
            "groups": {
                **group_list,
                "description": "the groups of facts the check reads (see the protocol page). Claimed groups are "
                "a claim's `models` for the rulebook (every group when it has none for it), less its `omits`. A "
                "check whose groups are all claimed is made whole; otherwise, one with `key_groups` is made "
                "with the keys of its pattern whose groups are all claimed (none: not made), and any other "
                "check is not made",
            },
            "key_groups": {
                "type": "object",
                "additionalProperties": group_list,
                "description": "only for a `matches` check whose `expected` is an object: for each key of the "
                "object, the groups the check reads with that key alone in its pattern",
            },
        },
    }


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
            "players",
            "uses",
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
                "description": "every request the scenario sends, in order; each check names the one whose reply "
                "it reads (its `request`). Send a request when a check first needs its reply, and keep the answer "
                "for the other checks of the same request",
            },
            "players": {
                "type": ["integer", "null"],
                "minimum": 1,
                "description": "the number of players at the table the case sets (a train hand, or a hand of a "
                "rulebook whose tables differ in size); a claim whose `players` for the rulebook leaves this number "
                "out does not claim the case. Null: the case sets no such table",
            },
            "uses": {
                "type": "array",
                "items": {"enum": list(OMITTABLE)},
                "uniqueItems": True,
                "description": "what the case sends that a claim may leave out with `omits` (the `ask-count` "
                "action): a claim whose `omits` names one of these does not claim the case",
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
                            "items": case_check_schema(),
                            "description": "what the step checks in the replies, in order: all must hold (the "
                            "first that does not fails the step). " + DEFAULTS_TEXT,
                        },
                    },
                },
            },
        },
    }


def schema_markdown() -> str:
    """The cases page for the site: what the exported cases are, how to run one exactly as ``check`` does, the
    paths and views of a check, and the schema itself.

    For the site engineer: ``conformance.cases.schema_markdown()`` returns Markdown;
    :func:`schema_file` returns ``(path, text)`` of the schema file to publish beside it.
    """
    schema = json.dumps(case_schema(), indent=2)
    views = [f"- `{name}`: {text}." for name, text in VIEW_TEXT.items()]
    compares = [f"- `{name}`: {text}." for name, text in COMPARES.items()]
    return "\n".join(
        [
            "## Exported cases",
            "",
            "`domino-rules export DIR` (or `domino-rules kit DIR`, which writes them under `cases/` with the",
            "schemas, the wire helpers and a runner in JavaScript, `run-cases.mjs`) writes every scenario as one",
            "JSON file, with an `index.json`, for implementers who want to run the cases in their own test",
            "framework. Each case holds its stable ID, rule IDs, requirement level (must, should, may), the",
            "capabilities it needs, every wire-protocol request it sends (`requests`) and the observations: each",
            "Then step's pattern, typed arguments and checks. A check names the request whose reply it reads",
            "(`request`, a position in `requests`; its `op`), a JSON-pointer-like `path` into the reply, the",
            "`expected` value in wire terms (`E`, not `East`), how to `compare` them, and the groups of facts it",
            "reads (`groups`); these are exactly the checks the suite evaluates.",
            "",
            "`index.json` lists every case (`id`, `file`, `rules`, `level`, `capabilities`), every group of facts",
            "(`groups`: what a claim's `models` may name) and, for the `omits` entries of protocol 1.0 that are",
            "hand-reply field names, the group each leaves out (`omits_groups`), and the group of each",
            "top-level field of each reply (`reply_fields`, by op): a reply may leave out a required field whose",
            "group the claim does not model.",
            "",
            "### Running a case as `check` does",
            "",
            "1. **Claimed or not.** A case is *not claimed* (neither passed nor failed) when its `rulebook` is not",
            "   in the claim's `rulebooks`; when one of its `capabilities` is not in the claim's `capabilities`, or",
            "   the claim has `claims` and its entry for the rulebook lacks it; when the claim's `omits` names one",
            "   of its `uses`; when its `players` is a number and the claim's `players` for the rulebook is a list",
            "   without it; or when no observation has a check reading a claimed group. The *claimed groups* are",
            "   the claim's `models` for the rulebook (every group of `index.json`'s `groups` when the claim has no",
            "   `models` or no entry for the rulebook), less each `omits` entry (a group's name, or a field name",
            "   that `omits_groups` maps to its group).",
            "2. **Narrow each check** to the claimed groups: a check whose `groups` are all claimed is made whole;",
            "   one with `key_groups` (a `matches` check of an object pattern) is made with only the keys whose",
            "   groups are all claimed, and not at all when no key is left; any other check is not made. An",
            "   observation with no check left is *unchecked*.",
            "3. **Make the checks**, observation by observation, in order. A check needs the answer to",
            "   `requests[request]`: send it the first time it is needed and keep the answer for the rest (a",
            "   request no check needs is never sent). Fill in the reply's defaults (below), read the value at",
            "   `path` and compare it. Within an observation the first check that does not hold fails it; the",
            "   next observations are still made, so every failing step is reported.",
            "4. **The answers.** `refused` and `refused-under` checks read whether the request was answered with",
            "   an `error` line (and its `rule`). Any other check reading a request answered with `error` ends",
            "   the case as an *error*, as does a crash, a hang, a line that is not JSON or a reply that does not",
            "   follow its schema (the message schemas; a required field may be missing from the reply, and from",
            "   each of its `steps`, when `reply_fields` puts it in a group the claim does not model). An",
            "   `unsupported` answer to a request inside the claim *fails* the case (a claim binds). A reply without",
            "   `steps` to a request with `each` true (the protocol lets an implementation leave them out) ends the",
            "   case as *not claimed*; a reply with `steps` to a request without `each` *fails* it.",
            "5. **The verdict.** *Failed* when an observation failed; else *not claimed* when every observation",
            "   was unchecked; else *passed*.",
            "",
            DEFAULTS_TEXT,
            "",
            "### Paths",
            "",
            "A `path` is empty (the whole reply) or `/`-separated segments, each read from the value the",
            "previous ones led to:",
            "",
            "- a key of an object; a number (`2`, `-1`) is an index of a list (`-1` the last item) or, on an",
            "  object, its key (a seat's number at a train table);",
            "- `*`: every item of a list, the rest of the path read in each (the result is the list of them);",
            "- `[key=value]`, alone or after a key: the items of a list that are objects whose `key` holds",
            '  `value`, a JSON value holding no `/` (`[team="NS"]`, `[accepted=false]`);',
            "- a view:",
            "",
            *[f"  {line}" for line in views],
            "",
            "A segment that leads nowhere (a missing key, an index out of range, a key or `*` on a value that is",
            "not an object or a list) makes the value *absent*, and every later segment leaves it absent.",
            "",
            "### Comparisons",
            "",
            *compares,
            "",
            "Equality is JSON equality: `true` is not `1`, and absent equals nothing (only `absent` accepts it).",
            "",
            f"Every case file is valid against `{SCHEMA_NAME}`:",
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


def index_document(cases: list[dict[str, object]]) -> dict[str, object]:
    """``index.json``: the format, the protocol, the groups of facts a claim can name, what each ``omits`` entry
    of protocol 1.0 that is no group's name leaves out, the group of each top-level reply field, and one entry
    per case."""
    fields: dict[str, dict[str, str]] = {}
    for group in GROUPS:
        for name in group.fields:
            op, _, field = name.partition(":")
            if field and "." not in field:
                fields.setdefault(op, {})[field] = group.name
    return {
        "format": CASE_FORMAT,
        "protocol": PROTOCOL_VERSION,
        "groups": list(FACT_NAMES),
        "omits_groups": dict(LEGACY_OMITS),
        "reply_fields": fields,
        "cases": cases,
    }


def export_files() -> dict[str, str]:
    """Every case (one file each, by feature and scenario), the schema and an index, as file name (relative,
    ``/``-separated) to JSON text; every case is validated against the schema first (a ValueError names it)."""
    import re

    import jsonschema

    from conformance.schemas import schema_errors

    schema = case_schema()
    validator = jsonschema.Draft202012Validator(schema)
    files: dict[str, str] = {}
    index: list[dict[str, object]] = []
    for case in all_cases():
        document: dict[str, object] = {
            "format": CASE_FORMAT,
            "protocol": PROTOCOL_VERSION,
            "suite_version": suite_version(),
            **case,
        }
        errors = sorted(schema_errors(validator, document), key=lambda e: list(e.path))
        if errors:
            raise ValueError(f"{case['id']}: exported case is invalid: {errors[0].message}")
        stem = Path(case["feature"]).with_suffix("").as_posix().removeprefix("features/")
        slug = re.sub(r"[^a-z0-9]+", "-", case["scenario"].lower()).strip("-")[:80]
        name = f"{stem}/{slug}.json"
        counter = 2
        while name in files:
            name = f"{stem}/{slug}-{counter}.json"
            counter += 1
        files[name] = json.dumps(document, indent=2) + "\n"
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
    files[schema_name] = schema_text
    files["index.json"] = json.dumps(index_document(index), indent=2) + "\n"
    return files


def export(directory: Path) -> list[Path]:
    """Write every case (one file each, by feature and scenario), then the schema and an index (each file
    atomically; nothing is written when a case is invalid)."""
    written: list[Path] = []
    for name, text in export_files().items():
        path = directory / name
        atomic_write(path, text)
        written.append(path)
    return written


__all__ = [
    "CASE_FORMAT",
    "LEVELS",
    "Case",
    "CaseCheck",
    "CaseError",
    "Level",
    "Meta",
    "all_cases",
    "build_case",
    "case_check_schema",
    "case_schema",
    "catalog",
    "export",
    "export_files",
    "index_document",
    "level_of",
    "needs_of",
    "schema_file",
    "schema_markdown",
]
