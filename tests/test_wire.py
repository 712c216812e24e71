"""The wire protocol layer: ``serve``, ``SubprocessAdapter`` and what ``check`` makes of their failures."""

from __future__ import annotations

import io
import json
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance.adapter import ErrorReply, ImplementationError, ProtocolMismatch, Unsupported
from conformance.messages import PROTOCOL_VERSION, HandRequest, LeadRequest, StartRequest
from conformance.reference_adapter import SERVED_ERRORS, ReferenceAdapter
from conformance.wire import SubprocessAdapter, major, serve

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"

START: StartRequest = {"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"}
LOCK: HandRequest = {
    "op": "hand",
    "rulebook": "ndf-double-nine",
    "setup": {"hands": {"N": ["5-4", "9-9"], "E": ["8-8"], "S": ["1-0"], "W": ["7-7"]}, "leader": "N", "ends": [5, 5]},
    "actions": [{"type": "play", "seat": "N", "tile": "5-4", "end": "left"}],
}
LEAD: LeadRequest = {
    "op": "lead",
    "rulebook": "ndf-double-nine",
    "draws": {"N": "4-4", "E": "5-3", "S": "6-2", "W": "1-0"},
}


def faux(fault: str, *args: str) -> str:
    return shlex.join([sys.executable, str(FAUX), "--fault", fault, *args])


# -- serve ------------------------------------------------------------------------------
def answers(*lines: str) -> list[dict[str, Any]]:
    """Feed ``lines`` to :func:`serve` over the reference and parse every answer line."""
    sink = io.StringIO()
    serve(
        ReferenceAdapter(),
        stdin=io.StringIO("".join(line + "\n" for line in lines)),
        stdout=sink,
        bad_request=SERVED_ERRORS,
    )
    return [json.loads(line) for line in sink.getvalue().splitlines()]


def test_serve_answers_each_request_on_one_line_in_order() -> None:
    out = answers(json.dumps(START), "", json.dumps(LOCK), json.dumps(LEAD), '{"op": "stop"}')
    assert len(out) == 4
    assert out[0]["reply"]["protocol"] == PROTOCOL_VERSION
    assert "ndf-double-nine" in out[0]["reply"]["rulebooks"]
    assert out[1]["reply"]["outcome"] == {
        "end": "lock",
        "winner": "S",
        "team": "NS",
        "points": 49,
        "counts": {"N": 18, "E": 16, "S": 1, "W": 14},
        "rule": "NDF-9.1",
    }
    assert out[2] == {"reply": {"leader": "S"}}
    assert out[3] == {"reply": {}}


def test_a_deal_the_rules_refuse_is_an_error_naming_the_rule() -> None:
    bad: HandRequest = {**LOCK, "setup": {"hands": {"N": ["10-2"], "E": ["5-4"], "W": ["5-4"]}, "leader": "N"}}
    twice: HandRequest = {**LOCK, "setup": {"hands": {"N": ["9-9"], "E": ["5-4"], "W": ["4-5"]}, "leader": "N"}}
    out = answers(json.dumps(bad), json.dumps(twice))
    assert out[0]["rule"] == "NDF-1.1" and "10-2 is not in the double-9 set" in out[0]["error"]
    assert out[1]["rule"] == "NDF-1.1" and "5-4 is dealt twice" in out[1]["error"]


def test_serve_stops_at_stop_and_ignores_what_follows() -> None:
    assert answers('{"op": "stop"}', json.dumps(START)) == [{"reply": {}}]


def test_serve_reports_bad_requests_without_dying() -> None:
    bad_tile: dict[str, Any] = {**LOCK, "setup": {**LOCK["setup"], "hands": {"N": ["5-x"]}}}
    twice: dict[str, Any] = {**LOCK, "setup": {**LOCK["setup"], "hands": {"N": ["5-4"], "E": ["5-4"]}}}
    out = answers("not json", '{"op": "dance"}', json.dumps(bad_tile), json.dumps(twice), json.dumps(LEAD))
    assert out[0]["error"].startswith("request is not JSON")
    assert out[1] == {"unsupported": "unknown op 'dance'"}
    assert "UnknownTile" in out[2]["error"] and "'5-x' is not a tile" in out[2]["error"]
    assert out[3] == {"error": "NDF-1.1: 5-4 is dealt twice (North and East)", "rule": "NDF-1.1"}
    assert out[4] == {"reply": {"leader": "S"}}


def test_serve_names_an_engine_fault_in_an_error_reply_and_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    from reference_impl.errors import UnauthorisedCheck
    from reference_impl.tournament import knockout

    def faulty(*args: object) -> object:
        raise UnauthorisedCheck("doral-partnership", "match-sets")

    monkeypatch.setattr(knockout, "advance", faulty)
    advance: dict[str, object] = {"op": "advance", "rulebook": "doral-partnership", "matches": []}
    out = answers(json.dumps(advance), json.dumps(LEAD))
    assert out[0] == {
        "error": "UnauthorisedCheck: no rule of rulebook doral-partnership enforces the engine check 'match-sets'"
    }
    assert out[1] == {"reply": {"leader": "S"}}


def test_serve_turns_an_unknown_rulebook_into_unsupported() -> None:
    (out,) = answers(json.dumps({**LEAD, "rulebook": "no-such-book"}))
    assert out == {"unsupported": "rulebook 'no-such-book' is not in the spec"}


def test_major_version() -> None:
    assert major("1.0") == major("1.7") == "1"
    assert major("2.0") != major(PROTOCOL_VERSION)


# -- SubprocessAdapter --------------------------------------------------------------------
def test_subprocess_adapter_speaks_to_the_reference() -> None:
    adapter = SubprocessAdapter(faux("none"))
    try:
        assert adapter.start(START)["implementation"]["name"] == "domino-rules reference"
        reply = adapter.hand(LOCK)
        assert reply["outcome"] is not None and reply["outcome"]["winner"] == "S"
        assert adapter.lead(LEAD) == {"leader": "S"}
        bad: HandRequest = {**LOCK, "setup": {"hands": {"N": ["10-2"]}, "leader": "N"}}
        with pytest.raises(ErrorReply, match="10-2 is not in the double-9 set") as refused:
            adapter.hand(bad)
        assert refused.value.rule == "NDF-1.1"
        assert adapter.restarts == 0
    finally:
        adapter.stop()
    assert adapter._process is None  # pyright: ignore[reportPrivateUsage]  # no public view of the child process


@pytest.mark.parametrize(
    ("fault", "timeout", "reason"),
    [
        (
            "crash",
            10.0,
            "the implementation crashed (exit code 3) during 'hand' | stderr: faux: crashing on purpose during 'hand'",
        ),
        ("hang", 0.5, "no reply to 'hand' within 0.5 s (hung); restarted"),
        ("garbage", 10.0, "reply to 'hand' is not JSON: '<faux> this is not JSON (hand)'; restarted"),
    ],
)
def test_subprocess_adapter_survives_a_fault_and_restarts(
    tmp_path: Path, fault: str, timeout: float, reason: str
) -> None:
    log = tmp_path / "log"
    adapter = SubprocessAdapter(faux(fault, "--once", str(tmp_path / "fired"), "--log", str(log)), timeout=timeout)
    try:
        adapter.start(START)
        with pytest.raises(ImplementationError) as caught:
            adapter.hand(LOCK)
        assert str(caught.value) == reason
        reply = adapter.hand(LOCK)
        assert reply["outcome"] is not None and reply["outcome"]["points"] == 49
        assert adapter.restarts == 1
    finally:
        adapter.stop()
    assert log.read_text(encoding="utf-8").splitlines() == ["start", f"{fault} hand", "start"]


def test_subprocess_adapter_gives_up_after_too_many_restarts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("conformance.wire.MAX_RESTARTS", 2)
    adapter = SubprocessAdapter(faux("crash", "--log", str(tmp_path / "log")))
    try:
        for _ in range(3):
            with pytest.raises(ImplementationError, match="crashed"):
                adapter.hand(LOCK)
        with pytest.raises(ImplementationError, match="gave up after 2 restarts"):
            adapter.hand(LOCK)
        assert adapter.restarts == 3
    finally:
        adapter.stop()
    assert (tmp_path / "log").read_text(encoding="utf-8").splitlines().count("start") == 3


def test_subprocess_adapter_refuses_another_major_version() -> None:
    adapter = SubprocessAdapter(faux("protocol-2"))
    with pytest.raises(ProtocolMismatch, match=r"speaks protocol '2\.0'; this runner speaks 1\.0"):
        adapter.start(START)
    assert adapter._process is None  # pyright: ignore[reportPrivateUsage]  # no public view of the child process


def test_subprocess_adapter_validates_replies() -> None:
    adapter = SubprocessAdapter(faux("missing-field"))
    try:
        with pytest.raises(
            ImplementationError, match=r"malformed 'hand' reply: \(top\): \"outcome\" is a required property"
        ):
            adapter.hand(LOCK)
        assert adapter.lead(LEAD) == {"leader": "S"}, "a schema problem must not cost the process"
        assert adapter.restarts == 0
    finally:
        adapter.stop()
    lenient = SubprocessAdapter(faux("missing-field"), validate=False)
    try:
        assert "outcome" not in lenient.hand(LOCK)
    finally:
        lenient.stop()


def test_subprocess_adapter_passes_unsupported_and_error_answers_on() -> None:
    adapter = SubprocessAdapter(faux("unsupported-hand"))
    try:
        with pytest.raises(Unsupported, match="this faux plays no hands"):
            adapter.hand(LOCK)
        assert adapter.lead(LEAD) == {"leader": "S"}
    finally:
        adapter.stop()
    bad: HandRequest = {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {"hands": {"N": ["x"]}, "leader": "N"},
        "actions": [],
    }
    reference = SubprocessAdapter(faux("none"))
    try:
        with pytest.raises(ImplementationError, match="reported an error on 'hand': UnknownTile: 'x' is not a tile"):
            reference.hand(bad)
        assert reference.restarts == 0
    finally:
        reference.stop()


def test_subprocess_adapter_names_a_program_that_cannot_start() -> None:
    adapter = SubprocessAdapter("/nonexistent/domino-engine --serve")
    with pytest.raises(ImplementationError, match="cannot start '/nonexistent/domino-engine --serve'"):
        adapter.start(START)


# -- what `domino-rules check` makes of it -------------------------------------------------
def check(tmp_path: Path, command: str) -> tuple[int, str, dict[str, Any] | None]:
    report = tmp_path / "report"
    process = subprocess.run(
        [
            sys.executable,
            "-m",
            "domino_rules",
            "check",
            "--impl",
            command,
            "--rulebook",
            "ndf-double-nine",
            "--report",
            str(report),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    results = report / "results.json"
    data: dict[str, Any] | None = json.loads(results.read_text(encoding="utf-8")) if results.exists() else None
    return process.returncode, process.stdout + process.stderr, data


def test_check_refuses_another_major_protocol_version(tmp_path: Path) -> None:
    code, output, data = check(tmp_path, faux("protocol-2"))
    assert code != 0
    assert "refusing to run" in output
    assert "protocol '2.0'" in output and f"this runner speaks {PROTOCOL_VERSION}" in output
    assert data is None, "no scenario may be reported against a refused implementation"


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("lead-only", "not claimed: capability "),
        ("other-rulebook", "not claimed: rulebook ndf-double-nine"),
    ],
)
def test_what_is_not_claimed_is_reported_as_not_claimed(tmp_path: Path, fault: str, reason: str) -> None:
    code, output, data = check(tmp_path, faux(fault))
    assert data is not None, output
    scenarios: list[dict[str, Any]] = data["scenarios"]
    statuses = {s["status"] for s in scenarios}
    assert statuses <= {"passed", "not claimed"}, output
    unclaimed = [s for s in scenarios if s["status"] == "not claimed"]
    assert unclaimed and all(s["message"].startswith(reason) for s in unclaimed)
    assert code == 0, "scenarios outside the claim are no failures"
    if fault == "other-rulebook":
        assert statuses == {"not claimed"}
    if fault == "lead-only":
        assert all(s["message"] != "not claimed: capability lead" for s in unclaimed)


def test_a_claim_binds_unsupported_inside_it_is_a_failure(tmp_path: Path) -> None:
    """The faux claims ``hand`` for NDF, then answers every hand ``unsupported``: each such scenario fails."""
    code, output, data = check(tmp_path, faux("unsupported-hand"))
    assert data is not None, output
    assert code == 1, "answering unsupported inside the claim must fail the run"
    scenarios: list[dict[str, Any]] = data["scenarios"]
    failed = [s for s in scenarios if s["status"] == "failed"]
    assert failed, output
    assert all(
        s["message"].startswith("answered unsupported inside its claim (rulebook ndf-double-nine, capability ")
        and s["message"].endswith("this faux plays no hands")
        for s in failed
    ), [s["message"] for s in failed[:3]]
    assert not [s for s in scenarios if s["status"] == "not claimed"], "nothing inside the claim may be skipped"
    assert data["totals"]["passed"] > 0, "scenarios that send no hand request still pass"


def test_a_program_that_claims_everything_and_supports_nothing_fails(tmp_path: Path) -> None:
    lazy = shlex.join([sys.executable, str(ROOT / "tests" / "faux" / "lazy.py")])
    code, output, data = check(tmp_path, lazy)
    assert data is not None, output
    assert code == 1, output
    totals = data["totals"]
    assert totals["passed"] == 0 and totals["not claimed"] == 0, totals
    assert totals["failed"] == len(data["scenarios"]) > 0, totals
    assert "0/" in output and "claimed scenarios passed" in output


def test_a_malformed_reply_is_an_error_not_a_failure(tmp_path: Path) -> None:
    code, output, data = check(tmp_path, faux("missing-field"))
    assert data is not None, output
    assert code == 1
    scenarios: list[dict[str, Any]] = data["scenarios"]
    errors = [s for s in scenarios if s["status"] == "error"]
    assert errors and data["totals"]["failed"] == 0
    assert all(
        "malformed 'hand' reply" in s["message"] and '"outcome" is a required property' in s["message"] for s in errors
    )
    assert all(s["status"] in ("passed", "error") for s in scenarios)
