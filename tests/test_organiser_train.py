"""A Mexican Train event through the one organiser: seating from the standings, the checker over random events
and tampered ones, lateness, absence, drops and penalties, the hand sheet, files of the earlier format, and
``tournament train ...`` kept one release as an alias that says what replaced it."""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stderr
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from organiser import cli
from organiser.checker import check
from organiser.event import create, pair, record, withdraw
from organiser.families.base import EventError, Given
from organiser.families.train import TRAIN, simulate_event, standing_rows
from organiser.file import dump, load, parse
from organiser.model import Entrant, PlayerScores, TableRecord, Tournament
from reference_impl.errors import SetupError
from reference_impl.train import event as rules_of_event


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli.main(list(argv), out=out)
    return code, out.getvalue(), err.getvalue()


def totals(event: Tournament) -> dict[str, int]:
    return {row.entrant: row.total for row in standing_rows(event)}


def players(*ids: str) -> Tournament:
    return create("mexican-train", None, [Entrant(p) for p in ids])


@settings(max_examples=5, deadline=None)
@given(st.integers(2, 30), st.integers(0, 2**32))
def test_a_simulated_event_breaks_no_rule_and_reads_back(count: int, seed: int) -> None:
    event = simulate_event("mexican-train", count, random.Random(seed))
    assert len(event.rounds) == 13
    assert sorted(r.start or 0 for r in event.rounds) == list(range(13))
    assert check(event) == []
    assert parse(json.loads(json.dumps(dump(event)))) == event
    for rnd in event.rounds:
        for table in rnd.tables:
            assert 2 <= len(table.seats) <= 7
            result = table.result
            assert isinstance(result, PlayerScores)
            assert sum(1 for s in result.scores.values() if s == -25) <= 1


def test_tampering_is_found_with_its_rule() -> None:
    event = simulate_event("mexican-train", 12, random.Random(5), late_chance=0.0, drop_chance=0.0)
    rounds = list(event.rounds)
    rounds[3] = replace(rounds[3], start=rounds[1].start)
    assert "MT-R2.1" in {f.rule for f in check(replace(event, rounds=tuple(rounds)))}
    rounds = list(event.rounds)
    first = rounds[2].tables[0]
    swapped = replace(first, seats=(first.seats[1], first.seats[0], *first.seats[2:]))
    rounds[2] = replace(rounds[2], tables=(swapped, *rounds[2].tables[1:]))
    found = check(replace(event, rounds=tuple(rounds)))
    assert [(f.round, f.rule) for f in found] == [(3, "MT-R1.1")]
    assert str(found[0]).startswith("hand 3: MT-R1.1: tables ")


def test_two_players_out_at_one_table_are_refused_on_entry(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("create", str(path), "--rulebook", "mexican-train", "--entrant=a", "--entrant=b", "--entrant=c")[0] == 0
    assert run("pair", str(path), "--start", "12")[0] == 0
    before = path.read_bytes()
    code, out, err = run("record", str(path), "1", "1", "--scores", "a=-25", "b=-25", "c=3")
    assert code == 2 and "refused: hand 1, table 1: MT-S2.1: 2 players went out (a, b)" in out
    assert path.read_bytes() == before
    for scores, words in (
        (("a=-25", "b=4"), "hand 1, table 1: MT-S1.1: no score for c"),
        (("a=-25", "b=4", "c=3", "z=4"), "MT-R1.1: z not seated here"),
        (("100", "62"), "--scores A B do(es) not apply here: a Mexican Train hand"),
    ):
        code, _, err = run("record", str(path), "1", "1", "--scores", *scores)
        assert code == 2 and words in err, err
    for option, words in (
        (("--forfeit", "1"), "--forfeit do(es) not apply here"),
        (("--sets", "3-1"), "--sets do(es) not apply here"),
        (("--late", "c=12"), "MT-T1.1: c 12 minutes late yet played the hand"),
    ):
        code, _, err = run("record", str(path), "1", "1", "--scores", "a=-25", "b=4", "c=3", *option)
        assert code == 2 and words in err, err
    assert path.read_bytes() == before


def test_the_next_hand_is_seated_by_the_totals_with_lateness_and_absence() -> None:
    event, _ = pair(players("a", "b", "c", "d"), 12)
    event = record(event, 1, 1, Given(by_player={"a": 30, "b": -25, "c": 8}, late={"c": 3}, absent=("d",)))
    assert totals(event) == {"a": 30, "b": -25, "c": 8 + 15, "d": 50 + 30}
    assert [t.seats for t in pair(event, 0)[1].tables] == [("b", "c", "a", "d")]
    with pytest.raises(SetupError, match=r"MT-R2\.1: 12-12 has started a hand already"):
        pair(event, 12)
    with pytest.raises(
        EventError, match=r"give the starting double drawn for it \(--start N, MT-R2\.1\); not used yet"
    ):
        pair(event, None)


def test_a_player_absent_two_hands_running_is_dropped_and_a_drop_is_a_withdrawal() -> None:
    event, _ = pair(players("a", "b", "c", "d"), 12)
    event = record(event, 1, 1, Given(by_player={"a": 30, "b": -25, "c": 8}, absent=("d",)))
    event, seated = pair(event, 11)
    event = record(event, 2, 1, Given(by_player={"a": 3, "b": -25, "c": 8}, absent=("d",)))
    rows = {row.entrant: row for row in standing_rows(event)}
    assert rows["d"].dropped and not rows["a"].dropped  # MT-T1.2
    event = withdraw(event, "c")
    event, seated = pair(event, 10)
    assert [t.seats for t in seated.tables] == [("b", "a")]
    assert [row.entrant for row in rules_of_event.standings(standing_rows(event))][-2:] == ["c", "d"]


def test_a_penalty_is_added_to_the_hand_it_was_given_in(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("create", str(path), "--rulebook", "mexican-train", "--entrant=a", "--entrant=b", "--entrant=c")[0] == 0
    assert run("pair", str(path), "--start", "12")[0] == 0
    assert run("record", str(path), "1", "1", "--scores", "a=-25", "b=4", "c=3")[0] == 0
    code, out, _ = run("penalty", str(path), "c", "--rule", "MT-X1.1", "--points", "10", "--note", "slow")
    assert code == 0 and "hand 1: c penalised 10 points under MT-X1.1" in out
    assert totals(load(path)) == {"a": -25, "b": 4, "c": 13}
    for options, words in (
        (("--rule", "MT-X1.1"), "MT-X1.1 leaves the penalty to the judge: give the points"),
        (("--rule", "MT-T1.1"), "lateness is recorded with the table's scores (record --late or --absent)"),
        (("--rule", "NDF-3.1"), "NDF-3.1 is not a rule of mexican-train"),
    ):
        code, _, err = run("penalty", str(path), "a", *options)
        assert code == 2 and words in err, err


def test_the_hand_sheet_lists_each_table_its_seats_in_order_and_the_starting_double(tmp_path: Path) -> None:
    event = simulate_event("mexican-train", 11, random.Random(3), hands=4)
    sheet = TRAIN.tables(event, 4)
    assert sheet.title == "Hand 4: starting double " + f"{event.rounds[3].start}-{event.rounds[3].start}"
    seated = [(row[0], row[1], row[2]) for row in sheet.rows]
    expected = [(t, s, p) for t, table in enumerate(event.rounds[3].tables, 1) for s, p in enumerate(table.seats, 1)]
    assert seated == expected
    assert [count for _, count in sheet.blocks] == [len(t.seats) for t in event.rounds[3].tables]
    before = {row.entrant: row.total for row in standing_rows(event, 3)}
    assert all(row[4] == before[str(row[2])] for row in sheet.rows), "each player's total before the hand"
    path = tmp_path / "t.json"
    assert run("simulate", str(path), "--rulebook", "mexican-train", "--entrants", "11", "--rounds", "4")[0] == 0
    assert run("pair", str(path), "--start", str(_unused(load(path))))[0] == 0
    assert run("export", str(path), "--round", "5", "--csv", str(tmp_path / "h5.csv"))[0] == 0
    lines = (tmp_path / "h5.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "table,seat,entrant,name,total before,score,minutes late,hand total" and len(lines) == 12
    assert all(line.endswith(",,,") for line in lines[1:]), "the scores are blank until recorded"


def _unused(event: Tournament) -> int:
    return next(n for n in range(13) if n not in {r.start for r in event.rounds})


def test_entrants_join_before_hand_1_only(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("create", str(path), "--rulebook", "mexican-train", "--entrant=a")[0] == 0
    code, _, err = run("pair", str(path), "--start", "12")
    assert code == 2 and "1 players: MT-R3.1 needs at least 2 at a table" in err
    assert run("add", str(path), "b", "--name", "Bo")[0] == 0
    assert run("pair", str(path), "--start", "12")[0] == 0
    code, _, err = run("add", str(path), "c")
    assert code == 2 and "hand 1 is seated" in err


def test_the_train_commands_of_the_last_release_still_work_and_say_what_replaced_them(tmp_path: Path) -> None:
    path = str(tmp_path / "event.json")
    code, _, err = run("train", "create", path, "--player", "a", "--player", "b", "--player", "c")
    assert code == 0
    assert err.startswith("domino-rules tournament train create: replaced by `domino-rules tournament create ")
    assert "--entrant=a --entrant=b --entrant=c" in err and "goes in the next release" in err
    assert run("train", "create", path, "--player", "a", "--player", "b")[0] == 2  # no overwrite without --force
    code, _, err = run("train", "seat", path, "--start", "12")
    assert code == 0 and f"replaced by `domino-rules tournament pair {path} --start 12`" in err
    code, _, err = run("train", "record", path, "1", "--score", "a=10", "--score", "b=-25", "--score", "c=3")
    assert code == 0 and f"`domino-rules tournament record {path} 1 1 --scores a=10 b=-25 c=3`" in err
    assert run("train", "seat", path, "--start", "4")[0] == 0
    code, out, err = run("train", "standings", path, "--json")
    assert code == 0 and [row["entrant"] for row in json.loads(out)] == ["b", "c", "a"]
    code, _, err = run("train", "drop", path, "a")
    assert code == 0 and f"`domino-rules tournament withdraw {path} a`" in err
    assert run("train", "check", path)[0] == 0
    code, out, err = run("train", "schema")
    assert code == 0 and json.loads(out)["title"] == "domino-rules tournament file"
    sim = str(tmp_path / "sim.json")
    code, _, err = run("train", "simulate", sim, "--players", "6", "--seed", "2")
    assert code == 0 and "--entrants 6 --seed 2" in err and len(load(Path(sim)).rounds) == 13


def test_a_file_of_the_earlier_format_is_read_and_rewritten_in_the_one_format(tmp_path: Path) -> None:
    old: dict[str, object] = {
        "format": "mexican-train-event",
        "rulebook": "mexican-train",
        "name": "Old night",
        "players": ["a", "b", "c"],
        "hands": [
            {
                "start": 12,
                "drops": ["c"],
                "tables": [{"seats": ["a", "b", "c"], "scores": {"a": -25, "b": 9}, "late": {"b": 2}, "absent": ["c"]}],
            },
            {"start": 3, "drops": [], "tables": [{"seats": ["a", "b"], "scores": None, "late": {}, "absent": []}]},
        ],
    }
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    assert run("check", str(path))[0] == 0
    event = load(path)
    assert [e.withdrawn for e in event.entrants] == [None, None, 2] and event.rounds[1].start == 3
    assert totals(event) == {"a": -25, "b": 9 + 10, "c": 50 + 9}
    assert run("record", str(path), "2", "1", "--scores", "a=4", "b=-25")[0] == 0
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "domino-rules/tournament/1"
    assert (tmp_path / "old.json.previous").read_text(encoding="utf-8") == text, "the old file is kept for undo"


def test_a_table_of_the_file_names_unknown_players() -> None:
    event, _ = pair(players("a", "b"), 12)
    data = dump(replace(event, rounds=(replace(event.rounds[0], tables=(TableRecord(("a", "z")),)),)))
    with pytest.raises(ValueError, match=r"rounds\[0\]\.tables\[0\]\.seats\[1\]: hand 1, table 1: unknown entrant 'z'"):
        parse(data, "memory")


def test_the_benchmark_runs_on_a_small_sample(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.train import main as benchmark

    assert benchmark(["--hands", "3", "--players", "9"]) == 0
    printed = capsys.readouterr().out
    assert "random complete hands/s" in printed and "9-player event, 13 hands" in printed
