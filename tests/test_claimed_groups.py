"""A real engine learns which rules it breaks, not what it leaves out.

The faux ``team-totals-no-seat`` is an engine like OpenSpiel's team dominoes: it names no winning seat and
says nothing of the first tile's lie or of a general pass, and claims so (``models``); and it has that
engine's bug: after a player goes out, the hand goes to the partnership with the lower pip total. The
suite and fuzzing must name the bug (the side credited, under DORAL-2.1) and nothing it does not model.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from tests.support.runner import CheckRun, ScenarioRecord, run_check
from tests.test_fuzz import domino_rules

ROOT = Path(__file__).resolve().parent.parent
NO_SEAT = shlex.join([sys.executable, str(ROOT / "tests" / "faux" / "impl.py"), "--fault", "team-totals-no-seat"])
BOOK = "doral-partnership"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> CheckRun:
    return run_check(["--impl", NO_SEAT, "--rulebook", BOOK], tmp_path_factory.mktemp("no-seat"))


def _failed(run: CheckRun) -> list[ScenarioRecord]:
    return run.with_status("failed")


def test_check_names_the_side_credited_not_the_seat_it_does_not_model(run: CheckRun) -> None:
    failed = _failed(run)
    assert failed and not run.with_status("error")
    for scenario in failed:
        assert scenario["failures"], scenario["id"]
        for failure in scenario["failures"]:
            assert "hand /outcome/winner" not in failure["message"] and "first_tile" not in failure["message"]
    outs = [s for s in failed if "goes out" in s["scenario"]]
    assert outs, "the deal-and-play scenarios where a player goes out must fail"
    for scenario in outs:
        first = scenario["failures"][0]
        assert '"team"' in first["expected"] and '"team"' in first["actual"] and first["expected"] != first["actual"]


def test_every_failing_then_step_is_reported(run: CheckRun) -> None:
    several = [s for s in _failed(run) if len(s["failures"]) > 1]
    assert several, "a scenario crediting the wrong side also names the wrong next lead: both steps are reported"
    for scenario in several:
        lines = [f["line"] for f in scenario["failures"]]
        assert lines == sorted(lines, key=int) and len(set(lines)) == len(lines)
        assert f"{len(lines)} Then steps failed" in scenario["message"]


def test_steps_on_unmodelled_facts_are_reported_unchecked_and_the_rest_binds(run: CheckRun) -> None:
    unchecked = [s for s in run.scenarios if s["unchecked"]]
    assert unchecked
    assert all("not checked: hand-winner" in u for s in unchecked for u in s["unchecked"])
    assert any(s["status"] == "passed" for s in unchecked) and any(s["status"] == "failed" for s in unchecked)
    wholly = [s for s in run.with_status("not claimed") if "does not model" in s["message"]]
    for scenario in wholly:
        assert "hand-winner" in scenario["message"]


def test_fuzz_finds_the_bug_under_its_rule_and_nothing_unattributed(tmp_path: Path) -> None:
    expect = tmp_path / "expect.yaml"
    expect.write_text(
        "next-lead: >-\n  engine bug: the next lead follows the side wrongly credited\n", encoding="utf-8"
    )
    summary_file, saved = tmp_path / "fuzz.json", tmp_path / "found.feature"
    code, output = domino_rules(
        ["fuzz", "--impl", NO_SEAT, "--rulebook", BOOK, "--hands", "60", "--expect", str(expect)]
        + ["--json", str(summary_file), "--save", str(saved)]
    )
    assert code == 1, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    assert summary["by_rule"].get("DORAL-2.1", 0) > 0 and "unattributed" not in summary["by_rule"]
    assert summary["errors"] == 0
    assert summary["not_compared"]["hand-winner"] == "the implementation does not model it"
    assert summary["not_compared"]["first-tile"] == f"no rule of {BOOK} decides it"
    assert "hand-winner" not in summary["groups"] and "outcome" in summary["groups"]
    assert summary["new_by_rule"] == {"DORAL-2.1": summary["by_rule"]["DORAL-2.1"]}, "next-lead is foreseen"
    assert summary["known_by_key"] == {"next-lead": summary["by_group"]["next-lead"]}
    example = summary["counterexample"]
    assert example["group"] == "outcome" and example["known"] is None and "DORAL-2.1" in example["rules"]
    assert any(ex["known"] is not None and ex["group"] == "next-lead" for ex in summary["examples"])
    text = saved.read_text(encoding="utf-8")
    assert text.startswith("Feature:") and example["scenario"] in text
    again = domino_rules(["fuzz", "--impl", NO_SEAT, "--rulebook", BOOK, "--hands", "1", "--save", str(saved)])
    assert again[0] == 2 and "exists" in again[1] and saved.read_text(encoding="utf-8") == text


def test_fuzz_with_everything_foreseen_exits_0(tmp_path: Path) -> None:
    expect = tmp_path / "expect.yaml"
    expect.write_text(
        "DORAL-2.1: >-\n  engine bug: credits by pip totals\nnext-lead: >-\n  engine bug: follows the wrong side\n",
        encoding="utf-8",
    )
    code, output = domino_rules(
        ["fuzz", "--impl", NO_SEAT, "--rulebook", BOOK, "--hands", "40", "--expect", str(expect)]
    )
    assert code == 0, output
    assert "hands with a new divergence: 0" in output


def test_fuzz_refuses_an_expectations_file_with_an_unknown_key(tmp_path: Path) -> None:
    expect = tmp_path / "expect.yaml"
    expect.write_text("DORAL-99.9: >-\n  engine bug: no such rule\n", encoding="utf-8")
    code, output = domino_rules(
        ["fuzz", "--impl", NO_SEAT, "--rulebook", BOOK, "--hands", "1", "--expect", str(expect)]
    )
    assert code == 2 and "DORAL-99.9" in output
    expect.write_text("outcome: >-\n  the engine is wrong\n", encoding="utf-8")
    code, output = domino_rules(
        ["fuzz", "--impl", NO_SEAT, "--rulebook", BOOK, "--hands", "1", "--expect", str(expect)]
    )
    assert code == 2 and "must start with its class" in output
