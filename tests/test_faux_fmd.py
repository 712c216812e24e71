"""The FMD scenarios catch a faux implementation that gets one of their rules wrong.

Like ``tests/test_faux.py``, but for the Mexican federation's rulebooks: the
faux (``tests/faux/impl.py``) serves the reference engine over the wire
protocol with one fault, and ``domino-rules check`` must fail exactly the
scenarios of the rules that fault breaks.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"
RULEBOOKS = ("fmd-singles", "fmd-couples")


@dataclass(frozen=True)
class Run:
    """One ``domino-rules check`` run and its JSON report."""

    code: int
    output: str
    report: Path

    @property
    def data(self) -> dict[str, Any]:
        path = self.report / "results.json"
        assert path.exists(), f"no report (exit code {self.code}):\n{self.output[-3000:]}"
        result: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return result

    @property
    def scenarios(self) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.data["scenarios"]
        return result

    def with_status(self, status: str) -> list[dict[str, Any]]:
        return [s for s in self.scenarios if s["status"] == status]


def check(report: Path, fault: str) -> Run:
    """Run the FMD suites against the faux with ``fault``, reports into ``report``."""
    command = shlex.join([sys.executable, str(FAUX), "--fault", fault])
    books = [arg for book in RULEBOOKS for arg in ("--rulebook", book)]
    process = subprocess.run(
        [sys.executable, "-m", "conformance.cli", "check", "--impl", command, *books, "--report", str(report)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return Run(process.returncode, process.stdout + process.stderr, report)


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
