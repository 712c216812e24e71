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
import stat
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


# -- fuzz campaigns: recorded beside the reports, shown on the page -----------------------------------------
def _fuzzed(name: str, tmp_path: Path, hands: int, seed: int = 0) -> tuple[int, dict[str, Any]]:
    """Fuzz the named implementation of the runner on the rulebook it claims; its exit and its one summary."""
    from conformance.implementations import IMPLEMENTATIONS, _handshake, fuzz_file, fuzz_one
    from rulespec.files import current_umask

    checked = next(c for c in IMPLEMENTATIONS if c.name == name)
    claim = _handshake(checked.command(ROOT))
    rulebooks = claim["rulebooks"]
    assert isinstance(rulebooks, list) and len(rulebooks) == 1, rulebooks
    code = fuzz_one(checked, claim, tmp_path, ROOT, hands=hands, seed=seed)
    path = fuzz_file(tmp_path, str(rulebooks[0]))
    text = path.read_text(encoding="utf-8")
    assert str(ROOT) not in text and sys.executable not in text  # no machine's paths in a record
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~current_umask()  # 0644 under the usual umask
    return code, json.loads(text)


def _well_formed(summary: dict[str, Any], hands: int, seed: int) -> None:
    from rulespec import cached_spec

    assert summary["hands_checked"] == summary["hands"] == hands and summary["seed"] == seed
    assert 0 <= summary["divergent_hands"] <= hands
    assert summary["rate"] == summary["divergent_hands"] / hands
    ids = {rule.id for rule in cached_spec().rulebook(summary["rulebook"]).rules} | {"unattributed"}
    assert set(summary["by_rule"]) <= ids and all(
        0 < n <= summary["divergent_hands"] for n in summary["by_rule"].values()
    )
    assert summary["reproduce"].startswith("domino-rules fuzz --impl ")
    assert f"--hands {hands} --seed {seed}" in summary["reproduce"]
    example = summary["counterexample"]
    assert (example is None) == (summary["divergent_hands"] == 0)
    if example is not None:
        assert f"Scenario: Fuzzing found a divergence ({summary['rulebook']}, seed {seed}" in example["scenario"]
        assert example["differences"] and example["rules"]


@pytest.mark.skipif(
    importlib.util.find_spec("dominoes") is None, reason="dominoes is not installed (pip install .[bench])"
)
def test_the_dominoes_campaign_shows_its_known_deviation_and_reproduces(tmp_path: Path) -> None:
    from conformance.expect import load_expectations

    code, summary = _fuzzed("dominoes", tmp_path / "one", hands=12, seed=5)
    assert code == 0  # divergences are what the page shows, not a failure of the run
    _well_formed(summary, 12, 5)
    # the engine does not say how the first tile lies, a gap its expectations file lists (NDF-10.1, NDF-10.2):
    # every hand diverges there as soon as it is led
    listed = load_expectations(DOMINOES / "expectations.yaml")
    assert listed["features/ndf-double-nine/play.feature:A double lead is laid across"].startswith("not modelled")
    assert summary["divergent_hands"] == 12 and summary["by_rule"]["NDF-10.1"] == 12
    _, again = _fuzzed("dominoes", tmp_path / "two", hands=12, seed=5)
    assert {**again, "seconds": 0} == {**summary, "seconds": 0}


@pytest.mark.skipif(
    importlib.util.find_spec("src.main.game") is None,
    reason="all-fives-domino is not installed (pip install .[bench])",
)
def test_the_all_fives_domino_campaign_is_recorded(tmp_path: Path) -> None:
    code, summary = _fuzzed("all-fives-domino", tmp_path, hands=6, seed=0)
    assert code == 0
    _well_formed(summary, 6, 0)
    assert summary["divergent_hands"] > 0  # its deviations are known: it diverges


@pytest.mark.skipif(shutil.which("node") is None, reason="node (Node.js 20) is not installed")
def test_the_js_example_is_recorded_as_not_fuzzed_with_the_reason(tmp_path: Path) -> None:
    code, summary = _fuzzed("js-example", tmp_path, hands=5)
    assert code == 0 and set(summary) == {"rulebook", "seed", "hands", "reproduce", "not_fuzzed"}
    assert "hand or deal-play" in summary["not_fuzzed"]


def test_an_implementation_crashing_during_fuzz_is_reported_not_skipped(tmp_path: Path) -> None:
    from conformance.implementations import Checked, _handshake, fuzz_file, fuzz_one

    crashing = Checked("crash", "crashes", ("{python}", "tests/faux/impl.py", "--fault", "crash"), None, "")
    claim = {**_handshake(crashing.command(ROOT)), "rulebooks": ["ndf-double-nine"]}
    assert fuzz_one(crashing, claim, tmp_path, ROOT, hands=2) == 0
    summary = json.loads(fuzz_file(tmp_path, "ndf-double-nine").read_text(encoding="utf-8"))
    assert summary["divergent_hands"] == 2 and summary["counterexample"]["error"]
    gone = Checked("gone", "gone", ("{python}", "tests/faux/no-such-engine.py"), None, "")
    (tmp_path / "gone").mkdir()
    assert fuzz_one(gone, claim, tmp_path / "gone", ROOT, hands=2) == 3  # the campaign could not run: a failure
    failed = json.loads(fuzz_file(tmp_path / "gone", "ndf-double-nine").read_text(encoding="utf-8"))
    assert "exited 2" in failed["failed"] and "hands_checked" not in failed


def test_the_implementations_page_shows_the_recorded_fuzz_numbers(tmp_path: Path) -> None:
    from conformance.implementations import reports_dir
    from rulesite.implementations import implementations_page

    shutil.copytree(ROOT / "implementations", tmp_path / "implementations")
    report = reports_dir(tmp_path) / "dominoes"
    report.mkdir(parents=True)
    (report / "results.json").write_text(json.dumps({"compliance": {"passed": 3, "claimed": 3}}), encoding="utf-8")
    scenario = '@NDF-10.1\nScenario: Fuzzing found a divergence (ndf-double-nine, seed 7, hand 4)\n  Given the rulebook "ndf-double-nine"\n'
    summary = {
        "rulebook": "ndf-double-nine",
        "seed": 7,
        "hands": 40,
        "hands_checked": 40,
        "divergent_hands": 9,
        "rate": 9 / 40,
        "by_rule": {"NDF-10.1": 9, "unattributed": 2},
        "reproduce": "domino-rules fuzz --impl 'python x' --rulebook ndf-double-nine --hands 40 --seed 7",
        "counterexample": {
            "hand": 4,
            "rules": ["NDF-10.1"],
            "scenario": scenario,
            "differences": [{"path": "first_tile", "reference": {"tile": "5-5"}, "implementation": None}],
        },
    }
    (report / "fuzz-ndf-double-nine.json").write_text(json.dumps(summary), encoding="utf-8")
    (report / "fuzz-wcdt-all-fives.json").write_text(
        json.dumps({"rulebook": "wcdt-all-fives", "failed": "domino-rules fuzz exited 2"}), encoding="utf-8"
    )
    page = implementations_page(tmp_path)
    assert "| ndf-double-nine | 40 | 7 | 9 | 22.5% | [NDF-10.1](../rule/NDF-10.1.html) 9, unattributed 2 |" in page
    assert '??? example "ndf-double-nine: the first divergence (hand 4), shrunk: NDF-10.1"' in page
    assert (
        "    ```gherkin\n    @NDF-10.1\n    Scenario: Fuzzing found a divergence (ndf-double-nine, seed 7, hand 4)"
        in page
    )
    assert "--hands 40 --seed 7`" in page
    assert "!!! failure\n    Fuzzing on wcdt-all-fives failed: domino-rules fuzz exited 2" in page
    (report / "fuzz-ndf-double-nine.json").unlink()
    (report / "fuzz-wcdt-all-fives.json").unlink()
    assert "Fuzzing" not in implementations_page(tmp_path)
