"""Traceability: clauses to rules to scenarios, and the lint that fails on any gap."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TypedDict

from conformance.features import ScenarioInfo, read_features
from conformance.vocabulary import REGISTRY, find_definition, find_definitions
from rulespec import Spec, SpecError, cached_spec
from rulespec.faults import cached_taxonomy, catalogued, shared_situations
from rulespec.grammar import RULE_ID
from rulespec.model import EngineCheck, Rule, Situation

DEAL_PLAY_CHECKS: Final[frozenset[EngineCheck]] = frozenset(
    {
        "lead-rotates-counter-clockwise",
        "lead-rotates-clockwise",
        "lead-to-winner",
        "lead-winning-team",
        "lock-tie-replay",
        "match-target",
        "set-games",
        "match-sets",
    }
)
"""Engine checks whose effect shows after the hand is over: who leads the next one, and the targets of a
game, a set or a match."""
DEAL_PLAY_SITUATIONS: Final[frozenset[Situation]] = frozenset({"target-score"})
"""Situations settled after the hand is over: the score a game or match is played to. (A locked hand, what a
hand is worth, are ``scoring`` rules; a penalty in those situations, such as turning the tiles over on a
false lock, is a judge's record, not something a deal played out shows.)"""


def needs_deal_play(rule: Rule) -> bool:
    """Whether ``rule``'s effect shows at the end of a hand or later, so that a complete deal played out
    must check it (the lint asks for a deal-and-play scenario): a ``scoring`` rule (a domino, a lock, its
    resolution and ties), a rule about a target score, or one enforcing a check that acts on the next hand
    or the match (the next lead, game, set and match targets).
    All three are data of the spec, so a new rulebook is held to it without a code change."""
    return (
        rule.kind == "scoring"
        or bool(DEAL_PLAY_SITUATIONS.intersection(rule.situations))
        or bool(DEAL_PLAY_CHECKS.intersection(rule.enforces))
    )


def deals(scenario: ScenarioInfo) -> bool:
    """Whether the scenario sets up a complete deal (it names the undealt tiles) rather than a position."""
    from conformance.steps.setup import all_dealt, undealt
    from conformance.steps.train import dealt_boneyard

    for step in scenario.steps:
        definition = find_definition(step.kind, step.text) if step.kind == "given" else None
        if definition is not None and definition.func in (undealt, all_dealt, dealt_boneyard):
            return True
    return False


class ClauseTrace(TypedDict):
    id: str
    rules: list[str]


class RuleTrace(TypedDict):
    id: str
    rulebook: str
    clauses: list[str]
    scenarios: list[str]


class Trace(TypedDict):
    clauses: list[ClauseTrace]
    rules: list[RuleTrace]


def scenarios_by_rule(scenarios: list[ScenarioInfo]) -> dict[str, list[ScenarioInfo]]:
    out: dict[str, list[ScenarioInfo]] = {}
    for scenario in scenarios:
        for tag in scenario.tags:
            if RULE_ID.match(tag):
                out.setdefault(tag, []).append(scenario)
    return out


def build_trace(spec: Spec | None = None, scenarios: list[ScenarioInfo] | None = None) -> Trace:
    """The clause -> rule -> scenario matrix for every rulebook in the spec."""
    spec = spec if spec is not None else cached_spec()
    scenarios = scenarios if scenarios is not None else read_features()
    by_rule = scenarios_by_rule(scenarios)
    clauses: list[ClauseTrace] = []
    for book in spec.rulebooks:
        for clause in spec.clauses_of(book.document):
            clauses.append({"id": clause.id, "rules": [rule.id for rule in book.rules if clause.id in rule.clauses]})
    rules: list[RuleTrace] = [
        {
            "id": rule.id,
            "rulebook": book.id,
            "clauses": list(rule.clauses),
            "scenarios": [s.ref for s in by_rule.get(rule.id, [])],
        }
        for book in spec.rulebooks
        for rule in book.rules
    ]
    return {"clauses": clauses, "rules": rules}


@dataclass(frozen=True, slots=True)
class Problem:
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def load_steps() -> None:
    """Import every step module so that :data:`REGISTRY` is complete."""
    import importlib

    from conformance.steps import STEP_MODULES

    for module in STEP_MODULES:
        importlib.import_module(module)


def lint(spec: Spec | None = None, scenarios: list[ScenarioInfo] | None = None) -> list[Problem]:
    """Every gap: a clause with no rule, a rule with no scenario, a tag naming no rule, an undefined step."""
    load_steps()
    spec = spec if spec is not None else cached_spec()
    scenarios = scenarios if scenarios is not None else read_features()
    trace = build_trace(spec, scenarios)
    problems: list[Problem] = []
    for clause in trace["clauses"]:
        if not clause["rules"]:
            problems.append(Problem(clause["id"], "clause is cited by no rule"))
    for rule in trace["rules"]:
        if not rule["scenarios"]:
            problems.append(Problem(rule["id"], "rule has no scenario"))
    by_rule = scenarios_by_rule(scenarios)
    for rule_data in spec.all_rules():
        tagged = by_rule.get(rule_data.id, [])
        if tagged and needs_deal_play(rule_data) and not any(deals(s) for s in tagged):
            problems.append(
                Problem(
                    rule_data.id,
                    "rule shows its effect at the end of a hand or later but has no deal-and-play scenario "
                    "(a complete deal, with its undealt tiles, played out)",
                )
            )
    known = {rule.id for rule in spec.all_rules()}
    for scenario in scenarios:
        where = f"{scenario.path}:{scenario.line} ({scenario.name})"
        rule_tags = [tag for tag in scenario.tags if RULE_ID.match(tag)]
        if not rule_tags:
            problems.append(Problem(where, "scenario is tagged with no rule ID"))
        for tag in rule_tags:
            if tag not in known:
                problems.append(Problem(where, f"tag @{tag} names no rule in spec/"))
        for step in scenario.steps:
            matching = find_definitions(step.kind, step.text)
            if not matching:
                problems.append(
                    Problem(f"{scenario.path}:{step.line}", f"no step definition for {step.kind} {step.text!r}")
                )
            elif len(matching) > 1:
                patterns = " and ".join(repr(d.pattern) for d in matching)
                problems.append(
                    Problem(f"{scenario.path}:{step.line}", f"{step.kind} {step.text!r} matches {patterns}: ambiguous")
                )
        if not any(step.kind == "then" for step in scenario.steps):
            problems.append(Problem(where, "scenario has no Then step, so it checks nothing"))
    if not REGISTRY:
        problems.append(Problem("conformance.steps", "no step definitions registered"))
    try:
        catalogued(spec)
        cached_taxonomy()
    except SpecError as exc:
        problems.append(Problem(exc.path, str(exc)))
    return problems


def kind_gaps(spec: Spec | None = None) -> list[Problem]:
    """Each (rule, kind of bug) pair where the taxonomy (``spec/faults/kinds.yaml``) says the kind can occur
    and the rulebook's catalogue has neither a fault of that kind nor a reason (``cannot``) why it cannot."""
    spec = spec if spec is not None else cached_spec()
    try:
        catalogues, _ = catalogued(spec)
        taxonomy = cached_taxonomy()
    except SpecError:
        return []  # reported by lint() as a problem
    out: list[Problem] = []
    for catalogue in catalogues:
        book = spec.rulebook(catalogue.rulebook)
        for rule, kind in catalogue.kind_gaps(book, taxonomy, shared_situations(spec, book.id)):
            title = taxonomy.kind(kind).title.lower()
            out.append(
                Problem(catalogue.path, f"{rule}: no fault of kind {kind} ({title}) and no reason it cannot occur")
            )
    return out


def lint_warnings(spec: Spec | None = None) -> list[Problem]:
    """Gaps that do not fail the lint: a rulebook with no fault catalogue yet (``spec/faults/``), whose
    scenarios are not yet proven to catch the plausible faults of its rules, and catalogue gaps."""
    spec = spec if spec is not None else cached_spec()
    try:
        catalogues, missing = catalogued(spec)
    except SpecError:
        return []  # reported by lint() as a problem
    out = [
        Problem(
            f"spec/faults/{book}.yaml", "no fault catalogue yet: the suite is not proven to catch its rules' faults"
        )
        for book in missing
    ]
    for catalogue in catalogues:
        out += [Problem(catalogue.path, gap) for gap in catalogue.gaps(spec.rulebook(catalogue.rulebook))]
    return out
