"""The checks Then steps return, and the one evaluator that applies them to replies."""

from __future__ import annotations

import pytest

from conformance.observe import ABSENT, Check, Mismatch, as_checks, evaluate, resolve, verify, with_defaults
from conformance.vocabulary import REGISTRY

HAND: dict[str, object] = {
    "results": [{"accepted": True}, {"accepted": False, "rule": "NDF-4.1", "reason": "out of turn"}],
    "turn": "E",
    "ends": [6, 2],
    "legal": ["6-4 left", "6-4 right"],
    "exposed": {"E": ["5-5", "2-2"]},
    "outcome": None,
    "penalties": [{"rule": "NDF-3.1", "infraction": "signal", "seat": "W", "team": "EW", "points": -25}],
}


def test_paths_read_keys_indexes_filters_and_views() -> None:
    assert resolve(HAND, "/results/-1/rule") == "NDF-4.1"
    assert resolve(HAND, "/results[accepted=false]/0/reason") == "out of turn"
    assert resolve(HAND, "/legal/*/@tile") == ["6-4", "6-4"]
    assert resolve(HAND, "/ends/@sorted") == [2, 6]
    assert resolve({"tables": [["D", "A", "B", "C"]]}, "/tables/*/@partnerships") == [[["A", "C"], ["B", "D"]]]
    assert resolve(HAND, "") is HAND
    for nowhere in ("/missing", "/results/5", "/outcome/end", "/turn/0", "/exposed/N"):
        assert resolve(HAND, nowhere) is ABSENT, nowhere


@pytest.mark.parametrize(
    "check",
    [
        Check("hand", "/turn", "E"),
        Check("hand", "/ends", [2, 6], "unordered"),
        Check("hand", "/legal/*/@tile", ["6-4"], "set-equal"),
        Check("hand", "/exposed/E", "2-2", "contains"),
        Check("hand", "/outcome", None, "absent"),
        Check("hand", "/exposed/N", None, "absent"),
        Check("hand", "/results", [{"accepted": True}, {"accepted": False, "rule": "NDF-4.1"}], "matches"),
        Check("hand", '/penalties[team="EW"]', [{"rule": "NDF-3.1", "points": -25, "charged_to": "team"}], "matches"),
        Check("hand", "/sanctions", []),
    ],
)
def test_checks_that_hold(check: Check) -> None:
    evaluate(check, HAND)


@pytest.mark.parametrize(
    ("check", "message"),
    [
        (
            Check("hand", "/turn", "W", what="the player to play"),
            'the player to play (hand /turn): expected "W", got "E"',
        ),
        (Check("hand", "/ends", [6, 6], "unordered"), "expected [6, 6], got [6, 2]"),
        (Check("hand", "/exposed/E", "6-6", "contains"), 'expected "6-6", got ["5-5", "2-2"]'),
        (Check("hand", "/exposed/N", "6-6", "contains"), 'expected "6-6", got nothing (absent)'),
        (Check("hand", "/turn", None, "absent"), 'expected null, got "E"'),
        (Check("hand", "/results/-1", {"accepted": False, "rule": "NDF-4.2"}, "matches"), '"rule": "NDF-4.1"'),
        (Check("hand", "/results", [{"accepted": False, "rule": "NDF-4.1"}], "matches"), "expected [{"),
        (Check("hand", "/outcome/end", "domino"), 'expected "domino", got nothing (absent)'),
        (Check("hand", "/results/0/accepted", 1), "expected 1, got true"),
    ],
)
def test_checks_that_fail_print_expected_and_actual_as_json(check: Check, message: str) -> None:
    with pytest.raises(Mismatch) as failure:
        evaluate(check, HAND)
    assert message in str(failure.value)


def test_a_matches_failure_shows_only_the_fields_the_pattern_names() -> None:
    with pytest.raises(Mismatch) as failure:
        evaluate(Check("hand", "/results/-1", {"accepted": False, "rule": "NDF-4.2"}, "matches"), HAND)
    assert failure.value.actual == {"accepted": False, "rule": "NDF-4.1"}


def test_defaults_fill_optional_reply_fields() -> None:
    filled = with_defaults("hand", HAND)
    assert isinstance(filled, dict)
    assert filled["sanctions"] == [] and filled["next_opening"] is None
    assert filled["penalties"][0]["charged_to"] == "team"
    assert "sanctions" not in HAND  # the reply itself is left alone
    assert with_defaults("pair", {"tables": [], "bye": "E"}) == {"tables": [], "bye": "E", "byes": ["E"]}


def test_a_malformed_check_is_refused_when_made() -> None:
    with pytest.raises(ValueError, match="unknown view"):
        Check("hand", "/legal/@nope", [])
    with pytest.raises(ValueError, match="JSON value"):
        Check("hand", "/penalties[team=NS]", [])
    with pytest.raises(ValueError, match="starts with /"):
        Check("hand", "turn", "N")
    with pytest.raises(ValueError, match="expects null"):
        Check("hand", "/turn", "N", "absent")


def test_a_then_step_must_return_checks() -> None:
    assert as_checks(Check("hand", "/turn", "N"), "x") == [Check("hand", "/turn", "N")]
    for wrong in (None, [], [None], "N"):
        with pytest.raises(TypeError, match="must return one or more checks"):
            as_checks(wrong, "the step")


def test_verify_reads_each_check_against_the_reply_of_its_op() -> None:
    verify([Check("hand", "/turn", "E"), Check("lead", "/leader", "N")], {"hand": HAND, "lead": {"leader": "N"}})
    with pytest.raises(Mismatch, match="lead /leader"):
        verify([Check("lead", "/leader", "S")], {"lead": {"leader": "N"}})


def test_every_then_step_is_registered_as_a_check_builder() -> None:
    thens = [d for d in REGISTRY if d.kind == "then"]
    assert thens and all(d.func is not None for d in thens)


class _Refusing:
    """A scenario's replies where the hand request was refused (or answered), with or without a rule."""

    def __init__(self, reason: str | None, rule: str | None) -> None:
        self.reason, self.rule = reason, rule

    def reply(self, op: object) -> object:
        return HAND

    def refusal(self, op: object) -> str | None:
        return self.reason

    def refusal_rule(self, op: object) -> str | None:
        return self.rule


def test_a_refusal_under_a_rule_needs_that_rule_named() -> None:
    check = Check("hand", "", "NDF-1.1", "refused-under", what="the deal")
    verify([check], _Refusing("10-2 is not in the set", "NDF-1.1"))
    for reason, rule, shown in [
        (None, None, "answered"),
        ("10-2 is not in the set", None, "refused under no rule"),
        ("10-2 is not in the set", "NDF-1.2", "refused under NDF-1.2"),
    ]:
        with pytest.raises(Mismatch, match=shown):
            verify([check], _Refusing(reason, rule))
    with pytest.raises(ValueError, match="expects a rule ID"):
        Check("hand", "", True, "refused-under")
