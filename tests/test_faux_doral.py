"""The Doral suite catches faux implementations that get one Doral rule wrong (issue 3).

Each test runs ``domino-rules check --rulebook doral-partnership`` against
``tests/faux/impl.py --fault NAME`` (the reference engine over the wire protocol
with one thing broken) and reads the reports: the scenarios of the rule the
fault breaks must fail, with expected and actual values, and every other
scenario must still pass.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from conformance.runner import CheckRun as Run
from conformance.runner import run_check

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"
RULEBOOK = "doral-partnership"


def check(report: Path, fault: str) -> Run:
    """Run the Doral suite against the faux with ``fault``, reports into ``report``."""
    command = shlex.join([sys.executable, str(FAUX), "--fault", fault])
    return run_check(["--impl", command, "--rulebook", RULEBOOK, "--timeout", "10"], report)


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The faux with no fault: the reference over the wire, which must pass every Doral scenario."""
    return check(tmp_path_factory.mktemp("doral-baseline"), "none")


def test_the_faux_without_a_fault_passes_every_doral_scenario(baseline: Run) -> None:
    assert baseline.code == 0, baseline.output
    assert baseline.scenarios, "no Doral scenario ran"
    assert {s["status"] for s in baseline.scenarios} == {"passed"}
    assert all(rule.startswith("DORAL-") for s in baseline.scenarios for rule in s["rules"])


DORAL_FAULTS = [
    pytest.param("block-by-team", {"DORAL-12.1"}, {"DORAL-12.1", "DORAL-12.2"}, id="block-by-team"),
    pytest.param("set-at-2", {"DORAL-3.1"}, {"DORAL-3.1"}, id="set-at-2"),
    pytest.param("bad-pass-harmless", {"DORAL-11.3"}, {"DORAL-11.3"}, id="bad-pass-harmless"),
]


@pytest.mark.parametrize(("fault", "required", "allowed"), DORAL_FAULTS)
def test_one_wrong_doral_rule_fails_exactly_its_scenarios(
    tmp_path: Path, baseline: Run, fault: str, required: set[str], allowed: set[str]
) -> None:
    run = check(tmp_path / "report", fault)

    assert run.code == 1, run.output
    assert run.nodeids() == baseline.nodeids(), "the run did not complete every scenario"
    failed = run.with_status("failed")
    stray = [(s["scenario"], s["rules"], s["message"]) for s in failed if not set(s["rules"]) <= allowed]
    assert not stray, f"scenarios of other rules failed: {stray}"
    hit = {rule for s in failed for rule in s["rules"]}
    assert required <= hit, f"no scenario of {sorted(required - hit)} failed"
    assert run.with_status("error") == [] and run.with_status("not claimed") == []
    assert len(run.with_status("passed")) == len(run.scenarios) - len(failed)
    rules = run.data["rules"]
    assert all(rules[rule] == "failed" for rule in required)
    assert {rule for rule, status in rules.items() if status == "failed"} <= allowed
    for scenario in failed:
        assert scenario["step"].startswith(("Then", "And", "But")), scenario
        assert scenario["expected"] and scenario["actual"] and scenario["expected"] != scenario["actual"]
    matrix = (run.report / "matrix.md").read_text(encoding="utf-8")
    for rule in required:
        assert f"| {rule} | failed |" in matrix
