"""A faux implementation that gets exactly one rule wrong is caught on that rule, in every report.

Each case runs ``domino-rules check`` on one rulebook (or two) against
``tests/faux/impl.py --fault NAME``: the reference engine served over the wire
protocol with one rule broken the way a buggy engine would break it. Every
failing scenario must be tagged with the broken rule, each required rule must
fail, everything else must pass, and the JSON, Markdown, JUnit, NDJSON, HTML
and badge reports must all say so, with the failing step's expected and actual
values.
"""

from __future__ import annotations

import html
import json
import shlex
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.support.runner import CheckRun as Run
from tests.support.runner import run_check

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"

NDF = ("ndf-double-nine",)
DORAL = ("doral-partnership",)
FMD = ("fmd-singles", "fmd-couples")
MT = ("mexican-train",)


def check(report: Path, rulebooks: tuple[str, ...], fault: str) -> Run:
    """Run the suite of ``rulebooks`` against the faux with ``fault``, reports into ``report``."""
    command = shlex.join([sys.executable, str(FAUX), "--fault", fault])
    books = [arg for book in rulebooks for arg in ("--rulebook", book)]
    return run_check(["--impl", command, *books, "--timeout", "10"], report)


_BASELINES: dict[tuple[str, ...], Run] = {}


def baseline_of(rulebooks: tuple[str, ...], tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The faux with no fault on the same rulebooks (run once per rulebook group)."""
    if rulebooks not in _BASELINES:
        _BASELINES[rulebooks] = check(tmp_path_factory.mktemp("baseline"), rulebooks, "none")
    return _BASELINES[rulebooks]


@pytest.mark.parametrize("rulebooks", [NDF, DORAL, FMD, MT], ids=["ndf", "doral", "fmd", "mt"])
def test_the_faux_without_a_fault_passes_everything(
    rulebooks: tuple[str, ...], tmp_path_factory: pytest.TempPathFactory
) -> None:
    baseline = baseline_of(rulebooks, tmp_path_factory)
    assert baseline.code == 0, baseline.output
    assert baseline.scenarios, f"no scenario of {rulebooks} ran"
    assert {s["status"] for s in baseline.scenarios} == {"passed"}


RULE_FAULTS = [
    pytest.param(NDF, "lock-by-team", {"NDF-9.1"}, {"NDF-9.1", "NDF-9.2"}, id="ndf-lock-by-team"),
    pytest.param(NDF, "tiebreak-low-end", {"NDF-2.2"}, {"NDF-2.2"}, id="ndf-tiebreak-low-end"),
    pytest.param(NDF, "fine-50", {"NDF-4.2"}, {"NDF-4.2"}, id="ndf-fine-50"),
    pytest.param(NDF, "target-100", {"NDF-1.3"}, {"NDF-1.3"}, id="ndf-target-100"),
    pytest.param(NDF, "lax-pass", {"NDF-4.1"}, {"NDF-4.1"}, id="ndf-lax-pass"),
    pytest.param(NDF, "misfit-accepted", {"NDF-7.1"}, {"NDF-7.1"}, id="ndf-misfit-accepted"),
    pytest.param(DORAL, "block-by-team", {"DORAL-12.1"}, {"DORAL-12.1", "DORAL-12.2"}, id="doral-block-by-team"),
    # A judge's cut comes after the first game (DORAL-15.2), so the cut scenarios start in a later set
    # and a set of two games can also end them early.
    pytest.param(DORAL, "set-at-2", {"DORAL-3.1"}, {"DORAL-3.1", "DORAL-15.2"}, id="doral-set-at-2"),
    pytest.param(DORAL, "bad-pass-harmless", {"DORAL-11.3"}, {"DORAL-11.3"}, id="doral-bad-pass-harmless"),
    pytest.param(FMD, "lateness-per-10", {"FMDS-24.1", "FMDC-24.1"}, {"FMDS-24.1", "FMDC-24.1"}, id="fmd-lateness"),
    # The double blank sits in hands scored under the ending rules and the lateness that reads their highest hand.
    pytest.param(
        MT,
        "train-blank-zero",
        {"MT-S1.1"},
        {"MT-S1.1", "MT-S2.1", "MT-R12.1", "MT-R6.1", "MT-R8.1", "MT-T1.1"},
        id="mt-blank-zero",
    ),
    pytest.param(MT, "train-no-credit", {"MT-S2.1"}, {"MT-S2.1", "MT-R12.1", "MT-T1.1"}, id="mt-no-credit"),
    pytest.param(
        MT,
        "train-double-one-side",
        {"MT-R13.1"},
        {"MT-R13.1", "MT-R5.1", "MT-R7.1", "MT-R8.1", "MT-R12.1", "MT-S2.1", "MT-R6.1", "MT-T1.1"},
        id="mt-double-one-side",
    ),
    pytest.param(MT, "train-open-double-early", {"MT-R8.1"}, {"MT-R8.1"}, id="mt-open-double-early"),
    pytest.param(MT, "train-marker-off-on-play", {"MT-R10.1"}, {"MT-R10.1"}, id="mt-marker-off-on-play"),
    pytest.param(MT, "train-late-plus-minutes", {"MT-T1.1"}, {"MT-T1.1"}, id="mt-late-plus-minutes"),
]


@pytest.mark.parametrize(("rulebooks", "fault", "required", "allowed"), RULE_FAULTS)
def test_one_wrong_rule_fails_exactly_its_scenarios(
    tmp_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
    rulebooks: tuple[str, ...],
    fault: str,
    required: set[str],
    allowed: set[str],
) -> None:
    baseline = baseline_of(rulebooks, tmp_path_factory)
    run = check(tmp_path / "report", rulebooks, fault)

    assert run.code == 1, run.output
    assert run.nodeids() == baseline.nodeids(), "the run did not complete every scenario"
    failed = run.with_status("failed")
    stray = [(s["scenario"], s["rules"], s["message"]) for s in failed if not allowed & set(s["rules"])]
    assert not stray, f"scenarios of other rules failed: {stray}"
    hit = {rule for s in failed for rule in s["rules"]} & allowed
    assert required <= hit, f"no scenario of {sorted(required - hit)} failed"
    assert run.with_status("error") == [] and run.with_status("not claimed") == []
    assert len(run.with_status("passed")) == len(run.scenarios) - len(failed)
    rules = run.data["rules"]
    assert all(rules[rule] == "failed" for rule in required)
    assert {rule for rule, status in rules.items() if status == "failed"} == {r for s in failed for r in s["rules"]}
    for scenario in failed:
        assert scenario["step"].startswith(("Then", "And", "But")), scenario
        assert scenario["expected"] and scenario["actual"] and scenario["expected"] != scenario["actual"]
        assert scenario["exchanges"] and all("request" in e and "reply" in e for e in scenario["exchanges"]), scenario
        assert set(scenario["rule_pages"]) == set(scenario["rules"])

    matrix = (run.report / "matrix.md").read_text(encoding="utf-8")
    for rule in required:
        assert f"| {rule} | failed |" in matrix
    rows = matrix.split("## Failures and errors", 1)[1].splitlines()
    for scenario in failed:
        row = next(line for line in rows if f"| {', '.join(scenario['rules'])} | {scenario['scenario']} |" in line)
        assert f"| {scenario['expected']} | {scenario['actual']} |" in row.replace("\\|", "|")

    junit = ElementTree.parse(run.report / "junit.xml").getroot()
    assert junit.get("failures") == str(len(failed))
    cases = {case.get("name"): case for case in junit.iter("testcase")}
    for scenario in failed:
        case = cases[scenario["id"]]
        assert allowed & set((case.get("classname") or "").split())
        failure = case.find("failure")
        assert failure is not None
        text = failure.text or ""
        assert f"expected: {scenario['expected']}" in text and f"actual: {scenario['actual']}" in text
        for exchange in scenario["exchanges"]:
            assert f"request ({exchange['op']}): {json.dumps(exchange['request'])}" in text
            assert f"reply: {json.dumps(exchange['reply'])}" in text
            assert f"```json\n{json.dumps(exchange['request'])}\n```" in matrix

    # The other report formats carry the same statuses (issue 5: every format).
    lines = [json.loads(line) for line in (run.report / "results.ndjson").read_text(encoding="utf-8").splitlines()]
    ndjson_failed = {line["id"] for line in lines if line["type"] == "scenario" and line["status"] == "failed"}
    assert ndjson_failed == {scenario["id"] for scenario in failed}
    footer = lines[-1]
    assert footer["type"] == "footer"
    assert footer["compliance"] == {"passed": len(run.scenarios) - len(failed), "claimed": len(run.scenarios)}
    badge = json.loads((run.report / "badge.json").read_text(encoding="utf-8"))
    assert badge["message"] == f"{len(run.scenarios) - len(failed)}/{len(run.scenarios)}"
    page = (run.report / "matrix.html").read_text(encoding="utf-8")
    for scenario in failed:
        assert html.escape(scenario["scenario"]) in page
        for exchange in scenario["exchanges"]:
            assert html.escape(json.dumps(exchange["request"])) in page
            assert html.escape(json.dumps(exchange["reply"])) in page
    for rule in required:
        assert rule in page
    # The console: one line per failure, naming its rules and scenario, then the summary.
    shown = [line for line in run.output.splitlines() if line.startswith("FAILED ")]
    assert len(shown) == len(failed)
    for scenario in failed:
        head = f"FAILED {' '.join(scenario['rules'])} {scenario['id']}: {scenario['message'][:200]}"
        assert any(line.startswith(head) for line in shown), (head, shown)
