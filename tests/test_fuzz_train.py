"""``domino-rules fuzz`` on the train family: random Mexican Train hands on an implementation and the reference.

A faux implementation with one planted train fault is found within a few dozen hands, shrunk, and written
as a scenario in the suite's train steps that lint accepts, that fails on that faux and passes on the
reference. The reference against itself finds nothing, and the random play reaches the train family's
corners (doubles left open, markers, taps, markers left on).
"""

from __future__ import annotations

import json
import random
import shlex
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest

from conformance.fuzz_train import deal, fuzz_hand, play_hand, request_of
from conformance.messages import TrainReply, TrainRequest
from conformance.reference_adapter import ReferenceAdapter
from conformance.reference_train import train_hand
from tests.test_fuzz import FAUX, ROOT, domino_rules, finish, launch, scenario_status

BOOK = "mexican-train"
FAULTS = {"train-double-one-side": "trains.", "train-no-credit": "outcome.scores"}
"""Each planted fault, and the observation it must show up in."""
PASTED = "train-no-credit"


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_planted_train_fault_is_found_and_printed_as_a_scenario_that_fails_it(fault: str, tmp_path: Path) -> None:
    faulty = shlex.join([sys.executable, str(FAUX), "--fault", fault])
    summary_file = tmp_path / "fuzz.json"
    code, output = domino_rules(
        ["fuzz", "--impl", faulty, "--rulebook", BOOK, "--hands", "30", "--fail-fast", "--check-every", "10"]
        + ["--json", str(summary_file)]
    )
    assert code == 1, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    example = summary["counterexample"]
    assert example is not None and summary["hands_checked"] == example["hand"] + 1
    assert any(d["path"].startswith(FAULTS[fault]) for d in example["differences"]), example["differences"]
    assert example["rules"] and "unattributed" not in example["rules"]
    assert example["scenario"] in output and summary["reproduce"] in output
    # shrunk: set up at a later position than the deal, and shorter than the hand it came from
    assert "turn" in example["case"]["setup"]
    assert len(example["case"]["actions"]) < summary["actions"]
    if fault != PASTED:
        return
    # one fault's scenario goes through lint and the suite (the costly part: once is enough)
    features = tmp_path / "features"
    shutil.copytree(ROOT / "features", features)
    (features / BOOK / "fuzzed.feature").write_text(
        "Feature: Found by fuzzing\n\n" + example["scenario"], encoding="utf-8"
    )
    code, output = domino_rules(["lint"], features)
    assert code == 0, output
    selection = ["--rulebook", BOOK] + [arg for rule in example["rules"] for arg in ("--rule", rule)]
    faux = launch(["check", "--impl", faulty, *selection, "--report", str(tmp_path / "faux")], features)
    reference = launch(["check", *selection, "--report", str(tmp_path / "reference")], features)
    code, output = finish(faux)
    assert code == 1, output
    code, output = finish(reference)
    assert code == 0, output
    assert scenario_status(tmp_path / "faux", BOOK) == "failed"
    assert scenario_status(tmp_path / "reference", BOOK) == "passed"


def test_the_reference_against_itself_finds_nothing_and_the_play_reaches_the_corners() -> None:
    adapter = ReferenceAdapter()
    seen: Counter[str] = Counter()
    for hand in range(30):
        result = fuzz_hand(adapter, BOOK, 0, hand, 7)
        assert result["prefix"] is None and result["differences"] == []
        played = play_hand(BOOK, 0, hand)
        last = played.replies[-1]
        assert last["outcome"] is not None
        seen[last["outcome"]["end"]] += 1
        seen.update(a["type"] for a in played.case["actions"])
        seen["late tap"] += bool(last["taps"])
        seen["marker left on"] += any(a.get("keep_marker") for a in played.case["actions"] if a["type"] == "play")
    for corner in ("out", "open-double", "play", "draw", "pass", "tap", "late tap", "marker left on"):
        assert seen[corner] > 0, seen


def test_the_stepped_reference_answers_what_the_replayed_reference_answers() -> None:
    for hand in range(3):
        played = play_hand(BOOK, 5, hand)
        case = played.case
        for prefix in range(0, len(case["actions"]) + 1, 4):
            replayed = train_hand(request_of({**case, "actions": case["actions"][:prefix]}))
            assert replayed == played.replies[prefix]


def test_deals_depend_on_the_seed_and_number_only() -> None:
    assert play_hand(BOOK, 3, 1).case == play_hand(BOOK, 3, 1).case
    first, other = play_hand(BOOK, 3, 1).case["setup"], play_hand(BOOK, 3, 2).case["setup"]
    assert first != other
    whole = [t for tiles in first["hands"].values() for t in tiles] + first["boneyard"]
    assert len(whole) == len(set(whole)) == 90, "the set less the starting double, each tile once"
    assert f"{first['start']}-{first['start']}" not in whole
    assert deal(BOOK, random.Random(0)) == deal(BOOK, random.Random(0))


class _Stepless(ReferenceAdapter):
    """The reference, answering ``each`` without ``steps`` (a program that never learnt the batch form)."""

    def train(self, request: TrainRequest) -> TrainReply:
        reply = super().train(request)
        reply.pop("steps", None)
        return reply


class _OneStepWrong(ReferenceAdapter):
    """The reference, but the position after action ``at`` reports one tile fewer in the bone-yard, in a
    batch's step and in the reply to that prefix alike (a consistent program with one wrong count)."""

    def __init__(self, at: int) -> None:
        super().__init__()
        self.at = at

    def train(self, request: TrainRequest) -> TrainReply:
        reply = super().train(request)
        if len(request["actions"]) == self.at:
            reply["boneyard"] -= 1
        steps = reply.get("steps")
        if steps is not None and len(steps) > self.at:
            steps[self.at]["boneyard"] -= 1
        return reply


def test_a_whole_hand_goes_in_one_request_with_each() -> None:
    for hand in range(5):
        result = fuzz_hand(ReferenceAdapter(), BOOK, 4, hand, 1, each=True)
        assert result["batched"] and result["requests"] == 1, result
        assert result["prefix"] is None and result["differences"] == []


def test_a_reply_without_steps_is_asked_one_prefix_at_a_time() -> None:
    result = fuzz_hand(_Stepless(), BOOK, 4, 0, 1, each=True)
    assert not result["batched"]
    assert result["requests"] == 1 + result["actions"] + 1, "the batch, then every prefix from 0 to the whole hand"
    assert result["prefix"] is None


@pytest.mark.parametrize("each", [True, False], ids=["batched", "prefix by prefix"])
def test_a_wrong_step_is_found_at_its_own_prefix(each: bool) -> None:
    result = fuzz_hand(_OneStepWrong(9), BOOK, 4, 0, 1, each=each)
    assert result["batched"] is each
    assert result["prefix"] == 9
    assert [d["path"] for d in result["differences"]] == ["boneyard"]
    case = result["case"]
    assert case is not None and len(case["actions"]) == 9
