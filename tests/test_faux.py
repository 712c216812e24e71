"""The suite tests itself: faux implementations with one fault each must be caught.

Each test runs ``domino-rules check`` against ``tests/faux/impl.py --fault NAME``
(the reference engine served over the wire protocol, with one thing broken)
and reads the reports. A process fault (crash, hang, garbage) must cost only
the scenario that was running; a wrong rule must fail exactly the scenarios
of that rule, with its expected and actual values in every report.
"""

from __future__ import annotations

import html
import json
import shlex
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from conformance.traffic import traffic_path
from tests.support.runner import CheckRun as Run
from tests.support.runner import ScenarioRecord, run_check

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
    *_, last = errors[0]["exchanges"]
    assert last["op"] == trigger[1] and "reply" not in last and reasons[0] in last["error"], last
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
    assert f"request ({trigger[1]}): {json.dumps(last['request'])}" in (error.text or "")
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


# -- what the reports show of a failure ------------------------------------------------------
@pytest.fixture(scope="module")
def fined_50(tmp_path_factory: pytest.TempPathFactory) -> tuple[Run, Path]:
    """NDF-4.2's fine charged as 50 instead of 75, every request and reply dumped."""
    folder = tmp_path_factory.mktemp("fine-50")
    command = shlex.join([sys.executable, str(FAUX), "--fault", "fine-50"])
    run = run_check(
        ["--impl", command, "--rulebook", RULEBOOK, "--dump-traffic", str(folder / "traffic")], folder / "report"
    )
    return run, folder / "traffic"


def _failed(run: Run) -> list[ScenarioRecord]:
    failed = run.with_status("failed")
    assert run.code == 1 and failed, run.output
    return failed


def test_a_failure_carries_its_request_and_reply_as_json_in_results_json(fined_50: tuple[Run, Path]) -> None:
    run, _ = fined_50
    assert run.data["site_url"] == ""  # no site: rule IDs link to their text in rules.html, beside the reports
    rules_page = (run.report / "rules.html").read_text(encoding="utf-8")
    assert 'id="NDF-4.2"' in rules_page and "75" in rules_page
    hands = [s for s in _failed(run) if s["exchanges"][0]["op"] == "hand"]
    assert hands, "the fine shows in hands"
    for scenario in _failed(run):
        (exchange,) = scenario["exchanges"]
        assert exchange["request"]["op"] == exchange["op"] and exchange["request"]["rulebook"] == RULEBOOK
        assert scenario["rule_pages"]["NDF-4.2"] == "rules.html#NDF-4.2"
    for scenario in hands:
        (exchange,) = scenario["exchanges"]
        fines = [p for p in exchange["reply"]["penalties"] if p["rule"] == "NDF-4.2"]
        assert [p["points"] for p in fines] == [-50]
        # the fine as each scenario states it (some also state whose score it comes off)
        assert [{"points": p["points"], "rule": p["rule"]} for p in json.loads(scenario["expected"])] == [
            {"points": -75, "rule": "NDF-4.2"}
        ]
        assert [{"points": p["points"], "rule": p["rule"]} for p in json.loads(scenario["actual"])] == [
            {"points": -50, "rule": "NDF-4.2"}
        ]
        assert scenario["rule_pages"]["NDF-4.2"] == "rules.html#NDF-4.2"
    assert all(s["exchanges"] == [] for s in run.with_status("passed")), "only failures carry their traffic"
    lines = [json.loads(line) for line in (run.report / "results.ndjson").read_text(encoding="utf-8").splitlines()]
    by_id = {line["id"]: line for line in lines if line["type"] == "scenario"}
    for scenario in _failed(run):
        assert by_id[scenario["id"]]["exchanges"] == scenario["exchanges"]


def test_a_failure_shows_its_rule_request_and_reply_in_junit_markdown_and_html(fined_50: tuple[Run, Path]) -> None:
    run, _ = fined_50
    junit = ElementTree.parse(run.report / "junit.xml").getroot()
    cases = {case.get("name"): case for case in junit.iter("testcase")}
    markdown = (run.report / "matrix.md").read_text(encoding="utf-8")
    page = (run.report / "matrix.html").read_text(encoding="utf-8")
    for scenario in _failed(run):
        (exchange,) = scenario["exchanges"]
        request, reply = json.dumps(exchange["request"]), json.dumps(exchange["reply"])
        failure = cases[scenario["id"]].find("failure")
        assert failure is not None
        text = failure.text or ""
        assert f"rule: NDF-4.2 {scenario['rule_pages']['NDF-4.2']}" in text
        assert f"scenario: {scenario['id']}" in text
        assert f"request ({exchange['op']}): {request}" in text and f"reply: {reply}" in text
        assert f"```json\n{request}\n```" in markdown and f"```json\n{reply}\n```" in markdown
        assert f"[NDF-4.2]({scenario['rule_pages']['NDF-4.2']})" in markdown
        assert html.escape(request) in page and html.escape(reply) in page
        assert html.escape(scenario["expected"]) in page and html.escape(scenario["actual"]) in page
        assert f'<a href="{scenario["rule_pages"]["NDF-4.2"]}">NDF-4.2</a>' in page
    for name in ("junit.xml", "matrix.md", "matrix.html", "results.json", "results.ndjson"):
        command = str(run.data["command"])  # the command as given: the only path a report repeats
        text = (run.report / name).read_text(encoding="utf-8")
        for shown in (command, html.escape(command), json.dumps(command)[1:-1]):
            text = text.replace(shown, "")
        assert str(ROOT) not in text and str(run.report) not in text, f"a machine path in {name}"
        assert "None" not in text and "True" not in text and "('" not in text, f"Python notation in {name}"


def test_the_html_report_lists_failures_first_and_filters_by_status(fined_50: tuple[Run, Path]) -> None:
    run, _ = fined_50
    page = (run.report / "matrix.html").read_text(encoding="utf-8")
    rows = [line for line in page.splitlines() if line.startswith('<tr class="row ')]
    groups = [row.split('"')[1].split()[1] for row in rows]
    failed = len(_failed(run))
    assert groups == ["g-failed"] * failed + ["g-passed"] * (len(rows) - failed)
    for key in ("all", "failed", "passed", "not-claimed"):
        assert f'<input type="radio" name="show" id="show-{key}"' in page
    assert "#show-failed:checked~table .row:not(.g-failed){display:none}" in page
    assert "<script" not in page


def test_dump_traffic_writes_every_request_and_reply_per_scenario(fined_50: tuple[Run, Path]) -> None:
    run, traffic = fined_50
    files = sorted(traffic.rglob("*.ndjson"))
    assert len(files) == len(run.scenarios) + 1, "one file per scenario, and the handshake"
    (start,) = [json.loads(line) for line in (traffic / "start.ndjson").read_text(encoding="utf-8").splitlines()]
    assert start["request"]["op"] == "start" and RULEBOOK in start["reply"]["rulebooks"]
    for scenario in _failed(run):
        path = traffic / traffic_path(scenario["id"])
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        assert [{k: v for k, v in line.items() if k != "scenario"} for line in lines] == scenario["exchanges"]
        assert {line["scenario"] for line in lines} == {scenario["id"]}
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            exchange = json.loads(line)
            assert exchange["request"]["op"] == exchange["op"] and ("reply" in exchange or "error" in exchange)


def test_the_console_shows_one_line_per_failure_and_the_summary(fined_50: tuple[Run, Path]) -> None:
    run, _ = fined_50
    lines = run.output.splitlines()
    failed = _failed(run)
    shown = [line for line in lines if line.startswith("FAILED ")]
    assert len(shown) == len(failed)
    for scenario in failed:
        assert any(scenario["id"] in line and scenario["actual"] in line for line in shown)
    assert any(
        line.startswith(f"domino-rules: {len(run.scenarios) - len(failed)}/{len(run.scenarios)}") for line in lines
    )
    assert len(lines) <= len(failed) + 5, run.output
    for internal in ("Traceback", "def ", "test_scenarios.py", "conformance/", "====", "fixturefunc"):
        assert internal not in run.output


def test_verbose_shows_pytests_own_output(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(FAUX), "--fault", "fine-50"])
    run = run_check(["--impl", command, "--rule", "NDF-4.2", "--verbose"], tmp_path / "report")
    assert run.code == 1
    assert "test_scenarios.py::" in run.output and "PASSED" in run.output and "short test summary" in run.output
    assert sum(line.startswith("FAILED NDF-") for line in run.output.splitlines()) == len(run.with_status("failed"))
