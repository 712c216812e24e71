"""Facts in claimable groups: every reply field has exactly one group, every compared group has a rule.

The suite compares a group only where a rule of the rulebook decides it (:mod:`conformance.facts`), so a
scenario that checks a fact no rule of its rulebook decides would silently check nothing: it fails here.
"""

from __future__ import annotations

from typing import get_type_hints

import pytest

from conformance import facts
from conformance.cases import all_cases
from conformance.messages import ActionResult, OutcomeReply, StandingRow, TrainOutcomeReply
from conformance.schemas import REPLY_TYPES
from rulespec import cached_spec


def _fields(tp: type) -> set[str]:
    return set(get_type_hints(tp))


def test_every_reply_field_has_exactly_one_group() -> None:
    missing: list[str] = []
    for op, tp in REPLY_TYPES.items():
        if op == "start":
            continue
        for field in sorted(_fields(tp)):
            name = f"{op}:{field}"
            if name in facts.META_FIELDS:
                continue
            try:
                facts.field_group(op, field)
            except facts.UnknownField:
                missing.append(name)
    assert not missing, f"reply fields in no group of facts: {missing}"


def test_keys_inside_fields_fall_in_a_group() -> None:
    """Keys of the objects inside a field belong to the field's group unless a group names them."""
    inner = {
        ("hand", "results"): ActionResult,
        ("hand", "outcome"): OutcomeReply,
        ("train", "outcome"): TrainOutcomeReply,
        ("standings", "rows"): StandingRow,
    }
    for (op, field), tp in inner.items():
        for key in _fields(tp):
            if f"{op}:{field}.{key}" in facts.META_FIELDS:
                continue
            assert facts.field_group(op, field, key) in facts.FACT_NAMES


def test_every_named_field_exists() -> None:
    """No group lists a field the protocol does not define (a renamed field would leave a stale entry)."""
    for group in facts.GROUPS:
        for name in group.fields:
            op, _, path = name.partition(":")
            assert op in REPLY_TYPES, name
            if not path:
                continue
            field, _, key = path.partition(".")
            assert field in _fields(REPLY_TYPES[op]), name
            if key:
                parents = {
                    "results": ActionResult,
                    "outcome": OutcomeReply if op == "hand" else TrainOutcomeReply,
                    "rows": StandingRow,
                }
                assert key in _fields(parents[field]), name


def test_group_names_are_unique_and_fields_belong_once() -> None:
    names = [g.name for g in facts.GROUPS]
    assert sorted(names) == sorted(set(names)) == sorted(facts.FACT_NAMES)
    fields = [f for g in facts.GROUPS for f in g.fields]
    assert len(fields) == len(set(fields))


@pytest.mark.parametrize("group", facts.FACT_NAMES)
def test_every_group_is_decided_by_some_rulebook(group: facts.FactName) -> None:
    assert any(facts.deciding_rules(group, book.id) for book in cached_spec().rulebooks), group


def test_no_scenario_checks_a_fact_its_rulebook_does_not_decide() -> None:
    """Every check of every scenario reads groups that a rule of the scenario's rulebook decides."""
    wrong: list[str] = []
    for case in all_cases():
        book = case["rulebook"]
        assert book is not None, case["id"]
        decided = facts.decided(book)
        for observation in case["observations"]:
            for check in observation["checks"]:
                read = facts.groups_of_check(check["op"], check["path"], check["expected"])
                if not read <= decided:
                    wrong.append(f"{case['id']}: {observation['step']}: {sorted(read - decided)}")
    assert not wrong, "\n".join(wrong[:20])


def test_a_group_no_rule_decides_is_not_compared() -> None:
    assert "first-tile" not in facts.decided("doral-partnership")
    assert "first-tile" not in facts.decided("wcdt-all-fives")
    assert "first-tile" in facts.decided("fmd-singles")
    assert "spinner" not in facts.decided("ndf-double-nine")
    assert facts.attribute("first-tile", "doral-partnership") is None
    assert facts.attribute("outcome", "doral-partnership") == "DORAL-2.1" or facts.attribute(
        "outcome", "doral-partnership"
    ) in {r.id for r in facts.deciding_rules("outcome", "doral-partnership")}


def test_legacy_omits_leave_out_their_group() -> None:
    got = facts.modelled(None, ["first_tile", "ask-count"], "ndf-double-nine")
    assert "first-tile" not in got and "turn" in got
    only = facts.modelled({"ndf-double-nine": ["turn", "outcome"]}, [], "ndf-double-nine")
    assert only == {"turn", "outcome"}
    assert facts.modelled({"ndf-double-nine": ["turn"]}, [], "fmd-singles") == frozenset(facts.FACT_NAMES)


def test_group_of_paths() -> None:
    assert facts.group_of("train", "/trains/2/marker") == "trains"
    assert facts.group_of("train", "/hand_sizes/3") == "hand-sizes"
    assert facts.group_of("standings", '/rows[entrant="A"]/0/placed_by') == "standings-counters"
    assert facts.group_of("standings", "/rows/*/entrant") == "standings"
    assert facts.group_of("hand", "") == "legality"
    assert facts.groups_of_check("hand", "/outcome", {"team": "NS", "points": 5}) == {"outcome"}
    assert facts.groups_of_check("hand", "/outcome", {"winner": "N"}) == {"outcome", "hand-winner"}
    with pytest.raises(facts.UnknownField):
        facts.group_of("hand", "/no_such_field")


def test_every_check_a_rule_enforces_decides_a_group_of_facts() -> None:
    """A check no group names would leave its rules deciding nothing fuzz compares, so a fault of the check
    could only be blamed where the reference happens to cite it: each check a rule of the spec enforces is
    among some group's checks, or every rule enforcing it carries a penalty (it decides the penalties)."""
    spec = cached_spec()
    grouped = {check for group in facts.GROUPS for check in group.checks}
    loose = sorted(
        {
            check
            for book in spec.rulebooks
            for rule in book.rules
            for check in rule.enforces
            if check not in grouped and rule.penalty is None
        }
    )
    assert not loose, f"checks of rules with no penalty in no group of facts (conformance/facts.py): {loose}"
