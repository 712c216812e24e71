"""The suite tests itself: faux implementations with one fault each must be caught.

Each test runs ``domino-rules check`` against ``tests/faux/impl.py --fault NAME``
(the reference engine served over the wire protocol, with one thing broken)
and reads the reports. A process fault (crash, hang, garbage) must cost only
the scenario that was running; a wrong rule must fail exactly the scenarios
of that rule, with its expected and actual values in every report.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.support.runner import CheckRun as Run
from tests.support.runner import run_check

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"
RULEBOOK = "ndf-double-nine"


def check(report: Path, fault: str, *faux_args: str, timeout: float = 10.0) -> Run:
    """Run the NDF suite against the faux with ``fault``, reports into ``report``."""
    command = shlex.join([sys.executable, str(FAUX), "--fault", fault, *faux_args])
    return run_check(["--impl", command, "--rulebook", RULEBOOK, "--timeout", f"{timeout:g}"], report)


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The faux with no fault: the reference over the wire, which must pass everything."""
    return check(tmp_path_factory.mktemp("baseline"), "none")


def test_the_faux_without_a_fault_passes_everything(baseline: Run) -> None:
    assert baseline.code == 0, baseline.output
    assert baseline.scenarios, "no NDF scenario ran"
    assert {s["status"] for s in baseline.scenarios} == {"passed"}
    assert baseline.data["totals"]["passed"] == len(baseline.scenarios)
    assert all(rule.startswith("NDF-") for s in baseline.scenarios for rule in s["rules"])


# -- process faults ----------------------------------------------------------------------
PROCESS_FAULTS = [
    pytest.param(
        "crash",
        ["--op", "hand", "--leader", "W"],
        ["crashed (exit code 3) during 'hand'", "crashing on purpose"],
        10.0,
        id="crash-on-the-first-hand-West-leads",
    ),
    pytest.param("hang", ["--op", "hand"], ["no reply to 'hand' within 1 s (hung)"], 1.0, id="hang-on-the-first-hand"),
    pytest.param(
        "garbage",
        ["--op", "match"],
        ["reply to 'match' is not JSON", "<faux> this is not JSON (match)"],
        10.0,
        id="garbage-for-the-first-match",
    ),
]


@pytest.mark.parametrize(("fault", "trigger", "reasons", "timeout"), PROCESS_FAULTS)
def test_a_process_fault_costs_only_the_scenario_it_hits(
    tmp_path: Path, baseline: Run, fault: str, trigger: list[str], reasons: list[str], timeout: float
) -> None:
    log = tmp_path / "faux.log"
    run = check(
        tmp_path / "report", fault, *trigger, "--once", str(tmp_path / "fired"), "--log", str(log), timeout=timeout
    )

    events = log.read_text(encoding="utf-8").splitlines()
    assert events.count(f"{fault} {trigger[1]}") == 1, f"no NDF scenario triggers {trigger}"
    assert run.code == 1, run.output
    assert run.nodeids() == baseline.nodeids(), "the run did not complete every scenario"
    errors = run.with_status("error")
    assert len(errors) == 1, [(s["nodeid"], s["message"]) for s in errors]
    for reason in reasons:
        assert reason in errors[0]["message"]
    assert run.data["totals"] == {"passed": len(run.scenarios) - 1, "failed": 0, "not claimed": 0, "error": 1}
    if len(run.scenarios) > 1:
        assert events.count("start") >= 2, "the implementation was not restarted after the fault"
    junit = ElementTree.parse(run.report / "junit.xml").getroot()
    assert junit.get("errors") == "1"
    (case,) = [c for c in junit.iter("testcase") if c.find("error") is not None]
    assert case.get("name") == errors[0]["id"]
    error = case.find("error")
    assert error is not None
    assert reasons[0] in (error.text or "")
    matrix = (run.report / "matrix.md").read_text(encoding="utf-8")
    assert all(f"| {rule} | error |" in matrix for rule in errors[0]["rules"])


def test_a_crash_on_every_pairing_costs_only_the_pairing_scenarios(tmp_path: Path, baseline: Run) -> None:
    log = tmp_path / "faux.log"
    run = check(tmp_path / "report", "crash", "--op", "pair", "--log", str(log))

    events = log.read_text(encoding="utf-8").splitlines()
    crashes = events.count("crash pair")
    assert crashes >= 1, "no NDF scenario asks for a pairing"
    assert run.nodeids() == baseline.nodeids()
    errors = run.with_status("error")
    assert len(errors) == crashes
    assert all("crashed (exit code 3) during 'pair'" in s["message"] for s in errors)
    assert all(any(rule == "NDF-1.2" for rule in s["rules"]) for s in errors)
    assert len(run.with_status("passed")) == len(run.scenarios) - crashes
    assert events.count("start") == crashes + 1
