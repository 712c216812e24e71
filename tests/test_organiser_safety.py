"""Nothing lost, nothing unreadable: every bad input refused with its line or field and the file unchanged,
every field kept by every command, CSV entry as spreadsheets write it, penalties under the event's own rules,
read-only files, Ctrl-C, several levels of undo, a progress line, names beside IDs."""

from __future__ import annotations

import io
import json
import os
import re
import signal
import stat
import time
from contextlib import redirect_stderr
from dataclasses import replace
from pathlib import Path
from typing import Final, cast

import pytest

from organiser import cli, store
from organiser.file import SCHEMA, Result, WriteRefused, load, parse, save


def run(*argv: str) -> tuple[int, str, str]:
    """Run one organiser command: (exit status, what it printed, what it said on stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli.main(list(argv), out=out)
    return code, out.getvalue(), err.getvalue()


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of ``folder``: its bytes and mode."""
    return {p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode)) for p in sorted(folder.iterdir())}


# -- every field of the schema, kept by every command ------------------------------------------------

SWISS: Final[dict[str, object]] = {
    "format": "domino-rules/tournament/1",
    "rulebook": "ndf-double-nine",
    "mode": "pairs",
    "name": "Club night",
    "entrants": [
        {"id": "A", "name": "Ana & Alba"},
        {"id": "B", "name": "Bea & Bruno"},
        {"id": "C", "name": "Cruz & Carla"},
        {"id": "D", "name": "Dani & Diego"},
        {"id": "E", "name": "Eva & Enzo", "withdrawn": 3},
        {"id": "F"},
    ],
    "rounds": [
        {
            "round": 1,
            "tables": [
                {
                    "seats": ["A", "B"],
                    "result": {
                        "scores": [152, 95],
                        "hands": [{"side": 0, "points": 60}, {"side": 1, "points": 95}, {"side": 0, "points": 92}],
                    },
                },
                {"seats": ["C", "D"], "result": {"forfeit": 1}},
                {
                    "seats": ["E", "F"],
                    "result": {"scores": [120, 80], "on_time": True, "hands": [{"side": None, "points": 0}]},
                },
            ],
        }
    ],
    "penalties": [{"round": 1, "entrant": "B", "points": 25, "rule": "NDF-3.1", "note": "signal, second time"}],
}
"""A Swiss event using every field of its part of the schema (the void hand's table is recorded with --force)."""

KNOCKOUT: Final[dict[str, object]] = {
    "format": "domino-rules/tournament/1",
    "rulebook": "doral-partnership",
    "mode": "knockout",
    "name": "Cup",
    "entrants": [
        {"id": "A", "name": "Ana & Alba"},
        {"id": "B"},
        {"id": "C", "name": "Cruz & Carla"},
        {"id": "D"},
        {"id": "E"},
    ],
    "rounds": [
        {
            "round": 1,
            "tables": [
                {
                    "seats": ["A", "B"],
                    "result": {
                        "sets": [[3, 0], [3, 0]],
                        "games": [
                            {"scores": [120, 40], "hands": [{"side": 1, "points": 40}, {"side": 0, "points": 120}]}
                        ]
                        * 6,
                    },
                },
                {"seats": ["C", "D"], "result": {"forfeit": 1}},
            ],
            "byes": ["E"],
        }
    ],
    "penalties": [{"round": 1, "entrant": "B", "points": 25, "rule": "DORAL-11.3", "note": "bad pass"}],
}
"""A knock-out using every field of its part of the schema: a match of sets with its games, a forfeit."""

FIVES_KNOCKOUT: Final[dict[str, object]] = {
    "format": "domino-rules/tournament/1",
    "rulebook": "wcdt-all-fives",
    "mode": "knockout",
    "name": "One-game rounds",
    "match_games": 1,
    "entrants": [{"id": "A", "name": "Ana"}, {"id": "B"}, {"id": "C", "name": "Cruz"}, {"id": "D"}],
    "rounds": [
        {
            "round": 1,
            "tables": [
                {
                    "seats": ["A", "B"],
                    "result": {
                        "sets": [[1, 0]],
                        "games": [
                            {
                                "scores": [250, 35],
                                "hands": [
                                    {"side": 0, "points": 130},
                                    {"side": 1, "points": 35},
                                    {"side": 0, "points": 120},
                                ],
                            }
                        ],
                    },
                },
                {"seats": ["C", "D"], "result": {"forfeit": 0}},
            ],
        }
    ],
}
"""An All Fives knock-out whose event sets its own match length (WCDT-1.4): one game won wins the match."""


TRAIN: Final[dict[str, object]] = {
    "format": "domino-rules/tournament/1",
    "rulebook": "mexican-train",
    "mode": "train",
    "name": "Train night",
    "entrants": [
        {"id": "ana", "name": "Ana"},
        {"id": "bo", "name": "Bo"},
        {"id": "cy"},
        {"id": "di", "name": "Di"},
        {"id": "ed"},
        {"id": "fa", "name": "Fa", "withdrawn": 2},
    ],
    "rounds": [
        {
            "round": 1,
            "start": 12,
            "tables": [
                {
                    "seats": ["ana", "bo", "cy", "di", "ed", "fa"],
                    "result": {
                        "scores": {"ana": -25, "bo": 14, "cy": 31, "di": 8, "fa": 20},
                        "late": {"bo": 3, "di": 4},
                        "late_points": {"di": 10},
                        "absent": ["ed"],
                    },
                }
            ],
        }
    ],
    "penalties": [{"round": 1, "entrant": "cy", "points": 10, "rule": "MT-X1.1", "note": "out of turn"}],
}
"""A Mexican Train event using every field of its part of the schema."""


def schema_fields(node: object, where: str = "", root: object = None) -> set[str]:
    """Every named field the schema describes, as a path (``rounds[].tables[].seats``), through its ``$defs``
    (each family's part, as ``allOf`` picks it) and its arrays."""
    root = node if root is None else root
    out: set[str] = set()
    if not isinstance(node, dict):
        return out
    schema = cast(dict[str, object], node)
    reference = schema.get("$ref")
    if isinstance(reference, str):
        target: object = root
        for part in reference.removeprefix("#/").split("/"):
            target = cast(dict[str, object], target)[part]
        out |= schema_fields(target, where, root)
    for name, sub in cast(dict[str, object], schema.get("properties", {})).items():
        path = f"{where}.{name}" if where else name
        out.add(path)
        out |= schema_fields(sub, path, root)
    if "items" in schema:
        out |= schema_fields(schema["items"], f"{where}[]", root)
    for branch in cast(list[object], schema.get("allOf", [])):
        out |= schema_fields(cast(dict[str, object], branch).get("then"), where, root)
    return out


def leaves(node: object, where: str = "") -> dict[str, object]:
    """Every value of a document by its path, indices kept (``rounds[0].tables[1].seats[0]``)."""
    if isinstance(node, dict):
        out: dict[str, object] = {}
        for name, sub in cast(dict[str, object], node).items():
            path = f"{where}.{name}" if where else name
            out[path] = "{}"
            out |= leaves(sub, path)
        return out
    if isinstance(node, list):
        out = {where: "[]"}
        for index, sub in enumerate(cast(list[object], node)):
            out |= leaves(sub, f"{where}[{index}]")
        return out
    return {where: node}


def fields_used(document: object) -> set[str]:
    """Every field a document fills, and every field above one (a player's score fills ``...result.scores``)."""
    out: set[str] = set()
    for path in leaves(document):
        general = _general(path)
        parts = general.split(".")
        out |= {".".join(parts[: n + 1]) for n in range(len(parts))}
        out |= {p.removesuffix("[]") for p in list(out)}
    return out


def _general(path: str) -> str:
    out, skip = "", False
    for char in path:
        if char == "[":
            out, skip = out + "[", True
        elif char == "]":
            out, skip = out + "]", False
        elif not skip:
            out += char
    return out


def test_the_example_files_of_this_test_use_every_field_of_the_schema() -> None:
    assert all(parse(document) is not None for document in (SWISS, KNOCKOUT, FIVES_KNOCKOUT, TRAIN))
    fields = schema_fields(SCHEMA)
    assert {"rounds[].tables[].result.sets", "rounds[].start", "rounds[].tables[].result.absent"} <= fields
    missing = fields - fields_used(SWISS) - fields_used(KNOCKOUT) - fields_used(FIVES_KNOCKOUT) - fields_used(TRAIN)
    assert not missing, f"fields of the schema no example uses (add them, so the round trip covers them): {missing}"


Step = tuple[tuple[str, ...], str]
"""A command's arguments after the file, and what it does to the document: ``keeps`` (writes, every field
kept), ``reads`` (writes nothing), ``restores`` (undo: the version before the last write back)."""

SWISS_STEPS: Final[tuple[Step, ...]] = (
    (("standings",), "reads"),
    (("standings", "--json"), "reads"),
    (("check",), "reads"),
    (("export", "--csv", "{dir}/s.csv"), "reads"),
    (("export", "--html", "{dir}/s.html"), "reads"),
    (("add", "G", "--name", "Gil & Gus"), "keeps"),
    (("withdraw", "D"), "keeps"),
    (("penalty", "C", "--rule", "NDF-3.1", "--note", "signal"), "keeps"),
    (("pair",), "keeps"),
    (("record", "2", "1", "--scores", "150", "20"), "keeps"),
    (("record", "2", "2", "--forfeit", "0"), "keeps"),
    (("undo",), "restores"),
    (("undo", "--redo"), "keeps"),
    (("record", "2", "1", "--scores", "151", "20", "--replace"), "keeps-but-the-result"),
)

KNOCKOUT_STEPS: Final[tuple[Step, ...]] = (
    (("standings",), "reads"),
    (("standings", "--json"), "reads"),
    (("check",), "reads"),
    (("export", "--html", "{dir}/k.html"), "reads"),
    (("withdraw", "D"), "keeps"),
    (("penalty", "C", "--rule", "DORAL-11.3"), "keeps"),
    (("pair",), "keeps"),
    (("record", "2", "1", "--sets", "3-1", "0-3", "3-2"), "keeps"),
    (("undo",), "restores"),
    (("undo", "--redo"), "keeps"),
    (("undo",), "restores"),
    (("record", "2", "1", "--forfeit", "1"), "keeps"),
)

FIVES_STEPS: Final[tuple[Step, ...]] = (
    (("standings",), "reads"),
    (("check",), "reads"),
    (("export", "--html", "{dir}/f.html"), "reads"),
    (("pair",), "keeps"),
    (("record", "2", "1", "--sets", "1-0"), "keeps"),
    (("undo",), "restores"),
    (("record", "2", "1", "--sets", "0-1"), "keeps"),
)

TRAIN_STEPS: Final[tuple[Step, ...]] = (
    (("standings",), "reads"),
    (("standings", "--json"), "reads"),
    (("check",), "reads"),
    (("export", "--csv", "{dir}/t.csv"), "reads"),
    (("export", "--round", "1", "--html", "{dir}/h1.html"), "reads"),
    (("withdraw", "di"), "keeps"),
    (("penalty", "bo", "--rule", "MT-X1.1", "--points", "5", "--note", "slow"), "keeps"),
    (("pair", "--start", "11"), "keeps"),
    (
        ("record", "2", "1", "--scores", "ana=5", "bo=-25", "cy=7", "ed=9", "--late", "cy=2", "--late-points", "cy=5"),
        "keeps",
    ),
    (("undo",), "restores"),
    (("undo", "--redo"), "keeps"),
    (("record", "2", "1", "--scores", "ana=6", "bo=-25", "cy=7", "ed=9", "--replace"), "keeps-but-the-result"),
)


@pytest.mark.parametrize(
    ("document", "steps"),
    [(SWISS, SWISS_STEPS), (KNOCKOUT, KNOCKOUT_STEPS), (FIVES_KNOCKOUT, FIVES_STEPS), (TRAIN, TRAIN_STEPS)],
    ids=["swiss", "ko", "fives-ko", "train"],
)
def test_every_command_keeps_every_field(tmp_path: Path, document: dict[str, object], steps: tuple[Step, ...]) -> None:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    versions = [json.loads(path.read_text(encoding="utf-8"))]
    for arguments, effect in steps:
        before_bytes = path.read_bytes()
        before = json.loads(before_bytes)
        argv = [a.replace("{dir}", str(tmp_path)) for a in arguments]
        code, out, err = run(argv[0], str(path), *argv[1:])
        assert code in (0, 1), (arguments, out, err)
        after = json.loads(path.read_text(encoding="utf-8"))
        if effect == "reads":
            assert path.read_bytes() == before_bytes, arguments
            continue
        if effect == "restores":
            versions.pop()
            assert after == versions[-1], arguments
            continue
        kept = leaves(before)
        if effect == "keeps-but-the-result":
            kept = {k: v for k, v in kept.items() if ".result" not in k or not k.startswith("rounds[1].tables[0]")}
        found = leaves(after)
        lost = {k: v for k, v in kept.items() if found.get(k) != v}
        assert not lost, (arguments, lost)
        versions.append(after)
    assert load(path) == parse(json.loads(path.read_text(encoding="utf-8")))


def test_a_simulated_file_reads_back_as_it_was_written(tmp_path: Path) -> None:
    for rulebook, rounds in (
        ("ndf-double-nine", "2"),
        ("fmd-singles", "2"),
        ("doral-partnership", ""),
        ("mexican-train", "4"),
    ):
        path = tmp_path / f"{rulebook}.json"
        extra = ["--rounds", rounds] if rounds else []
        assert run("simulate", str(path), "--rulebook", rulebook, "--entrants", "9", *extra)[0] == 0
        text = path.read_text(encoding="utf-8")
        event = load(path)
        save(event, path)
        assert path.read_text(encoding="utf-8") == text


# -- writes that would leave a file no command can read --------------------------------------------------


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "event.json"
    entrants = [f"--entrant=P{i}={name}" for i, name in enumerate(("Ana", "Bea", "Cruz", "Dani"), start=1)]
    assert run("create", str(path), "--rulebook", "ndf-double-nine", *entrants)[0] == 0
    assert run("pair", str(path))[0] == 0
    return path


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (("--scores", "-5", "100"), "a side's score is 0 or more"),
        (("--scores", "100", "0", "--forfeit", "1"), "give the scores or a forfeit, not both"),
        (("--sets", "3-0", "3-0"), "sets are for knock-out matches"),
        (("--scores", "100", "60", "--hand", "0:-5"), "a hand's points are 0 or more"),
        (("--scores", "100", "60", "--hand", "two:5"), "write SIDE:POINTS"),
    ],
)
def test_a_result_no_command_could_read_is_refused_and_the_file_kept(
    event_file: Path, options: tuple[str, ...], words: str
) -> None:
    before = snapshot(event_file.parent)
    code, out, err = run("record", str(event_file), "1", "1", *options, "--force")
    assert code == 2 and words in err, (out, err)
    assert "round 1, table 1" in err or "--hand" in err
    assert snapshot(event_file.parent) == before
    assert run("check", str(event_file))[0] == 0, "the file is still read by every command"


def test_a_file_broken_by_hand_is_refused_and_undo_is_named(event_file: Path) -> None:
    assert run("record", str(event_file), "1", "1", "--scores", "150", "20")[0] == 0
    text = event_file.read_text(encoding="utf-8").replace('"scores": [\n', '"scores": [\n -5,\n', 1)
    event_file.write_text(text, encoding="utf-8")
    code, _, err = run("standings", str(event_file))
    assert code == 2 and "rounds[0].tables[0].result.scores" in err
    assert err.rstrip().endswith(
        f"`domino-rules tournament undo {event_file}` brings back the version before the last write"
    )
    assert run("undo", str(event_file))[0] == 0 and run("check", str(event_file))[0] == 0


def test_the_write_itself_refuses_a_file_no_command_could_read(event_file: Path) -> None:
    """Below every command's own checks: whatever the edit, the text written is read back first."""
    event = load(event_file)
    table = event.rounds[0].tables[0]
    broken = replace(
        event,
        rounds=(replace(event.rounds[0], tables=(replace(table, result=Result(scores=(-5, 100))),)),),
    )
    before = snapshot(event_file.parent)
    with pytest.raises(WriteRefused) as caught:
        save(broken, event_file)
    assert caught.value.field == "rounds[0].tables[0].result.scores[0]"
    assert "no command could read the file, which is unchanged" in str(caught.value)
    assert snapshot(event_file.parent) == before


def test_undo_goes_back_many_writes_and_redo_comes_forward(event_file: Path) -> None:
    versions = [event_file.read_text(encoding="utf-8")]
    for table, scores in ((1, ("150", "20")), (2, ("30", "151"))):
        assert run("record", str(event_file), "1", str(table), "--scores", *scores)[0] == 0
        versions.append(event_file.read_text(encoding="utf-8"))
    assert run("pair", str(event_file))[0] == 0
    versions.append(event_file.read_text(encoding="utf-8"))
    for back in (2, 1, 0):
        code, _, _ = run("undo", str(event_file))
        assert code == 0 and event_file.read_text(encoding="utf-8") == versions[back], back
    # create and the first pair are two more writes back
    assert run("undo", str(event_file))[0] == 0
    assert run("undo", str(event_file))[0] == 2, "nothing before the file was created"
    for _forward in range(1, 4):
        assert run("undo", str(event_file), "--redo")[0] == 0
    assert event_file.read_text(encoding="utf-8") == versions[2]
    mode = stat.S_IMODE(event_file.stat().st_mode)
    assert all(stat.S_IMODE(p.stat().st_mode) == mode for p in event_file.parent.iterdir())


def test_the_undo_history_keeps_the_last_writes_only(tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    for number in range(store.HISTORY + 5):
        store.write(path, f"{number}\n", lambda text: None)
    assert len(store.history(path)) == store.HISTORY
    assert store.history(path)[-1].read_text() == f"{4}\n"


# -- CSV entry as spreadsheets write it ----------------------------------------------------------------------

GOOD: Final = [("P01", "Ana Núñez"), ("P02", "Begoña"), ("P03", "Cruz")]


@pytest.mark.parametrize(
    ("data", "encoding_said", "separator"),
    [
        ("id,name\nP01,Ana Núñez\nP02,Begoña\nP03,Cruz\n".encode(), "UTF-8", "commas"),
        (
            b"\xef\xbb\xbf" + "id,name\r\nP01,Ana Núñez\r\nP02,Begoña\r\nP03,Cruz\r\n".encode(),
            "byte-order mark",
            "commas",
        ),
        ("ID;Nombre\r\nP01;Ana Núñez\r\nP02;Begoña\r\nP03;Cruz\r\n".encode("cp1252"), "Latin-1", "semicolons"),
        (
            b"\xef\xbb\xbf" + "Nombre;Id\nAna Núñez;P01\nBegoña;P02\nCruz;P03\n".encode(),
            "byte-order mark",
            "semicolons",
        ),
        ("id\tname\nP01\tAna Núñez\nP02\tBegoña\n\nP03\tCruz\n".encode("utf-16"), "UTF-16", "tabs"),
        ('id,nombre,\n"P01","Ana Núñez",\nP02,Begoña,\nP03,Cruz,\n'.encode(), "UTF-8", "commas"),
    ],
    ids=["utf8", "excel-bom", "latin1-semicolon", "spanish-columns-swapped", "utf16-tabs", "trailing-empty-column"],
)
def test_csv_entry_reads_what_spreadsheets_write(
    tmp_path: Path, data: bytes, encoding_said: str, separator: str
) -> None:
    players = tmp_path / "players.csv"
    players.write_bytes(data)
    path = tmp_path / "event.json"
    code, out, err = run("create", str(path), "--rulebook", "fmd-singles", "--csv", str(players))
    assert code == 0, err
    assert encoding_said in out and f"separated by {separator}" in out
    assert [(e.id, e.name) for e in load(path).entrants] == GOOD
    assert "warning: 3 entrant(s) to seat: a tables-of-four table needs 4" in out


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("P01,Ana\nP02,Bea\n", "line 1: the first line names the columns (id, and name or nombre), not 'P01', 'Ana'"),
        ("id,club\nP01,Norte\n", "line 1: column 'club' is not one of id, name, nombre"),
        ("name,nombre\nAna,Ana\n", "line 1: two columns give the name"),
        ("nombre\nAna\n", "line 1: no id column"),
        ("id,name\nP01,Ana\nP02\n", "line 3: 1 value(s), the header names 2 (id, name)"),
        ("id;name\nP01;Ana\nP02;Bea;extra\n", "line 3: 3 values, the header names 2 (id, name): 'extra' has no column"),
        ("id,name\nP01,Ana\n,Bea\n", "line 3: no id"),
        ("id,name\nP01,Ana\nP02,Bea\nP01,Alba\n", "line 4: id 'P01' is already on line 2"),
        ("id,name\n", "no entrants below the header line"),
        ("", "no entrants: the file is empty"),
        ('id,name\nP01,"Ana\n', "not CSV"),
    ],
)
def test_csv_entry_refuses_anything_else_with_its_line(tmp_path: Path, text: str, words: str) -> None:
    players = tmp_path / "players.csv"
    players.write_text(text, encoding="utf-8")
    code, _, err = run("create", str(tmp_path / "event.json"), "--rulebook", "fmd-singles", "--csv", str(players))
    assert code == 2 and words in err, err
    assert str(players) in err
    assert not (tmp_path / "event.json").exists()


def test_csv_entry_takes_the_encoding_it_is_told(tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_bytes("id,name\nP01,Ana Núñez\n".encode("cp1252"))
    code, _, err = run(
        "create", str(tmp_path / "e.json"), "--rulebook", "fmd-singles", "--csv", str(players), "--encoding", "utf-8"
    )
    assert code == 2 and "line 2: not utf-8 (byte 0xfa)" in err
    code, out, _ = run(
        "create", str(tmp_path / "e.json"), "--rulebook", "fmd-singles", "--csv", str(players), "--encoding", "cp1252"
    )
    assert code == 0 and "read as cp1252" in out
    assert load(tmp_path / "e.json").entrants[0].name == "Ana Núñez"
    code, _, err = run(
        "create", str(tmp_path / "f.json"), "--rulebook", "fmd-singles", "--csv", str(players), "--encoding", "klingon"
    )
    assert code == 2 and "'klingon' is not an encoding" in err


# -- penalties ---------------------------------------------------------------------------------------------------


def test_a_penalty_is_recorded_under_a_rule_of_the_event_s_rulebook(event_file: Path) -> None:
    code, out, _ = run("penalty", str(event_file), "P2", "--rule", "NDF-3.1", "--note", "signal")
    assert code == 0 and "round 1: P2 (Bea) penalised 25 points under NDF-3.1" in out
    assert run("record", str(event_file), "1", "1", "--scores", "150", "20")[0] == 0
    assert run("record", str(event_file), "1", "2", "--scores", "150", "20")[0] == 0
    _, out, _ = run("standings", str(event_file), "--json")
    assert {r["entrant"]: r["points"] for r in json.loads(out)}["P2"] == 20 - 25
    kept = json.loads(event_file.read_text(encoding="utf-8"))["penalties"]
    assert kept == [{"round": 1, "entrant": "P2", "points": 25, "rule": "NDF-3.1", "note": "signal"}]
    before = snapshot(event_file.parent)
    for options, words in (
        (("--rule", "FMDS-3.3"), "FMDS-3.3 is not a rule of ndf-double-nine (its rules are NDF-...)"),
        (("--rule", "NDF-99.9"), "NDF-99.9 is not a rule of ndf-double-nine"),
        (("--rule", "NDF-3.1", "--points", "30"), "NDF-3.1 fines 25 points, not 30"),
        (("--rule", "NDF-1.2"), "NDF-1.2 names no penalty"),
        (("--rule", "NDF-3.1", "--round", "4"), "--round 4: the event has rounds 1 to 1"),
    ):
        code, _, err = run("penalty", str(event_file), "P2", *options)
        assert code == 2 and words in err, (options, err)
    assert run("penalty", str(event_file), "P9", "--rule", "NDF-3.1")[0] == 2
    assert snapshot(event_file.parent) == before


def test_a_judge_s_own_points_go_where_the_rule_leaves_them_to_the_judge(tmp_path: Path) -> None:
    path = tmp_path / "e.json"
    assert run("create", str(path), "--rulebook", "fmd-singles", *[f"--entrant=P{i}" for i in range(4)])[0] == 0
    assert run("pair", str(path))[0] == 0
    code, _, err = run("penalty", str(path), "P1", "--rule", "FMDS-1.1")
    assert code == 2 and "leaves the penalty to the judge: give the points (--points N)" in err
    assert run("penalty", str(path), "P1", "--rule", "FMDS-1.1", "--points", "10")[0] == 0


@pytest.mark.parametrize(
    ("penalty", "code", "words"),
    [
        ({"rule": "FMDS-3.3"}, 2, "penalties[0].rule: entrant 'B': FMDS-3.3 is not a rule of ndf-double-nine"),
        ({"rule": "NDF-77.1"}, 2, "penalties[0].rule: entrant 'B': NDF-77.1 is not a rule of ndf-double-nine"),
        ({"rule": "NDF-3.1", "points": 40}, 1, "round 1: NDF-3.1: penalty of B: NDF-3.1 fines 25 points, not 40"),
        ({"rule": None}, 1, "round 1: penalty of B: the penalty cites no rule"),
    ],
)
def test_check_refuses_a_hand_edited_penalty_under_any_other_rule(
    tmp_path: Path, penalty: dict[str, object], code: int, words: str
) -> None:
    document = json.loads(json.dumps(SWISS))
    entry = document["penalties"][0]
    entry.update(penalty)
    if entry["rule"] is None:
        del entry["rule"]
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    got, out, err = run("check", str(path))
    assert got == code and words in out + err, out + err


# -- files that may not be written, Ctrl-C ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ("record", "1", "1", "--scores", "150", "20"),
        ("pair",),
        ("add", "P9"),
        ("withdraw", "P1"),
        ("penalty", "P1", "--rule", "NDF-3.1"),
        ("undo",),
    ],
)
def test_a_file_whose_mode_forbids_writing_is_refused_not_replaced(event_file: Path, argv: tuple[str, ...]) -> None:
    event_file.chmod(0o444)
    before = snapshot(event_file.parent)
    code, _, err = run(argv[0], str(event_file), *argv[1:])
    assert code == 2 and "is read-only (mode 0444): it was not changed" in err
    assert snapshot(event_file.parent) == before


def test_ctrl_c_before_a_write_leaves_the_file_and_one_line(event_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args: object, **kwargs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr("organiser.cli.pair", interrupted)
    before = snapshot(event_file.parent)
    assert run("record", str(event_file), "1", "1", "--scores", "150", "20")[0] == 0
    before = snapshot(event_file.parent)
    code, _, err = run("pair", str(event_file))
    assert code == 130 and err == "domino-rules tournament: interrupted: no file was changed\n"
    assert snapshot(event_file.parent) == before


def test_ctrl_c_during_a_write_is_held_until_the_file_and_its_history_are_whole(
    event_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rulespec.files import atomic_write as real

    def slow_write(path: Path, text: str) -> None:
        os.kill(os.getpid(), signal.SIGINT)  # the organiser presses Ctrl-C in the middle of the write
        real(path, text)

    monkeypatch.setattr("organiser.store.atomic_write", slow_write)
    before = event_file.read_text(encoding="utf-8")
    code, _, err = run("record", str(event_file), "1", "1", "--scores", "150", "20")
    assert (
        code == 130 and err == f"domino-rules tournament: interrupted: {event_file} written in full before it stopped\n"
    )
    assert load(event_file).rounds[0].tables[0].result == Result(scores=(150, 20))
    assert (event_file.parent / "event.json.previous").read_text(encoding="utf-8") == before


# -- what the organiser sees ------------------------------------------------------------------------------------


def test_a_command_that_runs_longer_than_a_second_says_so(event_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from organiser.event import pair
    from organiser.file import Round, Tournament

    def slow(event: Tournament, start: int | None) -> tuple[Tournament, Round]:
        time.sleep(0.3)
        return pair(event, start)

    assert run("record", str(event_file), "1", "1", "--scores", "150", "20")[0] == 0
    assert run("record", str(event_file), "1", "2", "--scores", "150", "20")[0] == 0
    monkeypatch.setattr("organiser.cli.pair", slow)
    monkeypatch.setattr(cli, "PROGRESS_AFTER", 0.1)
    code, _, err = run("pair", str(event_file))
    lines = err.splitlines()
    assert code == 0 and lines[0] == "domino-rules tournament pair: working..."
    assert lines[-1].startswith("domino-rules tournament pair: done in ")
    monkeypatch.setattr(cli, "PROGRESS_AFTER", 1.0)
    code, _, err = run("standings", str(event_file))
    assert code == 0 and err == "", "a quick command says nothing more"


def test_names_stand_beside_ids_wherever_entrants_are_shown(event_file: Path) -> None:
    path = event_file
    _, out, _ = run("standings", str(path))
    assert re.search(r"^ +1  P1 +Ana ", out, re.M) and re.search(r"^ +4  P4 +Dani ", out, re.M), out
    assert run("record", str(path), "1", "1", "--scores", "150", "20")[0] == 0
    assert run("record", str(path), "1", "2", "--scores", "20", "150")[0] == 0
    code, out, _ = run("pair", str(path))
    assert code == 0 and "table 1: P1 (Ana) v P4 (Dani)" in out
    _, out, _ = run("standings", str(path), "--json")
    assert json.loads(out)[0]["name"] == "Ana"
    page = path.parent / "s.html"
    assert run("export", str(path), "--html", str(page))[0] == 0
    assert "<td>Ana</td>" in page.read_text(encoding="utf-8")


def test_check_names_the_entrants_it_mentions(tmp_path: Path) -> None:
    document = json.loads(json.dumps(SWISS))
    document["rounds"][0]["tables"][0]["seats"] = ["A", "C"]
    document["rounds"][0]["tables"][1]["seats"] = ["B", "D"]
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = run("check", str(path))
    assert code == 1
    assert "expected A v B, recorded A v C  [A: Ana & Alba, B: Bea & Bruno, C: Cruz & Carla]" in out


def test_the_printed_standings_never_say_round_0(event_file: Path) -> None:
    page = event_file.parent / "s.html"
    assert run("export", str(event_file), "--html", str(page))[0] == 0
    text = page.read_text(encoding="utf-8")
    assert "round 0" not in text and "Standings before round 1 (round 1 under way)" in text
    ko = event_file.parent / "ko.json"
    assert run("create", str(ko), "--rulebook", "doral-partnership", "--entrant=A", "--entrant=B")[0] == 0
    assert run("pair", str(ko))[0] == 0
    assert run("export", str(ko), "--html", str(page), "--force")[0] == 0
    text = page.read_text(encoding="utf-8")
    assert "round 0" not in text and "Knock-out bracket before round 1 (round 1 under way)" in text


def test_three_entrants_at_tables_of_four_are_not_paired_into_byes(tmp_path: Path) -> None:
    path = tmp_path / "e.json"
    code, out, _ = run("create", str(path), "--rulebook", "fmd-singles", "--entrant=A", "--entrant=B", "--entrant=C")
    assert code == 0 and "warning: 3 entrant(s) to seat: a tables-of-four table needs 4" in out
    before = snapshot(tmp_path)
    code, _, err = run("pair", str(path))
    assert code == 2 and "round 1: 3 entrant(s) to seat and a tables-of-four table seats 4" in err
    assert snapshot(tmp_path) == before
    assert run("add", str(path), "D")[0] == 0
    code, out, _ = run("pair", str(path))
    assert code == 0 and "bye" not in out


def test_a_knock_out_records_a_forfeit_and_the_other_side_goes_through(tmp_path: Path) -> None:
    path = tmp_path / "ko.json"
    names = [f"--entrant=T{i}=Team {i}" for i in range(5)]
    assert run("create", str(path), "--rulebook", "doral-partnership", *names)[0] == 0
    code, out, _ = run("pair", str(path))
    assert code == 0 and "bye: T4 (Team 4) (goes through to the next round)" in out
    assert run("record", str(path), "1", "1", "--forfeit", "0")[0] == 0
    assert run("record", str(path), "1", "2", "--sets", "3-1", "3-2")[0] == 0
    code, out, _ = run("standings", str(path))
    assert "table 1: T0 (Team 0) v T1 (Team 1)  forfeited by T0  -> T1 (Team 1)" in out
    code, out, _ = run("pair", str(path))
    assert code == 0 and "table 1: T4 (Team 4) v T1 (Team 1)" in out
    assert run("check", str(path))[0] == 0
    _, out, _ = run("standings", str(path), "--json")
    assert json.loads(out)[0]["tables"][0] == {
        "table": 1,
        "sides": ["T0", "T1"],
        "sets": [],
        "forfeit": 0,
        "winner": "T1",
    }
