"""Each scenario as a language-neutral case: its level, capabilities, request and expectations.

Nothing here needs an implementation. A scenario's Given and When steps are run
against a :class:`~conformance.context.World` whose implementation only *records* the request the
first Then step sends; every Then step is then run against a reply made of
:class:`Probe` values that equal nothing, so the step's comparison fails with
a :class:`~conformance.context.Mismatch` carrying the value the scenario
expects. That gives, for every scenario:

* its **requirement level**: ``must`` unless tagged ``@should`` or ``@may``;
* its **capabilities**: those of the requests it sends (``hand`` with touches
  or judge's records also needs ``infractions``), plus any ``@needs:<capability>``
  tag;
* the **request** (setup and actions) and the **observations** the Then steps
  expect.

``domino-rules export DIR`` writes these as JSON files valid against
:func:`case_schema`; the plugin reads levels and capabilities from here to
report them and to skip a scenario outside the claim before it runs.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal, TypedDict, cast

from conformance.context import Mismatch, Session, World
from conformance.features import ScenarioInfo, read_features
from conformance.messages import (
    CAPABILITIES,
    OP_CAPABILITY,
    PROTOCOL_VERSION,
    AdvanceReply,
    AdvanceRequest,
    Capability,
    HandReply,
    HandRequest,
    LeadReply,
    LeadRequest,
    MatchReply,
    MatchRequest,
    PairReply,
    PairRequest,
    Request,
    StandingsReply,
    StandingsRequest,
    StartReply,
    StartRequest,
)
from conformance.results import suite_version
from conformance.vocabulary import _converters, find_definition
from rulespec.files import atomic_write
from rulespec.grammar import RULE_ID, RULE_ID_SCHEMA_PATTERN

Level = Literal["must", "should", "may"]
LEVELS: Final[tuple[Level, ...]] = ("must", "should", "may")
NEEDS_PREFIX: Final = "needs:"
CASE_FORMAT: Final = "1.0"
"""Version of the exported case format (and of :func:`case_schema`)."""
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


class Probe:
    """A stand-in reply value that equals nothing, so every Then step reports what it expects."""

    def __eq__(self, other: object) -> bool:
        return False

    def __ne__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return id(self)

    def __bool__(self) -> bool:
        return False

    def __getitem__(self, key: object) -> Probe:
        return Probe()

    def __iter__(self) -> Iterator[Probe]:
        return iter([Probe()])

    def __contains__(self, item: object) -> bool:
        return False

    def __lt__(self, other: object) -> bool:
        return False

    def __repr__(self) -> str:
        return "<probe>"

    def get(self, key: object, default: object = None) -> Probe:
        return Probe()

    def items(self) -> list[tuple[Probe, Probe]]:
        return []

    def split(self, sep: str | None = None) -> list[Probe]:
        return [Probe()]


class Recorder:
    """An implementation that claims everything, records each request and answers with probes."""

    def __init__(self) -> None:
        self.requests: list[Request] = []

    def _probe(self, request: Request) -> Probe:
        self.requests.append(request)
        return Probe()

    def start(self, request: StartRequest) -> StartReply:
        return {
            "protocol": PROTOCOL_VERSION,
            "implementation": {"name": "recorder", "version": "0", "language": "python"},
            "rulebooks": [],
            "capabilities": list(CAPABILITIES),
        }

    def lead(self, request: LeadRequest) -> LeadReply:
        return cast(LeadReply, self._probe(request))

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

    def stop(self) -> None:
        return None


class _Everything(list[str]):
    def __contains__(self, item: object) -> bool:
        return True


class Observation(TypedDict, total=False):
    step: str
    pattern: str
    arguments: dict[str, object]
    what: str
    expected: object


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
    observations: list[Observation]
    problems: list[str]


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
        if op in OP_CAPABILITY:
            found.add(OP_CAPABILITY[op])
        if op == "hand" and any(a["type"] in ("touch", "infraction") for a in cast(HandRequest, request)["actions"]):
            found.add("infractions")
    return [c for c in CAPABILITIES if c in found]


def build_case(scenario: ScenarioInfo) -> Case:
    """Run the scenario's steps against a recording world (no implementation) and describe it."""
    from conformance.trace import load_steps

    load_steps()
    recorder = Recorder()
    claim = recorder.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    claim["rulebooks"] = _Everything()
    world = World(session=Session(implementation=recorder, claim=claim))
    observations: list[Observation] = []
    problems: list[str] = []
    for step in scenario.steps:
        definition = find_definition(step.kind, step.text)
        if definition is None or definition.func is None:
            problems.append(f"line {step.line}: no step definition for {step.kind} {step.text!r}")
            continue
        found = definition.regex.fullmatch(step.text)
        assert found is not None
        arguments = _arguments(definition.pattern, found.groupdict())
        call: dict[str, object] = {"world": world, **arguments}
        if definition.table:
            call["datatable"] = step.table or []
        observation: Observation = {
            "step": f"{step.kind.capitalize()} {step.text}",
            "pattern": definition.pattern,
            "arguments": cast(dict[str, object], _jsonable(arguments)),
        }
        try:
            definition.func(**call)
        except Mismatch as exc:
            observation["what"] = exc.what
            observation["expected"] = _jsonable(exc.expected)
        except Exception as exc:  # a step that cannot run here is reported, not fatal
            if step.kind != "then":
                problems.append(f"line {step.line}: {type(exc).__name__}: {exc}")
            # a Then step that does not compare one value keeps its pattern and arguments only
        if step.kind == "then":
            observations.append(observation)
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
        "observations": observations,
        "problems": problems,
    }


@dataclass(frozen=True, slots=True)
class Meta:
    """What the plugin needs to know about a scenario before running it."""

    id: str
    level: Level
    capabilities: tuple[Capability, ...]
    rulebook: str | None


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
        )
    return out


def all_cases() -> list[Case]:
    return [build_case(scenario) for scenario in read_features()]


# -- the published schema ---------------------------------------------------------------------------
def case_schema() -> dict[str, object]:
    """The JSON Schema every exported case file is valid against (published on the site).

    The ``request`` is exactly a wire-protocol request (see the protocol's schemas);
    each observation names the Then step, its pattern and typed arguments, and,
    where the step compares one value, ``what`` it compares and the ``expected`` value.
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
                "description": "the wire-protocol request the scenario sends (setup and actions)",
            },
            "observations": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["step", "pattern", "arguments"],
                    "additionalProperties": False,
                    "properties": {
                        "step": {"type": "string", "description": "the Then step as written"},
                        "pattern": {"type": "string", "description": "the step vocabulary entry it matches"},
                        "arguments": {"type": "object", "description": "the pattern's typed arguments"},
                        "what": {"type": "string", "description": "what the step compares"},
                        "expected": {"description": "the value the scenario expects"},
                    },
                },
            },
            "problems": {"type": "array", "items": {"type": "string"}},
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
            "it needs, the wire-protocol `request` (setup and actions) and the expected observations",
            "(each Then step's pattern, typed arguments and, where it compares one value, the",
            f"expected value). Every file is valid against `{SCHEMA_NAME}`:",
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
    "LEVELS",
    "Case",
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
