"""The pytest plugin that runs the Gherkin scenarios against an implementation.

Options: ``--impl CMD`` (a program speaking the wire protocol; without it the
in-process adapter named by ``--impl-python`` is used, the reference by
default), ``--impl-timeout``, ``--rulebook``, ``--rule GLOB``, ``--validate`` (check
every request sent as well as every reply against the schemas) and
``--report DIR`` (rule IDs in it link to their pages under ``--site-url``),
``--dump-traffic DIR`` (every request and reply of every scenario, as NDJSON:
:mod:`conformance.traffic`). Scenario tags that are rule IDs become ``rule`` marks.
"""

from __future__ import annotations

import fnmatch
import gc
import importlib
import time
from collections.abc import Callable, Generator, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Final, TypeVar, cast

import pytest
from _pytest.fixtures import FixtureDef, FixtureManager, FixtureRequest
from _pytest.nodes import Node
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.parser import Feature, Scenario, Step
from pytest_bdd.scenario import iterparentnodeids
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry
from pytest_bdd.steps import step as bdd_step

from conformance.adapter import Implementation, ImplementationError, ProtocolMismatch
from conformance.cases import Meta
from conformance.context import NOT_CLAIMED, Mismatches, Session, World
from conformance.facts import coverage
from conformance.features import preload_features
from conformance.messages import PROTOCOL_VERSION, StartReply, claim_problems
from conformance.observe import Mismatch, show
from conformance.reports import write_reports
from conformance.results import DEFAULT_SITE_URL, ScenarioResult, Status
from conformance.steps import STEP_MODULES
from conformance.traffic import Exchange, Recorder, write_traffic
from conformance.vocabulary import bdd_steps
from conformance.wire import SubprocessAdapter, ValidatingAdapter
from rulespec import Spec
from rulespec.grammar import RULE_ID, rule_sort_key

for _module in STEP_MODULES:  # imported, they fill conformance.vocabulary.REGISTRY (plain modules: no fixtures)
    importlib.import_module(_module)

# The whole vocabulary reaches pytest-bdd as three step definitions (given, when, then), fixtures of this
# plugin: pytest-bdd asks every fixture of the session whether it is a step definition matching a step, so
# one fixture per definition made that lookup most of the suite's time (benchmarks/README.md).
for _kind, _parser, _run in bdd_steps():
    bdd_step(_parser, _kind)(_run)

DEFAULT_IMPLEMENTATION: Final = "conformance.reference_adapter:ReferenceAdapter"
F = TypeVar("F", bound=Callable[..., object])
T = TypeVar("T")

_STEP_KEY = pytest.StashKey[dict[str, str]]()
_FAILURES_KEY = pytest.StashKey[list[dict[str, str]]]()
_UNCHECKED_KEY = pytest.StashKey[list[str]]()
_TRAFFIC_KEY = pytest.StashKey[list[Exchange]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("domino-rules", "domino-rules conformance suite")
    group.addoption("--impl", default=None, help="command of an implementation speaking the wire protocol")
    group.addoption(
        "--impl-python",
        default=DEFAULT_IMPLEMENTATION,
        help="module:Class of an in-process adapter (default: the reference)",
    )
    group.addoption("--impl-timeout", type=float, default=10.0, help="seconds to wait for each reply")
    group.addoption("--rulebook", action="append", default=[], help="only scenarios of this rulebook (repeatable)")
    group.addoption("--rule", action="append", default=[], help="only scenarios tagged with a rule ID matching GLOB")
    group.addoption("--scenario-id", action="append", default=[], help="only the scenario with this ID (repeatable)")
    group.addoption(
        "--validate",
        action="store_true",
        default=False,
        help="check every request sent, as well as every reply, against the JSON Schemas",
    )
    group.addoption("--report", default=None, help="directory for the JSON, JUnit-style and Markdown reports")
    group.addoption(
        "--site-url",
        default=DEFAULT_SITE_URL,
        help="the rules site the reports link rule IDs to (a URL, or a path relative to --report; by default "
        "none: each rule ID links to its text in rules.html, written beside the reports)",
    )
    group.addoption(
        "--dump-traffic",
        default=None,
        help="directory to write every request and reply into, one NDJSON file per scenario",
    )
    group.addoption(
        "--expect",
        default=None,
        help="expectations file (YAML: scenario ID -> reason) listing scenarios known to fail",
    )


@dataclass(frozen=True, slots=True)
class Options:
    """The suite's command-line options (:func:`pytest_addoption`), as their types."""

    impl: str | None
    impl_python: str
    impl_timeout: float
    rulebooks: list[str]
    rules: list[str]
    scenario_ids: list[str]
    validate: bool
    report: str | None
    site_url: str
    dump_traffic: str | None
    expect: str | None


_OPTIONS_KEY = pytest.StashKey[Options]()


def _option(config: pytest.Config, name: str, kind: type[T]) -> T:
    value: object = config.getoption(name)
    if not isinstance(value, kind):
        raise pytest.UsageError(f"the option {name} is {value!r}, not a {kind.__name__}")
    return value


def _optional_text(config: pytest.Config, name: str) -> str | None:
    value: object = config.getoption(name, None)
    if value is not None and not isinstance(value, str):
        raise pytest.UsageError(f"the option {name} is {value!r}, not a str")
    return value


def _texts(config: pytest.Config, name: str) -> list[str]:
    value: object = config.getoption(name)
    items = cast(list[object], value) if isinstance(value, list) else None
    texts = [item for item in items or [] if isinstance(item, str)]
    if items is None or len(texts) != len(items):
        raise pytest.UsageError(f"the option {name} is {value!r}, not a list of texts")
    return texts


def options(config: pytest.Config) -> Options:
    """The suite's options, read from pytest's (untyped) values once per run and kept in the config."""
    found = config.stash.get(_OPTIONS_KEY, None)
    if found is None:
        found = config.stash[_OPTIONS_KEY] = Options(
            impl=_optional_text(config, "impl"),
            impl_python=_option(config, "impl_python", str),
            impl_timeout=_option(config, "impl_timeout", float),
            rulebooks=_texts(config, "rulebook"),
            rules=_texts(config, "rule"),
            scenario_ids=_texts(config, "scenario_id"),
            validate=_option(config, "validate", bool),
            report=_optional_text(config, "report"),
            site_url=_option(config, "site_url", str),
            dump_traffic=_optional_text(config, "dump_traffic"),
            expect=_optional_text(config, "expect"),
        )
    return found


def pytest_configure(config: pytest.Config) -> None:
    _remember_step_lookups()
    preload_features()  # parsed before, read back: collection (the suite module's scenarios()) parses nothing
    config.addinivalue_line("markers", "rule(id): the scenario checks this rule of the spec")
    config.addinivalue_line("markers", "tag(name): a Gherkin tag that is not a rule ID")
    path = options(config).expect
    if path:
        from conformance.expect import ExpectationError, load_checked

        try:
            _EXPECTATIONS.update(load_checked(Path(path)))
        except ExpectationError as exc:
            raise pytest.UsageError(str(exc)) from None


_EXPECTATIONS: dict[str, str] = {}


def pytest_unconfigure(config: pytest.Config) -> None:
    _forget_step_lookups()


# -- step lookup -------------------------------------------------------------------------------------------
# pytest-bdd finds the definition of each step of each scenario (pytest_bdd.scenario.get_step_function) by
# asking every fixture name of the session whether it is a step definition of the step's kind, visible to the
# scenario, that matches the step's text; registers those it finds under a fixture named after the step; and
# asks pytest for that fixture's value, the closest definition's context. For 7,900 steps that was most of
# the suite's time with 250 definitions, and a third of it with the three above. Which step definitions a
# scenario sees depends only on its parent (a module: what is registered on a scenario's own node are values,
# pytest-bdd's target fixtures, never step definitions), so they are found once per (parent, kind), in
# pytest-bdd's order; each step keeps those that match its text and takes the closest, as pytest-bdd does.

_BDD_SCENARIO: Final[ModuleType] = importlib.import_module("pytest_bdd.scenario")
"""The module (``pytest_bdd.scenario`` as an attribute of the package is its ``scenario`` function)."""
_LOOKUP: Final = "get_step_function"
_VISIBLE: dict[tuple[object, str], list[tuple[FixtureDef[object], StepFunctionContext]]] = {}
_ORIGINAL_LOOKUP: list[object] = []


def _step_definitions(
    kind: str, fixturemanager: FixtureManager, node: Node
) -> list[tuple[FixtureDef[object], StepFunctionContext]]:
    """The step definitions of ``kind`` (or of any kind) visible to ``node``, in the order pytest-bdd ranks
    them (pytest_bdd.scenario.find_fixturedefs_for_step, then sorted by where they are defined: closest last)."""
    found: list[tuple[FixtureDef[object], StepFunctionContext]] = []
    for name in get_fixture_names(fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None and (context.type is None or context.type == kind):
                found.append((fixturedef, context))
    found.sort(key=lambda pair: list(iterparentnodeids(pair[0].baseid)))
    return found


def _step_function(request: FixtureRequest, step: Step) -> StepFunctionContext | None:
    """What pytest_bdd.scenario.get_step_function answers: the closest visible definition matching the step."""
    node = request.node
    key = (node.parent, step.type)
    visible = _VISIBLE.get(key)
    if visible is None:
        # pytest offers no public way to the fixture manager; pytest-bdd's own lookup reads this attribute too
        fixturemanager = request._fixturemanager  # pyright: ignore[reportPrivateUsage]  # no public way to it (above)
        visible = _VISIBLE[key] = _step_definitions(step.type, fixturemanager, node)
    chosen: StepFunctionContext | None = None
    for _, context in visible:
        if context.parser.is_matching(step.name):
            chosen = context
    return chosen


# Rendering a scenario for its run (pytest_bdd.parser.ScenarioTemplate.render) deep-copies every data table to
# put an outline's example values in its cells: a tenth of the suite's time, for scenarios of which none is an
# outline (rendered with no values, a table reads the same). With no values the table itself is passed on; step
# functions only read a table (its raw cells).
_BDD_PARSER: Final[ModuleType] = importlib.import_module("pytest_bdd.parser")
_ORIGINAL_RENDER: list[object] = []


def _render_datatable(datatable: object, context: Mapping[str, object]) -> object:
    if not context:
        return datatable
    original = cast(Callable[[object, Mapping[str, object]], object], _ORIGINAL_RENDER[0])
    return original(datatable, context)


def _remember_step_lookups() -> None:
    if not _ORIGINAL_LOOKUP:
        _ORIGINAL_LOOKUP.append(getattr(_BDD_SCENARIO, _LOOKUP))
        setattr(_BDD_SCENARIO, _LOOKUP, _step_function)
    step_class = _BDD_PARSER.Step
    if not _ORIGINAL_RENDER:
        _ORIGINAL_RENDER.append(step_class.render_datatable)
        step_class.render_datatable = staticmethod(_render_datatable)


def _forget_step_lookups() -> None:
    if _ORIGINAL_LOOKUP:
        setattr(_BDD_SCENARIO, _LOOKUP, _ORIGINAL_LOOKUP.pop())
    if _ORIGINAL_RENDER:
        _BDD_PARSER.Step.render_datatable = staticmethod(cast(Callable[..., object], _ORIGINAL_RENDER.pop()))
    _VISIBLE.clear()


def _catalog() -> dict[str, Meta]:
    """Levels and capabilities of every scenario (built once; see :func:`pytest_collection_modifyitems`)."""
    from conformance.cases import catalog

    return catalog()


def scenario_ref(item: pytest.Item) -> str | None:
    """The stable ID ``<feature path>:<scenario name>`` of a scenario's test item."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    from conformance.features import relative_path

    function = getattr(item, "obj", None)
    if function is None:
        return None
    try:
        template = scenario_wrapper_template_registry.get(function)
    except TypeError:
        return None
    if template is None:
        return None
    return f"{relative_path(Path(template.feature.filename))}:{template.name}"


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: F) -> F:
    mark = pytest.mark.rule(tag) if RULE_ID.match(tag) else pytest.mark.tag(tag)
    mark(function)
    return function


def rule_ids(item: pytest.Item) -> list[str]:
    """The scenario's rule IDs in rule order (pytest-bdd keeps tags in a set, whose order varies by run)."""
    return sorted({str(mark.args[0]) for mark in item.iter_markers("rule")}, key=rule_sort_key)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Everything made so far (modules, the features, the scenario catalogue, the collected scenarios) lives
    for the whole run: frozen (:func:`gc.freeze`), the cyclic garbage collector stops walking it at each full
    collection, at pytest's last one and at the interpreter's exit (a fifth of the suite's CPU time before:
    benchmarks/README.md). Only the process's first session freezes (the suite run by ``domino-rules check``,
    or the unit tests): one run in-process inside another (the unit tests run the suite) freezes nothing, so
    its objects are collected as usual when it ends. Frozen objects are never unfrozen: that would make the
    exit walk them all again, and the process ends with its first session."""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        _FROZE.append(True)


_FROZE: list[bool] = []
"""Whether this process's first session (this one, or one that ended) froze what it made."""


@pytest.hookimpl(specname="pytest_sessionfinish", trylast=True)
def pytest_sessionfinish_freeze(session: pytest.Session) -> None:
    """After the reports: what the run made lives until the process ends with it, so it is frozen as well;
    pytest's last collections, and the interpreter's at exit, then walk nothing of it (0.3 s before)."""
    if _FROZE:
        gc.freeze()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if any(rule_ids(item) for item in items):
        from conformance.cases import CaseError

        try:
            _catalog()  # a scenario whose steps cannot be turned into a case stops the run, naming it
        except CaseError as exc:
            raise pytest.UsageError(f"cannot build the scenario catalogue: {exc}") from exc
    wanted = options(config).scenario_ids
    if wanted:
        chosen = [item for item in items if scenario_ref(item) in wanted]
        config.hook.pytest_deselected(items=[item for item in items if item not in chosen])
        items[:] = chosen
    globs = options(config).rules
    books = options(config).rulebooks
    if not globs and not books:
        return
    from rulespec import cached_spec

    spec = cached_spec()
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        ids = rule_ids(item)
        if not ids:
            keep.append(item)
            continue
        ok = True
        if globs:
            ok = any(fnmatch.fnmatchcase(rule, pattern) for rule in ids for pattern in globs)
        if ok and books:
            ok = any(spec.rulebook_of(rule).id in books for rule in ids if _known(spec, rule))
        (keep if ok else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _known(spec: Spec, rule: str) -> bool:
    try:
        spec.rule(rule)
    except KeyError:
        return False
    return True


def _load_in_process(target: str) -> Implementation:
    module_name, _, class_name = target.partition(":")
    module = importlib.import_module(module_name)
    factory = cast(Callable[[], Implementation], getattr(module, class_name))
    return factory()


@pytest.fixture(scope="session")
def session(request: FixtureRequest) -> Iterator[Session]:
    """The implementation under test, started once and handshaken."""
    chosen = options(request.config)
    command = chosen.impl
    implementation: Implementation
    if command:
        implementation = SubprocessAdapter(command, timeout=chosen.impl_timeout, validate_requests=chosen.validate)
    else:
        implementation = _load_in_process(chosen.impl_python)
        if chosen.validate:
            implementation = ValidatingAdapter(implementation)
    dump = chosen.dump_traffic
    handshake: list[Exchange] = []
    try:
        claim = Recorder(implementation, handshake).start(
            {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}
        )
    except ProtocolMismatch as exc:
        pytest.exit(f"refusing to run: {exc}", returncode=4)
    except ImplementationError as exc:
        pytest.exit(f"the implementation did not complete the handshake: {exc}", returncode=4)
    finally:
        if dump and handshake:
            write_traffic(Path(dump), "start", handshake)
    problems = claim_problems(claim)
    if problems:
        implementation.stop()
        pytest.exit(f"refusing to run: the claim is inconsistent: {'; '.join(problems)}", returncode=4)
    _CLAIMS.append(claim)
    yield Session(implementation=implementation, claim=claim)
    implementation.stop()


@pytest.fixture
def world(session: Session, request: FixtureRequest) -> World:
    """A fresh world for each scenario; one outside the claim is skipped before it runs.

    Every request the world sends, and what comes back, is noted for the reports (:mod:`conformance.traffic`).
    """
    ref = scenario_ref(request.node)
    meta = _catalog().get(ref) if ref is not None else None
    if meta is not None:
        for capability in meta.capabilities:
            session.require(meta.rulebook, capability)
        session.require_modelled(meta.uses)
        session.require_players(meta.rulebook, meta.players)
        session.require_facts(meta.rulebook, meta.reads)
    log: list[Exchange] = []
    request.node.stash[_TRAFFIC_KEY] = log
    return World(session=Session(implementation=Recorder(session.implementation, log), claim=session.claim))


def _world(request: FixtureRequest) -> World | None:
    """The scenario's world (None outside the suite's scenarios)."""
    if "world" not in request.fixturenames:
        return None
    world = request.getfixturevalue("world")
    return world if isinstance(world, World) else None


def pytest_bdd_before_step(
    request: FixtureRequest, feature: Feature, scenario: Scenario, step: Step, step_func: Callable[..., object]
) -> None:
    world = _world(request)
    if world is not None:
        world.step = (f"{step.keyword} {step.name}".strip(), step.line_number)


def _failure(step: str, line: int, exception: BaseException) -> dict[str, str]:
    info: dict[str, str] = {"step": step, "line": str(line), "message": str(exception)}
    if isinstance(exception, Mismatch):
        info["expected"] = show(exception.expected)
        info["actual"] = show(exception.actual)
    return info


def pytest_bdd_after_step(
    request: FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., object],
    step_func_args: dict[str, object],
) -> None:
    """After the last step: fail with every Then step that did not hold, or skip when nothing was checked."""
    world = _world(request)
    if world is None or step is not scenario.steps[-1]:
        return
    request.node.stash[_UNCHECKED_KEY] = list(world.unchecked)
    try:
        world.finish()
    except (Mismatch, Mismatches) as exc:
        failures = [_failure(f.step, f.line, f.mismatch) for f in world.failures]
        request.node.stash[_STEP_KEY] = {**failures[0], "message": str(exc)}
        request.node.stash[_FAILURES_KEY] = failures
        raise


def pytest_bdd_step_error(
    request: FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., object],
    step_func_args: dict[str, object],
    exception: Exception,
) -> None:
    info = _failure(f"{step.keyword} {step.name}".strip(), step.line_number, exception)
    world = _world(request)
    if world is not None:
        earlier = [_failure(f.step, f.line, f.mismatch) for f in world.failures]
        request.node.stash[_FAILURES_KEY] = [*earlier, info]
        request.node.stash[_UNCHECKED_KEY] = list(world.unchecked)
        if earlier:
            info = {**earlier[0], "message": "; ".join(f"line {f['line']}: {f['message']}" for f in [*earlier, info])}
    request.node.stash[_STEP_KEY] = info


def _status(call: pytest.CallInfo[None], report: pytest.TestReport) -> Status:
    if report.passed:
        return "passed"
    if report.skipped:
        return "not claimed"
    excinfo = call.excinfo
    if excinfo is not None and excinfo.errisinstance(AssertionError):
        return "failed"
    return "error"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    ids = rule_ids(item)
    if not ids:
        return report
    if report.when == "call" or (report.when == "setup" and not report.passed):
        status = _status(call, report)
        info = item.stash.get(_STEP_KEY, dict[str, str]())
        if report.skipped and isinstance(report.longrepr, tuple):
            info = {**info, "message": str(report.longrepr[2]).removeprefix("Skipped: ")}
        elif not report.passed and "message" not in info and call.excinfo is not None:
            info = {**info, "message": call.excinfo.exconly()}
        ref = scenario_ref(item) or ""
        # The scenario's own name; its feature file is in the stable ID (no machine paths in reports).
        scenario = ref.split(":", 1)[1] if ":" in ref else item.name
        meta = _catalog().get(ref)
        traffic = item.stash.get(_TRAFFIC_KEY, list[Exchange]())
        dump = options(item.config).dump_traffic
        if dump and traffic:
            write_traffic(Path(dump), ref or item.name, traffic)
        extra: dict[str, object] = {
            "id": ref,
            "level": meta.level if meta is not None else "must",
            "capabilities": list(meta.capabilities) if meta is not None else [],
            # what was asked and answered, for a failure or an error (every scenario's: --dump-traffic)
            "exchanges": list(traffic) if status in ("failed", "error") else [],
            "failures": item.stash.get(_FAILURES_KEY, list[dict[str, str]]()) if status in ("failed", "error") else [],
            "unchecked": item.stash.get(_UNCHECKED_KEY, list[str]()),
        }
        report.user_properties.append(
            ("domino_rules", {"rules": ids, "status": status, "scenario": scenario, **info, **extra})
        )
    return report


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key != "domino_rules" or not isinstance(value, dict):
            continue
        data = cast(dict[str, object], value)
        results = _current_results
        if results is None:
            return
        status = cast(Status, data["status"])
        if status == "not claimed" and not str(data.get("message", "")).startswith(NOT_CLAIMED):
            status = "error"
        results.append(
            ScenarioResult(
                nodeid=report.nodeid,
                scenario=str(data.get("scenario", "")),
                rules=tuple(str(r) for r in cast(list[object], data["rules"])),
                status=status,
                step=str(data.get("step", "")),
                expected=str(data.get("expected", "")),
                actual=str(data.get("actual", "")),
                message=str(data.get("message", "")),
                duration=report.duration,
                id=str(data.get("id", "")),
                level=str(data.get("level", "must")),
                capabilities=tuple(str(c) for c in cast(list[object], data.get("capabilities", []))),
                known_failure=_EXPECTATIONS.get(str(data.get("id", "")), ""),
                exchanges=tuple(cast(list[Exchange], data.get("exchanges", []))),
                failures=tuple(cast(list[dict[str, str]], data.get("failures", []))),
                unchecked=tuple(str(u) for u in cast(list[object], data.get("unchecked", []))),
            )
        )


_current_results: list[ScenarioResult] | None = None
"""The results of this process's session, once it has started."""
_STARTED: list[float] = []


def pytest_sessionstart(session: pytest.Session) -> None:
    global _current_results
    _current_results = []
    _STARTED.append(time.monotonic())


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if hasattr(session.config, "workerinput"):
        return
    chosen = options(session.config)
    directory = chosen.report
    results = _current_results or []
    if directory and results:
        command = chosen.impl or chosen.impl_python
        elapsed = time.monotonic() - _STARTED[0] if _STARTED else 0.0
        claim = _CLAIMS[0] if _CLAIMS else _handshake(session.config)
        info = claim["implementation"] if claim is not None else None
        write_reports(
            Path(directory),
            results,
            implementation=f"{info['name']} {info['version']}" if info is not None else command,
            elapsed=elapsed,
            site_url=chosen.site_url,
            command=command,
            coverage=coverage(cast(dict[str, object], claim)) if claim is not None else None,
        )


_CLAIMS: list[StartReply] = []
"""The claim of the implementation under test, once this process has shaken hands with it."""


def _handshake(config: pytest.Config) -> StartReply | None:
    """The implementation's claim, asked afresh (the processes that ran the scenarios shook hands, not this one)."""
    chosen = options(config)
    command = chosen.impl
    try:
        implementation = (
            SubprocessAdapter(command, timeout=chosen.impl_timeout) if command else _load_in_process(chosen.impl_python)
        )
        try:
            return implementation.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
        finally:
            implementation.stop()
    except (ImplementationError, ProtocolMismatch):
        return None
