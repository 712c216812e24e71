"""What an organiser prints or posts, for every family: the standings and each round's (hand's) tables as CSV and
as a self-contained HTML page (read on a phone, printed on one page: the page count itself is checked in
headless Chromium, tests/browser/test_organiser_pages.py), names beside IDs, a Mexican Train hand sheet."""

from __future__ import annotations

import csv
import io
from contextlib import redirect_stderr
from pathlib import Path
from typing import Final

import pytest

from organiser import cli
from organiser.file import load
from organiser.model import Tournament
from organiser.reports import sheet_csv, sheet_html, standings_sheet, tables_sheet

EVENTS: Final[tuple[tuple[str, list[str]], ...]] = (
    ("ndf-double-nine", ["--rounds", "3"]),
    ("fmd-singles", ["--rounds", "3"]),
    ("doral-partnership", []),
    ("wcdt-all-fives", []),
    ("mexican-train", ["--rounds", "5"]),
)


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli.main(list(argv), out=out)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module", params=EVENTS, ids=[rulebook for rulebook, _ in EVENTS])
def event_file(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    rulebook, extra = request.param
    path = tmp_path_factory.mktemp(rulebook) / "event.json"
    assert run("simulate", str(path), "--rulebook", rulebook, "--entrants", "12", "--seed", "3", *extra)[0] == 0
    return path


def rows_of(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_the_standings_as_csv_and_html(event_file: Path) -> None:
    event = load(event_file)
    out = event_file.parent / "standings.csv"
    code, said, _ = run("export", str(event_file), "--csv", str(out))
    assert code == 0 and said.startswith(f"{out}: ")
    rows = rows_of(out.read_text(encoding="utf-8"))
    if event.mode == "knockout":
        assert len(rows) == sum(len(r.tables) + len(r.byes) for r in event.rounds)
        final = rows[-1]
        assert final["winner"] in {final["side 0"], final["side 1"]}
    else:
        assert sorted(r["entrant"] for r in rows) == sorted(event.ids)
        assert [int(r["rank"]) for r in rows] == list(range(1, len(event.ids) + 1))
    page = event_file.parent / "standings.html"
    assert run("export", str(event_file), "--html", str(page))[0] == 0
    html = page.read_text(encoding="utf-8")
    _a_page_to_read_and_print(html)
    assert html.count("<tr>") == len(rows) + 1


def test_every_round_s_tables_as_csv_and_html(event_file: Path) -> None:
    event = load(event_file)
    for number in (1, len(event.rounds)):
        out = event_file.parent / f"round{number}.csv"
        assert run("export", str(event_file), "--round", str(number), "--csv", str(out), "--force")[0] == 0
        rows = rows_of(out.read_text(encoding="utf-8"))
        rnd = event.rounds[number - 1]
        seated = {cell.split(" ")[0] for row in rows for cell in row.values() if cell.split(" ")[0] in event.ids}
        assert seated == {e for t in rnd.tables for e in t.seats} | set(rnd.byes)
        page = event_file.parent / f"round{number}.html"
        assert run("export", str(event_file), "--round", str(number), "--html", str(page), "--force")[0] == 0
        _a_page_to_read_and_print(page.read_text(encoding="utf-8"))
    code, _, err = run("export", str(event_file), "--round", "99", "--csv", str(event_file.parent / "x.csv"))
    assert code == 2 and "--round 99: the event has" in err
    assert not (event_file.parent / "x.csv").exists()


def _a_page_to_read_and_print(html: str) -> None:
    assert html.startswith("<!doctype html>") and '<meta name="viewport" content="width=device-width' in html
    assert "<script" not in html and "http" not in html.replace("https://", ""), "self-contained"
    assert "@media print" in html and "@page" in html and 'class="scroll"' in html


def test_names_stand_beside_ids_in_every_output(tmp_path: Path) -> None:
    path = tmp_path / "e.json"
    entrants = [f"--entrant=T{i}=Team {i}" for i in range(6)]
    for rulebook in ("ndf-double-nine", "doral-partnership", "mexican-train"):
        assert run("create", str(path), "--rulebook", rulebook, *entrants, "--force")[0] == 0
        start = ["--start", "12"] if rulebook == "mexican-train" else []
        code, out, _ = run("pair", str(path), *start)
        assert code == 0 and "T0 (Team 0)" in out
        event = load(path)
        for sheet in (standings_sheet(event), tables_sheet(event, 1)):
            text = sheet_csv(sheet) + sheet_html(event, sheet)
            assert "Team 0" in text and "Team 5" in text, (rulebook, sheet.title)


def test_the_mexican_train_hand_sheet_is_blank_where_the_scores_go_and_filled_once_recorded(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("create", str(path), "--rulebook", "mexican-train", *[f"--entrant=P{i}=N{i}" for i in range(9)])[0] == 0
    assert run("pair", str(path), "--start", "9")[0] == 0
    event: Tournament = load(path)
    sheet = tables_sheet(event, 1)
    html = sheet_html(event, sheet)
    assert "Hand 1: starting double 9-9" in html and html.count('<td class="fill"></td>') == 9
    assert [title for title, _ in sheet.blocks] == [
        "Table 1: 5 players, seat 1 plays first",
        "Table 2: 4 players, seat 1 plays first",
    ]
    assert run("record", str(path), "1", "2", "--scores", "P5=-25", "P6=10", "P7=3", "P8=40", "--late", "P6=2")[0] == 0
    rows = rows_of(sheet_csv(tables_sheet(load(path), 1)))
    assert [(r["entrant"], r["score"], r["minutes late"], r["hand total"]) for r in rows[5:]] == [
        ("P5", "-25", "", "-25"),
        ("P6", "10", "2", "20"),
        ("P7", "3", "", "3"),
        ("P8", "40", "", "40"),
    ]
