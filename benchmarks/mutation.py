#!/usr/bin/env python3
"""Mutation testing of the reference engine's rule code, the conformance suite being the only test.

    .venv/bin/python benchmarks/mutation.py                      # every mutant (see benchmarks/README.md)
    .venv/bin/python benchmarks/mutation.py --sample 60 --seed 1 --jobs 2 --json mutants.json
    .venv/bin/python benchmarks/mutation.py --module 'reference_impl.tournament.*' --list
    .venv/bin/python benchmarks/mutation.py --id 'reference_impl.block.hand:303:*'   # the mutants of one line

Each mutant is one small change to one module of ``TARGETS``, made on the AST
and spliced back into the module's source text (so every other line, and every
line number, stays as it was). The operators:

* ``comparison``: ``<`` <-> ``<=``, ``>`` <-> ``>=``, ``==`` <-> ``!=``, ``is`` <-> ``is not``,
  ``in`` <-> ``not in``, one operator of a comparison at a time;
* ``constant``: an ``int`` literal plus one and minus one (two mutants);
* ``negate``: the condition of an ``if``, ``while``, conditional expression or
  comprehension ``if`` becomes ``not (...)``;
* ``boolop``: ``and`` <-> ``or``;
* ``remove``: a statement of a function body (expression, assignment, ``if``,
  ``for``, ``while``, ``raise``, ``break``, ``continue``) becomes ``pass``;
* ``return``: ``return X`` becomes a cheap constant of the declared return type
  (``0``, ``False``/``True``, ``""``, an empty collection, or ``None`` when the
  type admits it).

Skipped: docstrings, annotations, ``__repr__``/``__str__``, f-strings and the
arguments of ``raise`` (error messages), ``assert``, ``if TYPE_CHECKING``,
``Literal[...]``/``cast(...)``/``TypeVar(...)``.

How a mutant runs: the working tree is never written. This process imports
pytest, pytest-bdd, the conformance plugin and steps and loads the spec once,
but never ``reference_impl``; it then forks one child per mutant. The child
puts an import hook first on ``sys.meta_path`` that serves the mutated source
for the one mutated module (compiled from memory, no ``.pyc``), and runs the
conformance suite in-process (``pytest.main``, stopping at the first failure)
against it. Only the scenarios that call the function of the mutant run: a
coverage pass (once, before the mutants, with every ``lru_cache`` of the engine
cleared before each scenario) records which scenario calls which function; a
mutant outside any function runs every scenario; one in a function no scenario
calls is ``not covered`` (a survivor, without running). Killed = the suite
fails, errors or times out (by ``RLIMIT_CPU``, so a busy machine makes no false
timeouts: ``--timeout`` CPU seconds on top of twice what the mutant's scenarios took
in the coverage pass, so a mutant that many scenarios reach is not called a timeout
for passing them slowly); survived = it passes.

Mutant IDs are ``module:line:operator:index`` (index = the mutant's rank among
those of the same operator on that line). ``benchmarks/equivalent-mutants.yaml``
maps mutants that cannot change behaviour to the reason; they are left out of
the score. It names a mutant by its key, ``module:scope:source line#occurrence:operator:index``
(the function or class it sits in, ``<module>`` at module level, and the line's text instead of its
number, ``#occurrence`` counting identical lines earlier in that scope only), so edits elsewhere in
the module, even a line of the same text added to another function, do not move it, and a change to
the line itself makes the entry stale (the test fails).
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import importlib
import importlib.abc
import importlib.machinery
import json
import os
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from functools import partial, wraps
from pathlib import Path
from types import FrameType, ModuleType
from typing import TYPE_CHECKING, Final, ParamSpec, TypeVar, cast

import pytest
import yaml

if TYPE_CHECKING:
    from _typeshed import TraceFunction

_P = ParamSpec("_P")
_R = TypeVar("_R")
_ADAPTER_METHODS: Final = ("start", "lead", "deal", "hand", "match", "pair", "standings", "advance", "train", "seating")

ROOT: Final = Path(__file__).resolve().parent.parent
TARGETS: Final = (
    "reference_impl.block.hand",
    "reference_impl.block.match",
    "reference_impl.block.lead",
    "reference_impl.block.rules",
    "reference_impl.block.deal",
    "reference_impl.tiles",
    "reference_impl.tournament.standings",
    "reference_impl.tournament.pairing",
    "reference_impl.tournament.knockout",
    "reference_impl.tournament.rules",
    "reference_impl.fives.hand",
    "reference_impl.fives.layout",
    "reference_impl.fives.lead",
    "reference_impl.fives.match",
    "reference_impl.fives.rules",
    "reference_impl.train.hand",
    "reference_impl.train.event",
    "reference_impl.train.rules",
    "conformance.reference_adapter",
    "conformance.reference_fives",
    "conformance.reference_train",
    "conformance.reference_refusal",
)
"""The engine's rule code: every module a protocol request runs (``reference_impl.train.deal`` is not one:
it only deals and plays random hands for simulations and property tests, and no request reaches it), and the
four reference adapter modules, whose claims, setup refusals and translation of a request into the engine's
actions are rules an implementation is checked against too."""
DRIVERS: Final[Mapping[str, str]] = {
    "reference_impl.block.deal.deal": "the random deal of simulations, fuzz and benchmarks: no protocol request"
    " asks the engine to shuffle (a `deal` request sends its pile, which `deal_from_pile` takes)",
    "reference_impl.train.rules.TrainRules.has": "read by the organiser (organiser/families/train.py) to word its"
    " records; the train engine asks `rule_for`, so no protocol request runs it",
    "reference_impl.fives.hand.HandState.singles": "read by the wording of one refusal's reason, inside its"
    " message, and by the faulty implementations of the tests; no decision of the engine reads it",
    "conformance.reference_adapter.main": "the program serving the reference over the wire protocol: the suite"
    " in-process asks the same `ReferenceAdapter`, and `check --impl` runs the program in a process of its own",
    "conformance.reference_adapter.HandSession.act": "the fuzzer's whole reply after each action it plays at"
    " random: a `hand` request runs the same session's `apply`, `step` and `reply`, which `act` only chains",
    "conformance.reference_fives.FivesSession.act": "the fuzzer's whole reply after each action it plays at"
    " random: a `hand` request runs the same session's `apply`, `step` and `reply`, which `act` only chains",
    "conformance.reference_train.TrainSession.act": "the fuzzer's whole reply after each move it plays at"
    " random: a `train` request runs the same session's `apply`, `step` and `reply`, which `act` only chains",
    "conformance.reference_train.TrainSession.later_setup": "the fuzzer's shrinking: a position written back as a"
    " setup, which no request asks for",
    "conformance.reference_train.TrainSession.later": "the fuzzer's shrinking (`later_setup` of a moment kept for"
    " later), which no request asks for",
    "conformance.reference_train._setup_of": "the fuzzer's shrinking: a position written back as a setup, which no"
    " request asks for",
    "conformance.reference_train.train_shape": "the numbers of a random train deal for the fuzzer and the"
    " simulations; a `train` request sends its deal",
}
"""Functions (``module.function`` or ``module.Class.method``) of a target module that are not rule code, left out
of the mutants, with why: only simulations, benchmarks and the fuzzer's own play and shrinking reach them, never a
protocol request."""
EQUIVALENT_FILE: Final = ROOT / "benchmarks" / "equivalent-mutants.yaml"
OPERATORS: Final = ("comparison", "constant", "negate", "boolop", "remove", "return")
WALL_FACTOR: Final = 10
"""A child still running after ``timeout * WALL_FACTOR`` wall seconds is killed (a timeout too)."""
_TIMEOUT_SIGNALS: Final = (signal.SIGXCPU, signal.SIGKILL)
NOT_CLAIMED_EXIT: Final = 20
"""A child's exit status when the suite passed but reported scenarios *not claimed*: the reference claims every
scenario (the coverage pass stops when it does not), so a mutant that narrows its claim is noticed (killed)."""
KILLED: Final = ("killed", "timeout")
"""Statuses that count as killed; ``survived`` and ``not covered`` are survivors."""

_SWAPS: Final[dict[type[ast.cmpop], type[ast.cmpop]]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_SKIP_FUNCTIONS: Final = frozenset({"__repr__", "__str__", "__format__"})
_SKIP_CALLS: Final = frozenset({"cast", "TypeVar", "NewType", "assert_never", "overload", "lru_cache"})
_SKIP_SUBSCRIPTS: Final = frozenset({"Literal", "Final", "ClassVar", "Annotated"})
_REMOVABLE: Final = (
    ast.Expr,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.If,
    ast.For,
    ast.While,
    ast.Raise,
    ast.Break,
    ast.Continue,
)


# -- mutants -------------------------------------------------------------------


@dataclass(frozen=True)
class Mutant:
    """One change to one module: where, what, and the whole mutated source."""

    module: str
    path: str
    """Relative to the project root, with ``/``."""
    line: int
    end_line: int
    operator: str
    index: int
    function: int
    original: str
    """The original source line (stripped)."""
    mutated: str
    """The same line in the mutated source (stripped)."""
    source: str

    scope: str = "<module>"
    """The qualified name of the function (or class) the mutant sits in; ``<module>`` at module level."""
    occurrence: int = 0
    """How many earlier lines of the same scope read exactly like ``original``."""

    @property
    def id(self) -> str:
        return f"{self.module}:{self.line}:{self.operator}:{self.index}"

    @property
    def key(self) -> str:
        """The mutant named by its source line rather than its line number, so that edits elsewhere in the
        module leave it unchanged (the equivalent-mutants file uses it): module, the scope, the original
        line (its ``#occurrence`` among identical lines of that scope), operator and index."""
        return f"{self.module}:{self.scope}:{self.original}#{self.occurrence}:{self.operator}:{self.index}"


@dataclass(frozen=True)
class _Edit:
    node: ast.expr | ast.stmt
    operator: str
    text: str
    statement: bool
    function: int
    scope: str
    scope_start: int
    """The first line of the scope (its first decorator or its ``def``/``class``; 1 for the module)."""


def _first_line(definition: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> int:
    """The first line of a definition: its first decorator's, or the ``def``/``class`` line."""
    return min([definition.lineno, *(d.lineno for d in definition.decorator_list)])


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _return_constant(returns: ast.expr | None, value: ast.expr) -> str | None:
    """A cheap constant of the declared return type (``None`` when there is none to give)."""
    if returns is None:
        return "None"
    text = ast.unparse(returns)
    if text == "None":
        return None
    if text == "bool":
        return "True" if isinstance(value, ast.Constant) and value.value is False else "False"
    if text == "int":
        return "1" if isinstance(value, ast.Constant) and value.value == 0 else "0"
    if text == "str":
        return None if isinstance(value, ast.Constant) and value.value == "" else '""'
    if "None" in text.replace(" ", "").split("|") or text.startswith(("Optional[", "None |")):
        return None if isinstance(value, ast.Constant) and value.value is None else "None"
    head = text.split("[", 1)[0]
    empty = {
        "list": "[]",
        "tuple": "()",
        "dict": "{}",
        "set": "set()",
        "frozenset": "frozenset()",
        "Sequence": "()",
        "Mapping": "{}",
    }.get(head)
    return empty


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


class _Collector:
    """Walks a module and lists every edit, in source order."""

    def __init__(self, skip: frozenset[str] = frozenset()) -> None:
        self.edits: list[_Edit] = []
        self._scope: list[tuple[str, int]] = []
        """The enclosing functions and classes, each with its first line."""
        self.skip = skip
        """Qualified names (``function`` or ``Class.method``) of functions to leave alone (``DRIVERS``)."""

    def module(self, tree: ast.Module) -> list[_Edit]:
        self._body(tree.body, returns=None, function=0)
        return self.edits

    def _body(self, body: Sequence[ast.stmt], returns: ast.expr | None, function: int) -> None:
        for position, stmt in enumerate(body):
            if position == 0 and _is_docstring(stmt):
                continue
            self._stmt(stmt, returns, function)

    def _add(self, node: ast.expr | ast.stmt, operator: str, text: str, function: int, statement: bool = False) -> None:
        scope = ".".join(name for name, _ in self._scope) or "<module>"
        start = self._scope[-1][1] if self._scope else 1
        self.edits.append(_Edit(node, operator, text, statement, function, scope, start))

    def _stmt(self, stmt: ast.stmt, returns: ast.expr | None, function: int) -> None:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            qualified = ".".join([*(name for name, _ in self._scope), stmt.name])
            if stmt.name in _SKIP_FUNCTIONS or (not function and qualified in self.skip):
                return
            for decorator in stmt.decorator_list:
                self._expr(decorator, function)
            for default in [*stmt.args.defaults, *[d for d in stmt.args.kw_defaults if d is not None]]:
                self._expr(default, function)
            first = _first_line(stmt)
            self._scope.append((stmt.name, first))
            self._body(stmt.body, stmt.returns, function=first)
            self._scope.pop()
            return
        if isinstance(stmt, ast.ClassDef):
            for decorator in stmt.decorator_list:
                self._expr(decorator, function)
            self._scope.append((stmt.name, _first_line(stmt)))
            self._body(stmt.body, returns=None, function=function)
            self._scope.pop()
            return
        if isinstance(stmt, ast.Assert | ast.Import | ast.ImportFrom | ast.Global | ast.Nonlocal | ast.Pass):
            return
        if isinstance(stmt, ast.If) and _name(stmt.test) == "TYPE_CHECKING":
            return
        if isinstance(stmt, ast.Assign) and any(_name(t) == "__all__" for t in stmt.targets):
            return
        if function and isinstance(stmt, _REMOVABLE):
            self._add(stmt, "remove", "pass", function, statement=True)
        if isinstance(stmt, ast.Return):
            if stmt.value is not None:
                constant = _return_constant(returns, stmt.value)
                if constant is not None:
                    self._add(stmt, "return", f"return {constant}", function, statement=True)
                self._expr(stmt.value, function)
            return
        if isinstance(stmt, ast.Raise):
            return  # its arguments are the error message
        if isinstance(stmt, ast.If | ast.While):
            self._add(stmt.test, "negate", ast.unparse(ast.UnaryOp(ast.Not(), stmt.test)), function)
        if isinstance(stmt, ast.AnnAssign):
            if stmt.value is not None:
                self._expr(stmt.value, function)
            return
        for value in ast.iter_fields(stmt):
            field = value[1]
            if isinstance(field, ast.expr):
                self._expr(field, function)
            elif isinstance(field, list):
                items = cast(list[object], field)  # a list field of a node: nodes (or names, as Global's)
                statements = [v for v in items if isinstance(v, ast.stmt)]
                if statements:
                    self._body(statements, returns, function)
                for v in items:
                    if isinstance(v, ast.expr):
                        self._expr(v, function)
                    elif isinstance(v, ast.excepthandler | ast.match_case | ast.withitem):
                        self._other(v, returns, function)

    def _other(self, node: ast.AST, returns: ast.expr | None, function: int) -> None:
        if isinstance(node, ast.ExceptHandler):
            self._body(node.body, returns, function)
        elif isinstance(node, ast.match_case):
            if node.guard is not None:
                self._expr(node.guard, function)
            self._body(node.body, returns, function)
        elif isinstance(node, ast.withitem):
            self._expr(node.context_expr, function)

    def _expr(self, node: ast.expr, function: int) -> None:
        if isinstance(node, ast.JoinedStr | ast.Lambda):
            return
        if isinstance(node, ast.Call) and _name(node.func) in _SKIP_CALLS:
            return
        if isinstance(node, ast.Subscript) and _name(node.value) in _SKIP_SUBSCRIPTS:
            return
        if isinstance(node, ast.Compare):
            for position, op in enumerate(node.ops):
                ops = list(node.ops)
                ops[position] = _SWAPS[type(op)]()
                self._add(node, "comparison", ast.unparse(ast.Compare(node.left, ops, node.comparators)), function)
        elif isinstance(node, ast.BoolOp):
            other: ast.boolop = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            self._add(node, "boolop", ast.unparse(ast.BoolOp(other, node.values)), function)
        elif isinstance(node, ast.IfExp):
            self._add(node.test, "negate", ast.unparse(ast.UnaryOp(ast.Not(), node.test)), function)
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            for delta in (1, -1):
                value = node.value + delta
                self._add(node, "constant", str(value) if value >= 0 else f"({value})", function)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.comprehension):
                self._expr(child.iter, function)
                for condition in child.ifs:
                    self._add(condition, "negate", ast.unparse(ast.UnaryOp(ast.Not(), condition)), function)
                    self._expr(condition, function)
            elif isinstance(child, ast.keyword):
                self._expr(child.value, function)
            elif isinstance(child, ast.expr):
                self._expr(child, function)


def _span(starts: list[int], node: ast.expr | ast.stmt) -> tuple[int, int]:
    """Where ``node`` starts and ends in the UTF-8 source (``ast`` columns count UTF-8 bytes)."""
    end_line, end_col = node.end_lineno, node.end_col_offset
    assert end_line is not None and end_col is not None
    return starts[node.lineno - 1] + node.col_offset, starts[end_line - 1] + end_col


def _splice(source: bytes, starts: list[int], edit: _Edit) -> bytes:
    node = edit.node
    line, end_line = node.lineno, node.end_lineno
    assert end_line is not None
    start, end = _span(starts, node)
    padding = "\n" * (end_line - line)  # keeps every later line where it was
    if edit.statement:
        text = edit.text + padding
    elif padding:
        text = f"({edit.text}{padding})"
    else:
        text = edit.text
    return bytes(source[:start] + text.encode() + source[end:])


def mutants_of(module: str, source: str, path: str = "") -> list[Mutant]:
    """Every mutant of one module's source, in source order."""
    tree = ast.parse(source)
    skip = frozenset(name.removeprefix(f"{module}.") for name in DRIVERS if name.startswith(f"{module}."))
    edits = _Collector(skip).module(tree)
    data = source.encode()
    starts = [0]
    for raw in data.splitlines(keepends=True):
        starts.append(starts[-1] + len(raw))
    lines = source.splitlines()
    counts: dict[tuple[int, str], int] = {}
    found: list[Mutant] = []
    for edit in edits:
        start, end = _span(starts, edit.node)
        if edit.text == data[start:end].decode():  # the node's own text (ast.get_source_segment, without
            continue  # splitting the whole module again for each mutant): no change (``return ()`` for a tuple)
        mutated = _splice(data, starts, edit).decode()
        if mutated == source:
            continue
        line = edit.node.lineno
        end_line = edit.node.end_lineno or line
        index = counts.get((line, edit.operator), 0)
        counts[(line, edit.operator)] = index + 1
        original = lines[line - 1].strip()
        found.append(
            Mutant(
                module=module,
                path=path,
                line=line,
                end_line=end_line,
                operator=edit.operator,
                index=index,
                function=edit.function,
                original=original,
                mutated=mutated.splitlines()[line - 1].strip(),
                source=mutated,
                scope=edit.scope,
                occurrence=_occurrence(lines, edit, original),
            )
        )
    return found


def _occurrence(lines: Sequence[str], edit: _Edit, original: str) -> int:
    """How many lines read exactly like ``original`` between the first line of the edit's scope and the
    edit's own line."""
    return sum(1 for text in lines[edit.scope_start - 1 : edit.node.lineno - 1] if text.strip() == original)


def module_path(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def all_mutants(modules: Sequence[str] = TARGETS) -> list[Mutant]:
    found: list[Mutant] = []
    for module in modules:
        path = module_path(module)
        found += mutants_of(module, path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    return found


def load_equivalent(path: Path = EQUIVALENT_FILE) -> dict[str, str]:
    """Mutant ID -> why it cannot change behaviour."""
    if not path.exists():
        return {}
    data: object = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise SystemExit(f"{path.name}: expected a mapping of mutant key to reason")
    reasons = cast(dict[object, object], data)  # YAML's keys and values, made text here
    return {str(key): str(value) for key, value in reasons.items()}


# -- running the suite in a forked child ---------------------------------------


class _MutantFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves the mutated source for one module; every other import goes on as usual."""

    def __init__(self, module: str, path: Path, source: str) -> None:
        self.module = module
        self.path = path
        self.source = source

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.module:
            return None
        return importlib.machinery.ModuleSpec(fullname, self, origin=str(self.path))

    def exec_module(self, module: ModuleType) -> None:
        module.__file__ = str(self.path)
        exec(compile(self.source, str(self.path), "exec"), module.__dict__)


class _Select:
    """Keeps only the chosen scenarios (after the conformance plugin has ordered them), and counts those
    skipped: against the reference, which claims every scenario, a skip is a scenario *not claimed*."""

    def __init__(self, nodeids: frozenset[str] | None) -> None:
        self.nodeids = nodeids
        self.skipped = 0

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.skipped:
            self.skipped += 1

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        if self.nodeids is None:
            return
        keep = [item for item in items if item.nodeid in self.nodeids]
        dropped = [item for item in items if item.nodeid not in self.nodeids]
        items[:] = keep
        if dropped:
            config.hook.pytest_deselected(items=dropped)


def _clear_engine_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name.startswith("reference_impl"):
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and getattr(value, "__module__", None) == name:  # not the spec's cache
                    clear()


class _Trace:
    """Which functions of the target files each scenario calls (``sys.settrace``, call events only).

    Function rather than line coverage: the scenarios that call a function are
    a superset of those that reach any one of its lines, so the selection may
    run more scenarios than needed, never fewer; and call events alone keep
    the pass cheap (it costs about one run of the suite).
    """

    OUTSIDE: Final = ""

    def __init__(self, files: dict[str, str]) -> None:
        self.files = files  # absolute path -> relative path
        self.hits: dict[str, set[tuple[str, int]]] = {self.OUTSIDE: set()}
        self.cpu: dict[str, float] = {}
        """Scenario node ID -> its CPU seconds in this (traced) run: an upper bound of its cost untraced."""
        self.current = self.hits[self.OUTSIDE]

    def _global(self, frame: FrameType, event: str, arg: object) -> None:
        code = frame.f_code
        if code.co_filename in self.files and event == "call":
            self.current.add((self.files[code.co_filename], code.co_firstlineno))

    @property
    def tracer(self) -> TraceFunction:
        return cast("TraceFunction", self._global)

    def traced(self, method: Callable[_P, _R], name: str) -> Callable[_P, _R]:
        """``method`` with the engine traced while it runs (only the engine: tracing all of pytest is slow)."""

        @wraps(method)
        def call(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            scenario = self.current
            if name == "start":  # the claim is made once, for every scenario
                self.current = self.hits[self.OUTSIDE]
            sys.settrace(self.tracer)
            try:
                return method(*args, **kwargs)
            finally:
                sys.settrace(None)
                self.current = scenario

        return call

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> Generator[None, object | None, object | None]:
        _clear_engine_caches()
        self.current = self.hits.setdefault(item.nodeid, set())
        began = time.process_time()
        try:
            return (yield)
        finally:
            self.cpu[item.nodeid] = time.process_time() - began
            self.current = self.hits[self.OUTSIDE]


def _pytest_args(report: str) -> list[str]:
    from conformance.paths import packages_root, suite_module

    return [
        str(suite_module()),
        "-o",
        "addopts=",
        "-p",
        "pytest_bdd.plugin",
        "-p",
        "conformance.plugin",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        str(packages_root()),
        "-c",
        os.devnull,
        "--report",
        report,
        "--assert=plain",
        "-q",
        "-x",
    ]


def _preload() -> None:
    """Import everything the suite needs except the engine, so each child only runs it."""
    if str(ROOT) not in sys.path[:1]:
        sys.path.insert(0, str(ROOT))
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    for name in ("pytest_bdd.plugin", "pytest_bdd.scenario"):
        importlib.import_module(name)  # imported for what importing it sets up
    from pytest_bdd.feature import get_features

    for name in ("conformance.plugin", "conformance.reports"):
        importlib.import_module(name)
    from conformance.cases import catalog
    from conformance.paths import features_dir
    from rulespec import cached_spec

    cached_spec()
    catalog()  # parses every feature file once, here rather than in each child
    get_features([str(features_dir())])  # pytest-bdd's own cache of parsed features, used at collection
    loaded = sorted(name for name in sys.modules if name.startswith("reference_impl") or name in TARGETS)
    if loaded:
        raise SystemExit(f"mutation: the engine was imported before forking ({loaded[0]}); nothing would be mutated")


def _child(run: Callable[[], int]) -> int:
    """Fork; the child runs ``run`` quietly and exits with its status. Returns the child's pid."""
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid:
        return pid
    code = 70
    try:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        sys.dont_write_bytecode = True
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        code = run()
    except BaseException:
        code = 71
    finally:
        os._exit(code)


def _run_suite(mutant: Mutant | None, nodeids: frozenset[str] | None, report: str, cpu_limit: float) -> int:
    limit = max(1, round(cpu_limit))
    resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))  # SIGXCPU: a timeout, however busy the machine
    if mutant is not None:
        sys.meta_path.insert(0, _MutantFinder(mutant.module, ROOT / mutant.path, mutant.source))
    select = _Select(nodeids)
    code = int(pytest.main(_pytest_args(report), plugins=[select]))
    return NOT_CLAIMED_EXIT if code == 0 and select.skipped else code


def coverage(modules: Sequence[str]) -> tuple[dict[str, set[tuple[str, int]]], dict[str, float]]:
    """Scenario node ID -> the (path, line) of the target modules it executes (``""``: outside any
    scenario), and scenario node ID -> the CPU seconds it took in this traced run."""
    files = {str(module_path(m)): module_path(m).relative_to(ROOT).as_posix() for m in modules}
    with tempfile.TemporaryDirectory(prefix="mutation-") as tmp:
        out = Path(tmp) / "coverage.json"

        def run() -> int:
            trace = _Trace(files)
            sys.settrace(trace.tracer)  # the engine's import-time code counts as outside any scenario
            import conformance.reference_adapter as adapter

            sys.settrace(None)
            for name in _ADAPTER_METHODS:
                setattr(adapter.ReferenceAdapter, name, trace.traced(getattr(adapter.ReferenceAdapter, name), name))
            select = _Select(None)
            code = int(pytest.main(_pytest_args(str(Path(tmp) / "report")), plugins=[trace, select]))
            code = NOT_CLAIMED_EXIT if code == 0 and select.skipped else code
            out.write_text(json.dumps({"hits": {k: sorted(v) for k, v in trace.hits.items()}, "cpu": trace.cpu}))
            return code

        pid = _child(run)
        try:
            _, status = os.waitpid(pid, 0)
        except BaseException:  # interrupted: the child must not write into the folder being removed
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise
        code = os.waitstatus_to_exitcode(status)
        if code == NOT_CLAIMED_EXIT:
            raise SystemExit("mutation: the reference leaves scenarios not claimed without any mutant; fix that first")
        if code != 0:
            raise SystemExit(f"mutation: the suite fails without any mutant (exit {code}); fix that first")
        raw = cast("dict[str, dict[str, object]]", json.loads(out.read_text()))
    hits = cast("dict[str, list[list[object]]]", raw["hits"])
    return {k: {(str(p), int(str(n))) for p, n in v} for k, v in hits.items()}, cast("dict[str, float]", raw["cpu"])


@dataclass
class Result:
    id: str
    module: str
    path: str
    line: int
    operator: str
    original: str
    mutated: str
    status: str
    """killed, timeout, survived, not covered or equivalent."""
    scenarios: int
    """How many scenarios reach the mutant (the ones run, until the first failure)."""
    seconds: float
    """Wall time of the child."""
    cpu: float
    """CPU time of the child (user + system): steadier than wall time on a busy machine."""
    reason: str = ""


def _selection(mutant: Mutant, called: dict[tuple[str, int], set[str]], everything: frozenset[str]) -> frozenset[str]:
    if not mutant.function:
        return everything
    chosen = called.get((mutant.path, mutant.function), set())
    if "" in chosen:  # called outside a scenario (at import, for the claim): every scenario may see it
        return everything
    return frozenset(chosen)


def run_mutants(
    mutants: Sequence[Mutant],
    jobs: int,
    timeout: float,
    equivalent: dict[str, str],
    progress: Callable[[Result, int, int], None] | None = None,
    recheck: bool = False,
) -> list[Result]:
    """Run every mutant (``jobs`` at a time) and return the results in the order given.

    A mutant listed in ``equivalent`` is not run, unless ``recheck``: then it runs like any other and, when
    the suite does not kill it, is counted equivalent with its listed reason; when the suite kills it, it
    keeps its ``killed`` or ``timeout`` and its reason says it is listed (:func:`wrongly_listed`)."""
    _preload()
    modules = sorted({m.module for m in mutants})
    started = time.monotonic()
    hits, costs = coverage(modules) if mutants else ({}, {})
    if progress is not None:
        print(f"coverage pass: {len(hits) - 1} scenarios in {time.monotonic() - started:.1f} s", flush=True)
    called: dict[tuple[str, int], set[str]] = {}
    for nodeid, functions in hits.items():
        for key in functions:
            called.setdefault(key, set()).add(nodeid)
    everything = frozenset(k for k in hits if k)
    results: dict[str, Result] = {}
    pending: list[tuple[Mutant, frozenset[str]]] = []

    def allowed(chosen: frozenset[str]) -> float:
        """CPU seconds a mutant may take: ``timeout`` (start-up and slack) on top of twice what its
        scenarios took unmutated (traced, so already an overestimate). A fixed limit would call a
        mutant reached by many scenarios a timeout (killed) when it only passes them slowly."""
        return timeout + 2 * sum(costs.get(nodeid, 0.0) for nodeid in chosen)

    def done(mutant: Mutant, status: str, scenarios: int, seconds: float, cpu: float, reason: str = "") -> None:
        result = Result(
            mutant.id,
            mutant.module,
            mutant.path,
            mutant.line,
            mutant.operator,
            mutant.original,
            mutant.mutated,
            status,
            scenarios,
            round(seconds, 3),
            round(cpu, 3),
            reason,
        )
        results[mutant.id] = result
        if progress is not None:
            progress(result, len(results), len(mutants))

    for mutant in mutants:
        compile(mutant.source, mutant.path, "exec", dont_inherit=True)  # a mutator bug, not a kill
        if mutant.key in equivalent and not recheck:
            done(mutant, "equivalent", 0, 0.0, 0.0, equivalent[mutant.key])
            continue
        chosen = _selection(mutant, called, everything)
        if not chosen:
            done(mutant, "not covered", 0, 0.0, 0.0)
        else:
            pending.append((mutant, chosen))
    running: dict[int, tuple[Mutant, int, float, str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="mutation-") as scratch:  # removed last, whatever happens
        try:
            while pending or running:
                while pending and len(running) < jobs:
                    mutant, chosen = pending.pop(0)
                    report = tempfile.mkdtemp(prefix="report-", dir=scratch)
                    limit = allowed(chosen)
                    pid = _child(partial(_run_suite, mutant, chosen, report, limit))
                    running[pid] = (mutant, len(chosen), time.monotonic(), report, limit)
                pid, status, usage = os.wait4(-1, os.WNOHANG)
                if pid == 0:
                    now = time.monotonic()
                    for late, (mutant, count, started, report, limit) in list(running.items()):
                        if now - started > limit * WALL_FACTOR:  # a child that waits rather than computes
                            os.kill(late, signal.SIGKILL)
                            os.waitpid(late, 0)
                            del running[late]
                            shutil.rmtree(report, ignore_errors=True)
                            done(mutant, "timeout", count, now - started, limit)
                    time.sleep(0.005)
                    continue
                mutant, count, started, report, _ = running.pop(pid)
                shutil.rmtree(report, ignore_errors=True)
                code = os.waitstatus_to_exitcode(status)
                cpu = usage.ru_utime + usage.ru_stime
                verdict = "survived" if code == 0 else "timeout" if -code in _TIMEOUT_SIGNALS else "killed"
                why = (
                    "scenarios the reference claims unmutated reported not claimed" if code == NOT_CLAIMED_EXIT else ""
                )
                done(mutant, verdict, count, time.monotonic() - started, cpu, why)
        finally:
            for pid, (_, _, _, report, _) in running.items():
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                shutil.rmtree(report, ignore_errors=True)
    if recheck:
        for mutant in mutants:
            result = results[mutant.id]
            if mutant.key not in equivalent:
                continue
            if result.status in KILLED:
                results[mutant.id] = replace(result, reason=f"{LISTED}: {equivalent[mutant.key]}")
            else:
                results[mutant.id] = replace(result, status="equivalent", reason=equivalent[mutant.key])
    return [results[m.id] for m in mutants]


LISTED: Final = "listed as equivalent but killed"


def wrongly_listed(results: Sequence[Result]) -> list[Result]:
    """Mutants the equivalent-mutants file calls equivalent that the suite kills (a re-checked run only).

    >>> killed = Result("m:1:constant:0", "m", "m.py", 1, "constant", "x = 1", "x = 2", "timeout", 3, 9.0, 9.0,
    ...                 f"{LISTED}: x is never read")
    >>> [r.id for r in wrongly_listed([killed])]
    ['m:1:constant:0']
    """
    return [r for r in results if r.status in KILLED and r.reason.startswith(LISTED)]


# -- scores and output ---------------------------------------------------------


@dataclass(frozen=True)
class Score:
    module: str
    mutants: int
    equivalent: int
    killed: int
    survived: int
    not_covered: int

    @property
    def counted(self) -> int:
        return self.mutants - self.equivalent

    @property
    def score(self) -> float:
        return self.killed / self.counted if self.counted else 1.0


def scores(results: Sequence[Result]) -> list[Score]:
    """One row per module, then ``total``."""
    rows: list[Score] = []
    for module in [*sorted({r.module for r in results}), "total"]:
        mine = [r for r in results if module in ("total", r.module)]
        rows.append(
            Score(
                module=module,
                mutants=len(mine),
                equivalent=sum(r.status == "equivalent" for r in mine),
                killed=sum(r.status in KILLED for r in mine),
                survived=sum(r.status == "survived" for r in mine),
                not_covered=sum(r.status == "not covered" for r in mine),
            )
        )
    return rows


def table(rows: Sequence[Score]) -> str:
    lines = [f"{'module':<38} {'mutants':>7} {'equiv':>5} {'killed':>6} {'surv':>5} {'uncov':>5} {'score':>6}"]
    for row in rows:
        lines.append(
            f"{row.module:<38} {row.mutants:>7} {row.equivalent:>5} {row.killed:>6} {row.survived:>5}"
            f" {row.not_covered:>5} {row.score:>6.1%}"
        )
    return "\n".join(lines)


def survivors(results: Sequence[Result]) -> list[Result]:
    return [r for r in results if r.status in ("survived", "not covered")]


SURVIVOR_CLASSES: Final = (
    ("reached but survived", "survived", "a scenario runs the mutated code and still passes: a scenario to write"),
    ("unreached", "not covered", "no scenario calls the mutated code: a scenario to write"),
    ("equivalent", "equivalent", "cannot change what the engine does (benchmarks/equivalent-mutants.yaml)"),
)
"""How every mutant the suite does not kill is classified, with what each class means."""


def classified(results: Sequence[Result], equivalent: Mapping[str, str]) -> str:
    """Every mutant the suite does not kill, under its class: reached but survived, unreached, or equivalent
    (with the reason the equivalent-mutants file gives).

    >>> r = Result("m:1:constant:0", "m", "m.py", 1, "constant", "x = 1", "x = 2", "equivalent", 0, 0.0, 0.0)
    >>> print(classified([r], {"m:1:constant:0": "x is never read"}))
    <BLANKLINE>
    Mutants not killed, by class:
    <BLANKLINE>
    reached but survived (0): a scenario runs the mutated code and still passes: a scenario to write
    <BLANKLINE>
    unreached (0): no scenario calls the mutated code: a scenario to write
    <BLANKLINE>
    equivalent (1): cannot change what the engine does (benchmarks/equivalent-mutants.yaml)
      m.py:1 constant
          - x = 1
          + x = 2
          why equivalent: x is never read
    """
    lines = ["", "Mutants not killed, by class:"]
    for title, status, meaning in SURVIVOR_CLASSES:
        mine = [r for r in results if r.status == status]
        lines += ["", f"{title} ({len(mine)}): {meaning}"]
        for r in mine:
            lines.append(f"  {r.path}:{r.line} {r.operator}\n      - {r.original}\n      + {r.mutated}")
            if status == "equivalent":
                lines.append(f"      why equivalent: {equivalent.get(r.id, r.reason or '(no reason given)')}")
    return "\n".join(lines)


def pick(
    mutants: Sequence[Mutant], patterns: Sequence[str], sample: int | None, seed: int, ids: Sequence[str] = ()
) -> list[Mutant]:
    """The mutants of the modules matching ``patterns`` (all when empty) whose ID matches one of ``ids``
    (all when empty), or a seeded random ``sample`` of them."""
    chosen = [m for m in mutants if not patterns or any(fnmatch.fnmatchcase(m.module, p) for p in patterns)]
    if ids:
        chosen = [m for m in chosen if any(fnmatch.fnmatchcase(m.id, p) for p in ids)]
    if sample is not None and sample < len(chosen):
        keep = {m.id for m in random.Random(seed).sample(chosen, sample)}
        chosen = [m for m in chosen if m.id in keep]
    return chosen


def uncompilable(mutants: Sequence[Mutant]) -> list[str]:
    """The mutants whose source does not compile, with why: each would fail the suite and count as killed."""
    found: list[str] = []
    for m in mutants:
        try:
            compile(m.source, m.path, "exec", dont_inherit=True)
        except SyntaxError as error:
            found.append(f"{m.id}: {error}")
    return found


def _terminate(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0] if __doc__ else None)
    parser.add_argument("--module", action="append", default=[], help="only modules matching this glob (repeatable)")
    parser.add_argument(
        "--id",
        action="append",
        default=[],
        help="only mutants whose ID matches this glob (repeatable), e.g. '*hand:303:*'",
    )
    parser.add_argument("--sample", type=int, help="a seeded random sample of N mutants")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument(
        "--timeout",
        type=float,
        default=5.0,
        help="CPU seconds a mutant may take beyond twice its scenarios' own (then it counts as killed)",
    )
    parser.add_argument("--equivalent", type=Path, default=EQUIVALENT_FILE, help="YAML: mutant key -> reason")
    parser.add_argument("--json", type=Path, help="write the results and scores here")
    parser.add_argument("--list", action="store_true", help="list the mutants without running them")
    parser.add_argument(
        "--recheck-equivalents",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="run the mutants listed as equivalent too and fail when the suite kills one"
        " (default: on for a full run, with no --module, --id or --sample)",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no line per mutant")
    parser.add_argument(
        "--floor", type=float, help="exit 1 when the total score (killed / counted) is below this, e.g. 0.9"
    )
    args = parser.parse_args(argv)

    mutants = pick(all_mutants(), args.module, args.sample, args.seed, args.id)
    broken = uncompilable(mutants)  # about 3 ms a mutant, against a second to run one
    if broken:
        print(f"mutation: {len(broken)} mutant(s) do not compile (the mutator is wrong):", *broken[:10], sep="\n  ")
        return 2
    if args.list:
        for m in mutants:
            print(f"{m.id}\t{m.original}\t->\t{m.mutated}")
        print(f"{len(mutants)} mutants")
        return 0
    equivalent = load_equivalent(args.equivalent)
    started = time.monotonic()

    def progress(result: Result, done: int, total: int) -> None:
        if not args.quiet:
            print(
                f"[{done}/{total}] {result.status:<11} {result.id}"
                f" ({result.scenarios} scenarios, {result.seconds:.1f} s, cpu {result.cpu:.1f} s)",
                flush=True,
            )

    signal.signal(signal.SIGTERM, _terminate)  # like an interrupt: children killed, temporary folders removed
    asked: object = args.recheck_equivalents
    recheck = asked if isinstance(asked, bool) else not (args.module or args.id or args.sample)
    results = run_mutants(mutants, args.jobs, args.timeout, equivalent, progress, recheck)
    elapsed = time.monotonic() - started
    rows = scores(results)
    left = survivors(results)
    print(classified(results, equivalent))
    print("\nleft out, not rule code (DRIVERS):")
    for name, why in DRIVERS.items():
        print(f"  {name}: {why}")
    ran = [r for r in results if r.status in ("killed", "survived", "timeout")]
    print(f"\n{table(rows)}")
    wall = sum(r.seconds for r in ran) / len(ran) if ran else 0.0
    cpu = sum(r.cpu for r in ran) / len(ran) if ran else 0.0
    print(
        f"\n{len(results)} mutants, {len(left)} survivors, {elapsed:.0f} s in all; {len(ran)} run,"
        f" {wall:.2f} s wall and {cpu:.2f} s cpu each on average, {args.jobs} at a time"
    )
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "seconds": round(elapsed, 1),
                    "cpu_per_mutant": round(cpu, 3),
                    "jobs": args.jobs,
                    "sample": args.sample,
                    "seed": args.seed,
                    "scores": [{**asdict(row), "score": round(row.score, 4)} for row in rows],
                    "results": [asdict(r) for r in results],
                },
                indent=2,
            )
            + "\n",
            encoding="utf-8",
        )
    total = rows[-1]
    wrong = wrongly_listed(results)
    if wrong:
        print(f"FAIL: {len(wrong)} mutant(s) listed in {args.equivalent.name} are killed by the suite (remove them):")
        for r in wrong:
            print(f"  {r.id} ({r.status}): {r.original!r} -> {r.mutated!r}")
        return 1
    if recheck:
        listed = sum(r.status == "equivalent" for r in results)
        print(f"every mutant listed as equivalent re-run: {listed} survive, none killed")
    if args.floor is not None and total.score < args.floor:
        print(f"FAIL: total score {total.score:.1%} is below the floor of {args.floor:.1%}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
