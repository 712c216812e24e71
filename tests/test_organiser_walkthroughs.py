"""The organisers' page walkthroughs, run command by command: an FMD singles event and a 9-player Mexican Train
event (from a CSV, seated, recorded table by table for 13 hands with one undo and one lateness, checked,
exported to HTML and CSV, simulated) through the same verbs."""

from __future__ import annotations

import csv
import io
import shlex
from contextlib import redirect_stderr
from pathlib import Path

import pytest

from organiser import cli
from organiser.checker import check
from organiser.file import load
from organiser.model import PlayerScores
from organiser.walkthroughs import FMD_SINGLES, MEXICAN_TRAIN, WALKTHROUGHS, Walkthrough


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli.main(argv, out=out)
    return code, out.getvalue(), err.getvalue()


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def play(walk: Walkthrough, folder: Path) -> list[tuple[str, str, str]]:
    """Every step of ``walk`` in ``folder``: each refused where its note says (and nothing changed), else done.
    Returns (command, printed, said on stderr) for each step."""
    for name, text in walk.files:
        (folder / name).write_text(text, encoding="utf-8")
    said: list[tuple[str, str, str]] = []
    for command, note in walk.steps:
        before = files(folder)
        code, out, err = run(
            [str(folder / w) if w.endswith((".json", ".csv", ".html")) else w for w in shlex.split(command)]
        )
        refused = note.startswith("refused")
        assert code == (2 if refused else 0), (command, out, err)
        if refused:
            assert files(folder) == before, f"{command}: a refused command changed a file"
        said.append((command, out, err))
    return said


@pytest.mark.parametrize("walk", WALKTHROUGHS, ids=[w.event for w in WALKTHROUGHS])
def test_every_step_of_the_walkthrough_runs_as_its_note_says(tmp_path: Path, walk: Walkthrough) -> None:
    play(walk, tmp_path)
    event = load(tmp_path / walk.event)
    assert check(event) == [], "the event the walkthrough leaves keeps every rule"


def test_both_events_are_run_through_the_same_verbs() -> None:
    def verbs(walk: Walkthrough) -> set[str]:
        return {command.split()[0] for command, _ in walk.steps}

    shared = {"create", "pair", "record", "undo", "penalty", "standings", "check", "export", "simulate"}
    assert verbs(FMD_SINGLES) == verbs(MEXICAN_TRAIN) == shared
    assert all(not command.startswith("train ") for walk in WALKTHROUGHS for command, _ in walk.steps)


def test_the_mexican_train_walkthrough_is_the_event_the_issue_asks_for(tmp_path: Path) -> None:
    said = play(MEXICAN_TRAIN, tmp_path)
    commands = [command for command, _, _ in said]
    # created from a CSV of 9 players with Spanish columns separated by semicolons
    assert commands[0].startswith("create train.json --rulebook mexican-train --csv train-players.csv")
    assert "9 entrants, read as UTF-8, separated by semicolons" in said[0][1]
    event = load(tmp_path / "train.json")
    assert event.mode == "train" and [e.name for e in event.entrants][-1] == "Inés"
    # seated and recorded table by table for 13 hands, each double once
    assert len(event.rounds) == 13 and sorted(r.start or 0 for r in event.rounds) == list(range(13))
    assert all(table.result is not None for rnd in event.rounds for table in rnd.tables)
    tables = sum(len(rnd.tables) for rnd in event.rounds)
    recorded = [c for c, note in MEXICAN_TRAIN.steps if c.startswith("record ") and not note.startswith("refused")]
    assert tables == 26 and len(recorded) == tables + 1, "every table recorded once, one of them twice (the undo)"
    # one undo, one lateness
    assert [c for c in commands if c.startswith("undo")] == ["undo train.json"]
    lateness = [c for c in commands if "--late" in c]
    assert len(lateness) == 1
    late = [
        (t.result.late, rnd.number)
        for rnd in event.rounds
        for t in rnd.tables
        if isinstance(t.result, PlayerScores) and t.result.late
    ]
    assert len(late) == 1 and list(late[0][0].values()) == [4]
    # the undone mistake left no trace: the table holds the scores recorded after the undo
    undone = commands.index("undo train.json")
    again = commands[undone + 1]
    wrong = commands[undone - 1]
    assert wrong != again and wrong.split()[:4] == again.split()[:4] == ["record", "train.json", "2", "2"]
    kept = event.rounds[1].tables[1].result
    assert kept is not None and " ".join(f"{p}={s}" for p, s in getattr(kept, "scores", {}).items()) in again
    # checked: nothing wrong
    checked = next(out for command, out, _ in said if command == "check train.json")
    assert checked.endswith("13 hand(s) checked, nothing wrong\n")
    # exported to HTML and CSV: the standings and the hand sheet
    page = (tmp_path / "train-standings.html").read_text(encoding="utf-8")
    assert '<meta name="viewport"' in page and "Standings after hand 13" in page
    rows = list(csv.DictReader(io.StringIO((tmp_path / "train-standings.csv").read_text(encoding="utf-8"))))
    assert len(rows) == 9 and [int(r["rank"]) for r in rows] == list(range(1, 10))
    assert all(sum(int(r[f"hand {n}"]) for n in range(1, 14)) == int(r["total"]) for r in rows)
    totals = [int(r["total"]) for r in rows]
    assert totals == sorted(totals), "lowest total first"
    sheet = (tmp_path / "hand1.html").read_text(encoding="utf-8")
    assert "Hand 1: starting double 12-12" in sheet and sheet.count("<section") == 2
    # simulated with tournament simulate --rulebook mexican-train
    demo = load(tmp_path / "demo-train.json")
    assert demo.mode == "train" and len(demo.entrants) == 9 and len(demo.rounds) == 13 and check(demo) == []


def test_the_fmd_walkthrough_is_the_same_shape(tmp_path: Path) -> None:
    said = play(FMD_SINGLES, tmp_path)
    event = load(tmp_path / "event.json")
    assert len(event.entrants) == 16 and len(event.rounds) == 2
    assert event.penalties[0].rule == "FMDS-20.3" and event.penalties[0].note == "a signal"
    standings = next(out for command, out, _ in said if command == "standings event.json")
    assert standings.startswith("standings after round 1 (fmd-singles):")
    assert (tmp_path / "round1.html").exists() and (tmp_path / "standings.csv").exists()
    demo = load(tmp_path / "demo.json")
    assert demo.mode == "tables-of-four" and len(demo.rounds) == 3 and check(demo) == []
