"""Change one number of the spec and run a rulebook's scenarios against the reference, in-process.

Used by ``tests/test_parameters_pinned.py`` and ``benchmarks/pinned.py``. Every
numeric parameter of every rulebook is read from ``spec/`` (no golden list) and
perturbed in a temporary copy of it: one more, one less, and the value the same
parameter has in a neighbouring rulebook (the next rulebook, in spec order, where
it differs). With ``DOMINO_RULES_SPEC`` pointing at the copy, the scenarios of
the rulebook are run the way pytest-bdd runs them (each step's definition from
the vocabulary, called with its typed arguments and a fresh world) against a
fresh :class:`~conformance.reference_adapter.ReferenceAdapter`, with every cache
of the spec emptied first, so the engine reads the changed number.

Running the steps directly costs milliseconds a scenario, against seconds of
pytest start-up and collection for each ``domino-rules check``;
``tests/test_parameters_pinned.py`` checks that both give the same results.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

import pytest
import yaml

from conformance.context import Session, World
from conformance.features import ScenarioInfo, read_features
from conformance.messages import PROTOCOL_VERSION
from conformance.observe import as_checks, verify
from conformance.reference_adapter import ReferenceAdapter
from conformance.trace import load_steps
from conformance.vocabulary import field_converters, find_definition
from reference_impl.block.rules import rules_for
from reference_impl.tournament.rules import tournament_rules_for
from reference_impl.train.rules import train_rules_for
from rulespec import cached_spec, default_spec_dir, load_spec
from rulespec.grammar import RULE_ID

Status = Literal["passed", "failed", "error", "not claimed"]
Kind = Literal["one more", "one less", "neighbour"]


@dataclass(frozen=True, slots=True)
class Parameter:
    """One numeric parameter of one rule."""

    rulebook: str
    rule: str
    name: str
    value: int
    judge_only: bool

    @property
    def key(self) -> str:
        return f"{self.rulebook}:{self.name}"


@dataclass(frozen=True, slots=True)
class Perturbation:
    """``parameter`` changed to ``value``."""

    parameter: Parameter
    kind: Kind
    value: int

    @property
    def id(self) -> str:
        return f"{self.parameter.rule}:{self.parameter.name}={self.value} ({self.kind})"


def parameters(directory: Path | None = None) -> list[Parameter]:
    """Every numeric parameter of every rulebook in the spec, in spec order."""
    spec = load_spec(directory if directory is not None else default_spec_dir())
    return [
        Parameter(book.id, rule.id, p.name, int(p.value), rule.judge_only)
        for book in spec.rulebooks
        for rule in book.rules
        for p in rule.parameters
    ]


def perturbations(parameter: Parameter, everything: list[Parameter]) -> list[Perturbation]:
    """One more, one less (never below zero) and the neighbouring rulebook's value where it differs."""
    out = [Perturbation(parameter, "one more", parameter.value + 1)]
    if parameter.value > 0:
        out.append(Perturbation(parameter, "one less", parameter.value - 1))
    books = list(dict.fromkeys(p.rulebook for p in everything))
    start = books.index(parameter.rulebook)
    for book in books[start + 1 :] + books[:start]:
        other = next((p for p in everything if p.rulebook == book and p.name == parameter.name), None)
        if other is not None and other.value != parameter.value:
            if other.value not in (parameter.value + 1, parameter.value - 1):
                out.append(Perturbation(parameter, "neighbour", other.value))
            break
    return out


def write_perturbed(source: Path, target: Path, change: Perturbation) -> None:
    """Copy the spec folder ``source`` to ``target`` with ``change`` made to the one parameter.

    The YAML line of the parameter is edited in place (``{name: NAME, value: N, ...}``), so
    everything else in the file stays byte for byte as it was.
    """
    shutil.copytree(source, target)
    path = target / f"{change.parameter.rulebook}.yaml"
    text = path.read_text(encoding="utf-8")
    rule_at = re.search(rf"^  - id: {re.escape(change.parameter.rule)}\s*$", text, re.MULTILINE)
    if rule_at is None:
        raise LookupError(f"rule {change.parameter.rule} not found in {path.name}")
    line = re.compile(
        rf"(\{{name: {re.escape(change.parameter.name)}, value: )(-?\d+)(,)",
    )
    found = line.search(text, rule_at.end())
    if found is None:
        raise LookupError(f"parameter {change.parameter.name} of {change.parameter.rule} not found in {path.name}")
    text = text[: found.start(2)] + str(change.value) + text[found.end(2) :]
    path.write_text(text, encoding="utf-8")
    changed = yaml.safe_load(text)
    rule = next(r for r in changed["rules"] if r["id"] == change.parameter.rule)
    value = next(p["value"] for p in rule["parameters"] if p["name"] == change.parameter.name)
    if value != change.value:
        raise LookupError(f"editing {path.name} changed the wrong line for {change.id}")


def clear_caches() -> None:
    """Forget every spec the process has read, so the next request reads ``DOMINO_RULES_SPEC`` again."""
    cached_spec.cache_clear()
    rules_for.cache_clear()
    tournament_rules_for.cache_clear()
    train_rules_for.cache_clear()


@contextmanager
def spec_at(directory: Path) -> Generator[None, None, None]:
    """Point ``DOMINO_RULES_SPEC`` at ``directory`` for the duration, with the caches emptied on both sides."""
    before = os.environ.get("DOMINO_RULES_SPEC")
    os.environ["DOMINO_RULES_SPEC"] = str(directory)
    clear_caches()
    try:
        yield
    finally:
        if before is None:
            del os.environ["DOMINO_RULES_SPEC"]
        else:
            os.environ["DOMINO_RULES_SPEC"] = before
        clear_caches()


@cache
def all_scenarios() -> tuple[ScenarioInfo, ...]:
    """Every scenario under ``features/`` (read once; the feature files are never changed here)."""
    load_steps()
    return tuple(read_features())


def scenarios_of(rulebook: str, rulebooks: dict[str, str]) -> list[ScenarioInfo]:
    """The scenarios ``check --rulebook`` runs: those tagged with a rule of ``rulebook``.

    ``rulebooks`` maps each rule ID to its rulebook.
    """
    return [s for s in all_scenarios() if any(rulebooks.get(t) == rulebook for t in s.tags if RULE_ID.match(t))]


@dataclass(frozen=True, slots=True)
class Outcome:
    scenario: ScenarioInfo
    status: Status
    message: str

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(t for t in self.scenario.tags if RULE_ID.match(t))


def run_scenario(scenario: ScenarioInfo, session: Session) -> Outcome:
    """Run one scenario's steps as pytest-bdd would, with a fresh world."""
    world = World(session=session)
    for step in scenario.steps:
        definition = find_definition(step.kind, step.text)
        if definition is None or definition.func is None:
            return Outcome(scenario, "error", f"line {step.line}: no step definition for {step.text!r}")
        found = definition.regex.fullmatch(step.text)
        assert found is not None
        converters = field_converters(definition.pattern)
        call: dict[str, object] = {"world": world}
        call.update({name: converters[name](text) for name, text in found.groupdict().items()})
        if definition.table:
            call["datatable"] = step.table or []
        try:
            returned = definition.func(**call)
            if step.kind == "then":
                # a Then step returns what to check; the suite's evaluator applies it, as `then` does
                verify(as_checks(returned, f"line {step.line}: {step.text}"), world)
        except AssertionError as exc:
            return Outcome(scenario, "failed", f"line {step.line}: {exc}")
        except pytest.skip.Exception as exc:
            return Outcome(scenario, "not claimed", str(exc))
        except Exception as exc:
            return Outcome(scenario, "error", f"line {step.line}: {type(exc).__name__}: {exc}")
    return Outcome(scenario, "passed", "")


def run_rulebook(rulebook: str, only_rules: frozenset[str] | None = None) -> list[Outcome]:
    """Run the rulebook's scenarios (those tagged with one of ``only_rules`` when given) against a fresh reference.

    The spec is whatever ``DOMINO_RULES_SPEC`` points at; call inside :func:`spec_at`.
    """
    clear_caches()
    spec = cached_spec()
    owner = {rule.id: book.id for book in spec.rulebooks for rule in book.rules}
    implementation = ReferenceAdapter()
    claim = implementation.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    session = Session(implementation=implementation, claim=claim)
    chosen = scenarios_of(rulebook, owner)
    if only_rules is not None:
        chosen = [s for s in chosen if only_rules & set(s.tags)]
    return [run_scenario(scenario, session) for scenario in chosen]


def perturbed_run(change: Perturbation, workdir: Path, only_rules: frozenset[str] | None = None) -> list[Outcome]:
    """Write the perturbed spec under ``workdir`` and run the rulebook's scenarios against it."""
    target = workdir / "spec"
    write_perturbed(default_spec_dir(), target, change)
    with spec_at(target):
        return run_rulebook(change.parameter.rulebook, only_rules)


def caught_by_rule(change: Perturbation, outcomes: list[Outcome]) -> list[Outcome]:
    """The outcomes that did not pass, of scenarios tagged with the changed parameter's rule."""
    return [o for o in outcomes if o.status != "passed" and change.parameter.rule in o.rules]
