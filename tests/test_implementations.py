"""Real implementations, checked: the ``dominoes`` and ``all-fives-domino`` adapters and the JavaScript example.

Each runs ``domino-rules check --expect`` against the implementation's adapter
and its expectations file. ``dominoes`` and ``all-fives-domino`` must show no
unexpected result (every failure is explained in their ``expectations.yaml``); the
JavaScript example must pass every scenario it claims. Also checked here: the
expectations machinery itself (expected failures, unexpected passes, unknown IDs).
"""

from __future__ import annotations

import importlib.util
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOMINOES = ROOT / "implementations" / "dominoes"
ALL_FIVES = ROOT / "implementations" / "all-fives-domino"
JS = ROOT / "implementations" / "js-example"
FAUX = ROOT / "tests" / "faux" / "impl.py"


def check(report: Path, command: str, *extra: str) -> tuple[int, str, dict[str, Any]]:
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--impl", command, "--report", str(report), *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = process.stdout + process.stderr
    path = report / "results.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return process.returncode, output, data


@pytest.mark.skipif(
    importlib.util.find_spec("dominoes") is None, reason="dominoes is not installed (pip install .[bench])"
)
def test_dominoes_has_no_unexpected_result(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(DOMINOES / "adapter.py")])
    code, output, data = check(
        tmp_path,
        command,
        "--validate",
        "--rulebook",
        "ndf-double-nine",
        "--expect",
        str(DOMINOES / "expectations.yaml"),
    )
    assert code == 0, output[-3000:]
    assert data["verdicts"]["unexpected failure"] == 0, output[-3000:]
    assert data["verdicts"]["unexpected pass"] == 0, output[-3000:]
    assert data["totals"]["error"] == 0
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed and all(s["capabilities"] in (["hand"], ["deal-play"]) for s in claimed)
    assert any(s["capabilities"] == ["deal-play"] for s in claimed)
    assert data["compliance"]["passed"] > 0


def test_dominoes_expectations_explain_every_entry() -> None:
    from conformance.expect import load_checked

    for reason in load_checked(DOMINOES / "expectations.yaml").values():
        assert reason.startswith(("rules difference:", "not modelled:", "engine bug:")), reason


@pytest.mark.skipif(
    importlib.util.find_spec("src.main.game") is None,
    reason="all-fives-domino is not installed (pip install .[bench])",
)
def test_all_fives_domino_has_no_unexpected_result(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(ALL_FIVES / "adapter.py")])
    code, output, data = check(
        tmp_path,
        command,
        "--validate",
        "--rulebook",
        "wcdt-all-fives",
        "--expect",
        str(ALL_FIVES / "expectations.yaml"),
    )
    assert code == 0, output[-3000:]
    assert data["verdicts"]["unexpected failure"] == 0, output[-3000:]
    assert data["verdicts"]["unexpected pass"] == 0, output[-3000:]
    assert data["totals"]["error"] == 0
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed and all(set(s["capabilities"]) <= {"hand", "deal-play"} for s in claimed)
    assert any(s["capabilities"] == ["deal-play"] for s in claimed)
    passed = {s["id"] for s in claimed if s["status"] == "passed"}
    # what the engine does by the rulebook: a spinner led alone scores both halves, a draw only when blocked
    assert (
        "features/wcdt-all-fives/scoring.feature:The spinner alone counts its two halves once and the down scores them"
        in passed
    )
    assert "features/wcdt-all-fives/play.feature:A singles player who can play may not draw" in passed


def test_all_fives_domino_expectations_explain_every_entry() -> None:
    from conformance.expect import load_checked

    for reason in load_checked(ALL_FIVES / "expectations.yaml").values():
        assert reason.startswith(("rules difference:", "not modelled:", "engine bug:")), reason


@pytest.mark.skipif(
    shutil.which("node") is None, reason="node (Node.js 20) is not installed: the JS example cannot run"
)
def test_js_example_passes_every_claimed_scenario(tmp_path: Path) -> None:
    command = shlex.join(["node", str(JS / "harness.mjs")])
    code, output, data = check(tmp_path, command, "--validate", "--expect", str(JS / "expectations.yaml"))
    assert code == 0, output[-3000:]
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed, "the JS example claims nothing"
    assert all(s["status"] == "passed" for s in claimed), [s for s in claimed if s["status"] != "passed"]
    assert {c for s in claimed for c in s["capabilities"]} == {"lead"}


# -- the expectations machinery, on a faux implementation with one wrong rule ----------------------------
def _faux(fault: str) -> str:
    return shlex.join([sys.executable, str(FAUX), "--fault", fault])


def test_expectations_turn_failures_into_expected_and_flag_unexpected_passes(tmp_path: Path) -> None:
    baseline_code, output, baseline = check(tmp_path / "base", _faux("tiebreak-low-end"), "--rule", "NDF-2.*")
    failing = [s["id"] for s in baseline["scenarios"] if s["status"] == "failed"]
    passing = [s["id"] for s in baseline["scenarios"] if s["status"] == "passed"]
    assert baseline_code == 1 and failing and passing, output[-2000:]
    expectations = tmp_path / "expect.yaml"
    listed = {ref: "known: the faux breaks ties by the lower end" for ref in failing}
    expectations.write_text(json.dumps(listed), encoding="utf-8")
    code, output, data = check(
        tmp_path / "all-known", _faux("tiebreak-low-end"), "--rule", "NDF-2.*", "--expect", str(expectations)
    )
    assert code == 0, output[-2000:]
    assert data["verdicts"]["expected failure"] == len(failing)
    assert "expected failures" in output
    listed[passing[0]] = "wrongly listed"
    expectations.write_text(json.dumps(listed), encoding="utf-8")
    code, output, data = check(
        tmp_path / "surprise", _faux("tiebreak-low-end"), "--rule", "NDF-2.*", "--expect", str(expectations)
    )
    assert code == 1
    assert data["verdicts"]["unexpected pass"] == 1
    scenario = next(s for s in data["scenarios"] if s["id"] == passing[0])
    assert scenario["verdict"] == "unexpected pass"
    junit = (tmp_path / "surprise" / "junit.xml").read_text(encoding="utf-8")
    assert "unexpected pass" in junit
    html = (tmp_path / "surprise" / "matrix.html").read_text(encoding="utf-8")
    assert "unexpected pass" in html and f"{data['compliance']['passed']}/{data['compliance']['claimed']}" in html


def test_an_expectation_for_a_missing_scenario_is_an_error(tmp_path: Path) -> None:
    expectations = tmp_path / "expect.yaml"
    expectations.write_text("features/ndf-double-nine/lead.feature:No such scenario: gone\n", encoding="utf-8")
    code, output, _ = check(tmp_path / "r", _faux("none"), "--expect", str(expectations))
    assert code == 2
    assert "No such scenario" in output and "do not exist" in output


def test_levels_and_capabilities_are_reported(tmp_path: Path) -> None:
    code, output, data = check(tmp_path, _faux("none"), "--rule", "NDF-2.*")
    assert code == 0, output[-2000:]
    assert set(data["levels"]) == {"must", "should", "may"}
    assert all(s["level"] in ("must", "should", "may") and s["id"].startswith("features/") for s in data["scenarios"])
    ndjson = (tmp_path / "results.ndjson").read_text(encoding="utf-8").splitlines()
    footer = json.loads(ndjson[-1])
    assert footer["type"] == "footer" and "levels" in footer
    assert "By requirement level" in (tmp_path / "matrix.md").read_text(encoding="utf-8")


def test_the_implementations_page_explains_every_failure(tmp_path: Path) -> None:
    from conformance.implementations import reports_dir
    from rulesite.implementations import implementations_page

    assert "No reports yet" in implementations_page(tmp_path)
    shutil.copytree(ROOT / "implementations", tmp_path / "implementations")
    report = reports_dir(tmp_path) / "dominoes"
    report.mkdir(parents=True)
    ref = "features/ndf-double-nine/play.feature:A double lead is laid across"
    (report / "results.json").write_text(
        json.dumps(
            {
                "compliance": {"passed": 1, "claimed": 2},
                "levels": {"must": {"passed": 1, "claimed": 2}},
                "verdicts": {"expected failure": 1},
                "totals": {"not claimed": 3},
                "scenarios": [
                    {
                        "id": ref,
                        "status": "failed",
                        "rules": ["NDF-10.1"],
                        "step": "Then the first tile lies across",
                        "expected": "'across'",
                        "actual": "None",
                        "verdict": "expected failure",
                    },
                ],
            }
        ),
        encoding="utf-8",
    )
    page = implementations_page(tmp_path)
    assert "**1/2**" in page and ref in page and "not modelled" in page
