"""Fuzz as the second net, a sample in the tests: a few catalogued faults of each rulebook fuzzed briefly.

``benchmarks/fault_fuzz.py`` fuzzes every catalogued fault (see benchmarks/README.md);
here a fixed sample of each rulebook (:func:`benchmarks.fault_fuzz.sample`) plays fewer
hands. A fault fuzz finds must be caught by a scenario of its rule, and each divergent hand's
first divergence must be one the fault's rule or a rule in its ``also`` could be at fault for
(:class:`benchmarks.fault_fuzz.Blame`). ``benchmarks/fault-fuzz-strays.yaml`` lists none: a full run
blames no fault's divergence elsewhere.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Final

import pytest

from benchmarks.fault_fuzz import (
    STRAYS_FILE,
    Blame,
    FaultFuzz,
    Faulty,
    blame,
    catalogued,
    feature_text,
    fuzz_fault,
    listed_strays,
    sample,
    stale_strays,
)
from conformance.adapter import ErrorReply
from conformance.context import Session
from conformance.features import read_features
from conformance.messages import PROTOCOL_VERSION, HandRequest, StartRequest
from conformance.reference_adapter import ReferenceAdapter
from conformance.shrink import Divergence
from rulespec.faults import DecisionChange, Fault
from tests.support.pinned import run_scenario

START: Final[StartRequest] = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}
HANDS: Final = 12
"""Hands a sampled fault plays (the benchmark plays more)."""
SAMPLE: Final = sample()
KNOWN: Final = next(
    f for f in catalogued(["ndf-double-nine"]) if f.change == DecisionChange("pass-with-fitting-tile-accepted")
)
"""A pass let stand while the player holds a tile that fits: random play with forbidden actions finds it."""


@pytest.mark.parametrize("fault", SAMPLE, ids=[f.key for f in SAMPLE])
def test_fuzz_finds_nothing_the_scenarios_miss_and_blames_no_new_rule(
    fault: Fault, listed: dict[str, tuple[str, ...]]
) -> None:
    run = fuzz_fault(fault, HANDS, shrink=False)
    assert not run.problems(listed), run.problems(listed)


@pytest.fixture(scope="module")
def listed() -> dict[str, tuple[str, ...]]:
    """The known strays (a fault renamed or gone from the catalogue fails here, naming the entry)."""
    return listed_strays()


def test_the_list_of_strays_names_catalogued_faults_and_rules_of_their_rulebook(
    listed: dict[str, tuple[str, ...]],
) -> None:
    faults = {f.key: f for f in catalogued()}
    for key, rules in listed.items():
        assert all(rule.split("-")[0] == faults[key].rule.split("-")[0] for rule in rules), (key, rules)
        assert not set(rules) & {faults[key].rule, *faults[key].also}, (key, rules)


def test_the_sample_holds_faults_of_every_catalogued_rulebook() -> None:
    assert {f.rulebook for f in SAMPLE} == {f.rulebook for f in catalogued()}
    assert sample() == SAMPLE  # the same on every run


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("- NDF-4.1/pass-with-fitting-tile\n", "a mapping of fault (RULE/name) to the rules blamed is expected"),
        ('"NDF-4.1/made-up": [NDF-6.1]\n', "NDF-4.1/made-up: no such catalogued fault"),
        ('"NDF-4.1/pass-with-fitting-tile": NDF-6.1\n', "NDF-4.1/pass-with-fitting-tile: a non-empty list"),
        ('"NDF-4.1/pass-with-fitting-tile": []\n', "NDF-4.1/pass-with-fitting-tile: a non-empty list"),
    ],
)
def test_a_malformed_list_of_strays_names_its_file_and_entry(tmp_path: Path, text: str, said: str) -> None:
    listed = tmp_path / STRAYS_FILE.name
    listed.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        listed_strays(listed)
    assert str(caught.value).startswith(f"{STRAYS_FILE.name}: {said}"), str(caught.value)


@pytest.fixture(scope="module")
def known() -> FaultFuzz:
    return fuzz_fault(KNOWN, HANDS)


def test_fuzz_finds_a_known_fault_blames_its_rule_and_shrinks_it_to_a_scenario_of_it(known: FaultFuzz) -> None:
    assert known.found and known.first_rules == (KNOWN.rule,) and not known.strays
    assert known.caught and not known.problems()
    assert known.scenario is not None
    assert known.scenario.lstrip().startswith(f"@{KNOWN.rule}\n"), known.scenario
    assert "passes" in known.scenario and f"refused under {KNOWN.rule}" in known.scenario


def test_the_shrunk_scenario_is_a_feature_of_the_rule_that_fails_the_fault_and_passes_the_reference(
    known: FaultFuzz, tmp_path: Path
) -> None:
    folder = tmp_path / "features" / KNOWN.rulebook
    folder.mkdir(parents=True)
    (folder / "fuzzed.feature").write_text(feature_text(known, HANDS, 0), encoding="utf-8")
    (scenario,) = read_features(tmp_path / "features")
    assert scenario.tags[0] == KNOWN.rule
    session = Session(implementation=Faulty(KNOWN), claim=Faulty(KNOWN).start(START))
    assert run_scenario(scenario, session).status == "failed"
    reference = ReferenceAdapter()
    assert run_scenario(scenario, Session(implementation=reference, claim=reference.start(START))).status == "passed"


def test_the_shrunk_scenario_keeps_only_the_tags_of_the_fault_s_rule_and_also(known: FaultFuzz) -> None:
    assert known.scenario is not None
    first, rest = known.scenario.split("\n", 1)
    assert first.strip() == f"@{KNOWN.rule}"
    tagged = dataclasses.replace(known, scenario=f"  @NDF-9.1 {first.strip()}\n{rest}")
    text = feature_text(tagged, HANDS, 0)
    # a scenario of a rule outside them that failed the fault would fail the catalogue test
    assert f"\n  @{KNOWN.rule}\n  Scenario:" in text and "@NDF-9.1" not in text
    assert "  # fuzz names NDF-9.1 too: neither the fault's rule nor in its also\n" in text
    also = dataclasses.replace(tagged, fault=dataclasses.replace(KNOWN, also=("NDF-9.1",)))
    assert f"\n  @{KNOWN.rule} @NDF-9.1\n  Scenario:" in feature_text(also, HANDS, 0)


def test_a_fault_fuzz_finds_and_no_scenario_catches_fails(known: FaultFuzz) -> None:
    missed = dataclasses.replace(known, caught_by=())
    assert missed.problems() == [
        f"{KNOWN.key}: fuzz finds it (hand {known.first_hand}) but no scenario of {KNOWN.rule} catches it: "
        f"add the shrunk counterexample as a scenario tagged @{KNOWN.rule}"
    ]
    # one fuzz does not find is no failure, caught or not
    assert not dataclasses.replace(known, first_hand=None, blames=(), caught_by=()).problems()


def test_fuzz_blaming_a_rule_outside_the_fault_s_rule_and_also_fails(known: FaultFuzz) -> None:
    elsewhere = Blame(3, ("outcome",), ("NDF-9.1",), ("NDF-9.1",))
    stray = dataclasses.replace(known, blames=(*known.blames, elsewhere))
    assert stray.strays == ("NDF-9.1",) and stray.stray_groups == ("outcome",)
    assert stray.problems() == [
        f"{KNOWN.key}: fuzz attributes its divergence to NDF-9.1, neither {KNOWN.rule} nor in its 'also' (none)"
    ]
    listed = dataclasses.replace(stray, fault=dataclasses.replace(KNOWN, also=("NDF-9.1",)))
    assert not listed.problems()
    # a rule of the fault's among the rules that could be at fault explains the hand, whatever rule fuzz names
    explained = Blame(3, ("outcome",), ("NDF-9.1",), ("NDF-1.6", KNOWN.rule, "NDF-9.1"))
    assert not dataclasses.replace(known, blames=(explained,)).problems()
    # a stray the list names is no failure of the tests, one it does not name is; the benchmark fails on both
    assert not stray.problems({KNOWN.key: ("NDF-9.1",)}) and stray.problems({KNOWN.key: ("NDF-6.1",)})
    # a listed stray that a full campaign no longer blames must come off the list
    full = dataclasses.replace(known, hands=40)
    assert stale_strays([full], {KNOWN.key: ("NDF-9.1",)}) == [
        f"{KNOWN.key}: {STRAYS_FILE.name} lists NDF-9.1, which fuzz no longer blames: take it off the list"
    ]
    assert not stale_strays([dataclasses.replace(stray, hands=40)], {KNOWN.key: ("NDF-9.1",)})


def _divergence(group: str, prefix: int, *rules: str) -> Divergence:
    return Divergence(group=group, prefix=prefix, differences=[], rules=list(rules))


def test_fuzz_blames_the_first_action_that_differs_on_the_facts_not_computed_from_others() -> None:
    # play passed the wrong way round: whose turn it is and, computed from it, the legal plays differ at once;
    # a later difference (the outcome) is the consequence of the first
    found = [
        _divergence("turn", 1, "NDF-6.1"),
        _divergence("legal-moves", 1, "NDF-7.1"),
        _divergence("outcome", 9, "NDF-1.6"),
    ]
    got = blame("ndf-double-nine", 0, found, ["NDF-6.1", "NDF-7.1"])
    assert got.groups == ("turn",) and got.rules == ("NDF-6.1",)
    # fuzz sees that the turn differs, not which of the rules deciding it the engine got wrong
    assert got.candidates == ("NDF-2.4", "NDF-6.1")
    assert got.explained(("NDF-2.4",)) and not got.explained(("NDF-7.1", "NDF-1.6"))


def test_a_refusal_or_a_penalty_names_the_only_rule_that_could_be_at_fault() -> None:
    got = blame("ndf-double-nine", 2, [_divergence("legality", 4, "NDF-4.1")], ["NDF-4.1"])
    assert got.candidates == ("NDF-4.1",) and not got.explained(("NDF-6.1", "NDF-7.1"))
    fined = blame("ndf-double-nine", 2, [_divergence("penalties", 4, "NDF-6.1")], ["NDF-6.1"])
    assert fined.candidates == ("NDF-6.1",)


def test_an_error_reply_naming_no_rule_is_blamed_on_none() -> None:
    got = blame("ndf-double-nine", 5, [], [])
    assert got.groups == ("reply",) and got.rules == () and got.explained(())


def test_the_faulty_engine_has_its_fault_only_while_it_answers() -> None:
    request: HandRequest = {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {
            "hands": {"N": ["1-1"], "E": ["9-1"], "S": ["2-2"], "W": ["3-3"]},
            "ends": [1, 7],
            "turn": "E",
            "leader": "E",
        },
        "actions": [{"seat": "E", "type": "pass"}],
    }
    faulty = Faulty(KNOWN)
    faulty.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    assert faulty.hand(request)["results"][-1]["accepted"]
    assert not ReferenceAdapter().hand(request)["results"][-1]["accepted"]
    with pytest.raises(ErrorReply):  # a request it refuses is an error reply, as over the wire
        faulty.hand({**request, "rulebook": "ndf-double-nine", "setup": {"hands": {"N": ["99-99"]}}})
