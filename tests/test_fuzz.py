"""``domino-rules fuzz``: random hands on an implementation and the reference, compared after every action.

The faux implementation with ``team-totals-after-domino`` (a hand won by going out is credited to
the partnership with the lower pip total) must be found within 200 hands, shrunk to one play, and
written as a scenario that lint accepts, that fails on that faux and passes on the reference. The
reference fuzzed against itself over the wire protocol finds nothing.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.fuzz import deal, fuzz_hand, hand_rng, play_reference, shard_hands
from conformance.reference_adapter import ReferenceAdapter
from conformance.shrink import differences
from domino_rules import cli

ROOT = Path(__file__).resolve().parent.parent
FAUX = ROOT / "tests" / "faux" / "impl.py"
FAULTY = shlex.join([sys.executable, str(FAUX), "--fault", "team-totals-after-domino"])
REFERENCE = shlex.join([sys.executable, "-m", "conformance.reference_adapter"])
TITLE = "Fuzzing found a divergence"


def launch(args: list[str], features: Path | None = None) -> subprocess.Popen[str]:
    """Start ``domino-rules ARGS`` (with ``features`` as the suite's features folder)."""
    env = dict(os.environ)
    if features is not None:
        env["DOMINO_RULES_FEATURES"] = str(features)
    return subprocess.Popen(
        [sys.executable, "-m", "domino_rules", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )


def finish(process: subprocess.Popen[str]) -> tuple[int, str]:
    output, _ = process.communicate(timeout=300)
    return process.returncode, output


def domino_rules(args: list[str], features: Path | None = None) -> tuple[int, str]:
    return finish(launch(args, features))


def scenario_status(report: Path, rulebook: str) -> str:
    data = json.loads((report / "results.json").read_text(encoding="utf-8"))
    statuses = [s["status"] for s in data["scenarios"] if s["scenario"].startswith(f"{TITLE} ({rulebook},")]
    assert len(statuses) == 1, data["scenarios"]
    return str(statuses[0])


BOOKS = ("ndf-double-nine", "doral-partnership")


def test_the_planted_fault_is_found_and_printed_as_a_scenario_that_fails_it(tmp_path: Path) -> None:
    """Both rulebooks at once (fuzzing in parallel, one lint, one check per implementation): the checks dominate."""
    fuzzing = {
        book: launch(
            ["fuzz", "--impl", FAULTY, "--rulebook", book, "--hands", "200", "--fail-fast", "--seed", "0"]
            + ["--json", str(tmp_path / f"{book}.json")]
        )
        for book in BOOKS
    }
    features = tmp_path / "features"
    shutil.copytree(ROOT / "features", features)
    rules: list[str] = []
    for book, process in fuzzing.items():
        code, output = finish(process)
        assert code == 1, output
        summary = json.loads((tmp_path / f"{book}.json").read_text(encoding="utf-8"))
        example = summary["counterexample"]
        assert example is not None
        assert example["hand"] < 200 and summary["hands_checked"] == example["hand"] + 1
        assert "outcome.team" in {d["path"] for d in example["differences"]}
        assert example["reference"]["outcome"]["end"] == "domino"
        assert len(example["case"]["actions"]) == 1, "shrunk to the play that goes out"
        assert example["rules"] and all(summary["by_rule"][rule] == 1 for rule in example["rules"])
        assert example["group"] == "outcome"
        assert example["scenario"] in output and "JSON case:" in output and summary["reproduce"] in output
        (features / book / "fuzzed.feature").write_text(
            "Feature: Found by fuzzing\n\n" + example["scenario"], encoding="utf-8"
        )
        rules += example["rules"]

    code, output = domino_rules(["lint"], features)
    assert code == 0, output
    selection = [arg for book in BOOKS for arg in ("--rulebook", book)]
    selection += [arg for rule in rules for arg in ("--rule", rule)]
    faux = launch(["check", "--impl", FAULTY, *selection, "--report", str(tmp_path / "faux")], features)
    reference = launch(["check", *selection, "--report", str(tmp_path / "reference")], features)
    code, output = finish(faux)
    assert code == 1, output
    code, output = finish(reference)
    assert code == 0, output
    for book in BOOKS:
        assert scenario_status(tmp_path / "faux", book) == "failed"
        assert scenario_status(tmp_path / "reference", book) == "passed"


def test_the_reference_against_itself_over_the_protocol_finds_nothing(tmp_path: Path) -> None:
    summary_file = tmp_path / "fuzz.json"
    code, output = domino_rules(
        ["fuzz", "--impl", REFERENCE, "--hands", "50", "--jobs", "2", "--json", str(summary_file)]
    )
    assert code == 0, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    assert summary["hands_checked"] == 50 and summary["divergent_hands"] == 0 and summary["counterexample"] is None
    assert summary["requests"] == 50, "one request per hand, answered with the position after each action"


def test_an_implementation_without_steps_is_asked_a_prefix_at_a_time(tmp_path: Path) -> None:
    summary_file = tmp_path / "fuzz.json"
    no_steps = shlex.join([sys.executable, str(FAUX), "--fault", "no-steps"])
    code, output = domino_rules(["fuzz", "--impl", no_steps, "--hands", "5", "--json", str(summary_file)])
    assert code == 0, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    assert summary["divergent_hands"] == 0
    # the first hand is sent whole once; then every prefix of every hand, and never whole again
    assert summary["requests"] == 1 + summary["actions"] + 5


def test_hands_depend_on_the_seed_and_number_only_and_shards_split_them() -> None:
    assert sorted(shard_hands(10, (1, 3)) + shard_hands(10, (2, 3)) + shard_hands(10, (3, 3))) == list(range(10))
    first = fuzz_hand(ReferenceAdapter(), "fmd-couples", 7, 3, 1)
    again = fuzz_hand(ReferenceAdapter(), "fmd-couples", 7, 3, 0)
    assert first["prefix"] is None and again["prefix"] is None
    assert first["actions"] == again["actions"] and again["requests"] == 1
    assert deal("fmd-couples", hand_rng("fmd-couples", 7, 3)) != deal("fmd-couples", hand_rng("fmd-couples", 7, 4))


@pytest.mark.parametrize("rulebook", ["ndf-double-nine", "fmd-singles", "doral-partnership"])
def test_the_stepped_reference_answers_what_the_replayed_reference_answers(rulebook: str) -> None:
    adapter = ReferenceAdapter()
    for hand in range(3):
        rng = hand_rng(rulebook, 1, hand)
        setup = deal(rulebook, rng)
        actions, replies = play_reference(rulebook, setup, rng)
        assert replies[-1]["outcome"] is not None
        for prefix, stepped in enumerate(replies):
            replayed = adapter.hand({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": actions[:prefix]})
            assert stepped == replayed and differences(replayed, stepped) == []


def test_fuzzing_refuses_a_rulebook_not_in_the_spec(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["fuzz", "--impl", REFERENCE, "--rulebook", "no-such-book", "--hands", "1"])
    assert code == 2
    assert "no rulebook 'no-such-book' in the spec" in capsys.readouterr().err


@pytest.mark.parametrize("rulebook", ["ndf-double-nine", "doral-partnership"])
def test_a_request_with_each_answers_every_prefix_in_its_steps(rulebook: str) -> None:
    adapter = ReferenceAdapter()
    rng = hand_rng(rulebook, 2, 0)
    setup = deal(rulebook, rng)
    actions, _ = play_reference(rulebook, setup, rng)
    whole = adapter.hand({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": actions, "each": True})
    assert "steps" in whole
    steps = whole["steps"]
    assert len(steps) == len(actions) + 1
    for prefix, step in enumerate(steps):
        alone = adapter.hand({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": actions[:prefix]})
        # a step is the reply to the prefix, with only its own action's result
        assert step == {**alone, "results": alone["results"][-1:] if prefix else []}
    assert {**steps[-1], "results": whole["results"]} == {k: v for k, v in whole.items() if k != "steps"}


DEALER = ROOT / "tests" / "faux" / "dealer.py"


def test_an_engine_only_dealt_its_hands_is_fuzzed_with_complete_deals(tmp_path: Path) -> None:
    """The dealer faux claims ``deal-play`` alone: fuzz sends it complete deals (every tile dealt or
    undealt, no position), finds nothing on the faithful one and the planted fault on the other."""
    from conformance.messages import deal_problems, is_deal
    from rulespec import cached_spec
    from rulespec.grammar import set_tiles

    setup = deal("ndf-double-nine", hand_rng("ndf-double-nine", 3, 0), complete=True)
    assert is_deal(setup) and deal_problems(setup, set_tiles(9)) == []
    assert setup["hands"] == deal("ndf-double-nine", hand_rng("ndf-double-nine", 3, 0))["hands"]
    clean = tmp_path / "clean.json"
    code, output = domino_rules(
        [
            "fuzz",
            "--impl",
            shlex.join([sys.executable, str(DEALER)]),
            "--hands",
            "6",
            "--seed",
            "3",
            "--json",
            str(clean),
        ]
    )
    assert code == 0, output[-2000:]
    summary = json.loads(clean.read_text(encoding="utf-8"))
    assert summary["hands_checked"] == 6 and summary["divergent_hands"] == 0 and summary["actions"] > 6 * 4
    faulty = tmp_path / "faulty.json"
    command = shlex.join([sys.executable, str(DEALER), "--fault", "lead-stays"])
    code, output = domino_rules(["fuzz", "--impl", command, "--hands", "6", "--seed", "3", "--json", str(faulty)])
    assert code == 1, output[-2000:]
    found = json.loads(faulty.read_text(encoding="utf-8"))
    rotation = cached_spec().rulebook("ndf-double-nine").enforcer("lead-rotates-counter-clockwise")
    assert rotation is not None
    assert found["divergent_hands"] == 6 and found["by_rule"] == {rotation.id: 6}
    example = found["counterexample"]
    assert is_deal(example["case"]["setup"]) and [d["path"] for d in example["differences"]] == ["next_leader"]
    assert "And the undealt tiles are" in example["scenario"]


@pytest.mark.parametrize(("fault", "rule"), [("lax-pass", "NDF-4.1"), ("misfit-accepted", "NDF-7.1")])
def test_fuzz_tries_forbidden_actions_and_finds_an_engine_that_accepts_them(
    fault: str, rule: str, tmp_path: Path
) -> None:
    """An engine that accepts a pass while holding a tile that fits (or a tile that fits no end) plays every legal
    hand like the reference: only the forbidden actions fuzzing tries tell it apart, and the shrunk scenario
    checks the refusal."""
    faulty = shlex.join([sys.executable, str(ROOT / "tests" / "faux" / "impl.py"), "--fault", fault])
    summary_file = tmp_path / "fuzz.json"
    legal_only = domino_rules(
        ["fuzz", "--impl", faulty, "--hands", "30", "--illegal", "0", "--json", str(summary_file)]
    )
    assert legal_only[0] == 0, legal_only[1]
    code, output = domino_rules(["fuzz", "--impl", faulty, "--hands", "30", "--json", str(summary_file)])
    assert code == 1, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    example = summary["counterexample"]
    assert example["group"] == "legality" and rule in example["rules"] and summary["illegal"] == 0.05
    assert f"Then the last action is refused under {rule}" in example["scenario"]
    assert len(example["case"]["actions"]) <= 3, "shrunk to the forbidden action"
