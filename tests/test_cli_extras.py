"""``domino-rules smoke``, ``check --validate`` and the NDJSON and badge reports."""

from __future__ import annotations

import argparse
import html
import json
import shlex
import subprocess
import sys
from dataclasses import dataclass, replace
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from conformance.adapter import ImplementationError
from conformance.html_report import to_html
from conformance.messages import PROTOCOL_VERSION, LeadReply, LeadRequest, StartRequest
from conformance.observe import JSON
from conformance.paths import DEFAULT_SITE_URL
from conformance.reference_adapter import ReferenceAdapter
from conformance.results import (
    ScenarioResult,
    Status,
    console_line,
    percent,
    rule_page,
    to_badge,
    to_json,
    to_markdown,
    to_ndjson,
)
from conformance.schemas import problems
from conformance.smoke import requests_for
from conformance.wire import InvalidRequest, SubprocessAdapter, ValidatingAdapter
from domino_rules import cli
from rulespec import cached_spec

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"
REFERENCE = shlex.join([sys.executable, "-m", "conformance.reference_adapter"])
START: StartRequest = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}
LEAD: LeadRequest = {
    "op": "lead",
    "rulebook": "ndf-double-nine",
    "draws": {"N": "4-4", "E": "5-3", "S": "6-2", "W": "1-0"},
}
NO_DRAWS: dict[str, object] = {"op": "lead", "rulebook": "ndf-double-nine"}
"""A lead request without its draws: fails the request schema, and the reference answers it with an error."""


def faux(fault: str, *args: str) -> str:
    return shlex.join([sys.executable, str(FAUX), "--fault", fault, *args])


def smoke(
    capsys: pytest.CaptureFixture[str], command: str, *options: str, rulebook: str | None = "ndf-double-nine"
) -> tuple[int, list[str]]:
    chosen = [] if rulebook is None else ["--rulebook", rulebook]
    code = cli.main(["smoke", "--impl", command, *chosen, *options])
    return code, capsys.readouterr().out.splitlines()


# -- smoke ------------------------------------------------------------------------------
SPEC_BOOKS = ", ".join(book.id for book in cached_spec().rulebooks)
"""Every rulebook in spec/, as smoke lists them when none of the claimed ones is known."""
CLAIMED_BOOKS = ", ".join(
    book.id for book in cached_spec().rulebooks if book.game.family in ("block", "all-fives", "mexican-train")
)
"""What the reference (and the faux built on it) claims: every rulebook in spec/ of a family it plays."""
CHECKS = ("lead", "deal", "hand", "deal-play", "infractions", "match", "pairing", "standings", "knockout")


def test_smoke_passes_the_reference(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = smoke(capsys, REFERENCE)
    assert code == 0, lines
    claims_line = next(line for line in lines if line.startswith("      claims: "))
    # the claim is pairs: NDF plays Swiss rounds and draws for the lead, Doral plays knock-outs and no draw
    assert "ndf-double-nine: lead, deal, hand, deal-play, infractions, match, pairing, standings;" in claims_line
    assert claims_line.endswith("wcdt-all-fives: lead, hand, deal-play, match, knockout")
    assert "doral-partnership: deal, hand, deal-play, infractions, match, knockout;" in claims_line
    assert [line for line in lines if line != claims_line] == [
        f"domino-rules smoke: {REFERENCE}",
        f"ok    start: domino-rules reference 0.1.0 (python), protocol {PROTOCOL_VERSION}",
        f"      rulebooks: {CLAIMED_BOOKS}",
        "      capabilities: lead, deal, hand, deal-play, infractions, match, pairing, standings, knockout, "
        "train, train-event",
        "ok    lead (ndf-double-nine): leader S",
        "ok    deal (ndf-double-nine): hands of [10, 10, 10, 10], 15 undealt",
        "ok    hand (ndf-double-nine): 1/1 accepted",
        "ok    deal-play (ndf-double-nine): 1/1 accepted",
        "ok    infractions (ndf-double-nine): 1/1 accepted",
        "ok    match (ndf-double-nine): 1/1 accepted",
        "ok    pairing (ndf-double-nine): tables [['a', 'b']], bye None",
        "ok    standings (ndf-double-nine): order ['a', 'b']",
        "      knockout: not claimed for ndf-double-nine",
        "      train: not claimed for ndf-double-nine",
        "      train-event: not claimed for ndf-double-nine",
        "domino-rules smoke: 9/9 checks ok",
    ]


def test_smoke_covers_the_all_fives_rulebook(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = smoke(capsys, REFERENCE, rulebook="wcdt-all-fives")
    assert code == 0, lines
    assert "ok    lead (wcdt-all-fives): leader E" in lines  # 5-3 beats 4-4: equal totals, the higher end
    assert "ok    hand (wcdt-all-fives): 1/1 accepted" in lines
    assert "ok    match (wcdt-all-fives): 1/1 accepted" in lines
    assert "ok    deal-play (wcdt-all-fives): 1/1 accepted" in lines
    assert "      infractions: not claimed for wcdt-all-fives" in lines
    assert "ok    knockout (wcdt-all-fives): replied" in lines
    assert lines[-1] == "domino-rules smoke: 6/6 checks ok"


def test_smoke_without_a_rulebook_sends_each_capability_to_a_rulebook_that_claims_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, lines = smoke(capsys, REFERENCE, rulebook=None)
    assert code == 0, lines
    assert "ok    knockout (doral-partnership): replied" in lines
    assert not [line for line in lines if line.startswith("ok    lead (doral-partnership)")]
    assert "ok    train (mexican-train): 1/1 accepted" in lines
    assert "ok    train-event (mexican-train): tables [['b', 'a']]" in lines
    assert lines[-1] == "domino-rules smoke: 12/12 checks ok"


def test_smoke_runs_as_a_command() -> None:
    process = subprocess.run(
        [
            sys.executable,
            "-m",
            "domino_rules",
            "smoke",
            "--impl",
            faux("missing-field"),
            "--timeout",
            "5",
            "--rulebook",
            "ndf-double-nine",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert process.returncode == 1, process.stdout + process.stderr
    assert "FAIL  hand (ndf-double-nine): schema problems: malformed 'hand' reply" in process.stdout
    assert process.stdout.rstrip().endswith("domino-rules smoke: 6/9 checks ok")


@pytest.mark.parametrize(
    ("fault", "options", "failing", "reason"),
    [
        (
            "garbage",
            (),
            {"hand", "deal-play", "infractions"},
            "not JSON: reply to 'hand' is not JSON: '<faux> this is not JSON (hand)'",
        ),
        (
            "missing-field",
            (),
            {"hand", "deal-play", "infractions"},
            "schema problems: malformed 'hand' reply: (top): \"outcome\" is a required property",
        ),
        (
            "unsupported-hand",
            (),
            {"hand", "deal-play", "infractions"},
            "answered unsupported although claimed: this faux plays no hands",
        ),
        ("crash", ("--op", "pair"), {"pairing"}, "crashed: the implementation crashed (exit code 3) during 'pair'"),
        ("hang", ("--op", "match"), {"match"}, "hung: no reply to 'match' within 0.5 s (hung)"),
        ("garbage", ("--op", "lead"), {"lead"}, "not JSON: reply to 'lead' is not JSON"),
    ],
)
def test_smoke_names_what_is_wrong_with_each_request(
    capsys: pytest.CaptureFixture[str], fault: str, options: tuple[str, ...], failing: set[str], reason: str
) -> None:
    code, lines = smoke(capsys, faux(fault, *options), "--timeout", "0.5")
    assert code == 1
    assert lines[1].startswith("ok    start: ")
    for check in CHECKS[:-1]:  # NDF has no knock-out: the faux, like the reference, does not claim it
        (line,) = [line for line in lines if line[6:].startswith(f"{check} (ndf-double-nine): ")]
        if check in failing:
            assert line.startswith("FAIL  ") and reason in line, line
        else:
            assert line.startswith("ok    "), line
    assert lines[-1] == f"domino-rules smoke: {len(CHECKS) - len(failing)}/{len(CHECKS)} checks ok"


def test_smoke_refuses_another_major_protocol(capsys: pytest.CaptureFixture[str]) -> None:
    command = faux("protocol-2")
    code, lines = smoke(capsys, command)
    assert code == 1
    assert lines[1:] == [
        f"FAIL  start: protocol mismatch: {command!r} speaks protocol '2.0'; this runner speaks {PROTOCOL_VERSION}",
        "domino-rules smoke: 0/1 checks ok",
    ]


def test_smoke_checks_only_what_is_claimed(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = smoke(capsys, faux("lead-only"))
    assert code == 0
    assert lines[2:] == [
        f"      rulebooks: {CLAIMED_BOOKS}",
        "      capabilities: lead",
        "      claims: doral-partnership: ; fmd-couples: lead; fmd-singles: lead; mexican-train: ; "
        "ndf-double-nine: lead; wcdt-all-fives: lead",
        "ok    lead (ndf-double-nine): leader S",
        "domino-rules smoke: 2/2 checks ok",
    ]


def test_smoke_fails_when_no_claimed_rulebook_is_in_the_spec(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = smoke(capsys, faux("other-rulebook"), rulebook=None)
    assert code == 1
    assert lines[2] == "      rulebooks: fid-double-six-singles"
    assert lines[-2] == (f"FAIL  rulebooks: none of the claimed rulebooks is in the spec ({SPEC_BOOKS})")


def script(tmp_path: Path, body: str) -> str:
    path = tmp_path / "impl.py"
    path.write_text(body, encoding="utf-8")
    return shlex.join([sys.executable, str(path)])


def test_smoke_validates_the_start_reply(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    command = script(
        tmp_path,
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'reply': {'protocol': '1.0', 'implementation': {'name': 'x'}, 'rulebooks': []}}),"
        " flush=True)\n",
    )
    code, lines = smoke(capsys, command)
    assert code == 1
    assert lines[1].startswith("FAIL  start: schema problems: malformed 'start' reply: ")
    assert '"capabilities" is a required property' in lines[1]
    assert 'implementation: "version" is a required property' in lines[1]
    assert lines[-1] == "domino-rules smoke: 0/1 checks ok"


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (
            "print('hello', flush=True)\nimport time\ntime.sleep(5)\n",
            "FAIL  start: not JSON: reply to 'start' is not JSON: 'hello'",
        ),
        ("import sys\nsys.exit(7)\n", "FAIL  start: crashed: "),
    ],
)
def test_smoke_reports_a_program_that_does_not_speak_the_protocol(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, body: str, reason: str
) -> None:
    code, lines = smoke(capsys, script(tmp_path, body))
    assert code == 1
    assert lines[1].startswith(reason), lines


def test_smoke_cannot_start_a_missing_program(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = smoke(capsys, "/nonexistent/engine")
    assert code == 1
    assert lines[1].startswith("FAIL  start: cannot start: cannot start '/nonexistent/engine'")


def test_the_smoke_requests_are_well_formed() -> None:
    requests = requests_for("ndf-double-nine")
    assert set(requests) == {*CHECKS, "train", "train-event"}
    for request in requests.values():
        assert problems("request", request["op"], request) == []


# -- check --validate ---------------------------------------------------------------------
def test_subprocess_adapter_refuses_to_send_an_invalid_request() -> None:
    adapter = SubprocessAdapter(faux("none"), validate_requests=True)
    try:
        with pytest.raises(InvalidRequest) as caught:
            adapter.lead(NO_DRAWS)  # type: ignore[arg-type]  # a request missing a field, on purpose
        assert str(caught.value) == (
            "bug in the suite: the 'lead' request fails its schema: (top): \"draws\" is a required property"
        )
        assert caught.value.op == "lead"
        assert adapter.lead(LEAD) == {"leader": "S"}
        assert adapter.restarts == 0
    finally:
        adapter.stop()
    lenient = SubprocessAdapter(faux("none"))
    try:
        with pytest.raises(ImplementationError, match="reported an error on 'lead': KeyError: 'draws'"):
            lenient.lead(NO_DRAWS)  # type: ignore[arg-type]  # a request missing a field, on purpose
    finally:
        lenient.stop()


class BrokenLead(ReferenceAdapter):
    def lead(self, request: LeadRequest) -> LeadReply:
        return {"leader": "X"}  # type: ignore[typeddict-item]  # a wrong reply, on purpose


def test_validating_adapter_checks_requests_and_replies_in_process() -> None:
    adapter = ValidatingAdapter(ReferenceAdapter())
    assert adapter.start(START)["protocol"] == PROTOCOL_VERSION
    assert adapter.lead(LEAD) == {"leader": "S"}
    with pytest.raises(InvalidRequest, match='"draws" is a required property'):
        adapter.lead(NO_DRAWS)  # type: ignore[arg-type]  # a request missing a field, on purpose
    with pytest.raises(ImplementationError, match=r"malformed 'lead' reply: leader: \"X\" is not one of"):
        ValidatingAdapter(BrokenLead()).lead(LEAD)


def test_check_passes_validate_on_to_the_suite(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: list[list[str]] = []

    def fake_main(args: list[str]) -> int:
        seen.append(args)
        return 0

    monkeypatch.setattr(pytest, "main", fake_main)
    assert cli.main(["check", "--validate", "--report", str(tmp_path)]) == 0
    assert cli.main(["check", "--report", str(tmp_path)]) == 0
    assert "--validate" in seen[0]
    assert "--validate" not in seen[1]


def test_check_passes_the_site_url_and_the_traffic_folder_on(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: list[list[str]] = []

    def fake_main(args: list[str]) -> int:
        seen.append(args)
        return 0

    monkeypatch.setattr(pytest, "main", fake_main)
    assert cli.main(["check", "--report", str(tmp_path)]) == 0
    assert cli.main(["check", "--report", str(tmp_path), "--site-url", "https://example.org/dr/"]) == 0
    assert cli.main(["check", "--report", str(tmp_path), "--dump-traffic", str(tmp_path / "t")]) == 0
    assert seen[0][seen[0].index("--site-url") + 1] == DEFAULT_SITE_URL and "--dump-traffic" not in seen[0]
    assert seen[1][seen[1].index("--site-url") + 1] == "https://example.org/dr/"
    assert seen[2][seen[2].index("--dump-traffic") + 1] == str((tmp_path / "t").resolve())
    assert "--tb=no" in seen[0] and "-v" not in seen[0]


@dataclass(frozen=True)
class Run:
    code: int
    output: str
    report: Path


@pytest.fixture(scope="module")
def validated(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The whole suite against the reference over the wire, every request and reply validated."""
    report = tmp_path_factory.mktemp("validated") / "report"
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--validate", "--impl", REFERENCE, "--report", str(report)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return Run(process.returncode, process.stdout + process.stderr, report)


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_the_reference_passes_the_whole_suite_with_validate(validated: Run) -> None:
    assert validated.code == 0, validated.output
    data = load(validated.report / "results.json")
    assert data["totals"]["passed"] == len(data["scenarios"]) > 50
    assert "bug in the suite" not in validated.output


def test_the_reference_passes_in_process_with_validate(tmp_path: Path) -> None:
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--validate", "--report", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert process.returncode == 0, process.stdout + process.stderr
    data = load(tmp_path / "results.json")
    assert data["totals"]["passed"] == len(data["scenarios"]) > 50


# -- reports ------------------------------------------------------------------------------
def test_the_ndjson_report_has_a_header_a_line_per_scenario_and_a_footer(validated: Run) -> None:
    data = load(validated.report / "results.json")
    text = (validated.report / "results.ndjson").read_text(encoding="utf-8")
    assert text.endswith("\n")
    lines = [json.loads(line) for line in text.splitlines()]
    header, *scenarios, footer = lines
    assert header == {
        "type": "header",
        "suite": "domino-rules",
        "suite_version": metadata.version("domino-rules"),
        "protocol": PROTOCOL_VERSION,
        "implementation": f"domino-rules reference {metadata.version('domino-rules')}",  # named by its handshake
        "command": REFERENCE,
        "coverage": data["coverage"],
        "site_url": DEFAULT_SITE_URL,
    }
    assert set(data["coverage"]) == {book.id for book in cached_spec().rulebooks}
    assert all(
        "hand-winner" in cover["compared"] for cover in data["coverage"].values() if "hand" in cover["capabilities"]
    )
    assert [s["type"] for s in scenarios] == ["scenario"] * len(data["scenarios"])
    assert [{k: v for k, v in s.items() if k != "type"} for s in scenarios] == data["scenarios"]
    assert footer["type"] == "footer"
    assert footer["totals"] == data["totals"]
    passed = data["totals"]["passed"]
    assert footer["compliance"] == {"passed": passed, "claimed": passed}


def test_the_badge_and_the_markdown_state_the_compliance(validated: Run) -> None:
    passed = load(validated.report / "results.json")["totals"]["passed"]
    assert load(validated.report / "badge.json") == {
        "schemaVersion": 1,
        "label": "domino-rules",
        "message": f"{passed}/{passed}",
        "color": "brightgreen",
    }
    summary = (validated.report / "matrix.md").read_text(encoding="utf-8").splitlines()[2]
    assert summary == f"{passed}/{passed} claimed scenarios passed (100%); 0 failed, 0 errors, 0 not claimed."


def result(name: str, status: Status) -> ScenarioResult:
    return ScenarioResult(f"suite::{name}", name, ("NDF-1.1",), status, "", "", "", "", 0.0, id=name)


def test_reports_of_a_partly_compliant_implementation() -> None:
    results = [
        result("a", "passed"),
        result("b", "failed"),
        result("c", "not claimed"),
        result("d", "passed"),
        result("e", "error"),
    ]
    footer = json.loads(to_ndjson(results, "impl", 1.0).splitlines()[-1])
    assert footer["compliance"] == {"passed": 2, "claimed": 4}
    assert footer["totals"] == {"passed": 2, "failed": 1, "not claimed": 1, "error": 1}
    assert json.loads(to_badge(results))["message"] == "2/4 (1 not claimed)"
    assert json.loads(to_badge(results))["color"] == "orange"
    assert json.loads(to_badge([result("a", "failed")]))["color"] == "red"
    assert json.loads(to_badge([result("a", "not claimed")])) == {  # nothing claimed, and it says so
        "schemaVersion": 1,
        "label": "domino-rules",
        "message": "0/0 (1 not claimed)",
        "color": "lightgrey",
    }
    assert "2/4 claimed scenarios passed (50%); 1 failed, 1 errors, 1 not claimed." in to_markdown(results, "impl")


@pytest.mark.parametrize(
    ("passed", "claimed", "shown"),
    [(5, 5, "100%"), (1999, 2000, "99.9%"), (2, 3, "66.6%"), (1, 2, "50%"), (0, 7, "0%"), (0, 0, "0%")],
)
def test_percent_never_rounds_up_to_full_compliance(passed: int, claimed: int, shown: str) -> None:
    assert percent(passed, claimed) == shown


def test_the_html_and_markdown_reports_list_failures_first_then_passes_then_not_claimed() -> None:
    exchange: dict[str, JSON] = {
        "op": "hand",
        "request": {"op": "hand", "ends": [6, 4]},
        "reply": {"next_leader": None, "outcome": {"end": "domino"}, "ok": True},
    }
    results = [
        result("a", "not claimed"),
        result("b", "passed"),
        replace(result("c", "failed"), rules=("NDF-4.2",), exchanges=(exchange,), expected="-75", actual="-50"),
        result("d", "not claimed"),
        replace(result("e", "error"), rules=("NDF-9.1",), message="crashed\nand more"),
        result("f", "passed"),
    ]
    page = to_html(results, "impl", "https://example.org/dr")
    order = [line.split("<td>")[2].split("<br>")[0] for line in page.splitlines() if line.startswith('<tr class="row')]
    assert order == ["c", "e", "b", "f", "a", "d"]
    assert '<a href="https://example.org/dr/rule/NDF-4.2.html">NDF-4.2</a>' in page
    assert html.escape('{"op": "hand", "ends": [6, 4]}') in page
    assert html.escape('{"next_leader": null, "outcome": {"end": "domino"}, "ok": true}') in page
    assert "None" not in page and "True" not in page
    markdown = to_markdown(results, "impl", "https://example.org/dr/")
    rules = [line.split(" | ")[0] for line in markdown.splitlines() if line.startswith("| NDF-")]
    assert rules[:2] == ["| NDF-4.2", "| NDF-9.1"] and rules[2] == "| NDF-1.1"
    assert "[NDF-4.2](https://example.org/dr/rule/NDF-4.2.html)" in markdown
    assert '```json\n{"next_leader": null, "outcome": {"end": "domino"}, "ok": true}\n```' in markdown
    data = json.loads(to_json(results, "impl", 1.0))
    failed = next(s for s in data["scenarios"] if s["scenario"] == "c")
    assert failed["exchanges"] == [exchange] and failed["rule_pages"] == {"NDF-4.2": rule_page("NDF-4.2")}
    assert console_line(next(s for s in data["scenarios"] if s["scenario"] == "e")) == "ERROR NDF-9.1 e: crashed"


_UNBUILDABLE = """Feature: a scenario whose step refuses its own table
  @NDF-1.2
  Scenario: A standings table with a misspelt column
    Given the rulebook "ndf-double-nine"
    And the standings are:
      | entrant | wins | pointz |
      | A       | 2    | 300    |
    Then the pairing is refused
"""


def test_lint_and_check_name_a_scenario_that_cannot_be_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    features = tmp_path / "features"
    features.mkdir()
    (features / "bad.feature").write_text(_UNBUILDABLE, encoding="utf-8")
    monkeypatch.setenv("DOMINO_RULES_FEATURES", str(features))
    assert cli.main(["lint"]) == 1
    out, err = capsys.readouterr()
    (line,) = [line for line in out.splitlines() if "A standings table with a misspelt column" in line]
    assert "scenario cannot be built" in line and "pointz" in line
    # a report left by an earlier run is never passed off as this run's result
    report = tmp_path / "report"
    report.mkdir()
    stale: dict[str, object] = {"scenarios": [], "totals": {"passed": 9, "failed": 0, "error": 0, "not claimed": 0}}
    (report / "results.json").write_text(json.dumps(stale), encoding="utf-8")
    code = cli.main(["check", "--rulebook", "ndf-double-nine", "--report", str(report)])
    out, err = capsys.readouterr()
    assert code not in (0, 1)
    assert "claimed scenarios passed" not in out + err
    assert "the suite did not run" in err and "pointz" in err


def test_the_help_lists_every_command() -> None:
    """``domino-rules --help``'s summary names every command the parser has (fuzz and kit included)."""
    import re

    from domino_rules.cli import __doc__ as summary
    from domino_rules.cli import build_parser

    parser = build_parser()
    # argparse has no public way to reach a parser's subcommands: its subparsers action is found by its class,
    # which has no public name
    subparsers: list[argparse.Action] = [
        action
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)  # pyright: ignore[reportPrivateUsage]  # no public name
    ]
    commands = subparsers[0]
    assert commands.choices is not None
    named = set(re.findall(r"^domino-rules ([a-z-]+)", summary or "", re.MULTILINE))
    assert named == set(commands.choices), set(commands.choices) ^ named


def test_check_runs_one_scenario_by_its_id_and_refuses_an_unknown_one(tmp_path: Path) -> None:
    ref = "features/ndf-double-nine/lock.feature:A lock goes to the player with the fewest pips"
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--id", ref, "--report", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert process.returncode == 0, process.stdout + process.stderr
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert [s["id"] for s in data["scenarios"]] == [ref]
    missing = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--id", "features/none.feature:No such"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert missing.returncode == 2 and "no such scenario: features/none.feature:No such" in missing.stderr
