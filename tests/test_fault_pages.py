"""A rule's page lists its faults by kind with the scenarios that catch each, as recorded by running them.

The record (``fault-catches.json``) is written by :mod:`tests.faux.catches`, which
realises each fault in the engine and runs its rulebook's scenarios; the site reads it
(:mod:`rulesite.faultlist`) and refuses one that does not fit the catalogue or the
features. Here the page of NDF-4.1 is built from a record made for the test, and the
scenario the page says catches the fault is run again, alone, with the fault and without.
"""

from __future__ import annotations

import dataclasses
import html
import json
import re
from pathlib import Path
from typing import Final

import pytest

from conformance.context import Session
from conformance.features import ScenarioInfo, read_features
from conformance.messages import PROTOCOL_VERSION
from conformance.reference_adapter import ReferenceAdapter
from conformance.trace import scenarios_by_rule
from rulesite.faultlist import checked_catches
from rulesite.recorded import FAULT_CATCHES, FaultCatches, recorded_fault_catches
from rulesite.rulepages import rule_html, rule_page
from rulespec import cached_spec
from rulespec.faults import Catalogue, DecisionChange, Fault, cached_catalogues, cached_taxonomy
from rulespec.glossary import cached_glossary
from tests.faux.catches import main, write_catches
from tests.faux.faults import installed
from tests.support.pinned import run_scenario

RULE: Final = "NDF-4.1"
CATALOGUE: Final = next(c for c in cached_catalogues()[0] if c.rulebook == "ndf-double-nine")
KNOWN: Final = next(f for f in CATALOGUE.of_rule(RULE) if f.change == DecisionChange("pass-with-fitting-tile-accepted"))
"""A pass is let stand while the player holds a tile that fits: a check left out."""


def _alone(scenario: ScenarioInfo, fault: Fault | None) -> str:
    """The status of one scenario run against the reference, with ``fault`` installed (None: as it is)."""
    implementation = ReferenceAdapter()
    claim = implementation.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    session = Session(implementation=implementation, claim=claim)
    if fault is None:
        return run_scenario(scenario, session).status
    with installed(fault):
        return run_scenario(scenario, session).status


def _of_rule(catalogue: Catalogue, rule: str) -> Catalogue:
    return dataclasses.replace(catalogue, faults=catalogue.of_rule(rule))


def test_the_rule_page_lists_a_known_fault_under_its_kind_with_a_scenario_that_fails_it(tmp_path: Path) -> None:
    scenarios = read_features()
    path = write_catches(tmp_path, CATALOGUE.of_rule(RULE))
    found, record = recorded_fault_catches(tmp_path)
    assert found == tmp_path / FAULT_CATCHES and record is not None
    catches = checked_catches(found, record, (_of_rule(CATALOGUE, RULE),), scenarios)
    spec = cached_spec()
    own = scenarios_by_rule(scenarios)[RULE]
    page = rule_html(spec.rule(RULE), rule_page(spec.rule(RULE), spec.rulebook_of(RULE), spec, own,
                                                cached_glossary(), catches))  # fmt: skip
    kind = cached_taxonomy().kind(KNOWN.kind).title
    item = re.search(rf"<li><em>{re.escape(kind)}</em>: {re.escape(KNOWN.wrong)}<br />\s*Caught by (.*?)</li>", page)
    assert item is not None, f"{path}: no line for {KNOWN.key} under {kind!r} on the page of {RULE}"
    links = re.findall(r'<a href="#(scenario-\d+)">(.*?)</a>', item.group(1))
    assert links, item.group(1)
    by_name = {" ".join(s.name.split()): s for s in own}
    for anchor, name in links:
        listed = re.search(rf'<span id="{anchor}">(.*?)</span>', page)
        assert listed is not None and html.unescape(listed.group(1)) == html.unescape(name), anchor
        scenario = by_name[html.unescape(name)]
        assert RULE in scenario.tags
        assert _alone(scenario, KNOWN) != "passed", f"{scenario.ref} is said to catch {KNOWN.key} but passes"
        assert _alone(scenario, None) == "passed", scenario.ref
    # a scenario of the rule that the fault does not fail is not listed under it
    passing = [s for s in own if _alone(s, KNOWN) == "passed"]
    assert passing, f"every scenario of {RULE} fails {KNOWN.key}: the test shows nothing about the choice"
    assert not {" ".join(s.name.split()) for s in passing} & {html.unescape(name) for _, name in links}


def _checked(record: FaultCatches) -> None:
    checked_catches(Path("data") / FAULT_CATCHES, record, (_of_rule(CATALOGUE, RULE),), read_features())


@pytest.fixture(scope="module")
def fitting() -> FaultCatches:
    """A record of every fault of NDF-4.1 that names one scenario of the rule for each."""
    scenario = scenarios_by_rule(read_features())[RULE][0]
    return {fault.key: (scenario.ref,) for fault in CATALOGUE.of_rule(RULE)}


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ("missing", f"no record of the fault {KNOWN.key}"),
        ("extra", "faults.NDF-4.1/made-up: no such fault in spec/faults/"),
        ("unknown scenario", f"faults.{KNOWN.key}: no scenario 'features/ndf-double-nine/none.feature:Nothing'"),
        ("another rule's", f"faults.{KNOWN.key}: no scenario of {RULE} catches it"),
    ],
)
def test_a_record_that_does_not_fit_the_catalogue_or_the_features_stops_the_build(
    fitting: FaultCatches, change: str, said: str
) -> None:
    _checked(fitting)
    record = dict(fitting)
    if change == "missing":
        del record[KNOWN.key]
    elif change == "extra":
        record["NDF-4.1/made-up"] = record[KNOWN.key]
    elif change == "unknown scenario":
        record[KNOWN.key] = ("features/ndf-double-nine/none.feature:Nothing",)
    else:
        other = scenarios_by_rule(read_features())["NDF-9.1"]
        record[KNOWN.key] = tuple(s.ref for s in other if RULE not in s.tags)[:1]
    with pytest.raises(ValueError) as caught:
        _checked(record)
    assert str(caught.value).startswith(f"{Path('data') / FAULT_CATCHES}: "), str(caught.value)
    assert said in str(caught.value), str(caught.value)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{", "not JSON"),
        ('{"catches": {}}', "an object with 'faults' is expected"),
        ('{"faults": {"NDF-4.1/x": "features/a.feature:b"}}', "faults.NDF-4.1/x: a list of scenarios is expected"),
        ('{"faults": {"NDF-4.1/x": [3]}}', "faults.NDF-4.1/x: every scenario is a string"),
    ],
)
def test_a_malformed_record_is_refused_with_its_path(tmp_path: Path, text: str, said: str) -> None:
    (tmp_path / FAULT_CATCHES).write_text(text, encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        recorded_fault_catches(tmp_path)
    assert str(caught.value).startswith(f"{tmp_path / FAULT_CATCHES}: {said}"), str(caught.value)


def test_no_record_lists_the_faults_alone_and_says_so(tmp_path: Path) -> None:
    path, record = recorded_fault_catches(tmp_path)
    assert record is None
    spec = cached_spec()
    catches = checked_catches(path, record, cached_catalogues()[0], read_features())
    page = rule_page(spec.rule(RULE), spec.rulebook_of(RULE), spec, [], cached_glossary(), catches)
    assert f": {KNOWN.wrong}\n" in page and "Caught by" not in page
    assert "Which scenarios catch each fault is not recorded for this build" in page


def test_the_recording_command_refuses_a_rulebook_without_a_catalogue(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(tmp_path), "--rulebook", "no-such-book"]) == 2
    assert "no fault catalogue for no-such-book" in capsys.readouterr().err
    assert not (tmp_path / FAULT_CATCHES).exists()


def test_the_record_is_json_of_fault_keys_and_scenario_ids(tmp_path: Path) -> None:
    write_catches(tmp_path, [KNOWN])
    data = json.loads((tmp_path / FAULT_CATCHES).read_text(encoding="utf-8"))
    assert list(data) == ["faults"] and list(data["faults"]) == [KNOWN.key]
    assert all(ref.startswith("features/ndf-double-nine/") for ref in data["faults"][KNOWN.key])
