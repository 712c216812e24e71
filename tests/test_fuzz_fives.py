"""``domino-rules fuzz`` on the all-fives family: random singles and doubles deals played out, with draws.

A faux implementation that rounds a hand's points down instead of to the nearest five is found within a
few dozen hands and written as a deal-and-play scenario that lint accepts, that fails on that faux and
passes on the reference; the reference against itself finds nothing, over singles and doubles deals.
"""

from __future__ import annotations

import json
import random
import shlex
import shutil
import sys
from pathlib import Path

from conformance.fuzz import deal, fuzz_hand, play_reference
from conformance.reference_adapter import ReferenceAdapter
from tests.test_fuzz import FAUX, ROOT, domino_rules, finish, launch, scenario_status

BOOK = "wcdt-all-fives"
FAULTY = shlex.join([sys.executable, str(FAUX), "--fault", "fives-round-down"])


def test_the_rounding_fault_is_found_and_printed_as_a_scenario_that_fails_it(tmp_path: Path) -> None:
    summary_file = tmp_path / "fuzz.json"
    code, output = domino_rules(
        ["fuzz", "--impl", FAULTY, "--rulebook", BOOK, "--hands", "40", "--fail-fast", "--json", str(summary_file)]
    )
    assert code == 1, output
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    example = summary["counterexample"]
    assert example is not None and example["hand"] < 40
    assert "outcome.points" in {d["path"] for d in example["differences"]}
    assert example["rules"] == ["WCDT-6.1"] and example["scenario"] in output
    assert "undealt" in example["case"]["setup"], "a complete deal, played from its lead"

    features = tmp_path / "features"
    shutil.copytree(ROOT / "features", features)
    (features / BOOK / "fuzzed.feature").write_text(
        "Feature: Found by fuzzing\n\n" + example["scenario"], encoding="utf-8"
    )
    code, output = domino_rules(["lint"], features)
    assert code == 0, output
    selection = ["--rulebook", BOOK, "--rule", "WCDT-6.1"]
    faux = launch(["check", "--impl", FAULTY, *selection, "--report", str(tmp_path / "faux")], features)
    reference = launch(["check", *selection, "--report", str(tmp_path / "reference")], features)
    code, output = finish(faux)
    assert code == 1, output
    code, output = finish(reference)
    assert code == 0, output
    assert scenario_status(tmp_path / "faux", BOOK) == "failed"
    assert scenario_status(tmp_path / "reference", BOOK) == "passed"


def test_the_reference_against_itself_finds_nothing_over_singles_and_doubles() -> None:
    adapter = ReferenceAdapter()
    tables: set[int] = set()
    drew = False
    for hand in range(12):
        result = fuzz_hand(adapter, BOOK, 0, hand, 4)
        assert result["prefix"] is None and result["differences"] == []
        rng = random.Random(f"domino-rules fuzz/{BOOK}/0/{hand}")
        setup = deal(BOOK, rng)
        tables.add(len(setup["hands"]))
        actions, replies = play_reference(BOOK, setup, rng)
        assert replies[-1]["outcome"] is not None
        drew = drew or any(a["type"] == "draw" for a in actions)
    assert tables == {2, 4} and drew
