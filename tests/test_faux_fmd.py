"""The FMD scenarios catch a faux implementation that gets one of their rules wrong.

Like ``tests/test_faux.py``, but for the Mexican federation's rulebooks: the
faux (``tests/faux/impl.py``) serves the reference engine over the wire
protocol with one fault, and ``domino-rules check`` must fail exactly the
scenarios of the rules that fault breaks.
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
RULEBOOKS = ("fmd-singles", "fmd-couples")


def check(report: Path, fault: str) -> Run:
    """Run the FMD suites against the faux with ``fault``, reports into ``report``."""
    command = shlex.join([sys.executable, str(FAUX), "--fault", fault])
    books = [arg for book in RULEBOOKS for arg in ("--rulebook", book)]
    return run_check(["--impl", command, *books], report)


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The faux with no fault must pass every FMD scenario."""
    return check(tmp_path_factory.mktemp("fmd-baseline"), "none")


def test_the_faux_without_a_fault_passes_every_fmd_scenario(baseline: Run) -> None:
    assert baseline.code == 0, baseline.output
    assert baseline.scenarios, "no FMD scenario ran"
    assert {s["status"] for s in baseline.scenarios} == {"passed"}
    assert all(rule.startswith(("FMDS-", "FMDC-")) for s in baseline.scenarios for rule in s["rules"])


RULE_FAULTS = [
    pytest.param("lateness-per-10", {"FMDS-24.1", "FMDC-24.1"}, id="lateness-per-10"),
]


@pytest.mark.parametrize(("fault", "rules"), RULE_FAULTS)
def test_one_wrong_fmd_rule_fails_exactly_its_scenarios(
    tmp_path: Path, baseline: Run, fault: str, rules: set[str]
) -> None:
    run = check(tmp_path / "report", fault)

    assert run.code == 1, run.output
    assert sorted(s["nodeid"] for s in run.scenarios) == sorted(s["nodeid"] for s in baseline.scenarios)
    failed = run.with_status("failed")
    stray = [(s["scenario"], s["rules"]) for s in failed if not rules & set(s["rules"])]
    assert not stray, f"scenarios of other rules failed: {stray}"
    assert {rule for s in failed for rule in s["rules"]} == rules
    assert run.with_status("error") == [] and run.with_status("not claimed") == []
    assert all(run.data["rules"][rule] == "failed" for rule in rules)
    for scenario in failed:
        assert scenario["step"].startswith(("Then", "And", "But")), scenario
        assert scenario["expected"] and scenario["actual"] and scenario["expected"] != scenario["actual"]
