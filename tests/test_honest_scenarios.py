"""Scenarios that can fail on their rule: no amount the rulebook does not set, no number typed only to be read back.

A rule whose source leaves the sanction to the judge (``judge_decides`` in the spec) is checked for where the
judge's award goes and under which rule, never for an amount: its scenarios' titles name no points, and their
Then steps take the amount from what the judge recorded. A match score is built from a hand or a recorded
infraction, never from a fine typed into a When step.
"""

from __future__ import annotations

import re

from conformance.features import ScenarioInfo, read_features
from rulespec import load_spec

SPEC = load_spec()
SCENARIOS = read_features()
JUDGES_CALL = {rule.id for book in SPEC.rulebooks for rule in book.rules if rule.judge_decides}
POINTS = re.compile(r"\b\d+\s*(?:-\s*)?points?\b")
NUMBER_UNDER = re.compile(r"-?\d+ points? .*\bunder (?P<rule>[A-Z]+-[0-9A-Z.]+)$")


def _judges_call_scenarios() -> list[ScenarioInfo]:
    return [s for s in SCENARIOS if JUDGES_CALL & set(s.tags)]


def test_rules_of_the_judges_call_have_scenarios() -> None:
    covered = {tag for s in _judges_call_scenarios() for tag in s.tags}
    assert covered >= JUDGES_CALL


def test_a_scenario_of_the_judges_call_invents_no_tariff_in_its_title() -> None:
    only_judges = [s for s in _judges_call_scenarios() if set(s.tags) <= JUDGES_CALL]
    wrong = [s.ref for s in only_judges if POINTS.search(s.name)]
    assert wrong == [], "titles that read as if the rulebook set the amount"


def test_no_then_step_states_an_amount_under_a_rule_of_the_judges_call() -> None:
    wrong: list[str] = []
    for scenario in SCENARIOS:
        for step in scenario.steps:
            found = NUMBER_UNDER.search(step.text)
            if step.kind == "then" and found and found["rule"] in JUDGES_CALL:
                wrong.append(f"{scenario.ref}: {step.text}")
    assert wrong == [], "a Then step that passes the judge's number through as if the rule set it"


def test_no_match_score_is_built_from_a_fine_typed_into_a_when_step() -> None:
    typed = re.compile(r"^(North-South|East-West) are fined \d+ points$")
    wrong = [f"{s.ref}: {step.text}" for s in SCENARIOS for step in s.steps if typed.match(step.text)]
    assert wrong == []
