"""Run ``domino-rules check`` in a child process and read its report back, typed.

For tools and tests that drive the suite from outside (a CI job comparing
two engines, the project's own faux-implementation tests):

    run = run_check(["--impl", "node engine.js", "--rulebook", "ndf-double-nine"], Path("reports/mine"))
    failing = run.with_status("failed")
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict, cast

from conformance.paths import project_root


class ScenarioRecord(TypedDict):
    """One scenario of ``results.json``."""

    nodeid: str
    id: str
    scenario: str
    rules: list[str]
    status: str
    level: str
    capabilities: list[str]
    step: str
    expected: str
    actual: str
    message: str
    duration: float
    known_failure: str
    verdict: str
    exchanges: list[dict[str, Any]]
    """For a failure or an error: each request sent (``op``, ``request``) and the ``reply`` got or the ``error``."""
    rule_pages: dict[str, str]
    failures: list[dict[str, str]]
    """For a failure: every Then step that did not hold (``step``, ``line``, ``expected``, ``actual``, ``message``)."""
    unchecked: list[str]
    """Then steps not checked: they read facts the implementation does not model."""


class ReportData(TypedDict):
    """The whole of ``results.json``."""

    implementation: str
    """The implementation's name and version, from its handshake."""
    command: str
    """The command it was run with."""
    coverage: dict[str, dict[str, Any]]
    """Per rulebook claimed: the capabilities, table sizes and groups of facts compared and not modelled."""
    elapsed_seconds: float
    site_url: str
    totals: dict[str, int]
    compliance: dict[str, int]
    rules: dict[str, str]
    scenarios: list[ScenarioRecord]


@dataclass(frozen=True, slots=True)
class CheckRun:
    """One finished ``check`` run: its exit code, its output and its report directory."""

    code: int
    output: str
    report: Path

    @property
    def data(self) -> ReportData:
        path = self.report / "results.json"
        if not path.exists():
            raise FileNotFoundError(f"no report in {self.report} (exit code {self.code}):\n{self.output[-3000:]}")
        return cast(ReportData, json.loads(path.read_text(encoding="utf-8")))

    @property
    def scenarios(self) -> list[ScenarioRecord]:
        return self.data["scenarios"]

    def with_status(self, status: str) -> list[ScenarioRecord]:
        return [s for s in self.scenarios if s["status"] == status]

    def nodeids(self) -> list[str]:
        return sorted(s["nodeid"] for s in self.scenarios)


def run_check(arguments: list[str], report: Path, timeout: float = 600.0) -> CheckRun:
    """Run ``domino-rules check ARGUMENTS --report REPORT`` and wait for it."""
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", *arguments, "--report", str(report)],
        cwd=project_root(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return CheckRun(process.returncode, process.stdout + process.stderr, report)
