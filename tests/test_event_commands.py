"""An organiser runs whole events from the commands alone, and never loses a file."""

from __future__ import annotations

import io
import json
import os
import stat
from pathlib import Path

import pytest

from organiser import cli
from rulespec import cached_spec


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli.main(list(argv), out=out)
    return code, out.getvalue()


def target_of(rulebook: str) -> int:
    return int(cached_spec().rulebook(rulebook).number("target_score"))


def tables_in(path: Path, number: int) -> int:
    data = json.loads(path.read_text(encoding="utf-8"))
    return len(data["rounds"][number - 1]["tables"])


@pytest.mark.parametrize(
    ("rulebook", "entrants", "mode", "rounds"),
    [("fmd-singles", 16, "tables-of-four", 3), ("ndf-double-nine", 10, "pairs", 3)],
)
def test_a_whole_event_from_the_commands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rulebook: str, entrants: int, mode: str, rounds: int
) -> None:
    path = tmp_path / "event.json"
    names = [f"--entrant=P{i:02d}" for i in range(1, entrants + 1)]
    code, out = run("create", str(path), "--rulebook", rulebook, *names)
    assert code == 0 and f"{rulebook}, {mode}, {entrants} entrants" in out
    target = target_of(rulebook)
    for number in range(1, rounds + 1):
        assert run("pair", str(path))[0] == 0
        for table in range(1, tables_in(path, number) + 1):
            # side 0 wins odd tables, side 1 even ones, the losers short of the target by a table-dependent margin
            scores = (target, target - 10 - table) if table % 2 else (target - 20 - table, target)
            if number == 1 and table == 1:
                # a result no match can end with is refused at its own round and table, citing a rule
                code, out = run("record", str(path), "1", "1", "--scores", str(target * 9), "0")
                assert code == 2
                assert out.startswith("refused: round 1, table 1: ") and "cannot be reached" in out
                rule = out.split(": ")[2]
                cached_spec().rule(rule)  # a rule the spec has, not an invented ID
            code, out = run("record", str(path), str(number), str(table), "--scores", *map(str, scores))
            assert code == 0, out
    # a mistaken record, then undo
    before = path.read_text(encoding="utf-8")
    assert run("record", str(path), "1", "1", "--scores", "0", str(target), "--replace")[0] == 0
    assert path.read_text(encoding="utf-8") != before
    assert run("undo", str(path))[0] == 0
    assert path.read_text(encoding="utf-8") == before
    code, out = run("check", str(path))
    assert code == 0, out
    assert out.endswith(f"{rounds} round(s) checked, nothing wrong\n")
    code, out = run("standings", str(path))
    assert code == 0 and out.startswith(f"standings after round {rounds} ({rulebook}):")
    code, out = run("standings", str(path), "--json")
    rows = json.loads(out)
    assert len(rows) == entrants and sum(r["played"] for r in rows) > 0
    assert [r["rank"] for r in rows] == list(range(1, entrants + 1))
    capsys.readouterr()


def test_no_command_replaces_a_file_without_force_or_changes_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "event.json"
    assert run("simulate", str(path), "--rulebook", "fmd-singles", "--rounds", "1")[0] == 0
    path.chmod(0o640)
    original = path.read_text(encoding="utf-8")
    assert run("simulate", str(path), "--rulebook", "fmd-singles", "--rounds", "2")[0] == 2
    assert run("create", str(path), "--rulebook", "fmd-singles", "--entrant", "A")[0] == 2
    assert path.read_text(encoding="utf-8") == original
    assert run("simulate", str(path), "--rulebook", "fmd-singles", "--rounds", "2", "--force")[0] == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o640, "a write keeps the file's mode"
    assert (tmp_path / "event.json.previous").read_text(encoding="utf-8") == original
    assert run("undo", str(path))[0] == 0
    assert path.read_text(encoding="utf-8") == original


def test_simulate_and_create_default_to_the_rulebook_s_own_format(tmp_path: Path) -> None:
    code, out = run("simulate", str(tmp_path / "s.json"), "--rulebook", "fmd-singles", "--rounds", "1")
    assert code == 0 and "(tables-of-four)" in out
    code, _ = run("create", str(tmp_path / "k.json"), "--rulebook", "ndf-double-nine", "--mode", "knockout")
    assert code == 2, "NDF has no knock-out rule"


def test_entrants_join_and_withdraw(tmp_path: Path) -> None:
    path = tmp_path / "event.json"
    csv = tmp_path / "entrants.csv"
    csv.write_text("id,name\nA,Ana & Al\nB,Bea & Bo\nC,Cy & Cat\n", encoding="utf-8")
    assert run("create", str(path), "--rulebook", "ndf-double-nine", "--csv", str(csv))[0] == 0
    assert run("add", str(path), "D", "--name", "Di & Dan")[0] == 0
    assert run("add", str(path), "D")[0] == 2, "an ID is entered once"
    assert run("withdraw", str(path), "C")[0] == 0
    code, out = run("pair", str(path))
    assert code == 0
    assert "C" not in out.replace("round 1:", "")
    assert run("check", str(path))[0] == 0, "a withdrawn entrant is neither seated nor missing"


def test_a_knock_out_shows_its_bracket(tmp_path: Path) -> None:
    path = tmp_path / "ko.json"
    assert run("create", str(path), "--rulebook", "doral-partnership", *[f"--entrant=T{i}" for i in range(4)])[0] == 0
    assert run("pair", str(path))[0] == 0
    assert run("record", str(path), "1", "1", "--sets", "3-1", "3-2")[0] == 0
    code, out = run("standings", str(path))
    assert code == 0
    assert "table 1: T0 v T1  3-1 3-2  -> T0" in out and "table 2: T2 v T3  not played yet" in out


def test_exports_refuse_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    assert run("simulate", str(path), "--rulebook", "ndf-double-nine", "--entrants", "6", "--rounds", "2")[0] == 0
    out_csv = tmp_path / "standings.csv"
    assert run("export", str(path), "--csv", str(out_csv))[0] == 0
    assert out_csv.read_text(encoding="utf-8").startswith("rank,entrant,name,played,wins")
    assert run("export", str(path), "--csv", str(out_csv))[0] == 2
    page = tmp_path / "standings.html"
    assert run("export", str(path), "--html", str(page))[0] == 0
    assert "<table>" in page.read_text(encoding="utf-8")
    assert stat.S_IMODE(page.stat().st_mode) == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def test_check_reports_a_planted_bad_result_once_at_its_own_round(tmp_path: Path) -> None:
    path = tmp_path / "event.json"
    assert run("simulate", str(path), "--rulebook", "ndf-double-nine", "--entrants", "8", "--rounds", "4")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    result = data["rounds"][0]["tables"][0]["result"]
    result["scores"] = list(reversed(result["scores"]))  # the loser recorded as the winner: the pairings follow it
    result.pop("hands", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out = run("check", str(path))
    assert code == 1
    lines = out.splitlines()
    first = lines[0]
    assert first.startswith("round 2, table ") and ": NDF-1.2: not the pairing the standings give" in first
    # the table named is the one where the recorded pairing sits
    table = int(first.split("table ")[1].split(":")[0])
    recorded = first.split("recorded ")[1].split(" v ")
    assert set(data["rounds"][1]["tables"][table - 1]["seats"]) == set(recorded)
    later = [line for line in lines[1:] if line.startswith("    round ")]
    assert all(":" in line for line in later)
    assert lines[-1].endswith("1 problem(s)"), "later rounds are grouped under the first, not counted again"
    code, out = run("check", str(path), "--json")
    rows = json.loads(out)
    assert rows[0]["follows"] is None and all(r["follows"] == f"round 2, table {table}" for r in rows[1:])


def test_the_example_event_file_is_valid_and_keeps_every_rule(tmp_path: Path) -> None:
    from organiser.checker import check
    from organiser.file import EXAMPLE, parse

    event = parse(EXAMPLE, "example")
    assert check(event) == []
    path = tmp_path / "example.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    code, out = run("standings", str(path), "--json")
    rows = {r["entrant"]: r for r in json.loads(out)}
    assert code == 0
    assert rows["B"]["points"] == 95 - 25, "the penalty's points come off the entrant's score"
    code, out = run("pair", str(path))
    assert code == 0 and "E" not in out.split("\n", 1)[1], "a withdrawn entrant is not paired"
    assert run("pair", str(path), "--out", str(path))[0] == 2, "--out refuses an existing file without --force"


def test_an_all_fives_knock_out_of_best_of_three_matches(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """WCDT-1.4 and 1.5 through the commands: a match is recorded by the games won (one set), a 1-1 match
    sends nobody on, an impossible 3-0 or 2-2 is refused naming WCDT-1.4, and the winners meet next."""
    path = tmp_path / "fives.json"
    entrants = [f"--entrant=T{i}" for i in range(4)]
    code, out = run("create", str(path), "--rulebook", "wcdt-all-fives", *entrants)
    assert code == 0 and "wcdt-all-fives, knockout, 4 entrants" in out
    assert run("create", str(path), "--rulebook", "wcdt-all-fives", *entrants)[0] == 2  # never overwritten
    assert run("pair", str(path))[0] == 0
    assert run("record", str(path), "1", "1", "--sets", "2-1")[0] == 0
    assert run("record", str(path), "1", "2", "--sets", "1-1")[0] == 0
    capsys.readouterr()
    assert run("pair", str(path))[0] == 2
    assert "round 1 is not finished" in capsys.readouterr().err
    for impossible in ("3-0", "2-2"):
        code, out = run("record", str(path), "1", "2", "--sets", impossible, "--replace")
        said = out + capsys.readouterr().err
        assert code == 2 and "WCDT-1.4" in said and impossible in said
    assert run("record", str(path), "1", "2", "--sets", "0-2", "--replace")[0] == 0
    assert run("pair", str(path))[0] == 0
    code, out = run("standings", str(path))
    assert code == 0
    assert "table 1: T0 v T1  2-1  -> T0" in out and "table 2: T2 v T3  0-2  -> T3" in out
    assert "round 2:\n  table 1: T0 v T3  not played yet" in out
    code, out = run("standings", str(path), "--json")
    assert code == 0
    bracket = json.loads(out)
    assert [t["winner"] for t in bracket[0]["tables"]] == ["T0", "T3"]
    assert bracket[1]["tables"] == [{"table": 1, "sides": ["T0", "T3"], "sets": [], "winner": None}]
    assert run("standings", str(path), "--round", "1")[0] == 2  # a bracket has no standings "before round 1"
    code, out = run("check", str(path))
    assert code == 0 and "nothing wrong" in out


def test_an_all_fives_event_is_a_knock_out_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run(
        "simulate", str(tmp_path / "s.json"), "--rulebook", "wcdt-all-fives", "--mode", "pairs", "--entrants", "4"
    )
    assert (
        code == 2
        and "wcdt-all-fives is played as a knock-out of best-of-three matches (WCDT-1.5), not in pairs rounds"
        in capsys.readouterr().err
    )
