"""The Mexican Train event: seating from the standings, the checker over random events and tampered ones,
and the organiser's commands end to end."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from organiser import train_cli
from organiser.cli import main
from organiser.train_event import (
    SCHEMA,
    TableRecord,
    TrainEventError,
    check_event,
    create,
    from_json,
    record_table,
    seat_next_hand,
    simulate_event,
    standings,
    to_json,
)


@settings(max_examples=5, deadline=None)
@given(st.integers(2, 30), st.integers(0, 2**32))
def test_a_simulated_event_breaks_no_rule(players: int, seed: int) -> None:
    event = simulate_event("mexican-train", players, random.Random(seed))
    assert len(event.hands) == 13
    assert sorted(h.start for h in event.hands) == list(range(13))
    assert check_event(event) == []
    assert from_json(json.loads(json.dumps(to_json(event))), "memory") == event
    for hand in event.hands:
        for table in hand.tables:
            assert 2 <= len(table.seats) <= 7
            assert table.scores is not None
            assert sum(1 for s in table.scores.values() if s == -25) <= 1


def test_tampering_is_found_with_its_rule() -> None:
    event = simulate_event("mexican-train", 12, random.Random(5), late_chance=0.0, drop_chance=0.0)
    hands = list(event.hands)
    hands[3] = replace(hands[3], start=hands[1].start)
    assert "MT-R2.1" in {rule for _, _, rule, _ in check_event(replace(event, hands=tuple(hands)))}
    hands = list(event.hands)
    first = hands[2].tables[0]
    swapped = replace(first, seats=(first.seats[1], first.seats[0], *first.seats[2:]))
    hands[2] = replace(hands[2], tables=(swapped, *hands[2].tables[1:]))
    found = check_event(replace(event, hands=tuple(hands)))
    assert [(h, rule) for h, _, rule, _ in found] == [(3, "MT-R1.1")]


def test_two_players_out_at_one_table_are_refused_on_entry() -> None:
    event = seat_next_hand(create("mexican-train", ["a", "b", "c"]), 12)
    with pytest.raises(TrainEventError, match=r"MT-S2\.1: hand 1 table 1: 2 players went out"):
        record_table(event, 1, {"a": -25, "b": -25, "c": 3})
    with pytest.raises(TrainEventError, match="no score for c"):
        record_table(event, 1, {"a": -25, "b": 4})


def test_the_next_hand_is_seated_by_the_totals_with_lateness_and_absence() -> None:
    event = seat_next_hand(create("mexican-train", ["a", "b", "c", "d"]), 12)
    event = record_table(event, 1, {"a": 30, "b": -25, "c": 8}, late={"c": 3}, absent=["d"])
    rows = {row.entrant: row.total for row in standings(event)}
    assert rows == {"a": 30, "b": -25, "c": 8 + 15, "d": 50 + 30}
    assert [t.seats for t in seat_next_hand(event, 0).hands[-1].tables] == [("b", "c", "a", "d")]
    with pytest.raises(TrainEventError, match=r"MT-R2\.1: 12-12 has started a hand already"):
        seat_next_hand(event, 12)


def test_the_commands_run_an_event(tmp_path: Path) -> None:
    path = str(tmp_path / "event.json")
    out = io.StringIO()

    def run(*argv: str) -> int:
        return main(["train", *argv], out)

    assert run("create", path, "--player", "a", "--player", "b", "--player", "c") == 0
    assert run("create", path, "--player", "a", "--player", "b") == 2  # no overwrite without --force
    assert run("seat", path, "--start", "12") == 0
    assert run("record", path, "1", "--score", "a=10", "--score", "b=-25", "--score", "c=3") == 0
    assert run("seat", path, "--start", "4") == 0
    assert "table 1: b c a" in out.getvalue()
    assert run("check", path) == 0
    assert run("standings", path, "--json") == 0
    data = json.loads(out.getvalue()[out.getvalue().index("[") :])
    assert [row["player"] for row in data] == ["b", "c", "a"]
    broken = json.loads(Path(path).read_text())
    broken["hands"][0]["tables"][0]["seats"] = ["c", "b", "a"]
    Path(path).write_text(json.dumps(broken))
    assert run("check", path) == 1


def test_a_table_record_names_unknown_players() -> None:
    event = seat_next_hand(create("mexican-train", ["a", "b"]), 12)
    with pytest.raises(TrainEventError, match="z not seated here"):
        record_table(event, 1, {"a": 1, "b": -25, "z": 4})
    assert TableRecord(("a", "b")).scores is None


def test_the_benchmark_runs_on_a_small_sample(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.train import main as benchmark

    assert benchmark(["--hands", "3", "--players", "9"]) == 0
    printed = capsys.readouterr().out
    assert "random complete hands/s" in printed and "9-player event, 13 hands" in printed


def test_the_walkthrough_on_the_organisers_page_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every command of the page's thirteen-hand walkthrough, in order: refused where its note says, and the
    final standings are the totals counted by hand from the walkthrough's scores (lateness 4 x 5 for bo in
    hand 3; 50 + 33 for cy, absent in hand 6; di dropped after hand 9)."""
    monkeypatch.chdir(tmp_path)
    for command, note in train_cli.WALKTHROUGH:
        out = io.StringIO()
        code = main(["train", *command.split()], out)
        assert code == (2 if note.startswith("refused") else 0), (command, out.getvalue())
    data = json.loads((tmp_path / "event.json").read_text(encoding="utf-8"))
    assert len(data["hands"]) == 13 and sorted(h["start"] for h in data["hands"]) == list(range(13))
    out = io.StringIO()
    assert main(["train", "standings", "event.json", "--json"], out) == 0
    rows = json.loads(out.getvalue())
    assert [(r["player"], r["total"], r["dropped"]) for r in rows] == [
        ("ana", 4, False),
        ("bo", 128, False),
        ("cy", 158, False),
        ("di", 99, True),
    ]


def test_the_event_file_schema_describes_every_field_and_names_a_bad_one(tmp_path: Path) -> None:
    def fields(node: object, where: str) -> list[str]:
        """Every property of the schema without a description."""
        missing: list[str] = []
        if isinstance(node, dict):
            for name, sub in node.get("properties", {}).items():
                if "description" not in sub:
                    missing.append(f"{where}.{name}")
                missing += fields(sub, f"{where}.{name}")
            missing += fields(node.get("items"), f"{where}[]")
        return missing

    assert fields(SCHEMA, "") == []
    out = io.StringIO()
    assert main(["train", "schema"], out) == 0
    assert json.loads(out.getvalue()) == SCHEMA
    event = simulate_event("mexican-train", 6, random.Random(3))
    data = to_json(event)
    assert Draft202012Validator(SCHEMA).is_valid(data)
    cast(list[dict[str, Any]], data["hands"])[2]["tables"][0]["seats"] = "ana bo"
    with pytest.raises(
        TrainEventError, match=r"memory: hands\[2\]\.tables\[0\]\.seats: 'ana bo' is not of type 'array'"
    ):
        from_json(data, "memory")
